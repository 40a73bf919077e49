/** Opening a table: mode, stake (and limit), computer strength, who may join, house rules. */
import { useEffect, useState } from 'preact/hooks';
import type { BotLevel } from '../../engine/bots/types.ts';
import { DDV_RULES, RULE_KEYS, RULE_VALUES, ruleOverrides, type RuleKey, type RuleSet } from '../../engine/rules.ts';
import { rulesUnder, VARIANT_FIXED_RULES } from '../../engine/duel.ts';
import { modeHasLimit, modeVariant, TABLE_MODES, type TableMode } from '../../engine/stakes.ts';
import { BOT_LEVEL_TEXT, DUEL_RULES, friendsText as t, modeText, refusalText, VISIBILITY_TEXT } from '#words/friends';
import { ruleBarLabels, ruleText } from '#words/site';
import {
  BOT_LEVELS,
  LIMIT_CENTS,
  parseTableSettings,
  STAKE_CENTS,
  VISIBILITIES,
  type Refusal,
  type TableSettings,
  type Visibility,
} from '../../protocol/protocol.ts';

function Choice<V extends string>(props: {
  name: string;
  legend: string;
  values: readonly V[];
  labels: Record<V, string>;
  about?: Record<V, string>;
  value: V;
  onChange: (v: V) => void;
}) {
  return (
    <fieldset class="setting">
      <legend>{props.legend}</legend>
      {props.values.map((v) => (
        <label class="choice" key={v}>
          <input type="radio" name={props.name} value={v} checked={props.value === v} onChange={() => props.onChange(v)} />
          <span>
            {props.labels[v]}
            {props.about && <span class="choice-about">{props.about[v]}</span>}
          </span>
        </label>
      ))}
    </fieldset>
  );
}

const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

export function OpenTableForm({ rules: houseRules, busy, onOpen }: { rules: RuleSet; busy: boolean; onOpen: (s: TableSettings) => void }) {
  const [mode, setMode] = useState<TableMode>('duel');
  const [stake, setStake] = useState('10');
  const [limit, setLimit] = useState('10');
  const [botLevel, setBotLevel] = useState<BotLevel>('beginner');
  const [visibility, setVisibility] = useState<Visibility>('invite');
  const [rules, setRules] = useState<RuleSet>(houseRules);
  const [problem, setProblem] = useState<Refusal | null>(null);
  useEffect(() => setRules(houseRules), [houseRules]);

  const variant = modeVariant(mode);
  const fixed = variant ? VARIANT_FIXED_RULES[variant.kind] : {};
  // The rules the table will play: the mode may fix some (the duel plays without poverty).
  const playRules = rulesUnder(variant, rules);
  const cents = numberOf(stake);
  const limitCents = Math.round(numberOf(limit) * 100);
  const submit = (e: Event) => {
    e.preventDefault();
    const r = parseTableSettings({
      mode,
      centsPerPoint: cents,
      limitCents: modeHasLimit(mode) ? limitCents : null,
      botLevel,
      visibility,
      rules: ruleOverrides(playRules),
    });
    if (!r.ok) return setProblem(r.error);
    setProblem(null);
    onOpen(r.value);
  };
  const setRule = (key: RuleKey, raw: string) => {
    const value = (RULE_VALUES[key] as readonly (string | boolean)[]).find((v) => String(v) === raw);
    if (value !== undefined) setRules({ ...rules, [key]: value });
  };

  return (
    <form class="open-table" onSubmit={submit} aria-labelledby="open-h" data-testid="open-table">
      <h2 id="open-h">{t.openTitle}</h2>
      <Choice
        name="mode"
        legend={t.modeLegend}
        values={TABLE_MODES}
        labels={Object.fromEntries(TABLE_MODES.map((m) => [m, modeText(m).name])) as Record<TableMode, string>}
        about={Object.fromEntries(TABLE_MODES.map((m) => [m, modeText(m).about])) as Record<TableMode, string>}
        value={mode}
        onChange={setMode}
      />
      {mode === 'duel' && <DuelRules />}
      <div class="stake-fields">
        <div class="field">
          <label for="stake">{t.stakeLabel}</label>
          <input
            id="stake"
            type="number"
            min={STAKE_CENTS.min}
            max={STAKE_CENTS.max}
            step={1}
            value={stake}
            aria-describedby="stake-shown"
            onInput={(e) => setStake((e.target as HTMLInputElement).value)}
          />
          <p class="setting-help" id="stake-shown" aria-live="polite">
            {Number.isInteger(cents) && cents >= STAKE_CENTS.min && cents <= STAKE_CENTS.max
              ? t.stakeShown(cents)
              : refusalText({ code: 'badOptions', field: 'centsPerPoint' })}
          </p>
        </div>
        {modeHasLimit(mode) && (
          <div class="field">
            <label for="limit">{t.limitLabel}</label>
            <input
              id="limit"
              type="number"
              min={LIMIT_CENTS.min / 100}
              max={LIMIT_CENTS.max / 100}
              step={1}
              value={limit}
              aria-describedby="limit-shown"
              onInput={(e) => setLimit((e.target as HTMLInputElement).value)}
            />
            <p class="setting-help" id="limit-shown" aria-live="polite">
              {Number.isInteger(limitCents) && limitCents >= LIMIT_CENTS.min && limitCents <= LIMIT_CENTS.max
                ? t.limitShown(limitCents)
                : refusalText({ code: 'badOptions', field: 'limitCents' })}
            </p>
          </div>
        )}
      </div>
      <Choice name="bots" legend={t.botLegend} values={BOT_LEVELS} labels={BOT_LEVEL_TEXT} value={botLevel} onChange={setBotLevel} />
      <Choice name="visibility" legend={t.visibilityLegend} values={VISIBILITIES} labels={VISIBILITY_TEXT} value={visibility} onChange={setVisibility} />
      <details class="table-rules">
        <summary>
          {t.rulesLegend}: <RulesSummary rules={playRules} />
        </summary>
        <p class="setting-help">{t.rulesHelp}</p>
        {RULE_KEYS.map((key) => (
          <div class="field" key={key}>
            <label for={`table-rule-${key}`}>{ruleText[key].label}</label>
            <select
              id={`table-rule-${key}`}
              value={String(playRules[key])}
              disabled={Object.hasOwn(fixed, key)}
              aria-describedby={Object.hasOwn(fixed, key) ? `table-rule-${key}-fixed` : undefined}
              onChange={(e) => setRule(key, (e.target as HTMLSelectElement).value)}
            >
              {(RULE_VALUES[key] as readonly (string | boolean)[]).map((v) => (
                <option key={String(v)} value={String(v)}>
                  {ruleText[key].values[String(v)]}
                </option>
              ))}
            </select>
            {Object.hasOwn(fixed, key) && (
              <p class="setting-help" id={`table-rule-${key}-fixed`}>
                {t.fixedByMode(key)}
              </p>
            )}
          </div>
        ))}
      </details>
      {problem && (
        <p class="notice" role="alert">
          {refusalText(problem)}
        </p>
      )}
      <button type="submit" class="btn" disabled={busy}>
        {busy ? t.opening : t.openButton}
      </button>
    </form>
  );
}

/** The house rules in a few words (the rule bar's labels), or "DDV". */
export function RulesSummary({ rules }: { rules: RuleSet }) {
  const labels = ruleBarLabels(rules, DDV_RULES);
  return <span class="rules-summary">{labels.length === 0 ? t.ddvRules : labels.join(' · ')}</span>;
}

/** The duel's own rules, for those who open them. */
export function DuelRules() {
  return (
    <details class="duel-rules">
      <summary>{DUEL_RULES.title}</summary>
      <ul>
        {DUEL_RULES.items.map((x) => (
          <li key={x}>{x}</li>
        ))}
      </ul>
    </details>
  );
}
