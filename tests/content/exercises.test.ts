import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardKinds, handSize, isCardId, type CardId } from '../../src/engine/cards.ts';
import { cardOrder } from '../../src/engine/order.ts';
import { parseRules } from '../../src/engine/rules.ts';
import { legalCards, trickWinner } from '../../src/engine/trick.ts';
import { EXERCISES, exerciseRules } from '../../src/content/exercises/index.ts';
import { sortProblem } from '../../src/machines/sortCheck.ts';

const lessonDir = new URL('../../src/content/lessons/', import.meta.url);
const lessonFiles = readdirSync(lessonDir).filter((f) => f.endsWith('.mdx'));
const slugs = lessonFiles.map((f) => f.replace(/\.mdx$/, ''));

/** Every card exists in this deck and no card appears more than twice. */
function checkCards(cards: readonly CardId[], kinds: readonly CardId[]) {
  for (const c of cards) {
    expect(isCardId(c), `${c} is a card id`).toBe(true);
    expect(kinds, `${c} is in the pack under these rules`).toContain(c);
  }
  const counts = new Map<CardId, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const [c, n] of counts) expect(n, `${c} appears at most twice`).toBeLessThanOrEqual(2);
}

describe('exercises', () => {
  it('have unique ids and belong to an existing lesson', () => {
    const ids = EXERCISES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of EXERCISES) expect(slugs, e.id).toContain(e.lesson);
  });

  it('are each shown by their lesson, and every lesson has one', () => {
    for (const slug of slugs) {
      const text = readFileSync(new URL(`${slug}.mdx`, lessonDir), 'utf8');
      const shown = [...text.matchAll(/exercise\('([^']+)'\)/g)].map((m) => m[1]);
      const own = EXERCISES.filter((e) => e.lesson === slug).map((e) => e.id);
      expect(own.length, `${slug} has an exercise`).toBeGreaterThan(0);
      expect([...shown].sort(), slug).toEqual([...own].sort());
    }
  });

  for (const e of EXERCISES) {
    describe(e.id, () => {
      const rules = exerciseRules(e);
      const order = cardOrder(e.contract, rules);
      const kinds = cardKinds(rules);

      it('has valid rules, a goal, hints and an explanation', () => {
        expect(parseRules(e.rules ?? {}).ok).toBe(true);
        expect(e.goal.length).toBeGreaterThan(10);
        expect(e.explanation.length).toBeGreaterThan(10);
        expect(e.hints.length).toBeGreaterThan(0);
      });

      it('is a legal position under its rules', () => {
        switch (e.kind) {
          case 'points':
            checkCards(e.cards, kinds);
            expect(e.cards.length).toBeGreaterThan(0);
            break;
          case 'sort':
            checkCards(e.hand, kinds);
            expect(e.hand.length).toBeLessThanOrEqual(handSize(rules));
            expect(sortProblem(e.hand, order), 'the hand is not already sorted').not.toBeNull();
            break;
          case 'follow': {
            checkCards([...e.trick, ...e.hand], kinds);
            expect(e.trick.length).toBeGreaterThanOrEqual(1);
            expect(e.trick.length).toBeLessThanOrEqual(3);
            expect(e.hand.length).toBeLessThanOrEqual(handSize(rules));
            expect(legalCards(e.hand, e.trick, order).length).toBeGreaterThan(0);
            break;
          }
          case 'winner':
            checkCards(e.trick, kinds);
            expect(e.trick).toHaveLength(4);
            expect(trickWinner(e.trick, order, rules, e.lastTrick ?? false)).toBeGreaterThanOrEqual(0);
            break;
        }
      });
    });
  }

  it('the two Dulle exercises really differ by their rules', () => {
    const ddv = EXERCISES.find((e) => e.id === 'winner-dulle-ddv')!;
    const house = EXERCISES.find((e) => e.id === 'winner-dulle-house')!;
    const win = (e: typeof ddv) => e.kind === 'winner' && trickWinner(e.trick, cardOrder(e.contract, exerciseRules(e)), exerciseRules(e), false);
    expect(win(ddv)).not.toBe(win(house));
  });
});
