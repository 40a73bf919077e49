/**
 * Was jemand hereingibt: die Fortschrittsdatei (Export und Import) und Links, deren Parameter
 * sich nicht verwenden ließen. Werte aus Eingaben zeigt die Engine mit `safeText` (maskiert, gekürzt).
 */
import { safeText } from '../../engine/excerpt.ts';
import { MAX_SEED } from '../../engine/quiz/seed.ts';
import type { AnalyseLinkNotice } from '../../components/analyse/url.ts';
import type { LinkNotice } from '../../components/quiz/links.ts';
import type { PartChange, PartId, PartSize } from '../../components/storage/progressFile.ts';
import type { Problem } from '../../components/storage/schema.ts';
import type * as En from '../en/input.ts';
import { num } from '../runtime/numbers.ts';
import { plural, problemText } from './storage.ts';

const megabytes = (bytes: number, digits: number) => (bytes / 1_048_576).toLocaleString('de', { minimumFractionDigits: digits, maximumFractionDigits: digits });

export const progressFileText = {
  exportButton: 'Gesamten Fortschritt exportieren',
  importLabel: 'Fortschritt aus einer Datei importieren',
  fileName: 'doko-progress.json',
  exported: 'Dein Fortschritt wurde als doko-progress.json gespeichert.',
  tooBig: (bytes: number, max: number) =>
    `Die Datei hat ${megabytes(bytes, 1)} MB; eine Fortschrittsdatei hat höchstens ${megabytes(max, 0)} MB. Nichts wurde geändert.`,
  notAFile: 'Das ist keine Fortschrittsdatei dieser Seite (eine doko-progress- oder doko-quiz-progress-Datei). Nichts wurde geändert.',
  failed: (problem: Problem) => `Die Datei ließ sich nicht importieren: ${problemText(problem)}. Nichts wurde geändert.`,
  notSaved: 'Die Datei ließ sich nicht speichern: der Speicher dieses Browsers ist voll. Nichts wurde geändert.',
  confirmReplace: (plan: readonly PartChange[]) =>
    `Der Import dieser Datei ersetzt, was dieser Browser aufbewahrt:\n${plan
      .filter((c) => c.file !== null && c.here !== null)
      .map((c) => `${PART_NAME[c.part]}: hier ${sizeText(c.here!)}, in der Datei ${sizeText(c.file!)}.`)
      .join('\n')}\nErsetzen?`,
  cancelled: 'Nichts wurde importiert.',
  imported: (plan: readonly PartChange[], unknownExercises: readonly string[]) => {
    const lines = plan.flatMap((c) => {
      if (c.file === null) return c.here === null ? [] : [`${PART_NAME[c.part]}: nicht in der Datei; ${KEPT[c.part]}.`];
      return [`${PART_NAME[c.part]}: ${sizeText(c.file)}${c.here === null ? '' : `, statt bisher ${sizeText(c.here)}`}.`];
    });
    const left = unknownExercises.length
      ? [`Ausgelassen: Sterne für ${plural(unknownExercises.length, 'exercise')}, die es auf dieser Seite nicht gibt (${listed(unknownExercises)}).`]
      : [];
    const head = plan.some((c) => c.file !== null)
      ? 'Fortschritt importiert.'
      : 'Fortschritt importiert: die Datei enthält keinen Fortschritt, deshalb wurde hier nichts geändert.';
    return [head, ...lines, ...left].join(' ');
  },
} satisfies typeof En.progressFileText;

const PART_NAME: Record<PartId, string> = { lessons: 'Lektionssterne', quiz: 'Quizfortschritt', table: 'Übungstisch', sets: 'Aufgabensammlungen' };
const KEPT: Record<PartId, string> = {
  lessons: 'Deine Sterne hier bleiben',
  quiz: 'Dein Quizfortschritt hier bleibt',
  table: 'Deine Sitzung hier bleibt',
  sets: 'Deine Antworten hier bleiben',
};

function sizeText(s: PartSize): string {
  switch (s.part) {
    case 'lessons':
      return s.exercises === 0 ? 'keine' : `${plural(s.exercises, 'lesson exercise')} mit Sternen`;
    case 'quiz':
      return s.answers === 0 && s.questions === 0 ? 'keiner' : `${plural(s.answers, 'quiz answer')} und ${plural(s.questions, 'scheduled question')}`;
    case 'table':
      return `eine Sitzung mit ${plural(s.deals, 'deal')}`;
    case 'sets':
      return s.sets === 0 ? 'keine' : `Antworten in ${plural(s.sets, 'problem set')}`;
  }
}

const listed = (ids: readonly string[]) =>
  `${ids
    .slice(0, 3)
    .map((id) => `„${safeText(id)}“`)
    .join(', ')}${ids.length > 3 ? ` und ${num(ids.length - 3)} weitere` : ''}`;

const shown = (v: string) => `„${safeText(v)}“`;

export const linkNoticeText = ((n: LinkNotice): string => {
  const given = shown(n.given);
  switch (n.param) {
    case 'seed':
      return `Im Link steht ${given} als Mischung; das ist keine ganze Zahl von 0 bis ${num(MAX_SEED)}, deshalb wurde neu gemischt.`;
    case 'item':
      return `Die Fragennummer ${given} im Link ist keine ganze Zahl von 0 bis ${num(MAX_SEED)}, deshalb wurde sie ausgelassen.`;
    case 'level':
      return `Die Stufe ${given} im Link gibt es nicht (Stufen 1 bis 8), deshalb siehst du deine offene Stufe.`;
    case 'rules':
      return `Die Hausregeln ${given} im Link ließen sich nicht lesen, deshalb gelten deine eigenen.`;
    case 'problem':
      return `Eine Ausspielaufgabe ${given} gibt es nicht, deshalb kommt eine andere.`;
    case 'rule':
      return `Eine Ausspielregel ${given} gibt es nicht, deshalb sind alle Aufgaben dabei.`;
    case 'kind':
      return `Eine Übung ${given} gibt es nicht, such dir eine aus.`;
    case 'solos':
      return `Die Solo-Einstellung ${given} im Link ist weder 1 noch 0, deshalb kommen Soli, sobald deine Lektionen sie behandelt haben.`;
    case 'from':
      return `Eine Übung ${given} gibt es nicht, deshalb zieht die Runde aus den anderen genannten Übungen (oder aus deinen Lektionen).`;
  }
}) satisfies typeof En.linkNoticeText;

export const analyseLinkNoticeText = ((n: Exclude<AnalyseLinkNotice, { param: 'rules' }>): string => {
  switch (n.param) {
    case 'samplesCapped':
      return `Der Link wollte ${num(n.asked)} simulierte Spiele; gerechnet werden ${num(n.cap)}. Das schafft ein Handy in deutlich unter einer Minute, und es reicht für ein klares Urteil. Du kannst die Zahl selbst erhöhen.`;
    case 'seat':
      return `Der Platz ${shown(n.given)} im Link ist kein Platz von 0 bis 3, deshalb wurde er ausgelassen.`;
    case 'mode':
      return `Die Art ${shown(n.given)} im Link ist weder „compulsory“ noch „voluntary“, deshalb gilt ein Lustsolo.`;
    case 'samples':
    case 'seed':
    case 'deep':
      return `${n.param === 'samples' ? 'Die Zahl der simulierten Spiele' : n.param === 'seed' ? 'Die Nummer der Mischung' : 'Die Zahl der tiefen Stichproben'} ${shown(n.given)} im Link passt nicht für die Analyse, deshalb gilt der Standardwert.`;
  }
}) satisfies typeof En.analyseLinkNoticeText;
