/**
 * A hand to analyse in a set: the student says what he would play, then the analyser (the
 * site's own, with the hand and rules pinned) shows why; the answer is graded against the
 * simulation's recommendation once it is in.
 */
import { useRef, useState } from 'preact/hooks';
import type { Recommendation } from '../../engine/analysis/analyse.ts';
import type { CardId } from '../../engine/cards.ts';
import { cardOrder, sortHand, SOLO_KINDS, type SoloKind } from '../../engine/order.ts';
import type { RuleSet } from '../../engine/rules.ts';
import { setsText } from '../../i18n/en-sets.ts';
import Analyser from '../analyse/Analyser.tsx';
import { CardRow } from '../cards/Card.tsx';
import { RulesLine } from '../quiz/parts.tsx';

const t = setsText.hand;
type Choice = SoloKind | 'normal';

const choiceName = (c: Choice) => (c === 'normal' ? t.normal : t.solo(c));

export function HandItem({ text, hand, rules, onAnswer }: { text: string; hand: readonly CardId[]; rules: RuleSet; onAnswer: (credit: number) => void }) {
  const [pick, setPick] = useState<Choice | null>(null);
  const [answer, setAnswer] = useState<Choice | null>(null);
  const [missing, setMissing] = useState(false);
  const [best, setBest] = useState<Choice | null>(null);
  const graded = useRef(false);
  const order = cardOrder('normal', rules);
  const sorted = sortHand(hand, order);
  const onRecommendation = (r: Recommendation) => {
    const b: Choice = r.contract ?? 'normal';
    setBest(b);
    if (!graded.current && answer !== null) {
      graded.current = true;
      onAnswer(b === answer ? 1 : 0);
    }
  };
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
          {(['normal', ...SOLO_KINDS] as const).map((c) => (
            <label key={c} class="choice">
              <input type="radio" name="hand-choice" value={c} checked={pick === c} onChange={() => setPick(c)} /> {choiceName(c)}
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
          <div class={`feedback tone-${best === null ? 'neutral' : best === answer ? 'good' : 'bad'}`} role="status" data-testid="hand-feedback">
            <p>
              {t.yourChoice(choiceName(answer))} {best === null ? t.waiting : best === answer ? t.agree : t.differ(choiceName(best))}
            </p>
          </div>
          <h3>{t.analysis}</h3>
          <Analyser fixed={{ text, rules, onRecommendation }} />
        </>
      )}
    </div>
  );
}
