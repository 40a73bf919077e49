/**
 * Every English word the UI shows, in one place. Engine verdicts arrive as codes and data
 * (IllegalPlay, TrickWhy) and are turned into sentences here, so a German edition is a
 * translation of this file and its siblings. Words only one widget uses live in their own file
 * (en-settings, en-reservation, en-timeline, en-position, en-learn, en-progress, en-sorting,
 * en-playground), so that a lesson island loads only the words it shows (lesson pages ≤ 60 KB
 * gzip JavaScript).
 */
import type { CardId, Suit } from '../../engine/cards.ts';
import type { EffectiveSuit, OrderKind } from '../../engine/order.ts';
import type { RuleKey, RuleSet } from '../../engine/rules.ts';
import type { IllegalPlay } from '../../engine/trick.ts';
import { cardName, suitName, type NameOptions } from '../runtime/names.ts';
import type { TrickWhy } from '../../engine/trick.ts';
import type { SoloKind } from '../../engine/order.ts';

export const site = {
  name: 'Doko Trainer',
  homeTitle: 'Doko Trainer: learn Doppelkopf',
  tagline: 'Learn Doppelkopf step by step: lessons, drills and a rules reference.',
  skip: 'Skip to content',
  nav: {
    label: 'Main',
    learn: 'Learn',
    quiz: 'Quiz',
    analyse: 'Analyse',
    play: 'Play',
    friends: 'Friends',
    rules: 'Rules',
    glossary: 'Glossary',
    settings: 'Settings',
  },
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
  /** The one way in for a newcomer: the quick start, its time from the learn map's estimate. */
  start: (minutes: number) => `Start — about ${minutes} minutes`,
  startNote: (lessons: number) => `${lessons} short lessons, each with exercises, then your first deal at the practice table with a coach.`,
  quiz: 'Quiz yourself',
  quizText: 'Counting and play problems from real deals, with a full explanation of each answer.',
  play: 'Play full deals',
  playText: 'Sit at a table with three computer players; every refused card says why, and every trick says who won it and why.',
  analyse: 'Analyse a hand',
  analyseText: 'Paste a hand and see which solo it could carry, how likely it wins, and why.',
  /** The closing line, in pieces around its three links. */
  lookUp: {
    before: 'Looking something up? See the ',
    rules: 'rules reference',
    and: ' and the ',
    glossary: 'glossary of table words',
    house: '. Playing with house rules? Set them in ',
    settings: 'Settings',
    after: ' and every drill follows them.',
  },
};

/** What every value of every rule key means, for the settings form and the rule bar (what each rule does: `ruleHelp` in en-settings.ts). */
type RuleText = { label: string; values: Record<string, string>; short: Record<string, string> };
export const ruleText: { [K in RuleKey]: RuleText } = {
  withoutNines: {
    label: 'Without nines (40 cards)',
    values: { false: 'With nines: 48 cards (DDV)', true: 'Without nines: 40 cards' },
    short: { true: 'Without nines' },
  },
  dulle: {
    label: 'The two ♥10 (Dullen)',
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
    values: {
      firstForeign: 'Any trick won by another player (DDV)',
      firstForeignPlain: 'A plain-suit (Fehl) trick won by another player',
      firstForeignTrump: 'A trump trick won by another player',
    },
    short: { firstForeignPlain: 'Marriage: plain trick', firstForeignTrump: 'Marriage: trump trick' },
  },
  poverty: {
    label: 'Poverty (Armut)',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Armut' },
  },
  piglets: {
    label: 'Piglets (Schweinchen)',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Schweinchen' },
  },
  pigletsDeclared: {
    label: 'When piglets are declared',
    values: { reservation: 'During the reservation round', firstPlay: 'When the first ♦A is played' },
    short: { firstPlay: 'Schweinchen shown on play' },
  },
  superpiglets: {
    label: 'Superpiglets (Superschweinchen)',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Superschweinchen' },
  },
  forcedAnnouncement: {
    label: 'Forced announcement (Pflichtansage)',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Pflichtansage' },
  },
  foxLastTrick: {
    label: 'Fox caught in the last trick',
    values: { false: 'Counts 1 (DDV)', true: 'Counts 2' },
    short: { true: 'Fox in last trick ×2' },
  },
  karlchenCaught: {
    label: 'Karlchen caught',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Karlchen caught' },
  },
  lieschenMueller: {
    label: 'Lieschen Müller',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Lieschen Müller' },
  },
  redealFiveNines: {
    label: 'Redeal with five nines',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Redeal with 5 nines' },
  },
  redealFiveKings: {
    label: 'Redeal with five kings',
    values: { false: 'Off (DDV)', true: 'On' },
    short: { true: 'Redeal with 5 kings' },
  },
  halfChicken: {
    label: 'Half chicken (halbes Hähnchen)',
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

/** What a marked card in a hand means, read after its name. */
export const markText = {
  ok: 'selected',
  wrong: 'not allowed',
  partial: 'partly right',
  placed: 'placed',
  winner: 'wins the trick',
  used: 'both copies used',
} as const;

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
  progress: {
    reset: 'Reset this lesson',
    resetDone: 'Progress for this lesson was cleared.',
    summary: (done: number, total: number) => `${done} of ${total} exercises solved`,
  },
};

/* Parties and declarations (lessons on the reservation round, marriage, poverty, solos). */

export const partyMarkText = { re: 'Re', kontra: 'Kontra', unknown: 'Unknown' } as const;

/** A declaration in words: "Hochzeit (marriage)", "Pflichtsolo: Bubensolo". */
export function declarationText(d: { kind: 'marriage' } | { kind: 'poverty' } | { kind: 'solo'; solo: SoloKind; compulsory: boolean }): string {
  if (d.kind === 'marriage') return 'Hochzeit (marriage)';
  if (d.kind === 'poverty') return 'Armut (poverty)';
  return `${d.compulsory ? 'Pflichtsolo' : 'Lustsolo'}: ${contractName[d.solo]}`;
}
