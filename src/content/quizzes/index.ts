/**
 * The curated lead problems: one JSON file each in ./lead/, checked by the engine when
 * loaded (shape, legal position, key and credit table). tests/content/quiz-lead.test.ts also
 * checks every key against the simulation. Each problem carries the words of the page's
 * language (src/i18n/en/lead-problems.ts and its twins).
 */
import { checkProblem, LEAD_RULES, type CheckedProblem } from '../../engine/quiz/problems.ts';
import { describeProblemFault } from '#words/record';
import { leadProblemWords } from '#words/lead-problems';

const files = import.meta.glob<{ default: unknown }>('./lead/*.json', { eager: true });

function load(): CheckedProblem[] {
  const out: CheckedProblem[] = [];
  for (const [path, mod] of Object.entries(files)) {
    const r = checkProblem(mod.default);
    if (!r.ok) throw new Error(`${path}: ${describeProblemFault(r.error)}`);
    if (!path.endsWith(`/${r.value.id}.json`)) throw new Error(`${path}: the file name must be the id "${r.value.id}"`);
    out.push({ ...r.value, ...leadProblemWords(r.value) });
  }
  // In the order of the rules of thumb (docs/tactics.md), then by id.
  return out.sort((a, b) => LEAD_RULES.indexOf(a.rule) - LEAD_RULES.indexOf(b.rule) || a.id.localeCompare(b.id));
}

export const LEAD_PROBLEMS: readonly CheckedProblem[] = load();

export function leadProblem(id: string): CheckedProblem | undefined {
  return LEAD_PROBLEMS.find((p) => p.id === id);
}
