/** What the search sends to Pagefind (src/search/query.ts, widen.ts) and how a page is read for the index (spacedBlocks). */
import { describe, expect, it } from 'vitest';
import { searchText as de } from '../../src/i18n/de/app.ts';
import { searchText as en } from '#words/app';
import { spacedBlocks } from '../../src/search/indexIntegration.ts';
import { searchTerms } from '../../src/search/query.ts';
import { ENOUGH, widen } from '../../src/search/widen.ts';

describe('search terms', () => {
  it('leaves the stop words of a question out, in either language', () => {
    expect(searchTerms('How many points is a king?', en.stopWords, en.aliases)).toBe('points king');
    expect(searchTerms('who wins a trick', en.stopWords, en.aliases)).toBe('wins trick');
    expect(searchTerms('Wie viele Augen hat ein König?', de.stopWords, de.aliases)).toBe('augen könig');
    expect(searchTerms('a', en.stopWords)).toBe('');
    expect(searchTerms('as an', en.stopWords)).toBe('');
    expect(searchTerms('der die wie', de.stopWords)).toBe('');
  });
  it('keeps table words, "no 90" and "keine 90", suit symbols and umlauts', () => {
    expect(searchTerms('what does no 90 mean', en.stopWords)).toBe('no 90');
    expect(searchTerms('was heißt keine 90', de.stopWords)).toBe('keine 90');
    expect(searchTerms('♣Q Fuchs Dulle Schweinchen Ass', de.stopWords)).toBe('♣q fuchs dulle schweinchen ass');
    for (const table of ['fox', 'ace', 'trump', 'marriage', 'solo', 're', 'kontra', 'no']) expect(en.stopWords).not.toContain(table);
    for (const table of ['ass', 'as', 'fuchs', 'trumpf', 're', 'kontra', 'keine', 'kein', 'stich']) expect(de.stopWords).not.toContain(table);
  });
  it('puts table talk in the words the pages use', () => {
    expect(searchTerms('wer kommt raus', de.stopWords, de.aliases)).toBe('vorhand');
    expect(searchTerms('welche Karte spiele ich aus', de.stopWords, de.aliases)).toBe('karte ausspielen');
    expect(searchTerms('wann wird geschmissen', de.stopWords, de.aliases)).toBe('schmeißen');
  });
  it('every stop word is lower case, as the query is compared, and every alias is "phrase → words"', () => {
    for (const t of [en, de]) {
      for (const w of t.stopWords) expect(w).toBe(w.toLocaleLowerCase());
      for (const a of t.aliases) expect(a).toMatch(/^[^→]+ → [^→]+$/);
    }
  });
});

describe('widening a search with few pages', () => {
  const page = (id: string, score: number) => ({ id, score });
  const byWord: Readonly<Record<string, { id: string; score: number }[]>> = {
    score: [page('sheet', 3), page('solo', 1)],
    sheet: [page('sheet', 2), page('table', 5)],
    work: [],
  };
  const search = async (w: string) => byWord[w] ?? [];
  it('adds the pages holding at least half of the words, most words first, then by score', async () => {
    expect((await widen(['score', 'sheet', 'work'], [], search)).map((x) => x.id)).toEqual(['sheet']);
    expect((await widen(['score', 'sheet'], [], search)).map((x) => x.id)).toEqual(['sheet', 'table', 'solo']);
  });
  it('keeps the pages with every word first, and leaves a search with enough of them, or of one word, alone', async () => {
    expect((await widen(['score', 'sheet'], [page('solo', 9)], search)).map((x) => x.id)).toEqual(['solo', 'sheet', 'table']);
    const enough = Array.from({ length: ENOUGH }, (_, i) => page(`p${i}`, 1));
    expect(await widen(['score', 'sheet'], enough, search)).toEqual(enough);
    expect(await widen(['score'], [], search)).toEqual([]);
  });
});

describe('the page as the index reads it', () => {
  it('has a space after every cell, caption and list item, so a snippet never glues them', () => {
    expect(spacedBlocks('<table><caption>Points</caption><tr><th>Rank</th><th>Points</th></tr></table>')).toBe(
      '<table><caption>Points</caption> <tr><th>Rank</th> <th>Points</th> </tr> </table>',
    );
    expect(spacedBlocks('<span>a</span><span>b</span>')).toBe('<span>a</span><span>b</span>');
  });
});
