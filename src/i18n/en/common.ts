/**
 * English words the exercises and the scoring widgets share: a score with its sign, a party's
 * highest call, and why a party's target is what it is. Kept apart from en-scoring.ts so that
 * an exercise island does not load the score sheet's words.
 */
import { CALL_WORD, PARTY_WORD } from './engine.ts';
import type { Party } from '../../engine/parties.ts';
import { callOfLevel, type Level } from '../../engine/calls.ts';
import type { Target, TargetReason } from '../../engine/scoring.ts';

/** "A, B and C": words listed in a sentence. */
export const listOf = (words: readonly string[]) => (words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`);

/** "+6", "−18", "0": scores as a score sheet prints them. */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0');

/** A party's highest call in words: "no call", "Re", "keine 90", … */
export function levelWord(party: Party, level: Level): string {
  return level < 0 ? 'no call' : CALL_WORD[callOfLevel(party, level as Exclude<Level, -1>)];
}

/** Why a party's target is what it is, from the engine's reason and target (`total`: card points in the pack). */
export function targetReasonText(party: Party, why: TargetReason, target: Target, total: number): string {
  const other: Party = party === 're' ? 'kontra' : 're';
  const needs = 'points' in target ? target.points : 0;
  switch (why.code) {
    case 'ownAbsage':
      return why.level === 4
        ? `${PARTY_WORD[party]} said “schwarz”, so ${PARTY_WORD[other]} must not win a single trick.`
        : `${PARTY_WORD[party]} said “${levelWord(party, why.level)}”, so ${PARTY_WORD[other]} must stay below ${total - needs + 1}: ${PARTY_WORD[party]} needs ${needs}.`;
    case 'opponentsAbsage':
      return why.level === 4
        ? `Against ${PARTY_WORD[other]}’s “schwarz” one trick is enough, even one worth 0 points.`
        : `Against ${PARTY_WORD[other]}’s “${levelWord(other, why.level)}”, reaching ${needs} is enough.`;
    case 'onlyKontra':
      return party === 're' ? `Only Kontra was announced, so the tie goes to Re: Re needs ${needs}.` : `Only Kontra was announced: Kontra now needs ${needs}.`;
    case 'plain':
      return party === 're' ? `Re needs more than half of the ${total} card points: ${needs}.` : `Kontra needs ${needs}: a tie goes to Kontra.`;
  }
}
