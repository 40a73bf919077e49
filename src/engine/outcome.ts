/**
 * The result of a finished deal (docs/formats.md, "Result"): parties, card points, tricks,
 * winner, itemised lines, value and per-seat scores.
 */
import { handSize, sumPoints } from './cards.ts';
import type { Contract } from './contract.ts';
import type { DealState, Trick } from './deal.ts';
import { nextSeat, type Parties, type Party, type Seat } from './parties.ts';
import { DOPPELKOPF_POINTS, scoreDeal, seatScores, type Level, type ScoreFacts, type ScoreLine, type Special } from './scoring.ts';

export interface DealResult {
  readonly contract: Contract;
  readonly parties: Parties;
  readonly cardPoints: { readonly re: number; readonly kontra: number };
  readonly tricks: { readonly re: number; readonly kontra: number };
  readonly winner: Party | null;
  readonly lines: readonly ScoreLine[];
  readonly value: number;
  readonly scores: readonly [number, number, number, number];
}

/**
 * Special events of one complete trick of a 2-v-2 game (TSR §7.2.3, docs/rules.md §11.1, §15): a Doppelkopf, each
 * opposing fox caught, and in the last trick Karlchen winning it or caught. Whether an event
 * scores (Karlchen caught, Lieschen Müller, fox ×2) is for `scoreDeal` and the rules to say.
 */
export function trickSpecials(t: Trick, partyOf: (seat: Seat) => Party, last: boolean): Special[] {
  const out: Special[] = [];
  const winner = t.winner!;
  const wp = partyOf(winner);
  if (sumPoints(t.cards) >= DOPPELKOPF_POINTS) out.push({ kind: 'doppelkopf', party: wp });
  t.cards.forEach((c, j) => {
    if (c === 'DA' && partyOf(nextSeat(t.leader, j)) !== wp) out.push(last ? { kind: 'fox', party: wp, lastTrick: true } : { kind: 'fox', party: wp });
  });
  if (last) {
    const winning = t.cards[(winner - t.leader + 4) % 4];
    if (winning === 'CJ') out.push({ kind: 'karlchen', party: wp });
    t.cards.forEach((c, j) => {
      if (c === 'CJ' && partyOf(nextSeat(t.leader, j)) !== wp) out.push({ kind: 'karlchenCaught', party: wp, card: winning });
    });
  }
  return out;
}

/** Special events of a finished 2-v-2 deal (TSR §7.2.3, docs/rules.md §11.1, §15), in trick order. */
export function specialEvents(s: DealState): Special[] {
  const parties = s.parties!;
  const partyOf = (seat: Seat): Party => (parties.re.includes(seat) ? 're' : 'kontra');
  const n = handSize(s.rules);
  return s.tricks.flatMap((t, i) => trickSpecials(t, partyOf, i === n - 1));
}

/** The facts scoring needs, from a finished deal. */
export function scoreFacts(s: DealState): ScoreFacts {
  const parties = s.parties!;
  let reCardPoints = 0;
  let reTricks = 0;
  for (const t of s.tricks) {
    if (parties.re.includes(t.winner!)) {
      reCardPoints += sumPoints(t.cards);
      reTricks++;
    }
  }
  return {
    solo: s.solo,
    reCardPoints,
    reTricks,
    kontraTricks: s.tricks.length - reTricks,
    reLevel: s.calls.re.level as Level,
    kontraLevel: s.calls.kontra.level as Level,
    specials: s.solo ? [] : specialEvents(s),
  };
}

/** Score a finished deal. */
export function dealResult(s: DealState): DealResult {
  if (s.phase !== 'finished') throw new Error(`dealResult needs a finished deal (phase ${s.phase})`);
  const facts = scoreFacts(s);
  const score = scoreDeal(facts, s.rules);
  const parties = s.parties!;
  return {
    contract: s.contract!,
    parties,
    cardPoints: { re: facts.reCardPoints, kontra: 240 - facts.reCardPoints },
    tricks: { re: facts.reTricks, kontra: facts.kontraTricks },
    winner: score.winner,
    lines: score.lines,
    value: score.value,
    scores: seatScores(parties, score.value),
  };
}
