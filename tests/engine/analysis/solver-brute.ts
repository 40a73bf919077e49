/**
 * Brute-force references for the double-dummy solver's tests (never used by the site): plain
 * minimax over every legal card, played on copies of a `SimDeal` with the simulation core's
 * own rules, no pruning, no bounds, no merging of cards. Positions at trick boundaries are
 * memoised by their exact cards (not by any abstraction the solver uses), so 5-trick
 * endgames stay affordable.
 */
import { DDV_RULES, type RuleSet } from '../../../src/engine/rules.ts';
import { SimContract, SimDeal } from '../../../src/engine/sim/deal.ts';
import { simDeal, SimRng } from '../../../src/engine/sim/rng.ts';

/** A deep copy of a SimDeal's play state. */
export function cloneSim(sim: SimDeal): SimDeal {
  const c = Object.assign(Object.create(Object.getPrototypeOf(sim)) as SimDeal, sim) as unknown as Record<string, unknown>;
  for (const key of ['hand', 'handLen', 'suitCount', 'trickCards', 'trickLeader', 'trickWinner', 'seatPoints', 'seatTricks', 'doppelkopf', 'foxes', 'scores']) {
    c[key] = (c[key] as Uint8Array).slice();
  }
  return c as unknown as SimDeal;
}

function rePoints(sim: SimDeal): number {
  let p = 0;
  for (let s = 0; s < 4; s++) if (sim.isRe(s)) p += sim.seatPoints[s];
  return p;
}

/** Exact key of a trick-boundary position: every hand's cards, the leader, the order in force. */
function boundaryKey(sim: SimDeal): string {
  const parts: number[] = [sim.leader, sim.superActive ? 1 : 0, sim.trickNo];
  for (let s = 0; s < 4; s++) {
    const cards: number[] = [];
    for (let e = 0; e < 5; e++) for (let i = 0; i < sim.suitCount[s * 5 + e]; i++) cards.push(sim.hand[s * 60 + e * 12 + i]);
    cards.sort((a, b) => a - b);
    parts.push(99, ...cards);
  }
  return parts.join(',');
}

export interface BruteCounter {
  nodes: number;
}

/** The card points Re takes from the position of `sim` on (the open trick included), Re maximising, Kontra minimising. */
export function bruteValue(sim: SimDeal, counter: BruteCounter = { nodes: 0 }, memo = new Map<string, number>()): number {
  if (sim.finished) return 0;
  const key = sim.pos === 0 ? boundaryKey(sim) : null;
  if (key !== null) {
    const known = memo.get(key);
    if (known !== undefined) return known;
  }
  const buf = new Uint8Array(12);
  const m = sim.legalMoves(buf);
  const max = sim.isRe(sim.toMove);
  let best = max ? -1 : 1e9;
  for (let i = 0; i < m; i++) {
    counter.nodes++;
    const c = cloneSim(sim);
    const before = rePoints(c);
    c.play(buf[i]);
    const v = rePoints(c) - before + bruteValue(c, counter, memo);
    if (max ? v > best : v < best) best = v;
  }
  if (key !== null) memo.set(key, best);
  return best;
}

/**
 * The schwarz questions by brute force: `all` — can Re win every remaining trick? otherwise —
 * can Re win at least one? (Tricks before the position are not counted.)
 */
export function bruteTricks(sim: SimDeal, all: boolean): boolean {
  if (sim.finished) return all;
  const buf = new Uint8Array(12);
  const m = sim.legalMoves(buf);
  const max = sim.isRe(sim.toMove);
  for (let i = 0; i < m; i++) {
    const c = cloneSim(sim);
    const t = c.trickNo;
    c.play(buf[i]);
    let r: boolean;
    if (c.trickNo > t) {
      const reWon = c.isRe(c.trickWinner[t]);
      if (all && !reWon) r = false;
      else if (!all && reWon) r = true;
      else r = bruteTricks(c, all);
    } else r = bruteTricks(c, all);
    if (max ? r : !r) return r;
  }
  return !max;
}

/** Rule variants the solver tests cover (card order, Dulle, 40 cards, piglets, superpiglets on first play). */
export const SOLVER_RULE_VARIANTS: readonly RuleSet[] = [
  DDV_RULES,
  { ...DDV_RULES, dulle: 'secondWins' },
  { ...DDV_RULES, dulle: 'secondWinsExceptLastTrick' },
  { ...DDV_RULES, dulle: 'notTrump' },
  { ...DDV_RULES, withoutNines: true },
  { ...DDV_RULES, piglets: true },
  { ...DDV_RULES, piglets: true, superpiglets: true, pigletsDeclared: 'firstPlay' },
];

/** A test position: a seeded deal under a contract, played at random up to `left` tricks to go (plus `extra` cards of the next trick). */
export interface EndgameSpec {
  readonly seed: number;
  readonly variant: number;
  /** A solo (index in SOLO_KINDS) or, with -1, a normal game (the ♣Q holders are Re). */
  readonly solo: number;
  readonly declarer: number;
  readonly compulsory: boolean;
  readonly left: number;
  readonly extra: number;
}

export function endgame(spec: EndgameSpec): SimDeal {
  const rules = SOLVER_RULE_VARIANTS[spec.variant];
  const sim = new SimDeal(rules);
  const contract = new SimContract();
  if (spec.solo < 0) contract.normal();
  else contract.soloOf(spec.declarer, spec.solo, spec.compulsory);
  sim.setup(simDeal(spec.seed, rules), 3, contract);
  const rng = new SimRng(spec.seed ^ 0x5bd1e995);
  const buf = new Uint8Array(12);
  const stop = (sim.tricks - spec.left) * 4 + spec.extra;
  while (sim.cardsPlayed < stop) {
    const m = sim.legalMoves(buf);
    sim.play(buf[rng.int(m)]);
  }
  return sim;
}
