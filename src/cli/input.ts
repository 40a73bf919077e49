/** Reading the commands' input: a file or standard input, and JSON, with one-line errors. */
import { readFileSync } from 'node:fs';

/** Bad input or usage: the command prints the message and exits with code 2. */
export class UsageError extends Error {}

/** The text of FILE, or of standard input for "-". */
export function readInput(file: string | undefined): string {
  if (!file) throw new UsageError('missing FILE (or - for standard input)');
  try {
    return readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file}: ${(e as Error).message}`);
  }
}

export function parseJson(text: string, where = ''): unknown {
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${where}not valid JSON: ${(e as Error).message}`);
  }
}
