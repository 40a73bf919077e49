/**
 * English text about what a user hands in: the progress file (export and import) and links
 * whose parameters could not be used. Values from input are shown with the engine's `safeText` (escaped, cut short).
 */
import { safeText } from '../engine/excerpt.ts';
import { MAX_SEED } from '../engine/quiz/seed.ts';
import type { AnalyseLinkNotice } from '../components/analyse/url.ts';
import type { LinkNotice } from '../components/quiz/links.ts';
import type { Problem } from '../components/storage/schema.ts';
import { plural, problemText } from './en-storage.ts';

export const progressFileText = {
  exportButton: 'Export all progress',
  importLabel: 'Import progress from a file',
  fileName: 'doko-progress.json',
  exported: 'Your progress was saved as doko-progress.json.',
  tooBig: (bytes: number, max: number) => `That file is ${(bytes / 1_048_576).toFixed(1)} MB; a progress file is at most ${(max / 1_048_576).toFixed(0)} MB. Nothing was changed.`,
  notAFile: 'That is not a progress file of this site (a doko-progress or doko-quiz-progress file). Nothing was changed.',
  failed: (problem: Problem) => `That file could not be imported: ${problemText(problem)}. Nothing was changed.`,
  notSaved: 'That file could not be saved: this browser’s storage is full. Nothing was changed.',
  confirmReplace: 'Replace the progress kept in this browser with the file’s?',
  cancelled: 'Nothing was imported.',
  imported: (parts: { stars: number | null; answers: number | null; deals: number | null; sets: number | null }) => {
    const list = [
      parts.stars ? `${plural(parts.stars, 'lesson exercise')} with stars` : null,
      parts.answers ? plural(parts.answers, 'quiz answer') : null,
      parts.deals !== null ? `a practice-table session of ${plural(parts.deals, 'deal')}` : null,
      parts.sets ? `your answers to ${plural(parts.sets, 'problem set')}` : null,
    ].filter((x) => x !== null);
    return list.length ? `Progress imported: ${list.join(', ')}.` : 'Progress imported; the file held no progress yet.';
  },
};

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
