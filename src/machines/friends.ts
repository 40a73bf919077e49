/**
 * Playing with friends (/friends/): finding the table server, the list of open tables,
 * opening or joining a table, returning to one's seat after a reload, and the seat itself
 * while the server runs the table. The server (and the engine in it) decides everything at
 * the table; this machine only moves between these steps and keeps what the server said.
 *
 * The network is in actors the page provides (components/friends/actors.ts): `checkServer`,
 * `listTables`, `lookUpTable` (the table of an invitation link), `openTable`, `joinTable`,
 * `returnToSeat` and `seat` (the room's messages in, the person's requests out). Tests provide
 * in-process ones.
 */
import { assign, fromCallback, fromPromise, sendTo, setup } from 'xstate';
import type { BotLevel } from '../engine/bots/types.ts';
import type { Seat } from '../engine/parties.ts';
import type { Result } from '../engine/result.ts';
import type { RuleSet } from '../engine/rules.ts';
import type { Stake, TableMode } from '../engine/stakes.ts';
import type { CloseReason, DealOver, JoinFailure, PrivateUpdate, Refusal, SeatlessAction, TableSettings } from '../protocol/protocol.ts';
import type { PublicTable } from '../protocol/received.ts';

/** A seat at a table, as the page's network code holds it (the room behind it stays opaque). */
export interface SeatHandle {
  readonly roomId: string;
}

/** A table as the page knows it before sitting down: its server's listing, checked (components/friends/listing.ts). */
export interface ListedTable {
  readonly id: string;
  readonly host: string;
  readonly mode: TableMode;
  readonly stake: Stake;
  readonly botLevel: BotLevel;
  readonly rules: RuleSet;
  readonly people: number;
  readonly maxPeople: number;
}

/** The table an invitation link names, and whether it still takes a person. */
export interface TableInvitation {
  readonly table: ListedTable;
  readonly joinable: boolean;
}

/** Why the invitation's table could not be shown: closed or never there, no answer, or an answer the page cannot read. */
export type InvitationFailure = 'tableGone' | 'network' | 'unreadable';

export type Notice = 'seatGone' | 'tableClosed' | CloseReason | 'dropped' | 'back' | 'unreadable' | 'badTableId';

export interface FriendsContext {
  readonly url: string;
  /** The table of the invitation link, when the page was opened with one. */
  readonly tableId: string | null;
  /** This tab held a seat before a reload. */
  readonly canReturn: boolean;
  readonly tables: readonly ListedTable[] | null;
  /** The invitation link's table, once looked up. */
  readonly invitation: Result<TableInvitation, InvitationFailure> | null;
  readonly listFailed: boolean;
  readonly seat: SeatHandle | null;
  /** Where this person sits (the server says so on joining). */
  readonly mySeat: Seat | null;
  readonly table: PublicTable | null;
  readonly update: PrivateUpdate | null;
  readonly overs: readonly DealOver[];
  readonly refusal: Refusal | null;
  readonly failure: JoinFailure | null;
  readonly notice: Notice | null;
  /** The last table the server ended under this person (closed, stopped, failed), kept so that its accounts stay downloadable. */
  readonly ended: EndedTable | null;
}

/** A table that has ended, as it last stood. */
export interface EndedTable {
  readonly roomId: string;
  readonly table: PublicTable;
  readonly mySeat: Seat;
}

export interface FriendsInput {
  readonly url: string;
  readonly tableId: string | null;
  readonly badTableId?: boolean;
  readonly canReturn: boolean;
}

/** What the room reports while seated. */
export type SeatEvent =
  | { type: 'room.seat'; seat: Seat }
  | { type: 'room.table'; table: PublicTable }
  | { type: 'room.update'; update: PrivateUpdate }
  | { type: 'room.over'; over: DealOver }
  | { type: 'room.refused'; refusal: Refusal }
  | { type: 'room.dropped' }
  | { type: 'room.back' }
  /** The server ended the connection, and why when it said (protocol.ts CLOSE_CODES). */
  | { type: 'room.closed'; reason?: CloseReason | null }
  /** The person left the table (after a 'leave' command). */
  | { type: 'room.left' }
  | { type: 'room.unreadable' };

/** What the person asks of the room. */
export type SeatCommand = { type: 'act'; action: SeatlessAction } | { type: 'start' } | { type: 'next' } | { type: 'leave' };

export type FriendsEvent =
  | { type: 'SET_URL'; url: string }
  | { type: 'RETRY' }
  | { type: 'REFRESH' }
  | { type: 'OPEN'; name: string; settings: TableSettings }
  | { type: 'JOIN'; id: string; name: string }
  /** From an invitation to the page's start (open a table, the open tables). */
  | { type: 'HOME' }
  | { type: 'ACT'; action: SeatlessAction }
  | { type: 'START' }
  | { type: 'NEXT' }
  | { type: 'LEAVE' }
  | { type: 'DISMISS' }
  | SeatEvent;

type Seated = Result<SeatHandle, JoinFailure>;

const LEFT_TABLE = { seat: null, mySeat: null, table: null, update: null, overs: [], refusal: null } as const;

/** The table as it stood when the server ended it, when a deal had been dealt there (a lobby has no accounts). */
function endedTable(c: FriendsContext): EndedTable | null {
  return c.seat && c.table && c.mySeat !== null && c.table.phase !== 'lobby' ? { roomId: c.seat.roomId, table: c.table, mySeat: c.mySeat } : null;
}

export const friendsMachine = setup({
  types: { context: {} as FriendsContext, events: {} as FriendsEvent, input: {} as FriendsInput },
  actors: {
    checkServer: fromPromise<boolean, { url: string }>(() => Promise.reject(new Error('checkServer not provided'))),
    listTables: fromPromise<readonly ListedTable[] | null, { url: string }>(() => Promise.reject(new Error('listTables not provided'))),
    lookUpTable: fromPromise<Result<TableInvitation, InvitationFailure>, { url: string; id: string }>(() =>
      Promise.reject(new Error('lookUpTable not provided')),
    ),
    openTable: fromPromise<Seated, { url: string; name: string; settings: TableSettings }>(() => Promise.reject(new Error('openTable not provided'))),
    joinTable: fromPromise<Seated, { url: string; id: string; name: string }>(() => Promise.reject(new Error('joinTable not provided'))),
    returnToSeat: fromPromise<Seated, { tableId: string | null }>(() => Promise.reject(new Error('returnToSeat not provided'))),
    seat: fromCallback<SeatCommand, { seat: SeatHandle }>(() => {
      throw new Error('seat not provided');
    }),
  },
  delays: { LIST_EVERY: 15_000 },
  guards: {
    answers: ({ event }) => (event as unknown as { output: boolean }).output === true,
    seated: ({ event }) => (event as unknown as { output: Seated }).output.ok,
    canReturn: ({ context }) => context.canReturn,
    invited: ({ context }) => context.tableId !== null,
  },
  actions: {
    seated: assign(({ event }) => {
      const r = (event as unknown as { output: Seated }).output;
      return r.ok ? { ...LEFT_TABLE, seat: r.value, failure: null, notice: null, canReturn: false, ended: null } : {};
    }),
    failed: assign(({ event }) => {
      const r = (event as unknown as { output: Seated }).output;
      return r.ok ? {} : { failure: r.error };
    }),
  },
}).createMachine({
  id: 'friends',
  context: ({ input }) => ({
    url: input.url,
    tableId: input.tableId,
    canReturn: input.canReturn,
    tables: null,
    invitation: null,
    listFailed: false,
    ...LEFT_TABLE,
    failure: null,
    notice: input.badTableId ? 'badTableId' : null,
    ended: null,
  }),
  initial: 'checking',
  on: {
    SET_URL: { target: '.checking', actions: assign({ url: ({ event }) => event.url, failure: null }) },
    DISMISS: { actions: assign({ notice: null, failure: null, refusal: null }) },
  },
  states: {
    checking: {
      invoke: {
        src: 'checkServer',
        input: ({ context }) => ({ url: context.url }),
        onDone: [{ guard: 'answers', target: 'online' }, { target: 'offline' }],
        onError: 'offline',
      },
    },
    offline: {
      on: { RETRY: 'checking' },
    },
    online: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'canReturn', target: 'returning' }, { guard: 'invited', target: 'invited' }, { target: 'home' }],
        },
        returning: {
          invoke: {
            src: 'returnToSeat',
            input: ({ context }) => ({ tableId: context.tableId }),
            onDone: [
              { guard: 'seated', target: 'seated', actions: 'seated' },
              { guard: 'invited', target: 'invited', actions: assign({ notice: 'seatGone', canReturn: false }) },
              { target: 'home', actions: assign({ notice: 'seatGone', canReturn: false }) },
            ],
            onError: { target: 'home', actions: assign({ notice: 'seatGone', canReturn: false }) },
          },
        },
        home: {
          initial: 'loading',
          on: {
            OPEN: 'opening',
            JOIN: 'joining',
          },
          states: {
            loading: {
              invoke: {
                src: 'listTables',
                input: ({ context }) => ({ url: context.url }),
                onDone: { target: 'shown', actions: assign(({ event }) => ({ tables: event.output, listFailed: event.output === null })) },
                onError: { target: 'shown', actions: assign({ listFailed: true }) },
              },
            },
            shown: {
              after: { LIST_EVERY: 'loading' },
              on: { REFRESH: 'loading' },
            },
          },
        },
        invited: {
          initial: 'lookingUp',
          on: {
            JOIN: 'joining',
            HOME: { target: 'home', actions: assign({ tableId: null, invitation: null, failure: null }) },
          },
          states: {
            // Again after a refused join: the table may have filled up or started meanwhile.
            lookingUp: {
              invoke: {
                src: 'lookUpTable',
                input: ({ context }) => ({ url: context.url, id: context.tableId! }),
                onDone: { target: 'shown', actions: assign({ invitation: ({ event }) => event.output }) },
                onError: { target: 'shown', actions: assign({ invitation: { ok: false, error: 'network' } as const }) },
              },
            },
            shown: {},
          },
        },
        opening: {
          invoke: {
            src: 'openTable',
            input: ({ context, event }) => {
              const e = event as Extract<FriendsEvent, { type: 'OPEN' }>;
              return { url: context.url, name: e.name, settings: e.settings };
            },
            onDone: [
              { guard: 'seated', target: 'seated', actions: 'seated' },
              { target: 'home', actions: 'failed' },
            ],
            onError: { target: 'home', actions: assign({ failure: { code: 'network' } }) },
          },
        },
        joining: {
          entry: assign({ failure: null, notice: null }),
          invoke: {
            src: 'joinTable',
            input: ({ context, event }) => {
              const e = event as Extract<FriendsEvent, { type: 'JOIN' }>;
              return { url: context.url, id: e.id, name: e.name };
            },
            onDone: [
              { guard: 'seated', target: 'seated', actions: 'seated' },
              { guard: 'invited', target: 'invited', actions: 'failed' },
              { target: 'home', actions: 'failed' },
            ],
            onError: { target: 'home', actions: assign({ failure: { code: 'network' } }) },
          },
        },
        seated: {
          invoke: { id: 'seat', src: 'seat', input: ({ context }) => ({ seat: context.seat! }) },
          on: {
            'room.seat': { actions: assign({ mySeat: ({ event }) => event.seat }) },
            'room.table': { actions: assign({ table: ({ event }) => event.table }) },
            'room.update': {
              actions: assign(({ context, event }) => (context.update && event.update.seq < context.update.seq ? {} : { update: event.update, refusal: null })),
            },
            'room.over': { actions: assign({ overs: ({ context, event }) => [...context.overs.filter((o) => o.deal !== event.over.deal), event.over] }) },
            'room.refused': { actions: assign({ refusal: ({ event }) => event.refusal }) },
            'room.dropped': { actions: assign({ notice: 'dropped' }) },
            'room.back': { actions: assign({ notice: 'back' }) },
            'room.unreadable': { actions: assign({ notice: 'unreadable' }) },
            'room.closed': {
              target: 'home',
              actions: assign(({ context, event }) => ({ ...LEFT_TABLE, notice: event.reason ?? 'tableClosed', tableId: null, ended: endedTable(context) })),
            },
            ACT: { actions: [assign({ refusal: null }), sendTo('seat', ({ event }) => ({ type: 'act', action: event.action }) satisfies SeatCommand)] },
            START: { actions: sendTo('seat', { type: 'start' } satisfies SeatCommand) },
            NEXT: { actions: sendTo('seat', { type: 'next' } satisfies SeatCommand) },
            LEAVE: { actions: sendTo('seat', { type: 'leave' } satisfies SeatCommand) },
            'room.left': { target: 'home', actions: assign({ ...LEFT_TABLE, tableId: null }) },
          },
        },
      },
    },
  },
});
