/**
 * The analyser page's island: renders the analyse machine's snapshot and sends it events. The
 * page speaks to two readers: first the answer a learner understands (Answer.tsx), then the
 * figures for experts behind a toggle that the settings remember (Expert.tsx).
 * No game logic here: parsing, verdicts, simulation and texts come from the engine.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { ANALYSER_TEXT as T } from '#words/analysis';
import { cardOrder, sortHand } from '../../engine/order.ts';
import type { Seat } from '../../engine/parties.ts';
import { DDV_RULES, ruleOverrides, type RuleSet } from '../../engine/rules.ts';
import { ruleBarLabels } from '#words/site';
import { analyseMachine, leadOf, viewOf, type AnalyseSettings, type RulesSource } from '../../machines/analyse.ts';
import { loadSettings, saveSettings } from '../settings/store.ts';
import { useSettings } from '../settings/useSettings.ts';
import { Answer } from './Answer.tsx';
import { Expert } from './Expert.tsx';
import { HandInput } from './HandInput.tsx';
import { coreCount, workerActors } from './runners.ts';
import { analyseLinkNoticeText } from '#words/input';
import { linkHand, readLink, writeLink, type AnalyseLinkNotice } from './url.ts';
import type { Recommendation } from '../../engine/analysis/analyse.ts';
import './analyser.css';

const machine = analyseMachine.provide({ actors: workerActors });

const sameRules = (a: RuleSet, b: RuleSet) => JSON.stringify(ruleOverrides(a)) === JSON.stringify(ruleOverrides(b));
const ruleLabels = (r: RuleSet) => ruleBarLabels(r, DDV_RULES).join(' · ') || T.ddvShort;

/** A given hand, as an item of a problem set: its rules pinned, the address left alone. */
export interface FixedHand {
  readonly text: string;
  readonly rules: RuleSet;
  readonly onRecommendation?: (r: Recommendation) => void;
}

export default function Analyser({ fixed }: { fixed?: FixedHand } = {}) {
  const [snap, send] = useMachine(machine, { input: { workers: 1 } });
  const { settings } = useSettings();
  const [workers, setWorkers] = useState(1);
  const [linkNotices, setLinkNotices] = useState<readonly AnalyseLinkNotice[]>([]);
  const [copied, setCopied] = useState(false);
  // The toggle's state on this page; the settings keep it for the next visit (when the browser lets them).
  const [expertOpen, setExpertOpen] = useState<boolean | null>(null);
  const loaded = useRef(false);
  const c = snap.context;
  const value = snap.value as { quick: string; deep: string };
  const expert = expertOpen ?? settings.expertFigures;

  // On load: the shared link if there is one (its rules win), else the learner's settings.
  useEffect(() => {
    setWorkers(coreCount());
    const own = loadSettings().settings.rules;
    const link = fixed ? { text: fixed.text, settings: { rules: fixed.rules, rulesSource: 'link' as const }, notices: [] } : readLink(window.location.search);
    if (link) {
      setLinkNotices(link.notices);
      send({ type: 'LOAD', text: link.text, settings: { rules: own, rulesSource: 'settings', ...link.settings } });
    } else if (!sameRules(own, c.rules)) {
      send({ type: 'SET', settings: { rules: own, rulesSource: 'settings' } });
    }
    loaded.current = true;
  }, []);

  // Follow changes of the house rules while they are the rules in use.
  useEffect(() => {
    if (loaded.current && c.rulesSource === 'settings' && !sameRules(settings.rules, c.rules)) {
      send({ type: 'SET', settings: { rules: settings.rules } });
    }
  }, [settings.rules]);

  const shared = linkHand(c.text, c.hand);
  const link = useMemo(() => (shared === null ? null : writeLink(shared, c)), [shared, c.rules, c.compulsory, c.seat, c.samples, c.seed, c.deepSamples]);
  useEffect(() => {
    if (!loaded.current || fixed) return;
    window.history.replaceState(null, '', link !== null && c.text.trim() !== '' ? link : window.location.pathname);
  }, [link, c.text.trim() === '']);

  useEffect(() => {
    if (c.quick.recommendation) fixed?.onRecommendation?.(c.quick.recommendation);
  }, [c.quick.recommendation]);
  // On its own page the link is this page's query; elsewhere it opens the analyser.
  const href = link === null ? null : fixed ? `/analyse/${link}` : link;

  const lead = leadOf(c);
  const view = viewOf(c);
  const order = cardOrder(view, c.rules);
  const sorted = c.hand ? sortHand(c.hand, order) : [];
  const trumps = sorted.filter((x) => order.suit[x] === 'T');
  const linkRules = c.rulesSource === 'link' ? c.rules : null;
  const set = (s: Partial<AnalyseSettings>) => send({ type: 'SET', settings: s });

  const pickRules = (source: RulesSource) => {
    const rules = source === 'settings' ? settings.rules : source === 'ddv' ? DDV_RULES : (linkRules ?? c.rules);
    set({ rules, rulesSource: source });
  };
  const toggleExpert = () => {
    setExpertOpen(!expert);
    saveSettings({ ...loadSettings().settings, expertFigures: !expert });
  };

  return (
    <div class="analyser" data-quick={value.quick} data-deep={value.deep}>
      <div class="an-field">
        <label for="hand-input">{T.handLabel}</label>
        <p class="muted an-hint" id="hand-hint">
          {T.handHint(T.handExamples)}
        </p>
        <HandInput text={c.text} error={c.error} refused={c.refused} onText={(text) => send({ type: 'TEXT', text })} />
      </div>

      {c.hand && c.instant && (
        <Answer
          c={c}
          quick={value.quick}
          view={view}
          sorted={sorted}
          trumps={trumps}
          onView={(kind) => send({ type: 'VIEW', kind })}
          onCancel={() => send({ type: 'CANCEL' })}
          onRun={() => send({ type: 'RUN' })}
        />
      )}

      <form class="an-form" onSubmit={(e) => e.preventDefault()}>
        <fieldset class="an-fieldset">
          <legend>{T.gameLegend}</legend>
          <label class="check">
            <input type="radio" name="mode" checked={!c.compulsory} onChange={() => set({ compulsory: false })} />
            {T.voluntary}
          </label>
          <label class="check">
            <input type="radio" name="mode" checked={c.compulsory} onChange={() => set({ compulsory: true })} />
            {T.compulsory}
          </label>
          <div class="field-inline">
            <label for="seat-select">{T.seatLabel}</label>
            <select
              id="seat-select"
              value={c.seat === null ? '' : String(c.seat)}
              onChange={(e) => {
                const v = (e.currentTarget as HTMLSelectElement).value;
                set({ seat: v === '' ? null : (Number(v) as Seat) });
              }}
            >
              <option value="">{T.seatAny}</option>
              {T.seatNames.map((n, i) => (
                <option key={i} value={String(i)}>
                  {n}
                </option>
              ))}
            </select>
          </div>
          <div class="field-inline">
            <label for="rules-select">{T.rulesLabel}</label>
            <select id="rules-select" value={c.rulesSource} onChange={(e) => pickRules((e.currentTarget as HTMLSelectElement).value as RulesSource)}>
              <option value="settings">{T.rulesSettings(ruleLabels(settings.rules))}</option>
              <option value="ddv">{T.rulesDdv}</option>
              {linkRules && <option value="link">{T.rulesLink(ruleLabels(linkRules))}</option>}
            </select>
          </div>
          {linkNotices.map((n, i) => (
            <p class="notice" key={i}>
              {n.param === 'rules' ? T.rulesBadLink : analyseLinkNoticeText(n)}
            </p>
          ))}
        </fieldset>

        {c.text.trim() !== '' && (
          <p class="an-share">
            {href === null ? (
              <span class="muted">{T.shareTooLong}</span>
            ) : (
              <>
                <a href={href} id="share-link">
                  {T.shareLabel}
                </a>{' '}
                <button
                  type="button"
                  class="btn btn-quiet"
                  onClick={() => {
                    const url = new URL(href, window.location.href).toString();
                    navigator.clipboard?.writeText(url).then(
                      () => setCopied(true),
                      () => setCopied(false),
                    );
                  }}
                >
                  {T.copy}
                </button>
                <span role="status">{copied ? T.copied : ''}</span>
              </>
            )}
          </p>
        )}
      </form>

      {c.hand && c.instant && (
        <>
          <div class="an-expert-toggle">
            <button type="button" class="btn btn-quiet" aria-expanded={expert} aria-controls="an-expert" onClick={toggleExpert}>
              {expert ? T.expertHide : T.expertShow}
            </button>
            <p class="muted">{T.expertAbout}</p>
          </div>
          <div id="an-expert" class="an-expert" hidden={!expert}>
            {expert && (
              <Expert
                c={c}
                quick={value.quick}
                deep={value.deep}
                view={view}
                lead={lead}
                workers={workers}
                onSet={set}
                onView={(kind) => send({ type: 'VIEW', kind })}
                onDeepRun={() => send({ type: 'DEEP_RUN', workers })}
                onDeepCancel={() => send({ type: 'DEEP_CANCEL' })}
              />
            )}
          </div>
        </>
      )}
    </div>
  );
}
