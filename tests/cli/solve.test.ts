/**
 * `doko solve`: the exact card points of Re from a position of a doko-deal/1 record, checked
 * by hand on small endgames (the reasoning beside each), a whole solo whose value is plain,
 * and bad input (exit code 2, one line).
 */
import { describe, expect, it } from 'vitest';
import { runSolve } from '../../src/cli/solve.ts';
import type { CardId } from '../../src/engine/cards.ts';
import type { Contract } from '../../src/engine/contract.ts';
import { apply, newDeal, type DealState, type Hands } from '../../src/engine/deal.ts';
import { playableCards } from '../../src/engine/legal.ts';
import { toRecord } from '../../src/engine/record.ts';
import { dealHands } from '../../src/engine/rng.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A deal of `dealHands(seed)` (dealer 3) under `contract`, `plays` cards played, each the first legal card. */
function position(seed: number, plays: number, contract: Contract, hands: Hands = dealHands(seed, DDV_RULES) as unknown as Hands): DealState {
  const start = newDeal({ rules: DDV_RULES, dealer: 3, hands, contract });
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  let s = start.value;
  for (let i = 0; i < plays; i++) {
    const r = apply(s, { type: 'play', seat: s.toMove, card: playableCards(s)[0] });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    s = r.value;
  }
  return s;
}

const dir = mkdtempSync(join(tmpdir(), 'doko-solve-'));
let files = 0;
function file(content: unknown): string {
  const f = join(dir, `p${files++}.json`);
  writeFileSync(f, typeof content === 'string' ? content : JSON.stringify(content));
  return f;
}

function solveJson(s: DealState): unknown {
  const r = runSolve([file(toRecord(s)), '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout);
}

describe('doko solve', () => {
  it('a normal game with a trick and a half to go: the Re couple takes everything left', () => {
    // Re: seats 1 and 3 with 147 card points. Seat 1 led ♦Q; seat 2 (Kontra, ♠10 ♣A) and
    // seat 0 (Kontra, ♠K ♣9) hold no trumps; seat 3 (Re) holds ♦9 ♥Q and seat 1 keeps ♣J: both
    // tricks go to Re whatever Kontra does: 147 + 3 + 10 + 11 + 0 + 3 + 4 + 0 + 2 = 180.
    const s = position(5, 41, { kind: 'normal' });
    expect(s.parties?.re).toEqual([1, 3]);
    expect(solveJson(s)).toEqual({
      toMove: 2,
      best: 'CA',
      partyPoints: 180,
      cards: [
        { card: 'CA', partyPoints: 180 },
        { card: 'S10', partyPoints: 180 },
      ],
    });
  });

  it('a clubs solo, third card of the eleventh trick: the defender gives the soloist the cheaper trump', () => {
    // Soloist seat 2 has 64. Seat 3 led ♣K, seat 0 threw ♥K; seat 1 holds ♥J and ♣9 (trumps),
    // the soloist ♣Q and ♥A and must follow with ♣Q, winning 4 + 4 + x + 3. In the last trick
    // his ♥A falls to seat 1's remaining trump. ♣9: 64 + 11 = 75; ♥J: 64 + 13 = 77.
    const s = position(9, 42, { kind: 'solo', declarer: 2, solo: 'clubs', compulsory: true });
    expect(solveJson(s)).toEqual({
      toMove: 1,
      best: 'C9',
      partyPoints: 75,
      cards: [
        { card: 'C9', partyPoints: 75 },
        { card: 'HJ', partyPoints: 77 },
      ],
    });
  });

  it('a normal game, last card of the eleventh trick: Re keeps the dearer trump for the last trick', () => {
    // Re: seats 2 and 3 with 127. Seat 0 led ♠Q (Kontra wins this trick: seat 3 holds only ♥Q
    // and ♥J below it), then ♥K, ♥9. Seat 3's other trump wins the last trick with ♣K ♠10 ♣A:
    // ♥J now: 127 + 4 + 10 + 11 + 3 = 155; ♥Q now: 127 + 27 = 154.
    const s = position(6, 43, { kind: 'normal' });
    const j = solveJson(s) as { toMove: number; best: string; partyPoints: number };
    expect(j).toEqual({
      toMove: 3,
      best: 'HJ',
      partyPoints: 155,
      cards: [
        { card: 'HJ', partyPoints: 155 },
        { card: 'HQ', partyPoints: 154 },
      ],
    });
    const text = runSolve([file(toRecord(s))]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Re is seat 2 (North) and seat 3 (East).');
    expect(text.stdout).toContain('Re ends the deal with 155 card points (Kontra 85)');
    expect(text.stdout).toMatch(/HQ\s+154\s+\(1 card point worse for Re\)/);
  });

  it('a whole queens solo with every queen and the black aces: all 240 points from the first card', () => {
    // The soloist holds all eight trumps and both ♣A and ♠A: every card he leads wins.
    const solo: CardId[] = ['CQ', 'CQ', 'SQ', 'SQ', 'HQ', 'HQ', 'DQ', 'DQ', 'CA', 'CA', 'SA', 'SA'];
    const rest: CardId[] = [];
    const left = new Map<CardId, number>();
    for (const c of solo) left.set(c, (left.get(c) ?? 0) + 1);
    for (const h of dealHands(1, DDV_RULES)) {
      for (const c of h) {
        if ((left.get(c) ?? 0) > 0) left.set(c, left.get(c)! - 1);
        else rest.push(c);
      }
    }
    const hands = [solo, rest.slice(0, 12), rest.slice(12, 24), rest.slice(24, 36)] as unknown as Hands;
    const s = position(1, 0, { kind: 'solo', declarer: 0, solo: 'queens', compulsory: true }, hands);
    const j = solveJson(s) as { toMove: number; partyPoints: number; cards: { partyPoints: number }[] };
    expect(j.toMove).toBe(0);
    expect(j.partyPoints).toBe(240);
    expect(j.cards.length).toBe(6); // ♣Q ♠Q ♥Q ♦Q ♣A ♠A
    expect(j.cards.every((c) => c.partyPoints === 240)).toBe(true);
  });

  it('reads standard input through the doko command, and the usage lists it', () => {
    const rec = JSON.stringify(toRecord(position(5, 41, { kind: 'normal' })));
    const r = spawnSync(process.execPath, ['src/cli/doko.ts', 'solve', '-', '--json'], { input: rec, encoding: 'utf8' });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).partyPoints).toBe(180);
    const usage = spawnSync(process.execPath, ['src/cli/doko.ts', 'help'], { encoding: 'utf8' });
    expect(usage.status).toBe(0);
    expect(usage.stdout).toMatch(/solve FILE\|- \[--json\] \[--time-limit S\]\s+exact card points of Re/);
  }, 30_000);

  it('bad input: exit code 2 and one line', () => {
    const one = (args: string[], pattern: RegExp) => {
      const r = runSolve(args);
      expect(r.code).toBe(2);
      expect(r.stdout).toBe('');
      expect(r.stderr.trim().split('\n')[0]).toMatch(pattern);
    };
    one([], /missing FILE/);
    one([file('{not json')], /not valid JSON/);
    one([file({ format: 'doko-deal/1', dealer: 9 })], /dealer/);
    const rec = toRecord(position(5, 10, { kind: 'normal' })) as { plays: string[] };
    rec.plays[9] = 'XX';
    one([file(rec)], /^plays\[9\]/);
    one([file(toRecord(position(5, 48, { kind: 'normal' })))], /the deal is over/);
    // A marriage before its clarifying trick: the parties are not known.
    let seed = 1;
    while (!dealHands(seed, DDV_RULES).some((h) => h.filter((c) => c === 'CQ').length === 2)) seed++;
    const declarer = dealHands(seed, DDV_RULES).findIndex((h) => h.filter((c) => c === 'CQ').length === 2) as 0 | 1 | 2 | 3;
    one([file(toRecord(position(seed, 2, { kind: 'marriage', declarer })))], /marriage has no partner/);
    one(['--frobnicate'], /unknown option "--frobnicate"/);
    one([file('{}'), file('{}')], /one FILE at a time, got 2/);
  });
});
