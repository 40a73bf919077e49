/** Lessons 5–10: every position replays legally through the engine, and every answer is one a player can know. */
import { describe, expect, it } from 'vitest';
import { deck, handSize } from '../../src/engine/cards.ts';
import { apply, newDeal, type DealState } from '../../src/engine/deal.ts';
import { legalActions, possibleDeclarations } from '../../src/engine/legal.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { viewFor } from '../../src/engine/view.ts';
import { EXERCISES, exerciseRules } from '../../src/content/exercises/index.ts';
import {
  LESSON_5_TO_10_EXERCISES, replay, rulesOf, WORKED,
  type AnnounceExercise, type ReservationExercise, type WhoIsReExercise,
} from '../../src/content/exercises/lessons5to10.ts';
import { leadAnswer, roundOver, runScript } from '../../src/machines/reservationRound.ts';
import { announcementDrillMachine } from '../../src/machines/announcementTimelineDrill.ts';
import { createActor } from 'xstate';
import type { Hands } from '../../src/engine/deal.ts';
import type { RuleSet } from '../../src/engine/rules.ts';

const LESSONS = ['re-and-kontra', 'reservations', 'marriage', 'poverty', 'solos', 'announcements'];

function checkHands(hands: Hands, rules: RuleSet) {
  expect(hands.map((h) => h.length)).toEqual([0, 1, 2, 3].map(() => handSize(rules)));
  expect([...hands.flat()].sort()).toEqual(deck(rules).sort());
}

describe('lessons 5–10 exercises', () => {
  it('are all in EXERCISES, each lesson has at least one, ids are linkable', () => {
    for (const e of LESSON_5_TO_10_EXERCISES) {
      expect(EXERCISES).toContain(e);
      expect(LESSONS).toContain(e.lesson);
      expect(e.id).toMatch(/^[a-z0-9-]+$/);
    }
    for (const l of LESSONS) expect(LESSON_5_TO_10_EXERCISES.some((e) => e.lesson === l), l).toBe(true);
  });

  for (const e of LESSON_5_TO_10_EXERCISES) {
    if (e.kind === 'whoIsRe') {
      it(`${e.id}: a legal position whose answer the viewer can know`, () => {
        const ex = e as WhoIsReExercise;
        const rules = exerciseRules(ex);
        checkHands(ex.deal.hands, rules);
        const s = replay(ex.deal, rules);
        const view = viewFor(s, ex.viewer);
        expect(view.ownParty, 'the viewer knows his own party').not.toBeNull();
        const known = view.knownParties;
        const re = known.filter((p) => p === 're').length;
        const kontra = known.filter((p) => p === 'kontra').length;
        // Complete: two Re in a 2-v-2 game (or a known soloist) leave nobody unknown, and a lone unknown seat would be deducible.
        if (re === 2 || (s.solo && re === 1 && kontra === 3)) expect(known.every((p) => p !== null)).toBe(true);
        expect(known.filter((p) => p === null).length).not.toBe(1);
        // Sound: every known party is the real one.
        known.forEach((p, seat) => p && expect(s.parties!.re.includes(seat as Seat) ? 're' : 'kontra').toBe(p));
      });
    }
    if (e.kind === 'announce') {
      it(`${e.id}: a legal position with allowed and refused calls`, () => {
        const ex = e as AnnounceExercise;
        const rules = exerciseRules(ex);
        checkHands(ex.deal.hands, rules);
        const s = replay(ex.deal, rules);
        expect(s.phase).toBe('playing');
        const ctx = createActor(announcementDrillMachine, { input: { state: s, seat: ex.seat } }).start().getSnapshot().context;
        expect(ctx.legal.length).toBeGreaterThan(0);
        expect(ctx.legal.length).toBeLessThan(6);
      });
    }
    if (e.kind === 'reservation') {
      it(`${e.id}: every answer the learner can give ends the round legally`, () => {
        const ex = e as ReservationExercise;
        const rules = exerciseRules(ex);
        checkHands(ex.hands, rules);
        const start = newDeal({ rules, dealer: ex.dealer, hands: ex.hands });
        if (!start.ok) throw new Error('bad deal');
        const first = runScript(start.value, ex.learner, ex.script);
        expect(first.phase).toBe('reservation');
        expect(first.toMove).toBe(ex.learner);
        // Explore every path of the learner (his legal actions), the others follow the script.
        const ends = new Set<string>();
        const walk = (s: DealState, depth: number) => {
          if (roundOver(s)) return void ends.add(`${s.contract?.kind ?? 'redeal'}:${leadAnswer(s)}`);
          expect(depth).toBeLessThan(6);
          const options = legalActions(s).filter((a) => a.seat === ex.learner && a.type !== 'throwIn' && a.type !== 'halfChicken');
          // Exchanges: the first three choices are enough to cover the branch.
          for (const a of a0(options)) {
            const r = apply(s, a);
            if (!r.ok) throw new Error(JSON.stringify(r.error));
            walk(runScript(r.value, ex.learner, ex.script), depth + 1);
          }
        };
        const a0 = <T extends { type: string }>(xs: T[]) => (xs.length && xs[0].type === 'exchange' ? xs.slice(0, 3) : xs);
        walk(first, 0);
        expect(ends.size).toBeGreaterThan(0);
        expect(possibleDeclarations(first, ex.learner).length).toBeGreaterThan(0);
      });
    }
  }

  it('the worked deals replay legally', () => {
    for (const [name, spec] of Object.entries(WORKED)) {
      const rules = rulesOf(name === 'poverty' ? { poverty: true } : name === 'forcedAnnouncement' ? { forcedAnnouncement: true } : {});
      checkHands(spec.hands, rules);
      expect(() => replay(spec, rules), name).not.toThrow();
    }
    expect(replay(WORKED.marriageToSolo, rulesOf()).marriage).toEqual({ declarer: 2, clarifiedIn: 3, partner: null });
    expect(replay(WORKED.marriageFirstTrick, rulesOf({ marriageTrickType: 'firstForeignTrump' })).marriage?.clarifiedIn).toBeNull();
    expect(replay(WORKED.forcedAnnouncement, rulesOf({ forcedAnnouncement: true })).forced).toMatchObject({ party: 'kontra', points: 32 });
  });

  it('the reservation answers differ by the learner’s choice where the lesson says so', () => {
    const ex = LESSON_5_TO_10_EXERCISES.find((x) => x.id === 'reserve-pflichtsolo-leads') as ReservationExercise;
    const start = newDeal({ rules: exerciseRules(ex), dealer: ex.dealer, hands: ex.hands });
    if (!start.ok) throw new Error('bad deal');
    const must = (r: ReturnType<typeof apply>): DealState => {
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      return r.value;
    };
    const say = (reservation: boolean) => runScript(must(apply(runScript(start.value, 0, ex.script), { type: 'reserve', seat: 0, reservation })), 0, ex.script);
    expect(leadAnswer(say(false))).toBe('2');
    const own = apply(say(true), { type: 'declare', seat: 0, declaration: { kind: 'solo', solo: 'queens', compulsory: true } });
    expect(own.ok && leadAnswer(runScript(own.value, 0, ex.script))).toBe('0');
  });
});
