/**
 * The Colyseus room of one table: it checks every message (size, shape, rate, seat), hands
 * actions to the table (table.ts, where the engine decides), mirrors the public table into the
 * synchronised state and sends each person only his own view. Computer players act on the
 * server, paced by `botDelayMs` so people can follow their cards.
 *
 * Every way into the room (messages, joining, leaving, returning, the computers' timer and the
 * bot pool's answers) runs guarded: an unexpected error ends this table alone (its people see
 * why, with the accounts so far) and is logged once with its id; every other table plays on.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { matchMaker, Room, ServerError, type AuthContext, type Client } from '@colyseus/core';
import { ArraySchema } from '@colyseus/schema';
import { dealDuel } from '../engine/duel.ts';
import type { Action } from '../engine/deal.ts';
import type { Seat } from '../engine/parties.ts';
import { createRng, dealWith } from '../engine/rng.ts';
import { ruleOverrides } from '../engine/rules.ts';
import { MODE_PEOPLE } from '../engine/stakes.ts';
import { AddressLimits, DEFAULT_ADDRESS_LIMITS, openerKey, OpenersTables, type AddressLimitSettings } from './addressLimits.ts';
import { BotPool, defaultBotThreads } from './botPool.ts';
import { decideTurn, type BotTurn } from './botTurn.ts';
import { ADDRESS_HEADER } from './httpGuard.ts';
import {
  CLOSE_CODES,
  FAILED_TABLE_SECONDS,
  parseActMessage,
  parseEmptyMessage,
  parseName,
  parseTableSettings,
  RATE_BURST,
  RATE_PER_SECOND,
  RECONNECT_SECONDS,
  ROOM_NAME,
  toWireView,
  withinSize,
  type PrivateUpdate,
  type Refusal,
  type TableEnd,
  type TableMetadata,
} from '../protocol/protocol.ts';
import { TokenBucket } from './rateLimit.ts';
import { SeatState, SheetRowState, TableState } from './state.ts';
import { FriendsTable, type DealSource, type StepOutcome } from './table.ts';
import { emptyStep, updateStep, type SeatUpdate } from '../protocol/updateStep.ts';

export interface TableServerConfig {
  /** Pause before each computer action, so people see the cards come (0: at once). */
  readonly botDelayMs: number;
  /** Most tables this process holds; opening one more is refused. */
  readonly maxTables: number;
  /** Worker threads for strong computer players' decisions (botPool.ts); 0: they think on the main thread. */
  readonly botThreads: number;
  /** How long a dropped person keeps his seat. */
  readonly reconnectSeconds: number;
  /** How long a table that failed stays readable (the accounts, the last deal) before its people are disconnected. */
  readonly failedTableSeconds: number;
  /** Per client: a burst of messages and the refill per second; beyond it messages are refused. */
  readonly rate: { readonly burst: number; readonly perSecond: number };
  /** Tables one network address may keep open at once (counted over every process that shares the matchmaking). */
  readonly tablesPerAddress: number;
  /** Per address: unused seat reservations and failed reconnections (addressLimits.ts). */
  readonly addressLimits: AddressLimitSettings;
}

export const DEFAULT_CONFIG: TableServerConfig = {
  botDelayMs: 700,
  maxTables: 2000,
  botThreads: defaultBotThreads(),
  reconnectSeconds: RECONNECT_SECONDS,
  failedTableSeconds: FAILED_TABLE_SECONDS,
  rate: { burst: RATE_BURST, perSecond: RATE_PER_SECOND },
  tablesPerAddress: 4,
  addressLimits: DEFAULT_ADDRESS_LIMITS,
};

/** How often a table's Colyseus clock ticks (it times Colyseus' own message limit per client). */
const CLOCK_TICK_MS = 100;

/** Refusals while joining or opening a table travel as this HTTP status (Unprocessable Content) with the Refusal as JSON. */
export const REFUSAL_ERROR = 422;
/** Refusals of the per-address limits travel as Too Many Requests, with the Refusal as JSON. */
export const LIMIT_ERROR = 429;

/**
 * The option through which the matchmaking tells a new room who opened it (set by `onAuth`
 * from the address the HTTP guard saw, overwriting anything a client sent under that name).
 */
const OPENER_OPTION = '__dokoOpener';
/** With it, the claim `onAuth` made for the new table (addressLimits.ts OpenersTables). */
const CLAIM_OPTION = '__dokoClaim';

interface SeatData {
  seat: Seat;
}

/** What `onAuth` gives a seat reservation: its session id (128 bits) and the address it came from. */
interface SeatPass {
  readonly sessionId: string;
  readonly address: string;
}

/** Fresh cards from a cryptographically random seed: nobody can predict the next deal. */
const freshDeal: DealSource = (rules, variant) => {
  const seed = randomInt(2 ** 32);
  const rng = createRng(seed);
  return { seed, hands: variant ? dealDuel(rng, rules, variant) : dealWith(rng, rules) };
};

const refusalError = (r: Refusal, status = REFUSAL_ERROR) => new ServerError(status, JSON.stringify(r));
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
/** A reconnection token of 128 random bits (Colyseus' own has 54). */
const newToken = () => randomBytes(16).toString('base64url');

export class TableRoom extends Room<{ state: TableState; metadata: TableMetadata }> {
  /** Set once per process by the server's entry point (main.ts) or a test. */
  static config: TableServerConfig = DEFAULT_CONFIG;
  /** Tables alive in this process. */
  static open = 0;
  /** The process's bot pool (tests may set their own). */
  static pool: BotPool | null = null;
  private static addressBook: { readonly settings: AddressLimitSettings; readonly limits: AddressLimits } | null = null;
  /** Per opener, the tables of this process and those being opened (counted with the matchmaking list's). */
  static readonly openers = new OpenersTables();

  /** The process's per-address counts, under the configured limits. */
  static get addresses(): AddressLimits {
    const settings = TableRoom.config.addressLimits;
    if (TableRoom.addressBook?.settings !== settings) TableRoom.addressBook = { settings, limits: new AddressLimits(settings) };
    return TableRoom.addressBook.limits;
  }

  /** The bot pool, started with the first strong turn; null when strong players think on the main thread (`botThreads` 0). */
  static botPool(): BotPool | null {
    if (TableRoom.config.botThreads === 0) return null;
    TableRoom.pool ??= new BotPool(TableRoom.config.botThreads);
    return TableRoom.pool;
  }
  /** Stop the pool's threads (a server shutting down, the end of a test). */
  static async closeBotPool(): Promise<void> {
    const pool = TableRoom.pool;
    TableRoom.pool = null;
    await pool?.close();
  }

  /**
   * Before a seat is reserved (opening or joining a table, over HTTP): the limits of the
   * address it comes from. Its answer becomes the reservation's session id and the client's
   * `auth` in onJoin.
   */
  static async onAuth(_token: string, options: unknown, context: AuthContext): Promise<SeatPass> {
    const address = context.headers.get(ADDRESS_HEADER) ?? context.ip ?? 'unknown';
    const opening = isObject(options) && options.table !== undefined;
    const opener = openerKey(address);
    const listed = opening ? await matchMaker.query({ name: ROOM_NAME, opener }) : [];
    // Counted, reserved and claimed with no wait in between: requests arriving together are counted one after another.
    if (
      opening &&
      TableRoom.openers.count(
        opener,
        listed.map((r) => r.roomId),
      ) >= TableRoom.config.tablesPerAddress
    )
      throw refusalError({ code: 'tooManyTables' }, LIMIT_ERROR);
    const sessionId = TableRoom.addresses.reserve(address);
    if (sessionId === null) throw refusalError({ code: 'tooManyReservations' }, LIMIT_ERROR);
    if (opening) {
      options[OPENER_OPTION] = opener;
      options[CLAIM_OPTION] = TableRoom.openers.claim(opener, TableRoom.config.addressLimits.reservationMs);
    }
    return { sessionId, address };
  }

  table!: FriendsTable;
  /** Where deals come from; tests replace it to play given hands. */
  dealSource: DealSource = freshDeal;
  /** Backstop behind the per-client bucket: Colyseus disconnects a client sending more per second. */
  maxMessagesPerSecond = Math.max(60, 3 * TableRoom.config.rate.perSecond);
  /** Where an unexpected error ended this table, or null while it plays. */
  failure: string | null = null;
  private readonly buckets = new Map<string, TokenBucket>();
  /** Per seat, the update its person holds now: the next one goes as a step from it (updateStep.ts). */
  private readonly held: (SeatUpdate | null)[] = [null, null, null, null];
  /** The FriendsTable.publicSeq last mirrored into the state. */
  private mirrored = -1;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  /** A strong computer's turn is with the bot pool. */
  private thinking = false;
  private disposed = false;
  /** The name the table was opened under (the listing's host before anyone sits). */
  private openedBy = '';
  private opener = '';

  onCreate(options: unknown): void {
    const opts = isObject(options) ? options : {};
    const opener = typeof opts[OPENER_OPTION] === 'string' ? opts[OPENER_OPTION] : '';
    // The claim ends here: the table counts from now on as itself, or not at all if it is refused.
    if (opener && typeof opts[CLAIM_OPTION] === 'string') TableRoom.openers.release(opener, opts[CLAIM_OPTION]);
    if (TableRoom.open >= TableRoom.config.maxTables) throw refusalError({ code: 'serverFull' });
    const settings = parseTableSettings(opts.table);
    if (!settings.ok) throw refusalError(settings.error);
    const host = parseName(opts.name);
    if (!host.ok) throw refusalError(host.error);
    TableRoom.open++;
    // Unguessable: 128 random bits (Colyseus' default id has about 53).
    this.roomId = randomBytes(16).toString('base64url');
    // The room's clock: Colyseus reads it for its per-client message count (maxMessagesPerSecond)
    // and, without a timestep, ticks it 60 times a second per table (30,000 timers a second at 500
    // tables, doing nothing else). Ten ticks a second keep that count's windows within 0.1 s.
    this.setTimestep(() => {}, CLOCK_TICK_MS);
    // The state changes only when something happens: patch then (sync), not on a 50 ms timer per table.
    this.patchRate = null;
    this.maxClients = MODE_PEOPLE[settings.value.mode].max;
    // A seat reserved and not taken frees itself when it stops counting against its address.
    this.seatReservationTimeout = TableRoom.config.addressLimits.reservationMs / 1000;
    this.openedBy = host.value;
    this.opener = opener;
    if (opener) TableRoom.openers.add(opener, this.roomId);
    this.table = new FriendsTable(settings.value, (rules, variant) => this.dealSource(rules, variant), randomInt(4) as Seat);
    const s = settings.value;
    const state = new TableState();
    state.mode = s.mode;
    state.centsPerPoint = s.stake.centsPerPoint;
    state.limitCents = s.stake.limitCents ?? 0;
    state.botLevel = s.botLevel;
    state.visibility = s.visibility;
    state.rules = JSON.stringify(ruleOverrides(s.rules));
    state.seats.push(...[0, 1, 2, 3].map(() => new SeatState()));
    state.totals.push(0, 0, 0, 0);
    this.state = state;
    this.metadata = this.listing();
    if (s.visibility === 'invite') this.setPrivate(true).catch((e: unknown) => this.logAside('hiding the table', e));
    this.onMessage('act', (client, payload) => this.receive(client, 'act', () => this.onAct(client, payload)));
    this.onMessage('start', (client, payload) => this.receive(client, 'start', () => this.onStart(client, payload)));
    this.onMessage('next', (client, payload) => this.receive(client, 'next', () => this.onNext(client, payload)));
    this.onMessage('view', (client, payload) => this.receive(client, 'view', () => this.onView(client, payload)));
    this.onMessage('*', (client, type, payload) =>
      this.receive(client, String(type).slice(0, 40), () => ({
        ok: false,
        error: { code: withinSize(payload) ? 'unknownMessage' : 'tooLarge', about: String(type).slice(0, 40) },
      })),
    );
    this.sync();
  }

  onJoin(client: Client, options: unknown, auth?: unknown): void {
    if (isObject(auth) && typeof auth.sessionId === 'string') TableRoom.addresses.release(auth.sessionId);
    const opts = isObject(options) ? options : {};
    const name = parseName(opts.name);
    if (!name.ok) throw refusalError(name.error);
    const seated = this.guard('join', () => {
      const seat = this.table.sit(name.value);
      if (!seat.ok) return seat;
      client.userData = { seat: seat.value } satisfies SeatData;
      client.reconnectionToken = newToken();
      client.send('seat', { seat: seat.value });
      const { burst, perSecond } = TableRoom.config.rate;
      this.buckets.set(client.sessionId, new TokenBucket(burst, perSecond, performance.now()));
      if (this.table.phase !== 'lobby') this.lock().catch((e: unknown) => this.logAside('locking the table', e));
      this.relist();
      this.sync();
      return seat;
    });
    if (!seated?.ok) throw refusalError(seated ? seated.error : { code: 'tableFailed' });
  }

  /** A dropped connection (a reload, a lost network): the seat waits `reconnectSeconds`. */
  onDrop(client: Client): void {
    const seat = this.seatOf(client);
    if (seat === null || this.failure !== null) return;
    this.guard('drop', () => {
      this.table.setConnected(seat, false);
      this.relist();
      this.sync();
    });
    // Not awaited: Colyseus calls onLeave if the time runs out. A refusal (the room is closing) needs no answer.
    this.allowReconnection(client, TableRoom.config.reconnectSeconds).catch(() => {});
  }

  onReconnect(client: Client): void {
    const seat = this.seatOf(client);
    if (seat === null) return;
    // Every return brings a new token: the old one opens nothing any more.
    client.reconnectionToken = newToken();
    this.guard('return', () => {
      this.table.setConnected(seat, true);
      this.relist();
      this.sync(client);
    });
  }

  /** Gone for good (left the table, or did not come back in time). */
  onLeave(client: Client): void {
    const seat = this.seatOf(client);
    this.buckets.delete(client.sessionId);
    if (seat === null) return;
    this.guard('leave', () => {
      this.table.leave(seat);
      this.relist();
      this.sync();
    });
  }

  onDispose(): void {
    this.disposed = true;
    if (this.botTimer) clearTimeout(this.botTimer);
    if (this.table) TableRoom.open--;
    if (this.opener) TableRoom.openers.release(this.opener, this.roomId);
  }

  /**
   * Returning with a seat's token (POST /matchmake/reconnect) while that seat is still
   * connected (a second tab, another device): the older connection is closed with a reason
   * (`openedElsewhere`) and the seat goes to the newer one, never to both.
   */
  checkReconnectionToken(reconnectionToken: string): string {
    const holder = this.clients.find((c) => c.reconnectionToken === reconnectionToken);
    // The code says why (the page words it); the reason names it for any other client.
    holder?.leave(CLOSE_CODES.openedElsewhere, 'openedElsewhere');
    return super.checkReconnectionToken(reconnectionToken);
  }

  // ------------------------------------------------------------------ failure

  /** Run part of this table's work; an unexpected error ends this table (and only it). Undefined once it has failed. */
  private guard<T>(where: string, run: () => T): T | undefined {
    if (this.failure !== null || this.disposed) return undefined;
    try {
      return run();
    } catch (e) {
      this.fail(where, e);
      return undefined;
    }
  }

  /**
   * End the table after an unexpected error: logged once with its id; its people see the
   * session over with the reason and the accounts so far, until they leave or
   * `failedTableSeconds` have passed; nobody can join it any more.
   */
  private fail(where: string, error: unknown): void {
    if (this.failure !== null) return;
    this.failure = where;
    console.error(`table ${this.roomId} failed (${where}) and is closed; the other tables play on.`, error);
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    this.thinking = false;
    try {
      this.state.phase = 'over';
      this.state.end = JSON.stringify({ reason: 'failed' } satisfies TableEnd);
      this.broadcastPatch();
      this.lock().catch(() => {});
      this.clock.setTimeout(() => this.close(), TableRoom.config.failedTableSeconds * 1000);
    } catch (again) {
      console.error(`table ${this.roomId}: its end could not be shown (${String(again)}); its people are disconnected.`);
      this.close();
    }
  }

  /** Disconnect everyone of a failed table with the reason; the room then goes. */
  private close(): void {
    try {
      this.disconnect(CLOSE_CODES.tableFailed).catch(() => {});
    } catch {
      /* still being created: Colyseus discards it */
    }
  }

  /** A side task that failed (the matchmaking list, e.g. Redis unreachable) costs the table nothing: logged, once per kind. */
  private readonly loggedAside = new Set<string>();
  private logAside(what: string, e: unknown): void {
    if (this.loggedAside.has(what)) return;
    this.loggedAside.add(what);
    console.warn(`table ${this.roomId}: ${what} failed: ${e instanceof Error ? e.message : String(e)}`);
  }

  // ------------------------------------------------------------------ messages

  private onAct(client: Client, payload: unknown) {
    const seat = this.seatOf(client)!;
    const action = parseActMessage(payload, seat);
    return action.ok ? this.table.act(action.value) : action;
  }

  private onStart(client: Client, payload: unknown) {
    const empty = parseEmptyMessage('start', payload);
    if (!empty.ok) return empty;
    const r = this.table.start(this.seatOf(client)!);
    if (r.ok) this.lock().catch((e: unknown) => this.logAside('locking the table', e));
    return r;
  }

  private onNext(client: Client, payload: unknown) {
    const empty = parseEmptyMessage('next', payload);
    return empty.ok ? this.table.ready(this.seatOf(client)!) : empty;
  }

  /** Nothing changes: the sender gets his view again. */
  private onView(client: Client, payload: unknown) {
    const empty = parseEmptyMessage('view', payload);
    if (!empty.ok) return empty;
    const seat = this.seatOf(client)!;
    client.send('seat', { seat });
    this.sendUpdate(client, seat, true);
    return { ok: true, value: 'unchanged' } as const;
  }

  /** A message: rate limit, run, then tell the sender why not or everyone what changed. */
  private receive(client: Client, about: string, run: () => { ok: true; value?: unknown } | { ok: false; error: Refusal }): void {
    if (this.failure !== null) return client.send('refused', { code: 'tableFailed', about } satisfies Refusal);
    this.guard(about, () => {
      const bucket = this.buckets.get(client.sessionId);
      if (!bucket || this.seatOf(client) === null) return;
      if (!bucket.take(performance.now())) return client.send('refused', { code: 'rateLimited', about } satisfies Refusal);
      const r = run();
      if (!r.ok) return client.send('refused', r.error);
      if (r.value !== 'unchanged') this.sync();
    });
  }

  private seatOf(client: Client): Seat | null {
    return (client.userData as SeatData | undefined)?.seat ?? null;
  }

  private listing(): TableMetadata {
    const t = this.table;
    const s = t.settings;
    const host = t.host;
    return {
      mode: s.mode,
      centsPerPoint: s.stake.centsPerPoint,
      limitCents: s.stake.limitCents,
      botLevel: s.botLevel,
      rules: ruleOverrides(s.rules),
      host: host === null ? this.openedBy : t.seats[host].name,
      people: t.people.length,
      maxPeople: MODE_PEOPLE[s.mode].max,
      hostConnected: host !== null && t.seats[host].connected,
      opener: this.opener,
    };
  }

  /**
   * The listing follows the lobby: who hosts, how many sit, whether the host is there. Once
   * play starts only the number of people still matters (an invitation link shows it).
   */
  private relist(): void {
    if (this.table.phase !== 'lobby' && (this.metadata as TableMetadata | undefined)?.people === this.table.people.length) return;
    this.setMetadata(this.listing()).catch((e: unknown) => this.logAside('updating the list of tables', e));
  }

  // ------------------------------------------------------------------ sync

  /** Mirror the public table into the state, send private views (to `only`, or to everyone), run the computers. */
  private sync(only?: Client): void {
    // Without a pause for people to follow them, the computers play through to the next
    // person's turn before anyone is told: one update per person for all of it, not one per card.
    if (TableRoom.config.botDelayMs === 0) this.computersUntilPerson();
    if (this.table.publicSeq !== this.mirrored) this.mirror();
    for (const client of only ? [only] : this.clients) {
      const seat = this.seatOf(client);
      if (seat !== null) this.sendUpdate(client, seat, only !== undefined);
    }
    const over = this.table.takeDealOver();
    if (over) this.broadcast('dealOver', over);
    this.runComputers();
  }

  /**
   * The public table into the synchronised state, and the patch to everyone. Only when it has
   * changed (FriendsTable.publicSeq): a card changes nothing public, and walking the state and
   * its patch after every card cost a tenth of the server's time.
   */
  private mirror(): void {
    const t = this.table;
    this.mirrored = t.publicSeq;
    const st = this.state;
    st.phase = t.phase;
    t.seats.forEach((x, i) => {
      const y = st.seats[i];
      y.kind = x.kind;
      y.name = x.name;
      y.host = x.host;
      y.connected = x.connected;
      y.ready = x.ready;
      y.replaced = x.replaced;
    });
    st.deal = t.dealNo;
    st.dealer = t.deal?.dealer ?? t.session.dealer;
    st.played = t.session.played;
    t.session.totals.forEach((v, i) => {
      if (st.totals[i] !== v) st.totals[i] = v;
    });
    for (let i = st.sheet.length; i < t.sheet.length; i++) {
      const e = t.sheet[i];
      st.sheet.push(
        new SheetRowState({
          deal: e.deal,
          dealer: e.dealer,
          contract: e.contract ? JSON.stringify(e.contract) : '',
          outcome: e.outcome,
          value: e.value,
          scores: new ArraySchema(...e.scores),
        }),
      );
    }
    st.end = t.end ? JSON.stringify(t.end) : '';
    this.broadcastPatch();
  }

  /**
   * The seat's update: whole when asked (`whole`: a return, a 'view') or at a new deal, else
   * only what changed since the one its person holds; nothing when nothing changed.
   */
  private sendUpdate(client: Client, seat: Seat, whole: boolean): void {
    const update = this.table.seatUpdate(seat);
    if (!update) return;
    const held = this.held[seat];
    const step = whole || !held ? null : updateStep(held, update);
    this.held[seat] = update;
    if (!step) client.send('deal', { ...update, view: toWireView(update.view) } satisfies PrivateUpdate);
    else if (!emptyStep(step)) client.send('step', step);
  }

  /** Computers (and the table) take their steps until a person must act, or a strong one is thinking. */
  private computersUntilPerson(): void {
    while (!this.disposed && !this.thinking && this.table.computersToAct()) this.computerStep();
  }

  /** Computers take steps until one does something visible (a pass is seen by nobody and takes no time), or a strong one is thinking. */
  private computersUntilAction(): void {
    while (!this.disposed && !this.thinking && this.computerStep() === 'passed');
  }

  /**
   * With a pause (`botDelayMs`): the next computer action after it. A beginner decides at
   * once; a strong player's turn goes to the bot pool (botPool.ts), so this table and every
   * other one stay responsive while it thinks; its answer comes back later, or, if the pool
   * cannot decide it, a beginner's.
   */
  private runComputers(): void {
    if (this.botTimer || this.thinking || this.disposed || this.failure !== null || !this.table.computersToAct()) return;
    const delay = TableRoom.config.botDelayMs;
    if (delay === 0) return; // sync() has let them play through (or a strong one is thinking)
    this.botTimer = setTimeout(
      () =>
        this.guard('computer', () => {
          this.botTimer = null;
          this.computersUntilAction();
          if (!this.thinking) this.sync();
        }),
      delay,
    );
  }

  /** One step of a computer or the table: taken here, or handed to the pool (then `thinking` until its answer, and null). */
  private computerStep(): StepOutcome | null {
    // Only a strong player's turn goes to the pool; a beginner decides here in microseconds.
    const pool = this.table.settings.botLevel === 'strong' ? TableRoom.botPool() : null;
    const turn = pool && this.table.botTurn();
    if (!pool || !turn) return this.table.botStep();
    this.thinking = true;
    pool.decide(turn).then(
      (action) => this.guard('computer', () => this.thought(turn, action)),
      (e: Error) =>
        this.guard('computer', () => {
          console.warn(`table ${this.roomId}: ${e.message}; seat ${turn.seat} plays this turn as a beginner`);
          this.thought(turn, decideTurn({ ...turn, level: 'beginner' }));
        }),
    );
    return null;
  }

  private thought(turn: BotTurn, action: Action | null): void {
    this.thinking = false;
    // A person may have acted meanwhile (an announcement, leaving): then the turn is asked again.
    const outcome = this.table.takeBotAction(turn, action);
    // A pass is seen by nobody: with a pause, the next computer action follows without another one.
    if (outcome === 'passed' && TableRoom.config.botDelayMs > 0) this.computersUntilAction();
    this.sync();
  }
}
