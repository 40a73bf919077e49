import { describe, expect, it } from 'vitest';
import { decodeSet, encodeSet, shownTitle } from '../../src/components/sets/format.ts';

describe('a set title that shows nothing', () => {
  it('white space, zero-width and direction characters only: no title, so the pages use their default name', () => {
    for (const blank of [
      '',
      ' ',
      '   ',
      '\t\n',
      '\u00a0\u3000',
      '\u200b\u200c\u200d',
      '\u202e \u2066',
      '\ufeff',
      '\u0007',
      '\u3164\u115f\uffa0',
      '\u034f\ufe0f',
      '\u2800 \u2800',
      '\u{e0020}',
    ])
      expect(shownTitle(blank), JSON.stringify(blank)).toBeNull();
  });
  it('a title with something to show is trimmed, nothing else', () => {
    expect(shownTitle('  Club evening  ')).toBe('Club evening');
    expect(shownTitle('\u200bA')).toBe('\u200bA');
    expect(shownTitle('\u3164Ä')).toBe('\u3164Ä');
  });
  it('a link keeps its title as written (the page decides what to show)', () => {
    const r = decodeSet(encodeSet({ title: '   ', items: [{ kind: 'score', level: 1, seed: 3 }] }));
    expect(r.ok && r.set.title).toBe('   ');
  });
});
