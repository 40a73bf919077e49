/**
 * English words for what is wrong with a stored value the engine reads: a JSON text
 * (engine/json.ts), a deal record, a deal summary or a rule set (`InputProblem`,
 * engine/validate.ts). These are the CLI's error lines, which outside tools read
 * (docs/formats.md, "Errors"), so each sentence stays as it is. Field names, paths and values
 * are the format's own and stay as the file has them. German twin: src/i18n/de/record.ts.
 */
import type { JsonProblem, TextPlace } from '../../engine/json.ts';
import { TOTAL_POINTS } from '../../engine/cards.ts';
import type { Party } from '../../engine/parties.ts';
import { KARLCHEN_CARD } from '../../engine/summaryBounds.ts';
import type { EntryKind, InputProblem, PathError, SpecialKind } from '../../engine/validate.ts';
import type { ProblemFault, ReasonFault } from '../../engine/quiz/problems.ts';
import { describeActionError } from './actions.ts';

const grouped = (n: number) => n.toLocaleString('en');
const place = (at: TextPlace) => (at.singleLine ? `column ${at.column}` : `line ${at.line}, column ${at.column}`);

/** Why a JSON text is not read (the strict reader, engine/json.ts); the path is said apart. */
export function describeJsonProblem(p: JsonProblem): string {
  switch (p.code) {
    case 'tooLong':
      return `the text has ${grouped(p.length)} ${p.unit}, at most ${grouped(p.most)} are read`;
    case 'syntax':
      return `not valid JSON: ${p.found === '' ? 'the text ends too early' : `unexpected ${p.found}`} at ${place(p.at)}`;
    case 'duplicateKey':
      return `the key ${p.key} appears twice in one object (again at ${place(p.at)})`;
    case 'tooDeep':
      return `nested more than ${p.most} levels deep at ${place(p.at)}`;
  }
}

const ENTRY: Readonly<Record<EntryKind, string>> = {
  bidding: '{ "seat", "say" }',
  announcements: '{ "seat", "call", "cardsPlayed" }',
  contract: 'an object with "kind"',
  summaryAnnouncements: '{ "re": call or null, "kontra": call or null }',
  parties: '{ "re": [seats], "kontra": [seats] }',
  special: '{ "kind", "party" }',
};

const LIST: Readonly<Record<Extract<InputProblem, { code: 'notList' }>['of'], string>> = {
  bidding: 'an array of { "seat", "say" }',
  announcements: 'an array of { "seat", "call", "cardsPlayed" }',
  cards: 'an array of card ids',
  seats: 'an array of seats',
  specials: 'an array of special events',
};

/** What an unknown name was meant to be, before the name ("unknown solo …"). */
const UNKNOWN: Readonly<Record<Extract<InputProblem, { code: 'unknownName' }>['of'], string>> = {
  say: 'unknown ',
  solo: 'unknown solo ',
  call: 'unknown call ',
  contract: 'unknown contract ',
  special: 'unknown special ',
};

const PARTY: Readonly<Record<Party, string>> = { re: 'Re', kontra: 'Kontra' };
const other = (p: Party): Party => (p === 're' ? 'kontra' : 're');

/** A special event as "it cannot have …" ends. */
const EVENT: Readonly<Record<SpecialKind, string>> = {
  fox: 'caught a fox',
  doppelkopf: 'won a Doppelkopf',
  karlchen: 'won the last trick with the ♣J',
  karlchenCaught: 'caught the ♣J',
};

const reTricksHold = (tricks: number) => `Re's ${tricks === 1 ? '1 trick holds' : `${tricks} tricks hold`}`;

/** One problem as a sentence (without its path). */
export function describeInputProblem(p: InputProblem): string {
  switch (p.code) {
    case 'json':
      return describeJsonProblem(p.problem);
    case 'notRecord':
      return 'a deal record must be a JSON object';
    case 'notSummary':
      return 'a deal summary must be a JSON object';
    case 'wrongFormat':
      return `expected ${p.expected.map((f) => `"${f}"`).join(' or ')}, got ${p.got}`;
    case 'unknownField':
      return `unknown field ${p.field} (known: ${p.known.join(', ')})`;
    case 'notWholeNumber':
      return `expected a whole number from ${p.min} to ${p.max}, got ${p.got}`;
    case 'rulesNull':
      return 'expected an object of rule keys, got null';
    case 'rulesNotObject':
      return `rules must be an object of rule keys, got ${p.got}`;
    case 'unknownRule':
      return `unknown rule key ${p.key} (known: ${p.known.join(', ')})`;
    case 'badRuleValue':
      return `rule "${p.key}" cannot be ${p.got} (allowed: ${p.allowed.join(', ')})`;
    case 'noContract':
      return 'a record needs a "contract" or a "bidding" array';
    case 'tooManyPlays':
      return `${p.count} cards played, a deal has ${p.total}`;
    case 'notFourHands':
      return 'expected four hands';
    case 'handSize':
      return `${p.count} cards, a hand has ${p.size}`;
    case 'noNines':
      return `${p.card}: there are no nines in the 40-card deck (withoutNines)`;
    case 'thirdCopy':
      return `${p.card} appears a third time (also at ${p.at.join(', ')})`;
    case 'notTwice':
      return `${p.card} must appear twice`;
    case 'povertyOff':
      return 'poverty is not played under these rules (set "poverty": true)';
    case 'notList':
      return `expected ${LIST[p.of]}`;
    case 'notEntry':
      return `expected ${ENTRY[p.of]}`;
    case 'unknownName':
      return `${UNKNOWN[p.of]}${p.got} (known: ${p.known.join(', ')})`;
    case 'notBoolean':
      return `expected true or false, got ${p.got}`;
    case 'callsOutOfOrder':
      return `${p.cardsPlayed} is earlier than the call before it (${p.before}): list calls in the order made`;
    case 'illegal':
      return describeActionError(p.error);
    case 'thrownIn':
      return `no cards are played: the hands were thrown in (${p.reason})`;
    case 'biddingOpen':
      return `the reservation round is not complete (waiting for seat ${p.seat})`;
    case 'contractDiffers':
      return `the bidding gives ${p.bidding}, the record says ${p.record}`;
    case 'tooManyCards':
      return `${p.count} cards, at most ${p.most} fit here`;
    case 'notCardId':
      return `${p.got} is not a card id (like "CQ", "H10", "DA")`;
    case 'notSeat':
      return `expected a seat 0..3, got ${p.got}`;
    case 'partnerIsPoor':
      return 'the partner cannot be the poor player';
    case 'notPlayed':
      return `the deal was not played: ${p.reason}`;
    case 'notComplete':
      return `the deal is not complete: ${p.played} of ${p.total} cards played`;
    case 'notShare':
      return `expected { "re": ${p.field === 'cardPoints' ? 'points' : 'tricks'} } (0 to ${p.total})`;
    case 'sharesDisagree':
      return `Re ${p.re} and Kontra ${p.kontra} ${p.field === 'tricks' ? 'tricks ' : ''}do not add up to ${p.total}`;
    case 'notPartyCall':
      return `${p.got} is not a call of ${p.party} (allowed: null, ${p.allowed.join(', ')})`;
    case 'seatTwice':
      return `seat ${p.seat} is listed twice`;
    case 'seatsNotAll':
      return 'every seat 0..3 must be in exactly one party';
    case 'reSize':
      return 'Re has one player (a solo) or two';
    case 'declarerNotRe':
      return `the declarer (seat ${p.seat}) must be in the Re party`;
    case 'povertyNeedsTwo':
      return 'a poverty game has two Re players';
    case 'partnerNotRe':
      return `the partner must be the other Re player (seat ${p.seat})`;
    case 'soloNeedsOne':
      return 'a solo has exactly one Re player';
    case 'notCardList':
      return `expected an array of at most ${p.most} card ids`;
    case 'notParty':
      return `expected "re" or "kontra", got ${p.got}`;
    case 'outOfRange':
      return `expected a whole number from ${p.min} to ${p.max}`;
    case 'pointsWithoutTrick':
      return `Re won no trick, so it cannot have ${p.points} card points`;
    case 'allTricksNotAllPoints':
      return `Kontra won no trick, so Re must have all ${TOTAL_POINTS} card points`;
    case 'pointsOutOfReach': {
      const them = reTricksHold(p.tricks);
      const bound = p.points > p.max ? `at most ${p.max}` : `at least ${p.min}`;
      return `${p.withEvents ? `with these special events, ${them}` : them} ${bound} card points, not ${p.points}`;
    }
    case 'pointsNoCards':
      return `no ${4 * p.tricks} cards of the deck${p.withEvents ? ' with the cards of these special events' : ''} add up to exactly ${p.points} card points`;
    case 'eventsTogether':
      return 'these special events cannot all happen in one deal: the deck does not have the cards for them';
    case 'tooManyEvents':
      return `more ${p.kind} events than a deal can have (${p.most})`;
    case 'eventWithoutTrick':
      return `${PARTY[p.party]} won no trick, so it cannot have ${EVENT[p.kind]}`;
    case 'lastTrickBoth':
      return `${PARTY[other(p.party)]} won the last trick (an event before says so), so ${PARTY[p.party]} cannot have ${EVENT[p.kind]} in it`;
    case 'moreDoppelkoepfeThanTricks':
      return `${PARTY[p.party]} won ${p.tricks} tricks, so it cannot have ${p.count} Doppelköpfe`;
    case 'cannotCatchKarlchen':
      return `${p.card} cannot catch the ${KARLCHEN_CARD}: that takes a trump at least as high (${p.catchers.join(', ')})`;
    case 'karlchenTrickNoDoppelkopf':
      return `${PARTY[p.party]} won ${p.tricks} tricks and the last one holds the ${KARLCHEN_CARD}, which makes it no Doppelkopf: it cannot have ${p.count} Doppelköpfe`;
  }
}

/** Where the problem is: its path, and for a refused call or card which one it was. */
export function placeOf(e: PathError): string {
  const step = e.problem.code === 'illegal' ? e.problem.step : undefined;
  if (!step) return e.path;
  return 'card' in step ? `${e.path} (${step.card})` : `${e.path} (${step.call} by seat ${step.seat})`;
}

/** The problem as a sentence (without its place). */
export function describePathError(e: PathError): string {
  return describeInputProblem(e.problem);
}

/** "path: problem", the one-line form the CLI prints. */
export function formatPathError(e: PathError): string {
  const at = placeOf(e);
  return at ? `${at}: ${describePathError(e)}` : describePathError(e);
}

function reasonFault(f: ReasonFault): string {
  switch (f.code) {
    case 'missing':
      return 'missing';
    case 'tooLong':
      return `longer than ${f.most} characters`;
    case 'noEnd':
      return 'must end a sentence';
    case 'twoSentences':
      return 'must be one sentence';
  }
}

/** What is wrong with a curated lead problem (engine/quiz/problems.ts), its id first. */
export function describeProblemFault(f: ProblemFault): string {
  const why = ((): string => {
    switch (f.code) {
      case 'notObject':
        return 'a problem must be an object';
      case 'field':
        return describePathError(f.error);
      case 'badId':
        return 'id must be a slug';
      case 'noTitle':
        return 'title missing';
      case 'shortExplanation':
        return 'explanation missing or too short';
      case 'reason':
        return `reason ${reasonFault(f.fault)}`;
      case 'unknownRule':
        return `unknown rule ${f.rule}`;
      case 'position':
        return `position.${formatPathError(f.error)}`;
      case 'notALead':
        return 'the position is not a lead';
      case 'notToLead':
        return `seat ${f.seat} is not to lead (seat ${f.toLead} is)`;
      case 'keyNotLegal':
        return `the key ${f.key} cannot be led`;
      case 'creditNotObject':
        return 'credit must be an object';
      case 'creditNotLegal':
        return `credit for ${f.card}, which cannot be led`;
      case 'creditRange':
        return `credit for ${f.card} must be 0..100`;
      case 'fullCreditNotKey':
        return `only the key has full credit (${f.card} has 100)`;
      case 'keyCredit':
        return 'the key must have credit 100';
    }
  })();
  return f.code === 'notObject' ? why : `${f.id}: ${why}`;
}
