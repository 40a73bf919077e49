/**
 * A lesson exercise on paper: the worksheet shows its situation, goal and position (the
 * lesson's own views) with what to choose from and room to write; the key gives the answer the
 * engine prepared for the lesson (the right cards or choices with their reasons, the number,
 * the sorted hand, each player's party, the score sheet) and the exercise's explanation.
 */
import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import type { CardId } from '../../engine/cards.ts';
import { sortHand } from '../../engine/order.ts';
import { SEATS } from '../../engine/parties.ts';
import type { PreparedExercise } from '../../content/exercises/island.ts';
import type { Item } from '../../content/exercises/verdicts.ts';
import { itemText, numberLabelText, partyWhyText, reasonText, settingText, type TextOptions } from '#words/exercises';
import { partyMarkText } from '#words/site';
import { listWords } from '#words/quiz';
import { setsText } from '#words/sets';
import { seatName } from '#words/seats';
import { CardRow } from '../cards/Card.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { useLessonExercise } from './LessonExercise.tsx';
import type { ExerciseEntry } from './resolve.ts';

const t = setsText.print;

type Views = Extract<ReturnType<typeof useLessonExercise>, { state: 'ready' }>['parts'];

/** Loads the exercise and hands it over; says so when it cannot be loaded. */
function Loaded({
  exercise,
  onDone,
  children,
}: {
  exercise: ExerciseEntry;
  onDone?: () => void;
  children: (p: PreparedExercise, v: Views) => ComponentChildren;
}) {
  const s = useLessonExercise(exercise.id, false);
  useEffect(() => {
    if (s.state !== 'loading') onDone?.();
  }, [s.state]);
  if (s.state === 'loading') return <p class="muted">{setsText.exercise.loading}</p>;
  if (s.state === 'failed') return <p class="notice">{t.exerciseFailed(s.message)}</p>;
  return <>{children(s.prepared, s.parts)}</>;
}

const cardsOf = (items: readonly Item[]): CardId[] => items.flatMap((i) => (i.kind === 'card' ? [i.card] : []));

function Head({ p, v }: { p: PreparedExercise; v: Views }) {
  return (
    <>
      <p class="quiz-meta">{settingText(p.data.frame.setting)}</p>
      <p class="quiz-prompt">{p.data.frame.goal}</p>
      {p.context && (
        <div class="exercise-context">
          <v.Context context={p.context} rules={p.rules} />
        </div>
      )}
    </>
  );
}

function WriteLines({ label, lines = 2 }: { label: string; lines?: number }) {
  return (
    <div class="write-lines">
      <p class="write-label">{label}:</p>
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} class="write-line" aria-hidden="true" />
      ))}
    </div>
  );
}

function Task({ p, o }: { p: PreparedExercise; o: TextOptions }) {
  switch (p.widget) {
    case 'pickOne':
    case 'selectAll': {
      const { items, inTrick, prompt } = p.data;
      const cards = cardsOf(items);
      const allCards = cards.length === items.length;
      return (
        <>
          {allCards ? (
            <CardRow
              cards={cards}
              trumps={prompt === 'play' ? items.flatMap((i) => (i.kind === 'card' && i.trump ? [i.card] : [])) : []}
              label={p.data.frame.goal}
            />
          ) : (
            <ul class="print-choices">
              {items.map((_, i) => (
                <li key={i}>☐ {itemText(items, i, o, inTrick)}</li>
              ))}
            </ul>
          )}
          <p>{p.widget === 'pickOne' ? t.pickOne(allCards) : t.selectAll(allCards)}</p>
        </>
      );
    }
    case 'number':
      return <WriteLines label={numberLabelText(p.data.label, null)} lines={1} />;
    case 'order':
      return (
        <>
          <CardRow cards={p.data.hand} trumps={[]} label={p.data.frame.goal} />
          <WriteLines label={t.orderTask} lines={2} />
        </>
      );
    case 'parties':
      return (
        <>
          <p>{t.partiesTask}</p>
          <ul class="print-choices">
            {SEATS.map((s) => (
              <li key={s}>
                {seatName(s, p.data.viewer)}: {t.partiesChoices}
              </li>
            ))}
          </ul>
        </>
      );
    case 'reservation': {
      const hand = p.data.hands[p.data.learner];
      return (
        <>
          <CardRow cards={hand} trumps={[]} label={t.handShown} />
          <WriteLines label={t.reservationTask} lines={2} />
        </>
      );
    }
    case 'sheet':
      return <WriteLines label={t.sheetTask} lines={4} />;
  }
}

export function ExerciseWorksheet({ exercise }: { exercise: ExerciseEntry }) {
  const { faces } = useSettings().settings;
  return (
    <Loaded exercise={exercise}>
      {(p, v) => (
        <>
          <Head p={p} v={v} />
          <Task p={p} o={{ faces, viewer: null }} />
        </>
      )}
    </Loaded>
  );
}

function Answer({ p, v, o }: { p: PreparedExercise; v: Views; o: TextOptions }) {
  switch (p.widget) {
    case 'pickOne':
    case 'selectAll': {
      const { items, verdicts, inTrick } = p.data;
      const viewer = items[0]?.kind === 'choice' ? items[0].viewer : null;
      const oo = { ...o, viewer };
      const right = items.map((_, i) => i).filter((i) => verdicts[i].ok);
      return (
        <>
          <p class="key-answer">
            {t.keyCard}: {right.length ? listWords(right.map((i) => itemText(items, i, oo, inTrick))) : t.noneRight}
          </p>
          {right.map((i) => (
            <p key={i}>{verdicts[i].why.map((r) => reasonText(r, oo)).join(' ')}</p>
          ))}
          {p.data.play && (
            <p>
              <strong>{t.ruleOfThumb}:</strong> {p.data.play.ruleOfThumb}
            </p>
          )}
        </>
      );
    }
    case 'number':
      return (
        <>
          <p class="key-answer">
            {numberLabelText(p.data.label, null)}: {p.data.answer}
          </p>
          <p>{reasonText(p.data.why, o)}</p>
        </>
      );
    case 'order': {
      const sorted = sortHand(p.data.hand, p.data.order);
      return <CardRow cards={sorted} trumps={sorted.filter((c) => p.data.order.suit[c] === 'T')} label={t.sorted} />;
    }
    case 'parties':
      return (
        <ul class="print-choices">
          {SEATS.map((s, i) => (
            <li key={s}>
              <strong>
                {seatName(s, p.data.viewer)}: {partyMarkText[p.data.expected[i]]}
              </strong>{' '}
              {partyWhyText(s, p.data.evidence[i], { ...o, viewer: p.data.viewer })}
            </li>
          ))}
        </ul>
      );
    case 'reservation':
      return null;
    case 'sheet':
      return <v.Reveal reveal={{ kind: 'sheet', deal: p.data.deal }} rules={p.rules} />;
  }
}

export function ExerciseKey({ exercise, onDone }: { exercise: ExerciseEntry; onDone: () => void }) {
  const { faces } = useSettings().settings;
  return (
    <Loaded exercise={exercise} onDone={onDone}>
      {(p, v) => (
        <>
          <p class="quiz-prompt">{p.data.frame.goal}</p>
          <Answer p={p} v={v} o={{ faces, viewer: null }} />
          {p.reveal && <v.Reveal reveal={p.reveal} rules={p.rules} />}
          <p>
            <strong>{t.explanation}:</strong> {p.data.frame.explanation}
          </p>
        </>
      )}
    </Loaded>
  );
}
