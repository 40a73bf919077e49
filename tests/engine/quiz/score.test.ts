import { describe, expect, it } from 'vitest';
import { specialEvents } from '../../../src/engine/outcome.ts';
import { readDealRecord } from '../../../src/engine/record.ts';
import { DDV_RULES, parseRules, type RuleSet } from '../../../src/engine/rules.ts';
import { scoreInput } from '../../../src/engine/score.ts';
import { dealFacts, levelOfLine, SCORE_LEVELS, scoreItem, sheetRows, type ScoreLevel } from '../../../src/engine/quiz/score.ts';
import { gradeSheet, keySheet, readWhole, type ScoreSheet } from '../../../src/engine/quiz/sheet.ts';

const rules = (o: object): RuleSet => {
  const r = parseRules(o);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};
const HOUSE = rules({ dulle: 'secondWins', foxLastTrick: true });
const SEEDS = Array.from({ length: 12 }, (_, i) => 1 + i * 104729);

describe('score items: legal deals whose key is the engine’s scoring', () => {
  for (const [name, base] of [
    ['DDV', DDV_RULES],
    ['house', HOUSE],
  ] as const) {
    for (const level of SCORE_LEVELS) {
      it(`level ${level} under ${name} rules`, () => {
        for (const seed of SEEDS) {
          const item = scoreItem(seed, level, base);
          const replay = readDealRecord(item.record);
          expect(replay.ok, JSON.stringify(!replay.ok && replay.error)).toBe(true);
          if (!replay.ok) continue;
          expect(replay.value.state.phase).toBe('finished');
          const scored = scoreInput(JSON.parse(JSON.stringify(item.record)));
          expect(scored.ok).toBe(true);
          if (scored.ok) expect(scored.value).toEqual(item.result);
          expect(item.result.scores.reduce((a, b) => a + b, 0)).toBe(0);
          // Every line of the key has a row on the level's sheet.
          const rows = sheetRows(level, item.rules);
          for (const l of item.result.lines) expect(rows).toContain(l.reason);
          // The rules: the learner's, plus the house rule of level 8.
          if (level < 8) expect(item.rules).toEqual(base);
          else expect(item.houseRule).not.toBeNull();
          checkLevel(level, item);
          expect(gradeSheet(item.result, keySheet(item.result)).credit).toBe(1);
        }
      });
    }
  }

  it('is reproducible: one seed, one item', () => {
    for (const level of SCORE_LEVELS) expect(scoreItem(77, level, DDV_RULES).record).toEqual(scoreItem(77, level, DDV_RULES).record);
    expect(scoreItem(77, 1, DDV_RULES).record).not.toEqual(scoreItem(78, 1, DDV_RULES).record);
  });

  it('varies within a level: both parties win, solos are silent and announced, every house rule appears', () => {
    const many = (level: ScoreLevel) => Array.from({ length: 40 }, (_, i) => scoreItem(i + 1, level, DDV_RULES));
    expect(new Set(many(1).map((i) => i.result.winner))).toEqual(new Set(['re', 'kontra']));
    expect(new Set(many(5).map((i) => i.result.contract.kind))).toEqual(new Set(['solo', 'normal']));
    const house = many(8);
    expect(new Set(house.map((i) => i.houseRule))).toEqual(new Set(['foxLastTrick', 'karlchenCaught', 'withoutNines', 'poverty']));
    for (const i of house.filter((x) => x.houseRule === 'poverty')) expect(i.result.contract.kind).toBe('poverty');
    expect(many(3).some((i) => i.result.lines.some((l) => l.reason.startsWith('reached')) || i.result.winner !== null)).toBe(true);
  });
});

function checkLevel(level: ScoreLevel, item: ReturnType<typeof scoreItem>): void {
  const s = item.state;
  const reasons = item.result.lines.map((l) => l.reason);
  const special = reasons.filter((r) => ['doppelkopf', 'foxCaught', 'foxCaughtLastTrick', 'karlchen', 'karlchenCaught', 'lieschenMueller'].includes(r));
  const top = Math.max(s.calls.re.level, s.calls.kontra.level);
  switch (level) {
    case 1:
      expect(s.announcements).toEqual([]);
      expect(s.solo).toBe(false);
      expect(special).toEqual([]);
      break;
    case 2:
      expect(top).toBe(0);
      expect(special).toEqual([]);
      break;
    case 3:
      expect(top).toBeGreaterThanOrEqual(1);
      expect(special).toEqual([]);
      break;
    case 4:
      expect(s.solo).toBe(false);
      expect(special.length).toBeGreaterThan(0);
      break;
    case 5:
      expect(s.solo).toBe(true);
      expect(item.result.parties.re).toHaveLength(1);
      break;
    case 6:
      expect(item.result.contract.kind).toBe('marriage');
      break;
    case 7:
      expect(item.result.winner).toBeNull();
      break;
    case 8:
      break;
  }
}

describe('the facts of a deal', () => {
  it('agree with the result and find every special event in its trick', () => {
    for (const seed of SEEDS) {
      const item = scoreItem(seed, 4, DDV_RULES);
      const f = dealFacts(item.state, item.result);
      expect(f.trickPoints.reduce((a, b) => a + b, 0)).toBe(240);
      expect(f.specials.map(({ trickNo: _, ...e }) => e)).toEqual(specialEvents(item.state));
      for (const e of f.specials) expect(e.trickNo).toBeGreaterThanOrEqual(1);
      expect(f.cardPoints).toEqual(item.result.cardPoints);
    }
    const solo = scoreItem(3, 5, DDV_RULES);
    expect(dealFacts(solo.state).specials).toEqual([]);
  });

  it('place each line at the first level that asks for it', () => {
    expect(levelOfLine('won', DDV_RULES)).toBe(1);
    expect(levelOfLine('kontraAnnounced', DDV_RULES)).toBe(2);
    expect(levelOfLine('reached90AgainstNo60', DDV_RULES)).toBe(3);
    expect(levelOfLine('foxCaught', DDV_RULES)).toBe(4);
    expect(levelOfLine('karlchenCaught', DDV_RULES)).toBe(8);
  });
});

describe('grading a score sheet', () => {
  // Level 3 seed with Absagen: several lines.
  const item = scoreItem(SEEDS[2], 3, DDV_RULES);
  const key = keySheet(item.result);

  it('gives full credit for the key and partial credit item by item', () => {
    expect(gradeSheet(item.result, key)).toMatchObject({ credit: 1 });
    const n = 2 + Object.keys(key.lines).length; // winner + lines + scores
    const noWinner: ScoreSheet = { ...key, winner: key.winner === 're' ? 'kontra' : 're' };
    const g1 = gradeSheet(item.result, noWinner);
    expect(g1.total).toBe(n);
    expect(g1.credit).toBeCloseTo((n - 1) / n);
    expect(g1.items[0]).toMatchObject({ kind: 'winner', ok: false });

    const first = Object.keys(key.lines)[0] as keyof typeof key.lines;
    const { [first]: _, ...rest } = key.lines;
    const missing = gradeSheet(item.result, { ...key, lines: rest });
    expect(missing.items.find((i) => i.kind === 'line' && i.reason === first)).toMatchObject({ ok: false, given: { re: 0, kontra: 0 } });

    const extra = gradeSheet(item.result, { ...key, lines: { ...key.lines, karlchen: { re: 1, kontra: 0 } } });
    expect(extra.total).toBe(n + 1);
    expect(extra.items.find((i) => i.kind === 'line' && i.reason === 'karlchen')).toMatchObject({ ok: false, expected: { re: 0, kontra: 0 } });

    const scores = gradeSheet(item.result, { ...key, scores: [key.scores[0], null, key.scores[2], 99] });
    expect(scores.items.at(-1)).toMatchObject({ kind: 'scores', ok: false, wrongSeats: [1, 3] });
    expect(scores.credit).toBeCloseTo((n - 1 + 0.5) / n);

    const blank = gradeSheet(item.result, { winner: null, lines: {}, scores: [null, null, null, null] });
    expect(blank.credit).toBe(0);
  });

  it('reads whole numbers as people type them', () => {
    expect(readWhole(' 6 ')).toBe(6);
    expect(readWhole('+3')).toBe(3);
    expect(readWhole('−18')).toBe(-18);
    expect(readWhole('')).toBeNull();
    expect(readWhole('three')).toBeUndefined();
    expect(readWhole('1.5')).toBeUndefined();
  });
});
