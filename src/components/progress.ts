/** Stars per exercise (1–3) in localStorage under a versioned key. Unreadable data → reset. */
import { useEffect, useState } from 'preact/hooks';

export const PROGRESS_KEY = 'doko:progress:v1';
export const PROGRESS_EVENT = 'doko:progress';

type Stars = Record<string, number>;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function parseProgress(raw: string | null): Stars {
  if (!raw) return {};
  try {
    const data = JSON.parse(raw) as unknown;
    const stars = (data as { stars?: unknown } | null)?.stars;
    if (typeof stars !== 'object' || stars === null || Array.isArray(stars)) return {};
    const out: Stars = {};
    for (const [id, n] of Object.entries(stars)) if (n === 1 || n === 2 || n === 3) out[id] = n;
    return out;
  } catch {
    return {};
  }
}

export function readStars(): Stars {
  return parseProgress(storage()?.getItem(PROGRESS_KEY) ?? null);
}

function write(stars: Stars): void {
  storage()?.setItem(PROGRESS_KEY, JSON.stringify({ stars }));
  if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(PROGRESS_EVENT));
}

/** Stars earned: 3 without mistakes or hints, one less for each, at least 1. */
export function starsFor(mistakes: number, hints: number): number {
  return Math.max(1, 3 - mistakes - hints);
}

/** Keep the best result. */
export function recordStars(id: string, n: number): void {
  const stars = readStars();
  if ((stars[id] ?? 0) >= n) return;
  write({ ...stars, [id]: n });
}

export function resetExercises(ids: readonly string[]): void {
  const stars = readStars();
  for (const id of ids) delete stars[id];
  write(stars);
}

/** Stars of one exercise, following changes (this tab and others). */
export function useStars(id: string): number {
  const [n, setN] = useState(0);
  useEffect(() => {
    const read = () => setN(readStars()[id] ?? 0);
    read();
    const onStorage = (e: StorageEvent) => (e.key === null || e.key === PROGRESS_KEY) && read();
    window.addEventListener(PROGRESS_EVENT, read);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener(PROGRESS_EVENT, read);
      window.removeEventListener('storage', onStorage);
    };
  }, [id]);
  return n;
}
