// What the search sends to Pagefind for what the player typed: the words of a question that say
// something about its subject, without its stop words ("how many points is a king?" → "points
// king"), so that "a", "is" or "der" neither rank a page nor get marked in a snippet; and table
// talk the pages say otherwise put in their words first ("wer kommt raus" → "vorhand"), since
// Pagefind has no synonyms and no stemmer joins "spiele … aus" to "ausspielen". Pure, so it is
// tested without a browser (tests/site/search-query.test.ts).

/** A word: letters (any script, umlauts), digits and the suit symbols; anything else separates words. */
const WORD = /[\p{L}\p{N}♣♠♥♦]+/gu;

const wordsOf = (text: string) => (text.toLocaleLowerCase().match(WORD) ?? []) as string[];

/**
 * The query's words, aliases replaced (each "phrase → words": a phrase of the query by the words
 * the pages use) and stop words left out, in order, lower case; '' when nothing is left.
 */
export function searchTerms(query: string, stopWords: readonly string[], aliases: readonly string[] = []): string {
  let words = wordsOf(query);
  for (const alias of aliases) {
    const [phrase, meant = ''] = alias.split('→');
    const from = wordsOf(phrase);
    for (let i = 0; from.length > 0 && i + from.length <= words.length; i++) {
      if (from.every((w, k) => words[i + k] === w)) words = [...words.slice(0, i), ...wordsOf(meant), ...words.slice(i + from.length)];
    }
  }
  const stop = new Set(stopWords);
  return words.filter((w) => !stop.has(w)).join(' ');
}
