/**
 * The practice table: one deal with the learner in seat 0 (South) and three computer players.
 * The machine only orchestrates. The deal runs on the engine's own deal driver (`nextStep`,
 * `takeStep`: throw-ins before the round, session duties, calls before each card, the table's
 * forced call), exactly as `playDeal` runs a deal of four bots; where a step is the learner's,
 * the machine waits for him. Every rule check is the engine's.
 *
 *   idle ─LOAD→ route ─(bot's turn)→ botTurn ─(delay)→ route
 *                     ─(learner's step)→ learnerTurn ─ACT/PASS→ route
 *                     ─(a trick was just completed)→ trickShown ─(pause, DISMISS, ACT)→ route
 *                     ─(finished / redeal)→ over
 *
 * Optional steps of the computer players (throw-ins, calls) are taken at once, without delay;
 * the learner's call steps are passed for him, since he may call at any moment with ACT.
 *
 * At a table of normal games only (`normalOnly`) the computer players never reserve and the
 * coach never suggests it. When the learner plays another card than the coach suggested, the
 * machine plays the trick out once more with the coach's card (the same players answering) and
 * keeps how it would have gone (`deviation`): the table says what his card changed.
 */
import { assign, setup } from 'xstate';
import {
  allowedActions,
  createBot,
  hint as engineHint,
  NORMAL_GAMES_BOT_LIMITS,
  restrictBot,
  type BotLevel,
  type Hint,
  type Player,
} from '../engine/bots/index.ts';
import { nextStep, NO_DUTY, passStep, sameAction, startDrive, takeStep, type Drive, type DriveStep, type SessionDuty } from '../engine/dealDriver.ts';
import { callOptions, type CallOption } from '../engine/callOptions.ts';
import { sumPoints, type CardId } from '../engine/cards.ts';
import type { Declaration } from '../engine/contract.ts';
import { apply, currentOrder, type Action, type ActionError, type DealState, type ForcedCall } from '../engine/deal.ts';
import type { Seat } from '../engine/parties.ts';
import { createRng, type Rng } from '../engine/rng.ts';
import type { Call } from '../engine/calls.ts';
import { playRule, type PlayRule } from '../engine/trick.ts';
import { viewFor } from '../engine/view.ts';

export type { SessionDuty };

export const LEARNER: Seat = 0;
/** The computer players' seats: West, North, East. */
export const BOT_SEATS: readonly Seat[] = [1, 2, 3];
export type BotLevels = readonly [BotLevel, BotLevel, BotLevel];

/** Trick pause: 0 collects a finished trick at once, UNTIL_TAP keeps it until the learner goes on. */
export const UNTIL_TAP = -1;

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
  | { readonly kind: 'halfChicken'; readonly seat: Seat }
  /** The marriage was decided: its partner, or null when it is played alone. */
  | { readonly kind: 'marriage'; readonly declarer: Seat; readonly partner: Seat | null };

/** Why the table refused the learner's action: the engine's reason, or the session's. */
export type TableError =
  | ActionError
  /** Allowed by the rules of the deal but not in this session (a Lustsolo while a Pflichtsolo is owed). */
  | { readonly code: 'sessionDuty'; readonly forcedSoloist: boolean }
  /** A throw-in or half chicken once the reservations have begun. */
  | { readonly code: 'notNow'; readonly action: Action['type'] };

/** The coach's material before one of the learner's decisions (the page puts it into words). */
export interface CoachNote {
  /** The learner's step: a pre-round option, his turn, or a call his party owes now. */
  readonly step: 'preRound' | 'turn' | 'forcedCall';
  readonly phase: DealState['phase'];
  /** In play: what the rules require and which cards are legal. */
  readonly rule: PlayRule | null;
  /** A forced announcement the learner's party owes before the next card. */
  readonly forced: ForcedCall | null;
  /** The engine's hint for this decision (a rule of thumb, with sampled evidence for a card). */
  readonly hint: Hint | null;
}

/**
 * The learner played another card than the coach suggested: what that changed. `instead` is how
 * the trick would have gone with the suggested card, the table's own players answering it (null
 * when it cannot be played out, e.g. a call would have come between).
 */
export interface Deviation {
  /** The trick (1-based) the card went into. */
  readonly trick: number;
  readonly played: CardId;
  readonly suggested: CardId;
  readonly instead: { readonly winner: Seat; readonly points: number } | null;
}

export interface TableContext {
  readonly drive: Drive | null;
  /** The state of the deal (the drive's). */
  readonly state: DealState | null;
  readonly levels: BotLevels;
  /** Milliseconds before a bot acts (0: at once, for tests and reduced motion). */
  readonly delay: number;
  /** Milliseconds a finished trick stays (0: instant; UNTIL_TAP: until dismissed). */
  readonly pause: number;
  readonly allowUndo: boolean;
  readonly duty: SessionDuty;
  /** Coach mode: a note before every decision of the learner. */
  readonly coach: boolean;
  /**
   * A table of normal games only (normalGames.ts): the computer players never reserve, and the
   * hint does not suggest a reservation either. The deal itself is dealt by the page.
   */
  readonly normalOnly: boolean;
  readonly bots: readonly (Player | null)[];
  readonly rng: Rng;
  /** Drives before each of the learner's cards (undo). */
  readonly history: readonly { readonly drive: Drive; readonly logLength: number }[];
  readonly log: readonly TableLogItem[];
  /** Log length when the learner last acted: what came after is news. */
  readonly logMark: number;
  /** A trick was completed and has not been shown for its pause yet. */
  readonly trickPending: boolean;
  readonly error: TableError | null;
  readonly hint: Hint | null;
  /** In play: a call the hint advises besides the card (null when none is worth making). */
  readonly callHint: Hint | null;
  readonly note: CoachNote | null;
  /** The learner's last card when it was not the coach's: what that changed. */
  readonly deviation: Deviation | null;
  /** A bot broke the rules (a bug): the table stops. */
  readonly failure: string | null;
}

export type TableEvent =
  | {
      type: 'LOAD';
      state: DealState;
      seed: number;
      levels?: BotLevels;
      delay?: number;
      pause?: number;
      allowUndo?: boolean;
      duty?: SessionDuty;
      coach?: boolean;
      normalOnly?: boolean;
    }
  | { type: 'ACT'; action: Action }
  /** The learner declines his pre-round option (no throw-in, no half chicken). */
  | { type: 'PASS' }
  | { type: 'DISMISS' }
  | { type: 'UNDO' }
  | { type: 'HINT' }
  | { type: 'SET_DELAY'; delay: number }
  | { type: 'SET_PAUSE'; pause: number }
  | { type: 'SET_LEVELS'; levels: BotLevels }
  | { type: 'SET_COACH'; coach: boolean };

export interface TableInput {
  readonly levels?: BotLevels;
  readonly delay?: number;
  readonly pause?: number;
  readonly coach?: boolean;
}

const DEFAULT_LEVELS: BotLevels = ['beginner', 'beginner', 'beginner'];
export const DEFAULT_PAUSE = 2000;

const botsFor = (levels: BotLevels, normalOnly: boolean): (Player | null)[] => [
  null,
  ...levels.map((l) => (normalOnly ? restrictBot(createBot(l), NORMAL_GAMES_BOT_LIMITS) : createBot(l))),
];

const empty = (input: TableInput | undefined): TableContext => ({
  drive: null,
  state: null,
  levels: input?.levels ?? DEFAULT_LEVELS,
  delay: input?.delay ?? 600,
  pause: input?.pause ?? DEFAULT_PAUSE,
  allowUndo: true,
  duty: NO_DUTY,
  coach: input?.coach ?? false,
  normalOnly: false,
  bots: [],
  rng: createRng(1),
  history: [],
  log: [],
  logMark: 0,
  trickPending: false,
  error: null,
  hint: null,
  callHint: null,
  note: null,
  deviation: null,
  failure: null,
});

const isOver = (s: DealState) => s.phase === 'finished' || s.phase === 'redeal';

/** The step the deal waits for, when it is the learner's (else null). */
export function learnerStep(ctx: Pick<TableContext, 'drive' | 'duty'>): Exclude<DriveStep, { kind: 'over' }> | null {
  if (!ctx.drive) return null;
  const step = nextStep(ctx.drive, ctx.duty);
  return step.kind !== 'over' && step.seat === LEARNER ? step : null;
}

/** The learner's playable cards now (empty when it is not his card). */
export function learnerPlays(ctx: Pick<TableContext, 'drive' | 'duty'>): CardId[] {
  const step = learnerStep(ctx);
  return step?.kind === 'turn' ? step.legal.flatMap((a) => (a.type === 'play' ? [a.card] : [])) : [];
}

/** The calls of the learner's party in play: those he may make now and those refused, with the engine's numbers. */
export function learnerCalls(s: DealState | null): CallOption[] {
  return s ? callOptions(s, LEARNER) : [];
}

/** Items for the log from one applied action. */
function logOf(before: DealState, after: DealState, a: Action, byTable = false): TableLogItem[] {
  switch (a.type) {
    case 'play': {
      const out: TableLogItem[] = [{ kind: 'play', seat: a.seat, card: a.card }];
      if (after.tricks.length > before.tricks.length) {
        const t = after.tricks[after.tricks.length - 1];
        out.push({ kind: 'trick', winner: t.winner!, trick: after.tricks.length });
      }
      const m = after.marriage;
      if (m && m.clarifiedIn !== null && before.marriage?.clarifiedIn === null) out.push({ kind: 'marriage', declarer: m.declarer, partner: m.partner });
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

/** A running update of the context: the drive, the log, whether a trick was completed. */
interface Move {
  drive: Drive;
  log: TableLogItem[];
  trickPending: boolean;
  failure: string | null;
}

const moveFrom = (ctx: TableContext): Move => ({ drive: ctx.drive!, log: [...ctx.log], trickPending: ctx.trickPending, failure: null });

function record(m: Move, step: DriveStep | null, a: Action): boolean {
  const before = m.drive.state;
  const r = takeStep(m.drive, step, a);
  if (!r.ok) {
    m.failure = `seat ${a.seat}: ${r.error.code}`;
    return false;
  }
  m.drive = r.value;
  m.log.push(...logOf(before, r.value.state, a, step?.kind === 'forcedCall'));
  if (r.value.state.tricks.length > before.tricks.length) m.trickPending = true;
  return true;
}

/** Ask a computer player; its choice must be one of `legal` (null allowed only on an optional step). */
function ask(ctx: TableContext, d: Drive, seat: Seat, legal: readonly Action[], optional: boolean): Action | null | 'illegal' {
  const bot = ctx.bots[seat]!;
  const view = viewFor(d.state, seat);
  const action = bot.decide ? bot.decide(view, legal, ctx.rng).action : bot.act(view, legal, ctx.rng);
  if (action === null) return optional ? null : 'illegal';
  return legal.some((a) => sameAction(a, action)) ? action : 'illegal';
}

/**
 * Take every step that needs no waiting: the bots' throw-ins and calls, the learner's call
 * steps (passed: he calls with his own control), the table's forced call for a bot's party.
 * Stops at a turn, at a step of the learner's, or at the end.
 */
function settle(ctx: TableContext, m: Move): Move {
  for (let guard = 0; guard < 200 && !m.failure; guard++) {
    const step = nextStep(m.drive, ctx.duty);
    if (step.kind === 'over' || step.kind === 'turn') return m;
    if (step.seat === LEARNER) {
      if (step.kind !== 'announce') return m;
      m.drive = passStep(m.drive, step);
      continue;
    }
    if (step.kind === 'forcedCall') {
      record(m, step, step.action);
      continue;
    }
    const a = ask(ctx, m.drive, step.seat, step.legal, true);
    if (a === 'illegal') m.failure = `seat ${step.seat} chose an illegal action`;
    else if (a === null) m.drive = passStep(m.drive, step);
    else record(m, step, a);
  }
  return m;
}

const applyMove = (m: Move): Partial<TableContext> => ({ drive: m.drive, state: m.drive.state, log: m.log, trickPending: m.trickPending, failure: m.failure });

/** The bot to move takes its turn, then whatever follows without waiting. */
function botMove(ctx: TableContext): Partial<TableContext> {
  const m = moveFrom(ctx);
  const step = nextStep(m.drive, ctx.duty);
  if (step.kind !== 'turn' || step.seat === LEARNER) return {};
  const a = ask(ctx, m.drive, step.seat, step.legal, false);
  if (a === 'illegal' || a === null) return { failure: `seat ${step.seat} chose an illegal action` };
  if (!record(m, step, a)) return { failure: m.failure };
  // A refusal shown while the bot thought is stale once it has played.
  return { ...applyMove(settle(ctx, m)), error: null };
}

/** Check the learner's action against his step; the engine says why when it is not allowed. */
function refusal(ctx: TableContext, a: Action): TableError | null {
  const s = ctx.drive!.state;
  if (a.seat !== LEARNER) return { code: 'notYourTurn', seat: a.seat, toMove: s.toMove };
  if (a.type === 'announce') {
    // At any moment: the engine decides.
    const r = apply(s, a);
    return r.ok ? null : r.error;
  }
  const step = learnerStep(ctx);
  const offered = step && step.kind !== 'forcedCall' ? step.legal : [];
  if (offered.some((x) => sameAction(x, a))) return null;
  const r = apply(s, a);
  if (!r.ok) return r.error;
  if (a.type === 'throwIn' || a.type === 'halfChicken') return { code: 'notNow', action: a.type };
  if (step?.kind === 'turn') return { code: 'sessionDuty', forcedSoloist: ctx.duty.forcedSoloist === LEARNER };
  return { code: 'notYourTurn', seat: LEARNER, toMove: s.toMove };
}

/**
 * The current trick played out from here with `card` as the learner's: the table's players answer
 * it as they would (with a generator of their own, so the real deal's is untouched; calls they
 * might make meanwhile are left out). Null when a player would break the rules.
 */
function trickWith(ctx: TableContext, card: CardId): { winner: Seat; points: number } | null {
  const probe: TableContext = { ...ctx, rng: createRng(ctx.state!.cardsPlayed + 1) };
  const m = moveFrom(ctx);
  const trickNo = ctx.state!.tricks.length;
  if (!record(m, learnerStep(ctx), { type: 'play', seat: LEARNER, card })) return null;
  for (let guard = 0; guard < 40 && m.drive.state.tricks.length === trickNo; guard++) {
    const step = nextStep(m.drive, ctx.duty);
    if (step.kind === 'over' || (step.kind === 'turn' && step.seat === LEARNER)) return null;
    if (step.kind === 'announce' || step.kind === 'preRound') m.drive = passStep(m.drive, step);
    else if (step.kind === 'forcedCall') {
      if (!record(m, step, step.action)) return null;
    } else {
      const a = ask(probe, m.drive, step.seat, step.legal, false);
      if (a === 'illegal' || a === null || !record(m, step, a)) return null;
    }
  }
  const t = m.drive.state.tricks[trickNo];
  return t && t.winner !== null ? { winner: t.winner, points: sumPoints(t.cards) } : null;
}

/** The learner's action (already checked), then whatever follows without waiting. */
function learnerMove(ctx: TableContext, a: Action): Partial<TableContext> {
  const m = moveFrom(ctx);
  const step = a.type === 'announce' ? null : learnerStep(ctx);
  const before = m.drive;
  if (!record(m, step, a)) return { failure: m.failure };
  const history = a.type === 'play' ? [...ctx.history, { drive: before, logLength: ctx.log.length }] : ctx.history;
  const deviation = a.type === 'play' ? deviationOf(ctx, a.card) : ctx.deviation;
  return { ...applyMove(settle(ctx, m)), history, logMark: ctx.log.length, error: null, hint: null, callHint: null, note: null, deviation };
}

/** The coach's card before the learner's card, when coached (else null). */
function coachCard(ctx: TableContext): CardId | null {
  const a = ctx.note?.hint?.action ?? ctx.hint?.action;
  return a?.type === 'play' ? a.card : null;
}

/** Another card than the coach's: how the trick would have gone with the coach's card. */
function deviationOf(ctx: TableContext, played: CardId): Deviation | null {
  const suggested = coachCard(ctx);
  if (suggested === null || suggested === played || !ctx.state) return null;
  return { trick: ctx.state.tricks.length + 1, played, suggested, instead: trickWith(ctx, suggested) };
}

const hintSeed = (s: DealState) => s.cardsPlayed + 1;

/** The hint for the learner's step: in play the card, and separately whether a call is worth making. */
function hintsFor(ctx: TableContext): { hint: Hint | null; callHint: Hint | null } {
  const s = ctx.state;
  const step = learnerStep(ctx);
  if (!s || !step) return { hint: null, callHint: null };
  const view = viewFor(s, LEARNER);
  const opts = { level: 'strong' as const, seed: hintSeed(s) };
  if (step.kind === 'forcedCall')
    return { hint: { action: step.action, reason: { rule: 'announceForced', call: step.call }, evidence: null, advice: null }, callHint: null };
  // At a table of normal games only the coach suggests what the computer players may do: in the
  // reservation round that is gesund, whatever a solo or a poverty would have been worth.
  const offered = ctx.normalOnly ? allowedActions(view, step.legal, NORMAL_GAMES_BOT_LIMITS) : step.legal;
  const onlyGesund = offered.length === 1 && offered.length < step.legal.length && offered[0].type === 'reserve';
  const hint: Hint = onlyGesund
    ? { action: offered[0], reason: { rule: 'healthy' }, evidence: null, advice: null }
    : engineHint(view, offered.length > 0 ? offered : step.legal, opts);
  if (s.phase !== 'playing') return { hint, callHint: null };
  const calls = learnerCalls(s)
    .filter((c) => c.refusal === null)
    .map((c): Action => ({ type: 'announce', seat: LEARNER, call: c.call }));
  const call = calls.length > 0 ? engineHint(view, calls, opts) : null;
  return { hint, callHint: call && call.action ? call : null };
}

/** The coach's note before the learner's decision: the rule that applies, and the engine's hint. */
function coachNote(ctx: TableContext): CoachNote | null {
  const s = ctx.state;
  const step = learnerStep(ctx);
  if (!s || !step || step.kind === 'announce') return null;
  const rule = step.kind === 'turn' && s.phase === 'playing' ? playRule(s.hands[LEARNER], s.current!.cards, currentOrder(s)!) : null;
  return { step: step.kind, phase: s.phase, rule, forced: step.kind === 'forcedCall' ? s.forced : null, hint: hintsFor(ctx).hint };
}

export const practiceTableMachine = setup({
  types: {
    context: {} as TableContext,
    events: {} as TableEvent,
    input: {} as TableInput | undefined,
  },
  delays: {
    botDelay: ({ context }) => context.delay,
    trickPause: ({ context }) => Math.max(0, context.pause),
  },
  guards: {
    failed: ({ context }) => context.failure !== null,
    over: ({ context }) => !!context.state && isOver(context.state),
    showTrick: ({ context }) => context.trickPending && context.pause !== 0,
    botToAct: ({ context }) => {
      const step = context.drive ? nextStep(context.drive, context.duty) : null;
      return step?.kind === 'turn' && step.seat !== LEARNER;
    },
    noDelay: ({ context }) => context.delay <= 0,
    timedPause: ({ context }) => context.pause > 0,
    canUndo: ({ context }) => context.allowUndo && context.history.length > 0,
    accepted: ({ context, event }) => event.type === 'ACT' && !!context.drive && refusal(context, event.action) === null,
    learnerPreRound: ({ context }) => learnerStep(context)?.kind === 'preRound',
  },
  actions: {
    load: assign(({ context, event }) => {
      if (event.type !== 'LOAD') return {};
      const levels = event.levels ?? context.levels;
      const normalOnly = event.normalOnly ?? false;
      const base: TableContext = {
        ...empty({ levels, delay: event.delay ?? context.delay, pause: event.pause ?? context.pause, coach: event.coach ?? context.coach }),
        allowUndo: event.allowUndo ?? true,
        duty: event.duty ?? NO_DUTY,
        normalOnly,
        bots: botsFor(levels, normalOnly),
        rng: createRng(event.seed),
      };
      return { ...base, ...applyMove(settle(base, { drive: startDrive(event.state), log: [], trickPending: false, failure: null })) };
    }),
    botMove: assign(({ context }) => botMove(context)),
    learnerAct: assign(({ context, event }) => (event.type === 'ACT' ? learnerMove(context, event.action) : {})),
    refuse: assign(({ context, event }) => (event.type === 'ACT' && context.drive ? { error: refusal(context, event.action) } : {})),
    learnerPass: assign(({ context }) => {
      const step = learnerStep(context);
      if (!step || step.kind !== 'preRound') return {};
      const m = moveFrom(context);
      m.drive = passStep(m.drive, step);
      return { ...applyMove(settle(context, m)), error: null, hint: null, note: null };
    }),
    seen: assign({ trickPending: false }),
    undo: assign(({ context }) => {
      const last = context.history[context.history.length - 1];
      return {
        drive: last.drive,
        state: last.drive.state,
        history: context.history.slice(0, -1),
        log: context.log.slice(0, last.logLength),
        logMark: last.logLength,
        trickPending: false,
        error: null,
        hint: null,
        callHint: null,
        note: null,
        deviation: null,
      };
    }),
    // The hint replaces a refusal on display: it answers the same question.
    giveHint: assign(({ context }) => ({ ...hintsFor(context), error: null })),
    writeNote: assign(({ context }) => ({ note: context.coach ? coachNote(context) : null })),
    setDelay: assign(({ event }) => (event.type === 'SET_DELAY' ? { delay: event.delay } : {})),
    setPause: assign(({ event }) => (event.type === 'SET_PAUSE' ? { pause: event.pause } : {})),
    setLevels: assign(({ context, event }) => (event.type === 'SET_LEVELS' ? { levels: event.levels, bots: botsFor(event.levels, context.normalOnly) } : {})),
    setCoach: assign(({ event }) => (event.type === 'SET_COACH' ? { coach: event.coach } : {})),
  },
}).createMachine({
  id: 'practiceDeal',
  context: ({ input }) => empty(input),
  initial: 'idle',
  on: {
    LOAD: { target: '.route', actions: 'load', reenter: true },
    SET_DELAY: { actions: 'setDelay' },
    SET_PAUSE: { actions: 'setPause' },
    SET_LEVELS: { actions: 'setLevels' },
  },
  states: {
    idle: {},
    route: {
      always: [
        { guard: 'failed', target: 'broken' },
        { guard: 'over', target: 'over' },
        { guard: 'showTrick', target: 'trickShown' },
        { guard: 'botToAct', target: 'botTurn' },
        { target: 'learnerTurn' },
      ],
    },
    botTurn: {
      always: { guard: 'noDelay', actions: 'botMove', target: 'route' },
      after: { botDelay: { actions: 'botMove', target: 'route' } },
      on: {
        // The learner may announce out of turn while a bot thinks; a card is refused with the reason.
        ACT: [{ guard: 'accepted', actions: 'learnerAct', target: 'route' }, { actions: 'refuse' }],
        HINT: { actions: 'giveHint' },
        SET_COACH: { actions: 'setCoach' },
      },
    },
    trickShown: {
      after: { trickPause: { guard: 'timedPause', actions: 'seen', target: 'route' } },
      on: {
        DISMISS: { actions: 'seen', target: 'route' },
        // A call, or the learner's lead when the trick went to him, also takes the trick in.
        ACT: [{ guard: 'accepted', actions: ['seen', 'learnerAct'], target: 'route' }, { actions: 'refuse' }],
        UNDO: { guard: 'canUndo', actions: 'undo', target: 'route' },
        SET_COACH: { actions: 'setCoach' },
      },
    },
    learnerTurn: {
      entry: 'writeNote',
      on: {
        ACT: [{ guard: 'accepted', actions: 'learnerAct', target: 'route' }, { actions: 'refuse' }],
        PASS: { guard: 'learnerPreRound', actions: 'learnerPass', target: 'route' },
        UNDO: { guard: 'canUndo', actions: 'undo', target: 'route' },
        HINT: { actions: 'giveHint' },
        SET_COACH: { actions: ['setCoach', 'writeNote'] },
      },
    },
    over: {
      on: {
        ACT: { actions: 'refuse' },
        SET_COACH: { actions: 'setCoach' },
      },
    },
    broken: {},
  },
});
