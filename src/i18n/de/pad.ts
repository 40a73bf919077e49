/**
 * Der Spielblock (/de/pad/, /de/pad/view/) und `doko evening --lang de` auf Deutsch: ein Abend,
 * ein Spiel eintragen, die Liste, die Abrechnung, die Zahlen, das Teilen. Zeilen und Ansagen
 * kommen aus den Wörtern der Engine (de/engine.ts), Regelzahlen aus der Engine selbst.
 * Zwilling von src/i18n/en/pad.ts.
 */
import type * as En from '../en/pad.ts';
import { CALL_WORD, LINE_WORDS, PARTY_WORD } from './engine.ts';
import { callOfLevel, type Level } from '../../engine/calls.ts';
import type { BockEvent } from '../../engine/evening/bock.ts';
import type { EntryProblem, PadGameKind, PadSpecialKind } from '../../engine/evening/entry.ts';
import type { RowProblem } from '../../engine/evening/evening.ts';
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
export const money = ((cents: number): string => euro.format(cents / 100)) satisfies typeof En.money;

export const callWord = ((party: Party, level: Exclude<Level, -1>): string => CALL_WORD[callOfLevel(party, level)]) satisfies typeof En.callWord;

export const GAME_WORD = {
  normal: 'Normalspiel',
  marriage: 'Hochzeit',
  silentMarriage: 'Stille Hochzeit',
  poverty: 'Armut',
  solo: 'Solo',
} satisfies typeof En.GAME_WORD;

export const SOLO_BUTTON = {
  queens: { short: 'Damen', name: 'Damensolo' },
  jacks: { short: 'Buben', name: 'Bubensolo' },
  aces: { short: 'Asse', name: 'Fleischloser' },
  clubs: { short: '♣', name: 'Kreuzsolo' },
  spades: { short: '♠', name: 'Piksolo' },
  hearts: { short: '♥', name: 'Herzsolo' },
  diamonds: { short: '♦', name: 'Karosolo (Trumpfsolo)' },
} satisfies typeof En.SOLO_BUTTON;

export const BOCK_EVENT_WORD = {
  tie120: '120 : 120 (beide Parteien 120 Augen)',
  soloLost: 'ein verlorenes Solo',
  reAndKontra: 'Re und Kontra angesagt',
  zeroValue: 'ein Spiel mit Wert 0 (niemand bekommt Punkte)',
} satisfies typeof En.BOCK_EVENT_WORD;

export const MODE_WORD = {
  open: { name: 'Ein offener Abend', about: 'So viele Spiele, wie ihr wollt.' },
  tournament: { name: 'Eine Turnierrunde', about: `${SESSION_LENGTH.tournament24} Spiele, jeder spielt ein Pflichtsolo (nur zu viert).` },
} satisfies typeof En.MODE_WORD;

function playersPrompt(game: PadGameKind, step: number, noPartner: boolean): string {
  switch (game) {
    case 'normal':
      return step === 0 ? 'Wer war Re? Tippe beide an.' : step === 1 ? 'Wer war Re? Tippe den zweiten an.' : 'Re:';
    case 'marriage':
      return step === 0 ? 'Wer hatte die Hochzeit?' : step === 1 && !noPartner ? 'Wer hat den Klärungsstich gemacht?' : 'Hochzeit:';
    case 'silentMarriage':
      return step === 0 ? 'Wer hatte beide ♣D?' : 'Stille Hochzeit:';
    case 'poverty':
      return step === 0 ? 'Wer hatte die Armut?' : step === 1 ? 'Wer hat sie mitgenommen?' : 'Armut:';
    case 'solo':
      return step === 0 ? 'Wer hat das Solo gespielt?' : 'Solist:';
  }
}

function role(game: PadGameKind, i: number): string {
  if (game === 'normal') return 'Re';
  if (game === 'solo') return 'Solist';
  if (game === 'silentMarriage') return 'allein';
  if (game === 'marriage') return i === 0 ? 'Hochzeit' : 'Partner';
  return i === 0 ? 'Armut' : 'nimmt mit';
}

const SPECIAL_ROW = {
  fox: 'Fuchs (♦A) gefangen von',
  foxLast: 'Fuchs im letzten Stich gefangen von',
  doppelkopf: `Doppelkopf (ein Stich mit ${DOPPELKOPF_POINTS} Augen oder mehr) gemacht von`,
  karlchen: 'Karlchen: letzter Stich mit dem ♣B gemacht von',
  karlchenCaught: 'Karlchen im letzten Stich gefangen von',
} satisfies Record<PadSpecialKind, string>;
const SPECIAL_SHORT = {
  fox: 'Fuchs',
  foxLast: 'Fuchs im letzten Stich',
  doppelkopf: 'Doppelkopf',
  karlchen: 'Karlchen',
  karlchenCaught: 'Karlchen gefangen',
} satisfies Record<PadSpecialKind, string>;

export const rowProblemText = ((p: RowProblem, names: readonly string[]): string => {
  switch (p.code) {
    case 'forcedSolo':
      return `${names[p.player]} wird vorgeführt: Dieses Spiel muss sein Pflichtsolo sein.`;
    case 'roundOver':
      return `Die Turnierrunde hatte ihre ${p.deals} Spiele schon.`;
    default:
      return entryProblemText(p, names);
  }
}) satisfies typeof En.rowProblemText;

function entryProblemText(p: EntryProblem, names: readonly string[]): string {
  switch (p.code) {
    case 'sitsOut':
      return `${names[p.player]} setzt dieses Spiel aus.`;
    case 'samePlayer':
      return `${names[p.player]} ist zweimal genannt.`;
    case 'povertyOff':
      return 'Armut wird an diesem Abend nicht gespielt.';
    case 'specialInSolo':
      return 'Im Solo zählen keine Sonderpunkte.';
    case 'specialOff':
      return `${SPECIAL_SHORT[p.kind]} zählt nach den Regeln dieses Abends nichts.`;
    case 'pointsOutOfReach':
      return `${p.withEvents ? 'Mit diesen Sonderpunkten haben die Stiche von Re' : 'Die Stiche von Re haben'} ${p.points > p.max ? `höchstens ${p.max}` : `mindestens ${p.min}`} Augen, nicht ${p.points}.`;
    case 'pointsNoCards':
      return `Keine Karten ergeben genau ${p.points} ${p.points === 1 ? 'Auge' : 'Augen'}${p.withEvents ? ' zusammen mit diesen Sonderpunkten' : ''}: zählt noch einmal nach.`;
    case 'eventsWithPoints':
      return `Diese Sonderpunkte können nicht alle fallen, wenn Re ${p.points} Augen hat.`;
    case 'summary': {
      const text = sheetText.problem(p.problem);
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    }
  }
}

export const eveningProblemText = ((p: EveningProblem): string => {
  switch (p.code) {
    case 'json':
      return describeJsonProblem(p.problem);
    case 'format':
      return `das ist kein Abend vom Spielblock (doko-evening/1): sein Format ist ${quote(p.got)}`;
    case 'field':
      return problemText({ path: '', expected: p.expected, got: p.got }).replace(/^[^:]*: /, '');
    case 'players':
      return `ein Abend hat ${MIN_PLAYERS} bis ${MAX_PLAYERS} Spieler, nicht ${p.count}`;
    case 'sameName':
      return `zwei Spieler heißen ${quote(p.name)}`;
    case 'badName':
      return `ein Name hat 1 bis ${MAX_NAME} Zeichen, ohne Leerzeichen am Anfang oder Ende, erhalten ${quote(p.got)}`;
    case 'rules':
      return 'keine Hausregel dieser Seite';
    case 'tournamentSize':
      return `eine Turnierrunde spielen 4 Spieler, nicht ${p.players}`;
    case 'schwarzWithPoints':
      return '„schwarz“ steht nur da, wo eine Partei kein Auge hat';
    case 'deal':
      return `Spiel ${p.number ?? ''} lässt sich nicht abrechnen: ${rowProblemText(p.problem, [])}`.replace(/ {2,}/g, ' ');
  }
}) satisfies typeof En.eveningProblemText;

export const eveningErrorText = ((e: { readonly path: string; readonly problem: EveningProblem }): string =>
  e.path ? `${e.path}: ${eveningProblemText(e.problem)}` : eveningProblemText(e.problem)) satisfies typeof En.eveningErrorText;

export const linkErrorText = ((e: EveningLinkError): string => {
  switch (e.code) {
    case 'missing':
      return 'In diesem Link steht kein Abend. Öffne einen Link, den jemand von seinem Spielblock geteilt hat.';
    case 'tooLong':
      return `Dieser Link ist zu lang für einen Abend (${num(e.length)} Zeichen).`;
    case 'notBase64':
      return 'Dieser Link ist beschädigt: Ein Teil fehlt oder ist verändert.';
    case 'evening':
      return `Der Abend in diesem Link lässt sich nicht lesen: ${eveningErrorText(e.error)}.`;
  }
}) satisfies typeof En.linkErrorText;

const missingText = (m: Missing, game: PadGameKind): string =>
  m === 'points'
    ? 'Trage zuerst die Augen ein.'
    : game === 'solo'
      ? 'Tippe zuerst an, wer das Solo gespielt hat.'
      : game === 'normal'
        ? 'Tippe zuerst beide Re-Spieler an.'
        : 'Tippe zuerst die Spieler dieses Spiels an.';

export const padText = {
  title: 'Spielblock',
  intro: 'Schreib die Punkte eines echten Abends am Tisch auf: jedes Spiel mit ein paar Fingertipps, genau abgerechnet, nichts geht verloren, auch ohne Netz.',
  navLabel: 'Block',
  loading: 'Der Spielblock öffnet sich …',

  evenings: 'Deine Abende',
  noEvenings: 'Noch kein Abend. Fang einen für die Runde heute an.',
  newEvening: 'Neuer Abend',
  open: (title: string) => `${title} öffnen`,
  untitled: (date: string) => `Abend vom ${date}`,
  eveningLine: (players: string, deals: number) => `${players} · ${plural(deals, { one: 'Spiel', other: 'Spiele' })}`,
  importLabel: 'Eine Abend-Datei öffnen',
  importHelp: 'Eine doko-evening-Datei von diesem Spielblock (herunterzuladen unter jedem offenen Abend).',
  imported: (title: string) => `${title} geöffnet: Der Abend steht jetzt bei deinen Abenden.`,
  importFailed: (why: string) => `Diese Datei lässt sich nicht öffnen: ${why}.`,
  backToList: 'Alle Abende',

  newTitle: 'Ein neuer Abend',
  playersLegend: 'Die Spieler, reihum im Uhrzeigersinn',
  playersHelp: `${MIN_PLAYERS} bis ${MAX_PLAYERS} Spieler. Zu fünft setzt der Geber aus, zu sechst der Geber und wer ihm gegenübersitzt.`,
  playerLabel: (i: number) => `Spieler ${i + 1}`,
  addPlayer: 'Spieler dazunehmen',
  removePlayer: (i: number) => `Spieler ${i + 1} streichen`,
  firstDealer: 'Wer gibt zuerst?',
  eveningTitle: 'Name des Abends (wenn du willst)',
  modeLegend: 'Art des Abends',
  tournamentNeedsFour: 'Eine Turnierrunde ist nur zu viert.',
  rulesLegend: 'Hausregeln',
  rulesHelp: 'Zu Anfang deine Regeln aus den Einstellungen; was du hier wählst, gilt nur für diesen Abend.',
  ddvRules: 'DDV-Turnierspielregeln',
  bockLegend: 'Bockrunden',
  bockHelp:
    'Nach jedem Ereignis, das du ankreuzt, zählt die nächste Runde (ein Spiel je Spieler) doppelt. Überlappen sich Bockrunden, zählt es noch einmal doppelt.',
  stakeLabel: 'Einsatz je Punkt, in Cent',
  stakeShown: (cents: number) => (cents === 0 ? 'Ihr spielt um nichts.' : `Ein Punkt ist ${money(cents)} wert.`),
  start: 'Abend beginnen',
  nameMissing: (i: number) => `Gib Spieler ${i + 1} einen Namen.`,
  nameTwice: (name: string) => `Zwei Spieler heißen ${name}: unterscheide sie.`,
  nameBad: (i: number) => `Der Name von Spieler ${i + 1} ist zu lang (höchstens ${MAX_NAME} Zeichen).`,
  stakeBad: `Der Einsatz ist eine ganze Zahl Cent von 0 bis ${num(MAX_STAKE_CENTS)}.`,

  dealNumber: (n: number, of: number | null) => (of === null ? `Spiel ${n}` : `Spiel ${n} von ${of}`),
  dealer: (name: string) => `${name} gibt`,
  sitsOut: (names: readonly string[]) => `${listOf(names)} ${names.length === 1 ? 'setzt' : 'setzen'} aus`,
  bockNow: (factor: number) => `Bock: zählt ×${factor}`,
  forcedNow: (name: string) => `${name} wird vorgeführt: jetzt das Pflichtsolo`,
  owes: (names: readonly string[]) => (names.length === 0 ? 'Alle Pflichtsoli sind gespielt.' : `Pflichtsolo fehlt noch: ${listOf(names)}`),
  roundOver: (deals: number) => `Die Turnierrunde ist vorbei: ${deals} Spiele.`,
  rulesOf: (rules: string) => `Regeln: ${rules}`,
  bockOn: (events: readonly string[]) => `Bock nach ${listOf(events)}`,
  totals: 'Stand',
  totalOf: (name: string, total: number) => `${name}: ${signedNum(total)}`,

  entryTitle: (n: number) => `Spiel ${n}`,
  editTitle: (n: number | null) => (n === null ? 'Das neu gegebene Spiel ändern' : `Spiel ${n} ändern`),
  gameLegend: 'Spiel',
  soloLegend: 'Solo',
  gameWord: GAME_WORD,
  soloButton: SOLO_BUTTON,
  playersPrompt,
  role,
  sitsOutMark: 'setzt aus',
  dealsMark: (deal: number) => `gibt Spiel ${deal}`,
  noPartner: `Kein Partner in ${MARRIAGE_TRICKS} Stichen: allein gespielt`,
  callsLegend: 'Ansagen',
  callsHelp: 'Tippe die höchste Ansage jeder Partei an; noch einmal tippen nimmt sie zurück.',
  callWord,
  callsOf: (party: Party) => `Ansagen von ${PARTY_WORD[party]}`,
  pointsLegend: 'Augen',
  counted: (party: Party) => `${PARTY_WORD[party]} hat`,
  pointsShown: (party: Party, points: number | null) => (points === null ? `${PARTY_WORD[party]}: –` : `${PARTY_WORD[party]}: ${num(points)}`),
  digit: (d: number) => String(d),
  backspace: 'Ziffer löschen',
  schwarz: (party: Party) => `${PARTY_WORD[party]} hat keinen Stich (schwarz)`,
  specialsLegend: 'Sonderpunkte',
  specialsNone: 'keine',
  specialRow: SPECIAL_ROW,
  specialShort: SPECIAL_SHORT,
  specialCount: (name: string, n: number) => (n <= 1 ? name : `${name} ×${n}`),
  specialsInSolo: 'Keine Sonderpunkte in einem Spiel allein gegen drei.',
  save: (n: number) => `Spiel ${n} eintragen`,
  saveChange: 'Änderung eintragen',
  redeal: 'Geschmissen: neu gegeben',
  cancelEdit: 'Abbrechen',
  missing: missingText,
  refused: 'Dieses Spiel lässt sich nicht eintragen:',
  problem: rowProblemText,

  saved: (n: number) => `Spiel ${n} eingetragen.`,
  changed: (n: number | null) => (n === null ? 'Eingetragen.' : `Spiel ${n} geändert; der Stand danach ist neu gerechnet.`),
  redealSaved: (dealer: string) => `Geschmissen: ${dealer} gibt noch einmal.`,
  undo: 'Rückgängig',
  undone: (kind: 'added' | 'changed' | 'removed', n: number) =>
    kind === 'added'
      ? `Rückgängig: Zeile ${n} ist wieder weg.`
      : kind === 'changed'
        ? `Rückgängig: Zeile ${n} ist wie vorher.`
        : `Rückgängig: Zeile ${n} ist wieder da.`,
  nothingToUndo: 'Nichts rückgängig zu machen.',
  lastDeal: (n: number) => `Spiel ${n}, abgerechnet`,
  winner: (w: Party | null) => (w ? `${PARTY_WORD[w]} hat gewonnen.` : 'Niemand hat gewonnen.'),
  value: (v: number) => (v === 0 ? 'Spielwert 0: niemand bekommt Punkte.' : `Spielwert ${num(Math.abs(v))} für ${v > 0 ? 'Re' : 'Kontra'}.`),
  soloTimes: 'Der Solist bekommt den dreifachen Spielwert.',
  bockWhy: 'So funktionieren Bockrunden',
  bockTimes: (factor: number) => `Bock: jede Punktzahl ×${factor}.`,
  bockStarts: (events: readonly BockEvent[]) =>
    `Dieses Spiel bringt ${events.length === 1 ? 'eine Bockrunde' : `${events.length} Bockrunden`}: ${listOf(events.map((e) => BOCK_EVENT_WORD[e]))}.`,
  lineWord: (r: LineReason) => LINE_WORDS[r],
  lineFor: (party: Party, points: number) => `${PARTY_WORD[party]} +${points}`,
  why: (lesson: string) => `Lektion: ${lesson}`,
  scoreOf: (name: string, score: number) => `${name} ${signedNum(score)}`,

  sheet: 'Die Liste',
  sheetCaption: 'Jedes Spiel mit den Punkten und dem Stand jedes Spielers',
  colDeal: 'Spiel',
  colGame: 'Was',
  colDealer: 'Geber',
  thrownIn: 'geschmissen',
  doesNotCount: 'zählt nicht',
  gameText: (kind: PadGameKind, names: readonly string[], solo?: SoloKind) =>
    kind === 'normal'
      ? `Re: ${names.join(' & ')}`
      : kind === 'solo'
        ? `${SOLO_BUTTON[solo!].name}: ${names[0]}`
        : kind === 'marriage'
          ? names.length === 1
            ? `Hochzeit, allein: ${names[0]}`
            : `Hochzeit: ${names.join(' & ')}`
          : kind === 'silentMarriage'
            ? `Stille Hochzeit: ${names[0]}`
            : `Armut: ${names.join(' & ')}`,
  callsText: (re: Level, kontra: Level) =>
    [re >= 0 ? callWord('re', re as Exclude<Level, -1>) : '', kontra >= 0 ? callWord('kontra', kontra as Exclude<Level, -1>) : ''].filter(Boolean).join(', '),
  pointsText: (party: Party, points: number) => `${PARTY_WORD[party]} ${num(points)}`,
  bockMark: (factor: number) => `×${factor}`,
  pflicht: 'Pflichtsolo',
  forced: 'vorgeführt',
  rowOpen: (n: number | null) => (n === null ? 'Das neu gegebene Spiel' : `Spiel ${n}`),
  change: 'Ändern',
  remove: 'Löschen',
  removed: (n: number | null) => (n === null ? 'Die Zeile ist gelöscht.' : `Spiel ${n} gelöscht.`),

  chart: 'Der Abend als Kurve',
  chartDesc: (after: number, leaders: string) => `Der Stand jedes Spielers nach jedem Spiel. Nach Spiel ${after}: ${leaders}.`,
  chartEmpty: 'Die Kurve beginnt nach dem ersten Spiel.',
  axisDeal: 'Spiel',
  settle: 'Abrechnung',
  settleStake: 'Einsatz je Punkt, in Cent',
  noStake: 'Ihr spielt um nichts: niemand zahlt.',
  even: 'Alle stehen auf null: niemand zahlt.',
  pays: (from: string, to: string, cents: number) => `${from} zahlt ${to} ${money(cents)}`,
  balanceOf: (name: string, cents: number) => `${name}: ${cents > 0 ? '+' : cents < 0 ? '−' : ''}${money(Math.abs(cents))}`,
  fewest: (n: number) => `${plural(n, { one: 'Zahlung', other: 'Zahlungen' })}, weniger geht nicht.`,
  stats: 'Der Abend in Zahlen',
  dealsPlayed: (n: number) => plural(n, { one: 'Spiel gezählt', other: 'Spiele gezählt' }),
  partyWins: (party: Party, won: number, of: number) =>
    `${PARTY_WORD[party]} hat ${num(won)} von ${num(of)} gewonnen${of > 0 ? ` (${percent(won / of)})` : ''}`,
  noWinner: (n: number) => `${plural(n, { one: 'Spiel', other: 'Spiele' })} ohne Gewinner`,
  solos: (won: number, lost: number) => `Soli: ${num(won)} gewonnen, ${num(lost)} verloren`,
  statsCaption: 'Jeder Spieler',
  colPlayer: 'Spieler',
  colPlayed: 'Gespielt',
  colWon: 'Gewonnen',
  colSolos: 'Soli gewonnen / verloren',
  colBest: 'Bestes Spiel',
  colWorst: 'Schlechtestes Spiel',

  keep: 'Aufheben, teilen, drucken',
  download: 'Abend herunterladen (Datei)',
  downloadCsv: 'Als Tabelle herunterladen (CSV)',
  share: 'Link zum Ansehen kopieren',
  shareLabel: 'Link zum Ansehen dieses Abends',
  shareCopied: 'Der Link ist kopiert: Wer ihn öffnet, sieht diesen Abend und kann nichts ändern.',
  shareShown: 'Kopiere diesen Link, um den Abend zu teilen (nur zum Ansehen):',
  shareTooLong: 'Dieser Abend ist zu lang für einen Link: Schick die Datei.',
  print: 'Liste drucken',
  rename: 'Name des Abends',
  deleteEvening: 'Diesen Abend löschen',
  deleteConfirm: 'Diesen Abend endgültig löschen? Lade ihn vorher herunter, wenn du ihn behalten willst.',
  deleteYes: 'Ja, löschen',
  deleteNo: 'Nein, behalten',
  fileName: (day: string) => `doko-abend-${day}.json`,
  csvName: (day: string) => `doko-abend-${day}.csv`,

  viewTitle: 'Ein geteilter Abend',
  viewIntro: 'Ein Abend vom Spielblock eines anderen, nur zum Ansehen.',
  keepCopy: 'Eine Kopie bei meinen Abenden ablegen',
  keptCopy: 'Eine Kopie steht jetzt bei deinen Abenden.',
  openPad: 'Zum Spielblock',
  linkError: linkErrorText,
} satisfies typeof En.padText;

export const padHelp = {
  title: 'So funktioniert der Spielblock',
  bockDrill: 'Bockrunden: was sie sind, und kurz geprüft',
  items: [
    'Fang einen Abend an mit vier, fünf oder sechs Spielern in ihrer Reihenfolge am Tisch, dem ersten Geber, euren Hausregeln (dieselben wie in den Einstellungen), Bockrunden, wenn ihr sie spielt, und dem Einsatz je Punkt. Der Block zeigt immer, wer gibt, wer aussetzt und wie der Stand ist.',
    'Ein Spiel mit ein paar Fingertipps eintragen: wer Re war (beim Solo die Art und der Solist; bei der Hochzeit der Partner; bei der Armut, wer sie mitgenommen hat), die höchste Ansage jeder Partei (Re, Kontra, keine 90 …), die Augen, wie der Tisch gezählt hat, die von Re oder die von Kontra, und die Sonderpunkte: Fuchs gefangen, Doppelkopf, Karlchen, jeweils von wem.',
    'Eintragen, und das Programm rechnet das Spiel ab: jede Zeile der Abrechnung mit der Lektion, die sie erklärt. Augen und Sonderpunkte, die kein Spiel zusammen haben kann, werden mit dem Grund abgelehnt: Ein Zählfehler fällt sofort auf.',
    'Bockrunden: nach 120 : 120, einem verlorenen Solo, wenn Re und Kontra angesagt wurden, oder nach einem Spiel mit Wert 0 (jedes einzeln einstellbar) zählt die nächste Runde doppelt; überlappende Bockrunden zählen noch einmal doppelt.',
    `Eine Turnierrunde: ${SESSION_LENGTH.tournament24} Spiele zu viert, das Pflichtsolo jedes Spielers wird mitgezählt, nach einem Pflichtsolo gibt derselbe Geber noch einmal, und wer am Ende noch eines schuldet, wird vorgeführt.`,
    'Nichts geht verloren: Jeder Fingertipp wird in diesem Browser gespeichert, auch ohne Netz, und nach dem Neuladen ist das halb eingetragene Spiel wieder da. Jedes frühere Spiel lässt sich ändern oder löschen, der Stand wird neu gerechnet; die letzte Änderung lässt sich zurücknehmen; alle Abende bleiben in einer Liste.',
    'Aufheben und teilen: einen Abend als Datei herunterladen (doko-evening, zum Wieder-Öffnen hier) oder als Tabelle (CSV), als Link zum Ansehen teilen, die Liste drucken, und abrechnen: wer wem was zahlt, mit so wenigen Zahlungen wie möglich.',
  ],
} satisfies typeof En.padHelp;

export const bockPage = {
  title: 'Bockrunden',
  intro: 'Eine Hausregel vieler privater Runden, nicht der Turnierspielregeln des DDV: Nach bestimmten Spielen zählt die nächste Runde doppelt.',
  points: [
    'Welche Spiele eine Bockrunde auslösen, legt eure Runde fest; der Spielblock bietet jedes davon als Einstellung des Abends an: 120 : 120, ein verlorenes Solo, Re und Kontra angesagt, ein Spiel mit Wert 0.',
    'Eine Bockrunde ist eine Runde: so viele Spiele, wie Spieler am Tisch sitzen, ab dem nächsten Spiel. Ein geschmissenes Spiel zählt nicht mit.',
    'In einer Bockrunde zählt jedes Spiel für jeden Spieler doppelt. Liegt ein Spiel in zwei Bockrunden, zählt es vierfach, in dreien achtfach: Bockrunden werden gestapelt, nicht hintereinander gespielt.',
  ],
  drillTitle: 'Bockrunden: kurz geprüft',
  drillLegend: (deal: number) => `Wie zählt Spiel ${deal}?`,
  scenario: (players: number) => `${players} Spieler am Tisch.`,
  started: (deal: number, events: readonly string[]) => `Spiel ${deal}: ${listOf(events)}.`,
  choice: (factor: number) => `×${factor}`,
  right: (factor: number) => `Richtig: ×${factor}.`,
  wrong: (factor: number) => `Nicht ganz: Es zählt ×${factor}.`,
  reach: (deal: number, first: number, last: number, covers: boolean, asked: number) =>
    `Die Bockrunde von Spiel ${deal} umfasst die Spiele ${first} bis ${last}${covers ? `, also auch Spiel ${asked}` : `, Spiel ${asked} nicht mehr`}.`,
  another: 'Noch eine',
  progress: (n: number, of: number) => `Frage ${n} von ${of}`,
  back: 'Zurück zum Spielblock',
} satisfies typeof En.bockPage;

export const sheetWords = {
  deal: 'Spiel',
  dealer: 'Geber',
  game: 'Spielart',
  calls: 'Ansagen',
  points: 'Augen',
  bock: 'Bock',
  score: (name: string) => `${name}`,
  total: (name: string) => `${name} Stand`,
  thrownIn: 'geschmissen',
  doesNotCount: 'zählt nicht',
} satisfies typeof En.sheetWords;

export const EVENING_USAGE = `  npm run doko -- evening DATEI|- [--csv]   ein Abend vom Spielblock (doko-evening/1): die Liste, der Stand, wer wem zahlt; --csv: die Liste als CSV`;

export const eveningCliText = {
  heading: (title: string, players: number) => `${title} (${players} Spieler)`,
  rules: (rules: string) => `Regeln: ${rules}`,
  totals: 'Stand',
  next: (n: number, dealer: string) => `Als Nächstes: Spiel ${n}, ${dealer} gibt`,
  settle: (stake: string) => `Abrechnung zu ${stake} je Punkt:`,
  readFailed: (why: string) => why,
} satisfies typeof En.eveningCliText;
