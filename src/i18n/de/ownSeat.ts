/**
 * The learner's own seat in a German sentence. seatName names it „Du“ (capital, as a label);
 * a sentence needs its verb form (du hast, du spielst), the small „du“ inside a sentence, and
 * „dir“ / „dich“ after „von“ / „an“. Until src/i18n/de/grammar.ts carries these forms, the
 * lessons' catalogues share them from here.
 */
export const isYou = (name: string): boolean => name === 'Du' || name === 'du';
/** At the start of a sentence: „Du“, „West“. */
export const atStart = (name: string): string => (isYou(name) ? 'Du' : name);
/** Inside a sentence: „du“, „West“. */
export const inSentence = (name: string): string => (isYou(name) ? 'du' : name);
/** After „von“, „nach“: „dir“. */
export const dative = (name: string): string => (isYou(name) ? 'dir' : name);
/** After „an“, „für“: „dich“. */
export const accusative = (name: string): string => (isYou(name) ? 'dich' : name);
