/**
 * English words of a session of deals (a tournament round): its rows, solos owed and played, the totals.
 */
import type { SoloKind } from '../../engine/order.ts';
import { SESSION_LENGTH } from '../../engine/session.ts';

export const soloWord: Record<SoloKind, string> = {
  clubs: 'clubs',
  spades: 'spades',
  hearts: 'hearts',
  diamonds: 'diamonds',
  queens: 'queens',
  jacks: 'jacks',
  aces: 'aces',
};

export const sessionText = {
  deal: 'Deal',
  dealer: 'Dealer',
  game: 'Game',
  normal: 'Normal game',
  redeal: 'Thrown in, dealt again (does not count)',
  compulsory: (name: string, solo: string) => `${name}: Pflichtsolo, ${solo}`,
  forced: (name: string, solo: string) => `${name}: Pflichtsolo, vorgeführt, ${solo}`,
  lust: (name: string, solo: string) => `${name}: Lustsolo, ${solo}`,
  owes: 'Owe a Pflichtsolo',
  nobody: 'nobody',
  totals: 'Running totals',
  caption: `A tournament round of ${SESSION_LENGTH.tournament24} deals`,
  sameDealer: 'deals again',
  forcedNext: (name: string) => `${name} is vorgeführt: must play the Pflichtsolo now`,
  answer: {
    nextDealer: 'Who deals the next deal?',
    forcedSoloist: 'Who must play a Pflichtsolo in the next deal (vorgeführt)?',
  },
  nobodyForced: 'Nobody yet',
  soFar: 'The deals so far',
};
