/**
 * Die Begründungen der Computerspieler auf Deutsch (Tipps, Protokolle). Die Spieler liefern
 * Codes und Zahlen; diese Datei macht Sätze daraus. Zwilling von src/i18n/en/bots.ts.
 */
import type * as En from '../en/bots.ts';
import { FORCED_ANNOUNCEMENT_POINTS } from '../../engine/announcements.ts';
import type { CardId } from '../../engine/cards.ts';
import { THROW_IN_COUNT } from '../../engine/contract.ts';
import { cardShort } from '../../engine/names.ts';
import type { SoloKind } from '../../engine/order.ts';
import type { Call } from '../../engine/scoring.ts';
import type { CardAdvice } from '../../engine/bots/coach.ts';
import type { CardRule, Reason } from '../../engine/bots/types.ts';
import { num, percent, signedFixed } from '../runtime/numbers.ts';

const CALL: Record<Call, string> = { re: 'Re', kontra: 'Kontra', no90: 'keine 90', no60: 'keine 60', no30: 'keine 30', schwarz: 'schwarz' };
/** Each solo with its article, as a sentence needs it after „Spiel“ or „für“ (der Fleischlose is masculine). */
const SOLO: Record<SoloKind, string> = {
  clubs: 'ein Kreuzsolo',
  spades: 'ein Piksolo',
  hearts: 'ein Herzsolo',
  diamonds: 'ein Karosolo',
  queens: 'ein Damensolo',
  jacks: 'ein Bubensolo',
  aces: 'einen Fleischlosen',
};

const c = (card: CardId) => cardShort(card, { lang: 'de' });
/** „+0,25“, „−1,50“: Punkte mit Vorzeichen und zwei Stellen. */
const pts = (x: number) => signedFixed(x, 2);
const cards = (xs: readonly CardId[]) => xs.map(c).join(' ');

/** Die Faustregel hinter einer Karte, als Satz. */
export const CARD_RULE_TEXT: Record<CardRule, (card: CardId) => string> = {
  onlyCard: (k) => `${c(k)} ist die einzige Karte, die du spielen darfst.`,
  leadSingleBlackAce: (k) =>
    `Spiel dein einzelnes schwarzes Ass (${c(k)}) zuerst: die erste Runde einer Farbe läuft meist durch, die zweite wird oft gestochen.`,
  leadSingleHeartAce: (k) => `Spiel dein einzelnes Herz-Ass (${c(k)}): ohne schwarzes Ass ist jetzt Herz dran.`,
  leadAceFromPair: (k) => `Spiel eins deiner beiden Asse dieser Farbe (${c(k)}): hol den Stich, solange die Farbe noch durchläuft.`,
  leadStandingAce: (k) => `Hol das Ass ${c(k)}, solange niemand die Farbe stechen kann.`,
  leadTrumpToPartner: (k) => `Als Re spielst du Trumpf (${c(k)}) zur Kreuz-Dame deines Partners, damit er rauskommt.`,
  leadTrumpPartnerKontra: (k) => `Dein Partner hat Kontra gesagt, er sollte also eine Dulle haben: spiel Trumpf (${c(k)}).`,
  leadSideSuitKontra: (k) => `Als Kontra spielst du Fehl (${c(k)}), keine zweite Runde Herz.`,
  leadTopTrump: (k) => `${c(k)} ist der höchste Trumpf, der noch draußen ist: hol den Stich.`,
  soloPullTrumps: (k) => `Als Solist spielst du deinen höchsten Trumpf ${c(k)} und ziehst den Gegnern die Trümpfe.`,
  soloLeadTrump: (k) => `Als Solist mit mehr Trümpfen als die Gegner spielst du Trumpf (${c(k)}) und ziehst ihre.`,
  leadAgainstSolo: (k) => `Gegen das Solo kommst du mit Fehl raus (${c(k)}).`,
  marriageLeadDulle: (k) => `Gegen eine Hochzeit spielst du ${c(k)} und machst den Klärungsstich selbst.`,
  marriageLeadAce: (k) => `Gegen eine Hochzeit spielst du ein Ass deiner kürzesten Farbe (${c(k)}).`,
  marriageFindPartner: (k) => `Spiel eine kleine Karte (${c(k)}), damit ein anderer den Stich macht und dein Partner wird.`,
  leadLow: (k) => `Spiel eine billige Karte (${c(k)}).`,
  smearOnPartner: (k) => `Der Stich geht sicher an deinen Partner: schmier ihm ${c(k)}.`,
  playLowToPartner: (k) => `Dein Partner macht den Stich: gib ${c(k)} dazu, die kannst du am ehesten entbehren.`,
  secureTrick: (k) => `Sichere den Stich deines Partners mit ${c(k)} ab: da liegen Augen drin.`,
  trumpJackOrHigher: (k) => `Trumpf ist angespielt, und ein Gegner sitzt noch hinter dir: leg mindestens einen Buben (${c(k)}).`,
  winCheaply: (k) => `Mach den Stich so billig wie möglich: ${c(k)}.`,
  saveFox: (k) => `Mach den Stich mit dem Fuchs ${c(k)} und bring ihn sicher nach Hause.`,
  playAceFirstRound: (k) => `Spiel das Ass ${c(k)} in der ersten Runde der Farbe: es steht meist.`,
  ruff: (k) => `Stich billig mit ${c(k)}: nach dir kann keiner überstechen.`,
  trumpWithJack: (k) =>
    `Du kannst überstochen werden: stich mindestens mit einem Buben (${c(k)}), damit keiner nach dir billig mit dem Fuchs oder der Karo-Zehn drübergeht.`,
  followLow: (k) => `Den Stich lohnt es nicht zu holen: bedien mit deiner billigsten Karte (${c(k)}).`,
  discardLow: (k) => `Den Stich machst du nicht: wirf deine billigste Karte ab (${c(k)}).`,
} satisfies typeof En.CARD_RULE_TEXT;

/** Die Begründung eines Computerspielers als Satz. */
export function explainReason(r: Reason): string {
  switch (r.rule) {
    case 'sampled': {
      const base = `${c(r.card)} war in ${num(r.samples)} simulierten Spielen am besten (im Schnitt ${pts(r.mean)} Punkte).`;
      if (r.heuristicCard === r.card) return `${base} ${CARD_RULE_TEXT[r.heuristic](r.card)}`;
      return `${base} Die Faustregel rät zu ${c(r.heuristicCard)} (${pts(r.heuristicMean)}): ${CARD_RULE_TEXT[r.heuristic](r.heuristicCard)}`;
    }
    case 'announceStrongHand':
      return `Sag ${CALL[r.call]}: dein Blatt ist klar stark (Wert ${num(r.strength)}).`;
    case 'announceWinChance':
      return `Sag ${CALL[r.call]}: deine Partei gewinnt etwa ${percent(r.chance)} von ${num(r.samples)} simulierten Spielen.`;
    case 'announceForced':
      return `Du musst ${CALL[r.call]} ansagen: deine Partei hat im verpflichtenden Stich ${FORCED_ANNOUNCEMENT_POINTS} Augen oder mehr gemacht (Pflichtansage).`;
    case 'forcedByTable':
      return `${CALL[r.call]} wurde für die Partei angesagt: sie war dazu verpflichtet (Pflichtansage), und keiner hat es gesagt.`;
    case 'noAnnouncement':
      if (r.chance !== undefined) return `Keine Ansage: deine Partei gewinnt nur etwa ${percent(r.chance)} der simulierten Spiele.`;
      if (r.strength !== undefined) return `Keine Ansage: dein Blatt ist nicht stark genug (Wert ${num(r.strength)}).`;
      return 'Jetzt keine Ansage.';
    case 'throwIn':
      return `Schmeiß: du hast ${THROW_IN_COUNT} oder mehr ${r.reason === 'fiveNines' ? 'Neunen' : 'Könige'}.`;
    case 'halfChicken':
      return 'Sag „halbes Hähnchen“: du hast beide Karo-Zehnen.';
    case 'healthy':
      return r.losers === undefined ? 'Sag „gesund“: ein Normalspiel.' : `Sag „gesund“: das beste Solo hätte etwa ${num(r.losers)} Verlierer.`;
    case 'reserveMarriage':
      return 'Sag „Vorbehalt“: du hast beide Kreuz-Damen und meldest eine Hochzeit.';
    case 'reservePoverty':
      return `Sag „Vorbehalt“: mit nur ${num(r.trumps)} Trümpfen meldest du Armut.`;
    case 'reserveSolo':
    case 'declareSolo': {
      const say = r.rule === 'reserveSolo' ? `Sag „Vorbehalt“ für ${SOLO[r.solo]}` : `Spiel ${SOLO[r.solo]}`;
      const est =
        r.expected !== undefined && r.normalExpected !== undefined
          ? ` In der Simulation brachte es ${pts(r.expected)} pro Spiel, das Normalspiel ${pts(r.normalExpected)}.`
          : '';
      return `${say}: etwa ${num(r.losers)} Verlierer (ein Solo mit vier oder weniger Verlierern geht meist durch).${est}`;
    }
    case 'declareMarriage':
      return 'Melde die Hochzeit: sie still zu spielen lohnt sich selten.';
    case 'declarePoverty':
      return `Melde Armut: du hast nur ${num(r.trumps)} Trümpfe.`;
    case 'givePoverty':
      return `Schieb ${cards(r.cards)}: alle Trümpfe, aufgefüllt mit deinen billigsten Karten.`;
    case 'acceptPoverty':
      return `Nimm die Armut: mit ${num(r.trumps)} Trümpfen kannst du sie tragen.`;
    case 'declinePoverty':
      return `Lass die Armut liegen: ${num(r.trumps)} Trümpfe sind zu wenig.`;
    case 'returnPoverty':
      return `Gib ${cards(r.cards)} zurück: billige Fehlkarten; du behältst deine Trümpfe und machst dich frei zum Stechen.`;
    case 'pass':
      return 'Weiter.';
    default:
      return CARD_RULE_TEXT[r.rule](r.card);
  }
}

// ---------------------------------------------------------------- der Trainer

/**
 * Die Worte des Trainers zu einer Faustregel, ohne die Karte (der Tisch nennt sie nach dem
 * Grund): warum, und was zu tun ist. `plain` nur mit den Wörtern des Schnellstarts; `taught`,
 * wo es anders klingt, mit den Wörtern der Lektion, die die Regel lehrt, für wen sie gemacht hat.
 * `instead`: was du sonst tun würdest, als Infinitiv („… würdest du …“).
 */
interface RuleWords {
  readonly why: string | null;
  readonly advice: string;
  readonly instead: string;
}
const COACH_RULE: Record<CardRule, { readonly plain: RuleWords; readonly taught?: RuleWords }> = {
  onlyCard: { plain: { why: 'Es ist die einzige Karte, die du spielen darfst', advice: 'spiel sie', instead: 'sie spielen' } },
  leadSingleBlackAce: {
    plain: {
      why: 'Die erste Runde einer Farbe läuft meist durch, die zweite wird oft gestochen',
      advice: 'spiel das schwarze Ass, das du nur einmal hast',
      instead: 'dein einzelnes schwarzes Ass spielen',
    },
    taught: {
      why: 'Asse zuerst',
      advice: 'spiel dein einzelnes schwarzes Ass, solange die Farbe noch durchläuft',
      instead: 'dein einzelnes schwarzes Ass spielen',
    },
  },
  leadSingleHeartAce: {
    plain: { why: 'Herz ist im Doppelkopf kurz, nur die erste Runde läuft meist durch', advice: 'spiel jetzt dein Herz-Ass', instead: 'dein Herz-Ass spielen' },
  },
  leadAceFromPair: {
    plain: {
      why: 'Die erste Runde der Farbe läuft durch',
      advice: 'spiel eins deiner zwei Asse, bevor ein Gegner seins bringt',
      instead: 'eins deiner zwei Asse spielen',
    },
  },
  leadStandingAce: {
    plain: {
      why: 'Noch hat keiner gezeigt, dass ihm diese Farbe fehlt',
      advice: 'hol den Stich mit deinem Ass, solange es noch steht',
      instead: 'dein Ass spielen',
    },
  },
  leadTrumpToPartner: { plain: { why: 'Du bist Re', advice: 'spiel Trumpf, damit dein Partner rauskommen kann', instead: 'Trumpf spielen' } },
  leadTrumpPartnerKontra: {
    plain: { why: 'Dein Partner hat Kontra gesagt, er sollte also hohe Trümpfe haben', advice: 'spiel ihm Trumpf zu', instead: 'ihm Trumpf zuspielen' },
  },
  leadSideSuitKontra: { plain: { why: 'Du bist Kontra', advice: 'spiel eine Fehlfarbe, aber kein zweites Mal Herz', instead: 'eine Fehlfarbe spielen' } },
  leadTopTrump: { plain: { why: 'Kein Trumpf, der noch draußen ist, ist höher', advice: 'hol damit den Stich', instead: 'damit den Stich holen' } },
  soloPullTrumps: {
    plain: { why: 'Du spielst allein gegen drei', advice: 'spiel deinen höchsten Trumpf und zieh ihre Trümpfe', instead: 'deinen höchsten Trumpf spielen' },
  },
  soloLeadTrump: { plain: { why: 'Du hast mehr Trümpfe als die anderen drei', advice: 'spiel Trumpf und zieh ihre', instead: 'Trumpf spielen' } },
  leadAgainstSolo: { plain: { why: 'Gegen ein Solo', advice: 'spiel eine Fehlfarbe', instead: 'eine Fehlfarbe spielen' } },
  marriageLeadDulle: {
    plain: {
      why: 'Wer nach dem Spieler mit beiden Kreuz-Damen als Erster einen Stich macht, wird sein Partner',
      advice: 'spiel deine Herz-Zehn und mach diesen Stich selbst',
      instead: 'die Herz-Zehn spielen',
    },
    taught: { why: 'Gegen eine Hochzeit', advice: 'spiel die Dulle und mach den Klärungsstich selbst', instead: 'die Dulle spielen' },
  },
  marriageLeadAce: {
    plain: {
      why: 'Wer nach dem Spieler mit beiden Kreuz-Damen als Erster einen Stich macht, wird sein Partner',
      advice: 'spiel ein Ass deiner kürzesten Farbe',
      instead: 'ein Ass deiner kürzesten Farbe spielen',
    },
    taught: { why: 'Gegen eine Hochzeit', advice: 'spiel ein Ass deiner kürzesten Farbe', instead: 'ein Ass deiner kürzesten Farbe spielen' },
  },
  marriageFindPartner: {
    plain: {
      why: 'Wer als Erster außer dir einen Stich macht, wird dein Partner',
      advice: 'spiel eine kleine Karte, damit ein anderer ihn macht',
      instead: 'eine kleine Karte spielen',
    },
  },
  leadLow: { plain: { why: 'Nichts Besseres zum Ausspielen', advice: 'spiel eine billige Karte und verschenk nichts', instead: 'eine billige Karte spielen' } },
  smearOnPartner: {
    plain: { why: 'Dein Partner macht diesen Stich sicher', advice: 'gib ihm Augen dazu', instead: 'ihm Augen dazugeben' },
    taught: { why: 'Dein Partner macht diesen Stich sicher', advice: 'schmier ihm Augen', instead: 'schmieren' },
  },
  playLowToPartner: {
    plain: { why: 'Dein Partner macht diesen Stich', advice: 'gib die Karte, die du am ehesten entbehren kannst', instead: 'die entbehrlichste Karte geben' },
  },
  secureTrick: {
    plain: { why: 'Dein Partner liegt vorn, und im Stich sind Augen', advice: 'sichere ihn mit einer höheren Karte ab', instead: 'den Stich absichern' },
  },
  trumpJackOrHigher: {
    plain: {
      why: 'Trumpf ist gespielt, und ein Gegner kommt noch nach dir',
      advice: 'spiel mindestens einen Buben',
      instead: 'mindestens einen Buben spielen',
    },
  },
  winCheaply: {
    plain: { why: null, advice: 'hol diesen Stich mit der billigsten Karte, die ihn sicher macht', instead: 'den Stich so billig wie möglich holen' },
  },
  saveFox: {
    plain: { why: 'Dieses Ass zählt 11 Augen', advice: 'mach den Stich damit, dann sind seine Augen sicher', instead: 'den Stich mit dem Ass machen' },
    taught: {
      why: 'Die anderen würden deinen Fuchs gern fangen',
      advice: 'mach den Stich mit ihm und bring ihn nach Hause',
      instead: 'den Fuchs nach Hause bringen',
    },
  },
  playAceFirstRound: { plain: { why: 'Das ist die erste Runde der Farbe', advice: 'spiel dein Ass: es steht meist', instead: 'dein Ass spielen' } },
  ruff: { plain: { why: 'Du hast keine Karte der angespielten Farbe', advice: 'stich mit einem kleinen Trumpf', instead: 'mit einem kleinen Trumpf stechen' } },
  trumpWithJack: {
    plain: { why: 'Ein Spieler nach dir könnte höher stechen', advice: 'stich mindestens mit einem Buben', instead: 'mindestens mit einem Buben stechen' },
    taught: {
      why: 'Ein Spieler nach dir könnte mit dem Fuchs oder der Karo-Zehn überstechen',
      advice: 'stich mindestens mit einem Buben',
      instead: 'mindestens mit einem Buben stechen',
    },
  },
  followLow: { plain: { why: 'Den Stich lohnt es nicht zu holen', advice: 'gib deine billigste Karte', instead: 'deine billigste Karte geben' } },
  discardLow: { plain: { why: 'Verschwende keine gute Karte an diesen Stich', advice: 'gib deine billigste', instead: 'deine billigste Karte geben' } },
};

const sentence = (w: RuleWords) => `${w.why ? `${w.why}: ${w.advice}` : w.advice.charAt(0).toUpperCase() + w.advice.slice(1)}.`;

/** Wie der Vorschlag seinen Stich besser macht als die Karte der üblichen Regel, als Satzende. */
const BETTER: Record<Extract<CardAdvice, { kind: 'better' }>['why'], string> = {
  takesTrick: 'holt diese Karte den Stich öfter für deine Seite',
  notTrumped: 'wird die andere Karte öfter von einem Gegner gestochen',
  givesLess: 'schenkt diese Karte der anderen Seite weniger Augen',
  bringsMore: 'bringt diese Karte mehr Augen nach Hause',
};

/** Der eine Satz Begründung des Trainers zu einer vorgeschlagenen Karte (siehe Englisch). */
export function coachCardReason(a: CardAdvice, taught: (rule: CardRule) => boolean): string | null {
  const words = (rule: CardRule) => (taught(rule) ? (COACH_RULE[rule].taught ?? COACH_RULE[rule].plain) : COACH_RULE[rule].plain);
  switch (a.kind) {
    case 'rule':
      return sentence(words(a.rule));
    case 'better':
      return `Sonst würdest du ${words(a.rule).instead}, aber hier ${BETTER[a.why]}.`;
    case 'sampled':
      return 'Hier entscheidet keine einfache Regel: der Trainer hat deine Karten ausprobiert (siehe Einzelheiten).';
  }
}

/** Die Begründung für eine andere Entscheidung als eine Karte: vorn in einfachen Worten, die Zahlen getrennt. */
export function coachReason(r: Reason): { text: string; details: string | null } {
  switch (r.rule) {
    case 'announceStrongHand':
      return { text: `Sag ${CALL[r.call]}: dein Blatt ist klar stark.`, details: `Sein Wert ist ${num(r.strength)} (hohe Trümpfe und Asse).` };
    case 'announceWinChance':
      return {
        text: `Sag ${CALL[r.call]}: deine Partei gewinnt dieses Spiel wahrscheinlich.`,
        details: `Mit der Ansage gewann deine Partei ${percent(r.chance)} von ${num(r.samples)} ausgedachten Spielen, in denen die verdeckten Karten zufällig verteilt waren.`,
      };
    case 'noAnnouncement':
      if (r.chance !== undefined)
        return {
          text: 'Jetzt keine Ansage: deine Partei gewinnt nicht sicher genug.',
          details: `Deine Partei gewann nur ${percent(r.chance)} der ausgedachten Spiele.`,
        };
      if (r.strength !== undefined) return { text: 'Jetzt keine Ansage: dein Blatt ist nicht stark genug.', details: `Sein Wert ist ${num(r.strength)}.` };
      return { text: 'Jetzt keine Ansage.', details: null };
    case 'healthy':
      if (r.losers === undefined) return { text: 'Sag gesund: ein Normalspiel.', details: null };
      return { text: 'Sag gesund: für dieses Blatt passt ein Normalspiel am besten.', details: `Als Solo hätte es etwa ${num(r.losers)} Verlierer.` };
    case 'reserveSolo':
    case 'declareSolo': {
      const say = r.rule === 'reserveSolo' ? `Sag Vorbehalt für ${SOLO[r.solo]}` : `Spiel ${SOLO[r.solo]}`;
      const est =
        r.expected !== undefined && r.normalExpected !== undefined
          ? ` In ausgedachten Spielen brachte es ${pts(r.expected)} pro Spiel, das Normalspiel ${pts(r.normalExpected)}.`
          : '';
      return {
        text: `${say}: dein Blatt ist stark genug, allein zu spielen.`,
        details: `Etwa ${num(r.losers)} Verlierer (ein Solo mit vier oder weniger geht meist durch).${est}`,
      };
    }
    default:
      return { text: explainReason(r), details: null };
  }
}
