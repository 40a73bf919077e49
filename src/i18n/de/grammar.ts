/**
 * Das grammatische Geschlecht der Kartennamen und die Formen der Begleiter davor, damit ein
 * Satz mit einer beliebigen Karte stimmt: „dein ♣A“ (das Ass), „deine ♣10“ (die Zehn), „mit
 * deinem ♣K“ (der König). Jede Vorlage, die eine veränderliche Karte hinter einen Artikel oder
 * ein Possessiv setzt, fragt hier nach der Form (docs/german-style.md, „Cards after an article“).
 *
 * Eine Karte hat das Geschlecht ihres Rangs, denn so wird sie gelesen: „♣D“ heißt Kreuz-Dame,
 * „EO“ Eichel-Ober. Im deutschen Blatt ist das Daus sächlich wie das Ass (Duden; „der Daus“ ist der Teufel aus
 * „Ei der Daus!“), der Ober und der Unter männlich.
 *
 * Spitznamen: die Dulle, der Fuchs, die Alte (die Alten), das Schweinchen. Karlchen ist als
 * Verkleinerungsform sächlich (das Karlchen); am Tisch sagt man es meist ohne Artikel
 * („Karlchen gemacht“), und so schreiben es auch die Seiten. Steht doch ein Artikel davor,
 * dann dieser.
 */
import { rankOf, type CardId, type Rank } from '../../engine/cards.ts';
import type { Faces } from '../../engine/names.ts';

/** Maskulinum, Femininum, Neutrum. */
export type Gender = 'm' | 'f' | 'n';
/** Nominativ, Akkusativ, Dativ, Genitiv. */
export type Case = 'nom' | 'acc' | 'dat' | 'gen';

/** Das Geschlecht jedes Rangnamens, im französischen (Ass, Dame, Bube) und im deutschen Blatt (Daus, Ober, Unter). */
export const RANK_GENDER: Readonly<Record<Faces, Readonly<Record<Rank, Gender>>>> = {
  french: { A: 'n', '10': 'f', K: 'm', Q: 'f', J: 'm', '9': 'f' },
  german: { A: 'n', '10': 'f', K: 'm', Q: 'm', J: 'm', '9': 'f' },
};

/** Die Spitznamen der Karten und ihr Geschlecht (Karlchen: siehe oben). */
export const NICKNAME_GENDER: Readonly<Record<'Dulle' | 'Fuchs' | 'Alte' | 'Karlchen' | 'Schweinchen' | 'Superschweinchen', Gender>> = {
  Dulle: 'f',
  Fuchs: 'm',
  Alte: 'f',
  Karlchen: 'n',
  Schweinchen: 'n',
  Superschweinchen: 'n',
};

/** Das Geschlecht einer Karte: das ihres Rangs im gewählten Blatt. */
export function cardGender(card: CardId, faces: Faces = 'french'): Gender {
  return RANK_GENDER[faces][rankOf(card)];
}

const DEFINITE: Readonly<Record<Case, Readonly<Record<Gender, string>>>> = {
  nom: { m: 'der', f: 'die', n: 'das' },
  acc: { m: 'den', f: 'die', n: 'das' },
  dat: { m: 'dem', f: 'der', n: 'dem' },
  gen: { m: 'des', f: 'der', n: 'des' },
};

/** Die Endungen von ein, kein und den Possessiven (dein, sein, ihr …), die alle gleich gebeugt werden. */
const EIN_ENDING: Readonly<Record<Case, Readonly<Record<Gender, string>>>> = {
  nom: { m: '', f: 'e', n: '' },
  acc: { m: 'en', f: 'e', n: '' },
  dat: { m: 'em', f: 'er', n: 'em' },
  gen: { m: 'es', f: 'er', n: 'es' },
};

/** Ein Begleiter, nach seiner Grundform: der bestimmte Artikel, ein, kein, die Possessive. */
export type Determiner = 'der' | 'ein' | 'kein' | 'mein' | 'dein' | 'sein' | 'ihr' | 'unser' | 'euer';

/** Die Form eines Begleiters vor einem Nomen dieses Geschlechts in diesem Fall: („dein“, f, „dat“) → „deiner“. */
export function determiner(d: Determiner, gender: Gender, kase: Case): string {
  if (d === 'der') return DEFINITE[kase][gender];
  const ending = EIN_ENDING[kase][gender];
  // unser und euer verlieren vor einer Endung ihr e: eure, euren (unsere bleibt, ist aber auch richtig).
  return d === 'euer' && ending !== '' ? `eur${ending}` : `${d}${ending}`;
}

/** Die schwache Endung eines Adjektivs nach dem bestimmten Artikel: „die erste“, „den ersten“. */
export function afterDefinite(stem: string, gender: Gender, kase: Case): string {
  const strong = kase === 'nom' || (kase === 'acc' && gender !== 'm');
  return `${stem}${strong ? 'e' : 'en'}`;
}

/** Der Begleiter in der Form für diese Karte: („dein“, ♣A, „nom“) → „dein“; („dein“, ♣10, „dat“) → „deiner“. */
export function cardDeterminer(d: Determiner, card: CardId, kase: Case, faces: Faces = 'french'): string {
  return determiner(d, cardGender(card, faces), kase);
}

/** Der erste Buchstabe groß, für den Satzanfang: „Dein ♣A“. */
export const capitalise = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** Das Verb zur Person: du oder ein anderer Spieler („du spielst“, „West spielt“). */
export const conjugate = (you: boolean, du: string, er: string): string => (you ? du : er);
