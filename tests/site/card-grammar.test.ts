/**
 * Every German template that puts a card after an article or possessive gives the article the
 * card's gender and the template's case: "dein ♣A" (das Ass), "deine ♣10" (die Zehn), "mit deinem
 * ♣K" (der König), with German faces "dein EA" (das Daus). Each template is rendered for every
 * card in both decks and checked against the noun genders written out here, apart from
 * src/i18n/de/grammar.ts.
 */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/i18n/runtime/current.ts', () => ({ LANG: 'de', LANG_TAG: 'de', localPath: (p: string) => `/de${p}` }));

const { deck } = await import('../../src/engine/cards.ts');
const { cardName, cardShort } = await import('../../src/engine/names.ts');
const { tableText, playRuleText } = await import('../../src/i18n/de/practice.ts');
const { trickWhyText } = await import('../../src/i18n/de/site.ts');
const { describePlainFact } = await import('../../src/i18n/de/analysis.ts');
const grammar = await import('../../src/i18n/de/grammar.ts');

type Gender = 'm' | 'f' | 'n';
/** The German rank words, as a dictionary has them. */
const NOUN: Record<string, Gender> = { Ass: 'n', Zehn: 'f', König: 'm', Dame: 'f', Bube: 'm', Neun: 'f', Daus: 'n', Ober: 'm', Unter: 'm' };
const FORMS = {
  deinNom: { m: 'dein', f: 'deine', n: 'dein' },
  deinDat: { m: 'deinem', f: 'deiner', n: 'deinem' },
  einAcc: { m: 'einen', f: 'eine', n: 'ein' },
  derNom: { m: 'der', f: 'die', n: 'das' },
  ersteNom: { m: 'Der erste', f: 'Die erste', n: 'Das erste' },
  zweiteNom: { m: 'Der zweite', f: 'Die zweite', n: 'Das zweite' },
} as const;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const FACES = ['french', 'german'] as const;
const CARDS = [...new Set(deck({ withoutNines: false }))];

const cases = FACES.flatMap((faces) =>
  CARDS.map((card) => {
    const name = cardName(card, { lang: 'de', faces });
    const gender = NOUN[name.split('-').at(-1) ?? ''];
    return { faces, card, name, short: cardShort(card, { lang: 'de', faces }), gender };
  }),
);

describe('cards after an article in German', () => {
  it('knows the gender of every rank name in both decks', () => {
    expect(cases).toHaveLength(48);
    for (const c of cases) {
      expect(c.gender, c.name).toBeDefined();
      expect(grammar.cardGender(c.card, c.faces), c.name).toBe(c.gender);
    }
  });

  it('declines der, ein and dein in all four cases', () => {
    expect(['nom', 'acc', 'dat', 'gen'].map((k) => grammar.determiner('der', 'm', k as 'nom'))).toEqual(['der', 'den', 'dem', 'des']);
    expect(['nom', 'acc', 'dat', 'gen'].map((k) => grammar.determiner('ein', 'f', k as 'nom'))).toEqual(['eine', 'eine', 'einer', 'einer']);
    expect(['nom', 'acc', 'dat', 'gen'].map((k) => grammar.determiner('dein', 'n', k as 'nom'))).toEqual(['dein', 'dein', 'deinem', 'deines']);
    expect(grammar.determiner('euer', 'f', 'nom')).toBe('eure');
    expect(grammar.afterDefinite('erst', 'm', 'acc')).toBe('ersten');
  });

  it.each(cases)('$name ($faces): the review, the rule, the analyser and the trick', ({ faces, card, name, short, gender }) => {
    // The review after a deal: "Dein Kreuz-Ass hat … gekostet: die Kreuz-Zehn wäre besser gewesen".
    const other = card === 'C10' ? 'CA' : 'C10';
    const otherGender = NOUN[cardName(other, { lang: 'de', faces }).split('-').at(-1) ?? ''];
    const costly = tableText.costly(card, other, faces, 5, 100);
    expect(costly.startsWith(`${cap(FORMS.deinNom[gender])} ${name} `), costly).toBe(true);
    expect(costly).toContain(`: ${FORMS.derNom[otherGender]} ${cardName(other, { lang: 'de', faces })} `);
    expect(tableText.fine(card, faces, 100).startsWith(`${cap(FORMS.deinNom[gender])} ${name}:`)).toBe(true);
    expect(tableText.notJudged(card, faces).startsWith(`${cap(FORMS.deinNom[gender])} ${name} `)).toBe(true);
    // The rule before a card, with one card to follow: "du musst bedienen, mit deiner ♣10".
    const rule = playRuleText({ code: 'follow', led: 'C', ledCard: 'CA', cards: [card] }, null, faces, null);
    expect(rule, rule).toContain(`mit ${FORMS.deinDat[gender]} ${short}.`);
    // The analyser's plain answer, always in French faces: "du hast eine ♣D, einen ♣B".
    const french = NOUN[cardName(card, { lang: 'de' }).split('-').at(-1) ?? ''];
    expect(describePlainFact({ code: 'topTrumps', sign: 1, kinds: [card], held: [{ card, count: 1 }], of: 2 }, 'clubs')).toBe(
      `${FORMS.einAcc[french]} ${cardShort(card, { lang: 'de' })}`,
    );
    // Two equal cards in a trick: "Die erste Herz-Zehn gewinnt".
    expect(trickWhyText({ code: 'dulleLastTrick', card }, { faces }).startsWith(`${FORMS.ersteNom[gender]} ${name} gewinnt`)).toBe(true);
    expect(trickWhyText({ code: 'secondDulle', card }, { faces }).startsWith(`${FORMS.zweiteNom[gender]} ${name} gewinnt`)).toBe(true);
  });
});
