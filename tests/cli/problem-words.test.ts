/**
 * Every code a reader of stored values returns, worded in English (the CLI's lines, which outside
 * tools read: they stay as they were) and in German (club German, no English word left). The
 * examples are typed by code (problem-examples.ts) and so is this table: a code without its two
 * wordings fails the type check.
 */
import { describe, expect, it } from 'vitest';
import { describeInputProblem as english, formatPathError } from '#words/record';
import type { InputProblemCode } from '../../src/engine/validate.ts';
import { describeInputProblem as german, formatPathError as formatGerman } from '../../src/i18n/de/record.ts';
import { englishLeft } from './englishWords.ts';
import { PROBLEM_EXAMPLES } from './problem-examples.ts';

const WORDS: { readonly [C in InputProblemCode]: readonly [english: string, german: string] } = {
  json: ['not valid JSON: unexpected "x" at line 2, column 5', 'kein gültiges JSON: unerwartetes "x" in Zeile 2, Spalte 5'],
  notRecord: ['a deal record must be a JSON object', 'ein Spielprotokoll muss ein JSON-Objekt sein'],
  notSummary: ['a deal summary must be a JSON object', 'eine Spielübersicht muss ein JSON-Objekt sein'],
  wrongFormat: [
    'expected "doko-deal/1" or "doko-summary/1", got "doko-deal/2"',
    'erwartet wird das Format "doko-deal/1" oder "doko-summary/1", die Datei sagt "doko-deal/2"',
  ],
  unknownField: ['unknown field "dealr" (known: format, dealer)', 'unbekanntes Feld "dealr" (bekannt: „format“ und „dealer“)'],
  notWholeNumber: ['expected a whole number from 0 to 3, got 7', 'erwartet wird eine ganze Zahl von 0 bis 3, nicht 7'],
  rulesNull: ['expected an object of rule keys, got null', '"rules" muss ein Objekt aus Regelschlüsseln sein, nicht null'],
  rulesNotObject: ['rules must be an object of rule keys, got 5', '"rules" muss ein Objekt aus Regelschlüsseln sein, nicht 5'],
  unknownRule: ['unknown rule key "dullen" (known: withoutNines, dulle)', 'unbekannte Regel "dullen" (bekannt: „withoutNines“ und „dulle“)'],
  badRuleValue: [
    'rule "dulle" cannot be "sometimes" (allowed: "firstWins", "secondWins")',
    'die Regel „dulle“ kann nicht "sometimes" sein (erlaubt: "firstWins" und "secondWins")',
  ],
  noContract: ['a record needs a "contract" or a "bidding" array', 'ein Protokoll braucht "contract" oder eine Liste "bidding"'],
  tooManyPlays: ['49 cards played, a deal has 48', '49 Karten gespielt, ein Spiel hat 48'],
  notFourHands: ['expected four hands', 'erwartet werden vier Blätter'],
  handSize: ['11 cards, a hand has 12', '11 Karten, ein Blatt hat 12'],
  noNines: ['H9: there are no nines in the 40-card deck (withoutNines)', '♥9 (H9): im Spiel ohne Neunen (40 Karten, "withoutNines") gibt es keine Neunen'],
  thirdCopy: ['CQ appears a third time (also at hands[0][0], hands[1][3])', '♣D (CQ) kommt ein drittes Mal vor (auch bei hands[0][0] und hands[1][3])'],
  notTwice: ['SA must appear twice', '♠A (SA) muss genau zweimal vorkommen'],
  povertyOff: ['poverty is not played under these rules (set "poverty": true)', 'Armut wird nach diesen Regeln nicht gespielt ("poverty": true fehlt)'],
  notList: ['expected an array of seats', 'erwartet wird eine Liste von Plätzen (0 bis 3)'],
  notEntry: ['expected { "seat", "say" }', 'erwartet wird ein Objekt { "seat", "say" }'],
  unknownName: ['unknown solo "trumps" (known: clubs, queens)', 'unbekanntes Solo "trumps" (bekannt: „clubs“ und „queens“)'],
  notBoolean: ['expected true or false, got "yes"', 'erwartet wird true oder false, nicht "yes"'],
  callsOutOfOrder: [
    '3 is earlier than the call before it (5): list calls in the order made',
    '3 liegt vor der Ansage davor (5): die Ansagen müssen in der Reihenfolge stehen, in der sie gemacht wurden',
  ],
  illegal: ['seat 2 does not hold SK', 'Platz 2 hat ♠K nicht auf der Hand'],
  thrownIn: ['no cards are played: the hands were thrown in (fiveNines)', 'es wurden keine Karten gespielt: das Spiel wurde geschmissen (fünf Neunen)'],
  biddingOpen: ['the reservation round is not complete (waiting for seat 1)', 'der Vorbehalt ist nicht zu Ende (Platz 1 ist dran)'],
  contractDiffers: [
    'the bidding gives {"kind":"normal"}, the record says {"kind":"marriage","declarer":0}',
    'der Vorbehalt ergibt {"kind":"normal"}, das Protokoll sagt {"kind":"marriage","declarer":0}',
  ],
  tooManyCards: ['13 cards, at most 12 fit here', '13 Karten, hier passen höchstens 12'],
  notCardId: ['"XX" is not a card id (like "CQ", "H10", "DA")', '"XX" ist kein Kartenkürzel (wie "CQ", "H10", "DA")'],
  notSeat: ['expected a seat 0..3, got 4', 'erwartet wird ein Platz von 0 bis 3, nicht 4'],
  partnerIsPoor: ['the partner cannot be the poor player', 'der Partner kann nicht der arme Spieler selbst sein'],
  notPlayed: ['the deal was not played: fiveKings', 'das Spiel wurde nicht gespielt, sondern geschmissen (fünf Könige)'],
  notComplete: ['the deal is not complete: 20 of 48 cards played', 'das Spiel ist nicht zu Ende: 20 von 48 Karten gespielt'],
  notShare: ['expected { "re": points } (0 to 240)', 'erwartet wird { "re": Augen } (0 bis 240)'],
  sharesDisagree: ['Re 7 and Kontra 6 tricks do not add up to 12', 'Re 7 und Kontra 6 Stiche ergeben zusammen nicht 12'],
  notPartyCall: ['"kontra" is not a call of re (allowed: null, re, no90)', '"kontra" ist keine Ansage von Re (erlaubt: null, re, no90)'],
  seatTwice: ['seat 2 is listed twice', 'Platz 2 steht zweimal da'],
  seatsNotAll: ['every seat 0..3 must be in exactly one party', 'jeder Platz von 0 bis 3 muss in genau einer Partei stehen'],
  reSize: ['Re has one player (a solo) or two', 'Re hat einen Spieler (ein Solo) oder zwei'],
  declarerNotRe: ['the declarer (seat 3) must be in the Re party', 'der Spieler, der das Spiel angemeldet hat (Platz 3), muss in der Re-Partei sein'],
  povertyNeedsTwo: ['a poverty game has two Re players', 'in einer Armut hat Re zwei Spieler'],
  partnerNotRe: ['the partner must be the other Re player (seat 1)', 'der Partner muss der andere Re-Spieler sein (Platz 1)'],
  soloNeedsOne: ['a solo has exactly one Re player', 'ein Solo hat genau einen Re-Spieler'],
  notCardList: ['expected an array of at most 12 card ids', 'erwartet wird eine Liste von höchstens 12 Kartenkürzeln'],
  notParty: ['expected "re" or "kontra", got "rex"', 'erwartet wird "re" oder "kontra", nicht "rex"'],
  outOfRange: ['expected a whole number from 0 to 12', 'erwartet wird eine ganze Zahl von 0 bis 12'],
  pointsWithoutTrick: ['Re won no trick, so it cannot have 10 card points', 'Re hat keinen Stich gemacht, kann also keine 10 Augen haben'],
  allTricksNotAllPoints: ['Kontra won no trick, so Re must have all 240 card points', 'Kontra hat keinen Stich gemacht, also hat Re alle 240 Augen'],
  pointsOutOfReach: ["Re's 1 trick holds at most 44 card points, not 50", 'Re hat mit einem Stich höchstens 44 Augen, nicht 50'],
  pointsNoCards: [
    'no 8 cards of the deck with the cards of these special events add up to exactly 1 card points',
    'keine 8 Karten des Spiels mit den Karten dieser Sonderereignisse ergeben genau ein Auge',
  ],
  eventsTogether: [
    'these special events cannot all happen in one deal: the deck does not have the cards for them',
    'diese Sonderereignisse passen nicht alle in ein Spiel: dafür fehlen die Karten',
  ],
  lastTrickBoth: [
    'Re won the last trick (an event before says so), so Kontra cannot have won the last trick with the ♣J in it',
    'Re hat den letzten Stich gemacht (so sagt es ein Ereignis davor), also kann Kontra darin nicht mit dem Karlchen (♣B) den letzten Stich gemacht haben',
  ],
  karlchenTrickNoDoppelkopf: [
    'Re won 2 tricks and the last one holds the CJ, which makes it no Doppelkopf: it cannot have 2 Doppelköpfe',
    'Re hat 2 Stiche gemacht, und im letzten liegt das Karlchen (♣B), also ist er kein Doppelkopf: Re kann nicht 2 Doppelköpfe haben',
  ],
  tooManyEvents: ['more fox events than a deal can have (2)', 'mehr gefangene Füchse, als ein Spiel haben kann (2)'],
  eventWithoutTrick: ['Kontra won no trick, so it cannot have won a Doppelkopf', 'Kontra hat keinen Stich gemacht, kann also keinen Doppelkopf gemacht haben'],
  moreDoppelkoepfeThanTricks: ['Re won 1 tricks, so it cannot have 2 Doppelköpfe', 'Re hat einen Stich gemacht, kann also nicht 2 Doppelköpfe haben'],
  cannotCatchKarlchen: [
    'D9 cannot catch the CJ: that takes a trump at least as high (CQ, H10)',
    '♦9 (D9) fängt das Karlchen (♣B) nicht: dazu braucht es einen Trumpf, der mindestens so hoch ist (♣D und ♥10)',
  ],
};

describe('every input problem code in words', () => {
  for (const [code, problem] of Object.entries(PROBLEM_EXAMPLES)) {
    it(code, () => {
      const [en, de] = WORDS[code as InputProblemCode];
      expect(english(problem as never)).toBe(en);
      expect(german(problem as never)).toBe(de);
      expect(englishLeft(de), de).toEqual([]);
      // The scan finds the English it is there to find.
      expect(englishLeft(en), en).not.toEqual([]);
    });
  }

  it('a refused card or call names the step after its path, in each language', () => {
    const card = { path: 'plays[1]', problem: PROBLEM_EXAMPLES.illegal };
    expect(formatPathError(card)).toBe('plays[1] (SK): seat 2 does not hold SK');
    expect(formatGerman(card)).toBe('plays[1] (SK): Platz 2 hat ♠K nicht auf der Hand');
    const call = { path: 'announcements[0]', problem: { ...PROBLEM_EXAMPLES.illegal, step: { call: 're' as const, seat: 2 as const } } };
    expect(formatPathError(call)).toBe('announcements[0] (re by seat 2): seat 2 does not hold SK');
    expect(formatGerman(call)).toBe('announcements[0] (re von Platz 2): Platz 2 hat ♠K nicht auf der Hand');
    expect(formatPathError({ path: '', problem: PROBLEM_EXAMPLES.notRecord })).toBe('a deal record must be a JSON object');
  });
});
