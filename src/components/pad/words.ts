/** Small pieces of the pad's wording: an evening's name (shared with the CLI), its day. */
export { eveningName } from '../../i18n/compose/padSheet.ts';

/** The calendar day of an ISO date and time, for file names: "2026-03-05". */
export const dayOf = (iso: string): string => iso.slice(0, 10);
