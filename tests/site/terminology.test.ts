/**
 * The German the site shows says the club's words (docs/german-style.md): no English left
 * (Engine, Worker, Seed, tap …), Blatt not Hand, Ausspiel not Aufspiel, no "Gegner keine 90" as a
 * result row, du in lower case, and one spelling of each table word. The word list lives in
 * src/i18n/de/terminology.ts, shared with the command line's check.
 *
 * Scanned: every German catalogue (src/i18n/de/, the engine's, the bots' and the analyser's twins
 * among them; the German pages are the English page files filled from these catalogues, so
 * src/pages holds no German of its own) and every German lesson (src/content/lessons/de/). In a
 * catalogue only the string and template texts count (not comments, not code); in a lesson the
 * prose and frontmatter (not imports, tags or expressions).
 */
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findTerms, TERM_RULES } from '../../src/i18n/de/terminology.ts';

const CATALOGUES = 'src/i18n/de';
const LESSONS = 'src/content/lessons/de';

/** The catalogues of the app's words and the grammar module: strict now. */
const STRICT = new Set(
  [
    'site',
    'app',
    'common',
    'practice',
    'bots',
    'quiz',
    'lead-problems',
    'sets',
    'session',
    'settings',
    'storage',
    'progress',
    'friends',
    'solve',
    'analysis',
    'input',
    'actions',
    'notation',
    'grammar',
  ].map((n) => `${CATALOGUES}/${n}.ts`),
);

/**
 * Findings in files being reworded on other branches at the same time (the lessons, the lessons'
 * catalogues, the command line's): how often each word stands there today, on this branch or on
 * main (whichever is more). A file may lose findings, never gain one. The lead empties this list
 * once those branches are merged.
 */
const KNOWN: Readonly<Record<string, number>> = {
  // KNOWN-START
  'src/content/lessons/de/equal-cards-and-dullen.mdx · capitalDu · Ihr': 1,
  'src/content/lessons/de/following-suit.mdx · capitalDu · Du': 1,
  'src/content/lessons/de/poverty.mdx · capitalDu · Ihr': 1,
  'src/content/lessons/de/queen-jack-ace-solos.mdx · fleischloser · Fleischlos': 2,
  'src/content/lessons/de/solo-scoring.mdx · gegnerKeine · Gegner keine 90': 1,
  'src/content/lessons/de/tactics-leads.mdx · aufspiel · Aufspiel': 2,
  'src/content/lessons/de/tactics.mdx · asseSolo · Assesolo': 1,
  'src/i18n/de/engine.ts · capitalDu · Du': 2,
  'src/i18n/de/engine.ts · gegnerKeine · Gegner keine 30': 1,
  'src/i18n/de/engine.ts · gegnerKeine · Gegner keine 60': 1,
  'src/i18n/de/engine.ts · gegnerKeine · Gegner keine 90': 1,
  'src/i18n/de/engine.ts · hand · Hand': 2,
  'src/i18n/de/engine.ts · throwIn · eingeworf': 1,
  'src/i18n/de/exercises.ts · aufspiel · Aufspiel': 1,
  'src/i18n/de/exercises.ts · reservationAnsagen · Hochzeit angesagt': 1,
  'src/i18n/de/glossary.ts · augen · Kartenpunkt': 1,
  'src/i18n/de/glossary.ts · capitalDu · Dein': 1,
  'src/i18n/de/glossary.ts · capitalDu · Deine': 1,
  'src/i18n/de/glossary.ts · capitalDu · Deinem': 1,
  'src/i18n/de/glossary.ts · capitalDu · Deiner': 1,
  'src/i18n/de/glossary.ts · capitalDu · Dir': 1,
  'src/i18n/de/glossary.ts · capitalDu · Du': 12,
  'src/i18n/de/glossary.ts · hand · Hand': 2,
  'src/i18n/de/glossary.ts · karlchenSpelling · Karl': 1,
  'src/i18n/de/glossary.ts · reservationAnsagen · Solo, das jemand ansagt': 1,
  'src/i18n/de/glossary.ts · schweinchenSpelling · Schweine': 1,
  'src/i18n/de/glossary.ts · throwIn · hinwerf': 2,
  'src/i18n/de/lesson-exercises.ts · asseSolo · Asse-Solo': 1,
  'src/i18n/de/lesson-exercises.ts · reservationAnsagen · Hochzeit angesagt': 4,
  'src/i18n/de/record.ts · hand · Hand': 1,
  'src/i18n/de/reference.ts · capitalDu · Deinem': 1,
  'src/i18n/de/reference.ts · capitalDu · Deiner': 2,
  'src/i18n/de/reference.ts · capitalDu · Deines': 1,
  'src/i18n/de/reference.ts · capitalDu · Du': 4,
  'src/i18n/de/reference.ts · engine · Regel-Engine': 2,
  'src/i18n/de/reference.ts · hand · Hand': 1,
  'src/i18n/de/reference.ts · reservationAnsagen · Armut ansagen': 1,
  'src/i18n/de/reference.ts · reservationAnsagen · Hochzeit ansagen': 1,
  'src/i18n/de/reference.ts · reservationAnsagen · Solo, das er in einer Turnierrunde ansagt': 1,
  'src/i18n/de/scoring.ts · capitalDu · Deiner': 1,
  'src/i18n/de/scoring.ts · engine · Engine': 2,
  'src/i18n/de/scoring.ts · throwIn · eingeworf': 1,
  'src/i18n/de/scoring.ts · throwIn · einwerf': 1,
  // KNOWN-END
};

/**
 * Lists of other spellings a reader may type, kept on purpose so that search finds them: the
 * glossary's `forms` and `otherSpellings` and the search's `aliases` and `stopWords`. They are never shown as prose.
 */
const SEARCH_ONLY = new Set(['forms', 'otherSpellings', 'aliases', 'stopWords']);

/** The texts of a TypeScript file's strings and templates, a template's holes as "X" (so they read as a name). */
function catalogueTexts(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && SEARCH_ONLY.has(node.name.text)) return;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push(node.head.text + node.templateSpans.map((s) => `X${s.literal.text}`).join(''));
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** A lesson's prose and frontmatter: without import lines, tags and expressions. */
function lessonText(file: string): string[] {
  return [
    readFileSync(file, 'utf8')
      .replace(/^(?:import|export) .*$/gm, '')
      .replace(/<[^>]*>/gs, ' ')
      .replace(/\{[^{}]*\}/g, 'X'),
  ];
}

function findingsOf(file: string, texts: readonly string[]): string[] {
  return texts.flatMap((t) => findTerms(t).map((f) => `${file} · ${f.id} · ${f.text}`));
}

const catalogues = readdirSync(CATALOGUES)
  .filter((f) => f.endsWith('.ts') && f !== 'terminology.ts')
  .map((f) => `${CATALOGUES}/${f}`);
const lessons = readdirSync(LESSONS)
  .filter((f) => f.endsWith('.mdx'))
  .map((f) => `${LESSONS}/${f}`);
const findings = [...catalogues.flatMap((f) => findingsOf(f, catalogueTexts(f))), ...lessons.flatMap((f) => findingsOf(f, lessonText(f)))];

describe('German terminology', () => {
  it('scans every German catalogue and lesson', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(35);
    expect(lessons.length).toBeGreaterThanOrEqual(30);
    for (const f of STRICT) expect(catalogues).toContain(f);
  });

  it('the rules find what they forbid and let the table’s idioms be', () => {
    const ids = (text: string) => findTerms(text).map((f) => f.id);
    expect(ids('Die Abrechnung der Engine zeigen')).toEqual(['engine']);
    expect(ids('im Worker')).toEqual(['worker']);
    expect(ids('Startwert (Seed)')).toEqual(['seed', 'seed']);
    expect(ids('(0, 1000 oder tap)')).toEqual(['tap']);
    expect(ids('(beginner oder strong)')).toEqual(['levels', 'levels']);
    expect(ids('Double-Dummy-Löser')).toEqual(['doubleDummy']);
    expect(ids('jedes Aufspiel')).toEqual(['aufspiel']);
    expect(ids('deine Hand ist stark')).toEqual(['hand']);
    expect(ids('Mit 12 Karten auf der Hand; gib das Spiel nicht aus der Hand; von Hand ausgesucht; Vorhand spielt aus')).toEqual([]);
    expect(ids('Kontra: Gegner keine 90')).toEqual(['gegnerKeine']);
    expect(ids('Wirf die Hand ein: fünf Neunen')).toContain('throwIn');
    expect(ids('Du hast Armut angesagt')).toEqual(['reservationAnsagen']);
    expect(ids('Im Solo darf der Solist Re ansagen')).toEqual([]);
    expect(ids('ein Fleischlos, ein Asse-Solo')).toEqual(['fleischloser', 'asseSolo']);
    expect(ids('der Fleischlose, auch Asse-Solo genannt')).toEqual([]);
    expect(ids('du bist Pik blank')).toEqual(['blankForVoid']);
    expect(ids('das Pik-Ass blank, eine blanke Zehn')).toEqual([]);
    expect(ids('Spielnummer 4711')).toEqual(['seedAsGame']);
    expect(ids('die Repartei und die Re-Partei')).toEqual(['parteiSpelling']);
    expect(ids('ein Kreuz-Solo')).toEqual(['soloSpelling']);
    expect(ids('Ein Satz: Du spielst, mit Deiner ♣K, wenn Ihr spielt')).toEqual(['capitalDu', 'capitalDu', 'capitalDu']);
    expect(ids('Du spielst. Dein Blatt. „Du hast“')).toEqual([]);
    expect(TERM_RULES.length).toBeGreaterThanOrEqual(25);
  });

  it('the app’s catalogues say the club’s words', () => {
    expect(findings.filter((f) => STRICT.has(f.split(' · ')[0]))).toEqual([]);
  });

  it('no other German file gains a finding (the known ones are being reworded on other branches)', () => {
    const count = new Map<string, number>();
    for (const f of findings.filter((x) => !STRICT.has(x.split(' · ')[0]))) count.set(f, (count.get(f) ?? 0) + 1);
    const gained = [...count].filter(([key, n]) => n > (KNOWN[key] ?? 0)).map(([key, n]) => `${key} × ${n}`);
    expect(gained).toEqual([]);
  });
});
