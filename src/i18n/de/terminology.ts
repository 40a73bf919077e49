/**
 * The German words this site does not say, and the one spelling of each table word
 * (docs/german-style.md). One list for every check that reads German: the site's terminology
 * test (tests/site/terminology.test.ts) scans the catalogues and lessons with it, and the command
 * line's German output can be scanned with the same `findTerms`.
 *
 * Each rule is a pattern for the wrong form and what to say instead. Exceptions are written into
 * the pattern itself, so they are listed here and nowhere else:
 * - `hand`: "Hand" for a player's cards is "Blatt"; the fixed phrases "auf der Hand" ("12 Karten
 *   auf der Hand", "hat ♣A nicht auf der Hand"), "aus der Hand" ("das Spiel aus der Hand geben")
 *   and "in der Hand" ("behält das Spiel in der Hand") stay, as at the table, and so does "von
 *   Hand" (by hand: "von Hand ausgesucht"). Compounds
 *   (Vorhand, Hinterhand) are other words.
 * - `capitalDu`: a capital Du, Dein, Dich, Dir only where a sentence begins; after a colon the
 *   site writes on in lower case.
 * - `asseSolo`: "Asse-Solo" only as the other name at the Fleischloser's first mention ("auch
 *   Asse-Solo genannt").
 */

export interface TermRule {
  /** A short name for reports and known-finding lists. */
  readonly id: string;
  /** The wrong form (global flag: every occurrence is found). */
  readonly pattern: RegExp;
  /** What a German club player says instead. */
  readonly say: string;
}

/** Words that must not appear, and table words in a spelling other than the site's one. */
export const TERM_RULES: readonly TermRule[] = [
  // English left in German text.
  { id: 'engine', pattern: /\b(?:Regel-)?Engine\b/g, say: 'die Regeln, das Programm' },
  { id: 'worker', pattern: /\bWorker\b/g, say: 'im Hintergrund' },
  { id: 'seed', pattern: /\bSeed\b|Startwert/g, say: 'die Mischung (Mischung Nr. 4711)' },
  { id: 'policy', pattern: /\b(?:[Pp]olicy|Token)\b/g, say: 'die Spielweise der Computerspieler, das Wort' },
  { id: 'tap', pattern: /\b[Tt]ap(?:pen)?\b/g, say: 'tippen, klicken' },
  { id: 'levels', pattern: /\b(?:beginner|strong)\b/g, say: 'Anfänger, stark' },
  { id: 'doubleDummy', pattern: /Double[- ]?Dummy/gi, say: 'mit offenen Karten gerechnet' },
  // Club words.
  { id: 'aufspiel', pattern: /\b[Aa]ufspiel/g, say: 'das Ausspiel, ausspielen' },
  { id: 'hand', pattern: /(?<!\b(?:auf|aus|in) der |\bvon )\bHand\b/g, say: 'das Blatt' },
  { id: 'gegnerKeine', pattern: /\bGegner(?:partei)? keine (?:90|60|30)\b/g, say: 'unter 90 gespielt (keine 90 ist nur die Absage)' },
  { id: 'throwIn', pattern: /\b[EeHh]in(?:ge)?w[eioa]rf|\b[Ww]irf (?:die|das|dein) \p{L}+ (?:ein|hin)\b/gu, say: 'schmeißen' },
  {
    id: 'reservationAnsagen',
    // The reservation and up to five words before the verb; a Re, Kontra or Absage in between, or
    // "niemand"/"keiner" as its subject, makes it an announcement ("in einer Hochzeit darf vor dem
    // Klärungsstich niemand ansagen").
    pattern:
      /\b(?:Vorbehalte?|Armut|Hochzeit|Solo|Soli|Pflichtsolo|Lustsolo)\b(?:[ ,\n]+(?!(?:Re|Kontra|keine|schwarz|niemand|keiner|Ansage\p{Ll}*)\b)[\p{L}*]+){0,5}?[ ,\n]+(?:ansagen|ansagt|ansagst|angesagt)\b/gu,
    say: 'einen Vorbehalt anmelden (ansagen ist für Re, Kontra und Absagen)',
  },
  { id: 'solist', pattern: /\bSolo-?[Ss]pieler|\bAlleinspieler/g, say: 'der Solist' },
  { id: 'augen', pattern: /Kartenpunkt/g, say: 'die Augen' },
  { id: 'fleischloser', pattern: /\bFleischlos(?!e[nrs]?\b)/g, say: 'der Fleischlose, ein Fleischloser' },
  { id: 'asseSolo', pattern: /(?<!\bauch )\bAsse-?[Ss]olo\b/g, say: 'der Fleischlose („auch Asse-Solo genannt“ nur beim ersten Mal)' },
  {
    id: 'blankForVoid',
    pattern: /\b(?:Kreuz|Pik|Herz|Karo|Trumpf|Fehl)\s+(?:blank|leer)\b|\bblank in\b|\bmachst dich blank\b/g,
    say: 'frei (blank ist die einzige Karte einer Farbe)',
  },
  { id: 'seedAsGame', pattern: /\bSpielnummer/g, say: 'die Mischung (Mischung Nr. 4711); ein Spiel ist eine Runde Karten' },
  // One spelling of each table word.
  { id: 'parteiSpelling', pattern: /\b(?:Repartei|Kontrapartei|Re Partei|Kontra Partei)\b/g, say: 'Re-Partei, Kontra-Partei' },
  { id: 'soloSpelling', pattern: /\b(?:Kreuz|Pik|Herz|Karo|Damen|Buben|Farb|Trumpf)-Solo\b/g, say: 'Kreuzsolo, Damensolo, Farbsolo (ein Wort)' },
  { id: 'pflichtSpelling', pattern: /\bPflicht-(?:Solo|Ansage)|\bLust-Solo|\bZwangsansage/g, say: 'Pflichtsolo, Lustsolo, Pflichtansage' },
  { id: 'doppelkopfSpelling', pattern: /\bDoppel-Kopf\b|\bDoppelkopp\b/g, say: 'Doppelkopf' },
  { id: 'karlchenSpelling', pattern: /\bCharlie\b|\bKarl\b|\bKarlchen[- ]Müller\b/g, say: 'Karlchen' },
  { id: 'fuchsSpelling', pattern: /\bFox\b/g, say: 'der Fuchs' },
  { id: 'hochzeitSpelling', pattern: /\bHeirat\b/g, say: 'die Hochzeit' },
  { id: 'schweinchenSpelling', pattern: /\b(?:Super)?[Ss]chweine\b/g, say: 'Schweinchen, Superschweinchen' },
  { id: 'vorbehaltSpelling', pattern: /\bVorbehalts?ansage/g, say: 'einen Vorbehalt anmelden' },
  { id: 'assSpelling', pattern: /\bAs\b/g, say: 'das Ass' },
  { id: 'bubeSpelling', pattern: /\bBauer\b/g, say: 'der Bube' },
  // Address: du in lower case inside a sentence.
  { id: 'capitalDu', pattern: /(?<=[\p{Ll}\d,;:)] |\()(?:Du|Dein\p{Ll}*|Dich|Dir|Ihr|Euch|Euer|Eure\p{Ll}*)\b/gu, say: 'du, dein, dich, dir, ihr' },
];

export interface TermFinding {
  readonly id: string;
  /** The words found. */
  readonly text: string;
  readonly say: string;
}

/** Every wrong word of a German text, in rule order. */
export function findTerms(text: string): TermFinding[] {
  return TERM_RULES.flatMap((rule) => [...text.matchAll(rule.pattern)].map((m) => ({ id: rule.id, text: m[0].replace(/\s+/g, ' '), say: rule.say })));
}
