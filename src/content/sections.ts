/**
 * The sections of the rules the engine follows (docs/rules.md, with the
 * same numbers), as the coverage table lists them. Every section with a rule of its own must
 * be drilled by at least one graded exercise (tests/content/coverage.test.ts); the house
 * rules of §15 and the decisions of §16 are listed one by one.
 */
export const SECTIONS = [
  { id: '1', title: 'Deck and card points' },
  { id: '2', title: 'Parties and game types' },
  { id: '3.1', title: 'Card order: normal game' },
  { id: '3.2', title: 'Card order: colour solos' },
  { id: '3.3', title: 'Card order: queen, jack and ace solos' },
  { id: '3.4', title: 'Card counts without nines' },
  { id: '4', title: 'Dealing, seating, first lead' },
  { id: '5', title: 'Reservations (gesund / Vorbehalt)' },
  { id: '6', title: 'Play: following suit, trick winner, equal cards' },
  { id: '7', title: 'Marriage (Hochzeit)' },
  { id: '8', title: 'Poverty (Armut)' },
  { id: '9.1', title: 'Announcements: Ansage and Absage' },
  { id: '9.2', title: 'Announcement deadlines' },
  { id: '9.3', title: 'Prerequisites and jumps' },
  { id: '9.4', title: 'Reply (Erwiderung)' },
  { id: '9.5', title: 'Other announcement rules (showing the party)' },
  { id: '9.6', title: 'Forced announcement (Pflichtansage)' },
  { id: '9.7', title: 'Deadlines with 40 cards' },
  { id: '10', title: 'Who wins: targets' },
  { id: '11', title: 'Game value' },
  { id: '11.1', title: 'Special points (Sonderpunkte) and netting' },
  { id: '11.2', title: 'No winner' },
  { id: '11.3', title: 'Per-player scores' },
  { id: '11.4', title: 'The scoring procedure' },
  { id: '11.5', title: 'The six worked examples' },
  { id: '12', title: 'Tournament frame' },
  { id: '15.piglets', title: 'House rule: piglets (Schweinchen)' },
  { id: '15.superpiglets', title: 'House rule: superpiglets (Superschweinchen)' },
  { id: '15.withoutNines', title: 'House rule: without nines' },
  { id: '15.forcedAnnouncement', title: 'House rule: Pflichtansage' },
  { id: '15.foxLastTrick', title: 'House rule: fox caught in the last trick' },
  { id: '15.karlchenCaught', title: 'House rule: Karlchen caught' },
  { id: '15.lieschenMueller', title: 'House rule: Lieschen Müller' },
  { id: '15.redeal', title: 'House rule: redeal with five nines or five kings' },
  { id: '15.marriageTrickType', title: 'House rule: marriage with a declared trick type' },
  { id: '15.dulle', title: 'House rule: Dulle variants' },
  { id: '15.halfChicken', title: 'House rule: half chicken (halbes Hähnchen)' },
  { id: '15.poverty', title: 'House rule: poverty (Armut)' },
  { id: '16.1', title: 'Decision: a solo without a winner' },
  { id: '16.2', title: 'Decision: 30 card points against schwarz' },
  { id: '16.3', title: 'Decision: poverty in detail' },
  { id: '16.4', title: 'Decision: 40-card deadlines' },
  { id: '16.5', title: 'Decision: Pflicht- and Lustsolo' },
  { id: '16.6', title: 'Decision: winners at zero or below' },
  { id: '16.7', title: 'Decision: piglets and superpiglets' },
  { id: '16.8', title: 'Decision: marriage trick types' },
  { id: '16.9', title: 'Decision: Pflichtansage' },
  { id: '16.10', title: 'Decision: five nines, five kings' },
  { id: '16.11', title: 'Decision: half chicken' },
  { id: '16.12', title: 'Decision: replies and late replies' },
  { id: '16.13', title: 'Decision: Karlchen caught and Lieschen Müller' },
  { id: '16.14', title: 'Decision: no poverty with both club queens' },
  { id: '16.15', title: 'Decision: special points of a marriage' },
  { id: '16.16', title: 'Decision: a piglet fox can be caught' },
] as const;

export type SectionId = (typeof SECTIONS)[number]['id'];

/** Sections with no rule of their own to drill, and why. */
export const NOT_DRILLED: readonly { readonly id: string; readonly title: string; readonly why: string }[] = [
  { id: '0', title: 'Sources', why: 'where the rules come from; nothing to play' },
  { id: '13', title: 'Quick rule checklist', why: 'a summary of sections 3–11, drilled there' },
  { id: '14', title: 'Where the seeds disagree', why: 'corrections of the source texts, drilled where each rule is' },
];
