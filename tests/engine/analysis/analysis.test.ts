/**
 * The solo analysis (src/engine/analysis): parser use, features, the classic count, the
 * instant verdict and its options, the simulation's golden hands, the recommendation, example
 * deals as doko-deal/1, and the CLI's `analyse` command.
 */
import { describe, expect, it } from 'vitest';
import { analyseHand, analyseText, compareTiers, leadInView, recommend, TIER_GAP } from '../../../src/engine/analysis/analyse.ts';
import { classicCount } from '../../../src/engine/analysis/classic.ts';
import { exampleDeal } from '../../../src/engine/analysis/example.ts';
import { paperLosers, soloFeatures } from '../../../src/engine/analysis/features.ts';
import { describeComparison, describeFinding, describeRecommendation } from '#words/analysis';
import { keyCard } from '../../../src/engine/analysis/keycard.ts';
import { Simulation } from '../../../src/engine/analysis/montecarlo.ts';
import { analysisJson, analysisTable } from '../../../src/cli/report.ts';
import { HiddenSampler } from '../../../src/engine/bots/sampler.ts';
import { wilson } from '../../../src/engine/analysis/stats.ts';
import { handOptions, instantVerdict, soloVerdict } from '../../../src/engine/analysis/verdict.ts';
import type { CardId } from '../../../src/engine/cards.ts';
import { parseHand } from '../../../src/engine/notation.ts';
import { cardOrder, SOLO_KINDS } from '../../../src/engine/order.ts';
import { readDealRecord } from '../../../src/engine/record.ts';
import { dealResult } from '../../../src/engine/outcome.ts';
import { DDV_RULES } from '../../../src/engine/rules.ts';
import { runAnalyse } from '../../../src/cli/analyse.ts';

const ids = (text: string) => text.split(/\s+/).filter(Boolean) as CardId[];

/** docs/tactics.md / doko-wissen.de: five clubs headed A-A-10 plus the three side aces. */
const FIVE_PLUS_THREE = ids('CA CA C10 CK C9 SA HA DA SK HK D9 DJ');
/** Many losers in every solo. */
const HOPELESS = ids('C9 C9 SK S9 HK H9 D9 DK DJ HJ SJ CK');
/** Four queens with both black ones and four aces (docs/tactics.md: four trumps with a reasonable number of aces). */
const QUEENS = ids('CQ CQ SQ SQ HQ CA SA HA DA C10 S9 H9');

describe('parsing a pasted hand', () => {
  it('accepts any notation the parser reads and reports errors at the token', () => {
    const a = analyseText('Kreuz Dame, ♣D, queen of spades, ♠Q, HQ, CA SA HA DA C10 S9 H9', { samples: 20, keyCardSamples: 0 });
    expect(a.ok).toBe(true);
    if (a.ok) expect([...a.value.hand].sort()).toEqual([...QUEENS].sort());
    const bad = analyseText('CQ CQ Qx SQ HQ CA SA HA DA C10 S9 H9');
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error.code).toBe('unknownToken');
      expect(bad.error.token).toBe('Qx');
      expect(bad.error.index).toBe(6);
    }
    const short = analyseText('CQ CQ');
    expect(short.ok).toBe(false);
    if (!short.ok) expect(short.error.code).toBe('wrongCount');
  });
});

describe('features', () => {
  it('counts trumps, top trumps, Volle, aces, tens and voids per solo', () => {
    const f = soloFeatures(ids('H10 CQ CQ SQ HQ DQ CJ CA C10 CK SA HA'), 'clubs', DDV_RULES);
    expect(f.trumps.count).toBe(10);
    expect(f.trumps.topHeld).toBe(4); // ♥10, both ♣Q, ♠Q of the six top trumps
    expect(f.trumps.control).toBe(1); // only one ♥10: the top run stops there
    expect(f.trumps.trumpAceAndTen).toBe(true);
    expect(f.voids).toEqual(['D']);
    expect(f.sideAces).toBe(2);
    expect(f.blankAces).toBe(2);
    expect(f.volle).toBe(5);
    const a = soloFeatures(FIVE_PLUS_THREE, 'aces', DDV_RULES);
    expect(a.trumps.count).toBe(0);
    expect(a.longSuit).toEqual({ suit: 'C', length: 5, top: ['CA', 'CA', 'C10'] });
    expect(a.suits.find((s) => s.suit === 'D')!.cards).toEqual(['DA', 'DJ', 'D9']);
    expect(a.guardedAces).toBe(4);
    expect(a.suitsWithoutAce).toEqual([]);
  });

  it('counts blank tens as FreeDoko does (a ten without its ace in a suit of at most two)', () => {
    const f = soloFeatures(ids('CQ CQ SQ SQ HQ DQ S10 S9 H10 CA DA D10'), 'queens', DDV_RULES);
    expect(f.blankTens).toBe(2); // ♠10 (with ♠9) and ♥10 (alone); ♦10 sits with its ace
  });

  it('plays losers out on paper', () => {
    const order = cardOrder('clubs', DDV_RULES);
    const spades = order.plain.S.flatMap((c) => [c, c]);
    // K K 9 9 against A A 10 10: the opponents win two rounds (dropping the rest), then are out.
    expect(paperLosers(ids('SK SK S9 S9'), spades, order.strength).losers).toBe(2);
    expect(paperLosers(ids('SA SA S10 SK S9'), spades, order.strength).losers).toBe(0);
    // In an ace solo a suit has twelve cards: K K 9 9 lose three rounds.
    const aces = cardOrder('aces', DDV_RULES);
    expect(
      paperLosers(
        ids('SK SK S9 S9'),
        aces.plain.S.flatMap((c) => [c, c]),
        aces.strength,
      ).losers,
    ).toBe(3);
    const colour = cardOrder('clubs', DDV_RULES);
    const trumps = colour.trumps.flatMap((c) => [c, c]);
    // Eight trumps from the top without the second ♥10, ♠Q and ♥Q: three trump losers.
    const p = paperLosers(ids('H10 CQ CQ SQ HQ DQ CJ CA'), trumps, colour.strength);
    expect(p.losers).toBe(3);
  });

  it('follows the house rules of the card order (no Dullen, no nines)', () => {
    const noDulle = soloFeatures(ids('H10 H10 CQ CQ SQ SQ HQ HQ DQ DQ CJ CJ'), 'clubs', { ...DDV_RULES, dulle: 'notTrump' });
    expect(noDulle.trumps.count).toBe(10);
    expect(noDulle.suits.find((s) => s.suit === 'H')!.tens).toBe(2);
    const forty = soloFeatures(ids('CQ CQ SQ SQ CA CA SA SA HA DA'), 'queens', { ...DDV_RULES, withoutNines: true });
    expect(forty.trumps.inDeck).toBe(8);
    expect(forty.suits.find((s) => s.suit === 'C')!.inDeck).toBe(8); // A 10 K J without nines, twice
  });
});

describe('classic count (FreeDoko weights)', () => {
  it('scores a picture solo by trump height, aces and penalties', () => {
    const c = classicCount(QUEENS, 'queens', DDV_RULES);
    // trumps 4+4+3+3+2 = 16, four aces +4, three other cards −3, black trumps +4, five trumps +(9+5−12) = +2
    expect(c.points).toBe(16 + 4 - 3 + 4 + 2);
    expect(c.threshold).toBe(20);
    expect(c.passes).toBe(true);
    expect(c.items.find((i) => i.code === 'blackTrumps')!.points).toBe(4);
  });

  it('scores an ace solo by length × Volle per suit', () => {
    const c = classicCount(FIVE_PLUS_THREE, 'aces', DDV_RULES);
    // ♣ 5 × 3, ♠ 2 × 1, ♥ 2 × 1, ♦ 3 × 1
    expect(c.points).toBe(15 + 2 + 2 + 3);
    expect(c.passes).toBe(false); // the baseline is stricter than the rule of thumb
  });

  it('scores a colour solo with Dullen, queens, jacks and short side aces', () => {
    const c = classicCount(ids('H10 CQ CQ SQ HQ DQ CJ CA C10 CK SA HA'), 'clubs', DDV_RULES);
    // ♥10 +6, five queens ×3, jack 2, short ♠A and ♥A +1 each, void ♦ +2, two plain cards +2
    expect(c.points).toBe(6 + 15 + 2 + 2 + 2 + 2);
    expect(c.threshold).toBe(30);
  });
});

describe('instant verdict', () => {
  it('rates the "5+3" ace solo strong, with the rules that carried it', () => {
    const v = soloVerdict(FIVE_PLUS_THREE, 'aces', DDV_RULES, true);
    expect(['strong', 'playable']).toContain(v.level);
    const codes = v.findings.map((f) => f.code);
    expect(codes).toContain('aceLongSuit');
    expect(codes).toContain('aceFivePlusThree');
    expect(
      describeFinding(
        v.findings.find((f) => f.code === 'aceFivePlusThree')!,
        'aces',
      ),
    ).toMatch(/5\+3/);
    expect(instantVerdict(FIVE_PLUS_THREE, DDV_RULES, true).best).toBe('aces');
  });

  it('rejects every solo with five or more losers', () => {
    for (const hand of [HOPELESS, FIVE_PLUS_THREE, QUEENS]) {
      for (const solo of SOLO_KINDS) {
        const v = soloVerdict(hand, solo, DDV_RULES, false);
        if (v.features.losers.total >= 5) {
          expect(['weak', 'doubtful']).toContain(v.level);
          const l = v.findings.find((f) => f.code === 'losers')!;
          expect(l.sign).toBe(-1);
          expect(describeFinding(l, solo)).toMatch(/opponents usually win/);
        }
      }
    }
    expect(instantVerdict(HOPELESS, DDV_RULES, true).best).toBeNull();
  });

  it('applies the colour-solo rule of the six top trumps', () => {
    const v = soloVerdict(ids('CQ SQ DQ HQ CJ SJ CK C9 C9 SA HA DA'), 'clubs', DDV_RULES, true);
    const f = v.findings.find((x) => x.code === 'colourTopTrumps');
    expect(f).toMatchObject({ sign: -1, held: 2, aceAndTen: false });
  });

  it('reads the lead into the picture-solo control rule', () => {
    const hand = ids('CJ HJ HJ DJ CA SA HA DA C10 S9 H9 D9');
    const withLead = soloVerdict(hand, 'jacks', DDV_RULES, true);
    const without = soloVerdict(hand, 'jacks', DDV_RULES, false);
    expect(withLead.findings.find((f) => f.code === 'pictureControl')!.sign).toBe(0);
    expect(without.findings.find((f) => f.code === 'pictureControl')!.sign).toBe(-1);
  });

  it('flags marriage, poverty and throw-in', () => {
    expect(handOptions(QUEENS, DDV_RULES)).toEqual([{ code: 'marriage' }]);
    const poor = ids('CA CA C10 SA S10 SK HA HK H9 CK DQ S9');
    expect(handOptions(poor, DDV_RULES)).toEqual([]);
    expect(handOptions(poor, { ...DDV_RULES, poverty: true })).toEqual([{ code: 'poverty', trumps: 1 }]);
    const nines = ids('C9 C9 S9 S9 H9 CA SA HA DQ DJ HK SK');
    expect(handOptions(nines, { ...DDV_RULES, redealFiveNines: true })).toEqual([{ code: 'throwIn', reason: 'fiveNines' }]);
    const kings = ids('CK CK SK SK HK CA SA HA DQ DJ H9 S9');
    expect(handOptions(kings, { ...DDV_RULES, redealFiveKings: true })).toEqual([{ code: 'throwIn', reason: 'fiveKings' }]);
  });
});

describe('simulation', () => {
  it('wins the "5+3" ace solo and recommends it as a compulsory solo', () => {
    const a = analyseHand(FIVE_PLUS_THREE, { samples: 400, seed: 11, compulsory: true, keyCardSamples: 0 });
    const aces = a.simulation.solos.find((s) => s.solo === 'aces')!;
    expect(aces.withLead.winProbability).toBeGreaterThan(0.6);
    expect(aces.withoutLead.winProbability).toBeGreaterThan(0.6);
    expect(a.recommendation.contract).toBe('aces');
    expect(a.recommendation.reason.code).toBe('compulsoryBest');
    for (const s of a.simulation.solos) if (s.solo !== 'aces') expect(s.withLead.winProbability).toBeLessThan(0.1);
  });

  it('wins a queen solo with four queens, the black ones, and four aces', () => {
    const a = analyseHand(QUEENS, { samples: 300, seed: 2, seat: 0, keyCardSamples: 0 });
    expect(a.lead).toBe('withLead');
    const q = a.simulation.solos.find((s) => s.solo === 'queens')!;
    expect(q.withLead.winProbability).toBeGreaterThan(0.9);
    expect(a.recommendation.contract).toBe('queens');
    expect(a.recommendation.reason.code).toBe('beatsNormal');
  });

  it('rejects a hand with five or more losers everywhere', () => {
    const a = analyseHand(HOPELESS, { samples: 200, seed: 5, keyCardSamples: 0 });
    for (const s of a.simulation.solos) {
      expect(s.withLead.winProbability).toBeLessThan(0.1);
      expect(s.withoutLead.winProbability).toBeLessThan(0.1);
    }
    expect(a.recommendation.contract).toBeNull();
    expect(a.recommendation.reason.code).toBe('normalBetter');
    expect(describeRecommendation(a.recommendation)).toMatch(/^No solo/);
  });

  it('reports expected scores with the 90/60/30 levels, intervals and a points histogram', () => {
    const sim = new Simulation(QUEENS, { rules: DDV_RULES, samples: 200, seed: 9, solos: ['queens'] });
    sim.run(200);
    const r = sim.result().solos[0].withLead;
    expect(r.n).toBe(200);
    expect(r.low).toBeLessThanOrEqual(r.winProbability);
    expect(r.high).toBeGreaterThanOrEqual(r.winProbability);
    expect(r.pointsHistogram.reduce((a, b) => a + b, 0)).toBe(200);
    // A won solo without announcements is worth 3 × (1 + levels): at least +3 and at most +15.
    expect(r.expectedScore).toBeGreaterThan(3 * r.winProbability * 1 - 3 * 5 * (1 - r.winProbability));
    expect(r.pBelow90).toBeGreaterThan(0);
  });

  it('reports why lost deals were lost with an example deal that replays as doko-deal/1', () => {
    const sim = new Simulation(FIVE_PLUS_THREE, { rules: DDV_RULES, samples: 200, seed: 4, solos: ['aces'], normal: false });
    sim.run(200);
    const r = sim.result().solos[0].withLead;
    expect(r.losses.length).toBeGreaterThan(0);
    expect(r.losses.reduce((n, l) => n + l.count, 0)).toBe(r.n - r.wins);
    const loss = r.losses[0];
    const rec = exampleDeal(FIVE_PLUS_THREE, DDV_RULES, 4, undefined, 'aces', 'withLead', loss.example);
    const replay = readDealRecord(JSON.parse(JSON.stringify(rec)));
    expect(replay.ok).toBe(true);
    if (replay.ok) {
      const res = dealResult(replay.value.state);
      expect(res.winner).toBe('kontra');
      expect(replay.value.state.dealt[0].slice().sort()).toEqual(FIVE_PLUS_THREE.slice().sort());
    }
  });

  it('finds the card that matters most by weakening each card on the same deals', () => {
    const sampler = new HiddenSampler().forHand(FIVE_PLUS_THREE, DDV_RULES);
    const k = keyCard(sampler, DDV_RULES, 1, undefined, 'aces', 'withLead', 150);
    expect(k.entries.length).toBeGreaterThan(3);
    expect(k.key).not.toBeNull();
    expect(k.key!.winDelta).toBeLessThan(0);
    // Weakening never trades a card for one worth more points.
    for (const e of k.entries)
      expect(['A', '10', 'K', 'Q', 'J', '9'].indexOf(e.weakenedTo.slice(1))).toBeGreaterThan(['A', '10', 'K', 'Q', 'J', '9'].indexOf(e.card.slice(1)));
  });

  it('compares expected scores, not win rates, for a voluntary solo', () => {
    const sim = new Simulation(QUEENS, { rules: DDV_RULES, samples: 100, seed: 3 });
    sim.run(100);
    const res = sim.result();
    const low = recommend(res, 'withLead', false, () => 0.5);
    expect(low.contract).toBeNull(); // below the margin of 1
    const high = recommend(res, 'withLead', false, () => 2);
    expect(high.contract).toBe('queens');
    expect(leadInView({ compulsory: true, seat: 2 })).toBe('withLead');
    expect(leadInView({ compulsory: false, seat: 0 })).toBe('withLead');
    expect(leadInView({ compulsory: false, seat: 2 })).toBe('withoutLead');
    expect(leadInView({ compulsory: false, seat: undefined })).toBe('withoutLead');
  });

  it('computes the Wilson interval', () => {
    const w = wilson(8, 10);
    expect(w.low).toBeCloseTo(0.4902, 3);
    expect(w.high).toBeCloseTo(0.9433, 3);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('the two estimates', () => {
  // compareTiers reads the win chances only.
  const policy = (p: number) => ({ winProbability: p }) as Parameters<typeof compareTiers>[0];
  const exact = (p: number) => ({ winProbability: p }) as Parameters<typeof compareTiers>[1];
  it('agree within 10 points of win chance and explain a larger gap in words', () => {
    expect(TIER_GAP).toBe(0.1);
    expect(compareTiers(policy(0.6), exact(0.52)).code).toBe('agree');
    expect(compareTiers(policy(0.6), exact(0.7)).code).toBe('agree');
    const lower = compareTiers(policy(0.62), exact(0.45));
    expect(lower).toEqual({ code: 'deepLower', policy: 0.62, deep: 0.45 });
    expect(describeComparison(lower)).toBe(
      'With every card open and best play by all the solo wins only 45 %, 17 points less than the 62 % against the computer defenders: defenders who find the best defence beat it more often. Good opponents lie in between, since they cannot see your cards.',
    );
    const higher = compareTiers(policy(0.3), exact(0.41));
    expect(higher.code).toBe('deepHigher');
    expect(describeComparison(higher)).toMatch(/^With every card open and best play by all the solo wins 41 %, 11 points more than the 30 %/);
    expect(describeComparison(compareTiers(policy(0.5), exact(0.55)))).toBe(
      'Against the computer defenders the solo wins 50 %; with every card open and best play by all, 55 %: the two estimates agree (within 10 points).',
    );
  });
});

describe('report and CLI', () => {
  it('prints the JSON report of a seeded analysis', () => {
    const r = runAnalyse(['♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J', '--json', '--samples', '60', '--seed', '7', '--key-samples', '30']);
    expect(r.code).toBe(0);
    const j = JSON.parse(r.stdout);
    expect(j.hand).toHaveLength(12);
    expect(j.samples).toBe(60);
    expect(typeof j.evaluator).toBe('string');
    expect(j.contracts.map((c: { contract: string }) => c.contract)).toEqual([...SOLO_KINDS]);
    for (const c of j.contracts) {
      for (const k of ['withLead', 'withoutLead']) {
        for (const f of ['winProbability', 'low', 'high', 'expectedScore']) expect(typeof c[k][f]).toBe('number');
      }
      expect(c.reasons.length).toBeGreaterThan(2);
      expect(c.reasons.every((x: unknown) => typeof x === 'string')).toBe(true);
    }
    expect(j.recommendation).toHaveProperty('contract');
    expect(typeof j.recommendation.reason).toBe('string');
  });

  it('exits 2 with the parser message for an invalid hand, and on bad options', () => {
    const r = runAnalyse(['CQ CQ Qx SQ HQ CA SA HA DA C10 S9 H9']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/the 3rd card, "Qx", is not a card/);
    expect(runAnalyse([]).code).toBe(2);
    expect(runAnalyse(['CQ', '--samples', 'x']).code).toBe(2);
    expect(runAnalyse(['CQ', '--rules', '{"dullen":true}']).stderr).toMatch(/unknown rule key "dullen"/);
    expect(runAnalyse(['CQ', '--frobnicate']).code).toBe(2);
  });

  it('prints a readable table', () => {
    const r = runAnalyse(['CQ CQ SQ SQ HQ CA SA HA DA C10 S9 H9', '--samples', '40', '--key-samples', '0', '--seat', '0']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Hand: /);
    expect(r.stdout).toMatch(/Queens\s+strong/);
    expect(r.stdout).toMatch(/Recommendation: /);
    const a = analyseHand(QUEENS, { samples: 40, keyCardSamples: 0 });
    expect(analysisTable(a)).toContain('Normal game at this seat');
    expect(analysisJson(a).options[0].text).toMatch(/marriage/);
  });

  it('honours house rules from --rules (40 cards)', () => {
    const r = runAnalyse(['CQ CQ SQ SQ CA CA SA SA HA DA', '--rules', '{"withoutNines":true}', '--json', '--samples', '30', '--key-samples', '0']);
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).hand).toHaveLength(10);
    const nine = runAnalyse(['CQ CQ SQ SQ CA CA SA SA HA D9', '--rules', '{"withoutNines":true}']);
    expect(nine.code).toBe(2);
    expect(nine.stderr).toMatch(/nine/);
  });
});

describe('parsed hands', () => {
  it('parse with the engine parser (sanity for the fixtures)', () => {
    for (const h of [FIVE_PLUS_THREE, HOPELESS, QUEENS]) expect(parseHand(h.join(' '), DDV_RULES).ok).toBe(true);
  });
});
