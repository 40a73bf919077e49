import { describe, expect, it } from 'vitest';
import { readDealRecord } from '../../../src/engine/record.ts';
import { DDV_RULES, parseRules } from '../../../src/engine/rules.ts';
import { clearlyBetter, evaluateLeads, LeadSimulation, pairedDiff, verdicts, winInterval } from '../../../src/engine/quiz/lead.ts';
import { creditGrade, generatedProblem, gradeGenerated } from '../../../src/engine/quiz/problems.ts';
import { ruleOfThumbCard } from '../../../src/engine/quiz/players.ts';

describe('lead statistics', () => {
  it('Wilson intervals and paired differences', () => {
    const w = winInterval(50, 100);
    expect(w.lo).toBeCloseTo(0.404, 2);
    expect(w.hi).toBeCloseTo(0.596, 2);
    expect(winInterval(0, 10).lo).toBe(0);
    expect(winInterval(10, 10).hi).toBe(1);
    expect(pairedDiff([3, 5, 7], [1, 3, 5])).toEqual({ mean: 2, se: 0 });
    const d = pairedDiff([1, 2, 3, 4], [0, 0, 0, 0]);
    expect(d.mean).toBe(2.5);
    expect(d.se).toBeCloseTo(Math.sqrt(1.6667 / 4), 3);
  });
});

describe('simulating leads', () => {
  const p = generatedProblem(2024, DDV_RULES);

  it('gives every legal lead its card points, win rate and score with intervals', () => {
    const ev = evaluateLeads(p.state, { samples: 60, seed: 3 });
    expect(ev.samples).toBe(60);
    expect(ev.stats.map((s) => s.card).sort()).toEqual([...p.legal].sort());
    for (const s of ev.stats) {
      expect(s.points).toBeGreaterThanOrEqual(0);
      expect(s.points).toBeLessThanOrEqual(240);
      expect(s.pointsCi.lo).toBeLessThanOrEqual(s.points);
      expect(s.pointsCi.hi).toBeGreaterThanOrEqual(s.points);
      expect(s.winCi.lo).toBeLessThanOrEqual(s.winRate);
      expect(s.winCi.hi).toBeGreaterThanOrEqual(s.winRate);
    }
    expect(ev.pointsBySample).toHaveLength(p.legal.length);
    expect(ev.assumptions).toEqual({ policy: 'rulesOfThumb', furtherCalls: false, calls: { re: -1, kontra: -1 } });
  });

  it('is reproducible, and running in chunks gives the same numbers', () => {
    const once = evaluateLeads(p.state, { samples: 50, seed: 9 });
    const chunked = new LeadSimulation(p.state, { seed: 9 }).run(20).run(20).run(10).result();
    expect(chunked).toEqual(once);
    expect(evaluateLeads(p.state, { samples: 50, seed: 9 })).toEqual(once);
  });

  it('grades by a margin: the best and every lead within its interval are right', () => {
    const { evaluation, verdicts: v } = gradeGenerated(p, 120);
    const best = evaluation.stats.reduce((b, s) => (s.points > b.points ? s : b));
    expect(v.find((x) => x.card === best.card)!.credit).toBe(100);
    for (const x of v) {
      if (x.behind <= 1.96 * x.se) expect(x.credit).toBe(100);
      else expect(x.credit).toBeLessThan(100);
    }
    expect(v.filter((x) => x.credit === 100).length).toBeGreaterThanOrEqual(1);
    expect(verdicts(evaluation)).toEqual(v);
    expect(clearlyBetter(evaluation, best.card)).toEqual([]);
  });
});

describe('generated lead problems', () => {
  it('are legal opening leads of normal games, reproducible from the seed', () => {
    const house = parseRules({ withoutNines: true });
    for (const rules of [DDV_RULES, house.ok ? house.value : DDV_RULES]) {
      for (let seed = 0; seed < 25; seed++) {
        const p = generatedProblem(seed, rules);
        const r = readDealRecord(p.record);
        expect(r.ok).toBe(true);
        if (!r.ok) continue;
        const s = r.value.state;
        expect(s.phase).toBe('playing');
        expect(s.solo).toBe(false);
        expect(s.toMove).toBe(p.seat);
        expect(s.cardsPlayed).toBe(0);
        expect(p.legal.length).toBeGreaterThan(1);
        expect(generatedProblem(seed, rules).record).toEqual(p.record);
        expect(p.legal).toContain(ruleOfThumbCard(p.state).card);
      }
    }
  });
});

describe('credit grades', () => {
  it('full at 100, partial for any credit below, none at 0', () => {
    expect([100, 99, 70, 50, 1, 0].map(creditGrade)).toEqual(['full', 'partial', 'partial', 'partial', 'partial', 'none']);
  });
});
