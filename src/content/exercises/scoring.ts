/**
 * Exercises on winning and scoring: targets, the checklist, special points, solos and deals
 * without a winner. In the deals South and North are Re unless the deal says otherwise. `expected` is the rule book's answer (or our own sum):
 * never shown, only compared with the engine's by tests/content.
 */
import type { Exercise } from './types.ts';

export const SCORING = [
  // What each side needs
  {
    kind: 'choose',
    id: 'quick-winner-tie',
    lesson: 'winning-targets',
    ask: { of: 'dealWinner', deal: { reCardPoints: 120, reTricks: 6 } },
    expected: { kind: 'party', party: 'kontra' },
    drills: ['10'],
  },
  {
    kind: 'number',
    id: 'target-re-no90',
    lesson: 'winning-targets',
    ask: { of: 'target', party: 're', reLevel: 1, kontraLevel: -1 },
    expected: 151,
    drills: ['10'],
  },
  {
    kind: 'number',
    id: 'target-kontra-vs-no60',
    lesson: 'winning-targets',
    ask: { of: 'target', party: 'kontra', reLevel: 2, kontraLevel: -1 },
    expected: 60,
    drills: ['10'],
  },
  {
    kind: 'number',
    id: 'target-only-kontra',
    lesson: 'winning-targets',
    ask: { of: 'target', party: 're', reLevel: -1, kontraLevel: 0 },
    expected: 120,
    drills: ['10'],
  },
  {
    kind: 'choose',
    id: 'winner-both-absagen',
    lesson: 'winning-targets',
    ask: { of: 'dealWinner', deal: { reLevel: 1, kontraLevel: 1, reCardPoints: 140, reTricks: 8 } },
    expected: { kind: 'party', party: 'none' },
    drills: ['10', '11.2'],
  },
  // The checklist
  {
    kind: 'sheet',
    id: 'sheet-re-and-kontra',
    lesson: 'scoring-step-by-step',
    deal: { reLevel: 0, kontraLevel: 0, reCardPoints: 171, reTricks: 9 },
    expected: { value: 6, scores: [6, -6, 6, -6] },
    drills: ['11', '11.4'],
  },
  // Special points
  {
    kind: 'sheet',
    id: 'sheet-netting',
    lesson: 'special-points',
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
    drills: ['11.1', '16.6'],
  },
  {
    kind: 'number',
    id: 'score-winners-below-zero',
    lesson: 'special-points',
    ask: {
      of: 'seatScore',
      deal: {
        reCardPoints: 135,
        reTricks: 7,
        specials: [
          { kind: 'doppelkopf', party: 're' },
          { kind: 'fox', party: 'kontra' },
          { kind: 'fox', party: 'kontra' },
          { kind: 'karlchen', party: 'kontra' },
        ],
      },
      seat: 0,
    },
    fixed: { foxLastTrick: false },
    expected: -1,
    drills: ['11.1', '16.6'],
  },
  // Solos and games without a winner
  {
    kind: 'number',
    id: 'score-solo-win',
    lesson: 'solo-scoring',
    ask: { of: 'seatScore', deal: { contract: 'solo', soloist: 0, solo: 'queens', reLevel: 0, reCardPoints: 134, reTricks: 7 }, seat: 0 },
    expected: 9,
    drills: ['11.3'],
  },
  {
    kind: 'sheet',
    id: 'sheet-solo-lost',
    lesson: 'solo-scoring',
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
    drills: ['11.3', '11.1'],
  },
  {
    kind: 'number',
    id: 'score-no-winner',
    lesson: 'solo-scoring',
    ask: { of: 'seatScore', deal: { reLevel: 2, kontraLevel: 1, reCardPoints: 170, reTricks: 9 }, seat: 0 },
    expected: 2,
    drills: ['11.2'],
  },
  {
    kind: 'number',
    id: 'score-calls-to-winner',
    lesson: 'scoring-step-by-step',
    ask: { of: 'seatScore', deal: { reLevel: 0, reCardPoints: 115, reTricks: 6 }, seat: 0 },
    expected: -4,
    drills: ['11', '11.4'],
  },
  {
    kind: 'number',
    id: 'score-example-2',
    lesson: 'scoring-step-by-step',
    ask: { of: 'seatScore', deal: { kontraLevel: 1, reCardPoints: 57, reTricks: 3 }, seat: 1 },
    expected: 7,
    drills: ['11.5', '11'],
  },
  // Special points
  {
    kind: 'choose',
    id: 'fox-own-partner',
    lesson: 'special-points',
    ask: { of: 'trickSpecials', trick: ['DJ', 'DA', 'DK', 'H10'], leader: 1, re: [0, 2], lastTrick: false },
    expected: { kind: 'party', party: 'none' },
    fixed: { dulle: 'firstWins', piglets: false },
    drills: ['11.1'],
  },
  {
    kind: 'choose',
    id: 'fox-and-doppelkopf',
    lesson: 'special-points',
    ask: { of: 'trickSpecials', trick: ['SA', 'DA', 'S10', 'SA'], leader: 0, re: [0, 2], lastTrick: false },
    expected: { kind: 'party', party: 'kontra' },
    fixed: { piglets: false },
    drills: ['11.1'],
  },
  {
    kind: 'choose',
    id: 'karlchen-last-trick',
    lesson: 'special-points',
    ask: { of: 'trickSpecials', trick: ['CJ', 'HK', 'S9', 'C9'], leader: 1, re: [0, 2], lastTrick: true },
    expected: { kind: 'party', party: 'kontra' },
    fixed: { withoutNines: false },
    drills: ['11.1'],
  },
  {
    kind: 'choose',
    id: 'marriage-fox-final-parties',
    lesson: 'special-points',
    ask: { of: 'trickSpecials', trick: ['DJ', 'D9', 'H10', 'DA'], leader: 0, re: [1, 2], lastTrick: false },
    expected: { kind: 'party', party: 're' },
    fixed: { dulle: 'firstWins', piglets: false, withoutNines: false },
    drills: ['16.15', '7', '11.1'],
  },
  // Solos and games without a winner
  {
    kind: 'number',
    id: 'no-winner-solo',
    lesson: 'solo-scoring',
    ask: { of: 'seatScore', deal: { contract: 'solo', soloist: 0, reLevel: 1, kontraLevel: 1, reCardPoints: 140, reTricks: 8 }, seat: 0 },
    expected: 3,
    drills: ['16.1', '11.2'],
  },
  {
    kind: 'number',
    id: 'schwarz-30-points',
    lesson: 'solo-scoring',
    ask: { of: 'seatScore', deal: { reLevel: 4, reCardPoints: 210, reTricks: 11 }, seat: 0 },
    fixed: { withoutNines: false },
    expected: -9,
    drills: ['16.2', '10', '11'],
  },
] as const satisfies readonly Exercise[];

/** Fresh positions of scoring exercises, asked again at the end of their lesson when missed. */
export const SCORING_AGAIN = [
  {
    kind: 'choose',
    id: 'quick-winner-tie-again',
    asksAgain: 'quick-winner-tie',
    lesson: 'winning-targets',
    ask: { of: 'dealWinner', deal: { reCardPoints: 121, reTricks: 6 } },
    expected: { kind: 'party', party: 're' },
    drills: ['10'],
  },
] as const satisfies readonly Exercise[];
