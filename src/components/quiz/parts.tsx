/** Pieces the quiz pages share: hints, the deal download, notices (cards and tricks: ../cards/TrickList.tsx). */
import type { ComponentChildren } from 'preact';
import { DDV_RULES, type RuleSet } from '../../engine/rules.ts';
import { HINT_STEPS } from '../../engine/quiz/rating.ts';
import { ruleBarLabels } from '#words/site';
import { quizText } from '#words/quiz';
export { MiniCard, TrickList } from '../cards/TrickList.tsx';
export { DownloadDeal } from '../records/DownloadDeal.tsx';
import { StorageNotice } from '../storage/StorageNotice.tsx';
import type { StoreSpec } from '../storage/store.ts';
import { QUIZ_STORE } from './store.ts';

/** The rules a question is played under, as the rule bar shows them. */
export function RulesLine({ rules }: { rules: RuleSet }) {
  const labels = ruleBarLabels(rules, DDV_RULES);
  return (
    <p class="quiz-meta">
      {quizText.common.rules}: {labels.length ? labels.join(', ') : quizText.common.ddv}
    </p>
  );
}

/** Hint steps: a button for the next step and the steps shown so far. */
export function HintSteps({ shown, texts, onHint, disabled }: { shown: number; texts: readonly string[]; onHint: () => void; disabled?: boolean }) {
  return (
    <div class="hint-steps">
      {shown > 0 && (
        <ol class="hints" aria-label={quizText.common.hints}>
          {texts.slice(0, shown).map((t, i) => (
            <li key={i}>{t}</li>
          ))}
        </ol>
      )}
      {shown < HINT_STEPS && !disabled && (
        <button type="button" class="btn btn-quiet" onClick={onHint}>
          {quizText.common.hint(shown)}
        </button>
      )}
    </div>
  );
}

/** Notices about the stored quiz progress (unreadable and reset, a copy kept, not saved), with their actions. */
export function ProgressNotice() {
  return <StorageNotice specs={[QUIZ_STORE as StoreSpec<unknown>]} />;
}

export function Feedback({ tone, children }: { tone: 'good' | 'partial' | 'bad' | 'neutral'; children: ComponentChildren }) {
  return (
    <div class={`feedback tone-${tone}`} role="status">
      {children}
    </div>
  );
}
