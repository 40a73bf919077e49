/**
 * The table driver one step at a time (bots/driver.ts): the order playDeal follows and the
 * practice table reuses — throw-ins before the round, session duties in the turn,
 * announcements before each card, the table's forced call.
 */
import { describe, expect, it } from 'vitest';
import { createBot, nextStep, NO_DUTY, passStep, playDeal, startDrive, takeStep, turnActions, type Drive, type DriveStep, type SessionDuty } from '../../../src/engine/bots/index.ts';
import type { Action } from '../../../src/engine/deal.ts';
import { playableCards } from '../../../src/engine/legal.ts';
import { createRng, dealHands, type Rng } from '../../../src/engine/rng.ts';
import type { PlayerView } from '../../../src/engine/view.ts';
import { act, hands, playCards, R, start } from '../helpers.ts';

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
    const declaring = act(s, { type: 'reserve', seat: 0, reservation: true }, { type: 'reserve', seat: 1, reservation: false }, { type: 'reserve', seat: 2, reservation: false }, { type: 'reserve', seat: 3, reservation: false });
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
