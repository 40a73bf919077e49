/**
 * Announcements (docs/rules.md §9, §16.9, §16.12): who may call what, and until when.
 * Deadlines count the cards still in the announcer's hand; a marriage clarified in trick 2
 * or 3 shifts them by one or two; a reply is allowed one card later than the call it
 * answers; a jump is allowed only if every skipped level is still on time.
 */
import type { Party } from './parties.ts';
import { callOfLevel, levelOfCall, type Call, type Level } from './calls.ts';

/** What a party has said so far. */
export interface PartyCalls {
  readonly level: Level;
  /** Its Re/Kontra came as a late reply (docs/rules.md §9.4): it may make no Absage. */
  readonly lateReply: boolean;
}

export const NO_CALLS: PartyCalls = { level: -1, lateReply: false };

export type AnnouncementRefusal =
  | { readonly code: 'notInPlay' }
  | { readonly code: 'beforeClarification' }
  | { readonly code: 'wrongPartyCall'; readonly call: Call; readonly party: Party }
  | { readonly code: 'alreadyAnnounced'; readonly call: Call }
  | { readonly code: 'tooLate'; readonly call: Call; readonly needed: number; readonly holding: number }
  | { readonly code: 'replyTooLate'; readonly call: Call; readonly needed: number; readonly holding: number }
  | { readonly code: 'absageAfterLateReply'; readonly call: Call }
  /** The party owes its forced announcement (§16.9): a reply too late for an Erstansage would use up its Ansage without meeting the duty. */
  | { readonly code: 'lateReplyWhileForced'; readonly call: Call; readonly needed: number; readonly holding: number };

/** Pflichtansage (HOUSE, docs/rules.md §16.9): this many card points or more in the obliging trick bind its winner's party. */
export const FORCED_ANNOUNCEMENT_POINTS = 30;

/** Minimum cards in hand for a call of `level` as an Erstansage (docs/rules.md §9.2, §9.7). */
export function deadline(level: Exclude<Level, -1>, handSize: number, shift: number): number {
  return handSize - 1 - level - shift;
}

/** A reply (Re or Kontra) may come this many own cards later than the call it answers needed (docs/rules.md §9.4). */
export const REPLY_GRACE = 1;

/** Minimum cards in hand for a reply (Re or Kontra) to the opponents' call of `answered`: REPLY_GRACE cards fewer (docs/rules.md §9.4). */
export function replyDeadline(answered: Exclude<Level, -1>, handSize: number, shift: number): number {
  return deadline(answered, handSize, shift) - REPLY_GRACE;
}

/** The marriage shift of every deadline when the Klärungsstich was trick `clarifiedIn` (1, 2, 3 → 0, 1, 2; TSR §6.4.2, docs/rules.md §7). */
export function marriageShift(clarifiedIn: number): number {
  return clarifiedIn - 1;
}

/** The own card (1-based) before which a call needing `inHand` cards must be made: 11 of 12 → before card 2. */
export function deadlineCard(inHand: number, handSize: number): number {
  return handSize - inHand + 1;
}

export interface AnnounceContext {
  readonly party: Party;
  readonly own: PartyCalls;
  readonly opponents: PartyCalls;
  /** Cards still in the announcer's hand. */
  readonly holding: number;
  readonly handSize: number;
  /** Marriage shift: 0, or 1/2 when the Klärungsstich was trick 2/3. */
  readonly shift: number;
  /** A forced announcement may be made now although its deadline has passed (docs/rules.md §16.9). */
  readonly forcedWindow: boolean;
  /** The party owes a forced announcement (Pflichtansage, docs/rules.md §16.9) not yet made. */
  readonly forcedOwed?: boolean;
}

export interface AnnounceOutcome {
  readonly calls: PartyCalls;
  /** The Ansage (level 0) was made on time as an Erstansage (or in the forced window). */
  readonly onTimeAnsage: boolean;
}

/** Check a call by a member of `ctx.party`; the new party state or the refusal. */
export function checkCall(call: Call, ctx: AnnounceContext): { ok: true; value: AnnounceOutcome } | { ok: false; error: AnnouncementRefusal } {
  const level = levelOfCall(call);
  if ((call === 're' || call === 'kontra') && call !== ctx.party) {
    return { ok: false, error: { code: 'wrongPartyCall', call, party: ctx.party } };
  }
  if (level <= ctx.own.level) return { ok: false, error: { code: 'alreadyAnnounced', call } };
  let lateReply = ctx.own.lateReply;
  let onTimeAnsage = false;
  for (let l = ctx.own.level + 1; l <= level; l++) {
    const lv = l as Exclude<Level, -1>;
    const needed = deadline(lv, ctx.handSize, ctx.shift);
    if (lv === 0) {
      if (ctx.holding >= needed || ctx.forcedWindow) {
        onTimeAnsage = true;
        continue;
      }
      // A party bound to announce must do so as an Erstansage, by a member still on time: a late
      // reply would make its Re/Kontra without meeting the duty, which could then never be met.
      if (ctx.forcedOwed) {
        return { ok: false, error: { code: 'lateReplyWhileForced', call: callOfLevel(ctx.party, 0), needed, holding: ctx.holding } };
      }
      // Late: only as a reply to the opponents' highest call, and then nothing more (docs/rules.md §9.4).
      if (ctx.opponents.level < 0) {
        return { ok: false, error: { code: 'tooLate', call: callOfLevel(ctx.party, 0), needed, holding: ctx.holding } };
      }
      const replyNeeded = replyDeadline(ctx.opponents.level as Exclude<Level, -1>, ctx.handSize, ctx.shift);
      if (ctx.holding < replyNeeded) {
        return { ok: false, error: { code: 'replyTooLate', call: callOfLevel(ctx.party, 0), needed: replyNeeded, holding: ctx.holding } };
      }
      if (level > 0) return { ok: false, error: { code: 'absageAfterLateReply', call } };
      lateReply = true;
      continue;
    }
    if (lateReply) return { ok: false, error: { code: 'absageAfterLateReply', call } };
    if (ctx.holding < needed) {
      return { ok: false, error: { code: 'tooLate', call: callOfLevel(ctx.party, lv), needed, holding: ctx.holding } };
    }
  }
  return { ok: true, value: { calls: { level, lateReply }, onTimeAnsage } };
}

/** The last moment for a call, as cards in hand (Erstansage); useful for timelines. */
export function callDeadlines(handSize: number, shift: number): Record<'ansage' | 'no90' | 'no60' | 'no30' | 'schwarz', number> {
  return {
    ansage: deadline(0, handSize, shift),
    no90: deadline(1, handSize, shift),
    no60: deadline(2, handSize, shift),
    no30: deadline(3, handSize, shift),
    schwarz: deadline(4, handSize, shift),
  };
}
