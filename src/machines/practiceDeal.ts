/**
 * The practice table: one deal with the learner in seat 0 (South) and three computer players.
 * The machine only orchestrates: every legal action comes from the engine
 * (`legalActionsFor`), every move goes through `apply`, the bots choose from their own view.
 *
 *   idle ─LOAD→ route ─(bot to act)→ botTurn ─(delay)→ route
 *                     ─(learner to act)→ learnerTurn ─ACT→ route
 *                     ─(finished / redeal)→ over
 *
 * Before every card each bot is offered its legal announcements (at once, without delay);
 * a forced announcement nobody makes is made for the obliged party, as in the engine's table
 * driver. In a session the reservation choices are narrowed the same way the driver does it
 * (compulsory solos owed, a forced soloist).
 */
import { assign, setup } from 'xstate';
import { apply, type Action, type ActionError, type DealState } from '../engine/deal.ts';
import { createBot, hint as botHint, sameAction, type BotLevel, type Decision, type Player } from '../engine/bots/index.ts';
import type { Seat } from '../engine/parties.ts';
import { createRng, type Rng } from '../engine/rng.ts';
import { legalActionsFor, viewFor } from '../engine/view.ts';
import type { CardId } from '../engine/cards.ts';
import type { Call } from '../engine/scoring.ts';
import type { Declaration } from '../engine/contract.ts';

export const LEARNER: Seat = 0;
const BOTS: readonly Seat[] = [1, 2, 3];

/** What happened at the table, as data (the page puts it into words). */
export type TableLogItem =
  | { readonly kind: 'play'; readonly seat: Seat; readonly card: CardId }
  | { readonly kind: 'trick'; readonly winner: Seat; readonly trick: number }
  | { readonly kind: 'announce'; readonly seat: Seat; readonly call: Call; readonly byTable?: boolean }
  | { readonly kind: 'reserve'; readonly seat: Seat; readonly reservation: boolean }
  | { readonly kind: 'declare'; readonly seat: Seat; readonly declaration: Declaration }
  | { readonly kind: 'exchange'; readonly seat: Seat; readonly count: number }
  | { readonly kind: 'answerPoverty'; readonly seat: Seat; readonly accept: boolean }
  | { readonly kind: 'throwIn'; readonly seat: Seat }
  | { readonly kind: 'halfChicken'; readonly seat: Seat };

/** Session constraints on the reservation round (session.ts). */
export interface SessionDuty {
  /** Seats that still owe their compulsory solo: a solo they declare is the compulsory one. */
  readonly owesCompulsory: readonly boolean[];
  /** The seat that must play its compulsory solo in this deal (vorgeführt), or null. */
  readonly forcedSoloist: Seat | null;
}

export const NO_DUTY: SessionDuty = { owesCompulsory: [false, false, false, false], forcedSoloist: null };

export interface TableContext {
  readonly state: DealState | null;
  readonly level: BotLevel;
  /** Milliseconds before a bot acts (0: at once, for tests and reduced motion). */
  readonly delay: number;
  readonly allowUndo: boolean;
  readonly duty: SessionDuty;
  readonly bots: readonly Player[];
  readonly rng: Rng;
  /** The cards played when the bots last passed on their announcements (-1: not yet offered). */
  readonly offered: number;
  /** Throw-in and half chicken were offered to the bots before the reservation round. */
  readonly preOffered: boolean;
  /** States before each of the learner's cards (undo). */
  readonly history: readonly { readonly state: DealState; readonly logLength: number }[];
  readonly log: readonly TableLogItem[];
  /** Log length when the learner last acted: what came after is news. */
  readonly logMark: number;
  readonly error: ActionError | null;
  readonly hint: Decision | null;
  /** In play: a call the hint advises besides the card (null when none is worth making). */
  readonly callHint: Decision | null;
  /** A bot broke the rules (a bug): the table stops. */
  readonly failure: string | null;
}

export type TableEvent =
  | { type: 'LOAD'; state: DealState; seed: number; level?: BotLevel; delay?: number; allowUndo?: boolean; duty?: SessionDuty }
  | { type: 'ACT'; action: Action }
  | { type: 'UNDO' }
  | { type: 'HINT' }
  | { type: 'SET_DELAY'; delay: number };

export interface TableInput {
  readonly level?: BotLevel;
  readonly delay?: number;
}

const empty = (input: TableInput | undefined): TableContext => ({
  state: null,
  level: input?.level ?? 'beginner',
  delay: input?.delay ?? 600,
  allowUndo: true,
  duty: NO_DUTY,
  bots: [],
  rng: createRng(1),
  offered: -1,
  preOffered: false,
  history: [],
  log: [],
  logMark: 0,
  error: null,
  hint: null,
  callHint: null,
  failure: null,
});

/** The actions a seat may take now, narrowed by the session's duties (as the engine's driver does). */
export function actionsFor(s: DealState, seat: Seat, duty: SessionDuty): Action[] {
  let legal = legalActionsFor(s, seat);
  const forced = duty.forcedSoloist === seat;
  if (s.phase === 'reservation' && forced) legal = legal.filter((a) => a.type !== 'reserve' || a.reservation);
  if (s.phase === 'declaration') {
    const owes = forced || (duty.owesCompulsory[seat] ?? false);
    const fitting = legal.filter((a) =>
      forced ? a.type === 'declare' && a.declaration.kind === 'solo' && a.declaration.compulsory : a.type !== 'declare' || a.declaration.kind !== 'solo' || a.declaration.compulsory === owes,
    );
    if (fitting.length > 0) legal = fitting;
  }
  return legal;
}

/** The learner's announcements now (the buttons). */
export function learnerCalls(s: DealState | null): Call[] {
  if (!s || s.phase !== 'playing') return [];
  return legalActionsFor(s, LEARNER).flatMap((a) => (a.type === 'announce' ? [a.call] : []));
}

/** The learner's playable cards now (empty when it is not the learner's card). */
export function learnerPlays(s: DealState | null): CardId[] {
  if (!s || s.phase !== 'playing' || s.toMove !== LEARNER) return [];
  return legalActionsFor(s, LEARNER).flatMap((a) => (a.type === 'play' ? [a.card] : []));
}

const isOver = (s: DealState) => s.phase === 'finished' || s.phase === 'redeal';

/** Items for the log from one applied action. */
function logOf(before: DealState, after: DealState, a: Action, byTable = false): TableLogItem[] {
  switch (a.type) {
    case 'play': {
      const out: TableLogItem[] = [{ kind: 'play', seat: a.seat, card: a.card }];
      if (after.tricks.length > before.tricks.length) {
        const t = after.tricks[after.tricks.length - 1];
        out.push({ kind: 'trick', winner: t.winner!, trick: after.tricks.length });
      }
      return out;
    }
    case 'announce':
      return [byTable ? { kind: 'announce', seat: a.seat, call: a.call, byTable } : { kind: 'announce', seat: a.seat, call: a.call }];
    case 'reserve':
      return [{ kind: 'reserve', seat: a.seat, reservation: a.reservation }];
    case 'declare':
      return [{ kind: 'declare', seat: a.seat, declaration: a.declaration }];
    case 'exchange':
      return [{ kind: 'exchange', seat: a.seat, count: a.cards.length }];
    case 'answerPoverty':
      return [{ kind: 'answerPoverty', seat: a.seat, accept: a.accept }];
    case 'throwIn':
      return [{ kind: 'throwIn', seat: a.seat }];
    case 'halfChicken':
      return [{ kind: 'halfChicken', seat: a.seat }];
  }
}

type Step = { state: DealState; log: TableLogItem[]; failure: string | null };

/** Ask a bot; its choice must be one of `legal` (null allowed only when `optional`). */
function ask(ctx: TableContext, s: DealState, seat: Seat, legal: readonly Action[], optional: boolean): Action | null | 'illegal' {
  const bot = ctx.bots[seat];
  const view = viewFor(s, seat);
  const action = bot.decide ? bot.decide(view, legal, ctx.rng).action : bot.act(view, legal, ctx.rng);
  if (action === null) return optional ? null : 'illegal';
  return legal.some((a) => sameAction(a, action)) ? action : 'illegal';
}

function take(step: Step, a: Action, byTable = false): boolean {
  const r = apply(step.state, a);
  if (!r.ok) {
    step.failure = `seat ${a.seat}: ${r.error.code}`;
    return false;
  }
  step.log.push(...logOf(step.state, r.value, a, byTable));
  step.state = r.value;
  return true;
}

/** Bots pending before the next card: announcements not yet offered, or a forced call the learner cannot make. */
function botCallsPending(ctx: TableContext): boolean {
  const s = ctx.state;
  return !!s && s.phase === 'playing' && ctx.offered !== s.cardsPlayed;
}

/** Offer every bot (from the seat to move) its announcements until all pass; then settle a forced call. */
function offerBotCalls(ctx: TableContext): Partial<TableContext> {
  const step: Step = { state: ctx.state!, log: [], failure: null };
  for (let round = 0; round < 20 && step.state.phase === 'playing'; round++) {
    let made = false;
    for (let i = 0; i < 4; i++) {
      const seat = ((step.state.toMove + i) % 4) as Seat;
      if (seat === LEARNER) continue;
      const calls = legalActionsFor(step.state, seat).filter((a) => a.type === 'announce');
      if (calls.length === 0) continue;
      const a = ask(ctx, step.state, seat, calls, true);
      if (a === 'illegal') return { failure: `seat ${seat} chose an illegal announcement` };
      if (a === null) continue;
      if (!take(step, a)) return { failure: step.failure };
      made = true;
      break;
    }
    if (!made) break;
  }
  // A forced announcement nobody made blocks the cards: a bot of the obliged party makes it,
  // unless the learner is to move and may make it himself (his button).
  const s = step.state;
  if (s.phase === 'playing' && s.forced) {
    const plays = legalActionsFor(s, s.toMove).some((a) => a.type === 'play');
    const learnerCan = s.toMove === LEARNER && legalActionsFor(s, LEARNER).some((a) => a.type === 'announce' && a.call === s.forced!.party);
    if (!plays && !learnerCan) {
      for (let i = 0; i < 4; i++) {
        const seat = ((s.toMove + i) % 4) as Seat;
        if (seat === LEARNER) continue;
        const a = legalActionsFor(s, seat).find((x) => x.type === 'announce' && x.call === s.forced!.party);
        if (a) {
          take(step, a, true);
          break;
        }
      }
    }
  }
  return { state: step.state, log: [...ctx.log, ...step.log], offered: step.state.cardsPlayed, failure: step.failure };
}

/** One bot move: throw-ins first (once), then whatever the bot to move must do. */
function botMove(ctx: TableContext): Partial<TableContext> {
  const step: Step = { state: ctx.state!, log: [], failure: null };
  let preOffered = ctx.preOffered;
  const s0 = step.state;
  if (!preOffered && s0.phase === 'reservation' && s0.reservations.every((r) => r === null)) {
    preOffered = true;
    for (let i = 1; i <= 4 && step.state.phase === 'reservation'; i++) {
      const seat = ((s0.dealer + i) % 4) as Seat;
      if (seat === LEARNER) continue;
      for (let k = 0; k < 2; k++) {
        const now = legalActionsFor(step.state, seat).filter((a) => a.type === 'throwIn' || a.type === 'halfChicken');
        if (now.length === 0 || step.state.phase !== 'reservation') break;
        const a = ask(ctx, step.state, seat, now, true);
        if (a === 'illegal') return { failure: `seat ${seat} chose an illegal action` };
        if (a === null) break;
        take(step, a);
      }
    }
    if (step.state.phase !== 'reservation' || step.state.toMove === LEARNER) {
      return { state: step.state, log: [...ctx.log, ...step.log], preOffered };
    }
  }
  const s = step.state;
  const seat = s.toMove;
  if (seat !== LEARNER && !isOver(s)) {
    let legal = actionsFor(s, seat, ctx.duty).filter((a) => a.type !== 'throwIn' && a.type !== 'halfChicken' && a.type !== 'announce');
    if (s.phase === 'playing') legal = legal.filter((a) => a.type === 'play');
    if (legal.length === 0) return { failure: `seat ${seat} has no legal action` };
    const a = ask(ctx, s, seat, legal, false);
    if (a === 'illegal' || a === null) return { failure: `seat ${seat} chose an illegal action` };
    if (!take(step, a)) return { failure: step.failure };
  }
  return { state: step.state, log: [...ctx.log, ...step.log], preOffered };
}

export const tableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as TableEvent,
    input: {} as TableInput | undefined,
  },
  delays: {
    botDelay: ({ context }) => context.delay,
  },
  guards: {
    failed: ({ context }) => context.failure !== null,
    over: ({ context }) => !!context.state && isOver(context.state),
    callsPending: ({ context }) => botCallsPending(context),
    botToAct: ({ context }) => {
      const s = context.state!;
      if (s.phase === 'reservation' && !context.preOffered && s.reservations.every((r) => r === null)) {
        // Bots may throw in before the round starts (only when the rules allow it).
        const any = BOTS.some((seat) => legalActionsFor(s, seat).some((a) => a.type === 'throwIn' || a.type === 'halfChicken'));
        if (any) return true;
      }
      return s.toMove !== LEARNER;
    },
    noDelay: ({ context }) => context.delay <= 0,
    canUndo: ({ context }) => context.allowUndo && context.history.length > 0,
    learnerAction: ({ context, event }) => {
      return event.type === 'ACT' && !!event.action && event.action.seat === LEARNER && !!context.state;
    },
  },
  actions: {
    load: assign(({ context, event }) => {
      if (event.type !== 'LOAD') return {};
      const level = event.level ?? context.level;
      return {
        ...empty({ level, delay: event.delay ?? context.delay }),
        state: event.state,
        allowUndo: event.allowUndo ?? true,
        duty: event.duty ?? NO_DUTY,
        bots: [createBot(level), createBot(level), createBot(level), createBot(level)],
        rng: createRng(event.seed),
        // Only the learner acts in seat 0: preOffered covers deals loaded mid-play.
        preOffered: event.state.phase !== 'reservation' || event.state.reservations.some((r) => r !== null),
      };
    }),
    offerCalls: assign(({ context }) => offerBotCalls(context)),
    botMove: assign(({ context }) => botMove(context)),
    learnerAct: assign(({ context, event }) => {
      if (event.type !== 'ACT') return {};
      const s = context.state!;
      const a = event.action;
      const allowed = actionsFor(s, LEARNER, context.duty);
      // The session may narrow the reservation round; anything else is the engine's to refuse.
      const narrowed = (s.phase === 'reservation' || s.phase === 'declaration') && !allowed.some((x) => sameAction(x, a));
      const r = narrowed ? null : apply(s, a);
      if (!r) return { error: { code: 'wrongPhase', action: a.type, phase: s.phase } as ActionError, hint: null, callHint: null };
      if (!r.ok) return { error: r.error, hint: null, callHint: null };
      const history = a.type === 'play' ? [...context.history, { state: s, logLength: context.log.length }] : context.history;
      const log = [...context.log, ...logOf(s, r.value, a)];
      // After the learner's call the bots may answer it before the next card.
      const offered = a.type === 'announce' ? -1 : context.offered;
      return { state: r.value, history, log, logMark: context.log.length, offered, error: null, hint: null, callHint: null };
    }),
    undo: assign(({ context }) => {
      const last = context.history[context.history.length - 1];
      return {
        state: last.state,
        history: context.history.slice(0, -1),
        log: context.log.slice(0, last.logLength),
        logMark: last.logLength,
        // The bots had passed on their announcements before this card.
        offered: last.state.cardsPlayed,
        error: null,
        hint: null,
        callHint: null,
      };
    }),
    giveHint: assign(({ context }) => {
      const s = context.state;
      if (!s) return {};
      const legal = actionsFor(s, LEARNER, context.duty).filter((a) => a.type !== 'throwIn' && a.type !== 'halfChicken');
      if (legal.length === 0) return {};
      const view = viewFor(s, LEARNER);
      const opts = { level: 'strong' as const, seed: s.cardsPlayed + 1 };
      // In play: the card, and separately whether a call is worth making now.
      const plays = legal.filter((a) => a.type === 'play');
      const calls = legal.filter((a) => a.type === 'announce');
      if (plays.length === 0) return { hint: botHint(view, legal, opts), callHint: null };
      const call = calls.length > 0 ? botHint(view, calls, opts) : null;
      return { hint: botHint(view, plays, opts), callHint: call && call.action ? call : null };
    }),
    setDelay: assign(({ event }) => (event.type === 'SET_DELAY' ? { delay: event.delay } : {})),
  },
}).createMachine({
  id: 'table',
  context: ({ input }) => empty(input),
  initial: 'idle',
  on: {
    LOAD: { target: '.route', actions: 'load', reenter: true },
    SET_DELAY: { actions: 'setDelay' },
  },
  states: {
    idle: {},
    route: {
      always: [
        { guard: 'failed', target: 'broken' },
        { guard: 'over', target: 'over' },
        { guard: 'callsPending', actions: 'offerCalls', target: 'route', reenter: true },
        { guard: 'botToAct', target: 'botTurn' },
        { target: 'learnerTurn' },
      ],
    },
    botTurn: {
      always: { guard: 'noDelay', actions: 'botMove', target: 'route' },
      after: { botDelay: { actions: 'botMove', target: 'route' } },
      on: {
        // The learner may announce out of turn while a bot thinks.
        ACT: { guard: 'learnerAction', actions: 'learnerAct', target: 'route' },
        HINT: { actions: 'giveHint' },
      },
    },
    learnerTurn: {
      on: {
        ACT: { guard: 'learnerAction', actions: 'learnerAct', target: 'route' },
        UNDO: { guard: 'canUndo', actions: 'undo', target: 'route' },
        HINT: { actions: 'giveHint' },
      },
    },
    over: {
      on: {
        UNDO: { guard: 'canUndo', actions: 'undo', target: 'route' },
      },
    },
    broken: {},
  },
});
