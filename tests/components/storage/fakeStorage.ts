/** localStorage as browsers have it, for the storage tests: strings only, a quota in characters, QuotaExceededError beyond it. */
import { afterEach, beforeEach } from 'vitest';

export class FakeStorage {
  readonly map = new Map<string, string>();
  quota = 5_000_000;
  get length() {
    return this.map.size;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    const used = [...this.map].reduce((n, [key, val]) => n + (key === k ? 0 : key.length + val.length), 0);
    if (used + k.length + v.length > this.quota) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(k, String(v));
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  clear() {
    this.map.clear();
  }
}

/** A fresh FakeStorage as `localStorage` for each test of the file; `current()` is the one in use. */
export function useFakeStorage(): { current: () => FakeStorage } {
  let storage = new FakeStorage();
  beforeEach(() => {
    storage = new FakeStorage();
    (globalThis as { localStorage?: unknown }).localStorage = storage;
  });
  afterEach(() => {
    delete (globalThis as { localStorage?: unknown }).localStorage;
  });
  return { current: () => storage };
}
