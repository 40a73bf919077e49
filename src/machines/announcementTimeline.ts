/**
 * Announcement timeline explorer: pick a moment (deck, party, own cards played, marriage,
 * what each party has called) and see which calls are open now and until which card each
 * stays open. `checkCall` and `callDeadlines` decide every cell; an open marriage asks the
 * engine's `announcementRefusal` on a real marriage deal.
 */
import { assign, setup } from 'xstate';
import { callDeadlines, checkCall, marriageShift, replyDeadline, type AnnouncementRefusal, type AnnounceContext } from '../engine/announcements.ts';
import { handSize as handSizeOf } from '../engine/cards.ts';
import { announcementRefusal, type DealState } from '../engine/deal.ts';
import type { Party } from '../engine/parties.ts';
import { callOfLevel, type Call, type Level } from '../engine/calls.ts';

export type MarriageMoment = 'none' | 'open' | 1 | 2 | 3;
export interface TimelineSettings {
  readonly withoutNines: boolean;
  readonly party: Party;
  /** Cards this seat has already played. */
  readonly played: number;
  readonly marriage: MarriageMoment;
  /** Highest call of the own party so far (-1 = none). */
  readonly own: Level;
  readonly opponents: Level;
}
export interface TimelineRow {
  readonly call: Call;
  readonly level: Exclude<Level, -1>;
  /** Null if the call may be made now, else the engine's reason. */
  readonly now: AnnouncementRefusal | null;
  /** Cards needed in hand for it as an Erstansage. */
  readonly deadline: number;
  /** cells[n - 1]: may it be made before playing own card n? */
  readonly cells: readonly boolean[];
  /** The last own card before which it may be made, or null. */
  readonly lastCard: number | null;
}
export interface Timeline {
  readonly handSize: number;
  readonly shift: number;
  readonly holding: number;
  readonly rows: readonly TimelineRow[];
  /** Cards needed for a reply (Re/Kontra) to the opponents' highest call, if they called. */
  readonly replyNeeded: number | null;
}

export const DEFAULT_TIMELINE: TimelineSettings = { withoutNines: false, party: 're', played: 0, marriage: 'none', own: -1, opponents: -1 };

/** Keep a moment possible: a Klärungsstich in trick k means k cards played; an open marriage allows no calls yet. */
export function clampSettings(s: TimelineSettings): TimelineSettings {
  const size = handSizeOf({ withoutNines: s.withoutNines });
  let played = Math.max(0, Math.min(size, Math.round(s.played)));
  let { own, opponents } = s;
  if (typeof s.marriage === 'number') played = Math.max(played, s.marriage);
  if (s.marriage === 'open') {
    played = Math.min(played, 3);
    own = -1;
    opponents = -1;
  }
  return { ...s, played, own, opponents };
}

export function timeline(settings: TimelineSettings, openMarriage: DealState): Timeline {
  const s = clampSettings(settings);
  const handSize = handSizeOf({ withoutNines: s.withoutNines });
  const shift = typeof s.marriage === 'number' ? marriageShift(s.marriage) : 0;
  const holding = handSize - s.played;
  const ctx = (h: number): AnnounceContext => ({
    party: s.party,
    own: { level: s.own, lateReply: false },
    opponents: { level: s.opponents, lateReply: false },
    holding: h,
    handSize,
    shift,
    forcedWindow: false,
  });
  const deadlines = callDeadlines(handSize, shift);
  const keys = ['ansage', 'no90', 'no60', 'no30', 'schwarz'] as const;
  const rows = keys.map((key, level): TimelineRow => {
    const call = callOfLevel(s.party, level as Exclude<Level, -1>);
    const check = (h: number) => {
      if (s.marriage === 'open') return announcementRefusal(openMarriage, openMarriage.marriage!.declarer, call);
      const r = checkCall(call, ctx(h));
      return r.ok ? null : r.error;
    };
    const cells = Array.from({ length: handSize }, (_, i) => s.marriage !== 'open' && check(handSize - i) === null);
    const last = cells.lastIndexOf(true);
    return { call, level: level as Exclude<Level, -1>, now: check(holding), deadline: deadlines[key], cells, lastCard: last < 0 ? null : last + 1 };
  });
  const replyNeeded = s.opponents >= 0 ? replyDeadline(s.opponents as Exclude<Level, -1>, handSize, shift) : null;
  return { handSize, shift, holding, rows, replyNeeded };
}

export interface TimelineInput {
  /** A marriage deal before its Klärungsstich (for the "not yet clarified" moment). */
  readonly openMarriage: DealState;
  readonly settings?: TimelineSettings;
}
export interface TimelineContext {
  readonly openMarriage: DealState;
  readonly settings: TimelineSettings;
  readonly timeline: Timeline;
}
export type TimelineEvent = { type: 'SET'; patch: Partial<TimelineSettings> };

export const announcementTimelineMachine = setup({
  types: { context: {} as TimelineContext, events: {} as TimelineEvent, input: {} as TimelineInput },
  actions: {
    set: assign(({ context, event }) => {
      const settings = clampSettings({ ...context.settings, ...event.patch });
      return { settings, timeline: timeline(settings, context.openMarriage) };
    }),
  },
  guards: {
    marriageOpen: ({ context }) => context.settings.marriage === 'open',
    somethingOpen: ({ context }) => context.timeline.rows.some((r) => r.now === null),
  },
}).createMachine({
  id: 'announcementTimeline',
  context: ({ input }) => {
    const settings = clampSettings(input.settings ?? DEFAULT_TIMELINE);
    return { openMarriage: input.openMarriage, settings, timeline: timeline(settings, input.openMarriage) };
  },
  initial: 'route',
  on: { SET: { target: '.route', actions: 'set' } },
  states: {
    route: {
      always: [{ guard: 'marriageOpen', target: 'waiting' }, { guard: 'somethingOpen', target: 'open' }, { target: 'closed' }],
    },
    /** A marriage before its Klärungsstich: nobody may announce. */
    waiting: {},
    /** At least one call may be made now. */
    open: {},
    /** Every call of this party is past its deadline (or made). */
    closed: {},
  },
});
