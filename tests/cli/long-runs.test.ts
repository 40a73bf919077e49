// Bounded long runs: solve and analyse stop at --time-limit or Ctrl-C and print what they know,
// marked as partial; --samples and --deep beyond their limits are refused.
import { spawn, spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { MAX_DEEP, MAX_SAMPLES } from '../../src/cli/analyse.ts';
import { EXIT_INTERRUPTED } from '../../src/cli/longRun.ts';
import { analyseHand, PROGRESS_SLICE } from '../../src/engine/analysis/analyse.ts';
import { Simulation } from '../../src/engine/analysis/montecarlo.ts';
import { CARD_IDS } from '../../src/engine/cards.ts';
import { solvePosition, solveWithin, simAt } from '../../src/engine/analysis/solve.ts';
import { Solver } from '../../src/engine/analysis/solver/index.ts';
import { randomDeal } from '../../src/engine/random.ts';
import { readDealRecord, toRecord } from '../../src/engine/record.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';

const doko = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, ['src/cli/doko.ts', ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

/** A deal of seed 74 with its first `plays` cards played, as a record and as a state. */
function position(plays: number) {
  const record = toRecord(randomDeal(74, DDV_RULES, { announceRate: 0 }));
  const cut = { ...record, plays: (record.plays as string[]).slice(0, plays) };
  const r = readDealRecord(cut);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return { text: JSON.stringify(cut), state: r.value.state };
}

describe('a stopped solve', () => {
  it('knows the cards it valued, bounds on the others and on the position', () => {
    const { state } = position(0);
    const r = solveWithin(state, () => true);
    expect(r.ok && !r.value.complete).toBe(true);
    if (!r.ok || r.value.complete) return;
    const p = r.value.partial;
    const playable = new Set(p.cards.map((c) => c.card));
    expect(playable.size).toBe(p.cards.length);
    expect(p.cards.length).toBe(new Set(state.hands[p.toMove]).size);
    for (const c of p.cards) if (!('partyPoints' in c)) expect(c.atLeast).toBeLessThanOrEqual(c.atMost);
    expect(0 <= p.atLeast && p.atLeast <= p.atMost && p.atMost <= 240).toBe(true);
  });

  it('leaves the solver as it found it: the same values afterwards, inside the bounds it had', () => {
    const { state } = position(12);
    const exact = solvePosition(state);
    if (!exact.ok) throw new Error('refused');
    const solver = new Solver({ nodeBudget: 20_000 });
    expect(solver.load(simAt(state))).toBe(true);
    const left = solver.pointsLeft;
    const toMove = solver.toMove;
    expect(solver.cardValues()).toBeNull();
    expect([solver.pointsLeft, solver.toMove]).toEqual([left, toMove]);
    const stop = solver.stoppedAt!;
    const before = solver.pointsBefore;
    const exactOf = (kind: number) => exact.value.cards.find((c) => c.card === CARD_IDS[kind])!.partyPoints;
    expect(stop.values.length).toBeGreaterThan(0);
    for (const v of stop.values) expect(before + v.value).toBe(exactOf(v.kind));
    expect(before + stop.low).toBeLessThanOrEqual(exactOf(stop.kind));
    expect(before + stop.high).toBeGreaterThanOrEqual(exactOf(stop.kind));
    solver.nodeBudget = Infinity;
    const again = solver.cardValues();
    expect(again?.map((v) => before + v.value).sort()).toEqual(exact.value.cards.map((c) => c.partyPoints).sort());
  });
});

describe('a stopped analysis', () => {
  it('says how far each part got, and its figures are those of the samples done', () => {
    const hand = ['CQ', 'CQ', 'SQ', 'SQ', 'HQ', 'HQ', 'DQ', 'DQ', 'CJ', 'CJ', 'H10', 'H10'] as const;
    const a = analyseHand(hand, { samples: 500, keyCardSamples: 50, deep: { samples: 3 }, shouldStop: () => true });
    expect(a.stopped).toEqual({ simulation: { done: PROGRESS_SLICE, asked: 500 }, keyCards: { done: 0, asked: 7 }, deep: { done: 0, asked: 3 } });
    expect(a.simulation.samples).toBe(PROGRESS_SLICE);
    expect(a.deep).toBeNull();
    // Not asked to stop: complete, and nothing says otherwise.
    expect(analyseHand(hand, { samples: 20, keyCardSamples: 0, shouldStop: () => false }).stopped).toBeNull();
  });

  it('keeps nothing per sample: the samples asked cost no memory, the time limit bounds the work', () => {
    const hand = ['CQ', 'CQ', 'SQ', 'SQ', 'HQ', 'HQ', 'DQ', 'DQ', 'CJ', 'CJ', 'H10', 'H10'] as const;
    const before = process.memoryUsage().arrayBuffers;
    const sim = new Simulation(hand, { rules: DDV_RULES, samples: 1_000_000, seed: 1 });
    // A score per sample for each of 15 cases would be 120 MB.
    expect(process.memoryUsage().arrayBuffers - before).toBeLessThan(1_000_000);
    sim.run(PROGRESS_SLICE);
    expect(sim.pairedAdvantage('queens', 'withLead')).not.toBeNull();
  });
});

describe('doko solve and analyse, bounded', { timeout: 120_000 }, () => {
  it('solve from the first card: --time-limit stops it with a partial answer, marked as such', () => {
    const r = doko(['solve', '-', '--json', '--time-limit', '1'], position(0).text);
    expect(r.code, r.err).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.partial).toMatchObject({ stoppedBy: 'timeLimit', timeLimitSeconds: 1, cards: j.cards.length });
    expect(j.atLeast).toBeLessThanOrEqual(j.atMost);
    expect(j).not.toHaveProperty('best');
    const table = doko(['solve', '-', '--time-limit', '0.5'], position(0).text);
    expect(table.out).toMatch(/^Partial result, stopped by the time limit of 0\.5 s \(--time-limit\): \d+ of \d+ cards valued exactly\.\n/);
  });

  it('Ctrl-C stops solve, --time-limit analyse: what they know, marked as partial (Ctrl-C: exit code 130)', async () => {
    const interrupted = (args: string[], input: string) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        const child = spawn(process.execPath, ['src/cli/doko.ts', ...args], { stdio: ['pipe', 'pipe', 'pipe'] });
        let out = '';
        let err = '';
        child.stdout.on('data', (b: Buffer) => (out += b));
        child.stderr.on('data', (b: Buffer) => (err += b));
        child.on('close', (code) => resolve({ code, out, err }));
        // Leading spaces fill the pipe: once it drains, the command is reading its input, so
        // it listens for Ctrl-C (the signal is sent then, before or during the work alike).
        const filler = ' '.repeat(256 * 1024);
        const go = () => {
          child.stdin.end(input);
          child.kill('SIGINT');
        };
        if (child.stdin.write(filler)) go();
        else child.stdin.once('drain', go);
      });
    const solve = await interrupted(['solve', '-', '--json'], position(0).text);
    expect(solve.code, solve.err).toBe(EXIT_INTERRUPTED);
    expect(JSON.parse(solve.out).partial).toMatchObject({ stoppedBy: 'interrupted' });
    // The figures: a million samples and 100,000 deep ones, stopped by the time limit.
    const analyse = doko(['analyse', 'CQ CQ SQ SQ HQ HQ DQ DQ CJ CJ H10 H10', '--samples', '1000000', '--deep', '100000', '--time-limit', '1', '--json']);
    expect(analyse.code, analyse.err).toBe(0);
    const a = JSON.parse(analyse.out);
    expect(a.partial).toMatchObject({ stoppedBy: 'timeLimit', timeLimitSeconds: 1, samples: { asked: 1_000_000 }, deepSamples: { asked: 100_000 } });
    expect(a.partial.samples.done).toBeLessThan(1_000_000);
    expect(a.samples).toBe(a.partial.samples.done);
  });

  it('--samples and --deep beyond their limits are refused before any work', () => {
    expect(doko(['analyse', 'CQ', '--samples', String(MAX_SAMPLES + 1)])).toEqual({
      code: 2,
      out: '',
      err: `--samples needs a whole number from 1 to ${MAX_SAMPLES}\n`,
    });
    expect(doko(['analyse', 'CQ', '--deep', String(MAX_DEEP + 1)])).toEqual({ code: 2, out: '', err: `--deep needs a whole number from 0 to ${MAX_DEEP}\n` });
    expect(doko(['solve', '-', '--time-limit', '0x1']).err).toBe('--time-limit needs a number from 0.1 to 86400 (decimal digits, like 0.5)\n');
  });
});
