import { useEffect, useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards.ts';
import { DDV_RULES, RULE_KEYS, RULE_VALUES, type RuleKey, type RuleSet } from '../../engine/rules.ts';
import { ruleText } from '#words/site';
import { ruleHelp, settingsText as t } from '#words/settings';
import type { Faces } from '../../i18n/runtime/names.ts';
import { CardRow } from '../cards/Card.tsx';
import { StorageNotice } from '../storage/StorageNotice.tsx';
import type { StoreSpec } from '../storage/store.ts';
import { FACES, saveSettings, SETTINGS_STORE, THEMES, type Settings, type Theme } from './store.ts';
import { useSettings } from './useSettings.ts';

const PREVIEW: CardId[] = ['CQ', 'SA', 'H10', 'DK'];

function Radios<V extends string | boolean>(props: {
  name: string;
  legend: string;
  help?: string;
  values: readonly V[];
  labels: Record<string, string>;
  value: V;
  onChange: (v: V) => void;
}) {
  const helpId = `${props.name}-help`;
  return (
    <fieldset class="setting" aria-describedby={props.help ? helpId : undefined}>
      <legend>{props.legend}</legend>
      {props.help && (
        <p class="setting-help" id={helpId}>
          {props.help}
        </p>
      )}
      {props.values.map((v) => (
        <label class="choice" key={String(v)}>
          <input type="radio" name={props.name} value={String(v)} checked={props.value === v} onChange={() => props.onChange(v)} />
          {props.labels[String(v)]}
        </label>
      ))}
    </fieldset>
  );
}

function Toggle(props: { name: string; label: string; help: string; checked: boolean; onChange: (v: boolean) => void }) {
  const helpId = `${props.name}-help`;
  return (
    <div class="setting setting-toggle">
      <label class="choice">
        <input
          type="checkbox"
          name={props.name}
          checked={props.checked}
          aria-describedby={helpId}
          onChange={(e) => props.onChange((e.target as HTMLInputElement).checked)}
        />
        {props.label}
      </label>
      <p class="setting-help" id={helpId}>
        {props.help}
      </p>
    </div>
  );
}

/** The settings form: every rule key of the engine, card faces, colours and theme. Saves on change. */
export default function SettingsForm() {
  const loaded = useSettings();
  const [status, setStatus] = useState('');
  const [settings, setSettings] = useState<Settings>(loaded.settings);
  useEffect(() => setSettings(loaded.settings), [loaded.settings]);

  const update = (next: Settings) => {
    setSettings(next);
    // When the browser refuses to keep them, the storage notice above says so.
    setStatus(saveSettings(next) ? t.saved : '');
  };
  const setRule = <K extends RuleKey>(key: K, value: RuleSet[K]) => update({ ...settings, rules: { ...settings.rules, [key]: value } });

  return (
    <form class="settings-form" onSubmit={(e) => e.preventDefault()}>
      <StorageNotice specs={[SETTINGS_STORE as StoreSpec<unknown>]} />
      <p class="save-status" role="status">
        {status}
      </p>
      <section aria-labelledby="settings-rules">
        <h2 id="settings-rules">{t.rules}</h2>
        <p>{t.rulesIntro}</p>
        {RULE_KEYS.map((key) => {
          const text = ruleText[key];
          const values = RULE_VALUES[key] as readonly (string | boolean)[];
          const value = settings.rules[key];
          return typeof value === 'boolean' ? (
            <Toggle key={key} name={`rule-${key}`} label={text.label} help={ruleHelp[key]} checked={value} onChange={(v) => setRule(key, v as never)} />
          ) : (
            <Radios
              key={key}
              name={`rule-${key}`}
              legend={text.label}
              help={ruleHelp[key]}
              values={values}
              labels={text.values}
              value={value}
              onChange={(v) => setRule(key, v as never)}
            />
          );
        })}
        <button type="button" class="btn" onClick={() => update({ ...settings, rules: DDV_RULES })}>
          {t.resetRules}
        </button>
      </section>
      <section aria-labelledby="settings-display">
        <h2 id="settings-display">{t.display}</h2>
        <Radios
          name="faces"
          legend={t.faces}
          values={FACES}
          labels={t.facesValues}
          value={settings.faces}
          onChange={(v: Faces) => update({ ...settings, faces: v })}
        />
        <Toggle
          name="fourColour"
          label={t.fourColour}
          help={t.fourColourHelp}
          checked={settings.fourColour}
          onChange={(v) => update({ ...settings, fourColour: v })}
        />
        <Radios
          name="theme"
          legend={t.theme}
          values={THEMES}
          labels={t.themeValues}
          value={settings.theme}
          onChange={(v: Theme) => update({ ...settings, theme: v })}
        />
        <div class="preview">
          <p class="area-label">{t.preview}</p>
          <CardRow cards={PREVIEW} />
        </div>
      </section>
    </form>
  );
}
