/** The quick start: a deal, card points, trumps, following suit, tricks, Re and Kontra, winning and the score. */
import { DEAL_RULES, HANDS, NORMAL, TRICK_1 } from './deals.ts';
import type { Exercise } from './types.ts';

/** The ♥10 is the top trump under the DDV rules; a learner playing "no Dullen" would see other answers. */
const DULLE = { dulle: 'firstWins' } as const;

export const QUICK_START_EXERCISES = [
  // How a deal goes
  {
    kind: 'choose',
    id: 'deal-first-lead',
    lesson: 'how-a-deal-goes',
    ask: { of: 'toMove', deal: { dealer: 2, hands: HANDS.normal, contract: NORMAL, plays: [] } },
    expected: { kind: 'seat', seat: 3 },
    fixed: DEAL_RULES,
    hideTrumps: true,
    drills: ['4'],
  },
  {
    kind: 'choose',
    id: 'deal-next-player',
    lesson: 'how-a-deal-goes',
    ask: { of: 'toMove', deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: ['HA', 'H9'] } },
    expected: { kind: 'seat', seat: 2 },
    fixed: DEAL_RULES,
    hideTrumps: true,
    drills: ['4', '6'],
  },
  {
    kind: 'choose',
    id: 'deal-next-lead',
    lesson: 'how-a-deal-goes',
    ask: { of: 'toMove', deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: TRICK_1 } },
    expected: { kind: 'seat', seat: 2 },
    fixed: DEAL_RULES,
    hideTrumps: true,
    drills: ['4', '6'],
  },
  // Card points
  {
    kind: 'number',
    id: 'points-club-trick',
    lesson: 'cards-and-points',
    ask: { of: 'cardPoints', cards: ['CA', 'C10', 'CK', 'C9'] },
    fixed: { withoutNines: false },
    hideTrumps: true,
    drills: ['1'],
  },
  {
    kind: 'number',
    id: 'points-doppelkopf',
    lesson: 'cards-and-points',
    ask: { of: 'cardPoints', cards: ['DA', 'HA', 'C10', 'S10'] },
    hideTrumps: true,
    drills: ['1'],
  },
  // Trumps
  {
    kind: 'select',
    id: 'select-trumps',
    lesson: 'trumps-and-plain-suits',
    spot: { of: 'cards', contract: 'normal', cards: ['HK', 'HQ', 'DA', 'CA', 'SJ', 'H10', 'C10', 'DK'] },
    right: { is: 'trump' },
    fixed: DULLE,
    drills: ['3.1'],
  },
  // Following suit
  {
    kind: 'select',
    id: 'follow-hearts-led',
    lesson: 'following-suit',
    spot: { of: 'hand', contract: 'normal', trick: ['HA'], hand: ['H10', 'HK', 'HA', 'HQ', 'CA', 'C10', 'DA', 'SK'] },
    right: { is: 'legal' },
    fixed: DULLE,
    drills: ['6'],
  },
  {
    kind: 'select',
    id: 'follow-trump-led',
    lesson: 'following-suit',
    spot: { of: 'hand', contract: 'normal', trick: ['DK'], hand: ['CQ', 'HJ', 'DA', 'DK', 'C10', 'SA', 'HK', 'H10'] },
    right: { is: 'legal' },
    fixed: DULLE,
    drills: ['6'],
  },
  // Who wins a trick
  {
    kind: 'pick',
    id: 'winner-trumped',
    lesson: 'winning-tricks',
    spot: { of: 'trick', contract: 'normal', trick: ['CA', 'CK', 'DK', 'C10'] },
    right: { is: 'winsTrick' },
    drills: ['6'],
  },
  {
    kind: 'pick',
    id: 'winner-equal-cards',
    lesson: 'winning-tricks',
    spot: { of: 'trick', contract: 'normal', trick: ['CJ', 'SQ', 'SQ', 'HJ'] },
    right: { is: 'winsTrick' },
    drills: ['6'],
  },
  // Re and Kontra
  {
    kind: 'parties',
    id: 'who-queen-falls',
    lesson: 're-and-kontra',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: TRICK_1 },
    viewer: 0,
    fixed: DEAL_RULES,
    drills: ['2'],
  },
  {
    kind: 'choose',
    id: 'call-re-in-time',
    lesson: 're-and-kontra',
    ask: { of: 'mayCall', deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: TRICK_1 }, seat: 1, call: 're' },
    expected: { kind: 'yesNo', yes: true },
    fixed: DEAL_RULES,
    drills: ['9.1', '9.2'],
  },
  // Winning and the score
  {
    kind: 'choose',
    id: 'quick-winner-tie',
    lesson: 'winning-and-scoring',
    ask: { of: 'dealWinner', deal: { reCardPoints: 120, reTricks: 6 } },
    expected: { kind: 'party', party: 'kontra' },
    drills: ['10'],
  },
  {
    kind: 'number',
    id: 'score-kontra-wins-quietly',
    lesson: 'winning-and-scoring',
    ask: { of: 'seatScore', deal: { reCardPoints: 112, reTricks: 5 }, seat: 0 },
    expected: -2,
    drills: ['11', '11.1', '11.3'],
  },
] as const satisfies readonly Exercise[];
