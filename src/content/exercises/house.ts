/** House rules: piglets, superpiglets, without nines, and the special points of the last trick. */
import type { Exercise } from './types.ts';

const PIGLETS = { piglets: true, pigletsDeclared: 'reservation', superpiglets: false, withoutNines: false, dulle: 'firstWins' } as const;
const SUPERPIGLETS = { ...PIGLETS, superpiglets: true } as const;

export const HOUSE = [
  {
    kind: 'number',
    id: 'without-nines-tricks',
    lesson: 'house-rules',
    ask: { of: 'handSize' },
    expected: 10,
    fixed: { withoutNines: true },
    drills: ['15.withoutNines', '1'],
  },
  {
    kind: 'pick',
    id: 'winner-piglets',
    lesson: 'house-rules',
    spot: { of: 'trick', contract: 'normal', trick: ['H10', 'DA', 'CQ', 'H10'], extras: { piglets: true, superpiglets: false } },
    right: { is: 'winsTrick' },
    fixed: PIGLETS,
    drills: ['15.piglets', '16.7'],
  },
  {
    kind: 'pick',
    id: 'winner-superpiglets',
    lesson: 'house-rules',
    spot: { of: 'trick', contract: 'normal', trick: ['DA', 'H10', 'D9', 'DA'], extras: { piglets: true, superpiglets: true } },
    right: { is: 'winsTrick' },
    fixed: SUPERPIGLETS,
    drills: ['15.superpiglets', '16.7'],
  },
  {
    kind: 'choose',
    id: 'piglet-fox-caught',
    lesson: 'house-rules',
    ask: { of: 'trickSpecials', trick: ['DA', 'D9', 'H10', 'CQ'], leader: 0, re: [0, 2], lastTrick: false, extras: { piglets: true, superpiglets: true } },
    expected: { kind: 'party', party: 'kontra' },
    fixed: SUPERPIGLETS,
    drills: ['16.16', '15.superpiglets', '11.1'],
  },
  {
    kind: 'number',
    id: 'house-fox-last-trick',
    lesson: 'house-rules-last-trick',
    ask: { of: 'seatScore', deal: { reCardPoints: 130, reTricks: 7, specials: [{ kind: 'fox', party: 'kontra', lastTrick: true }] }, seat: 0 },
    fixed: { foxLastTrick: true },
    expected: -1,
    drills: ['15.foxLastTrick'],
  },
  {
    kind: 'choose',
    id: 'karlchen-caught',
    lesson: 'house-rules-last-trick',
    ask: { of: 'trickSpecials', trick: ['CJ', 'SQ', 'DJ', 'DK'], leader: 1, re: [0, 2], lastTrick: true },
    expected: { kind: 'party', party: 're' },
    fixed: { karlchenCaught: true, lieschenMueller: false, piglets: false },
    drills: ['15.karlchenCaught', '16.13'],
  },
  {
    kind: 'choose',
    id: 'lieschen-mueller',
    lesson: 'house-rules-last-trick',
    ask: { of: 'trickSpecials', trick: ['CJ', 'HQ', 'DK', 'DJ'], leader: 0, re: [0, 2], lastTrick: true },
    expected: { kind: 'party', party: 'none' },
    fixed: { karlchenCaught: false, lieschenMueller: true, piglets: false },
    drills: ['15.lieschenMueller', '16.13'],
  },
] as const satisfies readonly Exercise[];
