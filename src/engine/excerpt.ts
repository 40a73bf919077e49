/**
 * How input appears in a message: the one place that turns values from outside (a record, a
 * paste, a URL, a file, an argument) into text that is safe to print. Control characters and
 * invisible formatting characters are escaped (a terminal escape cannot act), long values are
 * cut to a short excerpt (a 1 MB value gives a short line), and nested values are looked at
 * only a few levels deep (no recursion that input can make as deep as it likes).
 */

/** Characters of a value shown before it is cut. */
export const EXCERPT_LENGTH = 40;
/** Levels of an array or object shown before `…`. */
const EXCERPT_DEPTH = 2;

/**
 * Control characters (C0, DEL, C1), the soft hyphen, line and paragraph separators, zero-width
 * and bidi controls, the byte-order mark, tag characters and lone surrogates: everything that
 * is invisible or changes how the rest of a line is shown.
 */
function isUnsafe(code: number): boolean {
  return (
    code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0xad || code === 0x61c || code === 0x180e ||
    (code >= 0x200b && code <= 0x200f) || (code >= 0x2028 && code <= 0x202e) || (code >= 0x2060 && code <= 0x206f) ||
    code === 0xfeff || (code >= 0xfff9 && code <= 0xfffb) || (code >= 0xd800 && code <= 0xdfff) || (code >= 0xe0000 && code <= 0xe007f)
  );
}

const NAMED: ReadonlyMap<string, string> = new Map([['\n', '\\n'], ['\r', '\\r'], ['\t', '\\t'], ['\\', '\\\\'], ['"', '\\"']]);

function escapeChar(ch: string, code: number): string {
  return NAMED.get(ch) ?? (code > 0xffff ? `\\u{${code.toString(16)}}` : `\\u${code.toString(16).padStart(4, '0')}`);
}

/**
 * Text from outside as one safe piece of a line: unsafe characters as `\uXXXX` (newline as
 * `\n`), at most `max` characters (code points) of the original, then `…`. With `quoted`,
 * `"` and `\` are escaped too (the form inside quotes).
 */
export function safeText(text: string, max = EXCERPT_LENGTH, quoted = false): string {
  let out = '';
  let taken = 0;
  // Walk by code points, so that a cut never splits a surrogate pair.
  for (const ch of text) {
    if (taken >= max) return `${out}…`;
    taken++;
    const code = ch.codePointAt(0)!;
    out += isUnsafe(code) || (quoted && (ch === '"' || ch === '\\')) ? escapeChar(ch, code) : ch;
  }
  return out;
}

/** The length of a text in characters (code points). */
function codePoints(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const d = text.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) i++;
    }
    n++;
  }
  return n;
}

/**
 * A value from input as a message shows it: strings in quotes (`"CQx"`), numbers, `true`,
 * `null`, `undefined`, arrays and objects as a short JSON-like excerpt (`["CQ", "SA", …]`,
 * `{"re": …}`). A cut string says how long it was.
 */
export function quote(value: unknown, max = EXCERPT_LENGTH): string {
  if (typeof value === 'string') {
    const n = value.length <= max ? 0 : codePoints(value);
    if (n <= max) return `"${safeText(value, max, true)}"`;
    return `"${safeText(value, max, true)}" (${n.toLocaleString('en')} characters)`;
  }
  // The excerpt holds nothing unsafe; safeText only cuts it, on a code point.
  return safeText(excerpt(value, max, EXCERPT_DEPTH), max + 2);
}

/** A short, bounded rendering: depth and length limited, never the whole of a large value. */
function excerpt(value: unknown, max: number, depth: number): string {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return String(value);
  if (value === undefined) return 'undefined';
  if (typeof value === 'string') return `"${safeText(value, Math.min(max, 12), true)}"`;
  if (typeof value === 'bigint') return `${value}n`;
  if (typeof value !== 'object') return typeof value;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (depth === 0) return '[…]';
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      if (out.length > max) return `${out}…]`;
      out += (i ? ', ' : '') + excerpt(value[i], max, depth - 1);
    }
    return `${out}]`;
  }
  let out = '{';
  let first = true;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    if (depth === 0) return '{…}';
    if (out.length > max) return `${out}…}`;
    out += `${first ? '' : ', '}"${safeText(key, 12, true)}": ${excerpt((value as Record<string, unknown>)[key], max, depth - 1)}`;
    first = false;
  }
  return `${out}}`;
}

/**
 * One segment of a path to a field whose name came from input: `parent.name` for a plain
 * name, `parent["odd name"]` (quoted as above) for anything else.
 */
export function fieldPath(parent: string, key: string): string {
  if (/^[A-Za-z_$][\w$]{0,39}$/.test(key)) return parent ? `${parent}.${key}` : key;
  return `${parent}[${quote(key)}]`;
}

/**
 * A whole message line as it leaves a program: whatever it holds, one line of at most `max`
 * characters with nothing unsafe in it. The messages are built with `quote` already; this is
 * the last guard where text from elsewhere (an exception, a file system error) is printed.
 */
export function oneLine(text: string, max = 400): string {
  return safeText(text, max);
}
