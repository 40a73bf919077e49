/** Friendly-API figures: complete random deals through the immutable deal state, and parsing. */
import { apply, newDeal } from '../src/engine/deal.ts';
import { playableCards } from '../src/engine/legal.ts';
import { parseHand } from '../src/engine/notation.ts';
import { dealResult } from '../src/engine/outcome.ts';
import { createRng, dealWith } from '../src/engine/rng.ts';
import { DDV_RULES } from '../src/engine/rules.ts';
import { measure, type Rate } from './measure.ts';

/** Random legal play and scoring with the immutable API. */
export function benchFriendlyDeals(ms: number): Rate {
  const rng = createRng(12345);
  let checksum = 0;
  const rate = measure(ms, () => {
    for (let k = 0; k < 50; k++) {
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
    }
    return 50;
  });
  if (Number.isNaN(checksum)) throw new Error('unreachable');
  return rate;
}

/** Hands parsed from mixed notations. */
export function benchParse(ms: number): Rate {
  const inputs = [
    '♣Q ♣Q ♠10 ♥A ♦K ♦A ♣J ♠J ♥J ♦J ♥10 ♣A',
    'CQ CQ S10 HA DK DA CJ SJ HJ DJ H10 CA',
    'Kreuz Dame, Kreuz Dame, Pik Zehn, Herz Ass, Karo König, Karo Ass, Kreuz Bube, Pik Bube, Herz Bube, Karo Bube, Herz Zehn, Kreuz Ass',
  ];
  return measure(ms, () => {
    for (const text of inputs) if (!parseHand(text, DDV_RULES).ok) throw new Error('parse');
    return inputs.length;
  });
}
