import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LEAD_PROBLEMS } from '../../src/content/quizzes/index.ts';
import { clearlyBetter, evaluateLeads } from '../../src/engine/quiz/lead.ts';
import { checkProblem, LEAD_RULES } from '../../src/engine/quiz/problems.ts';
import { CURATED_SAMPLES, CURATED_SEED } from '../../src/machines/quizLead.ts';

const DIR = new URL('../../src/content/quizzes/lead/', import.meta.url);
const raw = readdirSync(DIR).filter((f) => f.endsWith('.json')).map((f) => [f, JSON.parse(readFileSync(new URL(f, DIR), 'utf8'))] as const);


describe('curated lead problems', () => {
  it('are at least 30, every rule of thumb has one, and all load', () => {
    expect(LEAD_PROBLEMS.length).toBeGreaterThanOrEqual(30);
    expect(LEAD_PROBLEMS.length).toBe(raw.length);
    expect(new Set(LEAD_PROBLEMS.map((p) => p.rule))).toEqual(new Set(LEAD_RULES));
    expect(new Set(LEAD_PROBLEMS.map((p) => p.id)).size).toBe(LEAD_PROBLEMS.length);
  });

  for (const [file, data] of raw) {
    it(`${file}: a legal lead position, the key and credits among the cards that may be led`, () => {
      const r = checkProblem(data);
      expect(r.ok, r.ok ? '' : r.error).toBe(true);
      if (!r.ok) return;
      expect(file).toBe(`${r.value.id}.json`);
      const p = r.value;
      expect(p.state.hands[p.seat]).toContain(p.key);
      // The position shows only what the learner may know: it is his lead, and nobody else's cards are needed.
      expect(p.state.current!.cards).toEqual([]);
      expect(Object.values(p.credit).filter((v) => v === 100)).toHaveLength(1);
    });
  }

  it('rejects broken problems with a reason', () => {
    const good = raw[0][1];
    const cases: [unknown, RegExp][] = [
      [{ ...good, key: 'XX' }, /cannot be led/],
      [{ ...good, rule: 'luck' }, /unknown rule/],
      [{ ...good, credit: { ...good.credit, [good.key]: 90 } }, /key must have credit 100/],
      [{ ...good, seat: (good.seat + 1) % 4 }, /is not to lead/],
      [{ ...good, id: 'Bad Id' }, /slug/],
      [{ ...good, extra: 1 }, /unknown field/],
      [{ ...good, position: { ...good.position, plays: ['CA'] } }, /not a lead|plays/],
      [{ ...good, explanation: 'short' }, /explanation/],
    ];
    for (const [input, message] of cases) {
      const r = checkProblem(input);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatch(message);
    }
  });
});

describe('every curated key holds up in simulation', () => {
  for (const p of LEAD_PROBLEMS) {
    it(`${p.id}: ${p.key} is not clearly worse than another lead`, () => {
      const ev = evaluateLeads(p.state, { samples: CURATED_SAMPLES, seed: CURATED_SEED });
      expect(ev.samples).toBe(CURATED_SAMPLES);
      // Clearly worse: another lead gets more than 2.58 standard errors and more than 4 card points more (paired over the same deals).
      const worse = clearlyBetter(ev, p.key).map((d) => `${d.card} +${d.mean.toFixed(1)}±${d.se.toFixed(1)}`);
      expect(worse, `${p.id}: the key ${p.key} is beaten clearly by ${worse.join(', ')}`).toEqual([]);
    }, 30_000);
  }
});

describe('the simulation check', () => {
  it('catches a key that is clearly worse', () => {
    const p = LEAD_PROBLEMS.find((x) => x.id === 'marriage-dulle')!;
    const ev = evaluateLeads(p.state, { samples: CURATED_SAMPLES, seed: CURATED_SEED });
    expect(clearlyBetter(ev, 'C9').map((d) => d.card)).toContain('H10');
    expect(clearlyBetter(ev, 'H10')).toEqual([]);
  });
});
