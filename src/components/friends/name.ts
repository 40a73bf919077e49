/** The display name this browser used last (localStorage), so it need not be typed again. */
import { parseName } from '../../protocol/protocol.ts';

export const NAME_KEY = 'doko:friends:name:v1';

export function loadName(): string {
  try {
    const saved = localStorage.getItem(NAME_KEY) ?? '';
    return parseName(saved).ok ? saved : '';
  } catch {
    return '';
  }
}

export function saveName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name);
  } catch {
    /* storage unavailable */
  }
}
