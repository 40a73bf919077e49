// The search in the page: loads Pagefind's index (precached for offline use), searches as the
// player types and renders the hits. Used by the header's drop-down (headerSearch.ts) and by
// /search/. Loaded only when a search is opened, never with the page.
import { countText, fill, type SearchWords } from './words.ts';
import { toHit, type PagefindResultData, type SearchHit } from './hits.ts';
import { searchTerms } from './query.ts';
import { widen, type ScoredResult } from './widen.ts';

interface PagefindResult extends ScoredResult {
  data(): Promise<PagefindResultData>;
}
interface Pagefind {
  options(o: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string, o?: Record<string, unknown>): Promise<{ results: PagefindResult[] }>;
  debouncedSearch(term: string, o?: Record<string, unknown>, ms?: number): Promise<{ results: PagefindResult[] } | null>;
}

let pagefind: Promise<Pagefind> | undefined;
/** Pagefind's script lives in the built site (written after the bundle), so it is imported by URL. */
function loadPagefind(): Promise<Pagefind> {
  const url = '/pagefind/pagefind.js';
  pagefind ??= (import(/* @vite-ignore */ url) as Promise<Pagefind>).then(async (pf) => {
    await pf.options({ excerptLength: 24 });
    await pf.init();
    return pf;
  });
  pagefind.catch(() => (pagefind = undefined)); // try again next time (e.g. back online)
  return pagefind;
}

export interface SearchView {
  readonly input: HTMLInputElement;
  /** A polite live region: "3 results for …", "Nothing found…". */
  readonly status: HTMLElement;
  readonly list: HTMLOListElement;
  /** The page's words for the search (src/search/words.ts). */
  readonly words: SearchWords;
  /** How many hits to show; a "show all" link to /search/ follows when there are more. */
  readonly limit?: number;
  /** Called when a search starts, before any result is known (empty query: the field was cleared). */
  readonly onQuery?: (query: string) => void;
}

/** Search whenever the field changes; returns a function that searches for the field's value now. */
export function connectSearch(view: SearchView): () => Promise<void> {
  loadPagefind().catch(() => {});
  const t = view.words;
  const lang = document.documentElement.lang || 'en';
  let latest = 0;
  const run = async () => {
    const query = view.input.value.trim();
    const ticket = ++latest;
    view.onQuery?.(query);
    // Only stop words ("a", "wie") search nothing yet: the player is still typing the word that matters.
    const terms = searchTerms(query, t.stopWords, t.aliases);
    if (terms === '') {
      view.list.replaceChildren();
      view.status.textContent = t.typeMore;
      return;
    }
    view.status.textContent = t.searching;
    let hits: SearchHit[];
    let total: number;
    try {
      const pf = await loadPagefind();
      const found = await pf.debouncedSearch(terms, {}, 120);
      if (found === null || ticket !== latest) return; // a newer search replaced this one
      const results = await widen(terms.split(' '), found.results, async (word) => (await pf.search(word)).results);
      if (ticket !== latest) return;
      total = results.length;
      hits = (await Promise.all(results.slice(0, view.limit ?? total).map((r) => r.data()))).map(toHit);
    } catch {
      if (ticket === latest) view.status.textContent = t.unavailable;
      return;
    }
    if (ticket !== latest) return;
    view.status.textContent = total === 0 ? fill(t.none, { q: query }, lang) : countText(t, total, query, lang);
    view.list.replaceChildren(...hits.map((h) => renderHit(h, t)));
    if (view.limit !== undefined && total > view.limit) view.list.append(moreLink(query, total, t, lang));
  };
  view.input.addEventListener('input', run);
  return run;
}

function renderHit(hit: SearchHit, t: SearchWords): HTMLLIElement {
  const li = el('li', 'search-hit');
  const a = el('a');
  a.href = hit.url;
  const head = el('span', 'search-hit-head');
  head.append(el('span', 'search-hit-kind', t.kind[hit.kind]), el('span', 'search-hit-title', hit.title));
  if (hit.section) head.append(el('span', 'search-hit-section', hit.section));
  const excerpt = el('span', 'search-hit-excerpt');
  excerpt.append(...hit.excerpt.map((p) => (p.marked ? el('mark', undefined, p.text) : document.createTextNode(p.text))));
  a.append(head, excerpt);
  li.append(a);
  return li;
}

function moreLink(query: string, total: number, t: SearchWords, lang: string): HTMLLIElement {
  const li = el('li', 'search-more');
  const a = el('a', undefined, fill(t.more, { n: total }, lang));
  a.href = `${t.page}?q=${encodeURIComponent(query)}`;
  li.append(a);
  return li;
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** Arrow keys move between the field and the hits; returns true when it handled the key. */
export function moveFocus(event: KeyboardEvent, input: HTMLInputElement, list: HTMLElement): boolean {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return false;
  const links = [...list.querySelectorAll('a')];
  if (links.length === 0) return false;
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
  if (next < 0) input.focus();
  else links[Math.min(next, links.length - 1)].focus();
  return true;
}
