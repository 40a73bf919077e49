/** German table words, explained in English. The one data file behind /glossary/. */
export interface GlossaryEntry {
  readonly term: string;
  /** Literal meaning or pronunciation help. */
  readonly literal?: string;
  readonly definition: string;
  /** A lesson slug that teaches it. */
  readonly lesson?: string;
}

/** The fragment id of a term on /glossary/ (the search index links to it): "Klärungsstich" → "kla-rungsstich". */
export function glossaryAnchor(term: string): string {
  return term.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '-');
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  { term: 'Absage', literal: '“calling off”', definition: 'An announcement that the opponents will stay below 90, 60 or 30 card points (“keine 90”, “keine 60”, “keine 30”) or win no trick at all (“schwarz”). Each level adds a point to the game value, but your party then has to make it.' },
  { term: 'die Alten', literal: '“the old ones”', definition: 'The two queens of clubs. In a normal game whoever holds one plays Re. If Kontra wins, it scores the special point “gegen die Alten” (against the old ones).' },
  { term: 'Ansage', literal: '“announcement”', definition: 'Saying “Re” or “Kontra” during play, while you still hold enough cards. It doubles the stakes of the fight: each is worth 2 points to the winning party.' },
  { term: 'Armut', literal: '“poverty”', definition: 'House rule, not in the DDV rules: a player with three trumps or fewer passes three cards, all his trumps among them, to a partner who accepts them and gives three cards back. The two play together as Re.' },
  { term: 'Augen', literal: '“eyes”', definition: 'Card points. Ace 11, ten 10, king 4, queen 3, jack 2, nine 0: 240 in the whole pack.', lesson: 'cards-and-points' },
  { term: 'Bedienen', literal: '“to serve”', definition: 'Following suit: playing a card of the suit that was led. You must do it whenever you can; trump counts as a suit of its own.', lesson: 'following-suit' },
  { term: 'Doppelkopf', literal: '“double head”', definition: 'The game itself, played with two copies of every card. Also a single trick worth 40 card points or more, which earns its winners a special point in a normal game.', lesson: 'cards-and-points' },
  { term: 'Dulle', definition: 'The ten of hearts, the highest trump in the normal game and in every colour solo. Under the DDV rules, of two Dullen in one trick the first one wins; many tables play that the second one wins.', lesson: 'winning-tricks' },
  { term: 'Fehl', literal: '“miss”', definition: 'The plain suits, everything that is not trump. A Fehlfarbe is a plain suit; being “fehl” in a suit means holding none of it.', lesson: 'trumps-and-plain-suits' },
  { term: 'Fuchs', literal: '“fox”', definition: 'The ace of diamonds. Catching a fox that belongs to the other party, that is winning it in your trick, is worth a special point.' },
  { term: 'Gesund', literal: '“healthy”', definition: 'What you say in the reservation round when you have nothing to declare and are happy with a normal game.' },
  { term: 'Hochzeit', literal: '“wedding”, marriage', definition: 'A player holding both queens of clubs may announce a marriage. His partner is the first other player to win a trick within the first three tricks; if nobody does, he plays alone.' },
  { term: 'Karlchen', literal: '“little Charlie”', definition: 'The jack of clubs. If it wins the last trick, its party scores a special point.' },
  { term: 'Klärungsstich', literal: '“clarifying trick”', definition: 'In a marriage, the trick that decides who the partner is. No announcement may be made before it is complete.' },
  { term: 'Kontra', definition: 'The party playing against Re: in a normal game the two players without a queen of clubs, in a solo the three opponents. Also their announcement.' },
  { term: 'Lustsolo', literal: '“solo for fun”', definition: 'Any solo a player chooses to play beyond his one compulsory solo.' },
  { term: 'Pflichtsolo', literal: '“compulsory solo”', definition: 'In tournament play each player must play one solo per round of 24 games. The first solo a player announces is his Pflichtsolo.' },
  { term: 'Re', definition: 'The party of the queens of clubs (in a solo: the soloist). Also their announcement. Without any announcements Re needs 121 card points to win.' },
  { term: 'Schneider', literal: '“tailor”', definition: 'The old word for ending below 90 card points. The DDV rules say “unter 90”: the losing party stayed below 90, and the winners score an extra point.' },
  { term: 'Schwarz', literal: '“black”', definition: 'Winning no trick at all. A party that takes every trick scores an extra point for it.' },
  { term: 'Schweinchen', literal: '“piglets”', definition: 'House rule: whoever holds both aces of diamonds declares them, and they become the two highest trumps, above the Dullen.' },
  { term: 'Stich', literal: '“trick”', definition: 'One round of four cards, one from each player. The winner collects the cards and leads the next trick.', lesson: 'winning-tricks' },
  { term: 'Trumpf', literal: '“trump”', definition: 'A card of the trump suit. In the normal game: the Dullen, all queens, all jacks and all diamonds. Any trump beats any plain card.', lesson: 'trumps-and-plain-suits' },
  { term: 'Vorbehalt', literal: '“reservation”', definition: 'What you say in the reservation round when you want something other than a normal game: a solo or a marriage.' },
  { term: 'vorgeführt', literal: '“led out”, forced', definition: 'At the end of a tournament round, a player who still owes his compulsory solo when no games are left to spare is made to play it.' },
];
