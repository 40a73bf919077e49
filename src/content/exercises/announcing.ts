/** Exercises on announcements: Re and Kontra, Absagen, replies, deadlines. */
import { DEAL_RULES, HANDS, NORMAL, NORTH_MARRIAGE, TRICK_1 } from './deals.ts';
import type { Exercise } from './types.ts';

const DEAL48 = DEAL_RULES;

export const ANNOUNCING: readonly Exercise[] = [
  {
    kind: 'calls',
    id: 'announce-early',
    lesson: 'announcements',
    title: 'Everything is still open',
    goal: 'You are North (Re) and have played one card. Select every call you may make now.',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: TRICK_1 },
    seat: 2,
    fixed: DEAL48,
    drills: ['9.2', '9.3'],
    hints: ['With 11 cards in hand, is “Re” still on time?', 'You may jump: every skipped level must still be on time.'],
    explanation: 'With 11 cards every call of your party is still on time, so you may say “Re” or jump straight to “keine 90” or higher; the skipped levels count too. “Kontra” belongs to the other party.',
  },
  {
    kind: 'calls',
    id: 'announce-reply',
    lesson: 'announcements',
    title: 'Answering a Re',
    goal: 'You are South (Kontra), holding 10 cards. West said “Re” after the first trick. Select every call you may make now.',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [...TRICK_1, 'SA', 'S9', 'SK'], calls: [{ after: 4, seat: 1, call: 're' }] },
    seat: 0,
    fixed: DEAL48,
    drills: ['9.4', '16.12'],
    hints: ['Kontra needs 11 cards as an Erstansage.', 'A reply may come one card later than the call it answers.'],
    explanation: 'Your Kontra is too late as an Erstansage, but it is on time as a reply to West’s “Re” (11 − 1 = 10 cards). A late reply allows no Absage, so “keine 90” is out.',
  },
  {
    kind: 'calls',
    id: 'announce-marriage-shift',
    lesson: 'announcements',
    title: 'After a late Klärungsstich',
    goal: 'North’s marriage was clarified in trick 2 (West is the partner) and West said “Re”. You are South (Kontra) with 10 cards. Select every call you may make.',
    deal: {
      dealer: 3,
      hands: HANDS.bothQueens,
      contract: NORTH_MARRIAGE,
      plays: [...TRICK_1, 'D9', 'HJ', 'SQ', 'H10', 'CA', 'S10', 'C9'],
      calls: [{ after: 8, seat: 1, call: 're' }],
    },
    seat: 0,
    fixed: { ...DEAL48, marriageTrickType: 'firstForeign' },
    drills: ['9.2', '7'],
    hints: ['A Klärungsstich in trick 2 moves every deadline by one card.', 'Kontra then needs 10 cards instead of 11.'],
    explanation: 'The marriage shift lowers every deadline by one card, so with 10 cards your Kontra is a full Erstansage, and every Absage is still on time.',
  },
  {
    kind: 'calls',
    id: 'announce-without-nines',
    lesson: 'announcements',
    title: 'Forty cards',
    goal: 'Without nines, 10 cards each. Your partner West has said “Re”; you are North with 8 cards left. Select every call you may make now.',
    deal: {
      dealer: 3,
      hands: HANDS.withoutNines,
      contract: NORMAL,
      plays: ['HA', 'HK', 'CQ', 'HK', 'SA', 'SA', 'SK', 'S10'],
      calls: [{ after: 4, seat: 1, call: 're' }],
    },
    seat: 2,
    fixed: { withoutNines: true, dulle: 'firstWins' },
    drills: ['9.7', '16.4', '15.withoutNines'],
    hints: ['Your partner’s “Re” counts for your party.', 'With 40 cards, keine 90 needs 8 cards in hand.'],
    explanation: 'West’s Re counts for you, so “Re” cannot be said twice. With 40 cards keine 90 needs 8 cards, exactly what you hold: every Absage is still on time.',
  },
];
