import { describe, expect, it } from 'vitest';
import { parseTableSettings } from '../../src/protocol/protocol.ts';
import { DUEL, ROUNDS4 } from './helpers.ts';

describe('the table options a host sends', () => {
  it('a duel with poverty is refused, naming the rule (the duel plays without it)', () => {
    expect(parseTableSettings({ ...DUEL, rules: { poverty: true } })).toEqual({ ok: false, error: { code: 'badOptions', field: 'rules.poverty' } });
    const duel = parseTableSettings({ ...DUEL, rules: { piglets: true } });
    expect(duel.ok && duel.value.rules.poverty === false && duel.value.rules.piglets).toBe(true);
  });

  it('four-player tables keep poverty when the host wants it', () => {
    const r = parseTableSettings({ ...ROUNDS4, rules: { poverty: true } });
    expect(r.ok && r.value.rules.poverty).toBe(true);
  });
});
