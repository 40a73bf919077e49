/**
 * The evening in figures: for each player the deals played and won, solos won and lost, the
 * best and worst deal; for the table how often Re and Kontra won. Counted from the sheet's
 * scored deals only (a deal thrown in or written wrongly is no deal).
 */
import type { Party } from '../parties.ts';
import type { EveningSheet } from './evening.ts';

export interface PlayerStats {
  readonly played: number;
  /** Deals this player's party won. */
  readonly won: number;
  readonly solosWon: number;
  readonly solosLost: number;
  /** The player's best and worst score of one deal (null before a deal counted). */
  readonly best: number | null;
  readonly worst: number | null;
}

export interface EveningStats {
  readonly deals: number;
  /** Deals each party won, and deals nobody won. */
  readonly wins: Readonly<Record<Party | 'none', number>>;
  readonly solos: { readonly won: number; readonly lost: number };
  readonly players: readonly PlayerStats[];
}

export function eveningStats(sheet: EveningSheet): EveningStats {
  const wins = { re: 0, kontra: 0, none: 0 };
  const solos = { won: 0, lost: 0 };
  const players = Array.from({ length: sheet.size }, () => ({
    played: 0,
    won: 0,
    solosWon: 0,
    solosLost: 0,
    best: null as number | null,
    worst: null as number | null,
  }));
  let deals = 0;
  for (const row of sheet.rows) {
    if (!row.scored || row.entry.kind !== 'deal') continue;
    deals++;
    const { result } = row.scored;
    wins[result.winner ?? 'none']++;
    const solo = row.entry.game.kind === 'solo';
    if (solo) solos[result.winner === 're' ? 'won' : 'lost']++;
    const re = row.scored.parties.re;
    let seat = 0;
    for (let p = 0; p < sheet.size; p++) {
      if (row.out.includes(p)) continue;
      const stats = players[p];
      const party: Party = re.includes(seat as never) ? 're' : 'kontra';
      seat++;
      stats.played++;
      if (result.winner === party) stats.won++;
      if (solo && party === 're') stats[result.winner === 're' ? 'solosWon' : 'solosLost']++;
      const score = row.scores[p];
      stats.best = stats.best === null ? score : Math.max(stats.best, score);
      stats.worst = stats.worst === null ? score : Math.min(stats.worst, score);
    }
  }
  return { deals, wins, solos, players };
}
