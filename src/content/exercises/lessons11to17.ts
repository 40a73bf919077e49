/**
 * Exercises of lessons 11–17 (targets, scoring, special points, solos, house rules, tactics,
 * tournaments) as data. Each one states a deal; the widget asks the engine for the answer.
 * `expected` is the answer the rule book (or our own sum) gives: it is never shown, only
 * compared with the engine's by tests/content/lessons11to17.test.ts, so a slip in either shows.
 * Link to one with `?exercise=<id>`.
 */
import type { OrderKind } from '../../engine/order.ts';
import type { Party, Seat } from '../../engine/parties.ts';
import { parseRules, type RuleSet } from '../../engine/rules.ts';
import type { Level } from '../../engine/scoring.ts';
import type { SheetDeal } from '../../machines/scoreSheetFacts.ts';
import type { SessionStep } from '../../machines/sessionSteps.ts';
import type { Exercise, WinnerExercise } from './index.ts';

interface Base {
  readonly id: string;
  /** Slug of the lesson that shows it. */
  readonly lesson: string;
  readonly title: string;
  readonly goal: string;
  readonly contract: OrderKind;
  /** Overrides of the DDV rules; the exercise is played under these, whatever the settings say. */
  readonly rules?: Partial<RuleSet>;
  readonly hints: readonly string[];
  readonly explanation: string;
}

/** How many card points (or tricks) a party needs after these calls. */
export type TargetExercise = Base & {
  readonly kind: 'targetPoints';
  readonly reLevel: Level;
  readonly kontraLevel: Level;
  readonly party: Party;
  readonly expected: number;
};
/** Who wins this deal: Re, Kontra or nobody. */
export type DealWinnerExercise = Base & { readonly kind: 'dealWinner'; readonly deal: Partial<SheetDeal>; readonly expected: Party | 'none' };
/** One player's score for this deal. */
export type SeatScoreExercise = Base & {
  readonly kind: 'seatScore';
  readonly deal: Partial<SheetDeal>;
  readonly seat: Seat;
  readonly expected: number;
};
/** Write the whole score sheet: every line and the four scores. */
export type SheetExercise = Base & {
  readonly kind: 'scoreSheet';
  readonly deal: Partial<SheetDeal>;
  readonly expected: { readonly value: number; readonly scores: readonly [number, number, number, number] };
};
/** A question about a session: who deals next, who is vorgeführt. */
export type SessionExercise = Base & {
  readonly kind: 'session';
  readonly steps: readonly SessionStep[];
  readonly ask: 'nextDealer' | 'forcedSoloist';
  readonly expected: Seat;
};

export type ScoringExercise = TargetExercise | DealWinnerExercise | SeatScoreExercise | SheetExercise | SessionExercise;
export type Lesson11to17Exercise = ScoringExercise | WinnerExercise;

const normals = (n: number): SessionStep[] => Array.from({ length: n }, () => ({ game: 'normal' }) as const);

export const LESSON_11_TO_17_EXERCISES: readonly Lesson11to17Exercise[] = [
  // 11 — targets
  {
    kind: 'targetPoints',
    id: 'target-re-no90',
    lesson: 'winning-targets',
    title: 'Re says keine 90',
    goal: 'Re announced “Re” and “keine 90”; Kontra said nothing. How many card points does Re need to win?',
    contract: 'normal',
    reLevel: 1,
    kontraLevel: -1,
    party: 're',
    expected: 151,
    hints: ['“Keine 90” means: Kontra stays below 90.', 'If Kontra has at most 89, how many does Re have of the 240?'],
    explanation: 'Re’s own Absage is its target now: Kontra must end below 90, so Re needs 240 − 89 = 151.',
  },
  {
    kind: 'targetPoints',
    id: 'target-kontra-vs-no60',
    lesson: 'winning-targets',
    title: 'Against keine 60',
    goal: 'Re announced “keine 60”; Kontra made no Absage. How many card points are enough for Kontra to win?',
    contract: 'normal',
    reLevel: 2,
    kontraLevel: -1,
    party: 'kontra',
    expected: 60,
    hints: ['Kontra only has to make Re’s call fail.', 'Re promised that Kontra stays below 60.'],
    explanation: 'A party against an Absage only needs to defeat it: with 60 card points Kontra has broken “keine 60” and wins.',
  },
  {
    kind: 'targetPoints',
    id: 'target-only-kontra',
    lesson: 'winning-targets',
    title: 'Only Kontra was said',
    goal: 'Kontra announced “Kontra”, and Re said nothing at all. How many card points does Re need now?',
    contract: 'normal',
    reLevel: -1,
    kontraLevel: 0,
    party: 're',
    expected: 120,
    hints: ['The party that announces alone takes on the harder side of the tie.'],
    explanation: 'When only Kontra is announced, the tie at 120 : 120 goes to Re: Re needs 120, Kontra 121.',
  },
  {
    kind: 'dealWinner',
    id: 'winner-both-absagen',
    lesson: 'winning-targets',
    title: 'Both said keine 90',
    goal: 'Re said “keine 90”, Kontra replied with “keine 90” too. Re took 140 card points in 8 tricks. Who won?',
    contract: 'normal',
    deal: { reLevel: 1, kontraLevel: 1, reCardPoints: 140, reTricks: 8 },
    expected: 'none',
    hints: ['Re needs Kontra below 90. Did that happen?', 'Kontra needs Re below 90. Did that happen?'],
    explanation: 'Kontra has 100, so Re’s keine 90 failed; Re has 140, so Kontra’s failed too. With two failed Absagen there is no winner.',
  },
  // 12 — scoring step by step
  {
    kind: 'seatScore',
    id: 'score-kontra-wins-quietly',
    lesson: 'scoring-step-by-step',
    title: 'A quiet Kontra win',
    goal: 'No announcements. Re (Anna and Clara) took 112 card points. What does Anna score?',
    contract: 'normal',
    deal: { reCardPoints: 112, reTricks: 5 },
    seat: 0,
    expected: -2,
    hints: ['Kontra has 128: who won?', 'Kontra’s win brings a special point: “gegen die Alten”.'],
    explanation: 'Kontra won (1) against the club queens (1): 2 for Kontra, so each Re player scores −2.',
  },
  {
    kind: 'scoreSheet',
    id: 'sheet-re-and-kontra',
    lesson: 'scoring-step-by-step',
    title: 'Re and Kontra both said',
    goal: 'Re (Anna and Clara) announced “Re”, Kontra replied “Kontra”. Re took 171 card points in 9 tricks. Write the score sheet.',
    contract: 'normal',
    deal: { reLevel: 0, kontraLevel: 0, reCardPoints: 171, reTricks: 9 },
    expected: { value: 6, scores: [6, -6, 6, -6] },
    hints: ['Go through the items in order: won, below 90/60/30, Re, Kontra.', 'Kontra has 69 card points.', 'Both calls are credited to the winner, 2 points each.'],
    explanation: 'Won 1, Kontra below 90 1, “Re” 2, “Kontra” 2: 6 for Re. Every call goes to the winner, whoever made it.',
  },
  // 13 — special points
  {
    kind: 'scoreSheet',
    id: 'sheet-netting',
    lesson: 'special-points',
    title: 'Special points are netted',
    goal: 'No announcements. Re (Anna and Clara) took 125 card points and a Doppelkopf; Kontra caught a fox and Karlchen won the last trick for Kontra. Write the sheet.',
    contract: 'normal',
    deal: {
      reCardPoints: 125,
      reTricks: 7,
      specials: [
        { kind: 'doppelkopf', party: 're' },
        { kind: 'fox', party: 'kontra' },
        { kind: 'karlchen', party: 'kontra' },
      ],
    },
    expected: { value: 0, scores: [0, 0, 0, 0] },
    hints: ['Re won: 1 point.', 'Count each party’s special points.', 'Re: 1 + 1; Kontra: 1 + 1. What is left?'],
    explanation: 'Re has won 1 + Doppelkopf 1 = 2, Kontra fox 1 + Karlchen 1 = 2. Netted, the winners score 0.',
  },
  {
    kind: 'seatScore',
    id: 'score-winners-below-zero',
    lesson: 'special-points',
    title: 'Winning, and still minus',
    goal: 'No announcements. Re (Anna and Clara) won with 131 card points, but Kontra caught both foxes and Karlchen won the last trick for Kontra. What does Anna score?',
    contract: 'normal',
    deal: {
      reCardPoints: 131,
      reTricks: 7,
      specials: [
        { kind: 'fox', party: 'kontra' },
        { kind: 'fox', party: 'kontra' },
        { kind: 'karlchen', party: 'kontra' },
      ],
    },
    seat: 0,
    expected: -2,
    hints: ['Re gets 1 for the win.', 'Kontra’s special points: two foxes and Karlchen.'],
    explanation: 'Re 1, Kontra 3: the net value is 2 for Kontra, so the winners each score −2 (docs/rules.md §11.1).',
  },
  // 14 — solos and games without a winner
  {
    kind: 'seatScore',
    id: 'score-solo-win',
    lesson: 'solo-scoring',
    title: 'A won queens solo',
    goal: 'Anna plays a queens solo and announces “Re”. She takes 134 card points in 7 tricks. What does Anna score?',
    contract: 'queens',
    deal: { contract: 'solo', soloist: 0, solo: 'queens', reLevel: 0, reCardPoints: 134, reTricks: 7 },
    seat: 0,
    expected: 9,
    hints: ['Won 1, “Re” 2.', 'The soloist gets three times the value.'],
    explanation: 'Won 1 + “Re” 2 = 3; the soloist gets 3 × 3 = 9 and each opponent −3.',
  },
  {
    kind: 'scoreSheet',
    id: 'sheet-solo-lost',
    lesson: 'solo-scoring',
    title: 'A lost solo with Kontra',
    goal: 'Ben plays a jacks solo without announcing; the opponents say “Kontra”. Ben takes 98 card points in 5 tricks; a Doppelkopf fell to the opponents. Write the sheet.',
    contract: 'jacks',
    deal: {
      contract: 'solo',
      soloist: 1,
      solo: 'jacks',
      kontraLevel: 0,
      reCardPoints: 98,
      reTricks: 5,
      specials: [{ kind: 'doppelkopf', party: 'kontra' }],
    },
    expected: { value: -3, scores: [3, -9, 3, 3] },
    hints: ['Kontra has 142: who won?', 'In a solo there are no special points, and no “gegen die Alten”.', 'The soloist pays three times.'],
    explanation: 'Kontra won 1 + “Kontra” 2 = 3. No special points in a solo. Ben pays 3 × 3 = 9, the others get 3 each.',
  },
  {
    kind: 'seatScore',
    id: 'score-no-winner',
    lesson: 'solo-scoring',
    title: 'No winner, still points',
    goal: 'Re (Anna and Clara) said “keine 90”, Kontra replied “keine 90”. Re took 140 card points. Nobody won, but what does Anna score?',
    contract: 'normal',
    deal: { reLevel: 1, kontraLevel: 1, reCardPoints: 140, reTricks: 8 },
    seat: 0,
    expected: 1,
    hints: ['Without a winner, no call is paid.', 'Did Re reach 120 against Kontra’s keine 90?'],
    explanation: 'Without a winner only the “below” and “reached” items count: Re reached 120 against Kontra’s keine 90, 1 point for Re.',
  },
  // 15 — house rules
  {
    kind: 'winner',
    id: 'house-dulle-last-trick',
    lesson: 'house-rules',
    title: 'Two Dullen in the last trick',
    goal: 'House rule: the second ♥10 beats the first, except in the last trick. This is the last trick. Which card wins?',
    contract: 'normal',
    rules: { dulle: 'secondWinsExceptLastTrick' },
    trick: ['SA', 'H10', 'CQ', 'H10'],
    lastTrick: true,
    hints: ['In any other trick the second ♥10 would win.'],
    explanation: 'In the last trick this house rule falls back to the DDV rule: the first ♥10 wins.',
  },
  {
    kind: 'seatScore',
    id: 'house-fox-last-trick',
    lesson: 'house-rules',
    title: 'A fox in the last trick',
    goal: 'House rule “fox caught in the last trick counts 2”. No announcements; Re (Anna and Clara) won with 130 card points, and Kontra caught a fox in the last trick. What does Anna score?',
    contract: 'normal',
    rules: { foxLastTrick: true },
    deal: { reCardPoints: 130, reTricks: 7, specials: [{ kind: 'fox', party: 'kontra', lastTrick: true }] },
    seat: 0,
    expected: -1,
    hints: ['Re gets 1 for winning.', 'Under this house rule that fox is worth 2 to Kontra.'],
    explanation: 'Re 1, Kontra 2: netted, the winners score −1. Under DDV rules it would have been 0.',
  },
  // 16 — tactics
  {
    kind: 'seatScore',
    id: 'tactics-failed-no90',
    lesson: 'tactics',
    title: 'The price of keine 90',
    goal: 'Re (Anna and Clara) said “Re” and “keine 90” and took 140 card points in 8 tricks. What does Anna score?',
    contract: 'normal',
    deal: { reLevel: 1, reCardPoints: 140, reTricks: 8 },
    seat: 0,
    expected: -5,
    hints: ['Re needed 151. Kontra only needed 90.', 'Kontra collects: won, “Re”, “keine 90”, gegen die Alten.'],
    explanation: 'Kontra won 1 + “Re” 2 + “keine 90” 1 + gegen die Alten 1 = 5. With only “Re” Anna would have scored +3: the Absage cost 8.',
  },
  {
    kind: 'seatScore',
    id: 'tactics-plain-re',
    lesson: 'tactics',
    title: 'The same game with only Re',
    goal: 'The same deal, but Re said only “Re”: Re took 140 card points in 8 tricks. What does Anna score?',
    contract: 'normal',
    deal: { reLevel: 0, reCardPoints: 140, reTricks: 8 },
    seat: 0,
    expected: 3,
    hints: ['Re needs 121 now.', 'Won 1, and the “Re”.'],
    explanation: 'Won 1 + “Re” 2 = 3. Compare with −5 after the failed keine 90: a swing of 8 points per player.',
  },
  // 17 — tournaments
  {
    kind: 'session',
    id: 'session-dealer-after-pflichtsolo',
    lesson: 'tournament-play',
    title: 'Who deals after a Pflichtsolo?',
    goal: 'Anna dealt the first deal. Deals 1 and 2 were normal games; in deal 3 David played his Pflichtsolo. Who deals deal 4?',
    contract: 'normal',
    steps: [...normals(2), { game: 'solo', seat: 3, solo: 'clubs' }],
    ask: 'nextDealer',
    expected: 2,
    hints: ['Who dealt deal 3?', 'After a Pflichtsolo the dealer does not change.'],
    explanation: 'Clara dealt deal 3; after a Pflichtsolo the same dealer deals again, so Clara deals deal 4 too.',
  },
  {
    kind: 'session',
    id: 'session-lustsolo-rotates',
    lesson: 'tournament-play',
    title: 'A second solo',
    goal: 'Anna dealt deal 1 (a normal game). In deal 2 Ben played his Pflichtsolo; in deal 3 Ben played another solo. Who deals deal 4?',
    contract: 'normal',
    steps: [...normals(1), { game: 'solo', seat: 1, solo: 'jacks' }, { game: 'solo', seat: 1, solo: 'queens' }],
    ask: 'nextDealer',
    expected: 2,
    hints: ['Ben’s second solo is a Lustsolo.', 'A Lustsolo counts like a normal game for the rotation.'],
    explanation: 'Ben dealt deals 2 and 3 (the Pflichtsolo made him deal again). The second solo is a Lustsolo, so the deal passes on to Clara.',
  },
  {
    kind: 'session',
    id: 'session-vorgefuehrt',
    lesson: 'tournament-play',
    title: 'Vorgeführt',
    goal: 'In a round of 24, Anna and Clara played their Pflichtsoli in deals 1 and 2, then 20 normal games followed. Two deals are left. Who must play a Pflichtsolo in deal 23?',
    contract: 'normal',
    steps: [{ game: 'solo', seat: 0, solo: 'hearts' }, { game: 'solo', seat: 2, solo: 'aces' }, ...normals(20)],
    ask: 'forcedSoloist',
    expected: 1,
    hints: ['Two solos are owed and two deals are left.', 'Who deals deal 23? The first player from the dealer’s left who owes one is forced.'],
    explanation: 'Anna deals deal 23. Ben and David still owe their Pflichtsolo with two deals left, so Ben, first on Anna’s left, is vorgeführt.',
  },
];

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

export function scoringExercise(id: string): Lesson11to17Exercise {
  const found = LESSON_11_TO_17_EXERCISES.find((e) => e.id === id);
  if (!found) throw new Error(`unknown exercise "${id}"`);
  return found;
}

/** Typed look-ups for MDX (which cannot narrow a union). */
export function exercise<K extends Lesson11to17Exercise['kind']>(id: string, kind?: K): Extract<Lesson11to17Exercise, { kind: K }> {
  const e = scoringExercise(id);
  if (kind && e.kind !== kind) throw new Error(`exercise "${id}" is a ${e.kind} exercise, not ${kind}`);
  return e as Extract<Lesson11to17Exercise, { kind: K }>;
}

export function lessonExerciseIds(lesson: string): string[] {
  return LESSON_11_TO_17_EXERCISES.filter((e) => e.lesson === lesson).map((e) => e.id);
}

/** The full rule set an exercise is played under. */
export function scoringExerciseRules(e: Lesson11to17Exercise): RuleSet {
  const parsed = parseRules(e.rules ?? {});
  if (!parsed.ok) throw new Error(`exercise ${e.id}: ${parsed.error.message}`);
  return parsed.value;
}

/**
 * ExerciseFrame (stars, hints, reset, link) reads only the fields shared by every exercise;
 * until index.ts's Exercise union includes ScoringExercise, widen the type for it here.
 */
export const framed = (e: Lesson11to17Exercise): Exercise => e as unknown as Exercise;

/** A worked example of a lesson: a deal in words, scored by the engine at build time. */
export interface WorkedExample {
  readonly id: string;
  readonly title: string;
  readonly deal: Partial<SheetDeal>;
  readonly rules?: Partial<RuleSet>;
  /** What the source says (never shown; tests compare it with the engine). */
  readonly expected: { readonly value: number; readonly scores: readonly [number, number, number, number] };
}

/** The six worked examples of docs/rules.md §11.5 (English Wikipedia), Re = Anna and Clara, soloist Anna. */
export const SIX_EXAMPLES: readonly WorkedExample[] = [
  { id: 'ex1', title: '1. No announcements, Re takes 131', deal: { reCardPoints: 131, reTricks: 7 }, expected: { value: 1, scores: [1, -1, 1, -1] } },
  {
    id: 'ex2',
    title: '2. Kontra says “Kontra” and “keine 60”, Kontra takes 183',
    deal: { kontraLevel: 2, reCardPoints: 57, reTricks: 3 },
    expected: { value: -8, scores: [-8, 8, -8, 8] },
  },
  {
    id: 'ex3',
    title: '3. Re says “Re” and “keine 60”, Kontra replies “Kontra”, Kontra takes 60',
    deal: { reLevel: 2, kontraLevel: 0, reCardPoints: 180, reTricks: 9 },
    expected: { value: -8, scores: [-8, 8, -8, 8] },
  },
  {
    id: 'ex4',
    title: '4. As example 3, but Kontra takes 90',
    deal: { reLevel: 2, kontraLevel: 0, reCardPoints: 150, reTricks: 8 },
    expected: { value: -9, scores: [-9, 9, -9, 9] },
  },
  {
    id: 'ex5',
    title: '5. Solo without announcements, the soloist takes 153',
    deal: { contract: 'solo', soloist: 0, reCardPoints: 153, reTricks: 8 },
    expected: { value: 2, scores: [6, -2, -2, -2] },
  },
  {
    id: 'ex6',
    title: '6. Solo, the soloist says “Re” and “keine 90” and takes 87',
    deal: { contract: 'solo', soloist: 0, reLevel: 1, reCardPoints: 87, reTricks: 4 },
    expected: { value: -6, scores: [-18, 6, 6, 6] },
  },
];

/** Further worked examples of lessons 13–16, scored by the engine; `expected` as in SIX_EXAMPLES. */
export const MORE_EXAMPLES: readonly WorkedExample[] = [
  {
    id: 'netting-minus',
    title: 'Re wins, Kontra catches both foxes and makes Karlchen',
    deal: { reCardPoints: 131, reTricks: 7, specials: [{ kind: 'fox', party: 'kontra' }, { kind: 'fox', party: 'kontra' }, { kind: 'karlchen', party: 'kontra' }] },
    expected: { value: -2, scores: [-2, 2, -2, 2] },
  },
  {
    id: 'specials-all',
    title: 'Kontra wins with 141; a Doppelkopf each, Re catches a fox',
    deal: { reCardPoints: 99, reTricks: 5, specials: [{ kind: 'doppelkopf', party: 're' }, { kind: 'doppelkopf', party: 'kontra' }, { kind: 'fox', party: 're' }] },
    expected: { value: -1, scores: [-1, 1, -1, 1] },
  },
  {
    id: 'solo-specials-ignored',
    title: 'The same cards in a solo: Anna plays alone and takes 99',
    deal: { contract: 'solo', soloist: 0, reCardPoints: 99, reTricks: 5, specials: [{ kind: 'doppelkopf', party: 're' }, { kind: 'doppelkopf', party: 'kontra' }, { kind: 'fox', party: 're' }] },
    expected: { value: -1, scores: [-3, 1, 1, 1] },
  },
  {
    id: 'no-winner',
    title: 'Both say “keine 90”, Re takes 140',
    deal: { reLevel: 1, kontraLevel: 1, reCardPoints: 140, reTricks: 8 },
    expected: { value: 1, scores: [1, -1, 1, -1] },
  },
  {
    id: 'no-winner-solo',
    title: 'A solo: Anna says “keine 90”, the opponents “keine 90”, Anna takes 140',
    deal: { contract: 'solo', soloist: 0, reLevel: 1, kontraLevel: 1, reCardPoints: 140, reTricks: 8 },
    expected: { value: 1, scores: [3, -1, -1, -1] },
  },
  {
    id: 'no-winner-below',
    title: 'Both say “keine 60”, Re takes 175',
    deal: { reLevel: 2, kontraLevel: 2, reCardPoints: 175, reTricks: 9 },
    expected: { value: 3, scores: [3, -3, 3, -3] },
  },
];

export function workedExample(id: string): WorkedExample {
  const found = [...SIX_EXAMPLES, ...MORE_EXAMPLES].find((e) => e.id === id);
  if (!found) throw new Error(`unknown worked example "${id}"`);
  return found;
}
