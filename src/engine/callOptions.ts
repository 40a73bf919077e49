/**
 * The calls a player may be offered in play: those of his party he may make now (with their
 * last moment) and those refused (with the engine's reason). The practice table and the
 * friends' table show them the same way.
 */
import type { AnnouncementRefusal } from './announcements.ts';
import { announcementRefusal, callOpenUntil, type DealState } from './deal.ts';
import type { Seat } from './parties.ts';
import { CALLS, type Call } from './calls.ts';

export interface CallOption {
  readonly call: Call;
  /** The fewest cards he may hold and still make it; null when refused. */
  readonly openUntil: number | null;
  readonly refusal: AnnouncementRefusal | null;
}

export function callOptions(s: DealState, seat: Seat): CallOption[] {
  if (s.phase !== 'playing') return [];
  return CALLS.flatMap((call) => {
    const refusal = announcementRefusal(s, seat, call);
    // The other party's call and what the party has already said are not choices at all.
    if (refusal?.code === 'wrongPartyCall' || refusal?.code === 'alreadyAnnounced') return [];
    return [{ call, openUntil: refusal ? null : callOpenUntil(s, seat, call), refusal }];
  });
}
