/**
 * English words that must not be left in German output, and the scan that finds them. One list
 * for every German text the project checks (the CLI here; the site's terminology test can
 * import it). Fixed parts of a format are no words and are skipped: anything in quotes ("…",
 * „…“), JSON in braces, option names (--seed), field paths (hands[2][3], cardPoints.re),
 * card ids (CQ, H10) and the command line's own syntax (npm run doko -- score).
 */

/**
 * Whole words (case-insensitive) that only English says: none of them is also a German word
 * ("in", "an", "was", "Text", "Hand" are left out; the German terminology test judges "Hand").
 */
export const ENGLISH_WORDS: readonly string[] = [
  'the',
  'is',
  'are',
  'not',
  'no',
  'and',
  'or',
  'of',
  'to',
  'with',
  'without',
  'at',
  'for',
  'from',
  'by',
  'than',
  'more',
  'can',
  'expected',
  'must',
  'got',
  'usage',
  'error',
  'errors',
  'cannot',
  'needs',
  'need',
  'unknown',
  'missing',
  'given',
  'twice',
  'line',
  'number',
  'whole',
  'card',
  'cards',
  'seat',
  'seats',
  'trick',
  'tricks',
  'points',
  'file',
  'input',
  'output',
  'value',
  'winner',
  'dealer',
  'contract',
  'deal',
  'player',
  'party',
  'call',
  'calls',
  'rule',
  'rules',
  'known',
  'allowed',
  'invalid',
  'valid',
  'characters',
  'most',
  'least',
  'only',
  'one',
  'two',
  'each',
  'every',
  'when',
  'which',
  'limits',
  'command',
  'commands',
  'exit',
  'done',
  'internal',
  'report',
  'please',
  'interrupted',
  'partial',
  'stopped',
  'time',
  'limit',
  'samples',
  'engine',
  'worker',
  'seed',
  'tap',
];

/** Fixed parts of the output that are no words in any language (see the file comment). */
const FIXED: readonly RegExp[] = [
  /(?:^|\s)[A-Za-z_][\w[\].]*(?: \([^)]*\))?:(?=\s|$)/g, // a field's path before its problem: "dealer: …"
  /"(?:[^"\\]|\\.)*"/g, // a value or key in JSON quotes
  /„[^“]*“/g, // a name from the format, quoted in German
  /\{[^{}]*\}/g, // JSON or a shape such as { "seat", "say" }
  /\[[^\]]*\]/g, // an index or an optional part of the syntax: [--json], hands[2]
  /(?:^|\s)--?[a-z][\w-]*/g, // an option: --seed, -h
  /\bnpm run doko\b/g,
  /\b(?:score|replay|deal|analyse|analyze|solve|quiz|help)\b/g, // the command's own commands
  /\b[A-Za-z]+(?:\.[A-Za-z]+)+\b/g, // a field path: cardPoints.re
  /\b[CSHD](?:10|[AKQJ9])\b/g, // a card id
  /\b(?:doko-\w+\/\d|JSON|UTF-8|Ctrl-C|Strg\+C|null|true|false)\b/g,
];

/** The English words left in `text` once its fixed parts are taken out, each once. */
export function englishLeft(text: string, allowed: readonly string[] = []): string[] {
  let rest = text;
  for (const re of FIXED) rest = rest.replace(re, ' ');
  const words = new Set(rest.toLowerCase().match(/[a-zäöüß0-9']+/g) ?? []);
  return ENGLISH_WORDS.filter((w) => words.has(w) && !allowed.includes(w));
}
