/**
 * Die Wörter der Ausgabe des Befehls `doko` (replay). Zeilen, Ansagen und Parteien kommen aus den
 * Wörtern der Engine. Die Plätze bleiben Nummern wie in den Formaten (0..3). Zwilling von src/i18n/en-cli.ts.
 */
import type * as En from '../en-cli.ts';

export const replayText = {
  header: (dealer: number, contract: string) => `Geber: Platz ${dealer}   Spiel: ${contract}`,
  parties: (re: string, kontra: string) => `Re: Plätze ${re}   Kontra: Plätze ${kontra}`,
  hand: (seat: number, cards: string) => `Platz ${seat}: ${cards}`,
  columns: { trick: 'Stich', leader: 'Raus', cards: 'Karten (Platz:Karte)', winner: 'Macht', points: 'Augen' },
  openTrick: (leader: number, cards: string) => `  (offener Stich, Platz ${leader} kam raus: ${cards})`,
  announcement: (seat: number, call: string, cardsPlayed: number) => `Ansage: Platz ${seat} „${call}“ nach ${cardsPlayed} Karten`,
  result: (re: number, kontra: number, winner: string | null) => `Augen: Re ${re}, Kontra ${kontra}   Gewinner: ${winner ?? 'keiner'}`,
  value: (value: number, scores: string) => `Spielwert: ${value}   Punkte: ${scores}`,
  unfinished: (phase: string, cardsPlayed: number) => `Spiel nicht fertig (${phase}, ${cardsPlayed} Karten gespielt).`,
} satisfies typeof En.replayText;
