/**
 * Text with German words marked, so a page can put them in `lang="de"` spans (screen readers
 * then pronounce "Vorbehalt" as German). Written with a tagged template:
 *   rich`Say ${de('gesund')} if you want a normal game.`
 * Numbers and plain strings interpolate as text; `de(...)` parts stay marked.
 */
export interface German {
  readonly de: string;
}
export type RichPart = string | German;
export type Rich = readonly RichPart[];

export const de = (word: string): German => ({ de: word });

export function rich(strings: TemplateStringsArray, ...values: readonly (string | number | German)[]): Rich {
  const out: RichPart[] = [];
  strings.forEach((s, i) => {
    if (s) out.push(s);
    if (i < values.length) {
      const v = values[i];
      out.push(typeof v === 'object' ? v : String(v));
    }
  });
  return out;
}

/** The plain text of rich text (for attributes, tests and search). */
export function plain(text: Rich): string {
  return text.map((p) => (typeof p === 'string' ? p : p.de)).join('');
}
