/**
 * Eine Sitzung aus mehreren Spielen (eine Turnierrunde) auf Deutsch: ihre Zeilen, offene und gespielte Soli, der Endstand. Zwilling von src/i18n/en/session.ts.
 */
import type * as En from '../en/session.ts';
import type { SoloKind } from '../../engine/order.ts';
import { SESSION_LENGTH } from '../../engine/session.ts';

export const soloWord: Record<SoloKind, string> = {
  clubs: 'Kreuz',
  spades: 'Pik',
  hearts: 'Herz',
  diamonds: 'Karo',
  queens: 'Damen',
  jacks: 'Buben',
  aces: 'Fleischloser',
};

export const sessionText = {
  deal: 'Spiel',
  dealer: 'Geber',
  game: 'Spielart',
  normal: 'Normalspiel',
  redeal: 'Zusammengeworfen, neu gegeben (zählt nicht)',
  compulsory: (name: string, solo: string) => `${name}: Pflichtsolo, ${solo}`,
  forced: (name: string, solo: string) => `${name}: Pflichtsolo, vorgeführt, ${solo}`,
  lust: (name: string, solo: string) => `${name}: Lustsolo, ${solo}`,
  owes: 'Pflichtsolo offen',
  nobody: 'keiner',
  totals: 'Laufender Stand',
  caption: `Eine Turnierrunde mit ${SESSION_LENGTH.tournament24} Spielen, vom Programm mitgeschrieben`,
  sameDealer: 'gibt noch einmal',
  forcedNext: (name: string) => `${name} ist vorgeführt: muss jetzt das Pflichtsolo spielen`,
  answer: {
    nextDealer: 'Wer gibt das nächste Spiel?',
    forcedSoloist: 'Wer muss im nächsten Spiel ein Pflichtsolo spielen (vorgeführt)?',
  },
  soFar: 'Die bisherigen Spiele',
  nobodyForced: 'Noch keiner',
} satisfies typeof En.sessionText;
