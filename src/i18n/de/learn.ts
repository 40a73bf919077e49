/**
 * Die Wörter der Lernseiten: Kopf einer Lektion, die Lernkarte (/learn/), der feste Teil der Stellung einer Übung. Zwilling von src/i18n/en/learn.ts.
 */
import type { PathGroupId } from '../../content/path.ts';
import { num, plural } from '../runtime/numbers.ts';

export const lessonText = {
  position: (group: string, n: number, total: number, minutes: number) => `${group} · Lektion ${num(n)} von ${num(total)} · etwa ${num(minutes)} Min.`,
  objectives: 'Du lernst',
  buildsOn: 'Am besten nach:',
  navLabel: 'Lektionen',
  previous: 'Vorige Lektion',
  next: 'Nächste Lektion',
  map: 'Der Lernpfad',
  backToMap: 'Zurück zum Lernpfad',
  firstDeal: 'Spiel dein erstes Spiel',
  firstDealText: 'Du weißt genug für ein Normalspiel. Spiel eins am Übungstisch, mit einem Trainer, der jede Karte erklärt.',
  orContinue: 'Oder mach mit dem ganzen Pfad weiter:',
  askedAgain: 'Noch einmal, mit einer neuen Aufgabe',
  askedAgainText: 'Diese hast du oben verpasst. Hier kommt jede noch einmal, mit anderen Karten.',
  askedAgainNote: 'Eine neue Aufgabe dieser Art wartet am Ende der Lektion auf dich.',
};
/** Die Gruppen des Lernpfads (src/content/path.ts): ihre Titel und Einleitungen. */
export const pathText = {
  'quick-start': {
    title: 'Schnellstart',
    intro:
      'Alles für dein erstes Normalspiel, in kleinen Schritten mit einer Übung nach jedem Gedanken. Danach spielst du dein erstes Spiel mit einem Trainer an deiner Seite.',
  },
  cards: {
    title: 'Karten und Stiche genauer',
    intro: 'Sortiere dein Blatt, zähle die Fehlfarben, entscheide zwischen zwei gleichen Karten und den Dullen, und lies, wer mit wem spielt.',
  },
  games: {
    title: 'Vorbehalte und Sonderspiele',
    intro: 'Vor der ersten Karte darf jeder ein Sonderspiel anmelden: Soli, die Hochzeit und, an Tischen, die sie spielen, die Armut.',
  },
  announcements: {
    title: 'Ansagen',
    intro: 'Re und Kontra, die Absagen von keine 90 bis schwarz, Erwiderungen und die Fristen, die sich bei einer Hochzeit und ohne Neunen verschieben.',
  },
  scoring: {
    title: 'Gewinnen und Abrechnen',
    intro: 'Was jede Partei nach den Ansagen braucht, die ganze Abrechnung, Sonderpunkte, Soli und Spiele ohne Gewinner.',
  },
  'house-rules': {
    title: 'Hausregeln',
    intro: 'Was viele Runden anders spielen als die Turnierregeln, und wie du es hier einschaltest.',
  },
  tactics: {
    title: 'Taktik',
    intro: 'Faustregeln guter Spieler, mit Stellungen zum Nachspielen: das Ausspiel, Schmieren, den Fuchs retten, Trümpfe halten und was eine Ansage riskiert.',
  },
  tournament: {
    title: 'Turnierspiel',
    intro: 'Die Turnierrunde, das Pflichtsolo und wer danach gibt.',
  },
} satisfies Record<PathGroupId, { title: string; intro: string }>;

export const learnPageText = {
  title: 'Lernen',
  description: 'Doppelkopf Schritt für Schritt lernen: erst ein Schnellstart, dann kleine Lektionen mit Übungen zum Ausprobieren.',
};

export const mapText = {
  title: 'Doppelkopf Schritt für Schritt lernen',
  intro:
    'Kleine Lektionen, jede mit einer Idee und gleich danach einer Übung. Fang mit dem Schnellstart an; danach nimm die Gruppen in beliebiger Reihenfolge. Deine Sterne werden in diesem Browser gespeichert.',
  minutes: (n: number) => `etwa ${num(n)} Min.`,
  total: (n: number, lessons: number) => `${plural(lessons, { one: 'Lektion', other: 'Lektionen' })}, etwa ${num(n)} Minuten`,
  groups: 'Die Gruppen der Lektionen',
  groupDone: (done: number, total: number) => `${num(done)} von ${num(total)} geschafft`,
  after: 'Am besten nach',
  notStarted: 'Noch nicht angefangen',
  partial: (solved: number, total: number) => `${num(solved)} von ${num(total)} gelöst`,
  done: (stars: number, max: number) => `Geschafft · ${num(stars)} von ${num(max)} Sternen`,
  noExercises: 'Keine Übungen',
  next: 'Als Nächstes',
  continue: (title: string) => `Weiter mit: ${title}`,
  start: (title: string) => `Fang hier an: ${title}`,
  allDone: 'Du hast jede Lektion geschafft. Bleib mit den Quizzen in Übung.',
  ready: 'bereit',
  progress: (solved: number, total: number) => `${num(solved)} von ${plural(total, { one: 'Übung', other: 'Übungen' })} gelöst`,
  exercises: (n: number) => plural(n, { one: 'Übung', other: 'Übungen' }),
  unknownExercise: (id: string) => `Eine Übung „${id}“ gibt es nicht mehr, vielleicht wurde sie umbenannt. Hier ist der ganze Pfad.`,
  firstDeal: 'Spiel dein erstes Spiel',
  firstDealText: 'Der Abschluss des Schnellstarts: ein ganzes Normalspiel am Übungstisch, mit einem Trainer an deiner Seite.',
  firstDealPlayed: 'Gespielt',
  firstDealNotYet: 'Noch nicht gespielt',
};
/** Der feste Teil der Stellung einer Übung (src/components/widgets/ExerciseContextView.tsx). */
export const contextText = {
  cardsToCount: 'Die Karten zum Zählen',
  theHand: 'Das Blatt',
  theCard: 'Die Karte',
  trickSoFar: 'Der Stich bisher',
  youLead: 'Noch keine Karte: du spielst aus.',
  calls: 'Ansagen',
  saidSoFar: 'Bisher gesagt:',
  vorbehalt: 'Vorbehalt',
  gesund: 'gesund',
  trickInOrder: 'Der Stich in Spielreihenfolge, mit der Partei jedes Spielers',
};
