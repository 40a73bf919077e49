/**
 * Non-allocating game value: the number `scoreDeal(facts, rules).value` computes (docs/rules.md
 * docs/rules.md §10, §11, scoring.ts), without building line objects. Special points arrive already netted
 * (Re minus Kontra) because they depend on the parties of the deal, which the caller knows;
 * "gegen die Alten" depends on the winner and is added here.
 */

/** Winner codes. */
export const WINNER_NONE = 0;
export const WINNER_RE = 1;
export const WINNER_KONTRA = 2;

/** Target reached (meetsTarget in scoring.ts). */
function meets(own: number, opp: number, mine: number, myTricks: number, theirTricks: number, isRe: boolean, onlyKontra: boolean): boolean {
  if (own >= 1) {
    if (own === 4) return theirTricks === 0;
    const theirs = 240 - mine;
    return theirs < (own === 1 ? 90 : own === 2 ? 60 : 30);
  }
  if (opp >= 1) {
    if (opp === 4) return myTricks >= 1;
    return mine >= (opp === 1 ? 90 : opp === 2 ? 60 : 30);
  }
  if (isRe) return mine >= (onlyKontra ? 120 : 121);
  return mine >= (onlyKontra ? 121 : 120);
}

/** The winner (WINNER_*) for the given facts. */
export function simWinner(reCardPoints: number, reTricks: number, kontraTricks: number, reLevel: number, kontraLevel: number): number {
  const onlyKontra = kontraLevel === 0 && reLevel === -1;
  if (meets(reLevel, kontraLevel, reCardPoints, reTricks, kontraTricks, true, onlyKontra)) return WINNER_RE;
  if (meets(kontraLevel, reLevel, 240 - reCardPoints, kontraTricks, reTricks, false, onlyKontra)) return WINNER_KONTRA;
  return WINNER_NONE;
}

/** Count of "below 90/60/30" thresholds a party's points stay under, plus 1 for schwarz. */
function belowItems(points: number, tricks: number): number {
  return (points < 90 ? 1 : 0) + (points < 60 ? 1 : 0) + (points < 30 ? 1 : 0) + (tricks === 0 ? 1 : 0);
}

/** Points for reaching 120/90/60/30 against the opponents' Absagen up to `oppLevel`. */
function reachedItems(points: number, oppLevel: number): number {
  let n = 0;
  if (oppLevel >= 1 && points >= 120) n++;
  if (oppLevel >= 2 && points >= 90) n++;
  if (oppLevel >= 3 && points >= 60) n++;
  if (oppLevel >= 4 && points >= 30) n++;
  return n;
}

/**
 * The game value from Re's side (credited to Re minus credited to Kontra), exactly as
 * `scoreDeal(...).value`. `specialsNet` is the netted Doppelkopf/fox/Karlchen points
 * (Re − Kontra); it and "gegen die Alten" are ignored in a solo.
 */
export function simGameValue(
  solo: boolean,
  reCardPoints: number,
  reTricks: number,
  kontraTricks: number,
  reLevel: number,
  kontraLevel: number,
  specialsNet: number,
): number {
  const winner = simWinner(reCardPoints, reTricks, kontraTricks, reLevel, kontraLevel);
  const kontraPoints = 240 - reCardPoints;
  let value: number;
  if (winner !== WINNER_NONE) {
    const reWon = winner === WINNER_RE;
    let v = 1 + (reWon ? belowItems(kontraPoints, kontraTricks) : belowItems(reCardPoints, reTricks));
    if (reLevel >= 0) v += 2 + reLevel;
    if (kontraLevel >= 0) v += 2 + kontraLevel;
    v += reWon ? reachedItems(reCardPoints, kontraLevel) : reachedItems(kontraPoints, reLevel);
    value = reWon ? v : -v;
  } else {
    value =
      belowItems(kontraPoints, kontraTricks) +
      reachedItems(reCardPoints, kontraLevel) -
      belowItems(reCardPoints, reTricks) -
      reachedItems(kontraPoints, reLevel);
  }
  if (!solo) {
    if (winner === WINNER_KONTRA) value -= 1;
    value += specialsNet;
  }
  return value;
}
