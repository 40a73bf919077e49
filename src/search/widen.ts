// Pagefind finds the pages that hold every word of a search. A plain question often has a word no
// page holds ("how does the score sheet work", "wer kommt raus"), and then finds little or
// nothing. So when the pages with every word are fewer than ENOUGH, the pages with most of the
// words follow them: at least half of the words, those with more words first, then by Pagefind's
// score summed over the words. Pure (the searches are passed in), tested in tests/site/search-query.test.ts.

/** A result as Pagefind gives it (pagefind.js, version 1): an id, a score, its data on demand. */
export interface ScoredResult {
  readonly id: string;
  readonly score: number;
}

/** With fewer pages than this holding every word, pages holding most words are added. */
export const ENOUGH = 3;

/**
 * The results of a search for every word, then (when they are few) the pages holding at least
 * half of the words. `searchWord` searches one word.
 */
export async function widen<R extends ScoredResult>(
  words: readonly string[],
  every: readonly R[],
  searchWord: (word: string) => Promise<readonly R[]>,
): Promise<R[]> {
  if (words.length < 2 || every.length >= ENOUGH) return [...every];
  const perWord = await Promise.all(words.map(searchWord));
  const tally = new Map<string, { result: R; words: number; score: number }>();
  for (const results of perWord)
    for (const r of results) {
      const t = tally.get(r.id) ?? { result: r, words: 0, score: 0 };
      t.words++;
      t.score += r.score;
      tally.set(r.id, t);
    }
  const listed = new Set(every.map((r) => r.id));
  const most = [...tally.values()]
    .filter((t) => !listed.has(t.result.id) && t.words * 2 >= words.length)
    .sort((a, b) => b.words - a.words || b.score - a.score)
    .map((t) => t.result);
  return [...every, ...most];
}
