/**
 * Why a lost solo was lost: each lost deal of the simulation gets one reason, the first that
 * applies in this order:
 * - `trumpsSplitBadly`: one opponent was dealt clearly more trumps than an even split
 *   (a third of the opponents' trumps, rounded up, plus 2; plus 1 when they hold fewer than 9);
 * - `aceRuffed`: a side ace of the soloist was trumped by an opponent;
 * - `trumpControlLost`: the soloist ran out of trumps while an opponent still held some;
 * - `suitCashed`: the opponents took the lead and won three or more tricks in a row with
 *   their own plain-suit leads;
 * - `tenCaught`: a plain ten of the soloist went to the opponents;
 * - `topTrumpsLost`: the opponents won two or more of the soloist's trump leads;
 * - `tricksNotPoints`: the soloist won at least half the tricks but not enough card points;
 * - `tooFewWinners`: none of the above — the hand simply had too few winners.
 */
import type { SimDeal } from '../sim/deal.ts';
import { KIND_POINTS, TRUMP } from '../sim/kinds.ts';

export const LOSS_CODES = [
  'trumpsSplitBadly',
  'aceRuffed',
  'trumpControlLost',
  'suitCashed',
  'tenCaught',
  'topTrumpsLost',
  'tricksNotPoints',
  'tooFewWinners',
] as const;
export type LossCode = (typeof LOSS_CODES)[number];

/** Index of each code in LOSS_CODES. */
export const LOSS_INDEX: Readonly<Record<LossCode, number>> = Object.fromEntries(LOSS_CODES.map((c, i) => [c, i])) as Record<LossCode, number>;

/**
 * The reason index (LOSS_CODES) of a finished, lost solo. `dealt` holds the hands as dealt
 * (seat s at `dealt[s*n ..]`).
 */
export function classifyLoss(sim: SimDeal, soloist: number, dealt: Uint8Array): number {
  const n = sim.tricks;
  const suit = sim.suit;
  // Trumps per seat as dealt.
  const trumps = [0, 0, 0, 0];
  for (let s = 0; s < 4; s++) for (let i = 0; i < n; i++) if (suit[dealt[s * n + i]] === TRUMP) trumps[s]++;
  let oppTrumps = 0;
  let maxOpp = 0;
  for (let s = 0; s < 4; s++) {
    if (s === soloist) continue;
    oppTrumps += trumps[s];
    maxOpp = Math.max(maxOpp, trumps[s]);
  }
  if (oppTrumps > 0 && maxOpp >= Math.ceil(oppTrumps / 3) + (oppTrumps >= 9 ? 2 : 1) && trumps[soloist] > 0) return LOSS_INDEX.trumpsSplitBadly;

  const left = trumps.slice();
  let aceRuffed = false;
  let controlLost = false;
  let tenCaught = false;
  let trumpTricksLost = 0;
  let run = 0;
  let bestRun = 0;
  let soloTricks = 0;
  for (let t = 0; t < n; t++) {
    const leader = sim.trickLeader[t];
    const winner = sim.trickWinner[t];
    const led = suit[sim.trickCards[t * 4]];
    const winCard = sim.trickCards[t * 4 + ((winner - leader) & 3)];
    const oppWins = winner !== soloist;
    if (!oppWins) soloTricks++;
    for (let j = 0; j < 4; j++) {
      const seat = (leader + j) & 3;
      const k = sim.trickCards[t * 4 + j];
      if (suit[k] === TRUMP) left[seat]--;
      if (seat === soloist && oppWins && suit[k] !== TRUMP) {
        if (KIND_POINTS[k] === 11 && suit[winCard] === TRUMP && suit[k] === led) aceRuffed = true;
        if (KIND_POINTS[k] === 10) tenCaught = true;
      }
    }
    if (oppWins && led === TRUMP && suit[winCard] === TRUMP && leader === soloist) trumpTricksLost++;
    if (!controlLost && left[soloist] === 0 && trumps[soloist] > 0) {
      for (let s = 0; s < 4; s++) if (s !== soloist && left[s] > 0) controlLost = true;
    }
    if (oppWins && leader !== soloist && led !== TRUMP) {
      run++;
      bestRun = Math.max(bestRun, run);
    } else if (!oppWins) run = 0;
  }
  if (aceRuffed) return LOSS_INDEX.aceRuffed;
  if (controlLost) return LOSS_INDEX.trumpControlLost;
  if (bestRun >= 3) return LOSS_INDEX.suitCashed;
  if (tenCaught) return LOSS_INDEX.tenCaught;
  if (trumpTricksLost >= 2) return LOSS_INDEX.topTrumpsLost;
  if (soloTricks * 2 >= n) return LOSS_INDEX.tricksNotPoints;
  return LOSS_INDEX.tooFewWinners;
}
