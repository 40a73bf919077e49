/**
 * Eine abgelehnte Aktion eines Spiels auf Deutsch (eine Karte, die nicht gespielt werden darf, ein Zug außer der Reihe): ActionError und IllegalPlay der Engine in Worten. Zwilling von src/engine/i18n/en-actions.ts.
 */
import type * as EnActions from '../../engine/i18n/en-actions.ts';
import { POVERTY_CARDS } from '../../engine/contract.ts';
import type { ActionError } from '../../engine/deal.ts';
import { cardShort } from '../../engine/names.ts';
import type { IllegalPlay } from '../../engine/trick.ts';
import { describeAnnouncementRefusal, describeDeclarationRefusal, PARTY_WORD, SUIT_WORD } from './engine.ts';

const de = { lang: 'de' } as const;

/** Wie ein Platz im Satz heißt: „Platz 2“; eine Seite kann „Du“ oder einen Namen sagen. */
export type SeatNamer = EnActions.SeatNamer;
const bySeat: SeatNamer = (seat) => `Platz ${seat}`;

export function describeIllegalPlay(seat: number, r: IllegalPlay, who: SeatNamer = bySeat): string {
  if (r.code === 'notInHand') return `${who(seat)} hat ${cardShort(r.card, de)} nicht auf der Hand`;
  const suit = r.suit === 'T' ? 'Trumpf' : SUIT_WORD[r.suit];
  return `${who(seat)} muss ${suit} bedienen (hat ${r.holding.map((c) => cardShort(c, de)).join(', ')})`;
}

export function describeActionError(e: ActionError, who: SeatNamer = bySeat): string {
  switch (e.code) {
    case 'wrongPhase':
      return `„${e.action}“ geht jetzt nicht (Phase: ${e.phase})`;
    case 'notYourTurn':
      return `${who(e.toMove)} ist dran, nicht ${who(e.seat)}`;
    case 'notEligible':
      return `${who(e.seat)}: ${describeDeclarationRefusal(e.refusal)}`;
    case 'badExchange':
      return e.problem === 'count'
        ? `${who(e.seat)} muss genau ${POVERTY_CARDS} Karten schieben, nicht ${e.cards.length}`
        : e.problem === 'notInHand'
          ? `${who(e.seat)} hat ${e.cards.map((c) => cardShort(c, de)).join(', ')} nicht auf der Hand`
          : `${who(e.seat)} muss bei der Armut alle Trümpfe schieben`;
    case 'illegalPlay':
      return describeIllegalPlay(e.seat, e.reason, who);
    case 'illegalAnnouncement':
      return `${who(e.seat)}: ${describeAnnouncementRefusal(e.refusal)}`;
    case 'forcedAnnouncementMissing':
      return `${PARTY_WORD[e.party]} muss erst ansagen: ${e.points} Augen im ${e.trick}. Stich (Pflichtansage)`;
  }
}
