/** Friendly-API figures: complete random deals through the immutable deal state. */
import { apply, newDeal } from '../src/engine/deal.ts';
import { playableCards } from '../src/engine/legal.ts';
import { dealResult } from '../src/engine/outcome.ts';
import { createRng, dealWith } from '../src/engine/rng.ts';
import { DDV_RULES } from '../src/engine/rules.ts';
import { parseHand } from '../src/engine/notation.ts';

/** Random legal play and scoring with the immutable API, for about `ms` milliseconds. */
export function benchFriendlyDeals(ms: number): { dealsPerSecond: number; deals: number } {
  const rng = createRng(12345);
  let deals = 0;
  let checksum = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let k = 0; k < 100; k++) {
      const start = newDeal({ rules: DDV_RULES, dealer: 0, hands: dealWith(rng, DDV_RULES), contract: { kind: 'normal' } });
      if (!start.ok) throw new Error('deal');
      let s = start.value;
      while (s.phase === 'playing') {
        const cards = playableCards(s);
        const r = apply(s, { type: 'play', seat: s.toMove, card: cards[rng.int(cards.length)] });
        if (!r.ok) throw new Error('illegal');
        s = r.value;
      }
      checksum += dealResult(s).value;
      deals++;
    }
    elapsed = performance.now() - t0;
  }
  if (Number.isNaN(checksum)) throw new Error('unreachable');
  return { dealsPerSecond: Math.round((deals * 1000) / elapsed), deals };
}

/** Hands parsed per second from mixed notations. */
export function benchParse(ms: number): { handsPerSecond: number } {
  const inputs = [
    '♣Q ♣Q ♠10 ♥A ♦K ♦A ♣J ♠J ♥J ♦J ♥10 ♣A',
    'CQ CQ S10 HA DK DA CJ SJ HJ DJ H10 CA',
    'Kreuz Dame, Kreuz Dame, Pik Zehn, Herz Ass, Karo König, Karo Ass, Kreuz Bube, Pik Bube, Herz Bube, Karo Bube, Herz Zehn, Kreuz Ass',
  ];
  let n = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < ms) {
    for (let k = 0; k < 300; k++) if (parseHand(inputs[n++ % 3], DDV_RULES).ok === false) throw new Error('parse');
    elapsed = performance.now() - t0;
  }
  return { handsPerSecond: Math.round((n * 1000) / elapsed) };
}
