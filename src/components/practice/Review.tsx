/** Post-deal review: trick by trick with all hands open; the learner's chosen cards judged by sampling. */
import { useEffect, useMemo, useState } from 'preact/hooks';
import type { DealState } from '../../engine/deal.ts';
import { currentOrder } from '../../engine/deal.ts';
import { cardOrder, sortHand } from '../../engine/order.ts';
import { nextSeat } from '../../engine/parties.ts';
import type { Faces } from '../../i18n/runtime/names.ts';
import { seatName, tableText as t } from '#words/practice';
import { choiceTricks, judgeCard, reviewTricks, type CardJudgement } from '../../machines/practiceReview.ts';
import { LEARNER } from '../../machines/practiceDeal.ts';
import { CardFace, CardRow } from '../cards/Card.tsx';

/** Samples per card: enough to separate clear mistakes, small enough to stay quick in the page. */
const SAMPLES = 100;

export function Review({ state, faces }: { state: DealState; faces: Faces }) {
  const tricks = reviewTricks(state);
  const leads = useMemo(() => choiceTricks(state, LEARNER), [state]);
  const [at, setAt] = useState(0);
  const [judged, setJudged] = useState<Record<number, CardJudgement | null>>({});
  const order = currentOrder(state) ?? cardOrder('normal', state.rules);
  const trumps = order.trumps;

  // One card per task, so that the page stays responsive while the samples run.
  useEffect(() => {
    let cancelled = false;
    let i = 0;
    const step = () => {
      if (cancelled || i >= leads.length) return;
      const n = leads[i++];
      const j = judgeCard(state, n, LEARNER, { samples: SAMPLES });
      setJudged((prev) => ({ ...prev, [n]: j }));
      setTimeout(step, 0);
    };
    const id = setTimeout(step, 0);
    return () => {
      cancelled = true;
      clearTimeout(id);
    };
  }, [state]);

  const done = leads.filter((n) => n in judged).length;
  const costly = leads.filter((n) => judged[n]?.better);
  const rt = tricks[at];
  const judgement = (n: number) => {
    if (!(n in judged)) return null;
    const j = judged[n];
    const card = judged[n]?.card ?? state.tricks[n - 1].cards[(LEARNER - state.tricks[n - 1].leader + 4) % 4];
    if (!j) return t.notJudged(card, faces);
    return j.better ? t.costly(card, j.better.card, faces, j.better.points, j.samples) : t.fine(card, faces, j.samples);
  };

  return (
    <section class="review" aria-labelledby="review-h" data-testid="review">
      <h2 id="review-h">{t.reviewTitle}</h2>
      <p class="muted">{t.reviewNote}</p>
      <p role="status" data-testid="review-progress">
        {done < leads.length ? t.judging(done, leads.length) : t.judged(leads.length)}
      </p>
      {done === leads.length && (
        <div>
          <h3>{t.costlyLeads}</h3>
          {costly.length === 0 ? (
            <p>{t.noCostly}</p>
          ) : (
            <ul data-testid="costly-leads">
              {costly.map((n) => (
                <li key={n}>
                  <button type="button" class="btn btn-quiet" onClick={() => setAt(n - 1)}>
                    {t.trick(n)}
                  </button>{' '}
                  {judgement(n)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      <div class="review-nav">
        <button type="button" class="btn btn-quiet" disabled={at === 0} onClick={() => setAt(at - 1)}>
          {t.prevTrick}
        </button>
        <span data-testid="review-at">{t.reviewTrick(at + 1, tricks.length)}</span>
        <button type="button" class="btn btn-quiet" disabled={at === tricks.length - 1} onClick={() => setAt(at + 1)}>
          {t.nextTrick}
        </button>
      </div>
      <figure class="trick">
        <figcaption>
          {t.leads(rt.trick.leader)} · {t.wins(rt.trick.winner!)}
        </figcaption>
        <ul class="trick-grid">
          {rt.trick.cards.map((c, j) => {
            const seat = nextSeat(rt.trick.leader, j);
            const mark = seat === LEARNER && judged[rt.number]?.better;
            return (
              <li key={j} class={`${rt.trick.winner === seat ? 'is-winner' : ''}${mark ? ' is-costly' : ''}`}>
                <CardFace id={c} trump={trumps.includes(c)} />
                <span class="trick-who">{seatName(seat)}</span>
              </li>
            );
          })}
        </ul>
      </figure>
      {judgement(rt.number) && (
        <p class={judged[rt.number]?.better ? 'notice' : ''} data-testid="review-judgement">
          {judgement(rt.number)}
        </p>
      )}
      <h3>{t.handsBefore}</h3>
      {rt.hands.map((h, seat) => (
        <div key={seat} class="review-hand">
          <p>{t.handOf(seat)}</p>
          <CardRow cards={sortHand(h, order)} trumps={trumps} label={t.handOf(seat)} />
        </div>
      ))}
    </section>
  );
}
