/**
 * The analysis in a learner's terms (src/engine/analysis/plain.ts): what to play, the win chance
 * in deals out of ten, and the facts of the hand behind it, worded by both catalogues.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseHand } from '../../../src/engine/analysis/analyse.ts';
import { describePlainAnswer } from '#words/analysis';
import { MAX_FACTS, plainAnswer, plainFacts } from '../../../src/engine/analysis/plain.ts';
import { instantVerdict } from '../../../src/engine/analysis/verdict.ts';
import { deck, type CardId } from '../../../src/engine/cards.ts';
import { DDV_RULES } from '../../../src/engine/rules.ts';
import { describePlainAnswer as describePlainAnswerDe } from '../../../src/i18n/de/analysis.ts';

const ids = (text: string) => text.split(/\s+/).filter(Boolean) as CardId[];

/** Ten trumps with both Dullen, both ♣Q and a ♠Q, four aces: a clubs solo. */
const CLUBS = ids('H10 H10 CQ CQ SQ DQ CJ CA CA C10 SA DA');
/** Both ♣Q and little else. */
const MARRIAGE = ids('CQ CQ S9 SK H9 HK D9 DK C9 CK S10 HJ');
/** Nothing for any solo. */
const HOPELESS = ids('S9 SK H9 HK D9 DK C9 CK S10 HJ DQ CJ');

function answer(hand: readonly CardId[], compulsory = false) {
  const a = analyseHand(hand, { samples: 200, seed: 1, keyCardSamples: 0, compulsory });
  return plainAnswer(a.instant, hand, a.simulation, a.recommendation);
}

describe('the plain answer', () => {
  it('a clubs solo: play it, how often it wins, and the trumps, top trumps and aces that carry it', () => {
    const a = answer(CLUBS);
    expect(a).toMatchObject({ play: 'solo', solo: 'clubs', compulsory: false });
    expect(a.winsInTen).toBe(Math.round(a.winProbability * 10));
    expect(a.winProbability).toBeGreaterThan(0.5);
    expect(a.facts).toEqual([
      { code: 'trumps', sign: 1, count: 10 },
      {
        code: 'topTrumps',
        sign: 1,
        kinds: ['H10', 'CQ', 'SQ'],
        held: [
          { card: 'H10', count: 2 },
          { card: 'CQ', count: 2 },
          { card: 'SQ', count: 1 },
        ],
        of: 6,
      },
      { code: 'aces', sign: 0, count: 4 },
    ]);
    const en = describePlainAnswer(a);
    expect(en.verdict).toBe('Play a clubs solo.');
    expect(en.reason).toMatch(
      /^A clubs solo here wins (about \d+ in 10 deals|nearly every deal): you hold 10 trumps, both ♥10, both ♣Q, one ♠Q and four aces\.$/,
    );
    const de = describePlainAnswerDe(a);
    expect(de.verdict).toBe('Spiel ein Kreuzsolo.');
    expect(de.reason).toMatch(
      /^Das Kreuzsolo gewinnt hier (etwa \d+ von 10 Spielen|fast jedes Spiel): du hast 10 Trümpfe, beide ♥10, beide ♣D, eine ♠D und vier Asse\.$/,
    );
  });

  it('both ♣Q and no solo: announce a marriage, and what the best solo lacks', () => {
    const a = answer(MARRIAGE);
    expect(a.play).toBe('marriage');
    expect(a.facts.length).toBeGreaterThan(0);
    expect(a.facts.every((f) => f.sign < 0)).toBe(true);
    const en = describePlainAnswer(a);
    expect(en.verdict).toBe('No solo: announce a marriage (you hold both ♣Q).');
    expect(en.reason).toMatch(/^The best solo here, an? [a-z ()A-Z]+, would win .+: you hold only .+; a marriage scores more on average\.$/);
    expect(describePlainAnswerDe(a).verdict).toBe('Kein Solo: melde eine Hochzeit an (du hast beide ♣D).');
  });

  it('no solo without both ♣Q: a normal game', () => {
    const a = answer(HOPELESS);
    expect(a.play).toBe('normal');
    expect(describePlainAnswer(a).verdict).toBe('No solo: play a normal game.');
    expect(describePlainAnswer(a).reason).toMatch(/; a normal game scores more on average\.$/);
  });

  it('a compulsory solo that usually loses is explained by what it lacks', () => {
    const a = answer(HOPELESS, true);
    expect(a).toMatchObject({ play: 'solo', compulsory: true });
    expect(a.winProbability).toBeLessThan(0.5);
    expect(a.facts.every((f) => f.sign < 0)).toBe(true);
    expect(describePlainAnswer(a).verdict).toMatch(/^For your compulsory solo, play an? .+\.$/);
    expect(describePlainAnswerDe(a).verdict).toMatch(/^Für dein Pflichtsolo: spiel (ein|einen) .+\.$/);
  });

  it('any hand: at most three facts, for the solo when it is played and usually wins, else against it', () => {
    const cards = deck(DDV_RULES);
    fc.assert(
      fc.property(fc.shuffledSubarray([...cards.keys()], { minLength: 12, maxLength: 12 }), fc.boolean(), (picks, compulsory) => {
        const hand = picks.map((i) => cards[i]);
        const a = analyseHand(hand, { samples: 20, seed: 3, keyCardSamples: 0, compulsory });
        const p = plainAnswer(a.instant, hand, a.simulation, a.recommendation);
        expect(p.facts.length).toBeLessThanOrEqual(MAX_FACTS);
        expect(p.winsInTen).toBe(Math.round(p.winProbability * 10));
        const forIt = p.play === 'solo' && p.winProbability >= 0.5;
        for (const f of p.facts) expect(forIt ? f.sign >= 0 : f.sign < 0).toBe(true);
        expect(p.play === 'marriage').toBe(a.recommendation.contract === null && hand.filter((c) => c === 'CQ').length === 2);
        // Every sentence is whole: no empty list, no "undefined".
        for (const s of Object.values(describePlainAnswer(p))) expect(s).not.toMatch(/undefined|NaN|: \.|, ,/);
        for (const s of Object.values(describePlainAnswerDe(p))) expect(s).not.toMatch(/undefined|NaN|: \.|, ,/);
      }),
      { numRuns: 25 },
    );
  });

  it('facts per solo family: colour solos count trumps and the six top trumps, picture solos the black ones, the ace solo its Volle', () => {
    const v = instantVerdict(CLUBS, DDV_RULES, false);
    const queens = plainFacts(
      v.solos.find((s) => s.solo === 'queens')!,
      CLUBS,
    );
    // The two ♥10 are plain hearts without their ace in a queen solo.
    expect(queens.map((f) => f.code)).toEqual(['trumps', 'topTrumps', 'aces', 'singleTens']);
    expect(queens[3]).toMatchObject({ count: 2, sign: -1 });
    expect(queens[0]).toMatchObject({ count: 4, sign: 1 });
    expect(queens[1]).toMatchObject({
      kinds: ['CQ', 'SQ'],
      held: [
        { card: 'CQ', count: 2 },
        { card: 'SQ', count: 1 },
      ],
      of: 4,
    });
    const aces = plainFacts(
      v.solos.find((s) => s.solo === 'aces')!,
      CLUBS,
    );
    expect(aces[0]).toMatchObject({ code: 'volle', count: 7 });
  });
});
