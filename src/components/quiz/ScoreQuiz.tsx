/** "Score the deal": the deal (facts or tricks), the learner's sheet, line-by-line grading beside the key. */
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { Party } from '../../engine/parties.ts';
import { ruleOverrides, type RuleSet } from '../../engine/rules.ts';
import type { LineReason } from '../../engine/scoring.ts';
import { PACE, ratingFor } from '../../engine/quiz/rating.ts';
import { dealFacts, levelOfLine, SCORE_LEVELS, type DealFacts, type ScoreItem, type ScoreLevel } from '../../engine/quiz/score.ts';
import { freshSeed } from '../../engine/quiz/seed.ts';
import { ruleFacts } from '../../engine/reference.ts';
import { keySheet, type GradeItem, type ScoreSheet, type SheetGrade, type WinnerAnswer } from '../../engine/quiz/sheet.ts';
import { scoreMachine, type DealPresentation, type ScoreDraft } from '../../machines/quizScore.ts';
import {
  callsText,
  contractText,
  gradeItemText,
  LINE_WORDS,
  PARTY_WORD,
  pointsText,
  quizText,
  scoreCandidates,
  scoreRuleHint,
  scoreText as t,
  seatName,
  signed,
  specialText,
  targetsText,
} from '#words/quiz';
import { loadSettings } from '../settings/store.ts';
import { readScoreLink, type LinkNotice } from './links.ts';
import { LinkNotices } from './LinkNotices.tsx';
import { DownloadDeal, Feedback, HintSteps, ProgressNotice, RulesLine, TrickList } from './parts.tsx';
import { loadProgress, recordAndSave, unlockedLevel } from './store.ts';
import { useQuizProgress } from './useQuizProgress.ts';

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

interface Where {
  seed: number;
  level: ScoreLevel;
  /** The learner's rules (or the link's), before a level-8 house rule is added. */
  rules: RuleSet;
  fromLink: boolean;
  view?: DealPresentation;
}

function hrefOf(w: Where, base = '/quiz/score/'): string {
  const overrides = ruleOverrides(w.rules);
  const rules = Object.keys(overrides).length ? `&rules=${encodeURIComponent(JSON.stringify(overrides))}` : '';
  return `${base}?level=${w.level}&seed=${w.seed}${rules}`;
}

/** Where the address points; what it named that could not be used is in `notices` (the page says so). */
function readLocation(): Where & { notices: readonly LinkNotice[] } {
  const link = readScoreLink(location.search);
  return {
    seed: link.seed ?? freshSeed(),
    level: link.level ?? (unlockedLevel(loadProgress().progress) as ScoreLevel),
    rules: link.rules ?? loadSettings().settings.rules,
    fromLink: link.rules !== null,
    ...(link.view ? { view: link.view } : {}),
    notices: link.notices,
  };
}

function report(item: ScoreItem, grade: SheetGrade, hints: number, seconds: number, base: Where) {
  const rating = ratingFor({ credit: grade.credit, hints, seconds }, PACE.score);
  const conceptRating = (ok: boolean) => ratingFor({ credit: ok ? 1 : 0, hints, seconds }, PACE.score);
  const concepts = grade.items.map((g) => {
    if (g.kind === 'line') {
      const level = levelOfLine(g.reason, item.rules);
      return {
        id: `concept:score:${g.reason}`,
        title: t.concept.line(LINE_WORDS[g.reason]),
        href: `/quiz/score/?level=${level}`,
        theme: `score:${level}`,
        rating: conceptRating(g.ok),
      };
    }
    const id = g.kind === 'winner' ? 'winner' : 'scores';
    return {
      id: `concept:score:${id}`,
      title: g.kind === 'winner' ? t.concept.winner : t.concept.scores,
      href: `/quiz/score/?level=${item.level}`,
      theme: `score:${item.level}`,
      rating: conceptRating(g.ok),
    };
  });
  const overrides = JSON.stringify(ruleOverrides(base.rules));
  recordAndSave({
    item: {
      id: `item:score:${item.level}:${item.seed}${overrides === '{}' ? '' : `:${overrides}`}`,
      title: `${t.levels[item.level]} #${item.seed}`,
      href: hrefOf({ ...base, seed: item.seed, level: item.level }),
      theme: `score:${item.level}`,
    },
    concepts,
    rating,
    credit: grade.credit,
    scoreLevel: item.level,
  });
}

/** One fixed deal, as an item of a problem set: no level picker, no new deals, the address left alone. */
export interface FixedScore {
  readonly seed: number;
  readonly level: ScoreLevel;
  readonly rules: RuleSet;
  /** The first grading of the sheet (credit 0..1). */
  readonly onAnswer?: (credit: number) => void;
}

export default function ScoreQuiz({ fixed }: { fixed?: FixedScore } = {}) {
  const [snap, send] = useMachine(scoreMachine);
  const { progress, status } = useQuizProgress();
  const where = useRef<Where | null>(null);
  const [notices, setNotices] = useState<readonly LinkNotice[]>([]);
  const c = snap.context;
  const state = String(snap.value);

  const load = (w: Where, push: boolean) => {
    where.current = w;
    const href = hrefOf(w) + (w.view ? `&view=${w.view}` : '');
    if (fixed) {
      /* a set's item: the address belongs to the set */
    } else if (push) history.pushState(null, '', href);
    else history.replaceState(null, '', href);
    send({ type: 'LOAD', seed: w.seed, level: w.level, rules: w.rules, ...(w.view ? { view: w.view } : {}) });
  };
  useEffect(() => {
    if (fixed) {
      load({ seed: fixed.seed, level: fixed.level, rules: fixed.rules, fromLink: true }, false);
      return;
    }
    const fromAddress = () => {
      const w = readLocation();
      setNotices(w.notices);
      load(w, false);
    };
    fromAddress();
    const onPop = fromAddress;
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  useEffect(() => {
    if (state !== 'asking') return;
    const id = setInterval(() => send({ type: 'TICK' }), 1000);
    return () => clearInterval(id);
  }, [state]);

  useEffect(() => {
    if (c.firstGrade && c.item && where.current) {
      report(c.item, c.firstGrade, c.hints, c.seconds, where.current);
      fixed?.onAnswer?.(c.firstGrade.credit);
    }
  }, [c.firstGrade]);

  const resultRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'graded') resultRef.current?.focus();
  }, [state]);

  const open = status === 'loading' ? 1 : unlockedLevel(progress);
  const item = c.item;
  if (!item || !where.current) {
    return (
      <div class="quiz-panel" data-state="loading">
        <p>{quizText.common.loading}</p>
      </div>
    );
  }
  const w = where.current;
  const facts = dealFacts(item.state, item.result);
  const newDeal = (level: ScoreLevel = item.level) => {
    setNotices([]); // they were about the address the page was opened with
    load({ seed: freshSeed(), level, rules: w.fromLink ? w.rules : loadSettings().settings.rules, fromLink: w.fromLink }, true);
  };
  const hintTexts = [scoreRuleHint[item.level](ruleFacts(facts.rules)), scoreCandidates(item.result, facts), t.keySheet];

  return (
    <div class="quiz-panel score-quiz" data-state={state} data-seed={item.seed} data-level={item.level}>
      <ProgressNotice />
      <LinkNotices notices={notices} />
      {!fixed && (
        <div class="level-picker">
          <label for="score-level">{t.levelLabel}</label>
          <select id="score-level" value={String(item.level)} onChange={(e) => newDeal(Number((e.target as HTMLSelectElement).value) as ScoreLevel)}>
            {SCORE_LEVELS.map((l) => (
              <option key={l} value={String(l)} disabled={l > open && l !== item.level}>
                {t.levelOption(l, t.levels[l], l > open)}
              </option>
            ))}
          </select>
          <button type="button" class="btn btn-quiet" onClick={() => newDeal()}>
            {t.newDeal}
          </button>
        </div>
      )}
      {!fixed && item.level > open && status !== 'loading' && <p class="notice">{t.lockedNote(item.level)}</p>}
      {!fixed && w.fromLink && <p class="quiz-meta">{t.linkRules}</p>}
      <RulesLine rules={item.rules} />
      <section class="quiz-question" aria-labelledby="deal-title">
        <h2 id="deal-title">{t.deal}</h2>
        <p>{contractText(facts, item.state.marriage)}</p>
        <p>{callsText(facts)}</p>
        {c.view === 'facts' ? (
          <FactsView facts={facts} />
        ) : (
          <>
            <h3 class="area-label">{t.tricksN(item.state.tricks.length)}</h3>
            <TrickList tricks={item.state.tricks} announcements={item.state.announcements} label={t.tricksN(item.state.tricks.length)} />
          </>
        )}
      </section>
      <div class={`sheet-grid${c.grade ? ' is-graded' : ''}`}>
        <SheetForm
          rows={c.rows}
          draft={c.draft}
          invalid={c.invalid}
          grade={c.grade}
          disabled={state !== 'asking'}
          onWinner={(value) => send({ type: 'WINNER', value })}
          onLine={(reason, party, value) => send({ type: 'LINE', reason, party, value })}
          onScore={(seat, value) => send({ type: 'SCORE', seat, value })}
          onCheck={() => send({ type: 'CHECK' })}
        />
        {(c.grade || c.hints >= 3) && <KeySheet rows={c.rows} sheet={keySheet(item.result)} />}
      </div>
      {c.invalid.length > 0 && state === 'asking' && (
        <p class="field-error" role="alert">
          {t.notNumber}
        </p>
      )}
      {c.grade && (
        <div tabIndex={-1} ref={resultRef} class="grade-block">
          <Feedback tone={c.grade.credit === 1 ? 'good' : 'bad'}>
            <p class="grade-summary">
              {c.grade.credit === 1 ? `${quizText.common.right} ${t.allRight}` : t.result(c.grade.right, c.grade.total, c.grade.credit)}
            </p>
          </Feedback>
          <h3>{t.grading}</h3>
          <ul class="grade-list" data-testid="grade-list">
            {c.grade.items.map((g, i) => (
              <li key={i} class={g.ok ? 'is-right' : 'is-wrong'} data-ok={g.ok ? 'true' : 'false'}>
                {g.ok ? '✓ ' : '✗ '}
                {gradeItemText(g, facts, item.result)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <HintSteps shown={c.hints} texts={hintTexts} onHint={() => send({ type: 'HINT' })} disabled={state !== 'asking'} />
      <div class="quiz-actions">
        {state === 'graded' && c.grade!.credit < 1 && (
          <button type="button" class="btn" onClick={() => send({ type: 'RETRY' })}>
            {t.tryAgain}
          </button>
        )}
        {state === 'graded' && !fixed && (
          <button type="button" class={c.grade!.credit < 1 ? 'btn btn-quiet' : 'btn'} onClick={() => newDeal()}>
            {t.newDeal}
          </button>
        )}
        {!fixed && (
          <a class="btn btn-quiet" href={hrefOf({ ...w, seed: item.seed, level: item.level })}>
            {quizText.common.share}
          </a>
        )}
        <DownloadDeal record={item.record} name={`score-level${item.level}-${item.seed}`} />
      </div>
    </div>
  );
}

function FactsView({ facts }: { facts: DealFacts }) {
  return (
    <div class="facts" data-testid="facts">
      <div>
        <h3>{t.facts}</h3>
        <p>{pointsText(facts)}</p>
        <p>{targetsText(facts)}</p>
      </div>
      {!facts.solo && (
        <div>
          <h3>{t.specialEvents}</h3>
          {facts.specials.length === 0 ? (
            <p>{t.noSpecialEvents}</p>
          ) : (
            <ul>
              {facts.specials.map((e, i) => (
                <li key={i}>{specialText(e)}</li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function SheetForm(props: {
  rows: readonly LineReason[];
  draft: ScoreDraft;
  invalid: readonly string[];
  grade: SheetGrade | null;
  disabled: boolean;
  onWinner: (v: WinnerAnswer) => void;
  onLine: (reason: LineReason, party: Party, value: string) => void;
  onScore: (seat: number, value: string) => void;
  onCheck: () => void;
}) {
  const { draft, grade } = props;
  const lineOk = (reason: LineReason) => {
    const g = grade?.items.find((i): i is Extract<GradeItem, { kind: 'line' }> => i.kind === 'line' && i.reason === reason);
    return g ? (g.ok ? 'is-right' : 'is-wrong') : '';
  };
  const winnerItem = grade?.items.find((i) => i.kind === 'winner');
  const scoresItem = grade?.items.find((i): i is Extract<GradeItem, { kind: 'scores' }> => i.kind === 'scores');
  const bad = (field: string) => props.invalid.includes(field);
  return (
    <form
      class="sheet"
      aria-label={t.sheet}
      onSubmit={(e) => {
        e.preventDefault();
        props.onCheck();
      }}
    >
      <h2>{t.sheet}</h2>
      <fieldset class={`choice-row${winnerItem ? (winnerItem.ok ? ' is-right' : ' is-wrong') : ''}`}>
        <legend>{t.winner}</legend>
        {(['re', 'kontra', 'none'] as const).map((v) => (
          <label key={v} class="choice">
            <input type="radio" name="winner" value={v} checked={draft.winner === v} disabled={props.disabled} onChange={() => props.onWinner(v)} />
            {t.winnerOptions[v]}
          </label>
        ))}
      </fieldset>
      <div class="table-wrap">
        <table class="sheet-table">
          <caption>{t.linesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.line}</th>
              <th scope="col" class="num">
                {PARTY_WORD.re}
              </th>
              <th scope="col" class="num">
                {PARTY_WORD.kontra}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((reason) => (
              <tr key={reason} class={lineOk(reason)} data-line={reason}>
                <th scope="row">{cap(LINE_WORDS[reason])}</th>
                {(['re', 'kontra'] as const).map((party) => (
                  <td key={party} class="num">
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      aria-label={t.fieldLabel(cap(LINE_WORDS[reason]), PARTY_WORD[party])}
                      aria-invalid={bad(`line:${reason}:${party}`) ? 'true' : undefined}
                      name={`line-${reason}-${party}`}
                      value={draft.lines[reason]?.[party] ?? ''}
                      readOnly={props.disabled}
                      onInput={(e) => props.onLine(reason, party, (e.target as HTMLInputElement).value)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <fieldset class={`choice-row${scoresItem ? (scoresItem.ok ? ' is-right' : ' is-wrong') : ''}`}>
        <legend>{t.scores}</legend>
        {[0, 1, 2, 3].map((seat) => (
          <label key={seat} class="score-field">
            {t.scoreOf(seat)}{' '}
            <input
              type="text"
              inputMode="numeric"
              autoComplete="off"
              size={4}
              name={`score-${seat}`}
              aria-invalid={bad(`score:${seat}`) ? 'true' : undefined}
              value={draft.scores[seat]}
              readOnly={props.disabled}
              onInput={(e) => props.onScore(seat, (e.target as HTMLInputElement).value)}
            />
          </label>
        ))}
      </fieldset>
      <p>
        <button type="submit" class="btn" disabled={props.disabled}>
          {t.check}
        </button>
      </p>
    </form>
  );
}

/** The filled-in sheet of the key (also the answer key of a printed problem set: `titleId` keeps ids unique there). */
export function KeySheet({ rows, sheet, titleId = 'key-sheet-title' }: { rows: readonly LineReason[]; sheet: ScoreSheet; titleId?: string }) {
  const cell = (n: number) => (n === 0 ? t.empty : signed(n));
  return (
    <section class="sheet key-sheet" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.keySheet}</h2>
      <p>
        {t.winner}: <strong>{t.winnerOptions[sheet.winner ?? 'none']}</strong>
      </p>
      <div class="table-wrap" tabIndex={0} role="group" aria-labelledby={titleId}>
        <table class="sheet-table">
          <caption>{t.linesCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.line}</th>
              <th scope="col" class="num">
                {PARTY_WORD.re}
              </th>
              <th scope="col" class="num">
                {PARTY_WORD.kontra}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((reason) => {
              const e = sheet.lines[reason] ?? { re: 0, kontra: 0 };
              return (
                <tr key={reason} data-line={reason}>
                  <th scope="row">{cap(LINE_WORDS[reason])}</th>
                  <td class="num">{cell(e.re)}</td>
                  <td class="num">{cell(e.kontra)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p>
        {t.scores}: {sheet.scores.map((s, i) => `${seatName(i)} ${signed(s ?? 0)}`).join(', ')}
      </p>
    </section>
  );
}
