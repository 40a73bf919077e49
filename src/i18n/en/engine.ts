/**
 * English text for everything the engine explains: refusals, errors, score lines.
 * The engine returns codes and data; this file and its two siblings turn them into words, so a
 * German edition is a second set of files of the same shape. Kept apart so that a lesson island
 * loads only the words it shows: refused actions of a deal in en-actions.ts, problems of a typed
 * hand in en-notation.ts.
 */
import type { AnnouncementRefusal } from '../../engine/announcements.ts';
import { POVERTY_MAX_TRUMPS, THROW_IN_COUNT, type DeclarationRefusal } from '../../engine/contract.ts';
import type { EffectiveSuit } from '../../engine/order.ts';
import type { Party } from '../../engine/parties.ts';
import type { Call } from '../../engine/calls.ts';
import { DOPPELKOPF_POINTS, lineMeaning, type LineReason } from '../../engine/lines.ts';

export const SUIT_WORD: Record<EffectiveSuit, string> = { T: 'trump', C: 'clubs', S: 'spades', H: 'hearts', D: 'diamonds' };
export const PARTY_WORD: Record<Party, string> = { re: 'Re', kontra: 'Kontra' };
export const CALL_WORD: Record<Call, string> = {
  re: 'Re',
  kontra: 'Kontra',
  no90: 'keine 90',
  no60: 'keine 60',
  no30: 'keine 30',
  schwarz: 'schwarz',
};

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
    case 'lateReplyWhileForced':
      return `the party owes its forced announcement: "${CALL_WORD[r.call]}" must be said by a player holding ${r.needed} cards, not as a late reply with ${r.holding}`;
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
