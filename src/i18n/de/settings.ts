/**
 * Die Wörter der Einstellungen: ihre Abschnitte und was jede Hausregel bewirkt (die Regeln und ihre Werte: `ruleText` in site.ts). Zwilling von src/i18n/en/settings.ts.
 */
import { FORCED_ANNOUNCEMENT_POINTS } from '../../engine/announcements.ts';
import { MARRIAGE_TRICKS, POVERTY_CARDS, POVERTY_MAX_TRUMPS, THROW_IN_COUNT } from '../../engine/contract.ts';
import type { RuleKey } from '../../engine/rules.ts';

/** Was jede Regel bewirkt, unter den Auswahlen der Einstellungen und der Regelseite. */
export const ruleHelp: Record<RuleKey, string> = {
  withoutNines: 'Beim „scharfen Doppelkopf“ fliegen die acht Neunen raus: 10 Karten für jeden, 10 Stiche, weiterhin 240 Augen.',
  dulle: 'Nach DDV ist die Dulle der höchste Trumpf, und von zwei Dullen in einem Stich gewinnt die erste, wie bei allen gleichen Karten.',
  marriageTrickType: `Wer beide Kreuz-Damen hat, spielt mit dem ersten anderen Spieler, der in den ersten ${MARRIAGE_TRICKS} Stichen einen Stich dieser Art macht.`,
  poverty: `Wer ${POVERTY_MAX_TRUMPS} Trümpfe oder weniger hat, darf sie einem Partner schieben, der ${POVERTY_CARDS} Karten zurückgibt. Nicht Teil der DDV-Regeln.`,
  piglets: 'Wer beide Karo-Asse hat, meldet sie; sie sind dann die zwei höchsten Trümpfe, über den Dullen, in jedem Spiel mit Karo als Trumpf.',
  pigletsDeclared: 'Zählt nur, wenn Schweinchen an sind.',
  superpiglets:
    'Sind die Schweinchen gemeldet, darf melden, wer beide Karo-Neunen hat; sie stehen dann über den Schweinchen. Geht nur mit Schweinchen und mit Neunen.',
  forcedAnnouncement: `Eine Partei, die im ersten Stich ${FORCED_ANNOUNCEMENT_POINTS} Augen oder mehr macht, muss Re oder Kontra ansagen.`,
  foxLastTrick: 'Ein Fuchs (Karo-Ass), den die Gegner im letzten Stich fangen, zählt 2 Sonderpunkte statt 1.',
  karlchenCaught: 'Fangen die Gegner im letzten Stich einen Kreuz-Buben, bekommen sie dafür 1 Sonderpunkt.',
  lieschenMueller: 'Nur eine Karo-Dame, die im letzten Stich das Karlchen der Gegner fängt, bringt 1 Punkt. Ist „Karlchen gefangen“ auch an, gilt diese Regel.',
  redealFiveNines: `Wer ${THROW_IN_COUNT} oder mehr Neunen bekommt, darf vor den Vorbehalten schmeißen; derselbe Geber gibt neu.`,
  redealFiveKings: `Dasselbe für ein Blatt mit ${THROW_IN_COUNT} oder mehr Königen.`,
  halfChicken: 'Wer beide Karo-Zehnen bekommt, darf es sagen. Am Spiel und an der Wertung ändert das nichts.',
};

export const settingsText = {
  title: 'Einstellungen',
  intro: 'Deine Wahl wird nur in diesem Browser gespeichert. Lektionen und Übungen richten sich sofort danach.',
  rules: 'Hausregeln',
  rulesIntro: 'Standard sind die DDV-Turnierspielregeln. Schalte die Hausregeln ein, die an deinem Tisch gelten.',
  resetRules: 'Zurück zu den DDV-Regeln',
  display: 'Karten und Darstellung',
  faces: 'Kartenbild',
  facesValues: { french: 'Französisches Blatt (♣ ♠ ♥ ♦)', german: 'Deutsches Blatt (Eichel, Grün, Rot, Schellen)' },
  fourColour: 'Vierfarbiges Blatt',
  fourColourHelp:
    'Kreuz grün, Pik schwarz, Herz rot, Karo blau, damit keine zwei Farben gleich aussehen. Beim deutschen Blatt: Eichel braun, Grün grün, Rot rot, Schellen blau.',
  theme: 'Farbschema',
  themeValues: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
  saved: 'Gespeichert.',
  preview: 'Vorschau',
};
