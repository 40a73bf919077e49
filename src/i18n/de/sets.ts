/**
 * Die Aufgabensammlungen auf Deutsch: Zusammenstellen (/de/sets/), Durcharbeiten (/de/sets/run/),
 * Arbeitsblatt und Lösungsblatt zum Drucken (/de/sets/print/). Einträge werden nach ihren Daten
 * benannt, Werte aus dem Link zeigt die Engine mit `quote`. Zwilling von src/i18n/en/sets.ts.
 */
import { quote, safeText } from '../../engine/excerpt.ts';
import { SILENT_SOLO_PLAYS, type HandChoice } from '../../engine/quiz/hand.ts';
import type { SoloKind } from '../../engine/order.ts';
import type { ItemProblem, SetError, SetItem } from '../../components/sets/format.ts';
import type { Missing } from '../../components/sets/resolve.ts';
import { MAX_SEED } from '../../engine/quiz/seed.ts';
import { num, percent, plural } from '../runtime/numbers.ts';
import { SOLO_NAME } from './analysis.ts';
import { leadText, scoreText } from './quiz.ts';
import { describeNotationError } from './notation.ts';

const eintraege = (n: number) => plural(n, { one: 'Eintrag', other: 'Einträge' });
/** Nach „von“: „einem Eintrag“, „5 Einträgen“. */
const vonEintraegen = (n: number) => (n === 1 ? 'einem Eintrag' : plural(n, { one: 'Eintrag', other: 'Einträgen' }));

export const KIND_WORD = {
  exercise: 'Lektionsübung',
  score: 'Spiel abrechnen',
  lead: 'Ausspiel wählen',
  leadSeed: 'Ausspiel wählen (erzeugt)',
  hand: 'Blatt zum Analysieren',
} as const;

/** Wie ein Eintrag in Listen, Hinweisen und auf Papier heißt. `title` ist sein Titel im Katalog, in dem er gefunden wurde. */
export function itemName(item: SetItem, title?: string): string {
  switch (item.kind) {
    case 'exercise':
      return title ? `${KIND_WORD.exercise}: ${title}` : `${KIND_WORD.exercise} ${quote(item.id)}`;
    case 'score':
      return `${KIND_WORD.score}: Stufe ${num(item.level)}, ${scoreText.levels[item.level]}, Mischung Nr. ${item.seed}`;
    case 'lead':
      return title ? `${KIND_WORD.lead}: ${title}` : `${KIND_WORD.lead}: Aufgabe ${quote(item.problem)}`;
    case 'leadSeed':
      return `${KIND_WORD.lead}: ${leadText.generatedTitle(item.seed)}`;
    case 'hand':
      return `${KIND_WORD.hand}: ${safeText(item.hand.trim(), 40)}`;
  }
}

function whyText(why: ItemProblem | Missing): string {
  switch (why.code) {
    case 'unknownExercise':
      return 'diese Übung gibt es nicht (die Lektionen haben sich vielleicht geändert, seit der Link gemacht wurde)';
    case 'unknownProblem':
      return 'diese Ausspielaufgabe gibt es nicht (die Aufgaben haben sich vielleicht geändert, seit der Link gemacht wurde)';
    case 'badHand':
      return `das Blatt lässt sich nicht lesen: ${describeNotationError(why.error)}`;
    case 'badRules':
      return 'message' in why
        ? `seine Regeln lassen sich nicht verwenden: ${why.message}`
        : `seine Regeln müssen ein Objekt aus Regelschlüsseln sein, gefunden: ${quote(why.got)}`;
    case 'unreadable':
      return `das ist kein Eintrag, den diese Seite lesen kann (gefunden: ${quote(why.got)})`;
    case 'unknownKind':
      return `${quote(why.got)} ist keine Art von Eintrag, die diese Seite kennt (vielleicht hat eine neuere Version der Seite den Link gemacht)`;
    case 'badId':
      return `${quote(why.got)} ist keine Kennung (kleingeschriebene Wörter mit Bindestrichen)`;
    case 'badLevel':
      return `Stufe ${quote(why.got)} gibt es nicht (Stufen 1 bis 8)`;
    case 'badSeed':
      return `${quote(why.got)} ist keine Nummer einer Mischung (eine ganze Zahl von 0 bis ${num(MAX_SEED)})`;
    case 'badHandText':
      return `das Blatt muss ein Text mit höchstens 300 Zeichen sein, gefunden: ${quote(why.got)}`;
  }
}

/** Eine Zeile zu einem Eintrag, der nicht verwendet werden kann: seine Stelle, sein Name, warum. */
export function brokenText(index: number, kind: SetItem['kind'] | null, item: SetItem | null, why: ItemProblem | Missing): string {
  const name = item ? itemName(item) : kind ? KIND_WORD[kind] : 'Ein Eintrag';
  return `Eintrag ${num(index + 1)} (${name}) kann nicht verwendet werden: ${whyText(why)}.`;
}

export function setErrorText(e: SetError): string {
  switch (e.code) {
    case 'missing':
      return 'In dieser Adresse steckt keine Aufgabensammlung. Lass dir den Link noch einmal schicken, oder stell dir selbst eine zusammen.';
    case 'tooLong':
      return `Dieser Link ist zu lang für eine Aufgabensammlung (${num(e.length)} Zeichen); vielleicht hängt anderer Text daran.`;
    case 'notBase64':
    case 'notJson':
      return 'Dieser Link zu einer Aufgabensammlung ist beschädigt: Ein Teil fehlt oder wurde verändert. Lass dir den Link noch einmal schicken.';
    case 'repeatedKey':
      return `Dieser Link zu einer Aufgabensammlung hat das Feld ${e.key} zweimal (bei ${safeText(e.path)}), er ließe sich also zweierlei lesen. Lass dir den Link noch einmal schicken.`;
    case 'notASet':
      return 'In diesem Link steckt keine Aufgabensammlung (doko-set/1).';
    case 'version':
      return `Diese Aufgabensammlung stammt aus einer anderen Version von Doko Trainer (${safeText(e.format)}); diese Seite liest doko-set/1.`;
    case 'field':
      return e.field === 't'
        ? `Der Titel der Sammlung muss ein Text mit höchstens 100 Zeichen sein, gefunden: ${quote(e.got)}.`
        : e.field === 'r'
          ? `Die Regeln der Sammlung müssen ein Objekt aus Regelschlüsseln sein, gefunden: ${quote(e.got)}.`
          : e.field === 'i'
            ? `Die Einträge der Sammlung müssen eine Liste sein, gefunden: ${quote(e.got)}.`
            : `Die Sammlung hat ein Feld, das diese Seite nicht kennt: ${quote(e.field)}.`;
    case 'noItems':
      return 'Diese Aufgabensammlung hat keine Einträge.';
    case 'tooManyItems':
      return `Diese Aufgabensammlung hat ${eintraege(e.count)}; eine Sammlung fasst höchstens 30.`;
  }
}

/** Ein Solo als Antwort, mit Artikel: „Das Kreuzsolo“, „Der Fleischlose“ (ein Solo, kein Spiel: männlich). */
const theSolo = (k: SoloKind) => (k === 'aces' ? 'Der Fleischlose' : `Das ${SOLO_NAME[k]}`);

export const setsText = {
  nav: 'Aufgabensammlungen',
  teacherLink: 'Für Lehrer: eine Aufgabensammlung zusammenstellen',
  defaultTitle: 'Aufgabensammlung',
  composer: {
    title: 'Aufgabensammlung zusammenstellen',
    intro:
      'Such Übungen, Abrechnungsspiele, Ausspielaufgaben und Blätter für eine Schulung oder einen Vereinsabend aus. Die Sammlung steckt in ihrem Link: schicke ihn deinen Schülern oder drucke ein Arbeitsblatt mit Lösungsblatt.',
    titleLabel: 'Titel der Sammlung',
    rulesLegend: 'Regeln für die Abrechnungsspiele und Blätter',
    rulesDdv: 'DDV-Turnierregeln',
    rulesMine: (labels: string) => `Deine Hausregeln (${labels})`,
    rulesNote: 'Lektionsübungen und die ausgewählten Ausspielaufgaben behalten ihre eigenen Regeln.',
    catalogues: 'Einträge hinzufügen',
    exercises: {
      heading: 'Lektionsübung',
      label: 'Übung',
      add: 'Übung hinzufügen',
    },
    score: {
      heading: 'Spiel abrechnen',
      level: 'Stufe',
      seed: 'Mischung Nr.',
      another: 'Anderes Spiel',
      add: 'Abrechnung hinzufügen',
    },
    lead: {
      heading: 'Ausspiel wählen',
      label: 'Aufgabe',
      add: 'Ausspielaufgabe hinzufügen',
      generatedLabel: 'Oder ein erzeugtes Ausspiel, Mischung Nr.',
      addGenerated: 'Erzeugtes Ausspiel hinzufügen',
    },
    hand: {
      heading: 'Blatt zum Analysieren',
      label: 'Blatt',
      hint: 'Zwölf Karten (zehn ohne Neunen), z. B. ♣D ♣D ♠A ♥10 … oder CQ CQ SA H10 …',
      add: 'Blatt hinzufügen',
    },
    badSeed: `Die Nummer einer Mischung ist eine ganze Zahl von 0 bis ${num(MAX_SEED)}.`,
    full: 'Eine Sammlung fasst höchstens 30 Einträge. Nimm einen heraus, um einen anderen hinzuzufügen.',
    list: {
      heading: (n: number) => `Die Sammlung (${eintraege(n)})`,
      empty: 'Noch keine Einträge: füge oben welche hinzu.',
      up: 'Nach oben',
      down: 'Nach unten',
      remove: 'Entfernen',
      upLabel: (name: string) => `Nach oben: ${name}`,
      downLabel: (name: string) => `Nach unten: ${name}`,
      removeLabel: (name: string) => `Entfernen: ${name}`,
    },
    said: {
      added: (name: string, n: number) => `Als Eintrag ${num(n)} hinzugefügt: ${name}.`,
      moved: (name: string, n: number) => `Auf Platz ${num(n)} verschoben: ${name}.`,
      removed: (name: string) => `Entfernt: ${name}.`,
    },
    share: {
      heading: 'Sammlung weitergeben',
      linkLabel: 'Link für deine Schüler',
      copy: 'Link kopieren',
      copied: 'Kopiert. Füge ihn in eine Nachricht oder ein Dokument ein.',
      copyFailed: 'Dieser Browser lässt die Seite nicht kopieren: markiere den Link oben und kopiere ihn selbst.',
      open: 'Als Schüler ausprobieren',
      worksheet: 'Arbeitsblatt zum Drucken',
      key: 'Lösungsblatt',
      none: 'Füge einen Eintrag hinzu, dann gibt es einen Link.',
    },
  },
  run: {
    label: 'Aufgabensammlung',
    intro: (n: number) => `${eintraege(n)}. Deine Antworten bleiben in diesem Browser; bei jedem Eintrag zählt die erste Antwort.`,
    untitled: 'Der Link dieser Sammlung gibt ihr keinen Titel (nur Leerraum), deshalb heißt sie „Aufgabensammlung“.',
    broken: (k: number, n: number) => `${num(k)} von ${vonEintraegen(n)} ${k === 1 ? 'kann' : 'können'} nicht verwendet werden; der Rest der Sammlung läuft.`,
    noneLeft: 'Keiner der Einträge dieser Sammlung kann verwendet werden.',
    steps: 'Einträge',
    stepState: (credit: number | null) => (credit === null ? 'noch nicht beantwortet' : `beantwortet, ${percent(credit)}`),
    position: (i: number, n: number) => `Eintrag ${num(i)} von ${num(n)}`,
    previous: 'Voriger Eintrag',
    next: 'Nächster Eintrag',
    finish: 'Zur Übersicht',
    makeOwn: 'Aufgabensammlung zusammenstellen',
    print: 'Arbeitsblatt drucken',
    printKey: 'Lösungsblatt',
  },
  summary: {
    heading: 'Übersicht',
    result: (answered: number, n: number, credit: number) =>
      answered === 0
        ? `Noch kein Eintrag beantwortet (von ${num(n)}).`
        : `Du hast ${num(answered)} von ${vonEintraegen(n)} beantwortet; deine ersten Antworten bringen ${percent(credit)} der vollen Wertung.`,
    item: 'Eintrag',
    outcome: 'Deine erste Antwort',
    notAnswered: 'nicht beantwortet',
    credit: (credit: number) =>
      credit >= 1 ? `richtig (${percent(credit)})` : credit > 0 ? `teilweise richtig (${percent(credit)})` : `nicht richtig (${percent(0)})`,
    again: 'Sammlung neu beginnen',
    againDone: 'Deine Antworten zu dieser Sammlung sind gelöscht.',
    back: 'Zurück zu den Einträgen',
  },
  exercise: {
    loading: 'Die Übung wird geladen …',
    notThisExercise: 'die gefundene Datei ist nicht diese Übung',
    failed: (message: string) =>
      `Diese Übung ließ sich nicht laden (${message}). Prüfe deine Verbindung und öffne die Sammlung noch einmal, oder mache die Übung in ihrer Lektion.`,
    inLesson: (lesson: string) => `In der Lektion „${lesson}“ üben`,
  },
  hand: {
    question: 'Was würdest du mit diesem Blatt spielen? Du darfst ein Solo anmelden; du kommst nicht raus.',
    /** Jedes Spiel, zu dem das Blatt am Tisch führen kann (engine/quiz/hand.ts handChoices). */
    choice: (c: HandChoice): string =>
      c === 'normal'
        ? 'Kein Solo: ein Normalspiel'
        : c === 'marriage'
          ? 'Hochzeit anmelden'
          : c === 'silentSolo'
            ? 'Nichts sagen: ein stilles Solo'
            : theSolo(c),
    bothQueens:
      'Du hast beide Kreuz-Damen: wenn du am Tisch nichts sagst, ist das ein stilles Solo, ein Normalspiel gibt es also nicht; dein Vorbehalt für dieses Blatt ist die Hochzeit.',
    silentIsTheSolo: `Ein stilles Solo spielt sich wie das ${SOLO_NAME[SILENT_SOLO_PLAYS]}, mit denselben Trümpfen und derselben Abrechnung: es zählt als diese Antwort.`,
    notAChoice: 'Diese Wahl gibt es für dieses Blatt nicht.',
    answer: 'Antworten',
    pick: 'Wähle erst eine Antwort.',
    yourChoice: (choice: string) => `Deine Wahl: ${choice}.`,
    waiting: 'Die Simulation läuft noch; deine Antwort wird bewertet, sobald sie fertig ist.',
    agree: 'Die Simulation empfiehlt dasselbe.',
    differ: (best: string) => `Die Simulation empfiehlt etwas anderes: ${best}.`,
    analysis: 'Die Analyse',
  },
  print: {
    worksheet: 'Arbeitsblatt',
    key: 'Lösungsblatt',
    heading: (title: string, key: boolean) => `${title} – ${key ? 'Lösungsblatt' : 'Arbeitsblatt'}`,
    name: 'Name',
    date: 'Datum',
    print: 'Drucken',
    showKey: 'Lösungsblatt zeigen',
    showWorksheet: 'Arbeitsblatt zeigen',
    back: 'Zurück zur Sammlung',
    computing: 'Die Lösungen werden ausgerechnet …',
    computed: 'Das Lösungsblatt ist vollständig.',
    preparing: 'Die Spiele werden vorbereitet …',
    worksheetReady: 'Das Arbeitsblatt ist fertig zum Drucken.',
    workerStopped: 'die Berechnung im Hintergrund ist abgebrochen',
    keyFailed: (message: string) => `Die Lösung für diesen Eintrag ließ sich nicht ausrechnen: ${message}`,
    answer: 'Deine Antwort',
    why: 'Warum',
    scoreTask: 'Fülle den Abrechnungszettel dieses Spiels aus.',
    winner: 'Gewinner (einkreisen): Re · Kontra · niemand',
    scores: 'Punkte',
    leadTask: 'Mit welcher Karte kommst du raus?',
    handTask: 'Was würdest du mit diesem Blatt spielen, und warum?',
    handShown: 'Dein Blatt',
    exerciseFailed: (message: string) => `Diese Übung ließ sich nicht laden (${message}); drucke noch einmal, wenn du online bist.`,
    pickOne: (cards: boolean) => (cards ? 'Kreise die eine richtige Karte ein.' : 'Kreuze die eine richtige Antwort an.'),
    selectAll: (cards: boolean) => (cards ? 'Kreise jede richtige Karte ein (vielleicht keine).' : 'Kreuze jede richtige Antwort an (vielleicht keine).'),
    orderTask: 'Schreibe die Karten der Reihe nach auf: die Trümpfe von hoch nach niedrig, dann jede Fehlfarbe.',
    partiesTask: 'Kreise für jeden Spieler ein, was du wissen kannst: Re, Kontra oder unbekannt.',
    partiesChoices: 'Re · Kontra · unbekannt',
    reservationTask: 'Schreibe auf, was du beim Vorbehalt sagst und wer die erste Karte ausspielt.',
    sheetTask: 'Fülle den Abrechnungszettel aus: jede Zeile, den Spielwert und die Punkte jedes Spielers.',
    noneRight: 'Keine davon.',
    sorted: 'Der Reihe nach',
    keyCard: 'Richtige Antwort',
    ruleOfThumb: 'Faustregel',
    bestLead: (card: string) => `Bestes Ausspiel: ${card}.`,
    credits: (list: string) => `Teilwertung: ${list}.`,
    simulated: (card: string, samples: number) => `Das beste Ausspiel der Simulation: ${card} (${num(samples)} simulierte Spiele).`,
    alsoGood: (list: string) => `Innerhalb der Messgenauigkeit der Simulation genauso gut: ${list}.`,
    handAnswer: (choice: string) => `Lösung: ${choice}.`,
    /** Unter der Lösung eines Blatts mit beiden Kreuz-Damen: was die Analyse verglichen hat und wofür ein stilles Solo zählt. */
    handBothQueens: `Mit beiden Kreuz-Damen gibt es kein Normalspiel: die Analyse vergleicht die Soli mit der angemeldeten Hochzeit, und ein stilles Solo zählt als ${SOLO_NAME[SILENT_SOLO_PLAYS]}.`,
    instant: (best: string | null) =>
      best
        ? `Nach den Faustregeln passt ${best === SOLO_NAME.aces ? 'der Fleischlose' : `das ${best}`} am besten zu diesem Blatt.`
        : 'Nach den Faustregeln passt kein Solo zu diesem Blatt.',
    explanation: 'Erklärung',
    brokenHeading: 'Ausgelassene Einträge',
  },
};
