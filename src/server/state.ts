/**
 * The public table, synchronised to every client by Colyseus: seats and names, the settings
 * and house rules, the session's accounts and score sheet. Nothing in it is secret: private
 * cards travel only in each seat's own 'deal' message (protocol.ts).
 */
import { schema, t, type SchemaType } from '@colyseus/schema';

export const SeatState = schema(
  {
    /** 'empty' | 'person' | 'computer' */
    kind: t.string().default('empty'),
    name: t.string().default(''),
    host: t.boolean().default(false),
    connected: t.boolean().default(false),
    ready: t.boolean().default(false),
    replaced: t.boolean().default(false),
  },
  'SeatState',
);
export type SeatState = SchemaType<typeof SeatState>;

export const SheetRowState = schema(
  {
    deal: t.uint16(),
    dealer: t.uint8(),
    /** The contract as JSON (sheetContract: a poverty's cards left out), '' for none. */
    contract: t.string().default(''),
    /** 'finished' | 'abandoned' | 'redeal' */
    outcome: t.string(),
    value: t.int16(),
    scores: t.array('int32'),
  },
  'SheetRowState',
);
export type SheetRowState = SchemaType<typeof SheetRowState>;

export const TableState = schema(
  {
    mode: t.string(),
    centsPerPoint: t.uint16(),
    /** The variable stake's limit in cents; 0 for modes without one. */
    limitCents: t.uint32(),
    botLevel: t.string(),
    visibility: t.string(),
    /** The house rules as JSON: the keys that differ from the DDV rules. */
    rules: t.string().default('{}'),
    /** 'lobby' | 'playing' | 'between' | 'over' */
    phase: t.string().default('lobby'),
    seats: t.array(SeatState),
    deal: t.uint16(),
    dealer: t.uint8(),
    /** Deals that count so far (redeals do not). */
    played: t.uint16(),
    totals: t.array('int32'),
    sheet: t.array(SheetRowState),
    /** Why the session ended (SessionEnd as JSON), '' while it goes on. */
    end: t.string().default(''),
  },
  'TableState',
);
export type TableState = SchemaType<typeof TableState>;
