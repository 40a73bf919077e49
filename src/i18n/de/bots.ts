/**
 * Die Begründungen der Computerspieler auf Deutsch (Tipps, Protokolle). Die Spieler liefern
 * Codes und Zahlen; diese Datei macht Sätze daraus. Zwilling von src/engine/bots/i18n-en.ts.
 */
import type * as En from '../../engine/bots/i18n-en.ts';
import { FORCED_ANNOUNCEMENT_POINTS } from '../../engine/announcements.ts';
import type { CardId } from '../../engine/cards.ts';
import { THROW_IN_COUNT } from '../../engine/contract.ts';
import { cardShort } from '../../engine/names.ts';
import type { SoloKind } from '../../engine/order.ts';
import type { Call } from '../../engine/scoring.ts';
import type { CardRule, Reason } from '../../engine/bots/types.ts';
import { num, percent, signedFixed } from '../numbers.ts';

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
  onlyCard: (k) => `${c(k)} ist die einzige Karte, die Du spielen darfst.`,
  leadSingleBlackAce: (k) => `Spiel Dein blankes schwarzes Ass ${c(k)} zuerst: die erste Runde einer Farbe läuft meist durch, die zweite wird meist gestochen.`,
  leadSingleHeartAce: (k) => `Spiel Dein blankes Herz-Ass ${c(k)}: ohne schwarzes Ass ist jetzt Herz dran.`,
  leadAceFromPair: (k) => `Spiel das Ass aus Deinem Zweier, ${c(k)}: hol es, bevor ein Gegner seins bringt.`,
  leadStandingAce: (k) => `Hol das Ass ${c(k)}, solange niemand die Farbe stechen kann.`,
  leadTrumpToPartner: (k) => `Als Re spielst Du Trumpf (${c(k)}) zur Kreuz-Dame Deines Partners, damit er rauskommt.`,
  leadTrumpPartnerKontra: (k) => `Dein Partner hat Kontra gesagt, er sollte also eine Dulle haben: spiel Trumpf (${c(k)}).`,
  leadSideSuitKontra: (k) => `Als Kontra spielst Du Fehl (${c(k)}), keine zweite Runde Herz.`,
  leadTopTrump: (k) => `${c(k)} ist der höchste Trumpf, der noch draußen ist: hol den Stich.`,
  soloPullTrumps: (k) => `Als Solist spielst Du Deinen höchsten Trumpf ${c(k)} und ziehst den Gegnern die Trümpfe.`,
  soloLeadTrump: (k) => `Als Solist mit mehr Trümpfen als die Gegner spielst Du Trumpf (${c(k)}) und ziehst ihre.`,
  leadAgainstSolo: (k) => `Gegen das Solo kommst Du mit Fehl raus (${c(k)}).`,
  marriageLeadDulle: (k) => `Gegen eine Hochzeit spielst Du ${c(k)} und machst den Klärungsstich selbst.`,
  marriageLeadAce: (k) => `Gegen eine Hochzeit spielst Du ein Ass Deiner kürzesten Farbe (${c(k)}).`,
  marriageFindPartner: (k) => `Spiel eine kleine Karte (${c(k)}), damit ein anderer den Stich macht und Dein Partner wird.`,
  leadLow: (k) => `Spiel eine billige Karte (${c(k)}).`,
  smearOnPartner: (k) => `Der Stich geht sicher an Deinen Partner: schmier (${c(k)}).`,
  playLowToPartner: (k) => `Dein Partner macht den Stich; ${c(k)} ist Deine beste Beigabe.`,
  secureTrick: (k) => `Sichere den Stich Deines Partners mit ${c(k)} ab: da liegen Augen drin.`,
  trumpJackOrHigher: (k) => `Trumpf ist gespielt und ein Gegner sitzt noch hinter Dir: spiel mindestens einen Buben (${c(k)}).`,
  winCheaply: (k) => `Mach den Stich so billig wie möglich: ${c(k)}.`,
  saveFox: (k) => `Mach den Stich mit dem Fuchs ${c(k)} und bring ihn sicher nach Hause.`,
  playAceFirstRound: (k) => `Spiel das Ass ${c(k)} in der ersten Runde der Farbe: es steht meist.`,
  ruff: (k) => `Stich billig mit ${c(k)}: nach Dir kann keiner überstechen.`,
  trumpWithJack: (k) => `Du kannst überstochen werden: stich mindestens mit einem Buben (${c(k)}), damit der Letzte nicht mit Fuchs oder Dulle drübergeht.`,
  followLow: (k) => `Den Stich lohnt es nicht zu holen: bedien mit Deiner billigsten Karte (${c(k)}).`,
  discardLow: (k) => `Den Stich machst Du nicht: wirf Deine billigste Karte ab (${c(k)}).`,
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
      return `Sag ${CALL[r.call]}: Deine Hand ist klar stark (Wert ${num(r.strength)}).`;
    case 'announceWinChance':
      return `Sag ${CALL[r.call]}: Deine Partei gewinnt etwa ${percent(r.chance)} von ${num(r.samples)} simulierten Spielen.`;
    case 'announceForced':
      return `Du musst ${CALL[r.call]} ansagen: Deine Partei hat im verpflichtenden Stich ${FORCED_ANNOUNCEMENT_POINTS} Augen oder mehr gemacht (Pflichtansage).`;
    case 'forcedByTable':
      return `${CALL[r.call]} wurde für die Partei angesagt: sie war dazu verpflichtet (Pflichtansage), und keiner hat es gesagt.`;
    case 'noAnnouncement':
      if (r.chance !== undefined) return `Keine Ansage: Deine Partei gewinnt nur etwa ${percent(r.chance)} der simulierten Spiele.`;
      if (r.strength !== undefined) return `Keine Ansage: Deine Hand ist nicht stark genug (Wert ${num(r.strength)}).`;
      return 'Jetzt keine Ansage.';
    case 'throwIn':
      return `Wirf die Hand ein: ${THROW_IN_COUNT} oder mehr ${r.reason === 'fiveNines' ? 'Neunen' : 'Könige'}.`;
    case 'halfChicken':
      return 'Sag „halbes Hähnchen“: Du hast beide Karo-Zehnen.';
    case 'healthy':
      return r.losers === undefined ? 'Sag „gesund“: ein Normalspiel.' : `Sag „gesund“: das beste Solo hätte etwa ${num(r.losers)} Verlierer.`;
    case 'reserveMarriage':
      return 'Sag „Vorbehalt“: Du hast beide Kreuz-Damen und meldest eine Hochzeit.';
    case 'reservePoverty':
      return `Sag „Vorbehalt“: mit nur ${num(r.trumps)} Trümpfen meldest Du Armut.`;
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
      return `Melde Armut: Du hast nur ${num(r.trumps)} Trümpfe.`;
    case 'givePoverty':
      return `Schieb ${cards(r.cards)}: alle Trümpfe, aufgefüllt mit Deinen billigsten Karten.`;
    case 'acceptPoverty':
      return `Nimm die Armut: mit ${num(r.trumps)} Trümpfen kannst Du sie tragen.`;
    case 'declinePoverty':
      return `Lass die Armut liegen: ${num(r.trumps)} Trümpfe sind zu wenig.`;
    case 'returnPoverty':
      return `Gib ${cards(r.cards)} zurück: billige Fehlkarten; Du behältst Deine Trümpfe und machst Dich blank zum Stechen.`;
    case 'pass':
      return 'Weiter.';
    default:
      return CARD_RULE_TEXT[r.rule](r.card);
  }
}
