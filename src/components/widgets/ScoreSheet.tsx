import { useMachine } from './useMachine.ts';
import { useEffect, useState } from 'preact/hooks';
import type { Party, Seat } from '../../engine/parties.ts';
import { DDV_RULES } from '../../engine/rules.ts';
import type { Level } from '../../engine/scoring.ts';
import { ruleBarLabels, widgetText } from '#words/site';
import { PARTY_WORD, sheetText as t, specialChoiceWord, specialWord } from '#words/scoring';
import { levelWord } from '#words/common';
import { intOf, LEVELS, SPECIAL_CHOICES, specialOf, type SpecialChoice } from './scoreChoices.ts';
import { scoreSheetMachine, type ScoreSheetEvent } from '../../machines/scoreSheet.ts';
import { sheetDeal, type SheetDeal } from '../../machines/scoreSheetFacts.ts';
import { seatName } from '#words/seats';
import { useSettings } from '../settings/useSettings.ts';
import { EngineSheet } from './ScoreSheetParts.tsx';
import './ScoreSheet.css';
import { localPath } from '../../i18n/runtime/current.ts';

const PARTIES: readonly Party[] = ['re', 'kontra'];
const PAIRS: readonly (readonly [Seat, Seat])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 2],
  [1, 3],
  [2, 3],
];
const SEATS: readonly Seat[] = [0, 1, 2, 3];

type Send = (e: ScoreSheetEvent) => void;

/** The facts form: game, parties, calls, card points, tricks, special events. */
function FactsForm({
  uid,
  deal,
  tricks,
  kontra,
  send,
}: {
  uid: string;
  deal: SheetDeal;
  tricks: number | null;
  kontra: { points: number; tricks: number } | null;
  send: Send;
}) {
  const [choice, setChoice] = useState<SpecialChoice>('doppelkopf');
  const [party, setParty] = useState<Party>('re');
  const set = (patch: Partial<SheetDeal>) => send({ type: 'SET_DEAL', patch });
  const solo = deal.contract === 'solo';
  return (
    <fieldset class="sheet-facts">
      <legend>{t.facts}</legend>
      <div class="facts-grid">
        <div class="field">
          <label for={`${uid}-contract`}>{t.contract}</label>
          <select id={`${uid}-contract`} value={deal.contract} onChange={(e) => set({ contract: (e.target as HTMLSelectElement).value as 'normal' | 'solo' })}>
            <option value="normal">{t.normal}</option>
            <option value="solo">{t.solo}</option>
          </select>
        </div>
        {solo ? (
          <>
            <div class="field">
              <label for={`${uid}-soloist`}>{t.soloist}</label>
              <select
                id={`${uid}-soloist`}
                value={String(deal.soloist)}
                onChange={(e) => set({ soloist: Number((e.target as HTMLSelectElement).value) as Seat })}
              >
                {SEATS.map((s) => (
                  <option key={s} value={String(s)}>
                    {seatName(s)}
                  </option>
                ))}
              </select>
            </div>
          </>
        ) : (
          <div class="field">
            <label for={`${uid}-re`}>{t.rePlayers}</label>
            <select
              id={`${uid}-re`}
              value={deal.re.join('')}
              onChange={(e) => {
                const v = (e.target as HTMLSelectElement).value;
                set({ re: [Number(v[0]) as Seat, Number(v[1]) as Seat] });
              }}
            >
              {PAIRS.map(([a, b]) => (
                <option key={`${a}${b}`} value={`${a}${b}`}>
                  {t.pair(seatName(a), seatName(b))}
                </option>
              ))}
            </select>
          </div>
        )}
        {PARTIES.map((p) => (
          <div class="field" key={p}>
            <label for={`${uid}-call-${p}`}>{t.callLabel(p)}</label>
            <select
              id={`${uid}-call-${p}`}
              value={String(p === 're' ? deal.reLevel : deal.kontraLevel)}
              onChange={(e) => set({ [p === 're' ? 'reLevel' : 'kontraLevel']: Number((e.target as HTMLSelectElement).value) as Level })}
            >
              {LEVELS.map((l) => (
                <option key={l} value={String(l)}>
                  {levelWord(p, l)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <div class="field">
          <label for={`${uid}-points`}>{t.pointsLabel}</label>
          <input
            id={`${uid}-points`}
            type="number"
            min={0}
            max={240}
            value={deal.reCardPoints}
            onInput={(e) => {
              const v = intOf((e.target as HTMLInputElement).value);
              if (v !== null) set({ reCardPoints: v });
            }}
          />
        </div>
        <div class="field">
          <label for={`${uid}-tricks`}>{t.tricksLabel}</label>
          <input
            id={`${uid}-tricks`}
            type="number"
            min={0}
            max={tricks ?? 12}
            value={deal.reTricks}
            onInput={(e) => {
              const v = intOf((e.target as HTMLInputElement).value);
              if (v !== null) set({ reTricks: v });
            }}
          />
        </div>
        {kontra && (
          <p class="muted facts-note" data-testid="sheet-kontra">
            {t.kontraGot(kontra.points, kontra.tricks)}
          </p>
        )}
      </div>
      <div class="sheet-specials">
        <p class="area-label">{t.specials}</p>
        {solo ? (
          <p class="muted">{t.specialsInSolo}</p>
        ) : (
          <>
            {deal.specials.length === 0 ? (
              <p class="muted">{t.specialsNone}</p>
            ) : (
              <ul class="special-list">
                {deal.specials.map((s, i) => (
                  <li key={i}>
                    <span>{specialWord(s)}</span>
                    <button
                      type="button"
                      class="btn btn-quiet btn-small"
                      aria-label={t.removeLine(specialWord(s))}
                      onClick={() => send({ type: 'REMOVE_SPECIAL', index: i })}
                    >
                      {t.remove}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            <div class="add-row">
              <div class="field">
                <label for={`${uid}-special`}>{t.specialKind}</label>
                <select id={`${uid}-special`} value={choice} onChange={(e) => setChoice((e.target as HTMLSelectElement).value as SpecialChoice)}>
                  {SPECIAL_CHOICES.map((k) => (
                    <option key={k} value={k}>
                      {specialChoiceWord[k]}
                    </option>
                  ))}
                </select>
              </div>
              <div class="field">
                <label for={`${uid}-special-party`}>{t.specialParty}</label>
                <select id={`${uid}-special-party`} value={party} onChange={(e) => setParty((e.target as HTMLSelectElement).value as Party)}>
                  {PARTIES.map((p) => (
                    <option key={p} value={p}>
                      {PARTY_WORD[p]}
                    </option>
                  ))}
                </select>
              </div>
              <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'ADD_SPECIAL', special: specialOf(choice, party) })}>
                {t.addSpecial}
              </button>
            </div>
          </>
        )}
      </div>
    </fieldset>
  );
}

/** A free score sheet: the learner enters the facts (house rules from Settings) and sees or writes the lines. */
export default function ScoreSheet({ uid = 'sheet', deal }: { uid?: string; deal?: Partial<SheetDeal> }) {
  const { settings } = useSettings();
  const [snap, send] = useMachine(scoreSheetMachine, { input: { rules: DDV_RULES, deal: sheetDeal(deal) } });
  useEffect(() => send({ type: 'RULES', rules: settings.rules }), [settings.rules]);
  const c = snap.context;
  const state = String(snap.value);
  const labels = ruleBarLabels(c.rules, DDV_RULES);
  const practising = state === 'answering' || state === 'wrong' || state === 'solved';
  const tricks = c.evaluation.ok ? c.evaluation.result.tricks.re + c.evaluation.result.tricks.kontra : null;
  // Writing the sheet oneself is loaded when asked for (a lesson page's JavaScript budget).
  const [practice, setPractice] = useState<typeof import('./ScoreSheetPractice.tsx') | null>(null);
  useEffect(() => {
    if (practising && !practice) import('./ScoreSheetPractice.tsx').then(setPractice);
  }, [practising]);
  return (
    <section class="widget score-sheet" aria-labelledby={`${uid}-title`} data-state={state}>
      <header class="exercise-head">
        <h3 id={`${uid}-title`}>{t.title}</h3>
      </header>
      <p class="exercise-meta">
        {widgetText.ladder.currentRules}: <span data-testid="sheet-rules">{labels.length ? labels.join(', ') : widgetText.ddvOnly}</span> ·{' '}
        <a href={localPath('/settings/')}>{widgetText.settingsLink}</a>
      </p>
      <FactsForm
        uid={uid}
        deal={c.deal}
        tricks={tricks}
        kontra={c.evaluation.ok ? { points: c.evaluation.result.cardPoints.kontra, tricks: c.evaluation.result.tricks.kontra } : null}
        send={send}
      />
      {!c.evaluation.ok && (
        <p class="notice" role="alert" data-testid="sheet-error">
          {t.impossible} {t.problem(c.evaluation.error.problem)}.
        </p>
      )}
      {state === 'showing' && (
        <>
          <EngineSheet c={c} />
          <div class="exercise-actions">
            <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'PRACTISE' })}>
              {t.practise}
            </button>
          </div>
        </>
      )}
      {practising && practice && (
        <>
          <practice.Practice uid={uid} c={c} send={send} state={state} />
          <p class={`feedback tone-${state === 'solved' ? 'good' : state === 'wrong' ? 'bad' : 'neutral'}`} role="status">
            {practice.feedbackOf(c, state)}
          </p>
          <div class="exercise-actions">
            {state !== 'solved' && (
              <button type="button" class="btn" onClick={() => send({ type: 'CHECK' })}>
                {t.check}
              </button>
            )}
            <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'SHOW' })}>
              {t.show}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
