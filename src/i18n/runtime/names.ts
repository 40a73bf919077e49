/**
 * Card names for people come from the engine (src/engine/names.ts); UI code imports them from
 * here so that the i18n layer has one door to them. Names follow the page's language (the
 * module graph's LANG, src/i18n/runtime/current.ts) unless a caller asks for another one, and the deck
 * setting (faces) the caller passes: Kreuz-Dame / Eichel-Ober on a German page.
 */
import * as names from '../../engine/names.ts';
import type { CardId, Rank, Suit } from '../../engine/cards.ts';
import { LANG } from './current.ts';

export type { Faces, Lang, NameOptions } from '../../engine/names.ts';

/** The engine names English and German; any other language (a pseudo-language) reads English names. */
const pageLang: names.Lang = LANG === 'de' ? 'de' : 'en';
const inPageLang = (opts: names.NameOptions = {}): names.NameOptions => ({ ...opts, lang: opts.lang ?? pageLang });

export const cardName = (id: CardId, opts?: names.NameOptions): string => names.cardName(id, inPageLang(opts));
export const cardShort = (id: CardId, opts?: names.NameOptions): string => names.cardShort(id, inPageLang(opts));
export const rankName = (rank: Rank, opts?: names.NameOptions): string => names.rankName(rank, inPageLang(opts));
export const suitName = (suit: Suit, opts?: names.NameOptions): string => names.suitName(suit, inPageLang(opts));
