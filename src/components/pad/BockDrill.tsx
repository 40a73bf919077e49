/**
 * The Bock round drill: an evening's deals that started Bock rounds, and what a later deal counts.
 * The answer and each round's reach are the engine's (bockDrill.ts); a wrong answer is
 * explained by the rounds that cover the deal and those that do not.
 */
import { useState } from 'preact/hooks';
import { BOCK_EVENT_WORD, bockPage as t } from '#words/pad';
import { bockAnswer, bockReaches, BOCK_CHOICES, BOCK_SCENARIOS } from './bockDrill.ts';

export default function BockDrill() {
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<number | null>(null);
  const s = BOCK_SCENARIOS[index];
  const answer = bockAnswer(s);
  const next = () => {
    setIndex((index + 1) % BOCK_SCENARIOS.length);
    setPicked(null);
  };
  return (
    <form class="pad-drill" data-testid="bock-drill" onSubmit={(e) => e.preventDefault()}>
      <p class="muted">{t.progress(index + 1, BOCK_SCENARIOS.length)}</p>
      <p>{t.scenario(s.players)}</p>
      <ul>
        {s.starts.map((x) => (
          <li key={x.deal}>
            {t.started(
              x.deal,
              x.events.map((e) => BOCK_EVENT_WORD[e]),
            )}
          </li>
        ))}
      </ul>
      <fieldset class="pad-group">
        <legend>{t.drillLegend(s.ask)}</legend>
        <div class="pad-buttons">
          {BOCK_CHOICES.map((f) => (
            <button type="button" key={f} class="pad-btn" aria-pressed={picked === f} disabled={picked !== null && picked !== f} onClick={() => setPicked(f)}>
              {t.choice(f)}
            </button>
          ))}
        </div>
      </fieldset>
      <div class={`feedback ${picked === null ? '' : picked === answer ? 'tone-good' : 'tone-bad'}`} role="status">
        {picked !== null && (
          <>
            <p>
              <strong>{picked === answer ? t.right(answer) : t.wrong(answer)}</strong>
            </p>
            <ul>
              {bockReaches(s).map((r) => (
                <li key={`${r.deal}-${r.event}`}>{t.reach(r.deal, r.first, r.last, r.covers, s.ask)}</li>
              ))}
            </ul>
          </>
        )}
      </div>
      {picked !== null && (
        <p>
          <button type="button" class="btn" onClick={next}>
            {t.another}
          </button>
        </p>
      )}
    </form>
  );
}
