/**
 * The Bock round drill (/pad/bock/): a few evenings in which deals start Bock rounds, and the
 * question what a later deal counts. The scenarios are data; every answer and every round's
 * reach comes from the engine's Bock arithmetic (engine/evening/bock.ts), never from here.
 */
import { bockCover, bockFactor, type BockEvent } from '../../engine/evening/bock.ts';
import type { TableSize } from '../../engine/evening/seating.ts';

/** The page that explains Bock rounds and drills them (the sheet's Bock lines link to it). */
export const BOCK_PAGE = '/pad/bock/';

export interface BockScenario {
  readonly players: TableSize;
  /** The deals (numbered from 1) that started Bock rounds, with the events that started them. */
  readonly starts: readonly { readonly deal: number; readonly events: readonly BockEvent[] }[];
  /** The deal asked about. */
  readonly ask: number;
}

export const BOCK_SCENARIOS: readonly BockScenario[] = [
  { players: 4, starts: [{ deal: 2, events: ['tie120'] }], ask: 5 },
  {
    players: 4,
    starts: [
      { deal: 2, events: ['tie120'] },
      { deal: 4, events: ['soloLost'] },
    ],
    ask: 5,
  },
  { players: 5, starts: [{ deal: 1, events: ['soloLost'] }], ask: 7 },
  { players: 4, starts: [{ deal: 3, events: ['tie120', 'reAndKontra'] }], ask: 4 },
  {
    players: 6,
    starts: [
      { deal: 1, events: ['tie120'] },
      { deal: 2, events: ['soloLost'] },
      { deal: 3, events: ['zeroValue'] },
    ],
    ask: 4,
  },
];

/** The factors offered as answers. */
export const BOCK_CHOICES: readonly number[] = [1, 2, 4, 8];

/** How many Bock rounds each deal up to `upTo` started (index 0: deal 1). */
function startsOf(s: BockScenario, upTo: number): number[] {
  return Array.from({ length: upTo }, (_, i) => s.starts.filter((x) => x.deal === i + 1).reduce((n, x) => n + x.events.length, 0));
}

/** What the asked deal counts: ×1, ×2, ×4 … */
export function bockAnswer(s: BockScenario): number {
  return bockFactor(bockCover(startsOf(s, s.ask), s.players)[s.ask - 1]);
}

/** One Bock round of the scenario: the deal that started it and the deals it covers (first and last). */
export interface BockReach {
  readonly deal: number;
  readonly event: BockEvent;
  readonly first: number;
  readonly last: number;
  /** Whether it covers the asked deal. */
  readonly covers: boolean;
}

/** Each Bock round of the scenario and which deals it covers, as the engine counts them. */
export function bockReaches(s: BockScenario): BockReach[] {
  const horizon = s.ask + s.players * (s.starts.length + 1);
  return s.starts.flatMap((x) =>
    x.events.map((event) => {
      const one = Array.from({ length: horizon }, (_, i) => (i === x.deal - 1 ? 1 : 0));
      const covered = bockCover(one, s.players).flatMap((c, i) => (c > 0 ? [i + 1] : []));
      return { deal: x.deal, event, first: covered[0], last: covered[covered.length - 1], covers: covered.includes(s.ask) };
    }),
  );
}
