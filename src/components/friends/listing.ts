/**
 * What the page accepts of a table's listing (GET /tables and GET /tables/:id), checked field
 * by field before it is shown: an id of the room's form, a host name as the server allows one,
 * the settings as the server checks a new table's options (parseTableSettings), seat counts
 * the mode allows. Anything else is unreadable, never guessed at. Pure.
 */
import { MODE_PEOPLE } from '../../engine/stakes.ts';
import type { ListedTable, TableInvitation } from '../../machines/friends.ts';
import { parseName, parseTableSettings } from '../../protocol/protocol.ts';

/** Table ids are 22 characters of base64url (128 random bits). */
export const TABLE_ID = /^[A-Za-z0-9_-]{22}$/;

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isCount = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x >= 0;

/** One listed table, or null if any field is not what the server sends. */
export function readListedTable(x: unknown): ListedTable | null {
  if (!isObj(x) || typeof x.id !== 'string' || !TABLE_ID.test(x.id)) return null;
  const host = parseName(x.host);
  if (!host.ok || host.value !== x.host) return null;
  // The listing carries the table's options but not who may join: any value passes that check.
  const settings = parseTableSettings({
    mode: x.mode,
    centsPerPoint: x.centsPerPoint,
    limitCents: x.limitCents,
    botLevel: x.botLevel,
    visibility: 'open',
    rules: x.rules,
  });
  if (!settings.ok) return null;
  const { mode, stake, botLevel, rules } = settings.value;
  const max = MODE_PEOPLE[mode].max;
  if (x.maxPeople !== max || !isCount(x.people) || x.people > max) return null;
  return { id: x.id, host: host.value, mode, stake, botLevel, rules, people: x.people, maxPeople: max };
}

/** GET /tables: the readable tables (an unreadable one is left out), or null if the answer is not a list. */
export function readTableList(x: unknown): ListedTable[] | null {
  if (!isObj(x) || !Array.isArray(x.tables)) return null;
  return x.tables.map(readListedTable).filter((t): t is ListedTable => t !== null);
}

/** GET /tables/:id: the invitation to table `id`, or null if the answer is not one (or names another table). */
export function readInvitation(x: unknown, id: string): TableInvitation | null {
  if (!isObj(x) || typeof x.joinable !== 'boolean') return null;
  const table = readListedTable(x.table);
  return table && table.id === id ? { table, joinable: x.joinable } : null;
}
