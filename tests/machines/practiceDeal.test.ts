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
import {
  learnerCalls,
  learnerPlays,
  learnerStep,
  practiceTableMachine,
  UNTIL_TAP,
  type BotLevels,
  type SessionDuty,
  type TableContext,
} from '../../src/machines/practiceDeal.ts';

type Chooser = (s: DealState, legal: readonly Action[]) => Action;

function deal(seed: number, rules: RuleSet = DDV_RULES, dealer: Seat = 3): DealState {
  const r = newDeal({ rules, dealer, hands: dealHands(seed, rules) });
  if (!r.ok) throw new Error('deal');
  return r.value;
}

interface StartOptions {
  duty?: SessionDuty;
  allowUndo?: boolean;
  levels?: BotLevels;
  pause?: number;
  coach?: boolean;
}

function start(state: DealState, opts: StartOptions = {}) {
  const actor = createActor(practiceTableMachine, { input: { delay: 0, pause: 0 } }).start();
  actor.send({
    type: 'LOAD',
    state,
    seed: 7,
    delay: 0,
    pause: opts.pause ?? 0,
    levels: opts.levels,
    duty: opts.duty,
    allowUndo: opts.allowUndo,
    coach: opts.coach,
  });
  return actor;
}
type Actor = ReturnType<typeof start>;
const ctx = (actor: Actor): TableContext => actor.getSnapshot().context;

const healthyThenFirstCard: Chooser = (_s, legal) =>
  legal.find((a) => a.type === 'reserve' && !a.reservation) ?? legal.find((a) => a.type === 'play') ?? legal[0];

/**
 * Let the learner act with `choose` until the deal is over (he declines throw-ins, makes a
 * forced call his party owes, dismisses finished tricks); returns his actions.
 */
function drive(actor: Actor, choose: Chooser = healthyThenFirstCard, each?: (a: Actor) => void): Action[] {
  const sent: Action[] = [];
  for (let i = 0; i < 300 && actor.getSnapshot().value !== 'over'; i++) {
    const value = actor.getSnapshot().value;
    if (value === 'trickShown') {
      actor.send({ type: 'DISMISS' });
      continue;
    }
    expect(value).toBe('learnerTurn');
    each?.(actor);
    const step = learnerStep(ctx(actor))!;
    if (step.kind === 'preRound') {
      actor.send({ type: 'PASS' });
      continue;
    }
    const a = step.kind === 'forcedCall' ? step.action : choose(ctx(actor).state!, step.legal);
    sent.push(a);
    actor.send({ type: 'ACT', action: a });
    expect(ctx(actor).error).toBeNull();
  }
  return sent;
}

/** Say gesund, and wait for the first card (the learner leads or the bots have played up to him). */
function passReservation(actor: Actor) {
  const s = ctx(actor).state!;
  if (s.phase === 'reservation' && s.toMove === 0) actor.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: false } });
  expect(ctx(actor).state!.phase).toBe('playing');
  expect(actor.getSnapshot().value).toBe('learnerTurn');
}

/** Bots never act for seat 0: every seat-0 entry in the log is one of the learner's own actions. */
function expectOnlyLearnerInSeat0(actor: Actor, sent: Action[]) {
  const log = ctx(actor).log.filter((x) => x.kind !== 'trick' && x.kind !== 'marriage' && x.seat === 0);
  expect(log.length).toBe(sent.length);
  log.forEach((item, i) => expect(item.kind).toBe(sent[i].type));
}

function findSeed(pred: (s: DealState) => boolean, rules: RuleSet = DDV_RULES): number {
  for (let seed = 1; seed < 5000; seed++) if (pred(deal(seed, rules))) return seed;
  throw new Error('no seed found');
}

const playFirst = (actor: Actor) => actor.send({ type: 'ACT', action: { type: 'play', seat: 0, card: learnerPlays(ctx(actor))[0] } });

describe('practice deal machine', () => {
  afterEach(() => vi.useRealTimers());

  it('starts idle and enters the reservation round with the learner to speak', () => {
    const actor = createActor(practiceTableMachine, { input: { delay: 0 } }).start();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'LOAD', state: deal(11), seed: 1, delay: 0 });
    const snap = actor.getSnapshot();
    expect(snap.value).toBe('learnerTurn');
    expect(snap.context.state!.phase).toBe('reservation');
    const step = learnerStep(snap.context);
    expect(step).toMatchObject({ kind: 'turn', seat: 0 });
    expect(step?.kind === 'turn' && step.legal).toHaveLength(2);
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

  it('each computer player has its own strength, and it can change mid-deal', () => {
    const actor = start(deal(12), { levels: ['strong', 'beginner', 'strong'] });
    expect(ctx(actor).bots.map((b) => b?.level ?? null)).toEqual([null, 'strong', 'beginner', 'strong']);
    passReservation(actor);
    actor.send({ type: 'SET_LEVELS', levels: ['beginner', 'strong', 'beginner'] });
    expect(ctx(actor).bots.map((b) => b?.level ?? null)).toEqual([null, 'beginner', 'strong', 'beginner']);
    const sent = drive(actor);
    expect(ctx(actor).state!.phase).toBe('finished');
    expect(sent.filter((a) => a.type === 'play')).toHaveLength(12);
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
    const s = ctx(actor).state!;
    expect(s.phase).toBe('finished');
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
    const s = ctx(actor).state!;
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
    const s = ctx(actor).state!;
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
        const s = ctx(actor).state!;
        expect(s.phase).toBe('finished');
        expect(s.contract).toMatchObject({ kind: 'poverty', partner: 0 });
      }
    }
    expect(found).toBe(true);
  });

  it('undo restores the state before the learner’s last card, in practice mode only, and not after the last card', () => {
    const actor = start(deal(11));
    passReservation(actor);
    const before = ctx(actor).state!;
    playFirst(actor);
    expect(ctx(actor).state!.cardsPlayed).toBeGreaterThan(before.cardsPlayed);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().value).toBe('learnerTurn');
    expect(ctx(actor).state).toBe(before);
    expect(ctx(actor).history).toHaveLength(0);

    const strict = start(deal(11), { allowUndo: false });
    passReservation(strict);
    playFirst(strict);
    const after = ctx(strict).state;
    strict.send({ type: 'UNDO' });
    expect(ctx(strict).state).toBe(after);

    // After the last card the deal stands.
    drive(actor);
    const final = ctx(actor).state;
    expect(ctx(actor).history.length).toBeGreaterThan(0);
    actor.send({ type: 'UNDO' });
    expect(actor.getSnapshot().value).toBe('over');
    expect(ctx(actor).state).toBe(final);
  });

  it('offers the learner his party’s calls with their last moment, and refuses a late one with the engine’s numbers', () => {
    const actor = start(deal(11));
    passReservation(actor);
    let emptied = false;
    for (let i = 0; i < 12 && actor.getSnapshot().value === 'learnerTurn'; i++) {
      const s = ctx(actor).state!;
      const open = learnerCalls(s)
        .filter((c) => c.refusal === null)
        .map((c) => c.call);
      expect(open).toEqual(CALLS.filter((c) => announcementRefusal(s, 0, c) === null));
      for (const c of learnerCalls(s)) if (c.openUntil !== null) expect(c.openUntil).toBeLessThanOrEqual(s.hands[0].length);
      if (open.length === 0) emptied = true;
      playFirst(actor);
    }
    expect(emptied).toBe(true);
    const actor2 = start(deal(11));
    passReservation(actor2);
    const s0 = ctx(actor2).state!;
    const party = s0.parties!.re.includes(0) ? 're' : 'kontra';
    expect(learnerCalls(s0).find((c) => c.call === party)).toEqual({ call: party, openUntil: 11, refusal: null });
    for (let i = 0; i < 4; i++) playFirst(actor2);
    const s = ctx(actor2).state!;
    const late = learnerCalls(s).find((c) => c.call === party)!;
    expect(late.refusal).toMatchObject({ code: 'tooLate', needed: 11, holding: 8 });
    actor2.send({ type: 'ACT', action: { type: 'announce', seat: 0, call: party } });
    expect(ctx(actor2).error).toMatchObject({ code: 'illegalAnnouncement', refusal: { code: 'tooLate', needed: 11, holding: 8 } });
    expect(ctx(actor2).state).toBe(s);
    expect(actor2.getSnapshot().value).toBe('learnerTurn');
  });

  it('refuses a card the learner may not play with the engine’s reason, and keeps his turn', () => {
    // In deal 11 dealt by South, West leads and the learner must follow.
    const actor = start(deal(11, DDV_RULES, 0));
    passReservation(actor);
    const s = ctx(actor).state!;
    const plays = learnerPlays(ctx(actor));
    const wrong = s.hands[0].find((c) => !plays.includes(c))!;
    expect(wrong).toBeDefined();
    actor.send({ type: 'ACT', action: { type: 'play', seat: 0, card: wrong } });
    expect(ctx(actor).error).toMatchObject({ code: 'illegalPlay', reason: { code: 'mustFollow', card: wrong } });
    expect(ctx(actor).state).toBe(s);
    expect(actor.getSnapshot().value).toBe('learnerTurn');
    // The next (legal) card clears the message.
    playFirst(actor);
    expect(ctx(actor).error).toBeNull();
  });

  it('an announcement made on time is recorded and the bots may answer before the next card', () => {
    const actor = start(deal(11));
    passReservation(actor);
    const call = learnerCalls(ctx(actor).state!).find((c) => c.refusal === null)!.call;
    actor.send({ type: 'ACT', action: { type: 'announce', seat: 0, call } });
    const after = ctx(actor).state!;
    expect(after.announcements.some((a) => a.seat === 0 && a.call === call)).toBe(true);
    // Every seat was asked again and passed: the learner's card is next.
    expect(learnerStep(ctx(actor))).toMatchObject({ kind: 'turn' });
  });

  it('a forced soloist who could throw in is offered the throw-in before the round and only Vorbehalt in his turn (the engine’s driver)', () => {
    const rules = { ...DDV_RULES, redealFiveNines: true, redealFiveKings: true };
    const onlySouth = (s: DealState) => ([0, 1, 2, 3] as Seat[]).every((x) => legalActionsFor(s, x).some((a) => a.type === 'throwIn') === (x === 0));
    const seed = findSeed(onlySouth, rules);
    const duty: SessionDuty = { owesCompulsory: [true, true, true, true], forcedSoloist: 0 };
    const actor = start(deal(seed, rules), { duty });
    // Dealer East: South is asked first, before anyone speaks.
    expect(learnerStep(ctx(actor))).toMatchObject({ kind: 'preRound', legal: [{ type: 'throwIn', seat: 0 }] });
    actor.send({ type: 'PASS' });
    expect(learnerStep(ctx(actor))).toEqual({ kind: 'turn', seat: 0, legal: [{ type: 'reserve', seat: 0, reservation: true }] });
    // What the session does not allow is refused with the reason.
    actor.send({ type: 'ACT', action: { type: 'reserve', seat: 0, reservation: false } });
    expect(ctx(actor).error).toMatchObject({ code: 'sessionDuty', forcedSoloist: true });
    actor.send({ type: 'ACT', action: { type: 'throwIn', seat: 0 } });
    expect(ctx(actor).error).toEqual({ code: 'notNow', action: 'throwIn' });
    drive(actor, (st, legal) => {
      if (st.phase === 'declaration') expect(legal.every((a) => a.type === 'declare' && a.declaration.kind === 'solo' && a.declaration.compulsory)).toBe(true);
      return st.phase === 'reservation' || st.phase === 'declaration' ? legal[0] : healthyThenFirstCard(st, legal);
    });
    expect(ctx(actor).state!.contract).toMatchObject({ kind: 'solo', declarer: 0, compulsory: true });

    const botDuty: SessionDuty = { owesCompulsory: [false, true, false, false], forcedSoloist: 1 };
    const b = start(deal(11), { duty: botDuty });
    drive(b);
    expect(ctx(b).state!.contract).toMatchObject({ kind: 'solo', declarer: 1, compulsory: true });
  });

  it('the learner may throw in before the round; the deal is then over', () => {
    const rules = { ...DDV_RULES, redealFiveNines: true, redealFiveKings: true };
    const seed = findSeed((s) => legalActionsFor(s, 0).some((a) => a.type === 'throwIn'), rules);
    const actor = start(deal(seed, rules));
    actor.send({ type: 'ACT', action: { type: 'throwIn', seat: 0 } });
    expect(actor.getSnapshot().value).toBe('over');
    expect(ctx(actor).state!.phase).toBe('redeal');
  });

  it('with a delay the bots wait in botTurn until the timer fires', () => {
    vi.useFakeTimers();
    const actor = createActor(practiceTableMachine, { input: { delay: 500 } }).start();
    actor.send({ type: 'LOAD', state: deal(11, DDV_RULES, 0), seed: 1, delay: 500, pause: 0 }); // forehand is West
    expect(actor.getSnapshot().value).toBe('botTurn');
    expect(ctx(actor).state!.reservations[1]).toBeNull();
    vi.advanceTimersByTime(500);
    expect(ctx(actor).state!.reservations[1]).not.toBeNull();
    vi.advanceTimersByTime(2000);
    expect(actor.getSnapshot().value).toBe('learnerTurn');
    expect(ctx(actor).state!.toMove).toBe(0);
  });

  it('a finished trick stays until its pause has passed, or until the learner dismisses it', () => {
    vi.useFakeTimers();
    const actor = start(deal(11), { pause: 2000 });
    passReservation(actor);
    // West led; the learner's card is the trick's second, then North and East play (no delay).
    playFirst(actor);
    expect(actor.getSnapshot().value).toBe('trickShown');
    expect(ctx(actor).state!.tricks).toHaveLength(1);
    vi.advanceTimersByTime(1999);
    expect(actor.getSnapshot().value).toBe('trickShown');
    vi.advanceTimersByTime(1);
    expect(actor.getSnapshot().value).not.toBe('trickShown');

    const tap = start(deal(11), { pause: UNTIL_TAP });
    passReservation(tap);
    playFirst(tap);
    expect(tap.getSnapshot().value).toBe('trickShown');
    vi.advanceTimersByTime(60_000);
    expect(tap.getSnapshot().value).toBe('trickShown');
    tap.send({ type: 'DISMISS' });
    expect(tap.getSnapshot().value).not.toBe('trickShown');
    expect(ctx(tap).trickPending).toBe(false);

    // Instant: the next trick starts at once; the setting may change in the middle of a deal.
    const instant = start(deal(11), { pause: 0 });
    passReservation(instant);
    playFirst(instant);
    expect(instant.getSnapshot().value).toBe('learnerTurn');
    expect(ctx(instant).state!.tricks).toHaveLength(1);
    instant.send({ type: 'SET_PAUSE', pause: UNTIL_TAP });
    for (let i = 0; i < 4 && instant.getSnapshot().value === 'learnerTurn'; i++) playFirst(instant);
    expect(instant.getSnapshot().value).toBe('trickShown');
  });

  it('the learner who won the trick may lead at once: his card takes the shown trick in', () => {
    const actor = start(deal(11), { pause: UNTIL_TAP });
    passReservation(actor);
    for (let i = 0; i < 12; i++) {
      if (actor.getSnapshot().value === 'learnerTurn') playFirst(actor);
      if (actor.getSnapshot().value !== 'trickShown') continue;
      if (learnerStep(ctx(actor))?.kind === 'turn') {
        const n = ctx(actor).state!.cardsPlayed;
        playFirst(actor);
        expect(ctx(actor).state!.cardsPlayed).toBeGreaterThan(n);
        expect(ctx(actor).error).toBeNull();
        return;
      }
      actor.send({ type: 'DISMISS' });
    }
    throw new Error('the learner never won a trick in deal 11');
  });

  it('a card while a computer player is to move is refused: it is his turn', () => {
    vi.useFakeTimers();
    const actor = createActor(practiceTableMachine, { input: { delay: 500 } }).start();
    actor.send({ type: 'LOAD', state: deal(11, DDV_RULES, 0), seed: 1, delay: 500, pause: 0, allowUndo: true });
    expect(actor.getSnapshot().value).toBe('botTurn');
    actor.send({ type: 'ACT', action: { type: 'play', seat: 0, card: ctx(actor).state!.hands[0][0] } });
    expect(ctx(actor).error).toMatchObject({ code: 'wrongPhase' });
    expect(actor.getSnapshot().value).toBe('botTurn');
  });

  it('coach mode: a note before every decision, with the rule for the card and the engine’s hint', () => {
    const actor = start(deal(11), { coach: true });
    // The reservation: the hint says gesund or Vorbehalt, with its reason.
    expect(ctx(actor).note).toMatchObject({ step: 'turn', phase: 'reservation', rule: null });
    expect(ctx(actor).note!.hint!.action?.type).toBe('reserve');
    let cards = 0;
    drive(actor, healthyThenFirstCard, (a) => {
      const c = ctx(a);
      if (c.state!.phase !== 'playing') return;
      const note = c.note!;
      expect(note.step).toBe('turn');
      expect(note.rule!.cards).toEqual([...new Set(learnerPlays(c))]);
      expect(note.rule!.code).toBe(c.state!.current!.cards.length === 0 ? 'lead' : note.rule!.code === 'follow' ? 'follow' : 'cannotFollow');
      expect(note.hint!.action?.type).toBe('play');
      expect(learnerPlays(c)).toContain(note.hint!.action?.type === 'play' && note.hint!.action.card);
      cards++;
    });
    expect(cards).toBe(12);
    // Coach off: no notes.
    const quiet = start(deal(11));
    passReservation(quiet);
    expect(ctx(quiet).note).toBeNull();
    quiet.send({ type: 'SET_COACH', coach: true });
    expect(ctx(quiet).note?.rule).not.toBeNull();
  });

  it('a forced announcement the learner owes waits for him, and his card is refused until he makes it', () => {
    // The learner plays a clubs solo and leads; where he takes 30 or more points in trick 1,
    // Re must announce, and he is Re alone.
    const rules = { ...DDV_RULES, forcedAnnouncement: true };
    for (let seed = 1, lead = 0; seed < 300; lead = (lead + 1) % 12, seed += lead === 0 ? 1 : 0) {
      const r = newDeal({ rules, dealer: 3, hands: dealHands(seed, rules), contract: { kind: 'solo', declarer: 0, solo: 'clubs', compulsory: false } });
      if (!r.ok) continue;
      const actor = start(r.value);
      actor.send({ type: 'ACT', action: { type: 'play', seat: 0, card: r.value.hands[0][lead] } });
      const step = learnerStep(ctx(actor));
      if (step?.kind !== 'forcedCall') continue;
      const s = ctx(actor).state!;
      expect(s.tricks[0].winner).toBe(0);
      expect(s.forced).toMatchObject({ party: 're', trick: 1 });
      expect(step.action).toEqual({ type: 'announce', seat: 0, call: 're' });
      expect(actor.getSnapshot().value).toBe('learnerTurn');
      expect(learnerPlays(ctx(actor))).toEqual([]);
      actor.send({ type: 'ACT', action: { type: 'play', seat: 0, card: s.hands[0][0] } });
      expect(ctx(actor).error).toMatchObject({ code: 'forcedAnnouncementMissing', party: 're', trick: 1 });
      actor.send({ type: 'HINT' });
      expect(ctx(actor).hint!.action).toEqual(step.action);
      actor.send({ type: 'ACT', action: step.action });
      expect(ctx(actor).error).toBeNull();
      expect(learnerPlays(ctx(actor)).length).toBeGreaterThan(0);
      return;
    }
    throw new Error('no deal where the learner owed a forced call');
  });

  it('gives a hint: one of the learner’s legal actions (or a pass) with a reason and, for a card, the evidence', () => {
    const actor = start(deal(11));
    passReservation(actor);
    actor.send({ type: 'HINT' });
    const h = ctx(actor).hint!;
    expect(h.reason.rule).toBeTruthy();
    const legal = legalActionsFor(ctx(actor).state!, 0);
    expect(h.action?.type).toBe('play');
    expect(legal).toContainEqual(h.action);
    if (learnerPlays(ctx(actor)).length > 1) expect(h.evidence?.chosen.card).toBe(h.action?.type === 'play' && h.action.card);
    const c = ctx(actor).callHint;
    if (c) expect(legal).toContainEqual(c.action);
    const r = start(deal(11));
    r.send({ type: 'HINT' });
    expect(ctx(r).hint!.action?.type).toBe('reserve');
  });

  it('a deal loaded in play continues from there; a thrown-in deal ends at once', () => {
    const s = deal(11);
    const started = newDeal({ rules: DDV_RULES, dealer: 3, hands: s.dealt, contract: { kind: 'normal' } });
    const actor = start(started.ok ? started.value : s);
    expect(ctx(actor).state!.phase).toBe('playing');
    drive(actor);
    expect(actor.getSnapshot().value).toBe('over');

    const rules = { ...DDV_RULES, redealFiveKings: true, redealFiveNines: true };
    const seed = findSeed((x) => legalActionsFor(x, 1).some((a) => a.type === 'throwIn') || legalActionsFor(x, 2).some((a) => a.type === 'throwIn'), rules);
    const t = start(deal(seed, rules));
    drive(t);
    expect(['redeal', 'finished']).toContain(ctx(t).state!.phase);
  });
});
