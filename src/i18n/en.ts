/**
 * Every English word the UI shows, in one place. Engine verdicts arrive as codes and data
 * (IllegalPlay, TrickWhy, SortProblem) and are turned into sentences here, so a German
 * edition is a translation of this file.
 */
import type { CardId, Suit } from '../engine/cards.ts';
import type { EffectiveSuit, OrderKind } from '../engine/order.ts';
import type { RuleKey, RuleSet } from '../engine/rules.ts';
import type { IllegalPlay } from '../engine/trick.ts';
import { cardName, suitName, type NameOptions } from './names.ts';
import type { SortProblem } from '../machines/sortCheck.ts';
import type { TrickWhy } from '../engine/trick.ts';
import type { SoloKind } from '../engine/order.ts';

export const site = {
  name: 'Doko Trainer',
  homeTitle: 'Doko Trainer: learn Doppelkopf',
  tagline: 'Learn Doppelkopf step by step: lessons, drills and a rules reference.',
  skip: 'Skip to content',
  nav: { label: 'Main', learn: 'Learn', quiz: 'Quiz', analyse: 'Analyse', play: 'Play', friends: 'Friends', rules: 'Rules', glossary: 'Glossary', settings: 'Settings' },
  footer: 'Rules follow the DDV tournament rules (Turnierspielregeln); house rules are opt-in in Settings.',
  ruleBar: {
    label: 'Active rules',
    ddv: 'DDV tournament rules',
    change: 'Change',
    changeWhat: 'house rules',
    reset: 'Your saved settings could not be read, so the DDV rules are used.',
    restore: 'Restore them in Settings',
  },
  language: { label: 'Language' },
  /** Search-engine descriptions of pages whose own catalogue has none. */
  descriptions: { analyse: 'Paste a Doppelkopf hand and see which solo it could carry, and why.', settings: 'House rules, card faces and theme.' },
  notFound: { title: 'Page not found', text: 'There is no page at this address.', home: 'Go to the start page', learn: 'See all lessons' },
};

/** The start page: the four things a visitor comes for. */
export const homeText = {
  title: 'Home',
  heading: 'Learn Doppelkopf, one trick at a time',
  lead: 'Short lessons with cards you can click, drills that explain every mistake, and a rules reference generated from the rules themselves.',
  cardsLabel: 'Four famous cards: the Dulle, one of the old ones, the fox and Karlchen',
  learn: 'Learn the rules',
  learnText: (n: number) => `${n} step-by-step lessons: card points, trumps, following suit and who wins a trick.`,
  /** Split around the lesson title, which is shown in the lessons' own language. */
  startWith: ['Start with “', '”'] as const,
  quiz: 'Quiz yourself',
  quizText: 'Counting and play problems from real deals, with a full explanation of each answer.',
  play: 'Play full deals',
  playText: 'Sit at a table with three computer players; every refused card says why, and every trick says who won it and why.',
  firstDeal: 'New to the game? Play your first deal with a coach',
  analyse: 'Analyse a hand',
  analyseText: 'Paste a hand and see which solo it could carry, how likely it wins, and why.',
  /** The closing line, in pieces around its three links. */
  lookUp: { before: 'Looking something up? See the ', rules: 'rules reference', and: ' and the ', glossary: 'glossary of table words', house: '. Playing with house rules? Set them in ', settings: 'Settings', after: ' and every drill follows them.' },
};

/** What every value of every rule key means, for the settings form and the rule bar. */
type RuleText = { label: string; help: string; values: Record<string, string>; short: Record<string, string> };
export const ruleText: { [K in RuleKey]: RuleText } = {
  withoutNines: {
    label: 'Without nines (40 cards)',
    help: 'Without nines ("scharfer Doppelkopf") the eight nines leave the pack: 10 cards each, 10 tricks, still 240 points.',
    values: { false: 'With nines: 48 cards (DDV)', true: 'Without nines: 40 cards' },
    short: { true: 'Without nines' },
  },
  dulle: {
    label: 'The two ♥10 (Dullen)',
    help: 'Under the DDV rules the ♥10 is the highest trump, and of two ♥10 in one trick the first one played wins, like any two equal cards.',
    values: {
      firstWins: 'First ♥10 played wins (DDV)',
      secondWins: 'Second ♥10 beats the first',
      secondWinsExceptLastTrick: 'Second ♥10 beats the first, except in the last trick',
      notTrump: 'No Dullen: the ♥10 is an ordinary heart',
    },
    short: {
      secondWins: 'Second ♥10 wins',
      secondWinsExceptLastTrick: 'Second ♥10 wins (not in the last trick)',
      notTrump: '♥10 not trump',
    },
  },
  marriageTrickType: {
    label: 'Marriage (Hochzeit): which trick finds the partner',
    help: 'The player with both ♣Q plays with the first other player who wins a trick of this kind within the first three tricks.',
    values: {
      firstForeign: 'Any trick won by another player (DDV)',
      firstForeignPlain: 'A plain-suit (Fehl) trick won by another player',
      firstForeignTrump: 'A trump trick won by another player',
    },
    short: { firstForeignPlain: 'Marriage: plain trick', firstForeignTrump: 'Marriage: trump trick' },
  },
  poverty: {
    label: 'Poverty (Armut)',
    help: 'A player with three trumps or fewer may pass them to a partner, who returns three cards. Not part of the DDV rules.',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Armut' },
  },
  piglets: {
    label: 'Piglets (Schweinchen)',
    help: 'Whoever holds both ♦A declares them; they become the two highest trumps, above the ♥10, in every game where diamonds are trump.',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Schweinchen' },
  },
  pigletsDeclared: {
    label: 'When piglets are declared',
    help: 'Only matters when piglets are on.',
    values: { reservation: 'During the reservation round', firstPlay: 'When the first ♦A is played' },
    short: { firstPlay: 'Schweinchen shown on play' },
  },
  superpiglets: {
    label: 'Superpiglets (Superschweinchen)',
    help: 'After piglets are declared, whoever holds both ♦9 may declare them; they then rank above the piglets. Needs piglets and the nines.',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Superschweinchen' },
  },
  forcedAnnouncement: {
    label: 'Forced announcement (Pflichtansage)',
    help: 'A party that wins 30 or more card points in the first trick must announce Re or Kontra.',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Pflichtansage' },
  },
  foxLastTrick: {
    label: 'Fox caught in the last trick',
    help: 'A ♦A (Fuchs) caught by the opponents in the last trick is worth 2 special points instead of 1.',
    values: { false: 'Counts 1 (DDV)', true: 'Counts 2' },
    short: { true: 'Fox in last trick ×2' },
  },
  karlchenCaught: {
    label: 'Karlchen caught',
    help: 'A ♣J (Karlchen) lost to the opponents in the last trick gives the capturing party 1 special point.',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Karlchen caught' },
  },
  lieschenMueller: {
    label: 'Lieschen Müller',
    help: 'Only a ♦Q that captures the opponents’ ♣J in the last trick scores 1 point. If “Karlchen caught” is also on, this rule decides.',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Lieschen Müller' },
  },
  redealFiveNines: {
    label: 'Redeal with five nines',
    help: 'A player dealt five or more nines may throw the hand in before the reservations; the same dealer deals again.',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Redeal with 5 nines' },
  },
  redealFiveKings: {
    label: 'Redeal with five kings',
    help: 'The same for a hand with five or more kings.',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Redeal with 5 kings' },
  },
  halfChicken: {
    label: 'Half chicken (halbes Hähnchen)',
    help: 'A player dealt both ♦10 may say so. It changes nothing in play or in the score.',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Halbes Hähnchen' },
  },
};

/** The rule bar's short label for one rule value ("Second ♥10 wins"). */
export function ruleShortLabel(key: RuleKey, value: unknown): string {
  const text = ruleText[key];
  return text.short[String(value)] ?? `${text.label}: ${text.values[String(value)]}`;
}

/** Short labels of the rules that differ from DDV, for the rule bar. */
export function ruleBarLabels(rules: RuleSet, ddv: RuleSet): string[] {
  return (Object.keys(ruleText) as RuleKey[]).filter((k) => rules[k] !== ddv[k]).map((k) => ruleShortLabel(k, rules[k]));
}

export const contractName: Record<OrderKind, string> = {
  normal: 'Normal game',
  clubs: 'Clubs solo (Kreuzsolo)',
  spades: 'Spades solo (Piksolo)',
  hearts: 'Hearts solo (Herzsolo)',
  diamonds: 'Diamonds solo (Karosolo)',
  queens: 'Queens solo (Damensolo)',
  jacks: 'Jacks solo (Bubensolo)',
  aces: 'Aces solo (Fleischloser)',
};

export function effectiveSuitName(suit: EffectiveSuit, opts: NameOptions = {}): string {
  return suit === 'T' ? 'trump' : suitName(suit, opts);
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const list = (cards: readonly CardId[], opts: NameOptions) => {
  const names = cards.map((c) => cardName(c, opts));
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
};

export const cardText = {
  trump: 'trump',
  points: (n: number) => (n === 1 ? '1 point' : `${n} points`),
  /** "Queen of clubs, trump, 3 points". */
  label: (id: CardId, trump: boolean | undefined, points: number, opts: NameOptions) =>
    [cap(cardName(id, opts)), trump ? 'trump' : null, cardText.points(points)].filter(Boolean).join(', '),
};

/** The engine's IllegalPlay as a sentence. */
export function illegalText(reason: IllegalPlay, opts: NameOptions = {}): string {
  switch (reason.code) {
    case 'notInHand':
      return `The ${cardName(reason.card, opts)} is not in your hand.`;
    case 'mustFollow':
      return reason.suit === 'T'
        ? `Not allowed: trump was led, so you must play a trump. You hold ${list(reason.holding, opts)}.`
        : `Not allowed: ${suitName(reason.suit as Suit, opts)} were led, so you must play one of your plain ${suitName(reason.suit as Suit, opts)}. You hold ${list(reason.holding, opts)}.`;
  }
}

export function trickWhyText(why: TrickWhy, opts: NameOptions = {}): string {
  const n = (c: CardId) => cardName(c, opts);
  switch (why.code) {
    case 'highestTrump':
      return why.trumps === 1
        ? `The ${n(why.card)} wins: it is the only trump, and any trump beats every plain card.`
        : `The ${n(why.card)} wins: it is the highest of the ${why.trumps} trumps in the trick.`;
    case 'highestOfLed':
      return why.others.length > 0
        ? `The ${n(why.card)} wins: nobody trumped, so the highest ${suitName(why.led, opts)} card takes the trick. Cards of another plain suit (${list(why.others, opts)}) can never win.`
        : `The ${n(why.card)} wins: nobody trumped, so the highest ${suitName(why.led, opts)} card takes the trick.`;
    case 'equalFirst':
      return `The first ${n(why.card)} wins: of two equal cards, the one played first ranks higher.`;
    case 'dulleLastTrick':
      return `The first ${n(why.card)} wins: this is the last trick, where the house rule lets the first ♥10 win.`;
    case 'secondDulle':
      return `The second ${n(why.card)} wins: under the house rule the second ♥10 beats the first.`;
  }
}

export function sortProblemText(p: SortProblem, opts: NameOptions = {}): string {
  const n = (c: CardId) => cardName(c, opts);
  switch (p.code) {
    case 'plainBeforeTrump':
      return `The ${n(p.plain)} is a plain card but sits before the ${n(p.trump)}, a trump. All trumps come first.`;
    case 'lowerBeforeHigher':
      return p.trump
        ? `The ${n(p.lower)} sits above the ${n(p.higher)}, but the ${n(p.higher)} is the higher trump.`
        : `The ${n(p.lower)} sits above the ${n(p.higher)}, but in ${suitName(suitOfPlain(p.higher), opts)} the ${n(p.higher)} ranks higher.`;
    case 'suitSplit':
      return `Keep each plain suit together: the ${n(p.card)} is separated from the other ${suitName(p.suit, opts)}.`;
  }
}
const suitOfPlain = (c: CardId) => c[0] as Suit;

/** What a marked card in a hand means, read after its name. */
export const markText = { ok: 'selected', wrong: 'not allowed', partial: 'partly right', placed: 'placed', winner: 'wins the trick', used: 'both copies used' } as const;

/** Deal records offered for download (components/records/DownloadDeal.tsx). */
export const recordText = {
  download: 'Download this deal',
  downloadHelp: 'A doko-deal/1 file (JSON): open it on the Play page or with the doko command line.',
};

/** A deal's tricks as a list (components/cards/TrickList.tsx); seats come already named. */
export const trickText = {
  trickLine: (n: number, leader: string) => `Trick ${n}, led by ${leader}`,
  wonBy: (seat: string) => `won by ${seat}`,
  noTricks: 'No trick has been played yet.',
};

export const widgetText = {
  rulesUsed: 'Rules',
  ddvOnly: 'DDV tournament rules',
  stars: (n: number) => (n === 0 ? 'Not solved yet' : `${n} of 3 stars`),
  hintN: (i: number, total: number) => `Show hint ${i} of ${total}`,
  noMoreHints: 'No more hints',
  tryAgain: 'Try again',
  startOver: 'Start over',
  solved: 'Solved!',
  explanation: 'Why',
  hints: 'Hints',
  settingsLink: 'Settings',
  exerciseLink: 'Link to this exercise',
  ladder: {
    title: 'Trump ladder',
    contract: 'Contract',
    trumps: (n: number, copies: number) => `${n} kinds of trump, ${copies} trump cards in the pack`,
    noTrumps: 'No trumps at all: every suit is plain, ranked A 10 K Q J 9.',
    plain: 'Plain suits (high → low)',
    wholeSuitTrump: 'all trump',
    currentRules: 'Using your house rules',
    listLabel: (contract: string) => `Trumps in the ${contract}, highest first`,
  },
  sort: {
    hand: 'Your hand: pick the cards from highest to lowest',
    placed: 'Your order',
    empty: 'Nothing placed yet.',
    undo: 'Take back last card',
    placedCount: (n: number, total: number) => `${n} of ${total} cards placed`,
    correct: 'Correct: trumps first, highest to lowest, then each plain suit together.',
  },
  trick: {
    title: 'Trick playground',
    palette: 'Cards to play (each exists twice)',
    trick: 'The trick',
    seat: (i: number) => `Card ${i}`,
    empty: 'Empty slot',
    pickFour: (n: number) => `Play ${4 - n} more card${4 - n === 1 ? '' : 's'} to complete the trick.`,
    winner: (i: number, card: string) => `Card ${i} wins: ${card}.`,
    lastTrick: 'This is the last trick of the deal',
    undo: 'Take back',
    clear: 'Clear trick',
    wins: '★ wins',
    playOrder: 'Cards in play order',
    points: (n: number) => `The trick is worth ${n} card points.`,
  },
  progress: {
    reset: 'Reset this lesson',
    resetDone: 'Progress for this lesson was cleared.',
    summary: (done: number, total: number) => `${done} of ${total} exercises solved`,
  },
};

export const lessonText = {
  position: (group: string, n: number, total: number, minutes: number) => `${group} · lesson ${n} of ${total} · about ${minutes} min`,
  objectives: 'You will learn',
  buildsOn: 'Best after:',
  navLabel: 'Lessons',
  previous: 'Previous lesson',
  next: 'Next lesson',
  map: 'The learn map',
  backToMap: 'Back to the learn map',
  firstDeal: 'Play your first deal',
  firstDealText: 'You know enough for a normal game. Play one at the practice table, with a coach that explains every card.',
  orContinue: 'Or go on with the full path:',
};

export const mapText = {
  title: 'Learn Doppelkopf step by step',
  intro: 'Small lessons, one idea each, with an exercise right after it. Start with the quick start; after it, take the groups in any order. Your stars are saved in this browser.',
  minutes: (n: number) => `about ${n} min`,
  total: (n: number, lessons: number) => `${lessons} ${lessons === 1 ? 'lesson' : 'lessons'}, about ${n} minutes`,
  groups: 'The groups of lessons',
  groupDone: (done: number, total: number) => `${done} of ${total} done`,
  after: 'Best after',
  notStarted: 'Not started',
  partial: (solved: number, total: number) => `${solved} of ${total} solved`,
  done: (stars: number, max: number) => `Done · ${stars} of ${max} stars`,
  noExercises: 'No exercises',
  next: 'Next up',
  continue: (title: string) => `Continue with: ${title}`,
  start: (title: string) => `Start here: ${title}`,
  allDone: 'You have done every lesson. Keep your eye in with the quizzes.',
  ready: 'ready',
  progress: (solved: number, total: number) => `${solved} of ${total} exercises solved`,
  exercises: (n: number) => (n === 1 ? '1 exercise' : `${n} exercises`),
  unknownExercise: (id: string) => `There is no exercise “${id}” any more: it may have been renamed. Here is the whole path.`,
};

export const settingsText = {
  title: 'Settings',
  intro: 'Your choices are saved in this browser only. Lessons and drills use them at once.',
  rules: 'House rules',
  rulesIntro: 'The DDV tournament rules are the default. Turn on the house rules your table plays.',
  resetRules: 'Back to DDV rules',
  display: 'Cards and display',
  faces: 'Card faces',
  facesValues: { french: 'French suits (♣ ♠ ♥ ♦)', german: 'German suits (Eichel, Grün, Rot, Schellen)' },
  fourColour: 'Four-colour suits',
  fourColourHelp: 'Clubs green, spades black, hearts red, diamonds blue, so that no two suits share a colour. With German suits: acorns brown, leaves green, hearts red, bells blue.',
  theme: 'Theme',
  themeValues: { system: 'Follow the system', light: 'Light', dark: 'Dark' },
  saved: 'Saved.',
  preview: 'Preview',
};

/* ---------------------------------------------------------------------------------------
 * Lessons 5–10: parties, the reservation round, marriage, poverty, solos, announcements.
 * Engine refusals keep their words in src/engine/i18n/en.ts; these add the UI around them.
 * ------------------------------------------------------------------------------------- */

export const partyMarkText = { re: 'Re', kontra: 'Kontra', unknown: 'Unknown' } as const;

/** A declaration in words: "Hochzeit (marriage)", "Pflichtsolo: Bubensolo". */
export function declarationText(d: { kind: 'marriage' } | { kind: 'poverty' } | { kind: 'solo'; solo: SoloKind; compulsory: boolean }): string {
  if (d.kind === 'marriage') return 'Hochzeit (marriage)';
  if (d.kind === 'poverty') return 'Armut (poverty)';
  return `${d.compulsory ? 'Pflichtsolo' : 'Lustsolo'}: ${contractName[d.solo]}`;
}

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
  call: (name: string, call: string, cards: number) => `${name}: “${call}” (${cards === 0 ? 'before the first card' : `after ${cards} card${cards === 1 ? '' : 's'} of the deal`})`,
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
  marriageSolo: 'nobody else won one of the first three tricks: a Karo solo',
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
  youMarked: (name: string, mark: string) => `${name}: you marked “${mark}”.`,
};

export const reservationText = {
  table: 'The reservation round',
  seat: 'Player',
  said: 'Said',
  named: 'Named',
  waiting: '…',
  gesund: 'gesund',
  vorbehalt: 'Vorbehalt',
  dealerNote: (name: string, first: string | null) => `${name} dealt, so ${first === null ? 'you speak' : `${first} speaks`} first.`,
  yourTurn: 'Your turn: what do you say?',
  sayGesund: 'Gesund',
  sayVorbehalt: 'Vorbehalt',
  nameIt: 'Name your reservation:',
  marriage: 'Hochzeit',
  poverty: 'Armut',
  soloKind: 'Solo',
  lustsolo: 'Lustsolo',
  pflichtsolo: 'Pflichtsolo',
  passTitle: 'Pick three cards to pass: all your trumps must be among them.',
  returnTitle: 'Pick three cards to give back.',
  passHand: 'Your hand: pick three cards',
  pass: 'Pass these three cards',
  picked: (n: number) => `${n} of 3 cards picked`,
  offer: (name: string) => `${name} offers a poverty. Do you take the three cards?`,
  take: 'Take them',
  decline: 'Decline',
  refused: (reason: string) => `Not allowed: ${reason}.`,
  badExchange: {
    count: 'pick exactly three cards',
    notInHand: 'those cards are not all in your hand',
    trumpsKept: 'all your trumps must be among the three cards you pass',
  },
  result: 'What the round decided',
  redeal: 'Nobody took the poverty: the cards are thrown in and the same dealer deals again.',
  returnedTrumps: (name: string, n: number) => `${name} returned ${n === 1 ? 'one trump' : `${n} trumps`}.`,
  ranking: 'Why: the highest reservation wins',
  winnerMark: 'wins',
  noReservation: 'no reservation',
  question: 'Who leads the first trick?',
  redealOption: 'Nobody: redeal',
  answerLabel: 'Your answer',
  right: 'Right!',
  wrongSeat: (name: string) => `No, ${name} does not lead.`,
  wrongRedeal: 'No, the cards are played.',
  leadWhy: {
    compulsory: (name: string) => `In a Pflichtsolo the soloist leads: ${name}.`,
    forehand: (name: string) => `The player left of the dealer leads: ${name}.`,
    redeal: 'Nobody leads: the deal is thrown in and dealt again.',
  },
  handTitle: 'Your hand',
};

export const timelineText = {
  title: 'Announcement timeline',
  intro: 'Set a moment of the game. The grid shows before which of your cards each call is still allowed.',
  deck: 'Cards',
  deck48: '48 (with nines)',
  deck40: '40 (without nines)',
  party: 'Your party',
  played: 'Cards you have played',
  marriage: 'Marriage',
  marriageValues: { none: 'No marriage', open: 'Marriage, partner not yet found', 1: 'Clarified in trick 1', 2: 'Clarified in trick 2', 3: 'Clarified in trick 3 (or Karo solo)' } as Record<string, string>,
  own: 'Your party has said',
  opponents: 'The other party has said',
  levelNone: 'nothing',
  gridCaption: (holding: number, played: number) => `Which calls are open. You have played ${played} card${played === 1 ? '' : 's'} and hold ${holding}.`,
  call: 'Call',
  cardCol: (n: number) => `${n}`,
  cardColLabel: (n: number) => `before your card ${n}`,
  nowCol: 'Now',
  lastCol: 'Last chance now',
  ladderCol: 'Own deadline (lower levels said in time)',
  yes: 'allowed',
  no: 'not allowed',
  nowYes: 'Yes',
  nowYesUntil: (last: string) => `yes, at the latest ${last}`,
  last: (card: number, holding: number) => `before your card ${card} (${holding} in hand)`,
  never: 'not any more',
  deadline: (n: number) => `as an Erstansage: ${n} cards in hand`,
  reply: (needed: number, party: string) => `A reply “${party}” to the other party’s call is allowed while you hold ${needed} card${needed === 1 ? '' : 's'} or more.`,
  shift: (n: number) => `Marriage shift: every deadline is ${n} card${n === 1 ? '' : 's'} later.`,
  state: { waiting: 'No announcement before the Klärungsstich.', open: 'Some calls are open now.', closed: 'No call of your party is open any more.' } as Record<string, string>,
  cardsHeader: 'Your card number',
};

export const deadlineTableText = {
  caption: 'Announcement deadlines: cards still in hand (and the own card before which it must be said)',
  call: 'Call',
  normal: '48 cards: normal game, solo, silent marriage',
  trick2: 'Marriage clarified in trick 2',
  trick3: 'Marriage clarified in trick 3',
  forty: '40 cards (no nines)',
  cell: (n: number, card: number) => `${n} (card ${card})`,
  reply: 'Reply to it (Re/Kontra), 48 cards',
  ansage: 'Re / Kontra',
};

export const rankingTableText = {
  caption: 'The reservation ranking and who leads the first trick',
  reservation: 'Reservation',
  rank: 'Rank (higher wins)',
  leads: 'Leads trick 1',
  houseRule: 'house rule',
  soloist: 'the soloist',
  forehand: 'the player left of the dealer',
  declarer: 'the declarer',
  none: 'Everybody “gesund”: normal game',
  highest: 'highest',
};

/** The static part of an exercise's position (src/components/widgets/ExerciseContextView.tsx). */
export const contextText = {
  cardsToCount: 'The cards to count',
  theHand: 'The hand',
  theCard: 'The card',
  trickSoFar: 'The trick so far',
  youLead: 'No card yet: you lead.',
  calls: 'Calls',
  saidSoFar: 'Said so far:',
  vorbehalt: 'Vorbehalt',
  gesund: 'gesund',
  trickInOrder: 'The trick, in play order, with each player’s party',
};

/** The "Your progress" section on /learn/ and /quiz/ (its messages: en-input.ts). */
export const progressSectionText = {
  title: 'Your progress',
  /** Inside a larger "Your progress" section (the quiz's). */
  fileTitle: 'Keep it in a file',
  intro: 'Your lesson stars, quiz progress, practice-table session and problem-set answers are kept in this browser only. Save them to a file to keep a copy or to move them to another browser.',
  /** On a lesson page (the whole notice, with its actions, is on /learn/). */
  starsReset: (kept: boolean) =>
    kept
      ? 'Your lesson stars could not be read, so they start afresh. A copy is kept in this browser:'
      : 'Your lesson stars could not be read, so they start afresh, and this browser could not keep a copy (its storage is full).',
  starsEarlier: 'A copy of your lesson stars that could not be read is kept in this browser:',
  starsNotSaved: 'Your lesson stars could not be saved: this browser’s storage for the site is full.',
  starsRestoreLink: 'restore it under “Your progress” on the lessons page',
  download: 'Download the copy',
};
