/**
 * Mit Freunden spielen (/de/friends/) auf Deutsch: der Tisch-Server, einen Tisch eröffnen und
 * beitreten, die Lobby, Ablehnungen und das Ende einer Sitzung. Regelfakten kommen aus der Engine.
 */
import type { BotLevel } from '../../engine/bots/types.ts';
import { MARRIAGE_TRICKS, type Contract } from '../../engine/contract.ts';
import type { ActionError, RedealReason } from '../../engine/deal.ts';
import { describeActionError } from './actions.ts';
import { modeLength, type TableMode } from '../../engine/stakes.ts';
import { LIMIT_CENTS, NAME_MAX, STAKE_CENTS, type Refusal, type RefusalCode, type TableEnd, type Visibility } from '../../protocol/protocol.ts';
import type { RuleKey } from '../../engine/rules.ts';
import { contractName, declarationText, ruleText } from './site.ts';
import { num, plural, signedNum } from '../runtime/numbers.ts';
import { seatName } from './seats.ts';

const euro = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' });
/** Ein Betrag in Cent als Geld: „0,10 €“, „−2,50 €“ (nach dem Vorzeichen ein Wortverbinder: es steht nie allein am Zeilenende). */
export const money = (cents: number): string => euro.format(cents / 100).replace('-', '\u2212\u2060');
const signedMoney = (cents: number) => (cents > 0 ? `+\u2060${money(cents)}` : money(cents));

const REDEAL_WHY: Record<RedealReason, string> = {
  fiveNines: 'fünf Neunen',
  fiveKings: 'fünf Könige',
  povertyRefused: 'niemand hat die Armut übernommen',
  reservationUnplayable: 'der Computer, der den Platz nach einem „Vorbehalt“ übernommen hat, darf ihn nicht spielen',
};

/** Name und Kurzbeschreibung eines Modus, mit der Länge der Sitzung aus der Engine. */
export function modeText(mode: TableMode): { readonly name: string; readonly about: string } {
  const { rounds, deals } = modeLength(mode) ?? { rounds: 0, deals: 0 };
  switch (mode) {
    case 'variable':
      return { name: 'Freier Einsatz', about: 'Vier Spieler; du legst Einsatz und Limit fest. Schluss ist, wenn jemand das Limit gewonnen oder verloren hat.' };
    case 'fourRounds':
      return { name: `${num(rounds)} Runden mit festem Einsatz`, about: `Vier Spieler, ${num(rounds)} Runden: ${num(deals)} Spiele mit einem Einsatz.` };
    case 'duel':
      return {
        name: `Duell: ${num(rounds)} Runden mit festem Einsatz`,
        about: `Zwei Menschen gegenüber und zwei Computerspieler, ${num(deals)} Spiele. Im Normalspiel seid ihr beiden nie Partner.`,
      };
  }
}

/** Die Sonderregeln des Duells, für alle, die die Einzelheiten aufklappen. */
export const DUEL_RULES = {
  title: 'So geht das Duell',
  items: [
    'Im Normalspiel ist einer von euch Re und der andere Kontra: so wird gegeben (fair: jede solche Verteilung ist so wahrscheinlich wie beim normalen Mischen).',
    'Die Computerspieler sagen nie an und spielen nie ein Solo.',
    'Die Hochzeit eines Menschen bekommt einen Computerspieler als Partner, die Hochzeit eines Computers einen von euch (die Stiche des anderen Computers zählen nicht).',
    'Ohne Partner nach drei Stichen: ein Mensch, der alle drei gemacht hat, spielt allein weiter (ein Solo); sonst wird das Spiel abgebrochen und zählt nichts.',
    'Keine Armut: beim Schieben könnte einer von euch dem anderen seine Trümpfe geben, darum spielt das Duell ohne Armut.',
  ],
};

export const BOT_LEVEL_TEXT: Record<BotLevel, string> = { beginner: 'Anfänger', strong: 'Stark' };

export const VISIBILITY_TEXT: Record<Visibility, string> = {
  invite: 'Nur Freunde: wer den Einladungslink hat',
  open: 'Auch Gäste: für alle sichtbar unter „Offene Tische“',
};

const who = (seat: number, viewer?: number) => seatName(seat, viewer);

export function contractText(c: Contract | null): string {
  if (!c) return 'noch offen';
  if (c.kind === 'normal') return contractName.normal;
  if (c.kind === 'solo') return declarationText({ kind: 'solo', solo: c.solo, compulsory: c.compulsory });
  return declarationText({ kind: c.kind });
}

const deals = (n: number) => plural(n, { one: 'Spiel', other: 'Spiele' });
const pointsWord = (n: number) => plural(n, { one: 'Punkt', other: 'Punkte' });
const NEXT_DEAL = 'Nächstes Spiel';

export const friendsText = {
  title: 'Mit Freunden spielen',
  intro:
    'Eröffne einen Tisch und lade Freunde per Link ein, oder setz dich als Gast an einen offenen Tisch. Punkte werden beim gewählten Einsatz als Geld angezeigt; bezahlt wird nichts.',
  // Der Tisch-Server.
  checking: 'Der Tisch-Server wird gesucht…',
  offlineTitle: 'Kein Tisch-Server erreichbar',
  offline: (url: string) =>
    `Unter ${url} hat kein Tisch-Server geantwortet. Zum Spielen mit Freunden braucht es einen (npm run server, siehe README). Lektionen, Quiz, Analyse und Übungstisch gehen ohne.`,
  serverLabel: 'Adresse des Tisch-Servers',
  serverHelp: 'Zum Beispiel ws://localhost:2567, oder wss://tables.example.org für einen Server hinter HTTPS.',
  serverSave: 'Verbinden',
  serverReset: 'Standardadresse verwenden',
  retry: 'Nochmal versuchen',
  badUrl: (text: string) => `„${text}“ ist keine Serveradresse: sie muss mit ws://, wss://, http:// oder https:// beginnen.`,
  connectedTo: (url: string) => `Tisch-Server: ${url}`,
  changeServer: 'Server wechseln',
  // Einen Tisch eröffnen.
  openTitle: 'Tisch eröffnen',
  nameLabel: 'Dein Name am Tisch',
  nameHelp: `Die anderen sehen ihn; 1 bis ${num(NAME_MAX)} Zeichen.`,
  modeLegend: 'Modus',
  stakeLabel: 'Einsatz pro Punkt (Cent)',
  stakeShown: (cents: number) => `Ein Punkt ist ${money(cents)} wert.`,
  limitLabel: 'Limit (Euro)',
  limitShown: (cents: number) => `Die Sitzung endet, wenn jemand ${money(cents)} gewonnen oder verloren hat.`,
  botLegend: 'Computerspieler für freie Plätze',
  visibilityLegend: 'Wer mitspielen darf',
  rulesLegend: 'Hausregeln',
  rulesHelp: 'Aus deinen Einstellungen übernommen; alle am Tisch sehen sie. Für diesen Tisch kannst du sie hier ändern.',
  /** Eine Hausregel, die die gewählte Art festlegt (das Duell: keine Armut), und warum. */
  fixedByMode: (key: string) =>
    key === 'poverty' ? 'Das Duell spielt ohne Armut: beim Schieben könnte einer von euch dem anderen seine Trümpfe geben.' : 'Diese Art legt die Regel fest.',
  openButton: 'Tisch eröffnen',
  opening: 'Der Tisch wird eröffnet…',
  // Offene Tische.
  listTitle: 'Offene Tische',
  listEmpty: 'Gerade gibt es keinen offenen Tisch. Eröffne selbst einen oder frag einen Freund nach einem Einladungslink.',
  listRefresh: 'Liste aktualisieren',
  listLoading: 'Die offenen Tische werden geladen…',
  listFailed: 'Die Liste der offenen Tische ließ sich nicht laden.',
  listedTable: (host: string, mode: TableMode, people: number, max: number) =>
    `Tisch von ${host} · ${modeText(mode).name} · ${num(people)} von ${num(max)} Menschen`,
  joinButton: 'Mitspielen',
  // Per Link beitreten.
  joinTitle: 'Du bist an einen Tisch eingeladen',
  lookingUp: 'Der Tisch wird angeschaut…',
  factHost: 'Eröffnet von',
  factMode: 'Modus',
  factStake: 'Einsatz',
  factLimit: 'Limit',
  factRules: 'Hausregeln',
  factBots: 'Computerspieler',
  factPeople: 'Am Tisch',
  stakeValue: (cents: number) => `${money(cents)} pro Punkt (als Geld angezeigt; bezahlt wird nichts)`,
  limitValue: (cents: number) => `Wer ${money(cents)} gewonnen oder verloren hat, beendet die Sitzung`,
  noLimit: (n: number) => `keins: nach ${deals(n)} ist Schluss`,
  peopleValue: (people: number, max: number) => `${num(people)} von ${num(max)} ${max === 1 ? 'Mensch' : 'Menschen'}`,
  lookUpFailed: 'Die Angaben zum Tisch ließen sich nicht laden. Den Platz aus dem Link kannst du trotzdem nehmen.',
  lookUpUnreadable:
    'Der Tisch-Server hat Angaben zu diesem Tisch geschickt, die diese Seite nicht lesen kann. Den Platz aus dem Link kannst du trotzdem nehmen.',
  toStart: 'Zu den offenen Tischen',
  joinSubmit: 'Platz nehmen',
  joining: 'Du nimmst Platz…',
  resuming: 'Zurück an deinen Platz…',
  badTableId: 'Dieser Einladungslink ist unvollständig: die Tischnummer fehlt oder ist beschädigt. Lass dir den Link nochmal schicken.',
  // Am Tisch.
  leave: 'Tisch verlassen',
  leaveConfirm: 'Tisch verlassen? Für den Rest der Sitzung übernimmt ein Computerspieler deinen Platz.',
  inviteLabel: 'Einladungslink',
  inviteHelp: 'Schick diesen Link den Freunden, die mitspielen sollen.',
  copy: 'Link kopieren',
  copied: 'Kopiert.',
  copyFailed: 'Kopieren ging nicht: markiere den Link und kopiere ihn selbst.',
  seatsTitle: 'Am Tisch',
  seatEmpty: 'freier Platz',
  computer: 'Computerspieler',
  replacedBy: (name: string) => `Computerspieler (für ${name}, der gegangen ist)`,
  hostMark: 'hat den Tisch eröffnet',
  away: 'Verbindung weg: der Platz wird 60 Sekunden freigehalten',
  awayShort: (name: string) => `${name} (Verbindung weg)`,
  /** Der Platz eines Computerspielers auf dem Tisch. */
  computerShort: 'Computer',
  /** Ein Platz, den ein Computer für jemanden spielt, der gegangen ist, in wenigen Worten. */
  replacedShort: (name: string) => `${name} (Computer)`,
  waitingForPeople: (missing: number) => (missing === 1 ? 'Es fehlt noch ein Mensch.' : `Es fehlen noch ${num(missing)} Menschen.`),
  waitingDuel: 'Das Duell beginnt, sobald sich der zweite Mensch setzt.',
  startButton: 'Jetzt starten (Computer nehmen die freien Plätze)',
  startHelp: 'Oder warte: der Tisch startet von selbst, wenn jeder Platz besetzt ist.',
  hostStarts: (host: string) => `${host} startet die Sitzung.`,
  tableRules: 'Hausregeln an diesem Tisch',
  ddvRules: 'DDV-Turnierspielregeln, keine Hausregeln',
  stakeLine: (cents: number) => `Einsatz: ${money(cents)} pro Punkt`,
  limitLine: (cents: number) => `Limit: ${money(cents)} gewonnen oder verloren`,
  /** Das Limit in der Zeile des Tischs, neben dem Einsatz. */
  limitShort: (cents: number) => `Limit: ${money(cents)}`,
  dealLine: (deal: number, total: number | null) => (total ? `Spiel ${num(deal)} von ${num(total)}` : `Spiel ${num(deal)}`),
  // Das Spiel (die Wörter des Übungstischs, und diese).
  /** „Nord ist dran (Ben)“: wer am Zug ist, und wer dort sitzt. */
  toMoveWho: (toMove: string, who: string) => `${toMove} (${who})`,
  duelMarriageOpen: 'Hochzeit: der Partner wird gesucht (im Duell kommt zur Hochzeit eines Menschen ein Computer, zu der eines Computers ein Mensch).',
  // Nach einem Spiel.
  abandoned: (seat: number, viewer: number) =>
    `Das Spiel wird abgebrochen: ${who(seat, viewer) === 'Du' ? 'deine Hochzeit' : `die Hochzeit von ${who(seat, viewer)}`} hat in den ersten ${MARRIAGE_TRICKS} Stichen keinen Partner gefunden. Es zählt nichts, gilt aber als gespielt.`,
  redeal: (why: RedealReason) => `Es wird neu gegeben (${REDEAL_WHY[why]}); dieses Spiel zählt nicht.`,
  nextDeal: NEXT_DEAL,
  waitingNext: (names: readonly string[]) =>
    `Wir warten, bis ${names.length > 1 ? `${names.slice(0, -1).join(', ')} und ${names.at(-1)}` : names[0]} „${NEXT_DEAL}“ ${names.length > 1 ? 'drücken' : 'drückt'}.`,
  /** Nach der Ergebniszeile: das eigene Ergebnis in Geld. */
  dealMoney: (cents: number) => `In Geld: ${signedMoney(cents)}.`,
  // Abrechnung.
  accountsTitle: 'Abrechnung',
  accountsCaption: 'Punkte und Geld jedes Spielers nach jedem Spiel',
  colDeal: 'Spiel',
  colGame: 'Spielart',
  colValue: 'Wert',
  /** Der Wert eines Spiels unter der Spielart, wo er keine eigene Spalte hat (auf dem Handy). */
  valueUnder: (value: number) => `Wert ${num(value)}`,
  abandonedShort: 'abgebrochen (Hochzeit ohne Partner)',
  redealShort: 'neu gegeben',
  totalRow: 'Summe',
  pointsMoney: (points: number, cents: number) => `${signedNum(points)} (${signedMoney(cents)})`,
  // Die Abrechnung im Duell: zwischen den beiden Menschen.
  debtOwesYou: (name: string, cents: number, points: number) => `${name} schuldet dir ${money(cents)} (${pointsWord(points)}).`,
  debtYouOwe: (name: string, cents: number, points: number) => `Du schuldest ${name} ${money(cents)} (${pointsWord(points)}).`,
  debtEven: (name: string) => `Du und ${name} seid quitt.`,
  debtHelp: 'Die Computerspieler spielen für niemanden: was sie gewonnen oder verloren haben, teilt ihr beiden euch, der Rest bleibt zwischen euch.',
  accountsDownload: 'Abrechnung herunterladen',
  accountsDownloadHelp: 'Eine CSV-Datei für jede Tabellenkalkulation: alle Spiele bisher und die Summen.',
  accountsFileName: 'doko-abrechnung',
  // Ende der Sitzung.
  overTitle: 'Die Sitzung ist vorbei',
  endText: (end: TableEnd, names: (seat: number) => string) =>
    end.reason === 'failed'
      ? 'Der Tisch wurde nach einem Fehler auf dem Server beendet. Die Abrechnung gilt wie nach dem letzten Spiel, du kannst sie unten herunterladen; andere Tische sind nicht betroffen.'
      : end.reason === 'deals'
        ? `Alle ${deals(end.deals)} sind gespielt.`
        : `${end.seats.map(names).join(' und ')} ${end.seats.length > 1 ? 'haben' : 'hat'} das Limit von ${money(end.limitCents)} erreicht (gewonnen oder verloren).`,
  // Verbindung.
  dropped: 'Die Verbindung zum Tisch-Server ist weg. Wir versuchen, dich an deinen Platz zurückzubringen…',
  back: 'Du sitzt wieder an deinem Platz.',
  tableClosed: 'Der Server hat den Tisch geschlossen.',
  tableFailed: 'Dieser Tisch wurde nach einem Fehler auf dem Server beendet; andere Tische sind nicht betroffen.',
  openedElsewhere: 'Dieser Platz wurde in einem anderen Tab oder auf einem anderen Gerät geöffnet: dort wird jetzt weitergespielt.',
  serverStopped: 'Der Tisch-Server wurde angehalten (für ein Update oder einen Neustart): dieser Tisch ist beendet.',
  seatGone: 'Dein Platz an diesem Tisch ist weg (der Tisch wurde geschlossen, oder du warst länger als 60 Sekunden fort).',
  unreadable: 'Der Tisch-Server hat etwas geschickt, das diese Seite nicht lesen kann; die letzte gute Ansicht bleibt stehen.',
};

const REFUSAL_TEXT: Record<RefusalCode, string> = {
  malformed: 'Die Nachricht war nicht zu verstehen (falsche Form).',
  tooLarge: 'Die Nachricht war zu lang.',
  unknownMessage: 'Diese Anfrage kennt der Tisch nicht.',
  rateLimited: 'Zu viele Klicks auf einmal: warte kurz und versuche es noch einmal.',
  notYourSeat: 'Du kannst nur für deinen eigenen Platz handeln.',
  noDeal: 'Gerade läuft kein Spiel.',
  notHost: 'Nur wer den Tisch eröffnet hat, kann ihn starten.',
  alreadyStarted: 'Die Sitzung hat schon begonnen.',
  needsPeople: 'Noch sitzen nicht genug Menschen am Tisch.',
  notBetweenDeals: 'Gerade ist kein Spiel abzuschließen.',
  illegal: 'Das geht jetzt nicht.',
  badName: `Wähle einen Namen mit 1 bis ${num(NAME_MAX)} Zeichen (Buchstaben, Ziffern, Leerzeichen, Satzzeichen).`,
  badOptions: 'Eine der Tisch-Einstellungen ist ungültig.',
  tableFull: 'Der Tisch ist voll.',
  tableStarted: 'An diesem Tisch läuft die Sitzung schon: jetzt kann niemand mehr dazukommen.',
  serverFull: 'Der Tisch-Server ist gerade voll: versuche es später noch einmal.',
  tooManyTables: 'Aus deinem Netz sind gerade zu viele Tische offen: schließe einen, oder warte, bis einer zu Ende ist.',
  tooManyReservations: 'Aus deinem Netz setzen sich gerade zu viele auf einmal an einen Tisch: warte ein paar Sekunden und versuche es noch einmal.',
  tooManyAttempts: 'Aus deinem Netz sind zu viele Versuche gescheitert, an einen Platz zurückzukehren: warte eine Minute und versuche es noch einmal.',
  lengthRequired: 'Die Anfrage hat nicht gesagt, wie lang sie ist, deshalb hat der Tisch-Server sie abgelehnt.',
  tableFailed: 'Dieser Tisch wurde nach einem Fehler auf dem Server beendet.',
};

const OPTION_TEXT: Record<string, string> = {
  mode: 'den Modus',
  centsPerPoint: `den Einsatz (${num(STAKE_CENTS.min)} bis ${num(STAKE_CENTS.max)} Cent pro Punkt)`,
  limitCents: `das Limit (${money(LIMIT_CENTS.min)} bis ${money(LIMIT_CENTS.max)})`,
  botLevel: 'die Spielstärke der Computerspieler',
  visibility: 'wer mitspielen darf',
  table: 'die Tisch-Einstellungen',
};

/** Eine Ablehnung in Worten; darunter der Grund der Engine, wenn sie eine Aktion abgelehnt hat. */
export function refusalText(r: Refusal, viewer?: number): string {
  if (r.code === 'illegal' && r.error?.code === 'notYourTurn') return `Du bist nicht dran: ${who(r.error.toMove, viewer)} ist am Zug.`;
  // Die Sätze der Engine nennen Plätze in der dritten Person: dort passen die Himmelsrichtungen.
  if (r.code === 'illegal' && r.error) return `${REFUSAL_TEXT.illegal} ${sentence(describeActionError(r.error as ActionError, (s) => who(s)))}`;
  if (r.code === 'badOptions' && r.field) {
    const rule = r.field.startsWith('rules.') ? r.field.slice(6) : null;
    const what =
      rule !== null ? `die Hausregel „${Object.hasOwn(ruleText, rule) ? ruleText[rule as RuleKey].label : rule}“` : (OPTION_TEXT[r.field] ?? r.field);
    return `${REFUSAL_TEXT.badOptions} Prüfe ${what}.`;
  }
  return REFUSAL_TEXT[r.code];
}

const sentence = (s: string) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`;

/** Warum Beitreten oder Eröffnen nicht ging, über die Ablehnungen des Servers hinaus. */
export const joinFailText = {
  tableGone: 'Diesen Tisch gibt es nicht mehr (er wurde geschlossen, oder der Link ist alt).',
  tableStarted: REFUSAL_TEXT.tableStarted,
  network: 'Der Tisch-Server war nicht zu erreichen. Prüfe die Verbindung und versuche es nochmal.',
};
