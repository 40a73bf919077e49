// The lessons' German catalogues in sentences a club player writes: the learner's own seat takes
// its verb and its small "du" (seatName labels it "Du"), a card after an article takes the
// article of its rank's gender, and a note in brackets keeps its nouns capitalised.
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/i18n/runtime/current.ts', () => ({ LANG: 'de', LANG_TAG: 'de', localPath: (p: string) => `/de${p}` }));

const { positionText } = await import('../../src/i18n/de/position.ts');
const { reservationText } = await import('../../src/i18n/de/reservation.ts');
const { sortProblemText } = await import('../../src/i18n/de/sorting.ts');
const { sheetText } = await import('../../src/i18n/de/scoring.ts');

describe('the learner’s own seat in a German sentence', () => {
  it('takes the du form of the verb, and a small du inside a sentence', () => {
    expect(positionText.dealer('Du')).toBe('Du hast gegeben.');
    expect(positionText.dealer('West')).toBe('West hat gegeben.');
    expect(reservationText.dealerNote('Du', 'Süd')).toBe('Du hast gegeben, also spricht Süd zuerst.');
    expect(reservationText.wrongSeat('Du')).toBe('Nein, du spielst nicht aus.');
    expect(reservationText.leadWhy.forehand('Du')).toBe('Der Spieler links vom Geber spielt aus: du.');
    expect(reservationText.returnedTrumps('Du', 1)).toBe('Du hast einen Trumpf zurückgegeben.');
    expect(positionText.handOf('Du', null)).toBe('Blatt von dir');
    expect(positionText.passed('Nord', 'Du')).toBe('Nord hat an dich geschoben');
    expect(positionText.marriageFound(2, 'Du')).toBe('Klärungsstich: Stich 2, du bist der Partner');
  });
});

describe('a card after an article', () => {
  it('takes the article of its rank: das Ass, die Zehn, der König, die Dame, der Bube, die Neun', () => {
    expect(sortProblemText({ code: 'plainBeforeTrump', plain: 'CA', trump: 'SJ', at: 1 })).toBe(
      'Das Kreuz-Ass ist eine Fehlkarte, der Pik-Bube ein Trumpf: alle Trümpfe kommen zuerst.',
    );
    expect(sortProblemText({ code: 'lowerBeforeHigher', lower: 'D9', higher: 'CQ', trump: true, at: 1 })).toBe(
      'Die Karo-Neun steht zu weit vorn: die Kreuz-Dame ist der höhere Trumpf.',
    );
    expect(sortProblemText({ code: 'lowerBeforeHigher', lower: 'SK', higher: 'S10', trump: false, at: 1 })).toBe(
      'Der Pik-König steht zu weit vorn: in Pik ist die Pik-Zehn höher.',
    );
    // German faces: der Ober, der Unter, das Daus (Duden; docs/german-style.md).
    expect(sortProblemText({ code: 'suitSplit', suit: 'C', card: 'CQ', at: 2 }, { faces: 'german' })).toMatch(
      /^Halte jede Fehlfarbe zusammen: der Eichel-Ober /,
    );
    expect(sortProblemText({ code: 'plainBeforeTrump', plain: 'CA', trump: 'DA', at: 1 }, { faces: 'german' })).toBe(
      'Das Eichel-Daus ist eine Fehlkarte, das Schellen-Daus ein Trumpf: alle Trümpfe kommen zuerst.',
    );
    expect(sortProblemText({ code: 'lowerBeforeHigher', lower: 'SK', higher: 'SA', trump: false, at: 1 }, { faces: 'german' })).toBe(
      'Der Grün-König steht zu weit vorn: in Grün ist das Grün-Daus höher.',
    );
  });
});

describe('the score sheet’s solo note', () => {
  it('keeps Sonderpunkte a capitalised noun inside the brackets', () => {
    expect(sheetText.specialsInSoloNote).toBe('im Solo zählen keine Sonderpunkte');
  });
});
