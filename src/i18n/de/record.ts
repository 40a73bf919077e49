/**
 * Was an einem Spielprotokoll (doko-deal/1) falsch ist, auf Deutsch: die Codes des Lesers der
 * Engine (`InputProblem`, src/engine/validate.ts) in Worten. Feldnamen, Pfade und Werte bleiben,
 * wie sie in der Datei stehen (das Format ist englisch); die englische Meldung der Engine ist die
 * der Kommandozeile.
 */
import type { CardId } from '../../engine/cards.ts';
import { cardShort } from '../../engine/names.ts';
import type { JsonProblem, TextPlace } from '../../engine/json.ts';
import type { InputProblem, PathError } from '../../engine/validate.ts';
import { describeActionError } from './actions.ts';
import { listOf } from './common.ts';
import { num } from '../numbers.ts';

const de = { lang: 'de' } as const;
const card = (c: CardId) => `${cardShort(c, de)} (${c})`;
const names = (known: readonly string[]) => listOf(known.map((k) => `„${k}“`));

const WHAT: Readonly<Record<'say' | 'solo' | 'call' | 'contract', string>> = {
  say: 'unbekannte Ansage im Vorbehalt',
  solo: 'unbekanntes Solo',
  call: 'unbekannte Ansage',
  contract: 'unbekannte Spielart',
};

const ENTRY: Readonly<Record<'bidding' | 'announcements' | 'contract', string>> = {
  bidding: 'ein Objekt { "seat", "say" }',
  announcements: 'ein Objekt { "seat", "call", "cardsPlayed" }',
  contract: 'ein Objekt mit "kind"',
};

const LIST: Readonly<Record<'bidding' | 'announcements' | 'cards', string>> = {
  bidding: 'eine Liste von { "seat", "say" }',
  announcements: 'eine Liste von { "seat", "call", "cardsPlayed" }',
  cards: 'eine Liste von Kartenkürzeln (wie "CQ", "H10", "DA")',
};

const THROWN_IN: Readonly<Record<string, string>> = { fiveNines: 'fünf Neunen', fiveKings: 'fünf Könige', povertyRefused: 'niemand hat die Armut übernommen' };

const stelle = (at: TextPlace) => (at.singleLine ? `Spalte ${num(at.column)}` : `Zeile ${num(at.line)}, Spalte ${num(at.column)}`);

/** Warum ein JSON-Text nicht gelesen wird (der strenge Leser der Engine, src/engine/json.ts). */
function describeJsonProblem(p: JsonProblem): string {
  switch (p.code) {
    case 'tooLong':
      return `der Text hat ${num(p.length)} ${p.unit === 'bytes' ? 'Bytes' : 'Zeichen'}, gelesen werden höchstens ${num(p.most)}`;
    case 'syntax':
      return `kein gültiges JSON: ${p.found === '' ? 'der Text endet zu früh' : `unerwartetes ${p.found}`} in ${stelle(p.at)}`;
    case 'duplicateKey':
      return `der Schlüssel ${p.key} steht zweimal in einem Objekt (wieder in ${stelle(p.at)})`;
    case 'tooDeep':
      return `mehr als ${num(p.most)} Ebenen tief verschachtelt (${stelle(p.at)})`;
  }
}

/** Ein Problem des Protokolls als Satz (ohne Pfad). */
export function describeInputProblem(p: InputProblem): string {
  switch (p.code) {
    case 'json':
      return describeJsonProblem(p.problem);
    case 'notRecord':
      return 'ein Spielprotokoll muss ein JSON-Objekt sein';
    case 'wrongFormat':
      return `erwartet wird das Format "${p.expected}", die Datei sagt ${p.got}`;
    case 'unknownField':
      return `unbekanntes Feld ${p.field} (bekannt: ${names(p.known)})`;
    case 'notWholeNumber':
      return `erwartet wird eine ganze Zahl von ${num(p.min)} bis ${num(p.max)}, nicht ${p.got}`;
    case 'rulesNotObject':
      return `"rules" muss ein Objekt aus Regelschlüsseln sein, nicht ${p.got}`;
    case 'unknownRule':
      return `unbekannte Regel ${p.key}`;
    case 'badRuleValue':
      return `die Regel „${p.key}“ kann nicht ${p.got} sein (erlaubt: ${listOf(p.allowed)})`;
    case 'noContract':
      return 'ein Protokoll braucht "contract" oder eine Liste "bidding"';
    case 'tooManyPlays':
      return `${num(p.count)} Karten gespielt, ein Spiel hat ${num(p.total)}`;
    case 'notFourHands':
      return 'erwartet werden vier Hände';
    case 'handSize':
      return `${num(p.count)} Karten, eine Hand hat ${num(p.size)}`;
    case 'noNines':
      return `${card(p.card)}: im Spiel ohne Neunen gibt es keine Neunen`;
    case 'thirdCopy':
      return `${card(p.card)} kommt ein drittes Mal vor (auch bei ${p.at.join(' und ')})`;
    case 'notTwice':
      return `${card(p.card)} muss genau zweimal vorkommen`;
    case 'povertyOff':
      return 'Armut wird nach diesen Regeln nicht gespielt ("poverty": true fehlt)';
    case 'notList':
      return `erwartet wird ${LIST[p.of]}`;
    case 'notEntry':
      return `erwartet wird ${ENTRY[p.of]}`;
    case 'unknownName':
      return `${WHAT[p.of]} ${p.got} (bekannt: ${names(p.known)})`;
    case 'notBoolean':
      return `erwartet wird true oder false, nicht ${p.got}`;
    case 'callsOutOfOrder':
      return `${num(p.cardsPlayed)} liegt vor der Ansage davor (${num(p.before)}): die Ansagen müssen in der Reihenfolge stehen, in der sie gemacht wurden`;
    case 'illegal':
      return describeActionError(p.error);
    case 'thrownIn':
      return `es wurden keine Karten gespielt: die Karten wurden neu gegeben (${THROWN_IN[p.reason] ?? p.reason})`;
    case 'biddingOpen':
      return `der Vorbehalt ist nicht zu Ende (Platz ${p.seat} ist dran)`;
    case 'contractDiffers':
      return `der Vorbehalt ergibt ${p.bidding}, das Protokoll sagt ${p.record}`;
    case 'tooManyCards':
      return `${num(p.count)} Karten, hier passen höchstens ${num(p.most)}`;
    case 'notCardId':
      return `${p.got} ist kein Kartenkürzel (wie "CQ", "H10", "DA")`;
    case 'notSeat':
      return `erwartet wird ein Platz von 0 bis 3, nicht ${p.got}`;
    case 'partnerIsPoor':
      return 'der Partner kann nicht der arme Spieler selbst sein';
  }
}

/** Der Grund eines Lesefehlers auf Deutsch, die englische Meldung nur, wenn der Leser keinen Code gibt. */
export function describePathError(e: PathError): string {
  return e.reason ? describeInputProblem(e.reason) : e.message;
}
