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
 * Control characters (C0, DEL, C1), the soft hyphen, zero-width, bidi and other invisible
 * format characters, line and paragraph separators, the byte-order mark, tag characters and
 * lone surrogates (one character at a time is tested, so a surrogate here is a lone one).
 */
const UNSAFE = /[\0-\x1f\x7f-\x9f\xad\u061c\u180e\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb\ud800-\udfff\u{e0000}-\u{e007f}]/u;

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
    if (taken++ >= max) return `${out}…`;
    if (UNSAFE.test(ch) || (quoted && (ch === '"' || ch === '\\'))) {
      const code = ch.codePointAt(0)!;
      out +=
        ch === '\n' ? '\\n' : ch === '"' || ch === '\\' ? `\\${ch}` : `\\u${code > 0xffff ? `{${code.toString(16)}}` : code.toString(16).padStart(4, '0')}`;
    } else out += ch;
  }
  return out;
}

/**
 * A value from input as a message shows it: strings in quotes (`"CQx"`), numbers, `true`,
 * `null`, `undefined`, arrays and objects as a short JSON-like excerpt (`["CQ", "SA", …]`,
 * `{"re": …}`). A cut string says how long it was.
 */
export function quote(value: unknown, max = EXCERPT_LENGTH): string {
  if (typeof value === 'string') {
    const n = value.length <= max ? 0 : [...value].length;
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
  if (typeof value !== 'object') return typeof value; // not from JSON: a function, a symbol, a bigint
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
