/**
 * English words of a position shown in full (who holds what, the tricks and calls so far) and
 * of the "who is Re?" marking exercise.
 */
import { MARRIAGE_TRICKS } from '../../engine/contract.ts';

export const positionText = {
  yourHand: (name: string, now: number | null) => (now === null ? `Your hand (${name})` : `Your hand now (${name}, ${now} cards)`),
  handOf: (name: string, now: number | null) => (now === null ? `${name}’s hand` : `${name}’s hand now (${now} cards)`),
  tricks: 'Cards played',
  noTricks: 'No card has been played yet.',
  trick: (n: number) => `Trick ${n}`,
  ledBy: (name: string) => `led by ${name}`,
  wonBy: (name: string) => `won by ${name}`,
  inProgress: 'in progress',
  calls: 'Calls made',
  noCalls: 'Nobody has announced anything.',
  call: (name: string, call: string, cards: number) =>
    `${name}: “${call}” (${cards === 0 ? 'before the first card' : `after ${cards} card${cards === 1 ? '' : 's'} of the deal`})`,
  contract: 'Contract',
  dealer: (name: string) => `${name} dealt.`,
  contractOf: {
    normal: 'Normal game: everybody said “gesund”',
    marriage: (name: string) => `Hochzeit (marriage) of ${name}`,
    poverty: (name: string, partner: string) => `Armut (poverty) of ${name}, taken by ${partner}`,
    solo: (name: string, d: string) => `${d} by ${name}`,
  },
  marriageOpen: 'partner not found yet',
  marriageFound: (trick: number, name: string) => `Klärungsstich: trick ${trick}, ${name} is the partner`,
  marriageSolo: `nobody else won one of the first ${MARRIAGE_TRICKS} tricks: a Karo solo`,
  cardCaption: (name: string) => name,
  passed: (poor: string, partner: string) => `${poor} passed to ${partner}`,
  returned: (partner: string) => `${partner} gave back`,
};

export const whoIsReText = {
  marksLabel: 'Mark each player',
  check: 'Check',
  incomplete: 'Mark all four players first.',
  right: 'Right! That is exactly what you can know.',
  wrong: (ok: number) => `Not quite: ${ok} of 4 marked correctly.`,
  wrongNamed: (names: readonly string[]) => `Not right yet: ${names.join(', ')}.`,
  solution: 'The right marks, as far as you can know:',
};
