/**
 * Die Worte der festen Abbildungen in den Lektionen (src/components/static/*.astro), die kein
 * anderer Katalog hat. Regelzahlen (Anzahlen, der Faktor des Solisten) kommen aus src/engine.
 * Zwilling von src/i18n/en/figures.ts.
 */
import type * as En from '../en/figures.ts';
import type { Party } from '../../engine/parties.ts';
import { num } from '../runtime/numbers.ts';
import { PARTY_WORD } from './engine.ts';

export const figureText = {
  ordinal: (n: number) => `${num(n)}.`,
  trumpsCaption: (contract: string) => `${contract}: die Trümpfe, der höchste zuerst`,
  plainSuitsCaption: (contract: string) => `${contract}: die Fehlfarben, die höchste Karte zuerst`,
  soloTable: {
    caption: 'Trumpfkarten in jeder Spielart (beide Exemplare gezählt)',
    game: 'Spielart',
    cards: (n: number) => `${num(n)} Karten`,
    highest: 'Höchste Trümpfe',
    topTrump: 'höchster Trumpf',
    plainHeart: 'Fehl (Herz)',
  },
  throwIn: {
    caption: (nines: number) => `${num(nines)} Neunen`,
    handLabel: (nines: number) => `Ein Blatt mit ${num(nines)} Neunen`,
    verdict: (why: 'fiveNines' | 'fiveKings' | null, count: number) =>
      why === null ? 'muss gespielt werden' : `darf schmeißen (${num(count)} ${why === 'fiveNines' ? 'Neunen' : 'Könige'})`,
    ddv: (verdict: string) => `Nach DDV-Regeln: ${verdict}.`,
    house: (rule: string, verdict: string) => `Mit der Hausregel „${rule}“: ${verdict}.`,
  },
  worked: {
    knownTo: (seat: string) => `Was ${seat} jetzt weiß:`,
    forcedLabel: 'Pflichtansage:',
    forced: (party: Party, points: number, trick: number) => `${PARTY_WORD[party]} hat im ${num(trick)}. Stich ${num(points)} Augen gemacht und muss ansagen.`,
    refused: (seat: string, card: string, why: string) => `${seat} spielt ${card}? Das geht nicht: ${why}.`,
    ifWorth: (value: number) => `Wenn das Spiel für Re ${num(value)} wert ist:`,
    soloNote: (factor: number) => ` (ein Solo: der Solist bekommt das ${factor === 3 ? 'Dreifache' : `${num(factor)}-Fache`})`,
  },
} satisfies typeof En.figureText;

/** Der Tisch von oben (src/components/widgets/SeatTable.tsx). */
export const seatTableText = {
  seatsLabel: 'Die Plätze, im Uhrzeigersinn ab Süd',
  you: (name: string) => `${name} (du)`,
  role: { deals: 'gibt', leads: 'spielt aus', playedLast: 'hat zuletzt gespielt', next: 'ist dran', won: 'hat den Stich' },
  clockwise: 'im Uhrzeigersinn',
  caption: {
    leader: 'Wer gibt und wer zum ersten Stich ausspielt, von oben gesehen.',
    clockwise: 'Gespielt wird reihum im Uhrzeigersinn, von oben gesehen.',
    trickTaken: 'Wer einen Stich macht, spielt zum nächsten aus.',
  },
} satisfies typeof En.seatTableText;
