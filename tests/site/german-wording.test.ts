// The German twins say the engine's numbers in German: the announcement drill's hint under
// "without nines" (9 … 5), minus signs U+2212, "70 %", German card names and the engine's
// refusals. current.ts is mocked to German as the language build serves it to /de/ pages.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/i18n/runtime/current.ts', () => ({ LANG: 'de', LANG_TAG: 'de', localPath: (p: string) => `/de${p}` }));

const { announceDrill, pointsDrill } = await import('../../src/engine/quiz/drills.ts');
const { DDV_RULES } = await import('../../src/engine/rules.ts');
const { ruleFacts } = await import('../../src/engine/reference.ts');
const de = await import('../../src/i18n/de/quiz.ts');
const deEngine = await import('../../src/i18n/de/engine.ts');
const deActions = await import('../../src/i18n/de/actions.ts');
const deBots = await import('../../src/i18n/de/bots.ts');
const deAnalysis = await import('../../src/i18n/de/analysis.ts');
const deSets = await import('../../src/i18n/de/sets.ts');

const withoutNines = { ...DDV_RULES, withoutNines: true };

describe('German quiz wording', () => {
  it('the announcement drill hint: 11 … 7 with nines, 9 … 5 without', () => {
    expect(de.drillHint(announceDrill(3, DDV_RULES), 0)).toContain(
      'Re oder Kontra braucht mindestens 11 Karten auf der Hand, keine 90 mindestens 10, keine 60 9, keine 30 8, schwarz 7.',
    );
    const hint = de.drillHint(announceDrill(3, withoutNines), 0);
    expect(hint).toContain('Re oder Kontra braucht mindestens 9 Karten auf der Hand, keine 90 mindestens 8, keine 60 7, keine 30 6, schwarz 5.');
    expect(hint).toContain('eine Karte später');
  });

  it('card points with German rank names, the nine only with nines', () => {
    expect(de.drillHint(pointsDrill(5, DDV_RULES), 0)).toMatch(/^Ass 11, Zehn 10, König 4, Dame 3, Bube 2 und Neun 0\./);
    expect(de.drillHint(pointsDrill(5, withoutNines), 0)).toMatch(/^Ass 11, Zehn 10, König 4, Dame 3 und Bube 2\./);
  });

  it('score hints state the engine’s targets; scores carry the minus sign U+2212', () => {
    const f = ruleFacts(DDV_RULES);
    expect(de.scoreRuleHint[1](f)).toContain('Re (die Kreuz-Damen) braucht 121 Augen, Kontra 120.');
    expect(de.scoreRuleHint[2](f)).toContain('2 Punkte');
    expect(de.signed(-3)).toBe('\u22123');
    expect(de.scoreText.result(7, 10, 0.7)).toBe('7 von 10 Posten richtig (70\u00a0% Wertung).');
  });
});

describe('German engine, bots and analysis wording', () => {
  it('refusals and score lines', () => {
    expect(deEngine.describeAnnouncementRefusal({ code: 'tooLate', call: 'no90', needed: 10, holding: 9 })).toBe(
      '„keine 90“ braucht 10 Karten auf der Hand, es sind nur noch 9',
    );
    expect(deEngine.LINE_WORDS.reached120AgainstNo90).toBe('120 gegen keine 90 erreicht');
    expect(
      deActions.describeIllegalPlay(2, { code: 'mustFollow', card: 'CA', suit: 'H', holding: ['HA', 'HK'] }, (s) => ['Süd', 'West', 'Nord', 'Ost'][s]),
    ).toBe('Nord muss Herz bedienen (hat ♥A, ♥K)');
  });

  it('a bot’s reason and the analysis in German numbers', () => {
    expect(deBots.explainReason({ rule: 'announceWinChance', call: 're', chance: 0.7, samples: 1000 })).toBe(
      'Sag Re: deine Partei gewinnt etwa 70\u00a0% von 1.000 simulierten Spielen.',
    );
    expect(deAnalysis.signed(-1)).toBe('\u22121,0');
    expect(deAnalysis.pct(0.734)).toBe('73\u00a0%');
  });
});

describe('German solo names after an article', () => {
  it('the Fleischlose is masculine; every other solo neuter', () => {
    expect(deSets.setsText.hand.choice('aces')).toBe('Der Fleischlose');
    expect(deSets.setsText.hand.choice('clubs')).toBe('Das Kreuzsolo');
    expect(deSets.setsText.print.instant(deAnalysis.SOLO_NAME.aces)).toBe('Nach den Faustregeln passt der Fleischlose am besten zu diesem Blatt.');
    expect(deSets.setsText.print.instant(deAnalysis.SOLO_NAME.jacks)).toBe('Nach den Faustregeln passt das Bubensolo am besten zu diesem Blatt.');
    expect(
      deAnalysis.describeRecommendation({
        reason: { code: 'beatsNormal', solo: 'aces', expectedScore: 2, normal: -1, advantage: 3, margin: 1, winProbability: 0.7 },
      } as never),
    ).toMatch(/^Spiel einen Fleischlosen: /);
  });
});
