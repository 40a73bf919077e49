/**
 * English words for the computer players' reasons (hints, logs). The bots return codes and
 * data; this file alone turns them into sentences, so a German edition is a second file of
 * the same shape.
 */
import type { CardId } from '../../engine/cards.ts';
import { cardShort } from '../../engine/names.ts';
import { FORCED_ANNOUNCEMENT_POINTS } from '../../engine/announcements.ts';
import { THROW_IN_COUNT } from '../../engine/contract.ts';
import type { SoloKind } from '../../engine/order.ts';
import type { Call } from '../../engine/scoring.ts';
import type { CardAdvice } from '../../engine/bots/coach.ts';
import type { CardRule, Reason } from '../../engine/bots/types.ts';

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
  trumpWithJack: (k) =>
    `You could be over-trumped: trump with at least a jack (${c(k)}), so that nobody after you can over-trump cheaply with the fox or the ♦10.`,
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
      const est =
        r.expected !== undefined && r.normalExpected !== undefined
          ? ` It scored ${pts(r.expected)} per deal in simulation against ${pts(r.normalExpected)} for the normal game.`
          : '';
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

// ---------------------------------------------------------------- the coach

/**
 * The coach's words for a rule of thumb, without the card (the table names it after the
 * reason): why, and what to do. `plain` uses only the words of the quick start; `taught`, where
 * it differs, the words of the lesson that teaches the rule, for a learner who has done it.
 */
interface RuleWords {
  readonly why: string | null;
  readonly advice: string;
}
const COACH_RULE: Record<CardRule, { readonly plain: RuleWords; readonly taught?: RuleWords }> = {
  onlyCard: { plain: { why: 'It is the only card you may play', advice: 'play it' } },
  leadSingleBlackAce: {
    plain: { why: 'The first round of a suit usually goes through, the second is often trumped', advice: 'lead the black ace you hold only one of' },
    taught: { why: 'Aces first', advice: 'lead your single black ace while its suit still goes through' },
  },
  leadSingleHeartAce: { plain: { why: 'Hearts are short in Doppelkopf, so only their first round usually goes through', advice: 'lead your heart ace now' } },
  leadAceFromPair: {
    plain: { why: 'The first round of the suit is the one that goes through', advice: 'lead one of your two aces before an opponent leads his' },
  },
  leadStandingAce: { plain: { why: 'Nobody has shown to be out of this suit', advice: 'take the trick with your ace while it still wins' } },
  leadTrumpToPartner: { plain: { why: 'You are Re', advice: 'lead a trump so that your partner can take the lead' } },
  leadTrumpPartnerKontra: { plain: { why: 'Your partner said Kontra, so he should hold high trumps', advice: 'lead a trump to him' } },
  leadSideSuitKontra: { plain: { why: 'You are Kontra', advice: 'lead a plain suit, and not hearts a second time' } },
  leadTopTrump: { plain: { why: 'No trump still out is higher than this one', advice: 'take the trick with it' } },
  soloPullTrumps: { plain: { why: 'You play alone against three', advice: 'lead your highest trump and draw their trumps' } },
  soloLeadTrump: { plain: { why: 'You hold more trumps than the other three', advice: 'lead a trump and draw theirs' } },
  leadAgainstSolo: { plain: { why: 'Against a player who plays alone', advice: 'lead a plain suit' } },
  marriageLeadDulle: {
    plain: { why: 'The first player after the one with both ♣Q to win a trick becomes his partner', advice: 'lead your ♥10 and win this trick yourself' },
    taught: { why: 'Against a marriage', advice: 'lead the ♥10 and win the clarifying trick yourself' },
  },
  marriageLeadAce: {
    plain: { why: 'The first player after the one with both ♣Q to win a trick becomes his partner', advice: 'lead an ace of your shortest suit' },
    taught: { why: 'Against a marriage', advice: 'lead an ace of your shortest suit' },
  },
  marriageFindPartner: { plain: { why: 'The first other player to win a trick becomes your partner', advice: 'lead a low card so that someone else wins it' } },
  leadLow: { plain: { why: 'Nothing better to lead', advice: 'lead a cheap card and give nothing away' } },
  smearOnPartner: {
    plain: { why: 'Your partner is sure to win this trick', advice: 'give him points' },
    taught: { why: 'Your partner is sure to win this trick', advice: 'smear points on it' },
  },
  playLowToPartner: { plain: { why: 'Your partner wins this trick', advice: 'give the card you can best spare' } },
  secureTrick: { plain: { why: 'Your partner is winning a trick with points in it', advice: 'make it safe with a higher card' } },
  trumpJackOrHigher: { plain: { why: 'Trump was led and an opponent still plays after you', advice: 'play a jack or higher' } },
  winCheaply: { plain: { why: null, advice: 'take this trick with the cheapest card that wins it' } },
  saveFox: {
    plain: { why: 'This ace is worth 11 points', advice: 'win the trick with it, so that its points come home safely' },
    taught: { why: 'The other side would love to catch your fox', advice: 'win the trick with it and bring it home' },
  },
  playAceFirstRound: { plain: { why: 'This is the first round of the suit', advice: 'play your ace: it usually wins' } },
  ruff: { plain: { why: 'You have none of the suit led', advice: 'take the trick with a low trump' } },
  trumpWithJack: {
    plain: { why: 'A player after you could trump higher', advice: 'trump with at least a jack' },
    taught: { why: 'A player after you could over-trump with the fox or the ♦10', advice: 'trump with at least a jack' },
  },
  followLow: { plain: { why: 'Winning this trick is not worth it', advice: 'give your cheapest card' } },
  discardLow: { plain: { why: 'Do not spend a good card on this trick', advice: 'give your cheapest' } },
};

const sentence = (w: RuleWords) => `${w.why ? `${w.why}: ${w.advice}` : w.advice.charAt(0).toUpperCase() + w.advice.slice(1)}.`;

/** How the suggestion does better than the usual rule's card, as the end of a sentence. */
const BETTER: Record<Extract<CardAdvice, { kind: 'better' }>['why'], string> = {
  takesTrick: 'this card takes the trick for your side more often',
  notTrumped: 'the other card is trumped by an opponent more often',
  givesLess: 'this card gives the other side fewer points',
  bringsMore: 'this card brings more points home',
};

/**
 * The coach's one sentence of reason for a suggested card (the card itself is named after it);
 * `taught`: whether the learner has done the lesson of the rule named. Null when no rule speaks
 * for the card (its reason is the sampled figures, which the table shows on request).
 */
export function coachCardReason(a: CardAdvice, taught: (rule: CardRule) => boolean): string | null {
  const words = (rule: CardRule) => (taught(rule) ? (COACH_RULE[rule].taught ?? COACH_RULE[rule].plain) : COACH_RULE[rule].plain);
  switch (a.kind) {
    case 'rule':
      return sentence(words(a.rule));
    case 'better':
      return `Usually you would ${words(a.rule).advice}, but here ${BETTER[a.why]}.`;
    case 'sampled':
      return 'No simple rule decides this card: the coach tried your cards out (see Details).';
  }
}

/**
 * The coach's reason for a decision other than a card, in plain words up front and with the
 * figures behind it apart (`details`, shown on request).
 */
export function coachReason(r: Reason): { text: string; details: string | null } {
  switch (r.rule) {
    case 'announceStrongHand':
      return { text: `Say ${CALL[r.call]}: your hand is clearly strong.`, details: `Its count is ${r.strength} (high trumps and aces).` };
    case 'announceWinChance':
      return {
        text: `Say ${CALL[r.call]}: your side is likely to win this deal.`,
        details: `With the call your side won ${pct(r.chance)} of ${r.samples} made-up deals in which the hidden cards were dealt at random.`,
      };
    case 'noAnnouncement':
      if (r.chance !== undefined)
        return { text: 'No call now: your side is not sure enough to win.', details: `Your side won only ${pct(r.chance)} of the made-up deals.` };
      if (r.strength !== undefined) return { text: 'No call now: your hand is not strong enough.', details: `Its count is ${r.strength}.` };
      return { text: 'No call now.', details: null };
    case 'healthy':
      if (r.losers === undefined) return { text: 'Say Gesund: a normal game.', details: null };
      return { text: 'Say Gesund: a normal game suits this hand best.', details: `As a solo it would lose about ${r.losers} tricks.` };
    case 'reserveSolo':
    case 'declareSolo': {
      const say = r.rule === 'reserveSolo' ? `Say Vorbehalt for a ${SOLO[r.solo]}` : `Play a ${SOLO[r.solo]}`;
      const est =
        r.expected !== undefined && r.normalExpected !== undefined
          ? ` It scored ${pts(r.expected)} per deal in made-up deals against ${pts(r.normalExpected)} for the normal game.`
          : '';
      return {
        text: `${say}: your hand is strong enough to play alone.`,
        details: `About ${r.losers} losing tricks (a solo with four or fewer usually wins).${est}`,
      };
    }
    default:
      return { text: explainReason(r), details: null };
  }
}
