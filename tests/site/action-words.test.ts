// A move at the wrong moment is named in a player's words in both languages, never by the
// engine's codes ("play", "povertyGive").
import { describe, expect, it } from 'vitest';
import type { Action, Phase } from '../../src/engine/deal.ts';
import * as de from '../../src/i18n/de/actions.ts';
import * as en from '../../src/i18n/en/actions.ts';

const ACTIONS: Action['type'][] = ['throwIn', 'reserve', 'declare', 'exchange', 'answerPoverty', 'halfChicken', 'announce', 'play'];
const PHASES: Phase[] = ['reservation', 'declaration', 'povertyGive', 'povertyOffer', 'povertyReturn', 'playing', 'finished', 'redeal', 'abandoned'];

describe('a move at the wrong moment', () => {
  it('reads as a sentence', () => {
    expect(en.describeActionError({ code: 'wrongPhase', action: 'play', phase: 'reservation' })).toBe(
      'Playing a card is not possible in the reservation round',
    );
    expect(de.describeActionError({ code: 'wrongPhase', action: 'play', phase: 'reservation' })).toBe('Eine Karte spielen geht in der Vorbehaltsrunde nicht');
  });

  it('names no code in any language, for every move and moment', () => {
    for (const words of [en, de]) {
      const texts = new Set<string>();
      for (const action of ACTIONS)
        for (const phase of PHASES) {
          const text = words.describeActionError({ code: 'wrongPhase', action, phase });
          expect(text).not.toMatch(/undefined|phase|\b[a-z]+[A-Z]\w*\b/);
          texts.add(text);
        }
      // Every move and moment has words of its own.
      expect(texts.size).toBe(ACTIONS.length * PHASES.length);
    }
  });
});
