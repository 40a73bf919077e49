/**
 * One small frame per person per action. The first update of a deal (and any update a person
 * asks for, or gets on returning) is whole ('deal' message, PrivateUpdate); after that the
 * server sends only what changed in that seat's update ('step' message): a played card changes
 * the trick on the table, one hand and the legal actions, not the tricks already taken, the
 * contract or the rules. The page puts each step onto the update it holds and checks the
 * result as a whole (received.ts). Pure, like protocol.ts: the server, the page, the tests and
 * the bench share it.
 */
import type { CallOption } from '../engine/callOptions.ts';
import type { Action } from '../engine/deal.ts';
import type { PlayerView } from '../engine/view.ts';
import { toWireOrder, type PrivateUpdate, type WireView } from './protocol.ts';

export interface UpdateStep {
  /** The `seq` of the update this step goes onto; a client holding another one asks for its view ('view'). */
  readonly base: number;
  readonly seq: number;
  /** The parts of the view that changed. */
  readonly view: Partial<WireView>;
  /** The seat's legal actions, when they changed. */
  readonly legal?: readonly Action[];
  /** The seat's call options, when they changed. */
  readonly calls?: readonly CallOption[];
}

/** A seat's update as the server holds it: the engine's view itself, before its wire form (PrivateUpdate). */
export interface SeatUpdate {
  readonly seq: number;
  readonly deal: number;
  readonly view: PlayerView;
  readonly legal: readonly Action[];
  readonly calls: readonly CallOption[];
}

/**
 * Whether two parts of an update are the same. The engine's state is immutable and keeps what
 * did not change (the tricks taken, the hands of the others, the card order), so most parts
 * are the very same value; parts rebuilt for every view (known parties, hand sizes, the legal
 * actions) are small and compared value by value, without building key lists (comparing them
 * as JSON text, and later with Object.keys, was a tenth of the server's time per action).
 */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!same(a[i], b[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  for (const k of keys) if (!Object.hasOwn(y, k) || !same(x[k], y[k])) return false;
  return true;
}

/** Legal actions, compared by what tells them apart (most are a card or a call of the seat); others part by part. */
function sameActions(a: readonly Action[], b: readonly Action[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.type !== y.type || x.seat !== y.seat) return false;
    if (x.type === 'play') {
      if (x.card !== (y as typeof x).card) return false;
    } else if (x.type === 'announce') {
      if (x.call !== (y as typeof x).call) return false;
    } else if (!same(x, y)) return false;
  }
  return true;
}

/** Call options, compared field by field (the refusal part by part). */
function sameCalls(a: readonly CallOption[], b: readonly CallOption[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.call !== y.call || x.openUntil !== y.openUntil || !same(x.refusal, y.refusal)) return false;
  }
  return true;
}

/** The view's parts a step may carry: every part of its wire form but the seat (a deal's steps never change it). */
type StepKey = Exclude<keyof WireView, 'seat'>;
/** Keyed by part, so a part added to the view that is missing here is a type error. */
const STEP_PARTS: Readonly<Record<StepKey, true>> = {
  dealer: true,
  phase: true,
  toMove: true,
  hand: true,
  reservations: true,
  declarations: true,
  contract: true,
  ownParty: true,
  knownParties: true,
  partyReasons: true,
  silentSolo: true,
  marriage: true,
  tricks: true,
  current: true,
  announcements: true,
  calls: true,
  forced: true,
  order: true,
  handSizes: true,
  exchangeSeen: true,
  povertyTrumpsReturned: true,
  variant: true,
};
const STEP_KEYS = Object.keys(STEP_PARTS) as StepKey[];

/**
 * What changed from `prev` (the update the seat holds) to `next`; null when `next` must go
 * whole (another deal). Compares the engine's views part by part (the card order by its kind
 * and extras, as it travels) and puts only the changed parts into their wire form.
 */
export function updateStep(prev: SeatUpdate, next: SeatUpdate): UpdateStep | null {
  if (prev.deal !== next.deal || prev.view.seat !== next.view.seat) return null;
  const view: Record<string, unknown> = {};
  const a = prev.view;
  const b = next.view;
  for (const key of STEP_KEYS) {
    if (key === 'order') {
      const x = a.order;
      const y = b.order;
      if (x !== y && (x === null || y === null || x.kind !== y.kind || !same(x.extras, y.extras))) view.order = toWireOrder(y);
    } else if (!same(a[key], b[key])) view[key] = b[key];
  }
  return {
    base: prev.seq,
    seq: next.seq,
    view: view as Partial<WireView>,
    ...(sameActions(prev.legal, next.legal) ? {} : { legal: next.legal }),
    ...(sameCalls(prev.calls, next.calls) ? {} : { calls: next.calls }),
  };
}

/** Whether a step changes nothing at all (the server then sends none). */
export function emptyStep(step: UpdateStep): boolean {
  if (step.base !== step.seq || step.legal !== undefined || step.calls !== undefined) return false;
  for (const _ in step.view) return false;
  return true;
}

/**
 * The update after a step, or null when the step does not go onto `held` (the client missed
 * one: it asks for its whole view). The result still needs checking as a whole (readUpdate).
 */
export function applyStep(held: PrivateUpdate, step: UpdateStep): PrivateUpdate | null {
  if (step.base !== held.seq) return null;
  return {
    seq: step.seq,
    deal: held.deal,
    view: { ...held.view, ...step.view },
    legal: step.legal ?? held.legal,
    calls: step.calls ?? held.calls,
  };
}
