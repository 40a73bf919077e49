/**
 * Die Blattanalyse auf Deutsch: die Analyse liefert Codes und Zahlen, diese Datei macht Sätze
 * daraus. Zwilling von src/i18n/en/analysis.ts.
 */
import type * as En from '../en/analysis.ts';
import type { CardId, Suit } from '../../engine/cards.ts';
import { cardShort, suitName } from '../../engine/names.ts';
import type { SoloKind } from '../../engine/order.ts';
import type { Recommendation, TierComparison } from '../../engine/analysis/analyse.ts';
import type { ClassicCount, ClassicItem } from '../../engine/analysis/classic.ts';
import type { KeyCardResult } from '../../engine/analysis/keycard.ts';
import type { LossCode } from '../../engine/analysis/losses.ts';
import type { CaseResult, LeadCase } from '../../engine/analysis/montecarlo.ts';
import type { Finding, HandOption, VerdictLevel } from '../../engine/analysis/verdict.ts';
import type { PlainAnswer, PlainFact } from '../../engine/analysis/plain.ts';
import { absageThreshold, SOLOIST_FACTOR } from '../../engine/scoring.ts';
import { THROW_IN_COUNT } from '../../engine/contract.ts';
import { num, percent, signedFixed } from '../runtime/numbers.ts';
import { cardDeterminer } from './grammar.ts';

export const SOLO_NAME: Readonly<Record<SoloKind, string>> = {
  clubs: 'Kreuzsolo',
  spades: 'Piksolo',
  hearts: 'Herzsolo',
  diamonds: 'Karosolo',
  queens: 'Damensolo',
  jacks: 'Bubensolo',
  aces: 'Fleischloser',
};

export const SOLO_SHORT: Readonly<Record<SoloKind, string>> = {
  clubs: 'Kreuz',
  spades: 'Pik',
  hearts: 'Herz',
  diamonds: 'Karo',
  queens: 'Damen',
  jacks: 'Buben',
  aces: 'Fleischloser',
};

export const LEAD_NAME: Readonly<Record<LeadCase, string>> = { withLead: 'mit Ausspiel', withoutLead: 'ohne Ausspiel' };

export const LEVEL_WORD: Readonly<Record<VerdictLevel, string>> = {
  strong: 'stark',
  playable: 'spielbar',
  doubtful: 'zweifelhaft',
  weak: 'schwach',
};

export const LOSS_WORD: Readonly<Record<LossCode, string>> = {
  trumpsSplitBadly: 'die Trümpfe saßen schlecht',
  aceRuffed: 'ein Fehl-Ass wurde gestochen',
  trumpControlLost: 'dem Solisten gingen die Trümpfe aus, ein Gegner hatte noch welche',
  suitCashed: 'die Gegner kamen ans Spiel und holten eine Farbe ab',
  tenCaught: 'eine Zehn wurde gefangen',
  topTrumpsLost: 'Trumpfrunden gingen an höhere Trümpfe verloren',
  tricksNotPoints: 'der Solist machte die Stiche, aber nicht die Augen',
  tooFewWinners: 'das Blatt hatte zu wenige sichere Stiche',
};

const de = { lang: 'de' } as const;
const short = (c: CardId) => cardShort(c, de);
const cards = (cs: readonly CardId[]) => cs.map(short).join(' ');
const suitWord = (s: Suit) => suitName(s, de);
const list = (xs: readonly string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} und ${xs[xs.length - 1]}`);
const count = (n: number, one: string, many: string) => `${num(n)} ${n === 1 ? one : many}`;

/** Eine Wahrscheinlichkeit in ganzen Prozent („73 %“). */
export const pct = ((p: number): string => percent(p)) satisfies typeof En.pct;
/** Ein Wert mit Vorzeichen („+2,4“, „−1,0“). */
export const signed = ((x: number): string => signedFixed(x, 1)) satisfies typeof En.signed;

/** Ein Solo mit Artikel: „ein Kreuzsolo“ (wen?), „das Kreuzsolo“ (wer?). */
const SOLO_INDEFINITE: Readonly<Record<SoloKind, string>> = {
  clubs: 'ein Kreuzsolo',
  spades: 'ein Piksolo',
  hearts: 'ein Herzsolo',
  diamonds: 'ein Karosolo',
  queens: 'ein Damensolo',
  jacks: 'ein Bubensolo',
  aces: 'einen Fleischlosen',
};
const SOLO_DEFINITE: Readonly<Record<SoloKind, string>> = {
  clubs: 'das Kreuzsolo',
  spades: 'das Piksolo',
  hearts: 'das Herzsolo',
  diamonds: 'das Karosolo',
  queens: 'das Damensolo',
  jacks: 'das Bubensolo',
  aces: 'der Fleischlose',
};

const SMALL_NUMBERS = ['', '', 'zwei', 'drei', 'vier'];
/** „drei Asse“, „9 Trümpfe“, „einen Trumpf“, „kein Ass“: kleine Zahlen in Worten, im Akkusativ. */
const counted = (n: number, forms: { readonly none: string; readonly one: string; readonly many: string }) =>
  n === 0 ? forms.none : n === 1 ? forms.one : `${SMALL_NUMBERS[n] || num(n)} ${forms.many}`;
const TRUMP_FORMS = {
  queens: { none: 'keine Dame', one: 'eine Dame', many: 'Damen' },
  jacks: { none: 'keinen Buben', one: 'einen Buben', many: 'Buben' },
  colour: { none: 'keinen Trumpf', one: 'einen Trumpf', many: 'Trümpfe' },
};
const only = (f: PlainFact & { readonly count: number }) => (f.sign < 0 && f.count > 0 ? 'nur ' : '');
/** „eine ♣D“, „einen ♣B“, „ein ♦A“: eine Karte des Rangs im Akkusativ. */
const one = (c: CardId) => `${cardDeterminer('ein', c, 'acc')} ${short(c)}`;

export const describePlainFact = ((f: PlainFact, solo: SoloKind): string => {
  switch (f.code) {
    case 'trumps':
      return `${only(f)}${counted(f.count, solo === 'queens' || solo === 'jacks' ? TRUMP_FORMS[solo] : TRUMP_FORMS.colour)}`;
    case 'topTrumps': {
      const n = f.held.reduce((sum, h) => sum + h.count, 0);
      if (f.sign < 0) return `${n === 0 ? 'keinen' : `nur ${num(n)}`} der ${num(f.of)} höchsten Trümpfe (${cards(f.kinds)})`;
      // Nur mit Kommas: das „und“ setzt die Liste der Punkte.
      return f.held.map((h) => (h.count === 2 ? `beide ${short(h.card)}` : one(h.card))).join(', ');
    }
    case 'aces':
      return `${only(f)}${counted(f.count, { none: 'kein Ass', one: 'ein Ass', many: 'Asse' })}`;
    case 'volle':
      return `${only(f)}${counted(f.count, { none: 'keine Volle (Asse und Zehnen)', one: 'eine Volle (ein Ass oder eine Zehn)', many: 'Volle (Asse und Zehnen)' })}`;
    case 'longSuit':
      return `${num(f.length)} ${suitWord(f.suit)} mit ${cards(f.top)} an der Spitze`;
    case 'noAce':
      return `kein Ass in ${list(f.suits.map(suitWord))}`;
    case 'singleTens':
      return f.count === 1 ? 'eine Zehn ohne Ass' : `${SMALL_NUMBERS[f.count] || num(f.count)} Zehnen ohne Ass`;
  }
}) satisfies typeof En.describePlainFact;

export const describePlainAnswer = ((a: PlainAnswer): { readonly verdict: string; readonly reason: string } => {
  const wins = a.winsInTen === 0 ? 'fast nie' : a.winsInTen === 10 ? 'fast jedes Spiel' : `etwa ${num(a.winsInTen)} von 10 Spielen`;
  const facts = a.facts.length > 0 ? `: du hast ${list(a.facts.map((f) => describePlainFact(f, a.solo)))}` : '';
  if (a.play === 'solo') {
    const name = SOLO_DEFINITE[a.solo];
    return {
      verdict: a.compulsory ? `Für dein Pflichtsolo: spiel ${SOLO_INDEFINITE[a.solo]}.` : `Spiel ${SOLO_INDEFINITE[a.solo]}.`,
      reason: `${name.charAt(0).toUpperCase()}${name.slice(1)} gewinnt hier ${wins}${facts}.`,
    };
  }
  const instead = a.play === 'marriage' ? 'eine Hochzeit' : 'ein Normalspiel';
  return {
    verdict: a.play === 'marriage' ? 'Kein Solo: melde eine Hochzeit an (du hast beide ♣D).' : 'Kein Solo: spiel ein Normalspiel.',
    reason: `Das beste Solo hier, ${SOLO_DEFINITE[a.solo]}, gewänne ${wins}${facts}; ${instead} bringt im Schnitt mehr.`,
  };
}) satisfies typeof En.describePlainAnswer;

export function describeFinding(f: Finding, solo: SoloKind): string {
  switch (f.code) {
    case 'losers': {
      const parts = `${num(f.trump)} im Trumpf, ${num(f.plain)} in Fehl`;
      if (f.sign > 0) return `${count(f.losers, 'Verlierer', 'Verlierer')} (${parts}): weniger als ${f.limit}, das Solo geht meist durch.`;
      if (f.sign === 0) return `${count(f.losers, 'Verlierer', 'Verlierer')} (${parts}): ${f.limit} ist das Höchste, was ein Solo verträgt.`;
      return `${count(f.losers, 'Verlierer', 'Verlierer')} (${parts}): mit ${f.limit + 1} oder mehr gewinnen meist die Gegner.`;
    }
    case 'lead':
      return f.withLead ? 'Du spielst aus – ein großer Vorteil.' : 'Du spielst nicht aus.';
    case 'colourTopTrumps': {
      const six = `den sechs höchsten Trümpfen (je zwei ${list(f.kinds.map(short))})`;
      return f.sign > 0 ? `Du hast ${f.held} von ${six}.` : `Ohne Ass und Zehn im Trumpf hast du nur ${f.held} von ${six}; vier sollten es sein.`;
    }
    case 'colourTrumpLength':
      return `Nur ${count(f.trumps, 'Trumpf', 'Trümpfe')}: ein Farbsolo braucht ein viel stärkeres Blatt, als es aussieht.`;
    case 'pictureFloor':
      return f.sign > 0
        ? `${count(f.trumps, 'Trumpf', 'Trümpfe')} und ${count(f.aces, 'Ass', 'Asse')}: die Untergrenze von vier Trümpfen mit ordentlich Assen ist erfüllt.`
        : `${count(f.trumps, 'Trumpf', 'Trümpfe')} und ${count(f.aces, 'Ass', 'Asse')}: unter der Grenze von vier Trümpfen mit mindestens zwei Assen.`;
    case 'pictureControl': {
      const kind = solo === 'queens' ? 'schwarzen Damen' : 'schwarzen Buben';
      if (f.sign > 0) return `${f.black} der vier ${kind}: du hast den Trumpf im Griff.`;
      if (f.sign < 0) return `Nur ${f.black} der vier ${kind} und du spielst nicht aus: du musst wohl einen Trumpf abgeben, um reinzukommen.`;
      return `${f.black} der vier ${kind}${f.withLead ? '' : '; ohne Ausspiel musst du vielleicht einen Trumpf abgeben, um reinzukommen'}.`;
    }
    case 'aceLongSuit':
      return `${f.length} Karten ${suitWord(f.suit)} mit ${cards(f.top)} oben: so eine Farbe bringt meist mehr als 60 Augen.`;
    case 'aceFivePlusThree':
      return `„5+3“: die lange ${suitWord(f.suit)}-Farbe und drei Fehl-Asse gewinnen meist.`;
    case 'aceVolle':
      return f.sign > 0
        ? `${f.volle} Volle (Asse und Zehnen) bei ${count(f.losers, 'Verlierer', 'Verlierern')}: genug (7 Volle in 8 Stichen oder 8 in 7).`
        : `Nur ${f.volle} Volle (Asse und Zehnen): ein Fleischloser will 7 oder mehr.`;
    case 'aceUnguarded':
      return `Ohne Ausspiel sollte jede Farbe ein Ass haben; ${list(f.suits.map(suitWord))} ${f.suits.length === 1 ? 'hat' : 'haben'} keins.`;
    case 'blankTens':
      return `${count(f.count, 'ungeschützte Zehn', 'ungeschützte Zehnen')} (eine Zehn ohne ihr Ass in einer kurzen Farbe): wohl verloren.`;
  }
}

const CLASSIC_ITEM: Readonly<Record<ClassicItem['code'], string>> = {
  trump: 'Trümpfe',
  dulle: 'Dullen (♥10)',
  queen: 'Damen',
  jack: 'Buben',
  trumpColour: 'Karten der Trumpffarbe',
  shortSideAce: 'Fehl-Asse in kurzen Farben',
  sideAce: 'Fehl-Asse',
  otherCard: 'andere Karten',
  blackTrumps: 'drei oder mehr schwarze Trümpfe',
  manyTrumps: 'mehr als vier Trümpfe',
  void: 'freie Fehlfarben',
  voidWithoutAce: 'Farben ohne Ass (keine Karte)',
  singleTen: 'ungeschützte Zehnen',
  heartsWithDulle: 'Herzsolo mit Dulle',
  noTrumpColour: 'keine Karte der Trumpffarbe',
  fewPlainCards: 'höchstens zwei Fehlkarten',
  piglets: 'Schweinchen',
  suitVolle: 'Länge × Volle',
};

export function describeClassicItem(i: ClassicItem): string {
  const what = i.code === 'suitVolle' && i.suit ? `${suitWord(i.suit)}: ${CLASSIC_ITEM[i.code]}` : CLASSIC_ITEM[i.code];
  return `${what} ${i.points > 0 ? '+' : '\u2212'}${num(Math.abs(i.points))}`;
}

export function describeClassic(c: ClassicCount): string {
  return `Klassische Zählung (FreeDoko-Gewichte): ${num(c.points)} bei einer Schwelle von ${num(c.threshold)} – ${c.passes ? 'darüber' : 'nicht darüber'}.`;
}

export function describeOption(o: HandOption): string {
  switch (o.code) {
    case 'marriage':
      return 'Beide ♣D: statt eines Solos kannst du eine Hochzeit anmelden – meist die richtige Wahl.';
    case 'poverty':
      return `Nur ${count(o.trumps, 'Trumpf', 'Trümpfe')}: Armut ist erlaubt, du kannst deine Trümpfe einem Partner schieben.`;
    case 'throwIn':
      return `${THROW_IN_COUNT} oder mehr ${o.reason === 'fiveNines' ? 'Neunen' : 'Könige'}: du darfst schmeißen, dann wird neu gegeben.`;
  }
}

export function describeCase(r: Pick<CaseResult, 'winProbability' | 'low' | 'high' | 'expectedScore' | 'pBelow90'>): string {
  return `gewinnt ${pct(r.winProbability)} (95-%-Intervall ${pct(r.low)}–${pct(r.high)}), erwarteter Wert ${signed(r.expectedScore)}, Gegner unter ${absageThreshold(1)} gespielt in ${pct(r.pBelow90)}`;
}

export function describeLosses(r: CaseResult): string | null {
  const lost = r.n - r.wins;
  if (lost === 0) return null;
  const parts = r.losses.slice(0, 4).map((l) => `${pct(l.count / lost)} ${LOSS_WORD[l.code]}`);
  return `Warum Spiele verloren gingen: ${list(parts)}.`;
}

/**
 * Die Schlüsselkarte in Worten. `deals`: die Spiele hinter den Zahlen der Simulation; wurden die
 * Schlüsselkarten auf weniger gemessen (den ersten `k.samples`), nennt der Satz die Änderung.
 */
export function describeKeyCard(k: KeyCardResult, deals: number = k.samples): string {
  if (!k.key) return 'Keine einzelne schwächere Karte ändert etwas Messbares.';
  const e = k.key;
  const head = `Die wichtigste Karte: ${short(e.card)}`;
  if (k.samples >= deals) {
    return `${head} – als ${short(e.weakenedTo)} sinkt die Gewinnchance ${LEAD_NAME[k.lead]} von ${pct(k.baseline.winProbability)} auf ${pct(e.winProbability)} (erwarteter Wert ${signed(k.baseline.expectedScore)} → ${signed(e.expectedScore)}).`;
  }
  const points = Math.round(-e.winDelta * 100);
  const change =
    points > 0
      ? `gewinnt ${LEAD_NAME[k.lead]} ${count(points, 'Prozentpunkt', 'Prozentpunkte')} seltener (erwarteter Wert ${signed(e.scoreDelta)})`
      : `gewinnt ${LEAD_NAME[k.lead]} etwa gleich oft, bringt aber weniger (erwarteter Wert ${signed(e.scoreDelta)})`;
  return `${head}: als ${short(e.weakenedTo)} ${change}. Gemessen an den ersten ${num(k.samples)} der ${num(deals)} Spiele, weil jede geschwächte Karte neu durchzuspielen Zeit kostet.`;
}

export function describeRecommendation(r: Recommendation): string {
  const x = r.reason;
  const name = SOLO_NAME[x.solo];
  switch (x.code) {
    case 'compulsoryBest':
      return `Als Pflichtsolo spielst du das Solo mit dem besten erwarteten Wert: ${name} (${signed(x.expectedScore)}, gewinnt ${pct(x.winProbability)}).`;
    case 'beatsNormal':
      return `Spiel ${SOLO_INDEFINITE[x.solo]}: der erwartete Wert ${signed(x.expectedScore)} schlägt das Normalspiel (${signed(x.normal)}) um ${signedFixed(x.advantage, 1).replace('+', '')}, mehr als der Abstand von ${num(x.margin)}, den ein Lustsolo braucht.`;
    case 'normalBetter':
      return `Kein Solo: auch das beste Solo hier, ${SOLO_DEFINITE[x.solo]} (${signed(x.expectedScore)}, gewinnt ${pct(x.winProbability)}), schlägt das Normalspiel (${signed(x.normal)}) nicht um den Abstand von ${num(x.margin)}, den ein Lustsolo braucht (Unterschied ${signed(x.advantage)}).`;
  }
}

export function describeComparison(c: TierComparison): string {
  switch (c.code) {
    case 'agree':
      return `Die Simulation (${pct(c.policy)}) und die Tiefenrechnung gegen perfekte Verteidigung (${pct(c.deep)}) stimmen im Rahmen ihrer Intervalle überein.`;
    case 'deepLower':
      return `Gegen perfekte Verteidigung gewinnt das Solo nur ${pct(c.deep)}, gegen die simulierten Gegenspieler ${pct(c.policy)}: Gegner, die die beste Verteidigung finden, schlagen es öfter; gegen gute Spieler liegt die Wahrheit dazwischen.`;
    case 'deepHigher':
      return `Perfektes Spiel findet mehr Gewinne (${pct(c.deep)}) als der simulierte Solist (${pct(c.policy)}): im Solo steckt mehr, als der einfache Plan zeigt – aber in der Tiefenrechnung sieht der Solist alle Karten, sie ist also zu seinen Gunsten optimistisch.`;
  }
}

export const EVALUATOR_POLICY = 'die Computerspieler spielen jedes Solo auf denselben Mischungen zu Ende';
export const EVALUATOR_DEEP =
  'die Computerspieler spielen die ersten Stiche, den Rest rechnet das Programm exakt mit offenen Karten, gegen perfekte Verteidigung';

export function describeEvaluator(deep: boolean): string {
  return deep ? `${EVALUATOR_POLICY}; tief: ${EVALUATOR_DEEP}` : EVALUATOR_POLICY;
}

/** Die Wörter der Analysetabelle der Kommandozeile und der Begründungen je Solo (report.ts). */
export const REPORT_TEXT = {
  hand: (hand: readonly CardId[]) => `Blatt: ${cards(hand)}`,
  game: (compulsory: boolean, lead: string, samples: number, seed: number) =>
    `${compulsory ? 'Pflichtsolo' : 'Lustsolo'}, betrachteter Fall: ${lead}; ${num(samples)} Spiele ab Mischung Nr. ${seed}.`,
  columns: {
    solo: 'Solo',
    verdict: 'Urteil',
    losers: 'Verl.',
    classic: 'Klass.',
    withLead: 'Mit Ausspiel',
    withoutLead: 'Ohne Ausspiel',
    deep: 'Tief (betrachtet)',
  },
  normal: (score: string, win: string) => `Normalspiel auf diesem Platz: erwarteter Wert ${score} (die Partei gewinnt ${win}).`,
  recommendation: (text: string) => `Empfehlung: ${text}`,
  why: (solo: string) => `Warum (${solo}):`,
  evaluator: (text: string) => `Bewertet mit: ${text}.`,
  instant: (level: string) => `Soforturteil: ${level}.`,
  simulated: (lead: string, text: string) => `Simuliert ${lead}: ${text}.`,
};

/** Die Texte der Analyse-Seite (/de/analyse/). */
export const ANALYSER_TEXT = {
  title: 'Ein Blatt analysieren',
  intro: 'Füge deine Karten ein, und du bekommst eine klare Antwort: Solo oder nicht, wie oft es gewinnt und warum.',
  handLabel: 'Dein Blatt',
  handExamples: ['♣D ♠10 ♥A', 'D♣', 'KD PZ HA KaA', 'Kreuz Dame', 'Herz-Zehn', 'Eichel-Ober', 'CQ S10 HA', '2x KD'] as readonly string[],
  handHint: (e: readonly string[]) =>
    `Jede Schreibweise: ${e[0]} oder ${e[1]}, ${e[2]} (Z für Zehn, B für Bube), „${e[3]}“, ${e[4]}, ${e[5]}, englisch ${e[6]}; Anzahlen wie ${e[7]}. Trenne die Karten mit Leerzeichen oder Kommas.`,
  handPlaceholderHand: '♣A ♣A ♣10 ♣K ♣9 ♠A ♥A ♦A ♠K ♥K ♦9 ♦B',
  handPlaceholder: (hand: string) => `z. B. ${hand}`,
  problemsHead: (n: number) => (n === 1 ? 'Das ist noch kein Blatt:' : `Das ist noch kein Blatt, ${num(n)} Dinge sind zu ändern:`),
  problemsMore: (n: number) => `… und ${num(n)} weitere.`,
  pasteTooLong: (length: number, max: number) =>
    `Das Eingefügte ist ${num(length)} Zeichen lang, ein Blatt braucht höchstens ${num(max)}: füge nur deine Karten ein. Dein Blatt bleibt, wie es war.`,
  shareTooLong: 'Ein so langer Text kommt erst in einen Link, wenn er sich als Karten lesen lässt.',
  answerHeading: 'Was spielen?',
  answerWorking: (done: number, total: number) => `Wird an ${num(total)} simulierten Spielen ausgerechnet: ${num(done)} bisher …`,
  answerCards: 'Deine Karten werden abgewogen …',
  expertShow: 'Zahlen für Experten zeigen',
  expertHide: 'Zahlen für Experten ausblenden',
  expertAbout: 'Faustregeln je Solo, die klassische Zählung, Intervalle und Diagramme der Simulation und eine Tiefenrechnung.',
  problem: (message: string) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`,
  select: 'Markieren',
  selectToken: (token: string) => `„${token}“ in deinem Blatt markieren`,
  gameLegend: 'Das Spiel',
  voluntary: 'Lustsolo (links vom Geber kommt raus)',
  compulsory: 'Pflichtsolo (du kommst raus)',
  seatLabel: 'Dein Platz',
  seatNames: ['Vorhand (links vom Geber: du kommst raus)', 'Mittelhand', 'Hinterhand', 'Geber'] as readonly string[],
  seatAny: 'Nicht angegeben (Mittel über die Plätze ohne Ausspiel)',
  rulesLabel: 'Regeln',
  rulesSettings: (labels: string) => `Meine Hausregeln (Einstellungen): ${labels}`,
  rulesDdv: 'DDV-Turnierregeln',
  rulesLink: (labels: string) => `Aus dem geteilten Link: ${labels}`,
  rulesBadLink: 'Der Link nannte Regeln, die sich nicht lesen ließen; es gelten deine eigenen.',
  ddvShort: 'DDV',
  moreLegend: 'Spiele und Mischung',
  samplesLabel: 'Simulierte Spiele',
  seedLabel: 'Mischung Nr.',
  deepSamplesLabel: 'Spiele für die Tiefenrechnung',
  shareLabel: 'Link zu dieser Analyse',
  copy: 'Link kopieren',
  copied: 'Link kopiert.',
  parsedHeading: 'Dein Blatt',
  viewLabel: 'Sortiert für',
  normalGame: 'Normalspiel',
  instantHeading: 'Soforturteil',
  instantCaption: 'Faustregeln je Solo (Taktik) und die klassische FreeDoko-Zählung',
  colSolo: 'Solo',
  colVerdict: 'Urteil',
  colLosers: 'Verlierer',
  colClassic: 'Klassische Zählung',
  colWin: 'Gewinn (95-%-Intervall)',
  colScore: 'Erwarteter Wert',
  colBelow90: `Gegner unter ${absageThreshold(1)}`,
  colDeep: 'Gewinn, alle Karten offen',
  instantBest: (name: string) => `Nach den Faustregeln am besten: ${name}.`,
  instantNone: 'Kein Solo besteht die Faustregeln.',
  optionsHeading: 'Was dieses Blatt sonst kann',
  whyHeading: 'Warum',
  simHeading: 'Simulation',
  simIntro: (lead: string, hidden: number) =>
    `Die ${num(hidden)} verdeckten Karten werden nach der Mischung zufällig verteilt, für jedes Solo dieselben Spiele, gespielt von Computerspielern, die nur ihre eigenen Karten sehen; Zahlen ${lead}. Erwartete Werte sind die des Solisten (Solo × ${SOLOIST_FACTOR}, mit unter 90, 60 und 30 gespielt; ohne Ansagen).`,
  simRunning: (done: number, total: number) => `Simulation: ${num(done)} von ${num(total)} Spielen …`,
  simKeyCards: (done: number, total: number) => `Jede Karte wird geschwächt, um die wichtigste zu finden: ${num(done)} von ${num(total)} Soli …`,
  simDone: (n: number) => `Simulation fertig: ${num(n)} Spiele.`,
  simCancelled: 'Simulation abgebrochen.',
  simFailed: (m: string) => `Die Simulation ist fehlgeschlagen: ${m}`,
  workerStopped: 'die Berechnung im Hintergrund wurde abgebrochen',
  noResult: 'sie hat kein Ergebnis geliefert',
  simWaiting: 'Die Simulation startet, sobald das Blatt vollständig ist.',
  cancel: 'Abbrechen',
  rerun: 'Noch einmal',
  progressLabel: 'Fortschritt der Simulation',
  recommendationHeading: 'Empfehlung',
  normalLine: (score: string, win: string) => `Normalspiel auf diesem Platz: erwarteter Wert ${score} (deine Partei gewinnt ${win}).`,
  lossesHeading: 'Verlorene Spiele',
  example: 'Beispielspiel',
  exampleSeats: (dealer: string, you: string) => `Geber: ${dealer}; du sitzt auf ${you}.`,
  exampleSummary: (points: number) => `Du hast ${num(points)} Augen gemacht.`,
  deepHeading: 'Tiefenrechnung',
  deepIntro:
    'Die Computerspieler spielen die ersten Stiche, den Rest rechnet das Programm exakt mit offenen Karten: gegen perfekte Verteidigung (und mit einem Solisten, der alle Karten sieht). Das dauert: gerechnet wird im Hintergrund, auf jedem Prozessorkern.',
  deepRun: (workers: number) => `Tiefenrechnung starten (${num(workers)} ${workers === 1 ? 'Prozessorkern' : 'Prozessorkerne'})`,
  deepRunning: (done: number, total: number) => `Tiefenrechnung: ${num(done)} von ${num(total)} Spielen …`,
  deepDone: (n: number) => `Tiefenrechnung fertig: ${num(n)} Spiele.`,
  deepCancelled: 'Tiefenrechnung abgebrochen.',
  deepFailed: (m: string) => `Die Tiefenrechnung ist fehlgeschlagen: ${m}`,
  deepFallbacks: (n: number) =>
    `${num(n)} ${n === 1 ? 'Spiel war' : 'Spiele waren'} zu lang für die exakte Rechnung: die haben die Computerspieler zu Ende gespielt.`,
  chartWin: 'Gewinnwahrscheinlichkeit',
  chartPoints: 'Deine Augen über die simulierten Spiele',
  chartAlt: (name: string, win: string, low: string, high: string, mean: number) =>
    `${name}: gewinnt ${win} (95-%-Intervall ${low} bis ${high}); im Schnitt machst du ${num(Math.round(mean))} Augen.`,
  statusNone: '',
} as const;
