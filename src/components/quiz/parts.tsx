/** Pieces the quiz pages share: small cards, a list of tricks, hints, the deal download, notices. */
import type { ComponentChildren } from 'preact';
import { suitOf, type CardId } from '../../engine/cards.ts';
import type { MadeAnnouncement, Trick } from '../../engine/deal.ts';
import { nextSeat } from '../../engine/parties.ts';
import { DDV_RULES, type RuleSet } from '../../engine/rules.ts';
import { HINT_STEPS } from '../../engine/quiz/rating.ts';
import { ruleBarLabels } from '../../i18n/en.ts';
import { cardName, cardShort } from '../../i18n/names.ts';
import { drillText, quizText, seatName, CALL_WORD } from '../../i18n/en-quiz.ts';
import { StorageNotice } from '../storage/StorageNotice.tsx';
import type { StoreSpec } from '../storage/store.ts';
import { QUIZ_STORE } from './store.ts';

/** A card as a small inline chip: suit symbol and rank, the full name for screen readers. */
export function MiniCard({ id, trump }: { id: CardId; trump?: boolean }) {
  return (
    <span class={`mini-card suit-${suitOf(id)}${trump ? ' is-trump' : ''}`} data-card={id}>
      <span class="face-fr" aria-hidden="true">{cardShort(id, { faces: 'french' })}</span>
      <span class="face-de" aria-hidden="true">{cardShort(id, { faces: 'german' })}</span>
      <span class="sr-only face-fr">{cardName(id, { faces: 'french' })}</span>
      <span class="sr-only face-de">{cardName(id, { faces: 'german' })}</span>
    </span>
  );
}

/**
 * Tricks as a list: who led, each player's card, who won. Calls appear before the card they
 * preceded. `offset` numbers the first trick shown.
 */
export function TrickList({
  tricks,
  announcements = [],
  showWinner = true,
  label,
}: {
  tricks: readonly Trick[];
  announcements?: readonly MadeAnnouncement[];
  showWinner?: boolean;
  label: string;
}) {
  if (tricks.length === 0) return <p class="muted">{drillText.noTricks}</p>;
  return (
    <ol class="trick-list" aria-label={label}>
      {tricks.map((t, i) => {
        const calls = (j: number) => announcements.filter((a) => a.cardsPlayed === i * 4 + j);
        return (
          <li key={i} class="trick-row" data-trick={i + 1}>
            <span class="trick-head">{drillText.trickLine(i + 1, t.leader)}</span>
            <span class="trick-cards">
              {t.cards.map((c, j) => {
                const seat = nextSeat(t.leader, j);
                return (
                  <span key={j} class={`trick-play${showWinner && t.winner === seat ? ' is-winner' : ''}`}>
                    {calls(j).map((a, k) => (
                      <span key={k} class="call-chip">
                        {seatName(a.seat)}: “{CALL_WORD[a.call]}”
                      </span>
                    ))}
                    <span class="play-seat">{seatName(seat)}</span> <MiniCard id={c} />
                  </span>
                );
              })}
            </span>
            {showWinner && t.winner !== null && <span class="trick-winner">{drillText.wonBy(t.winner)}</span>}
          </li>
        );
      })}
    </ol>
  );
}

/** The rules a question is played under, as the rule bar shows them. */
export function RulesLine({ rules }: { rules: RuleSet }) {
  const labels = ruleBarLabels(rules, DDV_RULES);
  return (
    <p class="quiz-meta">
      {quizText.common.rules}: {labels.length ? labels.join(', ') : quizText.common.ddv}
    </p>
  );
}

/** Download the deal behind the question as a doko-deal/1 file. */
export function DownloadDeal({ record, name }: { record: Record<string, unknown>; name: string }) {
  const href = `data:application/json;charset=utf-8,${encodeURIComponent(`${JSON.stringify(record, null, 2)}\n`)}`;
  return (
    <a class="btn btn-quiet download-deal" href={href} download={`${name}.json`}>
      {quizText.common.download}
    </a>
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

export function Feedback({ tone, children }: { tone: 'good' | 'bad' | 'neutral'; children: ComponentChildren }) {
  return (
    <div class={`feedback tone-${tone}`} role="status">
      {children}
    </div>
  );
}

