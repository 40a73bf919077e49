import { describe, expect, it } from 'vitest';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { forcedSoloist } from '../../src/engine/session.ts';
import { WORKED_SESSION } from '../../src/content/exercises/examples.ts';
import { playSession } from '../../src/machines/sessionSteps.ts';

describe('playSession (lesson 17’s worked round)', () => {
  const { session, rows } = playSession(WORKED_SESSION, DDV_RULES);
  it('plays 24 deals whose totals add up to zero', () => {
    expect(session.played).toBe(24);
    expect(session.totals.reduce((a, b) => a + b, 0)).toBe(0);
    for (const r of rows) expect(r.scores.reduce((a, b) => a + b, 0)).toBe(0);
  });
  it('keeps the dealer after a Pflichtsolo chosen freely, not after a Lustsolo or a forced solo', () => {
    for (const r of rows) {
      const stays = r.compulsory && !r.forced;
      expect(r.nextDealer === r.dealer, `deal ${r.deal}`).toBe(stays);
    }
    expect(rows.filter((r) => r.contract.kind === 'solo' && !r.compulsory)).toHaveLength(1);
  });
  it('forces the last two solos, and every player has played his Pflichtsolo', () => {
    expect(rows.filter((r) => r.forced).map((r) => r.deal)).toEqual([23, 24]);
    expect(session.owesCompulsory).toEqual([false, false, false, false]);
    expect(forcedSoloist(session)).toBeNull();
  });
});
