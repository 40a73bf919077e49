/** Tournament play: the round of 24, the compulsory solo, who deals, who is vorgeführt. */
import type { SessionStep } from '../../machines/sessionSteps.ts';
import type { Exercise } from './types.ts';

const normals = (n: number): SessionStep[] => Array.from({ length: n }, () => ({ game: 'normal' }) as const);

export const TOURNAMENT = [
  {
    kind: 'choose',
    id: 'session-dealer-after-pflichtsolo',
    lesson: 'tournament-play',
    ask: { of: 'nextDealer', steps: [...normals(2), { game: 'solo', seat: 3, solo: 'clubs' }] },
    expected: { kind: 'seat', seat: 2 },
    drills: ['12', '4', '16.5'],
  },
  {
    kind: 'choose',
    id: 'session-lustsolo-rotates',
    lesson: 'tournament-play',
    ask: { of: 'nextDealer', steps: [...normals(1), { game: 'solo', seat: 1, solo: 'jacks' }, { game: 'solo', seat: 1, solo: 'queens' }] },
    expected: { kind: 'seat', seat: 2 },
    drills: ['12', '4'],
  },
  {
    kind: 'choose',
    id: 'session-vorgefuehrt',
    lesson: 'tournament-play',
    ask: { of: 'forcedSoloist', steps: [{ game: 'solo', seat: 0, solo: 'hearts' }, { game: 'solo', seat: 2, solo: 'aces' }, ...normals(20)] },
    expected: { kind: 'seat', seat: 1 },
    drills: ['12', '5'],
  },
  {
    kind: 'choose',
    id: 'session-after-forced',
    lesson: 'tournament-play',
    ask: {
      of: 'nextDealer',
      steps: [{ game: 'solo', seat: 0, solo: 'hearts' }, { game: 'solo', seat: 2, solo: 'aces' }, ...normals(20), { game: 'solo', seat: 1, solo: 'jacks' }],
    },
    expected: { kind: 'seat', seat: 1 },
    drills: ['12', '4', '16.5'],
  },
] as const satisfies readonly Exercise[];
