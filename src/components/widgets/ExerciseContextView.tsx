import type { RuleSet } from '../../engine/rules.ts';
import type { ExerciseContext } from '../../content/exercises/context.ts';
import { evaluateDeal, sheetDeal } from '../../machines/scoreSheetFacts.ts';
import { partyMarkText } from '#words/site';
import { contextText as t } from '#words/learn';
import { levelWord } from '#words/common';
import { seatName } from '#words/seats';
import { CardFace, CardRow } from '../cards/Card.tsx';
import { SheetFacts } from './ScoreSheetParts.tsx';
import { WhoIsRePosition } from './WhoIsRePosition.tsx';
import './lessons5to10.css';

/**
 * The static part of an exercise's position (src/content/exercises/context.ts): rendered when
 * a lesson is built, and in the browser where a problem set runs or prints the exercise.
 */
export function ExerciseContextView({ context: c, rules }: { context: ExerciseContext; rules: RuleSet }) {
  switch (c.kind) {
    case 'trickSoFar':
      return (
        <div class="context-trick">
          <p class="area-label" aria-hidden="true">
            {t.trickSoFar}
          </p>
          {c.cards.length ? <CardRow cards={c.cards} trumps={c.trumps} label={t.trickSoFar} /> : <p class="muted">{t.youLead}</p>}
        </div>
      );
    case 'position':
      return <WhoIsRePosition state={c.state} viewer={c.viewer} showHand={c.showHand} you={c.you} basic={c.basic} partnerFound={c.partnerFound} />;
    case 'cards':
      return <CardRow cards={c.cards} trumps={c.trumps} label={{ count: t.cardsToCount, hand: t.theHand, card: t.theCard }[c.what]} />;
    case 'sheet': {
      const deal = sheetDeal(c.deal);
      const scored = evaluateDeal(deal, rules);
      return scored.ok ? <SheetFacts deal={deal} result={scored.result} /> : null;
    }
    case 'calls':
      return (
        <dl class="deal-facts">
          <div>
            <dt>{t.calls}</dt>
            <dd>
              Re: {levelWord('re', c.re)} · Kontra: {levelWord('kontra', c.kontra)}
            </dd>
          </div>
        </dl>
      );
    case 'said':
      return (
        <p class="l5-contract">
          <strong>{t.saidSoFar}</strong>{' '}
          {c.said.map((x, i) => (
            <>
              {i > 0 && ' · '}
              {seatName(x.seat)}: {x.reservation ? t.vorbehalt : t.gesund}
            </>
          ))}
        </p>
      );
    case 'trickSeats':
      return (
        <ol class="card-row context-seats" aria-label={t.trickInOrder}>
          {c.cards.map((x) => (
            <li>
              <CardFace id={x.card} trump={x.trump} />
              <span class="l5-card-seat">
                {seatName(x.seat)} ({partyMarkText[x.re ? 're' : 'kontra']})
              </span>
            </li>
          ))}
        </ol>
      );
  }
}
