/**
 * English words of the trick playground (play four cards, see who wins and why) and of the
 * lessons' static trick examples.
 */
export const playgroundText = {
  title: 'Trick playground',
  palette: 'Cards to play (each exists twice)',
  trick: 'The trick',
  seat: (i: number) => `Card ${i}`,
  empty: 'Empty slot',
  pickFour: (n: number) => `Play ${4 - n} more card${4 - n === 1 ? '' : 's'} to complete the trick.`,
  winner: (i: number, card: string) => `Card ${i} wins: ${card}.`,
  lastTrick: 'This is the last trick of the deal',
  undo: 'Take back',
  clear: 'Clear trick',
  wins: '★ wins',
  playOrder: 'Cards in play order',
  points: (n: number) => `The trick is worth ${n} card points.`,
};
