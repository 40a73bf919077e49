/**
 * The words of the `doko` command's human output (replay; the quiz's explanation). Score lines,
 * calls and parties come from the engine's words; this file adds the sentences around them.
 * The seat numbers stay numbers: the output names seats as the record formats do (0..3).
 */
export const replayText = {
  header: (dealer: number, contract: string) => `Dealer: seat ${dealer}   Contract: ${contract}`,
  parties: (re: string, kontra: string) => `Re: seats ${re}   Kontra: seats ${kontra}`,
  hand: (seat: number, cards: string) => `Seat ${seat}: ${cards}`,
  columns: { trick: 'Trick', leader: 'Leader', cards: 'Cards (seat:card)', winner: 'Winner', points: 'Points' },
  openTrick: (leader: number, cards: string) => `  (open trick led by seat ${leader}: ${cards})`,
  announcement: (seat: number, call: string, cardsPlayed: number) => `Announcement: seat ${seat} "${call}" after ${cardsPlayed} cards`,
  result: (re: number, kontra: number, winner: string | null) => `Card points: Re ${re}, Kontra ${kontra}   Winner: ${winner ?? 'nobody'}`,
  value: (value: number, scores: string) => `Value: ${value}   Scores: ${scores}`,
  unfinished: (phase: string, cardsPlayed: number) => `Deal not complete (${phase}, ${cardsPlayed} cards played).`,
};
