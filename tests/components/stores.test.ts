import { describe, expect, it } from 'vitest';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { DEFAULT_SETTINGS, parseSettings, serializeSettings } from '../../src/components/settings/store.ts';
import { parseProgress, starsFor } from '../../src/components/progress.ts';

describe('settings store', () => {
  it('round-trips settings and stores only rule overrides', () => {
    const s = {
      ...DEFAULT_SETTINGS,
      rules: { ...DDV_RULES, dulle: 'secondWins' as const },
      faces: 'german' as const,
      theme: 'dark' as const,
      expertFigures: true,
    };
    const raw = serializeSettings(s);
    expect(JSON.parse(raw).rules).toEqual({ dulle: 'secondWins' });
    expect(parseSettings(raw)).toEqual({ settings: s, corrupted: false });
  });

  it('resets corrupted data instead of throwing', () => {
    for (const raw of [
      '{not json',
      '[]',
      '"x"',
      '{"rules":{"dulle":"sometimes"}}',
      '{"rules":{"nope":true}}',
      '{"faces":"italian"}',
      '{"fourColour":"yes"}',
      '{"theme":"pink"}',
      '{"rules":{"constructor":true}}',
      '{"rules":{"__proto__":{"dulle":"secondWins"}}}',
      '{"theme":"dark","x":1}',
      '{"expertFigures":"yes"}',
      '{"expertFigures":1}',
    ]) {
      expect(parseSettings(raw)).toEqual({ settings: DEFAULT_SETTINGS, corrupted: true });
    }
    expect(parseSettings(null)).toEqual({ settings: DEFAULT_SETTINGS, corrupted: false });
  });

  it('reads settings saved before the analyser’s expert toggle existed: the figures start closed', () => {
    expect(parseSettings('{"rules":{},"faces":"german","fourColour":false,"theme":"dark"}')).toEqual({
      settings: { ...DEFAULT_SETTINGS, faces: 'german', theme: 'dark', expertFigures: false },
      corrupted: false,
    });
  });
});

describe('progress store', () => {
  it('reads valid stars; anything unreadable is no stars (the storage module backs it up and reports it)', () => {
    expect(parseProgress('{"stars":{"a":3,"points-club-trick":1}}')).toEqual({ a: 3, 'points-club-trick': 1 });
    for (const raw of ['{"stars":{"a":3,"b":7}}', '{"stars":{"a":"2"}}', 'garbage', '{"stars":[1]}', '{"stars":{"A B":1}}', '{"stars":{},"x":1}']) {
      expect(parseProgress(raw), raw).toEqual({});
    }
    // Stars are kept in an object without a prototype: nothing is inherited, and such a key is only a key.
    expect(parseProgress('{"stars":{}}').constructor).toBeUndefined();
    expect(parseProgress('{"stars":{"constructor":1}}').constructor).toBe(1);
  });
  it('gives 3 stars for a clean solve and never fewer than 1', () => {
    expect(starsFor(0, 0)).toBe(3);
    expect(starsFor(1, 0)).toBe(2);
    expect(starsFor(2, 3)).toBe(1);
  });
});
