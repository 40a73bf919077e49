import { useMachine } from './useMachine.ts';
import { useEffect } from 'preact/hooks';
import { SUITS } from '../../engine/cards.ts';
import { DDV_RULES } from '../../engine/rules.ts';
import type { OrderKind } from '../../engine/order.ts';
import { contractName, ruleBarLabels, widgetText } from '#words/site';
import { suitName } from '../../i18n/runtime/names.ts';
import { ladderMachine } from '../../machines/ladder.ts';
import { CardFace, CardRow } from '../cards/Card.tsx';
import { useSettings } from '../settings/useSettings.ts';
import { ContractSelect } from './ContractSelect.tsx';
import { localPath } from '../../i18n/runtime/current.ts';

const t = widgetText.ladder;

/** Pick a contract; see its trumps high → low and its plain suits under the learner's house rules. */
export default function TrumpLadder({ kind = 'normal', uid = 'ladder' }: { kind?: OrderKind; uid?: string }) {
  const { settings } = useSettings();
  const [snap, send] = useMachine(ladderMachine, { input: { kind, rules: DDV_RULES } });
  useEffect(() => send({ type: 'RULES', rules: settings.rules }), [settings.rules]);
  const { order, rules } = snap.context;
  const labels = ruleBarLabels(rules, DDV_RULES);
  const name = contractName[snap.context.kind];

  return (
    <section class="widget ladder" aria-labelledby={`${uid}-title`} data-state={String(snap.value)}>
      <header class="exercise-head">
        <h3 id={`${uid}-title`}>{t.title}</h3>
      </header>
      <p class="exercise-meta">
        {t.currentRules}: {labels.length ? labels.join(', ') : widgetText.ddvOnly} · <a href={localPath('/settings/')}>{widgetText.settingsLink}</a>
      </p>
      <ContractSelect id={`${uid}-contract`} value={snap.context.kind} onChange={(k) => send({ type: 'PICK', kind: k })} />
      <div class="ladder-body" aria-live="polite">
        {snap.matches('trumps') ? (
          <>
            <p class="ladder-count">{t.trumps(order.trumps.length, order.trumps.length * 2)}</p>
            <ol class="card-row ladder-row" aria-label={t.listLabel(name)}>
              {order.trumps.map((c, i) => (
                <li key={c}>
                  <span class="ladder-rank" aria-hidden="true">
                    {i + 1}
                  </span>
                  <CardFace id={c} trump />
                </li>
              ))}
            </ol>
          </>
        ) : (
          <p class="ladder-count">{t.noTrumps}</p>
        )}
        <h4 class="area-label">{t.plain}</h4>
        <dl class="plain-suits">
          {SUITS.map((s) => (
            <div key={s} class="plain-suit">
              <dt>{suitName(s, { faces: settings.faces })}</dt>
              <dd>{order.plain[s].length ? <CardRow cards={order.plain[s]} /> : <span class="muted">{t.wholeSuitTrump}</span>}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
