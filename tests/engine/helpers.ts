import { deck, type CardId } from '../../src/engine/cards.ts';
import { apply, newDeal, type Action, type DealState, type Hands } from '../../src/engine/deal.ts';
import { playableCards } from '../../src/engine/legal.ts';
import type { Contract } from '../../src/engine/contract.ts';
import type { Seat } from '../../src/engine/parties.ts';
import { DDV_RULES, type RuleSet } from '../../src/engine/rules.ts';

export const R = (o: Partial<RuleSet> = {}): RuleSet => ({ ...DDV_RULES, ...o });

/**
 * Four hands: the given seats get exactly their cards (space-separated ids); the rest of
 * the deck goes, in deck order, to the other seats.
 */
export function hands(spec: Partial<Record<Seat, string>>, rules: RuleSet = DDV_RULES): Hands {
  const rest = deck(rules);
  const out: CardId[][] = [[], [], [], []];
  for (const [seat, text] of Object.entries(spec)) {
    for (const c of text!.split(/\s+/).filter(Boolean) as CardId[]) {
      const i = rest.indexOf(c);
      if (i < 0) throw new Error(`card ${c} used too often in the test hands`);
      rest.splice(i, 1);
      out[Number(seat)].push(c);
    }
  }
  const n = rules.withoutNines ? 10 : 12;
  for (let s = 0; s < 4; s++) {
    if (spec[s as Seat] !== undefined) {
      if (out[s].length !== n) throw new Error(`seat ${s} has ${out[s].length} cards in the test`);
      continue;
    }
    out[s] = rest.splice(0, n);
  }
  return out as unknown as Hands;
}

export function start(h: Hands, opts: { rules?: RuleSet; dealer?: Seat; contract?: Contract } = {}): DealState {
  const r = newDeal({ rules: opts.rules ?? DDV_RULES, dealer: opts.dealer ?? 3, hands: h, contract: opts.contract });
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

export function act(s: DealState, ...actions: Action[]): DealState {
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} refused: ${JSON.stringify(r.error)}`);
    s = r.value;
  }
  return s;
}

/** Play the given cards in order, each by the seat to move. */
export function playCards(s: DealState, cards: string): DealState {
  for (const card of cards.split(/\s+/).filter(Boolean) as CardId[]) s = act(s, { type: 'play', seat: s.toMove, card });
  return s;
}

/** Play on with the first legal card until the deal ends (deterministic). */
export function playOut(s: DealState): DealState {
  while (s.phase === 'playing') s = act(s, { type: 'play', seat: s.toMove, card: playableCards(s)[0] });
  return s;
}
