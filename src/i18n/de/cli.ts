/**
 * Die Wörter der Ausgabe des Befehls `doko` (replay). Zeilen, Ansagen und Parteien kommen aus den
 * Wörtern der Engine. Die Plätze bleiben Nummern wie in den Formaten (0..3). Zwilling von src/i18n/en-cli.ts.
 */
import type { AnalysisStopped } from '../../engine/analysis/analyse.ts';
import type { StopReason } from '../../cli/longRun.ts';
import type * as En from '../en-cli.ts';
import { fixed, num } from '../numbers.ts';

/** Seconds as given, with as many decimals (0.5 s, 60 s). */
const seconds = (s: number) => fixed(s, Number.isInteger(s) ? 0 : String(s).split('.')[1].length);

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

/** Was einen langen Lauf angehalten hat, nach „angehalten durch“. */
export const stoppedBy = ((r: StopReason): string =>
  r.code === 'timeLimit' ? `die Zeitgrenze von ${seconds(r.seconds)} s (--time-limit)` : 'Strg+C') satisfies typeof En.stoppedBy;

const doneOf = (part: { readonly done: number; readonly asked: number }) => `${num(part.done)} von ${num(part.asked)}`;

export const partialText = {
  analysis: (s: AnalysisStopped & { readonly reason: StopReason }) =>
    `Teilergebnis, angehalten durch ${stoppedBy(s.reason)}: ${doneOf(s.simulation)} Spiele simuliert` +
    `${s.keyCards.asked > 0 ? `, Schlüsselkarten von ${doneOf(s.keyCards)} Soli` : ''}` +
    `${s.deep ? `, ${doneOf(s.deep)} genau gelöste Spiele` : ''}. Die Zahlen unten beruhen nur darauf.`,
} satisfies typeof En.partialText;
