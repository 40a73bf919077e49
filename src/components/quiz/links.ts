/**
 * Addresses of the quiz pages, both ways:
 * - the link to practise a stored subject again is built from its id (and theme), never taken
 *   from stored or imported data: an id this site did not make has no link and is refused by
 *   the progress schema;
 * - a quiz page's query is read with everything it could not use reported (`LinkNotice`), so
 *   the page can say what it replaced instead of guessing silently.
 */
import { DRILL_KINDS, isDrillKind, isLeadRule, isScoreLevel, type DrillKind, type LeadRule, type ScoreLevel } from '../../engine/quiz/kinds.ts';
import { parseSeed } from '../../engine/quiz/seed.ts';
import { readJson } from '../../engine/json.ts';
import { MAX_RULES_TEXT, parseRules, ruleOverrides, type RuleSet } from '../../engine/rules.ts';

// ---------------------------------------------------------------- ids → links

const DRILL_ITEM = /^item:drill:([a-z]{1,20}):(\d{1,10})$/;
const DRILL_CONCEPT = /^concept:drill:([a-z]{1,20})$/;
const LEAD_ITEM = /^item:lead:([a-z0-9]+(?:-[a-z0-9]+)*)$/;
const LEAD_GENERATED = /^item:lead-gen:(\d{1,10})$/;
const LEAD_CONCEPT = /^concept:lead:([A-Za-z]{1,40})$/;
const SCORE_ITEM = /^item:score:([1-8]):(\d{1,10})(?::(\{.{1,600}\}))?$/;
const SCORE_CONCEPT = /^concept:score:[A-Za-z0-9]{1,40}$/;
const THEME = /^(?:drill:[a-z]{1,20}|score:[1-8]|lead:[A-Za-z]{1,40})$/;

/** Whether a theme (the grouping of misses) is one this site makes. */
export const isQuizTheme = (theme: string): boolean => THEME.test(theme);

const rulesParam = (rules: RuleSet): string => {
  const o = ruleOverrides(rules);
  return Object.keys(o).length ? `&rules=${encodeURIComponent(JSON.stringify(o))}` : '';
};

/** The link to practise a quiz item or concept again, or null when the id is not one of this site's. */
export function subjectHref(id: string, theme: string): string | null {
  let m = DRILL_ITEM.exec(id);
  if (m) return isDrillKind(m[1]) && parseSeed(m[2]) !== null ? `/quiz/drills/?kind=${m[1]}&item=${m[2]}` : null;
  if ((m = DRILL_CONCEPT.exec(id))) return isDrillKind(m[1]) ? `/quiz/drills/?kind=${m[1]}` : null;
  if ((m = LEAD_ITEM.exec(id)) && id.length <= 100) return `/quiz/lead/?problem=${m[1]}`;
  if ((m = LEAD_GENERATED.exec(id))) return parseSeed(m[1]) !== null ? `/quiz/lead/?seed=${m[1]}` : null;
  if ((m = LEAD_CONCEPT.exec(id))) return m[1] === 'simulated' ? '/quiz/lead/?seed=new' : isLeadRule(m[1]) ? `/quiz/lead/?rule=${m[1]}` : null;
  if ((m = SCORE_ITEM.exec(id))) {
    if (parseSeed(m[2]) === null) return null;
    let rules = '';
    if (m[3] !== undefined) {
      const json = readRulesText(m[3]);
      const r = json === null ? null : parseRules(json);
      if (!r?.ok) return null;
      rules = rulesParam(r.value);
    }
    return `/quiz/score/?level=${m[1]}&seed=${m[2]}${rules}`;
  }
  if (SCORE_CONCEPT.test(id)) {
    const level = /^score:([1-8])$/.exec(theme);
    return level ? `/quiz/score/?level=${level[1]}` : null;
  }
  return null;
}

// ---------------------------------------------------------------- links → pages

/** A query parameter a quiz page could not use, and what the page did instead. */
export interface LinkNotice {
  readonly param: 'seed' | 'item' | 'level' | 'rules' | 'problem' | 'rule' | 'kind' | 'solos' | 'from';
  /** The value as given in the address. */
  readonly given: string;
}

/** A seed parameter: absent, a seed, or a notice (the page deals a new one). */
function seedParam(q: URLSearchParams, param: 'seed' | 'item', notices: LinkNotice[]): number | null {
  const raw = q.get(param);
  if (raw === null || raw === '') return null;
  const seed = parseSeed(raw);
  if (seed === null) notices.push({ param, given: raw });
  return seed;
}

/** The JSON of a rules text, strictly read (engine/json.ts); null when it is unreadable or null itself. */
function readRulesText(text: string): unknown {
  const r = readJson(text, { maxLength: MAX_RULES_TEXT });
  return r.ok ? r.value : null;
}

/** A `rules` parameter: the link's house rules, or null (the learner's own) with a notice if it could not be read. */
function rulesParamOf(q: URLSearchParams, notices: LinkNotice[]): RuleSet | null {
  const raw = q.get('rules');
  if (raw === null || raw === '') return null;
  const json = readRulesText(raw);
  const r = json === null ? null : parseRules(json);
  if (r?.ok) return r.value;
  notices.push({ param: 'rules', given: raw });
  return null;
}

export interface ScoreLink {
  readonly seed: number | null;
  readonly level: ScoreLevel | null;
  /** The link's rules (null: the learner's own). */
  readonly rules: RuleSet | null;
  readonly view: 'facts' | 'tricks' | null;
  readonly notices: readonly LinkNotice[];
}

export function readScoreLink(search: string): ScoreLink {
  const q = new URLSearchParams(search);
  const notices: LinkNotice[] = [];
  const levelText = q.get('level');
  const level = levelText === null || levelText === '' ? null : Number(levelText);
  if (level !== null && !isScoreLevel(level)) notices.push({ param: 'level', given: levelText! });
  const seed = seedParam(q, 'seed', notices);
  const rules = rulesParamOf(q, notices);
  const view = q.get('view');
  return { seed, level: isScoreLevel(level) ? level : null, rules, view: view === 'facts' || view === 'tricks' ? view : null, notices };
}

export interface LeadLink {
  /** A generated problem's seed ('new': a fresh one). */
  readonly seed: number | 'new' | null;
  readonly problem: string | null;
  readonly rule: LeadRule | null;
  readonly notices: readonly LinkNotice[];
}

/** `known` tells a curated problem id from one that does not exist. */
export function readLeadLink(search: string, known: (id: string) => boolean): LeadLink {
  const q = new URLSearchParams(search);
  const notices: LinkNotice[] = [];
  const seed = q.get('seed') === 'new' ? 'new' : seedParam(q, 'seed', notices);
  const problemText = q.get('problem');
  const problem =
    problemText !== null && problemText !== '' ? (known(problemText) ? problemText : (notices.push({ param: 'problem', given: problemText }), null)) : null;
  const ruleText = q.get('rule');
  const rule = ruleText !== null && ruleText !== '' ? (isLeadRule(ruleText) ? ruleText : (notices.push({ param: 'rule', given: ruleText }), null)) : null;
  return { seed, problem, rule, notices };
}

export interface DrillLink {
  readonly kind: DrillKind | 'mixed' | null;
  readonly seed: number | null;
  readonly item: number | null;
  readonly timed: boolean;
  /** Whether a mixed round asks about solos too (null: as the learner's lessons say). */
  readonly solos: boolean | null;
  /** The kinds a mixed round draws from (`from=points,trump`), null when not given. */
  readonly from: readonly DrillKind[] | null;
  readonly notices: readonly LinkNotice[];
}

export function readDrillLink(search: string): DrillLink {
  const q = new URLSearchParams(search);
  const notices: LinkNotice[] = [];
  const kindText = q.get('kind');
  const kind =
    kindText === null || kindText === ''
      ? null
      : isDrillKind(kindText) || kindText === 'mixed'
        ? kindText
        : (notices.push({ param: 'kind', given: kindText }), null);
  const seed = seedParam(q, 'seed', notices);
  const item = seedParam(q, 'item', notices);
  const solosText = q.get('solos');
  const solos =
    solosText === null || solosText === ''
      ? null
      : solosText === '1'
        ? true
        : solosText === '0'
          ? false
          : (notices.push({ param: 'solos', given: solosText }), null);
  const fromText = q.get('from');
  let from: DrillKind[] | null = null;
  if (fromText !== null && fromText !== '') {
    const names = fromText.split(',');
    from = DRILL_KINDS.filter((k) => names.includes(k));
    const unknown = names.filter((n) => !isDrillKind(n));
    if (unknown.length > 0) notices.push({ param: 'from', given: unknown.join(',') });
    if (from.length === 0) from = null;
  }
  return { kind, seed, item, timed: q.get('timed') === '1', solos, from, notices };
}
