/** The analysis in the address (components/analyse/url.ts): written and read back. */
import { describe, expect, it } from 'vitest';
import { LINK_MAX_HAND, LINK_MAX_SAMPLES, linkHand, readLink, writeLink } from '../../../src/components/analyse/url.ts';
import type { CardId } from '../../../src/engine/cards.ts';
import { DEFAULT_ANALYSE_SETTINGS } from '../../../src/machines/analyse.ts';
import { DDV_RULES } from '../../../src/engine/rules.ts';

describe('analysis link', () => {
  it('round-trips the hand as typed and every input, always naming the rules', () => {
    const settings = {
      ...DEFAULT_ANALYSE_SETTINGS,
      rules: { ...DDV_RULES, dulle: 'secondWins' as const },
      compulsory: true,
      seat: 2 as const,
      samples: 500,
      seed: 42,
      deepSamples: 10,
    };
    const q = writeLink(' ♣Q ♣Q Herz-Zehn ', settings);
    const back = readLink(q)!;
    expect(back.text).toBe('♣Q ♣Q Herz-Zehn');
    expect(back.notices).toEqual([]);
    expect(back.settings).toMatchObject({ compulsory: true, seat: 2, samples: 500, seed: 42, deepSamples: 10, rulesSource: 'link' });
    expect(back.settings.rules?.dulle).toBe('secondWins');
    const ddv = new URLSearchParams(writeLink('CQ', DEFAULT_ANALYSE_SETTINGS));
    expect(ddv.get('rules')).toBe('{}');
    expect(ddv.has('samples')).toBe(false);
  });

  it('leaves out what it cannot read, and says so for every parameter', () => {
    expect(readLink('?foo=1')).toBeNull();
    const r = readLink('?hand=CQ&rules=%7B%22dullen%22%3Atrue%7D&seat=7&samples=x&mode=odd')!;
    expect(r.settings).toEqual({});
    expect(r.notices).toEqual([{ param: 'rules' }, { param: 'mode', given: 'odd' }, { param: 'seat', given: '7' }, { param: 'samples', given: 'x' }]);
    expect(readLink('?hand=CQ&rules=not-json')!.notices).toEqual([{ param: 'rules' }]);
  });

  it('reads prototype names as unknown rules, not as a crash', () => {
    const r = readLink(`?hand=CQ&rules=${encodeURIComponent('{"constructor":true}')}`)!;
    expect(r.text).toBe('CQ');
    expect(r.notices).toEqual([{ param: 'rules' }]);
  });

  it('caps the simulated deals a link starts, and says so', () => {
    const r = readLink('?hand=CQ&samples=100000')!;
    expect(r.settings.samples).toBe(LINK_MAX_SAMPLES);
    expect(r.notices).toEqual([{ param: 'samplesCapped', asked: 100_000, cap: LINK_MAX_SAMPLES }]);
    expect(readLink(`?hand=CQ&samples=${LINK_MAX_SAMPLES}`)!.notices).toEqual([]);
    expect(readLink('?hand=CQ&samples=99999999999999999999')!.notices).toEqual([{ param: 'samples', given: '99999999999999999999' }]);
  });

  it('keeps the address short: a long hand goes as its card ids, a long text that is no hand not at all', () => {
    expect(linkHand('  ♣Q ♣Q  ', null)).toBe('♣Q ♣Q');
    const wordy = `${'queen of clubs, '.repeat(2)}${'x'.repeat(LINK_MAX_HAND)}`;
    const hand = ['CQ', 'CQ', 'SQ', 'SQ', 'HQ', 'HQ', 'DQ', 'DQ', 'CJ', 'CJ', 'SJ', 'SJ'] as CardId[];
    expect(linkHand(wordy, hand)).toBe(hand.join(' '));
    expect(linkHand(wordy, null)).toBeNull();
    expect(linkHand('x'.repeat(LINK_MAX_HAND), null)).toHaveLength(LINK_MAX_HAND);
    // Whatever is pasted, a link with the longest hand text and every setting stays a few kilobytes.
    const q = writeLink(linkHand('♣'.repeat(LINK_MAX_HAND), null)!, { ...DEFAULT_ANALYSE_SETTINGS, rules: { ...DDV_RULES, dulle: 'secondWins' } });
    expect(q.length).toBeLessThan(4_000);
  });
});
