/**
 * Which glossary entry (its anchor, the same in every language: /glossary/#fuchs) explains each
 * score line's table word and each party, and text with such words marked: the catalogues mark
 * them (a deal's value with `valueParts`), the page links them (components/practice/GlossaryTerm.tsx).
 */
import type { Party } from '../../engine/parties.ts';
import type { LineReason } from '../../engine/scoring.ts';

/** Text in parts; a part with `term` is a table word explained under that glossary anchor. */
export type Linked = readonly (string | { readonly term: string | null; readonly text: string })[];

/**
 * The glossary entry that explains each score line. "won" is the first of the value's lines
 * (Spielwert); below 60 and below 30 are the steps after below 90, whose old name is Schneider.
 */
export const LINE_GLOSSARY: Readonly<Record<LineReason, string>> = {
  won: 'spielwert',
  below90: 'schneider',
  below60: 'schneider',
  below30: 'schneider',
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

/** A catalogue's words for a deal's value (see `valueParts`). */
export interface ValueWords {
  readonly value: string;
  readonly party: Readonly<Record<Party, string>>;
  readonly line: Readonly<Record<LineReason, string>>;
  readonly points: (n: number) => string;
  /** After the lines: what they net to (0: nobody scores). */
  readonly net: (value: number) => string;
  /** When no line is credited at all. */
  readonly none: string;
}

/**
 * How a deal's value came about, its table words marked with their glossary entries: "The value:
 * Re: won +1, …; Kontra: Karlchen won the last trick +1" and what it nets to. The order and the
 * punctuation are the same in every language the site has; the words are the catalogue's.
 */
export function valueParts(
  lines: readonly { readonly reason: LineReason; readonly party: Party; readonly points: number }[],
  value: number,
  w: ValueWords,
): Linked {
  if (lines.length === 0) return [w.none];
  const out: Linked[number][] = [{ term: VALUE_GLOSSARY, text: w.value }, ': '];
  (['re', 'kontra'] as const).forEach((party) => {
    const own = lines.filter((l) => l.party === party);
    if (own.length === 0) return;
    if (out.length > 2) out.push('; ');
    out.push({ term: PARTY_GLOSSARY[party], text: w.party[party] }, ': ');
    own.forEach((l, i) => out.push(...(i > 0 ? [', '] : []), { term: LINE_GLOSSARY[l.reason], text: w.line[l.reason] }, ` ${w.points(l.points)}`));
  });
  out.push(`. ${w.net(value)}`);
  return out;
}
