/**
 * "Pick the lead": the problem list, the position, the learner's hand, two tries, then the
 * answer with its reason in one sentence and, behind "Details", the explanation and the
 * evidence from simulation. The next problem tests another idea from another seat and party
 * (engine/quiz/problems.ts nextProblem).
 */
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'preact/hooks';
import { LEAD_PROBLEMS, leadProblem } from '../../content/quizzes/index.ts';
import type { CardId } from '../../engine/cards.ts';
import { currentOrder } from '../../engine/deal.ts';
import { sortHand } from '../../engine/order.ts';
import { ruleOfThumbCard } from '../../engine/quiz/players.ts';
import { creditGrade, creditOf, generatedProblem, nextProblem, type CheckedProblem } from '../../engine/quiz/problems.ts';
import { PACE, ratingFor } from '../../engine/quiz/rating.ts';
import { freshSeed } from '../../engine/quiz/seed.ts';
import { viewFor } from '../../engine/view.ts';
import { cardName, cardShort } from '../../i18n/runtime/names.ts';
import { leadMachine, samplesOf, type LeadContext, type LeadSource } from '../../machines/quizLead.ts';
import { callsSoFarText, LEAD_RULE_TEXT, leadText as t, listWords, PARTY_WORD, quizText } from '#words/quiz';
import { Hand, type HandCard } from '../cards/Hand.tsx';
import { loadSettings } from '../settings/store.ts';
import { useSettings } from '../settings/useSettings.ts';
import { readLeadLink, type LinkNotice } from './links.ts';
import { LinkNotices } from './LinkNotices.tsx';
import { DownloadDeal, Feedback, HintSteps, ProgressNotice, RulesLine, TrickList } from './parts.tsx';
import { loadProgress, recordAndSave } from './store.ts';
import { useQuizProgress } from './useQuizProgress.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import { fixed } from '../../i18n/runtime/numbers.ts';

type Faces = 'french' | 'german';

/** The problem the address names; what it named that could not be used is in `notices` (the page says so). */
function sourceFromLocation(): { source: LeadSource; notices: readonly LinkNotice[] } {
  const link = readLeadLink(location.search, (id) => leadProblem(id) !== undefined);
  const notices = link.notices;
  if (typeof link.seed === 'number') return { source: { kind: 'generated', problem: generatedProblem(link.seed, loadSettings().settings.rules) }, notices };
  const byId = link.problem === null ? undefined : leadProblem(link.problem);
  if (byId) return { source: { kind: 'curated', problem: byId }, notices };
  const pool = link.rule ? LEAD_PROBLEMS.filter((p) => p.rule === link.rule) : LEAD_PROBLEMS;
  return { source: { kind: 'curated', problem: nextProblem(pool, null, answered) }, notices };
}

/** Whether the learner has answered a curated problem in this browser. */
const answered = (id: string): boolean => Boolean(loadProgress().progress.scheduled[`item:lead:${id}`]);

const hrefOf = (s: LeadSource) => (s.kind === 'curated' ? `/quiz/lead/?problem=${s.problem.id}` : `/quiz/lead/?seed=${s.problem.seed}`);

function report(c: LeadContext) {
  const s = c.source!;
  const credit = (c.credit ?? 0) / 100;
  const rating = ratingFor({ credit, hints: c.hints, seconds: c.seconds }, PACE.lead);
  const rule = s.kind === 'curated' ? s.problem.rule : 'simulated';
  const title = s.kind === 'curated' ? s.problem.title : t.generatedTitle(s.problem.seed);
  recordAndSave({
    item: { id: s.kind === 'curated' ? `item:lead:${s.problem.id}` : `item:lead-gen:${s.problem.seed}`, title, href: hrefOf(s), theme: `lead:${rule}` },
    concepts: [
      {
        id: `concept:lead:${rule}`,
        title: s.kind === 'curated' ? LEAD_RULE_TEXT[s.problem.rule].title : t.generatedTheme,
        href: s.kind === 'curated' ? `/quiz/lead/?rule=${rule}` : '/quiz/lead/?seed=new',
        theme: `lead:${rule}`,
        rating,
      },
    ],
    rating,
    credit,
  });
}

/** One fixed problem, as an item of a problem set: no problem list, no next problem, the address left alone. */
export interface FixedLead {
  readonly source: LeadSource;
  /** The lead's credit once known (0..1). */
  readonly onAnswer?: (credit: number) => void;
}

export default function LeadQuiz({ fixed }: { fixed?: FixedLead } = {}) {
  const [snap, send] = useMachine(leadMachine);
  const { faces } = useSettings().settings;
  const { progress } = useQuizProgress();
  const [notices, setNotices] = useState<readonly LinkNotice[]>([]);
  const c = snap.context;
  const state = snap.matches('answered')
    ? snap.matches({ answered: 'ready' })
      ? 'ready'
      : 'simulating'
    : snap.matches('judging')
      ? 'judging'
      : String(snap.value);

  const load = (source: LeadSource, push: boolean) => {
    if (fixed) {
      /* a set's item: the address belongs to the set */
    } else if (push) history.pushState(null, '', hrefOf(source));
    else history.replaceState(null, '', hrefOf(source));
    send({ type: 'LOAD', source });
  };
  useEffect(() => {
    if (fixed) {
      load(fixed.source, false);
      return;
    }
    const q = new URLSearchParams(location.search);
    if (q.get('seed') === 'new') history.replaceState(null, '', `?seed=${freshSeed()}`);
    const fromAddress = () => {
      const { source, notices } = sourceFromLocation();
      setNotices(notices);
      load(source, false);
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
  // The answer is recorded once its credit is known: at once for a curated problem, after the simulation for a generated one.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (c.pick === null || c.credit === null || !c.source) return;
    const key = `${hrefOf(c.source)}|${c.pick}`;
    if (reported.current === key) return;
    reported.current = key;
    report(c);
    fixed?.onAnswer?.((c.credit ?? 0) / 100);
  }, [c.pick, c.credit]);
  // The words after each try, and the answer, take the focus (the cards stay a Tab away for the second try).
  const feedbackRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (state === 'retry' || (c.credit !== null && c.pick !== null)) feedbackRef.current?.focus();
  }, [state === 'retry', c.credit]);

  const s = c.source;
  return (
    <div class="quiz-panel lead-quiz" data-state={s ? state : 'loading'}>
      <ProgressNotice />
      <LinkNotices notices={notices} />
      {!fixed && (
        <nav class="quiz-card" aria-labelledby="problems-title">
          <h2 id="problems-title">{t.problems}</h2>
          <p>{t.problemsIntro(LEAD_PROBLEMS.length)}</p>
          <details>
            <summary>{t.problems}</summary>
            <ul class="problem-list">
              {LEAD_PROBLEMS.map((p) => (
                <li key={p.id}>
                  <a
                    href={localPath(`/quiz/lead/?problem=${p.id}`)}
                    aria-current={s?.kind === 'curated' && s.problem.id === p.id ? 'page' : undefined}
                    onClick={(e) => {
                      e.preventDefault();
                      load({ kind: 'curated', problem: p }, true);
                    }}
                  >
                    {p.title}
                    {/* A problem's rule of thumb gives its answer away: named once it has been answered. */}
                    {progress.scheduled[`item:lead:${p.id}`] && (
                      <>
                        {' ✓'}
                        <br />
                        <span class="muted">{LEAD_RULE_TEXT[p.rule].title}</span>
                      </>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </details>
          <p>
            <button
              type="button"
              class="btn btn-quiet"
              onClick={() => load({ kind: 'generated', problem: generatedProblem(freshSeed(), loadSettings().settings.rules) }, true)}
            >
              {t.generated}
            </button>
          </p>
        </nav>
      )}
      {s ? (
        <Problem c={c} state={state} faces={faces} feedbackRef={feedbackRef} send={send} onNext={fixed ? null : () => load(nextSource(s), true)} />
      ) : (
        <p>{quizText.common.loading}</p>
      )}
    </div>
  );
}

function nextSource(s: LeadSource): LeadSource {
  if (s.kind === 'generated') return { kind: 'generated', problem: generatedProblem(freshSeed(), loadSettings().settings.rules) };
  return { kind: 'curated', problem: nextProblem(LEAD_PROBLEMS, s.problem as CheckedProblem, answered) };
}

function Problem(props: {
  c: LeadContext;
  state: string;
  faces: Faces;
  feedbackRef: { current: HTMLDivElement | null };
  send: (e: { type: 'PICK'; card: CardId } | { type: 'HINT' } | { type: 'REVEAL' }) => void;
  /** Null for a set's item (the set moves on). */
  onNext: (() => void) | null;
}) {
  const { c, state, faces } = props;
  const s = c.source!;
  const o = { faces };
  const ds = s.problem.state;
  const seat = ds.toMove;
  const view = viewFor(ds, seat);
  const order = currentOrder(ds)!;
  const hand = sortHand(ds.hands[seat], order);
  const answered = c.credit !== null;
  const retry = state === 'retry';
  const best = c.verdicts ? c.evaluation!.stats.reduce((b, x) => (x.points > b.points ? x : b)) : null;
  // The best lead: the curated key, or the simulation's best for a generated problem.
  const top = s.kind === 'curated' ? s.problem.key : (best?.card ?? null);
  const grade = answered ? creditGrade(c.credit!) : null;
  // Once answered, every card shows its grade by one signal: ✓ full credit, its percentage for a
  // partial credit, ✗ for a lead of the learner's that earns nothing; no mark: no credit. On the
  // second try only the first pick shows its own grade, so the answer stays hidden.
  const cards: HandCard[] = hand.map((id) => {
    const trump = order.suit[id] === 'T';
    const tried = c.picks.includes(id);
    if (!answered && !(retry && tried)) return { id, trump, disabled: state !== 'asking' && state !== 'retry' };
    const credit = creditFor(c, id) ?? 0;
    const g = creditGrade(credit);
    const mark = g === 'full' ? 'ok' : g === 'partial' ? 'partial' : tried ? 'wrong' : undefined;
    return { id, trump, disabled: true, mark, badge: g === 'partial' ? t.badge(credit) : undefined, note: mark && t.cardNote(g, credit, tried), chosen: tried };
  });
  const title = s.kind === 'curated' ? s.problem.title : t.generatedTitle(s.problem.seed);
  const hintTexts =
    s.kind === 'curated'
      ? [
          `${LEAD_RULE_TEXT[s.problem.rule].title}: ${LEAD_RULE_TEXT[s.problem.rule].rule}`,
          t.candidates(
            listWords(
              Object.entries(s.problem.credit)
                .sort((a, b) => b[1] - a[1])
                .map(([card]) => cardName(card as CardId, o)),
            ),
          ),
          t.key(cardName(s.problem.key, o)),
        ]
      : [t.generatedRule, t.heuristic(cardName(ruleOfThumbCard(ds).card, o)), best ? t.answerHint(cardName(best.card, o)) : ''];
  const first = c.picks[0];
  const firstCredit = c.pickCredits[0] ?? 0;
  return (
    <section class="quiz-question" aria-labelledby="lead-title" data-problem={s.kind === 'curated' ? s.problem.id : `seed-${s.problem.seed}`}>
      <header class="quiz-head">
        <h2 id="lead-title">{title}</h2>
        {/* The rule of thumb names the answer: shown only once the lead is answered. */}
        {s.kind === 'curated' && answered && <p class="quiz-meta">{LEAD_RULE_TEXT[s.problem.rule].title}</p>}
      </header>
      <RulesLine rules={ds.rules} />
      {s.kind === 'generated' && <p class="quiz-meta">{t.generatedNote}</p>}
      <p>
        {t.contract(ds.contract!, seat)} {t.youAre(seat, view.ownParty ? PARTY_WORD[view.ownParty] : null)}
      </p>
      <p>{callsSoFarText(ds.announcements)}</p>
      <h3 class="area-label">{t.tricksSoFar}</h3>
      {ds.tricks.length === 0 ? <p>{t.noTricks}</p> : <TrickList tricks={ds.tricks} announcements={ds.announcements} label={t.tricksSoFar} />}
      <h3 class="area-label">{t.yourHand}</h3>
      <Hand cards={cards} label={t.yourHand} onPick={(i) => props.send({ type: 'PICK', card: hand[i] })} />
      {state === 'judging' && (
        <Feedback tone="neutral">
          <p>{t.simulating(c.evaluation?.samples ?? 0, samplesOf(s))}</p>
        </Feedback>
      )}
      {retry && (
        <div tabIndex={-1} ref={props.feedbackRef}>
          <Feedback tone={creditGrade(firstCredit) === 'partial' ? 'partial' : 'bad'}>
            <p data-grade="retry">
              {t.notBest(creditGrade(firstCredit), cardName(first, o), firstCredit)} <strong>{t.tryOnce}</strong>
            </p>
          </Feedback>
          <p class="quiz-actions">
            <button type="button" class="btn btn-quiet" onClick={() => props.send({ type: 'REVEAL' })}>
              {t.showAnswer}
            </button>
          </p>
        </div>
      )}
      {answered && (
        <div tabIndex={-1} ref={props.feedbackRef}>
          <Feedback tone={grade === 'full' ? 'good' : grade === 'partial' ? 'partial' : 'bad'}>
            <p data-grade={grade!}>
              <strong>{t.grade[grade!]}</strong> {t.credit(c.credit!)}{' '}
              {c.picks.length > 1 ? t.yourLeads(cardName(first, o), cardName(c.picks[1], o)) : t.yourLead(cardName(first, o))}{' '}
              {c.pick !== top && top ? t.bestLead(cardName(top, o)) : null}
            </p>
            <Reason c={c} faces={faces} />
          </Feedback>
          <details class="lead-details">
            <summary>{t.details}</summary>
            {s.kind === 'curated' && <p>{s.problem.explanation}</p>}
            {s.kind === 'curated' && (
              <p>
                <strong>
                  {t.ruleLabel} — {LEAD_RULE_TEXT[s.problem.rule].title}:
                </strong>{' '}
                {LEAD_RULE_TEXT[s.problem.rule].rule}
              </p>
            )}
            <Evidence c={c} state={state} faces={faces} />
          </details>
        </div>
      )}
      <HintSteps shown={c.hints} texts={hintTexts} onHint={() => props.send({ type: 'HINT' })} disabled={state !== 'asking' && state !== 'retry'} />
      <div class="quiz-actions">
        {answered && props.onNext && (
          <button type="button" class="btn" onClick={props.onNext}>
            {s.kind === 'curated' ? t.next : t.another}
          </button>
        )}
        {props.onNext && (
          <a class="btn btn-quiet" href={hrefOf(s)}>
            {quizText.common.share}
          </a>
        )}
        <DownloadDeal
          record={s.kind === 'curated' ? s.problem.position : s.problem.record}
          name={s.kind === 'curated' ? `lead-${s.problem.id}` : `lead-${s.problem.seed}`}
        />
      </div>
    </section>
  );
}

/** Why the best lead is best, in one sentence: the problem's own reason, or the simulation's for a generated one. */
function Reason({ c, faces }: { c: LeadContext; faces: Faces }) {
  const s = c.source!;
  if (s.kind === 'curated')
    return (
      <p class="lead-reason">
        <strong>{t.why}</strong> {s.problem.reason}
      </p>
    );
  const ev = c.evaluation;
  if (!ev || !c.verdicts) return null;
  const best = ev.stats.reduce((b, x) => (x.points > b.points ? x : b));
  return (
    <p class="lead-reason">
      <strong>{t.why}</strong> {t.simReason(cardName(best.card, { faces }), best.points, ev.samples)}
    </p>
  );
}

/** A lead's credit: the curated table's, or the simulation's verdict once it is in (null before). */
function creditFor(c: LeadContext, card: CardId): number | null {
  const s = c.source!;
  return s.kind === 'curated' ? creditOf(s.problem, card) : (c.verdicts?.find((v) => v.card === card)?.credit ?? null);
}

function Evidence({ c, state, faces }: { c: LeadContext; state: string; faces: Faces }) {
  const ev = c.evaluation;
  if (!ev)
    return (
      <p class="evidence-note" role="status">
        {t.simulating(0, samplesOf(c.source!))}
      </p>
    );
  const s = c.source!;
  const credit = (card: CardId) => creditFor(c, card);
  const rows = [...ev.stats].sort((a, b) => b.points - a.points);
  const pct = (x: number) => `${Math.round(x * 100)} %`;
  const best = rows[0];
  const within = c.verdicts?.filter((v) => v.credit === 100 && v.card !== best.card).map((v) => cardName(v.card, { faces })) ?? [];
  return (
    <section class="evidence" aria-labelledby="evidence-title" data-state={state}>
      <h3 id="evidence-title">{t.evidence}</h3>
      {/* Five narrow columns: the card by its symbol, each interval in small print under its figure, so a phone needs no sideways scrolling. */}
      <table class="evidence-table">
        <caption class="sr-only">{t.evidence}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.card}</th>
            <th scope="col" class="num">
              {t.columns.credit}
            </th>
            <th scope="col" class="num">
              {t.columns.points}
            </th>
            <th scope="col" class="num">
              {t.columns.win}
            </th>
            <th scope="col" class="num">
              {t.columns.score}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const cr = credit(r.card);
            const yours = c.picks.includes(r.card);
            return (
              <tr key={r.card} class={yours ? 'is-pick' : ''} data-card={r.card}>
                <th scope="row">
                  <span aria-hidden="true">{cardShort(r.card, { faces })}</span>
                  <span class="sr-only">{cardName(r.card, { faces })}</span>
                  {yours ? ' ←' : ''}
                </th>
                <td class="num">{cr === null ? '…' : `${cr} %`}</td>
                <td class="num">
                  {fixed(r.points, 1)}
                  <span class="ci">
                    {fixed(r.pointsCi.lo, 0)}–{fixed(r.pointsCi.hi, 0)}
                  </span>
                </td>
                <td class="num">
                  {pct(r.winRate)}
                  <span class="ci">
                    {Math.round(r.winCi.lo * 100)}–{pct(r.winCi.hi)}
                  </span>
                </td>
                <td class="num">{fixed(r.score, 2)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {c.verdicts && (
        <p>
          {t.bestBySim(cardName(best.card, { faces }))} {s.kind === 'curated' ? t.curatedCredit : within.length > 0 && t.withinInterval(listWords(within))}
        </p>
      )}
      <p class="evidence-note">
        {t.intervals} {t.assumptions(ev.samples, ev.relaxed)}
      </p>
    </section>
  );
}
