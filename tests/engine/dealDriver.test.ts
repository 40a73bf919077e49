/**
 * The deal driver one step at a time (src/engine/dealDriver.ts): the order playDeal follows and the
 * practice table reuses — throw-ins before the round, session duties in the turn,
 * announcements before each card, the table's forced call.
 */
import { describe, expect, it } from 'vitest';
import { createBot, DUEL_BOT_LIMITS, restrictBot, type Player } from '../../src/engine/bots/index.ts';
import {
  nextLimitedStep,
  nextStep,
  NO_DUTY,
  passStep,
  playDeal,
  redealStep,
  startDrive,
  takeStep,
  turnActions,
  type Drive,
  type DriveStep,
  type RedealStep,
  type SeatLimits,
  type SessionDuty,
} from '../../src/engine/dealDriver.ts';
import { newDeal, type Action, type Hands } from '../../src/engine/deal.ts';
import { dealDuel, duelVariant } from '../../src/engine/duel.ts';
import { playableCards } from '../../src/engine/legal.ts';
import { createRng, dealHands, type Rng } from '../../src/engine/rng.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import type { PlayerView } from '../../src/engine/view.ts';
import { act, hands, playCards, R, start } from './helpers.ts';

/** Five nines for South (seat 0), so that he may throw in under the house rule. */
const nines = hands({ 0: 'C9 C9 S9 S9 H9 CQ CK CK SK SK CA DA' });
const throwInRules = R({ redealFiveNines: true, halfChicken: true });

function take(d: Drive, step: DriveStep | null, a: Action): Drive {
  const r = takeStep(d, step, a);
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

describe('driver steps', () => {
  it('offers throw-ins before the round, from the dealer’s left, once per seat', () => {
    const d = startDrive(start(nines, { rules: R({ redealFiveNines: true }), dealer: 2 }));
    const first = nextStep(d, NO_DUTY);
    // Dealer North: East (3) would be asked first, but only South may throw in.
    expect(first).toEqual({ kind: 'preRound', seat: 0, legal: [{ type: 'throwIn', seat: 0 }] });
    const after = nextStep(passStep(d, first), NO_DUTY);
    expect(after).toMatchObject({ kind: 'turn', seat: 3 });
    expect(after.kind === 'turn' && after.legal.map((a) => a.type)).toEqual(['reserve', 'reserve']);
    // Throwing in ends the deal.
    expect(nextStep(take(d, first, { type: 'throwIn', seat: 0 }), NO_DUTY)).toEqual({ kind: 'over' });
  });

  it('a forced soloist may only say Vorbehalt in his turn, then name a compulsory solo (his throw-in came before the round)', () => {
    const duty: SessionDuty = { owesCompulsory: [true, true, true, true], forcedSoloist: 0 };
    const s = start(nines, { rules: throwInRules, dealer: 3 });
    expect(turnActions(s, 0, duty)).toEqual([{ type: 'reserve', seat: 0, reservation: true }]);
    expect(turnActions(s, 0, NO_DUTY).map((a) => a.type === 'reserve' && a.reservation)).toEqual([false, true]);
    const declaring = act(
      s,
      { type: 'reserve', seat: 0, reservation: true },
      { type: 'reserve', seat: 1, reservation: false },
      { type: 'reserve', seat: 2, reservation: false },
      { type: 'reserve', seat: 3, reservation: false },
    );
    const choices = turnActions(declaring, 0, duty);
    expect(choices.length).toBe(7);
    expect(choices.every((a) => a.type === 'declare' && a.declaration.kind === 'solo' && a.declaration.compulsory)).toBe(true);
    // Someone who only owes his solo may also marry or name a Pflichtsolo, never a Lustsolo.
    const owes = turnActions(declaring, 0, { owesCompulsory: [true, false, false, false], forcedSoloist: null });
    expect(owes.some((a) => a.type === 'declare' && a.declaration.kind === 'solo' && !a.declaration.compulsory)).toBe(false);
  });

  it('offers announcements before each card, the seat to move first; after a call everyone again', () => {
    let d = startDrive(start(nines, { contract: { kind: 'normal' } }));
    const s0 = nextStep(d, NO_DUTY);
    expect(s0).toMatchObject({ kind: 'announce', seat: 0 });
    d = passStep(d, s0);
    expect(nextStep(d, NO_DUTY)).toMatchObject({ kind: 'announce', seat: 1 });
    const s1 = nextStep(d, NO_DUTY);
    d = take(d, s1, s1.kind === 'announce' ? s1.legal[0] : (null as never));
    expect(d.passed).toEqual([]);
    // Everyone passes: then the card.
    for (let step = nextStep(d, NO_DUTY); step.kind === 'announce'; step = nextStep(d, NO_DUTY)) d = passStep(d, step);
    const turn = nextStep(d, NO_DUTY);
    expect(turn).toMatchObject({ kind: 'turn', seat: 0 });
    expect(turn.kind === 'turn' && turn.legal.every((a) => a.type === 'play')).toBe(true);
    d = take(d, turn, turn.kind === 'turn' ? turn.legal[0] : (null as never));
    expect(d.passed).toEqual([]);
  });

  it('makes a forced announcement nobody made for the first member of the party, then the card follows', () => {
    const rules = R({ forcedAnnouncement: true });
    const normal = hands({ 0: 'CQ C9 C9 S9 S9 H9 H9 CK CK SK SK CA' });
    let s = playCards(start(normal, { rules, contract: { kind: 'normal' } }), 'CA C10 HA D10');
    for (let i = 0; i < 3; i++) s = act(s, { type: 'play', seat: s.toMove, card: playableCards(s)[0] });
    // Kontra owes its call and seat 2 cannot play before it is made.
    let d: Drive = { state: s, preRound: 4, passed: [0, 1, 2, 3] };
    const step = nextStep(d, NO_DUTY);
    expect(step).toEqual({ kind: 'forcedCall', seat: 2, call: 'kontra', action: { type: 'announce', seat: 2, call: 'kontra' } });
    d = take(d, step, step.kind === 'forcedCall' ? step.action : (null as never));
    expect(nextStep(d, NO_DUTY)).toMatchObject({ kind: 'turn', seat: 2 });
  });

  it('playDeal leaves a forced call nobody makes to the table, and logs it as the table’s', () => {
    const rules = R({ forcedAnnouncement: true });
    let byTable = 0;
    for (let seed = 1; seed <= 30; seed++) {
      const s = start(dealHands(seed, rules), { rules, contract: { kind: 'normal' }, dealer: (seed % 4) as 0 });
      // Players who never announce of their own accord.
      const players = [0, 1, 2, 3].map(() => {
        const bot = createBot('beginner');
        return { act: (v: PlayerView, legal: readonly Action[], rng: Rng) => (legal.every((a) => a.type === 'announce') ? null : bot.act(v, legal, rng)) };
      });
      const { state, log } = playDeal(s, players, createRng(seed), { log: true });
      expect(state.phase).toBe('finished');
      for (const e of log.filter((x) => x.byTable)) {
        byTable++;
        expect(e.action.type === 'announce' && e.reason).toEqual({ rule: 'forcedByTable', call: e.action.type === 'announce' ? e.action.call : null });
      }
      expect(log.filter((x) => x.action.type === 'announce' && !x.byTable)).toEqual([]);
    }
    expect(byTable).toBeGreaterThan(0);
  });
});

describe('seats held by computers with limits (the duel, docs/rules.md §18)', () => {
  const DUEL = duelVariant(0);
  /** Seat 2's person has left: a duel computer plays his seat, as it does seats 1 and 3. */
  const TAKEN_OVER: SeatLimits = [null, DUEL_BOT_LIMITS, DUEL_BOT_LIMITS, DUEL_BOT_LIMITS];
  const duelDeal = (h: Hands, rules = DDV_RULES) => {
    const r = newDeal({ rules, dealer: 3, hands: h, variant: DUEL });
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value;
  };
  const vorbehalt = (h: Hands) => act(duelDeal(h), ...([0, 1, 2, 3] as const).map((seat): Action => ({ type: 'reserve', seat, reservation: seat === 2 })));

  it('a computer that inherited a Vorbehalt it may not name has the cards dealt again; with both ♣Q it names the marriage', () => {
    const d = startDrive(vorbehalt(hands({ 2: 'CQ C9 C9 S9 S9 H9 H9 CK CK SK SK CA' })));
    expect(nextStep(d, NO_DUTY)).toMatchObject({ kind: 'turn', seat: 2 }); // the person could have named a solo
    const step = nextLimitedStep(d, NO_DUTY, TAKEN_OVER);
    expect(step).toEqual({ kind: 'redeal', seat: 2, reason: 'reservationUnplayable' });
    const r = redealStep(d, step as RedealStep);
    expect(r.ok && [r.value.state.phase, r.value.state.redealReason]).toEqual(['redeal', 'reservationUnplayable']);
    expect(r.ok && nextLimitedStep(r.value, NO_DUTY, TAKEN_OVER)).toEqual({ kind: 'over' });
    const married = startDrive(vorbehalt(hands({ 2: 'CQ CQ C9 S9 S9 H9 H9 CK CK SK SK CA' })));
    expect(nextLimitedStep(married, NO_DUTY, TAKEN_OVER)).toEqual({
      kind: 'turn',
      seat: 2,
      legal: [{ type: 'declare', seat: 2, declaration: { kind: 'marriage' } }],
    });
  });

  it('offers a limited seat no announcements, and the forced announcement falls to the party’s person before his own card', () => {
    const rules = R({ forcedAnnouncement: true });
    // Re: seats 0 and 1 (the ♣Q); Kontra: seat 2 and the person at seat 3 (duel people 1 and 3).
    const h = hands({ 0: 'CQ C9 C9 S9 S9 H9 H9 CK CK SK SK CA' });
    const people13 = duelVariant(1);
    const limits: SeatLimits = [DUEL_BOT_LIMITS, null, DUEL_BOT_LIMITS, null];
    const at = (variant: typeof people13 | undefined) => {
      const r = newDeal({ rules, dealer: 3, hands: h, variant, contract: { kind: 'normal' } });
      if (!r.ok) throw new Error('deal');
      return playCards(r.value, 'CA C10 HA D10');
    };
    const duel = at(people13);
    expect([duel.tricks[0].winner, duel.forced?.party]).toEqual([3, 'kontra']);
    // In the duel the person (seat 3, 11 cards) may not lead before Kontra is said; elsewhere his partner's 11 cards keep it open.
    expect(playableCards(duel)).toEqual([]);
    expect(playableCards(at(undefined)).length).toBeGreaterThan(0);
    let d: Drive = startDrive(duel);
    for (let step = nextLimitedStep(d, NO_DUTY, limits); step.kind === 'announce'; step = nextLimitedStep(d, NO_DUTY, limits)) {
      expect([1, 3]).toContain(step.seat);
      d = passStep(d, step);
    }
    const forced = nextLimitedStep(d, NO_DUTY, limits);
    expect(forced).toEqual({ kind: 'forcedCall', seat: 3, call: 'kontra', action: { type: 'announce', seat: 3, call: 'kontra' } });
  });

  it('plays whole duel deals with Pflichtansage: computers never announce, every forced call is a person’s, every deal ends', () => {
    const rules = R({ forcedAnnouncement: true });
    const limits: SeatLimits = [null, DUEL_BOT_LIMITS, null, DUEL_BOT_LIMITS];
    // People who never announce of their own accord: the table makes every forced call.
    const silent = (): Player => {
      const bot = createBot('beginner');
      return { level: 'beginner', act: (v, legal, rng) => (legal.every((a) => a.type === 'announce') ? null : bot.act(v, legal, rng)) };
    };
    const players = [0, 1, 2, 3].map((seat) => (limits[seat] ? restrictBot(createBot('beginner'), DUEL_BOT_LIMITS) : silent()));
    let forcedByTable = 0;
    for (let seed = 1; seed <= 120; seed++) {
      const s = duelDeal(dealDuel(createRng(seed), rules, DUEL), rules);
      const { state, log } = playDeal(s, players, createRng(seed), { log: true, limits });
      expect(['finished', 'abandoned', 'redeal']).toContain(state.phase);
      for (const e of log.filter((x) => x.action.type === 'announce')) expect([0, 2]).toContain(e.seat);
      forcedByTable += log.filter((x) => x.byTable).length;
    }
    expect(forcedByTable).toBeGreaterThan(0);
  });
});
