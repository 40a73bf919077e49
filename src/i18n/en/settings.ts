/**
 * English words of the settings page: its sections and what each house rule does (the rules
 * and their values: `ruleText` in en.ts, which the rule bar and the exercises also need).
 */
import { FORCED_ANNOUNCEMENT_POINTS } from '../../engine/announcements.ts';
import { MARRIAGE_TRICKS, POVERTY_CARDS, POVERTY_MAX_TRUMPS, THROW_IN_COUNT } from '../../engine/contract.ts';
import type { RuleKey } from '../../engine/rules.ts';

/** What each rule does, under the settings form's and the rules page's choices. */
export const ruleHelp: Record<RuleKey, string> = {
  withoutNines: 'Without nines ("scharfer Doppelkopf") the eight nines leave the pack: 10 cards each, 10 tricks, still 240 points.',
  dulle: 'Under the DDV rules the ♥10 is the highest trump, and of two ♥10 in one trick the first one played wins, like any two equal cards.',
  marriageTrickType: `The player with both ♣Q plays with the first other player who wins a trick of this kind within the first ${MARRIAGE_TRICKS} tricks.`,
  poverty: `A player with ${POVERTY_MAX_TRUMPS} trumps or fewer may pass them to a partner, who returns ${POVERTY_CARDS} cards. Not part of the DDV rules.`,
  piglets: 'Whoever holds both ♦A declares them; they become the two highest trumps, above the ♥10, in every game where diamonds are trump.',
  pigletsDeclared: 'Only matters when piglets are on.',
  superpiglets: 'After piglets are declared, whoever holds both ♦9 may declare them; they then rank above the piglets. Needs piglets and the nines.',
  forcedAnnouncement: `A party that wins ${FORCED_ANNOUNCEMENT_POINTS} or more card points in the first trick must announce Re or Kontra.`,
  foxLastTrick: 'A ♦A (Fuchs) caught by the opponents in the last trick is worth 2 special points instead of 1.',
  karlchenCaught: 'A ♣J (Karlchen) lost to the opponents in the last trick gives the capturing party 1 special point.',
  lieschenMueller: 'Only a ♦Q that captures the opponents’ ♣J in the last trick scores 1 point. If “Karlchen caught” is also on, this rule decides.',
  redealFiveNines: `A player dealt ${THROW_IN_COUNT} or more nines may throw the hand in before the reservations; the same dealer deals again.`,
  redealFiveKings: `The same for a hand with ${THROW_IN_COUNT} or more kings.`,
  halfChicken: 'A player dealt both ♦10 may say so. It changes nothing in play or in the score.',
};

export const settingsText = {
  title: 'Settings',
  intro: 'Your choices are saved in this browser only. Lessons and drills use them at once.',
  rules: 'House rules',
  rulesIntro: 'The DDV tournament rules are the default. Turn on the house rules your table plays.',
  resetRules: 'Back to DDV rules',
  display: 'Cards and display',
  faces: 'Card faces',
  facesValues: { french: 'French suits (♣ ♠ ♥ ♦)', german: 'German suits (Eichel, Grün, Rot, Schellen)' },
  fourColour: 'Four-colour suits',
  fourColourHelp:
    'Clubs green, spades black, hearts red, diamonds blue, so that no two suits share a colour. With German suits: acorns brown, leaves green, hearts red, bells blue.',
  theme: 'Theme',
  themeValues: { system: 'Follow the system', light: 'Light', dark: 'Dark' },
  saved: 'Saved.',
  preview: 'Preview',
};
