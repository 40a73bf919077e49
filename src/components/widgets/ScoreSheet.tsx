import { useMachine } from './useMachine.ts';
import { useEffect, useState } from 'preact/hooks';
import type { Party, Seat } from '../../engine/parties.ts';
import { DDV_RULES } from '../../engine/rules.ts';
import { LINE_ORDER, type Level, type LineReason } from '../../engine/scoring.ts';
import { describeLine } from '../../engine/i18n/en.ts';
import { ruleBarLabels, widgetText } from '../../i18n/en.ts';
import { lineWord, PARTY_WORD, sheetText as t, specialChoiceWord, specialWord } from '../../i18n/en-scoring.ts';
import { levelWord } from '../../i18n/en-common.ts';
import { LEVELS, SPECIAL_CHOICES, specialOf, type SpecialChoice } from './scoreChoices.ts';
import { scoreSheetMachine, type ScoreSheetContext, type ScoreSheetEvent } from '../../machines/scoreSheet.ts';
import { sheetDeal, type SheetDeal } from '../../machines/scoreSheetFacts.ts';
import { seatName } from '../../i18n/seats.ts';
import { useSettings } from '../settings/useSettings.ts';
import { ScoreLinesTable, SeatScores } from './ScoreSheetParts.tsx';
import './ScoreSheet.css';
import { localPath } from '../../i18n/current.ts';

const PARTIES: readonly Party[] = ['re', 'kontra'];
const PAIRS: readonly (readonly [Seat, Seat])[] = [
  [0, 1], [0, 2], [0, 3], [1, 2], [1, 3], [2, 3],
];
const SEATS: readonly Seat[] = [0, 1, 2, 3];
const intOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);

type Send = (e: ScoreSheetEvent) => void;

/** The facts form: game, parties, calls, card points, tricks, special events. */
function FactsForm({ uid, deal, tricks, kontra, send }: { uid: string; deal: SheetDeal; tricks: number | null; kontra: { points: number; tricks: number } | null; send: Send }) {
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
              <select id={`${uid}-soloist`} value={String(deal.soloist)} onChange={(e) => set({ soloist: Number((e.target as HTMLSelectElement).value) as Seat })}>
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
            <label for={`${uid}-call-${p}`}>
              {t.callLabel(p)}
            </label>
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
                    <button type="button" class="btn btn-quiet btn-small" aria-label={t.removeLine(specialWord(s))} onClick={() => send({ type: 'REMOVE_SPECIAL', index: i })}>
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

/** The learner's own sheet: lines (item, party, points) and the four scores, checked line by line. */
export function Practice({ uid, c, send, state }: { uid: string; c: ScoreSheetContext; send: Send; state: string }) {
  const [reason, setReason] = useState<LineReason>('won');
  const [party, setParty] = useState<Party>('re');
  const [points, setPoints] = useState('1');
  const check = c.check;
  const solved = state === 'solved';
  const addLine = () => {
    const n = intOf(points);
    if (n !== null && n > 0) send({ type: 'ADD_LINE', line: { reason, party, points: n } });
  };
  const parties = c.evaluation.ok ? c.evaluation.result.parties : null;
  return (
    <div class="sheet-practice">
      <p>{t.practiseIntro}</p>
      <p class="area-label" id={`${uid}-lines-label`}>
        {t.yourLines}
      </p>
      {c.draft.length === 0 ? (
        <p class="muted">{t.noLines}</p>
      ) : (
        <ul class="draft-lines" aria-labelledby={`${uid}-lines-label`} data-testid="draft-lines">
          {c.draft.map((l, i) => {
            const verdict = check?.lines[i];
            const text = describeLine(l);
            return (
              <li key={i} class={verdict ? `verdict-${verdict}` : ''} data-verdict={verdict ?? ''}>
                <span class="draft-text">{text}</span>
                {verdict && (
                  <span class="draft-verdict">
                    <span aria-hidden="true">{verdict === 'right' ? '✓ ' : '✗ '}</span>
                    {t.verdict[verdict]}
                  </span>
                )}
                {!solved && (
                  <button type="button" class="btn btn-quiet btn-small" aria-label={t.removeLine(text)} onClick={() => send({ type: 'REMOVE_LINE', index: i })}>
                    {t.remove}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {!solved && (
        // No form: Enter before the island runs must not submit the page (and lose the sheet).
        <div
          class="add-row"
          role="group"
          aria-label={t.addLine}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') {
              e.preventDefault();
              addLine();
            }
          }}
        >
          <div class="field field-wide">
            <label for={`${uid}-reason`}>{t.lineReason}</label>
            <select id={`${uid}-reason`} value={reason} onChange={(e) => setReason((e.target as HTMLSelectElement).value as LineReason)}>
              {LINE_ORDER.map((r) => (
                <option key={r} value={r}>
                  {lineWord(r)}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for={`${uid}-party`}>{t.lineParty}</label>
            <select id={`${uid}-party`} value={party} onChange={(e) => setParty((e.target as HTMLSelectElement).value as Party)}>
              {PARTIES.map((p) => (
                <option key={p} value={p}>
                  {PARTY_WORD[p]}
                </option>
              ))}
            </select>
          </div>
          <div class="field">
            <label for={`${uid}-line-points`}>{t.linePoints}</label>
            <input id={`${uid}-line-points`} type="text" inputMode="numeric" size={3} value={points} onInput={(e) => setPoints((e.target as HTMLInputElement).value)} />
          </div>
          <button type="button" class="btn btn-quiet" onClick={addLine}>
            {t.addLine}
          </button>
        </div>
      )}
      <p class="area-label">{t.yourScores}</p>
      <div class="score-inputs">
        {SEATS.map((s) => {
          const p: Party = parties?.re.includes(s) ? 're' : 'kontra';
          const ok = check?.scores[s];
          return (
            <div class={`field${ok === false ? ' is-wrong' : ok ? ' is-right' : ''}`} key={s}>
              <label for={`${uid}-score-${s}`}>{t.scoreOf(seatName(s), p, (parties?.re.length ?? 2) === 1 && p === 're')}</label>
              <input
                id={`${uid}-score-${s}`}
                type="text"
                inputMode="numeric"
                size={4}
                value={c.scores[s]}
                readOnly={solved}
                aria-invalid={ok === false ? 'true' : undefined}
                onInput={(e) => send({ type: 'SET_SCORE', seat: s, text: (e.target as HTMLInputElement).value })}
              />
            </div>
          );
        })}
      </div>
    </div>
  );
}

export function feedbackOf(c: ScoreSheetContext, state: string): string {
  const check = c.check;
  if (state === 'solved') return t.allRight;
  if (state !== 'wrong' || !check) return '';
  const right = check.lines.filter((v) => v === 'right').length;
  const wrongScores = check.scores.map((ok, s) => (ok ? null : seatName(s))).filter((x): x is string => x !== null);
  const dup = new Set(c.draft.map((l) => `${l.reason}/${l.party}`)).size !== c.draft.length;
  return [t.checkedLines(right, c.draft.length), t.missing(check.missing), dup ? t.duplicate : '', t.scoresWrong(wrongScores)].filter(Boolean).join(' ');
}

/** The engine's sheet: every line, the totals, the net value and the four scores. */
export function EngineSheet({ c }: { c: ScoreSheetContext }) {
  if (!c.evaluation.ok) return null;
  return (
    <div class="engine-sheet">
      <ScoreLinesTable result={c.evaluation.result} />
      <SeatScores result={c.evaluation.result} />
    </div>
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
      {practising && (
        <>
          <Practice uid={uid} c={c} send={send} state={state} />
          <p class={`feedback tone-${state === 'solved' ? 'good' : state === 'wrong' ? 'bad' : 'neutral'}`} role="status">
            {feedbackOf(c, state)}
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
