/**
 * Tactics: positions where the learner plays a card, graded by the engine's simulation (the
 * same as the lead quiz: the unseen cards dealt at random many times and played out with the
 * rules of thumb), and what an announcement risks in points.
 */
import { hands } from './deals.ts';
import type { Exercise } from './types.ts';

/** Positions are whole 48-card deals with Dullen, as the simulation plays them. */
const PLAY = { withoutNines: false, dulle: 'firstWins', piglets: false, forcedAnnouncement: false } as const;

export const TACTICS: readonly Exercise[] = [
  {
    kind: 'play',
    id: 'lead-for-partner',
    lesson: 'tactics-leads',
    title: 'Lead for your partner',
    goal: 'You are West and lead the first trick. You hold a ♣Q; East, your partner, said “Re” at once. You have no ace to cash. Which card do you lead?',
    deal: {
      dealer: 0,
      hands: hands(
        'S10 H10 HA HQ HA SK SA SJ CA CK HK DA',
        'CQ HQ DJ SJ D10 DK D9 C10 C9 SK S9 H9',
        'CJ HJ H10 C10 CJ S10 C9 D10 S9 HK H9 SQ',
        'CQ DA DQ CK D9 DK DJ DQ SQ CA SA HJ',
      ),
      contract: { kind: 'normal' },
      plays: [],
      calls: [{ after: 0, seat: 3, call: 're' }],
    },
    key: 'D10',
    ruleOfThumb: 'As Re, lead trump towards your partner’s queen of clubs; a trump with points in it (the ♦10) adds them to a trick your side should win.',
    fixed: PLAY,
    drills: ['6', '2'],
    hints: ['Your partner has a good hand and the other ♣Q.', 'Give him the chance to win a trick with points in it.'],
    explanation: 'A trump lead lets your partner take the trick with his high trumps, and the ♦10 brings 10 card points along. A plain suit without its ace only helps the opponents.',
  },
  {
    kind: 'play',
    id: 'smear-to-partner',
    lesson: 'tactics-in-the-trick',
    title: 'Smear on your partner’s ace',
    goal: 'You are South (Re). Your partner West said “Re” and leads the ♠A; North and East follow with the ♠9. You have no spades. Which card do you play?',
    deal: {
      dealer: 0,
      hands: hands(
        'CQ DJ D9 DK HJ HA HK H9 C10 C9 CK CK',
        'SA S10 SK CQ H10 DA DQ SJ CA HQ D10 C9',
        'S9 SQ SJ CA C10 CJ CJ HA H10 HQ DA D10',
        'SA S10 SK SQ S9 HK HJ H9 DK DQ DJ D9',
      ),
      contract: { kind: 'normal' },
      plays: ['SA', 'S9', 'S9'],
      calls: [{ after: 0, seat: 1, call: 're' }],
    },
    key: 'C10',
    ruleOfThumb: 'Smear (schmieren): put points on a trick your partner is sure to win, and keep your trumps; a lone ten is the card to give.',
    fixed: PLAY,
    drills: ['6'],
    hints: ['The trick is your partner’s already: everyone followed and you are last.', 'Which card gives the most points without weakening you?'],
    explanation: 'Your partner’s ace stands, so trumping would only waste a trump. Put points on it instead: the ♣10 brings 10 and is a card you would struggle to make later.',
  },
  {
    kind: 'play',
    id: 'save-the-fox',
    lesson: 'tactics-in-the-trick',
    title: 'Save the fox',
    goal: 'You are South (Kontra). West leads the ♦J, North plays the ♦Q, and your partner East (who said “Kontra”) takes the lead with the ♥10. You must play a trump. Which one?',
    deal: {
      dealer: 0,
      hands: hands(
        'DA D9 DK HA HK H9 C10 CK C9 S10 SK S9',
        'CQ DJ SQ HQ D10 CK C9 SK S9 HK CA DK',
        'CQ CJ SA SQ SJ H10 HQ HJ DA DQ DJ D9',
        'H10 CJ SJ HJ DQ D10 CA SA HA C10 S10 H9',
      ),
      contract: { kind: 'normal' },
      plays: ['DJ', 'DQ', 'H10'],
      calls: [{ after: 0, seat: 3, call: 'kontra' }],
    },
    key: 'DA',
    ruleOfThumb: 'Save the fox: put your ♦A on a trick your partner wins. Kept, it is a weak trump that the opponents will often catch, and a caught fox is a special point for them.',
    fixed: PLAY,
    drills: ['6', '11.1'],
    hints: ['Nothing can beat the first ♥10 here: the trick is your partner’s.', 'Which of your trumps is in danger later?'],
    explanation: 'Your partner’s ♥10 wins the trick, so your fox is safe on it and brings 11 card points. Kept back, the ♦A would be one of your lowest trumps and easily caught.',
  },
  {
    kind: 'play',
    id: 'keep-trumps',
    lesson: 'tactics-in-the-trick',
    title: 'Keep your trumps',
    goal: 'You are South (Re). West leads the ♥10, North plays the ♠J and East the ♦K. You cannot beat the ♥10. Which trump do you play?',
    deal: {
      dealer: 0,
      hands: hands(
        'CQ D9 SJ HA HK H9 C10 CK C9 S10 SK S9',
        'H10 CJ DJ HJ DQ DA CA SA HA C10 S10 H9',
        'CA CK CQ CJ C9 SA SK SQ SQ SJ S9 H10',
        'HK HQ HQ HJ DA D10 D10 DK DK DQ DJ D9',
      ),
      contract: { kind: 'normal' },
      plays: ['H10', 'SJ', 'DK'],
    },
    key: 'D9',
    ruleOfThumb: 'When you cannot win a trick, play your lowest card: keep the high trumps for tricks you can take, and give the opponents no points.',
    fixed: PLAY,
    drills: ['6'],
    hints: ['The first ♥10 cannot be beaten here.', 'Which card costs you the least?'],
    explanation: 'The trick is lost whatever you play, so give nothing away: the ♦9 is worth 0 and the ♣Q stays in your hand for a trick you can win.',
  },
  {
    kind: 'number',
    id: 'tactics-failed-no90',
    lesson: 'tactics',
    title: 'The price of keine 90',
    goal: 'Re (South and North) said “Re” and “keine 90” and took 140 card points in 8 tricks. What does South score?',
    ask: { of: 'seatScore', deal: { reLevel: 1, reCardPoints: 140, reTricks: 8 }, seat: 0 },
    expected: -5,
    drills: ['11', '10'],
    hints: ['Re needed 151. Kontra only needed 90.', 'Kontra collects: won, “Re”, “keine 90”, gegen die Alten.'],
    explanation: 'Kontra won 1 + “Re” 2 + “keine 90” 1 + gegen die Alten 1 = 5. With only “Re” South would have scored +3: the Absage cost 8.',
  },
  {
    kind: 'number',
    id: 'tactics-plain-re',
    lesson: 'tactics',
    title: 'The same game with only Re',
    goal: 'The same deal, but Re said only “Re”: Re took 140 card points in 8 tricks. What does South score?',
    ask: { of: 'seatScore', deal: { reLevel: 0, reCardPoints: 140, reTricks: 8 }, seat: 0 },
    expected: 3,
    drills: ['11'],
    hints: ['Re needs 121 now.', 'Won 1, and the “Re”.'],
    explanation: 'Won 1 + “Re” 2 = 3. Compare with −5 after the failed keine 90: a swing of 8 points per player.',
  },
];
