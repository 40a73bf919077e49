/**
 * Wörter, die die Übungen und die Abrechnungs-Widgets teilen: ein Ergebnis mit Vorzeichen, die
 * höchste Ansage einer Partei und warum das Ziel einer Partei so ist. Zwilling von
 * src/i18n/en/common.ts.
 */
import type * as En from '../en/common.ts';
import { CALL_WORD, PARTY_WORD } from './engine.ts';
import type { Party } from '../../engine/parties.ts';
import { callOfLevel, type Level } from '../../engine/calls.ts';
import type { Target, TargetReason } from '../../engine/scoring.ts';
import { num, signedNum } from '../runtime/numbers.ts';

/** „A, B und C“: Wörter in einem Satz aufgezählt. */
export const listOf = ((words: readonly string[]) =>
  words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} und ${words[words.length - 1]}`) satisfies typeof En.listOf;

/** „+6“, „−18“, „0“: Ergebnisse, wie ein Spielzettel sie schreibt. */
export const signed = ((n: number) => signedNum(n)) satisfies typeof En.signed;

/** Die höchste Ansage einer Partei: „keine Ansage“, „Re“, „keine 90“, … */
export function levelWord(party: Party, level: Level): string {
  return level < 0 ? 'keine Ansage' : CALL_WORD[callOfLevel(party, level as Exclude<Level, -1>)];
}

/** Warum das Ziel einer Partei so ist, aus dem Grund und dem Ziel der Engine (`total`: Augen im Spiel). */
export function targetReasonText(party: Party, why: TargetReason, target: Target, total: number): string {
  const other: Party = party === 're' ? 'kontra' : 're';
  const needs = 'points' in target ? target.points : 0;
  switch (why.code) {
    case 'ownAbsage':
      return why.level === 4
        ? `${PARTY_WORD[party]} hat „schwarz“ abgesagt: ${PARTY_WORD[other]} darf keinen einzigen Stich machen.`
        : `${PARTY_WORD[party]} hat „${levelWord(party, why.level)}“ abgesagt: ${PARTY_WORD[other]} muss unter ${num(total - needs + 1)} bleiben, ${PARTY_WORD[party]} braucht ${num(needs)}.`;
    case 'opponentsAbsage':
      return why.level === 4
        ? `Gegen „schwarz“ von ${PARTY_WORD[other]} reicht ein Stich, auch einer mit 0 Augen.`
        : `Gegen „${levelWord(other, why.level)}“ von ${PARTY_WORD[other]} reichen ${num(needs)} Augen.`;
    case 'onlyKontra':
      return party === 're'
        ? `Nur Kontra wurde angesagt: der Gleichstand geht an Re, Re braucht ${num(needs)}.`
        : `Nur Kontra wurde angesagt: Kontra braucht jetzt ${num(needs)}.`;
    case 'plain':
      return party === 're'
        ? `Re braucht mehr als die Hälfte der ${num(total)} Augen: ${num(needs)}.`
        : `Kontra braucht ${num(needs)}: bei Gleichstand gewinnt Kontra.`;
  }
}
