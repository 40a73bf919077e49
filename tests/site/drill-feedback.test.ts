// A drill's feedback speaks about the item asked, in one sentence and in the lessons' words:
// "Is the ♣A a trump?" answered wrong says what the ♣A is, not all thirteen trumps; a party
// that cannot be known is "Unknown" in the lessons, the drills and at the table alike.
import { describe, expect, it } from 'vitest';
import { cardOrder } from '../../src/engine/order.ts';
import { DRILL_KINDS, drillItem, trumpDrill, type TrumpDrill } from '../../src/engine/quiz/drills.ts';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { partyMarkText } from '#words/site';
import { drillText, drillWhy } from '#words/quiz';
import { tableText } from '#words/practice';
import { cardName } from '../../src/i18n/runtime/names.ts';
import * as de from '../../src/i18n/de/quiz.ts';
import { partyMarkText as dePartyMarkText } from '../../src/i18n/de/site.ts';
import { tableText as deTableText } from '../../src/i18n/de/practice.ts';

const SEEDS = Array.from({ length: 40 }, (_, i) => 1 + i * 97);
/** A full stop, question or exclamation mark followed by a new sentence (not a German ordinal: „im 5. Stich“). */
const SECOND_SENTENCE = /(?<!\d)[.!?][”“„]?\s+[A-ZÄÖÜ]/;

function firstTrump(want: (d: TrumpDrill) => boolean): TrumpDrill {
  for (let seed = 1; seed < 5000; seed++) {
    const d = trumpDrill(seed, DDV_RULES);
    if (want(d)) return d;
  }
  throw new Error('no such trump item');
}

describe('drill feedback', () => {
  it('“Is the ♣A a trump?” is answered about the ♣A alone', () => {
    const item = firstTrump((d) => d.card === 'CA' && d.contract === 'normal');
    expect(drillWhy(item)).toBe('No: in the normal game the ace of clubs is a plain card of clubs, not a trump.');
    expect(de.drillWhy(item)).toBe('Nein: Im Normalspiel ist Kreuz-Ass kein Trumpf, sondern Fehl (Kreuz).');
  });

  it('a trump is placed among the trumps by the engine’s order', () => {
    const item = firstTrump((d) => d.card === 'HQ' && d.contract === 'normal');
    const k = cardOrder('normal', DDV_RULES).trumps.indexOf('HQ') + 1;
    expect(k).toBe(4);
    expect(drillWhy(item)).toBe('Yes: in the normal game the queen of hearts is a trump (number 4 of 13, from the top).');
    expect(de.drillWhy(item)).toBe('Ja: Im Normalspiel ist Herz-Dame Trumpf (Nummer 4 von 13, von oben gezählt).');
    const aces = firstTrump((d) => d.contract === 'aces');
    expect(drillWhy(aces)).toMatch(/^No: in an aces solo there are no trumps at all, so the .+ is a plain card of (clubs|spades|hearts|diamonds)\.$/);
  });

  it('is one sentence for every kind of item, in English and German', () => {
    for (const kind of DRILL_KINDS) {
      for (const seed of SEEDS) {
        const item = drillItem(kind, seed, DDV_RULES);
        for (const text of [drillWhy(item), de.drillWhy(item)]) {
          expect(text, `${kind} #${seed}`).not.toMatch(SECOND_SENTENCE);
          expect(text, `${kind} #${seed}`).toMatch(/[.]$/);
        }
      }
    }
  });

  it('a trump item names no card but the one asked', () => {
    for (const seed of SEEDS) {
      const item = trumpDrill(seed, DDV_RULES);
      const text = drillWhy(item);
      expect(text).toContain(cardName(item.card));
      expect(
        item.trumps.filter((c) => c !== item.card && text.includes(cardName(c))),
        `#${seed}`,
      ).toEqual([]);
    }
  });
});

describe('one vocabulary for a party nobody can know yet', () => {
  it('the drill’s choices are the lessons’ words, and the table says the same', () => {
    expect(drillText.partyOptions).toEqual(partyMarkText);
    expect(drillText.partyOptions.unknown).toBe('Unknown');
    expect(tableText.partyOf(null)).toBe('party unknown');
    expect(drillText.summary.parties(['re', null, null, 'kontra'])).toBe('South: Re, West: Unknown, North: Unknown, East: Kontra.');
  });

  it('in German: „Unbekannt“ everywhere', () => {
    expect(dePartyMarkText.unknown).toBe('Unbekannt');
    expect(deTableText.partyOf(null)).toBe('Partei unbekannt');
    expect(de.drillText.partyOptions).toBe(dePartyMarkText); // the German twin imports its sibling de/site.ts
  });
});
