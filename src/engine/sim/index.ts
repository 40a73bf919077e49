/** The simulation core (DESIGN.md "Two speeds, one truth"): compact state, fast playouts. */
export { CONTRACT_MARRIAGE, CONTRACT_NORMAL, CONTRACT_POVERTY, CONTRACT_SOLO, SEAT_STRIDE, SimContract, SimDeal, simContractOf, SUIT_STRIDE } from './deal.ts';
export { playRandomDeals, playRandomDealsWith, playSequence, randomPlayout, RandomDealStats, trickWinners, type SimPlay } from './playout.ts';
export { shuffleDeal, simDeal, SimRng } from './rng.ts';
export { simGameValue, simWinner, WINNER_KONTRA, WINNER_NONE, WINNER_RE } from './score.ts';
export {
  DECK_40,
  DECK_48,
  K_CJ,
  K_CQ,
  K_D9,
  K_DA,
  K_DQ,
  K_H10,
  KIND_POINTS,
  ORDER_KINDS,
  kindOrders,
  TRUMP,
  type KindOrder,
  type KindOrders,
} from './kinds.ts';
