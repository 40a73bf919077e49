/**
 * Was die Engine erklärt, auf Deutsch: Ablehnungen, Fehler, Zeilen der Abrechnung. Die Engine
 * liefert Codes und Zahlen (auch die Regelzahlen: Armut, Einwerfen, Doppelkopf), diese Datei
 * macht nur Sätze daraus. Zwilling von src/i18n/en/engine.ts.
 */
import type * as En from '../en/engine.ts';
import type { AnnouncementRefusal } from '../../engine/announcements.ts';
import { POVERTY_MAX_TRUMPS, THROW_IN_COUNT } from '../../engine/contract.ts';
import type { EffectiveSuit } from '../../engine/order.ts';
import type { Party } from '../../engine/parties.ts';
import type { Call } from '../../engine/calls.ts';
import { DOPPELKOPF_POINTS, lineMeaning, type LineReason } from '../../engine/lines.ts';
export const SUIT_WORD: Record<EffectiveSuit, string> = { T: 'Trumpf', C: 'Kreuz', S: 'Pik', H: 'Herz', D: 'Karo' };
export const PARTY_WORD: Record<Party, string> = { re: 'Re', kontra: 'Kontra' };
export const CALL_WORD: Record<Call, string> = {
  re: 'Re',
  kontra: 'Kontra',
  no90: 'keine 90',
  no60: 'keine 60',
  no30: 'keine 30',
  schwarz: 'schwarz',
};
export function describeAnnouncementRefusal(r: AnnouncementRefusal): string {
  switch (r.code) {
    case 'notInPlay':
      return 'angesagt wird nur, während die Karten gespielt werden';
    case 'beforeClarification':
      return 'vor dem Klärungsstich der Hochzeit gibt es keine Ansage';
    case 'wrongPartyCall':
      return `als ${PARTY_WORD[r.party]} kannst Du nicht „${CALL_WORD[r.call]}“ sagen`;
    case 'alreadyAnnounced':
      return `die Partei hat „${CALL_WORD[r.call]}“ (oder mehr) schon angesagt`;
    case 'tooLate':
      return `„${CALL_WORD[r.call]}“ braucht ${r.needed} Karten auf der Hand, es sind nur noch ${r.holding}`;
    case 'replyTooLate':
      return `die Erwiderung „${CALL_WORD[r.call]}“ braucht ${r.needed} Karten auf der Hand, es sind nur noch ${r.holding}`;
    case 'absageAfterLateReply':
      return `„${CALL_WORD[r.call]}“ geht nicht: Re/Kontra der Partei war eine späte Erwiderung, danach gibt es keine Absage`;
    case 'lateReplyWhileForced':
      return `die Partei muss ihre Pflichtansage machen: „${CALL_WORD[r.call]}“ sagt ein Spieler mit ${r.needed} Karten auf der Hand, nicht als späte Erwiderung mit ${r.holding}`;
  }
}
export function describeDeclarationRefusal(r: Parameters<typeof En.describeDeclarationRefusal>[0]): string {
  switch (r.code) {
    case 'marriageNeedsBothClubQueens':
      return 'für eine Hochzeit brauchst Du beide Kreuz-Damen';
    case 'povertyOff':
      return 'Armut wird nach diesen Regeln nicht gespielt';
    case 'povertyTooManyTrumps':
      return `Armut heißt höchstens ${POVERTY_MAX_TRUMPS} Trümpfe, die Hand hat ${r.trumps}`;
    case 'povertyWithPiglets':
      return 'mit beiden Karo-Assen (Schweinchen) gibt es keine Armut';
    case 'povertyWithBothClubQueens':
      return 'mit beiden Kreuz-Damen gibt es keine Armut';
    case 'noThrowIn':
      return `die Hand darf nicht eingeworfen werden (nur mit ${THROW_IN_COUNT} Neunen oder ${THROW_IN_COUNT} Königen, wo die Regeln das erlauben)`;
    case 'noHalfChicken':
      return 'ein halbes Hähnchen braucht beide Karo-Zehnen und die Hausregel';
    case 'mustPlaySolo':
      return 'dieser Spieler ist vorgeführt: er muss Vorbehalt sagen und sein Pflichtsolo spielen';
  }
}
/** „120 gegen keine 90 erreicht“: Augen und Absage aus der Engine. */
function reachedWords(reason: LineReason): string {
  const m = lineMeaning(reason);
  return m.kind === 'reached' ? `${m.points} gegen ${CALL_WORD[m.against]} erreicht` : reason;
}
/** Eine Zeile der Abrechnung, z. B. „gegen die Alten gewonnen“. */
export const LINE_WORDS: Record<LineReason, string> = {
  won: 'gewonnen',
  below90: 'Gegner keine 90',
  below60: 'Gegner keine 60',
  below30: 'Gegner keine 30',
  schwarz: 'Gegner schwarz (keinen Stich)',
  reAnnounced: 'Re angesagt',
  kontraAnnounced: 'Kontra angesagt',
  reNo90: 'Re sagt keine 90 ab',
  reNo60: 'Re sagt keine 60 ab',
  reNo30: 'Re sagt keine 30 ab',
  reSchwarz: 'Re sagt schwarz ab',
  kontraNo90: 'Kontra sagt keine 90 ab',
  kontraNo60: 'Kontra sagt keine 60 ab',
  kontraNo30: 'Kontra sagt keine 30 ab',
  kontraSchwarz: 'Kontra sagt schwarz ab',
  reached120AgainstNo90: reachedWords('reached120AgainstNo90'),
  reached90AgainstNo60: reachedWords('reached90AgainstNo60'),
  reached60AgainstNo30: reachedWords('reached60AgainstNo30'),
  reached30AgainstSchwarz: reachedWords('reached30AgainstSchwarz'),
  againstTheElders: 'gegen die Alten gewonnen',
  doppelkopf: `Doppelkopf (ein Stich mit ${DOPPELKOPF_POINTS} Augen oder mehr)`,
  foxCaught: 'Fuchs gefangen',
  foxCaughtLastTrick: 'Fuchs im letzten Stich gefangen',
  karlchen: 'Karlchen macht den letzten Stich',
  karlchenCaught: 'Karlchen im letzten Stich gefangen',
  lieschenMueller: 'Karlchen von einer Karo-Dame gefangen (Lieschen Müller)',
};
export function describeLine(l: { party: Party; reason: LineReason; points: number }): string {
  return `${PARTY_WORD[l.party]}: ${LINE_WORDS[l.reason]} +${l.points}`;
}
