/**
 * Decisions both levels share or build on: picking actions out of the legal list, the
 * optional pre-game calls, poverty, forced announcements, and the rule-of-thumb card.
 */
import type { CardId } from '../cards.ts';
import { declarationRefusal, holdsBoth, normalTrumps, throwInReason, type Declaration } from '../contract.ts';
import type { Action } from '../deal.ts';
import type { SoloKind } from '../order.ts';
import type { Call } from '../scoring.ts';
import type { PlayerView } from '../view.ts';
import { CARD_IDS } from '../cards.ts';
import { normalStrength, povertyGiveCards, povertyReturnCards } from './evaluate.ts';
import { chooseCard } from './policy.ts';
import { ViewSituation } from './situation.ts';
import type { BotLevel, CardRule, Decision } from './types.ts';

export type AnnounceAction = Extract<Action, { type: 'announce' }>;
export type PlayAction = Extract<Action, { type: 'play' }>;
export type DeclareAction = Extract<Action, { type: 'declare' }>;
export type ExchangeAction = Extract<Action, { type: 'exchange' }>;

export const PASS: Decision = { action: null, reason: { rule: 'pass' } };

export function ofType<T extends Action['type']>(legal: readonly Action[], type: T): Extract<Action, { type: T }>[] {
  return legal.filter((a): a is Extract<Action, { type: T }> => a.type === type);
}

export function sameCards(a: readonly CardId[], b: readonly CardId[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((c, i) => c === y[i]);
}

/** The exchange action with these cards, or the first legal one. */
export function exchangeOf(legal: readonly Action[], cards: readonly CardId[]): ExchangeAction | null {
  const ex = ofType(legal, 'exchange');
  return ex.find((a) => sameCards(a.cards, cards)) ?? ex[0] ?? null;
}

/** The declare action for `d` among the legal ones (a solo: either compulsory flag, Lustsolo first). */
export function declareOf(legal: readonly Action[], d: Declaration): DeclareAction | null {
  const ds = ofType(legal, 'declare');
  if (d.kind !== 'solo') return ds.find((a) => a.declaration.kind === d.kind) ?? null;
  const same = ds.filter((a) => a.declaration.kind === 'solo' && a.declaration.solo === d.solo);
  return same.find((a) => a.declaration.kind === 'solo' && a.declaration.compulsory === d.compulsory) ?? same[0] ?? null;
}

export function soloDeclarations(legal: readonly Action[]): SoloKind[] {
  const out: SoloKind[] = [];
  for (const a of ofType(legal, 'declare')) if (a.declaration.kind === 'solo' && !out.includes(a.declaration.solo)) out.push(a.declaration.solo);
  return out;
}

/** Throw in a hand of five nines/kings; say "half chicken" (gentlemen do). Null when neither is offered. */
export function optionalCalls(view: PlayerView, legal: readonly Action[]): Decision | null {
  const t = legal.find((a) => a.type === 'throwIn');
  const why = throwInReason(view.hand, view.rules);
  if (t && why) return { action: t, reason: { rule: 'throwIn', reason: why } };
  const h = legal.find((a) => a.type === 'halfChicken');
  if (h) return { action: h, reason: { rule: 'halfChicken' } };
  return null;
}

export function trumpsOf(view: PlayerView): number {
  return normalTrumps(view.hand, view.rules).length;
}

export function canDeclarePoverty(view: PlayerView): boolean {
  return declarationRefusal({ kind: 'poverty' }, view.hand, view.rules) === null;
}

export function bothClubQueens(view: PlayerView): boolean {
  return holdsBoth(view.hand, 'CQ');
}

/** Poverty: lay down, accept or decline, return. */
export function povertyDecision(view: PlayerView, legal: readonly Action[], level: BotLevel): Decision | null {
  if (view.phase === 'povertyGive') {
    const cards = povertyGiveCards(view.hand, view.rules);
    const a = exchangeOf(legal, cards);
    return a && { action: a, reason: { rule: 'givePoverty', cards: a.cards } };
  }
  if (view.phase === 'povertyOffer') {
    const st = normalStrength(view.hand, view.rules);
    const take =
      level === 'beginner'
        ? st.trumps >= 7 || (st.trumps >= 6 && st.high >= 2)
        : st.trumps >= 7 || (st.trumps >= 6 && st.high >= 1) || (st.trumps >= 5 && st.high >= 3);
    const a = legal.find((x) => x.type === 'answerPoverty' && x.accept === take) ?? legal.find((x) => x.type === 'answerPoverty');
    if (!a || a.type !== 'answerPoverty') return null;
    return { action: a, reason: { rule: a.accept ? 'acceptPoverty' : 'declinePoverty', trumps: st.trumps } };
  }
  if (view.phase === 'povertyReturn') {
    const cards = povertyReturnCards(view.hand, view.rules);
    const a = exchangeOf(legal, cards);
    return a && { action: a, reason: { rule: 'returnPoverty', cards: a.cards } };
  }
  return null;
}

/** A forced announcement (Pflichtansage) the seat's party still owes: make it at once. */
export function forcedCall(view: PlayerView, announces: readonly AnnounceAction[]): Decision | null {
  const f = view.forced;
  const own = view.ownParty;
  if (!f || !own || f.party !== own || view.calls[own].level >= 0) return null;
  const a = announces.find((x) => x.call === own);
  return a ? { action: a, reason: { rule: 'announceForced', call: a.call } } : null;
}

/** The rule-of-thumb card from the seat's view. */
export function heuristicCard(
  view: PlayerView,
  plays: readonly PlayAction[],
): { action: PlayAction; reason: { rule: CardRule; card: CardId }; situation: ViewSituation } {
  const situation = new ViewSituation(
    view,
    plays.map((a) => a.card),
  );
  const k = chooseCard(situation);
  const card = CARD_IDS[k];
  const action = plays.find((a) => a.card === card)!;
  return { action, reason: { rule: situation.rule, card }, situation };
}

export const callOf = (view: PlayerView, announces: readonly AnnounceAction[], call: Call): AnnounceAction | undefined =>
  view.ownParty ? announces.find((a) => a.call === call) : undefined;
