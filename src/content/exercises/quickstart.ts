/**
 * The quick start: a deal, card points, trumps and their order, following suit, tricks, Re and
 * Kontra, winning and the score, and the reservation round the table asks first. Every exercise
 * has a fresh position (QUICK_START_AGAIN), asked at the end of its lesson when it was missed.
 */
import type { CardId } from '../../engine/cards.ts';
import { DEAL_RULES, HANDS, NORMAL, TRICK_1 } from './deals.ts';
import type { Exercise } from './types.ts';

/** The ♥10 is the top trump under the DDV rules; a learner playing "no Dullen" would see other answers. */
const DULLE = { dulle: 'firstWins' } as const;
/** The reservation round of the quick start: nobody may declare a poverty the lesson has not taught. */
const ROUND = { ...DEAL_RULES, poverty: false } as const;
/** Trick 2 of the normal deals: North leads a trump, and West's ♥10 (a Dulle) takes it over East's and South's trumps. */
const TRICK_2_DULLE: readonly CardId[] = ['D9', 'HJ', 'SQ', 'H10'];
/** Trick 2 again, but West plays the other ♣Q: both queens of clubs are out. */
const TRICK_2_QUEEN: readonly CardId[] = ['D9', 'HJ', 'SQ', 'CQ'];

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
    // Not the worked example's ace, ten, king and nine again: queens and jacks are counted here.
    ask: { of: 'cardPoints', cards: ['CJ', 'C9', 'CQ', 'C10'] },
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
  {
    kind: 'order',
    id: 'trump-order',
    lesson: 'trumps-and-plain-suits',
    contract: 'normal',
    hand: ['DA', 'SJ', 'H10', 'DK', 'CQ', 'HQ'],
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
  // Winning and the score (the tie of 120 : 120 is asked in "What each side needs")
  {
    kind: 'number',
    id: 'score-kontra-wins-quietly',
    lesson: 'winning-and-scoring',
    ask: { of: 'seatScore', deal: { reCardPoints: 112, reTricks: 5 }, seat: 0 },
    expected: -2,
    // Who won decides the sign: the targets are drilled here too.
    drills: ['10', '11', '11.1', '11.3'],
  },
  // Before the first card: the reservation round
  {
    kind: 'reservation',
    id: 'reserve-gesund-first',
    lesson: 'winning-and-scoring',
    dealer: 3,
    hands: HANDS.normal,
    learner: 0,
    script: { 1: { reserve: false }, 2: { reserve: false }, 3: { reserve: false } },
    say: 'gesund',
    fixed: ROUND,
    drills: ['5', '4'],
  },
] as const satisfies readonly Exercise[];

/** A fresh position of every quick-start exercise: another deal, trick or hand, the same idea. */
export const QUICK_START_AGAIN = [
  {
    kind: 'choose',
    id: 'deal-first-lead-again',
    asksAgain: 'deal-first-lead',
    lesson: 'how-a-deal-goes',
    ask: { of: 'toMove', deal: { dealer: 1, hands: HANDS.normal, contract: NORMAL, plays: [] } },
    expected: { kind: 'seat', seat: 2 },
    fixed: DEAL_RULES,
    hideTrumps: true,
    drills: ['4'],
  },
  {
    kind: 'choose',
    id: 'deal-next-player-again',
    asksAgain: 'deal-next-player',
    lesson: 'how-a-deal-goes',
    ask: { of: 'toMove', deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [...TRICK_1, 'SA'] } },
    expected: { kind: 'seat', seat: 3 },
    fixed: DEAL_RULES,
    hideTrumps: true,
    drills: ['4', '6'],
  },
  {
    kind: 'choose',
    id: 'deal-next-lead-again',
    asksAgain: 'deal-next-lead',
    lesson: 'how-a-deal-goes',
    ask: { of: 'toMove', deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [...TRICK_1, ...TRICK_2_DULLE] } },
    expected: { kind: 'seat', seat: 1 },
    fixed: DEAL_RULES,
    hideTrumps: true,
    drills: ['4', '6'],
  },
  {
    kind: 'number',
    id: 'points-club-trick-again',
    asksAgain: 'points-club-trick',
    lesson: 'cards-and-points',
    ask: { of: 'cardPoints', cards: ['HK', 'HA', 'HJ', 'H9'] },
    fixed: { withoutNines: false },
    hideTrumps: true,
    drills: ['1'],
  },
  {
    kind: 'number',
    id: 'points-doppelkopf-again',
    asksAgain: 'points-doppelkopf',
    lesson: 'cards-and-points',
    ask: { of: 'cardPoints', cards: ['SA', 'CA', 'D10', 'HA'] },
    hideTrumps: true,
    drills: ['1'],
  },
  {
    kind: 'select',
    id: 'select-trumps-again',
    asksAgain: 'select-trumps',
    lesson: 'trumps-and-plain-suits',
    spot: { of: 'cards', contract: 'normal', cards: ['SQ', 'CA', 'DK', 'HK', 'H10', 'CJ', 'S10', 'HA'] },
    right: { is: 'trump' },
    fixed: DULLE,
    drills: ['3.1'],
  },
  {
    kind: 'order',
    id: 'trump-order-again',
    asksAgain: 'trump-order',
    lesson: 'trumps-and-plain-suits',
    contract: 'normal',
    hand: ['DK', 'HQ', 'CJ', 'D10', 'CQ', 'SJ'],
    fixed: DULLE,
    drills: ['3.1'],
  },
  {
    kind: 'select',
    id: 'follow-hearts-led-again',
    asksAgain: 'follow-hearts-led',
    lesson: 'following-suit',
    spot: { of: 'hand', contract: 'normal', trick: ['SA'], hand: ['SQ', 'S10', 'SJ', 'SK', 'CA', 'DA', 'HK', 'H10'] },
    right: { is: 'legal' },
    fixed: DULLE,
    drills: ['6'],
  },
  {
    kind: 'select',
    id: 'follow-trump-led-again',
    asksAgain: 'follow-trump-led',
    lesson: 'following-suit',
    spot: { of: 'hand', contract: 'normal', trick: ['HJ'], hand: ['CA', 'SQ', 'DK', 'HA', 'HK', 'S10', 'DJ', 'CK'] },
    right: { is: 'legal' },
    fixed: DULLE,
    drills: ['6'],
  },
  {
    kind: 'pick',
    id: 'winner-trumped-again',
    asksAgain: 'winner-trumped',
    lesson: 'winning-tricks',
    spot: { of: 'trick', contract: 'normal', trick: ['HA', 'HK', 'HJ', 'HK'] },
    right: { is: 'winsTrick' },
    drills: ['6'],
  },
  {
    kind: 'pick',
    id: 'winner-equal-cards-again',
    asksAgain: 'winner-equal-cards',
    lesson: 'winning-tricks',
    spot: { of: 'trick', contract: 'normal', trick: ['D10', 'DA', 'DK', 'DA'] },
    right: { is: 'winsTrick' },
    drills: ['6'],
  },
  {
    kind: 'parties',
    id: 'who-queen-falls-again',
    asksAgain: 'who-queen-falls',
    lesson: 're-and-kontra',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [...TRICK_1, ...TRICK_2_QUEEN] },
    viewer: 0,
    fixed: DEAL_RULES,
    drills: ['2'],
  },
  {
    kind: 'choose',
    id: 'call-re-in-time-again',
    asksAgain: 'call-re-in-time',
    lesson: 're-and-kontra',
    ask: { of: 'mayCall', deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [...TRICK_1, ...TRICK_2_QUEEN] }, seat: 1, call: 're' },
    expected: { kind: 'yesNo', yes: false },
    fixed: DEAL_RULES,
    drills: ['9.1', '9.2'],
  },
  {
    kind: 'number',
    id: 'score-kontra-wins-quietly-again',
    asksAgain: 'score-kontra-wins-quietly',
    lesson: 'winning-and-scoring',
    ask: { of: 'seatScore', deal: { reCardPoints: 155, reTricks: 8 }, seat: 1 },
    expected: -2,
    drills: ['10', '11', '11.3'],
  },
  {
    kind: 'reservation',
    id: 'reserve-gesund-first-again',
    asksAgain: 'reserve-gesund-first',
    lesson: 'winning-and-scoring',
    dealer: 0,
    hands: HANDS.normal,
    learner: 0,
    script: { 1: { reserve: false }, 2: { reserve: false }, 3: { reserve: false } },
    say: 'gesund',
    fixed: ROUND,
    drills: ['5', '4'],
  },
] as const satisfies readonly Exercise[];
