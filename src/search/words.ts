// The words of the search, handed from the page's markup to the search script. The script is one
// module shared by every language of a page (Astro bundles a <script> once per file), so it
// cannot import a catalogue: the page writes its language's words into data-search-words.
import type { SearchKind, searchText } from '#words/app';

export interface SearchWords {
  readonly typeMore: string;
  readonly searching: string;
  readonly unavailable: string;
  /** Templates: {q} the query, {n} a number. */
  readonly none: string;
  readonly count: { readonly one: string; readonly other: string };
  readonly more: string;
  readonly kind: Readonly<Record<SearchKind, string>>;
  /** The search page of the page's language ('/search/', '/de/search/'). */
  readonly page: string;
  /** Lower-case words a query leaves out, and phrases it puts in the pages' words (src/search/query.ts). */
  readonly stopWords: readonly string[];
  readonly aliases: readonly string[];
}

/** What a page writes into data-search-words, from its language's catalogue. */
export function searchWords(t: typeof searchText, page: string): string {
  const words: SearchWords = {
    typeMore: t.typeMore,
    searching: t.searching,
    unavailable: t.unavailable,
    none: t.none,
    count: t.count,
    more: t.more,
    kind: t.kind,
    page,
    stopWords: t.stopWords,
    aliases: t.aliases,
  };
  return JSON.stringify(words);
}

/** The words an element carries, or null when they are missing or unreadable (then the search stays off). */
export function readSearchWords(el: HTMLElement): SearchWords | null {
  try {
    const w = JSON.parse(el.dataset.searchWords ?? '') as SearchWords;
    const stopWords = Array.isArray(w?.stopWords) && w.stopWords.every((x) => typeof x === 'string');
    const aliases = Array.isArray(w?.aliases) && w.aliases.every((x) => typeof x === 'string');
    return typeof w?.typeMore === 'string' && typeof w.count?.one === 'string' && typeof w.page === 'string' && stopWords && aliases ? w : null;
  } catch {
    return null;
  }
}

/** A template filled in the page's language: "{n} results for “{q}”" → "1.234 Treffer für „Fuchs“". */
export function fill(template: string, values: { readonly q?: string; readonly n?: number }, lang: string): string {
  return template.replace(/\{(q|n)\}/g, (m, key: string) =>
    key === 'q' ? (values.q ?? m) : values.n === undefined ? m : new Intl.NumberFormat(lang).format(values.n),
  );
}

/** "1 result" / "3 results" by the language's plural rules. */
export function countText(words: SearchWords, n: number, q: string, lang: string): string {
  return fill(new Intl.PluralRules(lang).select(n) === 'one' ? words.count.one : words.count.other, { n, q }, lang);
}
