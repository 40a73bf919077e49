/**
 * English words for the computer players' reasons (hints, logs). The bots return codes and
 * data; this file alone turns them into sentences, so a German edition is a second file of
 * the same shape.
 */
import type { CardId } from '../cards.ts';
import { cardShort } from '../names.ts';
import { FORCED_ANNOUNCEMENT_POINTS } from '../announcements.ts';
import { THROW_IN_COUNT } from '../contract.ts';
import type { SoloKind } from '../order.ts';
import type { Call } from '../scoring.ts';
import type { CardRule, Reason } from './types.ts';

const CALL: Record<Call, string> = { re: 'Re', kontra: 'Kontra', no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', schwarz: 'schwarz' };
const SOLO: Record<SoloKind, string> = {
  clubs: 'clubs solo',
  spades: 'spades solo',
  hearts: 'hearts solo',
  diamonds: 'diamonds solo',
  queens: 'queen solo',
  jacks: 'jack solo',
  aces: 'ace solo (Fleischloser)',
};

const c = (card: CardId) => cardShort(card);
const pct = (x: number) => `${Math.round(x * 100)} %`;
const pts = (x: number) => `${x > 0 ? '+' : ''}${x.toFixed(2)}`;
const cards = (xs: readonly CardId[]) => xs.map(c).join(' ');

/** The rule of thumb behind a card, as a sentence. */
export const CARD_RULE_TEXT: Record<CardRule, (card: CardId) => string> = {
  onlyCard: (k) => `${c(k)} is the only card you may play.`,
  leadSingleBlackAce: (k) => `Lead your single black ace ${c(k)} first: the first round of a suit usually stands, the second is usually trumped.`,
  leadSingleHeartAce: (k) => `Lead your single heart ace ${c(k)}: with no black ace to cash, the heart ace comes next.`,
  leadAceFromPair: (k) => `Lead an ace from your pair, ${c(k)}: cash it before an opponent leads his.`,
  leadStandingAce: (k) => `Cash the ace ${c(k)} while nobody can trump the suit.`,
  leadTrumpToPartner: (k) => `As Re, lead a trump (${c(k)}) towards your partner's club queen to hand him the lead.`,
  leadTrumpPartnerKontra: (k) => `Your partner said Kontra, so he should hold a ♥10: lead trump (${c(k)}).`,
  leadSideSuitKontra: (k) => `As Kontra, lead a side suit (${c(k)}), not a second round of hearts.`,
  leadTopTrump: (k) => `${c(k)} is the highest trump still out: cash it.`,
  soloPullTrumps: (k) => `As soloist, lead your top trump ${c(k)} to pull the opponents' trumps.`,
  soloLeadTrump: (k) => `As soloist with more trumps than the opponents, lead trump (${c(k)}) to draw theirs.`,
  leadAgainstSolo: (k) => `Against the solo, lead a side suit (${c(k)}).`,
  marriageLeadDulle: (k) => `Against a marriage, lead the ${c(k)} to win the clarifying trick yourself.`,
  marriageLeadAce: (k) => `Against a marriage, lead an ace of your shortest suit (${c(k)}).`,
  marriageFindPartner: (k) => `Lead a low card (${c(k)}) so that another player wins the trick and becomes your partner.`,
  leadLow: (k) => `Lead a cheap card (${c(k)}).`,
  smearOnPartner: (k) => `Your partner is sure to win this trick: put points on it (${c(k)}).`,
  playLowToPartner: (k) => `Your partner wins this trick; ${c(k)} is your best card to give.`,
  secureTrick: (k) => `Make your partner's trick safe with ${c(k)}: there are points in it.`,
  trumpJackOrHigher: (k) => `Trump is led and an opponent still follows you: play a jack or higher (${c(k)}).`,
  winCheaply: (k) => `Win the trick as cheaply as you can: ${c(k)}.`,
  saveFox: (k) => `Win the trick with the fox ${c(k)} and bring it home safely.`,
  playAceFirstRound: (k) => `Play the ace ${c(k)} in the first round of the suit: it usually stands.`,
  ruff: (k) => `Trump the trick cheaply with ${c(k)}: nobody after you can over-trump.`,
  trumpWithJack: (k) => `You could be over-trumped: trump with at least a jack (${c(k)}), so the fourth player cannot win with the fox or a trump ten.`,
  followLow: (k) => `You cannot win this trick profitably: give your cheapest card (${c(k)}).`,
  discardLow: (k) => `You cannot win this trick: discard your cheapest card (${c(k)}).`,
};

/** A bot's reason as an English sentence. */
export function explainReason(r: Reason): string {
  switch (r.rule) {
    case 'sampled': {
      const base = `${c(r.card)} scored best over ${r.samples} simulated deals (${pts(r.mean)} points on average).`;
      if (r.heuristicCard === r.card) return `${base} ${CARD_RULE_TEXT[r.heuristic](r.card)}`;
      return `${base} The rule of thumb suggests ${c(r.heuristicCard)} (${pts(r.heuristicMean)}): ${CARD_RULE_TEXT[r.heuristic](r.heuristicCard)}`;
    }
    case 'announceStrongHand':
      return `Say ${CALL[r.call]}: your hand is clearly strong (count ${r.strength}).`;
    case 'announceWinChance':
      return `Say ${CALL[r.call]}: your side wins about ${pct(r.chance)} of ${r.samples} simulated deals.`;
    case 'announceForced':
      return `You must announce ${CALL[r.call]}: your side won ${FORCED_ANNOUNCEMENT_POINTS} or more points in the obliging trick (Pflichtansage).`;
    case 'forcedByTable':
      return `${CALL[r.call]} was announced for the party: it was obliged to (Pflichtansage) and nobody said it.`;
    case 'noAnnouncement':
      if (r.chance !== undefined) return `No announcement: your side wins only about ${pct(r.chance)} of the simulated deals.`;
      if (r.strength !== undefined) return `No announcement: your hand is not strong enough (count ${r.strength}).`;
      return 'No announcement now.';
    case 'throwIn':
      return `Throw the hand in: ${THROW_IN_COUNT} or more ${r.reason === 'fiveNines' ? 'nines' : 'kings'}.`;
    case 'halfChicken':
      return 'Announce "half chicken": you hold both ♦10.';
    case 'healthy':
      return r.losers === undefined ? 'Say "gesund": a normal game.' : `Say "gesund": the best solo would lose about ${r.losers} tricks.`;
    case 'reserveMarriage':
      return 'Say "Vorbehalt": you hold both ♣Q and will announce a marriage.';
    case 'reservePoverty':
      return `Say "Vorbehalt": with only ${r.trumps} trumps you will declare poverty.`;
    case 'reserveSolo':
    case 'declareSolo': {
      const say = r.rule === 'reserveSolo' ? `Say "Vorbehalt" for a ${SOLO[r.solo]}` : `Play a ${SOLO[r.solo]}`;
      const est = r.expected !== undefined && r.normalExpected !== undefined ? ` It scored ${pts(r.expected)} per deal in simulation against ${pts(r.normalExpected)} for the normal game.` : '';
      return `${say}: about ${r.losers} losing tricks (a solo with four or fewer losers is usually won).${est}`;
    }
    case 'declareMarriage':
      return 'Announce the marriage: keeping it silent rarely pays.';
    case 'declarePoverty':
      return `Declare poverty: you hold only ${r.trumps} trumps.`;
    case 'givePoverty':
      return `Pass ${cards(r.cards)}: every trump, filled up with your cheapest cards.`;
    case 'acceptPoverty':
      return `Take the poverty: with ${r.trumps} trumps you can carry it.`;
    case 'declinePoverty':
      return `Decline the poverty: ${r.trumps} trumps are too few to carry it.`;
    case 'returnPoverty':
      return `Return ${cards(r.cards)}: cheap side cards, keeping your trumps and making short suits to ruff.`;
    case 'pass':
      return 'Pass.';
    default:
      return CARD_RULE_TEXT[r.rule](r.card);
  }
}
