/**
 * English texts of the solo analysis, in one place: the analysis returns codes and data, this
 * file alone turns them into words (a German edition is a second file of the same shape).
 */
import type { CardId, Suit } from '../../engine/cards.ts';
import { cardShort, suitName } from '../../engine/names.ts';
import type { SoloKind } from '../../engine/order.ts';
import { TIER_GAP, type Recommendation, type TierComparison } from '../../engine/analysis/analyse.ts';
import type { ClassicCount, ClassicItem } from '../../engine/analysis/classic.ts';
import type { KeyCardResult } from '../../engine/analysis/keycard.ts';
import type { LossCode } from '../../engine/analysis/losses.ts';
import type { CaseResult, LeadCase } from '../../engine/analysis/montecarlo.ts';
import type { Finding, HandOption, VerdictLevel } from '../../engine/analysis/verdict.ts';
import type { PlainAnswer, PlainFact } from '../../engine/analysis/plain.ts';
import { THROW_IN_COUNT } from '../../engine/contract.ts';
import { absageThreshold, SOLOIST_FACTOR } from '../../engine/scoring.ts';

export const SOLO_NAME: Readonly<Record<SoloKind, string>> = {
  clubs: 'clubs solo',
  spades: 'spades solo',
  hearts: 'hearts solo',
  diamonds: 'diamonds solo',
  queens: 'queen solo',
  jacks: 'jack solo',
  aces: 'ace solo (Fleischloser)',
};

export const SOLO_SHORT: Readonly<Record<SoloKind, string>> = {
  clubs: 'Clubs',
  spades: 'Spades',
  hearts: 'Hearts',
  diamonds: 'Diamonds',
  queens: 'Queens',
  jacks: 'Jacks',
  aces: 'Aces',
};

export const LEAD_NAME: Readonly<Record<LeadCase, string>> = { withLead: 'with the lead', withoutLead: 'without the lead' };

export const LEVEL_WORD: Readonly<Record<VerdictLevel, string>> = {
  strong: 'strong',
  playable: 'playable',
  doubtful: 'doubtful',
  weak: 'weak',
};

export const LOSS_WORD: Readonly<Record<LossCode, string>> = {
  trumpsSplitBadly: 'the trumps split badly',
  aceRuffed: 'a side ace was ruffed',
  trumpControlLost: 'the soloist ran out of trumps while an opponent still had some',
  suitCashed: 'the lead was lost and the opponents cashed a suit',
  tenCaught: 'a ten was caught',
  topTrumpsLost: 'trump leads were lost to higher trumps',
  tricksNotPoints: 'the soloist won the tricks but not the points',
  tooFewWinners: 'the hand had too few winners',
};

const cards = (cs: readonly CardId[]) => cs.map((c) => cardShort(c)).join(' ');
const suitWord = (s: Suit) => suitName(s);
const list = (xs: readonly string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const plural = (n: number, one: string, many: string = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** 100000 → "100,000" without Intl, whose first use costs a page a long pause (a pasted length is shown at once). */
const grouped = (n: number): string => String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A probability as a whole percentage ("73 %"). */
export const pct = (p: number): string => `${Math.round(p * 100)} %`;
/** A score with its sign ("+2.4", "−1.0"). */
export const signed = (x: number): string => (x > 0 ? `+${x.toFixed(1)}` : x < 0 ? `−${(-x).toFixed(1)}` : '0.0');

/** A solo with its article, as a sentence names it: "a clubs solo". */
const SOLO_WITH_ARTICLE: Readonly<Record<SoloKind, string>> = {
  clubs: 'a clubs solo',
  spades: 'a spades solo',
  hearts: 'a hearts solo',
  diamonds: 'a diamonds solo',
  queens: 'a queen solo',
  jacks: 'a jack solo',
  aces: 'an ace solo (Fleischloser)',
};

const SMALL_NUMBERS = ['no', 'one', 'two', 'three', 'four'];
/** "three aces", "9 trumps": small counts in words. */
const counted = (n: number, one: string, many: string) => `${SMALL_NUMBERS[n] ?? String(n)} ${n === 1 ? one : many}`;
const trumpWords = (solo: SoloKind): [string, string] => (solo === 'queens' ? ['queen', 'queens'] : solo === 'jacks' ? ['jack', 'jacks'] : ['trump', 'trumps']);
const only = (f: PlainFact & { readonly count: number }) => (f.sign < 0 && f.count > 0 ? 'only ' : '');

/** One fact of a plain answer, as the object of "you hold …". */
export function describePlainFact(f: PlainFact, solo: SoloKind): string {
  switch (f.code) {
    case 'trumps':
      return `${only(f)}${counted(f.count, ...trumpWords(solo))}`;
    case 'topTrumps': {
      const n = f.held.reduce((sum, h) => sum + h.count, 0);
      if (f.sign < 0) return `${n === 0 ? 'none' : `only ${n}`} of the ${f.of} highest trumps (${cards(f.kinds)})`;
      // Joined by commas only: the facts' own list puts the "and".
      return f.held.map((h) => `${h.count === 2 ? 'both' : 'one'} ${cardShort(h.card)}`).join(', ');
    }
    case 'aces':
      return `${only(f)}${counted(f.count, 'ace', 'aces')}`;
    case 'volle':
      return `${only(f)}${counted(f.count, 'ace or ten', 'aces and tens')}`;
    case 'longSuit':
      return `a ${f.length}-card ${suitWord(f.suit)} suit headed ${cards(f.top)}`;
    case 'noAce':
      return `no ace in ${list(f.suits.map(suitWord))}`;
    case 'singleTens':
      return f.count === 1 ? 'a ten without its ace' : `${counted(f.count, 'ten', 'tens')} without their aces`;
  }
}

/** The plain answer as two sentences: what to play, and how often it wins and why. */
export function describePlainAnswer(a: PlainAnswer): { readonly verdict: string; readonly reason: string } {
  const wins = a.winsInTen === 0 ? 'hardly ever' : a.winsInTen === 10 ? 'nearly every deal' : `about ${a.winsInTen} in 10 deals`;
  const facts = a.facts.length > 0 ? `: you hold ${list(a.facts.map((f) => describePlainFact(f, a.solo)))}` : '';
  const name = SOLO_WITH_ARTICLE[a.solo];
  if (a.play === 'solo') {
    return {
      verdict: a.compulsory ? `For your compulsory solo, play ${name}.` : `Play ${name}.`,
      reason: `${name.charAt(0).toUpperCase()}${name.slice(1)} here wins ${wins}${facts}.`,
    };
  }
  const instead = a.play === 'marriage' ? 'a marriage' : 'a normal game';
  return {
    verdict: a.play === 'marriage' ? 'No solo: announce a marriage (you hold both ♣Q).' : 'No solo: play a normal game.',
    reason: `The best solo here, ${name}, would win ${wins}${facts}; ${instead} scores more on average.`,
  };
}

export function describeFinding(f: Finding, solo: SoloKind): string {
  switch (f.code) {
    case 'losers': {
      const parts = `${f.trump} in trumps, ${f.plain} in the side suits`;
      if (f.sign > 0) return `${plural(f.losers, 'loser')} (${parts}): fewer than ${f.limit}, so the solo is usually won.`;
      if (f.sign === 0) return `${plural(f.losers, 'loser')} (${parts}): ${f.limit} is the most a solo can afford.`;
      return `${plural(f.losers, 'loser')} (${parts}): with ${f.limit + 1} or more the opponents usually win.`;
    }
    case 'lead':
      return f.withLead ? 'You have the opening lead — a great advantage.' : 'You do not have the opening lead.';
    case 'colourTopTrumps': {
      const six = `the six top trumps (two each of ${list(f.kinds.map((c) => cardShort(c)))})`;
      return f.sign > 0 ? `You hold ${f.held} of ${six}.` : `Without the ace and ten of trumps you hold only ${f.held} of ${six}; you want at least four.`;
    }
    case 'colourTrumpLength':
      return `Only ${plural(f.trumps, 'trump')}: a colour solo needs a much stronger hand than it seems.`;
    case 'pictureFloor':
      return f.sign > 0
        ? `${plural(f.trumps, 'trump')} and ${plural(f.aces, 'ace')}: the floor of four trumps with a reasonable number of aces is met.`
        : `${plural(f.trumps, 'trump')} and ${plural(f.aces, 'ace')}: below the floor of four trumps with at least two aces.`;
    case 'pictureControl': {
      const kind = solo === 'queens' ? 'black queens' : 'black jacks';
      if (f.sign > 0) return `${f.black} of the four ${kind}: you control the trumps.`;
      if (f.sign < 0) return `Only ${f.black} of the four ${kind} and no lead: expect to give up a trump to get in.`;
      return `${f.black} of the four ${kind}${f.withLead ? '' : '; without the lead you may have to give up a trump to get in'}.`;
    }
    case 'aceLongSuit':
      return `A ${f.length}-card ${suitWord(f.suit)} suit headed ${cards(f.top)}: such a suit usually brings in more than 60 points.`;
    case 'aceFivePlusThree':
      return `"5+3": the long ${suitWord(f.suit)} suit plus three side aces usually wins.`;
    case 'aceVolle':
      return f.sign > 0
        ? `${f.volle} Volle (aces and tens) with ${plural(f.losers, 'loser')}: enough (7 Volle in 8 tricks, or 8 in 7).`
        : `Only ${f.volle} Volle (aces and tens): an ace solo wants 7 or more.`;
    case 'aceUnguarded':
      return `Without the lead every suit should hold an ace; ${list(f.suits.map(suitWord))} ${f.suits.length === 1 ? 'does' : 'do'} not.`;
    case 'blankTens':
      return `${plural(f.count, 'single ten')} (a ten without its ace in a short suit): likely lost.`;
  }
}

const CLASSIC_ITEM: Readonly<Record<ClassicItem['code'], string>> = {
  trump: 'trumps',
  dulle: 'Dullen (♥10)',
  queen: 'queens',
  jack: 'jacks',
  trumpColour: 'cards of the trump colour',
  shortSideAce: 'side aces in short suits',
  sideAce: 'side aces',
  otherCard: 'other cards',
  blackTrumps: 'three or more black trumps',
  manyTrumps: 'more than four trumps',
  void: 'voids',
  voidWithoutAce: 'suits without an ace (no card)',
  singleTen: 'single tens',
  heartsWithDulle: 'hearts solo with the Dulle',
  noTrumpColour: 'no card of the trump colour',
  fewPlainCards: 'at most two plain cards',
  piglets: 'piglets',
  suitVolle: 'length × Volle',
};

export function describeClassicItem(i: ClassicItem): string {
  const what = i.code === 'suitVolle' && i.suit ? `${suitWord(i.suit)}: ${CLASSIC_ITEM[i.code]}` : CLASSIC_ITEM[i.code];
  return `${what} ${i.points > 0 ? '+' : '−'}${Math.abs(i.points)}`;
}

export function describeClassic(c: ClassicCount): string {
  return `Classic count (FreeDoko weights): ${c.points} against a threshold of ${c.threshold} — ${c.passes ? 'above it' : 'not above it'}.`;
}

export function describeOption(o: HandOption): string {
  switch (o.code) {
    case 'marriage':
      return 'Both ♣Q: you may announce a marriage (Hochzeit) — usually the right choice — instead of a solo.';
    case 'poverty':
      return `Only ${plural(o.trumps, 'trump')}: poverty (Armut) is allowed, so you may pass your trumps to a partner.`;
    case 'throwIn':
      return `${THROW_IN_COUNT} or more ${o.reason === 'fiveNines' ? 'nines' : 'kings'}: you may throw the hand in for a redeal.`;
  }
}

export function describeCase(r: Pick<CaseResult, 'winProbability' | 'low' | 'high' | 'expectedScore' | 'pBelow90'>): string {
  return `wins ${pct(r.winProbability)} (95 % interval ${pct(r.low)}–${pct(r.high)}), expected score ${signed(r.expectedScore)}, opponents below ${absageThreshold(1)} in ${pct(r.pBelow90)}`;
}

export function describeLosses(r: CaseResult): string | null {
  const lost = r.n - r.wins;
  if (lost === 0) return null;
  const parts = r.losses.slice(0, 4).map((l) => `${pct(l.count / lost)} ${LOSS_WORD[l.code]}`);
  return `Why deals were lost: ${list(parts)}.`;
}

/**
 * The key card in words. `deals` is the number of deals behind the simulation's own figures:
 * when the key cards were measured on fewer of them (the first `k.samples`), the sentence gives
 * the change rather than a second win probability, and says why the deals differ.
 */
export function describeKeyCard(k: KeyCardResult, deals: number = k.samples): string {
  if (!k.key) return 'Weakening any single card changes nothing measurable.';
  const e = k.key;
  const head = `The card that matters most: ${cardShort(e.card)}`;
  if (k.samples >= deals) {
    return `${head} — as ${cardShort(e.weakenedTo)} the win probability ${LEAD_NAME[k.lead]} goes from ${pct(k.baseline.winProbability)} to ${pct(e.winProbability)} (expected score ${signed(k.baseline.expectedScore)} → ${signed(e.expectedScore)}).`;
  }
  const points = Math.round(-e.winDelta * 100);
  const change =
    points > 0
      ? `wins ${plural(points, 'percentage point')} less often ${LEAD_NAME[k.lead]} (expected score ${signed(e.scoreDelta)})`
      : `wins about as often ${LEAD_NAME[k.lead]} but scores less (expected score ${signed(e.scoreDelta)})`;
  return `${head}: as ${cardShort(e.weakenedTo)} the solo ${change}. Measured on the first ${k.samples} of the ${deals} deals, since replaying every weakened card takes time.`;
}

export function describeRecommendation(r: Recommendation): string {
  const x = r.reason;
  const name = SOLO_NAME[x.solo];
  switch (x.code) {
    case 'compulsoryBest':
      return `A compulsory solo takes the best expected score: the ${name} (${signed(x.expectedScore)}, wins ${pct(x.winProbability)}).`;
    case 'beatsNormal':
      return `Play the ${name}: its expected score ${signed(x.expectedScore)} beats the normal game's ${signed(x.normal)} by ${x.advantage.toFixed(1)}, more than the margin of ${x.margin} a voluntary solo needs.`;
    case 'normalBetter':
      return `No solo: the best, the ${name} (${signed(x.expectedScore)}, wins ${pct(x.winProbability)}), does not beat the normal game's ${signed(x.normal)} by the margin of ${x.margin} a voluntary solo needs (difference ${signed(x.advantage)}).`;
  }
}

export function describeComparison(c: TierComparison): string {
  const gap = Math.round(Math.abs(c.deep - c.policy) * 100);
  switch (c.code) {
    case 'agree':
      return `Against the computer defenders the solo wins ${pct(c.policy)}; with every card open and best play by all, ${pct(c.deep)}: the two estimates agree (within ${Math.round(TIER_GAP * 100)} points).`;
    case 'deepLower':
      return `With every card open and best play by all the solo wins only ${pct(c.deep)}, ${gap} points less than the ${pct(c.policy)} against the computer defenders: defenders who find the best defence beat it more often. Good opponents lie in between, since they cannot see your cards.`;
    case 'deepHigher':
      return `With every card open and best play by all the solo wins ${pct(c.deep)}, ${gap} points more than the ${pct(c.policy)} the computer soloist manages: the hand has more in it than a plain plan finds, but with open cards the soloist also knows where every card is, so this estimate flatters him.`;
  }
}

export const EVALUATOR_POLICY = 'policy players on the simulation core, common random numbers (policy-mc/1)';
export const EVALUATOR_DEEP = 'policy players for the first tricks, then an exact double-dummy solver (dd/1), against perfect defence';

export function describeEvaluator(deep: boolean): string {
  return deep ? `${EVALUATOR_POLICY}; deep: ${EVALUATOR_DEEP}` : EVALUATOR_POLICY;
}

/** The words of the CLI's analysis table and of each solo's reasons (report.ts). */
export const REPORT_TEXT = {
  hand: (hand: readonly CardId[]) => `Hand: ${cards(hand)}`,
  game: (compulsory: boolean, lead: string, samples: number, seed: number) =>
    `${compulsory ? 'Compulsory' : 'Voluntary'} solo, case in view: ${lead}; ${samples} samples, seed ${seed}.`,
  columns: {
    solo: 'Solo',
    verdict: 'Verdict',
    losers: 'Losers',
    classic: 'Classic',
    withLead: 'With the lead',
    withoutLead: 'Without the lead',
    deep: 'Deep (in view)',
  },
  normal: (score: string, win: string) => `Normal game at this seat: expected score ${score} (party wins ${win}).`,
  recommendation: (text: string) => `Recommendation: ${text}`,
  why: (solo: string) => `Why (${solo}):`,
  evaluator: (text: string) => `Evaluator: ${text}.`,
  instant: (level: string) => `Instant verdict: ${level}.`,
  simulated: (lead: string, text: string) => `Simulated ${lead}: ${text}.`,
};

/** Texts of the analyser page (/analyse/). */
export const ANALYSER_TEXT = {
  title: 'Analyse a hand',
  intro: 'Paste your cards and get a straight answer: a solo or not, how often it wins, and why.',
  handLabel: 'Your hand',
  /** The notations the hint shows, each as the page reads it (tests/site/notation-examples.test.ts parses them). */
  handExamples: ['♣Q ♠10 ♥A', 'CQ S10 HA', 'Q♣', 'queen of clubs', 'Kreuz Dame', 'Herz-Zehn', 'Eichel-Ober', '2x CQ'] as readonly string[],
  handHint: (e: readonly string[]) =>
    `Any notation: ${e[0]}, ${e[1]} (T for ten), ${e[2]}, “${e[3]}”, ${e[4]}, ${e[5]}, ${e[6]}; counts like ${e[7]}. Separate cards by spaces or commas.`,
  handPlaceholderHand: '♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦J',
  handPlaceholder: (hand: string) => `e.g. ${hand}`,
  problemsHead: (n: number) => (n === 1 ? 'This is not a hand yet:' : `This is not a hand yet, ${n} things to fix:`),
  /** The problems the list leaves out (the field marks every one). */
  problemsMore: (n: number) => `… and ${n} more.`,
  pasteTooLong: (length: number, max: number) =>
    `That paste is ${grouped(length)} characters long, and a hand needs at most ${grouped(max)}: paste only your cards. Your hand was left as it was.`,
  shareTooLong: 'A hand this long goes into a link only once it reads as cards.',
  answerHeading: 'What to play',
  answerWorking: (done: number, total: number) => `Working it out on ${grouped(total)} simulated deals: ${grouped(done)} so far…`,
  answerCards: 'Weighing up your cards…',
  expertShow: 'Show the expert figures',
  expertHide: 'Hide the expert figures',
  expertAbout: 'Rules of thumb per solo, the classic count, the simulation’s intervals and charts, and a deep evaluation.',
  /** One of the parser's problems as a sentence of the list. */
  problem: (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`,
  select: 'Select',
  selectToken: (token: string) => `Select “${token}” in your hand`,
  gameLegend: 'The game',
  voluntary: 'Voluntary solo (left of the dealer leads)',
  compulsory: 'Compulsory solo (you lead)',
  seatLabel: 'Your seat',
  seatNames: ['Forehand (left of the dealer: you lead)', 'Second (middlehand)', 'Third (rearhand)', 'Dealer'] as readonly string[],
  seatAny: 'Not given (averaged over the seats without the lead)',
  rulesLabel: 'Rules',
  rulesSettings: (labels: string) => `My house rules (Settings): ${labels}`,
  rulesDdv: 'DDV tournament rules',
  rulesLink: (labels: string) => `From the shared link: ${labels}`,
  rulesBadLink: 'The link named rules that could not be read; your own rules are used.',
  ddvShort: 'DDV',
  moreLegend: 'Samples and seed',
  samplesLabel: 'Simulated deals',
  seedLabel: 'Seed',
  deepSamplesLabel: 'Deals for the deep evaluation',
  shareLabel: 'Link to this analysis',
  copy: 'Copy link',
  copied: 'Link copied.',
  parsedHeading: 'Your hand',
  viewLabel: 'Sorted for',
  normalGame: 'Normal game',
  instantHeading: 'Instant verdict',
  instantCaption: 'Rules of thumb per solo (TACTICS) and the classic FreeDoko count',
  colSolo: 'Solo',
  colVerdict: 'Verdict',
  colLosers: 'Losers',
  colClassic: 'Classic count',
  colWin: 'Win vs. computers (95 %)',
  colScore: 'Expected score',
  colBelow90: `Opponents < ${absageThreshold(1)}`,
  colDeep: 'Win, every card open',
  instantBest: (name: string) => `Best by the rules of thumb: the ${name}.`,
  instantNone: 'No solo passes the rules of thumb.',
  optionsHeading: 'Other options of this hand',
  whyHeading: 'Why',
  simHeading: 'Simulation',
  simIntro: (lead: string, hidden: number) =>
    `The ${hidden} hidden cards dealt at random from the seed, the same deals for every solo, played out by computer players who see only their own cards; figures ${lead}. Expected scores are the soloist's (solo × ${SOLOIST_FACTOR}, with the 90/60/30 levels; no announcements).`,
  simRunning: (done: number, total: number) => `Simulating: ${done} of ${total} deals…`,
  simKeyCards: (done: number, total: number) => `Weakening each card to find the one that matters most: ${done} of ${total} solos…`,
  simDone: (n: number) => `Simulation complete: ${n} deals.`,
  simCancelled: 'Simulation cancelled.',
  simFailed: (m: string) => `The simulation failed: ${m}`,
  /** Why a background computation ended without a result, when the browser gives no message. */
  workerStopped: 'the background computation stopped',
  noResult: 'it gave no result',
  simWaiting: 'The simulation starts when the hand is complete.',
  cancel: 'Cancel',
  rerun: 'Run again',
  progressLabel: 'Simulation progress',
  recommendationHeading: 'Recommendation',
  normalLine: (score: string, win: string) => `Normal game at this seat: expected score ${score} (your party wins ${win}).`,
  lossesHeading: 'Lost deals',
  example: 'Example deal',
  exampleSeats: (dealer: string, you: string) => `${dealer} dealt; you sat ${you}.`,
  exampleSummary: (points: number) => `You took ${points} card points.`,
  deepHeading: 'Deep evaluation',
  deepIntro:
    'A second estimate beside the one against the computer players: they play the first half of each deal, then an exact solver finishes it with every card open and best play by all. The defenders never go wrong here, but the soloist also knows where every card lies, so the truth against good players is usually in between. It runs on every processor core of this device.',
  deepRun: (workers: number) => `Run the deep evaluation (${workers} ${workers === 1 ? 'worker' : 'workers'})`,
  deepRunning: (done: number, total: number) => `Deep evaluation: ${done} of ${total} deals…`,
  deepDone: (n: number) => `Deep evaluation complete: ${n} deals.`,
  deepCancelled: 'Deep evaluation cancelled.',
  deepFailed: (m: string) => `The deep evaluation failed: ${m}`,
  deepFallbacks: (n: number) => `${n} ${n === 1 ? 'deal' : 'deals'} beyond the solver's budget were finished by the computer players.`,
  chartWin: 'Win probability',
  chartPoints: 'Your card points over the simulated deals',
  chartAlt: (name: string, win: string, low: string, high: string, mean: number) =>
    `${name}: wins ${win} (95 % interval ${low} to ${high}); on average you take ${Math.round(mean)} card points.`,
  statusNone: '',
} as const;
