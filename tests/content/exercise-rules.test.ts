/**
 * House rules reach every exercise: an exercise runs under the learner's settings with its
 * own pinned rules on top. Under every house rule a learner may set, the position must stay
 * legal and the answer the same as under the DDV rules; where a house rule would change it,
 * the exercise must pin that rule (and then shows it).
 */
import { describe, expect, it } from 'vitest';
import { cardKinds, deck, handSize, type CardId } from '../../src/engine/cards.ts';
import { apply, newDeal, type DealState, type Hands } from '../../src/engine/deal.ts';
import { legalActions } from '../../src/engine/legal.ts';
import { sortHand } from '../../src/engine/order.ts';
import { DDV_RULES, parseRules, RULE_KEYS, RULE_VALUES, type RuleSet } from '../../src/engine/rules.ts';
import { EXERCISES, FRESH_POSITIONS } from '../../src/content/exercises/index.ts';
import {
  exerciseRules,
  prepareItems,
  prepareNumber,
  prepareOrder,
  prepareParties,
  prepareReservation,
  prepareSheet,
} from '../../src/content/exercises/prepare.ts';
import type { DealSpec, Exercise } from '../../src/content/exercises/types.ts';
import { leadAnswer, roundOver, runScript } from '../../src/machines/reservationRound.ts';
import { resultOf } from '../../src/machines/scoreSheetFacts.ts';

const rules = (o: Partial<RuleSet>): RuleSet => {
  const r = parseRules(o);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
};

/** Every house rule on its own, and everything on at once (second ♥10 wins). */
const LEARNERS: readonly { name: string; rules: RuleSet }[] = [
  ...RULE_KEYS.flatMap((k) => RULE_VALUES[k].slice(1).map((v) => ({ name: `${k}=${String(v)}`, rules: rules({ [k]: v }) }))),
  {
    name: 'every house rule',
    rules: rules({
      withoutNines: true,
      dulle: 'secondWins',
      marriageTrickType: 'firstForeignTrump',
      poverty: true,
      piglets: true,
      pigletsDeclared: 'firstPlay',
      superpiglets: true,
      forcedAnnouncement: true,
      foxLastTrick: true,
      karlchenCaught: true,
      lieschenMueller: true,
      redealFiveNines: true,
      redealFiveKings: true,
      halfChicken: true,
    }),
  },
];

function cardsOk(cards: readonly CardId[], r: RuleSet): boolean {
  const kinds = cardKinds(r);
  return cards.every((c) => kinds.includes(c));
}
const handsOk = (hands: Hands, r: RuleSet) => hands.every((h) => h.length === handSize(r)) && [...hands.flat()].sort().join() === deck(r).sort().join();
const dealOk = (d: DealSpec, r: RuleSet) => handsOk(d.hands, r);

/** The cards an exercise puts on the table, all of which must exist under the rules. */
function positionLegal(e: Exercise, r: RuleSet): boolean {
  switch (e.kind) {
    case 'pick':
    case 'select':
      return e.spot.of === 'deal'
        ? dealOk(e.spot.deal, r)
        : cardsOk(e.spot.of === 'trick' ? e.spot.trick : e.spot.of === 'hand' ? [...e.spot.trick, ...e.spot.hand] : e.spot.cards, r);
    case 'calls':
    case 'parties':
    case 'play':
      return dealOk(e.deal, r);
    case 'order':
      return cardsOk(e.hand, r) && e.hand.length <= handSize(r);
    case 'reservation':
      return handsOk(e.hands, r);
    case 'sheet':
      return true;
    case 'number':
      return e.ask.of === 'cardPoints' ? cardsOk(e.ask.cards, r) : true;
    case 'choose': {
      const q = e.ask;
      if ('deal' in q && q.of !== 'dealWinner') return dealOk(q.deal, r);
      if ('hand' in q) return cardsOk(q.hand, r);
      if (q.of === 'withdraw') return handsOk(q.hands, r);
      if (q.of === 'trickSpecials') return cardsOk(q.trick, r);
      if (q.of === 'isTrump') return cardsOk([q.card], r);
      return true;
    }
  }
}

/** The ends of every path the learner can take through a reservation round. */
function roundEnds(e: Extract<Exercise, { kind: 'reservation' }>, learner: RuleSet): string[] {
  const p = prepareReservation(e, learner);
  const start = newDeal({ rules: p.rules, dealer: e.dealer, hands: e.hands });
  if (!start.ok) throw new Error(JSON.stringify(start.error));
  const ends = new Set<string>();
  const walk = (s: DealState) => {
    if (roundOver(s)) return void ends.add(`${JSON.stringify(s.contract)}:${leadAnswer(s)}`);
    const options = legalActions(s).filter((a) => a.seat === e.learner && a.type !== 'throwIn' && a.type !== 'halfChicken');
    for (const a of options.length && options[0].type === 'exchange' ? options.slice(0, 3) : options) {
      const r = apply(s, a);
      if (r.ok) walk(runScript(r.value, e.learner, e.script));
    }
  };
  walk(runScript(start.value, e.learner, e.script));
  return [...ends].sort();
}

/** What the learner is graded against, in a comparable form. */
function answerOf(e: Exercise, learner: RuleSet): unknown {
  switch (e.kind) {
    case 'pick':
    case 'select':
    case 'calls':
    case 'choose':
    case 'play': {
      const p = prepareItems(e, learner);
      return p.items.map((item, i) => [item.kind === 'card' ? item.card : item.kind === 'call' ? item.call : item.choice, p.verdicts[i].ok]);
    }
    case 'number':
      return prepareNumber(e, learner).answer;
    case 'order': {
      const p = prepareOrder(e, learner);
      return sortHand(e.hand, p.order);
    }
    case 'parties':
      return prepareParties(e, learner).expected;
    case 'reservation':
      return roundEnds(e, learner);
    case 'sheet': {
      const p = prepareSheet(e, learner);
      const r = resultOf(p.deal, p.rules);
      return { lines: r.lines, scores: r.scores };
    }
  }
}

// Play exercises are graded by simulation, under their pinned rules only: checked in play-exercises.test.ts.
const graded = [...EXERCISES, ...FRESH_POSITIONS].filter((e) => e.kind !== 'play');

describe('every exercise under every house rule a learner may set', () => {
  for (const e of graded) {
    it(`${e.id}: stays legal and keeps its answer, or pins the rule`, () => {
      const ddv = answerOf(e, DDV_RULES);
      expect(positionLegal(e, exerciseRules(e, DDV_RULES)), 'legal under the DDV rules').toBe(true);
      for (const l of LEARNERS) {
        const effective = exerciseRules(e, l.rules);
        expect(positionLegal(e, effective), `${e.id} is legal under ${l.name}`).toBe(true);
        expect(answerOf(e, l.rules), `${e.id} has the same answer under ${l.name}`).toEqual(ddv);
      }
    });
  }
});
