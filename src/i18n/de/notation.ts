/**
 * Die Probleme einer getippten oder eingefügten Hand auf Deutsch (engine/notation.ts), jede Karte nach ihrer Stelle benannt. Zwilling von src/i18n/en/notation.ts.
 */
import { deck, type CardId } from '../../engine/cards.ts';
import { quote } from '../../engine/excerpt.ts';
import { cardName, cardShort } from '../../engine/names.ts';
import type { NotationError, NotationProblemData, NotationSystem } from '../../engine/notation.ts';
import { num } from '../runtime/numbers.ts';

const de = { lang: 'de' } as const;

/** „1.“, „2.“, „11.“: die deutsche Ordnungszahl. */
export function ordinal(n: number): string {
  return `${n}.`;
}

/**
 * Die Buchstaben, in denen deutsche Spieler Karten schreiben (KD, PZ, HA, KaA): Sie entscheiden
 * eine Eingabe, die zwei Schreibweisen gleich gut lesen, KD ist hier also die Kreuz-Dame.
 */
export const PREFERRED_LETTERS: NotationSystem = 'german';

const NOTATION_SYSTEM_WORD: Readonly<Record<NotationSystem, string>> = {
  english: 'englische Buchstaben',
  englishRankFirst: 'englische Buchstaben, Rang zuerst',
  german: 'deutsche Buchstaben',
  germanSuited: 'Buchstaben des deutschen Blatts',
};

function describeReading(card: CardId, system: NotationSystem): string {
  const name = system === 'germanSuited' ? cardName(card, { lang: 'de', faces: 'german' }) : cardName(card, de);
  return `${name} (${NOTATION_SYSTEM_WORD[system]})`;
}

const cardCount = (n: number) => (n === 1 ? 'eine Karte' : `${num(n)} Karten`);

/** Ein Problem einer eingefügten Hand, die Karte nach ihrer Stelle benannt: „die 4. Karte, "XX", ist keine Karte“. */
export function describeNotationProblem(p: NotationProblemData): string {
  const which = `die ${ordinal(p.place ?? 1)} Karte, ${quote(p.token ?? '')},`;
  switch (p.code) {
    case 'tooLong':
      return `der Text ist ${num(p.found ?? 0)} Zeichen lang, mehr als die ${num(p.expected ?? 0)}, die ein Blatt braucht: füge nur deine Karten ein`;
    case 'empty':
      return `das Blatt ist leer: gib ${p.expected} Karten ein`;
    case 'unknownToken':
      return `${which} ist keine Karte`;
    case 'ambiguous': {
      const [a, b] = p.cards ?? [];
      const [sa, sb] = p.systems ?? [];
      return `${which} kann ${describeReading(a, sa)} oder ${describeReading(b, sb)} sein: schreib ${cardShort(a)} oder ${cardShort(b)}`;
    }
    case 'wrongCount':
      return p.token === undefined
        ? `das Blatt hat ${cardCount(p.found ?? 0)}, muss aber ${p.expected} haben`
        : `das Blatt hat ${cardCount(p.found ?? 0)}, muss aber ${p.expected} haben: die ${ordinal(p.place ?? 1)} ist ${quote(p.token)}`;
    case 'tooManyCopies':
      return `${which} ist ${cardName(p.cards?.[0] ?? 'CQ', de)} ein drittes Mal, aber jede Karte gibt es nur zweimal`;
    case 'nineWithoutNines':
      return `${which} ist eine Neun (${cardName(p.cards?.[0] ?? 'C9', de)}), aber das Blatt mit ${deck({ withoutNines: true }).length} Karten hat keine Neunen`;
  }
}

/** Mehrere Probleme in einer Zeile: die ersten zwei, dann wie viele noch (eine Seite markiert jedes im Feld). */
export function joinNotationProblems(messages: readonly string[]): string {
  const more = messages.length - 2;
  const shown = messages.slice(0, 2).join('; ');
  return more > 0 ? `${shown}; und ${more === 1 ? 'ein weiteres Problem' : `${num(more)} weitere Probleme`}` : shown;
}

/** Alles, was an einer Eingabe falsch ist, in einer Zeile. */
export function describeNotationError(e: NotationError): string {
  return joinNotationProblems(e.problems.map(describeNotationProblem));
}
