import { useMachine } from './useMachine.ts';
import { useEffect } from 'preact/hooks';
import { cardKinds, sumPoints, type CardId } from '../../engine/cards.ts';
import { sortHand, type OrderKind } from '../../engine/order.ts';
import { DDV_RULES } from '../../engine/rules.ts';
import { ruleBarLabels, trickWhyText, widgetText } from '#words/site';
import { playgroundText } from '#words/playground';
import { cardName } from '../../i18n/runtime/names.ts';
import { copiesLeft, TRICK_SIZE, trickMachine } from '../../machines/trickPlayground.ts';
import { CardFace } from '../cards/Card.tsx';
import { Hand, type HandCard } from '../cards/Hand.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { ContractSelect } from './ContractSelect.tsx';
import { localPath } from '../../i18n/runtime/current.ts';

const t = playgroundText;

/** Play four cards and see who wins and why, under the learner's house rules. */
export default function TrickPlayground({ cards = [], kind = 'normal', uid = 'playground' }: { cards?: CardId[]; kind?: OrderKind; uid?: string }) {
  const { settings } = useSettings();
  const [snap, send] = useMachine(trickMachine, { input: { kind, rules: DDV_RULES, cards } });
  useEffect(() => send({ type: 'RULES', rules: settings.rules }), [settings.rules]);
  const c = snap.context;
  const complete = snap.matches('complete');
  const palette: HandCard[] = sortHand(cardKinds(c.rules), c.order).map((id) => {
    const left = copiesLeft(c, id);
    return { id, trump: c.order.suit[id] === 'T', disabled: left === 0 || complete, mark: left === 0 ? 'used' : undefined };
  });
  const labels = ruleBarLabels(c.rules, DDV_RULES);
  const winner = c.outcome?.winner ?? -1;

  return (
    <section class="widget playground" aria-labelledby={`${uid}-title`} data-state={String(snap.value)}>
      <header class="exercise-head">
        <h3 id={`${uid}-title`}>{t.title}</h3>
      </header>
      <p class="exercise-meta">
        {widgetText.ladder.currentRules}: <span data-testid="playground-rules">{labels.length ? labels.join(', ') : widgetText.ddvOnly}</span> ·{' '}
        <a href={localPath('/settings/')}>{widgetText.settingsLink}</a>
      </p>
      <div class="playground-controls">
        <ContractSelect id={`${uid}-contract`} value={c.kind} onChange={(k) => send({ type: 'KIND', kind: k })} />
        <label class="check">
          <input type="checkbox" checked={c.lastTrick} onChange={(e) => send({ type: 'LAST_TRICK', value: (e.target as HTMLInputElement).checked })} />
          {t.lastTrick}
        </label>
      </div>
      <h4 class="area-label" id={`${uid}-trick`}>
        {t.trick}
      </h4>
      <ol class="trick-slots" aria-labelledby={`${uid}-trick`}>
        {Array.from({ length: TRICK_SIZE }, (_, i) => (
          <li key={i} class={`slot${i === winner ? ' is-winner' : ''}`}>
            <span class="slot-label">{t.seat(i + 1)}</span>
            {c.cards[i] ? (
              <span class="slot-card">
                <CardFace id={c.cards[i]} trump={c.order.suit[c.cards[i]] === 'T'} />
                {i === winner && (
                  <span class="card-badge" aria-hidden="true">
                    ★
                  </span>
                )}
              </span>
            ) : (
              <span class="slot-empty">
                <span class="sr-only">{t.empty}</span>
              </span>
            )}
          </li>
        ))}
      </ol>
      <p class={`feedback ${complete ? 'tone-good' : 'tone-neutral'}`} role="status" data-testid="playground-result">
        {complete && c.outcome ? (
          <>
            <strong>{t.winner(winner + 1, cardName(c.cards[winner], { faces: settings.faces }))}</strong>{' '}
            {trickWhyText(c.outcome.why, { faces: settings.faces })} {t.points(sumPoints(c.cards))}
          </>
        ) : (
          t.pickFour(c.cards.length)
        )}
      </p>
      <div class="exercise-actions">
        <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'UNDO' })} disabled={c.cards.length === 0}>
          {t.undo}
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'CLEAR' })} disabled={c.cards.length === 0}>
          {t.clear}
        </button>
      </div>
      <h4 class="area-label">{t.palette}</h4>
      <Hand cards={palette} label={t.palette} onPick={(i) => send({ type: 'PLAY', card: palette[i].id })} class="palette" />
    </section>
  );
}
