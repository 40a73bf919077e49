/**
 * Worked examples the lessons show as figures: deals in words scored by the engine at build
 * time, and a whole tournament round. `expected` is what the source says: never shown, only
 * compared with the engine's result by tests/content, so a slip in either shows.
 */
import type { RuleSet } from '../../engine/rules.ts';
import type { SheetDeal } from '../../machines/scoreSheetFacts.ts';
import type { SessionStep } from '../../machines/sessionSteps.ts';

/** The worked session of lesson 17: 24 deals, two early Pflichtsoli, a Lustsolo, and two forced solos at the end. */
export const WORKED_SESSION: readonly SessionStep[] = [
  { game: 'normal', deal: { reCardPoints: 131, reTricks: 7 } },
  { game: 'normal', deal: { re: [1, 3], reLevel: 0, reCardPoints: 112, reTricks: 5 } },
  { game: 'solo', seat: 2, solo: 'queens', deal: { reLevel: 0, reCardPoints: 161, reTricks: 8 } },
  { game: 'normal', deal: { re: [0, 1], reCardPoints: 150, reTricks: 8, specials: [{ kind: 'fox', party: 're' }] } },
  { game: 'normal', deal: { re: [2, 3], kontraLevel: 0, reCardPoints: 95, reTricks: 4 } },
  { game: 'normal', deal: { re: [0, 3], reLevel: 1, reCardPoints: 166, reTricks: 9 } },
  { game: 'normal', deal: { re: [1, 2], reCardPoints: 121, reTricks: 6 } },
  { game: 'solo', seat: 0, solo: 'jacks', deal: { reCardPoints: 108, reTricks: 5 } },
  { game: 'normal', deal: { re: [0, 2], reCardPoints: 87, reTricks: 4, specials: [{ kind: 'doppelkopf', party: 'kontra' }] } },
  { game: 'normal', deal: { re: [1, 3], reLevel: 0, kontraLevel: 0, reCardPoints: 133, reTricks: 7 } },
  { game: 'normal', deal: { re: [0, 1], reCardPoints: 104, reTricks: 5 } },
  { game: 'solo', seat: 0, solo: 'clubs', deal: { reLevel: 0, reCardPoints: 178, reTricks: 9 } },
  { game: 'normal', deal: { re: [2, 3], reCardPoints: 139, reTricks: 7, specials: [{ kind: 'karlchen', party: 're' }] } },
  { game: 'normal', deal: { re: [0, 3], reCardPoints: 118, reTricks: 6 } },
  { game: 'normal', deal: { re: [1, 2], reLevel: 0, reCardPoints: 127, reTricks: 7 } },
  { game: 'normal', deal: { re: [0, 2], reCardPoints: 144, reTricks: 8 } },
  { game: 'normal', deal: { re: [1, 3], reCardPoints: 120, reTricks: 6 } },
  { game: 'normal', deal: { re: [0, 1], kontraLevel: 0, reCardPoints: 128, reTricks: 7 } },
  { game: 'normal', deal: { re: [2, 3], reCardPoints: 91, reTricks: 4 } },
  { game: 'normal', deal: { re: [0, 3], reLevel: 0, reCardPoints: 135, reTricks: 7 } },
  { game: 'normal', deal: { re: [1, 2], reCardPoints: 123, reTricks: 6 } },
  { game: 'normal', deal: { re: [0, 2], reCardPoints: 110, reTricks: 5 } },
  { game: 'solo', seat: 1, solo: 'diamonds', deal: { reCardPoints: 126, reTricks: 6 } },
  { game: 'solo', seat: 3, solo: 'spades', deal: { kontraLevel: 0, reCardPoints: 115, reTricks: 5 } },
];

/** A worked example of a lesson: a deal in words, scored by the engine at build time. */
export interface WorkedExample {
  /** Its title is in the exercise catalogue under this id (src/content/exercises/words.ts). */
  readonly id: string;
  readonly deal: Partial<SheetDeal>;
  readonly rules?: Partial<RuleSet>;
  /** What the source says (never shown; tests compare it with the engine). */
  readonly expected: { readonly value: number; readonly scores: readonly [number, number, number, number] };
}

/** The six worked examples of docs/rules.md §11.5 (English Wikipedia), Re = South and North, soloist South. */
const SIX = [
  { id: 'ex1', deal: { reCardPoints: 131, reTricks: 7 }, expected: { value: 1, scores: [1, -1, 1, -1] } },
  {
    id: 'ex2',
    deal: { kontraLevel: 2, reCardPoints: 57, reTricks: 3 },
    expected: { value: -8, scores: [-8, 8, -8, 8] },
  },
  {
    id: 'ex3',
    deal: { reLevel: 2, kontraLevel: 0, reCardPoints: 180, reTricks: 9 },
    expected: { value: -8, scores: [-8, 8, -8, 8] },
  },
  {
    id: 'ex4',
    deal: { reLevel: 2, kontraLevel: 0, reCardPoints: 150, reTricks: 8 },
    expected: { value: -9, scores: [-9, 9, -9, 9] },
  },
  {
    id: 'ex5',
    deal: { contract: 'solo', soloist: 0, reCardPoints: 153, reTricks: 8 },
    expected: { value: 2, scores: [6, -2, -2, -2] },
  },
  {
    id: 'ex6',
    deal: { contract: 'solo', soloist: 0, reLevel: 1, reCardPoints: 87, reTricks: 4 },
    expected: { value: -6, scores: [-18, 6, 6, 6] },
  },
] as const satisfies readonly WorkedExample[];
export const SIX_EXAMPLES: readonly WorkedExample[] = SIX;

/** Further worked examples of lessons 13–16, scored by the engine; `expected` as in SIX_EXAMPLES. */
const MORE = [
  {
    id: 'netting-minus',
    deal: {
      reCardPoints: 131,
      reTricks: 7,
      specials: [
        { kind: 'fox', party: 'kontra' },
        { kind: 'fox', party: 'kontra' },
        { kind: 'karlchen', party: 'kontra' },
      ],
    },
    expected: { value: -2, scores: [-2, 2, -2, 2] },
  },
  {
    id: 'specials-all',
    deal: {
      reCardPoints: 99,
      reTricks: 5,
      specials: [
        { kind: 'doppelkopf', party: 're' },
        { kind: 'doppelkopf', party: 'kontra' },
        { kind: 'fox', party: 're' },
      ],
    },
    expected: { value: -1, scores: [-1, 1, -1, 1] },
  },
  {
    id: 'solo-specials-ignored',
    deal: {
      contract: 'solo',
      soloist: 0,
      reCardPoints: 99,
      reTricks: 5,
      specials: [
        { kind: 'doppelkopf', party: 're' },
        { kind: 'doppelkopf', party: 'kontra' },
        { kind: 'fox', party: 're' },
      ],
    },
    expected: { value: -1, scores: [-3, 1, 1, 1] },
  },
  {
    id: 'no-winner',
    deal: { reLevel: 1, kontraLevel: 1, reCardPoints: 140, reTricks: 8 },
    expected: { value: 1, scores: [1, -1, 1, -1] },
  },
  {
    id: 'no-winner-solo',
    deal: { contract: 'solo', soloist: 0, reLevel: 1, kontraLevel: 1, reCardPoints: 140, reTricks: 8 },
    expected: { value: 1, scores: [3, -1, -1, -1] },
  },
  {
    id: 'no-winner-below',
    deal: { reLevel: 2, kontraLevel: 2, reCardPoints: 175, reTricks: 9 },
    expected: { value: 3, scores: [3, -3, 3, -3] },
  },
] as const satisfies readonly WorkedExample[];
export const MORE_EXAMPLES: readonly WorkedExample[] = MORE;

/** The ids as written above (the exercise catalogue has a title for each). */
export type WorkedExampleId = (typeof SIX)[number]['id'] | (typeof MORE)[number]['id'];

export function workedExample(id: string): WorkedExample {
  const found = [...SIX_EXAMPLES, ...MORE_EXAMPLES].find((e) => e.id === id);
  if (!found) throw new Error(`unknown worked example "${id}"`);
  return found;
}
