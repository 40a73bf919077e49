/**
 * Server tests: a real table server (@colyseus/testing boots it on a test port) and people
 * played by the test through the real client SDK. Every message a person receives is kept,
 * so tests can inspect all of them.
 */
import { createServer, type AddressInfo } from 'node:net';
import { boot, type ColyseusTestServer } from '@colyseus/testing';
import { WebSocketTransport } from '@colyseus/ws-transport';
import type { Room as ClientRoom } from '@colyseus/sdk';
import { createBot } from '../../src/engine/bots/index.ts';
import type { Action } from '../../src/engine/deal.ts';
import { createRng } from '../../src/engine/rng.ts';
import { parseRules, type RuleSet } from '../../src/engine/rules.ts';
import type { Server as HttpServer } from 'node:http';
import { protect, rooms, routes, transportOptions } from '../../src/server/app.ts';
import { fromWireView, ROOM_NAME, type DealOver, type PrivateUpdate, type Refusal, type SeatlessAction } from '../../src/protocol/protocol.ts';
import { readStep } from '../../src/protocol/received.ts';
import { DEFAULT_CONFIG, TableRoom, type TableServerConfig } from '../../src/server/room.ts';

/** The test people play at full speed, far faster than the rate limit allows a person (one test checks the limit itself). */
export const FULL_SPEED = { burst: 1000, perSecond: 1000 };
/** Every test person comes from 127.0.0.1: the per-address limits are far off (abuse.test.ts checks them). */
export const MANY_PEOPLE: Pick<TableServerConfig, 'tablesPerAddress' | 'addressLimits'> = {
  tablesPerAddress: 10_000,
  addressLimits: { ...DEFAULT_CONFIG.addressLimits, reservations: 10_000, failedReconnections: 10_000 },
};

/** A port nobody listens on now (the system picks it), so parallel test runs never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A table server on a free port; `url` is its HTTP address. */
export async function startServer(config: Partial<TableServerConfig> = {}): Promise<{ colyseus: ColyseusTestServer; url: string }> {
  TableRoom.config = { ...DEFAULT_CONFIG, botDelayMs: 0, rate: FULL_SPEED, ...MANY_PEOPLE, ...config };
  const port = await freePort();
  const app = { rooms, routes, initializeTransport: (o: object) => new WebSocketTransport({ ...o, ...transportOptions }) };
  // boot() types its options with the '~rooms' brands of the SDK types; the plain object is what it reads.
  const colyseus = await (boot as (options: unknown, port: number) => Promise<ColyseusTestServer>)(app, port);
  protect(colyseus.server.transport.server as HttpServer);
  return { colyseus, url: `http://127.0.0.1:${port}` };
}

export const DUEL = { mode: 'duel', centsPerPoint: 10, botLevel: 'beginner', visibility: 'invite', rules: {} };
export const FOUR_ROUNDS = { mode: 'fourRounds', centsPerPoint: 5, botLevel: 'beginner', visibility: 'open', rules: {} };

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function until(cond: () => boolean, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(2);
  }
}

/** One person at the table through the client SDK, with every message he received. */
export class Person {
  room: ClientRoom;
  readonly name: string;
  readonly messages: { type: string; payload: unknown }[] = [];
  readonly states: unknown[] = [];
  readonly updates: PrivateUpdate[] = [];
  readonly overs: DealOver[] = [];
  readonly refusals: Refusal[] = [];
  /** The close code when the server ended the connection (protocol.ts CLOSE_CODES), else null. */
  closedWith: number | null = null;
  /** The reason the server gave with it. */
  closeReason: string | undefined;

  constructor(room: ClientRoom, name: string) {
    this.room = room;
    this.name = name;
    this.listen(room);
  }

  listen(room: ClientRoom): void {
    this.room = room;
    room.onMessage('*', (type, payload) => {
      this.messages.push({ type: String(type), payload });
      if (type === 'deal') this.updates.push(payload as PrivateUpdate);
      if (type === 'step') {
        // Put the step onto the update held, checked as the page checks it.
        const u = readStep(this.latest ?? null, payload);
        if (u === null || u === 'resend') throw new Error(`a step that does not fit: ${JSON.stringify(payload)}`);
        this.updates.push(u);
      }
      if (type === 'dealOver') this.overs.push(payload as DealOver);
      if (type === 'refused') this.refusals.push(payload as Refusal);
    });
    room.onStateChange((state) => this.states.push(JSON.parse(JSON.stringify(state))));
    room.onLeave((code, reason) => {
      this.closedWith = code;
      this.closeReason = reason;
    });
    // Messages sent while joining can arrive before these listeners: ask for the view now.
    room.send('view');
  }

  get latest(): PrivateUpdate | undefined {
    return this.updates[this.updates.length - 1];
  }

  /** The table's house rules, from the public state. */
  get rules(): RuleSet {
    const r = parseRules(JSON.parse(this.state.rules));
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value;
  }

  get seat(): number {
    return this.latest!.view.seat;
  }

  /** What the public state says now (as plain JSON). */
  get state(): any {
    return JSON.parse(JSON.stringify(this.room.state));
  }

  act(action: SeatlessAction | Record<string, unknown>, extra: Record<string, unknown> = {}): void {
    this.room.send('act', { action, ...extra });
  }

  /** The actions this person must choose from now (not the optional calls). */
  get required(): Action[] {
    const u = this.latest;
    if (!u) return [];
    return u.legal.filter((a) => a.type !== 'announce' && a.type !== 'throwIn' && a.type !== 'halfChicken');
  }
}

export async function open(colyseus: ColyseusTestServer, table: object, name = 'Anna'): Promise<Person> {
  const room = await colyseus.sdk.create(ROOM_NAME, { name, table });
  return new Person(room, name);
}

export async function join(colyseus: ColyseusTestServer, roomId: string, name = 'Ben'): Promise<Person> {
  const room = await colyseus.sdk.joinById(roomId, { name });
  return new Person(room, name);
}

const withoutSeat = (a: Action): SeatlessAction => {
  const { seat: _seat, ...rest } = a;
  return rest as SeatlessAction;
};

/** What a sensible person would do: the beginner's choice from his own view. */
export function beginnerChoice(p: Person, legal: readonly Action[]): SeatlessAction {
  const u = p.latest!;
  const d = createBot('beginner').decide!(fromWireView(u.view, p.rules), legal, createRng(u.seq));
  return withoutSeat(d.action ?? legal[0]);
}

/**
 * Let the people play (each when he must act) until `done()`. `pick` may choose for them
 * (return null to let the beginner choose).
 */
export async function play(people: Person[], done: () => boolean, pick?: (p: Person, legal: Action[]) => SeatlessAction | null): Promise<void> {
  // Steps count the people's actions only: waiting for computers (a strong one thinks in a
  // thread, a crashed thread is replaced) takes as long as the machine needs, each wait bounded by `until`.
  for (let steps = 0; !done(); steps++) {
    if (steps > 2000) throw new Error('the people did not finish');
    const mover = people.find((p) => p.required.length > 0);
    if (!mover) {
      await until(() => done() || people.some((p) => p.required.length > 0), 'a turn or the end of the deal', 60_000);
      continue;
    }
    const before = mover.latest!.seq;
    const refusals = mover.refusals.length;
    mover.act(pick?.(mover, mover.required) ?? beginnerChoice(mover, mover.required));
    await until(() => mover.latest!.seq > before || mover.refusals.length > refusals, 'an answer to an action');
    if (mover.refusals.length > refusals) {
      // Faster than a person may click (a server with its production rate limit): wait and do it again.
      if (mover.refusals.at(-1)!.code === 'rateLimited') await sleep(200);
      else throw new Error(`refused: ${JSON.stringify(mover.refusals.at(-1))}`);
    }
  }
}

/** Everyone asks for the next deal. */
export function next(people: Person[]): void {
  for (const p of people) p.room.send('next');
}
