/**
 * The card policy: the rules of thumb of docs/tactics.md as one deterministic function over a
 * Situation. The beginner plays it from its own view; the strong player uses it to play
 * out sampled deals (where the table knows every hand) and as its rule-of-thumb hint.
 * Allocation-free: it runs in the strong player's inner loop.
 */
import { K_DA, K_H10, TRUMP } from '../sim/index.ts';
import { beats, POINTS, type Situation } from './situation.ts';
import type { CardRule } from './types.ts';

const ACE = [0, 6, 12, 18]; // kind of the ace of ♣ ♠ ♥ ♦ (CARD_IDS: A 10 K Q J 9 per suit)

/** Cost of giving a card away in a trick we do not win (points, trump height, a standing ace, the fox). */
export function loseCost(t: Situation, k: number): number {
  const p = POINTS[k];
  if (t.suit[k] === TRUMP) return p + 3 + 0.7 * (t.strength[k] - 100) + (k === K_DA && t.foxIsTrump ? 6 : 0);
  if (p === 11 && t.ledCount[t.suit[k]] === 0) return p + 8;
  return p;
}

/** Cost of winning a trick with a card: its height (keep the high ones), the fox is best brought home. */
export function winCost(t: Situation, k: number): number {
  if (t.suit[k] === TRUMP) return t.strength[k] - 100 - (k === K_DA && t.foxIsTrump ? 10 : 0) - 0.1 * POINTS[k];
  return t.strength[k] - 0.05 * POINTS[k];
}

/** Worth of a card put on a partner's sure trick: its points, less what a high trump or a standing ace is worth later. */
export function smearValue(t: Situation, k: number): number {
  const p = POINTS[k];
  if (t.suit[k] === TRUMP) {
    if (k === K_DA && t.foxIsTrump) return p + 5;
    if (t.trickNo === t.nTricks - 1) return p;
    if (t.strength[k] >= t.jackStrength) return p - 4 - (t.strength[k] - t.jackStrength);
    return p;
  }
  if (p === 11 && t.ledCount[t.suit[k]] === 0 && t.suit[k] !== t.led) return p - 8;
  return p;
}

/** Some seat after `me` in this trick that is not a known partner could beat `kind`. */
export function threatAfter(t: Situation, kind: number, led: number): boolean {
  for (let j = t.pos + 1; j < 4; j++) {
    const s = (t.leader + j) & 3;
    if (t.rel[s] === 1) continue;
    if (t.canBeat(s, kind, led)) return true;
  }
  return false;
}

/** No outstanding trump beats `k` (a lead of it wins the trick). */
export function isTopTrump(t: Situation, k: number): boolean {
  const s0 = t.strength[k];
  for (let x = 0; x < 24; x++) {
    if (t.suit[x] !== TRUMP || t.out(x) === 0) continue;
    if (t.strength[x] > s0 || (x === k && k === K_H10 && t.dulleSecond)) return false;
  }
  return true;
}

/** The legal card minimising `f` among those passing `filter` (-1 if none). */
function argMin(t: Situation, f: (t: Situation, k: number) => number, filter: number, arg: number): number {
  let best = -1;
  let bestV = Infinity;
  for (let i = 0; i < t.nLegal; i++) {
    const k = t.legal[i];
    if (!passes(t, k, filter, arg)) continue;
    const v = f(t, k);
    if (v < bestV) {
      bestV = v;
      best = k;
    }
  }
  return best;
}

// Filters for argMin (numbers, not closures: no allocation in the playouts).
const ANY = 0;
const WINS = 1; // beats the current best
const WINS_SURE = 2; // beats it and no later non-partner can beat it
const WINS_JACK = 3; // beats it with at least a jack
const TRUMPS_NO_FOX = 4; // a trump other than the fox
const PLAIN_NO_ACE = 5; // a plain card other than an ace
const SUIT = 6; // a card of effective suit `arg`
const TRUMPS = 7;
const WINS_NO_FOX = 8;

function passes(t: Situation, k: number, filter: number, arg: number): boolean {
  switch (filter) {
    case ANY:
      return true;
    case WINS:
      return beats(t, k, t.bestKind, t.led);
    case WINS_SURE:
      return beats(t, k, t.bestKind, t.led) && !threatAfter(t, k, t.led);
    case WINS_JACK:
      return beats(t, k, t.bestKind, t.led) && t.suit[k] === TRUMP && t.strength[k] >= t.jackStrength;
    case TRUMPS_NO_FOX:
      return t.suit[k] === TRUMP && !(k === K_DA && t.foxIsTrump);
    case PLAIN_NO_ACE:
      return t.suit[k] !== TRUMP && POINTS[k] !== 11;
    case SUIT:
      return t.suit[k] === arg;
    case TRUMPS:
      return t.suit[k] === TRUMP;
    case WINS_NO_FOX:
      return beats(t, k, t.bestKind, t.led) && !(k === K_DA && t.foxIsTrump);
    default:
      return false;
  }
}

const negSmear = (t: Situation, k: number) => -smearValue(t, k);

/** The card to play; `t.rule` names the rule of thumb that chose it. */
export function chooseCard(t: Situation): number {
  if (t.nLegal === 1) {
    t.rule = 'onlyCard';
    return t.legal[0];
  }
  return t.pos === 0 ? lead(t) : follow(t);
}

function follow(t: Situation): number {
  const led = t.led;
  const bestSeat = (t.leader + t.bestPos) & 3;
  const partnerWins = bestSeat !== t.me && t.rel[bestSeat] === 1;
  let laterOpp = false;
  let partnerAfter = false;
  for (let j = t.pos + 1; j < 4; j++) {
    const s = (t.leader + j) & 3;
    if (t.rel[s] === 1) partnerAfter = true;
    else laterOpp = true;
  }
  const following = t.mySuitLen[led] > 0;

  if (partnerWins && !threatAfter(t, t.bestKind, led)) {
    const k = argMin(t, negSmear, ANY, 0);
    t.rule = POINTS[k] >= 10 ? 'smearOnPartner' : 'playLowToPartner';
    return k;
  }
  const canWin = argMin(t, winCost, WINS, 0) >= 0;
  if (partnerWins) {
    if (canWin && t.trickPoints >= 10) {
      const k = argMin(t, winCost, WINS_SURE, 0);
      if (k >= 0) {
        t.rule = 'secureTrick';
        return k;
      }
    }
    if (canWin && led === TRUMP && laterOpp && !partnerAfter && t.strength[t.bestKind] < t.jackStrength) {
      const k = argMin(t, winCost, WINS_JACK, 0);
      if (k >= 0) {
        t.rule = 'trumpJackOrHigher';
        return k;
      }
    }
    t.rule = following ? 'followLow' : 'discardLow';
    return argMin(t, loseCost, ANY, 0);
  }

  // An opponent (or a player of unknown party) wins the trick so far.
  if (canWin) {
    if (!laterOpp) {
      const k = argMin(t, winCost, WINS, 0);
      t.rule = k === K_DA && t.foxIsTrump ? 'saveFox' : 'winCheaply';
      return k;
    }
    if (led !== TRUMP && following) {
      const k = argMin(t, winCost, WINS_SURE, 0);
      if (k >= 0) {
        t.rule = POINTS[k] === 11 && t.ledCount[led] === 0 ? 'playAceFirstRound' : 'winCheaply';
        return k;
      }
      const ace = ACE[led];
      if (t.ledCount[led] === 0 && t.mine[ace] > 0 && t.suit[ace] === led && beats(t, ace, t.bestKind, led)) {
        t.rule = 'playAceFirstRound';
        return ace;
      }
    } else if (led !== TRUMP) {
      // Void in the led suit: ruff.
      const low = argMin(t, winCost, WINS, 0);
      if (!threatAfter(t, low, led)) {
        t.rule = low === K_DA && t.foxIsTrump ? 'saveFox' : 'ruff';
        return low;
      }
      const j = argMin(t, winCost, WINS_JACK, 0);
      if (j >= 0) {
        t.rule = 'trumpWithJack';
        return j;
      }
      if (t.trickPoints >= 10) {
        const k = argMin(t, winCost, WINS_NO_FOX, 0);
        if (k >= 0) {
          t.rule = 'ruff';
          return k;
        }
      }
    } else {
      // Trump led.
      const sure = argMin(t, winCost, WINS_SURE, 0);
      if (sure >= 0 && (t.trickPoints >= 8 || t.strength[sure] < t.jackStrength || sure === K_DA)) {
        t.rule = sure === K_DA && t.foxIsTrump ? 'saveFox' : 'winCheaply';
        return sure;
      }
      if (!partnerAfter && t.strength[t.bestKind] < t.jackStrength) {
        const k = argMin(t, winCost, WINS_JACK, 0);
        if (k >= 0) {
          t.rule = 'trumpJackOrHigher';
          return k;
        }
      }
    }
  }
  t.rule = following ? 'followLow' : 'discardLow';
  return argMin(t, loseCost, ANY, 0);
}

/** A first-round ace of plain suit `e` the seat holds (and no opponent is known to ruff), else -1. */
function freshAce(t: Situation, e: number): number {
  const a = ACE[e];
  if (t.suit[a] !== e || t.mine[a] === 0 || t.ledCount[e] > 0 || t.oppCanRuff(e)) return -1;
  return a;
}

/** The first-round ace of the shortest suit among ♣ ♠ ♥ ♦ matching `copies` (1 single, 2 pair, 0 any). */
function shortestAce(t: Situation, suits: number, copies: number): number {
  let best = -1;
  let bestLen = 99;
  for (let e = 0; e < 4; e++) {
    if (!((suits >> e) & 1)) continue;
    const a = freshAce(t, e);
    if (a < 0 || (copies > 0 && t.mine[a] !== copies)) continue;
    if (t.mySuitLen[e] < bestLen) {
      bestLen = t.mySuitLen[e];
      best = a;
    }
  }
  return best;
}

function myTopTrump(t: Situation): number {
  let best = -1;
  for (let i = 0; i < t.nLegal; i++) {
    const k = t.legal[i];
    if (t.suit[k] === TRUMP && (best < 0 || t.strength[k] > t.strength[best])) best = k;
  }
  return best;
}

function lead(t: Situation): number {
  const me = t.me;
  if (t.marriageOpen) {
    if (me === t.marriageDeclarer) {
      const k = t.marriageTrump ? argMin(t, loseCost, TRUMPS_NO_FOX, 0) : argMin(t, loseCost, PLAIN_NO_ACE, 0);
      t.rule = 'marriageFindPartner';
      return k >= 0 ? k : argMin(t, loseCost, ANY, 0);
    }
    if (t.mine[K_H10] > 0 && t.suit[K_H10] === TRUMP && !t.dulleSecond && !t.marriageTrump) {
      t.rule = 'marriageLeadDulle';
      return K_H10;
    }
    const a = shortestAce(t, 15, 0);
    if (a >= 0) {
      t.rule = 'marriageLeadAce';
      return a;
    }
  }

  if (t.soloist === me) {
    const top = myTopTrump(t);
    if (top >= 0 && t.outTrumps() > 0 && isTopTrump(t, top)) {
      t.rule = 'soloPullTrumps';
      return top;
    }
    const a = shortestAce(t, 15, 0);
    if (a >= 0) {
      t.rule = 'leadStandingAce';
      return a;
    }
    if (top >= 0 && t.outTrumps() > 0 && t.mySuitLen[TRUMP] >= t.outTrumps()) {
      t.rule = 'soloLeadTrump';
      return argMin(t, loseCost, TRUMPS, 0);
    }
    t.rule = 'leadLow';
    return argMin(t, loseCost, ANY, 0);
  }

  if (t.soloist >= 0) {
    const a = shortestAce(t, 15, 0);
    if (a >= 0) {
      t.rule = 'leadStandingAce';
      return a;
    }
    const e = sideSuit(t);
    t.rule = 'leadAgainstSolo';
    return e >= 0 ? argMin(t, loseCost, SUIT, e) : argMin(t, loseCost, ANY, 0);
  }

  // A game of two against two.
  let a = shortestAce(t, 3, 1);
  if (a >= 0) {
    t.rule = 'leadSingleBlackAce';
    return a;
  }
  a = shortestAce(t, 4, 1);
  if (a >= 0) {
    t.rule = 'leadSingleHeartAce';
    return a;
  }
  a = shortestAce(t, 15, 2);
  if (a >= 0) {
    t.rule = 'leadAceFromPair';
    return a;
  }
  if (t.trickNo >= t.nTricks - 4) {
    const top = myTopTrump(t);
    if (top >= 0 && t.outTrumps() > 0 && isTopTrump(t, top)) {
      t.rule = 'leadTopTrump';
      return top;
    }
  }
  if (t.myParty === 1 || (t.myParty === -1 && t.partnerAnnounced)) {
    const k = argMin(t, loseCost, TRUMPS_NO_FOX, 0);
    if (k >= 0) {
      t.rule = t.myParty === 1 ? 'leadTrumpToPartner' : 'leadTrumpPartnerKontra';
      return k;
    }
  }
  if (t.myParty === -1) {
    const e = sideSuit(t);
    if (e >= 0) {
      t.rule = 'leadSideSuitKontra';
      return argMin(t, loseCost, SUIT, e);
    }
  }
  t.rule = 'leadLow';
  return argMin(t, loseCost, ANY, 0);
}

/** A plain suit to lead: not yet led (never a second round of hearts if avoidable), the shortest. */
function sideSuit(t: Situation): number {
  let best = -1;
  let bestScore = Infinity;
  for (let e = 0; e < 4; e++) {
    const len = t.mySuitLen[e];
    if (len === 0) continue;
    const score = t.ledCount[e] * 10 + (e === 2 && t.ledCount[e] > 0 ? 100 : 0) + len;
    if (score < bestScore) {
      bestScore = score;
      best = e;
    }
  }
  return best;
}

// ---------------------------------------------------------------- the rules one at a time

/**
 * The rules of thumb whose claim stands on its own: each one's card below is found from the
 * situation alone, not from the rules the policy tries before it. The coach speaks for a card
 * the sampling preferred with the first of these that picks it (`describeCard`).
 */
export const STANDALONE_RULES: readonly CardRule[] = [
  'onlyCard',
  'smearOnPartner',
  'playLowToPartner',
  'secureTrick',
  'saveFox',
  'ruff',
  'winCheaply',
  'playAceFirstRound',
  'leadStandingAce',
  'leadTopTrump',
  'leadTrumpToPartner',
  'followLow',
  'discardLow',
  'leadLow',
];

/** The seat winning the trick so far is a known partner (not `me`). */
function partnerWinning(t: Situation): boolean {
  const bestSeat = (t.leader + t.bestPos) & 3;
  return bestSeat !== t.me && t.rel[bestSeat] === 1;
}

/**
 * Whether rule of thumb `rule`, taken alone, speaks for card `k` here: a rule of
 * `STANDALONE_RULES`, whose words then hold for `k`. Most rules pick one card (`ruleCard`);
 * "as Re, lead a trump to your partner" holds for every trump but the fox.
 */
export function ruleFits(t: Situation, rule: CardRule, k: number): boolean {
  if (!STANDALONE_RULES.includes(rule) || !isLegal(t, k)) return false;
  if (rule === 'leadTrumpToPartner') return t.pos === 0 && t.myParty === 1 && t.suit[k] === TRUMP && !(k === K_DA && t.foxIsTrump);
  return ruleCard(t, rule) === k;
}

/**
 * The card one rule of thumb picks here, taken alone (-1 when its claim does not apply or the
 * rule is not one of `STANDALONE_RULES`). What each returns is exactly what its words say of the card.
 */
function ruleCard(t: Situation, rule: CardRule): number {
  if (rule === 'onlyCard') return t.nLegal === 1 ? t.legal[0] : -1;
  const leading = t.pos === 0;
  const led = t.led;
  const following = !leading && t.mySuitLen[led] > 0;
  switch (rule) {
    case 'leadStandingAce':
      return leading ? shortestAce(t, 15, 0) : -1;
    case 'leadTopTrump': {
      const top = leading ? myTopTrump(t) : -1;
      return top >= 0 && t.outTrumps() > 0 && isTopTrump(t, top) ? top : -1;
    }
    case 'leadLow':
      return leading ? argMin(t, loseCost, ANY, 0) : -1;
    default:
      break;
  }
  if (leading) return -1;
  const partnerSure = partnerWinning(t) && !threatAfter(t, t.bestKind, led);
  switch (rule) {
    case 'smearOnPartner':
    case 'playLowToPartner': {
      if (!partnerSure) return -1;
      const k = argMin(t, negSmear, ANY, 0);
      return POINTS[k] >= 10 === (rule === 'smearOnPartner') ? k : -1;
    }
    case 'secureTrick':
      return partnerWinning(t) && t.trickPoints >= 10 ? argMin(t, winCost, WINS_SURE, 0) : -1;
    case 'saveFox':
      return t.foxIsTrump && !partnerWinning(t) && t.mine[K_DA] > 0 && passes(t, K_DA, WINS_SURE, 0) && isLegal(t, K_DA) ? K_DA : -1;
    case 'ruff': {
      if (led === TRUMP || following || partnerWinning(t)) return -1;
      const k = argMin(t, winCost, WINS_SURE, 0);
      return k >= 0 && t.suit[k] === TRUMP ? k : -1;
    }
    case 'winCheaply':
      return partnerWinning(t) ? -1 : argMin(t, winCost, WINS_SURE, 0);
    case 'playAceFirstRound': {
      const ace = led === TRUMP ? -1 : ACE[led];
      return following && ace >= 0 && t.ledCount[led] === 0 && t.suit[ace] === led && isLegal(t, ace) && beats(t, ace, t.bestKind, led) ? ace : -1;
    }
    case 'followLow':
      return following ? argMin(t, loseCost, ANY, 0) : -1;
    case 'discardLow':
      return following ? -1 : argMin(t, loseCost, ANY, 0);
    default:
      return -1;
  }
}

function isLegal(t: Situation, k: number): boolean {
  for (let i = 0; i < t.nLegal; i++) if (t.legal[i] === k) return true;
  return false;
}

/**
 * A rule of thumb that speaks for card `k`: the policy's own when it picks `k`, else the first
 * of `STANDALONE_RULES` whose card is `k`; null when no rule picks it (the sampling found a
 * card the rules of thumb do not).
 */
export function describeCard(t: Situation, k: number): CardRule | null {
  if (chooseCard(t) === k) return t.rule;
  for (const rule of STANDALONE_RULES) if (ruleFits(t, rule, k)) return rule;
  return null;
}
