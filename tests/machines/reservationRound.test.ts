import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { exercise } from '../../src/content/exercises/index.ts';
import { exerciseRules } from '../../src/content/exercises/prepare.ts';
import type { ReservationExercise } from '../../src/content/exercises/types.ts';
import { wordsOf } from '../../src/content/exercises/words.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { newDeal } from '../../src/engine/deal.ts';
import { leadAnswer, reservationMachine } from '../../src/machines/reservationRound.ts';

const start = (id: string) => {
  const e = exercise(id) as ReservationExercise;
  const s = newDeal({ rules: exerciseRules(e, DDV_RULES), dealer: e.dealer, hands: e.hands });
  if (!s.ok) throw new Error('bad deal');
  const say = e.say === undefined ? null : e.say === 'vorbehalt';
  return createActor(reservationMachine, { input: { start: s.value, learner: e.learner, script: e.script, hintCount: wordsOf(e).hints.length, say } }).start();
};

describe('reservationMachine', () => {
  it('runs the script up to the learner, who says Vorbehalt and names a marriage; the Lustsolo wins', () => {
    const a = start('reserve-lustsolo-vs-marriage');
    const c = () => a.getSnapshot().context;
    expect(a.getSnapshot().value).toBe('speaking');
    expect(c().state.reservations).toEqual([false, true, null, null]);
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 2, reservation: true } });
    expect(c().state.phase).toBe('declaration');
    a.send({ type: 'ACT', action: { type: 'declare', seat: 2, declaration: { kind: 'marriage' } } });
    expect(a.getSnapshot().value).toBe('predicting');
    expect(c().state.contract).toEqual({ kind: 'solo', declarer: 1, solo: 'jacks', compulsory: false });
    expect(leadAnswer(c().state)).toBe('0');
    a.send({ type: 'PREDICT', value: '1' });
    expect(a.getSnapshot().value).toBe('wrong');
    a.send({ type: 'PREDICT', value: '0' });
    expect(a.getSnapshot().value).toBe('solved');
    expect(c().mistakes).toBe(1);
  });

  it('a second wrong prediction shows the solution; so does asking for it', () => {
    const a = start('reserve-lustsolo-vs-marriage');
    // While the learner still has to speak there is no solution to show yet.
    a.send({ type: 'SHOW' });
    expect(a.getSnapshot().value).toBe('speaking');
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 2, reservation: false } });
    expect(a.getSnapshot().value).toBe('predicting');
    a.send({ type: 'PREDICT', value: '1' });
    a.send({ type: 'PREDICT', value: '2' });
    expect(a.getSnapshot().value).toBe('revealed');
    a.send({ type: 'PREDICT', value: '0' });
    expect(a.getSnapshot().value).toBe('revealed');
    a.send({ type: 'RESET' });
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 2, reservation: false } });
    a.send({ type: 'SHOW' });
    expect(a.getSnapshot().value).toBe('revealed');
  });

  it('a Pflichtsolo of the learner wins, and he leads; refusals are kept, actions of other seats ignored', () => {
    const a = start('reserve-pflichtsolo-leads');
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 1, reservation: true } });
    expect(a.getSnapshot().context.state.reservations).toEqual([null, null, null, null]);
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: true } });
    a.send({ type: 'ACT', action: { type: 'declare', seat: 0, declaration: { kind: 'marriage' } } });
    expect(a.getSnapshot().context.error).toMatchObject({ code: 'notEligible', refusal: { code: 'marriageNeedsBothClubQueens' } });
    a.send({ type: 'ACT', action: { type: 'declare', seat: 0, declaration: { kind: 'solo', solo: 'aces', compulsory: true } } });
    expect(a.getSnapshot().context.error).toBeNull();
    expect(leadAnswer(a.getSnapshot().context.state)).toBe('0');
    a.send({ type: 'PREDICT', value: '0' });
    expect(a.getSnapshot().value).toBe('solved');
  });

  it('poverty: pass three cards with all trumps, Clara takes them; or nobody does and it is redealt', () => {
    const a = start('reserve-poverty');
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: true } });
    a.send({ type: 'ACT', action: { type: 'declare', seat: 0, declaration: { kind: 'poverty' } } });
    expect(a.getSnapshot().context.state.phase).toBe('povertyGive');
    a.send({ type: 'ACT', action: { type: 'exchange', seat: 0, cards: ['DA', 'CA', 'SA'] } });
    expect(a.getSnapshot().context.error).toMatchObject({ code: 'badExchange', problem: 'trumpsKept' });
    a.send({ type: 'ACT', action: { type: 'exchange', seat: 0, cards: ['DA', 'HJ', 'S9'] } });
    expect(a.getSnapshot().value).toBe('predicting');
    expect(a.getSnapshot().context.state.contract).toMatchObject({ kind: 'poverty', declarer: 0, partner: 2, returned: ['DJ', 'CK', 'S10'] });
    const b = start('reserve-poverty-redeal');
    b.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: true } });
    b.send({ type: 'ACT', action: { type: 'declare', seat: 0, declaration: { kind: 'poverty' } } });
    b.send({ type: 'ACT', action: { type: 'exchange', seat: 0, cards: ['DA', 'HJ', 'HA'] } });
    expect(b.getSnapshot().context.state.phase).toBe('redeal');
    b.send({ type: 'PREDICT', value: 'redeal' });
    expect(b.getSnapshot().value).toBe('solved');
  });

  it('the learner may be offered a poverty and take it; hints and reset', () => {
    const e = exercise('reserve-poverty') as ReservationExercise;
    const s = newDeal({ rules: exerciseRules(e, DDV_RULES), dealer: 3, hands: e.hands });
    if (!s.ok) throw new Error('bad deal');
    const script = { 0: { reserve: true, declaration: { kind: 'poverty' } as const, exchange: ['DA', 'HJ', 'S9'] as const }, 2: { reserve: false } };
    const a = createActor(reservationMachine, { input: { start: s.value, learner: 1, script, hintCount: 1 } }).start();
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 1, reservation: false } });
    expect(a.getSnapshot().context.state.phase).toBe('povertyOffer');
    a.send({ type: 'ACT', action: { type: 'answerPoverty', seat: 1, accept: true } });
    expect(a.getSnapshot().context.state.phase).toBe('povertyReturn');
    a.send({ type: 'ACT', action: { type: 'exchange', seat: 1, cards: ['C9', 'S9', 'HK'] } });
    expect(a.getSnapshot().value).toBe('predicting');
    a.send({ type: 'HINT' });
    a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.hints).toBe(1);
    a.send({ type: 'RESET' });
    expect(a.getSnapshot().value).toBe('speaking');
    expect(a.getSnapshot().context).toMatchObject({ hints: 0, mistakes: 0, given: null, error: null });
    expect(a.getSnapshot().context.state.phase).toBe('reservation');
  });

  it('where the lesson asks for gesund, a Vorbehalt is a miss that is not played: a hint opens and the learner speaks again', () => {
    const a = start('reserve-gesund-first');
    const c = () => a.getSnapshot().context;
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: true } });
    expect(a.getSnapshot().value).toBe('speaking');
    expect(c()).toMatchObject({ mistakes: 1, otherWord: true, error: null });
    expect(c().state.reservations).toEqual([null, null, null, null]);
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: false } });
    expect(a.getSnapshot().value).toBe('predicting');
    expect(c().otherWord).toBe(false);
    expect(c().state.contract).toEqual({ kind: 'normal' });
    a.send({ type: 'PREDICT', value: '0' });
    expect(a.getSnapshot().value).toBe('solved');
    expect(c().mistakes).toBe(1);
  });

  it('two Vorbehalte where gesund is asked: the solution says gesund for the learner and shows who leads; so does asking for it', () => {
    const a = start('reserve-gesund-first');
    const c = () => a.getSnapshot().context;
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: true } });
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: true } });
    expect(a.getSnapshot().value).toBe('revealed');
    expect(c()).toMatchObject({ mistakes: 2, saidForLearner: true });
    expect(c().state.reservations).toEqual([false, false, false, false]);
    expect(leadAnswer(c().state)).toBe('0');
    a.send({ type: 'RESET' });
    expect(c()).toMatchObject({ mistakes: 0, otherWord: false, saidForLearner: false });
    a.send({ type: 'SHOW' });
    expect(a.getSnapshot().value).toBe('revealed');
    expect(c().state.phase).toBe('playing');
  });

  it('without an asked word either word is played (the reservation lessons)', () => {
    const a = start('reserve-lustsolo-vs-marriage');
    a.send({ type: 'SHOW' });
    expect(a.getSnapshot().value).toBe('speaking');
    a.send({ type: 'ACT', action: { type: 'reserve', seat: 2, reservation: true } });
    expect(a.getSnapshot().context).toMatchObject({ mistakes: 0, otherWord: false });
    expect(a.getSnapshot().context.state.phase).toBe('declaration');
  });
});
