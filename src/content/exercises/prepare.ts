/**
 * Turns an exercise (data) into what its island shows, asking the engine for every answer
 * and every reason. Runs when the page is built (and in tests/content, under every house
 * rule a learner may have set), so the islands stay light and the answers deterministic.
 */
import { deadline, FORCED_ANNOUNCEMENT_POINTS } from '../../engine/announcements.ts';
import { cardPoints, deck, handSize, sumPoints, TOTAL_POINTS, type CardId } from '../../engine/cards.ts';
import { declarationRefusal, mayDeclareHalfChicken, normalTrumps, throwInReason } from '../../engine/contract.ts';
import { announcementRefusal, apply, currentOrder, newDeal, totalTricks, type DealState } from '../../engine/deal.ts';
import { withdrawRefusal } from '../../engine/legal.ts';
import { cardOrder, sortHand, type CardOrder } from '../../engine/order.ts';
import { trickSpecials } from '../../engine/outcome.ts';
import { nextSeat, SEATS, type Party, type Seat } from '../../engine/parties.ts';
import { evaluateLeads, verdicts as leadVerdicts } from '../../engine/quiz/lead.ts';
import { callNeed } from '../../engine/quiz/drills.ts';
import { parseRules, ruleOverrides, type RuleSet } from '../../engine/rules.ts';
import { CALLS, levelOfCall, meetsTarget, scoreDeal, targetPoints, targetReason, type Level, type LineReason } from '../../engine/scoring.ts';
import { forcedSoloist, SESSION_LENGTH } from '../../engine/session.ts';
import { explainLoser, explainTrick, illegalReason, legalWhy, trickWinner } from '../../engine/trick.ts';
import { evidenceParty, mustShowParty, partyEvidence, viewFor } from '../../engine/view.ts';
import { evaluateDeal, factsOf, sheetDeal } from '../../machines/scoreSheetFacts.ts';
import { playSession } from '../../machines/sessionSteps.ts';
import { replay } from './deals.ts';
import type {
  CardAtom,
  CardCheck,
  CardSpot,
  Choice,
  ChooseExercise,
  DealSpec,
  Exercise,
  NumberExercise,
  OrderExercise,
  PartiesExercise,
  PlayExercise,
  Quantity,
  Question,
  ReservationExercise,
  SheetExercise,
} from './types.ts';
import type {
  FrameData,
  Item,
  ItemsData,
  NumberData,
  NumberLabel,
  OrderData,
  PartiesData,
  Prompt,
  Reason,
  ReservationData,
  Setting,
  SheetData,
  Verdict,
} from './verdicts.ts';
import { ruleOfThumbOf, wordsOf } from './words.ts';
import { describeInputProblem, formatPathError } from '#words/record';

/** Samples and seed behind a play exercise's grading (as in the lead quiz's curated problems). */
export const PLAY_SAMPLES = 300;
export const PLAY_SEED = 1;

/** The rules an exercise is played under: the learner's settings with the exercise's pinned rules on top. */
export function exerciseRules(ex: Pick<Exercise, 'id' | 'fixed'>, learner: RuleSet): RuleSet {
  const parsed = parseRules({ ...ruleOverrides(learner), ...ex.fixed });
  if (!parsed.ok) throw new Error(`exercise ${ex.id}: ${describeInputProblem(parsed.error.problem)}`);
  return parsed.value;
}

// ---------------------------------------------------------------- cards and checks

interface CardContext {
  readonly rules: RuleSet;
  readonly order: CardOrder;
  /** The cards of the trick: complete (trick spots) or so far (hand and deal spots). */
  readonly trick: readonly CardId[];
  /** The cards to pick from. */
  readonly items: readonly CardId[];
  readonly lastTrick: boolean;
  readonly spot: CardSpot['of'];
}

function cardContext(spot: CardSpot, rules: RuleSet): CardContext {
  switch (spot.of) {
    case 'trick':
      return {
        rules,
        order: cardOrder(spot.contract, rules, spot.extras),
        trick: spot.trick,
        items: spot.trick,
        lastTrick: spot.lastTrick ?? false,
        spot: 'trick',
      };
    case 'hand':
      return { rules, order: cardOrder(spot.contract, rules), trick: spot.trick, items: spot.hand, lastTrick: false, spot: 'hand' };
    case 'cards':
      return { rules, order: cardOrder(spot.contract, rules), trick: [], items: spot.cards, lastTrick: false, spot: 'cards' };
    case 'deal': {
      const s = replay(spot.deal, rules);
      if (s.phase !== 'playing') throw new Error('the position is not in play');
      const order = currentOrder(s)!;
      return {
        rules,
        order,
        trick: s.current!.cards,
        items: sortHand(s.hands[s.toMove], order),
        lastTrick: s.tricks.length === totalTricks(s) - 1,
        spot: 'deal',
      };
    }
  }
}

interface Graded {
  readonly ok: boolean;
  readonly why: readonly Reason[];
}

function atom(a: CardAtom, c: CardContext, i: number): Graded {
  const card = c.items[i];
  if (a === 'winsTrick') {
    if (c.spot !== 'trick') throw new Error('winsTrick grades the cards of a complete trick');
    const lost = explainLoser(c.trick, i, c.order, c.rules, c.lastTrick);
    return lost
      ? { ok: false, why: [{ code: 'loses', why: lost.why, cards: c.trick, index: i }] }
      : { ok: true, why: [{ code: 'wins', why: explainTrick(c.trick, c.order, c.rules, c.lastTrick).why, cards: c.trick, index: i }] };
  }
  if (a === 'legal' || a === 'takesTrick') {
    if (c.spot !== 'hand' && c.spot !== 'deal') throw new Error(`${a} grades the cards of a hand`);
    const illegal = illegalReason(card, c.items, c.trick, c.order);
    if (illegal) return { ok: false, why: [{ code: 'illegal', why: illegal }] };
    if (a === 'legal') return { ok: true, why: [{ code: 'legal', why: legalWhy(card, c.items, c.trick, c.order)! }] };
    const cards = [...c.trick, card];
    const index = cards.length - 1;
    const lost = explainLoser(cards, index, c.order, c.rules, c.lastTrick);
    return lost
      ? { ok: false, why: [{ code: 'loses', why: lost.why, cards, index }] }
      : { ok: true, why: [{ code: 'wins', why: explainTrick(cards, c.order, c.rules, c.lastTrick).why, cards, index }] };
  }
  if (a === 'trump') return { ok: c.order.suit[card] === 'T', why: [{ code: 'trump', card, suit: c.order.suit[card] }] };
  if ('card' in a) return { ok: card === a.card, why: [{ code: 'isCard', card, wanted: a.card }] };
  return { ok: cardPoints(card) >= a.minPoints, why: [{ code: 'points', card, points: cardPoints(card), min: a.minPoints }] };
}

/** Grade one card by a check; and / or / not keep the reasons of the parts that decided. */
export function grade(check: CardCheck, c: CardContext, i: number): Graded {
  if ('is' in check) return atom(check.is, c, i);
  if ('not' in check) {
    const inner = grade(check.not, c, i);
    return { ok: !inner.ok, why: inner.why };
  }
  const parts = ('and' in check ? check.and : check.or).map((x) => grade(x, c, i));
  const ok = 'and' in check ? parts.every((p) => p.ok) : parts.some((p) => p.ok);
  // A failed "and" is explained by its failing parts, a passed "or" by its passing parts.
  const deciding = 'and' in check ? (ok ? parts : parts.filter((p) => !p.ok)) : ok ? parts.filter((p) => p.ok) : parts;
  return { ok, why: deciding.flatMap((p) => p.why) };
}

function promptOf(check: CardCheck): Prompt {
  if ('is' in check) {
    if (check.is === 'winsTrick') return 'wins';
    if (check.is === 'legal') return 'legal';
    if (check.is === 'takesTrick') return 'takes';
    if (check.is === 'trump') return 'trump';
    return 'choice';
  }
  if ('not' in check && 'is' in check.not && check.not.is === 'trump') return 'plain';
  return 'choice';
}

function cardItems(spot: CardSpot, check: CardCheck, rules: RuleSet): { items: Item[]; verdicts: Verdict[] } {
  const c = cardContext(spot, rules);
  return {
    items: c.items.map((card) => ({ kind: 'card', card, trump: c.order.suit[card] === 'T' })),
    verdicts: c.items.map((_, i) => grade(check, c, i)),
  };
}

// ---------------------------------------------------------------- questions

const SEAT_CHOICES: readonly Choice[] = SEATS.map((seat) => ({ kind: 'seat', seat }));
const PARTY_CHOICES: readonly Choice[] = (['re', 'kontra', 'none'] as const).map((party) => ({ kind: 'party', party }));
const YES_NO: readonly Choice[] = [
  { kind: 'yesNo', yes: true },
  { kind: 'yesNo', yes: false },
];
const sameChoice = (a: Choice, b: Choice) => JSON.stringify(a) === JSON.stringify(b);

interface Answered {
  readonly choices: readonly Choice[];
  readonly answer: Choice;
  readonly why: Reason;
  readonly viewer?: Seat;
}

function playing(spec: DealSpec, rules: RuleSet): DealState {
  const s = replay(spec, rules);
  if (s.phase !== 'playing') throw new Error('the position is not in play');
  return s;
}

const SPECIAL_LINES: readonly LineReason[] = ['doppelkopf', 'foxCaught', 'foxCaughtLastTrick', 'karlchen', 'karlchenCaught', 'lieschenMueller'];

function answer(q: Question, rules: RuleSet): Answered {
  switch (q.of) {
    case 'toMove': {
      const s = playing(q.deal, rules);
      const next = s.toMove;
      const last = s.tricks[s.tricks.length - 1];
      const why: Reason =
        s.cardsPlayed === 0
          ? { code: 'leader', leader: next, dealer: s.dealer, soloist: s.contract?.kind === 'solo' && s.contract.compulsory }
          : s.current!.cards.length === 0
            ? {
                code: 'trickTaken',
                winner: next,
                trickNo: s.tricks.length,
                why: explainTrick(last.cards, currentOrder(s)!, rules, s.tricks.length === totalTricks(s)).why,
              }
            : { code: 'clockwise', last: nextSeat(next, 3), next };
      return { choices: SEAT_CHOICES, answer: { kind: 'seat', seat: next }, why, viewer: q.viewer };
    }
    case 'dealWinner': {
      const e = evaluateDeal(sheetDeal(q.deal), rules);
      if (!e.ok) throw new Error(formatPathError(e.error));
      const f = factsOf(e.summary);
      const r = e.result;
      const target = (p: Party) => ({
        target: targetPoints(p, f.reLevel, f.kontraLevel),
        reached: meetsTarget(p, f),
        points: r.cardPoints[p],
        tricks: r.tricks[p],
      });
      return {
        choices: PARTY_CHOICES,
        answer: { kind: 'party', party: r.winner ?? 'none' },
        why: { code: 'targets', winner: r.winner, re: target('re'), kontra: target('kontra') },
      };
    }
    case 'nextDealer': {
      const played = playSession(q.steps, rules);
      const row = played.rows[played.rows.length - 1];
      const game = row.step.game === 'normal' ? 'normal' : row.forced ? 'forced' : row.compulsory ? 'compulsory' : 'lust';
      return {
        choices: SEAT_CHOICES,
        answer: { kind: 'seat', seat: played.session.dealer },
        why: { code: 'nextDealer', dealt: row.dealer, next: played.session.dealer, game },
      };
    }
    case 'forcedSoloist': {
      const played = playSession(q.steps, rules);
      const seat = forcedSoloist(played.session);
      if (seat === null) throw new Error('nobody is vorgeführt after these deals');
      const owing = SEATS.filter((x) => played.session.owesCompulsory[x]);
      const left = (SESSION_LENGTH[played.session.mode] ?? 0) - played.session.played;
      return { choices: SEAT_CHOICES, answer: { kind: 'seat', seat }, why: { code: 'forcedSoloist', seat, owing, left, dealer: played.session.dealer } };
    }
    case 'withdraw': {
      const start = newDeal({ rules, dealer: q.dealer, hands: q.hands });
      if (!start.ok) throw new Error(JSON.stringify(start.error));
      let s = start.value;
      for (const reservation of q.said) {
        const r = apply(s, { type: 'reserve', seat: s.toMove, reservation });
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        s = r.value;
      }
      const refusal = withdrawRefusal(s, q.seat);
      return { choices: YES_NO, answer: { kind: 'yesNo', yes: refusal === null }, why: { code: 'withdraw', seat: q.seat, refusal }, viewer: q.viewer };
    }
    case 'throwIn': {
      const allowed = throwInReason(q.hand, rules) !== null;
      const count = (rank: string) => q.hand.filter((c) => c.slice(1) === rank).length;
      return {
        choices: YES_NO,
        answer: { kind: 'yesNo', yes: allowed },
        why: {
          code: 'throwIn',
          allowed,
          nines: count('9'),
          kings: count('K'),
          rules: { redealFiveNines: rules.redealFiveNines, redealFiveKings: rules.redealFiveKings, withoutNines: rules.withoutNines },
        },
      };
    }
    case 'declare': {
      const refusal = declarationRefusal(q.declaration, q.hand, rules);
      return {
        choices: YES_NO,
        answer: { kind: 'yesNo', yes: refusal === null },
        why: { code: 'declare', declaration: q.declaration, refusal, trumps: normalTrumps(q.hand, rules).length },
      };
    }
    case 'halfChicken': {
      const allowed = mayDeclareHalfChicken(q.hand, rules);
      return {
        choices: YES_NO,
        answer: { kind: 'yesNo', yes: allowed },
        why: { code: 'halfChicken', allowed, tens: q.hand.filter((c) => c === 'D10').length },
      };
    }
    case 'mayCall': {
      const s = playing(q.deal, rules);
      const refusal = announcementRefusal(s, q.seat, q.call);
      const need = refusal ? { needed: 0, reply: false } : callNeed(s, q.seat, q.call);
      return {
        choices: YES_NO,
        answer: { kind: 'yesNo', yes: refusal === null },
        why: { code: 'call', call: q.call, refusal, needed: need.needed, reply: need.reply, holding: s.hands[q.seat].length },
        viewer: q.viewer,
      };
    }
    case 'showParty': {
      const s = playing(q.deal, rules);
      const must = mustShowParty(s, q.seat);
      return {
        choices: YES_NO,
        answer: { kind: 'yesNo', yes: must },
        why: { code: 'showParty', seat: q.seat, bothSaid: s.calls.re.level >= 0 && s.calls.kontra.level >= 0, known: partyEvidence(s, null)[q.seat] },
        viewer: q.viewer,
      };
    }
    case 'forcedParty': {
      const s = playing(q.deal, rules);
      const first = s.tricks[0];
      if (!first) throw new Error('a forced announcement needs a trick played');
      return {
        choices: PARTY_CHOICES,
        answer: { kind: 'party', party: s.forced?.party ?? 'none' },
        why: { code: 'forcedParty', forced: s.forced, winner: first.winner!, points: sumPoints(first.cards), threshold: FORCED_ANNOUNCEMENT_POINTS },
        viewer: q.viewer,
      };
    }
    case 'trickSpecials': {
      const order = cardOrder(q.contract ?? 'normal', rules, q.extras);
      const winner = nextSeat(q.leader, trickWinner(q.trick, order, rules, q.lastTrick));
      const partyOf = (seat: Seat): Party => (q.re.includes(seat) ? 're' : 'kontra');
      const events = trickSpecials({ leader: q.leader, cards: q.trick, winner }, partyOf, q.lastTrick);
      const facts = { solo: false, reCardPoints: 121, reTricks: 6, kontraTricks: 6, reLevel: -1 as Level, kontraLevel: -1 as Level, specials: events };
      const lines = scoreDeal(facts, rules).lines.filter((l) => SPECIAL_LINES.includes(l.reason));
      const parties = new Set(lines.map((l) => l.party));
      const party = parties.size === 2 ? 'both' : parties.size === 0 ? 'none' : [...parties][0];
      return {
        choices: (['re', 'kontra', 'both', 'none'] as const).map((p) => ({ kind: 'party', party: p })),
        answer: { kind: 'party', party },
        why: { code: 'specials', lines, events: events.length },
      };
    }
    case 'isTrump': {
      const suit = cardOrder(q.contract, rules).suit[q.card];
      return { choices: YES_NO, answer: { kind: 'yesNo', yes: suit === 'T' }, why: { code: 'trump', card: q.card, suit } };
    }
  }
}

// ---------------------------------------------------------------- numbers

function quantity(q: Quantity, rules: RuleSet): { answer: number; why: Reason; signed: boolean } {
  switch (q.of) {
    case 'cardPoints':
      return { answer: sumPoints(q.cards), why: { code: 'cardPoints', cards: q.cards.map((card) => ({ card, points: cardPoints(card) })) }, signed: false };
    case 'handSize':
      return { answer: handSize(rules), why: { code: 'handSize', deck: deck(rules).length, each: handSize(rules) }, signed: false };
    case 'target': {
      const target = targetPoints(q.party, q.reLevel, q.kontraLevel);
      if (!('points' in target)) throw new Error('a number exercise needs a target in card points');
      return {
        answer: target.points,
        why: { code: 'target', party: q.party, why: targetReason(q.party, q.reLevel, q.kontraLevel), target, total: TOTAL_POINTS },
        signed: false,
      };
    }
    case 'seatScore': {
      const e = evaluateDeal(sheetDeal(q.deal), rules);
      if (!e.ok) throw new Error(formatPathError(e.error));
      const r = e.result;
      const party: Party = r.parties.re.includes(q.seat) ? 're' : 'kontra';
      return {
        answer: r.scores[q.seat],
        why: { code: 'score', seat: q.seat, winner: r.winner, lines: r.lines, solo: r.parties.re.length === 1, party },
        signed: true,
      };
    }
    case 'trumpCount': {
      const kinds = cardOrder(q.contract, rules).trumps;
      return { answer: kinds.length * 2, why: { code: 'count', kinds, suit: 'T', contract: q.contract }, signed: false };
    }
    case 'plainCount': {
      const kinds = cardOrder(q.contract, rules).plain[q.suit];
      return { answer: kinds.length * 2, why: { code: 'count', kinds, suit: q.suit, contract: q.contract }, signed: false };
    }
    case 'deadline': {
      const shift = q.shift ?? 0;
      const level = levelOfCall(q.call);
      if (level < 0) throw new Error('no deadline for this call');
      const size = handSize(rules);
      const ansage = deadline(0, size, shift);
      const why = { code: 'deadline', call: q.call, handSize: size, ansage, step: ansage - deadline(1, size, shift) } as const;
      return { answer: deadline(level as Exclude<Level, -1>, size, shift), why, signed: false };
    }
  }
}

function numberLabel(q: Quantity): NumberLabel {
  if (q.of === 'target') return { of: 'target', party: q.party };
  if (q.of === 'seatScore') return { of: 'seatScore', seat: q.seat };
  return { of: q.of };
}

// ---------------------------------------------------------------- the frame

function dealSetting(spec: DealSpec): Setting {
  const c = spec.contract;
  if (c.kind === 'marriage') return { kind: 'marriage' };
  if (c.kind === 'poverty') return { kind: 'poverty' };
  return { kind: 'game', contract: c.kind === 'solo' ? c.solo : 'normal' };
}

function spotSetting(spot: CardSpot): Setting {
  return spot.of === 'deal' ? dealSetting(spot.deal) : { kind: 'game', contract: spot.contract };
}

function settingOf(ex: Exercise): Setting {
  switch (ex.kind) {
    case 'pick':
    case 'select':
      return spotSetting(ex.spot);
    case 'calls':
    case 'parties':
    case 'play':
      return dealSetting(ex.deal);
    case 'order':
      return { kind: 'game', contract: ex.contract };
    case 'reservation':
      return { kind: 'reservation' };
    case 'sheet':
      return { kind: 'scoring' };
    case 'number':
      return ex.ask.of === 'target' || ex.ask.of === 'seatScore'
        ? { kind: 'scoring' }
        : ex.ask.of === 'trumpCount' || ex.ask.of === 'plainCount'
          ? { kind: 'game', contract: ex.ask.contract }
          : { kind: 'pack' };
    case 'choose': {
      const q = ex.ask;
      if (q.of === 'dealWinner' || q.of === 'trickSpecials') return { kind: 'scoring' };
      if (q.of === 'nextDealer' || q.of === 'forcedSoloist') return { kind: 'session' };
      if (q.of === 'withdraw' || q.of === 'throwIn' || q.of === 'declare' || q.of === 'halfChicken') return { kind: 'reservation' };
      if (q.of === 'isTrump') return { kind: 'game', contract: q.contract };
      return dealSetting(q.deal);
    }
  }
}

export function frameOf(ex: Exercise): FrameData {
  return { id: ex.id, lesson: ex.lesson, ...wordsOf(ex), fixed: ex.fixed ?? {}, setting: settingOf(ex), asksAgain: ex.asksAgain ?? null };
}

// ---------------------------------------------------------------- the islands' props

/** Pick-one and select-all exercises (cards, calls, answers, plays). */
export function prepareItems(
  ex: Exclude<Exercise, NumberExercise | OrderExercise | PartiesExercise | { kind: 'reservation' | 'sheet' }>,
  learner: RuleSet,
): ItemsData {
  const rules = exerciseRules(ex, learner);
  const frame = frameOf(ex);
  switch (ex.kind) {
    case 'pick':
    case 'select': {
      const { items, verdicts } = cardItems(ex.spot, ex.right, rules);
      const shown = ex.hideTrumps ? items.map((i) => (i.kind === 'card' ? { ...i, trump: false } : i)) : items;
      return { frame, items: shown, verdicts, prompt: promptOf(ex.right), inTrick: ex.spot.of === 'trick' };
    }
    case 'calls': {
      const s = playing(ex.deal, rules);
      const verdicts = CALLS.map((call): Verdict => {
        const refusal = announcementRefusal(s, ex.seat, call);
        const need = refusal ? { needed: 0, reply: false } : callNeed(s, ex.seat, call);
        return { ok: refusal === null, why: [{ code: 'call', call, refusal, needed: need.needed, reply: need.reply, holding: s.hands[ex.seat].length }] };
      });
      return { frame, items: CALLS.map((call) => ({ kind: 'call', call })), verdicts, prompt: 'choice', inTrick: false };
    }
    case 'choose': {
      const a = answer(ex.ask, rules);
      return {
        frame,
        items: a.choices.map((choice) => ({ kind: 'choice', choice, viewer: a.viewer ?? null })),
        verdicts: a.choices.map((c) => ({ ok: sameChoice(c, a.answer), why: [a.why] })),
        prompt: 'choice',
        inTrick: false,
      };
    }
    case 'play':
      return preparePlay(ex, rules, frame);
  }
}

/** The answer of a choose exercise (for tests and the coverage of `expected`). */
export function chosenAnswer(ex: ChooseExercise, learner: RuleSet): Choice {
  return answer(ex.ask, exerciseRules(ex, learner)).answer;
}

function preparePlay(ex: PlayExercise, rules: RuleSet, frame: FrameData): ItemsData {
  const s = playing(ex.deal, rules);
  const order = currentOrder(s)!;
  const hand = sortHand(s.hands[s.toMove], order);
  const trick = s.current!.cards;
  const ev = evaluateLeads(s, { samples: PLAY_SAMPLES, seed: PLAY_SEED });
  const graded = leadVerdicts(ev);
  const key = graded.find((g) => g.card === ex.key);
  if (!key || key.credit !== 100) throw new Error(`exercise ${ex.id}: the simulation does not back the key ${ex.key}`);
  const verdicts = hand.map((card): Verdict => {
    const illegal = illegalReason(card, hand, trick, order);
    if (illegal) return { ok: false, why: [{ code: 'illegal', why: illegal }] };
    const g = graded.find((x) => x.card === card)!;
    const stats = ev.stats.find((x) => x.card === card)!;
    return { ok: g.credit === 100, credit: g.credit, points: stats.points, why: [{ code: 'legal', why: legalWhy(card, hand, trick, order)! }] };
  });
  return {
    frame,
    items: hand.map((card) => ({ kind: 'card', card, trump: order.suit[card] === 'T' })),
    verdicts,
    prompt: 'play',
    inTrick: false,
    play: { ruleOfThumb: ruleOfThumbOf(ex), samples: ev.samples },
  };
}

export function prepareReservation(ex: ReservationExercise, learner: RuleSet): ReservationData {
  return {
    frame: frameOf(ex),
    rules: exerciseRules(ex, learner),
    dealer: ex.dealer,
    hands: ex.hands,
    learner: ex.learner,
    script: ex.script,
    say: ex.say ?? null,
  };
}

export function prepareSheet(ex: SheetExercise, learner: RuleSet): SheetData {
  return { frame: frameOf(ex), rules: exerciseRules(ex, learner), deal: sheetDeal(ex.deal) };
}

export function prepareNumber(ex: NumberExercise, learner: RuleSet): NumberData {
  const q = quantity(ex.ask, exerciseRules(ex, learner));
  return { frame: frameOf(ex), answer: q.answer, signed: q.signed, why: q.why, label: numberLabel(ex.ask) };
}

export function prepareOrder(ex: OrderExercise, learner: RuleSet): OrderData {
  return { frame: frameOf(ex), hand: ex.hand, order: cardOrder(ex.contract, exerciseRules(ex, learner)) };
}

export function prepareParties(ex: PartiesExercise, learner: RuleSet): PartiesData {
  const s = replay(ex.deal, exerciseRules(ex, learner));
  const evidence = partyEvidence(s, ex.viewer);
  const known = viewFor(s, ex.viewer).knownParties;
  const expected = evidence.map((e) => (e ? evidenceParty(e) : 'unknown'));
  if (expected.some((p, i) => (p === 'unknown' ? null : p) !== known[i])) throw new Error(`exercise ${ex.id}: evidence and view disagree`);
  return { frame: frameOf(ex), viewer: ex.viewer, expected, evidence };
}
