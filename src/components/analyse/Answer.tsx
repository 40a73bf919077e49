/**
 * The analyser's answer for a learner: what to play, how often it wins and why (the engine's
 * plain answer in the catalogue's words), the hand's other options, and the hand sorted for the
 * game in view. While the simulation runs it shows its progress, and without a result the
 * rules of thumb's best solo.
 */
import { describeOption, describePlainAnswer, ANALYSER_TEXT as T, SOLO_NAME } from '#words/analysis';
import type { CardId } from '../../engine/cards.ts';
import type { OrderKind } from '../../engine/order.ts';
import { plainOf, type AnalyseContext } from '../../machines/analyse.ts';
import { CardRow } from '../cards/Card.tsx';

export interface AnswerProps {
  readonly c: AnalyseContext;
  /** The state of the quick run (idle, pending, starting, running, done, cancelled, failed). */
  readonly quick: string;
  readonly view: OrderKind;
  readonly sorted: readonly CardId[];
  readonly trumps: readonly CardId[];
  readonly onView: (kind: OrderKind | null) => void;
  readonly onCancel: () => void;
  readonly onRun: () => void;
}

/** What the live region says once the run has ended (never while it counts deals, which would chatter). */
function ended(quick: string, c: AnalyseContext): string {
  if (quick === 'cancelled') return T.simCancelled;
  if (quick === 'failed') return T.simFailed(c.quick.error ?? '');
  return '';
}

export function Answer({ c, quick, view, sorted, trumps, onView, onCancel, onRun }: AnswerProps) {
  const plain = plainOf(c);
  const words = plain ? describePlainAnswer(plain) : null;
  const running = quick === 'running' || quick === 'pending' || quick === 'starting';
  const viewName = view === 'normal' ? T.normalGame : SOLO_NAME[view];
  return (
    <section class="an-answer" aria-labelledby="answer-heading" data-testid="answer">
      <h2 id="answer-heading">{T.answerHeading}</h2>
      <div role="status" class="an-answer-words">
        {words && !running ? (
          <>
            <p class="an-verdict" data-testid="answer-verdict">
              {words.verdict}
            </p>
            <p data-testid="answer-reason">{words.reason}</p>
          </>
        ) : (
          !running && (
            <>
              <p>{ended(quick, c)}</p>
              <p>{c.instant?.best ? T.instantBest(SOLO_NAME[c.instant.best]) : T.instantNone}</p>
            </>
          )
        )}
      </div>
      {running && (
        <div class="an-status">
          <p aria-hidden="true">{c.quick.phase === 'keyCards' || quick !== 'running' ? T.answerCards : T.answerWorking(c.quick.done, c.samples)}</p>
          {quick === 'running' && (
            <>
              <progress aria-label={T.progressLabel} max={c.quick.phase === 'keyCards' ? c.quick.total : c.samples} value={c.quick.done} />
              <button type="button" class="btn btn-quiet" onClick={onCancel}>
                {T.cancel}
              </button>
            </>
          )}
        </div>
      )}
      {(quick === 'cancelled' || quick === 'failed') && (
        <button type="button" class="btn btn-quiet" onClick={onRun}>
          {T.rerun}
        </button>
      )}
      {c.instant && c.instant.options.length > 0 && (
        <>
          <h3>{T.optionsHeading}</h3>
          <ul data-testid="hand-options">
            {c.instant.options.map((o) => (
              <li key={o.code}>{describeOption(o)}</li>
            ))}
          </ul>
        </>
      )}
      <p class="an-view">
        {T.viewLabel}:{' '}
        <span class="an-view-name" data-testid="view-name">
          {viewName}
        </span>{' '}
        {view !== 'normal' && (
          <button type="button" class="btn btn-quiet" onClick={() => onView('normal')}>
            {T.normalGame}
          </button>
        )}
      </p>
      <div data-testid="parsed-hand">
        <CardRow cards={sorted} trumps={trumps} label={`${T.parsedHeading}, ${viewName}`} />
      </div>
    </section>
  );
}
