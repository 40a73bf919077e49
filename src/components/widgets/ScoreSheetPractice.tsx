/**
 * Writing a score sheet oneself: the lines (item, party, points) and the four scores, checked
 * line by line against the engine's. The score-sheet exercises show it at once; the free score
 * sheet loads it when the learner asks to write the lines himself.
 */
import { useState } from 'preact/hooks';
import type { Party, Seat } from '../../engine/parties.ts';
import type { RuleSet } from '../../engine/rules.ts';
import { LINE_RULES, type LineGroup, type LineReason } from '../../engine/scoring.ts';
import { describeLine } from '#words/engine';
import { lineWord, PARTY_WORD, sheetText as t } from '#words/scoring';
import { seatName } from '#words/seats';
import type { ScoreSheetContext, ScoreSheetEvent } from '../../machines/scoreSheet.ts';
import { intOf } from './scoreChoices.ts';
import './ScoreSheet.css';

type Send = (e: ScoreSheetEvent) => void;
const PARTIES: readonly Party[] = ['re', 'kontra'];
const SEATS: readonly Seat[] = [0, 1, 2, 3];
const GROUPS: readonly LineGroup[] = ['result', 'ansage', 'absage', 'reached', 'special'];

/**
 * The items a learner may write, grouped as the rule book groups them, without the house rules'
 * lines while their rule is off: a long list is easier to find one's way in by its groups.
 */
function lineChoices(rules: RuleSet): { group: LineGroup; reasons: LineReason[] }[] {
  const shown = LINE_RULES.filter((l) => l.houseRule === null || rules[l.houseRule] === true);
  return GROUPS.map((group) => ({ group, reasons: shown.filter((l) => l.group === group).map((l) => l.reason) })).filter((g) => g.reasons.length > 0);
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
              {lineChoices(c.rules).map((g) => (
                <optgroup key={g.group} label={t.lineGroup[g.group]}>
                  {g.reasons.map((r) => (
                    <option key={r} value={r}>
                      {lineWord(r)}
                    </option>
                  ))}
                </optgroup>
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
            <input
              id={`${uid}-line-points`}
              type="text"
              inputMode="numeric"
              size={3}
              value={points}
              onInput={(e) => setPoints((e.target as HTMLInputElement).value)}
            />
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
