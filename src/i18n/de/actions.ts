/**
 * Eine abgelehnte Aktion eines Spiels auf Deutsch (eine Karte, die nicht gespielt werden darf, ein Zug außer der Reihe): ActionError und IllegalPlay der Engine in Worten. Zwilling von src/i18n/en/actions.ts.
 */
import type * as EnActions from '../en/actions.ts';
import { POVERTY_CARDS } from '../../engine/contract.ts';
import type { Action, ActionError, Phase } from '../../engine/deal.ts';
import { cardShort } from '../../engine/names.ts';
import type { IllegalPlay } from '../../engine/trick.ts';
import { describeAnnouncementRefusal, describeDeclarationRefusal, PARTY_WORD, SUIT_WORD } from './engine.ts';
import { conjugate } from './grammar.ts';

const de = { lang: 'de' } as const;

/** Wie ein Platz im Satz heißt: „Platz 2“; eine Seite kann „du“ oder einen Namen sagen. */
export type SeatNamer = EnActions.SeatNamer;
const bySeat: SeatNamer = (seat) => `Platz ${seat}`;

/** Sagt die Seite „du“, steht das Verb in der zweiten Person: „du musst“, „West muss“. */
const isYou = (name: string) => name === 'Du' || name === 'du';
const v = (name: string, du: string, er: string) => conjugate(isYou(name), du, er);

/** Was ein Spieler tun wollte, als Infinitiv. */
const ACTION_WORD: Readonly<Record<Action['type'], string>> = {
  throwIn: 'Schmeißen',
  reserve: 'Gesund oder Vorbehalt sagen',
  declare: 'Einen Vorbehalt taufen',
  exchange: 'Karten schieben',
  answerPoverty: 'Eine Armut übernehmen oder ablehnen',
  halfChicken: 'Ein halbes Hähnchen melden',
  announce: 'Ansagen',
  play: 'Eine Karte spielen',
};

/** Wo das Spiel gerade steht. */
const PHASE_WORD: Readonly<Record<Phase, string>> = {
  reservation: 'in der Vorbehaltsrunde',
  declaration: 'beim Taufen der Vorbehalte',
  povertyGive: 'beim Schieben der Armut',
  povertyOffer: 'während die Armut angeboten wird',
  povertyReturn: 'beim Zurückgeben der Armut',
  playing: 'während gespielt wird',
  finished: 'nach dem Spiel',
  redeal: 'nachdem zusammengeworfen wurde',
  abandoned: 'nach dem Abbruch',
};

export function describeIllegalPlay(seat: number, r: IllegalPlay, who: SeatNamer = bySeat): string {
  const name = who(seat);
  if (r.code === 'notInHand') return `${name} ${v(name, 'hast', 'hat')} ${cardShort(r.card, de)} nicht auf der Hand`;
  const suit = r.suit === 'T' ? 'Trumpf' : SUIT_WORD[r.suit];
  return `${name} ${v(name, 'musst', 'muss')} ${suit} bedienen (${v(name, 'hast', 'hat')} ${r.holding.map((c) => cardShort(c, de)).join(', ')})`;
}

export function describeActionError(e: ActionError, who: SeatNamer = bySeat): string {
  switch (e.code) {
    case 'wrongPhase':
      return `${ACTION_WORD[e.action]} geht ${PHASE_WORD[e.phase]} nicht`;
    case 'notYourTurn': {
      const next = who(e.toMove);
      return `${next} ${v(next, 'bist', 'ist')} dran, nicht ${isYou(who(e.seat)) ? 'du' : who(e.seat)}`;
    }
    case 'notEligible':
      return `${who(e.seat)}: ${describeDeclarationRefusal(e.refusal)}`;
    case 'badExchange':
      return e.problem === 'count'
        ? `${who(e.seat)} ${v(who(e.seat), 'musst', 'muss')} genau ${POVERTY_CARDS} Karten schieben, nicht ${e.cards.length}`
        : e.problem === 'notInHand'
          ? `${who(e.seat)} ${v(who(e.seat), 'hast', 'hat')} ${e.cards.map((c) => cardShort(c, de)).join(', ')} nicht auf der Hand`
          : `${who(e.seat)} ${v(who(e.seat), 'musst', 'muss')} bei der Armut alle Trümpfe schieben`;
    case 'illegalPlay':
      return describeIllegalPlay(e.seat, e.reason, who);
    case 'illegalAnnouncement':
      return `${who(e.seat)}: ${describeAnnouncementRefusal(e.refusal)}`;
    case 'forcedAnnouncementMissing':
      return `${PARTY_WORD[e.party]} muss erst ansagen: ${e.points} Augen im ${e.trick}. Stich (Pflichtansage)`;
  }
}
