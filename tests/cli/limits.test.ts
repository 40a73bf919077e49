// Nothing lost, nothing hangs (the command line): every input has a size limit, --jsonl streams
// in bounded memory, a reader that goes away ends the command quietly, a full disk is one line.
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MAX_HAND_TEXT, runAnalyse } from '../../src/cli/analyse.ts';
import { MAX_INPUT_BYTES, MAX_LINE_BYTES } from '../../src/cli/input.ts';

const DOKO = ['src/cli/doko.ts'];
const doko = (args: string[], input?: string | Buffer) => {
  const r = spawnSync(process.execPath, [...DOKO, ...args], { input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { code: r.status, out: r.stdout, err: r.stderr };
};
const sh = (script: string) => spawnSync('bash', ['-c', script], { encoding: 'utf8', timeout: 60_000 });
const oneLine = (text: string) => expect(text).toMatch(/^[^\n]+\n$/);

describe('input limits', { timeout: 60_000 }, () => {
  it('doko score /dev/zero ends at once: exit 2, one line', () => {
    const r = doko(['score', '/dev/zero']);
    expect(r).toEqual({ code: 2, out: '', err: `"/dev/zero" is larger than ${MAX_INPUT_BYTES.toLocaleString('en')} bytes, the most one input may have\n` });
    // The same for standard input, and for a --jsonl line that never ends.
    const piped = sh(`head -c ${MAX_INPUT_BYTES + 1} /dev/zero | node ${DOKO[0]} score -`);
    expect(piped.status).toBe(2);
    expect(piped.stderr).toBe(`standard input is larger than ${MAX_INPUT_BYTES.toLocaleString('en')} bytes, the most one input may have\n`);
    const line = doko(['score', '/dev/zero', '--jsonl']);
    expect(line).toEqual({ code: 2, out: '', err: `line 1: longer than ${MAX_LINE_BYTES.toLocaleString('en')} bytes, the most one --jsonl line may have\n` });
  });

  it('a --jsonl line over the limit ends the run after the lines before it were answered', () => {
    const r = doko(['score', '-', '--jsonl'], `{}\n${' '.repeat(MAX_LINE_BYTES)}{}\n{}\n`);
    expect(r.code).toBe(2);
    expect(r.out.trim().split('\n')).toHaveLength(1);
    expect(r.err).toBe(`line 2: longer than ${MAX_LINE_BYTES.toLocaleString('en')} bytes, the most one --jsonl line may have\n`);
    // A line of exactly the limit is read.
    expect(doko(['score', '-', '--jsonl'], `${' '.repeat(MAX_LINE_BYTES - 2)}{}\n`).code).toBe(0);
  });

  it('the HAND of analyse: at most MAX_HAND_TEXT characters, refused before it is parsed', () => {
    const words = ['clubs', 'spades', 'hearts', 'diamonds']
      .flatMap((suit) => [`queen of ${suit}`, `queen of ${suit}`])
      .concat(['jack of clubs', 'jack of clubs', 'ten of hearts', 'ten of hearts'])
      .join(', ');
    expect(runAnalyse([`${words}${' '.repeat(MAX_HAND_TEXT - words.length)}`, '--samples', '1', '--key-samples', '0']).code).toBe(0);
    expect(runAnalyse([`${words}${' '.repeat(MAX_HAND_TEXT - words.length + 1)}`])).toEqual({
      code: 2,
      stdout: '',
      stderr: `HAND: the text has ${(MAX_HAND_TEXT + 1).toLocaleString('en')} characters, at most ${MAX_HAND_TEXT.toLocaleString('en')} are read\n`,
    });
  });

  it('text that is not UTF-8 is refused as such', () => {
    expect(doko(['score', '-'], Buffer.from([0x7b, 0xff, 0x7d]))).toEqual({ code: 2, out: '', err: 'standard input is not UTF-8 text\n' });
    const r = doko(['score', '-', '--jsonl'], Buffer.concat([Buffer.from('{}\n'), Buffer.from([0xc3, 0x28, 0x0a])]));
    expect(r.code).toBe(0);
    expect(JSON.parse(r.out.trim().split('\n')[1])).toEqual({ error: 'line 2: not UTF-8 text' });
  });
});

describe('--jsonl streams', { timeout: 60_000 }, () => {
  it('each line is answered as soon as it is read (the input still open)', async () => {
    const child = spawn(process.execPath, [...DOKO, 'score', '-', '--jsonl'], { stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdin.write('{"a":1}\n');
    const first = await new Promise<string>((resolve, reject) => {
      let got = '';
      child.stdout.on('data', (b: Buffer) => {
        got += b.toString('utf8');
        if (got.includes('\n')) resolve(got);
      });
      child.on('exit', () => reject(new Error(`ended before answering: ${got}`)));
    });
    expect(JSON.parse(first)).toEqual({ error: 'line 1: format: expected "doko-deal/1" or "doko-summary/1", got undefined' });
    child.stdin.end();
    expect(await new Promise((resolve) => child.on('close', resolve))).toBe(0);
  });

  it('an endless input runs in bounded memory: 200 MB through a 48 MB heap', () => {
    // Lines just under the limit, so that a command holding its input would need 200 MB.
    const script = `node -e 'const l = "{\\"x\\":\\"" + "y".repeat(${MAX_LINE_BYTES - 20}) + "\\"}\\n"; let n = 0; const w = () => { while (n < 2000) { n++; if (!process.stdout.write(l)) return process.stdout.once("drain", w); } process.stdout.end(); }; w();' | node --max-old-space-size=48 ${DOKO[0]} score - --jsonl | tail -1; echo "exit \${PIPESTATUS[1]}"`;
    const r = sh(script);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('{"error":"line 2000: format: expected \\"doko-deal/1\\" or \\"doko-summary/1\\", got undefined"}\nexit 0\n');
  });
});

describe('standard output that fails', { timeout: 60_000 }, () => {
  it('a reader that goes away (| head -1) ends the command quietly with exit 0', () => {
    const r = sh(`yes '{"a":1}' | node ${DOKO[0]} score - --jsonl | head -1; echo "exit \${PIPESTATUS[1]}"`);
    expect(r.stdout).toBe('{"error":"line 1: format: expected \\"doko-deal/1\\" or \\"doko-summary/1\\", got undefined"}\nexit 0\n');
    expect(r.stderr).toBe('');
    const deal = sh(`node ${DOKO[0]} deal --seed 1 | head -c 1 >/dev/null; echo "exit \${PIPESTATUS[0]}"`);
    expect(deal.stdout).toBe('exit 0\n');
    expect(deal.stderr).toBe('');
  });

  it('a full disk (> /dev/full): one line, exit 74', () => {
    const r = sh(`node ${DOKO[0]} deal --seed 1 > /dev/full; echo "exit $?"`);
    expect(r.stdout).toBe('exit 74\n');
    expect(r.stderr).toBe('cannot write the output: no space left on the device\n');
    const help = sh(`node ${DOKO[0]} help > /dev/full; echo "exit $?"`);
    expect(help.stdout).toBe('exit 74\n');
    oneLine(help.stderr);
  });
});
