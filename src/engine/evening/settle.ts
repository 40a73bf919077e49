/**
 * Settling up after an evening: each player's balance (total points × stake), and who pays
 * whom with as few payments as possible. The fewest payments among n players with balances
 * summing to zero are n' − g, where n' is the number of players not even and g the largest
 * number of groups they split into whose balances each sum to zero (each group settles within
 * itself in size − 1 payments, and no fewer: a payment joins two players' accounts). With at
 * most six players every split is tried.
 */

export interface Payment {
  readonly from: number;
  readonly to: number;
  readonly cents: number;
}

/** Each player's balance in cents: the total points times the stake per point. */
export const balances = (totals: readonly number[], stakeCents: number): number[] => totals.map((t) => 0 + t * stakeCents);

/** The most players `settle` takes: every subset of them is looked at. */
export const MAX_SETTLE_PLAYERS = 12;

/**
 * Who pays whom to even out the balances, in the fewest payments; each payment above zero.
 * The balances must sum to zero (a score pad's do).
 */
export function settle(balance: readonly number[]): Payment[] {
  if (balance.length > MAX_SETTLE_PLAYERS) throw new Error(`settle takes at most ${MAX_SETTLE_PLAYERS} players`);
  if (balance.reduce((a, b) => a + b, 0) !== 0) throw new Error('balances must sum to zero');
  const open = balance.map((b, p) => ({ p, b })).filter((x) => x.b !== 0);
  const n = open.length;
  const full = (1 << n) - 1;
  const sum = new Array<number>(1 << n).fill(0);
  for (let m = 1; m <= full; m++) {
    const low = m & -m;
    sum[m] = sum[m ^ low] + open[31 - Math.clz32(low)].b;
  }
  // groups[m]: the most zero-sum groups the players of m split into (m itself summing to zero).
  const groups = new Array<number>(1 << n).fill(0);
  const choice = new Array<number>(1 << n).fill(0);
  for (let m = 1; m <= full; m++) {
    if (sum[m] !== 0) continue;
    groups[m] = 1;
    choice[m] = m;
    // A zero-sum part containing m's lowest player, and the rest split as well as it can be.
    const low = m & -m;
    for (let part = (m - 1) & m; part > 0; part = (part - 1) & m) {
      if ((part & low) === 0 || sum[part] !== 0) continue;
      const rest = m ^ part;
      if (groups[rest] + 1 > groups[m]) {
        groups[m] = groups[rest] + 1;
        choice[m] = part;
      }
    }
  }
  const payments: Payment[] = [];
  for (let m = full; m > 0; m ^= choice[m]) {
    const group = open.filter((_, i) => (choice[m] >> i) & 1).map((x) => ({ ...x }));
    payments.push(...settleGroup(group));
  }
  return payments;
}

/** One zero-sum group: the biggest debtor pays the biggest creditor until all are even (size − 1 payments at most). */
function settleGroup(group: { p: number; b: number }[]): Payment[] {
  const out: Payment[] = [];
  for (;;) {
    const debtor = group.reduce((a, x) => (x.b < a.b ? x : a), group[0]);
    const creditor = group.reduce((a, x) => (x.b > a.b ? x : a), group[0]);
    if (debtor.b === 0 || creditor.b === 0) return out;
    const cents = Math.min(-debtor.b, creditor.b);
    out.push({ from: debtor.p, to: creditor.p, cents });
    debtor.b += cents;
    creditor.b -= cents;
  }
}
