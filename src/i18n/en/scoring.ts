/**
 * English words of the scoring lessons (score sheets, score lines, house rules) and their
 * widgets (targets: en-targets.ts; sessions of deals: en-session.ts). Score lines come from the engine's own words (`LINE_WORDS` in src/i18n/en/engine.ts);
 * this file adds the sentences around them.
 */
import { LINE_WORDS, PARTY_WORD } from './engine.ts';
import type { Party } from '../../engine/parties.ts';
import { DOPPELKOPF_POINTS, type LineReason, type Special } from '../../engine/scoring.ts';
import { THROW_IN_COUNT } from '../../engine/contract.ts';
import type { LineVerdict } from '../../machines/scoreSheet.ts';
import type { SpecialKind, SummaryProblem } from '../../engine/summary.ts';
import { cardShort } from '../runtime/names.ts';
import { listOf } from './common.ts';
import { choiceOf, type SpecialChoice } from '../../components/widgets/scoreChoices.ts';
export { LINE_WORDS, PARTY_WORD };
/** The special events a score sheet offers (src/components/widgets/scoreChoices.ts), in words. */
export const specialChoiceWord: Record<SpecialChoice, string> = {
  doppelkopf: `Doppelkopf: a trick of ${DOPPELKOPF_POINTS} or more`,
  fox: 'Fox caught (opponents’ ♦A)',
  foxLast: 'Fox caught in the last trick',
  karlchen: 'Karlchen: ♣J won the last trick',
  caughtByDQ: 'Karlchen caught by a ♦Q in the last trick',
  caughtOther: 'Karlchen caught by another card in the last trick',
};
export function specialWord(s: Special): string {
  return `${specialChoiceWord[choiceOf(s)]}, for ${PARTY_WORD[s.party]}`;
}
/** A special event by its kind, as a score sheet names it in a sentence. */
const eventName: Record<SpecialKind, string> = {
  fox: 'a caught fox',
  doppelkopf: 'a Doppelkopf',
  karlchen: 'Karlchen',
  karlchenCaught: 'a caught Karlchen',
};
const trickCount = (n: number) => `${n} trick${n === 1 ? '' : 's'}`;

/** Why the facts on a score sheet cannot be one deal (the engine's `SummaryProblem`). */
function summaryProblem(p: SummaryProblem): string {
  switch (p.code) {
    case 'outOfRange':
      return `${p.field === 'cardPoints' ? 'Re’s card points' : 'Re’s tricks'} must be a whole number from ${p.min} to ${p.max}`;
    case 'pointsWithoutTrick':
      return `Re won no trick, so Re cannot have ${p.points} card points`;
    case 'allTricksNotAllPoints':
      return 'Re won every trick, so Re has every card point';
    case 'tooManyEvents':
      return `one deal can hold ${eventName[p.kind]} at most ${p.most === 1 ? 'once' : `${p.most} times`}`;
    case 'eventWithoutTrick':
      return `${PARTY_WORD[p.party]} won no trick, so ${PARTY_WORD[p.party]} cannot have ${eventName[p.kind]}`;
    case 'moreDoppelkoepfeThanTricks':
      return `${PARTY_WORD[p.party]} won ${trickCount(p.tricks)}, so ${PARTY_WORD[p.party]} cannot have ${p.count} Doppelköpfe`;
    case 'cannotCatchKarlchen':
      return `${cardShort(p.card)} cannot catch Karlchen (${cardShort('CJ')}): only ${listOf(p.catchers.map((c) => cardShort(c)))} can`;
    case 'pointsOutOfReach':
      return `${p.withEvents ? 'With these special events, ' : ''}Re’s ${p.tricks === 1 ? '1 trick holds' : `${p.tricks} tricks hold`} ${p.points > p.max ? `at most ${p.max}` : `at least ${p.min}`} card points, not ${p.points}`;
    case 'pointsNoCards':
      return `no ${4 * p.tricks} cards add up to exactly ${p.points} card point${p.points === 1 ? '' : 's'}${p.withEvents ? ' together with the cards of these special events' : ''}`;
    case 'eventsTogether':
      return 'the deck does not have the cards for all these special events at once';
    case 'lastTrickBoth':
      return `only one party wins the last trick, so ${PARTY_WORD[p.party]} cannot also have ${eventName[p.kind]} in it`;
    case 'karlchenTrickNoDoppelkopf':
      return `${PARTY_WORD[p.party]}’s last trick holds ${cardShort('CJ')}, so it is no Doppelkopf: with ${trickCount(p.tricks)}, ${PARTY_WORD[p.party]} cannot have ${p.count} Doppelköpfe`;
  }
}

export const sheetText = {
  title: 'Score sheet',
  facts: 'The deal',
  contract: 'Game',
  normal: 'Normal game',
  solo: 'Solo',
  rePlayers: 'Re players',
  soloist: 'Soloist',
  pair: (a: string, b: string) => `${a} and ${b}`,
  calls: 'Highest calls',
  callLabel: (party: Party) => `${PARTY_WORD[party]}: highest call`,
  pointsLabel: 'Re’s card points',
  tricksLabel: 'Re’s tricks',
  kontraGot: (points: number, tricks: number) => `Kontra: ${points} card points, ${tricks} trick${tricks === 1 ? '' : 's'}`,
  specials: 'Special points (Sonderpunkte)',
  specialsNone: 'No special events.',
  specialsInSolo: 'Special points do not count in a solo.',
  /** The same, as a note in brackets after the list of special points. */
  specialsInSoloNote: 'special points do not count in a solo',
  addSpecial: 'Add event',
  specialKind: 'Event',
  specialParty: 'For',
  remove: 'Remove',
  removeLine: (what: string) => `Remove ${what}`,
  impossible: 'These facts cannot happen together:',
  problem: summaryProblem,
  lines: 'Lines of the game value',
  item: 'Item',
  linesCaption: 'Every line, in the rule book’s order',
  total: 'Total',
  value: (v: number) => (v === 0 ? 'Value 0: nobody scores.' : `Value ${Math.abs(v)} for ${v > 0 ? 'Re' : 'Kontra'}.`),
  winner: (w: Party | null) => (w ? `${PARTY_WORD[w]} won.` : 'Nobody won (both parties missed their targets).'),
  scores: 'Scores',
  scoreOf: (name: string, party: Party, soloist: boolean) => `${name} (${soloist ? 'soloist' : PARTY_WORD[party]})`,
  practise: 'Hide the lines: I will write them myself',
  practiseIntro: 'Write the score sheet yourself: add each line with the party it is credited to, then each player’s score.',
  yourLines: 'Your lines',
  noLines: 'No lines yet.',
  lineReason: 'Item',
  lineGroup: { result: 'Won, and by how much', ansage: 'Re and Kontra', absage: 'Absagen', reached: 'Reached against an Absage', special: 'Special points' },
  lineParty: 'Credited to',
  linePoints: 'Points',
  addLine: 'Add line',
  yourScores: 'Each player’s score',
  check: 'Check my sheet',
  show: 'Show the full sheet',
  verdict: {
    right: 'right',
    wrongPoints: 'right item, wrong points',
    wrongParty: 'due to the other party',
    notDue: 'not due in this deal',
  } satisfies Record<LineVerdict, string>,
  missing: (n: number) => (n === 0 ? '' : n === 1 ? 'One line is missing.' : `${n} lines are missing.`),
  scoresWrong: (names: string[]) => (names.length ? `Check the score of ${names.join(', ')}.` : ''),
  duplicate: 'A line is written twice: write each item once per party, with its full points.',
  allRight: 'All right: every line and every score is right.',
  solutionShown: 'The whole sheet, line by line: compare it with yours.',
  checkedLines: (right: number, total: number) => `${right} of ${total} lines right.`,
  // A worked deal as the score sheet, the lessons' examples and the practice table show it.
  soloBy: (soloist: string, others: string) => `Solo by ${soloist} (Re) against ${others}`,
  teams: (re: string, kontra: string) => `Re: ${re} · Kontra: ${kontra}`,
  callsOf: (re: string, kontra: string) => `Re: ${re} · Kontra: ${kontra}`,
  cardPoints: 'Card points',
  pointsAndTricks: (re: number, reTricks: number, kontra: number, kontraTricks: number) =>
    `Re ${re} in ${reTricks} trick${reTricks === 1 ? '' : 's'} · Kontra ${kontra} in ${kontraTricks} trick${kontraTricks === 1 ? '' : 's'}`,
  noLine: 'No line: nothing is credited.',
};
/** A score line's words with a capital, for a table cell: "Opponents below 90". */
export function lineWord(reason: LineReason): string {
  const w = LINE_WORDS[reason];
  return w.charAt(0).toUpperCase() + w.slice(1);
}
/** The scoring lessons' build-time tables and figures. */
export const tableText = {
  houseRules: (labels: string) => `House rules: ${labels}`,
  linesCaption: 'Lines of the value',
  everyHouseRule: 'Every house rule in Settings',
  setting: 'Setting',
  ddvDefault: 'DDV default',
  houseValues: 'House rule values',
  itemsCaption: 'The items of the game value, in the order of the DDV rule book (7.2.2)',
  ruleBook: 'Rule book',
  item: 'Item',
  points: 'Points',
  creditedTo: 'Credited to',
  ruleBookItem: (letter: string) => `7.2.2 (${letter})`,
  creditedRe: 'Re (only if Re won, or nobody did)',
  creditedKontra: 'Kontra (only if Kontra won, or nobody did)',
  creditedWinner: 'the winner',
  specialsCaption: 'Special points (Sonderpunkte) of a normal game',
  specialPoint: 'Special point',
  when: 'When',
  specialWhen: {
    againstTheElders: 'Kontra won the game',
    doppelkopf: `per trick worth ${DOPPELKOPF_POINTS} or more, to the party that won it`,
    foxCaught: 'per ♦A of the opponents won in your trick',
    foxCaughtLastTrick: 'house rule: per fox caught in the last trick',
    karlchen: 'the ♣J wins the last trick',
    karlchenCaught: 'house rule: the opponents’ ♣J lost in the last trick',
    lieschenMueller: 'house rule: a ♦Q takes the opponents’ ♣J in the last trick',
  } as Record<string, string>,
  targetsCaption: 'What each party needs to win (targets after the announcements)',
  reCall: 'Re’s highest call',
  kontraCall: 'Kontra’s highest call',
  reWinsWith: 'Re wins with',
  kontraWinsWith: 'Kontra wins with',
  targetsNote: 'Card points unless tricks are named. “Any 1 trick” means one trick of any worth, even 0 points.',
  nines: {
    region: 'With and without nines',
    caption: 'With and without nines',
    count: 'Count',
    ddv: 'DDV rules',
    pack: 'Cards in the pack',
    perPlayer: 'Cards per player = tricks per deal',
    trumps: 'Trump cards in the normal game',
    points: 'Card points in the pack',
  },
  povertyDemo: {
    region: 'Who may declare poverty',
    caption: 'May this hand declare Armut?',
    hand: 'Hand',
    ddv: 'DDV rules',
    on: (label: string) => `${label} on`,
    yes: 'Yes: may declare Armut.',
    no: (why: string) => `No: ${why}.`,
  },
  redealDemo: {
    region: 'Throwing a hand in',
    caption: 'May this hand be thrown in before the reservations?',
    hand: 'Hand',
    ddv: 'DDV rules',
    both: 'Both redeal rules on',
    nines: `Yes: ${THROW_IN_COUNT} nines, redeal`,
    kings: `Yes: ${THROW_IN_COUNT} kings, redeal`,
    no: 'No: play it',
  },
  session: {
    played: (n: number, of: number) => `Deals played: ${n} of ${of}.`,
    solos: (owed: number, played: number, compulsory: number, forced: number, lust: number) =>
      `Pflichtsoli owed at the start: ${owed}. Solos played: ${played}: ${compulsory} Pflichtsoli (${forced} of them vorgeführt) and ${lust} Lustsolo${lust === 1 ? '' : 's'}.`,
    totals: (list: string, sum: number) => `Final totals: ${list}; together ${sum}.`,
  },
};
export const questionText = {
  answerLabel: 'Your answer',
  check: 'Check',
  right: 'Right!',
  wrong: (given: string) => `No, not ${given}.`,
  notANumber: 'Type a whole number (use a minus sign for a loss).',
  whoWins: 'Who wins this deal?',
  none: 'Nobody',
  seatChoice: 'Pick a player',
};
