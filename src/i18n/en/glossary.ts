/**
 * German table words, explained in English: the one data file behind /glossary/.
 * Each entry has an anchor id (/glossary/#fuchs), the forms the word takes in running text
 * (so a content check can find it in the lessons), its literal meaning, a definition whose
 * rule numbers come from the engine (`ruleFacts`, passed in), and the lesson step that
 * teaches it. Lesson links are `slug` or `slug#heading-id`, in the one field `lesson`.
 */
import type { FactPair } from './reference.ts';
import { de, rich, type Rich } from '../runtime/rich.ts';

export interface GlossaryEntry {
  /** The anchor: lower case ASCII, words joined by hyphens. */
  readonly id: string;
  /** The headword as written at the table. */
  readonly term: string;
  /** Other forms met in text (plurals, compounds, other names of the same thing). */
  readonly forms?: readonly string[];
  /**
   * Spellings this site does not write but a reader meets at other tables or types into a search
   * ("Karo-Solo" for Karosolo): kept so a search and the content checks find the entry, never to
   * be copied into the site's own text.
   */
  readonly otherSpellings?: readonly string[];
  /** What the word means literally, or where the name comes from (none where it is only a name). */
  readonly literal?: string;
  readonly definition: (facts: FactPair) => Rich;
  /** The lesson step that teaches it: `slug` or `slug#heading-id`. */
  readonly lesson?: string;
  /** A word of a house rule, not of the DDV tournament rules. */
  readonly house?: boolean;
}

export const glossaryText = {
  title: 'Glossary',
  heading: 'Glossary of table words',
  description: 'The German Doppelkopf words you hear at the table, with their literal meaning and a plain-English explanation.',
  intro:
    'Doppelkopf is played in German, even by people who learned it elsewhere. These are the words you will hear at the table, with what they literally mean and what they mean in the game.',
  index: 'Jump to a letter',
  literal: 'literally',
  houseRule: 'house rule',
  lessonLink: (title: string) => `Learn it: ${title}`,
};

export const GLOSSARY: readonly GlossaryEntry[] = [
  {
    id: 'absage',
    term: 'Absage',
    forms: ['Absagen'],
    literal: 'a refusal, a “no”: you deny the opponents a score',
    definition: ({ f }) =>
      rich`A call that the opponents will stay below ${f.absageThresholds[0]}, ${f.absageThresholds[1]} or ${f.absageThresholds[2]} card points (${de('keine 90')}, ${de('keine 60')}, ${de('keine 30')}) or win no trick at all (${de('schwarz')}). It needs the own party’s ${de('Re')} or ${de('Kontra')} first. Each level adds ${f.absagePoints} point to the game value, and it becomes the announcer’s target: after keine 90 his party needs ${f.absageNeeds[0]} card points.`,
    lesson: 'absagen#the-absagen',
  },
  {
    id: 'abwerfen',
    term: 'abwerfen',
    forms: ['Abwurf'],
    literal: 'to throw off',
    definition: () => rich`To play a card of another plain suit when you cannot follow suit and do not want to trump.`,
    lesson: 'plain-suits#void-free-to-choose',
  },
  {
    id: 'die-alten',
    term: 'die Alten',
    forms: ['Alten', 'Kreuz-Dame', 'Kreuz-Damen'],
    literal: 'the old ones, the old folks',
    definition: () => rich`The two queens of clubs (${de('Kreuz-Damen')}). In a normal game whoever holds one is ${de('Re')}.`,
    lesson: 'trumps-and-plain-suits#the-order-of-the-trumps',
  },
  {
    id: 'gegen-die-alten',
    term: 'gegen die Alten',
    literal: 'against the old ones',
    definition: () =>
      rich`The special point ${de('Kontra')} earns when it wins a normal game against the queens of clubs. Never in a solo, and not in a deal nobody wins.`,
    lesson: 'special-points#the-four-special-points',
  },
  {
    id: 'ansage',
    term: 'Ansage',
    forms: ['Ansagen'],
    literal: 'announcement',
    definition: ({ f }) =>
      rich`Saying ${de('Re')} or ${de('Kontra')} during play: your party expects to win. It adds ${f.ansagePoints} points to the game value, paid to whichever party wins (a failed Re pays the opponents); the targets stay as they were (except that ${de('Kontra')} alone hands the ${f.kontraNeeds} : ${f.kontraNeeds} tie to Re). As a first call it must come while you still hold ${f.deadlines[0].inHand} cards, before you play your card ${f.deadlines[0].beforeCard}. Some home tables double the stakes for each Ansage instead: a house variant, not the DDV rule.`,
    lesson: 'announcements#the-ansage',
  },
  {
    id: 'armut',
    term: 'Armut',
    literal: 'poverty',
    house: true,
    definition: ({ f }) =>
      rich`House rule, not in the DDV rules. A player with ${f.povertyMaxTrumps} trumps or fewer lays down ${f.povertyCards} cards, all his trumps among them; the first player to take them gives back any ${f.povertyCards} cards, and the two play together as ${de('Re')}. If nobody takes them, the cards are dealt again.`,
    lesson: 'poverty#how-it-goes',
  },
  {
    id: 'augen',
    term: 'Augen',
    literal: 'eyes (the pips on dice)',
    definition: ({ f }) =>
      rich`Card points. Ace ${f.rankPoints.A}, ten ${f.rankPoints['10']}, king ${f.rankPoints.K}, queen ${f.rankPoints.Q}, jack ${f.rankPoints.J}, nine ${f.rankPoints['9']}: ${f.totalPoints} in the whole pack.`,
    lesson: 'cards-and-points#what-the-cards-are-worth',
  },
  {
    id: 'bedienen',
    term: 'bedienen',
    literal: 'to serve',
    definition: () => rich`Following suit: playing a card of the suit that was led. You must whenever you can, and trump counts as a suit of its own.`,
    lesson: 'following-suit#the-rule',
  },
  {
    id: 'blank',
    term: 'blank',
    literal: 'bare',
    definition: () =>
      rich`The only card of its suit in a hand: a “blank ace” is an ace with no other card of its suit, a ${de('blanke Zehn')} a ten with no other card of its suit. A player with no card of a suit at all is not blank in it but ${de('frei')} (void).`,
    lesson: 'tactics-leads#aces-first',
  },
  {
    id: 'bockrunde',
    term: 'Bockrunde',
    forms: ['Bockrunden', 'Bock'],
    literal: 'buck round (Bock: a billy goat)',
    house: true,
    definition: ({ f }) =>
      rich`House rule: a round of deals at double value, started by something special such as a ${f.kontraNeeds} : ${f.kontraNeeds} tie or a lost ${de('Re')} or ${de('Kontra')}. Not played on this site.`,
    lesson: 'house-rules-last-trick#try-it',
  },
  {
    id: 'bube',
    term: 'Bube',
    forms: ['Buben'],
    literal: 'boy, knave',
    definition: () => rich`The jack. In the normal game all jacks are trumps, below the queens.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'bubensolo',
    term: 'Bubensolo',
    literal: 'jacks solo',
    definition: () => rich`A solo in which only the four jacks are trumps (clubs, spades, hearts, diamonds); everything else, the ♥10 included, is plain.`,
    lesson: 'queen-jack-ace-solos#damensolo-and-bubensolo',
  },
  {
    id: 'dame',
    term: 'Dame',
    forms: ['Damen'],
    literal: 'lady',
    definition: () => rich`The queen. In the normal game all queens are trumps, just below the ♥10.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'damensolo',
    term: 'Damensolo',
    literal: 'queens solo',
    definition: () => rich`A solo in which only the four queens are trumps; everything else, the ♥10 included, is plain.`,
    lesson: 'queen-jack-ace-solos#damensolo-and-bubensolo',
  },
  {
    id: 'ddv',
    term: 'DDV',
    forms: ['Deutscher Doppelkopf-Verband', 'TSR', 'Turnierspielregeln'],
    literal: 'Deutscher Doppelkopf-Verband: German Doppelkopf Association',
    definition: () =>
      rich`The German Doppelkopf association. Its tournament rules (${de('Turnierspielregeln')}, TSR) are the rules this site follows; everything else is a house rule.`,
    lesson: 'house-rules#agree-first',
  },
  {
    id: 'doko',
    term: 'Doko',
    literal: 'short for Doppelkopf',
    definition: () => rich`What players call the game for short.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'doppelkopf',
    term: 'Doppelkopf',
    literal: 'double head',
    definition: ({ f }) =>
      rich`The game itself, played with two copies of every card. Also a trick worth ${f.doppelkopfPoints} card points or more: in a normal game it earns the party that wins it a special point.`,
    lesson: 'cards-and-points#a-trick-of-40-or-more',
  },
  {
    id: 'dulle',
    term: 'Dulle',
    forms: ['Dullen'],
    literal: 'a nickname of the ♥10',
    definition: () =>
      rich`The ten of hearts: under the DDV rules the highest trump in the normal game and in every colour solo, and of two Dullen in one trick the first played wins. Many tables play that the second wins.`,
    lesson: 'equal-cards-and-dullen#the-ddv-rule',
  },
  {
    id: 'erstansage',
    term: 'Erstansage',
    literal: 'first announcement',
    definition: ({ f }) =>
      rich`A party’s own ${de('Re')} or ${de('Kontra')} made in time as a first call, with at least ${f.deadlines[0].inHand} cards in hand, as opposed to a late reply (${de('Erwiderung')}). Only a party whose Re or Kontra would have been in time as an Erstansage may go on to an ${de('Absage')}.`,
    lesson: 'announcements#the-ansage',
  },
  {
    id: 'erwiderung',
    term: 'Erwiderung',
    literal: 'reply, answer',
    definition: ({ f }) =>
      rich`${de('Re')} or ${de('Kontra')} said in answer to the opponents’ call. It may come one card later than that call needed: Re needs ${f.deadlines[0].inHand} cards in hand, so a Kontra in reply is still allowed with ${f.replyToAnsage.inHand}. A reply is only Re or Kontra, never an ${de('Absage')}, and a late reply allows no Absage afterwards.`,
    lesson: 'replies#one-card-later',
  },
  {
    id: 'farbsolo',
    term: 'Farbsolo',
    forms: ['Farbsoli', 'Kreuzsolo', 'Piksolo', 'Herzsolo'],
    literal: 'colour solo, suit solo',
    definition: () =>
      rich`A solo in which one suit (${de('Kreuz')}, ${de('Pik')}, ${de('Herz')} or ${de('Karo')}) takes the place of diamonds: the ♥10, the queens and the jacks stay trumps on top, then the ace, ten, king and nine of that suit.`,
    lesson: 'colour-solos#the-chosen-suit-replaces-diamonds',
  },
  {
    id: 'fehl',
    term: 'Fehl',
    forms: ['Fehlfarbe', 'Fehlfarben'],
    literal: 'from fehlen, “to be missing”: the cards that are not trump (Fehlfarbe: “off-suit”)',
    definition: () =>
      rich`The plain cards: everything that is not trump. A ${de('Fehlfarbe')} is one plain suit, and a plain-suit trick is a Fehl trick. Holding no card of a plain suit is called being ${de('frei')} in it.`,
    lesson: 'trumps-and-plain-suits#what-is-left-the-plain-suits',
  },
  {
    id: 'fleischloser',
    term: 'Fleischloser',
    forms: ['Knochenmann', 'Asse-Solo'],
    otherSpellings: ['Assesolo'],
    literal: 'the meatless one (also Knochenmann, “bone man”)',
    definition: () => rich`The ace solo (${de('Asse-Solo')}): no trumps at all. Every suit is plain and ranks ace, ten, king, queen, jack, nine.`,
    lesson: 'queen-jack-ace-solos#the-aces-solo',
  },
  {
    id: 'frei',
    term: 'frei',
    literal: 'free',
    definition: () => rich`Void: holding no card of a suit. A player ${de('frei')} in the suit led may trump or throw off.`,
    lesson: 'plain-suits#void-free-to-choose',
  },
  {
    id: 'fuchs',
    term: 'Fuchs',
    forms: ['Füchse', 'Fuchs gefangen'],
    literal: 'fox',
    definition: () =>
      rich`The ace of diamonds. Winning an opponent’s fox in your trick (${de('Fuchs gefangen')}, “fox caught”) earns a special point in a normal game; a fox from your own partner earns nothing.`,
    lesson: 'catching-the-fox#fuchs-gefangen',
  },
  {
    id: 'genscher',
    term: 'Genscher',
    literal: 'after the politician Hans-Dietrich Genscher, known for changing coalition partners',
    house: true,
    definition: () => rich`House rule: a player holding both ♦K may choose his partner. Not played on this site.`,
    lesson: 'house-rules-last-trick#try-it',
  },
  {
    id: 'gesund',
    term: 'gesund',
    literal: 'healthy',
    definition: () => rich`What you say in the reservation round when you have nothing to declare and a normal game suits you.`,
    lesson: 'reservations#gesund-or-vorbehalt',
  },
  {
    id: 'halbes-haehnchen',
    term: 'halbes Hähnchen',
    forms: ['Hähnchen'],
    literal: 'half a chicken',
    house: true,
    definition: () => rich`House rule for fun: a player dealt both ♦10 may say so. It changes nothing in play or in the score.`,
    lesson: 'withdrawing-and-throwing-in#house-rule-half-chicken',
  },
  {
    id: 'hochzeit',
    term: 'Hochzeit',
    forms: ['Hochzeiter'],
    literal: 'wedding',
    definition: ({ f }) =>
      rich`A marriage: the player holding both queens of clubs (the ${de('Hochzeiter')}) announces it, and his partner is the first other player to win a trick within the first ${f.marriageTricks}. If nobody else does, he plays alone, scored as a solo.`,
    lesson: 'marriage#the-hochzeit',
  },
  {
    id: 'stille-hochzeit',
    term: 'stille Hochzeit',
    literal: 'quiet wedding',
    definition: ({ f }) =>
      rich`The silent marriage: both queens of clubs in one hand and no reservation made. The holder plays alone against three without telling anyone, scored as a solo (${f.soloistFactor} times the value, no special points); the others find out when the second ♣Q falls. Also called a silent solo.`,
    lesson: 'silent-marriage#saying-nothing',
  },
  {
    id: 'karlchen',
    term: 'Karlchen',
    literal: 'little Charles, Charlie',
    definition: () => rich`The jack of clubs. If it wins the last trick, its party earns a special point in a normal game.`,
    lesson: 'karlchen#karlchen',
  },
  {
    id: 'karlchen-gefangen',
    term: 'Karlchen gefangen',
    literal: 'Charlie caught',
    house: true,
    definition: () => rich`House rule: a ♣J lost to the opponents in the last trick earns them a special point.`,
    lesson: 'house-rules-last-trick#karlchen-caught',
  },
  {
    id: 'karo',
    term: 'Karo',
    literal: 'diamond (the pattern, from French carreau)',
    definition: () => rich`Diamonds. In the normal game every diamond is a trump.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'karosolo',
    term: 'Karosolo',
    otherSpellings: ['Karo-Solo', 'Karo solo'],
    literal: 'diamonds solo',
    definition: () =>
      rich`The colour solo in diamonds: the same trumps as a normal game, one player against three. A marriage whose player wins the first tricks alone, and a silent marriage, are played this way.`,
    lesson: 'colour-solos#the-chosen-suit-replaces-diamonds',
  },
  {
    id: 'keine-90',
    term: 'keine 90',
    forms: ['keine 60', 'keine 30'],
    literal: 'no 90 (no 60, no 30)',
    definition: ({ f }) =>
      rich`The ${de('Absagen')}: the opponents will end below ${f.absageThresholds[0]} (${f.absageThresholds[1]}, ${f.absageThresholds[2]}) card points. Not to be confused with the score rows “unter 90 gespielt” (60, 30), which count with or without an Absage. After its own keine 90, keine 60 or keine 30 a party needs ${f.absageNeeds.join(', ')} card points.`,
    lesson: 'absagen#the-absagen',
  },
  {
    id: 'klaerungsstich',
    term: 'Klärungsstich',
    literal: 'clarifying trick',
    definition: ({ f }) =>
      rich`In a marriage, the trick that decides the partner: the first trick within the first ${f.marriageTricks} won by someone other than the marriage player. No announcement may be made before it is complete, and if it is a later trick, every announcement deadline moves later.`,
    lesson: 'marriage#the-hochzeit',
  },
  {
    id: 'kontra',
    term: 'Kontra',
    literal: 'against',
    definition: ({ f }) =>
      rich`The party playing against ${de('Re')}: in a normal game the two players without a queen of clubs, in a solo the three opponents. Also their announcement. Without announcements Kontra wins with ${f.kontraNeeds} card points.`,
    lesson: 're-and-kontra#two-secret-parties',
  },
  {
    id: 'kreuz',
    term: 'Kreuz',
    literal: 'cross',
    definition: () => rich`Clubs. The queens of clubs decide who is ${de('Re')}.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'herz',
    term: 'Herz',
    literal: 'heart',
    definition: () => rich`Hearts. In the normal game only the ace, king and nine of hearts are plain; the ten, queen and jack are trumps.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'pik',
    term: 'Pik',
    literal: 'pike (from French pique)',
    definition: () => rich`Spades.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'german-suits',
    term: 'Eichel, Grün, Rot, Schellen',
    forms: ['Eichel', 'Grün', 'Laub', 'Rot', 'Schellen', 'Ober', 'Unter', 'Daus'],
    literal: 'acorns, green (leaves), red, bells; Ober “upper”, Unter “lower”, Daus “deuce”',
    definition: () =>
      rich`The German-suited pack some tables use: ${de('Eichel')} for clubs, ${de('Grün')} or ${de('Laub')} for spades, ${de('Rot')} for hearts, ${de('Schellen')} for diamonds; the ${de('Ober')} is the queen, the ${de('Unter')} the jack and the ${de('Daus')} the ace.`,
    lesson: 'how-a-deal-goes#the-pack',
  },
  {
    id: 'lieschen-mueller',
    term: 'Lieschen Müller',
    literal: 'the German “Jane Doe”',
    house: true,
    definition: () =>
      rich`House rule: only a ♦Q that takes the opponents’ ♣J in the last trick earns a special point; with ${de('Karlchen gefangen')} also on, this rule decides.`,
    lesson: 'house-rules-last-trick#lieschen-müller',
  },
  {
    id: 'lustsolo',
    term: 'Lustsolo',
    literal: 'solo for pleasure',
    definition: () =>
      rich`Every further solo a player announces in the same tournament round after his compulsory one (${de('Pflichtsolo')}; the first is always the Pflichtsolo). The player left of the dealer leads, and it counts as a normal game for the turn to deal.`,
    lesson: 'solos#pflichtsolo-and-lustsolo',
  },
  {
    id: 'pflichtansage',
    term: 'Pflichtansage',
    literal: 'compulsory announcement',
    house: true,
    definition: ({ f }) =>
      rich`House rule: a party that wins ${f.forcedAnnouncementPoints} or more card points in the first trick must announce ${de('Re')} or ${de('Kontra')} in time.`,
    lesson: 'forced-announcement#house-rule-pflichtansage',
  },
  {
    id: 'pflichtsolo',
    term: 'Pflichtsolo',
    forms: ['Pflichtsoli'],
    literal: 'compulsory solo',
    definition: ({ f }) =>
      rich`In tournament play each player must play one solo per round of ${f.tournamentDeals} deals; the first solo a player announces in the round is always his Pflichtsolo, even if he wanted to play it anyway. The soloist leads, and afterwards the same dealer deals again (not after a ${de('vorgeführt')} solo).`,
    lesson: 'tournament-play#the-compulsory-solo',
  },
  {
    id: 're',
    term: 'Re',
    definition: ({ f }) =>
      rich`The party of the queens of clubs (in a solo: the soloist). Also their announcement. Without announcements Re needs ${f.reNeeds} card points to win.`,
    lesson: 're-and-kontra#two-secret-parties',
  },
  {
    id: 'scharfer-doppelkopf',
    term: 'scharfer Doppelkopf',
    forms: ['ohne Neunen'],
    literal: 'sharp Doppelkopf (ohne Neunen: “without nines”)',
    house: true,
    definition: ({ f40 }) =>
      rich`House rule: playing without the nines, ${f40.cards} cards, ${f40.handSize} each, still ${f40.totalPoints} card points. The DDV rules give no announcement deadlines for it; this site sets its own (Re or Kontra: while you still hold ${f40.deadlines[0].inHand} cards).`,
    lesson: 'house-rules#without-nines',
  },
  {
    id: 'schmeissen',
    term: 'schmeißen',
    literal: 'to throw (in)',
    house: true,
    definition: ({ f }) =>
      rich`House rule: throwing in a hand with ${f.throwInCount} or more nines (or kings) before the reservations, so that the same dealer deals again.`,
    lesson: 'withdrawing-and-throwing-in#house-rule-throwing-a-hand-in',
  },
  {
    id: 'schmieren',
    term: 'schmieren',
    literal: 'to smear, to grease',
    definition: () => rich`Putting points (an ace, a ten, a fox) on a trick your partner is going to win.`,
    lesson: 'tactics-in-the-trick#smear-on-your-partners-trick',
  },
  {
    id: 'schneider',
    term: 'Schneider',
    literal: 'tailor',
    definition: ({ f }) =>
      rich`The old word for ending below 90 card points. The DDV rules say ${de('unter 90 gespielt')}: the losers stayed below ${f.absageThresholds[0]}, and the winners score an extra point for it.`,
    lesson: 'scoring-step-by-step#the-checklist',
  },
  {
    id: 'schwarz',
    term: 'schwarz',
    literal: 'black',
    definition: () =>
      rich`Winning no trick at all (a trick without any card points still counts as a trick). The winners score an extra point when the losers are schwarz; as an ${de('Absage')}, schwarz promises that the opponents win no trick.`,
    lesson: 'absagen#the-absagen',
  },
  {
    id: 'schweinchen',
    term: 'Schweinchen',
    otherSpellings: ['Schwein', 'Schweine'],
    literal: 'piglets',
    house: true,
    definition: () => rich`House rule: whoever holds both aces of diamonds declares them, and they become the two highest trumps, above the Dullen.`,
    lesson: 'house-rules#piglets-and-superpiglets',
  },
  {
    id: 'superschweinchen',
    term: 'Superschweinchen',
    forms: ['Hyperschweinchen'],
    literal: 'super piglets',
    house: true,
    definition: () =>
      rich`House rule on top of ${de('Schweinchen')}: once the piglets are declared, whoever holds both nines of diamonds may declare them, and they rank higher still.`,
    lesson: 'house-rules#piglets-and-superpiglets',
  },
  {
    id: 'sonderpunkte',
    term: 'Sonderpunkte',
    forms: ['Sonderpunkt'],
    literal: 'special points',
    definition: () =>
      rich`The points of a normal game beyond the game value: ${de('gegen die Alten')}, ${de('Doppelkopf')}, ${de('Fuchs gefangen')} and ${de('Karlchen')}. Each goes to the party that earned it, winner or not, and they are netted against the value. None in a solo.`,
    lesson: 'special-points#the-four-special-points',
  },
  {
    id: 'spielwert',
    term: 'Spielwert',
    literal: 'game value',
    definition: ({ f }) =>
      rich`What a deal is worth: the winners’ lines (won, played below 90, the announcements …) with the special points netted in. Each player writes it as a plus or a minus, a soloist ${f.soloistFactor} times. A solo without a winner is scored ${f.soloistFactor} times too: the TSR do not cover that case, so this is the site’s own convention.`,
    lesson: 'scoring-step-by-step#the-checklist',
  },
  {
    id: 'stich',
    term: 'Stich',
    forms: ['Stiche'],
    literal: 'trick (literally “sting, stab”)',
    definition: ({ f }) => rich`One round of four cards, one from each player. Its winner takes the cards and leads the next; a deal has ${f.handSize} tricks.`,
    lesson: 'how-a-deal-goes#tricks',
  },
  {
    id: 'taufen',
    term: 'taufen',
    literal: 'to christen, to baptise',
    definition: () => rich`Naming your reservation after saying ${de('Vorbehalt')}: a solo, a ${de('Hochzeit')} or (house rule) ${de('Armut')}.`,
    lesson: 'reservations#gesund-or-vorbehalt',
  },
  {
    id: 'trumpf',
    term: 'Trumpf',
    forms: ['Trümpfe'],
    literal: 'trump',
    definition: ({ f }) =>
      rich`A card of the trump suit, which beats every plain card. In the normal game the Dullen, all queens, all jacks and all diamonds: ${f.normalTrumps} of the ${f.cards} cards.`,
    lesson: 'trumps-and-plain-suits#trump-is-a-suit-of-its-own',
  },
  {
    id: 'trumpfabgabe',
    term: 'Trumpfabgabe',
    literal: 'handing over trumps',
    house: true,
    definition: () => rich`Another name for ${de('Armut')} (poverty).`,
    lesson: 'poverty#a-house-rule',
  },
  {
    id: 'vorbehalt',
    term: 'Vorbehalt',
    literal: 'reservation, proviso',
    definition: () =>
      rich`What you say in the reservation round when you want something other than a normal game: a solo, a marriage or (house rule) a poverty. You then name it (${de('taufen')}).`,
    lesson: 'reservations#gesund-or-vorbehalt',
  },
  {
    id: 'vorgefuehrt',
    term: 'vorgeführt',
    literal: 'brought before (as someone is brought before a judge)',
    definition: () =>
      rich`Made to play: near the end of a tournament round, when the compulsory solos still owed are as many as the deals left, the next player who owes one must play it now. After a vorgeführt solo the deal moves on to the next dealer.`,
    lesson: 'tournament-play#vorgeführt',
  },
  {
    id: 'vorhand',
    term: 'Vorhand',
    literal: 'forehand',
    definition: () =>
      rich`The player left of the dealer: he speaks first in the reservation round and, except in a ${de('Pflichtsolo')}, leads the first trick.`,
    lesson: 'reservations#gesund-or-vorbehalt',
  },
];
