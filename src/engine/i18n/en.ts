/**
 * English text for everything the engine explains: refusals, errors, score lines.
 * The engine returns codes and data; this file alone turns them into words, so a German
 * edition is a second file of the same shape.
 */
import type { AnnouncementRefusal } from '../announcements.ts';
import { deck, type CardId } from '../cards.ts';
import { POVERTY_CARDS, POVERTY_MAX_TRUMPS, THROW_IN_COUNT, type DeclarationRefusal } from '../contract.ts';
import type { ActionError } from '../deal.ts';
import { quote } from '../excerpt.ts';
import { cardName, cardShort } from '../names.ts';
import type { NotationProblemData, NotationSystem } from '../notation.ts';
import type { EffectiveSuit } from '../order.ts';
import type { Party } from '../parties.ts';
import { DOPPELKOPF_POINTS, lineMeaning, type Call, type LineReason } from '../scoring.ts';
import type { IllegalPlay } from '../trick.ts';

export const SUIT_WORD: Record<EffectiveSuit, string> = { T: 'trump', C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' };
export const PARTY_WORD: Record<Party, string> = { re: 'Re', kontra: 'Kontra' };
export const CALL_WORD: Record<Call, string> = {
  re: 'Re', kontra: 'Kontra', no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', schwarz: 'schwarz',
};

/** How a seat is named in a sentence: "seat 2" by default; a page may say "you" or a player's name. */
export type SeatNamer = (seat: number) => string;
const bySeat: SeatNamer = (seat) => `seat ${seat}`;

export function describeIllegalPlay(seat: number, r: IllegalPlay, who: SeatNamer = bySeat): string {
  if (r.code === 'notInHand') return `${who(seat)} does not hold ${r.card}`;
  return `${who(seat)} must follow ${SUIT_WORD[r.suit]} (holds ${r.holding.join(', ')})`;
}

export function describeAnnouncementRefusal(r: AnnouncementRefusal): string {
  switch (r.code) {
    case 'notInPlay':
      return 'announcements are made only while the cards are played';
    case 'beforeClarification':
      return 'no announcement before the marriage is clarified (Klärungsstich)';
    case 'wrongPartyCall':
      return `a ${PARTY_WORD[r.party]} player cannot say "${CALL_WORD[r.call]}"`;
    case 'alreadyAnnounced':
      return `the party has already announced "${CALL_WORD[r.call]}" (or more)`;
    case 'tooLate':
      return `"${CALL_WORD[r.call]}" needs ${r.needed} cards in hand, the announcer holds ${r.holding}`;
    case 'replyTooLate':
      return `a reply "${CALL_WORD[r.call]}" needs ${r.needed} cards in hand, the announcer holds ${r.holding}`;
    case 'absageAfterLateReply':
      return `"${CALL_WORD[r.call]}" is not allowed: the party's Re/Kontra was a late reply, which allows no Absage`;
  }
}

export function describeDeclarationRefusal(r: DeclarationRefusal | { code: 'noThrowIn' } | { code: 'noHalfChicken' } | { code: 'mustPlaySolo' }): string {
  switch (r.code) {
    case 'marriageNeedsBothClubQueens':
      return 'a marriage needs both queens of clubs';
    case 'povertyOff':
      return 'poverty (Armut) is not played under these rules';
    case 'povertyTooManyTrumps':
      return `poverty needs at most ${POVERTY_MAX_TRUMPS} trumps, the hand has ${r.trumps}`;
    case 'povertyWithPiglets':
      return 'a hand with both diamond aces (piglets) cannot declare poverty';
    case 'povertyWithBothClubQueens':
      return 'a hand with both queens of clubs cannot declare poverty';
    case 'noThrowIn':
      return `the hand may not be thrown in (needs ${THROW_IN_COUNT} nines or ${THROW_IN_COUNT} kings where the rules allow it)`;
    case 'noHalfChicken':
      return 'a half chicken needs both ten of diamonds and the house rule';
    case 'mustPlaySolo':
      return 'this player is vorgeführt: he must say Vorbehalt and play his compulsory solo';
  }
}

export function describeActionError(e: ActionError, who: SeatNamer = bySeat): string {
  switch (e.code) {
    case 'wrongPhase':
      return `"${e.action}" is not possible now (phase: ${e.phase})`;
    case 'notYourTurn':
      return `it is ${who(e.toMove)}'s turn, not ${who(e.seat)}'s`;
    case 'notEligible':
      return `${who(e.seat)}: ${describeDeclarationRefusal(e.refusal)}`;
    case 'badExchange':
      return e.problem === 'count'
        ? `${who(e.seat)} must pass exactly ${POVERTY_CARDS} cards, not ${e.cards.length}`
        : e.problem === 'notInHand'
          ? `${who(e.seat)} does not hold ${e.cards.join(', ')}`
          : `${who(e.seat)} must pass all trumps in poverty`;
    case 'illegalPlay':
      return describeIllegalPlay(e.seat, e.reason, who);
    case 'illegalAnnouncement':
      return `${who(e.seat)}: ${describeAnnouncementRefusal(e.refusal)}`;
    case 'forcedAnnouncementMissing':
      return `${PARTY_WORD[e.party]} must announce first: it won ${e.points} points in trick ${e.trick} (forced announcement)`;
  }
}

/** "120 reached against keine 90": the points and the Absage from the engine. */
function reachedWords(reason: LineReason): string {
  const m = lineMeaning(reason);
  return m.kind === 'reached' ? `${m.points} reached against ${CALL_WORD[m.against]}` : reason;
}

/** One line of a score sheet in words, e.g. "Kontra won against the club queens". */
export const LINE_WORDS: Record<LineReason, string> = {
  won: 'won',
  below90: 'opponents below 90',
  below60: 'opponents below 60',
  below30: 'opponents below 30',
  schwarz: 'opponents won no trick (schwarz)',
  reAnnounced: 'Re announced',
  kontraAnnounced: 'Kontra announced',
  reNo90: 'Re announced keine 90',
  reNo60: 'Re announced keine 60',
  reNo30: 'Re announced keine 30',
  reSchwarz: 'Re announced schwarz',
  kontraNo90: 'Kontra announced keine 90',
  kontraNo60: 'Kontra announced keine 60',
  kontraNo30: 'Kontra announced keine 30',
  kontraSchwarz: 'Kontra announced schwarz',
  reached120AgainstNo90: reachedWords('reached120AgainstNo90'),
  reached90AgainstNo60: reachedWords('reached90AgainstNo60'),
  reached60AgainstNo30: reachedWords('reached60AgainstNo30'),
  reached30AgainstSchwarz: reachedWords('reached30AgainstSchwarz'),
  againstTheElders: 'won against the club queens (gegen die Alten)',
  doppelkopf: `Doppelkopf (a trick of ${DOPPELKOPF_POINTS} or more)`,
  foxCaught: 'fox caught',
  foxCaughtLastTrick: 'fox caught in the last trick',
  karlchen: 'Karlchen won the last trick',
  karlchenCaught: 'Karlchen caught in the last trick',
  lieschenMueller: 'Karlchen caught by a queen of diamonds (Lieschen Müller)',
};

export function describeLine(l: { party: Party; reason: LineReason; points: number }): string {
  return `${PARTY_WORD[l.party]}: ${LINE_WORDS[l.reason]} +${l.points}`;
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

const NOTATION_SYSTEM_WORD: Readonly<Record<NotationSystem, string>> = {
  english: 'English letters',
  englishRankFirst: 'English letters, rank first',
  german: 'German letters',
  germanSuited: 'German-suited letters',
};

function describeReading(card: CardId, system: NotationSystem): string {
  const german =
    system === 'german'
      ? `${cardName(card, { lang: 'de' })}, `
      : system === 'germanSuited'
        ? `${cardName(card, { lang: 'de', faces: 'german' })}, `
        : '';
  return `the ${cardName(card)} (${german}${NOTATION_SYSTEM_WORD[system]})`;
}

/** One problem of a pasted hand, naming the card by its place in the paste: 'the 4th card, "XX", is not a card'. */
export function describeNotationProblem(p: NotationProblemData): string {
  const which = `the ${ordinal(p.place ?? 1)} card, ${quote(p.token ?? '')},`;
  switch (p.code) {
    case 'empty':
      return `the hand is empty: enter ${p.expected} cards`;
    case 'unknownToken':
      return `${which} is not a card`;
    case 'ambiguous': {
      const [a, b] = p.cards ?? [];
      const [sa, sb] = p.systems ?? [];
      return `${which} could be ${describeReading(a, sa)} or ${describeReading(b, sb)}: write ${cardShort(a)} or ${cardShort(b)}`;
    }
    case 'wrongCount':
      return p.token === undefined
        ? `the hand has ${p.found} cards but must have ${p.expected}`
        : `the hand has ${p.found} cards but must have ${p.expected}: the ${ordinal(p.place ?? 1)} is ${quote(p.token)}`;
    case 'tooManyCopies':
      return `${which} is a third ${cardName(p.cards?.[0] ?? 'CQ')}, but the deck has only two of each card`;
    case 'nineWithoutNines':
      return `${which} is a nine (${cardName(p.cards?.[0] ?? 'C9')}), but the ${deck({ withoutNines: true }).length}-card deck has no nines`;
  }
}
