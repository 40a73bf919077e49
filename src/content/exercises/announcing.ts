/** Exercises on announcements: Re and Kontra, Absagen, replies, deadlines. */
import { DEAL_RULES, HANDS, NORMAL, NORTH_MARRIAGE, TRICK_1, WORKED } from './deals.ts';
import type { Exercise } from './types.ts';

const DEAL48 = DEAL_RULES;

/** South has played two cards (and North, East and West too): the second trick of the worked deal. */
const AFTER_TWO = [...TRICK_1, 'SA', 'S9', 'SK', 'S10'] as const;

export const ANNOUNCING = [
  {
    kind: 'choose',
    id: 'call-kontra-too-late',
    lesson: 'announcements',
    ask: { of: 'mayCall', deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: AFTER_TWO }, seat: 0, call: 'kontra', viewer: 0 },
    expected: { kind: 'yesNo', yes: false },
    fixed: DEAL48,
    drills: ['9.2', '9.1'],
  },
  {
    kind: 'choose',
    id: 'call-only-own-party',
    lesson: 'announcements',
    ask: { of: 'mayCall', deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [] }, seat: 0, call: 're', viewer: 0 },
    expected: { kind: 'yesNo', yes: false },
    fixed: DEAL48,
    drills: ['9.1', '2'],
  },
  {
    kind: 'number',
    id: 'deadline-keine-60',
    lesson: 'absagen',
    ask: { of: 'deadline', call: 'no60' },
    expected: 9,
    fixed: { withoutNines: false },
    drills: ['9.2'],
  },
  {
    kind: 'choose',
    id: 'absage-too-late',
    lesson: 'absage-jumps',
    ask: { of: 'mayCall', deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: AFTER_TWO }, seat: 2, call: 'no90', viewer: 2 },
    expected: { kind: 'yesNo', yes: false },
    fixed: DEAL48,
    drills: ['9.3'],
  },
  {
    kind: 'choose',
    id: 'show-party',
    lesson: 'replies',
    ask: {
      of: 'showParty',
      deal: {
        dealer: 3,
        hands: HANDS.normal,
        contract: NORMAL,
        plays: [],
        calls: [
          { after: 0, seat: 1, call: 're' },
          { after: 0, seat: 0, call: 'kontra' },
        ],
      },
      seat: 2,
    },
    expected: { kind: 'yesNo', yes: true },
    fixed: DEAL48,
    drills: ['9.5'],
  },
  {
    kind: 'choose',
    id: 'forced-announcement',
    lesson: 'forced-announcement',
    ask: { of: 'forcedParty', deal: WORKED.forcedAnnouncement },
    expected: { kind: 'party', party: 'kontra' },
    fixed: { ...DEAL48, forcedAnnouncement: true },
    drills: ['9.6', '15.forcedAnnouncement', '16.9'],
  },
  {
    kind: 'calls',
    id: 'announce-early',
    lesson: 'absage-jumps',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: TRICK_1 },
    seat: 2,
    fixed: DEAL48,
    drills: ['9.2', '9.3'],
  },
  {
    kind: 'calls',
    id: 'announce-reply',
    lesson: 'replies',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [...TRICK_1, 'SA', 'S9', 'SK'], calls: [{ after: 4, seat: 1, call: 're' }] },
    seat: 0,
    fixed: DEAL48,
    drills: ['9.4', '16.12'],
  },
  {
    kind: 'calls',
    id: 'announce-marriage-shift',
    lesson: 'deadlines-that-move',
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
  },
  {
    kind: 'calls',
    id: 'announce-without-nines',
    lesson: 'deadlines-without-nines',
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
  },
] as const satisfies readonly Exercise[];

/** Fresh positions of announcement exercises, asked again at the end of their lesson when missed. */
export const ANNOUNCING_AGAIN = [
  {
    kind: 'number',
    id: 'deadline-keine-60-again',
    asksAgain: 'deadline-keine-60',
    lesson: 'absagen',
    ask: { of: 'deadline', call: 'no30' },
    expected: 8,
    fixed: { withoutNines: false },
    drills: ['9.2'],
  },
  {
    kind: 'choose',
    id: 'absage-too-late-again',
    asksAgain: 'absage-too-late',
    lesson: 'absage-jumps',
    // West, North's partner, said "Re" in time: North's "keine 90" needs only its own deadline.
    ask: {
      of: 'mayCall',
      deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: AFTER_TWO, calls: [{ after: 4, seat: 1, call: 're' }] },
      seat: 2,
      call: 'no90',
      viewer: 2,
    },
    expected: { kind: 'yesNo', yes: true },
    fixed: DEAL48,
    drills: ['9.3'],
  },
  {
    kind: 'calls',
    id: 'announce-early-again',
    asksAgain: 'announce-early',
    lesson: 'absage-jumps',
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: AFTER_TWO, calls: [{ after: 4, seat: 1, call: 're' }] },
    seat: 2,
    fixed: DEAL48,
    drills: ['9.2', '9.3'],
  },
  {
    kind: 'choose',
    id: 'forced-announcement-again',
    asksAgain: 'forced-announcement',
    lesson: 'forced-announcement',
    ask: { of: 'forcedParty', deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: TRICK_1 } },
    expected: { kind: 'party', party: 'none' },
    fixed: { ...DEAL48, forcedAnnouncement: true },
    drills: ['9.6', '15.forcedAnnouncement', '16.9'],
  },
  {
    kind: 'choose',
    id: 'show-party-again',
    asksAgain: 'show-party',
    lesson: 'replies',
    // North's ♣Q in trick 1 has shown the table North's party: a further call needs no name.
    ask: {
      of: 'showParty',
      deal: {
        dealer: 3,
        hands: HANDS.normal,
        contract: NORMAL,
        plays: TRICK_1,
        calls: [
          { after: 0, seat: 1, call: 're' },
          { after: 0, seat: 0, call: 'kontra' },
        ],
      },
      seat: 2,
    },
    expected: { kind: 'yesNo', yes: false },
    fixed: DEAL48,
    drills: ['9.5'],
  },
  {
    kind: 'calls',
    id: 'announce-reply-again',
    asksAgain: 'announce-reply',
    lesson: 'replies',
    // The other way round: East said Kontra after trick 1, and North (Re) has played two cards.
    deal: { dealer: 3, hands: HANDS.normal, contract: NORMAL, plays: [...AFTER_TWO], calls: [{ after: 4, seat: 3, call: 'kontra' }] },
    seat: 2,
    fixed: DEAL48,
    drills: ['9.4', '16.12'],
  },
  {
    kind: 'calls',
    id: 'announce-marriage-shift-again',
    asksAgain: 'announce-marriage-shift',
    lesson: 'deadlines-that-move',
    // The same marriage a trick on: South has played three cards, and the shifted reply deadline is all that is left.
    deal: {
      dealer: 3,
      hands: HANDS.bothQueens,
      contract: NORTH_MARRIAGE,
      plays: [...TRICK_1, 'D9', 'HJ', 'SQ', 'H10', 'CA', 'S10', 'C9', 'CK'],
      calls: [{ after: 8, seat: 1, call: 're' }],
    },
    seat: 0,
    fixed: { ...DEAL48, marriageTrickType: 'firstForeign' },
    drills: ['9.2', '7'],
  },
  {
    kind: 'calls',
    id: 'announce-without-nines-again',
    asksAgain: 'announce-without-nines',
    lesson: 'deadlines-without-nines',
    // South (Kontra) after two tricks without nines: too late for an Ansage, in time for a reply.
    deal: {
      dealer: 3,
      hands: HANDS.withoutNines,
      contract: NORMAL,
      plays: ['HA', 'HK', 'CQ', 'HK', 'SA', 'SA', 'SK', 'S10'],
      calls: [{ after: 4, seat: 1, call: 're' }],
    },
    seat: 0,
    fixed: { withoutNines: true, dulle: 'firstWins' },
    drills: ['9.7', '16.4', '15.withoutNines'],
  },
] as const satisfies readonly Exercise[];
