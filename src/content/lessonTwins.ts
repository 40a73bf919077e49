/**
 * A translated lesson is the English lesson's twin: same frontmatter keys, same prerequisites,
 * the same components in the same order with the same data props (exercise ids, cards,
 * positions), the same section anchors and links; only the prose differs (LESSONS-STRUCTURE.md). This module reads those facts out
 * of the MDX text and names every difference, for tests/content/lessons-languages.test.ts.
 * Pure: it gets file texts, not files.
 */

/** Props whose value is words to translate, not data. */
const PROSE_PROPS = new Set(['caption', 'label', 'title']);

export interface LessonShape {
  /** Frontmatter keys, in file order. */
  readonly keys: readonly string[];
  readonly prerequisites: readonly string[];
  /** `<Exercise id="…" />` ids in order. */
  readonly exercises: readonly string[];
  /** Every component (capitalised tag) in order, with its data props: `TrickExample cards={['SA']}`. */
  readonly components: readonly string[];
  /**
   * The section anchors (heading ids), in order. An English `## The pack` has Astro's slug
   * (`the-pack`); a translation keeps it by writing `<h2 id="the-pack">Das Blatt</h2>`, so
   * links into a lesson (the glossary's, the language switch) find the same place in every language.
   */
  readonly anchors: readonly string[];
  /** Where the prose links go (`[…](/learn/solos/)`), in order: a translation links the same places. */
  readonly links: readonly string[];
}

/** A Markdown heading's id as Astro makes it (github-slugger): lower case, punctuation dropped, spaces to hyphens. */
const slugOf = (heading: string) =>
  heading
    .replace(/[*_`]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s/g, '-');

function anchorsOf(body: string): string[] {
  const seen = new Map<string, number>();
  const anchors: string[] = [];
  for (const m of body.matchAll(/^(#{2,6}) (.+)$|^<h[2-6]\b[^>]*\bid="([^"]+)"/gm)) {
    let id = m[3] ?? slugOf(m[2]!);
    if (!m[3]) {
      const n = seen.get(id) ?? 0;
      seen.set(id, n + 1);
      if (n) id = `${id}-${n}`;
    }
    anchors.push(id);
  }
  return anchors;
}

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---/;

function prerequisitesOf(front: string): string[] {
  const inline = /^prerequisites:\s*\[(.*)\]\s*$/m.exec(front);
  if (inline)
    return inline[1]!
      .split(',')
      .map((s) => s.trim().replace(/^['"]|['"]$/g, ''))
      .filter(Boolean);
  const block = /^prerequisites:\s*\r?\n((?:[ \t]+-[^\n]*\n?)*)/m.exec(front);
  return block ? [...block[1]!.matchAll(/-\s*['"]?([^'"\s]+)/g)].map((m) => m[1]!) : [];
}

/** The text of a JSX tag from its `<` to its closing `>`, skipping `>` inside quotes and braces. */
function tagAt(text: string, start: number): string {
  let depth = 0;
  let quote = '';
  for (let i = start + 1; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
    else if (c === '>' && depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** Props of a tag as `name=value` strings (value kept verbatim, whitespace collapsed). */
function propsOf(tag: string): { name: string; value: string }[] {
  const inner = tag.replace(/^<[A-Z][\w.]*/, '').replace(/\/?>$/, '');
  const props: { name: string; value: string }[] = [];
  let i = 0;
  while (i < inner.length) {
    const name = /^\s*([\w:-]+)/.exec(inner.slice(i));
    if (!name) break;
    i += name[0].length;
    let value = '';
    if (inner[i] === '=') {
      i++;
      const open = inner[i];
      let end = i + 1;
      if (open === '"' || open === "'") end = inner.indexOf(open, i + 1) + 1;
      else if (open === '{') {
        let depth = 0;
        for (end = i; end < inner.length; end++) {
          if (inner[end] === '{') depth++;
          else if (inner[end] === '}' && --depth === 0) break;
        }
        end++;
      }
      value = inner.slice(i, end).replace(/\s+/g, ' ');
      i = end;
    }
    props.push({ name: name[1]!, value });
  }
  return props;
}

/** Strip fenced code, so that a tag shown in a code sample is not taken for a component. */
const withoutCode = (body: string) => body.replace(/```[\s\S]*?```/g, '');

export function lessonShape(mdx: string): LessonShape {
  const fence = FENCE.exec(mdx);
  const front = fence?.[1] ?? '';
  const body = withoutCode(fence ? mdx.slice(fence[0].length) : mdx);
  const components: string[] = [];
  const exercises: string[] = [];
  for (const m of body.matchAll(/<([A-Z][\w.]*)/g)) {
    const tag = tagAt(body, m.index);
    const props = propsOf(tag);
    if (m[1] === 'Exercise') exercises.push(props.find((p) => p.name === 'id')?.value.replace(/^["']|["']$/g, '') ?? '');
    const data = props.filter((p) => !PROSE_PROPS.has(p.name)).map((p) => (p.value ? `${p.name}=${p.value}` : p.name));
    components.push([m[1], ...data].join(' '));
  }
  return {
    keys: [...front.matchAll(/^([A-Za-z_][\w-]*):/gm)].map((k) => k[1]!),
    prerequisites: prerequisitesOf(front),
    exercises,
    components,
    anchors: anchorsOf(body),
    links: [...body.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!),
  };
}

const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** The first place two lists differ, for a message a translator can act on. */
function firstDifference(english: readonly string[], translated: readonly string[]): string {
  const i = english.findIndex((x, k) => x !== translated[k]);
  const at = i < 0 ? english.length : i;
  return `#${at + 1}: English ${english[at] === undefined ? '(nothing)' : `"${english[at]}"`}, translation ${translated[at] === undefined ? '(nothing)' : `"${translated[at]}"`}`;
}

/** What a translated lesson does differently from its English twin (empty: a true twin). */
export function twinDifferences(english: string, translated: string): string[] {
  const en = lessonShape(english);
  const tr = lessonShape(translated);
  const problems: string[] = [];
  if (!same([...en.keys].sort(), [...tr.keys].sort()))
    problems.push(`frontmatter keys differ: English ${en.keys.join(', ')}; translation ${tr.keys.join(', ')}`);
  if (!same(en.prerequisites, tr.prerequisites))
    problems.push(`prerequisites differ: English [${en.prerequisites.join(', ')}], translation [${tr.prerequisites.join(', ')}]`);
  if (!same(en.exercises, tr.exercises)) problems.push(`exercises differ at ${firstDifference(en.exercises, tr.exercises)}`);
  if (!same(en.components, tr.components)) problems.push(`components differ at ${firstDifference(en.components, tr.components)}`);
  if (!same(en.links, tr.links)) problems.push(`links differ at ${firstDifference(en.links, tr.links)}`);
  if (!same(en.anchors, tr.anchors))
    problems.push(`section anchors differ at ${firstDifference(en.anchors, tr.anchors)} (write <h2 id="…">…</h2> with the English anchor)`);
  return problems;
}

/**
 * Every problem of one language's lessons against the English ones, each naming its file
 * (`<folder>/<slug>.mdx`): a translated lesson without an English twin, a twin that differs,
 * and, when `complete` (the language's lessons are published), an English lesson with no twin.
 */
export function languageProblems(english: ReadonlyMap<string, string>, translated: ReadonlyMap<string, string>, folder: string, complete: boolean): string[] {
  const problems: string[] = [];
  for (const [slug, text] of translated) {
    const twin = english.get(slug);
    if (twin === undefined) problems.push(`${folder}/${slug}.mdx: no English lesson ${slug}.mdx`);
    else for (const d of twinDifferences(twin, text)) problems.push(`${folder}/${slug}.mdx: ${d}`);
  }
  if (complete) for (const slug of english.keys()) if (!translated.has(slug)) problems.push(`${folder}/${slug}.mdx: missing (English ${slug}.mdx has no twin)`);
  return problems;
}
