/**
 * Die Worte von `npm run doko -- solve --lang de` (der genaue Wert einer Lage). Zahlen und Codes
 * kommen aus der Engine (engine/analysis/solve.ts), die Plätze benennt seats.ts. Zwilling von
 * src/i18n/en/solve.ts.
 */
import type { PartialSolve, SolvedPosition, SolveProgress, SolveRefusal } from '../../engine/analysis/solve.ts';
import type { Phase } from '../../engine/deal.ts';
import type * as En from '../en/solve.ts';
import { fixed, num, plural } from '../runtime/numbers.ts';
import { seatName } from './seats.ts';

const PHASE_WORDS: Partial<Record<Phase, string>> = {
  finished: 'das Spiel ist vorbei: Alle Karten sind gespielt',
  redeal: 'das Spiel wurde neu gegeben',
};

/** Eine Zeile zu einer Lage, die der Löser nicht annimmt. */
export const describeSolveRefusal = ((r: SolveRefusal): string => {
  switch (r.code) {
    case 'notInPlay':
      return `nichts zu lösen: ${PHASE_WORDS[r.phase] ?? `die Karten sind noch nicht im Spiel (${r.phase})`}`;
    case 'partiesOpen':
      return 'noch nichts zu lösen: Die Hochzeit hat bisher keinen Partner, die Parteien stehen also nicht fest';
  }
}) satisfies typeof En.describeSolveRefusal;

const seat = (s: number) => `Platz ${s} (${seatName(s)})`;
const augen = (n: number) => plural(n, { one: 'Auge', other: 'Augen' });

/** Der lesbare Bericht: wer Re ist, der Wert der Lage und jeder Karte. */
export const solveReport = ((p: SolvedPosition): string => {
  const party = p.solo ? `Re ist der Solist, ${seat(p.re[0])}` : `Re sind ${p.re.map(seat).join(' und ')}`;
  const lines = [
    `${party}. ${num(p.cardsPlayed)} Karten gespielt; Re hat bisher ${augen(p.pointsSoFar)} in den Stichen.`,
    `Wenn alle bestmöglich spielen, beendet Re das Spiel mit ${augen(p.partyPoints)} (Kontra ${num(p.kontraPoints)}).`,
    `${seat(p.toMove)} ist am Zug (${p.toMoveIsRe ? 'Re' : 'Kontra'}); beste Karte: ${p.best}.`,
    '',
    'Karte  Re endet mit',
    ...p.cards.map(
      (c) =>
        `${c.card.padEnd(6)} ${String(c.partyPoints).padStart(4)}${c.partyPoints === p.partyPoints ? '' : `  (${loss(c.partyPoints - p.partyPoints, p.toMoveIsRe)})`}`,
    ),
  ];
  return lines.join('\n');
}) satisfies typeof En.solveReport;

/** Der Bericht eines angehaltenen Lösers, in der ersten Zeile als Teilergebnis gekennzeichnet. */
export const partialSolveReport = ((p: PartialSolve, why: string): string => {
  const party = p.solo ? `Re ist der Solist, ${seat(p.re[0])}` : `Re sind ${p.re.map(seat).join(' und ')}`;
  const lines = [
    `Teilergebnis, angehalten durch ${why}: ${num(p.cardsValued)} von ${num(p.cards.length)} Karten genau bewertet.`,
    `${party}. ${num(p.cardsPlayed)} Karten gespielt; Re hat bisher ${augen(p.pointsSoFar)} in den Stichen.`,
    `Wenn alle bestmöglich spielen, beendet Re das Spiel mit ${p.atLeast === p.atMost ? augen(p.atLeast) : `${num(p.atLeast)} bis ${num(p.atMost)} Augen`} (noch nicht genau bekannt).`,
    `${seat(p.toMove)} ist am Zug (${p.toMoveIsRe ? 'Re' : 'Kontra'}).`,
    '',
    'Karte  Re endet mit',
    ...p.cards.map(
      (c) =>
        `${c.card.padEnd(6)} ${'partyPoints' in c ? String(c.partyPoints).padStart(4) : `${String(c.atLeast).padStart(4)} bis ${c.atMost} (noch nicht bekannt)`}`,
    ),
  ];
  return lines.join('\n');
}) satisfies typeof En.partialSolveReport;

/** Wie viel schlechter als die beste Karte eine Karte für den Spieler am Zug ist, in Augen. */
function loss(diff: number, re: boolean): string {
  return `${augen(re ? -diff : diff)} schlechter für ${re ? 'Re' : 'Kontra'}`;
}

/** Die Zeile, die ein Terminal sieht, während der Löser arbeitet. */
export const solveProgressLine = ((p: SolveProgress, seconds: number): string =>
  `löse: ${num(p.cardsValued)} von ${num(p.cards)} Karten bewertet, ${fixed(p.nodes / 1e6, 1)} Millionen Stellungen durchsucht, ${num(seconds)} s (Strg+C bricht ab)`) satisfies typeof En.solveProgressLine;
