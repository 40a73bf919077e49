/**
 * A deal record that cannot be read, as the German practice table says it: the reader's reason
 * codes in German words (the English message is the CLI's), for shape errors and for cards or
 * calls the rules refuse.
 */
import { describe, expect, it } from 'vitest';
import { randomDeal } from '../../src/engine/random.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { readDealRecord, toRecord } from '../../src/engine/record.ts';
import { tableText as de } from '../../src/i18n/de/practice.ts';
import { tableText as en } from '#words/practice';

/** A deal's record before its first card. */
function record(): Record<string, unknown> {
  const rec = JSON.parse(JSON.stringify(toRecord(randomDeal(5, DDV_RULES, { announceRate: 0 })))) as Record<string, unknown>;
  return { ...rec, plays: [], announcements: [] };
}

function refusal(input: unknown) {
  const r = readDealRecord(input);
  if (r.ok) throw new Error('the record was read');
  return r.error;
}

describe('a record the German practice table cannot load is explained in German', () => {
  it('a card that does not follow suit: the rule in German words, with the place in the file', () => {
    const rec = record();
    const hands = rec.hands as string[][];
    const start = readDealRecord(rec);
    if (!start.ok) throw new Error('the record was refused');
    const leader = start.value.state.toMove;
    const lead = hands[leader][0];
    const e = refusal({ ...rec, plays: [lead, 'XX'] });
    expect(e.problem.code).toBe('notCardId');
    expect(de.importError(e)).toBe('Das Protokoll ist bei plays[1] ungültig: "XX" ist kein Kartenkürzel (wie "CQ", "H10", "DA")');
    expect(en.importError(e)).toBe('The record is not valid at plays[1]: "XX" is not a card id (like "CQ", "H10", "DA")');
    // A card the player does not hold.
    const notHeld = hands.flat().find((c) => !hands[leader].includes(c))!;
    const e2 = refusal({ ...rec, plays: [notHeld] });
    expect(e2.problem.code).toBe('illegal');
    expect(de.importError(e2)).toMatch(new RegExp(`^Das Protokoll ist bei plays\\[0\\] \\(${notHeld}\\) ungültig: Platz ${leader} hat .+ nicht auf der Hand$`));
    expect(en.importError(e2)).toMatch(/does not hold|not in/);
  });

  it('shape errors: a third copy, an unknown field, a missing contract, a bad rule value', () => {
    const rec = record();
    const hands = rec.hands as string[][];
    const third = [[...hands[0].slice(0, 11), hands[1][0]], hands[1], hands[2], hands[3]];
    const twice = hands.flat().filter((c) => c === hands[1][0]).length;
    expect(twice).toBe(2);
    expect(de.importError(refusal({ ...rec, hands: third }))).toMatch(
      /^Das Protokoll ist bei hands\[\d\]\[\d+\] ungültig: .+ \([A-Z0-9]+\) kommt ein drittes Mal vor \(auch bei hands\[\d\]\[\d+\] und hands\[\d\]\[\d+\]\)$/,
    );
    expect(de.importError(refusal({ ...rec, colour: 1 }))).toBe(
      'Das Protokoll ist bei colour ungültig: unbekanntes Feld "colour" (bekannt: „format“, „rules“, „dealer“, „hands“, „contract“, „bidding“, „announcements“ und „plays“)',
    );
    const { contract: _c, ...noContract } = rec;
    expect(de.importError(refusal(noContract))).toBe('Das Protokoll ist bei contract ungültig: ein Protokoll braucht "contract" oder eine Liste "bidding"');
    expect(de.importError(refusal({ ...rec, rules: { dulle: 'often' } }))).toMatch(
      /^Das Protokoll ist bei rules\.dulle ungültig: die Regel „dulle“ kann nicht "often" sein \(erlaubt: .+\)$/,
    );
    expect(de.importError(refusal([]))).toBe('Das Protokoll ist ungültig: ein Spielprotokoll muss ein JSON-Objekt sein');
  });
});
