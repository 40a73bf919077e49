import { describe, expect, it } from 'vitest';
import { parseTableSettings } from '../../src/protocol/protocol.ts';
import { DUEL, FOUR_ROUNDS } from './helpers.ts';

describe('the table options a host sends', () => {
  it('a duel with poverty is refused, naming the rule (the duel plays without it)', () => {
    expect(parseTableSettings({ ...DUEL, rules: { poverty: true } })).toEqual({ ok: false, error: { code: 'badOptions', field: 'rules.poverty' } });
    const duel = parseTableSettings({ ...DUEL, rules: { piglets: true } });
    expect(duel.ok && duel.value.rules.poverty === false && duel.value.rules.piglets).toBe(true);
  });

  it('four-player tables keep poverty when the host wants it', () => {
    const r = parseTableSettings({ ...FOUR_ROUNDS, rules: { poverty: true } });
    expect(r.ok && r.value.rules.poverty).toBe(true);
  });

  it('a page cached before the rename still opens a four-round table; an unknown mode is refused by name', () => {
    const r = parseTableSettings({ ...FOUR_ROUNDS, mode: 'rounds4' });
    expect(r.ok && r.value.mode).toBe('fourRounds');
    expect(parseTableSettings({ ...FOUR_ROUNDS, mode: 'round4' })).toEqual({ ok: false, error: { code: 'badOptions', field: 'mode' } });
  });
});
