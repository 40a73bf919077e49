/**
 * The fixed-seed positions the analysis benchmark times (and the calibration uses):
 * - solo candidates: random deals in which some seat's hand the instant verdict rates
 *   playable or strong for a solo (what a person pastes into the analyser);
 * - solo endgames of every solo type: a random deal, solo type i mod 7, the seat with the most
 *   trumps for it as the soloist (so the solo is one someone might play), leading in turn or
 *   not, the policy players playing the first tricks.
 */
import { SoloPlayers } from '../src/engine/analysis/soloPlayers.ts';
import { instantVerdict } from '../src/engine/analysis/verdict.ts';
import { CARD_IDS, type CardId } from '../src/engine/cards.ts';
import { SOLO_KINDS, type SoloKind } from '../src/engine/order.ts';
import { DDV_RULES, type RuleSet } from '../src/engine/rules.ts';
import { SimContract, SimDeal, simDeal, kindOrders, TRUMP } from '../src/engine/sim/index.ts';

export interface SoloCandidate {
  readonly hand: CardId[];
  /** The solo the instant verdict likes best, and its level. */
  readonly solo: SoloKind;
  readonly level: 'playable' | 'strong';
}

/** The first `count` solo candidates from seed `base` on (one per deal at most). */
export function soloCandidates(count: number, base = 900_000, rules: RuleSet = DDV_RULES): SoloCandidate[] {
  const out: SoloCandidate[] = [];
  const n = rules.withoutNines ? 10 : 12;
  for (let seed = base; out.length < count; seed++) {
    const cards = simDeal(seed, rules);
    for (let s = 0; s < 4; s++) {
      const hand = Array.from(cards.subarray(s * n, s * n + n), (k) => CARD_IDS[k]);
      const v = instantVerdict(hand, rules, true);
      if (!v.best) continue;
      const level = v.solos.find((x) => x.solo === v.best)!.level;
      if (level === 'playable' || level === 'strong') {
        out.push({ hand, solo: v.best, level });
        break;
      }
    }
  }
  return out;
}

/** Endgame i: `left` tricks to go of a solo of type i mod 7 (see the file comment). */
export function soloEndgame(i: number, left: number, rules: RuleSet = DDV_RULES, base = 777_000): SimDeal {
  const cards = simDeal(base + i, rules);
  const solo = i % SOLO_KINDS.length;
  const suit = kindOrders(rules).orders[1 + solo].suit;
  const n = rules.withoutNines ? 10 : 12;
  let soloist = 0;
  let most = -1;
  for (let s = 0; s < 4; s++) {
    let t = 0;
    for (let j = 0; j < n; j++) if (suit[cards[s * n + j]] === TRUMP) t++;
    if (t > most) {
      most = t;
      soloist = s;
    }
  }
  const sim = new SimDeal(rules);
  sim.setup(cards, 3, new SimContract().soloOf(soloist, solo, (i >> 1) % 2 === 0));
  new SoloPlayers(sim).begin().playTricks(sim.tricks - left);
  return sim;
}

/** Normal game ending i: a random deal (the ♣Q holders Re), the policy players play all but `left` tricks. */
export function normalEndgame(i: number, left: number): SimDeal {
  const sim = new SimDeal(DDV_RULES);
  sim.setup(simDeal(555_000 + i, DDV_RULES), 3, new SimContract().normal());
  if (sim.marriageOpen) return normalEndgame(i + 10_000, left);
  new SoloPlayers(sim).begin().playTricks(sim.tricks - left);
  return sim;
}

/** bench/solver-nodes.ts' endings: per round `perType` of each solo type and one normal game. */
export function solverEndings(left: number, perType: number): { name: string; sim: SimDeal }[] {
  const positions: { name: string; sim: SimDeal }[] = [];
  for (let j = 0; j < perType; j++) {
    for (let t = 0; t < SOLO_KINDS.length; t++) {
      const i = j * SOLO_KINDS.length + t;
      positions.push({ name: `${SOLO_KINDS[t]}#${i}`, sim: soloEndgame(i, left) });
    }
    positions.push({ name: `normal#${j}`, sim: normalEndgame(j, left) });
  }
  return positions;
}
