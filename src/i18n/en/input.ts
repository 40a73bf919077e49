/**
 * English text about what a user hands in: the progress file (export and import) and links
 * whose parameters could not be used. Values from input are shown with the engine's `safeText` (escaped, cut short).
 */
import { safeText } from '../../engine/excerpt.ts';
import { MAX_SEED } from '../../engine/quiz/seed.ts';
import type { AnalyseLinkNotice } from '../../components/analyse/url.ts';
import type { LinkNotice } from '../../components/quiz/links.ts';
import type { PartChange, PartId, PartSize } from '../../components/storage/progressFile.ts';
import type { Problem } from '../../components/storage/schema.ts';
import { plural, problemText } from './storage.ts';

export const progressFileText = {
  exportButton: 'Export all progress',
  importLabel: 'Import progress from a file',
  fileName: 'doko-progress.json',
  exported: 'Your progress was saved as doko-progress.json.',
  tooBig: (bytes: number, max: number) =>
    `That file is ${(bytes / 1_048_576).toFixed(1)} MB; a progress file is at most ${(max / 1_048_576).toFixed(0)} MB. Nothing was changed.`,
  notAFile: 'That is not a progress file of this site (a doko-progress or doko-quiz-progress file). Nothing was changed.',
  failed: (problem: Problem) => `That file could not be imported: ${problemText(problem)}. Nothing was changed.`,
  notSaved: 'That file could not be saved: this browser’s storage is full. Nothing was changed.',
  confirmReplace: (plan: readonly PartChange[]) =>
    `Importing this file replaces what this browser keeps:\n${plan
      .filter((c) => c.file !== null && c.here !== null)
      .map((c) => `${PART_NAME[c.part]}: ${sizeText(c.here!)} here, ${sizeText(c.file!)} in the file.`)
      .join('\n')}\nReplace them?`,
  cancelled: 'Nothing was imported.',
  /** After an import: part by part, what the file brought and what it replaced; the stars left out. */
  imported: (plan: readonly PartChange[], unknownExercises: readonly string[]) => {
    const lines = plan.flatMap((c) => {
      if (c.file === null) return c.here === null ? [] : [`${PART_NAME[c.part]}: not in the file; ${KEPT[c.part]}.`];
      return [`${PART_NAME[c.part]}: ${sizeText(c.file)}${c.here === null ? '' : `, replacing ${sizeText(c.here)}`}.`];
    });
    const left = unknownExercises.length
      ? [`Left out: stars for ${plural(unknownExercises.length, 'exercise')} this site does not have (${listed(unknownExercises)}).`]
      : [];
    const head = plan.some((c) => c.file !== null) ? 'Progress imported.' : 'Progress imported: the file holds no progress, so nothing here was changed.';
    return [head, ...lines, ...left].join(' ');
  },
};

/** The parts of the progress, as the import's messages name them. */
const PART_NAME: Record<PartId, string> = { lessons: 'Lesson stars', quiz: 'Quiz progress', table: 'Practice table', sets: 'Problem sets' };
const KEPT: Record<PartId, string> = {
  lessons: 'your stars here are kept',
  quiz: 'your quiz progress here is kept',
  table: 'your session here is kept',
  sets: 'your answers here are kept',
};

function sizeText(s: PartSize): string {
  switch (s.part) {
    case 'lessons':
      return s.exercises === 0 ? 'none' : `${plural(s.exercises, 'lesson exercise')} with stars`;
    case 'quiz':
      return s.answers === 0 && s.questions === 0 ? 'none' : `${plural(s.answers, 'quiz answer')} and ${plural(s.questions, 'scheduled question')}`;
    case 'table':
      return `a session of ${plural(s.deals, 'deal')}`;
    case 'sets':
      return s.sets === 0 ? 'none' : `answers to ${plural(s.sets, 'problem set')}`;
  }
}

/** A few ids from input, quoted, and how many more. */
const listed = (ids: readonly string[]) =>
  `${ids
    .slice(0, 3)
    .map((id) => `“${safeText(id)}”`)
    .join(', ')}${ids.length > 3 ? ` and ${(ids.length - 3).toLocaleString('en')} more` : ''}`;

/** A value from an address as a page shows it: in quotation marks, control characters escaped, cut short. */
const shown = (v: string) => `“${safeText(v)}”`;

/** What a quiz page says about a parameter of its address it could not use. */
export function linkNoticeText(n: LinkNotice): string {
  const given = shown(n.given);
  switch (n.param) {
    case 'seed':
      return `The link’s deal number ${given} is not a whole number from 0 to ${MAX_SEED.toLocaleString('en')}, so a new deal was dealt.`;
    case 'item':
      return `The link’s question number ${given} is not a whole number from 0 to ${MAX_SEED.toLocaleString('en')}, so it was left out.`;
    case 'level':
      return `The link’s level ${given} does not exist (levels 1 to 8), so your open level is shown.`;
    case 'rules':
      return `The link’s house rules ${given} could not be read, so your own rules are used.`;
    case 'problem':
      return `There is no lead problem ${given}, so another one is shown.`;
    case 'rule':
      return `There is no lead rule ${given}, so all problems are offered.`;
    case 'kind':
      return `There is no drill ${given}, so you can choose one.`;
    case 'solos':
      return `The link’s solo setting ${given} is neither 1 nor 0, so solos are asked once your lessons have covered them.`;
    case 'from':
      return `There is no drill ${given}, so the round draws from the other drills named (or from your lessons).`;
  }
}

/** What the analyser says about a parameter of its link it did not use as given (the rules have their own text). */
export function analyseLinkNoticeText(n: Exclude<AnalyseLinkNotice, { param: 'rules' }>): string {
  switch (n.param) {
    case 'samplesCapped':
      return `The link asked for ${n.asked.toLocaleString('en')} simulated deals; ${n.cap.toLocaleString('en')} are run, which a phone finishes in well under a minute and which is plenty for a clear verdict. You can raise the number yourself.`;
    case 'seat':
      return `The link’s seat ${shown(n.given)} is not a seat from 0 to 3, so it was left out.`;
    case 'mode':
      return `The link’s mode ${shown(n.given)} is neither “compulsory” nor “voluntary”, so a voluntary solo is assumed.`;
    case 'samples':
    case 'seed':
    case 'deep':
      return `The link’s ${n.param === 'samples' ? 'number of simulated deals' : n.param === 'seed' ? 'seed' : 'number of deep samples'} ${shown(n.given)} is not a number the analyser takes, so the default is used.`;
  }
}
