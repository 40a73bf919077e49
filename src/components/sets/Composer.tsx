/**
 * /sets/: a teacher picks items from the catalogues, orders them with buttons (keyboard
 * operable), titles the set and copies its link. The draft lives in the page's own address
 * (`/sets/#set=…`), so a reload keeps it and a set link can be opened here to be changed.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { parseHand } from '../../engine/notation.ts';
import { describeNotationError, PREFERRED_LETTERS } from '#words/notation';
import { localPath } from '../../i18n/runtime/current.ts';
import { lessonLangAttr } from '../../i18n/runtime/lessonLang.ts';
import { freshSeed, parseSeed } from '../../engine/quiz/seed.ts';
import { SCORE_LEVELS, type ScoreLevel } from '../../engine/quiz/kinds.ts';
import { DDV_RULES, parseRules, ruleOverrides, type RuleSet } from '../../engine/rules.ts';
import { ruleBarLabels } from '#words/site';
import { scoreText } from '#words/quiz';
import { brokenText, itemName, setErrorText, setsText } from '#words/sets';
import { loadSettings } from '../settings/store.ts';
import { decodeSet, MAX_ITEMS, MAX_TITLE, readHash, setHref, shownTitle, type ProblemSet, type SetItem } from './format.ts';
import { useTypedEarly } from '../useTypedEarly.ts';
import './sets.css';

const t = setsText.composer;

export interface CatalogueProps {
  /** Lesson exercises, lesson by lesson (from the registry, when the page is built). */
  readonly exerciseGroups: readonly {
    readonly lesson: string;
    readonly lessonTitle: string;
    readonly exercises: readonly { readonly id: string; readonly title: string }[];
  }[];
  readonly leadProblems: readonly { readonly id: string; readonly title: string }[];
}

type RulesChoice = 'ddv' | 'mine';

interface Draft {
  readonly title: string;
  readonly rules: RulesChoice;
  readonly items: readonly SetItem[];
}

const sameRules = (a: RuleSet, b: RuleSet) => JSON.stringify(ruleOverrides(a)) === JSON.stringify(ruleOverrides(b));

function setOf(d: Draft, mine: RuleSet): ProblemSet {
  const rules = d.rules === 'mine' ? ruleOverrides(mine) : {};
  return { title: shownTitle(d.title) ?? setsText.defaultTitle, items: d.items, ...(Object.keys(rules).length ? { rules } : {}) };
}

/** The draft in the address, with what could not be taken over from it. */
function draftFromHash(mine: RuleSet): { draft: Draft; notes: string[] } {
  const empty: Draft = { title: '', rules: 'ddv', items: [] };
  const { payload } = readHash(location.hash);
  if (payload === null) return { draft: empty, notes: [] };
  const r = decodeSet(payload);
  if (!r.ok) return { draft: empty, notes: [setErrorText(r.error)] };
  const notes: string[] = [];
  const items: SetItem[] = [];
  r.set.items.forEach((i, index) => (i.ok ? items.push(i.item) : notes.push(brokenText(index, i.kind, null, i.problem))));
  const linkRules = parseRules(r.set.rules ?? {});
  const rules: RulesChoice = linkRules.ok && !sameRules(linkRules.value, DDV_RULES) && sameRules(linkRules.value, mine) ? 'mine' : 'ddv';
  return { draft: { title: r.set.title, rules, items }, notes };
}

export default function Composer({ exerciseGroups, leadProblems }: CatalogueProps) {
  const [mine, setMine] = useState<RuleSet>(DDV_RULES);
  const [draft, setDraft] = useState<Draft>({ title: '', rules: 'ddv', items: [] });
  const [notes, setNotes] = useState<string[]>([]);
  const [said, setSaid] = useState('');
  const [ready, setReady] = useState(false);
  const focusAfter = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const own = loadSettings().settings.rules;
    setMine(own);
    const { draft: d, notes: n } = draftFromHash(own);
    setDraft(d);
    setNotes(n);
    setReady(true);
  }, []);

  const set = setOf(draft, mine);
  const runHref = draft.items.length ? setHref(localPath('/sets/run/'), set) : null;
  useEffect(() => {
    if (!ready) return;
    history.replaceState(null, '', draft.items.length ? setHref(localPath('/sets/'), set) : location.pathname);
  }, [draft, mine, ready]);
  // After a move or a removal, focus stays with the control the keyboard was on.
  useEffect(() => {
    const sel = focusAfter.current;
    focusAfter.current = null;
    if (sel) (list.current?.querySelector<HTMLElement>(sel) ?? document.getElementById('set-items-heading'))?.focus();
  }, [draft.items]);

  const nameOf = (item: SetItem) => itemName(item, titleOf(item, exerciseGroups, leadProblems));
  const add = (item: SetItem): boolean => {
    if (draft.items.length >= MAX_ITEMS) {
      setSaid(t.full);
      return false;
    }
    setDraft({ ...draft, items: [...draft.items, item] });
    setSaid(t.said.added(nameOf(item), draft.items.length + 1));
    return true;
  };
  const move = (i: number, by: -1 | 1) => {
    const j = i + by;
    const items = draft.items.slice();
    [items[i], items[j]] = [items[j], items[i]];
    // Keep the same button under the keyboard; at the end of the list, its other button.
    const edge = (by === -1 && j === 0) || (by === 1 && j === items.length - 1);
    focusAfter.current = `li:nth-child(${j + 1}) [data-move="${edge ? (by === -1 ? 'down' : 'up') : by === -1 ? 'up' : 'down'}"]`;
    setDraft({ ...draft, items });
    setSaid(t.said.moved(nameOf(items[j]), j + 1));
  };
  const remove = (i: number) => {
    const items = draft.items.filter((_, k) => k !== i);
    focusAfter.current = items.length === 0 ? null : `li:nth-child(${Math.min(i, items.length - 1) + 1}) [data-move="remove"]`;
    if (items.length === 0) document.getElementById('set-items-heading')?.focus();
    setDraft({ ...draft, items });
    setSaid(t.said.removed(nameOf(draft.items[i])));
  };

  const mineLabels = ruleBarLabels(mine, DDV_RULES);
  const rulesNow = draft.rules === 'mine' ? mine : DDV_RULES;

  return (
    <div class="set-composer" data-ready={ready ? 'true' : 'false'}>
      {notes.length > 0 && (
        <div class="notice" role="alert">
          {notes.map((n, i) => (
            <p key={i}>{n}</p>
          ))}
        </div>
      )}
      <div class="set-field">
        <label for="set-title">{t.titleLabel}</label>
        <input
          id="set-title"
          type="text"
          maxLength={MAX_TITLE}
          value={draft.title}
          placeholder={setsText.defaultTitle}
          onInput={(e) => setDraft({ ...draft, title: (e.target as HTMLInputElement).value })}
        />
      </div>
      <fieldset class="choice-group">
        <legend>{t.rulesLegend}</legend>
        <label class="choice">
          <input type="radio" name="set-rules" checked={draft.rules === 'ddv'} onChange={() => setDraft({ ...draft, rules: 'ddv' })} /> {t.rulesDdv}
        </label>
        {mineLabels.length > 0 && (
          <label class="choice">
            <input type="radio" name="set-rules" checked={draft.rules === 'mine'} onChange={() => setDraft({ ...draft, rules: 'mine' })} />{' '}
            {t.rulesMine(mineLabels.join(', '))}
          </label>
        )}
        <p class="muted">{t.rulesNote}</p>
      </fieldset>

      <h2>{t.catalogues}</h2>
      <div class="set-pickers">
        <ExercisePicker groups={exerciseGroups} onAdd={(id) => add({ kind: 'exercise', id })} />
        <ScorePicker onAdd={(level, seed) => add({ kind: 'score', level, seed })} />
        <LeadPicker problems={leadProblems} onAdd={(item) => add(item)} />
        <HandPicker rules={rulesNow} onAdd={(hand) => add({ kind: 'hand', hand })} />
      </div>
      <p class="set-said" role="status" aria-live="polite">
        {said}
      </p>

      <h2 id="set-items-heading" tabIndex={-1}>
        {t.list.heading(draft.items.length)}
      </h2>
      {draft.items.length === 0 ? (
        <p class="muted">{t.list.empty}</p>
      ) : (
        <ol class="set-items" ref={list} aria-labelledby="set-items-heading">
          {draft.items.map((item, i) => {
            const name = nameOf(item);
            return (
              <li key={`${i}:${JSON.stringify(item)}`} class="set-item" data-kind={item.kind}>
                <span class="set-item-name">{name}</span>
                <span class="set-item-actions">
                  <button type="button" class="btn btn-quiet" data-move="up" aria-label={t.list.upLabel(name)} disabled={i === 0} onClick={() => move(i, -1)}>
                    ↑ <span aria-hidden="true">{t.list.up}</span>
                  </button>
                  <button
                    type="button"
                    class="btn btn-quiet"
                    data-move="down"
                    aria-label={t.list.downLabel(name)}
                    disabled={i === draft.items.length - 1}
                    onClick={() => move(i, 1)}
                  >
                    ↓ <span aria-hidden="true">{t.list.down}</span>
                  </button>
                  <button type="button" class="btn btn-quiet" data-move="remove" aria-label={t.list.removeLabel(name)} onClick={() => remove(i)}>
                    ✕ <span aria-hidden="true">{t.list.remove}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      <ShareBox runHref={runHref} set={set} />
    </div>
  );
}

function titleOf(item: SetItem, groups: CatalogueProps['exerciseGroups'], problems: CatalogueProps['leadProblems']): string | undefined {
  if (item.kind === 'exercise') return groups.flatMap((g) => g.exercises).find((e) => e.id === item.id)?.title;
  if (item.kind === 'lead') return problems.find((p) => p.id === item.problem)?.title;
  return undefined;
}

function ExercisePicker({ groups, onAdd }: { groups: CatalogueProps['exerciseGroups']; onAdd: (id: string) => void }) {
  const [id, setId] = useState(groups[0]?.exercises[0]?.id ?? '');
  return (
    <form
      class="set-picker"
      aria-labelledby="pick-exercise-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (id) onAdd(id);
      }}
    >
      <h3 id="pick-exercise-title">{t.exercises.heading}</h3>
      <label for="pick-exercise">{t.exercises.label}</label>
      <select id="pick-exercise" lang={lessonLangAttr} value={id} onChange={(e) => setId((e.target as HTMLSelectElement).value)}>
        {groups.map((g) => (
          <optgroup key={g.lesson} label={g.lessonTitle}>
            {g.exercises.map((x) => (
              <option key={x.id} value={x.id}>
                {x.title}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      <button type="submit" class="btn">
        {t.exercises.add}
      </button>
    </form>
  );
}

function ScorePicker({ onAdd }: { onAdd: (level: ScoreLevel, seed: number) => void }) {
  const [level, setLevel] = useState<ScoreLevel>(1);
  const [seedText, setSeedText] = useState('');
  const [bad, setBad] = useState(false);
  useEffect(() => setSeedText(String(freshSeed())), []);
  return (
    <form
      class="set-picker"
      aria-labelledby="pick-score-title"
      onSubmit={(e) => {
        e.preventDefault();
        const seed = parseSeed(seedText);
        setBad(seed === null);
        if (seed !== null && onAdd) {
          onAdd(level, seed);
          setSeedText(String(freshSeed()));
        }
      }}
    >
      <h3 id="pick-score-title">{t.score.heading}</h3>
      <label for="pick-level">{t.score.level}</label>
      <select id="pick-level" value={String(level)} onChange={(e) => setLevel(Number((e.target as HTMLSelectElement).value) as ScoreLevel)}>
        {SCORE_LEVELS.map((l) => (
          <option key={l} value={String(l)}>
            {scoreText.levelOption(l, scoreText.levels[l], false)}
          </option>
        ))}
      </select>
      <label for="pick-score-seed">{t.score.seed}</label>
      <span class="set-inline">
        <input
          id="pick-score-seed"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={seedText}
          aria-invalid={bad ? 'true' : undefined}
          aria-describedby={bad ? 'pick-score-error' : undefined}
          onInput={(e) => setSeedText((e.target as HTMLInputElement).value)}
        />
        <button type="button" class="btn btn-quiet" onClick={() => setSeedText(String(freshSeed()))}>
          {t.score.another}
        </button>
      </span>
      {bad && (
        <p id="pick-score-error" class="field-error" role="alert">
          {t.badSeed}
        </p>
      )}
      <button type="submit" class="btn">
        {t.score.add}
      </button>
    </form>
  );
}

function LeadPicker({ problems, onAdd }: { problems: CatalogueProps['leadProblems']; onAdd: (item: SetItem) => void }) {
  const [id, setId] = useState(problems[0]?.id ?? '');
  const [seedText, setSeedText] = useState('');
  const [bad, setBad] = useState(false);
  useEffect(() => setSeedText(String(freshSeed())), []);
  return (
    <div class="set-picker" role="group" aria-labelledby="pick-lead-title">
      <h3 id="pick-lead-title">{t.lead.heading}</h3>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (id) onAdd({ kind: 'lead', problem: id });
        }}
      >
        <label for="pick-lead">{t.lead.label}</label>
        <select id="pick-lead" value={id} onChange={(e) => setId((e.target as HTMLSelectElement).value)}>
          {problems.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title}
            </option>
          ))}
        </select>
        <button type="submit" class="btn">
          {t.lead.add}
        </button>
      </form>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          const seed = parseSeed(seedText);
          setBad(seed === null);
          if (seed !== null) {
            onAdd({ kind: 'leadSeed', seed });
            setSeedText(String(freshSeed()));
          }
        }}
      >
        <label for="pick-lead-seed">{t.lead.generatedLabel}</label>
        <input
          id="pick-lead-seed"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={seedText}
          aria-invalid={bad ? 'true' : undefined}
          aria-describedby={bad ? 'pick-lead-error' : undefined}
          onInput={(e) => setSeedText((e.target as HTMLInputElement).value)}
        />
        {bad && (
          <p id="pick-lead-error" class="field-error" role="alert">
            {t.badSeed}
          </p>
        )}
        <button type="submit" class="btn btn-quiet">
          {t.lead.addGenerated}
        </button>
      </form>
    </div>
  );
}

function HandPicker({ rules, onAdd }: { rules: RuleSet; onAdd: (hand: string) => void }) {
  // A hand typed before the page's script woke stays in the field.
  const typedEarly = useTypedEarly('pick-hand');
  const [text, setText] = useState(typedEarly);
  const [error, setError] = useState<string | null>(null);
  return (
    <form
      class="set-picker"
      aria-labelledby="pick-hand-title"
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = parseHand(text, rules, { prefer: PREFERRED_LETTERS });
        if (!parsed.ok) {
          setError(describeNotationError(parsed.error));
          return;
        }
        setError(null);
        onAdd(text.trim());
        setText('');
      }}
    >
      <h3 id="pick-hand-title">{t.hand.heading}</h3>
      <label for="pick-hand">{t.hand.label}</label>
      <p class="muted" id="pick-hand-hint">
        {t.hand.hint}
      </p>
      <textarea
        id="pick-hand"
        rows={2}
        maxLength={300}
        value={text}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? 'pick-hand-hint pick-hand-error' : 'pick-hand-hint'}
        onInput={(e) => {
          setText((e.target as HTMLTextAreaElement).value);
          setError(null);
        }}
      />
      {error && (
        <p id="pick-hand-error" class="field-error" role="alert">
          {error}
        </p>
      )}
      <button type="submit" class="btn">
        {t.hand.add}
      </button>
    </form>
  );
}

function ShareBox({ runHref, set }: { runHref: string | null; set: ProblemSet }) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const field = useRef<HTMLInputElement>(null);
  const url = runHref ? new URL(runHref, location.href).toString() : '';
  useEffect(() => setCopy('idle'), [url]);
  return (
    <section class="set-share" aria-labelledby="set-share-title">
      <h2 id="set-share-title">{t.share.heading}</h2>
      {!runHref ? (
        <p class="muted">{t.share.none}</p>
      ) : (
        <>
          <label for="set-link">{t.share.linkLabel}</label>
          <input id="set-link" ref={field} type="text" readOnly value={url} onFocus={(e) => (e.target as HTMLInputElement).select()} />
          <p class="set-actions">
            <button
              type="button"
              class="btn"
              onClick={() => {
                const done = () => setCopy('copied');
                const failed = () => {
                  setCopy('failed');
                  field.current?.focus();
                  field.current?.select();
                };
                if (navigator.clipboard?.writeText) navigator.clipboard.writeText(url).then(done, failed);
                else failed();
              }}
            >
              {t.share.copy}
            </button>
            <a class="btn btn-quiet" href={runHref}>
              {t.share.open}
            </a>
            <a class="btn btn-quiet" href={setHref(localPath('/sets/print/'), set)}>
              {t.share.worksheet}
            </a>
            <a class="btn btn-quiet" href={setHref(localPath('/sets/print/'), set, { part: 'key' })}>
              {t.share.key}
            </a>
          </p>
          <p role="status" class={copy === 'failed' ? 'field-error' : 'set-copied'}>
            {copy === 'copied' ? t.share.copied : copy === 'failed' ? t.share.copyFailed : ''}
          </p>
        </>
      )}
    </section>
  );
}
