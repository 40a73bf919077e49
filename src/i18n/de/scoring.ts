/**
 * Ziele, Abrechnung, Hausregeln und Sitzungen auf Deutsch (Lektionen 11–17 und ihre Widgets).
 * Die Zeilen der Abrechnung kommen aus den Wörtern der Engine (de/engine.ts), die Zahlen aus der
 * Engine selbst. Zwilling von src/i18n/en-scoring.ts.
 */
import type * as En from '../en-scoring.ts';
import { CALL_WORD, LINE_WORDS, PARTY_WORD } from './engine.ts';
import { TOTAL_POINTS } from '../../engine/cards.ts';
import type { SoloKind } from '../../engine/order.ts';
import type { Party } from '../../engine/parties.ts';
import { absageThreshold, callOfLevel, DOPPELKOPF_POINTS, targetReason, type Level, type LineReason, type Special } from '../../engine/scoring.ts';
import { SESSION_LENGTH } from '../../engine/session.ts';
import type { LineVerdict } from '../../machines/scoreSheet.ts';
import type { Target } from '../../machines/targetCalculator.ts';
import { num, signedNum } from '../numbers.ts';

export { LINE_WORDS, PARTY_WORD };
import { choiceOf, type SpecialChoice } from '../../components/widgets/scoreChoices.ts';

/** Die vier Spieler am Tisch, Platz 0..3 im Uhrzeigersinn. */
export const PLAYERS = ['Anna', 'Ben', 'Clara', 'David'] as const;

export const playerName = ((seat: number): string => PLAYERS[seat] ?? `Platz ${seat + 1}`) satisfies typeof En.playerName;

/** Die höchste Ansage einer Partei: „keine Ansage“, „Re“, „keine 90“, … */
export function levelWord(party: Party, level: Level): string {
  return level < 0 ? 'keine Ansage' : CALL_WORD[callOfLevel(party, level as Exclude<Level, -1>)];
}

const stiche = (n: number) => (n === 1 ? 'einen Stich' : `${num(n)} Stiche`);

/** Ein Ziel in Worten: „151 Augen“, „alle 12 Stiche“, „ein Stich“. */
export function targetWord(t: Target, tricks: number): string {
  if ('points' in t) return `${num(t.points)} Augen`;
  return t.tricks === 'all' ? `alle ${num(tricks)} Stiche` : 'ein Stich';
}
/** Dasselbe kurz für Tabellenzellen: „≥ 151“, „alle 12 Stiche“, „1 Stich“. */
export function targetShort(t: Target, tricks: number): string {
  if ('points' in t) return `≥ ${num(t.points)}`;
  return t.tricks === 'all' ? `alle ${num(tricks)} Stiche` : 'irgendein Stich';
}

/** Warum das Ziel einer Partei so ist (docs/rules.md §10), aus den höchsten Ansagen beider Parteien. */
export function targetWhy(party: Party, reLevel: Level, kontraLevel: Level): string {
  const other: Party = party === 're' ? 'kontra' : 're';
  const why = targetReason(party, reLevel, kontraLevel);
  switch (why.code) {
    case 'ownAbsage':
      return why.level === 4
        ? `${PARTY_WORD[party]} hat „schwarz“ abgesagt: ${PARTY_WORD[other]} darf keinen einzigen Stich machen.`
        : `${PARTY_WORD[party]} hat „${levelWord(party, why.level)}“ abgesagt: ${PARTY_WORD[other]} muss unter ${absageThreshold(why.level)} bleiben.`;
    case 'opponentsAbsage':
      return why.level === 4
        ? `Gegen „schwarz“ von ${PARTY_WORD[other]} reicht ein Stich, auch einer mit 0 Augen.`
        : `Gegen „${levelWord(other, why.level)}“ von ${PARTY_WORD[other]} reichen ${absageThreshold(why.level)} Augen.`;
    case 'onlyKontra':
      return party === 're' ? `Nur Kontra wurde angesagt: bei ${TOTAL_POINTS / 2} zu ${TOTAL_POINTS / 2} gewinnt Re.` : 'Nur Kontra wurde angesagt: Kontra braucht jetzt mehr als die Hälfte.';
    case 'plain':
      return party === 're' ? `Re braucht mehr als die Hälfte der ${num(TOTAL_POINTS)} Augen.` : `Bei ${TOTAL_POINTS / 2} : ${TOTAL_POINTS / 2} gewinnt Kontra.`;
  }
}

export const targetText = {
  title: 'Zielrechner',
  intro: 'Wähl die höchste Ansage jeder Partei und schieb den Regler: wer gewinnt, und warum?',
  callLegend: (party: Party) => `Höchste Ansage von ${PARTY_WORD[party]}`,
  needs: (party: Party) => `${PARTY_WORD[party]} braucht`,
  pointsLabel: 'Augen von Re',
  kontraHas: (n: number) => `Kontra hat ${num(n)}`,
  tricksLabel: 'Stiche von Re',
  tricksOf: (n: number) => `von ${num(n)}`,
  reached: 'erreicht',
  missed: 'verfehlt',
  has: (t: Target, points: number, tricks: number) => ('points' in t ? `Hat ${num(points)}` : `Hat ${stiche(tricks)}`),
  verdict: {
    wins: (party: Party, points: number, tricks: number) =>
      `${PARTY_WORD[party]} gewinnt mit ${num(points)} Augen in ${tricks === 1 ? 'einem Stich' : `${num(tricks)} Stichen`}: nur ${PARTY_WORD[party]} hat sein Ziel erreicht.`,
    noWinner: 'Keiner gewinnt: beide Parteien haben ihr Ziel verfehlt (geht nur, wenn beide abgesagt haben).',
    impossible: 'Diese Zahlen passen nicht zusammen:',
  },
  reset: 'Von vorn',
} satisfies typeof En.targetText;

export const specialChoiceWord: Record<SpecialChoice, string> = {
  doppelkopf: `Doppelkopf: ein Stich mit ${DOPPELKOPF_POINTS} Augen oder mehr`,
  fox: 'Fuchs gefangen (♦A der Gegner)',
  foxLast: 'Fuchs im letzten Stich gefangen',
  karlchen: 'Karlchen: ♣B macht den letzten Stich',
  caughtByDQ: 'Karlchen von einer ♦D im letzten Stich gefangen',
  caughtOther: 'Karlchen von einer anderen Karte im letzten Stich gefangen',
};

export function specialWord(s: Special): string {
  return `${specialChoiceWord[choiceOf(s)]}, für ${PARTY_WORD[s.party]}`;
}

export const soloWord: Record<SoloKind, string> = {
  clubs: 'Kreuz',
  spades: 'Pik',
  hearts: 'Herz',
  diamonds: 'Karo',
  queens: 'Damen',
  jacks: 'Buben',
  aces: 'Fleischlos',
};

/** „+6“, „−18“, „0“: Punkte, wie sie auf dem Zettel stehen. */
export const signed = ((n: number) => signedNum(n)) satisfies typeof En.signed;

export const sheetText = {
  title: 'Abrechnung',
  facts: 'Das Spiel',
  contract: 'Spiel',
  normal: 'Normalspiel',
  solo: 'Solo',
  rePlayers: 'Re-Spieler',
  soloist: 'Solist',
  pair: (a: string, b: string) => `${a} und ${b}`,
  calls: 'Höchste Ansagen',
  callLabel: (party: Party) => `${PARTY_WORD[party]}`,
  pointsLabel: 'Augen von Re',
  tricksLabel: 'Stiche von Re',
  kontraGot: (points: number, tricks: number) => `Kontra: ${num(points)} Augen, ${stiche(tricks)}`,
  specials: 'Sonderpunkte',
  specialsNone: 'Keine Sonderpunkte.',
  specialsInSolo: 'Im Solo zählen keine Sonderpunkte.',
  addSpecial: 'Ereignis hinzufügen',
  specialKind: 'Ereignis',
  specialParty: 'Für',
  remove: 'Entfernen',
  removeLine: (what: string) => `${what} entfernen`,
  impossible: 'Die Engine kann dieses Spiel nicht abrechnen:',
  lines: 'Die Zeilen des Spielwerts',
  item: 'Posten',
  linesCaption: 'Jede Zeile, in der Reihenfolge des Regelwerks',
  total: 'Summe',
  value: (v: number) => (v === 0 ? 'Spielwert 0: keiner schreibt.' : `Spielwert ${num(Math.abs(v))} für ${v > 0 ? 'Re' : 'Kontra'}.`),
  winner: (w: Party | null) => (w ? `${PARTY_WORD[w]} hat gewonnen.` : 'Keiner hat gewonnen (beide Parteien haben ihr Ziel verfehlt).'),
  scores: 'Punkte',
  scoreOf: (name: string, party: Party, soloist: boolean) => `${name} (${soloist ? 'Solist' : PARTY_WORD[party]})`,
  practise: 'Zeilen verbergen: ich schreibe sie selbst',
  practiseIntro: 'Schreib die Abrechnung selbst: jede Zeile mit der Partei, der sie gutgeschrieben wird, dann die Punkte jedes Spielers.',
  yourLines: 'Deine Zeilen',
  noLines: 'Noch keine Zeilen.',
  lineReason: 'Posten',
  lineParty: 'Für',
  linePoints: 'Punkte',
  addLine: 'Zeile hinzufügen',
  yourScores: 'Die Punkte jedes Spielers',
  check: 'Meine Abrechnung prüfen',
  show: 'Die Abrechnung der Engine zeigen',
  verdict: {
    right: 'richtig',
    wrongPoints: 'richtiger Posten, falsche Punkte',
    wrongParty: 'gehört der anderen Partei',
    notDue: 'gibt es in diesem Spiel nicht',
  } satisfies Record<LineVerdict, string>,
  missing: (n: number) => (n === 0 ? '' : n === 1 ? 'Eine Zeile fehlt.' : `${num(n)} Zeilen fehlen.`),
  scoresWrong: (names: string[]) => (names.length ? `Prüf die Punkte von ${names.join(', ')}.` : ''),
  duplicate: 'Eine Zeile steht doppelt da: schreib jeden Posten einmal je Partei, mit seinen vollen Punkten.',
  allRight: 'Alles richtig: jede Zeile und alle Punkte stimmen mit der Engine überein.',
  checkedLines: (right: number, total: number) => `${num(right)} von ${num(total)} Zeilen richtig.`,
} satisfies typeof En.sheetText;

/** Die Wörter einer Zeile mit großem Anfangsbuchstaben, für eine Tabellenzelle: „Gegner keine 90“. */
export function lineWord(reason: LineReason): string {
  const w = LINE_WORDS[reason];
  return w.charAt(0).toUpperCase() + w.slice(1);
}

export const questionText = {
  answerLabel: 'Deine Antwort',
  check: 'Prüfen',
  right: 'Richtig!',
  wrong: (given: string) => `Nein, nicht ${given}.`,
  notANumber: 'Gib eine ganze Zahl ein (mit Minus für einen Verlust).',
  whoWins: 'Wer gewinnt dieses Spiel?',
  none: 'Keiner',
  seatChoice: 'Wähl einen Spieler',
} satisfies typeof En.questionText;

export const sessionText = {
  deal: 'Spiel',
  dealer: 'Geber',
  game: 'Spielart',
  normal: 'Normalspiel',
  redeal: 'Eingeworfen, neu gegeben (zählt nicht)',
  compulsory: (name: string, solo: string) => `${name}: Pflichtsolo, ${solo}`,
  forced: (name: string, solo: string) => `${name}: Pflichtsolo, vorgeführt, ${solo}`,
  lust: (name: string, solo: string) => `${name}: Lustsolo, ${solo}`,
  owes: 'Pflichtsolo offen',
  nobody: 'keiner',
  totals: 'Laufender Stand',
  caption: `Eine Turnierrunde mit ${SESSION_LENGTH.tournament24} Spielen, von der Engine notiert`,
  sameDealer: 'gibt noch einmal',
  forcedNext: (name: string) => `${name} ist vorgeführt: muss jetzt das Pflichtsolo spielen`,
  answer: {
    nextDealer: 'Wer gibt das nächste Spiel?',
    forcedSoloist: 'Wer muss im nächsten Spiel ein Pflichtsolo spielen (vorgeführt)?',
  },
  nobodyForced: 'Noch keiner',
} satisfies typeof En.sessionText;
