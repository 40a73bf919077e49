/**
 * The Colyseus room of one table: it checks every message (size, shape, rate, seat), hands
 * actions to the table (table.ts, where the engine decides), mirrors the public table into the
 * synchronised state and sends each person only his own view. Computer players act on the
 * server, paced by `botDelayMs` so people can follow their cards.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { Room, ServerError, type Client } from '@colyseus/core';
import { ArraySchema } from '@colyseus/schema';
import { dealDuel } from '../engine/duel.ts';
import type { Action } from '../engine/deal.ts';
import type { Seat } from '../engine/parties.ts';
import { createRng, dealWith } from '../engine/rng.ts';
import { ruleOverrides } from '../engine/rules.ts';
import { MODE_PEOPLE } from '../engine/stakes.ts';
import {
  parseActMessage, parseEmptyMessage, parseName, parseTableSettings, RATE_BURST, RATE_PER_SECOND, RECONNECT_SECONDS, toWireView, withinSize, type PrivateUpdate,
  type Refusal, type TableListing,
} from './protocol.ts';
import { BotPool, defaultBotThreads } from './botPool.ts';
import { decideTurn, type BotTurn } from './botTurn.ts';
import { TokenBucket } from './rateLimit.ts';
import { SeatState, SheetRowState, TableState } from './state.ts';
import { TableGame, type DealSource } from './table.ts';
import { emptyStep, updateStep, type SeatUpdate } from './updateStep.ts';

export interface TableServerConfig {
  /** Pause before each computer action, so people see the cards come (0: at once). */
  readonly botDelayMs: number;
  /** Most tables this process holds; opening one more is refused. */
  readonly maxTables: number;
  /** Worker threads for strong computer players' decisions (botPool.ts); 0: they think on the main thread. */
  readonly botThreads: number;
  /** How long a dropped person keeps his seat. */
  readonly reconnectSeconds: number;
  /** Per client: a burst of messages and the refill per second; beyond it messages are refused. */
  readonly rate: { readonly burst: number; readonly perSecond: number };
}

export const DEFAULT_CONFIG: TableServerConfig = {
  botDelayMs: 700,
  maxTables: 2000,
  botThreads: defaultBotThreads(),
  reconnectSeconds: RECONNECT_SECONDS,
  rate: { burst: RATE_BURST, perSecond: RATE_PER_SECOND },
};

/** How often a table's Colyseus clock ticks (it times Colyseus' own message limit per client). */
const CLOCK_TICK_MS = 100;

/** Refusals while joining or opening a table travel as this HTTP status (Unprocessable Content) with the Refusal as JSON. */
export const REFUSAL_ERROR = 422;

interface SeatData {
  seat: Seat;
}

/** Fresh cards from a cryptographically random seed: nobody can predict the next deal. */
const freshDeal: DealSource = (rules, variant) => {
  const seed = randomInt(2 ** 32);
  const rng = createRng(seed);
  return { seed, hands: variant ? dealDuel(rng, rules, variant) : dealWith(rng, rules) };
};

const refusalError = (r: Refusal) => new ServerError(REFUSAL_ERROR, JSON.stringify(r));

export class TableRoom extends Room<{ state: TableState; metadata: TableListing }> {
  /** Set once per process by the server's entry point (main.ts) or a test. */
  static config: TableServerConfig = DEFAULT_CONFIG;
  /** Tables alive in this process. */
  static open = 0;
  /** The process's bot pool (tests may set their own). */
  static pool: BotPool | null = null;
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

  table!: TableGame;
  /** Where deals come from; tests replace it to play given hands. */
  dealSource: DealSource = freshDeal;
  /** Backstop behind the per-client bucket: Colyseus disconnects a client sending more per second. */
  maxMessagesPerSecond = Math.max(60, 3 * TableRoom.config.rate.perSecond);
  private readonly buckets = new Map<string, TokenBucket>();
  /** Per seat, the update its person holds now: the next one goes as a step from it (updateStep.ts). */
  private readonly held: (SeatUpdate | null)[] = [null, null, null, null];
  /** The TableGame.publicSeq last mirrored into the state. */
  private mirrored = -1;
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  /** A strong computer's turn is with the bot pool. */
  private thinking = false;
  private disposed = false;

  onCreate(options: unknown): void {
    if (TableRoom.open >= TableRoom.config.maxTables) throw refusalError({ code: 'serverFull' });
    const opts = (typeof options === 'object' && options !== null ? options : {}) as Record<string, unknown>;
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
    this.table = new TableGame(settings.value, (rules, variant) => this.dealSource(rules, variant), randomInt(4) as Seat);
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
    this.metadata = this.listing(host.value);
    if (s.visibility === 'invite') this.setPrivate(true);
    this.onMessage('act', (client, payload) => this.guarded(client, 'act', () => this.onAct(client, payload)));
    this.onMessage('start', (client, payload) => this.guarded(client, 'start', () => this.onStart(client, payload)));
    this.onMessage('next', (client, payload) => this.guarded(client, 'next', () => this.onNext(client, payload)));
    this.onMessage('view', (client, payload) => this.guarded(client, 'view', () => this.onView(client, payload)));
    this.onMessage('*', (client, type, payload) => this.guarded(client, String(type), () => ({ ok: false, error: { code: withinSize(payload) ? 'unknownMessage' : 'tooLarge', about: String(type).slice(0, 40) } })));
    this.sync();
  }

  onJoin(client: Client, options: unknown): void {
    const opts = (typeof options === 'object' && options !== null ? options : {}) as Record<string, unknown>;
    const name = parseName(opts.name);
    if (!name.ok) throw refusalError(name.error);
    const seat = this.table.sit(name.value);
    if (!seat.ok) throw refusalError(seat.error);
    client.userData = { seat: seat.value } satisfies SeatData;
    client.send('seat', { seat: seat.value });
    const { burst, perSecond } = TableRoom.config.rate;
    this.buckets.set(client.sessionId, new TokenBucket(burst, perSecond, performance.now()));
    if (this.table.phase !== 'lobby') void this.lock();
    void this.setMetadata(this.listing());
    this.sync();
  }

  /** A dropped connection (a reload, a lost network): the seat waits `reconnectSeconds`. */
  async onDrop(client: Client): Promise<void> {
    const seat = this.seatOf(client);
    if (seat === null) return;
    this.table.setConnected(seat, false);
    this.sync();
    await this.allowReconnection(client, TableRoom.config.reconnectSeconds);
  }

  onReconnect(client: Client): void {
    const seat = this.seatOf(client);
    if (seat === null) return;
    this.table.setConnected(seat, true);
    this.sync(client);
  }

  /** Gone for good (left the table, or did not come back in time). */
  onLeave(client: Client): void {
    const seat = this.seatOf(client);
    this.buckets.delete(client.sessionId);
    if (seat === null) return;
    this.table.leave(seat);
    if (this.table.phase === 'lobby') void this.setMetadata(this.listing());
    this.sync();
  }

  onDispose(): void {
    this.disposed = true;
    if (this.botTimer) clearTimeout(this.botTimer);
    if (this.table) TableRoom.open--;
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
    if (r.ok) void this.lock();
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

  /** Rate limit, run, then tell the sender why not or everyone what changed. */
  private guarded(client: Client, about: string, run: () => { ok: true; value?: unknown } | { ok: false; error: Refusal }): void {
    const bucket = this.buckets.get(client.sessionId);
    if (!bucket || this.seatOf(client) === null) return;
    if (!bucket.take(performance.now())) return client.send('refused', { code: 'rateLimited', about } satisfies Refusal);
    const r = run();
    if (!r.ok) return client.send('refused', r.error);
    if (r.value !== 'unchanged') this.sync();
  }

  private seatOf(client: Client): Seat | null {
    return (client.userData as SeatData | undefined)?.seat ?? null;
  }

  private listing(host?: string): TableListing {
    const s = this.table.settings;
    const people = this.table.people;
    return {
      mode: s.mode,
      centsPerPoint: s.stake.centsPerPoint,
      limitCents: s.stake.limitCents,
      botLevel: s.botLevel,
      rules: ruleOverrides(s.rules),
      host: host ?? this.table.seats.find((x) => x.host)?.name ?? '',
      people: people.length,
      maxPeople: MODE_PEOPLE[s.mode].max,
    };
  }

  // ------------------------------------------------------------------ sync

  /** Mirror the public table into the state, send private views (to `only`, or to everyone), run the computers. */
  private sync(only?: Client): void {
    // Without a pause for people to follow them, the computers play through to the next
    // person's turn before anyone is told: one update per person for all of it, not one per card.
    if (TableRoom.config.botDelayMs === 0) while (!this.disposed && !this.thinking && this.table.botToAct() !== null) this.botStep();
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
   * changed (TableGame.publicSeq): a card changes nothing public, and walking the state and
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
        new SheetRowState({ deal: e.deal, dealer: e.dealer, contract: e.contract ? JSON.stringify(e.contract) : '', outcome: e.outcome, value: e.value, scores: new ArraySchema(...e.scores) }),
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

  /**
   * Computers act until a person must. A beginner decides here at once; a strong player's turn
   * goes to the bot pool (botPool.ts), so this table and every other one stay responsive while
   * it thinks; its answer comes back later, or, if the pool cannot decide it, a beginner's.
   */
  private runComputers(): void {
    if (this.botTimer || this.thinking || this.disposed || this.table.botToAct() === null) return;
    const delay = TableRoom.config.botDelayMs;
    if (delay === 0) return; // sync() has let them play through (or a strong one is thinking)
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      this.botStep();
      if (!this.thinking) this.sync();
    }, delay);
  }

  /** One computer step: here, or handed to the pool (then `thinking` until its answer). */
  private botStep(): void {
    // Only a strong player's turn goes to the pool; a beginner decides here in microseconds.
    const pool = this.table.settings.botLevel === 'strong' ? TableRoom.botPool() : null;
    const turn = pool && this.table.botTurn();
    if (!pool || !turn) return this.table.botStep();
    this.thinking = true;
    pool.decide(turn).then(
      (action) => this.thought(turn, action),
      (e: Error) => {
        console.warn(`table ${this.roomId}: ${e.message}; seat ${turn.seat} plays this turn as a beginner`);
        this.thought(turn, decideTurn({ ...turn, level: 'beginner' }));
      },
    );
  }

  private thought(turn: BotTurn, action: Action): void {
    this.thinking = false;
    if (this.disposed) return;
    // A person may have acted meanwhile (an announcement, leaving): then the turn is asked again.
    this.table.takeBotAction(turn, action);
    this.sync();
  }
}
