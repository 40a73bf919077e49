/**
 * The words of the lessons' exercises, by exercise id: each one's title, goal, hints (given one
 * at a time), the explanation shown once it is solved, and a play exercise's rule of thumb; and
 * the titles of the worked examples the lessons show. The exercises themselves (positions, checks,
 * pinned rules) are data in src/content/exercises/; a German edition is a translation of this file.
 * Read at build time only (src/content/exercises/words.ts), never shipped whole to a page.
 */
import type { ExerciseWordsById } from '../../content/exercises/index.ts';
import type { WorkedExampleId } from '../../content/exercises/examples.ts';

export const exerciseWords = {
  // how-a-deal-goes
  'deal-first-lead': {
    title: 'The first card',
    goal: 'Who plays the first card of this deal?',
    hints: ['The player on the dealer’s left starts.', 'Clockwise from North comes East.'],
    explanation: 'The dealer deals clockwise, starting on his left, and that player also leads the first trick.',
  },
  'deal-next-player': {
    title: 'Who plays next?',
    goal: 'South led the first card of the trick and West has followed. Who plays next?',
    hints: ['Play goes clockwise: South, West, North, East.'],
    explanation: 'Each player adds one card, clockwise, until the trick has four cards.',
  },
  'deal-next-lead': {
    title: 'Who leads the next trick?',
    goal: 'The first trick is complete: North’s card took it. Who leads the second trick?',
    hints: ['The winner of a trick collects it.', 'Whoever wins a trick leads the next one.'],
    explanation: 'Only the first trick is led by the player left of the dealer; after that the winner of each trick leads.',
  },
  // cards-and-points
  'points-club-trick': {
    title: 'Count a trick',
    goal: 'These four cards fell in one trick. How many card points did the winner collect?',
    hints: ['Look each rank up in the table above: jack, nine, queen, ten.', 'Start with the ten, then add the queen and the jack; the nine counts nothing.'],
    explanation: 'Queens and jacks count little: the ten alone is worth more than the other three cards together.',
  },
  'points-doppelkopf': {
    title: 'A fat trick',
    goal: 'How many card points are in this trick?',
    hints: ['Two aces and two tens: add the aces first.', 'An ace is worth one point more than a ten.'],
    explanation: 'Four cards of the top two ranks: a trick this fat is called a Doppelkopf, and later you will see that it earns an extra point.',
  },
  // trumps-and-plain-suits
  'select-trumps': {
    title: 'Find the trumps',
    goal: 'Select every trump in this hand (a normal game).',
    hints: ['Trumps: the ♥10, every queen, every jack, every diamond.', 'The ♥K and the ♣A are not trumps.'],
    explanation: 'The ♥10, the queens, the jacks and the diamonds are trumps; the ♥K, ♣A and ♣10 stay in their plain suits.',
  },
  'trump-order': {
    title: 'Trumps in order',
    goal: 'All six cards are trumps. Put them in order, the highest first.',
    hints: [
      'The ♥10 is the highest trump; the diamonds are the lowest.',
      'Queens above jacks, and among them clubs, spades, hearts, diamonds. In diamonds: ace, ten, king, nine.',
    ],
    explanation: 'From the top: the Dulle (♥10), the queens, the jacks, then the diamonds from the ace down. A queen beats any jack, whatever its suit.',
  },
  // following-suit
  'follow-hearts-led': {
    title: 'Hearts are led',
    goal: 'Someone leads the ♥A. Select every card in your hand you are allowed to play.',
    hints: ['Which of your hearts are really hearts, and which are trumps?', 'The ♥10 and ♥Q are trumps, not hearts.'],
    explanation: 'Only plain hearts follow a heart lead. The ♥10 and ♥Q belong to the trump suit, so they do not count as hearts.',
  },
  'follow-trump-led': {
    title: 'A diamond is led',
    goal: 'The ♦K is led. Select every card you may play.',
    hints: ['In the normal game every diamond is a trump, so a diamond lead is a trump lead.', 'You must play any trump: queens, jacks, diamonds, the ♥10.'],
    explanation: 'A diamond lead asks for trump. Every trump in your hand may be played, and nothing else.',
  },
  // winning-tricks
  'winner-trumped': {
    title: 'A small trump',
    goal: 'Which card wins this trick?',
    hints: ['Is there a trump in this trick?', 'Even a small trump beats every plain card.'],
    explanation: 'The ♦K is one of the lowest trumps, but any trump beats any plain card.',
  },
  'winner-equal-cards': {
    title: 'Two equal queens',
    goal: 'Both ♠Q are in this trick. Which card wins?',
    hints: ['Queens rank above jacks.', 'Of two equal cards, which one counts as higher?'],
    explanation: 'Of two identical cards the one played first ranks higher.',
  },
  // re-and-kontra
  'who-queen-falls': {
    title: 'A queen falls',
    goal: 'You are South. In the first trick North trumped your ♥A with a ♣Q. Mark each player.',
    hints: ['You hold no ♣Q.', 'One ♣Q is on the table. Where is the other one?'],
    explanation:
      'North showed a ♣Q, so North is Re; you hold none, so you are Kontra. The second ♣Q may be with West or East, or even with North, so they are still unknown.',
  },
  'call-re-in-time': {
    title: 'Still time for “Re”?',
    goal: 'West holds a ♣Q and has played one card of the first trick. May West still say “Re”?',
    hints: ['“Re” must be said before your {beforeCard:0} card.', 'How many cards does West still hold?'],
    explanation: 'West has played only one card: “Re” is on time until West plays a {beforeCard:0} card.',
  },
  // winning-and-scoring
  'quick-winner-tie': {
    title: '{kontraNeeds} to {kontraNeeds}',
    goal: 'Nobody announced anything. Re and Kontra took {kontraNeeds} card points each. Who won?',
    hints: ['Re needs more than half of all the card points.', 'A tie goes to one side.'],
    explanation: 'Re needs more than half of the card points; without announcements a tie goes to Kontra.',
  },
  'score-kontra-wins-quietly': {
    title: 'A quiet Kontra win',
    goal: 'No announcements. Re (South and North) took 112 card points. What does South score?',
    hints: ['Kontra has the rest of the card points: who won?', 'Kontra’s win against the queens of clubs brings a point more: “gegen die Alten”.'],
    explanation: 'Kontra won, and won against the queens of clubs: two lines, both for Kontra. Each Re player writes their total as a minus.',
  },
  'reserve-gesund-first': {
    title: 'Gesund, then the first card',
    goal: 'You have an ordinary hand: say so. Then say who leads the first trick.',
    hints: [
      '“Gesund” means: no special game, a normal game is fine for me.',
      'Everyone said gesund: the normal game is played, and the player on the dealer’s left leads.',
    ],
    explanation:
      'Before the first card each player, from the dealer’s left, says “gesund” (a normal game is fine) or “Vorbehalt” (he wants a special game). When all four say gesund, the normal game starts and the player on the dealer’s left leads.',
  },
  // fresh positions of the quick start, asked again at the end of a lesson
  'deal-first-lead-again': {
    title: 'The first card, once more',
    goal: 'Another deal, another dealer. Who plays the first card?',
    hints: ['Who dealt this time?', 'The player on the dealer’s left starts.'],
    explanation: 'Whoever deals, the player on his left leads the first trick.',
  },
  'deal-next-player-again': {
    title: 'Who plays next, once more',
    goal: 'North took the first trick and led a card to the second. Who plays next?',
    hints: ['The leader of a trick can be anyone: from him on, play goes clockwise.', 'Clockwise after North comes East.'],
    explanation: 'From whoever leads, play goes clockwise, one card each.',
  },
  'deal-next-lead-again': {
    title: 'Who leads next, once more',
    goal: 'The second trick is complete: West’s card took it. Who leads the third trick?',
    hints: ['Who collected the second trick?', 'Whoever wins a trick leads the next one.'],
    explanation: 'After the first trick it is always the winner of the last trick who leads.',
  },
  'points-club-trick-again': {
    title: 'Count a trick, once more',
    goal: 'These four cards fell in one trick. How many card points did the winner collect?',
    hints: ['Look each rank up in the table above.', 'The ace and the king carry almost all of it; the jack adds a little, the nine nothing.'],
    explanation: 'Counting goes fastest from the top: the ace, then the king, then the small change.',
  },
  'points-doppelkopf-again': {
    title: 'Another fat trick',
    goal: 'How many card points are in this trick?',
    hints: ['Three aces and a ten: add the aces first.', 'An ace is worth one point more than a ten.'],
    explanation: 'Aces and tens only: one of the fattest tricks there are, a Doppelkopf.',
  },
  'select-trumps-again': {
    title: 'Find the trumps, once more',
    goal: 'Select every trump in this hand (a normal game).',
    hints: ['Trumps: the ♥10, every queen, every jack, every diamond.', 'The ♥A and the ♥K stay hearts; the ♠10 stays a spade.'],
    explanation: 'The ♠Q, the ♣J, the ♦K and the ♥10 are trumps; the aces, the ♥K and the ♠10 stay in their plain suits.',
  },
  'trump-order-again': {
    title: 'Trumps in order, once more',
    goal: 'All six cards are trumps. Put them in order, the highest first.',
    hints: ['Queens first, then jacks, then diamonds.', 'Among the queens and among the jacks: clubs, spades, hearts, diamonds.'],
    explanation: 'The queens come first (♣ before ♥), then the jacks (♣ before ♠), then the diamonds: ten above king.',
  },
  'follow-hearts-led-again': {
    title: 'Spades are led',
    goal: 'Someone leads the ♠A. Select every card in your hand you are allowed to play.',
    hints: ['Which of your spades are really spades, and which are trumps?', 'The ♠Q and the ♠J are trumps, not spades.'],
    explanation: 'Only plain spades follow a spade lead. Queens and jacks are trumps whatever their suit.',
  },
  'follow-trump-led-again': {
    title: 'A jack is led',
    goal: 'The ♥J is led. Select every card you may play.',
    hints: ['Is the ♥J a heart or a trump?', 'A trump lead asks for any trump: queens, jacks, diamonds, the ♥10.'],
    explanation: 'Every jack is a trump, so the ♥J asks for trump, not hearts. Your ♥A and ♥K may not be played while you hold a trump.',
  },
  'winner-trumped-again': {
    title: 'A heart that is a trump',
    goal: 'Which card wins this trick?',
    hints: ['Are all four cards really hearts?', 'Every jack is a trump.'],
    explanation: 'The ♥J is a trump, and any trump beats every plain card, even the ace.',
  },
  'winner-equal-cards-again': {
    title: 'Two equal aces',
    goal: 'Both ♦A are in this trick. Which card wins?',
    hints: ['All four cards are diamonds: trumps. The ace is the highest of them here.', 'Of two equal cards, which one counts as higher?'],
    explanation: 'Of two identical cards the one played first ranks higher: the first ♦A.',
  },
  'who-queen-falls-again': {
    title: 'Both queens are out',
    goal: 'You are South. North played a ♣Q in the first trick, West the other one in the second. Mark each player.',
    hints: ['Both ♣Q are on the table now.', 'Two players are Re. Who is left?'],
    explanation: 'North and West showed the two queens of clubs, so they are Re. Everyone else is Kontra: you, and East.',
  },
  'call-re-in-time-again': {
    title: 'Still time for “Re”, once more?',
    goal: 'West holds a ♣Q and has played a card in each of the first two tricks. May West still say “Re”?',
    hints: ['“Re” must be said before your {beforeCard:0} card.', 'How many cards has West played?'],
    explanation: 'West has played two cards: too late for “Re”. It must come before the {beforeCard:0} card.',
  },
  'quick-winner-tie-again': {
    title: '121 to 119',
    goal: 'Nobody announced anything. Re took 121 card points. Who won?',
    hints: ['Re needs more than half of all the card points.', 'Is 121 more than half?'],
    explanation: 'One card point more than half: Re wins.',
  },
  'score-kontra-wins-quietly-again': {
    title: 'A clear Re win',
    goal: 'No announcements. Re (South and North) took 155 card points. What does West score?',
    hints: ['Who won, and how many card points did the losers take?', 'Did the losers stay below the first mark? That brings the winners a point more.'],
    explanation: 'Re won, and Kontra stayed below the first mark: two lines for Re. West is Kontra and writes the total as a minus.',
  },
  'reserve-gesund-first-again': {
    title: 'Gesund, once more',
    goal: 'This time you dealt. Say gesund, then say who leads the first trick.',
    hints: ['The player on the dealer’s left speaks first.', 'In a normal game the player on the dealer’s left leads.'],
    explanation: 'The dealer speaks last and does not lead: the first card comes from his left.',
  },
  // sorting-a-hand
  'sort-short-hand': {
    title: 'Sort a hand',
    goal: 'Put these eight cards in order, as you would hold them in a normal game: trumps from highest to lowest, then each plain suit together, highest first.',
    hints: ['The ♥10 is the highest trump, then the queens, then the jacks, then the diamonds.', '♥K is not a trump: it is a plain heart.'],
    explanation: 'Trumps first, from the Dulle down to the smallest diamond, then each plain suit from its ace down.',
  },
  'sort-full-hand': {
    title: 'Sort a full hand',
    goal: 'A full hand of twelve cards, with a pair. Sort it into trump order for the normal game.',
    hints: ['Count your trumps first: queens, jacks, diamonds and the ♥10.', 'Two equal cards can go in either order.'],
    explanation: 'Holding your hand in this order makes following suit easy: you see at once how many trumps you have and which suits you lack.',
  },
  // plain-suits
  'plain-hearts-count': {
    title: 'How many plain hearts?',
    goal: 'With {cards} cards, how many plain hearts (hearts that are not trumps) are in the pack in a normal game?',
    hints: ['The ♥Q, ♥J and ♥10 are trumps.', 'What is left: ace, king, nine, each twice.'],
    explanation: 'Only ♥A, ♥K and ♥9 stay hearts, two of each: 6 cards. Clubs and spades keep 8 each, so hearts run out first.',
  },
  'trumps-without-nines': {
    title: 'Trumps without nines',
    goal: 'Many tables play without the nines ({cards} cards). How many trump cards are in that pack in a normal game?',
    hints: ['With nines there are 26 trump cards.', 'Which nines are trumps?'],
    explanation: 'Only the ♦9 leaves the trumps (twice), so 26 become 24; the plain suits shrink to 6, 6 and 4 cards.',
  },
  'winner-plain': {
    title: 'Nobody trumps',
    goal: 'Which card wins this trick?',
    hints: ['No trump was played.', 'Only hearts can win a heart trick.'],
    explanation:
      'With no trump in the trick, the highest card of the led suit wins: the ♥A, even as the last card. The ♣A is a different plain suit and cannot win.',
  },
  'follow-void': {
    title: 'No spades left',
    goal: '♠A and ♠10 have been played. You hold no plain spade. Select every card you may play.',
    hints: ['Do you have a plain spade?', 'Without the led suit you may play anything.'],
    explanation: 'When you cannot follow, you are free: trump to win the trick, or throw off (abwerfen) a card of another suit.',
  },
  // equal-cards-and-dullen
  'winner-dulle-ddv': {
    title: 'Two Dullen (DDV)',
    goal: 'Under DDV rules, both ♥10 land in one trick. Which card wins?',
    hints: ['The ♥10 is the highest trump.', 'The DDV treats two ♥10 like any two equal cards.'],
    explanation: 'Under the DDV rules the first ♥10 wins, as with any pair of equal cards.',
  },
  'winner-dulle-house': {
    title: 'Two Dullen (house rule)',
    goal: 'Many tables play that the second ♥10 beats the first. Under that house rule, which card wins?',
    hints: ['Look at the rules shown above the goal.'],
    explanation: 'With “second ♥10 wins”, the later Dulle takes the trick. Agree on this before the first deal!',
  },
  'house-dulle-last-trick': {
    title: 'Two Dullen in the last trick',
    goal: 'House rule: the second ♥10 beats the first, except in the last trick. This is the last trick. Which card wins?',
    hints: ['In any other trick the second ♥10 would win.'],
    explanation: 'In the last trick this house rule falls back to the DDV rule: the first ♥10 wins.',
  },
  'winner-no-dullen': {
    title: 'Without Dullen',
    goal: 'A few tables play without Dullen: the ♥10 is an ordinary heart. Under that house rule, which card wins?',
    hints: ['Is the ♥10 still a trump here?', 'In a plain suit the ace ranks above the ten.'],
    explanation: 'Without Dullen the ♥10 is a plain heart below the ♥A, so the ace takes this heart trick.',
  },
  // finding-your-partner
  'who-secret': {
    title: 'Before the first card',
    goal: 'You are West. Nobody has played or said anything yet. Mark what you know about each player.',
    hints: ['Look for a queen of clubs in your own hand.', 'Your partner holds the other ♣Q, but who is that?'],
    explanation: 'Your ♣Q makes you Re. The other ♣Q is somewhere among the three others, so nobody else is known yet.',
  },
  'who-re-said': {
    title: 'West says “Re”',
    goal: 'You are East. After North’s ♣Q in the first trick, West announced “Re”. Mark each player.',
    hints: ['Only a Re player may say “Re”.', 'Two Re players are known: what does that make the others?'],
    explanation: 'North showed a ♣Q and West said “Re”: that is the whole Re party. Everyone else, you and South, is Kontra.',
  },
  'who-two-kontra': {
    title: 'Two Kontra calls',
    goal: 'You are West and hold one ♣Q. Before the first card, South said “Kontra” and East said “keine 90”. Mark each player.',
    hints: ['Both calls come from the Kontra party.', 'With one ♣Q in your hand, nobody can be playing alone.'],
    explanation:
      'South and East showed Kontra with their calls. You hold one ♣Q, so nobody can be playing a silent marriage: the fourth player, North, must hold the other ♣Q and is your partner.',
  },
  // reservations
  'reserve-lustsolo-vs-marriage': {
    title: 'A solo against your marriage',
    goal: 'You are North and hold both ♣Q. Speak when it is your turn; then say who leads the first trick.',
    hints: ['Rank: Pflichtsolo, then Lustsolo, then Hochzeit.', 'In a Lustsolo, who leads: the soloist or the player left of the dealer?'],
    explanation:
      'A Lustsolo outranks a marriage, and in a Lustsolo the player left of the dealer leads, as in a normal game. Only a Pflichtsolo of your own would have won the round for you, and then you would have led.',
  },
  'reserve-pflichtsolo-leads': {
    title: 'Two reservations',
    goal: 'You are South and speak first. Two players after you have a reservation. Speak, then say who leads the first trick.',
    hints: ['A Pflichtsolo outranks a Lustsolo wherever it sits.', 'In a Pflichtsolo the soloist leads.'],
    explanation:
      'North’s Pflichtsolo beats East’s Lustsolo, and in a Pflichtsolo the soloist leads. Had you named a Pflichtsolo yourself, you would have won: equal ranks go to the earlier seat.',
  },
  // withdrawing-and-throwing-in
  'withdraw-after-next': {
    title: 'Too late to take it back?',
    goal: 'East dealt. South said “Vorbehalt”, then West said “gesund”. May South still take the Vorbehalt back?',
    hints: ['The first three players may withdraw only until the next player has spoken.'],
    explanation: 'A reservation of the first three players may be taken back only until the next player speaks. West has spoken, so South’s Vorbehalt stands.',
  },
  'withdraw-dealer': {
    title: 'The dealer changes his mind',
    goal: 'East dealt. South, West and North said “gesund”; East said “Vorbehalt” and nothing has happened since. May East still take it back?',
    hints: ['Nobody speaks after the dealer.', 'The dealer may withdraw until the game goes on.'],
    explanation: 'The dealer speaks last, so he may take his Vorbehalt back until the game goes on: until he names it, or a card or a call is made.',
  },
  'throw-in-five-nines': {
    title: 'Five nines',
    goal: 'House rule: a hand with {throwInCount} nines may be thrown in. May this hand be thrown in?',
    hints: ['Count the nines.'],
    explanation: 'Five nines are worth nothing and rarely win a trick: the player may show them before the reservations and the same dealer deals again.',
  },
  'throw-in-four-kings': {
    title: 'Four nines and four kings',
    goal: 'House rules: {throwInCount} nines or {throwInCount} kings may be thrown in. May this hand be thrown in?',
    hints: ['Nines and kings are counted apart.'],
    explanation: 'Four nines and four kings make neither {throwInCount} nines nor {throwInCount} kings: the hand must be played.',
  },
  'half-chicken': {
    title: 'Half chicken',
    goal: 'House rule: halbes Hähnchen. This hand holds both ♦10. May its player say “half chicken”?',
    hints: ['Both ♦10 and the house rule: that is all it needs.'],
    explanation: 'A player dealt both ♦10 may say so. It is a bit of fun: nothing changes in play or in the score.',
  },
  // solos
  'solo-lust-lead': {
    title: 'Who leads a Lustsolo?',
    goal: 'East dealt. North has already played his Pflichtsolo in this round and now plays another jacks solo: a Lustsolo. Who leads the first trick?',
    hints: ['Only a player’s first solo in the round is his Pflichtsolo; every further one is a Lustsolo.', 'A Lustsolo starts like a normal game.'],
    explanation: 'In a Lustsolo the player left of the dealer leads, as in a normal game. Only in a Pflichtsolo does the soloist lead.',
  },
  'solo-pflicht-lead': {
    title: 'Who leads a Pflichtsolo?',
    goal: 'East dealt. North plays his Pflichtsolo (a jacks solo). Who leads the first trick?',
    hints: ['The compulsory solo gives its player an advantage.'],
    explanation: 'In a Pflichtsolo the soloist leads the first trick, a real advantage.',
  },
  // queen-jack-ace-solos
  'winner-ace-solo': {
    title: 'No trumps at all',
    goal: 'In an aces solo (Fleischloser) this trick is played. Which card wins?',
    hints: ['Are there any trumps in an aces solo?', 'Which suit was led?'],
    explanation: 'An aces solo has no trumps: every suit ranks A 10 K Q J 9, and the highest spade takes a spade trick.',
  },
  // colour-solos
  'winner-clubs-solo': {
    title: 'Diamonds are plain now',
    goal: 'In a clubs solo (Kreuzsolo) this trick is played. Which card wins?',
    hints: ['In a clubs solo, which suit takes the place of diamonds among the trumps?', 'The ♣K is a trump here.'],
    explanation: 'In a clubs solo the clubs are the lowest trumps and diamonds are a plain suit: the ♣K trumps the diamond trick.',
  },
  'trumps-hearts-solo': {
    title: 'Trumps in a hearts solo',
    goal: 'You play a hearts solo (Herzsolo). Select every trump in this hand.',
    hints: ['The ♥10 stays on top, then queens and jacks.', 'In a hearts solo the ♥A, ♥K and ♥9 are the lowest trumps; diamonds are plain.'],
    explanation: 'In a hearts solo the trumps are the ♥10, the queens, the jacks and the ♥A, ♥K, ♥9. The ♦A and ♦K are plain diamonds now.',
  },
  'follow-diamonds-clubs-solo': {
    title: 'A diamond lead in a clubs solo',
    goal: 'In a clubs solo the ♦A is led. Select every card you may play.',
    hints: ['Is the ♦A a trump in a clubs solo?', 'You must follow diamonds if you can.'],
    explanation: 'In a clubs solo diamonds are a plain suit, so a diamond lead must be followed with a plain diamond: the ♦K or the ♦10.',
  },
  // marriage
  'who-marriage-partner': {
    title: 'The first trick finds the partner',
    goal: 'You are West. North announced a marriage (Hochzeit); East won the first trick with the ♠A. Mark each player.',
    hints: ['Who holds both ♣Q?', 'The first trick won by someone other than North decides.'],
    explanation: 'The first trick won by a player other than North is the Klärungsstich: East won it, so East plays with North. You and South are Kontra.',
  },
  // silent-marriage
  'who-silent-marriage': {
    title: 'The second queen',
    goal: 'You are South. Everybody said “gesund”. North has now played a ♣Q in both tricks. Mark each player.',
    hints: ['How many ♣Q are there?', 'A player with both ♣Q who says nothing plays alone.'],
    explanation: 'Both ♣Q came from North: a silent marriage, which is a solo. North is Re alone; the three others are Kontra.',
  },
  // marriage
  'marriage-becomes-solo': {
    title: 'Nobody joins the marriage',
    goal: 'You are South. North announced a marriage and then won each of the first three tricks. Mark each player.',
    hints: ['Who won the first three tricks?', 'If nobody else wins one of them, the Hochzeiter plays alone.'],
    explanation: 'Nobody else won one of the first three tricks, so North plays alone: a diamonds solo, scored like a solo. The three others are Kontra.',
  },
  'who-marriage-trump-trick': {
    title: 'House rule: the first trump trick',
    goal: 'House rule: the first trump trick won by another player finds the partner. North announced a marriage; South won trick 1, a heart trick, and West trick 2, a trump trick. You are East. Mark each player.',
    hints: ['A trick’s kind is the kind of its first card.', 'Trick 1 was led with the ♥A.'],
    explanation:
      'Under this house rule the heart trick does not count. Trick 2 was led with a trump and won by West, so West is the partner; you and South are Kontra.',
  },
  // silent-marriage
  'silent-marriage-score': {
    title: 'A silent marriage scores as a solo',
    goal: 'North held both ♣Q, said “gesund” and won alone with 130 card points and a Doppelkopf; nobody announced anything. What does North score?',
    hints: ['A silent marriage is scored like a solo.', 'No special points in a solo; the soloist gets {soloistFactor} times the value.'],
    explanation: 'Won {line:won}; the Doppelkopf does not count in a solo. The soloist gets {soloistFactor} times the value: +3, each opponent −1.',
  },
  // poverty
  'reserve-poverty': {
    title: 'Poor in trumps',
    goal: 'You are South with only two trumps, playing with Armut. Speak; if your poverty is played, pass {povertyCards} cards; then say who leads.',
    hints: [
      'With Armut on, the ranking is Pflichtsolo, Lustsolo, Armut, Hochzeit.',
      'The {povertyCards} cards must include every trump you hold.',
      'After the exchange the game is played like a normal game.',
    ],
    explanation:
      'Armut outranks West’s marriage. You pass your trumps plus one card, North takes them and returns {povertyCards}; the two of you are Re. The player left of the dealer (you) leads, as in a normal game.',
  },
  'reserve-poverty-redeal': {
    title: 'Nobody wants it',
    goal: 'You are South again, with Armut on. This time nobody likes the look of it. Speak, pass, then say what happens next.',
    hints: ['The cards are offered clockwise, starting left of you.', 'What if all three decline?'],
    explanation: 'If nobody takes the poverty, the cards are thrown in and the same dealer deals again. If you said “gesund”, it was a normal game led by you.',
  },
  'poverty-single-fox': {
    title: 'Does the fox count?',
    goal: 'With Armut played: this hand holds the ♦A, the ♥J and the ♦9, and no other trump. May it declare Armut?',
    hints: ['Count every trump, the fox included.', 'Armut needs {povertyMaxTrumps} trumps or fewer.'],
    explanation: 'A single ♦A counts as a trump: three trumps in all, so the hand may declare Armut.',
  },
  'poverty-both-queens': {
    title: 'Poor, but with both queens',
    goal: 'With Armut played: this hand holds both ♣Q and no other trump. May it declare Armut?',
    hints: ['What else can a player with both ♣Q declare?'],
    explanation: 'A player with both ♣Q may not declare Armut: he announces a marriage, plays a solo, or keeps quiet (a silent marriage).',
  },
  // solos
  'reserve-pflicht-beats-lust': {
    title: 'Pflicht before Lust',
    goal: 'You are East, the dealer, and speak last. South wants a Lustsolo, North a Pflichtsolo. Speak, then say who leads.',
    hints: ['Seat order only breaks ties between equal ranks.', 'Who leads in a Pflichtsolo?'],
    explanation: 'A Pflichtsolo beats a Lustsolo even from a later seat, and the Pflicht soloist leads the first trick.',
  },
  // queen-jack-ace-solos
  'sort-jack-solo': {
    title: 'Sort for a Bubensolo',
    goal: 'You play a jack solo (Bubensolo). Sort the hand: the four jack kinds are the only trumps.',
    hints: ['Only jacks are trumps: clubs, spades, hearts, diamonds.', 'Queens and the ♥10 are plain cards now: A 10 K Q 9 in each suit.'],
    explanation: 'In a Bubensolo only the jacks are trumps. The queens drop into their suits between king and nine, and the ♥10 is an ordinary heart.',
  },
  'winner-queen-solo': {
    title: 'A heart trick in a Damensolo',
    goal: 'In a queen solo (Damensolo) this trick is played. Which card wins?',
    hints: ['Which cards are trumps in a Damensolo?', 'The ♥10 and the jacks are plain cards here.'],
    explanation: 'In a Damensolo only the queens are trumps. The ♥10 is an ordinary heart, beaten by the ♥A; the ♦J is a diamond and cannot win a heart trick.',
  },
  // announcements
  'call-kontra-too-late': {
    title: 'One card too many',
    goal: 'You are South (Kontra) and have played your second card; nobody has said anything. May you still say “Kontra”?',
    hints: ['“Kontra” needs {deadline:0} cards in hand.', 'How many do you hold after two cards?'],
    explanation:
      'Re and Kontra must be said while you still hold {deadline:0} cards, that is before your {beforeCard:0} card. With fewer it is too late, unless it answers the other party’s call (the next lessons).',
  },
  'call-only-own-party': {
    title: 'The wrong word',
    goal: 'You are South and hold no ♣Q. Nothing has been played yet. May you say “Re”?',
    hints: ['Which party are you in without a ♣Q?'],
    explanation: 'Each party announces its own name: Re players say “Re”, Kontra players “Kontra”. That is why a call shows the caller’s party.',
  },
  // absagen
  'deadline-keine-60': {
    title: 'The deadline of keine 60',
    goal: 'With {handSize} cards each and no marriage: until how many cards in hand, at least, may your party still say “keine 60” (having said “Re” in time)?',
    hints: ['Start from the deadline of Re or Kontra.', 'Each level needs {deadlineStep} card fewer.'],
    explanation: 'From the deadline of Re or Kontra, each level needs {deadlineStep} card fewer: keine 90, then keine 60.',
  },
  'deadline-keine-60-again': {
    title: 'Until when “keine 30”?',
    goal: 'With {handSize} cards each and no marriage: until how many cards in hand, at least, may your party still say “keine 30” (having said “Re” in time)?',
    hints: ['Start from the deadline of Re or Kontra (the table above).', 'Each level needs {deadlineStep} card fewer: keine 90, keine 60, keine 30.'],
    explanation: 'Keine 30 is three levels above Re or Kontra, each {deadlineStep} card fewer than the one before.',
  },
  'absage-too-late': {
    title: 'A jump too late',
    goal: 'You are North (Re) and have played your second card. Nobody has said anything. May you say “keine 90”?',
    hints: ['An Absage needs your party’s Re first.', 'A jump is allowed only if every skipped level is still on time.'],
    explanation: '“Keine 90” said now also counts as “Re”, and the deadline of “Re” has passed: too late, although keine 90 on its own would still be on time.',
  },
  'absage-too-late-again': {
    title: 'Still time, once more?',
    goal: 'You are North (Re) and have played your second card. Your partner West said “Re” after the first trick. May you say “keine 90” now?',
    hints: ['Your party’s Re has been said already.', 'Then “keine 90” needs only its own deadline: how many cards do you hold?'],
    explanation: 'Your party has said Re in time, so “keine 90” needs only its own deadline, {deadlineStep} card after Re’s, and you are still within it.',
  },
  // replies
  'show-party': {
    title: 'Whose keine 90?',
    goal: 'Before the first card West said “Re” and South “Kontra”. North, whose party nobody knows yet, wants to say “keine 90”. Must North say which party it is for (“Re, keine 90”)?',
    hints: ['“Keine 90” alone does not name a party.', 'Once both Re and Kontra are said, it could be either.'],
    explanation:
      'Once both Re and Kontra have been said, a “keine 90” could belong to either party, so a player the table cannot place yet must show his party with it.',
  },
  'show-party-again': {
    title: 'Whose keine 90, once more?',
    goal: 'Before the first card West said “Re” and South “Kontra”. Then North trumped the first trick with a ♣Q. Now North wants to say “keine 90”. Must North say which party it is for?',
    hints: ['What did North’s ♣Q show the table?', 'Only a player the table cannot place must show his party.'],
    explanation: 'North’s ♣Q showed everyone that North is Re, so a “keine 90” from North can only be Re’s: North need not name it.',
  },
  // deadlines-that-move
  'forced-announcement': {
    title: 'A fat first trick',
    goal: 'House rule: Pflichtansage. South led the ♣A, the others added ♣10, ♣A and ♣9, and South’s ace took the trick. Which party must now announce?',
    hints: ['Count the trick’s card points.', 'South holds no ♣Q.'],
    explanation:
      'The first trick holds {forcedAnnouncementPoints} card points or more: enough for the Pflichtansage, so the party of the trick’s winner must say its Re or Kontra in time. South is Kontra.',
  },
  'forced-announcement-again': {
    title: 'A thin first trick',
    goal: 'House rule: Pflichtansage. In the first trick South led the ♥A, West played the ♥9, North trumped with a ♣Q and East played the ♥K. Which party must now announce?',
    hints: ['Count the trick’s card points.', 'Only a fat first trick forces an announcement.'],
    explanation: 'The first trick holds too few card points for the Pflichtansage: nobody is forced to announce.',
  },
  // absagen
  'announce-early': {
    title: 'Everything is still open',
    goal: 'You are North (Re) and have played one card. Select every call you may make now.',
    hints: ['After one card, is “Re” still on time?', 'You may jump: every skipped level must still be on time.'],
    explanation:
      'After one card every call of your party is still on time, so you may say “Re” or jump straight to “keine 90” or higher; the skipped levels count too. “Kontra” belongs to the other party.',
  },
  'announce-early-again': {
    title: 'Which levels are still open?',
    goal: 'You are North (Re) and have played two cards. Your partner West said “Re” after the first trick. Select every call you may make now.',
    hints: ['Can your party say “Re” a second time?', 'Each Absage has its own deadline, {deadlineStep} card after the one before.'],
    explanation: 'Re has been said for your party; every Absage is still on time, and you may jump to any of them.',
  },
  // replies
  'announce-reply': {
    title: 'Answering a Re',
    goal: 'You are South (Kontra), holding 10 cards. West said “Re” after the first trick. Select every call you may make now.',
    hints: ['Kontra needs {deadline:0} cards as an Erstansage.', 'A reply may come {replyLater} card later than the call it answers.'],
    explanation:
      'Your Kontra is too late as an Erstansage, but it is on time as a reply to West’s “Re”, which needs only {reply} cards. A late reply allows no Absage, so “keine 90” is out.',
  },
  'announce-reply-again': {
    title: 'Answering a Kontra',
    goal: 'You are North (Re) and have played two cards. East said “Kontra” after the first trick; your party has said nothing. Select every call you may make now.',
    hints: ['Is your “Re” still on time as an Erstansage?', 'A reply may come {replyLater} card later than the call it answers.'],
    explanation:
      'Your Re is too late as an Erstansage, but it is on time as a reply to East’s “Kontra”, which needs only {reply} cards. A late reply allows no Absage.',
  },
  // deadlines-that-move
  'announce-marriage-shift': {
    title: 'After a late Klärungsstich',
    goal: 'North’s marriage was clarified in trick 2 (West is the partner) and West said “Re”. You are South (Kontra) with 10 cards. Select every call you may make.',
    hints: ['A Klärungsstich one trick late moves every deadline by {shift:1} card.', 'Kontra then needs {shift:1} card fewer than its usual {deadline:0}.'],
    explanation:
      'The marriage shift lowers every deadline by {shift:1} card, so with 10 cards your Kontra is a full Erstansage, and every Absage is still on time.',
  },
  'announce-marriage-shift-again': {
    title: 'A trick later',
    goal: 'North’s marriage was clarified in trick 2 (West is the partner) and West said “Re”. You are South (Kontra) and have played three cards. Select every call you may make.',
    hints: [
      'The late Klärungsstich moves every deadline by {shift:1} card, replies too.',
      'Is your Kontra still on time as an Erstansage, or only as a reply?',
    ],
    explanation:
      'With the shift, Kontra as an Erstansage needed one card more than you hold now, but as a reply to West’s “Re” it is still on time. A late reply allows no Absage.',
  },
  'announce-without-nines': {
    title: 'Without nines',
    goal: 'Without nines, {handSize} cards each. Your partner West has said “Re”; you are North with 8 cards left. Select every call you may make now.',
    hints: ['Your partner’s “Re” counts for your party.', 'Without nines, keine 90 needs {deadline:1} cards in hand.'],
    explanation:
      'West’s Re counts for you, so “Re” cannot be said twice. Without nines keine 90 needs {deadline:1} cards, exactly what you hold: every Absage is still on time.',
  },
  'announce-without-nines-again': {
    title: 'Without nines, a reply',
    goal: 'Without nines, {handSize} cards each. West said “Re” after the first trick. You are South (Kontra) and have played two cards. Select every call you may make now.',
    hints: ['Without nines, Kontra needs {deadline:0} cards as an Erstansage.', 'A reply may come {replyLater} card later.'],
    explanation:
      'Too late for an Erstansage, but in time for a reply to West’s “Re”: without nines a reply needs {reply} cards. A late reply allows no Absage.',
  },
  // winning-targets
  'target-re-no90': {
    title: 'Re says keine 90',
    goal: 'Re announced “Re” and “keine 90”; Kontra said nothing. How many card points does Re need to win?',
    hints: ['“Keine 90” means: Kontra stays below {below:1}.', 'If Kontra stays below {below:1}, how many does Re have of the {totalPoints}?'],
    explanation: 'Re’s own Absage is its target now: Kontra must end below {below:1}, so Re needs all the rest of the {totalPoints}.',
  },
  'target-kontra-vs-no60': {
    title: 'Against keine 60',
    goal: 'Re announced “keine 60”; Kontra made no Absage. How many card points are enough for Kontra to win?',
    hints: ['Kontra only has to make Re’s call fail.', 'Re promised that Kontra stays below {below:2}.'],
    explanation: 'A party against an Absage only needs to defeat it: with {below:2} card points Kontra has broken “keine 60” and wins.',
  },
  'target-only-kontra': {
    title: 'Only Kontra was said',
    goal: 'Kontra announced “Kontra”, and Re said nothing at all. How many card points does Re need now?',
    hints: ['The party that announces alone takes on the harder side of the tie.'],
    explanation: 'When only Kontra is announced, a tie goes to Re: Re needs {onlyKontra:re}, Kontra {onlyKontra:kontra}.',
  },
  'winner-both-absagen': {
    title: 'Both said keine 90',
    goal: 'Re said “Re” and “keine 90”; Kontra said “Kontra” and “keine 90” too. Re took 140 card points in 8 tricks. Who won?',
    hints: ['Re needs Kontra below {below:1}. Did that happen?', 'Kontra needs Re below {below:1}. Did that happen?'],
    explanation: 'Kontra has 100, so Re’s keine 90 failed; Re has 140, so Kontra’s failed too. With two failed Absagen there is no winner.',
  },
  // scoring-step-by-step
  'sheet-re-and-kontra': {
    title: 'Re and Kontra both said',
    goal: 'Re (South and North) announced “Re”, Kontra replied “Kontra”. Re took 171 card points in 9 tricks. Write the score sheet.',
    hints: [
      'Go through the lines in order: won, played below 90/60/30, Re, Kontra.',
      'Kontra has 69 card points.',
      'Both calls are credited to the winner, {ansagePoints} points each.',
    ],
    explanation:
      'Won {line:won}, Kontra played below 90 {line:below90}, “Re” {line:reAnnounced}, “Kontra” {line:kontraAnnounced}: 6 for Re. Every call goes to the winner, whoever made it.',
  },
  // special-points
  'sheet-netting': {
    title: 'Special points are netted',
    goal: 'No announcements. Re (South and North) took 125 card points and a Doppelkopf; Kontra caught a fox and Karlchen won the last trick for Kontra. Write the sheet.',
    hints: ['Re won: one line for Re.', 'Count each party’s special points.', 'Net the special points of both parties, then against the game value.'],
    explanation: 'Re has the win and the Doppelkopf, Kontra the fox and Karlchen: as many points on each side. Netted, the winners score 0.',
  },
  'sheet-netting-again': {
    title: 'Netting, once more',
    goal: 'No announcements. Re (South and North) took 100 card points and caught a fox, and Karlchen won the last trick for Re; Kontra made a Doppelkopf. Write the sheet.',
    hints: ['Kontra won, against the old ones.', 'Count each party’s special points.', 'Net them, then against the game value.'],
    explanation: 'Kontra has the win, gegen die Alten and the Doppelkopf; Re the fox and Karlchen. Netted, one point is left for Kontra.',
  },
  'score-winners-below-zero': {
    title: 'Winning, and still minus',
    goal: 'No announcements. Re (South and North) won with 135 card points and a Doppelkopf, but Kontra caught both foxes and Karlchen won the last trick for Kontra. What does South score?',
    hints: ['Re: the win and the Doppelkopf.', 'Kontra: two foxes and Karlchen.'],
    explanation: 'Kontra’s special points outweigh Re’s win and Doppelkopf: netted, the value goes to Kontra, and the winners each score a minus.',
  },
  'score-winners-below-zero-again': {
    title: 'Won, and still a minus, once more',
    goal: 'No announcements. Re (South and North) took only 100 card points, but made a Doppelkopf, caught both foxes and won the last trick with Karlchen. What does West score?',
    hints: ['Kontra won, against the old ones.', 'Re: a Doppelkopf, two foxes and Karlchen.'],
    explanation: 'Re’s special points outweigh Kontra’s win: netted, the value goes to Re, and West, a winner, scores a minus.',
  },
  // solo-scoring
  'score-solo-win': {
    title: 'A won queens solo',
    goal: 'South plays a queens solo and announces “Re”. South takes 134 card points in 7 tricks. What does South score?',
    hints: ['Won {line:won}, “Re” {line:reAnnounced}.', 'The soloist gets {soloistFactor} times the value.'],
    explanation: 'Won {line:won} + “Re” {line:reAnnounced} = 3; the soloist gets {soloistFactor} × 3 = 9 and each opponent −3.',
  },
  'sheet-solo-lost': {
    title: 'A lost solo with Kontra',
    goal: 'West plays a jacks solo without announcing; the opponents say “Kontra”. West takes 98 card points in 5 tricks; a Doppelkopf fell to the opponents. Write the sheet.',
    hints: ['Kontra has 142: who won?', 'In a solo there are no special points, and no “gegen die Alten”.', 'The soloist pays {soloistFactor} times.'],
    explanation:
      'Kontra won {line:won} + “Kontra” {line:kontraAnnounced} = 3. No special points in a solo. West pays {soloistFactor} × 3 = 9, the others get 3 each.',
  },
  'score-no-winner': {
    title: 'No winner, still points',
    goal: 'Re (South and North) said “Re” and “keine 60”; Kontra said “Kontra” and “keine 90”. Re took 170 card points. Nobody won, but what does South score?',
    hints: [
      'Without a winner, no call is paid: only the “below” and “reached” lines count.',
      'Kontra has 70. Which marks did Kontra stay below, and did Re reach 120 against Kontra’s keine 90?',
    ],
    explanation:
      'Kontra stayed below 90 ({line:below90} for Re), and Re reached 120 against Kontra’s keine 90 ({line:reached120AgainstNo90} for Re): South scores +2.',
  },
  // scoring-step-by-step
  'score-calls-to-winner': {
    title: 'A lost “Re”',
    goal: 'Re (South and North) said “Re” and took 115 card points; Kontra said nothing. What does South score?',
    hints: ['Kontra has 125: who won?', 'Every item goes to the winner, the “Re” too.'],
    explanation:
      'Kontra won ({line:won}), the “Re” is credited to the winner ({line:reAnnounced}), and Kontra beat the club queens ({line:againstTheElders}): 4 for Kontra, so South scores −4.',
  },
  'score-example-2': {
    title: 'Example 2, one call less',
    goal: 'As in example 2, Kontra took 183 card points, but said only “Kontra” and “keine 90”. What does West (Kontra) score?',
    hints: ['Re has 57: below 90 and below 60, whatever was announced.', 'Only the calls that were made count: “Kontra” and keine 90.'],
    explanation:
      'Won {line:won}, Re played below 90 {line:below90}, below 60 {line:below60}, “Kontra” {line:kontraAnnounced}, keine 90 {line:kontraNo90}, gegen die Alten {line:againstTheElders}: 7 for each Kontra player, one less than in example 2.',
  },
  // special-points
  'doppelkopf-trick': {
    title: 'A fat trick, for whom?',
    goal: 'Which party scores a special point with this trick?',
    hints: ['Count the card points in the trick.', 'A Doppelkopf goes to the party that won the trick.'],
    explanation: 'Four cards of the two top ranks make a Doppelkopf, and South won the trick with the first ♠A: one special point for Re.',
  },
  'doppelkopf-trick-again': {
    title: 'Another fat trick, for whom?',
    goal: 'Which party scores a special point with this trick?',
    hints: ['Count the card points in the trick.', 'Who won it: the first ♥A or the second?'],
    explanation: 'Aces and tens only, a Doppelkopf, and West won it with the first ♥A: a special point for West’s party, Kontra.',
  },
  'fox-own-partner': {
    title: 'A fox for your own trick',
    goal: 'South and North are Re. West leads, North plays the ♦A, East and South follow, and South’s ♥10 wins. Who scores a special point?',
    hints: ['Whose fox is it, and who won it?'],
    explanation: 'A fox caught by your own partner earns nothing: only an opponent’s ♦A counts.',
  },
  'fox-own-partner-again': {
    title: 'An opponent’s fox',
    goal: 'Which party scores a special point with this trick?',
    hints: ['Whose fox is it, and who won the trick?', 'Are they partners?'],
    explanation: 'North (Re) won the trick with South’s fox in it, and South is Kontra: the fox is caught, a special point for Re.',
  },
  'fox-and-doppelkopf': {
    title: 'A fox in a fat trick',
    goal: 'South and North are Re. South leads the ♠A, West plays the ♦A, North the ♠10 and East the ♠A; West’s ♦A wins. Who scores special points?',
    hints: ['Count the card points.', 'West won with his own fox: is it caught?'],
    explanation: 'The trick holds 43 card points: a Doppelkopf for Kontra. The fox won its own trick, so nobody caught it.',
  },
  'fox-and-doppelkopf-again': {
    title: 'A fox in a fat trick, once more',
    goal: 'Which party scores special points with this trick?',
    hints: ['Count the card points.', 'Whose fox is it, and who took it?'],
    explanation: 'North’s ♥10 took West’s fox: caught, for Re. And the trick is a Doppelkopf, also for Re: two special points for Re.',
  },
  'karlchen-last-trick': {
    title: 'The last trick',
    goal: 'The last trick: West (Kontra) leads the ♣J; North, East and South have no trump left and play the ♥K, ♠9 and ♣9. Who scores a special point?',
    hints: ['The ♣J is Karlchen.', 'Does it win the last trick?'],
    explanation: 'Karlchen, the ♣J, won the last trick: a special point for its party, Kontra.',
  },
  'karlchen-last-trick-again': {
    title: 'The last trick, once more',
    goal: 'The last trick: East leads the ♣9, South plays the ♣J, West and North follow. Which party scores a special point?',
    hints: ['Is there a trump in this trick?', 'A ♣J that wins the last trick is Karlchen.'],
    explanation: 'South’s ♣J, the only trump, won the last trick: Karlchen, a special point for Re.',
  },
  'marriage-fox-final-parties': {
    title: 'A fox before the partner was found',
    goal: 'North announced a marriage and won trick 1 with the ♥10; East had played the ♦A into it. West became the partner in trick 2. Who caught a fox?',
    hints: ['Special points of a marriage count with the parties as they end up.', 'When trick 1 was played, East’s party was open. What is it in the end?'],
    explanation:
      'Special points of a clarified marriage count over all tricks with the final parties: East turned out to be Kontra, so North (Re) caught an opposing fox.',
  },
  'marriage-fox-final-parties-again': {
    title: 'A fox among partners',
    goal: 'The parties as they ended up are shown. Which party scores a special point with this trick?',
    hints: ['Whose fox is it, and who won the trick?', 'Are they on the same side in the end?'],
    explanation: 'East won the trick with South’s fox, and both ended up Re: a fox your own partner takes earns nothing.',
  },
  // solo-scoring
  'no-winner-solo': {
    title: 'A solo without a winner',
    goal: 'South plays a solo and says “keine 90”; the opponents say “keine 90” too. South takes 140 card points. What does South score?',
    hints: ['Nobody reached the target: which items still count?', 'The soloist gets {soloistFactor} times, as in any solo.'],
    explanation:
      'Only “{reached:1} reached against keine 90” counts, {line:reached120AgainstNo90} for South. This site scores a solo without a winner {soloistFactor} times for the soloist, like any solo (the TSR do not cover that case): +3.',
  },
  'schwarz-30-points': {
    title: '{reached:4} against schwarz',
    goal: 'Re (South and North) said “schwarz”. Kontra took one trick, worth 30 card points. What does South score?',
    hints: ['One trick breaks “schwarz”: who won?', 'Against schwarz, {reached:4} card points bring {line:reached30AgainstSchwarz} more point.'],
    explanation:
      'Kontra won ({line:won}) and collects “Re” ({line:reAnnounced}), keine 90, 60, 30 and schwarz ({absagePoints} each), {reached:4} reached against schwarz ({line:reached30AgainstSchwarz}) and gegen die Alten ({line:againstTheElders}): 9. A trick worth less than {reached:4} would have won, but without that point.',
  },
  // house-rules
  'without-nines-tricks': {
    title: 'Forty cards',
    goal: 'Without nines the pack has {cards} cards. How many cards does each player get, and so how many tricks does a deal have?',
    hints: ['Four players share the pack.'],
    explanation: 'Ten cards each and ten tricks; the card points stay {totalPoints}, since the nines are worth nothing.',
  },
  'winner-piglets': {
    title: 'Piglets',
    goal: 'House rule: piglets. The holder of both ♦A has declared them. Which card wins this trick?',
    hints: ['Declared piglets rank above the ♥10.'],
    explanation: 'Declared piglets are the two highest trumps, above both Dullen, so the ♦A takes the trick.',
  },
  'winner-superpiglets': {
    title: 'Superpiglets',
    goal: 'House rules: piglets and superpiglets, both declared. Which card wins this trick?',
    hints: ['Superpiglets rank above the piglets.'],
    explanation: 'Declared superpiglets, the two ♦9, rank even above the piglets: the ♦9 takes the trick.',
  },
  'piglet-fox-caught': {
    title: 'Can a piglet be caught?',
    goal: 'Piglets and superpiglets are declared. South (Re) leads a piglet, the ♦A; West (Kontra) wins with a superpiglet, the ♦9. Who scores a special point?',
    hints: ['A piglet is still a ♦A: a fox.'],
    explanation: 'A piglet is still a fox: lost to the opponents, it is caught, one special point for Kontra.',
  },
  // house-rules-last-trick
  'house-fox-last-trick': {
    title: 'A fox in the last trick',
    goal: 'House rule: a fox caught in the last trick counts {foxLastTrickPoints}. No announcements; Re (South and North) won with 130 card points, and Kontra caught a fox in the last trick. What does South score?',
    hints: ['Re gets {line:won} for winning.', 'Under this house rule that fox is worth {foxLastTrickPoints} to Kontra.'],
    explanation: 'Re {line:won}, Kontra {foxLastTrickPoints}: netted, the winners score −1. Under DDV rules it would have been 0.',
  },
  'karlchen-caught': {
    title: 'Karlchen caught',
    goal: 'House rule: Karlchen caught. In the last trick West (Kontra) leads the ♣J and North (Re) takes it with the ♠Q; East and South follow with low trumps. Who scores a special point?',
    hints: ['Whose ♣J lost the last trick, and to whom?'],
    explanation:
      'A ♣J lost to the opponents in the last trick is caught: here Kontra’s ♣J falls to North’s ♠Q, so under this house rule Re scores one special point.',
  },
  'lieschen-mueller': {
    title: 'Lieschen Müller',
    goal: 'House rule: Lieschen Müller. In the last trick South (Re) leads the ♣J and West (Kontra) takes it with the ♥Q; North and East follow with low trumps. Who scores a special point?',
    hints: ['Under Lieschen Müller, only one card catching Karlchen counts.'],
    explanation: 'Under Lieschen Müller only a ♦Q catching the ♣J scores. Caught by the ♥Q, it is worth nothing.',
  },
  // tactics-leads
  'lead-for-partner': {
    title: 'Lead for your partner',
    goal: 'You are West and lead the first trick. You hold a ♣Q; East, your partner, said “Re” at once. You have no ace to cash. Which card do you lead?',
    hints: ['Your partner has a good hand and the other ♣Q.', 'Give him the chance to win a trick with points in it.'],
    explanation:
      'A trump lead lets your partner take the trick with his high trumps, and the ♦10 brings 10 card points along. A plain suit without its ace only helps the opponents.',
    ruleOfThumb: 'As Re, lead trump towards your partner’s queen of clubs; a trump with points in it (the ♦10) adds them to a trick your side should win.',
  },
  // tactics-in-the-trick
  'smear-to-partner': {
    title: 'Smear on your partner’s ace',
    goal: 'You are South (Re). Your partner West said “Re” and leads the ♠A; North and East follow with the ♠9. You have no spades. Which card do you play?',
    hints: ['The trick is your partner’s already: everyone followed and you are last.', 'Which card gives the most points without weakening you?'],
    explanation:
      'Your partner’s ace stands, so trumping would only waste a trump. Put points on it instead: the ♣10 brings {rank:10} and is a card you would struggle to make later.',
    ruleOfThumb: 'Smear (schmieren): put points on a trick your partner is sure to win, and keep your trumps; a plain ten without its ace is the card to give.',
  },
  'save-the-fox': {
    title: 'Save the fox',
    goal: 'You are South (Kontra). West leads the ♦J, North plays the ♦Q, and your partner East (who said “Kontra”) takes the lead with the ♥10. You must play a trump. Which one?',
    hints: ['Nothing can beat the first ♥10 here: the trick is your partner’s.', 'Which of your trumps is in danger later?'],
    explanation:
      'Your partner’s ♥10 wins the trick, so your fox is safe on it and brings {rank:A} card points. Kept back, the ♦A would be one of your lowest trumps and easily caught.',
    ruleOfThumb:
      'Save the fox: put your ♦A on a trick your partner wins. Kept, it is a weak trump that the opponents will often catch, and a caught fox is a special point for them.',
  },
  'keep-trumps': {
    title: 'Keep your trumps',
    goal: 'You are South (Re). West leads the ♥10, North plays the ♠J and East the ♦K. You cannot beat the ♥10. Which trump do you play?',
    hints: ['The first ♥10 cannot be beaten here.', 'Which card costs you the least?'],
    explanation: 'The trick is lost whatever you play, so give nothing away: the ♦9 is worth {rank:9} and the ♣Q stays in your hand for a trick you can win.',
    ruleOfThumb: 'When you cannot win a trick, play your lowest card: keep the high trumps for tricks you can take, and give the opponents no points.',
  },
  // tactics
  'tactics-failed-no90': {
    title: 'The price of keine 90',
    goal: 'Re (South and North) said “Re” and “keine 90” and took 140 card points in 8 tricks. What does South score?',
    hints: ['Re needed {needs:1}. Kontra only needed {below:1}.', 'Kontra collects: won, “Re”, “keine 90”, gegen die Alten.'],
    explanation:
      'Kontra won {line:won} + “Re” {line:reAnnounced} + “keine 90” {line:reNo90} + gegen die Alten {line:againstTheElders} = 5. With only “Re” South would have scored +3: the Absage cost 8.',
  },
  'tactics-plain-re': {
    title: 'The same game with only Re',
    goal: 'The same deal, but Re said only “Re”: Re took 140 card points in 8 tricks. What does South score?',
    hints: ['Re needs {reNeeds} now.', 'Won {line:won}, and the “Re”.'],
    explanation: 'Won {line:won} + “Re” {line:reAnnounced} = 3. Compare with −5 after the failed keine 90: a swing of 8 points per player.',
  },
  // tournament-play
  'session-dealer-after-pflichtsolo': {
    title: 'Who deals after a Pflichtsolo?',
    goal: 'South dealt the first deal. Deals 1 and 2 were normal games; in deal 3 East played his Pflichtsolo. Who deals deal 4?',
    hints: ['Who dealt deal 3?', 'After a Pflichtsolo the dealer does not change.'],
    explanation: 'North dealt deal 3; after a Pflichtsolo the same dealer deals again, so North deals deal 4 too.',
  },
  'session-lustsolo-rotates': {
    title: 'A second solo',
    goal: 'South dealt deal 1 (a normal game). In deal 2 West played his Pflichtsolo; in deal 3 West played another solo. Who deals deal 4?',
    hints: ['West’s second solo is a Lustsolo.', 'A Lustsolo counts like a normal game for the rotation.'],
    explanation: 'West dealt deals 2 and 3 (the Pflichtsolo made him deal again). The second solo is a Lustsolo, so the deal passes on to North.',
  },
  'session-vorgefuehrt': {
    title: 'Vorgeführt',
    goal: 'In a round of {tournamentDeals} deals South dealt the first deal. South and North played their Pflichtsoli in deals 1 and 2, then 20 normal games followed. Two deals are left. Who must play a Pflichtsolo in deal 23?',
    hints: ['Two solos are owed and two deals are left.', 'Who deals deal 23? The first player from the dealer’s left who owes one is forced.'],
    explanation: 'South deals deal 23. West and East still owe their Pflichtsolo with two deals left, so West, first on South’s left, is vorgeführt.',
  },
  'session-after-forced': {
    title: 'After a forced solo',
    goal: 'South dealt the first deal. South and North played their Pflichtsoli in deals 1 and 2, then 20 normal games followed. In deal 23 West was vorgeführt and played his Pflichtsolo. Who deals deal 24?',
    hints: ['Who dealt deal 23?', 'Does a forced solo keep the dealer?'],
    explanation: 'South dealt deal 23. A vorgeführt solo does not keep the dealer: the deal passes on to West, who played it.',
  },
} satisfies ExerciseWordsById;

/** The worked examples' titles (src/content/exercises/examples.ts). */
export const exampleTitles = {
  ex1: '1. No announcements, Re takes 131',
  ex2: '2. Kontra says “Kontra” and “keine 60”, Kontra takes 183',
  ex3: '3. Re says “Re” and “keine 60”, Kontra replies “Kontra”, Kontra takes 60',
  ex4: '4. As example 3, but Kontra takes 90',
  ex5: '5. Solo without announcements, the soloist takes 153',
  ex6: '6. Solo, the soloist says “Re” and “keine 90” and takes 87',
  'netting-minus': 'Re wins, Kontra catches both foxes and makes Karlchen',
  'specials-all': 'Kontra wins with 141; a Doppelkopf each, Re catches a fox',
  'solo-specials-ignored': 'The same cards in a solo: South plays alone and takes 99',
  'no-winner': 'Both say “keine 90”, Re takes 140',
  'no-winner-solo': 'A solo: South says “keine 90”, the opponents “keine 90”, South takes 140',
  'no-winner-below': 'Both say “keine 60”, Re takes 175',
} satisfies Record<WorkedExampleId, string>;
