/**
 * Die Wörter der druckbaren Regelübersicht (/de/rules/) und der Regeltabellen, die sie mit den
 * Lektionen teilt. Jede Zahl kommt als Parameter aus src/engine (`ruleFacts`, `deadlineTable`,
 * `targetTable`, `LINE_RULES`); diese Datei sagt sie nur auf Deutsch.
 */
import type { LineGroup, LineReason } from '../../engine/scoring.ts';
import type { FactPair } from '../en/reference.ts';
import { num } from '../runtime/numbers.ts';
import { rich, type Rich } from '../runtime/rich.ts';

export type { FactPair } from '../en/reference.ts';

export const referenceText = {
  title: 'Regelübersicht',
  description:
    'Die Doppelkopf-Regeln auf einer druckbaren Seite: Trumpfreihenfolgen, Augen, Fristen der Ansagen, Ziele, jede Zeile der Wertung und die Sonderpunkte, Soli, Hochzeit und Armut. Jede Zahl kommt direkt aus den Regeln des Programms.',
  heading: 'Doppelkopf-Regeln auf einen Blick',
  intro: rich`Die Turnierspielregeln des Deutschen Doppelkopf-Verbands (DDV) auf einer Seite, zum Ausdrucken für den Tisch. Jede Zahl, Liste und Tabelle hier kommt aus denselben Regeln im Programm, nach denen auch die Lektionen und Übungen rechnen. Hausregeln sind markiert; sprecht sie vor dem ersten Spiel ab.`,
  printHint: 'Zum Drucken: der Drucken-Befehl deines Browsers (Strg+P oder ⌘P). Die Menüs bleiben weg, und jede Tabelle bleibt auf einer Seite.',
  houseRule: 'Hausregel',
  houseRulesLink: 'Hausregeln in den Einstellungen einschalten',
  contents: 'Auf dieser Seite',

  sections: {
    pack: 'Karten, Augen und Parteien',
    play: 'Ein Stich',
    trumps: 'Trumpf und Fehl',
    reservations: 'Vorbehalte',
    marriage: 'Hochzeit',
    poverty: 'Armut (Hausregel)',
    solos: 'Soli und Turnierrunden',
    announcements: 'Ansagen und Fristen',
    targets: 'Was jede Partei braucht',
    scoring: 'Spielwert und Punkte',
  },

  pack: ({ f, f40 }: FactPair): Rich =>
    rich`${num(f.cards)} Karten: Ass, Zehn, König, Dame, Bube und Neun in Kreuz, Pik, Herz und Karo, jede zweimal. Vier Spieler bekommen je ${num(f.handSize)} Karten, ein Spiel hat also ${num(f.handSize)} Stiche. Gespielt wird im Uhrzeigersinn; der Spieler links vom Geber (Vorhand) spricht zuerst und spielt, außer beim Pflichtsolo, zum ersten Stich aus. Ohne Neunen (Hausregel): ${num(f40.cards)} Karten, je ${num(f40.handSize)}, dieselben ${num(f40.totalPoints)} Augen.`,
  pointsCaption: rich`Augen pro Kartenwert`,
  pointsTable: {
    rank: 'Karte',
    example: 'Beispiel',
    points: 'Augen',
    copies: 'Karten insgesamt',
    total: 'Augen insgesamt',
    all: 'Alle',
    totalShort: 'Insgesamt',
    perRank: (cards: number, points: number) => `${num(cards)} Karten: ${num(points)}`,
  },

  parties: ({ f }: FactPair): Rich =>
    rich`Im Normalspiel sind die beiden Spieler mit einer Kreuz-Dame (den Alten) Re, die anderen beiden Kontra. Niemand sagt, wer wer ist: es zeigt sich, wenn eine Kreuz-Dame fällt oder eine Partei ansagt. Wer beide Kreuz-Damen hat, meldet eine Hochzeit (oder ein Solo) an oder schweigt und spielt eine stille Hochzeit (unten); im Solo ist der Solist allein Re gegen drei. Ohne Ansagen gewinnt Re mit ${num(f.reNeeds)} von ${num(f.totalPoints)} Augen und Kontra mit ${num(f.kontraNeeds)}; bei Gleichstand gewinnt also Kontra, außer es wurde nur „Kontra“ angesagt: dann gewinnt Re mit ${num(f.onlyKontraNeeds.re)}.`,

  follow: rich`Die erste Karte eines Stichs bestimmt, was gespielt werden muss (bedienen): ist eine Fehlfarbe angespielt, spielst du eine Karte dieser Farbe, wenn du eine hast; ist Trumpf angespielt, einen Trumpf, wenn du einen hast. Sonst darfst du jede Karte spielen: stechen oder abwerfen. Niemand muss den Stich gewinnen oder stechen.`,
  winner: rich`Der höchste Trumpf gewinnt den Stich; ohne Trumpf die höchste Karte der angespielten Farbe (andere Fehlfarben gewinnen nie). Von zwei gleichen Karten gewinnt die zuerst gespielte, und nach DDV gilt das auch für die beiden Dullen (♥10).`,
  dulleHouse: 'Hausregeln für die beiden Dullen:',

  trumpsIntro: rich`Trumpf ist eine Farbe für sich: eine Dame, ein Bube, die Dulle oder im Normalspiel eine Karo-Karte zählt nie zu ihrer aufgedruckten Farbe. Jeder Trumpf sticht jede Fehlkarte.`,
  orderTable: {
    caption: 'Trumpf und Fehl in jedem Spiel, höchste Karte zuerst',
    game: 'Spiel',
    trumps: 'Trümpfe, hoch → niedrig',
    plain: 'Fehlfarben, hoch → niedrig',
    count: (cards48: number, cards40: number) => `Trümpfe (${num(cards48)} / ${num(cards40)})`,
    noTrumps: 'keine',
    wholeSuitTrump: 'alles Trumpf',
    sameAsNormal: (names: string) => `auch ${names}`,
    houseRows: 'Hausregeln, die die Reihenfolge ändern',
    piglets: 'Schweinchen gemeldet (beide Karo-Asse)',
    superpiglets: 'Dazu Superschweinchen gemeldet (beide Karo-Neunen)',
    noDullen: 'Ohne Dullen (die ♥10 ist eine normale Herz-Karte)',
    countNote: 'Gezählt sind alle Karten (beide Exemplare), mit Neunen / ohne Neunen.',
  },
  alsoNormal: { marriage: 'Hochzeit', silent: 'stille Hochzeit', poverty: 'Armut (Hausregel)' },

  reservations: rich`Vor der ersten Karte sagt jeder, links vom Geber beginnend, gesund (ein Normalspiel ist ihm recht) oder Vorbehalt. Sind alle gesund, wird ein Normalspiel gespielt. Sonst werden die Vorbehalte getauft: die höchste Art gewinnt, bei gleicher Art der, der näher links vom Geber sitzt. Das erste Solo, das ein Spieler in einer Turnierrunde anmeldet, ist immer sein Pflichtsolo, auch wenn er es aus freien Stücken spielt; jedes weitere ist ein Lustsolo.`,
  reservationTable: {
    caption: 'Vorbehalte, höchster zuerst, und wer zum ersten Stich ausspielt',
    reservation: 'Vorbehalt',
    rank: 'Rang',
    leads: 'Spielt zum ersten Stich aus',
    soloist: 'der Solist',
    forehand: 'der Spieler links vom Geber',
    none: rich`Alle gesund: Normalspiel`,
    marriage: rich`Hochzeit`,
    poverty: rich`Armut`,
    pflichtsolo: rich`Pflichtsolo (das erste Solo eines Spielers in der Runde)`,
    lustsolo: rich`Lustsolo (jedes weitere Solo in der Runde)`,
  },
  throwIn: ({ f }: FactPair): Rich =>
    rich`Hausregeln: wer ${num(f.throwInCount)} oder mehr Neunen bekommt (eigener Schalter: ${num(f.throwInCount)} oder mehr Könige), darf vor den Vorbehalten sein Blatt zeigen und schmeißen; derselbe Geber gibt neu. Halbes Hähnchen: wer beide Karo-Zehnen bekommt, darf es sagen; es ändert nichts.`,

  marriage: ({ f }: FactPair): Rich =>
    rich`Wer beide Kreuz-Damen hat, darf eine Hochzeit anmelden. Partner ist der erste andere Spieler, der in den ersten ${num(f.marriageTricks)} Stichen einen Stich macht; dieser Stich ist der Klärungsstich. Vor ihm darf niemand ansagen; ist es ein späterer Stich, verschiebt sich jede Frist nach hinten (um wie viel, zeigt die Fristentabelle). Macht der Hochzeiter die ersten ${num(f.marriageTricks)} Stiche alle selbst, spielt er allein: ein Karosolo, gewertet als Solo, aber nicht als sein Pflichtsolo. Eine geklärte Hochzeit wird wie ein Normalspiel gewertet, mit Sonderpunkten.`,
  silentMarriage: ({ f }: FactPair): Rich =>
    rich`Stille Hochzeit: beide Kreuz-Damen und kein Vorbehalt. Wer sie hat, spielt allein gegen drei, gewertet als Solo (×${num(f.soloistFactor)}, keine Sonderpunkte), aber nicht als Pflichtsolo; Fristen wie im Normalspiel, und der Spieler links vom Geber spielt aus. Die anderen merken es, wenn die zweite Kreuz-Dame fällt.`,
  marriageHouse:
    'Hausregeln: wer die Hochzeit hat, bestimmt die Art des Stichs, der den Partner findet. Die Art eines Stichs ist die seiner ersten Karte; geht kein solcher Stich rechtzeitig an einen anderen, spielt er ein Karosolo.',

  poverty: ({ f }: FactPair): Rich =>
    rich`Nicht Teil der DDV-Regeln. Wer ${num(f.povertyMaxTrumps)} Trümpfe oder weniger hat (ein einzelnes Karo-Ass zählt als Trumpf; nicht mit beiden Kreuz-Damen), darf Armut anmelden. Er legt ${num(f.povertyCards)} Karten hin, darunter alle seine Trümpfe; sie werden im Uhrzeigersinn ab seinem linken Nachbarn angeboten, und wer sie zuerst (ohne hinzusehen) übernimmt, gibt beliebige ${num(f.povertyCards)} Karten zurück und sagt, wie viele Trümpfe darunter sind. Die beiden sind Re und spielen ein Normalspiel: der Spieler links vom Geber spielt aus, normale Fristen, Sonderpunkte zählen. Übernimmt niemand, gibt derselbe Geber neu.`,

  solos: ({ f }: FactPair): Rich =>
    rich`Der Solist ist allein Re; die anderen drei sind Kontra. Die Soli sind die Farbsoli (Kreuz, Pik, Herz, Karo), das Damensolo, das Bubensolo und der Fleischlose (ohne Trumpf, auch Asse-Solo genannt); ihre Trümpfe stehen in der Tabelle oben. Der Solist bekommt oder zahlt den Spielwert ${num(f.soloistFactor)}-fach, jeder Gegner einfach, und Sonderpunkte zählen nicht.`,
  pflichtsolo: rich`Ein Pflichtsolo geht vor einem Lustsolo: das erste Solo eines Spielers in der Runde ist sein Pflichtsolo, jedes weitere ein Lustsolo. Beim Pflichtsolo spielt der Solist zum ersten Stich aus, und danach gibt derselbe Geber noch einmal. Beim Lustsolo spielt der Spieler links vom Geber aus, und das Geben geht normal weiter.`,
  tournament: ({ f }: FactPair): Rich =>
    rich`Eine Turnierrunde hat ${num(f.tournamentDeals)} Spiele, und jeder schuldet darin ein Pflichtsolo. Sind noch so viele Pflichtsoli offen wie Spiele übrig, wird der erste Spieler links vom Geber, der noch eins schuldet, vorgeführt: er muss sein Solo jetzt spielen. Nach einem vorgeführten Solo gibt der nächste Geber.`,

  calls: ({ f }: FactPair): Rich =>
    rich`Re oder Kontra, die Ansage (die erste Ansage einer Partei, die Erstansage), bringt ${num(f.ansagePoints)} Punkte auf den Spielwert. Jede Absage, keine 90, keine 60, keine 30, schwarz, bringt ${num(f.absagePoints)} Punkt mehr und verspricht, dass die Gegner unter 90, 60 oder 30 Augen bleiben oder keinen Stich machen. Eine Absage braucht vorher das Re oder Kontra der eigenen Partei (das des Partners zählt). Eine Partei darf Stufen überspringen, solange jede übersprungene noch rechtzeitig wäre, und alle zählen. Angesagt werden darf auch, wenn man nicht dran ist.`,
  deadlinesIntro: rich`Eine Frist zählt die Karten, die der Ansager noch auf der Hand hat. Eine Erwiderung, Re oder Kontra gegen die Ansage der Gegner, darf eine Karte später kommen, als jene Ansage es brauchte, wie die Zeilen für die Erwiderung zeigen; eine Partei, die spät erwidert hat, darf danach keine Absage mehr machen. Für das Spiel ohne Neunen (Hausregel) nennen die DDV-Regeln keine Fristen: die Spalte dafür legt diese Seite selbst fest, nach Stichen gezählt wie bei FreeDoko.`,
  deadlineTable: {
    caption: 'Fristen der Ansagen: so viele Karten hast du noch auf der Hand (vor deiner Karte Nr.)',
    call: 'Ansage',
    deck: (cards: number, hand: number) => `${num(cards)} Karten (je ${num(hand)})`,
    shift: (trick: number, first: boolean) => (first ? 'normal, Solo' : `Hochzeit geklärt in Stich ${num(trick)}`),
    cell: (inHand: number, card: number) => `${num(inHand)} (Karte ${num(card)})`,
    reply: 'Erwiderung darauf',
    ansage: 'Re / Kontra',
  },
  forced: ({ f }: FactPair): Rich =>
    rich`Hausregel Pflichtansage: eine Partei, die im ersten Stich ${num(f.forcedAnnouncementPoints)} oder mehr Augen macht (bei der Hochzeit im ersten Stich nach dem Klärungsstich), muss rechtzeitig Re oder Kontra ansagen; ist die Frist schon vorbei, direkt nach diesem Stich.`,

  targetsIntro: rich`Eine Ansage lässt die Ziele, wie sie sind (nur ein „Kontra“ allein gibt den Gleichstand an Re); eine Absage setzt das eigene Ziel des Ansagers, und die Gegner müssen es nur brechen. Haben beide Parteien abgesagt, können beide scheitern: dann gewinnt niemand.`,
  targetTable: {
    caption: 'Ziele nach den Ansagen',
    reCall: 'Höchste Ansage von Re',
    kontraCall: 'Höchste Ansage von Kontra',
    reNeeds: 'Re gewinnt mit',
    kontraNeeds: 'Kontra gewinnt mit',
    none: 'keine',
    noAbsage: (party: string): Rich => rich`keine oder ${party}`,
    points: (n: number) => `≥ ${num(n)}`,
    allTricks: (n48: number, n40: number) => `allen ${num(n48)} Stichen (${num(n40)} ohne Neunen)`,
    oneTrick: 'irgendeinem Stich, auch einem ohne Augen',
  },

  scoringIntro: ({ f }: FactPair): Rich =>
    rich`Plus-Minus-Wertung. Jede Zeile geht an die Partei, die gewonnen hat, egal wer angesagt hat; der Spielwert W ist die Summe der Zeilen von Re minus die von Kontra. Im Normalspiel schreibt jeder Re-Spieler +W und jeder Kontra-Spieler −W; im Solo schreibt der Solist ${num(f.soloistFactor)}×W und jeder Gegner −W. Die vier Ergebnisse ergeben zusammen immer null.`,
  lineTable: {
    caption: 'Jede Zeile des Spielwerts',
    line: 'Zeile',
    points: 'Punkte',
    to: 'Geht an',
    noWinner: 'Ohne Gewinner',
    solo: 'Im Solo',
    yes: 'ja',
    no: 'nein',
    winner: 'die Gewinner',
    earner: 'wer ihn verdient hat',
    kontraWins: 'Kontra, wenn es gewinnt',
  },
  lineGroup: {
    result: 'Gewonnen, und wie hoch (TSR 7.2.2 a)',
    ansage: 'Ansagen (b)',
    absage: 'Absagen (c, d)',
    reached: 'Gegen eine Absage erreicht (e, f)',
    special: 'Sonderpunkte (7.2.3): nur im Normalspiel',
  } satisfies Record<LineGroup, string>,
  /** Wofür es einen Sonderpunkt gibt, wo die Zeile es nicht selbst sagt. */
  specialWhen: ({ f }: FactPair): Partial<Record<LineReason, string>> => ({
    againstTheElders: 'wenn Kontra gewinnt',
    doppelkopf: `einmal pro Stich mit ${num(f.doppelkopfPoints)} oder mehr Augen`,
    foxCaught: 'für jeden Fuchs der Gegner im Stich deiner Partei',
    karlchen: 'das Karlchen selbst macht ihn',
    karlchenCaught: 'das gegnerische Karlchen, mit irgendeiner Karte gefangen',
    lieschenMueller: 'nur mit einer Karo-Dame; gilt, wenn beide an sind',
  }),
  netting: rich`Sonderpunkte zählen im Normalspiel, in der geklärten Hochzeit und in der Armut, nie im Solo (auch nicht in der stillen oder allein gespielten Hochzeit). Die Sonderpunkte der Parteien werden zuerst gegeneinander verrechnet, dann mit dem Spielwert, sodass die Gewinner mit nichts oder sogar mit einem Minus dastehen können. Ein Fuchs, den der eigene Partner fängt, oder ein Fuchs, der seinen eigenen Stich macht, bringt nichts.`,
  noWinner: ({ f }: FactPair): Rich =>
    rich`Ohne Gewinner (beide Absagen gescheitert) zählen nur die Zeilen „unter … gespielt“, „schwarz gespielt“ und „erreicht“ und die Sonderpunkte, jeweils für die Partei, die sie verdient hat; nichts für Re, Kontra oder die Absagen, und kein „gegen die Alten“. Die Differenz entscheidet, wer das Plus schreibt. Ein Solo ohne Gewinner rechnet diese Seite wie jedes Solo, der Solist ${num(f.soloistFactor)}-fach; die TSR regeln diesen Fall nicht.`,
};
