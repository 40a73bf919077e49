/**
 * Die Ziele auf Deutsch: was eine Partei nach den Ansagen braucht, und der Zielrechner. Zwilling von src/i18n/en/targets.ts.
 */
import type * as En from '../en/targets.ts';
import { PARTY_WORD } from './engine.ts';
import { TOTAL_POINTS } from '../../engine/cards.ts';
import type { Party } from '../../engine/parties.ts';
import { targetPoints, targetReason, type Level, type Target } from '../../engine/scoring.ts';
import { targetReasonText } from './common.ts';
import { num } from '../runtime/numbers.ts';

const stiche = (n: number) => (n === 1 ? 'einen Stich' : `${num(n)} Stiche`);

/** Ein Ziel in Worten: „151 Augen“, „alle 12 Stiche“, „ein Stich“. */
export function targetWord(t: Target, tricks: number): string {
  if ('points' in t) return `${num(t.points)} Augen`;
  return t.tricks === 'all' ? `alle ${num(tricks)} Stiche` : 'ein Stich';
}

/** Dasselbe kurz für Tabellenzellen: „≥ 151“, „alle 12 Stiche“, „1 Stich“. */
export function targetShort(t: Target, tricks: number): string {
  if ('points' in t) return `≥ ${num(t.points)}`;
  return t.tricks === 'all' ? `alle ${num(tricks)} Stiche` : 'irgendein Stich';
}

/** Warum das Ziel einer Partei so ist (docs/rules.md §10), aus den höchsten Ansagen beider Parteien. */
export function targetWhy(party: Party, reLevel: Level, kontraLevel: Level): string {
  return targetReasonText(party, targetReason(party, reLevel, kontraLevel), targetPoints(party, reLevel, kontraLevel), TOTAL_POINTS);
}

export const targetText = {
  title: 'Zielrechner',
  intro: 'Wähle die höchste Ansage jeder Partei und schiebe den Regler: wer gewinnt, und warum?',
  callLegend: (party: Party) => `Höchste Ansage von ${PARTY_WORD[party]}`,
  needs: (party: Party) => `${PARTY_WORD[party]} braucht`,
  pointsLabel: 'Augen von Re',
  kontraHas: (n: number) => `Kontra hat ${num(n)}`,
  tricksLabel: 'Stiche von Re',
  tricksOf: (n: number) => `von ${num(n)}`,
  reached: 'erreicht',
  missed: 'verfehlt',
  has: (t: Target, points: number, tricks: number) => ('points' in t ? `Hat ${num(points)}` : `Hat ${stiche(tricks)}`),
  verdict: {
    wins: (party: Party, points: number, tricks: number) =>
      `${PARTY_WORD[party]} gewinnt mit ${num(points)} Augen in ${tricks === 1 ? 'einem Stich' : `${num(tricks)} Stichen`}: nur ${PARTY_WORD[party]} hat sein Ziel erreicht.`,
    noWinner: 'Keiner gewinnt: beide Parteien haben ihr Ziel verfehlt (geht nur, wenn beide abgesagt haben).',
    impossible: 'Diese Zahlen passen nicht zusammen:',
  },
  reset: 'Von vorn',
} satisfies typeof En.targetText;
