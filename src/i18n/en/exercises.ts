/**
 * The words of the lessons' exercises: every engine reason (src/content/exercises/verdicts.ts)
 * as a sentence, the answers' labels and the feedback after each answer. A German edition is
 * a translation of this file.
 */
import type { CardId, Suit } from '../../engine/cards.ts';
import { CALL_WORD, describeAnnouncementRefusal, describeDeclarationRefusal, LINE_WORDS, PARTY_WORD } from './engine.ts';
import type { Party, Seat } from '../../engine/parties.ts';
import { levelOfCall } from '../../engine/calls.ts';
import { POVERTY_MAX_TRUMPS, THROW_IN_COUNT } from '../../engine/contract.ts';
import { SOLOIST_FACTOR } from '../../engine/lines.ts';
import type { LoserWhy } from '../../engine/trick.ts';
import type { PartyEvidence } from '../../engine/view.ts';
import type { Choice } from '../../content/exercises/types.ts';
import type { Item, NumberLabel, Prompt, Reason, Setting, Verdict } from '../../content/exercises/verdicts.ts';
import { contractName, effectiveSuitName, trickWhyText } from './site.ts';
import { cardName, suitName, type Faces } from '../runtime/names.ts';
import { seatName } from './seats.ts';
import { listOf, signed, targetReasonText } from './common.ts';

export interface TextOptions {
  readonly faces: Faces;
  /** The learner's own seat, named "You". */
  readonly viewer: Seat | null;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A seat as the subject of a sentence: "West is", "you are". */
function who(seat: Seat, o: TextOptions) {
  const you = seat === o.viewer;
  const name = you ? 'you' : seatName(seat);
  return { name, Name: cap(name), is: you ? 'are' : 'is', has: you ? 'have' : 'has', holds: you ? 'hold' : 'holds', played: 'played', you };
}

/** "the second queen of spades" when the trick holds both copies, else "the queen of spades". */
function cardInTrick(cards: readonly CardId[], index: number, faces: Faces): string {
  const card = cards[index];
  const copies = cards.filter((c) => c === card).length;
  if (copies < 2) return `the ${cardName(card, { faces })}`;
  const first = cards.indexOf(card) === index;
  return `the ${first ? 'first' : 'second'} ${cardName(card, { faces })}`;
}

function loserText(why: LoserWhy, o: TextOptions): string {
  const n = (c: CardId) => cardName(c, { faces: o.faces });
  switch (why.code) {
    case 'offSuit':
      return why.led === 'T'
        ? `trump was led, and a plain card can never win a trump trick: the ${n(why.winner)} takes it.`
        : `${suitName(why.led as Suit, o)} were led, and a card of another plain suit can never win: the ${n(why.winner)} takes the trick.`;
    case 'trumped':
      return `the ${n(why.winner)} is a trump, and any trump beats every plain card.`;
    case 'lowerTrump':
      return `the ${n(why.winner)} is a higher trump.`;
    case 'lowerOfLed':
      return `the ${n(why.winner)} ranks higher in ${suitName(why.led, o)}.`;
    case 'equalLater':
      return `of two equal cards the first one played wins.`;
    case 'dulleLastTrick':
      return `this is the last trick, where this house rule lets the first ♥10 win.`;
    case 'secondDulle':
      return `under this house rule the second ♥10 beats the first.`;
  }
}

function evidenceText(e: PartyEvidence, o: TextOptions): string {
  const w = who(e.seat, o);
  switch (e.code) {
    case 'ownHand':
      return e.clubQueens === 2
        ? `${w.Name} ${w.holds} both ♣Q: a silent marriage, alone against three.`
        : e.party === 're'
          ? `${w.Name} ${w.holds} a ♣Q, so ${w.name} ${w.is} Re.`
          : `${w.Name} ${w.holds} no ♣Q, so ${w.name} ${w.is} Kontra.`;
    case 'marriageDeclarer':
      return `${w.Name} announced the marriage with both ♣Q: Re.`;
    case 'marriagePartner':
      return `${w.Name} won trick ${e.trickNo}, the Klärungsstich, and so became the partner: Re.`;
    case 'marriageOpponent':
      return `The Klärungsstich (trick ${e.trickNo}) went to someone else, so ${w.name} ${w.is} Kontra.`;
    case 'marriageSolo':
      return e.seat === e.soloist
        ? `Nobody else won one of the first three tricks: ${w.name} ${w.is} Re alone, in a diamonds solo.`
        : `${who(e.soloist, o).Name} won the first three tricks and plays alone, so ${w.name} ${w.is} Kontra.`;
    case 'soloist':
      return `${w.Name} ${w.you ? 'play' : 'plays'} the solo: Re alone.`;
    case 'soloOpponent':
      return `${w.Name} ${w.you ? 'play' : 'plays'} against the soloist: Kontra.`;
    case 'povertyPair':
      return `${w.Name} ${w.is} one of the poverty pair: Re.`;
    case 'povertyOpponent':
      return `${w.Name} ${w.is} not in the poverty pair: Kontra.`;
    case 'clubQueen':
      return `${w.Name} played a ♣Q in trick ${e.trickNo}: Re.`;
    case 'announced':
      return `${w.Name} said “${CALL_WORD[e.call]}”, which only ${PARTY_WORD[e.party]} may say: ${PARTY_WORD[e.party]}.`;
    case 'silentSolo':
      return e.seat === e.soloist
        ? `${w.Name} played both ♣Q: a silent marriage, Re alone.`
        : `Both ♣Q came from ${who(e.soloist, o).name} (a silent marriage), so ${w.name} ${w.is} Kontra.`;
    case 'bothReKnown':
      return `Both Re players are known, so ${w.name} ${w.is} Kontra.`;
    case 'bothKontraKnown':
      return `Both Kontra players are known and nobody can be playing alone, so ${w.name} ${w.is} Re.`;
  }
}

/** Why a seat's party is known (or why not yet), for the parties drill. */
export function partyWhyText(seat: Seat, e: PartyEvidence | null, o: TextOptions): string {
  if (e) return evidenceText(e, o);
  const w = who(seat, o);
  return `Nothing ${w.name} ${w.has} done shows the party yet: unknown.`;
}

function callText(r: Extract<Reason, { code: 'call' }>): string {
  const what = `“${CALL_WORD[r.call]}”`;
  if (r.refusal) return `${cap(describeAnnouncementRefusal(r.refusal))}.`;
  return r.reply
    ? `${what} is on time as a reply to the other party’s call: a reply may come later, with at least ${plural(r.needed, 'card')} in hand, and the player holds ${r.holding}.`
    : `${what} must be said while the player still holds at least ${plural(r.needed, 'card')}${levelOfCall(r.call) > 0 ? ' (said now, it also counts for each lower call the party has not made yet)' : ''}, and the player holds ${r.holding}.`;
}

function targetLine(p: Party, t: Extract<Reason, { code: 'targets' }>['re']): string {
  const need = 'points' in t.target ? `${t.target.points} card points` : t.target.tricks === 'all' ? 'every trick' : 'one trick';
  const has = 'points' in t.target ? `${t.points}` : plural(t.tricks, 'trick');
  return `${PARTY_WORD[p]} needed ${need} and has ${has}: ${t.reached ? 'reached' : 'missed'}.`;
}

function nextDealerText(r: Extract<Reason, { code: 'nextDealer' }>, o: TextOptions): string {
  const next = who(r.next, o).name;
  switch (r.game) {
    case 'normal':
      return `${who(r.dealt, o).Name} dealt the last deal, and the deal passes clockwise: ${next}.`;
    case 'compulsory':
      return `The last deal was a Pflichtsolo, and after a Pflichtsolo the same dealer deals again: ${next}.`;
    case 'forced':
      return `The last deal was a solo forced on its player (vorgeführt): then the deal passes on as usual, to ${next}.`;
    case 'lust':
      return `The last deal was a Lustsolo, which counts like a normal game for the deal: it passes on to ${next}.`;
  }
}

/** One engine reason as a sentence. */
export function reasonText(r: Reason, o: TextOptions): string {
  const n = (c: CardId) => cardName(c, { faces: o.faces });
  switch (r.code) {
    case 'wins':
      return trickWhyText(r.why, { faces: o.faces });
    case 'loses':
      return cap(loserText(r.why, o));
    case 'legal':
      return r.why.code === 'lead'
        ? 'The first card of a trick may be anything.'
        : r.why.code === 'follows'
          ? r.why.suit === 'T'
            ? `The ${n(r.why.card)} is a trump, and trump was led.`
            : `The ${n(r.why.card)} follows the led ${suitName(r.why.suit, o)}.`
          : `You hold no ${effectiveSuitName(r.why.suit, o)}, so any card may be played.`;
    case 'illegal': {
      const w = r.why;
      if (w.code === 'notInHand') return `The ${n(w.card)} is not in your hand.`;
      const holding = `You hold ${listOf(w.holding.map((c) => `the ${n(c)}`))}.`;
      return w.suit === 'T'
        ? `Trump was led, so you must play a trump. ${holding}`
        : `${cap(suitName(w.suit as Suit, o))} were led, so you must play one of your plain ${suitName(w.suit as Suit, o)}. ${holding}`;
    }
    case 'trump':
      return r.suit === 'T' ? `The ${n(r.card)} is a trump in this game.` : `The ${n(r.card)} is a plain ${suitName(r.suit as Suit, o)} card, not a trump.`;
    case 'isCard':
      return `That is the ${n(r.card)}.`;
    case 'points':
      return `The ${n(r.card)} is worth ${plural(r.points, 'card point')}.`;
    case 'call':
      return callText(r);
    case 'leader': {
      if (r.soloist) return `In a Pflichtsolo the soloist leads: ${who(r.leader, o).name}.`;
      return `${who(r.dealer, o).Name} dealt, so the player on the dealer’s left leads the first trick: ${who(r.leader, o).name}.`;
    }
    case 'trickTaken':
      return `${who(r.winner, o).Name} won trick ${r.trickNo} (${trickWhyText(r.why, { faces: o.faces }).replace(/\.$/, '')}), and whoever wins a trick leads the next one.`;
    case 'clockwise':
      return `Play goes clockwise, one card each: after ${who(r.last, o).name} comes ${who(r.next, o).name}.`;
    case 'targets':
      return `${targetLine('re', r.re)} ${targetLine('kontra', r.kontra)} ${r.winner ? `${PARTY_WORD[r.winner]} wins.` : 'Nobody wins.'}`;
    case 'nextDealer':
      return nextDealerText(r, o);
    case 'forcedSoloist':
      return `${plural(r.left, 'deal')} left and ${plural(r.owing.length, 'Pflichtsolo', 'Pflichtsoli')} still owed (${listOf(r.owing.map((s) => seatName(s)))}): the first of them from the dealer’s left is vorgeführt: ${seatName(r.seat!)}.`;
    case 'withdraw': {
      const w = who(r.seat, o);
      if (!r.refusal) return `${w.Name} may still take the Vorbehalt back: nobody has spoken or played since.`;
      if (r.refusal.code === 'noReservation') return `${w.Name} said no Vorbehalt.`;
      if (r.refusal.code === 'nextHasSpoken') return `${who(r.refusal.next, o).Name} has spoken since: too late to take it back.`;
      return 'The game has gone on since: too late to take it back.';
    }
    case 'throwIn': {
      const has = `The hand holds ${plural(r.nines, 'nine')} and ${plural(r.kings, 'king')}.`;
      if (r.allowed) return `${has} Under these rules that is enough to throw it in; the same dealer deals again.`;
      const rules = [
        r.rules.redealFiveNines && !r.rules.withoutNines ? `${THROW_IN_COUNT} nines` : null,
        r.rules.redealFiveKings ? `${THROW_IN_COUNT} kings` : null,
      ].filter(Boolean);
      return rules.length ? `${has} Throwing in needs ${listOf(rules as string[])} or more.` : `${has} These rules allow no throwing in at all.`;
    }
    case 'declare':
      if (r.refusal) return `${cap(describeDeclarationRefusal(r.refusal))}.`;
      return r.declaration.kind === 'poverty'
        ? `The hand has ${plural(r.trumps, 'trump')} (a single ♦A counts): ${POVERTY_MAX_TRUMPS} or fewer may declare Armut.`
        : r.declaration.kind === 'marriage'
          ? 'The hand holds both ♣Q.'
          : 'Any hand may play a solo.';
    case 'halfChicken':
      return r.allowed
        ? 'The hand holds both ♦10 and the house rule is on. It may say so, and nothing changes in play or in the score.'
        : `The hand holds ${plural(r.tens, 'ten of diamonds', 'tens of diamonds')}: a half chicken needs both, and the house rule.`;
    case 'showParty': {
      const w = who(r.seat, o);
      if (!r.bothSaid) return 'Re and Kontra have not both been said: a further call shows its party by itself.';
      if (r.known)
        return `Re and Kontra have both been said, but the table knows ${w.name === 'you' ? 'your' : `${w.Name}’s`} party already: ${evidenceText(r.known, o)}`;
      return `Re and Kontra have both been said, and nobody knows ${w.name === 'you' ? 'your' : `${w.Name}’s`} party yet: a further call must show it (“Re, keine 90”).`;
    }
    case 'forcedParty': {
      const winner = who(r.winner, o).name;
      if (r.forced)
        return `${cap(winner)} won ${plural(r.points, 'card point')} in trick ${r.forced.trick}: ${r.threshold} or more, so ${PARTY_WORD[r.forced.party]} must announce.`;
      return r.points >= r.threshold
        ? `${cap(winner)} won ${r.points} card points in trick 1, but that party has announced already: nobody is forced.`
        : `Trick 1 brought only ${plural(r.points, 'card point')}: fewer than ${r.threshold}, so nobody is forced to announce.`;
    }
    case 'specials':
      if (r.lines.length === 0) return r.events > 0 ? 'Nothing here scores under these rules.' : 'This trick holds no special point.';
      return `${listOf(r.lines.map((l) => `${PARTY_WORD[l.party]}: ${LINE_WORDS[l.reason]} (+${l.points})`))}.`;
    case 'cardPoints':
      return `${cap(listOf(r.cards.map((c) => `${n(c.card)} ${c.points}`)))}.`;
    case 'handSize':
      return `${r.deck} cards are dealt to four players, in rounds of three.`;
    case 'target':
      return targetReasonText(r.party, r.why, r.target, r.total);
    case 'score': {
      const won = r.winner ? `${PARTY_WORD[r.winner]} won.` : 'Nobody won.';
      const how = r.solo ? ` In a solo the soloist wins or pays ${SOLOIST_FACTOR} times the value.` : '';
      const w = who(r.seat, o);
      const sign = `${w.Name} ${w.is} ${PARTY_WORD[r.party]}: the party ahead writes the value as a plus, the other as a minus.${how}`;
      const parties = [...new Set(r.lines.map((l) => l.party))];
      // Lines of one party only: nothing to set against each other (netting is a later lesson).
      if (parties.length < 2) {
        const lines = r.lines.map((l) => `${LINE_WORDS[l.reason]} +${l.points}`);
        return `${won} ${parties.length ? `${PARTY_WORD[parties[0]]} scores ${listOf(lines)}.` : 'No line scores.'} ${sign}`;
      }
      const lines = r.lines.map((l) => `${PARTY_WORD[l.party]}: ${LINE_WORDS[l.reason]} +${l.points}`);
      return `${won} The lines: ${listOf(lines)}. Each party’s lines count against the other’s. ${sign}`;
    }
    case 'count':
      return r.suit === 'T'
        ? `The trumps of the ${contractName[r.contract].replace(/ \(.*\)$/, '').toLowerCase()}: ${listOf(r.kinds.map(n))}, each twice in the pack.`
        : `The plain ${suitName(r.suit as Suit, o)} of the ${contractName[r.contract].replace(/ \(.*\)$/, '').toLowerCase()}: ${listOf(r.kinds.map(n))}, each twice in the pack.`;
    case 'deadline':
      return `With ${r.handSize} cards in hand at the start, “Re” or “Kontra” must be said while you hold ${r.ansage}, and each further level needs ${plural(r.step, 'card')} fewer.`;
  }
}

/** An item's name in a prompt: "the second queen of spades", "“keine 90”", "West". */
export function itemText(items: readonly Item[], index: number, o: TextOptions, inTrick: boolean): string {
  const item = items[index];
  if (item.kind === 'card') {
    const cards = items.map((i) => (i.kind === 'card' ? i.card : null)).filter((c): c is CardId => c !== null);
    return inTrick ? cardInTrick(cards, index, o.faces) : `the ${cardName(item.card, { faces: o.faces })}`;
  }
  if (item.kind === 'call') return `“${CALL_WORD[item.call]}”`;
  return choiceText(item.choice, item.viewer);
}

const PROMPT: Record<Prompt, string> = {
  wins: 'wins',
  legal: 'may be played',
  takes: 'would win the trick',
  trump: 'is a trump',
  plain: 'is a plain card',
  choice: '',
  play: '',
};

/** A play exercise's simulation, for the feedback on a weaker card: its deals and the best card's average. */
export interface PlayNumbers {
  readonly samples: number;
  /** The party's average card points after the best card (the card itself is not named: that is the answer). */
  readonly bestPoints: number;
}

/** An average as a player says it: one decimal, none when it is whole ("120", "127.1"). */
const average = (points: number) => String(Math.round(points * 10) / 10);

/**
 * The feedback right after a pick, with the engine's reason: "The second queen of spades wins?
 * No: of two equal cards the first one played wins." A right pick in a pick-one exercise
 * says "Right!", one of several in a select-all exercise "Yes". A legal but weaker card in a
 * play exercise is answered with the simulation's numbers: what it brought against the best card.
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
    if (v.ok) return `Right! ${reasons}`;
    // A wrong yes is answered "No", a wrong no "Yes, it may"; other answers are named.
    if (item.choice.kind === 'yesNo') return `${item.choice.yes ? 'No' : 'Yes, in fact'}: ${lower(reasons)}`;
    return `${notThis(item)} ${reasons}`;
  }
  if (prompt === 'play') {
    if (v.ok) return `Right: ${itemText(items, index, o, inTrick)}.`;
    if (v.credit === undefined) return `${name}? Not allowed: ${lower(reasons)}`;
    const verdict = v.credit > 0 ? 'Close, but not the best card here' : 'Not the best card here';
    if (!play || v.points === undefined) return `${name}? ${verdict}.`;
    return `${name}? ${verdict}: in ${play.samples} deals played out from here, your party took ${average(v.points)} card points on average after it, and ${average(play.bestPoints)} after the best card.`;
  }
  if (!v.ok) return `${askOf(items, index, prompt, o, inTrick)} No: ${lower(reasons)}`;
  return several ? `Yes: ${lower(reasons)}` : `Right! ${reasons}`;
}
/** A wrong answer to a question, named without its reason: "No, not West.", "Not “Yes”." */
function notThis(item: Extract<Item, { kind: 'choice' }>): string {
  return item.choice.kind === 'yesNo' ? `Not “${choiceText(item.choice, item.viewer)}”.` : `No, not ${choiceText(item.choice, item.viewer)}.`;
}

/**
 * What a miss that leaves a try says (src/machines/tries.ts): which answer is not right, never
 * why, since the reason would give the answer away; a hint opens instead. An illegal card is
 * refused with the rule it breaks, and a weaker card in a play exercise gets the simulation's
 * numbers: neither names the answer.
 */
export function missText(items: readonly Item[], index: number, v: Verdict, prompt: Prompt, o: TextOptions, inTrick: boolean, play?: PlayNumbers): string {
  const item = items[index];
  if (prompt === 'play') return pickFeedback(items, index, v, prompt, o, inTrick, false, play);
  return item.kind === 'choice' ? notThis(item) : `${askOf(items, index, prompt, o, inTrick)} No.`;
}

/** "The second queen of spades wins?", "“keine 90” now?": the answer given, as a question. */
function askOf(items: readonly Item[], index: number, prompt: Prompt, o: TextOptions, inTrick: boolean): string {
  const name = cap(itemText(items, index, o, inTrick));
  return items[index].kind === 'call' ? `${name} now?` : PROMPT[prompt] ? `${name} ${PROMPT[prompt]}?` : `${name}?`;
}

/**
 * The solution of a pick-one or select-all exercise once it is shown: the learner's last wrong
 * answer with the engine's reason, then the right answers (with the reason where there is one).
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
  const answer = exerciseText.tries.answer(right.length ? names : 'none');
  if (prompt === 'play')
    return `${missed === null ? '' : `${pickFeedback(items, missed, verdicts[missed], prompt, o, inTrick, false, play)} `}${exerciseText.tries.bestCard(names)}`;
  const why = right.length === 1 ? ` ${verdicts[right[0]].why.map((r) => reasonText(r, o)).join(' ')}` : '';
  if (missed === null) return several ? answer : `${answer}${why}`;
  const item = items[missed];
  // A question's reason is the same for every answer: said once, after the answer.
  if (item.kind === 'choice') return `${notThis(item)} ${answer}${why}`;
  // A wrong card's own reason names what beats it or what is required.
  return `${pickFeedback(items, missed, verdicts[missed], prompt, o, inTrick, several)} ${answer}`;
}

const lower = (s: string) =>
  /^(The|Trump|Of|This|Under|You|In|A|An|Any|Clubs|Spades|Hearts|Diamonds|Acorns|Leaves|Bells) /.test(s) ? s.charAt(0).toLowerCase() + s.slice(1) : s;

/** A choice's label on its button. */
export function choiceText(c: Choice, viewer: Seat | null): string {
  if (c.kind === 'seat') return seatName(c.seat, viewer ?? undefined);
  if (c.kind === 'yesNo') return c.yes ? 'Yes' : 'No';
  return c.party === 'none' ? 'Nobody' : c.party === 'both' ? 'Both parties' : PARTY_WORD[c.party];
}

export function settingText(s: Setting): string {
  switch (s.kind) {
    case 'game':
      return contractName[s.contract];
    case 'marriage':
      return 'Marriage (Hochzeit)';
    case 'poverty':
      return 'Poverty (Armut)';
    case 'reservation':
      return 'Reservation round';
    case 'scoring':
      return 'Scoring';
    case 'session':
      return 'Tournament round';
    case 'pack':
      return 'The pack';
  }
}

export function numberLabelText(l: NumberLabel, viewer: Seat | null): string {
  switch (l.of) {
    case 'cardPoints':
      return 'Card points in these cards';
    case 'handSize':
      return 'Cards each player gets';
    case 'trumpCount':
      return 'Trump cards in the pack';
    case 'plainCount':
      return 'Cards in the pack';
    case 'deadline':
      return 'Cards still in hand, at least';
    case 'target':
      return `Card points ${PARTY_WORD[l.party]} needs`;
    case 'seatScore':
      return l.seat === viewer ? 'Your score for this deal' : `${seatName(l.seat)}’s score for this deal`;
  }
}

export const exerciseText = {
  check: 'Check',
  right: 'Right!',
  notANumber: (signedScore: boolean) => (signedScore ? 'Type a whole number (a minus sign for a loss).' : 'Type a whole number.'),
  rightNumber: (answer: number, signedScore: boolean, why: string) => `Right: ${signedScore ? signed(answer) : answer}. ${why}`,
  foundCards: (n: number, total: number) => `${n} of ${total} found`,
  doneSelect: (total: number) => (total === 1 ? 'Done: that is the only one.' : `Done: you found all ${total}.`),
  already: (item: string) => `You already selected ${item}.`,
  yourHand: 'Your hand',
  trickSoFar: 'The trick so far',
  pickCard: 'Pick a card',
  pickCalls: 'Calls you may make now',
  answers: 'Answers',
  trickCards: 'The trick, in play order',
  cardN: (i: number) => `card ${i}`,
  play: {
    best: 'The simulation’s verdict',
    ruleOfThumb: 'Rule of thumb',
    evidence: (samples: number) =>
      `Your party’s average card points over ${samples} deals played out from here, the cards you cannot see dealt at random each time:`,
    card: 'Card',
    points: 'Card points',
    verdict: 'Verdict',
    credit: (credit: number) => (credit === 100 ? 'best' : credit > 0 ? 'nearly as good' : 'clearly worse'),
    quiz: 'More positions like this: the lead quiz',
  },
  rules: {
    label: 'Rules',
    yours: 'your settings',
    fixed: (labels: string) => `${labels} (set for this exercise)`,
  },
  /** A miss, a try, the solution (src/machines/tries.ts). */
  tries: {
    again: (hintOpen: boolean) => (hintOpen ? 'Try again: a hint is open below.' : 'Try again.'),
    show: 'Show the solution',
    outOfTries: 'Two tries: here is the solution.',
    asked: 'Here is the solution.',
    answer: (what: string) => `The answer: ${what}.`,
    bestCard: (card: string) => `The best card: ${card}.`,
    numberMiss: (given: number, signedScore: boolean) => `No, not ${signedScore ? signed(given) : given}.`,
    numberAnswer: (given: number | null, answer: number, signedScore: boolean, why: string) =>
      `${given === null ? '' : `Not ${signedScore ? signed(given) : given}. `}The answer: ${signedScore ? signed(answer) : answer}. ${why}`,
  },
};

export { plural };
