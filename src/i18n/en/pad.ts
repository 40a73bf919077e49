/**
 * English words of the score pad (/pad/, /pad/view/) and of `doko evening`: an evening's set-up,
 * entering a deal, the sheet, settling up, statistics, sharing. Score lines and calls come from
 * the engine's own words; rule numbers come from the engine, never typed here.
 */
import { CALL_WORD, LINE_WORDS, PARTY_WORD } from './engine.ts';
import { callOfLevel, type Level } from '../../engine/calls.ts';
import type { BockEvent } from '../../engine/evening/bock.ts';
import type { EntryProblem, PadGameKind, PadSpecialKind } from '../../engine/evening/entry.ts';
import type { EveningMode, RowProblem } from '../../engine/evening/evening.ts';
import { MAX_NAME, MAX_STAKE_CENTS, type EveningProblem } from '../../engine/evening/file.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/evening/seating.ts';
import type { SoloKind } from '../../engine/order.ts';
import type { Party } from '../../engine/parties.ts';
import { DOPPELKOPF_POINTS, type LineReason } from '../../engine/scoring.ts';
import { SESSION_LENGTH } from '../../engine/session.ts';
import { MARRIAGE_TRICKS } from '../../engine/contract.ts';
import { describeJsonProblem } from './record.ts';
import { quote } from '../../engine/excerpt.ts';
import { sheetText } from './scoring.ts';
import { problemText } from './storage.ts';
import { listOf } from './common.ts';
import { LANG_TAG } from '../runtime/current.ts';
import { num, percent, plural, signedNum } from '../runtime/numbers.ts';
import type { Missing } from '../../machines/padEntry.ts';
import type { EveningLinkError } from '../../components/pad/link.ts';

export { LINE_WORDS, PARTY_WORD };

const euro = new Intl.NumberFormat(LANG_TAG, { style: 'currency', currency: 'EUR' });
/** An amount in cents as money: "€1.20". */
export const money = (cents: number): string => euro.format(cents / 100);

/** A call as the buttons and the sheet say it: "Re", "no 90" … */
export const callWord = (party: Party, level: Exclude<Level, -1>): string => CALL_WORD[callOfLevel(party, level)];

export const GAME_WORD: Readonly<Record<PadGameKind, string>> = {
  normal: 'Normal',
  marriage: 'Marriage',
  silentMarriage: 'Silent marriage',
  poverty: 'Poverty',
  solo: 'Solo',
};

/** A solo's name on its button (short) and for a screen reader and the sheet (whole). */
export const SOLO_BUTTON: Readonly<Record<SoloKind, { readonly short: string; readonly name: string }>> = {
  queens: { short: 'Queens', name: 'Queens solo' },
  jacks: { short: 'Jacks', name: 'Jacks solo' },
  aces: { short: 'Aces', name: 'Aces solo (Fleischloser)' },
  clubs: { short: '♣', name: 'Clubs solo' },
  spades: { short: '♠', name: 'Spades solo' },
  hearts: { short: '♥', name: 'Hearts solo' },
  diamonds: { short: '♦', name: 'Diamonds solo' },
};

export const BOCK_EVENT_WORD: Readonly<Record<BockEvent, string>> = {
  tie120: '120 : 120 (both parties 120 card points)',
  soloLost: 'a lost solo',
  reAndKontra: 'Re and Kontra both said',
  zeroValue: 'a deal worth 0 (nobody scores)',
};

export const MODE_WORD: Readonly<Record<EveningMode, { readonly name: string; readonly about: string }>> = {
  open: { name: 'An open evening', about: 'As many deals as you like.' },
  tournament: { name: 'A tournament round', about: `${SESSION_LENGTH.tournament24} deals, every player owes one Pflichtsolo (four players only).` },
};

/** Who the players of the game are, as the form asks for them (`step`: the players tapped so far). */
function playersPrompt(game: PadGameKind, step: number, noPartner: boolean): string {
  switch (game) {
    case 'normal':
      return step === 0 ? 'Who was Re? Tap both.' : step === 1 ? 'Who was Re? Tap the second.' : 'Re:';
    case 'marriage':
      return step === 0 ? 'Who had the marriage?' : step === 1 && !noPartner ? 'Who won the trick that made the partner?' : 'Marriage:';
    case 'silentMarriage':
      return step === 0 ? 'Who had both ♣Q?' : 'Silent marriage:';
    case 'poverty':
      return step === 0 ? 'Who was poor?' : step === 1 ? 'Who took the cards?' : 'Poverty:';
    case 'solo':
      return step === 0 ? 'Who played the solo?' : 'Soloist:';
  }
}

/** A player's part in the game, as a badge on the name. */
function role(game: PadGameKind, i: number): string {
  if (game === 'normal') return 'Re';
  if (game === 'solo') return 'soloist';
  if (game === 'silentMarriage') return 'alone';
  if (game === 'marriage') return i === 0 ? 'marriage' : 'partner';
  return i === 0 ? 'poor' : 'took';
}

const SPECIAL_ROW: Readonly<Record<PadSpecialKind, string>> = {
  fox: 'Fox (♦A) caught by',
  foxLast: 'Fox caught in the last trick by',
  doppelkopf: `Doppelkopf (a trick of ${DOPPELKOPF_POINTS} or more) won by`,
  karlchen: 'Karlchen: last trick won with the ♣J by',
  karlchenCaught: 'Karlchen caught in the last trick by',
};
const SPECIAL_SHORT: Readonly<Record<PadSpecialKind, string>> = {
  fox: 'Fox',
  foxLast: 'Fox in the last trick',
  doppelkopf: 'Doppelkopf',
  karlchen: 'Karlchen',
  karlchenCaught: 'Karlchen caught',
};

/** Why a deal as written does not count, in a sentence (`names` by player number). */
export function rowProblemText(p: RowProblem, names: readonly string[]): string {
  switch (p.code) {
    case 'forcedSolo':
      return `${names[p.player]} is vorgeführt: this deal must be ${names[p.player]}’s Pflichtsolo.`;
    case 'roundOver':
      return `The tournament round had its ${p.deals} deals already.`;
    default:
      return entryProblemText(p, names);
  }
}

function entryProblemText(p: EntryProblem, names: readonly string[]): string {
  switch (p.code) {
    case 'sitsOut':
      return `${names[p.player]} sits this deal out.`;
    case 'samePlayer':
      return `${names[p.player]} is named twice.`;
    case 'povertyOff':
      return 'Poverty is not played under this evening’s rules.';
    case 'specialInSolo':
      return 'Special points do not count in a solo.';
    case 'specialOff':
      return `${SPECIAL_SHORT[p.kind]} scores nothing under this evening’s rules.`;
    case 'pointsOutOfReach':
      return `${p.withEvents ? 'With these special points, ' : ''}Re’s tricks hold ${p.points > p.max ? `at most ${p.max}` : `at least ${p.min}`} card points, not ${p.points}.`;
    case 'pointsNoCards':
      return `No cards add up to exactly ${p.points} card point${p.points === 1 ? '' : 's'}${p.withEvents ? ' together with these special points' : ''}: count again.`;
    case 'eventsWithPoints':
      return `These special points cannot all happen when Re has ${p.points} card points.`;
    case 'summary': {
      const text = sheetText.problem(p.problem);
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    }
  }
}

/** Why an evening file, a link or a stored evening cannot be read. */
export function eveningProblemText(p: EveningProblem): string {
  switch (p.code) {
    case 'json':
      return describeJsonProblem(p.problem);
    case 'format':
      return `this is no score pad evening (doko-evening/1): its format is ${quote(p.got)}`;
    case 'field':
      return problemText({ path: '', expected: p.expected, got: p.got }).replace(/^the saved data: /, '');
    case 'players':
      return `an evening has ${MIN_PLAYERS} to ${MAX_PLAYERS} players, not ${p.count}`;
    case 'sameName':
      return `two players are called ${quote(p.name)}`;
    case 'badName':
      return `a name is 1 to ${MAX_NAME} characters, without spaces at either end, got ${quote(p.got)}`;
    case 'rules':
      return 'not a house rule of this site';
    case 'tournamentSize':
      return `a tournament round is for 4 players, not ${p.players}`;
    case 'schwarzWithPoints':
      return '“schwarz” is written only when a party has no card point';
    case 'deal':
      return `deal ${p.number ?? ''} cannot be scored: ${rowProblemText(p.problem, [])}`.replace(/ {2,}/g, ' ');
  }
}

/** The error of an evening file or link in one line: "deals[3].points.re: …". */
export const eveningErrorText = (e: { readonly path: string; readonly problem: EveningProblem }): string =>
  e.path ? `${e.path}: ${eveningProblemText(e.problem)}` : eveningProblemText(e.problem);

export function linkErrorText(e: EveningLinkError): string {
  switch (e.code) {
    case 'missing':
      return 'This link holds no evening. Open a link someone shared from their score pad.';
    case 'tooLong':
      return `This link is too long to be an evening (${num(e.length)} characters).`;
    case 'notBase64':
      return 'This link is damaged: part of it is missing or changed.';
    case 'evening':
      return `This link’s evening cannot be read: ${eveningErrorText(e.error)}.`;
  }
}

const missingText = (m: Missing, game: PadGameKind): string =>
  m === 'points'
    ? 'Enter the card points first.'
    : game === 'solo'
      ? 'Tap who played the solo first.'
      : game === 'normal'
        ? 'Tap both Re players first.'
        : 'Tap the players of the game first.';

export const padText = {
  title: 'Score pad',
  intro: 'Keep the score of a real evening at the table: each deal in a few taps, scored exactly, nothing lost, also offline.',
  navLabel: 'Score pad',
  loading: 'Opening the score pad…',

  // The list of evenings
  evenings: 'Your evenings',
  noEvenings: 'No evening yet. Start one for tonight’s table.',
  newEvening: 'New evening',
  open: (title: string) => `Open ${title}`,
  untitled: (date: string) => `Evening of ${date}`,
  eveningLine: (players: string, deals: number) => `${players} · ${plural(deals, { one: 'deal', other: 'deals' })}`,
  importLabel: 'Open an evening file',
  importHelp: 'A doko-evening file from this score pad (the download below each evening).',
  imported: (title: string) => `Opened ${title}: it is in your evenings now.`,
  importFailed: (why: string) => `That file cannot be opened: ${why}.`,
  backToList: 'All evenings',

  // A new evening
  newTitle: 'A new evening',
  playersLegend: 'Players, clockwise round the table',
  playersHelp: `${MIN_PLAYERS} to ${MAX_PLAYERS} players. With five, whoever deals sits the deal out; with six, the dealer and the player opposite.`,
  playerLabel: (i: number) => `Player ${i + 1}`,
  addPlayer: 'Add a player',
  removePlayer: (i: number) => `Remove player ${i + 1}`,
  firstDealer: 'Who deals first?',
  eveningTitle: 'Name of the evening (optional)',
  modeLegend: 'Kind of evening',
  tournamentNeedsFour: 'A tournament round is for four players.',
  rulesLegend: 'House rules',
  rulesHelp: 'Your rules from Settings to start with; what you choose here holds for this evening only.',
  ddvRules: 'DDV tournament rules',
  bockLegend: 'Bock rounds',
  bockHelp: 'After each event you tick, the next round of deals (one deal per player) counts double. Bock rounds that overlap count double again.',
  stakeLabel: 'Stake per point, in cents',
  stakeShown: (cents: number) => (cents === 0 ? 'Played for nothing.' : `A point is worth ${money(cents)}.`),
  start: 'Start the evening',
  nameMissing: (i: number) => `Give player ${i + 1} a name.`,
  nameTwice: (name: string) => `Two players are called ${name}: tell them apart.`,
  nameBad: (i: number) => `The name of player ${i + 1} is too long (at most ${MAX_NAME} characters).`,
  stakeBad: `The stake is a whole number of cents from 0 to ${num(MAX_STAKE_CENTS)}.`,

  // The evening
  dealNumber: (n: number, of: number | null) => (of === null ? `Deal ${n}` : `Deal ${n} of ${of}`),
  dealer: (name: string) => `${name} deals`,
  sitsOut: (names: readonly string[]) => `${listOf(names)} ${names.length === 1 ? 'sits' : 'sit'} out`,
  bockNow: (factor: number) => `Bock: counts ×${factor}`,
  forcedNow: (name: string) => `${name} is vorgeführt: the Pflichtsolo now`,
  owes: (names: readonly string[]) => (names.length === 0 ? 'Every Pflichtsolo is played.' : `Pflichtsolo still owed: ${listOf(names)}`),
  roundOver: (deals: number) => `The tournament round is over: ${deals} deals.`,
  rulesOf: (rules: string) => `Rules: ${rules}`,
  bockOn: (events: readonly string[]) => `Bock after ${listOf(events)}`,
  totals: 'Totals',
  totalOf: (name: string, total: number) => `${name}: ${signedNum(total)}`,

  // Entering a deal
  entryTitle: (n: number) => `Deal ${n}`,
  editTitle: (n: number | null) => (n === null ? 'Change the deal thrown in' : `Change deal ${n}`),
  gameLegend: 'Game',
  soloLegend: 'Solo',
  gameWord: GAME_WORD,
  soloButton: SOLO_BUTTON,
  playersPrompt,
  role,
  sitsOutMark: 'sits out',
  dealsMark: (deal: number) => `deals #${deal}`,
  noPartner: `No partner in ${MARRIAGE_TRICKS} tricks: played alone`,
  callsLegend: 'Calls',
  callsHelp: 'Tap each party’s highest call; tap it again to take it back.',
  callWord,
  callsOf: (party: Party) => `${PARTY_WORD[party]}’s calls`,
  pointsLegend: 'Card points',
  counted: (party: Party) => `${PARTY_WORD[party]} has`,
  pointsShown: (party: Party, points: number | null) => (points === null ? `${PARTY_WORD[party]}: –` : `${PARTY_WORD[party]}: ${num(points)}`),
  digit: (d: number) => String(d),
  backspace: 'Delete a digit',
  schwarz: (party: Party) => `${PARTY_WORD[party]} won no trick (schwarz)`,
  specialsLegend: 'Special points',
  specialsNone: 'none',
  specialRow: SPECIAL_ROW,
  specialShort: SPECIAL_SHORT,
  specialCount: (name: string, n: number) => (n <= 1 ? name : `${name} ×${n}`),
  specialsInSolo: 'No special points in a game played alone.',
  save: (n: number) => `Save deal ${n}`,
  saveChange: 'Save the change',
  redeal: 'Thrown in: dealt again',
  cancelEdit: 'Cancel',
  missing: missingText,
  refused: 'This deal cannot be saved:',
  problem: rowProblemText,

  // After a deal
  saved: (n: number) => `Deal ${n} saved.`,
  changed: (n: number | null) => (n === null ? 'Saved.' : `Deal ${n} changed; the totals after it are worked out again.`),
  redealSaved: (dealer: string) => `Thrown in: ${dealer} deals again.`,
  undo: 'Undo',
  undone: (kind: 'added' | 'changed' | 'removed', n: number) =>
    kind === 'added' ? `Undone: line ${n} is gone again.` : kind === 'changed' ? `Undone: line ${n} is as it was.` : `Undone: line ${n} is back.`,
  nothingToUndo: 'Nothing to undo.',
  lastDeal: (n: number) => `Deal ${n}, scored`,
  winner: (w: Party | null) => (w ? `${PARTY_WORD[w]} won.` : 'Nobody won.'),
  value: (v: number) => (v === 0 ? 'Value 0: nobody scores.' : `Value ${num(Math.abs(v))} for ${v > 0 ? 'Re' : 'Kontra'}.`),
  soloTimes: 'The soloist scores three times the value.',
  bockWhy: 'How Bock rounds work',
  bockTimes: (factor: number) => `Bock: every score ×${factor}.`,
  bockStarts: (events: readonly BockEvent[]) =>
    `This deal starts ${events.length === 1 ? 'a Bock round' : `${events.length} Bock rounds`}: ${listOf(events.map((e) => BOCK_EVENT_WORD[e]))}.`,
  lineWord: (r: LineReason) => LINE_WORDS[r],
  lineFor: (party: Party, points: number) => `${PARTY_WORD[party]} +${points}`,
  why: (lesson: string) => `Lesson: ${lesson}`,
  scoreOf: (name: string, score: number) => `${name} ${signedNum(score)}`,

  // The sheet
  sheet: 'The sheet',
  sheetCaption: 'Each deal with every player’s score and running total',
  colDeal: 'Deal',
  colGame: 'Game',
  colDealer: 'Dealer',
  thrownIn: 'thrown in',
  doesNotCount: 'does not count',
  gameText: (kind: PadGameKind, names: readonly string[], solo?: SoloKind) =>
    kind === 'normal'
      ? `Re: ${names.join(' & ')}`
      : kind === 'solo'
        ? `${SOLO_BUTTON[solo!].name}: ${names[0]}`
        : kind === 'marriage'
          ? names.length === 1
            ? `Marriage, alone: ${names[0]}`
            : `Marriage: ${names.join(' & ')}`
          : kind === 'silentMarriage'
            ? `Silent marriage: ${names[0]}`
            : `Poverty: ${names.join(' & ')}`,
  callsText: (re: Level, kontra: Level) =>
    [re >= 0 ? callWord('re', re as Exclude<Level, -1>) : '', kontra >= 0 ? callWord('kontra', kontra as Exclude<Level, -1>) : ''].filter(Boolean).join(', '),
  pointsText: (party: Party, points: number) => `${PARTY_WORD[party]} ${num(points)}`,
  bockMark: (factor: number) => `×${factor}`,
  pflicht: 'Pflichtsolo',
  forced: 'vorgeführt',
  rowOpen: (n: number | null) => (n === null ? 'The deal thrown in' : `Deal ${n}`),
  change: 'Change',
  remove: 'Delete',
  removed: (n: number | null) => (n === null ? 'The line was deleted.' : `Deal ${n} deleted.`),

  // Chart, settling up, statistics
  chart: 'The evening in a chart',
  chartDesc: (after: number, leaders: string) => `Each player’s running total after each deal. After deal ${after}: ${leaders}.`,
  chartEmpty: 'The chart starts after the first deal.',
  axisDeal: 'Deal',
  settle: 'Settling up',
  settleStake: 'Stake per point, in cents',
  noStake: 'Played for nothing: nobody pays.',
  even: 'Everybody is even: nobody pays.',
  pays: (from: string, to: string, cents: number) => `${from} pays ${to} ${money(cents)}`,
  balanceOf: (name: string, cents: number) => `${name}: ${cents > 0 ? '+' : cents < 0 ? '−' : ''}${money(Math.abs(cents))}`,
  fewest: (n: number) => `${plural(n, { one: 'payment', other: 'payments' })}, the fewest that settle it.`,
  stats: 'The evening in figures',
  dealsPlayed: (n: number) => plural(n, { one: 'deal counted', other: 'deals counted' }),
  partyWins: (party: Party, won: number, of: number) => `${PARTY_WORD[party]} won ${num(won)} of ${num(of)}${of > 0 ? ` (${percent(won / of)})` : ''}`,
  noWinner: (n: number) => `nobody won ${plural(n, { one: 'deal', other: 'deals' })}`,
  solos: (won: number, lost: number) => `Solos: ${num(won)} won, ${num(lost)} lost`,
  statsCaption: 'Each player',
  colPlayer: 'Player',
  colPlayed: 'Played',
  colWon: 'Won',
  colSolos: 'Solos won / lost',
  colBest: 'Best deal',
  colWorst: 'Worst deal',

  // Keeping and sharing
  keep: 'Keep, share, print',
  download: 'Download the evening (file)',
  downloadCsv: 'Download as a table (CSV)',
  share: 'Copy a read-only link',
  shareLabel: 'Read-only link to this evening',
  shareCopied: 'The link is copied: whoever opens it sees this evening, and cannot change it.',
  shareShown: 'Copy this link to share the evening (read only):',
  shareTooLong: 'This evening is too long for a link: send the file instead.',
  print: 'Print the sheet',
  rename: 'Name of the evening',
  deleteEvening: 'Delete this evening',
  deleteConfirm: 'Delete this evening for good? Download it first if you want to keep it.',
  deleteYes: 'Yes, delete it',
  deleteNo: 'No, keep it',
  fileName: (day: string) => `doko-evening-${day}.json`,
  csvName: (day: string) => `doko-evening-${day}.csv`,

  // The shared, read-only evening
  viewTitle: 'A shared evening',
  viewIntro: 'An evening from someone’s score pad, read only.',
  keepCopy: 'Keep a copy in my evenings',
  keptCopy: 'A copy is in your evenings now.',
  openPad: 'Open the score pad',
  linkError: linkErrorText,
};

/** How the score pad works: the page's own text (searchable, and there before the pad opens). */
export const padHelp = {
  title: 'How the score pad works',
  bockDrill: 'Bock rounds: what they are, and a quick check',
  items: [
    'Start an evening with four, five or six players in their order round the table, who deals first, the house rules you play (the same as in Settings), Bock rounds if you play them, and the stake per point. The pad always shows whose deal it is, who sits out, and the running totals.',
    'Enter a deal in a few taps: who was Re (for a solo its kind and the soloist; a marriage and its partner; a poverty and who took the cards), each party’s highest call (Re, Kontra, keine 90 …), the card points as the table counted them, Re’s or Kontra’s, and the special points: a fox (Fuchs) caught, a Doppelkopf, Karlchen, each by who won it.',
    'Save, and the rules engine scores the deal: every line of the score with the lesson that explains it. Card points and special points that no deal can have together are refused with the reason, so a slip in counting shows at once.',
    'Bock rounds: after 120 : 120, a lost solo, Re and Kontra both said or a deal worth nothing (each a setting), the next round of deals counts double; Bock rounds that overlap count double again.',
    `A tournament round: ${SESSION_LENGTH.tournament24} deals at four players, every player’s Pflichtsolo tracked, the dealer deals again after a Pflichtsolo, and a player who still owes one at the end is vorgeführt.`,
    'Nothing is lost: every tap is saved in this browser, also offline, and a reload brings back the deal you were entering. Change or delete any past deal and the totals are worked out again; undo the last change; keep evenings as a list.',
    'Keep and share: download an evening as a file (doko-evening, to open again here) or as a table (CSV), share it as a read-only link, print the sheet, and settle up: who pays whom, in the fewest payments.',
  ],
};

/** The Bock round page (/pad/bock/): what Bock rounds are at this pad, and a drill. */
export const bockPage = {
  title: 'Bock rounds',
  intro: 'A house rule of many private tables, not of the DDV tournament rules: after certain deals the next round of deals counts double.',
  points: [
    'Which deals start a Bock round is the table’s choice; the score pad offers each of these as a setting of the evening: 120 : 120, a lost solo, Re and Kontra both said, a deal worth 0.',
    'A Bock round is one round of deals: as many deals as players at the table, starting with the next deal. A deal thrown in is no deal.',
    'In a Bock round every player’s score of a deal counts double. A deal covered by two Bock rounds counts four times, by three eight times: Bock rounds stack, they do not queue.',
  ],
  drillTitle: 'Bock rounds: a quick check',
  drillLegend: (deal: number) => `What does deal ${deal} count?`,
  scenario: (players: number) => `${players} players at the table.`,
  started: (deal: number, events: readonly string[]) => `Deal ${deal}: ${listOf(events)}.`,
  choice: (factor: number) => `×${factor}`,
  right: (factor: number) => `Right: ×${factor}.`,
  wrong: (factor: number) => `Not quite: it counts ×${factor}.`,
  reach: (deal: number, first: number, last: number, covers: boolean, asked: number) =>
    `The Bock round of deal ${deal} covers deals ${first} to ${last}${covers ? `, deal ${asked} among them` : `, not deal ${asked}`}.`,
  another: 'Another one',
  progress: (n: number, of: number) => `Question ${n} of ${of}`,
  back: 'Back to the score pad',
};

/** The words of the CSV file and of `doko evening`'s sheet. */
export const sheetWords = {
  deal: 'Deal',
  dealer: 'Dealer',
  game: 'Game',
  calls: 'Calls',
  points: 'Card points',
  bock: 'Bock',
  score: (name: string) => `${name}`,
  total: (name: string) => `${name} total`,
  thrownIn: 'thrown in',
  doesNotCount: 'does not count',
};

/** The lines `doko help` prints for `doko evening`. */
export const EVENING_USAGE = `  npm run doko -- evening FILE|- [--csv]   an evening of the score pad (doko-evening/1): the sheet, totals, who pays whom; --csv: the sheet as CSV`;

/** `doko evening`'s words around the sheet. */
export const eveningCliText = {
  heading: (title: string, players: number) => `${title} (${players} players)`,
  rules: (rules: string) => `Rules: ${rules}`,
  totals: 'Totals',
  next: (n: number, dealer: string) => `Next: deal ${n}, ${dealer} deals`,
  settle: (stake: string) => `Settling up at ${stake} a point:`,
  readFailed: (why: string) => why,
};
