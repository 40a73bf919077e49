/**
 * English words of the lessons' static figures (src/components/static/*.astro) that no other
 * catalogue has: the captions of the trump and plain-suit figures, the solo table, the hand
 * that may be thrown in, the worked deal's notes. Rule facts (counts, the soloist's factor)
 * come from the engine as parameters.
 */
import type { Party } from '../../engine/parties.ts';
import { PARTY_WORD } from './engine.ts';

const ordinalRules = new Intl.PluralRules('en', { type: 'ordinal' });
const ORDINAL_SUFFIX: Readonly<Record<Intl.LDMLPluralRule, string>> = { zero: 'th', one: 'st', two: 'nd', few: 'rd', many: 'th', other: 'th' };

export const figureText = {
  /** A count as a place in a row: "2nd" (the card before which a call must come). */
  ordinal: (n: number) => `${n}${ORDINAL_SUFFIX[ordinalRules.select(n)]}`,
  trumpsCaption: (contract: string) => `Trumps in the ${contract}, highest first`,
  plainSuitsCaption: (contract: string) => `Plain suits in the ${contract}, highest first`,
  soloTable: {
    caption: 'Trump cards in every game (both copies counted)',
    game: 'Game',
    cards: (n: number) => `${n} cards`,
    highest: 'Highest trumps',
    topTrump: 'top trump',
    plainHeart: 'plain heart',
  },
  throwIn: {
    caption: (nines: number) => `${nines} nines`,
    handLabel: (nines: number) => `A hand with ${nines} nines`,
    verdict: (why: 'fiveNines' | 'fiveKings' | null, count: number) =>
      why === null ? 'must be played' : `may be thrown in (${count} ${why === 'fiveNines' ? 'nines' : 'kings'})`,
    ddv: (verdict: string) => `DDV rules: ${verdict}.`,
    house: (rule: string, verdict: string) => `House rule “${rule}”: ${verdict}.`,
  },
  worked: {
    knownTo: (seat: string) => `Known to ${seat} now:`,
    forcedLabel: 'Forced announcement:',
    forced: (party: Party, points: number, trick: number) => `${PARTY_WORD[party]} won ${points} points in trick ${trick} and must announce.`,
    refused: (seat: string, card: string, why: string) => `${seat} tries to play the ${card}, but that play is refused: ${why}.`,
    ifWorth: (value: number) => `If the deal is worth ${value} to Re:`,
    soloNote: (factor: number) => ` (a solo: the soloist scores ${factor === 3 ? 'three' : factor} times)`,
  },
};

/** The table seen from above (src/components/widgets/SeatTable.tsx). */
export const seatTableText = {
  seatsLabel: 'The seats, clockwise from South',
  you: (name: string) => `${name} (you)`,
  role: { deals: 'deals', leads: 'leads', playedLast: 'played last', next: 'plays next', won: 'took the trick' },
  clockwise: 'clockwise',
  caption: {
    leader: 'Who deals and who leads the first trick, seen from above.',
    clockwise: 'Play goes round clockwise, seen from above.',
    trickTaken: 'The winner of a trick leads the next one.',
  },
};
