import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardKinds } from '../../src/engine/cards.ts';
import { cardOrder } from '../../src/engine/order.ts';
import { DDV_RULES, parseRules } from '../../src/engine/rules.ts';
import { targetPoints } from '../../src/engine/scoring.ts';
import { forcedSoloist } from '../../src/engine/session.ts';
import { trickWinner } from '../../src/engine/trick.ts';
import { EXERCISES } from '../../src/content/exercises/index.ts';
import {
  LESSON_11_TO_17_EXERCISES,
  MORE_EXAMPLES,
  SIX_EXAMPLES,
  scoringExerciseRules,
  WORKED_SESSION,
} from '../../src/content/exercises/lessons11to17.ts';
import { evaluateDeal, resultOf, sheetDeal } from '../../src/machines/scoreSheetFacts.ts';
import { playSession } from '../../src/machines/sessionSteps.ts';

const LESSONS = ['winning-targets', 'scoring-step-by-step', 'special-points', 'solo-scoring', 'house-rules', 'tactics', 'tournament-play'];
const lessonDir = new URL('../../src/content/lessons/', import.meta.url);
const text = (slug: string) => readFileSync(new URL(`${slug}.mdx`, lessonDir), 'utf8');
/** The engine's winner index of each winner exercise, as the rule book has it (docs/rules.md §6). */
const WINNER_EXPECTED: Record<string, number> = { 'house-dulle-last-trick': 1 };

describe('lessons 11–17', () => {
  it('are ordered 11..17 and have a summary, objectives, an exercise and a closing check', () => {
    LESSONS.forEach((slug, i) => {
      const mdx = text(slug);
      expect(mdx, slug).toMatch(new RegExp(`^order: ${11 + i}$`, 'm'));
      expect(mdx, slug).toMatch(/^summary: .{20,}$/m);
      expect(mdx, slug).toMatch(/^objectives:\n {2}- /m);
      expect(mdx, slug).toMatch(/client:visible exercise=\{exercise\('/);
      expect(mdx, slug).toContain('class="check-box"');
      expect(mdx, slug).toContain(`<LessonExercisesProgress lesson="${slug}" />`);
    });
  });

  it('each show exactly their own exercises', () => {
    for (const slug of LESSONS) {
      const shown = [...text(slug).matchAll(/exercise\('([^']+)'\)/g)].map((m) => m[1]).sort();
      const own = LESSON_11_TO_17_EXERCISES.filter((e) => e.lesson === slug).map((e) => e.id).sort();
      expect(own.length, slug).toBeGreaterThan(0);
      expect(shown, slug).toEqual(own);
    }
  });

  it('name each worked example that exists', () => {
    const ids = new Set([...SIX_EXAMPLES, ...MORE_EXAMPLES].map((e) => e.id));
    for (const slug of LESSONS) for (const m of text(slug).matchAll(/example="([^"]+)"/g)) expect(ids, `${slug}: ${m[1]}`).toContain(m[1]);
  });
});

describe('exercises of lessons 11–17', () => {
  it('have ids unique here and against index.ts', () => {
    const ids = LESSON_11_TO_17_EXERCISES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    // Once index.ts lists these exercises too, the very same objects may appear there.
    for (const mine of LESSON_11_TO_17_EXERCISES) expect(EXERCISES.filter((o) => o.id === mine.id && (o as object) !== mine), mine.id).toEqual([]);
  });

  for (const e of LESSON_11_TO_17_EXERCISES) {
    describe(e.id, () => {
      const rules = scoringExerciseRules(e);
      it('has valid rules, a goal, hints and an explanation', () => {
        expect(parseRules(e.rules ?? {}).ok).toBe(true);
        expect(LESSONS).toContain(e.lesson);
        expect(e.goal.length).toBeGreaterThan(10);
        expect(e.explanation.length).toBeGreaterThan(10);
        expect(e.hints.length).toBeGreaterThan(0);
      });

      it('has the expected answer the engine gives', () => {
        switch (e.kind) {
          case 'targetPoints':
            expect(targetPoints(e.party, e.reLevel, e.kontraLevel)).toEqual({ points: e.expected });
            break;
          case 'dealWinner': {
            const ev = evaluateDeal(sheetDeal(e.deal), rules);
            if (!ev.ok) throw new Error(ev.error.message);
            expect(ev.result.winner ?? 'none').toBe(e.expected);
            break;
          }
          case 'seatScore': {
            const ev = evaluateDeal(sheetDeal(e.deal), rules);
            if (!ev.ok) throw new Error(ev.error.message);
            expect(ev.result.scores[e.seat]).toBe(e.expected);
            break;
          }
          case 'scoreSheet': {
            const ev = evaluateDeal(sheetDeal(e.deal), rules);
            if (!ev.ok) throw new Error(ev.error.message);
            expect({ value: ev.result.value, scores: ev.result.scores }).toEqual(e.expected);
            break;
          }
          case 'session': {
            const { session } = playSession(e.steps, rules);
            expect(e.ask === 'nextDealer' ? session.dealer : forcedSoloist(session)).toBe(e.expected);
            break;
          }
          case 'winner': {
            const kinds = cardKinds(rules);
            for (const c of e.trick) expect(kinds).toContain(c);
            expect(trickWinner(e.trick, cardOrder(e.contract, rules), rules, e.lastTrick ?? false)).toBe(WINNER_EXPECTED[e.id]);
            break;
          }
        }
      });
    });
  }
});

describe('worked examples', () => {
  for (const ex of [...SIX_EXAMPLES, ...MORE_EXAMPLES]) {
    it(`${ex.id}: the engine agrees with the source (${ex.title})`, () => {
      const rules = parseRules(ex.rules ?? {});
      if (!rules.ok) throw new Error(rules.error.message);
      const r = resultOf(sheetDeal(ex.deal), rules.value);
      expect({ value: r.value, scores: r.scores }).toEqual(ex.expected);
    });
  }

  it('the worked session replays without an error', () => {
    const { rows } = playSession(WORKED_SESSION, DDV_RULES);
    expect(rows).toHaveLength(WORKED_SESSION.length);
  });
});
