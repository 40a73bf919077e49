/**
 * Bock rounds, a house rule of private tables (docs/rules.md §19.2): certain events of a deal
 * start a Bock round, the next round of deals (one deal per player at the table), in which
 * every deal's score counts double; Bock rounds that overlap stack (×4, ×8 …). Pure arithmetic
 * over the deals of an evening, apart from the scoring of one deal (it only reads its result).
 */
import type { DealResult } from '../outcome.ts';

/** The events that can start a Bock round, each a setting of its own. */
export type BockEvent =
  /** The deal ended 120:120. */
  | 'tie120'
  /** A solo was lost (the soloist did not win). */
  | 'soloLost'
  /** Both parties announced (Re and Kontra both said). */
  | 'reAndKontra'
  /** The deal's value came to 0 (nobody scored). */
  | 'zeroValue';

export const BOCK_EVENTS: readonly BockEvent[] = ['tie120', 'soloLost', 'reAndKontra', 'zeroValue'];

/** Which events start a Bock round at this table; none: no Bock rounds. */
export type BockRules = Readonly<Record<BockEvent, boolean>>;

export const NO_BOCK: BockRules = Object.freeze({ tie120: false, soloLost: false, reAndKontra: false, zeroValue: false });

/** Whether the table plays Bock rounds at all. */
export const playsBock = (rules: BockRules): boolean => BOCK_EVENTS.some((e) => rules[e]);

/** What of a deal the events are read from: its scored result and whether it was an announced solo. */
export interface BockFacts {
  readonly result: Pick<DealResult, 'cardPoints' | 'winner' | 'value' | 'lines'>;
  /** An announced solo (not a marriage or a silent marriage played alone). */
  readonly solo: boolean;
  /** Each party's highest call level (-1 none). */
  readonly reLevel: number;
  readonly kontraLevel: number;
}

/** The events of this deal that start a Bock round under the rules, in the order of BOCK_EVENTS. */
export function bockEvents(f: BockFacts, rules: BockRules): BockEvent[] {
  const happened: Record<BockEvent, boolean> = {
    tie120: f.result.cardPoints.re === 120,
    soloLost: f.solo && f.result.winner !== 're',
    reAndKontra: f.reLevel >= 0 && f.kontraLevel >= 0,
    zeroValue: f.result.value === 0,
  };
  return BOCK_EVENTS.filter((e) => rules[e] && happened[e]);
}

/**
 * How many Bock rounds cover each deal: `starts[i]` is the number of Bock rounds deal i started
 * (one per event), each covering the `roundLength` deals after it. Deals are those that count
 * (a deal thrown in and dealt again is none).
 */
export function bockCover(starts: readonly number[], roundLength: number): number[] {
  const cover = new Array<number>(starts.length).fill(0);
  for (let i = 0; i < starts.length; i++) for (let j = i + 1; j <= i + roundLength && j < starts.length; j++) cover[j] += starts[i];
  return cover;
}

/** The Bock rounds that will still cover the deal after the last of `starts` (the next one). */
export function bockCoverNext(starts: readonly number[], roundLength: number): number {
  return bockCover([...starts, 0], roundLength)[starts.length];
}

/** What a deal's score is multiplied by when `cover` Bock rounds cover it: doubled once per round. */
export const bockFactor = (cover: number): number => 2 ** cover;
