/**
 * What the tricks of a deal can hold (docs/rules.md §17): the card points a party's tricks can
 * add up to, given how many tricks it won and the special events it earned. Everything is
 * derived from the deck (its cards and their points under the rules) and from what each event
 * puts into the winner's tricks, never from numbers written down elsewhere:
 * - n tricks are 4n cards of the deck; their points are a sum some 4n cards make (at least the
 *   4n lowest, at most the 4n highest; and not every sum in between: no 4 cards make 1 point);
 * - a caught fox puts a fox card into the catcher's tricks, Karlchen and a caught Karlchen put
 *   a Karlchen card there;
 * - a Doppelkopf is a trick of `DOPPELKOPF_POINTS` or more, so it holds only cards that can be
 *   in such a trick (a card with three of the highest cards beside it still reaching it), and
 *   the deck has only so many of them; a last trick with a Karlchen card in it cannot be one.
 * The check is exact for the cards: a summary is possible here if some share of the deck gives
 * each party its tricks, its points and its events' cards. (Whether a play leads to that share
 * is not asked; it is the bound the numbers themselves allow.)
 */
import { cardPoints, deck, type CardId } from './cards.ts';
import { DOPPELKOPF_POINTS } from './lines.ts';
import type { Party } from './parties.ts';
import type { RuleSet } from './rules.ts';
import type { Special } from './scoring.ts';

/** The ♦A: caught from the opponents, a fox (docs/rules.md §11.1). */
export const FOX_CARD: CardId = 'DA';
/** The ♣J: winning the last trick, Karlchen (docs/rules.md §11.1, §15). */
export const KARLCHEN_CARD: CardId = 'CJ';

/** The cards a party's events put into its tricks, and its Doppelköpfe. */
export interface EventNeeds {
  /** Foxes it caught: fox cards in its tricks. */
  readonly foxes: number;
  /** Karlchen and caught Karlchen: Karlchen cards in its tricks. */
  readonly karlchens: number;
  readonly doppelkoepfe: number;
}

export const NO_NEEDS: EventNeeds = { foxes: 0, karlchens: 0, doppelkoepfe: 0 };

/** What the special events of a summary put into each party's tricks. */
export function eventNeeds(specials: readonly Special[]): Record<Party, EventNeeds> {
  const out = { re: { foxes: 0, karlchens: 0, doppelkoepfe: 0 }, kontra: { foxes: 0, karlchens: 0, doppelkoepfe: 0 } };
  for (const s of specials) {
    const n = out[s.party];
    if (s.kind === 'fox') n.foxes++;
    else if (s.kind === 'doppelkopf') n.doppelkoepfe++;
    else n.karlchens++;
  }
  return out;
}

/** Cards of one kind for this question: how many the deck has, their points, and what they can be. */
interface CardClass {
  readonly count: number;
  readonly points: number;
  /** Can be in a Doppelkopf trick. */
  readonly doppelkopf: boolean;
  readonly fox: boolean;
  readonly karlchen: boolean;
}

interface DeckFacts {
  readonly cards: number;
  readonly total: number;
  /** Classes an event asks about (fox, Karlchen, Doppelkopf cards), enumerated per question. */
  readonly marked: readonly CardClass[];
  /** For the other cards: `plainSums[c]` lists whether c of them can make q points (index q). */
  readonly plainSums: readonly (readonly boolean[])[];
  /** Cards that can be in a Doppelkopf trick, in the whole deck. */
  readonly doppelkopfCards: number;
  /** Whether a trick with the Karlchen card in it can still be a Doppelkopf. */
  readonly karlchenInDoppelkopf: boolean;
}

const deckFactsCache = new Map<boolean, DeckFacts>();

/** The deck of these rules sorted into classes (computed once per deck). */
export function deckFacts(rules: Pick<RuleSet, 'withoutNines'>): DeckFacts {
  const cached = deckFactsCache.get(rules.withoutNines);
  if (cached) return cached;
  const cards = deck(rules);
  const highest = Math.max(...cards.map(cardPoints));
  // A card is in a Doppelkopf only if it and three of the highest cards reach the threshold.
  const inDoppelkopf = (c: CardId) => cardPoints(c) + 3 * highest >= DOPPELKOPF_POINTS;
  const classes = new Map<string, { count: number; points: number; doppelkopf: boolean; fox: boolean; karlchen: boolean }>();
  for (const c of cards) {
    const fox = c === FOX_CARD;
    const karlchen = c === KARLCHEN_CARD;
    const key = `${cardPoints(c)}|${fox}|${karlchen}`;
    const cls = classes.get(key) ?? { count: 0, points: cardPoints(c), doppelkopf: inDoppelkopf(c), fox, karlchen };
    cls.count++;
    classes.set(key, cls);
  }
  const all = [...classes.values()];
  const marked = all.filter((c) => c.fox || c.karlchen || c.doppelkopf);
  // Subset sums of the plain cards by count: plainSums[c][q].
  const plain = all.filter((c) => !marked.includes(c));
  const most = plain.reduce((n, c) => n + c.count, 0);
  const mostPoints = plain.reduce((n, c) => n + c.count * c.points, 0);
  let sums: boolean[][] = Array.from({ length: most + 1 }, (_, c) => Array.from({ length: mostPoints + 1 }, (_, q) => c === 0 && q === 0));
  for (const cls of plain) {
    const next = sums.map((row) => row.slice());
    for (let c = 0; c <= most; c++)
      for (let q = 0; q <= mostPoints; q++) {
        if (!sums[c][q]) continue;
        for (let x = 1; x <= cls.count && c + x <= most; x++) next[c + x][q + x * cls.points] = true;
      }
    sums = next;
  }
  const facts: DeckFacts = {
    cards: cards.length,
    total: cards.reduce((n, c) => n + cardPoints(c), 0),
    marked,
    plainSums: sums,
    doppelkopfCards: marked.filter((c) => c.doppelkopf).reduce((n, c) => n + c.count, 0),
    karlchenInDoppelkopf: inDoppelkopf(KARLCHEN_CARD),
  };
  deckFactsCache.set(rules.withoutNines, facts);
  return facts;
}

/** The most Doppelköpfe one deal can hold: as many tricks as its Doppelkopf cards fill. */
export function mostDoppelkoepfe(rules: Pick<RuleSet, 'withoutNines'>): number {
  return Math.floor(deckFacts(rules).doppelkopfCards / 4);
}

/** How many of a marked card the deck has (the fox, Karlchen): the most events of that kind. */
export function copiesOf(rules: Pick<RuleSet, 'withoutNines'>, card: CardId): number {
  return deck(rules).filter((c) => c === card).length;
}

/**
 * Re's possible card points, as a list indexed by points (true where possible), when Re won
 * `reTricks` of the deal's tricks and each party's events need these cards; every entry false
 * when no share of the deck fits at all.
 */
export function possibleRePoints(
  rules: Pick<RuleSet, 'withoutNines'>,
  reTricks: number,
  needs: Record<Party, EventNeeds> = { re: NO_NEEDS, kontra: NO_NEEDS },
): readonly boolean[] {
  const d = deckFacts(rules);
  const out: boolean[] = new Array(d.total + 1).fill(false);
  const reCards = 4 * reTricks;
  if (reCards < 0 || reCards > d.cards) return out;
  const plainMost = d.plainSums.length - 1;
  // Enumerate Re's share of each marked class; Kontra holds the rest of it.
  const visit = (i: number, cards: number, points: number, reDk: number, koDk: number, reFox: number, koFox: number, reKc: number, koKc: number): void => {
    if (cards > reCards) return;
    if (i === d.marked.length) {
      if (reFox < needs.re.foxes || koFox < needs.kontra.foxes || reKc < needs.re.karlchens || koKc < needs.kontra.karlchens) return;
      if (reDk < 4 * needs.re.doppelkoepfe || koDk < 4 * needs.kontra.doppelkoepfe) return;
      const rest = reCards - cards;
      if (rest > plainMost) return;
      const row = d.plainSums[rest];
      for (let q = 0; q < row.length && points + q <= d.total; q++) if (row[q]) out[points + q] = true;
      return;
    }
    const cls = d.marked[i];
    for (let x = 0; x <= cls.count; x++) {
      const y = cls.count - x;
      visit(
        i + 1,
        cards + x,
        points + x * cls.points,
        reDk + (cls.doppelkopf ? x : 0),
        koDk + (cls.doppelkopf ? y : 0),
        reFox + (cls.fox ? x : 0),
        koFox + (cls.fox ? y : 0),
        reKc + (cls.karlchen ? x : 0),
        koKc + (cls.karlchen ? y : 0),
      );
    }
  };
  visit(0, 0, 0, 0, 0, 0, 0, 0, 0);
  return out;
}

/** The lowest and highest true index of a list from `possibleRePoints`; null when none is. */
export function pointsRange(possible: readonly boolean[]): { readonly min: number; readonly max: number } | null {
  const min = possible.indexOf(true);
  return min < 0 ? null : { min, max: possible.lastIndexOf(true) };
}
