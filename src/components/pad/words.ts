/** Small pieces of the pad's wording that need the page's language: an evening's name, its day. */
import type { Evening } from '../../engine/evening/evening.ts';
import { padText as t } from '../../i18n/en-pad.ts';
import { LANG_TAG } from '../../i18n/current.ts';

const dateFormat = new Intl.DateTimeFormat(LANG_TAG, { dateStyle: 'medium' });

/** The evening's title, or "Evening of 5 Mar 2026". */
export const eveningName = (e: Evening): string => e.title || t.untitled(dateFormat.format(new Date(e.started)));

/** The calendar day of an ISO date and time, for file names: "2026-03-05". */
export const dayOf = (iso: string): string => iso.slice(0, 10);
