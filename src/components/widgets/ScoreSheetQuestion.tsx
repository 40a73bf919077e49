import { useMachine } from '@xstate/react';
import { useState } from 'preact/hooks';
import { targetPoints } from '../../engine/scoring.ts';
import {
  framed,
  scoringExerciseRules,
  type DealWinnerExercise,
  type SeatScoreExercise,
  type TargetExercise,
} from '../../content/exercises/lessons11to17.ts';
import { levelWord, PARTY_WORD, questionText as t, signed, targetWhy } from '../../i18n/en-scoring.ts';
import { questionMachine } from '../../machines/question.ts';
import { readScore } from '../../machines/scoreSheet.ts';
import { evaluateDeal, sheetDeal } from '../../machines/scoreSheetFacts.ts';
import { ExerciseFrame } from './ExerciseFrame.tsx';
import { DealFacts, ScoreLinesTable, SeatScores } from './ScoreSheetParts.tsx';
import './ScoreSheet.css';

type Props = { exercise: TargetExercise | DealWinnerExercise | SeatScoreExercise };
type Choice = 're' | 'kontra' | 'none';
const CHOICES: readonly Choice[] = ['re', 'kontra', 'none'];
const choiceWord = (c: Choice) => (c === 'none' ? t.none : PARTY_WORD[c]);

/**
 * One question about a deal, answered by the engine: how many points a party needs
 * (`targetPoints`), who won (`scoreDeal`'s winner), or one player's score (`seatScores`).
 * Once solved, the engine's full sheet explains the answer.
 */
export default function ScoreSheetQuestion({ exercise: ex }: Props) {
  const rules = scoringExerciseRules(ex);
  const deal = ex.kind === 'targetPoints' ? null : sheetDeal(ex.deal);
  const evaluation = deal ? evaluateDeal(deal, rules) : null;
  const result = evaluation?.ok ? evaluation.result : null;
  const target = ex.kind === 'targetPoints' ? targetPoints(ex.party, ex.reLevel, ex.kontraLevel) : null;
  const answer =
    ex.kind === 'targetPoints'
      ? target && 'points' in target
        ? String(target.points)
        : ''
      : ex.kind === 'dealWinner'
        ? (result?.winner ?? 'none')
        : String(result?.scores[ex.seat] ?? '');
  const [snap, send] = useMachine(questionMachine, { input: { answer, hintCount: ex.hints.length } });
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const solved = snap.matches('solved');
  const wrong = snap.matches('wrong');
  const given = snap.context.given ?? '';
  const numeric = ex.kind !== 'dealWinner';
  const inputId = `answer-${ex.id}`;

  const shown = (a: string) => (ex.kind === 'dealWinner' ? choiceWord(a as Choice) : ex.kind === 'seatScore' ? signed(Number(a)) : a);
  const why = ex.kind === 'targetPoints' ? targetWhy(ex.party, ex.reLevel, ex.kontraLevel) : '';
  const feedback = invalid ? t.notANumber : solved ? `${t.right} ${why}`.trim() : wrong ? t.wrong(shown(given)) : '';

  return (
    <ExerciseFrame
      exercise={framed(ex)}
      solved={solved}
      mistakes={snap.context.mistakes}
      hints={snap.context.hints}
      onHint={() => send({ type: 'HINT' })}
      onReset={() => {
        setValue('');
        setInvalid(false);
        send({ type: 'RESET' });
      }}
      feedback={feedback}
      feedbackTone={solved ? 'good' : invalid || wrong ? 'bad' : 'neutral'}
    >
      <div class="score-question" data-state={String(snap.value)}>
        {ex.kind === 'targetPoints' ? (
          <dl class="deal-facts">
            <div>
              <dt>Calls</dt>
              <dd>
                Re: {levelWord('re', ex.reLevel)} · Kontra: {levelWord('kontra', ex.kontraLevel)}
              </dd>
            </div>
          </dl>
        ) : (
          deal && result && <DealFacts deal={deal} result={result} />
        )}
        {numeric ? (
          <form
            class="answer-form"
            onSubmit={(e) => {
              e.preventDefault();
              const n = ex.kind === 'seatScore' ? readScore(value) : /^\s*\d+\s*$/.test(value) ? Number(value) : null;
              if (n === null) {
                setInvalid(true);
                return;
              }
              setInvalid(false);
              send({ type: 'ANSWER', value: String(n) });
            }}
          >
            <label for={inputId}>{ex.kind === 'targetPoints' ? `Card points ${PARTY_WORD[ex.party]} needs` : t.answerLabel}</label>
            <input
              id={inputId}
              type="text"
              inputMode={ex.kind === 'seatScore' ? 'text' : 'numeric'}
              autoComplete="off"
              size={5}
              value={value}
              readOnly={solved}
              onInput={(e) => setValue((e.target as HTMLInputElement).value)}
            />
            <button type="submit" class="btn" disabled={solved}>
              {t.check}
            </button>
          </form>
        ) : (
          <div class="choice-row" role="group" aria-label={t.whoWins}>
            {CHOICES.map((c) => (
              <button
                key={c}
                type="button"
                class={`btn btn-quiet choice-btn${wrong && given === c ? ' is-wrong' : ''}${solved && answer === c ? ' is-right' : ''}`}
                aria-pressed={given === c}
                disabled={solved}
                onClick={() => send({ type: 'ANSWER', value: c })}
              >
                {choiceWord(c)}
              </button>
            ))}
          </div>
        )}
        {solved && result && (
          <div class="engine-sheet">
            <ScoreLinesTable result={result} />
            <SeatScores result={result} />
          </div>
        )}
      </div>
    </ExerciseFrame>
  );
}
