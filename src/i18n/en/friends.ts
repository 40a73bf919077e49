/**
 * English text of playing with friends (/friends/): the table server, opening and joining a
 * table, the lobby, the refusals and the end of a session. Rule facts come from the engine
 * (codes and numbers in, words out here); seats are named by seats.ts.
 */
import type { BotLevel } from '../../engine/bots/types.ts';
import type { Contract } from '../../engine/contract.ts';
import type { ActionError, RedealReason } from '../../engine/deal.ts';
import { describeActionError } from './actions.ts';
import { modeLength, type TableMode } from '../../engine/stakes.ts';
import { LIMIT_CENTS, NAME_MAX, STAKE_CENTS, type Refusal, type RefusalCode, type TableEnd, type Visibility } from '../../protocol/protocol.ts';
import { contractName, declarationText } from './site.ts';
import { seatName } from './seats.ts';

const euro = new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR' });
/** An amount of cents as money: "€0.10", "−€2.50" (a word joiner after the sign: it never ends a line). */
export const money = (cents: number): string => euro.format(cents / 100).replace('-', '\u2212\u2060');
const signedMoney = (cents: number) => (cents > 0 ? `+\u2060${money(cents)}` : money(cents));

const REDEAL_WHY: Record<RedealReason, string> = {
  fiveNines: 'five nines',
  fiveKings: 'five kings',
  povertyRefused: 'nobody took the poverty',
  reservationUnplayable: 'the computer that took over a “Vorbehalt” may not play it',
};

/** A mode's name and summary, with the session's length from the engine. */
export function modeText(mode: TableMode): { readonly name: string; readonly about: string } {
  const { rounds, deals } = modeLength(mode) ?? { rounds: 0, deals: 0 };
  switch (mode) {
    case 'variable':
      return { name: 'Variable stake', about: 'Four players; you set the stake and a limit. It ends when a player has won or lost the limit.' };
    case 'fourRounds':
      return { name: `${rounds} rounds at a fixed stake`, about: `Four players, ${rounds} rounds: ${deals} deals at one stake.` };
    case 'duel':
      return {
        name: `Duel: ${rounds} rounds at a fixed stake`,
        about: `Two people opposite each other and two computer players, ${deals} deals. In a normal game the two of you are never partners.`,
      };
  }
}

/** The duel's special rules, for those who open the details. */
export const DUEL_RULES = {
  title: 'How the duel works',
  items: [
    'In a normal game one of you is Re and the other Kontra: the cards are dealt so (fairly: every such deal is as likely as in an ordinary shuffle).',
    'The computer players never announce and never play a solo.',
    'A person’s marriage is joined by a computer player; a computer’s marriage by one of you (the other computer’s tricks do not count).',
    'Without a partner after three tricks: a person who won all three plays on alone (a solo); otherwise the deal is abandoned and scores nothing.',
    'No poverty (Armut): passing cards would let one of you hand his trumps to the other, so the duel plays without it.',
  ],
};

export const BOT_LEVEL_TEXT: Record<BotLevel, string> = { beginner: 'Beginner', strong: 'Strong' };

export const VISIBILITY_TEXT: Record<Visibility, string> = {
  invite: 'Friends only: whoever has the invitation link',
  open: 'Guests too: shown to everyone under “Open tables”',
};

const who = (seat: number, viewer?: number) => seatName(seat, viewer);
const pointsWord = (n: number) => `${n} ${n === 1 ? 'point' : 'points'}`;
const NEXT_DEAL = 'Next deal';

export function contractText(c: Contract | null): string {
  if (!c) return 'not settled yet';
  if (c.kind === 'normal') return contractName.normal;
  if (c.kind === 'solo') return declarationText({ kind: 'solo', solo: c.solo, compulsory: c.compulsory });
  return declarationText({ kind: c.kind });
}

export const friendsText = {
  title: 'Play with friends',
  intro:
    'Open a table and invite friends with a link, or join an open table as a guest. Points are shown as money at the stake you choose; nobody pays anything.',
  // The table server.
  checking: 'Looking for the table server…',
  offlineTitle: 'No table server is reachable',
  offline: (url: string) =>
    `No table server answered at ${url}. Playing with friends needs one (npm run server, see the README). Lessons, quizzes, the analyser and the practice table work without it.`,
  serverLabel: 'Table server address',
  serverHelp: 'For example ws://localhost:2567, or wss://tables.example.org for a server behind HTTPS.',
  serverSave: 'Connect',
  serverReset: 'Use the default address',
  retry: 'Try again',
  badUrl: (text: string) => `“${text}” is not a server address: it must start with ws://, wss://, http:// or https://.`,
  connectedTo: (url: string) => `Table server: ${url}`,
  changeServer: 'Change the server',
  // Opening a table.
  openTitle: 'Open a table',
  nameLabel: 'Your name at the table',
  nameHelp: `Shown to the others; 1 to ${NAME_MAX} characters.`,
  modeLegend: 'Mode',
  stakeLabel: 'Stake per point (cents)',
  stakeShown: (cents: number) => `One point is worth ${money(cents)}.`,
  limitLabel: 'Limit (euros)',
  limitShown: (cents: number) => `The session ends when a player has won or lost ${money(cents)}.`,
  botLegend: 'Computer players for empty seats',
  visibilityLegend: 'Who may join',
  rulesLegend: 'House rules',
  rulesHelp: 'Taken from your Settings; everyone who joins sees them. Change any of them for this table here.',
  /** A house rule the chosen mode fixes (the duel: no poverty), and why. */
  fixedByMode: (key: string) =>
    key === 'poverty' ? 'The duel plays without poverty: passing cards would let one of you hand his trumps to the other.' : 'This mode fixes this rule.',
  openButton: 'Open the table',
  opening: 'Opening the table…',
  // Open tables.
  listTitle: 'Open tables',
  listEmpty: 'No open tables at the moment. Open one yourself, or ask a friend for an invitation link.',
  listRefresh: 'Refresh the list',
  listLoading: 'Loading the open tables…',
  listFailed: 'The list of open tables could not be loaded.',
  listedTable: (host: string, mode: TableMode, people: number, max: number) => `${host}’s table · ${modeText(mode).name} · ${people} of ${max} people`,
  joinButton: 'Join',
  // Joining by link.
  joinTitle: 'You are invited to a table',
  lookingUp: 'Looking at the table…',
  factHost: 'Opened by',
  factMode: 'Mode',
  factStake: 'Stake',
  factLimit: 'Limit',
  factRules: 'House rules',
  factBots: 'Computer players',
  factPeople: 'Seated',
  stakeValue: (cents: number) => `${money(cents)} per point (shown as money; nobody pays anything)`,
  limitValue: (cents: number) => `${money(cents)} won or lost ends the session`,
  noLimit: (deals: number) => `none: the session ends after ${deals} deals`,
  peopleValue: (people: number, max: number) => `${people} of ${max} ${max === 1 ? 'person' : 'people'}`,
  lookUpFailed: 'The table’s details could not be loaded. You can still take the seat the link offers.',
  lookUpUnreadable: 'The table server sent details of this table that this page cannot read. You can still take the seat the link offers.',
  toStart: 'See the open tables',
  joinSubmit: 'Take a seat',
  joining: 'Taking a seat…',
  resuming: 'Returning to your seat…',
  badTableId: 'This invitation link is not complete: the table number is missing or damaged. Ask for the link again.',
  // At the table.
  leave: 'Leave the table',
  leaveConfirm: 'Leave the table? A computer player takes your seat for the rest of the session.',
  inviteLabel: 'Invitation link',
  inviteHelp: 'Send this link to the friends you want at the table.',
  copy: 'Copy the link',
  copied: 'Copied.',
  copyFailed: 'Copy failed: select the link and copy it yourself.',
  seatsTitle: 'At the table',
  seatEmpty: 'free seat',
  computer: 'computer player',
  replacedBy: (name: string) => `computer player (for ${name}, who left)`,
  hostMark: 'opened the table',
  away: 'connection lost: the seat is kept for 60 seconds',
  awayShort: (name: string) => `${name} (connection lost)`,
  /** A computer player's seat on the board. */
  computerShort: 'computer',
  /** A seat a computer plays for someone who left, in few words. */
  replacedShort: (name: string) => `${name} (computer)`,
  waitingForPeople: (missing: number) => `Waiting for ${missing} more ${missing === 1 ? 'person' : 'people'}.`,
  waitingDuel: 'The duel starts when the second person sits down.',
  startButton: 'Start now (computers take the free seats)',
  startHelp: 'Or wait: the table starts by itself when every seat is taken.',
  hostStarts: (host: string) => `${host} starts the session.`,
  tableRules: 'House rules at this table',
  ddvRules: 'DDV tournament rules, no house rules',
  stakeLine: (cents: number) => `Stake: ${money(cents)} per point`,
  limitLine: (cents: number) => `Limit: ${money(cents)} won or lost`,
  /** The limit at the table's line, where the stake stands too. */
  limitShort: (cents: number) => `Limit: ${money(cents)}`,
  dealLine: (deal: number, total: number | null) => (total ? `Deal ${deal} of ${total}` : `Deal ${deal}`),
  // The deal (the practice table's words, and these).
  /** "North to play (Ben)": whose move, with who sits there. */
  toMoveWho: (toMove: string, who: string) => `${toMove} (${who})`,
  duelMarriageOpen: 'Marriage: a partner is being looked for (in the duel a computer joins a person’s marriage, a person a computer’s).',
  // After a deal.
  abandoned: (seat: number, viewer: number) =>
    `The deal is abandoned: ${who(seat, viewer)}’s marriage found no partner in the first three tricks. It scores nothing and counts as played.`,
  redeal: (why: RedealReason) => `The cards are dealt again (${REDEAL_WHY[why]}); this deal does not count.`,
  nextDeal: NEXT_DEAL,
  waitingNext: (names: readonly string[]) =>
    `Waiting for ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]} to press “${NEXT_DEAL}”.`,
  /** After the result line: one's score in money. */
  dealMoney: (cents: number) => `In money: ${signedMoney(cents)}.`,
  // Accounts.
  accountsTitle: 'Accounts',
  accountsCaption: 'Points and money of each player after each deal',
  colDeal: 'Deal',
  colGame: 'Game',
  colValue: 'Value',
  /** A deal's value under its game, where the value has no column of its own (a phone). */
  valueUnder: (value: number) => `value ${value}`,
  abandonedShort: 'abandoned (marriage without partner)',
  redealShort: 'dealt again',
  totalRow: 'Total',
  pointsMoney: (points: number, cents: number) => `${points > 0 ? '+' : ''}${points} (${signedMoney(cents)})`,
  // The duel's accounts: between the two people.
  debtOwesYou: (name: string, cents: number, points: number) => `${name} owes you ${money(cents)} (${pointsWord(points)}).`,
  debtYouOwe: (name: string, cents: number, points: number) => `You owe ${name} ${money(cents)} (${pointsWord(points)}).`,
  debtEven: (name: string) => `You and ${name} are even.`,
  debtHelp: 'The computer players play for nobody: the two of you share what they won or lost, and the rest is between you.',
  accountsDownload: 'Download the accounts',
  accountsDownloadHelp: 'A CSV file for any spreadsheet: every deal so far and the totals.',
  accountsFileName: 'doko-accounts',
  // The end of the session.
  overTitle: 'The session is over',
  endText: (end: TableEnd, names: (seat: number) => string) =>
    end.reason === 'failed'
      ? 'The table was stopped after an error on the server. The accounts stand as after the last deal, and you can download them below; other tables were not affected.'
      : end.reason === 'deals'
        ? `All ${end.deals} deals are played.`
        : `${end.seats.map(names).join(' and ')} reached the limit of ${money(end.limitCents)} (won or lost).`,
  // Connection.
  dropped: 'The connection to the table server was lost. Trying to get back to your seat…',
  back: 'You are back at your seat.',
  tableClosed: 'The table was closed by the server.',
  tableFailed: 'This table was stopped after an error on the server; other tables were not affected.',
  openedElsewhere: 'This seat was opened in another tab or on another device: it is played there now.',
  serverStopped: 'The table server was stopped (for an update or a restart): this table has ended.',
  seatGone: 'Your seat at that table is gone (the table was closed, or you were away longer than 60 seconds).',
  unreadable: 'The table server sent something this page cannot read; the last good view stays on screen.',
};

const REFUSAL_TEXT: Record<RefusalCode, string> = {
  malformed: 'The message was not understood (bad form).',
  tooLarge: 'The message was too long.',
  unknownMessage: 'The table does not know that request.',
  rateLimited: 'Too many clicks at once: wait a moment and try again.',
  notYourSeat: 'You can only act for your own seat.',
  noDeal: 'No deal is running at the moment.',
  notHost: 'Only the person who opened the table can start it.',
  alreadyStarted: 'The session has already started.',
  needsPeople: 'Not enough people at the table yet.',
  notBetweenDeals: 'There is no deal to finish now.',
  illegal: 'That is not allowed now.',
  badName: `Choose a name of 1 to ${NAME_MAX} characters (letters, digits, spaces, punctuation).`,
  badOptions: 'One of the table’s options is not valid.',
  tableFull: 'The table is full.',
  tableStarted: 'The session at this table has already started: nobody can join it now.',
  serverFull: 'The table server is full at the moment: try again later.',
  tooManyTables: 'Too many tables are open from your network at the moment: close one, or wait until one ends.',
  tooManyReservations: 'Too many people from your network are taking a seat at once: wait a few seconds and try again.',
  tooManyAttempts: 'Too many failed attempts to return to a seat from your network: wait a minute and try again.',
  lengthRequired: 'The request did not say how long it is, so the table server refused it.',
  tableFailed: 'This table was stopped after an error on the server.',
};

const OPTION_TEXT: Record<string, string> = {
  mode: 'the mode',
  centsPerPoint: `the stake (${STAKE_CENTS.min} to ${STAKE_CENTS.max} cents per point)`,
  limitCents: `the limit (${money(LIMIT_CENTS.min)} to ${money(LIMIT_CENTS.max)})`,
  botLevel: 'the computer players’ strength',
  visibility: 'who may join',
  table: 'the table’s settings',
};

/** A refusal in words; the engine's reason underneath when it refused an action. */
export function refusalText(r: Refusal, viewer?: number): string {
  if (r.code === 'illegal' && r.error?.code === 'notYourTurn') return `It is not your turn: ${who(r.error.toMove, viewer)} is to move.`;
  // The engine's sentences name seats in the third person: compass names read right there.
  if (r.code === 'illegal' && r.error) return `${REFUSAL_TEXT.illegal} ${sentence(describeActionError(r.error as ActionError, (s) => who(s)))}`;
  if (r.code === 'badOptions' && r.field) {
    const what = r.field.startsWith('rules.') ? `the house rule “${r.field.slice(6)}”` : (OPTION_TEXT[r.field] ?? r.field);
    return `${REFUSAL_TEXT.badOptions} Check ${what}.`;
  }
  return REFUSAL_TEXT[r.code];
}

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

/** Why joining or opening failed, beyond the server's refusals. */
export const joinFailText = {
  tableGone: 'This table does not exist any more (it was closed, or the link is old).',
  tableStarted: REFUSAL_TEXT.tableStarted,
  network: 'The table server could not be reached. Check the connection and try again.',
};
