/**
 * One table with friends, without the network: seats, the session, the deal in progress and
 * the computer players. The engine decides every action (apply / legalActionsFor); this class
 * only orchestrates whose turn it is, records finished deals and says what each seat may see.
 * The Colyseus room (room.ts) turns its changes into the public state and private messages.
 */
import { createBot, DUEL_BOT_LIMITS, restrictBot, type Player } from '../engine/bots/index.ts';
import { decideFor, type BotTurn } from './botTurn.ts';
import { callOptions, type CallOption } from '../engine/callOptions.ts';
import { toRecord } from '../engine/record.ts';
import { apply, newDeal, type Action, type DealState, type Hands } from '../engine/deal.ts';
import type { DealVariant } from '../engine/duel.ts';
import { legalActions, playableCards } from '../engine/legal.ts';
import { dealResult } from '../engine/outcome.ts';
import { nextSeat, type Seat } from '../engine/parties.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { createRng, type Rng } from '../engine/rng.ts';
import type { RuleSet } from '../engine/rules.ts';
import { newSession, recordGame, type Session } from '../engine/session.ts';
import { MODE_PEOPLE, MODE_SEAT_ORDER, modeVariant, sessionEnd, type SessionEnd } from '../engine/stakes.ts';
import { legalActionsFor, viewFor } from '../engine/view.ts';
import { sheetContract, toWireView, type DealOutcome, type DealOver, type Refusal, type TableSettings } from './protocol.ts';
import type { SeatUpdate } from './updateStep.ts';

export type SeatKind = 'empty' | 'person' | 'computer';

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

/** lobby: people join; playing: a deal runs; between: its score sheet is shown; over: the session has ended. */
export type TablePhase = 'lobby' | 'playing' | 'between' | 'over';

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

export class TableGame {
  readonly settings: TableSettings;
  readonly variant: DealVariant | null;
  readonly seats: SeatInfo[];
  phase: TablePhase = 'lobby';
  session: Session;
  /** The deal in progress, or the last one between deals. */
  deal: DealState | null = null;
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
  /** How the last deal ended, until the room has told everyone. */
  private unsentDealOver: DealOver | null = null;
  private readonly players: (Player | null)[] = [null, null, null, null];
  private readonly source: DealSource;
  private seed = 0;
  private botRng: Rng = createRng(0);
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
    this.seats[seat].connected = connected;
    this.publicChanged();
    if (connected === false) this.maybeNextDeal();
  }

  /**
   * A person has gone for good. In the lobby the seat is free again (the host's role passes
   * on); once the session runs, a computer player takes the seat so the others can play on.
   */
  leave(seat: Seat): void {
    const was = this.seats[seat];
    if (was.kind !== 'person') return;
    if (this.phase === 'lobby') {
      this.seats[seat] = emptySeat();
      if (was.host && this.people.length > 0) this.seats[this.people[0]].host = true;
    } else {
      this.makeComputer(seat, was.name);
      if (was.host && this.people.length > 0) this.seats[this.people[0]].host = true;
    }
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

  /** A person's action, checked by the engine. */
  act(action: Action): Result<null, Refusal> {
    if (this.phase !== 'playing' || !this.deal) return refuse('noDeal', { about: 'act' });
    const r = apply(this.deal, action);
    if (!r.ok) return refuse('illegal', { about: 'act', error: r.error });
    this.deal = r.value;
    this.afterAction();
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
   * Who must act now without a person: a computer seat to move, 'table' for a forced
   * announcement nobody made (the deal cannot go on without it), or null.
   */
  botToAct(): Seat | 'table' | null {
    const s = this.deal;
    if (this.phase !== 'playing' || !s) return null;
    if (s.phase === 'playing' && s.forced && playableCards(s).length === 0) return 'table';
    return this.players[s.toMove] ? s.toMove : null;
  }

  /** One step of the computer players (or the table's forced announcement), decided here (what decideTurn would decide). */
  botStep(): void {
    const who = this.botToAct();
    if (who === null) return;
    const s = this.deal!;
    if (who === 'table') return this.take(this.forcedCall(s));
    this.take(decideFor(viewFor(s, who), legalActionsFor(s, who), this.settings.botLevel, this.variant !== null, this.botRng.int(2 ** 32)));
  }

  /** The computer's turn to decide (here or in a worker), or null when no computer is to act. */
  botTurn(): BotTurn | null {
    const who = this.botToAct();
    if (who === null || who === 'table') return null;
    const s = this.deal!;
    return {
      seat: who,
      seq: this.seq,
      level: this.settings.botLevel,
      limited: this.variant !== null,
      view: toWireView(viewFor(s, who)),
      rules: s.rules,
      legal: legalActionsFor(s, who),
      seed: this.botRng.int(2 ** 32),
    };
  }

  /** The action decided for `turn`; false (and nothing happens) when the table has moved on since. */
  takeBotAction(turn: BotTurn, action: Action): boolean {
    if (turn.seq !== this.seq || this.botToAct() !== turn.seat) return false;
    this.take(action);
    return true;
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
    this.deal = r.value;
    this.dealNo++;
    this.phase = 'playing';
    for (const seat of this.seats) seat.ready = seat.kind === 'computer';
    this.publicChanged();
    this.offerComputersPreCalls();
    this.afterAction();
  }

  /** Before the reservation round each computer may throw in its hand or say "half chicken" (§16.10–11). */
  private offerComputersPreCalls(): void {
    for (let i = 1; i <= 4 && this.deal!.phase === 'reservation'; i++) {
      const seat = nextSeat(this.deal!.dealer, i);
      const player = this.players[seat];
      if (!player) continue;
      const pre = legalActionsFor(this.deal!, seat).filter((a) => a.type === 'throwIn' || a.type === 'halfChicken');
      const a = pre.length > 0 ? player.decide!(viewFor(this.deal!, seat), pre, this.botRng).action : null;
      if (a) this.take(a);
    }
  }

  private forcedCall(s: DealState): Action {
    const party = s.forced!.party;
    const calls = legalActions(s).filter((a) => a.type === 'announce' && a.call === party);
    for (let i = 0; i < 4; i++) {
      const a = calls.find((x) => x.seat === nextSeat(s.toMove, i));
      if (a) return a;
    }
    throw new Error(`the forced announcement of ${party} cannot be made`); // the engine offers it to a member whenever it blocks play
  }

  private take(a: Action): void {
    const r = apply(this.deal!, a);
    if (!r.ok) throw new Error(`computer action refused: ${JSON.stringify(a)} ${JSON.stringify(r.error)}`);
    this.deal = r.value;
    this.afterAction();
  }

  private afterAction(): void {
    this.changed();
    const s = this.deal!;
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
