/**
 * Die Wörter der Vorbehaltsrunde und der Rangfolge der Vorbehalte. Zwilling von src/i18n/en/reservation.ts.
 */
import { POVERTY_CARDS } from '../../engine/contract.ts';
import { num } from '../runtime/numbers.ts';
import { atStart, inSentence, isYou } from './ownSeat.ts';

const three = num(POVERTY_CARDS);

export const reservationText = {
  table: 'Die Vorbehaltsrunde',
  seat: 'Spieler',
  said: 'Gesagt',
  named: 'Getauft',
  waiting: '…',
  gesund: 'gesund',
  vorbehalt: 'Vorbehalt',
  dealerNote: (name: string, first: string | null) =>
    `${atStart(name)} ${isYou(name) ? 'hast' : 'hat'} gegeben, also ${first === null ? 'sprichst du' : `spricht ${first}`} zuerst.`,
  yourTurn: 'Du bist dran: was sagst du?',
  sayGesund: 'Gesund',
  sayVorbehalt: 'Vorbehalt',
  nameIt: 'Taufe deinen Vorbehalt:',
  marriage: 'Hochzeit',
  poverty: 'Armut',
  soloKind: 'Solo',
  lustsolo: 'Lustsolo',
  pflichtsolo: 'Pflichtsolo',
  passTitle: `Wähle ${three} Karten zum Schieben: alle deine Trümpfe müssen dabei sein.`,
  returnTitle: `Wähle ${three} Karten zum Zurückgeben.`,
  passHand: `Dein Blatt: wähle ${three} Karten`,
  pass: `Diese ${three} Karten schieben`,
  picked: (n: number) => `${num(n)} von ${three} Karten gewählt`,
  offer: (name: string) => `${name} bietet eine Armut an. Nimmst du die ${three} Karten?`,
  take: 'Nehmen',
  decline: 'Ablehnen',
  refused: (reason: string) => `Geht nicht: ${reason}.`,
  badExchange: {
    count: `wähle genau ${three} Karten`,
    notInHand: 'diese Karten hast du nicht alle auf der Hand',
    trumpsKept: `alle deine Trümpfe müssen unter den ${three} geschobenen Karten sein`,
  },
  result: 'Was die Vorbehaltsrunde entschieden hat',
  redeal: 'Niemand hat die Armut genommen: die Karten werden zusammengeworfen, derselbe Geber gibt neu.',
  returnedTrumps: (name: string, n: number) =>
    `${atStart(name)} ${isYou(name) ? 'hast' : 'hat'} ${n === 1 ? 'einen Trumpf' : `${num(n)} Trümpfe`} zurückgegeben.`,
  ranking: 'Warum: der höchste Vorbehalt gewinnt',
  winnerMark: 'gewinnt',
  noReservation: 'kein Vorbehalt',
  question: 'Wer spielt zum ersten Stich aus?',
  redealOption: 'Niemand: neu geben',
  answerLabel: 'Deine Antwort',
  right: 'Richtig!',
  wrongSeat: (name: string) => `Nein, ${inSentence(name)} ${isYou(name) ? 'spielst' : 'spielt'} nicht aus.`,
  wrongRedeal: 'Nein, die Karten werden gespielt.',
  otherWord: {
    gesund: 'Nicht Vorbehalt: damit meldest du ein Sonderspiel an, und das ist ein gewöhnliches Blatt.',
    vorbehalt: 'Nicht gesund: mit diesem Blatt meldest du einen Vorbehalt an.',
  },
  asked: { gesund: 'Mit diesem Blatt sagst du gesund.', vorbehalt: 'Mit diesem Blatt meldest du einen Vorbehalt an.' },
  leadWhy: {
    compulsory: (name: string) => `Beim Pflichtsolo spielt der Solist aus: ${inSentence(name)}.`,
    forehand: (name: string) => `Der Spieler links vom Geber spielt aus: ${inSentence(name)}.`,
    redeal: 'Niemand spielt aus: das Spiel wird zusammengeworfen und neu gegeben.',
  },
  handTitle: 'Dein Blatt',
};
export const rankingTableText = {
  caption: 'Die Rangfolge der Vorbehalte und wer zum ersten Stich ausspielt',
  reservation: 'Vorbehalt',
  rank: 'Rang (höher gewinnt)',
  leads: 'Spielt zu Stich 1 aus',
  houseRule: 'Hausregel',
  soloist: 'der Solist',
  forehand: 'der Spieler links vom Geber',
  declarer: 'wer ihn angemeldet hat',
  none: 'Alle „gesund“: Normalspiel',
  highest: 'höchster',
};
