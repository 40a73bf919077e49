/**
 * Hostile input: the reproducers of the fuzz campaign as fixed cases. Each one
 * crashed, was silently accepted, or echoed raw input before the fix.
 */
import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTH, fieldPath, oneLine, quote, safeText } from '../../src/engine/excerpt.ts';
import { MAX_NOTATION_TEXT, parseHand } from '../../src/engine/notation.ts';
import { readDealRecord, toRecord } from '../../src/engine/record.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { DDV_RULES, parseRules } from '../../src/engine/rules.ts';
import { scoreInput } from '../../src/engine/score.ts';
import { describeInputProblem, formatPathError } from '#words/record';
import { describeNotationError } from '#words/notation';

/** A paste's refusal in the English words, or null when it reads. */
function pasteError(text: string): string | null {
  const r = parseHand(text, DDV_RULES);
  return r.ok ? null : describeNotationError(r.error);
}

const PROTO_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];
/** JSON text with a key named as given (a literal `__proto__` in JS would set the prototype instead). */
const withKey = (key: string, value: string) => JSON.parse(`{${JSON.stringify(key)}: ${value}}`) as Record<string, unknown>;

const summary = (o: Record<string, unknown> = {}) => ({
  format: 'doko-summary/1',
  parties: { re: [0, 2], kontra: [1, 3] },
  announcements: { re: 're', kontra: null },
  cardPoints: { re: 131 },
  tricks: { re: 7 },
  ...o,
});
const error = (input: unknown) => {
  const r = scoreInput(input);
  return r.ok ? null : formatPathError(r.error);
};
const value = (input: unknown) => {
  const r = scoreInput(input);
  return r.ok ? r.value.value : formatPathError(r.error);
};
const nested = (depth: number) => JSON.parse(`${'['.repeat(depth)}1${']'.repeat(depth)}`) as unknown;

describe('quote and safeText: values from input in messages', () => {
  it('quotes strings with control characters and invisible characters escaped', () => {
    expect(quote('CQx')).toBe('"CQx"');
    expect(quote('\u001b[31mred\u001b[0m')).toBe('"\\u001b[31mred\\u001b[0m"');
    expect(quote('a\nb\tc"d\\e')).toBe('"a\\nb\\u0009c\\"d\\\\e"');
    expect(quote('\u202eevil\u200b\ufeff')).toBe('"\\u202eevil\\u200b\\ufeff"');
    expect(quote('\ud800x')).toBe('"\\ud800x"');
    expect(quote('♣Q 😀')).toBe('"♣Q 😀"');
  });
  it('cuts long values to a short excerpt that says how long the value was', () => {
    const big = 'x'.repeat(1_000_000);
    expect(quote(big)).toBe(`"${'x'.repeat(EXCERPT_LENGTH)}…" (1,000,000 characters)`);
    expect(quote('😀'.repeat(100))).toBe(`"${'😀'.repeat(EXCERPT_LENGTH)}…" (100 characters)`);
    expect(safeText('abcdef', 3)).toBe('abc…');
  });
  it('shows other values briefly, never the whole of a large or deep one', () => {
    expect(quote(42)).toBe('42');
    expect(quote(null)).toBe('null');
    expect(quote(undefined)).toBe('undefined');
    expect(quote(true)).toBe('true');
    expect(quote(['CQ', 'SA'])).toBe('["CQ", "SA"]');
    expect(quote({ re: 1 })).toBe('{"re": 1}');
    expect(quote(nested(100_000))).toBe('[[[…]]]');
    expect(quote(Array.from({ length: 100_000 }, (_, i) => i)).length).toBeLessThanOrEqual(EXCERPT_LENGTH + 4);
    expect(quote(withKey('__proto__', JSON.stringify({ '\u001b': 1 })))).toBe('{"__proto__": {"\\u001b": 1}}');
  });
  it('names odd field names in paths safely', () => {
    expect(fieldPath('rules', 'dulle')).toBe('rules.dulle');
    expect(fieldPath('', 'dulle')).toBe('dulle');
    expect(fieldPath('rules', 'a b\u001b')).toBe('rules["a b\\u001b"]');
  });
  it('oneLine keeps any text on one bounded line', () => {
    expect(oneLine('a\nb\rc')).toBe('a\\nb\\u000dc');
    expect(oneLine('y'.repeat(10_000)).length).toBe(401);
  });
});

describe('prototype names as keys', () => {
  it('are unknown rule keys, never inherited values', () => {
    for (const key of PROTO_KEYS) {
      const r = parseRules(withKey(key, 'true'));
      expect(r.ok, key).toBe(false);
      if (!r.ok) {
        expect(r.error.key).toBe(key);
        expect(describeInputProblem(r.error.problem)).toBe(`unknown rule key "${key}" (known: ${Object.keys(DDV_RULES).join(', ')})`);
      }
    }
  });
  it('are refused in records and summaries with the path', () => {
    const record = toRecord(randomDeal(5, DDV_RULES, { announceRate: 0 }));
    for (const key of PROTO_KEYS) {
      expect(error({ ...record, rules: withKey(key, 'true') })).toMatch(new RegExp(`^rules\\.${key}: unknown rule key`));
      expect(error(summary({ rules: withKey(key, 'true') }))).toMatch(new RegExp(`^rules\\.${key}: unknown rule key`));
      expect(error(summary({ specials: [{ kind: key, party: 're' }] }))).toBe(
        `specials[0].kind: unknown special "${key}" (known: fox, doppelkopf, karlchen, karlchenCaught)`,
      );
      expect(error(summary({ announcements: withKey(key, '"re"') }))).toMatch(new RegExp(`^announcements\\.${key}: unknown field`));
      expect(error({ ...record, ...withKey(key, '1') })).toMatch(new RegExp(`^${key}: unknown field "${key}"`));
    }
  });
});

describe('deep nesting and huge values', () => {
  it('an error about a value nested 5,000 (or 100,000) deep is one short line', () => {
    for (const depth of [5_000, 100_000]) {
      expect(error(summary({ cardPoints: { re: nested(depth) } }))).toBe('cardPoints.re: expected a whole number from 0 to 240, got [[[…]]]');
      expect(error(summary({ rules: { dulle: nested(depth) } }))).toMatch(/^rules\.dulle: rule "dulle" cannot be \[\[\[…\]\]\] \(allowed/);
      expect(error({ format: nested(depth) })).toMatch(/^format: expected .* got \[\[\[…\]\]\]$/);
    }
  });
  it('a 1 MB value gives a short error line, and control characters are escaped', () => {
    const big = `\u001b]0 pwned\u0007${'A'.repeat(1_000_000)}`;
    const messages = [
      error(summary({ specials: [{ kind: big, party: 're' }] })),
      error(summary({ contract: { kind: big } })),
      error({ format: 'doko-deal/1', dealer: big }),
      error(summary({ ...withKey(big, '1') })),
      // The parser reads at most MAX_NOTATION_TEXT characters: its longest token just fits.
      pasteError(`CQ ${big.replace(' ', '').slice(0, MAX_NOTATION_TEXT - 3)}`),
    ];
    const refused = parseHand(`CQ ${big}`, DDV_RULES);
    expect(refused.ok ? null : describeNotationError(refused.error)).toMatch(/^the text is 1,000,013 characters long/);
    for (const m of messages) {
      expect(m).not.toBeNull();
      expect(m!.length).toBeLessThan(300);
      expect(m).not.toMatch(/[\u0000-\u001f\u007f]/);
      expect(m).toMatch(/\\u001b\]0 ?pwned\\u0007A/);
    }
  });
});

describe('summaries refuse what they used to ignore', () => {
  it('unknown keys in announcements, parties, cardPoints, tricks, contract and specials, with the path', () => {
    expect(error(summary({ announcements: { Re: 'no90' } }))).toBe('announcements.Re: unknown field "Re" (known: re, kontra)');
    expect(error(summary({ parties: { re: [0, 2], kontra: [1, 3], Re: [] } }))).toBe('parties.Re: unknown field "Re" (known: re, kontra)');
    expect(error(summary({ cardPoints: { re: 131, kontrа: 109 } }))).toMatch(/^cardPoints\["kontrа"\]: unknown field/); // Cyrillic а
    expect(error(summary({ tricks: { re: 7, ko: 5 } }))).toBe('tricks.ko: unknown field "ko" (known: re, kontra)');
    expect(error(summary({ contract: { kind: 'normal', solo: 'queens' } }))).toBe('contract.solo: unknown field "solo" (known: kind)');
    expect(error(summary({ specials: [{ kind: 'fox', party: 're', lastTrik: true }] }))).toBe(
      'specials[0].lastTrik: unknown field "lastTrik" (known: kind, party, lastTrick)',
    );
    expect(error(summary({ specials: [{ kind: 'fox', party: 're', lastTrick: 'yes' }] }))).toBe('specials[0].lastTrick: expected true or false, got "yes"');
  });
  it('a capturing card that is no card, or that cannot beat the ♣J (the engine’s card order decides)', () => {
    const caught = (card: unknown, rules: Record<string, unknown> = { karlchenCaught: true }) =>
      summary({ rules, specials: [{ kind: 'karlchenCaught', party: 're', card }] });
    expect(error(caught('XQ'))).toBe('specials[0].card: "XQ" is not a card id (like "CQ", "H10", "DA")');
    expect(error(caught('HJ'))).toBe('specials[0].card: HJ cannot catch the CJ: that takes a trump at least as high (H10, CQ, SQ, HQ, DQ, CJ)');
    expect(error(caught('DA'))).toMatch(/^specials\[0\]\.card: DA cannot catch the CJ/);
    expect(error(caught('H10', { karlchenCaught: true, dulle: 'notTrump' }))).toMatch(
      /^specials\[0\]\.card: H10 cannot catch the CJ: that takes a trump at least as high \(CQ, SQ, HQ, DQ, CJ\)/,
    );
    // The ♣J played first wins against the other one.
    expect(value(caught('CJ'))).toBe(4);
    // Piglets rank above the ♥10 when they are declared, so a ♦A can catch the ♣J then.
    expect(value(caught('DA', { karlchenCaught: true, piglets: true }))).toBe(4);
    expect(value(caught('DQ'))).toBe(4);
    // In a solo the special points are ignored, but the entry must still be well formed.
    const solo = { contract: { kind: 'solo', declarer: 2, solo: 'queens' }, parties: { re: [2], kontra: [0, 1, 3] } };
    expect(value({ ...caught('HJ'), ...solo })).toBe(3);
    expect(error({ ...caught('H11'), ...solo })).toMatch(/^specials\[0\]\.card: "H11" is not a card id/);
  });
  it('a poverty contract when the rules do not play poverty', () => {
    const poverty = { contract: { kind: 'poverty', declarer: 0 } };
    expect(error(summary(poverty))).toBe('contract.kind: poverty is not played under these rules (set "poverty": true)');
    expect(value(summary({ ...poverty, rules: { poverty: true } }))).toBe(3);
  });
  it('more Doppelkopf specials than the party has tricks, or specials of a party without a trick', () => {
    const dk = (party: string, n: number) => Array.from({ length: n }, () => ({ kind: 'doppelkopf', party }));
    // Kontra's 2 tricks are both Doppelköpfe: 8 aces and tens, 80 to 88 card points (Kontra below 90: +1, two Doppelköpfe: −2).
    expect(value(summary({ tricks: { re: 10 }, cardPoints: { re: 156 }, specials: dk('kontra', 2) }))).toBe(2);
    expect(error(summary({ tricks: { re: 10 }, cardPoints: { re: 156 }, specials: dk('kontra', 3) }))).toBe(
      'specials[2]: Kontra won 2 tricks, so it cannot have 3 Doppelköpfe',
    );
    expect(error(summary({ tricks: { re: 12 }, cardPoints: { re: 240 }, specials: [{ kind: 'fox', party: 'kontra' }] }))).toBe(
      'specials[0].party: Kontra won no trick, so it cannot have caught a fox',
    );
  });
  it('keeps scoring valid summaries exactly as before (values from the code before the fix)', () => {
    expect(value(summary({ announcements: { re: 'no90' } }))).toBe(-5);
    expect(value(summary({ announcements: { re: 're' } }))).toBe(3);
    expect(
      value(
        summary({
          specials: [
            { kind: 'fox', party: 're', lastTrick: true },
            { kind: 'fox', party: 'kontra' },
          ],
          rules: { foxLastTrick: true },
        }),
      ),
    ).toBe(4);
    expect(value(summary({ contract: { kind: 'solo', declarer: 0, solo: 'jacks', compulsory: true }, parties: { re: [0], kontra: [1, 2, 3] } }))).toBe(3);
  });
});

describe('records refuse unknown fields in calls and bidding', () => {
  const record = toRecord(randomDeal(5, DDV_RULES, { announceRate: 0 }));
  it('names the field', () => {
    expect(error({ ...record, announcements: [{ seat: 0, call: 're', cardsPlayed: 0, by: 'me' }] })).toBe(
      'announcements[0].by: unknown field "by" (known: seat, call, cardsPlayed)',
    );
    const { contract: _, ...noContract } = record;
    expect(error({ ...noContract, bidding: [{ seat: 0, say: 'healthy', solo: 'queens' }] })).toBe('bidding[0].solo: unknown field "solo" (known: seat, say)');
    expect(error({ ...noContract, bidding: [{ seat: 0, say: 'solo', solo: 'queens', compulsory: 'no' }] })).toBe(
      'bidding[0].compulsory: expected true or false, got "no"',
    );
  });
  it('a card list far too long is refused before it is echoed', () => {
    const rec = { ...record, rules: { poverty: true }, contract: { kind: 'poverty', declarer: 0, partner: 1, given: Array(100_000).fill('DA'), returned: [] } };
    expect(error(rec)).toBe('contract.given: 100000 cards, at most 12 fit here');
    expect(readDealRecord({ ...record, plays: Array(100_000).fill('CQ') }).ok).toBe(false);
  });
});
