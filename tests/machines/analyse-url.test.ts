/** The analysis in the address (components/analyse/url.ts): written and read back. */
import { describe, expect, it } from 'vitest';
import { readLink, writeLink } from '../../src/components/analyse/url.ts';
import { DEFAULT_ANALYSE_SETTINGS } from '../../src/machines/analyse.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';

describe('analysis link', () => {
  it('round-trips the hand as typed and every input, always naming the rules', () => {
    const settings = { ...DEFAULT_ANALYSE_SETTINGS, rules: { ...DDV_RULES, dulle: 'secondWins' as const }, compulsory: true, seat: 2 as const, samples: 500, seed: 42, deepSamples: 10 };
    const q = writeLink(' ♣Q ♣Q Herz-Zehn ', settings);
    const back = readLink(q)!;
    expect(back.text).toBe('♣Q ♣Q Herz-Zehn');
    expect(back.badRules).toBe(false);
    expect(back.settings).toMatchObject({ compulsory: true, seat: 2, samples: 500, seed: 42, deepSamples: 10, rulesSource: 'link' });
    expect(back.settings.rules?.dulle).toBe('secondWins');
    const ddv = new URLSearchParams(writeLink('CQ', DEFAULT_ANALYSE_SETTINGS));
    expect(ddv.get('rules')).toBe('{}');
    expect(ddv.has('samples')).toBe(false);
  });

  it('ignores what it cannot read and reports unreadable rules', () => {
    expect(readLink('?foo=1')).toBeNull();
    const r = readLink('?hand=CQ&rules=%7B%22dullen%22%3Atrue%7D&seat=7&samples=x&mode=odd')!;
    expect(r.badRules).toBe(true);
    expect(r.settings).toEqual({});
    expect(readLink('?hand=CQ&rules=not-json')!.badRules).toBe(true);
  });
});
