// The lesson exercises in German: every exercise's own words (de/lesson-exercises.ts) and every
// sentence the German exercise catalogue (de/exercises.ts) makes of the engine's reasons for it
// (each answer's feedback, the number's reason, each seat's party) read German, with German card
// names and articles. current.ts is mocked to German as the language build serves it to /de/ pages.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/i18n/runtime/current.ts', () => ({ LANG: 'de', LANG_TAG: 'de', localPath: (p: string) => `/de${p}` }));

const { EXERCISES: LESSON_EXERCISES, FRESH_POSITIONS } = await import('../../src/content/exercises/index.ts');
const EXERCISES = [...LESSON_EXERCISES, ...FRESH_POSITIONS];
const { prepareExercise } = await import('../../src/content/exercises/island.ts');
const { DDV_RULES } = await import('../../src/engine/rules.ts');
const de = await import('../../src/i18n/de/exercises.ts');
const { exerciseWords, exampleTitles } = await import('../../src/i18n/de/lesson-exercises.ts');
const en = await import('#words/lesson-exercises');

/** Words only an English sentence has (as tests/e2e/german.spec.ts). */
const ENGLISH = [
  'the',
  'and',
  'you',
  'your',
  'with',
  'which',
  'is',
  'are',
  'of',
  'to',
  'for',
  'this',
  'that',
  'not',
  'or',
  'it',
  'has',
  'have',
  'when',
  'what',
  'from',
  'by',
  'be',
  'can',
  'may',
  'must',
];

function offenders(texts: readonly string[]): string[] {
  return texts.filter((t) => {
    const lower = ` ${t.toLowerCase().replace(/[.,:;!?()“”„"'’‘«»…–—/]/g, ' ')} `;
    return ENGLISH.some((w) => lower.includes(` ${w} `)) || /undefined|NaN|\[object/.test(t);
  });
}

type Words = { title: string; goal: string; hints: readonly string[]; explanation: string; ruleOfThumb?: string };
const wordsOf = (id: string): Words => (exerciseWords as Record<string, Words>)[id];

/** Every sentence the German catalogue says about an exercise, for the learner at South and (where it names seats) for an onlooker. */
function sentencesOf(id: string): string[] {
  const p = prepareExercise(
    EXERCISES.find((e) => e.id === id)!,
    DDV_RULES,
  );
  const out = [de.settingText(p.data.frame.setting)];
  for (const viewer of [0, null] as const) {
    const o = { faces: 'french' as const, viewer };
    if (p.widget === 'pickOne' || p.widget === 'selectAll') {
      const d = p.data;
      const best = Math.max(...d.verdicts.filter((v) => v.ok && v.points !== undefined).map((v) => v.points!));
      const play = d.play ? { samples: d.play.samples, bestPoints: best } : undefined;
      const several = p.widget === 'selectAll';
      d.items.forEach((_, i) =>
        out.push(
          de.itemText(d.items, i, o, d.inTrick),
          de.pickFeedback(d.items, i, d.verdicts[i], d.prompt, o, d.inTrick, several, play),
          // A miss that leaves a try, and the solution after a miss on this item (tries.ts).
          de.missText(d.items, i, d.verdicts[i], d.prompt, o, d.inTrick, play),
          de.solutionText(d.items, d.verdicts, i, d.prompt, o, d.inTrick, several),
        ),
      );
      out.push(de.solutionText(d.items, d.verdicts, null, d.prompt, o, d.inTrick, several));
    }
    if (p.widget === 'number') {
      const why = de.reasonText(p.data.why, o);
      out.push(
        de.numberLabelText(p.data.label, viewer),
        why,
        de.exerciseText.tries.numberMiss(p.data.answer + 1, p.data.signed),
        de.exerciseText.tries.again(true),
        de.exerciseText.tries.again(false),
        de.exerciseText.tries.numberAnswer(p.data.answer + 1, p.data.answer, p.data.signed, why),
      );
    }
    if (p.widget === 'parties') p.data.evidence.forEach((e, seat) => out.push(de.partyWhyText(seat as 0 | 1 | 2 | 3, e, o)));
  }
  return out;
}

describe('German lesson exercises', () => {
  it('have German words for every exercise, as many hints as a learner needs, and the rules of thumb of the play exercises', () => {
    for (const e of EXERCISES) {
      const w = wordsOf(e.id);
      const enWords = (en.exerciseWords as Record<string, Words>)[e.id];
      expect(w.hints.length, e.id).toBeGreaterThan(0);
      expect(w.ruleOfThumb === undefined, e.id).toBe(enWords.ruleOfThumb === undefined);
      expect(offenders([w.title, w.goal, ...w.hints, w.explanation, ...(w.ruleOfThumb ? [w.ruleOfThumb] : [])]), e.id).toEqual([]);
    }
    expect(offenders(Object.values(exampleTitles))).toEqual([]);
  });

  it('explain every answer of every exercise in German', { timeout: 60_000 }, () => {
    const english = EXERCISES.flatMap((e) => offenders(sentencesOf(e.id)).map((t) => `${e.id}: ${t}`));
    expect(english).toEqual([]);
  });

  it('name cards with their German article and say which of two equal cards', () => {
    const o = { faces: 'french' as const, viewer: 0 as const };
    const trick = ['CJ', 'SQ', 'SQ', 'HJ'].map((card) => ({ kind: 'card' as const, card: card as 'SQ', trump: true }));
    expect(de.itemText(trick, 2, o, true)).toBe('die zweite Pik-Dame');
    expect(de.itemText(trick, 0, o, true)).toBe('der Kreuz-Bube');
    expect(de.itemText([{ kind: 'card', card: 'DA', trump: true }], 0, o, false)).toBe('das Karo-Ass');
    expect(de.itemText([{ kind: 'card', card: 'DA', trump: true }], 0, { faces: 'german', viewer: 0 }, false)).toBe('das Schellen-Daus');
    const p = prepareExercise(
      EXERCISES.find((e) => e.id === 'winner-equal-cards')!,
      DDV_RULES,
    );
    if (p.widget !== 'pickOne') throw new Error('winner-equal-cards is a pick-one exercise');
    expect(p.data.items.map((i) => (i.kind === 'card' ? i.card : null))).toEqual(['CJ', 'SQ', 'SQ', 'HJ']);
    expect(de.pickFeedback(p.data.items, 2, p.data.verdicts[2], 'wins', o, true)).toBe(
      'Die zweite Pik-Dame gewinnt? Nein: von zwei gleichen Karten gewinnt die zuerst gespielte.',
    );
  });

  it('speak to the learner as du (lower case, as German sites do) and name the others by seat', () => {
    const o = { faces: 'french' as const, viewer: 1 as const };
    expect(de.partyWhyText(1, { code: 'ownHand', seat: 1, party: 're', clubQueens: 1 }, o)).toBe('Du hast eine ♣D, also bist du Re.');
    expect(de.partyWhyText(2, null, o)).toBe('Nichts, was Nord bisher getan hat, zeigt die Partei: unbekannt.');
    expect(de.numberLabelText({ of: 'seatScore', seat: 3 }, 1)).toBe('Osts Punkte in diesem Spiel');
  });

  it('give a weaker card in a play exercise the simulation’s numbers in German', () => {
    const o = { faces: 'french' as const, viewer: null };
    const items = [{ kind: 'card' as const, card: 'C10' as const, trump: false }];
    const v = { ok: false, credit: 40, points: 127.14, why: [] };
    expect(de.pickFeedback(items, 0, v, 'play', o, false, false, { samples: 1000, bestPoints: 131 })).toBe(
      'Die Kreuz-Zehn? Knapp, aber nicht die beste Karte hier: in 1.000 von hier aus durchgespielten Spielen hat deine Partei danach im Schnitt 127,1 Augen gemacht, nach der besten Karte 131.',
    );
  });
});
