/** Die Teile auf jeder Seite: die installierbare App (Hinweis auf eine neue Version) und die Suche. */
import type * as En from '../en/app.ts';

export type { SearchKind } from '../en/app.ts';

export const appText = {
  manifest: {
    name: 'Doko Trainer: Doppelkopf lernen',
    shortName: 'Doko Trainer',
    description: 'Lektionen, Übungen, ein Übungstisch und eine Blattanalyse für Doppelkopf. Läuft offline, sobald einmal geöffnet.',
  },
  update: {
    ready: 'Eine neue Version von Doko Trainer ist da.',
    reload: 'Neu laden',
    later: 'Später',
    hint: 'Neu laden startet die Seite von vorn: beende erst deine Antwort.',
  },
} satisfies typeof En.appText;

export const searchText = {
  label: 'Lektionen, Regeln und Glossar durchsuchen',
  placeholder: 'Suchen',
  shortcut: 'Mit / suchen',
  submit: 'Suchen',
  close: 'Suche schließen',
  pageTitle: 'Suche',
  pageIntro: 'Durchsuche die Lektionen, die Regelübersicht und das Glossar. Klappt auch offline, sobald die Seite einmal geöffnet war.',
  loading: 'Die Suche wird geladen …',
  searching: 'Suche läuft …',
  typeMore: 'Gib ein Wort ein: ein Wort vom Tisch wie Fuchs, Dulle oder Hochzeit.',
  none: 'Nichts gefunden für „{q}“. Versuche es mit einem anderen Wort vom Tisch oder mit weniger Buchstaben.',
  count: { one: '{n} Treffer für „{q}“', other: '{n} Treffer für „{q}“' },
  more: 'Alle {n} Treffer zeigen',
  unavailable: 'Der Suchindex ließ sich nicht laden. Öffne die Seite einmal mit Internetverbindung (wer an der Seite mitbaut: führe npm run build aus) und versuche es noch einmal.',
  kind: { lesson: 'Lektion', rules: 'Regelübersicht', glossary: 'Glossar', tool: 'Werkzeug' },
  /** Wörter einer Frage, die nichts über ihr Thema sagen: Die Suche lässt sie weg. Nicht „kein“ (keine 90) und kein Wort vom Tisch. */
  stopWords: [
    'am', 'an', 'auch', 'auf', 'bei', 'bin', 'bist', 'da', 'dann', 'darf', 'das', 'dass', 'dein', 'deine', 'dem', 'den', 'der', 'des',
    'die', 'du', 'ein', 'eine', 'einem', 'einen', 'einer', 'eines', 'er', 'es', 'für', 'gibt', 'hat', 'habe', 'haben', 'heißt', 'ich',
    'im', 'in', 'ist', 'kann', 'man', 'mein', 'meine', 'mich', 'mir', 'mit', 'muss', 'oder', 'passiert', 'sind', 'soll', 'und', 'viel',
    'viele', 'von', 'wann', 'warum', 'was', 'welche', 'welcher', 'welches', 'wem', 'wen', 'wer', 'werden', 'wie', 'wieso', 'wird', 'wo',
    'zu', 'zum', 'zur', 'funktioniert',
  ] as readonly string[],
  /** Wie am Tisch gefragt wird, wo die Seiten andere Worte haben: trennbare Verben und Partizipien, die kein Wortstamm zusammenführt. */
  aliases: [
    'kommt raus → Vorhand',
    'komme raus → Vorhand',
    'rauskommen → Vorhand',
    'spiele aus → ausspielen',
    'spiele ich aus → ausspielen',
    'spielt aus → ausspielen',
    'geschmissen → schmeißen',
  ] as readonly string[],
} satisfies typeof En.searchText;
