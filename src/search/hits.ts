// What a search result shows, made from Pagefind's result data: which page (lesson, rules
// reference, glossary term, a tool such as the score pad), which passage of it, and the words around the match. Pure, so
// the choice of passage is tested without a browser (tests/search/hits.test.ts).
import type { SearchKind } from '#words/app';

/** The part of Pagefind's result data (pagefind.js, version 1) that the site uses. */
export interface PagefindSubResult {
  readonly title: string;
  readonly url: string;
  readonly excerpt: string;
  readonly locations: readonly number[];
}
export interface PagefindResultData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Readonly<Record<string, string | undefined>>;
  readonly sub_results?: readonly PagefindSubResult[];
}

export interface SearchHit {
  readonly kind: SearchKind;
  /** The lesson's or page's title, or the glossary term. */
  readonly title: string;
  /** The heading of the passage that matched, when it is not the top of the page. */
  readonly section?: string;
  /** Links straight to the passage. */
  readonly url: string;
  readonly excerpt: readonly ExcerptPart[];
}

/** A run of excerpt text; `marked` runs are the words that matched. */
export interface ExcerptPart {
  readonly text: string;
  readonly marked: boolean;
}

const KINDS: readonly SearchKind[] = ['lesson', 'rules', 'glossary', 'tool'];

export function toHit(data: PagefindResultData): SearchHit {
  const kind = KINDS.find((k) => k === data.meta.kind) ?? 'lesson';
  const title = data.meta.title ?? data.url;
  // The passage with the most matching words; ties go to the earlier one.
  const best = (data.sub_results ?? []).reduce<PagefindSubResult | undefined>(
    (a, s) => (a === undefined || s.locations.length > a.locations.length ? s : a),
    undefined,
  );
  const inPassage = best !== undefined && best.url.includes('#') && best.title !== title;
  return {
    kind,
    title,
    section: inPassage ? best.title : undefined,
    url: best?.url ?? data.url,
    excerpt: excerptParts(best?.excerpt ?? data.excerpt),
  };
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", nbsp: '\u00a0' };

/**
 * Pagefind's excerpt is escaped text with <mark> around the matches. Split it into runs of plain
 * text (entities decoded) so the page renders it as text, never as markup.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const decode = (s: string) => s.replace(/&(amp|lt|gt|quot|#39|#x27|nbsp);/g, (_, e: string) => ENTITIES[e] ?? _);
  return excerpt
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((s) => s !== '')
    .map((s) => (s.startsWith('<mark>') ? { text: decode(s.slice(6, -7)), marked: true } : { text: decode(s), marked: false }));
}
