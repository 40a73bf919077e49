/**
 * The words of the printable rules reference (/rules/) and of the static rule tables it shares
 * with the lessons. Every number arrives as a parameter from the engine (`ruleFacts`,
 * `deadlineTable`, `targetTable`, `LINE_RULES`); this file only says it in English.
 */
import type { RuleFacts } from '../../engine/reference.ts';
import type { LineGroup, LineReason } from '../../engine/scoring.ts';
import { de, rich, type Rich } from '../runtime/rich.ts';

/** Facts under the DDV rules, and the same without nines. */
export interface FactPair {
  readonly f: RuleFacts;
  readonly f40: RuleFacts;
}

export const referenceText = {
  title: 'Rules reference',
  description:
    'The Doppelkopf rules on one printable page: trump orders, card points, announcement deadlines, targets, every scoring line and special point, solos, marriage and poverty. Generated from the rules engine.',
  heading: 'Doppelkopf rules reference',
  intro: rich`The tournament rules of the Deutscher Doppelkopf-Verband (${de('DDV')}) on one page, to print for the table. Every number, list and table here is generated from the same rules engine that runs the lessons and drills. House rules are marked; agree on them before the first deal.`,
  printHint: 'To print: use your browser’s Print command (Ctrl+P or ⌘P). The menus are left out and each table stays on one page.',
  houseRule: 'house rule',
  houseRulesLink: 'Switch house rules on in Settings',
  contents: 'On this page',

  sections: {
    pack: 'Pack, points and parties',
    play: 'Playing a trick',
    trumps: 'Trumps and plain suits',
    reservations: 'Reservations',
    marriage: 'Marriage',
    poverty: 'Poverty (house rule)',
    solos: 'Solos and tournament rounds',
    announcements: 'Announcements and deadlines',
    targets: 'What each party needs',
    scoring: 'Game value and scores',
  },

  pack: ({ f, f40 }: FactPair): Rich =>
    rich`${f.cards} cards: the ace, ten, king, queen (${de('Dame')}), jack (${de('Bube')}) and nine of clubs (${de('Kreuz')}), spades (${de('Pik')}), hearts (${de('Herz')}) and diamonds (${de('Karo')}), each twice. Four players get ${f.handSize} cards each, so a deal has ${f.handSize} tricks. Play goes clockwise; the player left of the dealer speaks first and, except in a Pflichtsolo, leads the first trick. Without nines (house rule): ${f40.cards} cards, ${f40.handSize} each, the same ${f40.totalPoints} card points.`,
  pointsCaption: rich`Card points (${de('Augen')}) per rank`,
  pointsTable: {
    rank: 'Rank',
    example: 'Example',
    points: 'Points',
    copies: 'Cards in the pack',
    total: 'Points in the pack',
    all: 'All',
    totalShort: 'In the pack',
    perRank: (cards: number, points: number) => `${cards} cards: ${points}`,
  },

  parties: ({ f }: FactPair): Rich =>
    rich`In a normal game the two players holding a queen of clubs (${de('die Alten')}) are ${de('Re')}, the other two ${de('Kontra')}. Nobody says who is who: it shows when a ♣Q is played or a party announces. A player with both ♣Q announces a marriage (or a solo), or keeps quiet and plays a silent marriage (below); in a solo the soloist is Re alone against three. Without announcements Re wins with ${f.reNeeds} of the ${f.totalPoints} card points and Kontra with ${f.kontraNeeds}, so a tie goes to Kontra, unless only “Kontra” was announced: then Re wins with ${f.onlyKontraNeeds.re}.`,

  follow: rich`The first card of a trick decides what must be played (${de('bedienen')}): when a plain suit is led, play a plain card of that suit if you have one; when trump is led, play a trump if you have one. Otherwise play any card: trump, or throw off (${de('abwerfen')}). Nobody has to win the trick or to trump.`,
  winner: rich`The highest trump wins the trick; without a trump, the highest card of the suit led (other plain suits never win). Of two equal cards the one played first wins, and under the DDV rules that includes the two ♥10 (${de('Dullen')}).`,
  dulleHouse: 'House rules for the two ♥10:',

  trumpsIntro: rich`Trump (${de('Trumpf')}) is a suit of its own: a queen, a jack, the ♥10 or, in the normal game, a diamond never counts as a card of its printed suit. Every trump beats every plain (${de('Fehl')}) card.`,
  orderTable: {
    caption: 'Trumps and plain suits in every game, highest first',
    game: 'Game',
    trumps: 'Trumps, high → low',
    plain: 'Plain suits, high → low',
    count: (cards48: number, cards40: number) => `Trumps (${cards48} / ${cards40})`,
    noTrumps: 'none',
    wholeSuitTrump: 'all trump',
    sameAsNormal: (names: string) => `also ${names}`,
    houseRows: 'House rules that change the order',
    piglets: 'Piglets declared (Schweinchen: both ♦A)',
    superpiglets: 'Superpiglets declared too (both ♦9)',
    noDullen: 'No Dullen (the ♥10 is a plain heart)',
    countNote: 'Counts are cards in the pack (both copies), with nines / without nines.',
  },
  alsoNormal: { marriage: 'marriage', silent: 'silent marriage', poverty: 'poverty (house rule)' },

  reservations: rich`Before the first card each player, starting left of the dealer, says ${de('gesund')} (a normal game is fine) or ${de('Vorbehalt')} (a reservation). If everyone is gesund, a normal game is played. Otherwise the reservations are named: the highest kind wins, and of equal kinds the one nearer the dealer’s left. The first solo a player announces in a tournament round is always his Pflichtsolo, even if he wanted to play it anyway; every further one is a Lustsolo.`,
  reservationTable: {
    caption: 'Reservations, highest first, and who leads the first trick',
    reservation: 'Reservation',
    rank: 'Rank',
    leads: 'Leads the first trick',
    soloist: 'the soloist',
    forehand: 'the player left of the dealer',
    none: rich`Everyone ${de('gesund')}: normal game`,
    marriage: rich`${de('Hochzeit')} (marriage)`,
    poverty: rich`${de('Armut')} (poverty)`,
    pflichtsolo: rich`${de('Pflichtsolo')} (compulsory solo: a player’s first solo in the round)`,
    lustsolo: rich`${de('Lustsolo')} (any further solo in the round)`,
  },
  throwIn: ({ f }: FactPair): Rich =>
    rich`House rules: a player dealt ${f.throwInCount} or more nines (a second switch: ${f.throwInCount} or more kings) may show his hand before the reservations, and the same dealer deals again. ${de('Halbes Hähnchen')}: a player dealt both ♦10 may say so; it changes nothing.`,

  marriage: ({ f }: FactPair): Rich =>
    rich`A player with both ♣Q may name ${de('Hochzeit')}. His partner is the first other player to win a trick within the first ${f.marriageTricks} tricks; that trick is the ${de('Klärungsstich')}. Nobody may announce before it is complete; if it is a later trick, every deadline moves later (the deadline table shows by how much). If the marriage player wins the first ${f.marriageTricks} tricks himself, he plays alone: a Karo solo, scored as a solo, but not his Pflichtsolo. A clarified marriage is scored as a normal game, special points included.`,
  silentMarriage: ({ f }: FactPair): Rich =>
    rich`${de('Stille Hochzeit')} (silent marriage): both ♣Q and no reservation. He plays alone against three, scored as a solo (×${f.soloistFactor}, no special points) but not as a Pflichtsolo; deadlines as in a normal game, and the player left of the dealer leads. The others learn it when the second ♣Q falls.`,
  marriageHouse:
    'House rules: the marriage player names the kind of trick that finds the partner. A trick’s kind is the kind of its first card; if no such trick goes to another player in time, he plays a Karo solo.',

  poverty: ({ f }: FactPair): Rich =>
    rich`Not part of the DDV rules. A player with ${f.povertyMaxTrumps} trumps or fewer (a single ♦A counts as a trump; not with both ♣Q) may name ${de('Armut')}. He lays down ${f.povertyCards} cards that include all his trumps; they are offered clockwise from his left, and the first player to take them (without looking) gives back any ${f.povertyCards} cards and says how many trumps are among them. The two are Re and play a normal game: the player left of the dealer leads, normal deadlines, special points count. If nobody takes them, the same dealer deals again.`,

  solos: ({ f }: FactPair): Rich =>
    rich`The soloist is Re alone; the other three are Kontra. The solos are the colour solos (${de('Farbsoli')}: ${de('Kreuz')}, ${de('Pik')}, ${de('Herz')}, ${de('Karo')}), the ${de('Damensolo')}, the ${de('Bubensolo')} and the ${de('Fleischloser')} (ace solo); their trumps are in the table above. The soloist wins or pays the game value ${f.soloistFactor} times, each opponent once, and no special points count.`,
  pflichtsolo: rich`A ${de('Pflichtsolo')} outranks a ${de('Lustsolo')}: a player’s first solo in the round is his Pflichtsolo, every further one a Lustsolo. In a Pflichtsolo the soloist leads the first trick, and afterwards the same dealer deals again. In a Lustsolo the player left of the dealer leads, and the deal moves on as usual.`,
  tournament: ({ f }: FactPair): Rich =>
    rich`A tournament round has ${f.tournamentDeals} deals, and each player owes one Pflichtsolo in it. When the Pflichtsoli still owed are as many as the deals left, the first player from the dealer’s left who owes one is ${de('vorgeführt')}: he must play his solo now. After a vorgeführt solo the deal moves on to the next dealer.`,

  calls: ({ f }: FactPair): Rich =>
    rich`${de('Re')} or ${de('Kontra')}, the ${de('Ansage')} (a party’s first call, the ${de('Erstansage')}), adds ${f.ansagePoints} points to the game value. Each ${de('Absage')}, ${de('keine 90')}, ${de('keine 60')}, ${de('keine 30')}, ${de('schwarz')}, adds ${f.absagePoints} more and promises that the opponents stay below 90, 60 or 30 card points or win no trick. An Absage needs the own party’s Re or Kontra first (the partner’s counts). A party may skip levels while every skipped level is still on time, and all of them count. Calls may be made out of turn.`,
  deadlinesIntro: rich`A deadline counts the cards still in the announcer’s hand. A reply (${de('Erwiderung')}), Re or Kontra against the opponents’ call, may come one card later than that call needed, as the reply rows show; a party that replied late may make no Absage afterwards. The DDV rules give no deadlines for play without nines (a house rule): that column is this site’s own convention, counted by tricks as FreeDoko does.`,
  deadlineTable: {
    caption: 'Announcement deadlines: cards still in your hand (before your card no.)',
    call: 'Call',
    deck: (cards: number, hand: number) => `${cards} cards (${hand} each)`,
    shift: (trick: number, first: boolean) => (first ? 'normal, solo' : `marriage found in trick ${trick}`),
    cell: (inHand: number, card: number) => `${inHand} (card ${card})`,
    reply: 'reply to it',
    ansage: 'Re / Kontra',
  },
  forced: ({ f }: FactPair): Rich =>
    rich`House rule ${de('Pflichtansage')}: a party that wins ${f.forcedAnnouncementPoints} or more card points in the first trick (in a marriage, the first trick after the Klärungsstich) must announce Re or Kontra in time; if that deadline has already passed, right after that trick.`,

  targetsIntro: rich`An Ansage leaves the targets alone (except that “Kontra” alone hands the tie to Re); an Absage sets the announcer’s own target, and the opponents only need to break it. If both parties made an Absage, both can fail: then nobody wins.`,
  targetTable: {
    caption: 'Targets after the announcements',
    reCall: 'Re’s highest call',
    kontraCall: 'Kontra’s highest call',
    reNeeds: 'Re wins with',
    kontraNeeds: 'Kontra wins with',
    none: 'none',
    noAbsage: (party: string): Rich => rich`none or ${de(party)}`,
    points: (n: number) => `≥ ${n}`,
    allTricks: (n48: number, n40: number) => `all ${n48} tricks (${n40} without nines)`,
    oneTrick: 'any one trick, even one without card points',
  },

  scoringIntro: ({ f }: FactPair): Rich =>
    rich`Plus-minus scoring. Every line is credited to the winning party, whoever made the call; the game value V is Re’s lines minus Kontra’s. In a normal game each Re player writes +V and each Kontra player −V; in a solo the soloist writes ${f.soloistFactor}×V and each opponent −V. The four scores always add up to zero.`,
  lineTable: {
    caption: 'Every line of the game value',
    line: 'Line',
    points: 'Points',
    to: 'Credited to',
    noWinner: 'Without a winner',
    solo: 'In a solo',
    yes: 'yes',
    no: 'no',
    winner: 'the winner',
    earner: 'who earned it',
    kontraWins: 'Kontra, if it won',
  },
  lineGroup: {
    result: 'Won, and how well (TSR 7.2.2 a)',
    ansage: 'Ansagen (b)',
    absage: 'Absagen (c, d)',
    reached: 'Reached against an Absage (e, f)',
    special: 'Special points, Sonderpunkte (7.2.3): normal games only',
  } satisfies Record<LineGroup, string>,
  /** What earns a special point, where the line's own words do not say it. */
  specialWhen: ({ f }: FactPair): Partial<Record<LineReason, string>> => ({
    againstTheElders: 'when Kontra wins',
    doppelkopf: `once per trick worth ${f.doppelkopfPoints} or more`,
    foxCaught: 'per opponents’ ♦A won in your trick',
    karlchen: 'the ♣J itself wins it',
    karlchenCaught: 'the opponents’ ♣J, taken by any card',
    lieschenMueller: 'only by a ♦Q; decides when both are on',
  }),
  netting: rich`Special points (${de('Sonderpunkte')}) count in normal games, clarified marriages and poverty, never in a solo (a silent marriage and a marriage played alone included). Each party’s special points are netted against the other’s first, then against the game value, so the winners can end with nothing or even a minus. A fox caught by the own partner, or a fox that wins its own trick, earns nothing.`,
  noWinner: ({ f }: FactPair): Rich =>
    rich`Without a winner (both Absagen failed) only the “below”, “schwarz” and “reached” lines and the special points count, each for the party that earned it; nothing for Re, Kontra or the Absagen, and no “gegen die Alten”. The net decides who writes the plus. A solo without a winner is scored here like any solo, the soloist ${f.soloistFactor} times: the TSR do not cover that case, so this is the site’s own convention.`,
};
