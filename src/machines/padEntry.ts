/**
 * Entering one deal at the score pad: the score keeper taps the game, the players, the calls,
 * the card points on a keypad and the special events; the draft is kept as it grows (the page
 * saves it on every change, so a reload loses nothing). On "save" the engine decides: the
 * evening's reducer (engine/evening) reads the deal in its place, and a deal no deal could
 * produce stays in the form with the engine's reason. The machine decides nothing itself.
 */
import { assign, setup } from 'xstate';
import { TOTAL_POINTS } from '../engine/cards.ts';
import type { Level } from '../engine/calls.ts';
import type { PadDeal, PadEntry, PadGame, PadGameKind, PadSpecial, PadSpecialKind } from '../engine/evening/entry.ts';
import { eveningSheet, type Evening, type RowProblem } from '../engine/evening/evening.ts';
import type { SoloKind } from '../engine/order.ts';
import type { Party } from '../engine/parties.ts';

/** A deal being entered: every field the form shows, whether complete or not. */
export interface PadDraft {
  readonly game: PadGameKind;
  /** The players tapped for the game, in the order tapped: Re (two), the declarer and then the partner, or the soloist. */
  readonly picks: readonly number[];
  /** A marriage in which no partner was found (the declarer played alone). */
  readonly noPartner: boolean;
  readonly solo: SoloKind;
  readonly calls: Readonly<Record<Party, Level>>;
  /** Whose card points the keypad enters. */
  readonly counted: Party;
  /** The keypad's digits (at most three). */
  readonly digits: string;
  readonly schwarz: boolean;
  readonly specials: readonly PadSpecial[];
}

export const EMPTY_DRAFT: PadDraft = Object.freeze({
  game: 'normal',
  picks: [],
  noPartner: false,
  solo: 'queens',
  calls: { re: -1, kontra: -1 },
  counted: 're',
  digits: '',
  schwarz: true,
  specials: [],
}) as PadDraft;

/** How many players each game's form asks for. */
export const PICKS_NEEDED: Readonly<Record<PadGameKind, number>> = { normal: 2, marriage: 2, silentMarriage: 1, poverty: 2, solo: 1 };

const alone = (d: PadDraft) => d.game === 'solo' || d.game === 'silentMarriage' || (d.game === 'marriage' && d.noPartner);
const needed = (d: PadDraft) => (d.game === 'marriage' && d.noPartner ? 1 : PICKS_NEEDED[d.game]);

/** What a draft still lacks before it can be saved: the players of the game, or the card points. */
export type Missing = 'players' | 'points';

export function missing(d: PadDraft): Missing | null {
  if (d.picks.length < needed(d)) return 'players';
  if (d.digits === '') return 'points';
  return null;
}

/** The deal a complete draft describes (null while something is missing). */
export function draftDeal(d: PadDraft): PadDeal | null {
  if (missing(d)) return null;
  const [a, b] = d.picks;
  const game: PadGame =
    d.game === 'normal'
      ? { kind: 'normal', re: [a, b] }
      : d.game === 'marriage'
        ? { kind: 'marriage', declarer: a, partner: d.noPartner ? null : b }
        : d.game === 'poverty'
          ? { kind: 'poverty', declarer: a, partner: b }
          : d.game === 'solo'
            ? { kind: 'solo', declarer: a, solo: d.solo }
            : { kind: 'silentMarriage', declarer: a };
  return {
    kind: 'deal',
    game,
    calls: d.calls,
    points: { party: d.counted, value: Number(d.digits) },
    schwarz: d.schwarz,
    specials: alone(d) ? [] : d.specials,
  };
}

/** The draft of a deal already written (to edit it). */
export function dealDraft(e: PadDeal): PadDraft {
  const g = e.game;
  const picks =
    g.kind === 'normal'
      ? [...g.re]
      : g.kind === 'marriage'
        ? g.partner === null
          ? [g.declarer]
          : [g.declarer, g.partner]
        : g.kind === 'poverty'
          ? [g.declarer, g.partner]
          : [g.declarer];
  return {
    ...EMPTY_DRAFT,
    game: g.kind,
    picks,
    noPartner: g.kind === 'marriage' && g.partner === null,
    solo: g.kind === 'solo' ? g.solo : EMPTY_DRAFT.solo,
    calls: e.calls,
    counted: e.points.party,
    digits: String(e.points.value),
    schwarz: e.schwarz,
    specials: e.specials,
  };
}

/** A new draft for the next deal: a player who is vorgeführt plays his solo, so the form starts there. */
export const nextDraft = (forced: number | null): PadDraft => (forced === null ? EMPTY_DRAFT : { ...EMPTY_DRAFT, game: 'solo', picks: [forced] });

export interface PadEntryInput {
  readonly evening: Evening;
  /** The line being edited, or null for the next deal. */
  readonly index: number | null;
  /** A draft kept from before (a reload in the middle of an entry). */
  readonly draft?: PadDraft;
}

export interface PadEntryContext {
  readonly evening: Evening;
  readonly index: number | null;
  readonly draft: PadDraft;
  /** Why the last "save" was refused: something missing, or the engine's reason. */
  readonly refusal: { readonly missing: Missing } | { readonly problem: RowProblem } | null;
  /** The line the last save wrote (for the page to store). */
  readonly saved: { readonly entry: PadEntry; readonly index: number | null } | null;
}

export type PadEntryEvent =
  | { type: 'GAME'; game: PadGameKind }
  | { type: 'SOLO'; solo: SoloKind }
  | { type: 'PLAYER'; player: number }
  | { type: 'NO_PARTNER' }
  | { type: 'CALL'; party: Party; level: Level }
  | { type: 'COUNTED'; party: Party }
  | { type: 'DIGIT'; digit: number }
  | { type: 'BACKSPACE' }
  | { type: 'SCHWARZ' }
  | { type: 'SPECIAL'; kind: PadSpecialKind; player: number; most: number }
  | { type: 'SAVE' }
  | { type: 'REDEAL' }
  | { type: 'EDIT'; index: number }
  | { type: 'CANCEL' }
  /** The evening changed outside the form (a save, an undo, another deal edited). */
  | { type: 'EVENING'; evening: Evening };

/** The draft after a change of the form (pure: tests drive it without the machine too). */
export function edit(d: PadDraft, e: PadEntryEvent): PadDraft {
  switch (e.type) {
    case 'GAME': {
      if (e.game === d.game) return d;
      // The first player tapped stays (Re, the declarer, the soloist): tables often name the game after them.
      const next = { ...d, game: e.game, noPartner: false };
      return { ...next, picks: d.picks.slice(0, needed(next)), specials: alone(next) ? [] : d.specials };
    }
    case 'SOLO':
      return edit({ ...d, solo: e.solo }, { type: 'GAME', game: 'solo' });
    case 'PLAYER': {
      if (d.picks.includes(e.player)) return { ...d, picks: d.picks.filter((p) => p !== e.player) };
      const picks = [...d.picks, e.player];
      // A tap beyond what the game needs replaces the last one tapped before it.
      return { ...d, picks: picks.length > needed(d) ? [...picks.slice(0, needed(d) - 1), e.player] : picks };
    }
    case 'NO_PARTNER': {
      const noPartner = !d.noPartner;
      return { ...d, noPartner, picks: noPartner ? d.picks.slice(0, 1) : d.picks, specials: noPartner ? [] : d.specials };
    }
    case 'CALL':
      return { ...d, calls: { ...d.calls, [e.party]: d.calls[e.party] === e.level ? -1 : e.level } };
    case 'COUNTED':
      return { ...d, counted: e.party };
    case 'DIGIT': {
      const digits = d.digits === '0' ? String(e.digit) : d.digits + String(e.digit);
      return Number(digits) <= TOTAL_POINTS ? { ...d, digits } : d;
    }
    case 'BACKSPACE':
      return { ...d, digits: d.digits.slice(0, -1) };
    case 'SCHWARZ':
      return { ...d, schwarz: !d.schwarz };
    case 'SPECIAL': {
      // Each tap adds one more of the event for that player, up to the most a deal can hold; then none again.
      const own = d.specials.filter((s) => s.kind === e.kind && s.by === e.player).length;
      const rest = d.specials.filter((s) => !(s.kind === e.kind && s.by === e.player));
      return { ...d, specials: own >= e.most ? rest : [...d.specials, { kind: e.kind, by: e.player }] };
    }
    default:
      return d;
  }
}

/** The evening with this line written at `index` (or added). */
function withLine(ev: Evening, entry: PadEntry, index: number | null): Evening {
  const deals = index === null ? [...ev.deals, entry] : ev.deals.map((d, i) => (i === index ? entry : d));
  return { ...ev, deals };
}

/** The engine's verdict on the line in its place in the evening: null when it counts as written. */
function verdict(ev: Evening, entry: PadEntry, index: number | null): RowProblem | null {
  const at = index ?? ev.deals.length;
  return eveningSheet(withLine(ev, entry, index)).rows[at].problem;
}

const freshDraft = (ev: Evening) => nextDraft(eveningSheet(ev).next.forced);

export const padEntryMachine = setup({
  types: { context: {} as PadEntryContext, events: {} as PadEntryEvent, input: {} as PadEntryInput },
  actions: {
    edit: assign(({ context, event }) => ({ draft: edit(context.draft, event), refusal: null })),
    refuse: assign(({ context }) => {
      const m = missing(context.draft);
      return { refusal: m ? { missing: m } : { problem: verdict(context.evening, draftDeal(context.draft)!, context.index)! } };
    }),
    keep: assign(({ context }) => ({ saved: { entry: draftDeal(context.draft)!, index: context.index } })),
    keepRedeal: assign(({ context }) => ({ saved: { entry: { kind: 'redeal' } as PadEntry, index: context.index } })),
    /** After a save: a fresh draft for the next deal (the page has written the line). */
    next: assign(({ context }) => {
      const ev = context.saved ? withLine(context.evening, context.saved.entry, context.saved.index) : context.evening;
      return { evening: ev, index: null, draft: freshDraft(ev), refusal: null };
    }),
    load: assign(({ context, event }) => {
      if (event.type !== 'EDIT') return {};
      const line = context.evening.deals[event.index];
      return line ? { index: event.index, draft: line.kind === 'deal' ? dealDraft(line) : EMPTY_DRAFT, refusal: null, saved: null } : {};
    }),
    cancel: assign(({ context }) => ({ index: null, draft: freshDraft(context.evening), refusal: null, saved: null })),
    follow: assign(({ context, event }) => {
      if (event.type !== 'EVENING') return {};
      // A line being edited that is gone (an undo) leaves nothing to edit.
      const gone = context.index !== null && context.index >= event.evening.deals.length;
      return { evening: event.evening, ...(gone ? { index: null, draft: freshDraft(event.evening) } : {}) };
    }),
    /** The page stores every change of the draft (provided by the page). */
    persist: () => {},
    /** The page writes the saved line into the evening (provided by the page). */
    commit: () => {},
  },
  guards: {
    counts: ({ context }) => {
      const deal = draftDeal(context.draft);
      return deal !== null && verdict(context.evening, deal, context.index) === null;
    },
  },
}).createMachine({
  id: 'padEntry',
  context: ({ input }) => ({
    evening: input.evening,
    index: input.index,
    draft: input.draft ?? freshDraft(input.evening),
    refusal: null,
    saved: null,
  }),
  initial: 'entering',
  on: {
    EVENING: { actions: 'follow' },
  },
  states: {
    entering: {
      on: {
        GAME: { actions: ['edit', 'persist'] },
        SOLO: { actions: ['edit', 'persist'] },
        PLAYER: { actions: ['edit', 'persist'] },
        NO_PARTNER: { actions: ['edit', 'persist'] },
        CALL: { actions: ['edit', 'persist'] },
        COUNTED: { actions: ['edit', 'persist'] },
        DIGIT: { actions: ['edit', 'persist'] },
        BACKSPACE: { actions: ['edit', 'persist'] },
        SCHWARZ: { actions: ['edit', 'persist'] },
        SPECIAL: { actions: ['edit', 'persist'] },
        SAVE: [{ guard: 'counts', target: 'saved', actions: ['keep', 'commit'] }, { actions: 'refuse' }],
        REDEAL: { target: 'saved', actions: ['keepRedeal', 'commit'] },
        EDIT: { actions: ['load', 'persist'] },
        CANCEL: { actions: ['cancel', 'persist'] },
      },
    },
    /** The line is written; the form opens again for the next deal at once. */
    saved: {
      always: { target: 'entering', actions: ['next', 'persist'] },
    },
  },
});
