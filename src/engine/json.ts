/**
 * The strict JSON reader every JSON input goes through (CLI files and `--jsonl` lines, deal
 * records, summaries, problem-set links, the progress file, the practice table's import).
 * It reads RFC 8259 text as JSON.parse does, and refuses what JSON.parse lets through silently:
 * - a key twice in one object (JSON.parse keeps the last one, so a record could say one thing
 *   to a person reading it and another to the engine);
 * - nesting deeper than `JSON_MAX_DEPTH` (no value of ours needs a tenth of it, and code that
 *   walks a value must not meet one as deep as the input likes);
 * - text longer than the caller's limit.
 * Each refusal names its place: the line and column, and for a repeated key the path of the
 * field. The reader never throws and never recurses (an explicit stack), whatever the text.
 * Objects come out as JSON.parse makes them: plain objects in which every key, `__proto__`
 * included, is an own property.
 */
import { fieldPath, quote } from './excerpt.ts';
import { err, ok, type Result } from './result.ts';

/** Levels of arrays and objects one value may nest (a deal record needs 4). */
export const JSON_MAX_DEPTH = 64;

/** Characters a text may have unless the caller says otherwise (a deal record has about 1,000). */
export const JSON_MAX_LENGTH = 1_000_000;

/**
 * Where in the text: 1-based line and column (in UTF-16 code units, as editors count them), and
 * whether the text is one line (a `--jsonl` line, a link): then the column alone names the place.
 */
export interface TextPlace {
  readonly line: number;
  readonly column: number;
  readonly singleLine: boolean;
}

/**
 * Why a text is refused, as a code and its data; the catalogues word it (`describeJsonProblem`
 * in src/i18n/en/record.ts and its twins).
 */
export type JsonProblem =
  | { readonly code: 'tooLong'; readonly length: number; readonly most: number; readonly unit: 'characters' | 'bytes' }
  | { readonly code: 'syntax'; readonly at: TextPlace; readonly found: string }
  | { readonly code: 'duplicateKey'; readonly at: TextPlace; readonly key: string }
  | { readonly code: 'tooDeep'; readonly at: TextPlace; readonly most: number };

export interface JsonError {
  /** The path of the field concerned (a repeated key's), empty for the text as a whole. */
  readonly path: string;
  readonly problem: JsonProblem;
}

export interface JsonOptions {
  /** The most characters accepted (default `JSON_MAX_LENGTH`). */
  readonly maxLength?: number;
}

const failure = (path: string, problem: JsonProblem): Result<never, JsonError> => err({ path, problem });

/** The refusal of a file too large to be read at all (its size checked before its text is). */
export function fileTooLong(bytes: number, most: number): JsonError {
  return { path: '', problem: { code: 'tooLong', length: bytes, most, unit: 'bytes' } };
}

/** A container being filled, and where it sits in its parent (for the path of an error). */
interface Open {
  readonly value: Record<string, unknown> | unknown[];
  /** Its key in the parent object, or its index in the parent array; null for the root. */
  readonly at: string | number | null;
  /** The key whose value comes next (objects only). */
  key: string | null;
}

/** Read a JSON text; the value, or the first thing wrong with it and its place. */
export function readJson(text: string, options: JsonOptions = {}): Result<unknown, JsonError> {
  const most = options.maxLength ?? JSON_MAX_LENGTH;
  if (text.length > most) return failure('', { code: 'tooLong', length: text.length, most, unit: 'characters' });
  return new Reader(text).read();
}

const WS = new Set([0x20, 0x09, 0x0a, 0x0d]);
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPE = new Set(['"', '\\', '/', 'b', 'f', 'n', 'r', 't']);

class Reader {
  private i = 0;
  private readonly stack: Open[] = [];
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  read(): Result<unknown, JsonError> {
    let root: unknown;
    let done = false;
    for (;;) {
      // Here a value is expected: the root, an array element, or an object member's value.
      this.skipSpace();
      const c = this.text[this.i];
      let value: unknown;
      if (c === '{' || c === '[') {
        if (this.stack.length >= JSON_MAX_DEPTH) return failure(this.path(), { code: 'tooDeep', at: this.place(this.i), most: JSON_MAX_DEPTH });
        const at = this.slot();
        this.i++;
        const open: Open = { value: c === '{' ? {} : [], at, key: null };
        this.stack.push(open);
        this.skipSpace();
        const close = c === '{' ? '}' : ']';
        if (this.text[this.i] === close) {
          this.i++;
          this.stack.pop();
          value = open.value;
        } else if (c === '{') {
          const key = this.memberKey(open);
          if (!key.ok) return key;
          continue;
        } else continue;
      } else {
        const scalar = this.scalar();
        if (!scalar.ok) return scalar;
        value = scalar.value;
      }
      // A value is complete: put it in its container, then close containers as far as they end.
      for (;;) {
        const top = this.stack.at(-1);
        if (!top) {
          root = value;
          done = true;
          break;
        }
        store(top, value);
        this.skipSpace();
        const next = this.text[this.i];
        const close = Array.isArray(top.value) ? ']' : '}';
        if (next === ',') {
          this.i++;
          if (!Array.isArray(top.value)) {
            const key = this.memberKey(top);
            if (!key.ok) return key;
          }
          break;
        }
        if (next === close) {
          this.i++;
          this.stack.pop();
          value = top.value;
          continue;
        }
        return this.unexpected();
      }
      if (done) break;
    }
    this.skipSpace();
    if (this.i < this.text.length) return this.unexpected();
    return ok(root);
  }

  /** `"key":` of the next member of `open`; a key the object already has is refused. */
  private memberKey(open: Open): Result<null, JsonError> {
    this.skipSpace();
    const start = this.i;
    if (this.text[this.i] !== '"') return this.unexpected();
    const key = this.string();
    if (!key.ok) return key;
    if (Object.hasOwn(open.value, key.value)) {
      open.key = key.value;
      return failure(this.path(), { code: 'duplicateKey', at: this.place(start), key: quote(key.value) });
    }
    this.skipSpace();
    if (this.text[this.i] !== ':') return this.unexpected();
    this.i++;
    open.key = key.value;
    return ok(null);
  }

  /** Where the value about to be read goes in its container: its key or index. */
  private slot(): string | number | null {
    const top = this.stack.at(-1);
    if (!top) return null;
    return Array.isArray(top.value) ? top.value.length : top.key;
  }

  private scalar(): Result<unknown, JsonError> {
    const t = this.text;
    const c = t[this.i];
    if (c === '"') return this.string();
    for (const [word, value] of LITERALS) {
      if (t.startsWith(word, this.i)) {
        this.i += word.length;
        return ok(value);
      }
    }
    NUMBER.lastIndex = this.i;
    const m = NUMBER.exec(t);
    if (m) {
      this.i += m[0].length;
      return ok(Number(m[0]));
    }
    return this.unexpected();
  }

  /** A string token at `this.i` (the opening quote). */
  private string(): Result<string, JsonError> {
    const t = this.text;
    const start = this.i;
    let escaped = false;
    let i = start + 1;
    for (;;) {
      const code = t.charCodeAt(i);
      if (Number.isNaN(code)) {
        this.i = i;
        return this.unexpected();
      }
      if (code === 0x22) break;
      if (code < 0x20) {
        this.i = i;
        return this.unexpected();
      }
      if (code === 0x5c) {
        const e = t[i + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(t.slice(i + 2, i + 6))) {
            this.i = i + 2;
            return this.unexpected();
          }
          i += 6;
        } else if (e !== undefined && ESCAPE.has(e)) i += 2;
        else {
          this.i = i + 1;
          return this.unexpected();
        }
        escaped = true;
        continue;
      }
      i++;
    }
    this.i = i + 1;
    // The token is valid JSON now, so the platform's own reader unescapes it.
    return ok(escaped ? (JSON.parse(t.slice(start, i + 1)) as string) : t.slice(start + 1, i));
  }

  private skipSpace(): void {
    while (WS.has(this.text.charCodeAt(this.i))) this.i++;
  }

  private unexpected(): Result<never, JsonError> {
    const ch = this.text.codePointAt(this.i);
    const found = ch === undefined ? '' : quote(String.fromCodePoint(ch));
    return failure('', { code: 'syntax', at: this.place(this.i), found });
  }

  private place(offset: number): TextPlace {
    let line = 1;
    let lineStart = 0;
    for (let j = this.text.indexOf('\n'); j >= 0 && j < offset; j = this.text.indexOf('\n', j + 1)) {
      line++;
      lineStart = j + 1;
    }
    // A file's closing newline does not make a second line to count.
    return { line, column: offset - lineStart + 1, singleLine: line === 1 && this.text.trimEnd().indexOf('\n') < 0 };
  }

  /** The path of the value being read (the stack's keys and indices), e.g. `hands[2]` or `cardPoints.re`. */
  private path(): string {
    let p = '';
    for (let d = 1; d <= this.stack.length; d++) {
      const at = d < this.stack.length ? this.stack[d].at : this.slot();
      if (at === null) continue;
      p = typeof at === 'number' ? `${p}[${at}]` : fieldPath(p, at);
    }
    return p;
  }
}

const LITERALS: readonly (readonly [string, unknown])[] = [
  ['true', true],
  ['false', false],
  ['null', null],
];

/** Put a finished value into its container (a key named `__proto__` stays an own property, as with JSON.parse). */
function store(open: Open, value: unknown): void {
  if (Array.isArray(open.value)) {
    open.value.push(value);
    return;
  }
  const key = open.key!;
  if (key === '__proto__') Object.defineProperty(open.value, key, { value, enumerable: true, writable: true, configurable: true });
  else open.value[key] = value;
  open.key = null;
}
