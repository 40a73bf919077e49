/**
 * Writing the `doko` command's output. Straight to the file descriptors, synchronously: the
 * output is in order with the input it answers (`--jsonl` streams), nothing waits in a buffer
 * when the process ends, and a failed write is an error here rather than an unhandled stream
 * event with a stack trace. A reader that went away (`doko deal | head -1`: EPIPE) ends the
 * command quietly with exit code 0, as standard tools do; any other failure (a full disk:
 * ENOSPC) ends it with one line and exit code 74 (EX_IOERR).
 */
import { writeSync } from 'node:fs';
import { failureText } from '#words/cli';

/** What a sub-command produced, printed by the command (tests read it in process). */
export interface RunOutput {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Exit code of a failed write to standard output (sysexits.h EX_IOERR). */
export const EXIT_OUTPUT_FAILED = 74;

/** Standard output could not take the text. */
export class OutputError extends Error {
  readonly code: string;
  constructor(code: string) {
    super(failureText.cannotWrite(code));
    this.code = code;
  }

  /** Whether the reader closed the pipe (not a failure of this command). */
  get readerGone(): boolean {
    return this.code === 'EPIPE';
  }
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Write all of `text` to a file descriptor; a non-blocking pipe that is full is waited for. */
function writeAll(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  let done = 0;
  while (done < bytes.length) {
    try {
      done += writeSync(fd, bytes, done, bytes.length - done);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
      if (code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 2);
        continue;
      }
      throw new OutputError(code);
    }
  }
}

/** Where the output goes instead of the descriptors while `capturing` runs (null: the descriptors). */
let sink: { out: string; err: string } | null = null;

/** Write to standard output; throws `OutputError` when it cannot. */
export function writeOut(text: string): void {
  if (sink) sink.out += text;
  else writeAll(1, text);
}

/** Write to standard error; a failure there has nowhere left to be told, so it is dropped. */
export function writeErr(text: string): void {
  if (sink) {
    sink.err += text;
    return;
  }
  try {
    writeAll(2, text);
  } catch {
    // Nothing else can report it.
  }
}

/**
 * Run `run` with the output kept instead of written: the command run in process, as the fuzz
 * campaign runs it a hundred thousand times (tests/fuzz/).
 */
export async function capturing<T>(run: () => Promise<T>): Promise<{ value: T; out: string; err: string }> {
  const kept = { out: '', err: '' };
  sink = kept;
  try {
    return { value: await run(), ...kept };
  } finally {
    sink = null;
  }
}
