/**
 * What every `doko` command reads the same way: FILE (or standard input), `--jsonl` lines, JSON
 * text and `--rules`, each with a size limit (docs/formats.md, "Limits"). Input is read in
 * chunks and never held beyond its limit: `doko score /dev/zero` stops after the first megabyte,
 * and `--jsonl` holds one line at a time, however long the stream.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { oneLine } from '../engine/excerpt.ts';
import { readJson } from '../engine/json.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { DDV_RULES, MAX_RULES_TEXT, parseRules, type RuleSet } from '../engine/rules.ts';
import { jsonPathError, readJsonInput } from '../engine/jsonInput.ts';
import { describeInputProblem, formatPathError } from '#words/record';
import { usageErrors as say } from '#words/cli';
import { UsageError, type Options } from './options.ts';

/** The most bytes one input (a FILE or standard input) may have: a deal record has about 1,000. */
export const MAX_INPUT_BYTES = 1_000_000;
/** The most bytes one `--jsonl` line may have (its newline not counted). */
export const MAX_LINE_BYTES = 100_000;

const CHUNK = 64 * 1024;

function cannotRead(file: string, e: unknown): UsageError {
  const code = (e as NodeJS.ErrnoException).code;
  return new UsageError(say.cannotRead(file, oneLine(String(code ?? (e as Error).message), 60)));
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** The chunks of FILE (`-`: standard input) as they arrive; a read that would block is waited for. */
function* chunks(file: string): Generator<Buffer> {
  let fd: number;
  try {
    fd = file === '-' ? 0 : openSync(file, 'r');
  } catch (e) {
    throw cannotRead(file, e);
  }
  const buffer = Buffer.alloc(CHUNK);
  try {
    for (;;) {
      let n: number;
      try {
        n = readSync(fd, buffer, 0, CHUNK, null);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'EAGAIN') {
          Atomics.wait(pause, 0, 0, 5);
          continue;
        }
        if ((e as NodeJS.ErrnoException).code === 'EOF') return;
        throw cannotRead(file, e);
      }
      if (n === 0) return;
      yield buffer.subarray(0, n);
    }
  } finally {
    if (fd !== 0) closeSync(fd);
  }
}

/** UTF-8 bytes as text (a byte-order mark at the start dropped), or null when they are not UTF-8. */
function utf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The whole text of FILE (`-`: standard input), at most MAX_INPUT_BYTES; a UsageError otherwise. */
export function readInput(file: string): string {
  const parts: Buffer[] = [];
  let size = 0;
  for (const chunk of chunks(file)) {
    size += chunk.length;
    if (size > MAX_INPUT_BYTES) throw new UsageError(say.inputTooLarge(file, MAX_INPUT_BYTES));
    parts.push(Buffer.from(chunk));
  }
  const text = utf8(Buffer.concat(parts));
  if (text === null) throw new UsageError(say.notUtf8(file));
  return text;
}

/** One line of a `--jsonl` input: its text, or why it has none. */
export type InputLine = { readonly n: number; readonly text: string } | { readonly n: number; readonly error: string };

/**
 * The lines of FILE as they arrive, numbered from 1, each at most MAX_LINE_BYTES (a longer one
 * ends the input with a UsageError naming it: it cannot be skipped without reading it whole).
 * A last line without a newline counts; nothing after the last newline is no line.
 */
export function inputLines(file: string): Generator<InputLine> {
  return splitLines(chunks(file));
}

/** The lines of a stream of chunks (`inputLines` without the file), holding at most one line of at most `most` bytes. */
export function* splitLines(parts: Iterable<Uint8Array>, most = MAX_LINE_BYTES): Generator<InputLine> {
  let carry: Buffer = Buffer.alloc(0);
  let n = 0;
  const tooLong = (line: number) => new UsageError(say.line(line, say.lineTooLong(most)));
  const line = (bytes: Uint8Array): InputLine => {
    const text = utf8(bytes);
    return text === null ? { n, error: say.line(n, say.lineNotUtf8) } : { n, text };
  };
  for (const chunk of parts) {
    const data = carry.length > 0 ? Buffer.concat([carry, chunk]) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    let start = 0;
    for (let nl = data.indexOf(0x0a); nl >= 0; nl = data.indexOf(0x0a, start)) {
      n++;
      if (nl - start > most) throw tooLong(n);
      yield line(data.subarray(start, nl));
      start = nl + 1;
    }
    carry = Buffer.from(data.subarray(start));
    if (carry.length > most) throw tooLong(n + 1);
  }
  if (carry.length > 0) {
    n++;
    yield line(carry);
  }
}

/** The value of a JSON text, strictly read (src/engine/json.ts), or a UsageError naming the place. */
export function parseJson(text: string): unknown {
  const r = readJsonInput(text, { maxLength: MAX_INPUT_BYTES });
  if (!r.ok) throw new UsageError(formatPathError(r.error));
  return r.value;
}

/** The rule set of a `--rules JSON` argument (an object of rule keys), or the one-line error naming it. */
export function rulesOption(text: string): Result<RuleSet, string> {
  const json = readJson(text, { maxLength: MAX_RULES_TEXT });
  if (!json.ok) return err(say.rules(formatPathError(jsonPathError(json.error))));
  if (json.value === null) return err(say.rules(describeInputProblem({ code: 'rulesNull' })));
  const r = parseRules(json.value);
  return r.ok ? ok(r.value) : err(say.rules(describeInputProblem(r.error.problem)));
}

/** The rule set of the options' `--rules`, the DDV rules without it; a UsageError when it cannot be read. */
export function rulesOf(o: Options): RuleSet {
  const text = o.values.get('--rules');
  if (text === undefined) return DDV_RULES;
  const r = rulesOption(text);
  if (!r.ok) throw new UsageError(r.error);
  return r.value;
}
