/**
 * One table with friends, without the network: seats, the session, the deal in progress and
 * the computer players. The engine decides every action and drives the deal: its deal driver
 * (src/engine/dealDriver.ts) says whose step comes next, what a computer may do in it (the duel's are
 * limited, restrict.ts), when the table makes a forced announcement and when the cards are
 * dealt again. This class only asks the computers, takes people's actions, records finished
 * deals and says what each seat may see. The Colyseus room (room.ts) turns its changes into
 * the public state and private messages.
 */
import { createBot, DUEL_BOT_LIMITS, restrictBot, type Player } from '../engine/bots/index.ts';
import { nextLimitedStep, NO_DUTY, passStep, redealStep, startDrive, takeStep, type Drive, type LimitedStep, type SeatLimits } from '../engine/dealDriver.ts';
import { decideFor, type BotTurn } from './botTurn.ts';
import { callOptions, type CallOption } from '../engine/callOptions.ts';
import { toRecord } from '../engine/record.ts';
import { newDeal, type Action, type DealState, type Hands } from '../engine/deal.ts';
import type { DealVariant } from '../engine/duel.ts';
import { legalActions } from '../engine/legal.ts';
import { dealResult } from '../engine/outcome.ts';
import type { Seat } from '../engine/parties.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { createRng, type Rng } from '../engine/rng.ts';
import type { RuleSet } from '../engine/rules.ts';
import { newSession, recordGame, type Session } from '../engine/session.ts';
import { MODE_PEOPLE, MODE_SEAT_ORDER, modeVariant, sessionEnd, type SessionEnd } from '../engine/stakes.ts';
import { viewFor } from '../engine/view.ts';
import {
  sheetContract,
  toWireView,
  type DealOutcome,
  type DealOver,
  type Refusal,
  type SeatKind,
  type TablePhase,
  type TableSettings,
} from '../protocol/protocol.ts';
import type { SeatUpdate } from '../protocol/updateStep.ts';

export interface SeatInfo {
  kind: SeatKind;
  /** The person's display name ('' for computers and empty seats). */
  name: string;
  host: boolean;
  connected: boolean;
  /** Between deals: this person asked for the next deal. */
  ready: boolean;
  /** A person left for good and a computer plays on in his seat. */
  replaced: boolean;
}

export interface SheetEntry {
  readonly deal: number;
  readonly dealer: Seat;
  readonly contract: DealState['contract'];
  readonly outcome: DealOutcome['kind'];
  readonly value: number;
  readonly scores: readonly [number, number, number, number];
}

/** Where a deal's cards come from: a fresh unpredictable seed and the hands it deals. */
export type DealSource = (rules: RuleSet, variant: DealVariant | null) => { readonly seed: number; readonly hands: Hands };

type Four = [number, number, number, number];
const ZERO: Four = [0, 0, 0, 0];
const refuse = (code: Refusal['code'], extra: Omit<Refusal, 'code'> = {}) => err<Refusal>({ code, ...extra });
const emptySeat = (): SeatInfo => ({ kind: 'empty', name: '', host: false, connected: false, ready: false, replaced: false });

/** Who took an action at the table: a person, a computer player, or the table itself (a forced announcement nobody made). */
export type Actor = 'person' | 'computer' | 'table';

/** An action taken at the table, as observers (tests, the table fuzz) see it. */
export interface TakenAction {
  readonly by: Actor;
  readonly action: Action;
}

/** A step the deal needs from a computer or from the table. */
export type PendingStep = Exclude<LimitedStep, { kind: 'over' }>;

/** What a computer step came to: a visible action, or a pass of an optional step (nothing anyone sees). */
export type StepOutcome = 'acted' | 'passed';

export class FriendsTable {
  readonly settings: TableSettings;
  readonly variant: DealVariant | null;
  readonly seats: SeatInfo[];
  phase: TablePhase = 'lobby';
  session: Session;
  /** 1-based number of the current deal (redeals included). */
  dealNo = 0;
  /** Increases with every change anyone can see. */
  seq = 0;
  /**
   * Increases with every change of the public table (seats, phase, deal number, accounts,
   * score sheet, end): the room mirrors it into the synchronised state only then, not after
   * every card.
   */
  publicSeq = 0;
  readonly sheet: SheetEntry[] = [];
  end: SessionEnd | null = null;
  /** Every action taken at the table (tests and the table fuzz watch it). */
  onAction: ((taken: TakenAction) => void) | null = null;
  /** The deal in progress as the engine's deal driver holds it, or the last one between deals. */
  private drive: Drive | null = null;
  /** How the last deal ended, until the room has told everyone. */
  private unsentDealOver: DealOver | null = null;
  private readonly players: (Player | null)[] = [null, null, null, null];
  /** Per seat, the limits of the computer holding it (the duel's, restrict.ts): the driver offers it only what it may do. */
  private readonly limits: SeatLimits[number][] = [null, null, null, null];
  private readonly source: DealSource;
  private seed = 0;
  private botRng: Rng = createRng(0);
  /** The pending step of the drive `pendingOf` (the room asks for it several times per action). */
  private pendingOf: Drive | null = null;
  private pending: PendingStep | null = null;
  /** Every seat's legal actions and call options in `legalOf`, computed once per state for the four views. */
  private legalOf: DealState | null = null;
  private legal: Action[][] = [];
  private calls: (readonly CallOption[] | undefined)[] = [];

  /** `firstDealer`: who deals first (the room draws it at random, as cutting the cards would). */
  constructor(settings: TableSettings, source: DealSource, firstDealer: Seat = 0) {
    this.settings = settings;
    this.source = source;
    this.variant = modeVariant(settings.mode);
    this.seats = [emptySeat(), emptySeat(), emptySeat(), emptySeat()];
    // The duel's computer seats are known from the start.
    if (this.variant) for (const seat of [0, 1, 2, 3] as Seat[]) if (!MODE_SEAT_ORDER[settings.mode].includes(seat)) this.makeComputer(seat);
    this.session = newSession('open', firstDealer);
  }

  /** The deal in progress, or the last one between deals. */
  get deal(): DealState | null {
    return this.drive?.state ?? null;
  }

  get people(): Seat[] {
    return ([0, 1, 2, 3] as Seat[]).filter((s) => this.seats[s].kind === 'person');
  }

  /** A person joins the lobby: the next free seat of the mode, or why not. */
  sit(name: string): Result<Seat, Refusal> {
    if (this.phase !== 'lobby') return refuse('tableStarted');
    const seat = MODE_SEAT_ORDER[this.settings.mode].find((s) => this.seats[s].kind === 'empty');
    if (seat === undefined) return refuse('tableFull');
    const host = this.people.length === 0;
    this.seats[seat] = { kind: 'person', name, host, connected: true, ready: false, replaced: false };
    this.publicChanged();
    // A full table starts at once (the duel as soon as both people sit).
    if (this.people.length === MODE_PEOPLE[this.settings.mode].max) this.startSession();
    return ok(seat);
  }

  setConnected(seat: Seat, connected: boolean): void {
    if (this.seats[seat].kind !== 'person') return;
    this.seats[seat].connected = connected;
    this.publicChanged();
    if (connected === false) this.maybeNextDeal();
  }

  /** The seat of the table's host (the person who opened it, or whom the role passed to), or null. */
  get host(): Seat | null {
    const seat = this.people.find((s) => this.seats[s].host);
    return seat ?? null;
  }

  /**
   * A person has gone for good. In the lobby the seat is free again (the host's role passes
   * on); once the session runs, a computer player takes the seat so the others can play on.
   */
  leave(seat: Seat): void {
    const was = this.seats[seat];
    if (was.kind !== 'person') return;
    if (this.phase === 'lobby') this.seats[seat] = emptySeat();
    else this.makeComputer(seat, was.name);
    if (was.host && this.people.length > 0) this.seats[this.people[0]].host = true;
    this.publicChanged();
    this.maybeNextDeal();
  }

  /** The host starts the session; computers take the empty seats. */
  start(seat: Seat): Result<null, Refusal> {
    if (this.phase !== 'lobby') return refuse('alreadyStarted', { about: 'start' });
    if (!this.seats[seat].host) return refuse('notHost', { about: 'start' });
    if (this.people.length < MODE_PEOPLE[this.settings.mode].min) return refuse('needsPeople', { about: 'start' });
    this.startSession();
    return ok(null);
  }

  /** A person's action, at any moment, checked by the engine. */
  act(action: Action): Result<null, Refusal> {
    if (this.phase !== 'playing' || !this.drive) return refuse('noDeal', { about: 'act' });
    if (this.seats[action.seat].kind !== 'person') return refuse('notYourSeat', { about: 'act' });
    const r = takeStep(this.drive, null, action);
    if (!r.ok) return refuse('illegal', { about: 'act', error: r.error });
    this.drive = r.value;
    this.taken('person', action);
    return ok(null);
  }

  /** A person asks for the next deal; it starts when every connected person has. */
  ready(seat: Seat): Result<null, Refusal> {
    if (this.phase !== 'between') return refuse('notBetweenDeals', { about: 'next' });
    this.seats[seat].ready = true;
    this.publicChanged();
    this.maybeNextDeal();
    return ok(null);
  }

  /**
   * The next step the deal needs from a computer or from the table, or null when it waits for
   * a person (or is over). People's own optional steps (throwing in, calls before a card) are
   * passed on the way: they make them with their own messages whenever they like.
   */
  pendingStep(): PendingStep | null {
    if (this.phase !== 'playing' || !this.drive) return null;
    if (this.pendingOf === this.drive) return this.pending;
    let step: LimitedStep;
    for (;;) {
      step = nextLimitedStep(this.drive, NO_DUTY, this.limits);
      if (step.kind === 'turn' || step.kind === 'over' || step.kind === 'forcedCall' || step.kind === 'redeal' || this.players[step.seat]) break;
      this.drive = passStep(this.drive, step);
    }
    this.pendingOf = this.drive;
    this.pending = step.kind === 'over' || (step.kind === 'turn' && !this.players[step.seat]) ? null : step;
    return this.pending;
  }

  /** Whether a computer or the table has a step to take now. */
  computersToAct(): boolean {
    return this.pendingStep() !== null;
  }

  /** One step of the computer players or the table, decided here (what decideTurn would decide). */
  botStep(): StepOutcome | null {
    const step = this.pendingStep();
    if (!step) return null;
    const s = this.drive!.state;
    if (step.kind === 'redeal') {
      this.drive = check(redealStep(this.drive!, step), step);
      this.afterAction();
      return 'acted';
    }
    if (step.kind === 'forcedCall') return this.take(step, step.action, 'table');
    const limited = this.limits[step.seat] !== null;
    const action = decideFor(viewFor(s, step.seat), step.legal, this.settings.botLevel, limited, step.kind !== 'turn', this.botRng.int(2 ** 32));
    return this.take(step, action, 'computer');
  }

  /**
   * A computer's turn to decide elsewhere (the bot pool's threads), or null when the next
   * step is none of a computer's choices (the table's own steps are taken by `botStep`).
   */
  botTurn(): BotTurn | null {
    const step = this.pendingStep();
    if (!step || step.kind === 'forcedCall' || step.kind === 'redeal' || step.kind === 'preRound') return null;
    const s = this.drive!.state;
    return {
      seat: step.seat,
      seq: this.seq,
      level: this.settings.botLevel,
      limited: this.limits[step.seat] !== null,
      view: toWireView(viewFor(s, step.seat)),
      rules: s.rules,
      legal: step.legal,
      optional: step.kind !== 'turn',
      seed: this.botRng.int(2 ** 32),
    };
  }

  /** The action decided for `turn` (null: a pass); null (and nothing happens) when the table has moved on since. */
  takeBotAction(turn: BotTurn, action: Action | null): StepOutcome | null {
    if (turn.seq !== this.seq) return null;
    const step = this.pendingStep();
    if (!step || step.kind === 'forcedCall' || step.kind === 'redeal' || step.seat !== turn.seat || (step.kind !== 'turn') !== turn.optional) return null;
    return this.take(step, action, 'computer');
  }

  /** What a seat may see now, or null without a deal: the engine's view (the room sends what changed in it, updateStep.ts). */
  seatUpdate(seat: Seat): SeatUpdate | null {
    const s = this.deal;
    if (!s) return null;
    if (this.legalOf !== s) {
      this.legalOf = s;
      // Every seat's legal actions in one pass of the engine's list, for the four updates of this state.
      this.legal = [[], [], [], []];
      for (const a of legalActions(s)) this.legal[a.seat].push(a);
      this.calls = [];
    }
    const calls = (this.calls[seat] ??= callOptions(s, seat));
    return { seq: this.seq, deal: this.dealNo, view: viewFor(s, seat), legal: this.legal[seat], calls };
  }

  /** How the last deal ended, once (the room broadcasts it). */
  takeDealOver(): DealOver | null {
    const d = this.unsentDealOver;
    this.unsentDealOver = null;
    return d;
  }

  // ------------------------------------------------------------------ internals

  private changed(): void {
    this.seq++;
  }

  private publicChanged(): void {
    this.publicSeq++;
    this.changed();
  }

  private makeComputer(seat: Seat, name = ''): void {
    const bot = createBot(this.settings.botLevel);
    this.players[seat] = this.variant ? restrictBot(bot, DUEL_BOT_LIMITS) : bot;
    this.limits[seat] = this.variant ? DUEL_BOT_LIMITS : null;
    this.pendingOf = null; // the seat's steps are a computer's now
    this.seats[seat] = { kind: 'computer', name, host: false, connected: true, ready: true, replaced: name !== '' };
  }

  private startSession(): void {
    for (const seat of [0, 1, 2, 3] as Seat[]) if (this.seats[seat].kind === 'empty') this.makeComputer(seat);
    this.startDeal();
  }

  private startDeal(): void {
    const { seed, hands } = this.source(this.settings.rules, this.variant);
    const r = newDeal({ rules: this.settings.rules, dealer: this.session.dealer, hands, variant: this.variant ?? undefined });
    if (!r.ok) throw new Error(`a fresh deal was refused: ${JSON.stringify(r.error)}`); // dealt hands are always valid
    this.seed = seed;
    this.botRng = createRng(seed ^ 0x5bd1e995);
    this.drive = startDrive(r.value);
    this.dealNo++;
    this.phase = 'playing';
    for (const seat of this.seats) seat.ready = seat.kind === 'computer';
    this.publicChanged();
  }

  /** Take a computer's or the table's decision for `step`: a pass (null) or an action. */
  private take(step: Exclude<PendingStep, { kind: 'redeal' }>, action: Action | null, by: Actor): StepOutcome {
    if (action === null) {
      this.drive = passStep(this.drive!, step);
      return 'passed';
    }
    this.drive = check(takeStep(this.drive!, step, action), action);
    this.taken(by, action);
    return 'acted';
  }

  private taken(by: Actor, action: Action): void {
    this.onAction?.({ by, action });
    this.afterAction();
  }

  private afterAction(): void {
    this.changed();
    const s = this.drive!.state;
    if (s.phase !== 'finished' && s.phase !== 'abandoned' && s.phase !== 'redeal') return;
    const outcome = this.outcomeOf(s);
    const scores = outcome.kind === 'finished' ? (outcome.result.scores as Four) : ZERO;
    this.session = recordGame(this.session, {
      contract: s.contract,
      redeal: outcome.kind === 'redeal',
      ...(outcome.kind === 'abandoned' ? { abandoned: true } : {}),
      scores,
    });
    this.sheet.push({
      deal: this.dealNo,
      dealer: s.dealer,
      contract: sheetContract(s.contract),
      outcome: outcome.kind,
      value: outcome.kind === 'finished' ? outcome.result.value : 0,
      scores,
    });
    this.end = sessionEnd(this.settings.mode, this.session, this.settings.stake);
    this.phase = this.end ? 'over' : 'between';
    this.publicChanged();
    this.unsentDealOver = { deal: this.dealNo, outcome, end: this.end };
  }

  private outcomeOf(s: DealState): DealOutcome {
    if (s.phase === 'redeal') return { kind: 'redeal', reason: s.redealReason! };
    if (s.phase === 'abandoned') return { kind: 'abandoned', declarer: s.marriage!.declarer, tricks: s.tricks };
    return { kind: 'finished', result: dealResult(s), dealt: s.dealt, tricks: s.tricks, seed: this.seed, record: toRecord(s) };
  }

  private maybeNextDeal(): void {
    if (this.phase !== 'between') return;
    const waiting = this.people.filter((seat) => this.seats[seat].connected && !this.seats[seat].ready);
    if (waiting.length === 0 && this.people.some((seat) => this.seats[seat].connected)) this.startDeal();
  }
}

/** The driver's own step refused by the engine: a fault of this table (the room ends it), never a person's. */
function check<T>(r: Result<T, unknown>, what: unknown): T {
  if (!r.ok) throw new Error(`the engine refused the table's own step ${JSON.stringify(what)}: ${JSON.stringify(r.error)}`);
  return r.value;
}
