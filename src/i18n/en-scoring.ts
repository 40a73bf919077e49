/**
 * English words for lessons 11–17 (targets, scoring, house rules, sessions) and their widgets.
 * Score lines come from the engine's own words (`LINE_WORDS`, `CALL_WORD` in
 * src/engine/i18n/en.ts); this file adds the sentences around them. To be merged into en.ts.
 */
import { CALL_WORD, LINE_WORDS, PARTY_WORD } from '../engine/i18n/en.ts';
import type { SoloKind } from '../engine/order.ts';
import type { Party } from '../engine/parties.ts';
import { TOTAL_POINTS } from '../engine/cards.ts';
import { absageThreshold, callOfLevel, DOPPELKOPF_POINTS, targetReason, type Level, type LineReason, type Special } from '../engine/scoring.ts';
import { SESSION_LENGTH } from '../engine/session.ts';
import type { LineVerdict } from '../machines/scoreSheet.ts';
import type { Target } from '../machines/targetCalculator.ts';
import { choiceOf, type SpecialChoice } from '../components/widgets/scoreChoices.ts';

export { LINE_WORDS, PARTY_WORD };

/** The four players at the table, seat 0..3 clockwise. */
export const PLAYERS = ['Anna', 'Ben', 'Clara', 'David'] as const;
export const playerName = (seat: number): string => PLAYERS[seat] ?? `Seat ${seat + 1}`;

/** A party's highest call in words: "no call", "Re", "keine 90", … */
export function levelWord(party: Party, level: Level): string {
  return level < 0 ? 'no call' : CALL_WORD[callOfLevel(party, level as Exclude<Level, -1>)];
}

/** What a target is, in words: "151 card points", "all 12 tricks", "one trick". */
export function targetWord(t: Target, tricks: number): string {
  if ('points' in t) return `${t.points} card points`;
  return t.tricks === 'all' ? `all ${tricks} tricks` : 'one trick';
}
/** The same, short, for table cells: "≥ 151", "all 12 tricks", "1 trick". */
export function targetShort(t: Target, tricks: number): string {
  if ('points' in t) return `≥ ${t.points}`;
  return t.tricks === 'all' ? `all ${tricks} tricks` : 'any 1 trick';
}

/** Why a party's target is what it is (docs/rules.md §10), from the two parties' highest calls. */
export function targetWhy(party: Party, reLevel: Level, kontraLevel: Level): string {
  const other: Party = party === 're' ? 'kontra' : 're';
  const why = targetReason(party, reLevel, kontraLevel);
  switch (why.code) {
    case 'ownAbsage':
      return why.level === 4
        ? `${PARTY_WORD[party]} said “schwarz”, so ${PARTY_WORD[other]} must not win a single trick.`
        : `${PARTY_WORD[party]} said “${levelWord(party, why.level)}”, so ${PARTY_WORD[other]} must stay below ${absageThreshold(why.level)}.`;
    case 'opponentsAbsage':
      return why.level === 4
        ? `Against ${PARTY_WORD[other]}’s “schwarz” one trick is enough, even one worth 0 points.`
        : `Against ${PARTY_WORD[other]}’s “${levelWord(other, why.level)}”, reaching ${absageThreshold(why.level)} is enough.`;
    case 'onlyKontra':
      return party === 're' ? `Only Kontra was announced, so the tie at ${TOTAL_POINTS / 2} goes to Re.` : 'Only Kontra was announced: Kontra now needs more than half.';
    case 'plain':
      return party === 're' ? `Re needs more than half of the ${TOTAL_POINTS} card points.` : `At ${TOTAL_POINTS / 2} : ${TOTAL_POINTS / 2} Kontra wins.`;
  }
}

export const targetText = {
  title: 'Target calculator',
  intro: 'Choose each party’s highest call, then move the slider: who wins, and why?',
  callLegend: (party: Party) => `${PARTY_WORD[party]}’s highest call`,
  needs: (party: Party) => `${PARTY_WORD[party]} needs`,
  pointsLabel: 'Re’s card points',
  kontraHas: (n: number) => `Kontra has ${n}`,
  tricksLabel: 'Tricks won by Re',
  tricksOf: (n: number) => `of ${n}`,
  reached: 'reached',
  missed: 'missed',
  has: (t: Target, points: number, tricks: number) => ('points' in t ? `Has ${points}` : `Has ${tricks} trick${tricks === 1 ? '' : 's'}`),
  verdict: {
    wins: (party: Party, points: number, tricks: number) =>
      `${PARTY_WORD[party]} wins with ${points} card points in ${tricks} trick${tricks === 1 ? '' : 's'}: only ${PARTY_WORD[party]} reached its target.`,
    noWinner: 'Nobody wins: both parties missed their targets (possible only when both made an Absage).',
    impossible: 'These numbers cannot happen together:',
  },
  reset: 'Start over',
};

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

export const soloWord: Record<SoloKind, string> = {
  clubs: 'clubs',
  spades: 'spades',
  hearts: 'hearts',
  diamonds: 'diamonds',
  queens: 'queens',
  jacks: 'jacks',
  aces: 'aces',
};

/** "+6", "−18", "0": scores as a score sheet prints them. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

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
  callLabel: (party: Party) => `${PARTY_WORD[party]}`,
  pointsLabel: 'Re’s card points',
  tricksLabel: 'Re’s tricks',
  kontraGot: (points: number, tricks: number) => `Kontra: ${points} card points, ${tricks} trick${tricks === 1 ? '' : 's'}`,
  specials: 'Special points (Sonderpunkte)',
  specialsNone: 'No special events.',
  specialsInSolo: 'Special points do not count in a solo.',
  addSpecial: 'Add event',
  specialKind: 'Event',
  specialParty: 'For',
  remove: 'Remove',
  removeLine: (what: string) => `Remove ${what}`,
  impossible: 'The engine cannot score this deal:',
  lines: 'Lines of the game value',
  item: 'Item',
  linesCaption: 'Every line, in the rule book’s order',
  total: 'Total',
  value: (v: number) =>
    v === 0 ? 'Net value 0: nobody scores.' : `Net value ${Math.abs(v)} for ${v > 0 ? 'Re' : 'Kontra'}.`,
  winner: (w: Party | null) => (w ? `${PARTY_WORD[w]} won.` : 'Nobody won (both parties missed their targets).'),
  scores: 'Scores',
  scoreOf: (name: string, party: Party, soloist: boolean) => `${name} (${soloist ? 'soloist' : PARTY_WORD[party]})`,
  practise: 'Hide the lines: I will write them myself',
  practiseIntro: 'Write the score sheet yourself: add each line with the party it is credited to, then each player’s score.',
  yourLines: 'Your lines',
  noLines: 'No lines yet.',
  lineReason: 'Item',
  lineParty: 'Credited to',
  linePoints: 'Points',
  addLine: 'Add line',
  yourScores: 'Each player’s score',
  check: 'Check my sheet',
  show: 'Show the engine’s sheet',
  verdict: {
    right: 'right',
    wrongPoints: 'right item, wrong points',
    wrongParty: 'due to the other party',
    notDue: 'not due in this deal',
  } satisfies Record<LineVerdict, string>,
  missing: (n: number) => (n === 0 ? '' : n === 1 ? 'One line is missing.' : `${n} lines are missing.`),
  scoresWrong: (names: string[]) => (names.length ? `Check the score of ${names.join(', ')}.` : ''),
  duplicate: 'A line is written twice: write each item once per party, with its full points.',
  allRight: 'All right: every line and every score matches the engine.',
  checkedLines: (right: number, total: number) => `${right} of ${total} lines right.`,
};

/** A score line's words with a capital, for a table cell: "Opponents below 90". */
export function lineWord(reason: LineReason): string {
  const w = LINE_WORDS[reason];
  return w.charAt(0).toUpperCase() + w.slice(1);
}

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

export const sessionText = {
  deal: 'Deal',
  dealer: 'Dealer',
  game: 'Game',
  normal: 'Normal game',
  redeal: 'Thrown in, dealt again (does not count)',
  compulsory: (name: string, solo: string) => `${name}: Pflichtsolo, ${solo}`,
  forced: (name: string, solo: string) => `${name}: Pflichtsolo, vorgeführt, ${solo}`,
  lust: (name: string, solo: string) => `${name}: Lustsolo, ${solo}`,
  owes: 'Owe a Pflichtsolo',
  nobody: 'nobody',
  totals: 'Running totals',
  caption: `A tournament round of ${SESSION_LENGTH.tournament24} deals, recorded by the engine`,
  sameDealer: 'deals again',
  forcedNext: (name: string) => `${name} is vorgeführt: must play the Pflichtsolo now`,
  answer: {
    nextDealer: 'Who deals the next deal?',
    forcedSoloist: 'Who must play a Pflichtsolo in the next deal (vorgeführt)?',
  },
  nobodyForced: 'Nobody yet',
};
