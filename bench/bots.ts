/**
 * Computer players: the strong player against three beginners, and decisions per second.
 *
 * Deal i (seeded, DDV rules, reservation round included): hands `dealHands(BASE_SEED + i)`,
 * dealer `floor(i / 4) mod 4`, the strong player at seat `i mod 4`, the beginners elsewhere.
 * `meanScore` is the strong seat's mean score per deal with a 95 % confidence interval
 * (normal approximation); a beginner in its place scores 0 on average by symmetry.
 * Decisions per second count each player's own-turn decisions (reservation, declaration,
 * poverty steps, cards) and divide by the time spent in that level's `decide` calls,
 * announcement offers included.
 *
 * Run alone: `node bench/bots.ts [deals]`.
 */
import { newDeal, type Action } from '../src/engine/deal.ts';
import { dealResult } from '../src/engine/outcome.ts';
import type { Seat } from '../src/engine/parties.ts';
import { createRng, dealHands, type Rng } from '../src/engine/rng.ts';
import { DDV_RULES } from '../src/engine/rules.ts';
import type { PlayerView } from '../src/engine/view.ts';
import { createBeginner, createStrong, type Player, type StrongOptions } from '../src/engine/bots/index.ts';
import { playDeal } from '../src/engine/dealDriver.ts';

export interface BotsBench {
  readonly strongVsBeginners: { readonly deals: number; readonly meanScore: number; readonly low: number; readonly high: number };
  readonly decisionsPerSecond: { readonly beginner: number; readonly strong: number };
}

const BASE_SEED = 20_000;

class Timed implements Player {
  readonly inner: Player;
  ms = 0;
  decisions = 0;
  constructor(inner: Player) {
    this.inner = inner;
  }
  decide(view: PlayerView, legal: readonly Action[], rng: Rng) {
    const t0 = performance.now();
    const d = this.inner.decide!(view, legal, rng);
    this.ms += performance.now() - t0;
    if (legal.some((a) => a.type !== 'announce')) this.decisions++;
    return d;
  }
  act(view: PlayerView, legal: readonly Action[], rng: Rng) {
    return this.decide(view, legal, rng).action;
  }
}

export function benchBots(deals = 2000, strongOptions: StrongOptions = {}): BotsBench {
  const strong = new Timed(createStrong(strongOptions));
  const beginner = new Timed(createBeginner());
  const rules = DDV_RULES;
  let sum = 0;
  let sum2 = 0;
  for (let i = 0; i < deals; i++) {
    const seat = (i % 4) as Seat;
    const dealer = (Math.floor(i / 4) % 4) as Seat;
    const start = newDeal({ rules, dealer, hands: dealHands(BASE_SEED + i, rules) });
    if (!start.ok) throw new Error(`deal ${i}: ${JSON.stringify(start.error)}`);
    const players: Player[] = [beginner, beginner, beginner, beginner];
    players[seat] = strong;
    const { state } = playDeal(start.value, players, createRng(BASE_SEED + i));
    const score = state.phase === 'finished' ? dealResult(state).scores[seat] : 0;
    sum += score;
    sum2 += score * score;
  }
  const mean = sum / deals;
  const sd = Math.sqrt(Math.max(0, sum2 / deals - mean * mean) * (deals / Math.max(1, deals - 1)));
  const half = (1.96 * sd) / Math.sqrt(deals);
  const r2 = (x: number) => Math.round(x * 1000) / 1000;
  return {
    strongVsBeginners: { deals, meanScore: r2(mean), low: r2(mean - half), high: r2(mean + half) },
    decisionsPerSecond: {
      beginner: Math.round((beginner.decisions * 1000) / Math.max(beginner.ms, 1e-9)),
      strong: Math.round((strong.decisions * 1000) / Math.max(strong.ms, 1e-9)),
    },
  };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].replace(/^.*\/bench\//, '/bench/'))) {
  const deals = Number(process.argv[2] ?? 2000);
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const r = benchBots(deals);
  const cpu = process.cpuUsage(cpu0);
  console.log(JSON.stringify(r));
  console.log(`${deals} deals in ${((performance.now() - t0) / 1000).toFixed(1)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU`);
}
