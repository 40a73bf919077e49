/**
 * Exercises and worked deals of lessons 5–10 (parties, reservations, marriage, poverty, solos,
 * announcements). Positions are whole deals replayed through the engine: four hands, a
 * contract, the cards played and the calls made. The answers are never stored here; the
 * engine computes them (tests/content/lessons5to10.test.ts replays every position).
 */
import type { CardId } from '../../engine/cards.ts';
import type { Contract, Declaration } from '../../engine/contract.ts';
import { apply, newDeal, type DealState, type Hands } from '../../engine/deal.ts';
import type { Seat } from '../../engine/parties.ts';
import { parseRules, type RuleSet } from '../../engine/rules.ts';
import type { Call } from '../../engine/scoring.ts';
import type { ExerciseBase, SortExercise, WinnerExercise } from './index.ts';

/** A call made after `after` cards of the deal were played. */
export interface CallSpec {
  readonly after: number;
  readonly seat: Seat;
  readonly call: Call;
}

/** A position: a deal with its contract, replayed card by card (the seat to move plays each card). */
export interface DealSpec {
  readonly dealer: Seat;
  readonly hands: Hands;
  readonly contract: Contract;
  readonly plays: readonly CardId[];
  readonly calls?: readonly CallSpec[];
}

/** What a computer seat says and does in the reservation simulator. */
export interface SeatScript {
  readonly reserve: boolean;
  readonly declaration?: Declaration;
  /** Poverty: the cards it passes (as the poor player) or returns (as the acceptor). */
  readonly exchange?: readonly CardId[];
  /** Poverty: whether it takes the cards when they are offered. */
  readonly accept?: boolean;
}

export type WhoIsReExercise = ExerciseBase & { readonly kind: 'whoIsRe'; readonly deal: DealSpec; readonly viewer: Seat };
export type AnnounceExercise = ExerciseBase & { readonly kind: 'announce'; readonly deal: DealSpec; readonly seat: Seat };
export type ReservationExercise = ExerciseBase & {
  readonly kind: 'reservation';
  readonly dealer: Seat;
  readonly hands: Hands;
  readonly learner: Seat;
  readonly script: Readonly<Partial<Record<Seat, SeatScript>>>;
};
export type Lessons5to10Exercise = WhoIsReExercise | AnnounceExercise | ReservationExercise;

const h = (text: string) => text.split(' ') as CardId[];
const hands = (...four: string[]) => four.map(h) as unknown as Hands;

/**
 * The example deals. Seats clockwise: Anna 0, Ben 1, Clara 2, David 3; David deals, so Anna
 * speaks first and leads. NORMAL: Ben and Clara hold one ♣Q each. BOTH_QUEENS: Clara holds both.
 */
export const HANDS = {
  normal: hands(
    'HA HA SK CA C10 CK SQ HJ DJ D10 DK C9',
    'CQ H9 H9 S10 H10 DQ CJ SJ DA C10 CK SK',
    'CQ SA S10 H10 HQ HQ SQ DQ CJ DA D9 CA',
    'C9 SA SJ S9 S9 HK HK HJ D10 DK DJ D9',
  ),
  bothQueens: hands(
    'HA HA SK CA C10 CK SQ HJ DJ D10 DK C9',
    'CA H9 H9 S10 H10 DQ CJ SJ DA C10 CK SK',
    'CQ CQ SA S10 H10 HQ HQ SQ DQ CJ DA D9',
    'C9 SA SJ S9 S9 HK HK HJ D10 DK DJ D9',
  ),
  /** 40 cards (without nines). Ben and Clara are Re. */
  withoutNines: hands(
    'HA HA SK CA C10 CK SQ HJ DJ D10',
    'CQ HK S10 H10 DQ CJ SJ DA C10 SK',
    'CQ SA S10 H10 HQ HQ SQ DQ CJ DA',
    'CA CK SA SJ HK HJ D10 DK DK DJ',
  ),
  /** Anna holds two trumps (poverty); Ben holds both ♣Q. */
  poverty: hands(
    'DA HJ CA CA C10 SA S10 SK HA HK H9 S9',
    'CQ CQ H10 SQ DQ CJ SJ D10 DK C9 D9 HK',
    'H10 HQ DQ DJ CJ SQ SJ C10 CK SA S10 HA',
    'CK C9 SK S9 HQ HJ H9 DA D10 DK DJ D9',
  ),
} as const;

const NORMAL: Contract = { kind: 'normal' };
const CLARA_MARRIAGE: Contract = { kind: 'marriage', declarer: 2 };
/** Trick 1 of the normal deals: Anna leads ♥A, Clara (no plain hearts) trumps with a ♣Q. */
const TRICK_1: CardId[] = ['HA', 'H9', 'CQ', 'HK'];

/** Worked deals shown in the lessons (static, replayed at build time). */
export const WORKED: Readonly<Record<string, DealSpec>> = {
  queenFalls: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [...TRICK_1, 'SA', 'S9', 'SK', 'S10'], calls: [{ after: 4, seat: 1, call: 're' }] },
  marriageFirstTrick: { dealer: 3, hands: HANDS.bothQueens, contract: CLARA_MARRIAGE, plays: ['HA', 'H9', 'S10', 'HK'] },
  marriageToSolo: {
    dealer: 3,
    hands: HANDS.bothQueens,
    contract: CLARA_MARRIAGE,
    plays: [...TRICK_1, 'CQ', 'D9', 'DK', 'SJ', 'H10', 'DJ', 'D10', 'DA'],
  },
  silentMarriage: { dealer: 3, hands: HANDS.bothQueens, contract: NORMAL, plays: [...TRICK_1, 'CQ', 'D9', 'DK', 'SJ'] },
  forcedAnnouncement: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: ['CA', 'C10', 'CA', 'C9'] },
  poverty: {
    dealer: 3,
    hands: HANDS.poverty,
    contract: { kind: 'poverty', declarer: 0, partner: 2, given: ['DA', 'HJ', 'S9'], returned: ['DJ', 'CK', 'S10'] },
    plays: [],
  },
};

export const LESSON_5_TO_10_EXERCISES: readonly (Lessons5to10Exercise | SortExercise | WinnerExercise)[] = [
  // Lesson 5: Re and Kontra
  {
    kind: 'whoIsRe',
    id: 'who-secret',
    lesson: 're-and-kontra',
    title: 'Before the first card',
    goal: 'You are Ben. Nobody has played or said anything yet. Mark what you know about each player.',
    contract: 'normal',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [] },
    viewer: 1,
    hints: ['Look for a queen of clubs in your own hand.', 'Your partner holds the other ♣Q, but who is that?'],
    explanation: 'Your ♣Q makes you Re. The other ♣Q is somewhere among the three others, so nobody else is known yet.',
  },
  {
    kind: 'whoIsRe',
    id: 'who-queen-falls',
    lesson: 're-and-kontra',
    title: 'A queen falls',
    goal: 'You are Anna. In the first trick Clara trumped your ♥A with a ♣Q. Mark each player.',
    contract: 'normal',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: TRICK_1 },
    viewer: 0,
    hints: ['You hold no ♣Q.', 'One ♣Q is on the table. Where is the other one?'],
    explanation: 'Clara showed a ♣Q, so she is Re; you hold none, so you are Kontra. The second ♣Q may be with Ben or David, or even with Clara herself, so they are still unknown.',
  },
  {
    kind: 'whoIsRe',
    id: 'who-re-said',
    lesson: 're-and-kontra',
    title: 'Ben says “Re”',
    goal: 'You are David. After Clara’s ♣Q in the first trick, Ben announced “Re”. Mark each player.',
    contract: 'normal',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: TRICK_1, calls: [{ after: 4, seat: 1, call: 're' }] },
    viewer: 3,
    hints: ['Only a Re player may say “Re”.', 'Two Re players are known: what does that make the others?'],
    explanation: 'Clara showed a ♣Q and Ben said “Re”: that is the whole Re party. Everyone else, you and Anna, is Kontra.',
  },
  // Lesson 6: the reservation round
  {
    kind: 'reservation',
    id: 'reserve-lustsolo-vs-marriage',
    lesson: 'reservations',
    title: 'A solo against your marriage',
    goal: 'You are Clara and hold both ♣Q. Speak when it is your turn; then say who leads the first trick.',
    contract: 'normal',
    dealer: 3,
    hands: HANDS.bothQueens,
    learner: 2,
    script: {
      0: { reserve: false },
      1: { reserve: true, declaration: { kind: 'solo', solo: 'jacks', compulsory: false } },
      3: { reserve: false },
    },
    hints: ['Rank: Pflichtsolo, then Lustsolo, then Hochzeit.', 'In a Lustsolo, who leads: the soloist or the player left of the dealer?'],
    explanation: 'A Lustsolo outranks a marriage, and in a Lustsolo the player left of the dealer leads, as in a normal game. Only a Pflichtsolo of your own would have won the round for you, and then you would have led.',
  },
  {
    kind: 'reservation',
    id: 'reserve-pflichtsolo-leads',
    lesson: 'reservations',
    title: 'Two reservations',
    goal: 'You are Anna and speak first. Two players after you have a reservation. Speak, then say who leads the first trick.',
    contract: 'normal',
    dealer: 3,
    hands: HANDS.normal,
    learner: 0,
    script: {
      1: { reserve: false },
      2: { reserve: true, declaration: { kind: 'solo', solo: 'queens', compulsory: true } },
      3: { reserve: true, declaration: { kind: 'solo', solo: 'clubs', compulsory: false } },
    },
    hints: ['A Pflichtsolo outranks a Lustsolo wherever it sits.', 'In a Pflichtsolo the soloist leads.'],
    explanation: 'Clara’s Pflichtsolo beats David’s Lustsolo, and in a Pflichtsolo the soloist leads. Had you named a Pflichtsolo yourself, you would have won: equal ranks go to the earlier seat.',
  },
  // Lesson 7: marriage
  {
    kind: 'whoIsRe',
    id: 'who-marriage-partner',
    lesson: 'marriage',
    title: 'The first trick finds the partner',
    goal: 'You are Ben. Clara announced a marriage (Hochzeit); Anna won the first trick with her ♥A. Mark each player.',
    contract: 'normal',
    deal: { dealer: 3, hands: HANDS.bothQueens, contract: CLARA_MARRIAGE, plays: ['HA', 'H9', 'S10', 'HK'] },
    viewer: 1,
    hints: ['Who holds both ♣Q?', 'The first trick won by someone other than Clara decides.'],
    explanation: 'The first trick won by a player other than Clara is the Klärungsstich: Anna won it, so Anna plays with Clara. You and David are Kontra.',
  },
  {
    kind: 'whoIsRe',
    id: 'who-silent-marriage',
    lesson: 'marriage',
    title: 'The second queen',
    goal: 'You are Anna. Everybody said “gesund”. Clara has now played a ♣Q in both tricks. Mark each player.',
    contract: 'normal',
    deal: { dealer: 3, hands: HANDS.bothQueens, contract: NORMAL, plays: [...TRICK_1, 'CQ', 'D9', 'DK', 'SJ'] },
    viewer: 0,
    hints: ['How many ♣Q are there?', 'A player with both ♣Q who says nothing plays alone.'],
    explanation: 'Both ♣Q came from Clara: a silent marriage, which is a solo. Clara is Re on her own; the three others are Kontra.',
  },
  // Lesson 8: poverty
  {
    kind: 'reservation',
    id: 'reserve-poverty',
    lesson: 'poverty',
    title: 'Poor in trumps',
    goal: 'You are Anna with only two trumps, playing with Armut. Speak; if your poverty is played, pass three cards; then say who leads.',
    contract: 'normal',
    rules: { poverty: true },
    dealer: 3,
    hands: HANDS.poverty,
    learner: 0,
    script: {
      1: { reserve: true, declaration: { kind: 'marriage' }, accept: false },
      2: { reserve: false, accept: true, exchange: ['DJ', 'CK', 'S10'] },
      3: { reserve: false, accept: false },
    },
    hints: ['With Armut on, the ranking is Pflichtsolo, Lustsolo, Armut, Hochzeit.', 'The three cards must include every trump you hold.', 'After the exchange the game is played like a normal game.'],
    explanation: 'Armut outranks Ben’s marriage. You pass your trumps plus one card, Clara takes them and returns three; the two of you are Re. The player left of the dealer (you) leads, as in a normal game.',
  },
  {
    kind: 'reservation',
    id: 'reserve-poverty-redeal',
    lesson: 'poverty',
    title: 'Nobody wants it',
    goal: 'You are Anna again, with Armut on. This time nobody likes the look of it. Speak, pass, then say what happens next.',
    contract: 'normal',
    rules: { poverty: true },
    dealer: 3,
    hands: HANDS.poverty,
    learner: 0,
    script: { 1: { reserve: false, accept: false }, 2: { reserve: false, accept: false }, 3: { reserve: false, accept: false } },
    hints: ['The cards are offered clockwise, starting left of you.', 'What if all three decline?'],
    explanation: 'If nobody takes the poverty, the cards are thrown in and the same dealer deals again. If you said “gesund”, it was a normal game led by you.',
  },
  // Lesson 9: solos
  {
    kind: 'reservation',
    id: 'reserve-pflicht-beats-lust',
    lesson: 'solos',
    title: 'Pflicht before Lust',
    goal: 'You are David, the dealer, and speak last. Anna wants a Lustsolo, Clara a Pflichtsolo. Speak, then say who leads.',
    contract: 'normal',
    dealer: 3,
    hands: HANDS.normal,
    learner: 3,
    script: {
      0: { reserve: true, declaration: { kind: 'solo', solo: 'aces', compulsory: false } },
      1: { reserve: false },
      2: { reserve: true, declaration: { kind: 'solo', solo: 'hearts', compulsory: true } },
    },
    hints: ['Seat order only breaks ties between equal ranks.', 'Who leads in a Pflichtsolo?'],
    explanation: 'A Pflichtsolo beats a Lustsolo even from a later seat, and the Pflicht soloist leads the first trick.',
  },
  {
    kind: 'sort',
    id: 'sort-jack-solo',
    lesson: 'solos',
    title: 'Sort for a Bubensolo',
    goal: 'You play a jack solo (Bubensolo). Sort the hand: the four jack kinds are the only trumps.',
    contract: 'jacks',
    hand: ['CJ', 'HQ', 'H10', 'SJ', 'CA', 'DJ', 'HA', 'CQ', 'HJ', 'C10'],
    hints: ['Only jacks are trumps: clubs, spades, hearts, diamonds.', 'Queens and the ♥10 are plain cards now: A 10 K Q 9 in each suit.'],
    explanation: 'In a Bubensolo only the jacks are trumps. The queens drop into their suits between king and nine, and the ♥10 is an ordinary heart.',
  },
  {
    kind: 'winner',
    id: 'winner-queen-solo',
    lesson: 'solos',
    title: 'A heart trick in a Damensolo',
    goal: 'In a queen solo (Damensolo) this trick is played. Which card wins?',
    contract: 'queens',
    trick: ['H10', 'HK', 'HA', 'DJ'],
    hints: ['Which cards are trumps in a Damensolo?', 'The ♥10 and the jacks are plain cards here.'],
    explanation: 'In a Damensolo only the queens are trumps. The ♥10 is an ordinary heart, beaten by the ♥A; the ♦J is a diamond and cannot win a heart trick.',
  },
  // Lesson 10: announcements
  {
    kind: 'announce',
    id: 'announce-early',
    lesson: 'announcements',
    title: 'Everything is still open',
    goal: 'You are Clara (Re) and have played one card. Select every call you may make now.',
    contract: 'normal',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: TRICK_1 },
    seat: 2,
    hints: ['With 11 cards in hand, is “Re” still on time?', 'You may jump: every skipped level must still be on time.'],
    explanation: 'With 11 cards every call of your party is still on time, so you may say “Re” or jump straight to “keine 90” or higher; the skipped levels count too. “Kontra” belongs to the other party.',
  },
  {
    kind: 'announce',
    id: 'announce-reply',
    lesson: 'announcements',
    title: 'Answering a Re',
    goal: 'You are Anna (Kontra), holding 10 cards. Ben said “Re” after the first trick. Select every call you may make now.',
    contract: 'normal',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [...TRICK_1, 'SA', 'S9', 'SK'], calls: [{ after: 4, seat: 1, call: 're' }] },
    seat: 0,
    hints: ['Kontra needs 11 cards as an Erstansage.', 'A reply may come one card later than the call it answers.'],
    explanation: 'Your Kontra is too late as an Erstansage, but it is on time as a reply to Ben’s “Re” (11 − 1 = 10 cards). A late reply allows no Absage, so “keine 90” is out.',
  },
  {
    kind: 'announce',
    id: 'announce-marriage-shift',
    lesson: 'announcements',
    title: 'After a late Klärungsstich',
    goal: 'Clara’s marriage was clarified in trick 2 (Ben is her partner) and Ben said “Re”. You are Anna (Kontra) with 10 cards. Select every call you may make.',
    contract: 'normal',
    deal: {
      dealer: 3,
      hands: HANDS.bothQueens,
      contract: CLARA_MARRIAGE,
      plays: [...TRICK_1, 'D9', 'HJ', 'SQ', 'H10', 'CA', 'S10', 'C9'],
      calls: [{ after: 8, seat: 1, call: 're' }],
    },
    seat: 0,
    hints: ['A Klärungsstich in trick 2 moves every deadline by one card.', 'Kontra then needs 10 cards instead of 11.'],
    explanation: 'The marriage shift lowers every deadline by one card, so with 10 cards your Kontra is a full Erstansage, and every Absage is still on time.',
  },
  {
    kind: 'announce',
    id: 'announce-without-nines',
    lesson: 'announcements',
    title: 'Forty cards',
    goal: 'Without nines, 10 cards each. Your partner Ben has said “Re”; you are Clara with 8 cards left. Select every call you may make now.',
    contract: 'normal',
    rules: { withoutNines: true },
    deal: {
      dealer: 3,
      hands: HANDS.withoutNines,
      contract: NORMAL,
      plays: ['HA', 'HK', 'CQ', 'HK', 'SA', 'SA', 'SK', 'S10'],
      calls: [{ after: 4, seat: 1, call: 're' }],
    },
    seat: 2,
    hints: ['Your partner’s “Re” counts for your party.', 'With 40 cards, keine 90 needs 8 cards in hand.'],
    explanation: 'Ben’s Re counts for you, so “Re” cannot be said twice. With 40 cards keine 90 needs 8 cards, exactly what you hold: every Absage is still on time.',
  },
];

/** The full rule set of a position (the exercise's overrides on top of the DDV rules). */
export function rulesOf(overrides: Partial<RuleSet> = {}): RuleSet {
  const parsed = parseRules(overrides);
  if (!parsed.ok) throw new Error(`bad rules: ${parsed.error.message}`);
  return parsed.value;
}

/** Replay a position through the engine; throws with the engine's error if it is not legal. */
export function replay(spec: DealSpec, rules: RuleSet): DealState {
  const start = newDeal({ rules, dealer: spec.dealer, hands: spec.hands, contract: spec.contract });
  if (!start.ok) throw new Error(`cannot start the deal: ${JSON.stringify(start.error)}`);
  let s = start.value;
  for (let i = 0; i <= spec.plays.length; i++) {
    for (const c of spec.calls ?? []) {
      if (c.after !== i) continue;
      const r = apply(s, { type: 'announce', seat: c.seat, call: c.call });
      if (!r.ok) throw new Error(`call ${c.call} by seat ${c.seat}: ${JSON.stringify(r.error)}`);
      s = r.value;
    }
    if (i === spec.plays.length) break;
    const r = apply(s, { type: 'play', seat: s.toMove, card: spec.plays[i] });
    if (!r.ok) throw new Error(`card ${i + 1} (${spec.plays[i]}): ${JSON.stringify(r.error)}`);
    s = r.value;
  }
  return s;
}
