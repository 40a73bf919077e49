/** Tournament play: the round of 24, the compulsory solo, who deals, who is vorgeführt. */
import type { SessionStep } from '../../machines/sessionSteps.ts';
import type { Exercise } from './types.ts';

const normals = (n: number): SessionStep[] => Array.from({ length: n }, () => ({ game: 'normal' }) as const);

export const TOURNAMENT: readonly Exercise[] = [
  {
    kind: 'choose',
    id: 'session-dealer-after-pflichtsolo',
    lesson: 'tournament-play',
    title: 'Who deals after a Pflichtsolo?',
    goal: 'South dealt the first deal. Deals 1 and 2 were normal games; in deal 3 East played his Pflichtsolo. Who deals deal 4?',
    ask: { of: 'nextDealer', steps: [...normals(2), { game: 'solo', seat: 3, solo: 'clubs' }] },
    expected: { kind: 'seat', seat: 2 },
    drills: ['12', '4', '16.5'],
    hints: ['Who dealt deal 3?', 'After a Pflichtsolo the dealer does not change.'],
    explanation: 'North dealt deal 3; after a Pflichtsolo the same dealer deals again, so North deals deal 4 too.',
  },
  {
    kind: 'choose',
    id: 'session-lustsolo-rotates',
    lesson: 'tournament-play',
    title: 'A second solo',
    goal: 'South dealt deal 1 (a normal game). In deal 2 West played his Pflichtsolo; in deal 3 West played another solo. Who deals deal 4?',
    ask: { of: 'nextDealer', steps: [...normals(1), { game: 'solo', seat: 1, solo: 'jacks' }, { game: 'solo', seat: 1, solo: 'queens' }] },
    expected: { kind: 'seat', seat: 2 },
    drills: ['12', '4'],
    hints: ['West’s second solo is a Lustsolo.', 'A Lustsolo counts like a normal game for the rotation.'],
    explanation: 'West dealt deals 2 and 3 (the Pflichtsolo made him deal again). The second solo is a Lustsolo, so the deal passes on to North.',
  },
  {
    kind: 'choose',
    id: 'session-vorgefuehrt',
    lesson: 'tournament-play',
    title: 'Vorgeführt',
    goal: 'In a round of 24 South dealt the first deal. South and North played their Pflichtsoli in deals 1 and 2, then 20 normal games followed. Two deals are left. Who must play a Pflichtsolo in deal 23?',
    ask: { of: 'forcedSoloist', steps: [{ game: 'solo', seat: 0, solo: 'hearts' }, { game: 'solo', seat: 2, solo: 'aces' }, ...normals(20)] },
    expected: { kind: 'seat', seat: 1 },
    drills: ['12', '5'],
    hints: ['Two solos are owed and two deals are left.', 'Who deals deal 23? The first player from the dealer’s left who owes one is forced.'],
    explanation: 'South deals deal 23. West and East still owe their Pflichtsolo with two deals left, so West, first on South’s left, is vorgeführt.',
  },
  {
    kind: 'choose',
    id: 'session-after-forced',
    lesson: 'tournament-play',
    title: 'After a forced solo',
    goal: 'South dealt the first deal. South and North played their Pflichtsoli in deals 1 and 2, then 20 normal games followed. In deal 23 West was vorgeführt and played his Pflichtsolo. Who deals deal 24?',
    ask: { of: 'nextDealer', steps: [{ game: 'solo', seat: 0, solo: 'hearts' }, { game: 'solo', seat: 2, solo: 'aces' }, ...normals(20), { game: 'solo', seat: 1, solo: 'jacks' }] },
    expected: { kind: 'seat', seat: 1 },
    drills: ['12', '4', '16.5'],
    hints: ['Who dealt deal 23?', 'Does a forced solo keep the dealer?'],
    explanation: 'South dealt deal 23. A vorgeführt solo does not keep the dealer: the deal passes on to West, who played it.',
  },
];
