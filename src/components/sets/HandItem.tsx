/**
 * A hand to analyse in a set: the student says what he would play, choosing among the games
 * the engine says the hand can lead to (with both ♣Q: a marriage or a silent solo, never a
 * normal game), then the analyser (the site's own, with the hand and rules pinned) shows why;
 * the answer is graded by the engine's rule (engine/quiz/hand.ts) against the simulation's
 * recommendation once it is in.
 */
import { useRef, useState } from 'preact/hooks';
import type { Recommendation } from '../../engine/analysis/analyse.ts';
import type { CardId } from '../../engine/cards.ts';
import { cardOrder, sortHand } from '../../engine/order.ts';
import { gradeHand, handChoices, type HandChoice, type HandGrade } from '../../engine/quiz/hand.ts';
import type { RuleSet } from '../../engine/rules.ts';
import { setsText } from '#words/sets';
import Analyser from '../analyse/Analyser.tsx';
import { CardRow } from '../cards/Card.tsx';
import { RulesLine } from '../quiz/parts.tsx';

const t = setsText.hand;

export function HandItem({ text, hand, rules, onAnswer }: { text: string; hand: readonly CardId[]; rules: RuleSet; onAnswer: (credit: number) => void }) {
  const [pick, setPick] = useState<HandChoice | null>(null);
  const [answer, setAnswer] = useState<HandChoice | null>(null);
  const [missing, setMissing] = useState(false);
  const [grade, setGrade] = useState<HandGrade | null>(null);
  const graded = useRef(false);
  const order = cardOrder('normal', rules);
  const sorted = sortHand(hand, order);
  const choices = handChoices(hand, rules);
  const onRecommendation = (r: Recommendation) => {
    if (answer === null) return;
    const g = gradeHand(hand, rules, r.contract, answer);
    setGrade(g);
    if (!graded.current) {
      graded.current = true;
      onAnswer(g.ok ? g.credit / 100 : 0);
    }
  };
  const right = grade?.ok === true && grade.credit === 100;
  return (
    <div class="quiz-question set-hand">
      <RulesLine rules={rules} />
      <CardRow cards={sorted} trumps={sorted.filter((c) => order.suit[c] === 'T')} label={setsText.print.handShown} />
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setMissing(pick === null);
          if (pick !== null) setAnswer(pick);
        }}
      >
        <fieldset class="choice-group" disabled={answer !== null}>
          <legend>{t.question}</legend>
          {choices.includes('marriage') && <p class="choice-note">{t.bothQueens}</p>}
          {choices.map((c) => (
            <label key={c} class="choice">
              <input type="radio" name="hand-choice" value={c} checked={pick === c} onChange={() => setPick(c)} /> {t.choice(c)}
            </label>
          ))}
        </fieldset>
        {missing && (
          <p class="field-error" role="alert">
            {t.pick}
          </p>
        )}
        {answer === null && (
          <button type="submit" class="btn">
            {t.answer}
          </button>
        )}
      </form>
      {answer !== null && (
        <>
          <div class={`feedback tone-${grade === null ? 'neutral' : right ? 'good' : 'bad'}`} role="status" data-testid="hand-feedback">
            <p>
              {t.yourChoice(t.choice(answer))}{' '}
              {grade === null ? t.waiting : !grade.ok ? t.notAChoice : grade.why === 'key' ? t.agree : t.differ(t.choice(grade.key))}
            </p>
            {grade?.ok && grade.why === 'silentIsTheSolo' && <p>{t.silentIsTheSolo}</p>}
          </div>
          <h3>{t.analysis}</h3>
          <Analyser fixed={{ text, rules, onRecommendation }} />
        </>
      )}
    </div>
  );
}
