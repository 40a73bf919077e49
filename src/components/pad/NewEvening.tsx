/**
 * A new evening: the players clockwise round the table, who deals first, the kind of evening,
 * the house rules (the settings' rules to start with, the same keys and words as Settings), the
 * Bock rounds and the stake. The evening is checked by the engine's file reader before it starts.
 */
import { useEffect, useState } from 'preact/hooks';
import { BOCK_EVENTS, NO_BOCK, type BockEvent, type BockRules } from '../../engine/evening/bock.ts';
import { EVENING_MODES, type Evening, type EveningMode } from '../../engine/evening/evening.ts';
import { isName, MAX_NAME, MAX_STAKE_CENTS, readEvening, eveningValue } from '../../engine/evening/file.ts';
import { MAX_PLAYERS, MIN_PLAYERS } from '../../engine/evening/seating.ts';
import { DDV_RULES, RULE_KEYS, RULE_VALUES, type RuleKey, type RuleSet } from '../../engine/rules.ts';
import { ruleBarLabels, ruleText } from '#words/site';
import { BOCK_EVENT_WORD, MODE_WORD, padText as t } from '#words/pad';
import { localPath } from '../../i18n/runtime/current.ts';
import { BOCK_PAGE } from './bockDrill.ts';
import { useSettings } from '../settings/useSettings.ts';

const DEFAULT_STAKE = 10;

/** The form's first problem, or the evening it describes. */
function evening(
  names: readonly string[],
  o: { firstDealer: number; title: string; mode: EveningMode; rules: RuleSet; bock: BockRules; stake: string },
): { ok: true; value: Evening } | { ok: false; text: string } {
  const players = names.map((n) => n.trim());
  const empty = players.findIndex((n) => n === '');
  if (empty >= 0) return { ok: false, text: t.nameMissing(empty) };
  const bad = players.findIndex((n) => !isName(n));
  if (bad >= 0) return { ok: false, text: t.nameBad(bad) };
  const twice = players.find((n, i) => players.findIndex((m) => m.toLowerCase() === n.toLowerCase()) !== i);
  if (twice) return { ok: false, text: t.nameTwice(twice) };
  const stakeCents = /^\d{1,6}$/.test(o.stake.trim()) ? Number(o.stake.trim()) : NaN;
  if (!(stakeCents >= 0 && stakeCents <= MAX_STAKE_CENTS)) return { ok: false, text: t.stakeBad };
  const e: Evening = {
    title: o.title.trim(),
    started: new Date().toISOString(),
    players,
    firstDealer: Math.min(o.firstDealer, players.length - 1),
    rules: o.rules,
    mode: players.length === 4 ? o.mode : 'open',
    bock: o.bock,
    stakeCents,
    deals: [],
  };
  // The engine's reader has the last word (title length, control characters …).
  const r = readEvening(eveningValue(e));
  return r.ok ? r : { ok: false, text: t.nameBad(0) };
}

export function NewEvening({ onStart, onCancel }: { onStart: (e: Evening) => void; onCancel: () => void }) {
  const { settings } = useSettings();
  const [names, setNames] = useState<string[]>(['', '', '', '']);
  const [firstDealer, setFirstDealer] = useState(0);
  const [title, setTitle] = useState('');
  const [mode, setMode] = useState<EveningMode>('open');
  const [rules, setRules] = useState<RuleSet>(settings.rules);
  const [bock, setBock] = useState<BockRules>(NO_BOCK);
  const [stake, setStake] = useState(String(DEFAULT_STAKE));
  const [problem, setProblem] = useState('');
  useEffect(() => setRules(settings.rules), [settings.rules]);

  const setName = (i: number, v: string) => setNames(names.map((n, j) => (j === i ? v : n)));
  const setRule = (key: RuleKey, raw: string) => {
    const value = (RULE_VALUES[key] as readonly (string | boolean)[]).find((v) => String(v) === raw);
    if (value !== undefined) setRules({ ...rules, [key]: value });
  };
  const labels = ruleBarLabels(rules, DDV_RULES);
  const submit = (e: Event) => {
    e.preventDefault();
    const r = evening(names, { firstDealer, title, mode, rules, bock, stake });
    if (!r.ok) return setProblem(r.text);
    onStart(r.value);
  };

  return (
    <form class="pad-new" onSubmit={submit} aria-labelledby="pad-new-h" data-testid="pad-new">
      <h2 id="pad-new-h">{t.newTitle}</h2>
      <fieldset class="setting">
        <legend>{t.playersLegend}</legend>
        <p class="setting-help">{t.playersHelp}</p>
        {names.map((n, i) => (
          <div class="pad-name" key={i}>
            <label for={`pad-name-${i}`}>{t.playerLabel(i)}</label>
            <input
              id={`pad-name-${i}`}
              type="text"
              maxLength={MAX_NAME}
              autocomplete="off"
              value={n}
              onInput={(e) => setName(i, (e.target as HTMLInputElement).value)}
            />
            {i >= MIN_PLAYERS && (
              <button type="button" class="btn btn-quiet" onClick={() => setNames(names.filter((_, j) => j !== i))}>
                {t.removePlayer(i)}
              </button>
            )}
          </div>
        ))}
        {names.length < MAX_PLAYERS && (
          <button type="button" class="btn btn-quiet" onClick={() => setNames([...names, ''])}>
            {t.addPlayer}
          </button>
        )}
      </fieldset>
      <div class="field">
        <label for="pad-first-dealer">{t.firstDealer}</label>
        <select id="pad-first-dealer" value={String(firstDealer)} onChange={(e) => setFirstDealer(Number((e.target as HTMLSelectElement).value))}>
          {names.map((n, i) => (
            <option key={i} value={String(i)}>
              {n.trim() || t.playerLabel(i)}
            </option>
          ))}
        </select>
      </div>
      <div class="field">
        <label for="pad-title">{t.eveningTitle}</label>
        <input id="pad-title" type="text" maxLength={60} value={title} onInput={(e) => setTitle((e.target as HTMLInputElement).value)} />
      </div>
      <fieldset class="setting">
        <legend>{t.modeLegend}</legend>
        {EVENING_MODES.map((m) => {
          const off = m === 'tournament' && names.length !== 4;
          return (
            <label class="choice" key={m}>
              <input type="radio" name="pad-mode" value={m} checked={mode === m && !off} disabled={off} onChange={() => setMode(m)} />
              <span>
                {MODE_WORD[m].name}
                <span class="choice-about">{off ? t.tournamentNeedsFour : MODE_WORD[m].about}</span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <details class="pad-rules">
        <summary>
          {t.rulesLegend}: <span>{labels.length ? labels.join(' · ') : t.ddvRules}</span>
        </summary>
        <p class="setting-help">{t.rulesHelp}</p>
        {RULE_KEYS.map((key) => (
          <div class="field" key={key}>
            <label for={`pad-rule-${key}`}>{ruleText[key].label}</label>
            <select id={`pad-rule-${key}`} value={String(rules[key])} onChange={(e) => setRule(key, (e.target as HTMLSelectElement).value)}>
              {(RULE_VALUES[key] as readonly (string | boolean)[]).map((v) => (
                <option key={String(v)} value={String(v)}>
                  {ruleText[key].values[String(v)]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </details>
      <fieldset class="setting">
        <legend>{t.bockLegend}</legend>
        <p class="setting-help">
          {t.bockHelp} <a href={localPath(BOCK_PAGE)}>{t.bockWhy}</a>
        </p>
        {BOCK_EVENTS.map((b: BockEvent) => (
          <label class="choice" key={b}>
            <input
              type="checkbox"
              name={`pad-bock-${b}`}
              checked={bock[b]}
              onChange={(e) => setBock({ ...bock, [b]: (e.target as HTMLInputElement).checked })}
            />
            {BOCK_EVENT_WORD[b]}
          </label>
        ))}
      </fieldset>
      <div class="field">
        <label for="pad-stake">{t.stakeLabel}</label>
        <input
          id="pad-stake"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_STAKE_CENTS}
          step={1}
          value={stake}
          aria-describedby="pad-stake-shown"
          onInput={(e) => setStake((e.target as HTMLInputElement).value)}
        />
        <p class="setting-help" id="pad-stake-shown" aria-live="polite">
          {/^\d{1,6}$/.test(stake) && Number(stake) <= MAX_STAKE_CENTS ? t.stakeShown(Number(stake)) : t.stakeBad}
        </p>
      </div>
      {problem && (
        <p class="notice" role="alert">
          {problem}
        </p>
      )}
      <p class="pad-actions">
        <button type="submit" class="btn pad-big">
          {t.start}
        </button>
        <button type="button" class="btn btn-quiet" onClick={onCancel}>
          {t.backToList}
        </button>
      </p>
    </form>
  );
}
