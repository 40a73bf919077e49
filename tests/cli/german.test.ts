/**
 * `--lang de` words every line of the `doko` command in German: the help, every usage error,
 * every refusal of a record, a summary, a rule set or a JSON text, and the command's own failures.
 * Run in process, as the language hooks of src/cli/lang.ts load it: every English catalogue is
 * replaced by its German twin (the mocks below, one per catalogue of src/i18n/runtime/lang.ts) and
 * src/i18n/runtime/current.ts says 'de'. Each line is scanned for English words (englishWords.ts).
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { CATALOGUES } from '../../src/i18n/runtime/lang.ts';
import { englishLeft } from './englishWords.ts';

vi.mock('#words/site', () => import('../../src/i18n/de/site.ts'));
vi.mock('#words/app', () => import('../../src/i18n/de/app.ts'));
vi.mock('#words/cli', () => import('../../src/i18n/de/cli.ts'));
vi.mock('#words/common', () => import('../../src/i18n/de/common.ts'));
vi.mock('#words/figures', () => import('../../src/i18n/de/figures.ts'));
vi.mock('#words/exercises', () => import('../../src/i18n/de/exercises.ts'));
vi.mock('#words/friends', () => import('../../src/i18n/de/friends.ts'));
vi.mock('#words/input', () => import('../../src/i18n/de/input.ts'));
vi.mock('#words/lead-problems', () => import('../../src/i18n/de/lead-problems.ts'));
vi.mock('#words/learn', () => import('../../src/i18n/de/learn.ts'));
vi.mock('#words/lesson-exercises', () => import('../../src/i18n/de/lesson-exercises.ts'));
vi.mock('#words/pad', () => import('../../src/i18n/de/pad.ts'));
vi.mock('#words/playground', () => import('../../src/i18n/de/playground.ts'));
vi.mock('#words/position', () => import('../../src/i18n/de/position.ts'));
vi.mock('#words/practice', () => import('../../src/i18n/de/practice.ts'));
vi.mock('#words/progress', () => import('../../src/i18n/de/progress.ts'));
vi.mock('#words/quiz', () => import('../../src/i18n/de/quiz.ts'));
vi.mock('#words/reference', () => import('../../src/i18n/de/reference.ts'));
vi.mock('#words/reservation', () => import('../../src/i18n/de/reservation.ts'));
vi.mock('#words/scoring', () => import('../../src/i18n/de/scoring.ts'));
vi.mock('#words/session', () => import('../../src/i18n/de/session.ts'));
vi.mock('#words/sets', () => import('../../src/i18n/de/sets.ts'));
vi.mock('#words/settings', () => import('../../src/i18n/de/settings.ts'));
vi.mock('#words/solve', () => import('../../src/i18n/de/solve.ts'));
vi.mock('#words/sorting', () => import('../../src/i18n/de/sorting.ts'));
vi.mock('#words/storage', () => import('../../src/i18n/de/storage.ts'));
vi.mock('#words/targets', () => import('../../src/i18n/de/targets.ts'));
vi.mock('#words/timeline', () => import('../../src/i18n/de/timeline.ts'));
vi.mock('#words/glossary', () => import('../../src/i18n/de/glossary.ts'));
vi.mock('#words/seats', () => import('../../src/i18n/de/seats.ts'));
vi.mock('#words/engine', () => import('../../src/i18n/de/engine.ts'));
vi.mock('#words/actions', () => import('../../src/i18n/de/actions.ts'));
vi.mock('#words/notation', () => import('../../src/i18n/de/notation.ts'));
vi.mock('#words/record', () => import('../../src/i18n/de/record.ts'));
vi.mock('#words/bots', () => import('../../src/i18n/de/bots.ts'));
vi.mock('#words/analysis', () => import('../../src/i18n/de/analysis.ts'));
vi.mock('../../src/i18n/runtime/current.ts', () => ({ LANG: 'de', LANG_TAG: 'de', localPath: (p: string) => `/de${p}` }));

/** The catalogues mocked above: every one the language registry knows. */
const MOCKED = [
  'i18n/en/site.ts',
  'i18n/en/app.ts',
  'i18n/en/cli.ts',
  'i18n/en/common.ts',
  'i18n/en/figures.ts',
  'i18n/en/exercises.ts',
  'i18n/en/friends.ts',
  'i18n/en/input.ts',
  'i18n/en/lead-problems.ts',
  'i18n/en/learn.ts',
  'i18n/en/lesson-exercises.ts',
  'i18n/en/pad.ts',
  'i18n/en/playground.ts',
  'i18n/en/position.ts',
  'i18n/en/practice.ts',
  'i18n/en/progress.ts',
  'i18n/en/quiz.ts',
  'i18n/en/reference.ts',
  'i18n/en/reservation.ts',
  'i18n/en/scoring.ts',
  'i18n/en/session.ts',
  'i18n/en/sets.ts',
  'i18n/en/settings.ts',
  'i18n/en/solve.ts',
  'i18n/en/sorting.ts',
  'i18n/en/storage.ts',
  'i18n/en/targets.ts',
  'i18n/en/timeline.ts',
  'i18n/en/glossary.ts',
  'i18n/en/seats.ts',
  'i18n/en/engine.ts',
  'i18n/en/actions.ts',
  'i18n/en/notation.ts',
  'i18n/en/record.ts',
  'i18n/en/bots.ts',
  'i18n/en/analysis.ts',
];

const { main } = await import('../../src/cli/commands.ts');
const { capturing } = await import('../../src/cli/output.ts');
const { runAnalyse } = await import('../../src/cli/analyse.ts');
const { runSolve } = await import('../../src/cli/solve.ts');
const { langOption, langProblemText } = await import('../../src/cli/lang.ts');
const { randomDeal } = await import('../../src/engine/random.ts');
const { toRecord } = await import('../../src/engine/record.ts');
const { DDV_RULES } = await import('../../src/engine/rules.ts');

const dir = mkdtempSync(join(tmpdir(), 'doko-de-'));
mkdirSync(join(dir, 'ordner'));
let files = 0;
/** A file holding `content`, for a FILE argument. */
function file(content: string | Buffer): string {
  const f = join(dir, `in${files++}.json`);
  writeFileSync(f, content);
  return f;
}

async function doko(args: readonly string[]): Promise<{ code: number; out: string; err: string }> {
  const r = await capturing(() => main(args));
  return { code: r.value, out: r.out, err: r.err };
}

const deal = toRecord(randomDeal(74, DDV_RULES, { announceRate: 0 })) as Record<string, unknown> & { hands: string[][]; plays: string[] };
const json = (v: unknown) => file(JSON.stringify(v));
const summary = { format: 'doko-summary/1', parties: { re: [0, 1], kontra: [2, 3] }, cardPoints: { re: 131 }, tricks: { re: 7 } };

/** Bad records and summaries: every path of the readers a person meets. */
const BAD_INPUTS: readonly unknown[] = [
  [],
  { ...deal, format: 'doko-deal/2' },
  { ...deal, dealer: 7 },
  { ...deal, dealr: 1 },
  { ...deal, rules: null },
  { ...deal, rules: 5 },
  { ...deal, rules: { dullen: true } },
  { ...deal, rules: { dulle: 'sometimes' } },
  { ...deal, contract: undefined },
  { ...deal, hands: deal.hands.slice(0, 3) },
  { ...deal, hands: [deal.hands[0].slice(1), ...deal.hands.slice(1)] },
  { ...deal, hands: [['CQ', ...deal.hands[0].slice(1)], ...deal.hands.slice(1)] },
  { ...deal, rules: { withoutNines: true } },
  { ...deal, contract: { kind: 'poverty', declarer: 0, partner: 1, given: [], returned: [] } },
  { ...deal, contract: { kind: 'solo', declarer: 0, solo: 'trumps' } },
  { ...deal, contract: { kind: 'solo', declarer: 0, solo: 'queens', compulsory: 'yes' } },
  { ...deal, contract: { kind: 'marriage', declarer: 9 } },
  { ...deal, contract: undefined, bidding: 'healthy' },
  { ...deal, contract: undefined, bidding: [1] },
  { ...deal, contract: undefined, bidding: [{ seat: 0, say: 'maybe' }] },
  { ...deal, contract: undefined, bidding: [{ seat: 0, say: 'healthy' }] },
  { ...deal, announcements: {} },
  { ...deal, announcements: [{ seat: 0, call: 'double', cardsPlayed: 0 }] },
  {
    ...deal,
    announcements: [
      { seat: 0, call: 're', cardsPlayed: 5 },
      { seat: 1, call: 'kontra', cardsPlayed: 3 },
    ],
  },
  { ...deal, announcements: [{ seat: 0, call: 're', cardsPlayed: 47 }] },
  { ...deal, plays: ['XX'] },
  { ...deal, plays: [deal.plays[0], deal.plays[0]] },
  { ...deal, plays: [...deal.plays, 'CQ'] },
  { ...summary, format: 'doko-summary/2' },
  { ...summary, parties: { re: [0, 0], kontra: [2, 3] } },
  { ...summary, parties: { re: [0], kontra: [2, 3] } },
  { ...summary, parties: { re: [0, 1, 2], kontra: [3] } },
  { ...summary, announcements: { re: 'kontra' } },
  { ...summary, cardPoints: { re: 131, kontra: 100 } },
  { ...summary, cardPoints: 131 },
  { ...summary, tricks: { re: 0 } },
  { ...summary, tricks: { re: 12 } },
  { ...summary, tricks: { re: 1 } },
  { ...summary, contract: { kind: 'marriage', declarer: 3 } },
  { ...summary, contract: { kind: 'solo', declarer: 0, solo: 'queens' } },
  { ...summary, specials: [{ kind: 'fox', party: 'rex' }] },
  { ...summary, specials: [{ kind: 'fux', party: 're' }] },
  {
    ...summary,
    specials: [
      { kind: 'fox', party: 're' },
      { kind: 'fox', party: 're' },
      { kind: 'fox', party: 're' },
    ],
  },
  { ...summary, specials: [{ kind: 'karlchenCaught', party: 're', card: 'D9' }] },
  {
    ...summary,
    specials: [
      { kind: 'karlchen', party: 're' },
      { kind: 'karlchen', party: 'kontra' },
    ],
  },
];

/** Every command's help and a set of bad arguments, each a run of the command. */
const BAD_ARGS: readonly (readonly string[])[] = [
  [],
  ['frobnicate'],
  ['help', 'extra'],
  ['score'],
  ['score', 'a', 'b'],
  ['score', join(dir, 'nichts.json')],
  ['score', join(dir, 'ordner')],
  ['score', 'x', '--jsnl'],
  ['score', 'x', '--jsonl', '--jsonl'],
  ['deal'],
  ['deal', '--seed'],
  ['deal', '--seed', '0x2'],
  ['deal', '--seed', '1', '--announce', '2'],
  ['deal', '--seed', '1', '--rules', '{'],
  ['deal', '--seed', '1', '--rules', 'null'],
  ['deal', '--seed', '1', '--rules', '{"dullen":true}'],
  ['deal', '--seed', '1', '--rules', '{"dulle":1,"dulle":2}'],
  ['quiz'],
  ['quiz', 'lead'],
  ['quiz', 'score'],
  ['quiz', 'score', '--seed', '1', '--level', '99'],
];

describe('doko --lang de: no English line', { timeout: 120_000 }, () => {
  it('mocks every catalogue of the language registry', () => {
    expect([...MOCKED].sort()).toEqual(Object.keys(CATALOGUES).sort());
  });

  it('help: every command and its options in German', async () => {
    const r = await doko(['help']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Aufruf:\n {2}npm run doko -- score DATEI\|- \[--jsonl\]\n/);
    for (const line of r.out.split('\n')) expect(englishLeft(line), line).toEqual([]);
  });

  it('usage errors, files and limits: one German line each', async () => {
    const lines: string[] = [];
    for (const args of BAD_ARGS) {
      const r = await doko(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(/^[^\n]+\n$/);
      lines.push(r.err);
    }
    for (const content of [Buffer.from([0x7b, 0xff, 0x7d]), '{"a":1,}', '{"a":1,"a":2}', `${'['.repeat(100)}${']'.repeat(100)}`, 'x'.repeat(1_000_001)]) {
      lines.push((await doko(['score', file(content)])).err);
    }
    expect(lines).toContain('Befehl fehlt: score, replay, deal, analyse, solve, quiz, evening, help (npm run doko -- help zeigt die Optionen)\n');
    expect(lines).toContain('--seed braucht eine ganze Zahl von 0 bis 4294967295\n');
    for (const line of lines) expect(englishLeft(line), line).toEqual([]);
  });

  it('every record and summary error in German (dealer 7 as the issue shows it)', async () => {
    const lines: string[] = [];
    for (const input of BAD_INPUTS) {
      const r = await doko(['score', json(input)]);
      expect(r.code, JSON.stringify(input).slice(0, 200)).toBe(2);
      lines.push(r.err);
    }
    expect(lines).toContain('dealer: erwartet wird eine ganze Zahl von 0 bis 3, nicht 7\n');
    const unfinished = await doko(['score', json({ ...deal, plays: deal.plays.slice(0, 20) })]);
    lines.push(unfinished.err);
    expect(unfinished.err).toBe('plays: das Spiel ist nicht zu Ende: 20 von 48 Karten gespielt\n');
    for (const line of lines) expect(englishLeft(line), line).toEqual([]);
  });

  it('--jsonl: a bad line is named in German in its JSON line', async () => {
    const r = await doko(['score', file(`${JSON.stringify(deal)}\n{"format":"doko-deal/1"}\nnot json\n`), '--jsonl']);
    const lines = r.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines[1]).toEqual({ error: 'Zeile 2: dealer: erwartet wird eine ganze Zahl von 0 bis 3, nicht undefined' });
    expect(lines[2].error).toMatch(/^Zeile 3: kein gültiges JSON/);
    for (const l of lines.slice(1)) expect(englishLeft(l.error), l.error).toEqual([]);
  });

  it('replay of an unfinished deal, analyse, solve and --lang itself', async () => {
    const replay = await doko(['replay', json({ ...deal, plays: deal.plays.slice(0, 5) })]);
    expect(replay.out).toContain('Spiel nicht fertig (im Spiel, 5 Karten gespielt).');
    const lines = [
      replay.out,
      runAnalyse([]).stderr,
      runAnalyse(['XX CQ']).stderr,
      runAnalyse(['CQ CQ', '--samples', '0']).stderr,
      runAnalyse([`${'CQ '.repeat(400)}`]).stderr,
      runSolve([json(deal)]).stderr,
      runSolve([json({ ...deal, dealer: 9 })]).stderr,
    ];
    for (const args of [['--lang'], ['--lang', 'de', '--lang', 'en']]) {
      const picked = langOption(args);
      if (!picked.ok) lines.push(await langProblemText(picked.problem));
    }
    expect(lines.at(-1)).toBe('--lang steht zweimal da');
    for (const text of lines) for (const line of text.split('\n')) expect(englishLeft(line), line).toEqual([]);
  });
});
