/**
 * English text of the practice table (/play/ and /play/first-deal/). The engine and the
 * machine hand over codes and numbers (refusals, PlayRule, TrickWhy, the hint's reason and
 * evidence); they become sentences here and nowhere else. Rule text the engine already words
 * (i18n/en/bots.ts, i18n/en/engine.ts, i18n/en/site.ts) is reused, not restated.
 */
import type { AnnouncementRefusal } from '../../engine/announcements.ts';
import type { CardEvidence, CardRule, Hint } from '../../engine/bots/index.ts';
import { coachCardReason, coachReason } from './bots.ts';
import type { CardId, Suit } from '../../engine/cards.ts';
import type { ForcedCall } from '../../engine/deal.ts';
import { CALL_WORD, describeDeclarationRefusal, LINE_WORDS, PARTY_WORD } from './engine.ts';
import type { LineReason } from '../../engine/scoring.ts';
import { valueParts, type Linked } from '../runtime/glossaryIds.ts';
import { describeActionError } from './actions.ts';
import { sortHand, type CardOrder, type EffectiveSuit } from '../../engine/order.ts';
import type { Party } from '../../engine/parties.ts';
import type { Call } from '../../engine/scoring.ts';
import type { SessionMode } from '../../engine/session.ts';
import type { PlayRule } from '../../engine/trick.ts';
import type { PathError } from '../../engine/validate.ts';
import { describePathError, placeOf } from './record.ts';
import type { TableError, TableLogItem } from '../../machines/practiceDeal.ts';
import { declarationText } from './site.ts';
import { reservationText } from './reservation.ts';
import { cardName, cardShort, suitName, type Faces } from '../runtime/names.ts';
import { num } from '../runtime/numbers.ts';
import { seatName as compassName } from './seats.ts';

/** At the practice table the learner sits South (seat 0). */
export const seatName = (seat: number): string => compassName(seat, 0);
const subject = (seat: number) => (seat === 0 ? 'You' : seatName(seat));
const verb = (seat: number, you: string, other: string) => (seat === 0 ? you : other);
const possessive = (seat: number) => (seat === 0 ? 'your' : `${seatName(seat)}’s`);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Distinct cards, highest first in the deal's order (as the hand shows them). */
const sorted = (cards: readonly CardId[], order: CardOrder | null): CardId[] => {
  const once = [...new Set(cards)];
  return order ? sortHand(once, order) : once;
};

/**
 * "♣10, ♣K or ♣9"; with German faces, which have no suit symbols, the cards' names ("Daus of
 * acorns or king of acorns") rather than the notation's letters ("EA or EK").
 */
export function cardList(cards: readonly CardId[], faces: Faces, last = 'or'): string {
  const names = cards.map((c) => (faces === 'german' ? cardName(c, { faces }) : cardShort(c, { faces })));
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]}`;
}
const suitWord = (suit: EffectiveSuit, faces: Faces) => (suit === 'T' ? 'trump' : suitName(suit as Suit, { faces }));

export const MODE_WORD: Record<SessionMode, string> = {
  open: 'Practice (running score, undo allowed)',
  oneRound: 'A round of 4 deals',
  tournament24: 'Tournament round of 24 deals (one compulsory solo each)',
};

/** Trick pause choices (milliseconds; -1 waits for the learner). */
export const PAUSE_WORD: ReadonlyMap<number, string> = new Map([
  [0, 'Instant (for experienced players)'],
  [1000, '1 second'],
  [2000, '2 seconds'],
  [4000, '4 seconds'],
  [-1, 'Until I tap or press a key'],
]);

const PHASE_CAPTION: ReadonlyMap<string, string> = new Map([
  ['reservation', 'Reservation round'],
  ['declaration', 'Reservations are named'],
  ['povertyGive', 'Poverty'],
  ['povertyOffer', 'Poverty'],
  ['povertyReturn', 'Poverty'],
  ['redeal', 'Thrown in'],
]);

export const tableText = {
  title: 'Practice table',
  intro: 'Play full deals against three computer players. You sit South; West, North and East are the computer.',
  firstDealTitle: 'Play your first deal',
  firstDealIntro:
    'A guided deal for newcomers: before each of your cards the coach says what the rules require, which cards you may play, what a rule of thumb suggests and why; after each trick, who won it and why.',
  firstDealOf: (n: number, total: number) => `First deal ${n} of ${total}`,
  firstDealNext: 'Next guided deal',
  firstDealDone: 'You have played every guided deal. Play on at the practice table, with or without the coach.',
  toPractice: 'Go to the practice table',
  firstDealLink: 'New to Doppelkopf? Play your first deal with the coach.',
  loading: 'Dealing the cards…',
  tableHeading: 'The table',
  badSeed: (raw: string, used: number) => `“${raw}” is not a deal number (a whole number from 0 to 4294967295). Playing deal ${used} instead.`,
  share: 'Deal link',
  badPause: (raw: string) => `“${raw}” is not a trick pause (0, 1000, 2000, 4000 or tap). The table keeps your setting.`,
  badBots: (raw: string) => `“${raw}” is not a computer player strength (beginner or strong). The table keeps your setting.`,
  // Options.
  options: 'Table options',
  strength: 'Computer players',
  strengthOf: (seat: number) => seatName(seat),
  levels: { beginner: 'Beginner', strong: 'Strong' },
  pause: 'A finished trick stays',
  coach: 'Coach',
  normalOnly: 'Normal games only',
  normalOnlyHelp:
    'For beginners: no marriages and no solos. A deal in which one player holds both ♣Q is dealt again, and the computer players always say Gesund. On until you have done the lessons on reservations, solos and marriages.',
  normalOnlyTournament: 'A tournament round owes compulsory solos: it deals every game.',
  fromNextDeal: 'From the next deal on.',
  redealt: 'This deal was dealt again: one player held both ♣Q (normal games only, in the table options).',
  silentSoloAhead: 'With both ♣Q, Gesund means a silent solo: you play alone against the other three. Vorbehalt announces a marriage instead.',
  silentSoloMeaning: 'a silent solo',
  mode: 'Session type',
  newSession: 'Start a new session',
  nextDeal: 'Next deal',
  dealOf: (seed: number | null, n: number, total: number | null) =>
    `${seed === null ? 'Imported deal' : `Deal ${seed}`} · game ${n}${total ? ` of ${total}` : ''}`,
  dealer: (seat: number) => `Dealer: ${seatName(seat)}`,
  dealerTag: 'dealer',
  /** The seat's accessible name: "You, dealer". */
  seatLabel: (seat: number, dealer: boolean) => `${seatName(seat)}${dealer ? ', dealer' : ''}`,
  contract: 'Game',
  contractBy: (seat: number) => seatName(seat),
  partnerIs: (seat: number) => `partner ${seatName(seat)}`,
  /** Whose move it is, in the words of the phase (nobody "plays" during the reservation round). */
  toMove: (seat: number, phase: string) => {
    if (phase === 'playing') return seat === 0 ? 'Your turn' : `${seatName(seat)} to play`;
    if (phase === 'reservation') return seat === 0 ? 'Your turn to speak' : `${seatName(seat)} to speak`;
    if (phase === 'declaration') return seat === 0 ? 'Name your reservation' : `${seatName(seat)} names a reservation`;
    return seat === 0 ? 'Your turn' : `${seatName(seat)} is choosing`;
  },
  yourHand: 'Your hand',
  trick: (n: number) => `Trick ${n}`,
  phaseCaption: (phase: string) => PHASE_CAPTION.get(phase) ?? '',
  trickCard: (seat: number) => `${seatName(seat)}:`,
  leads: (seat: number) => `${seatName(seat)} ${verb(seat, 'lead', 'leads')}`,
  wins: (seat: number) => `${seatName(seat)} ${verb(seat, 'win', 'wins')} the trick`,
  winsWith: (seat: number, points: number) => `${seatName(seat)} ${verb(seat, 'win', 'wins')} trick · ${points} ${points === 1 ? 'point' : 'points'}`,
  trickOf: (n: number, seat: number, points: number) => `Trick ${n}: ${seatName(seat)} ${verb(seat, 'win', 'wins')} it with ${points} card points.`,
  tapToGoOn: 'Continue',
  tapHint: 'Tap the trick or press any key to go on.',
  partyShort: (p: Party | null) => (p ? PARTY_WORD[p] : 'unknown'),
  party: (p: Party) => PARTY_WORD[p],
  partyOf: (p: Party | null) => (p ? `party ${PARTY_WORD[p]}` : 'party unknown'),
  pointsTaken: (n: number) => `${n} pts`,
  pointsTakenLong: (n: number) => `${n} card points taken`,
  tricksWon: (n: number) => `${n} ${n === 1 ? 'trick' : 'tricks'}`,
  partyTotalsLabel: 'Card points of your party and the other: ',
  partyTotals: (own: Party, mine: number, theirs: number) => `${PARTY_WORD[own]} ${mine} : ${theirs} ${PARTY_WORD[own === 're' ? 'kontra' : 're']}`,
  callsOf: (calls: readonly Call[]) => calls.map((c) => CALL_WORD[c]).join(', '),
  spoken: (reservation: boolean) => (reservation ? 'Vorbehalt' : 'gesund'),
  // Reservation round.
  reservationTitle: 'Reservation round',
  healthy: 'Gesund (no reservation)',
  reservation: 'Vorbehalt (reservation)',
  /** The reservation buttons: the word, and what it means in small print. */
  healthyWord: 'Gesund',
  healthyMeaning: 'no reservation',
  reservationWord: 'Vorbehalt',
  reservationMeaning: 'a reservation',
  declareLabel: 'Your reservation',
  declareButton: 'Declare',
  mustSolo: 'You must play your compulsory solo in this deal (vorgeführt): say Vorbehalt and name a solo.',
  owesSolo: 'You still owe your compulsory solo: a solo you announce now counts as it.',
  preRoundTitle: 'Before the reservations',
  throwIn: 'Throw in',
  halfChicken: 'Half chicken',
  playOn: 'Play on',
  // Poverty.
  povertyGive: 'Choose the three cards to pass (all your trumps among them).',
  povertyReturn: 'Choose three cards to give back.',
  giveCards: 'Pass 3 cards',
  selected: (n: number) => `${n} of 3 chosen`,
  acceptPoverty: 'Take the poverty',
  declinePoverty: 'Decline',
  povertyOffered: 'Do you take the poverty?',
  // Announcements.
  announceButton: 'Announce…',
  announceClose: 'Close',
  announceTitle: 'Your announcements',
  announceNone: 'No announcement is open to you any more.',
  announceOpen: (call: Call, until: number, holding: number) => `${CALL_WORD[call]} — while you hold ${until} or more cards (now ${holding})`,
  announceRefusedShort: (call: Call) => `${CALL_WORD[call]}: not possible now`,
  forcedCall: (f: ForcedCall) =>
    `Your party won ${f.points} points in trick ${f.trick}: it must announce ${PARTY_WORD[f.party]} now, before the next card (forced announcement).`,
  // Typing a card.
  typeLabel: 'Play a card by its code',
  typeHelp: 'Type a card code such as CQ, h10 or DA and press Enter.',
  typeButton: 'Play',
  badCode: (text: string) => `“${text}” is not a card code (examples: CQ, H10, DA).`,
  notYourCard: 'It is not your turn to play a card.',
  // Hints and the coach.
  hint: 'Hint',
  hintPass: 'Pass (make no call)',
  suggested: (what: string) => `Suggested: ${what}.`,
  details: 'Details',
  sampledHow: (samples: number) =>
    `The coach played your cards out in up to ${samples} made-up deals: the hidden cards dealt at random in ways that fit what you saw, the rest of the deal played by the computer players.`,
  ruleCardFigures: (figures: string) => `The usual rule’s card, ${figures}`,
  coachTitle: 'Coach',
  messagesLabel: 'What the table says',
  undo: 'Undo',
  undoMore: ' my last card',
  lastTrick: 'Last trick',
  hideLastTrick: 'Back to the trick',
  lastTrickTitle: (n: number) => `Last trick (trick ${n})`,
  // End.
  finished: 'The deal is over',
  scoreLink: 'See the score sheet',
  soloistScore: (factor: number, you: number) => `As the soloist you score the value ${factor} times: ${you > 0 ? '+' : ''}${you}.`,
  /** What the learner's other card than the coach's changed in its trick. */
  changed: (played: string, suggested: string, actual: { winner: number; points: number }, instead: { winner: number; points: number } | null) => {
    const head = `Your ${played} instead of the coach’s ${suggested}:`;
    if (!instead) return `${head.slice(0, -1)}.`;
    const who = (seat: number) => (seat === 0 ? 'you' : seatName(seat));
    if (instead.winner === actual.winner) {
      return instead.points === actual.points
        ? `${head} this trick went the same way (${who(actual.winner)}, ${actual.points} card points).`
        : `${head} ${who(actual.winner)} ${verb(actual.winner, 'win', 'wins')} this trick either way, with ${actual.points} card points instead of ${instead.points}.`;
    }
    return `${head} with ${suggested}, ${who(instead.winner)} would have won this trick (${instead.points} card points); now ${who(actual.winner)} ${verb(actual.winner, 'win', 'wins')} it.`;
  },
  resultLine: (winner: Party | null, re: number, kontra: number, you: number) =>
    `${winner ? `${PARTY_WORD[winner]} wins` : 'Nobody wins'}: Re ${re} : ${kontra} Kontra card points. Your score: ${you > 0 ? '+' : ''}${you}.`,
  cardPointsLine: (re: number, kontra: number, reTricks: number, kontraTricks: number) =>
    `Re ${re} : Kontra ${kontra} card points · Re ${reTricks} : Kontra ${kontraTricks} tricks`,
  redeal: (why: string) => `The hands are thrown in (${why}): the same dealer deals again.`,
  redealWhy: { fiveNines: 'five nines', fiveKings: 'five kings', povertyRefused: 'nobody took the poverty' } as Record<string, string>,
  linesCaption: 'How the value is made up',
  scores: 'Scores of this deal',
  broken: (detail: string) => `The table stopped: ${detail}. Start the next deal.`,
  // Review.
  review: 'Review the deal',
  reviewTitle: 'Review: trick by trick, all hands open',
  reviewNote:
    'Each card you chose is compared with the other cards you could have played, by sampling: the hidden cards are dealt at random in ways that fit what you saw, and every candidate is played out by the computer players on the same deals. Cards you had no choice about are not judged.',
  reviewTrick: (n: number, total: number) => `Trick ${n} of ${total}`,
  prevTrick: 'Previous trick',
  nextTrick: 'Next trick',
  handsBefore: 'Hands before the trick, sorted for the game',
  handOf: (seat: number) => (seat === 0 ? 'Your hand' : `${seatName(seat)}’s hand`),
  judging: (done: number, total: number) => `Judging your cards by sampling… ${done} of ${total}`,
  judged: (total: number) => `Your ${total} ${total === 1 ? 'choice was' : 'choices were'} judged by sampling.`,
  /** The cards come as ids: a language with grammatical gender words the article before each. */
  costly: (card: CardId, better: CardId, faces: Faces, points: number, samples: number) =>
    `Your ${cardName(card, { faces })} cost about ${points} card points: the ${cardName(better, { faces })} did better (by sampling, ${samples} deals).`,
  fine: (card: CardId, faces: Faces, samples: number) => `Your ${cardName(card, { faces })}: no other card was clearly better (by sampling, ${samples} deals).`,
  notJudged: (card: CardId, faces: Faces) => `Your ${cardName(card, { faces })} could not be judged (no sample fitted).`,
  costlyLeads: 'Cards that cost points',
  noCostly: 'None of your cards cost points clearly.',
  // Records.
  records: 'Records',
  importLabel: 'Open a deal record (JSON)',
  importError: (e: PathError) =>
    e.path ? `The record is not valid at ${placeOf(e)}: ${describePathError(e)}` : `The record is not valid: ${describePathError(e)}`,
  notJson: 'The file is not JSON.',
  imported: 'The deal record was loaded.',
  // Session.
  sessionTitle: 'Session sheet',
  sessionTableLabel: 'The games of the session',
  sessionCols: { game: 'Game', dealer: 'Dealer', contract: 'Game type', value: 'Value' },
  total: 'Total',
  sessionOver: 'The session is complete.',
  noGames: 'No deal finished yet.',
  thrownIn: 'thrown in',
  /** A long session sheet is shown a page at a time. */
  sheetPages: 'Pages of the session sheet',
  sheetRange: (from: number, to: number, of: number) => `Deals ${num(from)}–${num(to)} of ${num(of)}`,
  sheetFirst: 'First deals',
  sheetEarlier: 'Earlier',
  sheetLater: 'Later',
  sheetLatest: 'Latest deals',
  /** On a narrow screen the dealer and the value go under the game type. */
  sheetDealtValue: (dealer: string, value: number) => `${dealer} dealt · value ${num(value)}`,
};

/** The game as played when a hand with both ♣Q said gesund. */
export const SILENT_SOLO_WORD = 'Silent solo (stille Hochzeit)';

export const contractWord = (c: { kind: string; solo?: string; compulsory?: boolean } | null): string => {
  if (!c) return 'not settled yet';
  if (c.kind === 'normal') return 'Normal game';
  if (c.kind === 'marriage') return 'Marriage (Hochzeit)';
  if (c.kind === 'poverty') return 'Poverty (Armut)';
  return declarationText(c as Parameters<typeof declarationText>[0]);
};

/** What the contract banner says when play starts (and the bar afterwards). */
export const bannerText = {
  normal: 'Normal game: Re against Kontra, two against two.',
  youAre: (p: Party) => `You are ${PARTY_WORD[p]}.`,
  solo: (seat: number, what: string) => `${subject(seat)} ${verb(seat, 'play', 'plays')} a ${what}, alone against the other three.`,
  trumps: (cards: string) => `Trumps, highest first: ${cards}.`,
  noTrumps: 'No trumps in this game: every suit is plain.',
  marriage: (seat: number) => `${cap(possessive(seat))} marriage (Hochzeit): ${verb(seat, 'you hold', 'holds')} both ♣Q.`,
  marriageOpen: 'The partner is not found yet.',
  marriagePartner: (seat: number, trick: number) => `Partner: ${seatName(seat)} (won trick ${trick}).`,
  marriageAlone: 'Nobody else won one of the first three tricks: the marriage is played alone, as a solo.',
  poverty: (seat: number, partner: number) => `${cap(possessive(seat))} poverty (Armut), taken by ${seatName(partner)}: they play together as Re.`,
  povertyTrumps: (seat: number, n: number) => `${seatName(seat)} gave back ${n === 1 ? 'one trump' : `${n} trumps`}.`,
  silentYou: 'You hold both ♣Q and said nothing: you play a silent solo.',
};

/**
 * How a deal's value came about, its table words marked with their glossary entries: each
 * party's lines (the engine's), and what they net to.
 */
export function valueWords(lines: readonly { readonly reason: LineReason; readonly party: Party; readonly points: number }[], value: number): Linked {
  return valueParts(lines, value, {
    value: 'The value',
    party: PARTY_WORD,
    line: LINE_WORDS,
    points: (n) => `+${n}`,
    net: (v) => (v === 0 ? 'The two sides’ points cancel out: nobody scores.' : `Net ${Math.abs(v)} for ${PARTY_WORD[v > 0 ? 're' : 'kontra']}.`),
    none: 'No line: nothing is credited, so nobody scores.',
  });
}

/** The engine's refusal of one of the learner's actions, in words (with card names). */
export function refusalText(e: TableError, faces: Faces, order: CardOrder | null): string {
  switch (e.code) {
    case 'illegalPlay': {
      const r = e.reason;
      if (r.code === 'notInHand') return `You do not hold ${cardShort(r.card, { faces })}.`;
      const cards = sorted(r.holding, order);
      return r.suit === 'T'
        ? `Trump was led: you must play a trump, ${cardList(cards, faces)}.`
        : `${cap(suitWord(r.suit, faces))} were led: you must play ${cardList(cards, faces)}.`;
    }
    case 'notYourTurn':
      return `Wait: it is ${seatName(e.toMove)}’s turn.`;
    case 'wrongPhase':
      if (e.phase === 'finished' || e.phase === 'redeal') return 'The deal is over.';
      if (e.action === 'play') return 'The cards are not played yet: the reservation round comes first.';
      return describeActionError(e, (s) => (s === 0 ? 'you' : seatName(s)));
    case 'forcedAnnouncementMissing':
      return `Your party must announce ${PARTY_WORD[e.party]} first: it won ${e.points} points in trick ${e.trick} (forced announcement).`;
    case 'illegalAnnouncement':
      return announcementRefusalText(e.refusal);
    case 'notEligible':
      return `Not allowed: ${describeDeclarationRefusal(e.refusal)}.`;
    case 'badExchange':
      return `Not allowed: ${reservationText.badExchange[e.problem]}.`;
    case 'sessionDuty':
      return e.forcedSoloist ? tableText.mustSolo : tableText.owesSolo;
    case 'notNow':
      return e.action === 'throwIn' ? 'A hand can only be thrown in before anyone has spoken.' : 'A half chicken is declared before the reservations.';
  }
}

/** Why a call is not open to the learner, with the engine's numbers. */
export function announcementRefusalText(r: AnnouncementRefusal): string {
  switch (r.code) {
    case 'notInPlay':
      return 'Announcements are made while the cards are played.';
    case 'beforeClarification':
      return 'No announcements before the marriage is decided.';
    case 'wrongPartyCall':
      return `You are ${PARTY_WORD[r.party]}: “${CALL_WORD[r.call]}” is the other party’s call.`;
    case 'alreadyAnnounced':
      return `Your party has already announced “${CALL_WORD[r.call]}” or more.`;
    case 'tooLate':
      return `Too late for ${CALL_WORD[r.call]}: it had to be said while you held ${r.needed} cards (you hold ${r.holding}).`;
    case 'replyTooLate':
      return `Too late for ${CALL_WORD[r.call]} as a reply: it had to be said while you held ${r.needed} cards (you hold ${r.holding}).`;
    case 'absageAfterLateReply':
      return `“${CALL_WORD[r.call]}” is not allowed: your party’s Re or Kontra came as a late reply, which allows no further announcement.`;
    case 'lateReplyWhileForced':
      return `Your party owes its forced announcement: “${CALL_WORD[r.call]}” must be said by a partner who still holds ${r.needed} cards, not as a late reply (you hold ${r.holding}).`;
  }
}

/** Why the learner's dimmed cards cannot be played now (read with each dimmed card). */
export function dimmedText(
  o: { phase: string; toMove: number; mine: boolean; forced: ForcedCall | null; rule: PlayRule | null },
  faces: Faces,
  order: CardOrder | null,
): string {
  if (o.forced) return tableText.forcedCall(o.forced);
  if (o.phase !== 'playing') return 'No cards are played during the reservation round.';
  if (!o.mine) return `Not your turn: ${seatName(o.toMove)} is to play.`;
  if (o.rule?.code === 'follow') return playRuleText(o.rule, null, faces, order);
  return '';
}

/** What the rules require of the learner's card (the coach's first sentence). */
export function playRuleText(r: PlayRule, leader: number | null, faces: Faces, order: CardOrder | null): string {
  switch (r.code) {
    case 'lead':
      return 'You lead this trick: you may play any card.';
    case 'follow': {
      const led = leader === null ? '' : `${seatName(leader)} led ${cardShort(r.ledCard, { faces })}. `;
      const cards = cardList(sorted(r.cards, order), faces);
      return r.led === 'T'
        ? `${led}Trump was led: you must play a trump${r.cards.length === 1 ? `, and you have only ${cards}` : `: ${cards}`}.`
        : `${led}${cap(suitWord(r.led, faces))} were led: you must play ${r.cards.length === 1 ? `your ${cards}` : cards}.`;
    }
    case 'cannotFollow': {
      const led = leader === null ? '' : `${seatName(leader)} led ${cardShort(r.ledCard, { faces })}. `;
      return r.led === 'T'
        ? `${led}Trump was led and you have none: you may play any card.`
        : `${led}You have no ${suitWord(r.led, faces)}: you may trump or throw any card.`;
    }
  }
}

const pts = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;
const signed = (x: number) => `${x > 0 ? '+' : ''}${x}`;

/** One card's record over the sampled deals, with its figures (behind "Details"). */
function cardFigures(x: CardEvidence, faces: Faces): string {
  return `${cardShort(x.card, { faces })}: ${signed(x.mean)} points per deal on average; it wins its trick in ${Math.round(x.winsTrick * x.samples)} of ${x.samples} deals, your side in ${Math.round(x.partyWinsTrick * x.samples)}, an opponent’s trump in ${Math.round(x.lostToTrump * x.samples)}; about ${pts(x.trickPoints)} in the trick.`;
}

/**
 * A hint (or the coach's suggestion) in plain words: one sentence of reason, in the words of the
 * lessons the learner has done (`taught`), then the suggestion. The figures behind it go to
 * `details`, shown on request.
 */
export function hintWords(h: Hint, opts: { faces: Faces; taught: (rule: CardRule) => boolean }): { lines: string[]; details: string | null } {
  const { faces } = opts;
  const a = h.action;
  const suggestion = tableText.suggested(a ? actionWord(a, faces) : tableText.hintPass);
  if (!h.advice) {
    const w = coachReason(h.reason);
    return { lines: [w.text, suggestion], details: w.details };
  }
  const lines = [coachCardReason(h.advice, opts.taught) ?? '', suggestion].filter((x) => x !== '');
  const e = h.evidence;
  if (!e) return { lines, details: null };
  const compared = e.alternative
    ? [h.advice.kind === 'better' ? tableText.ruleCardFigures(cardFigures(e.alternative, faces)) : cardFigures(e.alternative, faces)]
    : [];
  return { lines, details: [tableText.sampledHow(e.chosen.samples), cardFigures(e.chosen, faces), ...compared].join(' ') };
}

/** A suggested action in words. */
export function actionWord(a: { type: string } & Record<string, unknown>, faces: Faces): string {
  switch (a.type) {
    case 'play':
      return cardShort(a.card as CardId, { faces });
    case 'announce':
      return CALL_WORD[a.call as Call];
    case 'declare':
      return declarationText(a.declaration as Parameters<typeof declarationText>[0]);
    case 'reserve':
      return a.reservation ? tableText.reservation : tableText.healthy;
    case 'answerPoverty':
      return a.accept ? tableText.acceptPoverty : tableText.declinePoverty;
    case 'exchange':
      return cardList(a.cards as CardId[], faces, 'and');
    case 'throwIn':
      return tableText.throwIn;
    case 'halfChicken':
      return tableText.halfChicken;
    default:
      return a.type;
  }
}

/** The coach's words for the phase the learner decides in, before the hint. */
export function phaseNote(phase: string, step: string): string {
  if (step === 'preRound') return 'Before anyone speaks, a hand like yours may be thrown in (house rule).';
  switch (phase) {
    case 'reservation':
      return 'Reservation round: say Gesund for a normal game, or Vorbehalt if you want a special game (a solo, a marriage).';
    case 'declaration':
      return 'You said Vorbehalt: now name it. The highest reservation at the table is played.';
    case 'povertyGive':
      return 'You declared poverty: pass three cards, all your trumps among them.';
    case 'povertyOffer':
      return 'A poverty is offered: if you take it you get three cards, give three back, and play together with the poor player.';
    case 'povertyReturn':
      return 'You took the poverty: give three cards back.';
    default:
      return '';
  }
}

/** One log item in words (for the news line and the screen reader). */
export function logText(item: TableLogItem, faces: Faces): string {
  switch (item.kind) {
    case 'play':
      return `${subject(item.seat)} ${verb(item.seat, 'play', 'plays')} ${cardName(item.card, { faces })}.`;
    case 'trick':
      return `${subject(item.winner)} ${verb(item.winner, 'win', 'wins')} trick ${item.trick}.`;
    case 'announce':
      return `${subject(item.seat)} ${verb(item.seat, 'announce', 'announces')} ${CALL_WORD[item.call]}${item.byTable ? ' (forced announcement)' : ''}.`;
    case 'reserve':
      return `${subject(item.seat)}: ${item.reservation ? 'Vorbehalt' : 'gesund'}.`;
    case 'declare':
      return `${subject(item.seat)} ${verb(item.seat, 'declare', 'declares')} ${declarationText(item.declaration)}.`;
    case 'exchange':
      return `${subject(item.seat)} ${verb(item.seat, 'pass', 'passes')} ${item.count} cards.`;
    case 'answerPoverty':
      return `${subject(item.seat)} ${item.accept ? verb(item.seat, 'take', 'takes') : verb(item.seat, 'decline', 'declines')} the poverty.`;
    case 'throwIn':
      return `${subject(item.seat)} ${verb(item.seat, 'throw', 'throws')} the hand in.`;
    case 'halfChicken':
      return `${subject(item.seat)} ${verb(item.seat, 'declare', 'declares')} a half chicken.`;
    case 'marriage':
      return item.partner === null
        ? bannerText.marriageAlone
        : `${subject(item.partner)} ${verb(item.partner, 'are', 'is')} ${possessive(item.declarer)} marriage partner.`;
  }
}
