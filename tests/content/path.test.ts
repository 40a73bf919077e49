/**
 * The learning path: every lesson on it once, a quick start of at most 25 minutes (by the
 * lessons' own estimates) that ends at the practice table's guided first deal, and small
 * lessons with their exercises right after each idea.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { exercisesOf } from '../../src/content/exercises/index.ts';
import { lessonMinutes, proseWords, shownMinutes } from '../../src/content/minutes.ts';
import { FIRST_DEAL, LESSON_ORDER, PATH, QUICK_START } from '../../src/content/path.ts';

const dir = new URL('../../src/content/lessons/', import.meta.url);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));
const mdx = (slug: string) => readFileSync(new URL(`${slug}.mdx`, dir), 'utf8');
const prerequisites = (slug: string) => {
  const m = mdx(slug).match(/^prerequisites:(?: \[\])?\n((?: {2}- .+\n)*)/m);
  return m ? [...m[1].matchAll(/- (\S+)/g)].map((x) => x[1]) : [];
};
const minutes = (slug: string) =>
  lessonMinutes(
    mdx(slug),
    exercisesOf(slug).map((e) => e.kind),
  );
const quickStart = PATH.find((g) => g.id === QUICK_START)!;

describe('the learning path', () => {
  it('has every lesson exactly once', () => {
    expect([...LESSON_ORDER].sort()).toEqual([...files].sort());
    expect(new Set(LESSON_ORDER).size).toBe(LESSON_ORDER.length);
  });

  it('keeps every lesson URL of the first edition', () => {
    const first = [
      'cards-and-points',
      'trumps-and-plain-suits',
      'following-suit',
      'winning-tricks',
      're-and-kontra',
      'reservations',
      'marriage',
      'poverty',
      'solos',
      'announcements',
      'winning-targets',
      'scoring-step-by-step',
      'special-points',
      'solo-scoring',
      'house-rules',
      'tactics',
      'tournament-play',
    ];
    for (const slug of first) expect(LESSON_ORDER, slug).toContain(slug);
  });

  it('keeps every exercise id of the first edition (stars and shared links stay valid)', () => {
    const first = [
      'points-club-trick',
      'points-doppelkopf',
      'sort-short-hand',
      'sort-full-hand',
      'follow-hearts-led',
      'follow-trump-led',
      'follow-void',
      'winner-plain',
      'winner-trumped',
      'winner-equal-cards',
      'winner-dulle-ddv',
      'winner-dulle-house',
      'who-secret',
      'who-queen-falls',
      'who-re-said',
      'reserve-lustsolo-vs-marriage',
      'reserve-pflichtsolo-leads',
      'who-marriage-partner',
      'who-silent-marriage',
      'reserve-poverty',
      'reserve-poverty-redeal',
      'reserve-pflicht-beats-lust',
      'sort-jack-solo',
      'winner-queen-solo',
      'announce-early',
      'announce-reply',
      'announce-marriage-shift',
      'announce-without-nines',
      'target-re-no90',
      'target-kontra-vs-no60',
      'target-only-kontra',
      'winner-both-absagen',
      'score-kontra-wins-quietly',
      'sheet-re-and-kontra',
      'sheet-netting',
      'score-winners-below-zero',
      'score-solo-win',
      'sheet-solo-lost',
      'score-no-winner',
      'house-dulle-last-trick',
      'house-fox-last-trick',
      'tactics-failed-no90',
      'tactics-plain-re',
      'session-dealer-after-pflichtsolo',
      'session-lustsolo-rotates',
      'session-vorgefuehrt',
    ];
    const now = new Set(LESSON_ORDER.flatMap((slug) => exercisesOf(slug).map((e) => e.id)));
    for (const id of first) expect(now, id).toContain(id);
  });

  it('recommends only lessons that come earlier on the path', () => {
    for (const slug of LESSON_ORDER) {
      for (const p of prerequisites(slug)) {
        expect(LESSON_ORDER, `${slug} after ${p}`).toContain(p);
        expect(LESSON_ORDER.indexOf(p), `${slug} is best after ${p}, which comes earlier`).toBeLessThan(LESSON_ORDER.indexOf(slug));
      }
    }
  });

  it('the quick start takes at most 25 minutes by the lessons’ own estimates', () => {
    const shown = quickStart.lessons.map((slug) => shownMinutes(minutes(slug)));
    const total = shown.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(25);
    expect(quickStart.lessons.reduce((n, slug) => n + minutes(slug), 0)).toBeLessThanOrEqual(25);
  });

  it('the quick start ends at the practice table’s guided first deal', () => {
    expect(FIRST_DEAL).toBe('/play/first-deal/');
    expect(PATH[0].id).toBe(QUICK_START);
    const page = readFileSync(new URL('../../src/pages/learn/[slug].astro', import.meta.url), 'utf8');
    // The page of the quick start's last lesson offers the first deal as the next step.
    expect(page).toMatch(/endsQuickStart = group\.id === QUICK_START && group\.lessons\[group\.lessons\.length - 1\] === lesson\.id/);
    // Until the first deal is played; after it, the next lesson of the path (QuickStartNext, as the learn map).
    expect(page).toMatch(/endsQuickStart && afterQuickStart \? \(\s*<QuickStartNext\s+client:idle\s+firstDeal=\{\{ href: localPath\(FIRST_DEAL\)/);
  });

  it('the quick start covers a whole normal game and nothing beyond it', () => {
    const drilled = new Set(quickStart.lessons.flatMap((slug) => exercisesOf(slug).flatMap((e) => e.drills)));
    // The reservation round (5) is asked only as far as the table asks it first: everyone says gesund.
    for (const needed of ['1', '2', '3.1', '4', '5', '6', '9.1', '10', '11']) expect(drilled, needed).toContain(needed);
    for (const later of ['3.2', '3.3', '7', '8', '9.3', '9.4', '9.5', '9.6', '9.7', '11.2', '12']) expect(drilled, later).not.toContain(later);
    for (const slug of quickStart.lessons) expect(mdx(slug), slug).not.toMatch(/keine 90|Hochzeit|Armut|Absage/);
  });

  it('lessons are small, with an exercise right after each idea rather than all at the end', () => {
    for (const slug of LESSON_ORDER) {
      const text = mdx(slug);
      expect(exercisesOf(slug).length, `${slug} has an exercise`).toBeGreaterThan(0);
      expect(text, slug).not.toMatch(/^## Exercises/m);
      // Never a long read before practice: at most 250 words lead up to each exercise.
      const chunks = text.split('<Exercise id=');
      chunks.slice(0, -1).forEach((chunk, i) => expect(proseWords(chunk), `${slug}: words before exercise ${i + 1}`).toBeLessThanOrEqual(250));
      expect(proseWords(text), `${slug} is short`).toBeLessThan(700);
    }
  });

  it('estimates minutes from the prose and the exercises', () => {
    expect(proseWords('---\ntitle: x\n---\nimport A from "b";\n\nOne two <Exercise id="x" /> three.\n')).toBe(3);
    expect(lessonMinutes('word '.repeat(150), ['pick', 'sheet'])).toBeCloseTo(1 + 1 + 4);
    expect(shownMinutes(0.2)).toBe(1);
  });
});
