/**
 * Every exercise is a legal position under its rules, the engine gives it an answer, and
 * where the data states the rule book's answer (`expected`) the engine agrees.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cardKinds, deck, handSize, isCardId, type CardId } from '../../src/engine/cards.ts';
import { apply, newDeal, type DealState, type Hands } from '../../src/engine/deal.ts';
import { legalActions, possibleDeclarations } from '../../src/engine/legal.ts';
import { DDV_RULES, type RuleSet } from '../../src/engine/rules.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { viewFor } from '../../src/engine/view.ts';
import { EXERCISES, exercisesOf, FRESH_POSITIONS, freshPositionsOf } from '../../src/content/exercises/index.ts';
import { replay } from '../../src/content/exercises/deals.ts';
import {
  chosenAnswer,
  exerciseRules,
  prepareItems,
  prepareNumber,
  prepareOrder,
  prepareParties,
  prepareReservation,
  prepareSheet,
} from '../../src/content/exercises/prepare.ts';
import type { CardSpot, DealSpec, Exercise } from '../../src/content/exercises/types.ts';
import { ruleOfThumbOf, wordsOf } from '../../src/content/exercises/words.ts';
import { PATH, QUICK_START } from '../../src/content/path.ts';
import { SECTIONS } from '../../src/content/sections.ts';
import { sortProblem } from '../../src/machines/sortCheck.ts';
import { leadAnswer, roundOver, runScript } from '../../src/machines/reservationRound.ts';
import { resultOf, sheetDeal } from '../../src/machines/scoreSheetFacts.ts';

const lessonDir = new URL('../../src/content/lessons/', import.meta.url);
const slugs = readdirSync(lessonDir)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => f.replace(/\.mdx$/, ''));
const shownIn = (slug: string) => [...readFileSync(new URL(`${slug}.mdx`, lessonDir), 'utf8').matchAll(/<Exercise id="([^"]+)"/g)].map((m) => m[1]);
const sectionIds = new Set<string>(SECTIONS.map((s) => s.id));

/** Every card exists in this deck and no card appears more than twice. */
function checkCards(cards: readonly CardId[], rules: RuleSet) {
  const kinds = cardKinds(rules);
  for (const c of cards) {
    expect(isCardId(c), `${c} is a card id`).toBe(true);
    expect(kinds, `${c} is in the pack under these rules`).toContain(c);
  }
  const counts = new Map<CardId, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const [c, n] of counts) expect(n, `${c} appears at most twice`).toBeLessThanOrEqual(2);
}

function checkHands(hands: Hands, rules: RuleSet) {
  expect(hands.map((h) => h.length)).toEqual([0, 1, 2, 3].map(() => handSize(rules)));
  expect([...hands.flat()].sort()).toEqual(deck(rules).sort());
}

function checkSpot(spot: CardSpot, rules: RuleSet) {
  if (spot.of === 'deal') {
    checkDeal(spot.deal, rules);
    return;
  }
  const cards = spot.of === 'trick' ? spot.trick : spot.of === 'hand' ? [...spot.trick, ...spot.hand] : spot.cards;
  checkCards(cards, rules);
  if (spot.of === 'trick') expect(spot.trick).toHaveLength(4);
  if (spot.of === 'hand') {
    expect(spot.trick.length).toBeLessThanOrEqual(3);
    expect(spot.hand.length).toBeLessThanOrEqual(handSize(rules));
  }
}

function checkDeal(spec: DealSpec, rules: RuleSet): DealState {
  checkHands(spec.hands, rules);
  return replay(spec, rules);
}

describe('exercises', () => {
  it('have unique, linkable ids, belong to a lesson that shows exactly its own, and drill known sections', () => {
    const ids = EXERCISES.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const e of EXERCISES) {
      expect(e.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(slugs, e.id).toContain(e.lesson);
      expect(e.drills.length, `${e.id} drills a section`).toBeGreaterThan(0);
      for (const d of e.drills) expect(sectionIds, `${e.id}: ${d}`).toContain(d);
    }
    for (const slug of slugs) {
      const own = EXERCISES.filter((e) => e.lesson === slug).map((e) => e.id);
      expect([...shownIn(slug)].sort(), slug).toEqual([...own].sort());
    }
  });

  for (const e of [...EXERCISES, ...FRESH_POSITIONS]) {
    describe(e.id, () => {
      const rules = exerciseRules(e, DDV_RULES);
      it('has a goal, hints and an explanation, and names no source or engine', () => {
        const w = wordsOf(e);
        expect(w.goal.length).toBeGreaterThan(10);
        expect(w.explanation.length).toBeGreaterThan(10);
        expect(w.hints.length).toBeGreaterThan(0);
        const rule = e.kind === 'play' ? [ruleOfThumbOf(e)] : [];
        for (const text of [w.title, w.goal, w.explanation, ...w.hints, ...rule]) expect(text).not.toMatch(/RULES\.md|§|\bthe engine\b/);
      });
      it('is a legal position whose answer the engine gives', () => check(e, rules));
    });
  }
});

/** An exercise's position and check: everything but its name, its lesson and what it stands for. */
const dataOf = (e: Exercise) => JSON.stringify({ ...e, id: undefined, lesson: undefined, asksAgain: undefined, drills: undefined });

describe('fresh positions', () => {
  it('each stands for an exercise of the same lesson and kind, under its pinned rules (and any its position needs), with another position', () => {
    expect(FRESH_POSITIONS.length).toBeGreaterThan(0);
    for (const f of FRESH_POSITIONS) {
      const of = EXERCISES.find((e) => e.id === f.asksAgain);
      expect(of, `${f.id} stands for an exercise`).toBeDefined();
      expect(f.lesson, f.id).toBe(of!.lesson);
      expect(f.kind, f.id).toBe(of!.kind);
      expect(f.fixed ?? {}, f.id).toMatchObject(of!.fixed ?? {});
      expect(dataOf(f), `${f.id} is not the same position`).not.toBe(dataOf(of!));
      expect(shownIn(f.lesson), `${f.id} is not shown among the lesson's exercises`).not.toContain(f.id);
    }
    expect(new Set(FRESH_POSITIONS.map((f) => f.asksAgain)).size, 'one fresh position per exercise').toBe(FRESH_POSITIONS.length);
  });

  it('the quick start and the lessons split from Absagen and special points have a fresh position for every exercise', () => {
    const split = [
      'absagen',
      'absage-jumps',
      'replies',
      'deadlines-that-move',
      'deadlines-without-nines',
      'forced-announcement',
      'special-points',
      'catching-the-fox',
      'karlchen',
      'netting',
    ];
    for (const slug of [...PATH.find((g) => g.id === QUICK_START)!.lessons, ...split]) {
      expect(
        freshPositionsOf(slug).map((f) => f.asksAgain),
        slug,
      ).toEqual(exercisesOf(slug).map((e) => e.id));
    }
  });
});

function check(e: Exercise, rules: RuleSet) {
  switch (e.kind) {
    case 'pick':
    case 'select': {
      checkSpot(e.spot, rules);
      const p = prepareItems(e, DDV_RULES);
      const right = p.verdicts.filter((v) => v.ok).length;
      expect(right, 'some item is right').toBeGreaterThan(0);
      if (e.kind === 'pick') expect(right, 'some item is wrong').toBeLessThan(p.verdicts.length);
      if (e.kind === 'pick') expect(new Set(p.items.filter((_, i) => p.verdicts[i].ok).map((x) => JSON.stringify(x))).size, 'one right card').toBe(1);
      for (const v of p.verdicts) expect(v.why.length).toBeGreaterThan(0);
      break;
    }
    case 'calls': {
      const s = checkDeal(e.deal, rules);
      expect(s.phase).toBe('playing');
      const p = prepareItems(e, DDV_RULES);
      const right = p.verdicts.filter((v) => v.ok).length;
      expect(right).toBeGreaterThan(0);
      expect(right).toBeLessThan(6);
      break;
    }
    case 'choose': {
      const q = e.ask;
      if ('deal' in q && q.of !== 'dealWinner') checkDeal(q.deal, rules);
      if ('hand' in q) checkCards(q.hand, rules);
      if (q.of === 'withdraw') checkHands(q.hands, rules);
      if (q.of === 'trickSpecials' || q.of === 'isTrump') checkCards(q.of === 'isTrump' ? [q.card] : q.trick, rules);
      const p = prepareItems(e, DDV_RULES);
      expect(p.verdicts.filter((v) => v.ok)).toHaveLength(1);
      if (e.expected) expect(chosenAnswer(e, DDV_RULES)).toEqual(e.expected);
      break;
    }
    case 'number': {
      if (e.ask.of === 'cardPoints') checkCards(e.ask.cards, rules);
      const p = prepareNumber(e, DDV_RULES);
      expect(Number.isInteger(p.answer)).toBe(true);
      if (e.expected !== undefined) expect(p.answer).toBe(e.expected);
      break;
    }
    case 'order': {
      checkCards(e.hand, rules);
      expect(e.hand.length).toBeLessThanOrEqual(handSize(rules));
      const p = prepareOrder(e, DDV_RULES);
      expect(sortProblem(e.hand, p.order), 'the hand is not already sorted').not.toBeNull();
      break;
    }
    case 'parties': {
      const s = checkDeal(e.deal, rules);
      const p = prepareParties(e, DDV_RULES);
      const view = viewFor(s, e.viewer);
      expect(view.ownParty, 'the viewer knows his own party').not.toBeNull();
      const known = p.expected;
      // Sound: every known party is the real one; and no single seat is left open that counting would decide.
      known.forEach((m, seat) => m !== 'unknown' && expect(s.parties!.re.includes(seat as Seat) ? 're' : 'kontra').toBe(m));
      expect(known.filter((m) => m === 'unknown').length).not.toBe(1);
      break;
    }
    case 'reservation': {
      checkHands(e.hands, rules);
      const p = prepareReservation(e, DDV_RULES);
      const start = newDeal({ rules: p.rules, dealer: e.dealer, hands: e.hands });
      if (!start.ok) throw new Error('bad deal');
      const first = runScript(start.value, e.learner, e.script);
      expect(first.phase).toBe('reservation');
      expect(first.toMove).toBe(e.learner);
      // Every path of the learner (his legal actions; the first three choices of an exchange) ends the round legally.
      const ends = new Set<string>();
      const walk = (s: DealState, depth: number) => {
        if (roundOver(s)) return void ends.add(`${s.contract?.kind ?? 'redeal'}:${leadAnswer(s)}`);
        expect(depth).toBeLessThan(6);
        const options = legalActions(s).filter((a) => a.seat === e.learner && a.type !== 'throwIn' && a.type !== 'halfChicken');
        for (const a of options.length && options[0].type === 'exchange' ? options.slice(0, 3) : options) {
          const r = apply(s, a);
          if (!r.ok) throw new Error(JSON.stringify(r.error));
          walk(runScript(r.value, e.learner, e.script), depth + 1);
        }
      };
      walk(first, 0);
      expect(ends.size).toBeGreaterThan(0);
      expect(possibleDeclarations(first, e.learner).length).toBeGreaterThan(0);
      break;
    }
    case 'sheet': {
      const p = prepareSheet(e, DDV_RULES);
      const r = resultOf(p.deal, p.rules);
      expect({ value: r.value, scores: r.scores }).toEqual(e.expected);
      expect(sheetDeal(e.deal)).toEqual(p.deal);
      break;
    }
    case 'play':
      checkDeal(e.deal, rules);
      break;
  }
}
