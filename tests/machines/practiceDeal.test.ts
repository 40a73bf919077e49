import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { announcementRefusal, newDeal, type Action, type DealState } from '../../src/engine/deal.ts';
import { possibleDeclarations } from '../../src/engine/legal.ts';
import { dealResult } from '../../src/engine/outcome.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { dealHands } from '../../src/engine/rng.ts';
import { DDV_RULES, type RuleSet } from '../../src/engine/rules.ts';
import { CALLS } from '../../src/engine/scoring.ts';
import { legalActionsFor } from '../../src/engine/view.ts';
import { actionsFor, LEARNER, learnerCalls, learnerPlays, NO_DUTY, tableMachine, type SessionDuty } from '../../src/machines/practiceDeal.ts';

type Chooser = (s: DealState, legal: Action[]) => Action;

function deal(seed: number, rules: RuleSet = DDV_RULES, dealer: Seat = 3): DealState {
  const r = newDeal({ rules, dealer, hands: dealHands(seed, rules) });
  if (!r.ok) throw new Error('deal');
  return r.value;
}

function start(state: DealState, opts: { duty?: SessionDuty; allowUndo?: boolean; level?: 'beginner' | 'strong' } = {}) {
  const actor = createActor(tableMachine, { input: { delay: 0 } }).start();
  actor.send({ type: 'LOAD', state, seed: 7, level: opts.level ?? 'beginner', delay: 0, duty: opts.duty, allowUndo: opts.allowUndo });
  return actor;
}

const healthyThenFirstCard: Chooser = (_s, legal) =>
  legal.find((a) => a.type === 'reserve' && !a.reservation) ?? legal.find((a) => a.type === 'play') ?? legal.find((a) => a.type !== 'announce')!;

/** Let the learner act with `choose` until the deal is over; returns the learner's actions. */
function drive(actor: ReturnType<typeof start>, choose: Chooser = healthyThenFirstCard): Action[] {
  const sent: Action[] = [];
  for (let i = 0; i < 200 && actor.getSnapshot().value === 'learnerTurn'; i++) {
    const s = actor.getSnapshot().context.state!;
    const legal = actionsFor(s, LEARNER, actor.getSnapshot().context.duty).filter((a) => a.type !== 'throwIn' && a.type !== 'halfChicken');
    const a = choose(s, legal);
    sent.push(a);
    actor.send({ type: 'ACT', action: a });
    expect(actor.getSnapshot().context.error).toBeNull();
  }
  return sent;
}

/** Say gesund, and wait for the first card (the learner leads or the bots have played up to him). */
function passReservation(actor: ReturnType<typeof start>) {
  const s = actor.getSnapshot().context.state!;
  if (s.phase === 'reservation' && s.toMove === 0) actor.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: false } });
  expect(actor.getSnapshot().context.state!.phase).toBe('playing');
  expect(actor.getSnapshot().value).toBe('learnerTurn');
}

/** Bots never act for seat 0: every seat-0 entry in the log is one of the learner's own actions. */
function expectOnlyLearnerInSeat0(actor: ReturnType<typeof start>, sent: Action[]) {
  const log = actor.getSnapshot().context.log.filter((x) => x.kind !== 'trick' && x.seat === 0);
  expect(log.length).toBe(sent.length);
  log.forEach((item, i) => expect(item.kind).toBe(sent[i].type));
}

function findSeed(pred: (s: DealState) => boolean, rules: RuleSet = DDV_RULES): number {
  for (let seed = 1; seed < 5000; seed++) if (pred(deal(seed, rules))) return seed;
  throw new Error('no seed found');
}

describe('table machine', () => {
  afterEach(() => vi.useRealTimers());

  it('starts idle and enters the reservation round with the learner to speak', () => {
    const actor = createActor(tableMachine, { input: { delay: 0 } }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'LOAD', state: deal(11), seed: 1, delay: 0 });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('learnerTurn');
    expect(snap.context.state!.phase).toBe('reservation');
    expect(actionsFor(snap.context.state!, LEARNER, NO_DUTY).filter((a) => a.type === 'reserve')).toHaveLength(2);
  });

  it('plays a normal deal to the end: bots act for seats 1–3 only, the result is scored', () => {
    const actor = start(deal(11));
    const sent = drive(actor);
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('over');
    expect(snap.context.state!.phase).toBe('finished');
    expect(sent.filter((a) => a.type === 'play')).toHaveLength(12);
    expectOnlyLearnerInSeat0(actor, sent);
    expect(snap.context.log.filter((x) => x.kind === 'trick')).toHaveLength(12);
    const r = dealResult(snap.context.state!);
    expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
  });

  it('strong bots play a deal too', () => {
    const actor = start(deal(12), { level: 'strong' });
    const sent = drive(actor);
    expect(actor.getSnapshot().context.state!.phase).toBe('finished');
    expectOnlyLearnerInSeat0(actor, sent);
  });

  it('reaches the declaration phase and plays a solo declared by the learner', () => {
    const actor = start(deal(11));
    let declared = false;
    const sent = drive(actor, (s, legal) => {
      if (s.phase === 'reservation') return legal.find((a) => a.type === 'reserve' && a.reservation)!;
      if (s.phase === 'declaration') {
        declared = true;
        return legal.find((a) => a.type === 'declare' && a.declaration.kind === 'solo' && a.declaration.solo === 'queens')!;
      }
      return healthyThenFirstCard(s, legal);
    });
    expect(declared).toBe(true);
    const s = actor.getSnapshot().context.state!;
    expect(s.phase).toBe('finished');
    expect(s.solo).toBe(true);
    expect(s.contract).toMatchObject({ kind: 'solo', declarer: 0, solo: 'queens', compulsory: false });
    expectOnlyLearnerInSeat0(actor, sent);
  });

  it('plays a marriage when the learner is dealt both club queens', () => {
    const seed = findSeed((s) => s.hands[0].filter((c) => c === 'CQ').length === 2);
    const actor = start(deal(seed));
    drive(actor, (s, legal) => {
      if (s.phase === 'reservation') return legal.find((a) => a.type === 'reserve' && a.reservation)!;
      if (s.phase === 'declaration') return legal.find((a) => a.type === 'declare' && a.declaration.kind === 'marriage')!;
      return healthyThenFirstCard(s, legal);
    });
    const s = actor.getSnapshot().context.state!;
    expect(s.phase).toBe('finished');
    // A higher reservation of a bot (a solo) would win; otherwise the marriage is played.
    if (s.contract!.kind !== 'solo') expect(s.contract).toEqual({ kind: 'marriage', declarer: 0 });
  });

  it('runs the poverty steps with rules.poverty: the learner gives three cards', () => {
    const rules = { ...DDV_RULES, poverty: true };
    const seed = findSeed((s) => possibleDeclarations(s, 0).some((d) => d.kind === 'poverty'), rules);
    const actor = start(deal(seed, rules));
    const phases = new Set<string>();
    drive(actor, (s, legal) => {
      phases.add(s.phase);
      if (s.phase === 'reservation') return legal.find((a) => a.type === 'reserve' && a.reservation)!;
      if (s.phase === 'declaration') return legal.find((a) => a.type === 'declare' && a.declaration.kind === 'poverty')!;
      return healthyThenFirstCard(s, legal);
    });
    expect(phases.has('povertyGive')).toBe(true);
    const s = actor.getSnapshot().context.state!;
    expect(['finished', 'redeal']).toContain(s.phase);
    if (s.phase === 'finished' && s.contract!.kind === 'poverty') expect(s.contract!.declarer).toBe(0);
  });

  it('offers the learner a bot’s poverty and lets him accept and return cards', () => {
    const rules = { ...DDV_RULES, poverty: true };
    let found = false;
    for (let seed = 1; seed < 400 && !found; seed++) {
      const s0 = deal(seed, rules);
      if (![1, 2, 3].some((x) => possibleDeclarations(s0, x as Seat).some((d) => d.kind === 'poverty'))) continue;
      const actor = start(s0);
      const phases = new Set<string>();
      drive(actor, (s, legal) => {
        phases.add(s.phase);
        if (s.phase === 'povertyOffer') return legal.find((a) => a.type === 'answerPoverty' && a.accept)!;
        return healthyThenFirstCard(s, legal);
      });
      if (phases.has('povertyOffer')) {
        found = true;
        expect(phases.has('povertyReturn')).toBe(true);
        const s = actor.getSnapshot().context.state!;
        expect(s.phase).toBe('finished');
        expect(s.contract).toMatchObject({ kind: 'poverty', partner: 0 });
      }
    }
    expect(found).toBe(true);
  });

  it('undo restores the state before the learner’s last card, in practice mode only', () => {
    const actor = start(deal(11));
    passReservation(actor);
    // One card.
    const before = actor.getSnapshot().context.state!;
    const card = learnerPlays(before)[0];
    actor.send({ type: 'ACT', action: { type: 'play', seat: 0, card } });
    expect(actor.getSnapshot().context.state!.cardsPlayed).toBeGreaterThan(before.cardsPlayed);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().value).toBe('learnerTurn');
    expect(actor.getSnapshot().context.state).toBe(before);
    expect(actor.getSnapshot().context.history).toHaveLength(0);

    const strict = start(deal(11), { allowUndo: false });
    passReservation(strict);
    const s1 = strict.getSnapshot().context.state!;
    strict.send({ type: 'ACT', action: { type: 'play', seat: 0, card: learnerPlays(s1)[0] } });
    const after = strict.getSnapshot().context.state;
    strict.send({ type: 'UNDO' });
    expect(strict.getSnapshot().context.state).toBe(after);
  });

  it('offers announcements only while the engine allows them, and refuses a late one', () => {
    const actor = start(deal(11));
    passReservation(actor);
    let checked = 0;
    let emptied = false;
    for (let i = 0; i < 12 && actor.getSnapshot().value === 'learnerTurn'; i++) {
      const s = actor.getSnapshot().context.state!;
      const expected = CALLS.filter((c) => announcementRefusal(s, 0, c) === null);
      expect(learnerCalls(s)).toEqual(expected);
      checked++;
      if (expected.length === 0) emptied = true;
      actor.send({ type: 'ACT', action: { type: 'play', seat: 0, card: learnerPlays(s)[0] } });
    }
    expect(checked).toBe(12);
    expect(emptied).toBe(true);
    // Too late now: the engine's refusal comes back as the error and nothing changes.
    const actor2 = start(deal(11));
    passReservation(actor2);
    for (let i = 0; i < 4; i++) {
      const s = actor2.getSnapshot().context.state!;
      actor2.send({ type: 'ACT', action: { type: 'play', seat: 0, card: learnerPlays(s)[0] } });
    }
    const s = actor2.getSnapshot().context.state!;
    const party = s.parties!.re.includes(0) ? 're' : 'kontra';
    actor2.send({ type: 'ACT', action: { type: 'announce', seat: 0, call: party } });
    expect(actor2.getSnapshot().context.error).toMatchObject({ code: 'illegalAnnouncement' });
    expect(actor2.getSnapshot().context.state).toBe(s);
  });

  it('an announcement made on time is recorded and the bots may answer', () => {
    const actor = start(deal(11));
    passReservation(actor);
    const s = actor.getSnapshot().context.state!;
    const call = learnerCalls(s)[0];
    actor.send({ type: 'ACT', action: { type: 'announce', seat: 0, call } });
    const after = actor.getSnapshot().context.state!;
    expect(after.announcements.some((a) => a.seat === 0 && a.call === call)).toBe(true);
    expect(actor.getSnapshot().context.offered).toBe(after.cardsPlayed);
  });

  it('a forced soloist (vorgeführt) may only reserve and declare a compulsory solo; a bot in that seat declares one', () => {
    const duty: SessionDuty = { owesCompulsory: [true, true, true, true], forcedSoloist: 0 };
    const actor = start(deal(11), { duty });
    const s = actor.getSnapshot().context.state!;
    expect(actionsFor(s, 0, duty).filter((a) => a.type === 'reserve')).toEqual([{ type: 'reserve', seat: 0, reservation: true }]);
    // The machine refuses what the session does not allow.
    actor.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: false } });
    expect(actor.getSnapshot().context.error).not.toBeNull();
    drive(actor, (st, legal) => {
      if (st.phase === 'declaration') expect(legal.every((a) => a.type === 'declare' && a.declaration.kind === 'solo' && a.declaration.compulsory)).toBe(true);
      return st.phase === 'reservation' ? legal[0] : healthyThenFirstCard(st, legal);
    });
    expect(actor.getSnapshot().context.state!.contract).toMatchObject({ kind: 'solo', declarer: 0, compulsory: true });

    const botDuty: SessionDuty = { owesCompulsory: [false, true, false, false], forcedSoloist: 1 };
    const b = start(deal(11), { duty: botDuty });
    drive(b);
    expect(b.getSnapshot().context.state!.contract).toMatchObject({ kind: 'solo', declarer: 1, compulsory: true });
  });

  it('with a delay the bots wait in botTurn until the timer fires', () => {
    vi.useFakeTimers();
    const actor = createActor(tableMachine, { input: { delay: 500 } }).start();
    actor.send({ type: 'LOAD', state: deal(11, DDV_RULES, 0), seed: 1, delay: 500 }); // forehand is West
    expect(actor.getSnapshot().value).toBe('botTurn');
    expect(actor.getSnapshot().context.state!.reservations[1]).toBeNull();
    vi.advanceTimersByTime(500);
    expect(actor.getSnapshot().context.state!.reservations[1]).not.toBeNull();
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().value).toBe('learnerTurn');
    expect(actor.getSnapshot().context.state!.toMove).toBe(0);
  });

  it('gives a hint: one of the learner’s legal actions (or a pass) with a reason', () => {
    const actor = start(deal(11));
    passReservation(actor);
    actor.send({ type: 'HINT' });
    const h = actor.getSnapshot().context.hint!;
    expect(h.reason.rule).toBeTruthy();
    const legal = legalActionsFor(actor.getSnapshot().context.state!, 0);
    // In play the hint names a card; a call is advised separately.
    expect(h.action?.type).toBe('play');
    expect(legal).toContainEqual(h.action);
    const c = actor.getSnapshot().context.callHint;
    if (c) expect(legal).toContainEqual(c.action);
    // In the reservation round it names the choice.
    const r = start(deal(11));
    r.send({ type: 'HINT' });
    expect(r.getSnapshot().context.hint!.action?.type).toBe('reserve');
  });

  it('a deal loaded in play continues from there; a thrown-in deal ends at once', () => {
    const s = deal(11);
    const started = newDeal({ rules: DDV_RULES, dealer: 3, hands: s.dealt, contract: { kind: 'normal' } });
    const actor = start(started.ok ? started.value : s);
    expect(actor.getSnapshot().context.state!.phase).toBe('playing');
    drive(actor);
    expect(actor.getSnapshot().value).toBe('over');

    const rules = { ...DDV_RULES, redealFiveKings: true, redealFiveNines: true };
    const seed = findSeed((x) => legalActionsFor(x, 1).some((a) => a.type === 'throwIn') || legalActionsFor(x, 2).some((a) => a.type === 'throwIn'), rules);
    const t = start(deal(seed, rules));
    drive(t);
    expect(['redeal', 'finished']).toContain(t.getSnapshot().context.state!.phase);
  });
});
