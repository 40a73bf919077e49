/**
 * Was an einem gespeicherten Wert falsch ist, den die Engine liest, auf Deutsch: ein JSON-Text,
 * ein Spielprotokoll (doko-deal/1), eine Spielübersicht (doko-summary/1), ein Regelsatz — die
 * Codes der Leser (`InputProblem`, src/engine/validate.ts) in Worten. Feldnamen, Pfade und Werte
 * bleiben, wie sie in der Datei stehen (das Format ist englisch). Zwilling von
 * src/i18n/en/record.ts.
 */
import type * as En from '../en/record.ts';
import type { CardId } from '../../engine/cards.ts';
import { TOTAL_POINTS } from '../../engine/cards.ts';
import { cardShort } from '../../engine/names.ts';
import type { JsonProblem, TextPlace } from '../../engine/json.ts';
import type { Party } from '../../engine/parties.ts';
import type { EntryKind, InputProblem, PathError, SpecialKind } from '../../engine/validate.ts';
import type { ProblemFault, ReasonFault } from '../../engine/quiz/problems.ts';
import { describeActionError } from './actions.ts';
import { listOf } from './common.ts';
import { num } from '../runtime/numbers.ts';

const de = { lang: 'de' } as const;
const card = (c: CardId) => `${cardShort(c, de)} (${c})`;
const names = (known: readonly string[]) => listOf(known.map((k) => `„${k}“`));

const WHAT: Readonly<Record<Extract<InputProblem, { code: 'unknownName' }>['of'], string>> = {
  say: 'unbekannter Eintrag im Vorbehalt',
  solo: 'unbekanntes Solo',
  call: 'unbekannte Ansage',
  contract: 'unbekannte Spielart',
  special: 'unbekanntes Sonderereignis',
};

const ENTRY: Readonly<Record<EntryKind, string>> = {
  bidding: 'ein Objekt { "seat", "say" }',
  announcements: 'ein Objekt { "seat", "call", "cardsPlayed" }',
  contract: 'ein Objekt mit "kind"',
  summaryAnnouncements: 'ein Objekt { "re": Ansage oder null, "kontra": Ansage oder null }',
  parties: 'ein Objekt { "re": [Plätze], "kontra": [Plätze] }',
  special: 'ein Objekt { "kind", "party" }',
};

const LIST: Readonly<Record<Extract<InputProblem, { code: 'notList' }>['of'], string>> = {
  bidding: 'eine Liste von { "seat", "say" }',
  announcements: 'eine Liste von { "seat", "call", "cardsPlayed" }',
  cards: 'eine Liste von Kartenkürzeln (wie "CQ", "H10", "DA")',
  seats: 'eine Liste von Plätzen (0 bis 3)',
  specials: 'eine Liste von Sonderereignissen',
};

const THROWN_IN: Readonly<Record<string, string>> = { fiveNines: 'fünf Neunen', fiveKings: 'fünf Könige', povertyRefused: 'niemand hat die Armut übernommen' };
const thrownInWhy = (reason: string) => THROWN_IN[reason] ?? reason;

const PARTY: Readonly<Record<Party, string>> = { re: 'Re', kontra: 'Kontra' };
const other = (p: Party): Party => (p === 're' ? 'kontra' : 're');

/** Ein Sonderereignis, verneint, wie es nach „kann also …“ steht. */
const NO_EVENT: Readonly<Record<SpecialKind, string>> = {
  fox: 'keinen Fuchs gefangen haben',
  doppelkopf: 'keinen Doppelkopf gemacht haben',
  karlchen: 'nicht mit dem Karlchen (♣B) den letzten Stich gemacht haben',
  karlchenCaught: 'nicht das Karlchen (♣B) gefangen haben',
};

/** Sonderereignisse einer Art in der Mehrzahl. */
const EVENTS: Readonly<Record<SpecialKind, string>> = {
  fox: 'gefangene Füchse',
  doppelkopf: 'Doppelköpfe',
  karlchen: 'Karlchen im letzten Stich',
  karlchenCaught: 'gefangene Karlchen',
};

/** „mit einem Stich“, „mit 3 Stichen“. */
const mitStichen = (n: number) => (n === 1 ? 'mit einem Stich' : `mit ${num(n)} Stichen`);
const augen = (n: number) => (n === 1 ? 'ein Auge' : `${num(n)} Augen`);

const stiche = (n: number) => (n === 1 ? 'einen Stich' : `${num(n)} Stiche`);
const karten = (n: number) => (n === 1 ? 'eine Karte' : `${num(n)} Karten`);

const stelle = (at: TextPlace) => (at.singleLine ? `Spalte ${num(at.column)}` : `Zeile ${num(at.line)}, Spalte ${num(at.column)}`);

/** Warum ein JSON-Text nicht gelesen wird (der strenge Leser, src/engine/json.ts); die Stelle steht davor. */
export function describeJsonProblem(p: JsonProblem): string {
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

/** Ein Problem als Satz (ohne seine Stelle). */
export function describeInputProblem(p: InputProblem): string {
  switch (p.code) {
    case 'json':
      return describeJsonProblem(p.problem);
    case 'notRecord':
      return 'ein Spielprotokoll muss ein JSON-Objekt sein';
    case 'notSummary':
      return 'eine Spielübersicht muss ein JSON-Objekt sein';
    case 'wrongFormat':
      return `erwartet wird das Format ${p.expected.map((f) => `"${f}"`).join(' oder ')}, die Datei sagt ${p.got}`;
    case 'unknownField':
      return `unbekanntes Feld ${p.field} (bekannt: ${names(p.known)})`;
    case 'notWholeNumber':
      return `erwartet wird eine ganze Zahl von ${num(p.min)} bis ${num(p.max)}, nicht ${p.got}`;
    case 'rulesNull':
      return '"rules" muss ein Objekt aus Regelschlüsseln sein, nicht null';
    case 'rulesNotObject':
      return `"rules" muss ein Objekt aus Regelschlüsseln sein, nicht ${p.got}`;
    case 'unknownRule':
      return `unbekannte Regel ${p.key} (bekannt: ${names(p.known)})`;
    case 'badRuleValue':
      return `die Regel „${p.key}“ kann nicht ${p.got} sein (erlaubt: ${listOf(p.allowed)})`;
    case 'noContract':
      return 'ein Protokoll braucht "contract" oder eine Liste "bidding"';
    case 'tooManyPlays':
      return `${karten(p.count)} gespielt, ein Spiel hat ${num(p.total)}`;
    case 'notFourHands':
      return 'erwartet werden vier Blätter';
    case 'handSize':
      return `${karten(p.count)}, ein Blatt hat ${num(p.size)}`;
    case 'noNines':
      return `${card(p.card)}: im Spiel ohne Neunen (40 Karten, "withoutNines") gibt es keine Neunen`;
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
      return `es wurden keine Karten gespielt: das Spiel wurde geschmissen (${thrownInWhy(p.reason)})`;
    case 'biddingOpen':
      return `der Vorbehalt ist nicht zu Ende (Platz ${p.seat} ist dran)`;
    case 'contractDiffers':
      return `der Vorbehalt ergibt ${p.bidding}, das Protokoll sagt ${p.record}`;
    case 'tooManyCards':
      return `${karten(p.count)}, hier passen höchstens ${num(p.most)}`;
    case 'notCardId':
      return `${p.got} ist kein Kartenkürzel (wie "CQ", "H10", "DA")`;
    case 'notSeat':
      return `erwartet wird ein Platz von 0 bis 3, nicht ${p.got}`;
    case 'partnerIsPoor':
      return 'der Partner kann nicht der arme Spieler selbst sein';
    case 'notPlayed':
      return `das Spiel wurde nicht gespielt, sondern geschmissen (${thrownInWhy(p.reason)})`;
    case 'notComplete':
      return `das Spiel ist nicht zu Ende: ${num(p.played)} von ${num(p.total)} Karten gespielt`;
    case 'notShare':
      return `erwartet wird { "re": ${p.field === 'cardPoints' ? 'Augen' : 'Stiche'} } (0 bis ${num(p.total)})`;
    case 'sharesDisagree':
      return `Re ${num(p.re)} und Kontra ${p.kontra} ${p.field === 'tricks' ? 'Stiche ' : 'Augen '}ergeben zusammen nicht ${num(p.total)}`;
    case 'notPartyCall':
      return `${p.got} ist keine Ansage von ${PARTY[p.party]} (erlaubt: null, ${p.allowed.join(', ')})`;
    case 'seatTwice':
      return `Platz ${p.seat} steht zweimal da`;
    case 'seatsNotAll':
      return 'jeder Platz von 0 bis 3 muss in genau einer Partei stehen';
    case 'reSize':
      return 'Re hat einen Spieler (ein Solo) oder zwei';
    case 'declarerNotRe':
      return `der Spieler, der das Spiel angemeldet hat (Platz ${p.seat}), muss in der Re-Partei sein`;
    case 'povertyNeedsTwo':
      return 'in einer Armut hat Re zwei Spieler';
    case 'partnerNotRe':
      return `der Partner muss der andere Re-Spieler sein (Platz ${p.seat})`;
    case 'soloNeedsOne':
      return 'ein Solo hat genau einen Re-Spieler';
    case 'notCardList':
      return `erwartet wird eine Liste von höchstens ${num(p.most)} Kartenkürzeln`;
    case 'notParty':
      return `erwartet wird "re" oder "kontra", nicht ${p.got}`;
    case 'outOfRange':
      return `erwartet wird eine ganze Zahl von ${num(p.min)} bis ${num(p.max)}`;
    case 'pointsWithoutTrick':
      return `Re hat keinen Stich gemacht, kann also keine ${num(p.points)} Augen haben`;
    case 'allTricksNotAllPoints':
      return `Kontra hat keinen Stich gemacht, also hat Re alle ${num(TOTAL_POINTS)} Augen`;
    case 'pointsOutOfReach': {
      const bound = p.points > p.max ? `höchstens ${num(p.max)}` : `mindestens ${num(p.min)}`;
      return `Re hat ${mitStichen(p.tricks)}${p.withEvents ? ' und diesen Sonderereignissen' : ''} ${bound} Augen, nicht ${num(p.points)}`;
    }
    case 'pointsNoCards':
      return `keine ${num(4 * p.tricks)} Karten des Spiels${p.withEvents ? ' mit den Karten dieser Sonderereignisse' : ''} ergeben genau ${augen(p.points)}`;
    case 'eventsTogether':
      return 'diese Sonderereignisse passen nicht alle in ein Spiel: dafür fehlen die Karten';
    case 'tooManyEvents':
      return `mehr ${EVENTS[p.kind]}, als ein Spiel haben kann (${num(p.most)})`;
    case 'eventWithoutTrick':
      return `${PARTY[p.party]} hat keinen Stich gemacht, kann also ${NO_EVENT[p.kind]}`;
    case 'lastTrickBoth':
      return `${PARTY[other(p.party)]} hat den letzten Stich gemacht (so sagt es ein Ereignis davor), also kann ${PARTY[p.party]} darin ${NO_EVENT[p.kind]}`;
    case 'moreDoppelkoepfeThanTricks':
      return `${PARTY[p.party]} hat ${stiche(p.tricks)} gemacht, kann also nicht ${num(p.count)} Doppelköpfe haben`;
    case 'cannotCatchKarlchen':
      return `${card(p.card)} fängt das Karlchen (♣B) nicht: dazu braucht es einen Trumpf, der mindestens so hoch ist (${listOf(p.catchers.map((c) => cardShort(c, de)))})`;
    case 'karlchenTrickNoDoppelkopf':
      return `${PARTY[p.party]} hat ${stiche(p.tricks)} gemacht, und im letzten liegt das Karlchen (♣B), also ist er kein Doppelkopf: ${PARTY[p.party]} kann nicht ${num(p.count)} Doppelköpfe haben`;
  }
}

/** Wo das Problem steht: der Pfad, bei einer abgelehnten Ansage oder Karte auch welche. */
export const placeOf = ((e: PathError): string => {
  const step = e.problem.code === 'illegal' ? e.problem.step : undefined;
  if (!step) return e.path;
  return 'card' in step ? `${e.path} (${step.card})` : `${e.path} (${step.call} von Platz ${step.seat})`;
}) satisfies typeof En.placeOf;

/** Das Problem als Satz (ohne seine Stelle). */
export const describePathError = ((e: PathError): string => describeInputProblem(e.problem)) satisfies typeof En.describePathError;

/** „Pfad: Problem“, die eine Zeile der Kommandozeile. */
export const formatPathError = ((e: PathError): string => {
  const at = placeOf(e);
  return at ? `${at}: ${describePathError(e)}` : describePathError(e);
}) satisfies typeof En.formatPathError;

function reasonFault(f: ReasonFault): string {
  switch (f.code) {
    case 'missing':
      return 'fehlt';
    case 'tooLong':
      return `ist länger als ${num(f.most)} Zeichen`;
    case 'noEnd':
      return 'muss mit einem Satzende aufhören';
    case 'twoSentences':
      return 'muss ein einziger Satz sein';
  }
}

/** Was an einer ausgewählten Ausspielaufgabe falsch ist (engine/quiz/problems.ts), ihre id vorn. */
export const describeProblemFault = ((f: ProblemFault): string => {
  const why = ((): string => {
    switch (f.code) {
      case 'notObject':
        return 'eine Aufgabe muss ein Objekt sein';
      case 'field':
        return describePathError(f.error);
      case 'badId':
        return 'die id muss aus Kleinbuchstaben, Ziffern und Bindestrichen bestehen';
      case 'noTitle':
        return 'der Titel fehlt';
      case 'shortExplanation':
        return 'die Erklärung fehlt oder ist zu kurz';
      case 'reason':
        return `die Begründung ${reasonFault(f.fault)}`;
      case 'unknownRule':
        return `unbekannte Faustregel ${f.rule}`;
      case 'position':
        return `position.${formatPathError(f.error)}`;
      case 'notALead':
        return 'in der Stellung kommt niemand raus';
      case 'notToLead':
        return `Platz ${f.seat} spielt nicht aus (Platz ${f.toLead} ist dran)`;
      case 'keyNotLegal':
        return `die Lösung ${f.key} kann nicht ausgespielt werden`;
      case 'creditNotObject':
        return '"credit" muss ein Objekt sein';
      case 'creditNotLegal':
        return `Punkte für ${f.card}, die nicht ausgespielt werden kann`;
      case 'creditRange':
        return `die Punkte für ${f.card} müssen von 0 bis 100 gehen`;
      case 'fullCreditNotKey':
        return `nur die Lösung bekommt volle Punkte (${f.card} hat 100)`;
      case 'keyCredit':
        return 'die Lösung muss 100 Punkte haben';
    }
  })();
  return f.code === 'notObject' ? why : `${f.id}: ${why}`;
}) satisfies typeof En.describeProblemFault;
