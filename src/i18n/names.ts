/**
 * Card names for people come from the engine (src/engine/names.ts); UI code imports them from
 * here so that the i18n layer has one door to them.
 */
export { cardName, cardShort, rankName, suitName, type Faces, type Lang, type NameOptions } from '../engine/names.ts';
