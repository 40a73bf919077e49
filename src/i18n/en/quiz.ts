/**
 * Every English word the quizzes show. The engine's verdicts arrive as codes and data (a
 * TrickWhy, an IllegalPlay, an AnnouncementRefusal, score lines, party evidence) and become
 * sentences here, using the engine's and the site's own wording where they have one.
 */
import { cardKinds, cardPoints, handSize, RANKS, rankOf, type CardId } from '../../engine/cards.ts';
import type { RuleSet } from '../../engine/rules.ts';
import { CALL_WORD, describeAnnouncementRefusal, LINE_WORDS, PARTY_WORD } from './engine.ts';
import { cardOrder, type OrderKind } from '../../engine/order.ts';
import type { Party, Seat } from '../../engine/parties.ts';
import type { AnnounceDrill, DrillItem, DrillKind, LegalDrill, PartyDrill, TrumpDrill, WinnerDrill } from '../../engine/quiz/drills.ts';
import type { PublicPartyEvidence } from '../../engine/view.ts';
import {
  ABSAGE_CALLS,
  DOPPELKOPF_POINTS,
  LINE_POINTS,
  lineMeaning,
  lineTotals,
  SOLOIST_FACTOR,
  specialLineReason,
  type Call,
  type LineReason,
} from '../../engine/scoring.ts';
import type { RuleFacts } from '../../engine/reference.ts';
import { callDeadlines, REPLY_GRACE } from '../../engine/announcements.ts';
import type { Contract } from '../../engine/contract.ts';
import type { DealResult } from '../../engine/outcome.ts';
import type { DealFacts, ScoreLevel, TrickSpecial } from '../../engine/quiz/score.ts';
import { lineAbsence, type LineAbsence } from '../../engine/quiz/absence.ts';
import type { GradeItem, WinnerAnswer } from '../../engine/quiz/sheet.ts';
import type { CreditGrade, LeadRule } from '../../engine/quiz/problems.ts';
import { contractName, partyMarkText, trickWhyText } from './site.ts';
import { cardName, rankName, suitName, type NameOptions } from '../runtime/names.ts';
import type { Suit } from '../../engine/cards.ts';

export { CALL_WORD, LINE_WORDS, PARTY_WORD };

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
import { seatName } from './seats.ts';
import { fixed } from '../runtime/numbers.ts';
export { seatName };
export const listWords = (xs: readonly string[]) => (xs.length < 2 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const cards = (ids: readonly CardId[], o: NameOptions) => listWords(ids.map((c) => cardName(c, o)));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const quizText = {
  nav: 'Quiz',
  title: 'Quiz yourself',
  intro: 'Endless questions from real deals, each graded and explained by the rules engine. What you miss comes back when it is due.',
  quizzes: {
    score: { title: 'Score the deal', text: 'Fill in the score sheet of a played deal: winner, every line of the value, the four scores.' },
    lead: { title: 'Pick the lead', text: 'Choose the card to lead from a real position; simulation shows how each lead does.' },
    drills: { title: 'Drills', text: 'Short rounds on one rule: trumps, tricks, following suit, calls, parties, points.' },
  },
  due: {
    title: 'Due today',
    none: 'Nothing is due. Answer a few questions and they will come back here when it is time.',
    more: (n: number) => `and ${plural(n, 'more item')}`,
    concept: 'rule',
    item: 'question',
    overdue: 'due',
  },
  progress: {
    title: 'Your progress',
    streak: (n: number, best: number) =>
      n === 0 ? `No streak yet today (best: ${plural(best, 'day')}).` : `Streak: ${plural(n, 'day')} in a row (best: ${plural(best, 'day')}).`,
    answered: (n: number) => `${plural(n, 'answer')} recorded in this browser.`,
    level: (n: number, total: number) => `Score quiz: level ${n} of ${total} open.`,
    misses: 'Missed, by theme',
    noMisses: 'No misses to replay.',
    reset: 'Reset all quiz progress',
    resetConfirm: 'Really delete all quiz progress in this browser?',
    resetDone: 'Quiz progress was reset.',
    migrated: 'Your quiz progress was brought up to date.',
  },
  common: {
    check: 'Check',
    next: 'Next question',
    newItem: 'New question',
    tryAgain: 'Try again',
    right: 'Right!',
    wrong: 'Not quite.',
    hint: (step: number) => ['Hint: the rule', 'Hint: the candidates', 'Show the answer'][step] ?? 'No more hints',
    hints: 'Hints',
    share: 'Link to this question',
    rules: 'Rules',
    ddv: 'DDV tournament rules',
    loading: 'Preparing the question…',
    seconds: (n: number) => `${Math.floor(n / 60)}:${String(n % 60).padStart(2, '0')}`,
    yes: 'Yes',
    no: 'No',
    notANumber: 'Type a whole number.',
    due: 'Back to the quiz overview',
  },
  themes: {
    drill: (k: string) => `Drill: ${drillText.kinds[k as DrillKind] ?? k}`,
    score: (level: string) => `Score the deal, level ${level}`,
    lead: (rule: string) => `Lead: ${rule}`,
  } as Record<string, (rest: string) => string>,
};

/** The title of a miss group (`drill:trump`, `score:3`, `lead:…`). */
export function themeTitle(theme: string, leadRuleTitle: (rule: string) => string = (r) => r): string {
  const [head, ...rest] = theme.split(':');
  const tail = rest.join(':');
  if (head === 'lead') return `Lead: ${leadRuleTitle(tail)}`;
  return quizText.themes[head]?.(tail) ?? theme;
}

// ---------------------------------------------------------------- drills

export const drillText = {
  title: 'Drills',
  intro: 'Short rounds of questions on one rule. Each answer is checked by the rules engine, which also says why.',
  kinds: {
    trump: 'Trump or not',
    winner: 'Which card wins this trick',
    legal: 'Which cards may be played',
    announce: 'Is this call allowed now',
    party: 'Who is Re so far',
    points: 'Count the points of a trick',
  } satisfies Record<DrillKind, string>,
  mixed: 'A bit of everything',
  mixedCovered: 'A bit of everything your lessons have covered',
  kindLegend: 'What to drill',
  lessonDone: (n: number) => `lesson ${n}, done`,
  lessonTodo: (n: number, title: string) => `lesson ${n}: ${title}`,
  nextLessonIntro: 'Not covered yet:',
  orderNote: 'Each round starts with the easiest questions: normal games before solos, a trick everyone followed before a fight with trumps.',
  solos: 'Include solo games',
  solosHelp: (n: number, title: string, covered: boolean) =>
    covered
      ? `(their card order is taught in lesson ${n}, ${title}, which you have covered)`
      : `(their card order comes in lesson ${n}, ${title}; until then the drills keep to the normal game)`,
  /** A finished round's items: the cards with the answer. */
  summary: {
    trump: (isTrump: boolean) => (isTrump ? 'is a trump' : 'is not a trump'),
    trick: (leader: string) => `${leader} led:`,
    wins: 'wins the trick',
    winner: (seat: string, card: string) => `${seat} wins with the ${card}`,
    trickSoFar: 'Trick so far:',
    hand: (seat: string) => `${seat}’s hand:`,
    mayPlay: 'may be played',
    points: (n: number) => plural(n, 'card point'),
    announce: (seat: string, party: Party, call: Call, holding: number, allowed: boolean) =>
      `${seat}, ${PARTY_WORD[party]}, ${plural(holding, 'card')} in hand: “${CALL_WORD[call]}” ${allowed ? 'is allowed' : 'is not allowed'}.`,
    parties: (answer: readonly (Party | null)[]) => `${answer.map((p, seat) => `${seatName(seat)}: ${partyMarkText[p ?? 'unknown']}`).join(', ')}.`,
  },
  timed: (s: number) => `Timed: ${s} seconds for the round`,
  start: 'Start the round',
  position: (i: number, n: number) => `Question ${i} of ${n}`,
  timeLeft: (t: string) => `${t} left`,
  finished: 'Round complete',
  timeUp: 'Time is up.',
  score: (right: number, total: number) => `${right} of ${total} right.`,
  again: 'Another round',
  change: 'Choose another drill',
  replayOne: 'A single question, back from your progress.',
  yourAnswer: 'Your answer',
  contract: (kind: OrderKind) => contractName[kind],
  trumpQ: (card: string, contract: string) => `${contract}: is the ${card} a trump?`,
  winnerQ: (leader: number, trickNo: number, last: boolean) =>
    `${seatName(leader)} led trick ${trickNo}${last ? ' (the last trick)' : ''}. Which card wins it? The cards are in play order.`,
  legalQ: (seat: number) => `${seatName(seat)} is to play. Select every card in the hand that may be played, then check.`,
  trickSoFar: 'The trick so far',
  hand: 'The hand',
  handPick: 'The hand: select every card that may be played',
  announceQ: (seat: number, party: Party, call: Call, holding: number) =>
    `You are ${seatName(seat)}, a ${PARTY_WORD[party]} player, holding ${plural(holding, 'card')}. May you say “${CALL_WORD[call]}” now?`,
  callsSoFar: (list: string) => (list ? `Calls so far: ${list}.` : 'Nobody has made a call yet.'),
  callMade: (seat: number, call: Call, cardsPlayed: number) => `${seatName(seat)} “${CALL_WORD[call]}” after ${plural(cardsPlayed, 'card')}`,
  partyQ: 'You watch this game from the rail and see no hand. After these cards and calls, who is known to be Re, who Kontra?',
  /** The lessons' words for a party (the same on the table and in the lessons' exercises). */
  partyOptions: partyMarkText,
  pointsQ: 'How many card points are in this trick?',
  pointsLabel: 'Card points',
};

/** "in the normal game", "in a clubs solo": the game of a question, inside a sentence. */
const GAME_IN: Record<OrderKind, string> = {
  normal: 'in the normal game',
  clubs: 'in a clubs solo',
  spades: 'in a spades solo',
  hearts: 'in a hearts solo',
  diamonds: 'in a diamonds solo',
  queens: 'in a queens solo',
  jacks: 'in a jacks solo',
  aces: 'in an aces solo',
};

/** About the card asked, in the lesson's words: where it stands among the trumps, or the plain suit it belongs to. */
function trumpWhy(item: TrumpDrill, o: NameOptions): string {
  const card = cardName(item.card, o);
  const game = GAME_IN[item.contract];
  if (item.answer) return `Yes: ${game} the ${card} is a trump (number ${item.trumps.indexOf(item.card) + 1} of ${item.trumps.length}, from the top).`;
  const suit = suitName(cardOrder(item.contract, item.rules).suit[item.card] as Suit, o);
  if (item.trumps.length === 0) return `No: ${game} there are no trumps at all, so the ${card} is a plain card of ${suit}.`;
  return `No: ${game} the ${card} is a plain card of ${suit}, not a trump.`;
}

function announceWhy(item: AnnounceDrill): string {
  if (item.refusal) return `${cap(describeAnnouncementRefusal(item.refusal))}.`;
  const what = `“${CALL_WORD[item.call]}”`;
  return item.reply
    ? `${what} is allowed as a reply to the opponents’ call: a reply may come one card later than that call needed, with at least ${plural(item.needed, 'card')} in hand, and you hold ${item.holding}.`
    : `${what} needs at least ${plural(item.needed, 'card')} in hand (every level it implies must still be on time), and you hold ${item.holding}.`;
}

const bothReKnown = (seats: readonly string[]) => `both Re players are known, so ${listWords(seats)} ${seats.length === 1 ? 'is' : 'are'} Kontra`;

/** What shows a seat's party, as a clause (evidenceText makes it a sentence). */
function evidenceClause(e: PublicPartyEvidence): string {
  switch (e.code) {
    case 'clubQueen':
      return `${seatName(e.seat)} played a queen of clubs in trick ${e.trickNo}, so is Re`;
    case 'announced':
      return `${seatName(e.seat)} said “${CALL_WORD[e.call]}”, which shows the side: ${PARTY_WORD[e.party]}`;
    case 'bothReKnown':
      return bothReKnown([seatName(e.seat)]);
    case 'silentSolo':
      return e.seat === e.soloist
        ? `${seatName(e.seat)} played both queens of clubs: a silent solo, alone as Re`
        : `${seatName(e.soloist)} played both queens of clubs (a silent solo), so ${seatName(e.seat)} is Kontra`;
  }
}

export function evidenceText(e: PublicPartyEvidence): string {
  return `${cap(evidenceClause(e))}.`;
}

/** Every seat of the question in one sentence: what shows the known parties, then who is unknown. */
function partyWhy(item: PartyDrill): string {
  // Counting tells the same for every remaining seat: said once for them all.
  const counted = item.evidence.filter((e) => e.code === 'bothReKnown').map((e) => seatName(e.seat));
  const clauses = item.evidence.filter((e) => e.code !== 'bothReKnown').map(evidenceClause);
  if (counted.length > 0) clauses.push(bothReKnown(counted));
  const unknown = item.answer.map((p, s) => (p === null ? seatName(s) : null)).filter((x): x is string => x !== null);
  if (unknown.length > 0) clauses.push(`${listWords(unknown)}: ${partyMarkText.unknown.toLowerCase()} (no queen of clubs played, no call, nothing to deduce)`);
  return `${cap(clauses.join('; '))}.`;
}

/** The cards the hand may play and why, in one sentence. */
function legalWhy(item: LegalDrill, o: NameOptions): string {
  const led = item.led === 'T' ? 'A trump was led' : `${cap(suitName(item.led, o))} were led`;
  const own = item.led === 'T' ? 'trumps' : `plain ${suitName(item.led, o)}`;
  if (item.illegal.length === 0) return `${led} and this hand has no ${item.led === 'T' ? 'trump' : own}, so every card may be played.`;
  return `${led}, so only the hand’s ${own} may be played: ${cards(item.answer, o)}.`;
}

/** The winning card and why, in one sentence (the lessons' longer wording names the other plain suits too). */
function winnerWhy(item: WinnerDrill, o: NameOptions): string {
  return trickWhyText(item.why.code === 'highestOfLed' ? { ...item.why, others: [] } : item.why, o);
}

/** The engine's reason for the right answer: one sentence about the item asked. */
export function drillWhy(item: DrillItem, o: NameOptions = {}): string {
  switch (item.kind) {
    case 'trump':
      return trumpWhy(item, o);
    case 'winner':
      return winnerWhy(item, o);
    case 'legal':
      return legalWhy(item, o);
    case 'announce':
      return `${item.answer ? 'Yes' : 'No'}: ${announceWhy(item)}`;
    case 'party':
      return partyWhy(item);
    case 'points':
      return `${item.trick.map((c) => `${cap(cardName(c, o))} ${cardPoints(c)}`).join(', ')}: ${item.answer} card points.`;
  }
}

export function callsSoFarText(calls: readonly { seat: Seat; call: Call; cardsPlayed: number }[]): string {
  return drillText.callsSoFar(calls.map((a) => drillText.callMade(a.seat, a.call, a.cardsPlayed)).join('; '));
}

/** The three hint steps of a drill item: the rule, the candidates, the answer. */
export function drillHint(item: DrillItem, step: number, o: NameOptions = {}): string {
  if (step >= 2) return drillWhy(item, o);
  const order = cardOrder(item.contract, item.rules);
  const isTrump = (c: CardId) => order.suit[c] === 'T';
  switch (item.kind) {
    case 'trump':
      return step === 0
        ? 'Which cards are trumps depends on the game: in the normal game and a diamonds solo the ♥10, all queens, all jacks and the diamonds; in a colour solo that suit instead of diamonds; in a queens or jacks solo only those; in an aces solo none.'
        : `This is a game of type “${contractName[item.contract]}”. It has ${plural(item.trumps.length, 'kind')} of trump card.`;
    case 'winner': {
      if (step === 0)
        return 'The highest trump wins. Without a trump, the highest card of the suit that was led wins. Of two equal cards the one played first wins (unless a house rule says otherwise for the ♥10).';
      const trumps = item.trick.filter(isTrump);
      return trumps.length > 0
        ? `The trick holds ${plural(trumps.length, 'trump')}: ${cards(trumps, o)}. Only they can win.`
        : `Nobody trumped: only the cards of the led suit can win (${cards(
            item.trick.filter((c) => order.suit[c] === order.suit[item.trick[0]]),
            o,
          )}).`;
    }
    case 'legal': {
      if (step === 0)
        return 'Follow the suit of the first card of the trick. Trump is a suit of its own: a queen or jack (in the normal game) belongs to trump, not to its printed suit. Only without a card of the led suit may you play anything.';
      const led = item.led;
      const same = [...new Set(item.hand)].filter((c) => order.suit[c] === led);
      return `${cap(cardName(item.trick[0], o))} was led, so the trick is a ${led === 'T' ? 'trump' : suitName(led, o)} trick. ${same.length > 0 ? `Of that kind the hand holds ${cards(same, o)}.` : 'The hand holds no card of that kind.'}`;
    }
    case 'announce':
      return step === 0 ? announceRuleHint(item.rules) : `You hold ${plural(item.holding, 'card')}. ${callsSoFarText(item.calls)}`;
    case 'party':
      return step === 0
        ? 'The two holders of the queens of clubs are Re. Playing a queen of clubs shows a Re player; a call shows the caller’s party. Once both players of one party are known, the other two are the other party.'
        : item.evidence.length === 0
          ? 'No queen of clubs has been played and nobody has made a call.'
          : `Look at: ${
              item.evidence
                .filter((e) => e.code === 'clubQueen' || e.code === 'announced')
                .map(evidenceText)
                .join(' ') || 'the deductions from what is known.'
            }`;
    case 'points':
      return step === 0 ? pointsRuleHint(item.rules, o) : item.trick.map((c) => `${cardName(c, o)}: ${cardPoints(c)}`).join(', ');
  }
}

/** The deadlines of the calls under the item's rules (12 or 10 cards in hand at the start), from the engine. */
function announceRuleHint(rules: RuleSet): string {
  const d = callDeadlines(handSize(rules), 0);
  const absageWords = ABSAGE_CALLS.map((call, i) => `${CALL_WORD[call]} ${i === 0 ? `at least ${d[call]}` : d[call]}`).join(', ');
  return `Re or Kontra needs at least ${plural(d.ansage, 'card')} in hand, ${absageWords}. An Absage needs the own party’s Re or Kontra first (it may be said at the same time). A reply to the opponents’ call may come ${REPLY_GRACE === 1 ? 'one card' : plural(REPLY_GRACE, 'card')} later than that call needed.`;
}

/** The card points of each rank in the item's pack, from the engine. */
function pointsRuleHint(rules: RuleSet, o: NameOptions): string {
  const inPack = cardKinds(rules);
  const ranks = RANKS.filter((k) => inPack.some((c) => rankOf(c) === k)).map((k) => `${rankName(k, o)} ${cardPoints(`C${k}`)}`);
  return `${cap(listWords(ranks))}. A trump counts the same as the card of its printed rank.`;
}

// ---------------------------------------------------------------- score the deal

export const scoreText = {
  title: 'Score the deal',
  intro:
    'A deal played to the end by the computer players. Fill in the score sheet as at the table: who won, every line of the game value, and the four players’ scores.',
  levels: {
    1: 'A normal game without calls',
    2: 'With Re and Kontra',
    3: 'With Absagen (keine 90 …)',
    4: 'Special points',
    5: 'Solos and silent solos',
    6: 'Marriages',
    7: 'Games without a winner',
    8: 'House rules',
  } as Record<ScoreLevel, string>,
  levelLabel: 'Level',
  levelOption: (n: number, name: string, locked: boolean) => `${n}. ${name}${locked ? ' (locked)' : ''}`,
  lockedNote: (n: number) =>
    `Level ${n} is not open yet: score two sheets of the level before it without a mistake. This one is shown because the link asks for it.`,
  linkRules: 'This question uses the house rules in its link, not your settings.',
  newDeal: 'New deal',
  deal: 'The deal',
  tricks: 'The twelve tricks',
  tricksN: (n: number) => (n === 12 ? 'The twelve tricks' : `The ${n} tricks`),
  facts: 'The facts',
  specialEvents: 'Special events',
  noSpecialEvents: 'None.',
  /** What the quiz's review list calls a score sheet skill (kept with the learner's progress). */
  concept: { line: (line: string) => `Score line: ${line}`, winner: 'Score: who won', scores: 'Score: the four players’ scores' },
  viewFacts: 'Facts',
  viewTricks: 'Tricks',
  sheet: 'Your score sheet',
  keySheet: 'The correct sheet',
  winner: 'Winner',
  winnerOptions: { re: 'Re', kontra: 'Kontra', none: 'Nobody (no winner)' } as Record<WinnerAnswer, string>,
  linesCaption: 'Lines of the game value: points for each party',
  line: 'Line',
  scores: 'Scores',
  scoreOf: (seat: number) => `${seatName(seat)}`,
  fieldLabel: (line: string, party: string) => `${line}: points for ${party}`,
  notNumber: 'Some fields hold something that is not a whole number; they are marked.',
  check: 'Check the sheet',
  tryAgain: 'Correct my sheet',
  result: (right: number, total: number, credit: number) => `${right} of ${total} items right (${Math.round(credit * 100)} % credit).`,
  allRight: 'Every line and every score is right.',
  grading: 'Line by line',
  yourValue: 'yours',
  correctValue: 'correct',
  empty: '–',
};

const creditText = (e: { re: number; kontra: number }) => {
  const parts = (['re', 'kontra'] as const).filter((p) => e[p] !== 0).map((p) => `${e[p] > 0 ? '+' : ''}${e[p]} for ${PARTY_WORD[p]}`);
  return parts.length ? parts.join(' and ') : 'nothing';
};

function targetText(t: DealFacts['targets']['re']): string {
  if ('tricks' in t) return t.tricks === 'all' ? 'every trick' : 'at least one trick';
  return `${t.points} card points`;
}

const whoSaid = (f: DealFacts, party: Party) => {
  const a = f.announcements.find((x) => f.parties[party].includes(x.seat));
  return a ? ` (by ${seatName(a.seat)})` : '';
};

/** Why a line of the engine's result is there, in words (the facts of the deal). */
export function lineWhy(reason: LineReason, party: Party, f: DealFacts, winner: Party | null): string {
  const P = PARTY_WORD[party];
  const opp: Party = party === 're' ? 'kontra' : 're';
  const O = PARTY_WORD[opp];
  const meaning = lineMeaning(reason);
  const points = LINE_POINTS[reason];
  const count = (line: LineReason) => f.specials.filter((e) => e.party === party && specialLineReason(e, f.rules) === line);
  const tricksOf = (events: readonly { trickNo: number }[]) => listWords(events.map((e) => `trick ${e.trickNo}`));
  switch (meaning.kind) {
    case 'won':
      return `${P} reached its target of ${targetText(f.targets[party])} with ${f.cardPoints[party]} card points in ${plural(f.tricks[party], 'trick')}`;
    case 'below':
      return `${O} took ${f.cardPoints[opp]} card points, fewer than ${meaning.threshold}`;
    case 'schwarz':
      return `${O} won no trick`;
    case 'reached':
      return `${P} took ${f.cardPoints[party]} card points, at least ${meaning.points}, against ${O}’s “${CALL_WORD[meaning.against]}”`;
    case 'ansage':
      return `${PARTY_WORD[meaning.party]} was announced${whoSaid(f, meaning.party)}: ${plural(points, 'point')} for the winner${winner && winner !== meaning.party ? `, ${PARTY_WORD[winner]}` : ''}`;
    case 'absage':
      return `${PARTY_WORD[meaning.party]} announced “${CALL_WORD[meaning.call]}”${whoSaid(f, meaning.party)}, ${points === 1 ? 'a point' : plural(points, 'point')} for the winner`;
    case 'special':
      break;
  }
  switch (reason) {
    case 'againstTheElders':
      return 'Kontra won against the club queens';
    case 'doppelkopf': {
      const ev = count('doppelkopf');
      return `${P} won ${plural(ev.length, 'trick')} of ${DOPPELKOPF_POINTS} card points or more (${listWords(ev.map((e) => `trick ${e.trickNo}: ${f.trickPoints[e.trickNo - 1]}`))})`;
    }
    case 'foxCaught': {
      const ev = count('foxCaught');
      return `${P} caught ${ev.length === 1 ? 'a fox' : `${ev.length} foxes`} (♦A) of ${O} (${tricksOf(ev)})`;
    }
    case 'foxCaughtLastTrick':
      return `${P} caught a fox of ${O} in the last trick, worth ${points} under the house rule`;
    case 'karlchen':
      return `A ♣J of ${P} won the last trick`;
    case 'karlchenCaught':
      return `${P} caught a ♣J of ${O} in the last trick`;
    case 'lieschenMueller':
      return `${P} caught a ♣J of ${O} with a ♦Q in the last trick`;
    default:
      return LINE_WORDS[reason];
  }
}

/** Why the learner's line is not in the sheet at all (the engine's lineAbsence in words). */
function absenceText(a: LineAbsence): string {
  switch (a.code) {
    case 'specialInSolo':
      return 'special points (and “against the club queens”) do not count in a solo';
    case 'noWinner':
      return 'nobody reached its target, so there is no winner: no “won”, and calls score nothing';
    case 'notBelow':
      return `${PARTY_WORD[a.opponents]} took ${a.points} card points, not fewer than ${a.threshold}`;
    case 'missedTarget':
      return `${PARTY_WORD[a.party]} did not reach its target of ${targetText(a.target)}: it took ${a.points} card points`;
    case 'tricksWon':
      return `${PARTY_WORD[a.opponents]} won ${plural(a.tricks, 'trick')}`;
    case 'notAnnounced':
      return `nobody said ${CALL_WORD[a.call]}`;
    case 'onlyKontraWins':
      return 'only a win of Kontra in a normal game scores it';
    case 'absageNotMade':
      return `${PARTY_WORD[a.party]} did not announce “${CALL_WORD[a.call]}”`;
    case 'didNotHappen':
      return 'it did not happen in this deal';
  }
}

/** One graded item in words. */
export function gradeItemText(item: GradeItem, f: DealFacts, r: DealResult): string {
  switch (item.kind) {
    case 'winner': {
      const expected = item.expected === 'none' ? 'nobody won' : `${PARTY_WORD[item.expected]} won`;
      const why = r.winner
        ? lineWhy('won', r.winner, f, r.winner)
        : `Re needed ${targetText(f.targets.re)}, Kontra ${targetText(f.targets.kontra)}; Re took ${f.cardPoints.re}, Kontra ${f.cardPoints.kontra}`;
      return item.ok
        ? `Winner: right, ${expected}.`
        : `Winner: ${expected} — ${why}. You wrote: ${item.given ? scoreText.winnerOptions[item.given] : 'nothing'}.`;
    }
    case 'line': {
      const label = cap(LINE_WORDS[item.reason]);
      const due = (['re', 'kontra'] as const).filter((p) => item.expected[p] !== 0);
      if (item.ok) return `${label}: right, ${creditText(item.expected)}.`;
      if (due.length === 0) {
        const wrote = (['re', 'kontra'] as const).find((p) => item.given[p] !== 0)!;
        return `${label}: not in this sheet — ${absenceText(lineAbsence(item.reason, wrote, f, r.winner))}. You wrote ${creditText(item.given)}.`;
      }
      const why = due.map((p) => `${lineWhy(item.reason, p, f, r.winner)}: ${creditText({ re: 0, kontra: 0, [p]: item.expected[p] })}`).join('; ');
      return `${label}: ${why}. You wrote ${creditText(item.given)}.`;
    }
    case 'scores':
      return item.ok
        ? `Scores: right, ${item.expected.map((v, i) => `${seatName(i)} ${signed(v)}`).join(', ')}.`
        : `Scores: ${scoresWhy(f, r)} You wrote ${item.given.map((v, i) => `${seatName(i)} ${v === null ? 'nothing' : signed(v)}`).join(', ')}.`;
  }
}

export const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/** How the value turns into the four scores. */
export function scoresWhy(f: DealFacts, r: DealResult): string {
  const totals = lineTotals(r.lines);
  const value = `The value from Re’s side is ${signed(r.value)} (Re ${totals.re} − Kontra ${totals.kontra}).`;
  const [re, kontra] = [f.parties.re[0], f.parties.kontra[0]];
  if (f.parties.re.length === 1) {
    return `${value} In a solo the soloist, ${seatName(re)}, gets ${timesWord(SOLOIST_FACTOR)} the value, ${signed(r.scores[re])}; each of the three others gets ${signed(r.scores[kontra])}.`;
  }
  return `${value} Each Re player (${listWords(f.parties.re.map((s) => seatName(s)))}) gets ${signed(r.scores[re])}, each Kontra player (${listWords(f.parties.kontra.map((s) => seatName(s)))}) ${signed(r.scores[kontra])}.`;
}

const timesWord = (n: number) => (n === 2 ? 'twice' : n === 3 ? 'three times' : `${n} times`);

/** The contract and the parties in one sentence. */
export function contractText(f: DealFacts, marriage: { clarifiedIn: number | null; partner: number | null } | null): string {
  const c = f.contract;
  const re = listWords(f.parties.re.map((s) => seatName(s)));
  const kontra = listWords(f.parties.kontra.map((s) => seatName(s)));
  switch (c.kind) {
    case 'normal':
      return f.solo
        ? `A silent solo: ${re} holds both queens of clubs and plays alone as Re against ${kontra}. It is scored as a solo.`
        : `A normal game. Re (the two queens of clubs): ${re}. Kontra: ${kontra}.`;
    case 'solo':
      return `${contractName[c.solo]} by ${seatName(c.declarer)} (${c.compulsory ? 'a Pflichtsolo' : 'a Lustsolo'}): Re alone against ${kontra}.`;
    case 'marriage':
      return marriage?.partner != null
        ? `A marriage: ${seatName(c.declarer)} holds both queens of clubs; ${seatName(marriage.partner)} won trick ${marriage.clarifiedIn}, the Klärungsstich, and is the partner. Re: ${re}. Kontra: ${kontra}.`
        : `A marriage of ${seatName(c.declarer)} in which nobody else won one of the first three tricks: it became a Karo solo, scored as a solo. Re: ${re} alone.`;
    case 'poverty':
      return `A poverty (Armut) of ${seatName(c.declarer)}, taken by ${seatName(c.partner)}: they are Re. Kontra: ${kontra}.`;
  }
}

export function callsText(f: DealFacts): string {
  if (f.announcements.length === 0) return 'Nobody made a call.';
  return `${f.announcements.map((a) => `${seatName(a.seat)} said “${CALL_WORD[a.call]}” ${a.cardsPlayed === 0 ? 'before the first card' : `after ${plural(a.cardsPlayed, 'card')}`}`).join('; ')}.`;
}

export function pointsText(f: DealFacts): string {
  return `Re took ${f.cardPoints.re} card points in ${plural(f.tricks.re, 'trick')}, Kontra ${f.cardPoints.kontra} in ${plural(f.tricks.kontra, 'trick')}.`;
}

export function targetsText(f: DealFacts): string {
  return `Targets: Re needs ${targetText(f.targets.re)}, Kontra ${targetText(f.targets.kontra)}.`;
}

export function specialText(e: TrickSpecial): string {
  const P = PARTY_WORD[e.party];
  switch (e.kind) {
    case 'doppelkopf':
      return `Trick ${e.trickNo}: a Doppelkopf for ${P}`;
    case 'fox':
      return `Trick ${e.trickNo}: ${P} caught a fox${e.lastTrick ? ' (in the last trick)' : ''}`;
    case 'karlchen':
      return `Trick ${e.trickNo}: Karlchen (♣J) of ${P} won the last trick`;
    case 'karlchenCaught':
      return `Trick ${e.trickNo}: ${P} caught a Karlchen${e.card ? ` with the ${cardName(e.card as CardId)}` : ''}`;
  }
}

/** Hint 1: the rules the level practises, with the numbers of the engine's rules. */
export const scoreRuleHint: Record<ScoreLevel, (r: RuleFacts) => string> = {
  1: (r) =>
    `Re (the two queens of clubs) needs ${r.reNeeds} card points, Kontra ${r.kontraNeeds}. The winner gets ${r.absagePoints} for “won”, ${r.absagePoints} more for each of ${listWords(r.absageThresholds.map((t) => `“below ${t}”`))} the losers stayed under, and ${r.absagePoints} for “schwarz” if they won no trick. If Kontra wins, add ${r.absagePoints} for “against the club queens”. Each winner gets the value, each loser minus the value.`,
  2: (r) =>
    `Each Re or Kontra said adds ${r.ansagePoints} points for the winner, whoever said it. “Kontra” alone (no “Re”) moves the targets: Re then needs ${r.onlyKontraNeeds.re}, Kontra ${r.onlyKontraNeeds.kontra}.`,
  3: (r) => {
    const [t90, t60, t30] = r.absageThresholds;
    const [r90, r60, r30, rSchwarz] = r.reachedAgainst;
    return `An Absage changes the targets: keine 90 needs the opponents below ${t90} (keine 60 below ${t60}, keine 30 below ${t30}, schwarz: no trick). Each level announced adds ${r.absagePoints} for the winner and implies the lower levels and the party’s Re/Kontra. A party that reaches ${r90} against keine 90 (${r60} against keine 60, ${r30} against keine 30, ${rSchwarz} against schwarz) gets ${r.absagePoints} for each.`;
  },
  4: (r) =>
    `Special points in a normal game: a Doppelkopf (a trick of ${r.doppelkopfPoints} or more) for the party that won it; a fox (♦A) caught from the other party; Karlchen: a ♣J that wins the last trick. Each party’s special points count for it, whoever won; they are set against the other lines.`,
  5: (r) =>
    `A solo is scored like a normal game, but without special points and without “against the club queens”; the soloist gets ${timesWord(r.soloistFactor)} the value, each opponent minus the value. A player with both queens of clubs who says nothing plays a silent solo.`,
  6: (r) =>
    `A marriage is scored as a normal game with special points once the partner is found. If the declarer wins the first ${r.marriageTricks} tricks himself, it becomes a Karo solo and is scored as a solo.`,
  7: (r) =>
    `When both parties made Absagen and both missed their targets, nobody wins: no “won”, no points for calls. Only ${listWords([...r.absageThresholds.map((t) => `“below ${t}”`), '“schwarz”'])} (to the party whose opponents stayed below), the points reached against the opponents’ Absagen, and the special points count.`,
  8: (r) =>
    `House rules change single lines: a fox caught in the last trick may count ${r.foxLastTrickPoints}, a Karlchen caught may score, without nines there are only ${r.tricksWithoutNines} tricks, and in a poverty the poor player and the one who took the cards are Re.`,
};

/** Hint 2: the candidates — which lines this sheet holds (not their points). */
export function scoreCandidates(r: DealResult, f: DealFacts): string {
  const lines = r.lines.map((l) => `${LINE_WORDS[l.reason]} (${PARTY_WORD[l.party]})`);
  return `${pointsText(f)} ${targetsText(f)} The sheet has ${plural(lines.length, 'line')}: ${lines.length ? listWords(lines) : 'none'}.`;
}

// ---------------------------------------------------------------- leads

/** Each rule of thumb for leads (docs/tactics.md): a title and the rule as the tables say it. */
export const LEAD_RULE_TEXT: Record<LeadRule, { title: string; rule: string }> = {
  singleBlackAce: {
    title: 'A single black ace first',
    rule: 'At the start, lead a single black ace: the first round of a suit usually goes round, the second is almost always trumped.',
  },
  shortestAceFirst: {
    title: 'The shortest suit first',
    rule: 'With single aces in clubs and spades, or several aces, lead the ace of the shortest suit first.',
  },
  singleHeartAce: {
    title: 'Then a lone heart ace',
    rule: 'Without a single black ace, lead a lone heart ace: with only six plain hearts it stands on the first round only.',
  },
  aceFromPair: {
    title: 'Then an ace from a short suit',
    rule: 'Without single aces, lead an ace with one more card of its suit: it stands about half the time, and after two rounds you can trump.',
  },
  secondRoundRuffed: {
    title: 'Cash aces before the second round',
    rule: 'Lead your plain-suit aces before an opponent leads his: a second round of a suit is almost always trumped, and a second ace stands only about one time in five.',
  },
  noSecondHeart: { title: 'No second round of hearts', rule: 'Avoid leading a second round of hearts: it gives the opponents a ruff and a discard.' },
  reTrumpToPartner: { title: 'As Re, trump to the partner', rule: 'Then hand the lead to your partner: as Re, lead trump towards your partner’s club queen.' },
  kontraSideSuit: { title: 'As Kontra, a side suit', rule: 'As Kontra, lead a side suit, where your partner may hold the ace or trump.' },
  trumpForKontraPartner: { title: 'Partner said Kontra: trump', rule: 'If your partner has said Kontra, lead trump, since he should hold at least one ♥10.' },
  marriageDulle: { title: 'Against a marriage: the Dulle', rule: 'Against a marriage, lead the ♥10 to win the clarifying trick yourself.' },
  marriageShortAce: { title: 'Against a marriage: the short ace', rule: 'Against a marriage without a ♥10, lead an ace of your shortest suit.' },
  soloPullTrumps: {
    title: 'In a trump solo, pull trumps',
    rule: 'As the soloist of a trump solo with the lead, draw the opponents’ trumps from the top; then your aces stand.',
  },
};

/** The title of a lead problem's rule of thumb (docs/tactics.md); `simulated` for generated problems. */
export function leadRuleTitle(rule: string): string {
  return rule === 'simulated' ? leadText.generatedTheme : (LEAD_RULE_TEXT[rule as LeadRule]?.title ?? rule);
}

export const leadText = {
  title: 'Pick the lead',
  intro: 'You are to lead. Pick a card from your hand; then see how every lead did in hundreds of simulated deals.',
  problems: 'Problems',
  problemsIntro: (n: number) => `${n} problems, each on a rule of thumb. Or try a position nobody picked by hand: a new deal graded by simulation alone.`,
  generated: 'A new deal, graded by simulation',
  generatedTitle: (seed: number) => `Opening lead, deal #${seed}`,
  generatedTheme: 'Leads graded by simulation',
  generatedNote: 'A generated problem: there is no curated key. Every lead within the simulation’s 95 % interval of the best is right.',
  youAre: (seat: number, party: string | null) => `You are ${seatName(seat)}${party ? `, ${party}` : ''}, and it is your lead.`,
  contract: (c: Contract, seat: number): string => {
    switch (c.kind) {
      case 'normal':
        return 'A normal game.';
      case 'marriage':
        return `${seatName(c.declarer)} has announced a marriage (both queens of clubs): the first other player to win one of the first three tricks becomes the partner.`;
      case 'poverty':
        return `A poverty of ${seatName(c.declarer)}, taken by ${seatName(c.partner)}.`;
      case 'solo':
        return `${c.declarer === seat ? 'You play' : `${seatName(c.declarer)} plays`} a ${contractName[c.solo]}${c.compulsory ? ' (Pflichtsolo: the soloist leads)' : ''}.`;
    }
  },
  yourHand: 'Your hand: pick the card to lead',
  position: 'The position',
  tricksSoFar: 'Tricks so far',
  noTricks: 'This is the first trick of the deal.',
  ruleLabel: 'Rule of thumb',
  /** The verdict's first words, one per grade (engine/quiz/problems.ts creditGrade). */
  grade: { full: 'Right!', partial: 'Partly right.', none: 'Not a good lead here.' } satisfies Record<CreditGrade, string>,
  credit: (n: number) => (n === 0 ? 'No credit.' : `${n} % credit.`),
  /** The badge on a card with partial credit. */
  badge: (n: number) => `${n} %`,
  /** A graded card, for screen readers (after its name). */
  cardNote: (grade: CreditGrade, credit: number, yours: boolean) =>
    `${yours ? 'your lead, ' : ''}${grade === 'full' ? 'full credit' : grade === 'partial' ? `${credit} % credit` : 'no credit'}`,
  bestLead: (card: string) => `The best lead: the ${card}.`,
  key: (card: string) => `The lead: the ${card}.`,
  yourLead: (card: string) => `You led the ${card}.`,
  /** Both tries, in order. */
  yourLeads: (first: string, second: string) => `You led the ${first}, then the ${second}.`,
  /** After a first try that was not the best: its own grade, without naming the best lead. */
  notBest: (grade: CreditGrade, card: string, credit: number) =>
    grade === 'partial' ? `Not the best lead yet: the ${card} earns ${credit} %.` : `Not a good lead here: the ${card} earns nothing.`,
  tryOnce: 'Try once more: a second try earns half the credit.',
  showAnswer: 'Show the answer',
  /** Before the one-sentence reason. */
  why: 'Why:',
  details: 'Details: the whole explanation and the simulation',
  /** A generated problem's reason, from the simulation. */
  simReason: (best: string, points: number, samples: number) =>
    `In ${samples} simulated deals the ${best} brought your party the most card points, ${fixed(points, 0)} on average.`,
  simulating: (done: number, total: number) => `Simulating: ${done} of ${total} deals…`,
  evidence: 'Evidence from simulation',
  columns: { card: 'Lead', points: 'Card points', win: 'Wins', score: 'Score per deal', credit: 'Credit' },
  intervals: 'Under each figure, in small print: its 95 % interval.',
  assumptions: (samples: number, relaxed: number) =>
    `${samples} deals, each dealing the cards you cannot see at random but consistently with your hand, the cards played and what the calls and played queens show about the parties${relaxed > 0 ? ` (in ${relaxed} of them a void had to be ignored)` : ''}. Calls are not read as signs of strength. Every lead is played on the same deals; then all four players follow the computer players’ rules of thumb, with no further calls. “Card points” are your party’s.`,
  bestBySim: (card: string) => `Best by simulation: the ${card}.`,
  withinInterval: (cards: string) => `Also full credit, within the 95 % interval of the best: ${cards}.`,
  curatedCredit: 'The credit follows this problem’s rule of thumb; the simulation shows how each lead did on these deals.',
  next: 'Next problem',
  another: 'Another generated deal',
  candidates: (cards: string) => `Worth considering: ${cards}.`,
  heuristic: (card: string) => `The computer players’ rules of thumb would lead the ${card}.`,
  generatedRule:
    'Aces first: a single black ace, then a lone heart ace, then an ace from a short suit. Without an ace, Re leads trump to the partner, Kontra a side suit.',
  answerHint: (card: string) => `The best lead by simulation: the ${card}.`,
};
