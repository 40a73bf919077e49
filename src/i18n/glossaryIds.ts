/**
 * Which glossary entry (its anchor, the same in every language: /glossary/#fuchs) explains each
 * score line's table word and each party, and text with such words marked: the catalogues mark
 * them, the page links them (components/practice/GlossaryTerm.tsx).
 */
import type { Party } from '../engine/parties.ts';
import type { LineReason } from '../engine/scoring.ts';

/** Text in parts; a part with `term` is a table word explained under that glossary anchor. */
export type Linked = readonly (string | { readonly term: string | null; readonly text: string })[];

/** The glossary entry of each score line's table word (null: the line has none, e.g. "won"). */
export const LINE_GLOSSARY: Readonly<Record<LineReason, string | null>> = {
  won: null,
  below90: 'schneider',
  below60: null,
  below30: null,
  schwarz: 'schwarz',
  reAnnounced: 're',
  kontraAnnounced: 'kontra',
  reNo90: 'keine-90',
  reNo60: 'keine-90',
  reNo30: 'keine-90',
  reSchwarz: 'schwarz',
  kontraNo90: 'keine-90',
  kontraNo60: 'keine-90',
  kontraNo30: 'keine-90',
  kontraSchwarz: 'schwarz',
  reached120AgainstNo90: 'absage',
  reached90AgainstNo60: 'absage',
  reached60AgainstNo30: 'absage',
  reached30AgainstSchwarz: 'absage',
  againstTheElders: 'gegen-die-alten',
  doppelkopf: 'doppelkopf',
  foxCaught: 'fuchs',
  foxCaughtLastTrick: 'fuchs',
  karlchen: 'karlchen',
  karlchenCaught: 'karlchen-gefangen',
  lieschenMueller: 'lieschen-mueller',
};

export const PARTY_GLOSSARY: Readonly<Record<Party, string>> = { re: 're', kontra: 'kontra' };

/** The glossary entry of a deal's value (Spielwert). */
export const VALUE_GLOSSARY = 'spielwert';

