/**
 * The options of every `doko` command, read one way: each option at most once (a repeated one
 * is refused, never resolved first- or last-wins), no option the command does not know, a value
 * for every option that takes one, and numbers in decimal digits only (`0x2`, `2e0`, ` 2`,
 * `+2` are refused: a number means what it says).
 */
import { usageErrors as say } from '#words/cli';

/** Bad input or usage: the command prints the message (in the command's language) as one line and exits with code 2. */
export class UsageError extends Error {}

export interface OptionSpec {
  /** Options without a value (`--json`). */
  readonly flags?: readonly string[];
  /** Options with one value (`--seed N`). */
  readonly valued?: readonly string[];
  /** Whether arguments that are not options are allowed (FILE, HAND); otherwise each is refused. */
  readonly positional?: boolean;
}

export interface Options {
  readonly positional: readonly string[];
  readonly flags: ReadonlySet<string>;
  readonly values: ReadonlyMap<string, string>;
}

/** Read `args` by `spec`; throws a UsageError naming the first problem. */
export function readOptions(args: readonly string[], spec: OptionSpec): Options {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  const positional: string[] = [];
  const isFlag = (a: string) => spec.flags?.includes(a) ?? false;
  const isValued = (a: string) => spec.valued?.includes(a) ?? false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (isFlag(a) || isValued(a)) {
      if (flags.has(a) || values.has(a)) throw new UsageError(say.givenTwice(a));
      if (isFlag(a)) {
        flags.add(a);
        continue;
      }
      const v = args[i + 1];
      if (v === undefined || v.startsWith('--')) throw new UsageError(say.needsValue(a));
      values.set(a, v);
      i++;
    } else if (a.startsWith('--')) throw new UsageError(say.unknownOption(a));
    else if (spec.positional) positional.push(a);
    else throw new UsageError(say.unexpectedArgument(a));
  }
  return { positional, flags, values };
}

/** The one FILE argument (`-` for standard input) of score, replay and solve. */
export function fileOf(o: Options): string {
  const files = o.positional;
  if (files.length === 0) throw new UsageError(say.missingFile);
  if (files.length > 1) throw new UsageError(say.oneFile(files));
  return files[0];
}

const WHOLE = /^[0-9]{1,16}$/;
const DECIMAL = /^[0-9]{1,16}(?:\.[0-9]{1,16})?$/;

/** A whole number in decimal digits from `min` to `max`, or a UsageError. */
export function wholeNumber(name: string, text: string, min: number, max: number): number {
  const n = WHOLE.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) throw new UsageError(say.wholeNumber(name, min, max));
  return n;
}

/** A number in decimal digits with an optional fraction (`0.05`, `2.5`) from `min` to `max`, or a UsageError. */
export function decimalNumber(name: string, text: string, min: number, max: number): number {
  const n = DECIMAL.test(text) ? Number(text) : NaN;
  if (!(n >= min && n <= max)) throw new UsageError(say.decimalNumber(name, min, max));
  return n;
}

/** The value of an option read with `read`, or `fallback` when the option is absent. */
export function valueOf<T>(o: Options, name: string, read: (text: string) => T, fallback: T): T {
  const text = o.values.get(name);
  return text === undefined ? fallback : read(text);
}
