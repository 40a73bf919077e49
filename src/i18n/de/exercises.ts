/**
 * Die Wörter der Übungen in den Lektionen: jeder Grund der Regeln (src/content/exercises/verdicts.ts)
 * als Satz, die Beschriftung der Antworten und die Rückmeldung nach jeder Antwort. Zwilling von
 * src/i18n/en/exercises.ts.
 */
import type * as En from '../en/exercises.ts';
import { rankOf, type CardId, type Suit } from '../../engine/cards.ts';
import type { OrderKind } from '../../engine/order.ts';
import type { Party, Seat } from '../../engine/parties.ts';
import { levelOfCall } from '../../engine/calls.ts';
import { POVERTY_MAX_TRUMPS, THROW_IN_COUNT } from '../../engine/contract.ts';
import { SOLOIST_FACTOR } from '../../engine/lines.ts';
import type { LoserWhy } from '../../engine/trick.ts';
import type { PartyEvidence } from '../../engine/view.ts';
import type { Choice } from '../../content/exercises/types.ts';
import type { Item, NumberLabel, Prompt, Reason, Setting, Verdict } from '../../content/exercises/verdicts.ts';
import { CALL_WORD, describeAnnouncementRefusal, describeDeclarationRefusal, LINE_WORDS, PARTY_WORD } from './engine.ts';
import { contractName, effectiveSuitName, trickWhyText } from './site.ts';
import { seatName } from './seats.ts';
import { listOf, signed, targetReasonText } from './common.ts';
import { cardName, suitName, type Faces } from '../runtime/names.ts';
import { num } from '../runtime/numbers.ts';
import { LANG_TAG } from '../runtime/current.ts';

export type TextOptions = En.TextOptions;
export type PlayNumbers = En.PlayNumbers;

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
/** „1 Karte“, „3 Karten“: die Mehrzahl nennt der Aufrufer (Deutsch hat keine feste Endung). */
const plural = (n: number, one: string, many = one) => `${num(n)} ${n === 1 ? one : many}`;

/** Ein Platz im Satz: „West ist“, „du bist“, „an dich“, „Wests Partei“ / „deine Partei“. */
function who(seat: Seat, o: TextOptions) {
  const you = seat === o.viewer;
  const name = you ? 'du' : seatName(seat);
  return {
    name,
    /** Am Satzanfang: „Du“, „West“. */
    Name: cap(name),
    /** Nach „an“, „für“: „dich“. */
    acc: you ? 'dich' : name,
    /** Nach „von“, „nach“: „dir“. */
    dat: you ? 'dir' : name,
    /** Vor „Partei“: „deine“, „Wests“. */
    whose: you ? 'deine' : `${name}s`,
    is: you ? 'bist' : 'ist',
    has: you ? 'hast' : 'hat',
    plays: you ? 'spielst' : 'spielt',
    may: you ? 'darfst' : 'darf',
    you,
  };
}

/** Das Geschlecht eines Kartennamens: die Dame, der Ober, das Ass, das Daus (Duden: das Daus, die Däuser). */
function genderOf(card: CardId, faces: Faces): 'm' | 'f' | 'n' {
  const rank = rankOf(card);
  if (rank === 'A') return 'n';
  if (rank === 'Q') return faces === 'german' ? 'm' : 'f';
  return rank === 'K' || rank === 'J' ? 'm' : 'f';
}
const ARTICLE = { m: 'der', f: 'die', n: 'das' } as const;

/** „die Kreuz-Dame“, „der Pik-Bube“, „das Karo-Ass“ (Nominativ). */
function theCard(card: CardId, faces: Faces, nth?: 'erste' | 'zweite'): string {
  return `${ARTICLE[genderOf(card, faces)]} ${nth ? `${nth} ` : ''}${cardName(card, { faces })}`;
}
const TheCard = (card: CardId, faces: Faces) => cap(theCard(card, faces));

/** „die zweite Pik-Dame“, wenn beide Exemplare im Stich liegen, sonst „die Pik-Dame“. */
function cardInTrick(cards: readonly CardId[], index: number, faces: Faces): string {
  const card = cards[index];
  const copies = cards.filter((c) => c === card).length;
  if (copies < 2) return theCard(card, faces);
  return theCard(card, faces, cards.indexOf(card) === index ? 'erste' : 'zweite');
}

/** „im Normalspiel“, „im Kreuzsolo“, „im Fleischlosen“. */
const inGame = (contract: OrderKind) => (contract === 'aces' ? 'im Fleischlosen' : `im ${contractName[contract]}`);

function loserText(why: LoserWhy, o: TextOptions): string {
  const the = (c: CardId) => theCard(c, o.faces);
  switch (why.code) {
    case 'offSuit':
      return why.led === 'T'
        ? `Trumpf ist angespielt, und eine Fehlkarte gewinnt nie einen Trumpfstich: ${the(why.winner)} macht ihn.`
        : `${suitName(why.led as Suit, o)} ist angespielt, und eine Karte einer anderen Fehlfarbe gewinnt nie: ${the(why.winner)} macht den Stich.`;
    case 'trumped':
      return `${TheCard(why.winner, o.faces)} ist Trumpf, und jeder Trumpf sticht jede Fehlkarte.`;
    case 'lowerTrump':
      return `${TheCard(why.winner, o.faces)} ist der höhere Trumpf.`;
    case 'lowerOfLed':
      return `${TheCard(why.winner, o.faces)} ist in ${suitName(why.led, o)} höher.`;
    case 'equalLater':
      return 'Von zwei gleichen Karten gewinnt die zuerst gespielte.';
    case 'dulleLastTrick':
      return 'Das ist der letzte Stich, und da lässt diese Hausregel die erste ♥10 gewinnen.';
    case 'secondDulle':
      return 'Nach dieser Hausregel sticht die zweite ♥10 die erste.';
  }
}

function evidenceText(e: PartyEvidence, o: TextOptions): string {
  const w = who(e.seat, o);
  switch (e.code) {
    case 'ownHand':
      return e.clubQueens === 2
        ? `${w.Name} ${w.has} beide ♣D: eine stille Hochzeit, allein gegen drei.`
        : e.party === 're'
          ? `${w.Name} ${w.has} eine ♣D, also ${w.is} ${w.name} Re.`
          : `${w.Name} ${w.has} keine ♣D, also ${w.is} ${w.name} Kontra.`;
    case 'marriageDeclarer':
      return `${w.Name} ${w.has} mit beiden ♣D die Hochzeit angemeldet: Re.`;
    case 'marriagePartner':
      return `${w.Name} ${w.has} Stich ${num(e.trickNo)} gemacht, den Klärungsstich, und ${w.is} damit der Partner: Re.`;
    case 'marriageOpponent':
      return `Den Klärungsstich (Stich ${num(e.trickNo)}) hat ein anderer gemacht, also ${w.is} ${w.name} Kontra.`;
    case 'marriageSolo': {
      if (e.seat === e.soloist) return `Kein anderer hat einen der ersten drei Stiche gemacht: ${w.name} ${w.is} allein Re, in einem Karosolo.`;
      const s = who(e.soloist, o);
      return `${s.Name} ${s.has} die ersten drei Stiche gemacht und ${s.plays} allein, also ${w.is} ${w.name} Kontra.`;
    }
    case 'soloist':
      return `${w.Name} ${w.plays} das Solo: allein Re.`;
    case 'soloOpponent':
      return `${w.Name} ${w.plays} gegen den Solisten: Kontra.`;
    case 'povertyPair':
      return `${w.Name} ${w.is} einer der beiden Spieler der Armut: Re.`;
    case 'povertyOpponent':
      return `${w.Name} ${w.is} nicht bei der Armut dabei: Kontra.`;
    case 'clubQueen':
      return `${w.Name} ${w.has} in Stich ${num(e.trickNo)} eine ♣D gespielt: Re.`;
    case 'announced':
      return `${w.Name} ${w.has} „${CALL_WORD[e.call]}“ gesagt, und das darf nur ${PARTY_WORD[e.party]} sagen: ${PARTY_WORD[e.party]}.`;
    case 'silentSolo':
      return e.seat === e.soloist
        ? `${w.Name} ${w.has} beide ♣D gespielt: eine stille Hochzeit, allein Re.`
        : `Beide ♣D kamen von ${who(e.soloist, o).dat} (eine stille Hochzeit), also ${w.is} ${w.name} Kontra.`;
    case 'bothReKnown':
      return `Beide Re-Spieler sind bekannt, also ${w.is} ${w.name} Kontra.`;
    case 'bothKontraKnown':
      return `Beide Kontra-Spieler sind bekannt, und keiner kann allein spielen, also ${w.is} ${w.name} Re.`;
  }
}

/** Warum die Partei eines Platzes bekannt ist (oder warum noch nicht), für die Parteien-Übung. */
export function partyWhyText(seat: Seat, e: PartyEvidence | null, o: TextOptions): string {
  if (e) return evidenceText(e, o);
  const w = who(seat, o);
  return `Nichts, was ${w.name} bisher getan ${w.has}, zeigt die Partei: unbekannt.`;
}

const cards = (n: number) => plural(n, 'Karte', 'Karten');
const eyes = (n: number) => plural(n, 'Auge', 'Augen');

function callText(r: Extract<Reason, { code: 'call' }>): string {
  const what = `„${CALL_WORD[r.call]}“`;
  if (r.refusal) return `${cap(describeAnnouncementRefusal(r.refusal))}.`;
  return r.reply
    ? `${what} ist als Erwiderung auf die Ansage der anderen Partei rechtzeitig: eine Erwiderung darf später kommen, mit mindestens ${cards(r.needed)} auf der Hand, und der Spieler hat ${num(r.holding)}.`
    : `${what} muss kommen, solange der Spieler noch mindestens ${cards(r.needed)} auf der Hand hat${levelOfCall(r.call) > 0 ? ' (jetzt gesagt, zählt sie auch für jede niedrigere Ansage, die seine Partei noch nicht gemacht hat)' : ''}, und er hat ${num(r.holding)}.`;
}

function targetLine(p: Party, t: Extract<Reason, { code: 'targets' }>['re']): string {
  const need = 'points' in t.target ? `${num(t.target.points)} Augen` : t.target.tricks === 'all' ? 'jeden Stich' : 'einen Stich';
  const has = 'points' in t.target ? num(t.points) : plural(t.tricks, 'Stich', 'Stiche');
  return `${PARTY_WORD[p]} brauchte ${need} und hat ${has}: ${t.reached ? 'erreicht' : 'verfehlt'}.`;
}

function nextDealerText(r: Extract<Reason, { code: 'nextDealer' }>, o: TextOptions): string {
  const next = who(r.next, o);
  switch (r.game) {
    case 'normal': {
      const d = who(r.dealt, o);
      return `${d.Name} ${d.has} das letzte Spiel gegeben, und das Geben geht im Uhrzeigersinn weiter: ${next.name}.`;
    }
    case 'compulsory':
      return `Das letzte Spiel war ein Pflichtsolo, und nach einem Pflichtsolo gibt derselbe Geber noch einmal: ${next.name}.`;
    case 'forced':
      return `Das letzte Spiel war ein Solo, zu dem sein Spieler vorgeführt wurde: dann geht das Geben wie gewohnt weiter, an ${next.acc}.`;
    case 'lust':
      return `Das letzte Spiel war ein Lustsolo, und das zählt fürs Geben wie ein Normalspiel: es geht weiter an ${next.acc}.`;
  }
}

/** Ein Grund der Regeln als Satz. */
export function reasonText(r: Reason, o: TextOptions): string {
  const n = (c: CardId) => cardName(c, { faces: o.faces });
  const The = (c: CardId) => TheCard(c, o.faces);
  switch (r.code) {
    case 'wins':
      return trickWhyText(r.why, { faces: o.faces });
    case 'loses':
      return cap(loserText(r.why, o));
    case 'legal':
      return r.why.code === 'lead'
        ? 'Die erste Karte eines Stichs darf alles sein.'
        : r.why.code === 'follows'
          ? r.why.suit === 'T'
            ? `${The(r.why.card)} ist Trumpf, und Trumpf ist angespielt.`
            : `${The(r.why.card)} bedient das angespielte ${suitName(r.why.suit, o)}.`
          : `Du hast ${r.why.suit === 'T' ? 'keinen Trumpf' : `kein ${effectiveSuitName(r.why.suit, o)}`}, also darfst du jede Karte spielen.`;
    case 'illegal': {
      const w = r.why;
      if (w.code === 'notInHand') return `${The(w.card)} ist nicht in deinem Blatt.`;
      const holding = `Du hast ${listOf(w.holding.map(n))}.`;
      return w.suit === 'T'
        ? `Trumpf ist angespielt, also musst du Trumpf bedienen. ${holding}`
        : `${suitName(w.suit as Suit, o)} ist angespielt, also musst du ${suitName(w.suit as Suit, o)} bedienen. ${holding}`;
    }
    case 'trump':
      return r.suit === 'T' ? `${The(r.card)} ist in diesem Spiel Trumpf.` : `${The(r.card)} ist Fehl-${suitName(r.suit as Suit, o)}, kein Trumpf.`;
    case 'isCard':
      return `Das ist ${theCard(r.card, o.faces)}.`;
    case 'points':
      return `${The(r.card)} zählt ${eyes(r.points)}.`;
    case 'call':
      return callText(r);
    case 'leader': {
      if (r.soloist) return `Im Pflichtsolo spielt der Solist aus: ${who(r.leader, o).name}.`;
      const d = who(r.dealer, o);
      return `${d.Name} ${d.has} gegeben, also spielt der linke Nachbar des Gebers zum ersten Stich aus: ${who(r.leader, o).name}.`;
    }
    case 'trickTaken': {
      const w = who(r.winner, o);
      return `${w.Name} ${w.has} Stich ${num(r.trickNo)} gemacht (${trickWhyText(r.why, { faces: o.faces }).replace(/\.$/, '')}), und wer einen Stich macht, spielt zum nächsten aus.`;
    }
    case 'clockwise':
      return `Gespielt wird im Uhrzeigersinn, eine Karte für jeden: nach ${who(r.last, o).dat} kommt ${who(r.next, o).name}.`;
    case 'targets':
      return `${targetLine('re', r.re)} ${targetLine('kontra', r.kontra)} ${r.winner ? `${PARTY_WORD[r.winner]} gewinnt.` : 'Keiner gewinnt.'}`;
    case 'nextDealer':
      return nextDealerText(r, o);
    case 'forcedSoloist':
      return `${plural(r.left, 'Spiel', 'Spiele')} übrig und ${plural(r.owing.length, 'Pflichtsolo', 'Pflichtsoli')} noch offen (${listOf(r.owing.map((s) => seatName(s)))}): der erste davon links vom Geber wird vorgeführt: ${seatName(r.seat!)}.`;
    case 'withdraw': {
      const w = who(r.seat, o);
      if (!r.refusal) return `${w.Name} ${w.may} den Vorbehalt noch zurücknehmen: seitdem hat niemand gesprochen oder gespielt.`;
      if (r.refusal.code === 'noReservation') return `${w.Name} ${w.has} keinen Vorbehalt angemeldet.`;
      if (r.refusal.code === 'nextHasSpoken') {
        const next = who(r.refusal.next, o);
        return `${next.Name} ${next.has} seitdem gesprochen: zu spät zum Zurücknehmen.`;
      }
      return 'Das Spiel ist seitdem weitergegangen: zu spät zum Zurücknehmen.';
    }
    case 'throwIn': {
      const has = `Das Blatt hat ${plural(r.nines, 'Neun', 'Neunen')} und ${plural(r.kings, 'König', 'Könige')}.`;
      if (r.allowed) return `${has} Nach diesen Regeln reicht das zum Schmeißen; derselbe Geber gibt neu.`;
      const rules = [
        r.rules.redealFiveNines && !r.rules.withoutNines ? `${num(THROW_IN_COUNT)} Neunen` : null,
        r.rules.redealFiveKings ? `${num(THROW_IN_COUNT)} Könige` : null,
      ].filter(Boolean);
      return rules.length ? `${has} Zum Schmeißen braucht es mindestens ${rules.join(' oder ')}.` : `${has} Diese Regeln erlauben gar kein Schmeißen.`;
    }
    case 'declare':
      if (r.refusal) return `${cap(describeDeclarationRefusal(r.refusal))}.`;
      return r.declaration.kind === 'poverty'
        ? `Das Blatt hat ${plural(r.trumps, 'Trumpf', 'Trümpfe')} (ein einzelnes ♦A zählt mit): mit ${num(POVERTY_MAX_TRUMPS)} oder weniger darf man Armut anmelden.`
        : r.declaration.kind === 'marriage'
          ? 'Das Blatt hat beide ♣D.'
          : 'Ein Solo darf jedes Blatt spielen.';
    case 'halfChicken':
      return r.allowed
        ? 'Das Blatt hat beide ♦10, und die Hausregel gilt. Der Spieler darf es sagen, und im Spiel und in der Abrechnung ändert sich nichts.'
        : `Das Blatt hat ${r.tens === 0 ? 'keine Karo-Zehn' : plural(r.tens, 'Karo-Zehn', 'Karo-Zehnen')}: ein halbes Hähnchen braucht beide, und die Hausregel.`;
    case 'showParty': {
      const w = who(r.seat, o);
      if (!r.bothSaid) return 'Re und Kontra sind nicht beide gesagt: eine weitere Ansage zeigt ihre Partei von selbst.';
      if (r.known) return `Re und Kontra sind beide gesagt, aber der Tisch kennt ${w.whose} Partei schon: ${evidenceText(r.known, o)}`;
      return `Re und Kontra sind beide gesagt, und noch niemand kennt ${w.whose} Partei: eine weitere Ansage muss sie zeigen („Re, keine 90“).`;
    }
    case 'forcedParty': {
      const w = who(r.winner, o);
      if (r.forced)
        return `${w.Name} ${w.has} in Stich ${num(r.forced.trick)} ${eyes(r.points)} gemacht: ${num(r.threshold)} oder mehr, also muss ${PARTY_WORD[r.forced.party]} ansagen.`;
      return r.points >= r.threshold
        ? `${w.Name} ${w.has} in Stich 1 ${eyes(r.points)} gemacht, aber diese Partei hat schon angesagt: keiner muss ansagen.`
        : `Stich 1 brachte nur ${eyes(r.points)}: weniger als ${num(r.threshold)}, also muss keiner ansagen.`;
    }
    case 'specials':
      if (r.lines.length === 0) return r.events > 0 ? 'Nach diesen Regeln zählt hier nichts.' : 'In diesem Stich steckt kein Sonderpunkt.';
      return `${listOf(r.lines.map((l) => `${PARTY_WORD[l.party]}: ${LINE_WORDS[l.reason]} (+${num(l.points)})`))}.`;
    case 'cardPoints':
      return `${cap(listOf(r.cards.map((c) => `${n(c.card)} ${num(c.points)}`)))}.`;
    case 'handSize':
      return `${num(r.deck)} Karten gehen an vier Spieler, in Runden zu je drei Karten.`;
    case 'target':
      return targetReasonText(r.party, r.why, r.target, r.total);
    case 'score': {
      const won = r.winner ? `${PARTY_WORD[r.winner]} hat gewonnen.` : 'Keiner hat gewonnen.';
      const how = r.solo ? ` Im Solo gewinnt oder zahlt der Solist den Wert ${num(SOLOIST_FACTOR)}-fach.` : '';
      const w = who(r.seat, o);
      const sign = `${cap(w.name)} ${w.is} ${PARTY_WORD[r.party]}: die Partei, die vorn liegt, schreibt den Wert als Plus, die andere als Minus.${how}`;
      const parties = [...new Set(r.lines.map((l) => l.party))];
      // Zeilen nur einer Partei: nichts gegeneinander zu verrechnen (das Verrechnen kommt später).
      if (parties.length < 2) {
        const lines = r.lines.map((l) => `${LINE_WORDS[l.reason]} +${num(l.points)}`);
        return `${won} ${parties.length ? `${PARTY_WORD[parties[0]]} schreibt ${listOf(lines)}.` : 'Keine Zeile zählt.'} ${sign}`;
      }
      const lines = r.lines.map((l) => `${PARTY_WORD[l.party]}: ${LINE_WORDS[l.reason]} +${num(l.points)}`);
      return `${won} Die Zeilen: ${listOf(lines)}. Die Zeilen der Parteien werden gegeneinander verrechnet. ${sign}`;
    }
    case 'count':
      return r.suit === 'T'
        ? `Die Trümpfe ${inGame(r.contract)}: ${listOf(r.kinds.map(n))}, jede Karte gibt es zweimal.`
        : `Fehl-${suitName(r.suit as Suit, o)} ${inGame(r.contract)}: ${listOf(r.kinds.map(n))}, jede Karte gibt es zweimal.`;
    case 'deadline':
      return `Bekommt jeder ${cards(r.handSize)}, musst du „Re“ oder „Kontra“ ansagen, solange du noch ${cards(r.ansage)} auf der Hand hast, und jede weitere Stufe braucht ${r.step === 1 ? 'eine Karte' : cards(r.step)} weniger.`;
  }
}

/** Der Name einer Antwort in einer Frage: „die zweite Pik-Dame“, „„keine 90““, „West“. */
export function itemText(items: readonly Item[], index: number, o: TextOptions, inTrick: boolean): string {
  const item = items[index];
  if (item.kind === 'card') {
    const inPlay = items.map((i) => (i.kind === 'card' ? i.card : null)).filter((c): c is CardId => c !== null);
    return inTrick ? cardInTrick(inPlay, index, o.faces) : theCard(item.card, o.faces);
  }
  if (item.kind === 'call') return `„${CALL_WORD[item.call]}“`;
  return choiceText(item.choice, item.viewer);
}

const PROMPT: Record<Prompt, string> = {
  wins: 'gewinnt',
  legal: 'darf gespielt werden',
  takes: 'würde den Stich machen',
  trump: 'ist Trumpf',
  plain: 'ist eine Fehlkarte',
  choice: '',
  play: '',
};

/** Ein Durchschnitt, wie ein Spieler ihn sagt: eine Nachkommastelle, keine bei ganzen Zahlen („120“, „127,1“). */
const averageFormat = new Intl.NumberFormat(LANG_TAG, { maximumFractionDigits: 1 });
const average = (points: number) => averageFormat.format(Math.round(points * 10) / 10);

/** Ein Satz, der hinter „Nein:“ weitergeht, beginnt klein, wenn sein erstes Wort kein Hauptwort und kein Name ist. */
const lower = (s: string) =>
  /^(Die|Der|Das|Den|Dem|Von|Nach|Im|In|Ein|Eine|Kein|Keine|Gespielt|Mit|Als|Nichts|Beide) /.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/**
 * Die Rückmeldung direkt nach einer Wahl, mit dem Grund der Regeln: „Die zweite Pik-Dame
 * gewinnt? Nein: von zwei gleichen Karten gewinnt die zuerst gespielte.“ Eine richtige Wahl
 * heißt „Richtig!“, eine von mehreren richtigen „Ja“. Eine erlaubte, aber schwächere Karte in
 * einer Spielübung bekommt die Zahlen der Simulation: was sie gegenüber der besten Karte brachte.
 */
export function pickFeedback(
  items: readonly Item[],
  index: number,
  v: Verdict,
  prompt: Prompt,
  o: TextOptions,
  inTrick: boolean,
  several = false,
  play?: PlayNumbers,
): string {
  const reasons = v.why.map((r) => reasonText(r, o)).join(' ');
  const item = items[index];
  const name = cap(itemText(items, index, o, inTrick));
  if (item.kind === 'choice') {
    if (v.ok) return `Richtig! ${reasons}`;
    // Ein falsches Ja bekommt „Nein“, ein falsches Nein „Doch“; andere Antworten werden genannt (ein falsches „Keiner“ nicht: „nicht keiner“ sagt niemand).
    if (item.choice.kind === 'yesNo') return `${item.choice.yes ? 'Nein' : 'Doch'}: ${lower(reasons)}`;
    return `${notThis(item)} ${reasons}`;
  }
  if (prompt === 'play') {
    if (v.ok) return `Richtig: ${itemText(items, index, o, inTrick)}.`;
    if (v.credit === undefined) return `${name}? Geht nicht: ${lower(reasons)}`;
    const verdict = v.credit > 0 ? 'Knapp, aber nicht die beste Karte hier' : 'Nicht die beste Karte hier';
    if (!play || v.points === undefined) return `${name}? ${verdict}.`;
    return `${name}? ${verdict}: in ${num(play.samples)} von hier aus durchgespielten Spielen hat deine Partei danach im Schnitt ${average(v.points)} Augen gemacht, nach der besten Karte ${average(play.bestPoints)}.`;
  }
  if (!v.ok) return `${askOf(items, index, prompt, o, inTrick)} Nein: ${lower(reasons)}`;
  return several ? `Ja: ${lower(reasons)}` : `Richtig! ${reasons}`;
}

/** Eine falsche Antwort auf eine Frage, ohne Grund genannt: „Nein, nicht West.“, „Nicht „Ja“.“ (ein falsches „Keiner“: „Nein.“). */
function notThis(item: Extract<Item, { kind: 'choice' }>): string {
  const named = choiceText(item.choice, item.viewer);
  if (item.choice.kind === 'yesNo') return `Nicht „${named}“.`;
  if (item.choice.kind === 'party' && item.choice.party === 'none') return 'Nein.';
  return `Nein, nicht ${item.choice.kind === 'party' && item.choice.party === 'both' ? named.toLowerCase() : named}.`;
}

/**
 * Was ein Fehlversuch sagt, der noch einen Versuch lässt (src/machines/tries.ts): welche Antwort
 * nicht stimmt, nie warum, denn der Grund verriete die Lösung; stattdessen geht ein Tipp auf.
 * Eine Karte, die nicht bedient, wird mit der Regel abgelehnt, eine schwächere Karte in einer
 * Spielübung bekommt die Zahlen der Simulation: beides nennt die Lösung nicht.
 */
export function missText(items: readonly Item[], index: number, v: Verdict, prompt: Prompt, o: TextOptions, inTrick: boolean, play?: PlayNumbers): string {
  const item = items[index];
  if (prompt === 'play') return pickFeedback(items, index, v, prompt, o, inTrick, false, play);
  return item.kind === 'choice' ? notThis(item) : `${askOf(items, index, prompt, o, inTrick)} Nein.`;
}

/** „Die zweite Pik-Dame gewinnt?“, „„keine 90“ jetzt?“: die gegebene Antwort als Frage. */
function askOf(items: readonly Item[], index: number, prompt: Prompt, o: TextOptions, inTrick: boolean): string {
  const name = cap(itemText(items, index, o, inTrick));
  return items[index].kind === 'call' ? `${name} jetzt?` : PROMPT[prompt] ? `${name} ${PROMPT[prompt]}?` : `${name}?`;
}

/**
 * Die Lösung einer Übung mit einer oder mehreren richtigen Antworten, sobald sie gezeigt wird:
 * die letzte falsche Antwort mit dem Grund der Regeln, dann die richtigen (mit Grund, wo es einen gibt).
 */
export function solutionText(
  items: readonly Item[],
  verdicts: readonly Verdict[],
  last: number | null,
  prompt: Prompt,
  o: TextOptions,
  inTrick: boolean,
  several: boolean,
  play?: PlayNumbers,
): string {
  const right = verdicts.flatMap((v, i) => (v.ok ? [i] : []));
  const names = listOf(right.map((i) => itemText(items, i, o, inTrick)));
  const missed = last !== null && !verdicts[last].ok ? last : null;
  const answer = exerciseText.tries.answer(right.length ? names : 'keine');
  if (prompt === 'play')
    return `${missed === null ? '' : `${pickFeedback(items, missed, verdicts[missed], prompt, o, inTrick, false, play)} `}${exerciseText.tries.bestCard(names)}`;
  const why = right.length === 1 ? ` ${verdicts[right[0]].why.map((r) => reasonText(r, o)).join(' ')}` : '';
  if (missed === null) return several ? answer : `${answer}${why}`;
  const item = items[missed];
  // Der Grund einer Frage ist für jede Antwort derselbe: einmal gesagt, nach der Lösung.
  if (item.kind === 'choice') return `${notThis(item)} ${answer}${why}`;
  // Der Grund einer falschen Karte nennt, was sie sticht oder was verlangt ist.
  return `${pickFeedback(items, missed, verdicts[missed], prompt, o, inTrick, several)} ${answer}`;
}

/** Die Beschriftung einer Antwort auf ihrem Knopf. */
export function choiceText(c: Choice, viewer: Seat | null): string {
  if (c.kind === 'seat') return seatName(c.seat, viewer ?? undefined);
  if (c.kind === 'yesNo') return c.yes ? 'Ja' : 'Nein';
  return c.party === 'none' ? 'Keiner' : c.party === 'both' ? 'Beide Parteien' : PARTY_WORD[c.party];
}

export function settingText(s: Setting): string {
  switch (s.kind) {
    case 'game':
      return contractName[s.contract];
    case 'marriage':
      return 'Hochzeit';
    case 'poverty':
      return 'Armut';
    case 'reservation':
      return 'Vorbehaltsrunde';
    case 'scoring':
      return 'Abrechnung';
    case 'session':
      return 'Turnierrunde';
    case 'pack':
      return 'Die Karten';
  }
}

export function numberLabelText(l: NumberLabel, viewer: Seat | null): string {
  switch (l.of) {
    case 'cardPoints':
      return 'Augen in diesen Karten';
    case 'handSize':
      return 'Karten für jeden Spieler';
    case 'trumpCount':
      return 'Trumpfkarten insgesamt';
    case 'plainCount':
      return 'Karten insgesamt';
    case 'deadline':
      return 'Karten noch auf der Hand, mindestens';
    case 'target':
      return `Augen, die ${PARTY_WORD[l.party]} braucht`;
    case 'seatScore':
      return l.seat === viewer ? 'Deine Punkte in diesem Spiel' : `${seatName(l.seat)}s Punkte in diesem Spiel`;
  }
}

export const exerciseText = {
  check: 'Prüfen',
  right: 'Richtig!',
  notANumber: (signedScore: boolean) => (signedScore ? 'Gib eine ganze Zahl ein (mit Minus für einen Verlust).' : 'Gib eine ganze Zahl ein.'),
  rightNumber: (answer: number, signedScore: boolean, why: string) => `Richtig: ${signedScore ? signed(answer) : num(answer)}. ${why}`,
  foundCards: (n: number, total: number) => `${num(n)} von ${num(total)} gefunden`,
  doneSelect: (total: number) => (total === 1 ? 'Fertig: das ist die einzige.' : `Fertig: du hast alle ${num(total)} gefunden.`),
  already: (item: string) => `Schon ausgewählt: ${item}.`,
  yourHand: 'Dein Blatt',
  trickSoFar: 'Der Stich bisher',
  pickCard: 'Wähle eine Karte',
  pickCalls: 'Ansagen, die du jetzt machen darfst',
  answers: 'Antworten',
  trickCards: 'Der Stich, in der Reihenfolge des Spiels',
  cardN: (i: number) => `Karte ${num(i)}`,
  play: {
    best: 'Das Urteil der Simulation',
    ruleOfThumb: 'Faustregel',
    evidence: (samples: number) =>
      `Die durchschnittlichen Augen deiner Partei in ${num(samples)} von hier aus durchgespielten Spielen, die Karten, die du nicht siehst, jedes Mal zufällig verteilt:`,
    card: 'Karte',
    points: 'Augen',
    verdict: 'Urteil',
    credit: (credit: number) => (credit === 100 ? 'die beste' : credit > 0 ? 'fast so gut' : 'klar schlechter'),
    quiz: 'Mehr Lagen wie diese: das Ausspiel-Quiz',
  },
  rules: {
    label: 'Regeln',
    yours: 'Deine Einstellungen',
    fixed: (labels: string) => `${labels} (für diese Übung festgelegt)`,
  },
  /** Ein Fehlversuch, ein neuer Versuch, die Lösung (src/machines/tries.ts). */
  tries: {
    again: (hintOpen: boolean) => (hintOpen ? 'Versuch es noch mal: unten steht ein Tipp.' : 'Versuch es noch mal.'),
    show: 'Lösung zeigen',
    outOfTries: 'Zwei Versuche: hier ist die Lösung.',
    asked: 'Hier ist die Lösung.',
    answer: (what: string) => `Die Lösung: ${what}.`,
    bestCard: (card: string) => `Die beste Karte: ${card}.`,
    numberMiss: (given: number, signedScore: boolean) => `Nein, nicht ${signedScore ? signed(given) : num(given)}.`,
    numberAnswer: (given: number | null, answer: number, signedScore: boolean, why: string) =>
      `${given === null ? '' : `Nicht ${signedScore ? signed(given) : num(given)}. `}Die Lösung: ${signedScore ? signed(answer) : num(answer)}. ${why}`,
  },
};

export { plural };
