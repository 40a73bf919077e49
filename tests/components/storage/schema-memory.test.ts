/**
 * The schema's long lists and maps (a session of thousands of deals, thousands of quiz
 * questions) are checked again on every save: entries that are the very objects a strict check
 * without the clock passed, in the same place, are not checked again; anything else is.
 */
import { describe, expect, it } from 'vitest';
import { check, object, type Schema } from '../../../src/components/storage/schema.ts';
import { largeDict, list, whole } from '../../../src/components/storage/values.ts';
import { problemText } from '#words/storage';

/** An item schema that counts its calls. */
function counted() {
  const calls = { n: 0 };
  const inner = object({ n: whole(0, 9) });
  const item: Schema<{ n: number }> = (v, ctx) => {
    calls.n++;
    return inner(v, ctx);
  };
  return { calls, item };
}

describe('a list saved again is checked only where it changed', () => {
  it('a longer list with the items the last check passed, as read or as given: only the new item is checked', () => {
    const { calls, item } = counted();
    const rows = list(item, 100);
    const given = Array.from({ length: 50 }, (_, i) => ({ n: i % 10 }));
    const read = check(rows, given);
    expect(read.ok && calls.n).toBe(50);
    calls.n = 0;
    // The page goes on with what was read; each save hands in the list it saved before, one longer.
    const first = [...(read.ok ? read.value : []), { n: 1 }];
    expect(check(rows, first).ok).toBe(true);
    expect(calls.n).toBe(1);
    calls.n = 0;
    expect(check(rows, [...first, { n: 2 }]).ok).toBe(true);
    expect(calls.n).toBe(1);
    calls.n = 0;
    // Only the last list that passed is remembered.
    expect(check(rows, [...given, { n: 2 }]).ok).toBe(true);
    expect(calls.n).toBe(51);
  });

  it('a changed item, an item moved to another place, a check against the clock or a salvage: checked again', () => {
    const { calls, item } = counted();
    const rows = list(item, 100);
    const given = [{ n: 1 }, { n: 2 }, { n: 3 }];
    expect(check(rows, given).ok).toBe(true);
    calls.n = 0;
    const bad = check(rows, [given[0], { n: 10 }, given[2]]);
    expect(bad.ok ? 'accepted' : problemText(bad.problem)).toBe('[1].n: expected a whole number from 0 to 9, got 10');
    calls.n = 0;
    expect(check(rows, [given[1], given[0]]).ok).toBe(true);
    expect(calls.n).toBe(2);
    calls.n = 0;
    expect(check(rows, given, '', Date.now()).ok).toBe(true);
    expect(calls.n).toBe(3);
  });

  it('a list that failed is not remembered', () => {
    const { calls, item } = counted();
    const rows = list(item, 100);
    const given = [{ n: 1 }, { n: 99 }];
    expect(check(rows, given).ok).toBe(false);
    calls.n = 0;
    expect(check(rows, [given[0]]).ok).toBe(true);
    expect(calls.n).toBe(1);
  });
});

describe('a large map saved again is checked only where it changed', () => {
  it('the same entries under the same keys are not checked again; a new or changed entry is', () => {
    const { calls, item } = counted();
    const map = largeDict(
      (k) => ({ ok: true, value: k as string }),
      () => item,
      100,
    );
    const given = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, { n: i % 10 }]));
    const read = check(map, given);
    expect(read.ok && calls.n).toBe(20);
    calls.n = 0;
    const value = read.ok ? read.value : {};
    expect(check(map, { ...value, k3: { n: 4 }, k20: { n: 5 } }).ok).toBe(true);
    expect(calls.n).toBe(2);
    calls.n = 0;
    // The same object under another key is checked there (an entry's key may matter to it).
    expect(check(map, { k1: value.k2 }).ok).toBe(true);
    expect(calls.n).toBe(1);
    const bad = check(map, { ...value, k5: { n: 'five' } });
    expect(bad.ok ? 'accepted' : problemText(bad.problem)).toBe('k5.n: expected a whole number from 0 to 9, got "five"');
  });
});
