/**
 * Der Übungstisch auf Deutsch (/de/play/ und /de/play/first-deal/). Engine und Maschine liefern
 * Codes und Zahlen (Ablehnungen, PlayRule, TrickWhy, Grund und Belege des Tipps); hier werden sie
 * zu Sätzen. Regeltext, den die Engine schon formuliert, wird übernommen, nicht wiederholt.
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
import type { TableError, TableLogItem } from '../../machines/practiceDeal.ts';
import { declarationText } from './site.ts';
import { reservationText } from './reservation.ts';
import { cardName, cardShort, suitName, type Faces } from '../runtime/names.ts';
import { num, plural, signedNum } from '../runtime/numbers.ts';
import { seatName as compassName } from './seats.ts';
import { describePathError, placeOf } from './record.ts';
import { capitalise, cardDeterminer } from './grammar.ts';

/** „Dein ♣A“, „Deine ♣10“, „Dein Kreuz-König“ am Satzanfang: der Begleiter nach dem Geschlecht der Karte. */
const yourCard = (card: CardId, faces: Faces) => `${capitalise(cardDeterminer('dein', card, 'nom', faces))} ${cardName(card, { faces })}`;

/** Am Übungstisch sitzt du auf Süd (Platz 0). */
export const seatName = (seat: number): string => compassName(seat, 0);
const subject = (seat: number) => (seat === 0 ? 'Du' : seatName(seat));
/** Das Verb zur Person: „Du spielst“, „West spielt“. */
const verb = (seat: number, du: string, er: string) => (seat === 0 ? du : er);
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const pts = (n: number) => plural(n, { one: 'Auge', other: 'Augen' });

/** Verschiedene Karten, höchste zuerst in der Ordnung des Spiels (wie das Blatt sie zeigt). */
const sorted = (cards: readonly CardId[], order: CardOrder | null): CardId[] => {
  const once = [...new Set(cards)];
  return order ? sortHand(once, order) : once;
};

/** „♣10, ♣K oder ♣9“ im Blatt des Spielers. */
export function cardList(cards: readonly CardId[], faces: Faces, last = 'oder'): string {
  const names = cards.map((c) => cardShort(c, { faces }));
  return names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} ${last} ${names[names.length - 1]}`;
}
const suitWord = (suit: EffectiveSuit, faces: Faces) => (suit === 'T' ? 'Trumpf' : suitName(suit as Suit, { faces }));

export const MODE_WORD: Record<SessionMode, string> = {
  open: 'Üben (laufender Stand, Zurücknehmen erlaubt)',
  oneRound: 'Eine Runde mit 4 Spielen',
  tournament24: 'Turnierrunde mit 24 Spielen (ein Pflichtsolo für jeden)',
};

/** Wie lange ein fertiger Stich liegen bleibt (Millisekunden; -1 wartet auf dich). */
export const PAUSE_WORD: ReadonlyMap<number, string> = new Map([
  [0, 'Sofort (für Geübte)'],
  [1000, '1 Sekunde'],
  [2000, '2 Sekunden'],
  [4000, '4 Sekunden'],
  [-1, 'Bis ich tippe oder eine Taste drücke'],
]);

const PHASE_CAPTION: ReadonlyMap<string, string> = new Map([
  ['reservation', 'Vorbehaltsrunde'],
  ['declaration', 'Vorbehalte werden getauft'],
  ['povertyGive', 'Armut'],
  ['povertyOffer', 'Armut'],
  ['povertyReturn', 'Armut'],
  ['redeal', 'Zusammengeworfen'],
]);

export const tableText = {
  title: 'Übungstisch',
  intro: 'Spiel ganze Spiele gegen drei Computerspieler. Du sitzt auf Süd; West, Nord und Ost spielt der Computer.',
  firstDealTitle: 'Dein erstes Spiel',
  firstDealIntro:
    'Ein begleitetes Spiel für Einsteiger: vor jeder deiner Karten sagt dir der Trainer, was die Regeln verlangen, welche Karten du spielen darfst, was eine Faustregel rät und warum; nach jedem Stich, wer ihn gewonnen hat und warum.',
  firstDealOf: (n: number, total: number) => `Erstes Spiel ${num(n)} von ${num(total)}`,
  firstDealNext: 'Nächstes begleitetes Spiel',
  firstDealDone: 'Du hast alle begleiteten Spiele gespielt. Spiel am Übungstisch weiter, mit oder ohne Trainer.',
  toPractice: 'Zum Übungstisch',
  firstDealLink: 'Neu beim Doppelkopf? Spiel dein erstes Spiel mit dem Trainer.',
  loading: 'Die Karten werden gegeben…',
  tableHeading: 'Der Tisch',
  badSeed: (raw: string, used: number) =>
    `„${raw}“ ist keine Nummer einer Mischung (eine ganze Zahl von 0 bis 4294967295). Gegeben wird stattdessen Mischung Nr. ${used}.`,
  share: 'Link zu diesem Spiel',
  badPause: (raw: string) => `„${raw}“ im Link ist keine Stichpause, die der Tisch kennt. Er behält deine Einstellung.`,
  badBots: (raw: string) => `„${raw}“ im Link ist keine Spielstärke der Computerspieler, die der Tisch kennt. Er behält deine Einstellung.`,
  // Optionen.
  options: 'Tisch-Einstellungen',
  strength: 'Computerspieler',
  strengthOf: (seat: number) => seatName(seat),
  levels: { beginner: 'Anfänger', strong: 'Stark' },
  pause: 'Ein fertiger Stich bleibt liegen',
  coach: 'Trainer',
  normalOnly: 'Nur Normalspiele',
  normalOnlyHelp:
    'Für Einsteiger: keine Hochzeiten und keine Soli. Hat ein Spieler beide Kreuz-Damen, wird neu gegeben, und die Computerspieler sagen immer gesund. Lass es an, bis du die Lektionen zu Vorbehalten, Soli und Hochzeiten durch hast.',
  normalOnlyTournament: 'Eine Turnierrunde schuldet Pflichtsoli: da wird jedes Spiel gegeben.',
  fromNextDeal: 'Ab dem nächsten Spiel.',
  redealt: 'Hier wurde neu gegeben: ein Spieler hatte beide Kreuz-Damen (nur Normalspiele, in den Tisch-Einstellungen).',
  silentSoloAhead:
    'Mit beiden Kreuz-Damen heißt gesund: stilles Solo, du spielst allein gegen die anderen drei. Mit Vorbehalt meldest du stattdessen eine Hochzeit an.',
  silentSoloMeaning: 'ein stilles Solo',
  mode: 'Art der Sitzung',
  newSession: 'Neue Sitzung beginnen',
  nextDeal: 'Nächstes Spiel',
  dealOf: (seed: number | null, n: number, total: number | null) =>
    `Spiel ${num(n)}${total ? ` von ${num(total)}` : ''} · ${seed === null ? 'geladen' : `Mischung Nr. ${seed}`}`,
  dealer: (seat: number) => `Geber: ${seatName(seat)}`,
  dealerTag: 'Geber',
  /** Der zugängliche Name des Platzes: „West, Geber“. */
  seatLabel: (seat: number, dealer: boolean) => `${seatName(seat)}${dealer ? ', Geber' : ''}`,
  contract: 'Spiel',
  contractBy: (seat: number) => seatName(seat),
  partnerIs: (seat: number) => `Partner ${seatName(seat)}`,
  /** Wer dran ist, in den Worten der Phase (in der Vorbehaltsrunde wird noch nicht gespielt). */
  toMove: (seat: number, phase: string) => {
    if (phase === 'playing') return seat === 0 ? 'Du bist dran' : `${seatName(seat)} ist dran`;
    if (phase === 'reservation') return seat === 0 ? 'Gesund oder Vorbehalt?' : `${seatName(seat)} meldet`;
    if (phase === 'declaration') return seat === 0 ? 'Tauf deinen Vorbehalt' : `${seatName(seat)} tauft einen Vorbehalt`;
    return seat === 0 ? 'Du bist dran' : `${seatName(seat)} überlegt`;
  },
  yourHand: 'Dein Blatt',
  trick: (n: number) => `Stich ${num(n)}`,
  phaseCaption: (phase: string) => PHASE_CAPTION.get(phase) ?? '',
  trickCard: (seat: number) => `${seatName(seat)}:`,
  leads: (seat: number) => `${seatName(seat)} ${verb(seat, 'spielst aus', 'spielt aus')}`,
  wins: (seat: number) => `${seatName(seat)} ${verb(seat, 'machst', 'macht')} den Stich`,
  winsWith: (seat: number, points: number) => `${seatName(seat)} ${verb(seat, 'machst', 'macht')} den Stich · ${pts(points)}`,
  trickOf: (n: number, seat: number, points: number) => `Stich ${num(n)}: ${seatName(seat)} ${verb(seat, 'machst', 'macht')} ihn mit ${pts(points)}.`,
  tapToGoOn: 'Weiter',
  tapHint: 'Tippe auf den Stich oder drücke eine Taste, um weiterzuspielen.',
  partyShort: (p: Party | null) => (p ? PARTY_WORD[p] : 'unbekannt'),
  party: (p: Party) => PARTY_WORD[p],
  partyOf: (p: Party | null) => (p ? `Partei ${PARTY_WORD[p]}` : 'Partei unbekannt'),
  pointsTaken: (n: number) => `${num(n)} Aug.`,
  pointsTakenLong: (n: number) => `${pts(n)} eingesammelt`,
  tricksWon: (n: number) => plural(n, { one: 'Stich', other: 'Stiche' }),
  partyTotalsLabel: 'Augen deiner Partei und der anderen: ',
  partyTotals: (own: Party, mine: number, theirs: number) => `${PARTY_WORD[own]} ${num(mine)} : ${num(theirs)} ${PARTY_WORD[own === 're' ? 'kontra' : 're']}`,
  callsOf: (calls: readonly Call[]) => calls.map((c) => CALL_WORD[c]).join(', '),
  spoken: (reservation: boolean) => (reservation ? 'Vorbehalt' : 'gesund'),
  // Vorbehaltsrunde.
  reservationTitle: 'Vorbehaltsrunde',
  healthy: 'Gesund (kein Vorbehalt)',
  reservation: 'Vorbehalt',
  /** Die Knöpfe der Vorbehaltsrunde: das Wort, und klein darunter, was es heißt. */
  healthyWord: 'Gesund',
  healthyMeaning: 'kein Vorbehalt',
  reservationWord: 'Vorbehalt',
  reservationMeaning: 'Solo, Hochzeit …',
  declareLabel: 'Dein Vorbehalt',
  declareButton: 'Taufen',
  mustSolo: 'Du wirst vorgeführt: in diesem Spiel musst du dein Pflichtsolo spielen. Sag Vorbehalt und tauf ein Solo.',
  owesSolo: 'Dein Pflichtsolo steht noch aus: das erste Solo, das du anmeldest, ist dein Pflichtsolo.',
  preRoundTitle: 'Vor den Vorbehalten',
  throwIn: 'Schmeißen',
  halfChicken: 'Halbes Hähnchen',
  playOn: 'Weiterspielen',
  // Armut.
  povertyGive: 'Wähle die drei Karten zum Schieben (alle deine Trümpfe dabei).',
  povertyReturn: 'Wähle drei Karten zum Zurückgeben.',
  giveCards: '3 Karten schieben',
  selected: (n: number) => `${num(n)} von 3 gewählt`,
  acceptPoverty: 'Armut übernehmen',
  declinePoverty: 'Ablehnen',
  povertyOffered: 'Übernimmst du die Armut?',
  // Ansagen.
  announceButton: 'Ansagen…',
  announceClose: 'Schließen',
  announceTitle: 'Deine Ansagen',
  announceNone: 'Du kannst nichts mehr ansagen.',
  announceOpen: (call: Call, until: number, holding: number) => `${CALL_WORD[call]} — solange du ${num(until)} oder mehr Karten hast (jetzt ${num(holding)})`,
  announceRefusedShort: (call: Call) => `${CALL_WORD[call]}: jetzt nicht möglich`,
  forcedCall: (f: ForcedCall) =>
    `Deine Partei hat in Stich ${num(f.trick)} ${pts(f.points)} gemacht: sie muss jetzt ${PARTY_WORD[f.party]} ansagen, vor der nächsten Karte (Pflichtansage).`,
  // Karte eintippen.
  typeLabel: 'Karte per Kürzel spielen',
  typeHelp: 'Gib ein Kürzel wie KD, H10 oder KaA ein und drücke Enter.',
  typeButton: 'Spielen',
  badCode: (text: string) => `„${text}“ ist kein Kartenkürzel (Beispiele: KD, PZ, KaA).`,
  notYourCard: 'Du bist noch nicht dran.',
  // Tipps und Trainer.
  hint: 'Tipp',
  hintPass: 'Nichts ansagen',
  suggested: (what: string) => `Vorschlag: ${what}.`,
  details: 'Einzelheiten',
  sampledHow: (samples: number) =>
    `Der Trainer hat deine Karten in bis zu ${num(samples)} ausgedachten Spielen ausgespielt: die verdeckten Karten zufällig so verteilt, wie es zu dem passt, was du gesehen hast, den Rest des Spiels von den Computerspielern gespielt.`,
  ruleCardFigures: (figures: string) => `Die Karte der üblichen Regel, ${figures}`,
  coachTitle: 'Trainer',
  messagesLabel: 'Was am Tisch passiert',
  undo: 'Zurücknehmen',
  undoMore: ' (meine letzte Karte)',
  lastTrick: 'Letzter Stich',
  hideLastTrick: 'Zurück zum Stich',
  lastTrickTitle: (n: number) => `Letzter Stich (Stich ${num(n)})`,
  // Ende.
  finished: 'Das Spiel ist vorbei',
  scoreLink: 'Zum Spielzettel',
  soloistScore: (factor: number, you: number) => `Als Solist schreibst du den Wert ${num(factor)}-fach: ${signedNum(you)}.`,
  /** Was deine andere Karte als die des Trainers in ihrem Stich geändert hat. */
  changed: (played: string, suggested: string, actual: { winner: number; points: number }, instead: { winner: number; points: number } | null) => {
    const head = `Du hast ${played} gespielt, der Trainer hatte ${suggested} vorgeschlagen:`;
    if (!instead) return `${head.slice(0, -1)}.`;
    const who = (seat: number) => (seat === 0 ? 'Du' : seatName(seat));
    if (instead.winner === actual.winner) {
      return instead.points === actual.points
        ? `${head} der Stich ist genauso gelaufen (${who(actual.winner)}, ${pts(actual.points)}).`
        : `${head} ${who(actual.winner)} ${verb(actual.winner, 'machst', 'macht')} den Stich so oder so, mit ${pts(actual.points)} statt ${num(instead.points)}.`;
    }
    return `${head} mit ${suggested} ${instead.winner === 0 ? 'hättest du' : `hätte ${seatName(instead.winner)}`} den Stich gemacht (${pts(instead.points)}); jetzt ${verb(actual.winner, 'machst du', `macht ${seatName(actual.winner)}`)} ihn.`;
  },
  resultLine: (winner: Party | null, re: number, kontra: number, you: number) =>
    `${winner ? `${PARTY_WORD[winner]} gewinnt` : 'Niemand gewinnt'}: Re ${num(re)} Augen, Kontra ${num(kontra)}. Dein Ergebnis: ${signedNum(you)}.`,
  cardPointsLine: (re: number, kontra: number, reTricks: number, kontraTricks: number) =>
    `Re ${num(re)} : Kontra ${num(kontra)} Augen · Re ${num(reTricks)} : Kontra ${num(kontraTricks)} Stiche`,
  redeal: (why: string) => `Die Karten werden zusammengeworfen (${why}): derselbe Geber gibt neu.`,
  redealWhy: { fiveNines: 'fünf Neunen', fiveKings: 'fünf Könige', povertyRefused: 'niemand hat die Armut übernommen' } as Record<string, string>,
  linesCaption: 'Wie sich der Wert zusammensetzt',
  scores: 'Punkte dieses Spiels',
  broken: (detail: string) => `Der Tisch ist stehen geblieben: ${detail}. Starte das nächste Spiel.`,
  // Nachbetrachtung.
  review: 'Spiel nachbetrachten',
  reviewTitle: 'Nachbetrachtung: Stich für Stich, alle Blätter offen',
  reviewNote:
    'Jede Karte, die du gewählt hast, wird mit den anderen Karten verglichen, die du hättest spielen können, per Stichprobe: die verdeckten Karten werden zufällig so verteilt, wie es zu dem passt, was du gesehen hast, und jede Möglichkeit spielen die Computerspieler auf denselben Verteilungen zu Ende. Karten ohne Wahl werden nicht bewertet.',
  reviewTrick: (n: number, total: number) => `Stich ${num(n)} von ${num(total)}`,
  prevTrick: 'Voriger Stich',
  nextTrick: 'Nächster Stich',
  handsBefore: 'Blätter vor dem Stich, für das Spiel sortiert',
  handOf: (seat: number) => (seat === 0 ? 'Dein Blatt' : `Blatt von ${seatName(seat)}`),
  judging: (done: number, total: number) => `Deine Karten werden per Stichprobe bewertet… ${num(done)} von ${num(total)}`,
  judged: (total: number) =>
    total === 1 ? 'Deine Entscheidung wurde per Stichprobe bewertet.' : `Deine ${num(total)} Entscheidungen wurden per Stichprobe bewertet.`,
  costly: (card: CardId, better: CardId, faces: Faces, points: number, samples: number) =>
    `${yourCard(card, faces)} hat etwa ${pts(points)} gekostet: ${cardDeterminer('der', better, 'nom', faces)} ${cardName(better, { faces })} wäre besser gewesen (Stichprobe, ${num(samples)} Spiele).`,
  fine: (card: CardId, faces: Faces, samples: number) => `${yourCard(card, faces)}: keine andere Karte war klar besser (Stichprobe, ${num(samples)} Spiele).`,
  notJudged: (card: CardId, faces: Faces) => `${yourCard(card, faces)} ließ sich nicht bewerten (keine passende Verteilung).`,
  costlyLeads: 'Karten, die Augen gekostet haben',
  noCostly: 'Keine deiner Karten hat klar Augen gekostet.',
  // Protokolle.
  records: 'Protokolle',
  importLabel: 'Spielprotokoll öffnen (JSON)',
  importError: (e: PathError) =>
    e.path ? `Das Protokoll ist bei ${placeOf(e)} ungültig: ${describePathError(e)}` : `Das Protokoll ist ungültig: ${describePathError(e)}`,
  notJson: 'Die Datei ist kein JSON.',
  imported: 'Das Spielprotokoll ist geladen.',
  // Sitzung.
  sessionTitle: 'Spielzettel der Sitzung',
  sessionTableLabel: 'Die Spiele der Sitzung',
  sessionCols: { game: 'Spiel', dealer: 'Geber', contract: 'Spielart', value: 'Wert' },
  total: 'Summe',
  sessionOver: 'Die Sitzung ist beendet.',
  noGames: 'Noch kein Spiel beendet.',
  thrownIn: 'zusammengeworfen',
  sheetPages: 'Seiten des Spielzettels',
  sheetRange: (from: number, to: number, of: number) => `Spiele ${num(from)}–${num(to)} von ${num(of)}`,
  sheetFirst: 'Erste Spiele',
  sheetEarlier: 'Frühere',
  sheetLater: 'Spätere',
  sheetLatest: 'Letzte Spiele',
  sheetDealtValue: (dealer: string, value: number) => `Geber: ${dealer} · Wert ${num(value)}`,
};

/** Das Spiel, wie es gespielt wird, wenn ein Blatt mit beiden Kreuz-Damen gesund gesagt hat. */
export const SILENT_SOLO_WORD = 'Stilles Solo (stille Hochzeit)';

export const contractWord = (c: { kind: string; solo?: string; compulsory?: boolean } | null): string => {
  if (!c) return 'noch offen';
  if (c.kind === 'normal') return 'Normalspiel';
  if (c.kind === 'marriage') return 'Hochzeit';
  if (c.kind === 'poverty') return 'Armut';
  return declarationText(c as Parameters<typeof declarationText>[0]);
};

/** Was das Spiel-Banner zu Beginn des Spiels sagt (und die Leiste danach). */
export const bannerText = {
  normal: 'Normalspiel: Re gegen Kontra, zwei gegen zwei.',
  youAre: (p: Party) => `Du bist ${PARTY_WORD[p]}.`,
  solo: (seat: number, what: string) => `${subject(seat)} ${verb(seat, 'spielst', 'spielt')} allein gegen die anderen drei (${what}).`,
  trumps: (cards: string) => `Trümpfe, höchster zuerst: ${cards}.`,
  noTrumps: 'In diesem Spiel gibt es keinen Trumpf: jede Farbe ist Fehl.',
  marriage: (seat: number) =>
    seat === 0 ? 'Deine Hochzeit: du hast beide Kreuz-Damen.' : `Hochzeit von ${seatName(seat)}: ${seatName(seat)} hat beide Kreuz-Damen.`,
  marriageOpen: 'Der Partner ist noch nicht gefunden.',
  marriagePartner: (seat: number, trick: number) => `Partner: ${seatName(seat)} (hat Stich ${num(trick)} gemacht).`,
  marriageAlone: 'Niemand sonst hat einen der ersten drei Stiche gemacht: die Hochzeit wird allein gespielt, als Solo.',
  poverty: (seat: number, partner: number) =>
    `${seat === 0 ? 'Deine Armut' : `Armut von ${seatName(seat)}`}, übernommen von ${partner === 0 ? 'dir' : seatName(partner)}: die beiden spielen zusammen Re.`,
  povertyTrumps: (seat: number, n: number) => `${subject(seat)} ${verb(seat, 'hast', 'hat')} ${n === 1 ? 'einen Trumpf' : `${num(n)} Trümpfe`} zurückgegeben.`,
  silentYou: 'Du hast beide Kreuz-Damen und nichts gesagt: du spielst ein stilles Solo.',
};

/**
 * Wie der Wert eines Spiels zustande kam, die Tischwörter mit ihrem Glossar-Eintrag markiert: die
 * Zeilen jeder Partei (die der Engine) und was unterm Strich bleibt.
 */
export function valueWords(lines: readonly { readonly reason: LineReason; readonly party: Party; readonly points: number }[], value: number): Linked {
  return valueParts(lines, value, {
    value: 'Der Wert',
    party: PARTY_WORD,
    line: LINE_WORDS,
    points: (n) => `+${num(n)}`,
    net: (v) =>
      v === 0 ? 'Die Punkte beider Seiten heben sich auf: keiner schreibt.' : `Unterm Strich ${num(Math.abs(v))} für ${PARTY_WORD[v > 0 ? 're' : 'kontra']}.`,
    none: 'Keine Zeile: es wird nichts gutgeschrieben, also schreibt keiner.',
  });
}

/** Die Ablehnung einer deiner Aktionen durch die Engine, in Worten (mit Kartennamen). */
export function refusalText(e: TableError, faces: Faces, order: CardOrder | null): string {
  switch (e.code) {
    case 'illegalPlay': {
      const r = e.reason;
      if (r.code === 'notInHand') return `${cardShort(r.card, { faces })} hast du nicht.`;
      const cards = sorted(r.holding, order);
      return r.suit === 'T'
        ? `Trumpf ist angespielt: du musst Trumpf bedienen, ${cardList(cards, faces)}.`
        : `${cap(suitWord(r.suit, faces))} ist angespielt: du musst bedienen, ${cardList(cards, faces)}.`;
    }
    case 'notYourTurn':
      return `Warte: ${seatName(e.toMove)} ist dran.`;
    case 'wrongPhase':
      if (e.phase === 'finished' || e.phase === 'redeal') return 'Das Spiel ist vorbei.';
      if (e.action === 'play') return 'Noch wird nicht gespielt: erst kommt die Vorbehaltsrunde.';
      return `${capitalise(describeActionError(e, (s) => (s === 0 ? 'du' : seatName(s))))}.`;
    case 'forcedAnnouncementMissing':
      return `Deine Partei muss erst ${PARTY_WORD[e.party]} ansagen: sie hat in Stich ${num(e.trick)} ${pts(e.points)} gemacht (Pflichtansage).`;
    case 'illegalAnnouncement':
      return announcementRefusalText(e.refusal);
    case 'notEligible':
      return `Geht nicht: ${describeDeclarationRefusal(e.refusal)}.`;
    case 'badExchange':
      return `Geht nicht: ${reservationText.badExchange[e.problem]}.`;
    case 'sessionDuty':
      return e.forcedSoloist ? tableText.mustSolo : tableText.owesSolo;
    case 'notNow':
      return e.action === 'throwIn' ? 'Schmeißen geht nur, bevor jemand etwas gesagt hat.' : 'Ein halbes Hähnchen meldest du vor den Vorbehalten.';
  }
}

/** Warum dir eine Ansage nicht offen steht, mit den Zahlen der Engine. */
export function announcementRefusalText(r: AnnouncementRefusal): string {
  switch (r.code) {
    case 'notInPlay':
      return 'Angesagt wird, während die Karten gespielt werden.';
    case 'beforeClarification':
      return 'Keine Ansage, bevor die Hochzeit geklärt ist.';
    case 'wrongPartyCall':
      return `Du bist ${PARTY_WORD[r.party]}: „${CALL_WORD[r.call]}“ sagt die andere Partei.`;
    case 'alreadyAnnounced':
      return `Deine Partei hat schon „${CALL_WORD[r.call]}“ oder mehr angesagt.`;
    case 'tooLate':
      return `Zu spät für ${CALL_WORD[r.call]}: das musste gesagt sein, solange du ${num(r.needed)} Karten hattest (du hast ${num(r.holding)}).`;
    case 'replyTooLate':
      return `Zu spät für ${CALL_WORD[r.call]} als Erwiderung: das musste gesagt sein, solange du ${num(r.needed)} Karten hattest (du hast ${num(r.holding)}).`;
    case 'absageAfterLateReply':
      return `„${CALL_WORD[r.call]}“ geht nicht: Re oder Kontra deiner Partei kam als späte Erwiderung, danach ist keine Absage mehr erlaubt.`;
    case 'lateReplyWhileForced':
      return `Deine Partei muss ihre Pflichtansage machen: „${CALL_WORD[r.call]}“ sagt ein Partner, der noch ${num(r.needed)} Karten hat, nicht als späte Erwiderung (du hast ${num(r.holding)}).`;
  }
}

/** Warum deine abgedunkelten Karten gerade nicht gehen (wird mit jeder solchen Karte vorgelesen). */
export function dimmedText(
  o: { phase: string; toMove: number; mine: boolean; forced: ForcedCall | null; rule: PlayRule | null },
  faces: Faces,
  order: CardOrder | null,
): string {
  if (o.forced) return tableText.forcedCall(o.forced);
  if (o.phase !== 'playing') return 'In der Vorbehaltsrunde wird noch keine Karte gespielt.';
  if (!o.mine) return `Du bist nicht dran: ${seatName(o.toMove)} spielt.`;
  if (o.rule?.code === 'follow') return playRuleText(o.rule, null, faces, order);
  return '';
}

/** Was die Regeln von deiner Karte verlangen (der erste Satz des Trainers). */
export function playRuleText(r: PlayRule, leader: number | null, faces: Faces, order: CardOrder | null): string {
  switch (r.code) {
    case 'lead':
      return 'Du spielst aus: jede Karte ist erlaubt.';
    case 'follow': {
      const led = leader === null ? '' : `${seatName(leader)} hat ${cardShort(r.ledCard, { faces })} ausgespielt. `;
      const cards = cardList(sorted(r.cards, order), faces);
      return r.led === 'T'
        ? `${led}Trumpf ist angespielt: du musst Trumpf bedienen${r.cards.length === 1 ? `, und du hast nur ${cards}` : `: ${cards}`}.`
        : `${led}${cap(suitWord(r.led, faces))} ist angespielt: du musst bedienen, ${r.cards.length === 1 ? `mit ${cardDeterminer('dein', r.cards[0], 'dat', faces)} ${cards}` : cards}.`;
    }
    case 'cannotFollow': {
      const led = leader === null ? '' : `${seatName(leader)} hat ${cardShort(r.ledCard, { faces })} ausgespielt. `;
      return r.led === 'T'
        ? `${led}Trumpf ist angespielt und du hast keinen: jede Karte ist erlaubt.`
        : `${led}Du bist in ${suitWord(r.led, faces)} frei: du darfst stechen oder jede Karte abwerfen.`;
    }
  }
}

/** Die Zahlen einer Karte über die ausgedachten Spiele (hinter „Einzelheiten“). */
function cardFigures(x: CardEvidence, faces: Faces): string {
  return `${cardShort(x.card, { faces })}: im Schnitt ${signedNum(x.mean)} Punkte pro Spiel; sie macht den Stich in ${num(Math.round(x.winsTrick * x.samples))} von ${num(x.samples)} Spielen, deine Partei in ${num(Math.round(x.partyWinsTrick * x.samples))}, ein Trumpf der Gegner in ${num(Math.round(x.lostToTrump * x.samples))}; etwa ${pts(x.trickPoints)} im Stich.`;
}

/**
 * Ein Tipp (oder der Vorschlag des Trainers) in einfachen Worten: ein Satz Begründung, mit den
 * Wörtern der Lektionen, die du gemacht hast (`taught`), dann der Vorschlag. Die Zahlen dahinter
 * gehen in `details`, auf Wunsch gezeigt.
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

/** Eine vorgeschlagene Aktion in Worten. */
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
      return cardList(a.cards as CardId[], faces, 'und');
    case 'throwIn':
      return tableText.throwIn;
    case 'halfChicken':
      return tableText.halfChicken;
    default:
      return a.type;
  }
}

/** Was der Trainer zur Phase sagt, in der du entscheidest, vor dem Tipp. */
export function phaseNote(phase: string, step: string): string {
  if (step === 'preRound') return 'Bevor jemand etwas sagt, darf ein Blatt wie deins geschmissen werden (Hausregel).';
  switch (phase) {
    case 'reservation':
      return 'Vorbehaltsrunde: sag gesund für ein Normalspiel oder Vorbehalt, wenn du etwas anderes spielen willst (ein Solo, eine Hochzeit).';
    case 'declaration':
      return 'Du hast Vorbehalt gesagt: jetzt tauf ihn. Gespielt wird der höchste Vorbehalt am Tisch.';
    case 'povertyGive':
      return 'Du hast Armut angemeldet: schieb drei Karten, alle deine Trümpfe dabei.';
    case 'povertyOffer':
      return 'Eine Armut wird angeboten: übernimmst du sie, bekommst du drei Karten, gibst drei zurück und spielst mit dem armen Spieler zusammen.';
    case 'povertyReturn':
      return 'Du hast die Armut übernommen: gib drei Karten zurück.';
    default:
      return '';
  }
}

/** Ein Eintrag des Tischprotokolls in Worten (für die Nachrichtenzeile und den Screenreader). */
export function logText(item: TableLogItem, faces: Faces): string {
  switch (item.kind) {
    case 'play':
      return `${subject(item.seat)} ${verb(item.seat, 'spielst', 'spielt')} ${cardName(item.card, { faces })}.`;
    case 'trick':
      return `${subject(item.winner)} ${verb(item.winner, 'machst', 'macht')} Stich ${num(item.trick)}.`;
    case 'announce':
      return `${subject(item.seat)} ${verb(item.seat, 'sagst', 'sagt')} ${CALL_WORD[item.call]} an${item.byTable ? ' (Pflichtansage)' : ''}.`;
    case 'reserve':
      return `${subject(item.seat)}: ${item.reservation ? 'Vorbehalt' : 'gesund'}.`;
    case 'declare':
      return `${subject(item.seat)} ${verb(item.seat, 'taufst', 'tauft')}: ${declarationText(item.declaration)}.`;
    case 'exchange':
      return `${subject(item.seat)} ${verb(item.seat, 'schiebst', 'schiebt')} ${plural(item.count, { one: 'Karte', other: 'Karten' })}.`;
    case 'answerPoverty':
      return `${subject(item.seat)} ${item.accept ? verb(item.seat, 'übernimmst', 'übernimmt') : verb(item.seat, 'lehnst', 'lehnt')} die Armut${item.accept ? '' : ' ab'}.`;
    case 'throwIn':
      return `${subject(item.seat)} ${verb(item.seat, 'schmeißt', 'schmeißt')}.`;
    case 'halfChicken':
      return `${subject(item.seat)} ${verb(item.seat, 'meldest', 'meldet')} ein halbes Hähnchen.`;
    case 'marriage':
      return item.partner === null
        ? bannerText.marriageAlone
        : `${subject(item.partner)} ${verb(item.partner, 'bist', 'ist')} Partner der Hochzeit von ${item.declarer === 0 ? 'dir' : seatName(item.declarer)}.`;
  }
}
