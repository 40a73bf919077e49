/** Drill rounds: the setup form, one question at a time with hints and the engine's reason, the summary. */
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { CardId } from '../../engine/cards.ts';
import { cardOrder } from '../../engine/order.ts';
import { nextSeat, type Party } from '../../engine/parties.ts';
import { DRILL_KINDS, type DrillAnswer, type DrillItem, type DrillKind, type RoundOptions } from '../../engine/quiz/drills.ts';
import { PACE, ratingFor } from '../../engine/quiz/rating.ts';
import { freshSeed } from '../../engine/quiz/seed.ts';
import { cardName } from '../../i18n/runtime/names.ts';
import { drillMachine, rightCount, ROUND_SECONDS, type DrillResult } from '../../machines/quizDrill.ts';
import { callsSoFarText, drillHint, drillText as t, drillWhy, quizText, seatName } from '#words/quiz';
import { CardRow } from '../cards/Card.tsx';
import { Hand, type HandCard } from '../cards/Hand.tsx';
import { MiniCard } from '../cards/TrickList.tsx';
import { readStars } from '../progress.ts';
import { loadSettings } from '../settings/store.ts';
import { useSettings } from '../settings/useSettings.ts';
import { readDrillLink, type LinkNotice } from './links.ts';
import { LinkNotices } from './LinkNotices.tsx';
import { DownloadDeal, Feedback, HintSteps, ProgressNotice, RulesLine, TrickList } from './parts.tsx';
import { recordAndSave } from './store.ts';
import { coveredTopics, kindsInOrder, type DrillLessons, type DrillTopic } from './drillLessons.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import { LessonTitleIn } from '../site/LessonTitleIn.tsx';

type Faces = 'french' | 'german';

function report(r: DrillResult) {
  const kind = r.item.kind;
  const credit = r.grade.correct ? 1 : 0;
  const rating = ratingFor({ credit, hints: r.hints, seconds: r.seconds }, PACE.drill);
  recordAndSave({
    item: {
      id: `item:drill:${kind}:${r.item.seed}`,
      title: `${t.kinds[kind]} #${r.item.seed}`,
      href: `/quiz/drills/?kind=${kind}&item=${r.item.seed}`,
      theme: `drill:${kind}`,
    },
    concepts: [{ id: `concept:drill:${kind}`, title: t.kinds[kind], href: `/quiz/drills/?kind=${kind}`, theme: `drill:${kind}`, rating }],
    rating,
    credit,
  });
}

export default function DrillRound({ lessons }: { lessons: DrillLessons }) {
  const [snap, send] = useMachine(drillMachine);
  const { faces } = useSettings().settings;
  const [kind, setKind] = useState<DrillKind | 'mixed'>('mixed');
  const [timed, setTimed] = useState(false);
  const [single, setSingle] = useState(false);
  const [notices, setNotices] = useState<readonly LinkNotice[]>([]);
  // What the learner's lessons have covered (read once the page runs: the stars live in this browser).
  const [covered, setCovered] = useState<ReadonlySet<DrillTopic>>(new Set());
  const [solos, setSolos] = useState(false);
  const c = snap.context;
  const state = String(snap.value);

  // A link may name the kind, a round seed (`seed`) or a single item to replay (`item`).
  useEffect(() => {
    const known = coveredTopics(lessons, readStars());
    setCovered(known);
    const link = readDrillLink(location.search);
    setNotices(link.notices);
    const k = link.kind;
    if (k !== null) setKind(k);
    if (link.timed) setTimed(true);
    const withSolos = link.solos ?? known.has('solo');
    setSolos(withSolos);
    const rules = loadSettings().settings.rules;
    if (k !== null && k !== 'mixed' && link.item !== null) {
      setSingle(true);
      send({ type: 'START', kind: k, timed: false, seed: link.item, rules, single: true });
    } else if (link.seed !== null && k !== null) {
      const options: RoundOptions = { solos: withSolos, pool: k === 'mixed' ? (link.from ?? poolOf(known)) : undefined };
      send({ type: 'START', kind: k, timed: link.timed, seed: link.seed, rules, options });
    }
  }, []);

  // One TICK a second while a round runs (time per answer, and the clock of a timed round).
  const running = state === 'asking' || state === 'feedback';
  useEffect(() => {
    if (!running) return;
    const id = setInterval(() => send({ type: 'TICK' }), 1000);
    return () => clearInterval(id);
  }, [running]);

  // Every graded answer goes to the progress store.
  const reported = useRef(0);
  useEffect(() => {
    if (c.results.length === 0) reported.current = 0;
    while (reported.current < c.results.length) report(c.results[reported.current++]);
  }, [c.results.length]);

  const start = (seed = freshSeed()) => {
    setSingle(false);
    const rules = loadSettings().settings.rules;
    const pool = kind === 'mixed' ? poolOf(covered) : undefined;
    // The link holds what the round was made of, so that it gives the same round to anyone.
    history.replaceState(null, '', `?kind=${kind}&seed=${seed}${timed ? '&timed=1' : ''}&solos=${solos ? 1 : 0}${pool ? `&from=${pool.join(',')}` : ''}`);
    send({ type: 'START', kind, timed, seed, rules, options: { pool, solos } });
  };

  return (
    <div class="quiz-panel drill-round" data-state={state}>
      <ProgressNotice />
      <LinkNotices notices={notices} />
      {state === 'setup' && (
        <Setup
          kind={kind}
          setKind={setKind}
          timed={timed}
          setTimed={setTimed}
          solos={solos}
          setSolos={setSolos}
          lessons={lessons}
          covered={covered}
          onStart={() => start()}
        />
      )}
      {(state === 'asking' || state === 'feedback') && c.items[c.index] && (
        <Question
          key={`${c.seed}-${c.index}`}
          item={c.items[c.index]}
          position={[c.index + 1, c.items.length]}
          remaining={c.timed ? c.remaining : null}
          hints={c.hints}
          result={state === 'feedback' ? c.results[c.results.length - 1] : null}
          faces={faces}
          single={single}
          onAnswer={(answer) => send({ type: 'ANSWER', answer })}
          onHint={() => send({ type: 'HINT' })}
          onNext={() => send({ type: 'NEXT' })}
        />
      )}
      {state === 'finished' && (
        <Summary results={c.results} total={c.items.length} timeUp={c.timeUp} faces={faces} onAgain={() => start()} onChange={() => send({ type: 'SETUP' })} />
      )}
    </div>
  );
}

/** The kinds a mixed round draws from: those the lessons have covered, or all of them before any lesson. */
function poolOf(covered: ReadonlySet<DrillTopic>): DrillKind[] | undefined {
  const kinds = DRILL_KINDS.filter((k) => covered.has(k));
  return kinds.length > 0 && kinds.length < DRILL_KINDS.length ? kinds : undefined;
}

function Setup(props: {
  kind: DrillKind | 'mixed';
  setKind: (k: DrillKind | 'mixed') => void;
  timed: boolean;
  setTimed: (b: boolean) => void;
  solos: boolean;
  setSolos: (b: boolean) => void;
  lessons: DrillLessons;
  covered: ReadonlySet<DrillTopic>;
  onStart: () => void;
}) {
  const { lessons, covered } = props;
  const kinds = kindsInOrder(DRILL_KINDS, lessons, covered);
  const someCovered = DRILL_KINDS.some((k) => covered.has(k));
  // The first lesson, in course order, whose drills the learner has not covered yet.
  const nextKind = kindsInOrder(DRILL_KINDS, lessons, new Set()).find((k) => !covered.has(k));
  const next = nextKind ? lessons[nextKind] : null;
  const solo = lessons.solo;
  return (
    <form
      class="drill-setup"
      onSubmit={(e) => {
        e.preventDefault();
        props.onStart();
      }}
    >
      <fieldset class="choice-group">
        <legend>{t.kindLegend}</legend>
        <label class="choice">
          <input type="radio" name="drill-kind" value="mixed" checked={props.kind === 'mixed'} onChange={() => props.setKind('mixed')} />
          {someCovered ? t.mixedCovered : t.mixed}
        </label>
        {kinds.map((k) => (
          <label key={k} class="choice">
            <input type="radio" name="drill-kind" value={k} checked={props.kind === k} onChange={() => props.setKind(k)} />
            <span>
              {t.kinds[k]}{' '}
              <span class="choice-note">
                (
                {covered.has(k) ? (
                  t.lessonDone(lessons[k].order)
                ) : (
                  <LessonTitleIn sentence={(title) => t.lessonTodo(lessons[k].order, title)} title={lessons[k].title} />
                )}
                )
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {next && (
        <p class="quiz-meta">
          {t.nextLessonIntro}{' '}
          <a href={localPath(`/learn/${next.slug}/`)}>
            <LessonTitleIn sentence={(title) => t.lessonTodo(next.order, title)} title={next.title} />
          </a>
        </p>
      )}
      <p class="quiz-meta">{t.orderNote}</p>
      <label class="choice">
        <input type="checkbox" checked={props.solos} onChange={(e) => props.setSolos((e.target as HTMLInputElement).checked)} />
        <span>
          {t.solos}
          <span class="choice-note">
            {' '}
            <LessonTitleIn sentence={(title) => t.solosHelp(solo.order, title, covered.has('solo'))} title={solo.title} />
          </span>
        </span>
      </label>
      <label class="choice">
        <input type="checkbox" checked={props.timed} onChange={(e) => props.setTimed((e.target as HTMLInputElement).checked)} />
        {t.timed(ROUND_SECONDS)}
      </label>
      <p>
        <button type="submit" class="btn">
          {t.start}
        </button>
      </p>
    </form>
  );
}

function Question(props: {
  item: DrillItem;
  position: [number, number];
  remaining: number | null;
  hints: number;
  result: DrillResult | null;
  faces: Faces;
  single: boolean;
  onAnswer: (a: DrillAnswer) => void;
  onHint: () => void;
  onNext: () => void;
}) {
  const { item, result, faces } = props;
  const o = { faces };
  const nextRef = useRef<HTMLButtonElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  // Keyboard flow: the first control of a new question, then the Next button after the answer.
  useEffect(() => {
    bodyRef.current?.querySelector<HTMLElement>('input, button.hand-card[tabindex="0"], button')?.focus();
  }, []);
  useEffect(() => {
    if (result) nextRef.current?.focus();
  }, [result]);

  const hintTexts = [0, 1, 2].map((s) => drillHint(item, s, o));
  return (
    <section class="quiz-question" aria-labelledby="drill-title" data-kind={item.kind} data-contract={item.contract}>
      <header class="quiz-head">
        <h2 id="drill-title">{t.kinds[item.kind]}</h2>
        <p class="quiz-meta">
          {props.single ? t.replayOne : t.position(props.position[0], props.position[1])}
          {props.remaining !== null && <span class="timer"> · {t.timeLeft(quizText.common.seconds(props.remaining))}</span>}
        </p>
      </header>
      <RulesLine rules={item.rules} />
      <div ref={bodyRef}>
        <Ask item={item} result={result} faces={faces} onAnswer={props.onAnswer} />
      </div>
      {result && (
        <Feedback tone={result.grade.correct ? 'good' : 'bad'}>
          <strong>{result.grade.correct ? quizText.common.right : quizText.common.wrong}</strong> {drillWhy(item, o)}
        </Feedback>
      )}
      <HintSteps shown={props.hints} texts={hintTexts} onHint={props.onHint} disabled={result !== null} />
      <div class="quiz-actions">
        {result && (
          <button type="button" class="btn" ref={nextRef} onClick={props.onNext}>
            {quizText.common.next}
          </button>
        )}
        {/* A question about one card shows no deal: there is nothing of it to take to the table. */}
        {item.kind !== 'trump' && <DownloadDeal record={item.record} name={`drill-${item.kind}-${item.seed}`} />}
      </div>
    </section>
  );
}

function YesNo({ disabled, onAnswer }: { disabled: boolean; onAnswer: (v: boolean) => void }) {
  return (
    <div class="yes-no">
      <button type="button" class="btn" disabled={disabled} onClick={() => onAnswer(true)}>
        {quizText.common.yes}
      </button>
      <button type="button" class="btn" disabled={disabled} onClick={() => onAnswer(false)}>
        {quizText.common.no}
      </button>
    </div>
  );
}

function Ask({ item, result, faces, onAnswer }: { item: DrillItem; result: DrillResult | null; faces: Faces; onAnswer: (a: DrillAnswer) => void }) {
  const done = result !== null;
  const o = { faces };
  const order = cardOrder(item.contract, item.rules);
  const trumps = (cards: readonly CardId[]) => (done ? cards.filter((c) => order.suit[c] === 'T') : undefined);
  switch (item.kind) {
    case 'trump':
      return (
        <>
          <p class="quiz-prompt">{t.trumpQ(cardName(item.card, o), t.contract(item.contract))}</p>
          <CardRow cards={[item.card]} trumps={trumps([item.card])} />
          <YesNo disabled={done} onAnswer={(value) => onAnswer({ kind: 'trump', value })} />
        </>
      );
    case 'announce':
      return (
        <>
          <p class="quiz-prompt">{t.announceQ(item.seat, item.party, item.call, item.holding)}</p>
          <p>{callsSoFarText(item.calls)}</p>
          <YesNo disabled={done} onAnswer={(value) => onAnswer({ kind: 'announce', value })} />
        </>
      );
    case 'winner': {
      const given = result?.answer?.kind === 'winner' ? result.answer.value : -1;
      const cards: HandCard[] = item.trick.map((id, i) => ({
        id,
        trump: done && order.suit[id] === 'T',
        mark: done && i === item.answer ? 'winner' : done && i === given ? 'wrong' : undefined,
        disabled: done,
      }));
      return (
        <>
          <p class="quiz-prompt">{t.winnerQ(item.leader, item.trickNo, item.lastTrick)}</p>
          <p class="quiz-meta">{t.contract(item.contract)}</p>
          <Hand
            cards={cards}
            label={`${t.kinds.winner}: ${item.trick.map((_, i) => seatName(nextSeat(item.leader, i))).join(', ')}`}
            onPick={(i) => onAnswer({ kind: 'winner', value: i })}
            class="trick-cards"
          />
        </>
      );
    }
    case 'legal':
      return <LegalAsk item={item} result={result} faces={faces} onAnswer={onAnswer} />;
    case 'party':
      return <PartyAsk item={item} result={result} onAnswer={onAnswer} />;
    case 'points':
      return <PointsAsk item={item} done={done} onAnswer={onAnswer} />;
  }
}

function LegalAsk({
  item,
  result,
  faces,
  onAnswer,
}: {
  item: Extract<DrillItem, { kind: 'legal' }>;
  result: DrillResult | null;
  faces: Faces;
  onAnswer: (a: DrillAnswer) => void;
}) {
  const [picked, setPicked] = useState<CardId[]>([]);
  const done = result !== null;
  const order = cardOrder(item.contract, item.rules);
  const cards: HandCard[] = item.hand.map((id) => ({
    id,
    trump: order.suit[id] === 'T',
    pressed: picked.includes(id),
    mark: done ? (item.answer.includes(id) ? 'ok' : picked.includes(id) ? 'wrong' : undefined) : picked.includes(id) ? 'ok' : undefined,
    disabled: done,
  }));
  return (
    <>
      <p class="quiz-prompt">{t.legalQ(item.seat)}</p>
      <p class="quiz-meta">{t.contract(item.contract)}</p>
      <h3 class="area-label">{t.trickSoFar}</h3>
      <CardRow cards={item.trick} trumps={item.trick.filter((c) => order.suit[c] === 'T')} label={t.trickSoFar} />
      <h3 class="area-label">{t.hand}</h3>
      <Hand
        cards={cards}
        togglable
        label={t.handPick}
        onPick={(i) => {
          const id = item.hand[i];
          setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
        }}
      />
      <p>
        <button type="button" class="btn" disabled={done} onClick={() => onAnswer({ kind: 'legal', value: picked })}>
          {quizText.common.check}
        </button>
      </p>
      {done && <p class="sr-only">{picked.map((c) => cardName(c, { faces })).join(', ')}</p>}
    </>
  );
}

function PartyAsk({ item, result, onAnswer }: { item: Extract<DrillItem, { kind: 'party' }>; result: DrillResult | null; onAnswer: (a: DrillAnswer) => void }) {
  const [given, setGiven] = useState<(Party | null | undefined)[]>([undefined, undefined, undefined, undefined]);
  const done = result !== null;
  const options: [Party | null, string][] = [
    ['re', t.partyOptions.re],
    ['kontra', t.partyOptions.kontra],
    [null, t.partyOptions.unknown],
  ];
  return (
    <>
      <p class="quiz-prompt">{t.partyQ}</p>
      <TrickList tricks={item.tricks} announcements={item.announcements} label={t.kinds.party} />
      <p>{callsSoFarText(item.announcements)}</p>
      <form
        class="party-form"
        onSubmit={(e) => {
          e.preventDefault();
          onAnswer({ kind: 'party', value: given.map((g) => g ?? null) });
        }}
      >
        {[0, 1, 2, 3].map((seat) => (
          <fieldset key={seat} class={`choice-row${done ? (result?.grade.wrongSeats?.includes(seat as 0) ? ' is-wrong' : ' is-right') : ''}`}>
            <legend>{seatName(seat)}</legend>
            {options.map(([value, label]) => (
              <label key={label} class="choice">
                <input
                  type="radio"
                  name={`party-${seat}`}
                  disabled={done}
                  checked={given[seat] === value}
                  onChange={() => setGiven((g) => g.map((x, i) => (i === seat ? value : x)))}
                />
                {label}
              </label>
            ))}
          </fieldset>
        ))}
        <p>
          <button type="submit" class="btn" disabled={done}>
            {quizText.common.check}
          </button>
        </p>
      </form>
    </>
  );
}

function PointsAsk({ item, done, onAnswer }: { item: Extract<DrillItem, { kind: 'points' }>; done: boolean; onAnswer: (a: DrillAnswer) => void }) {
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const order = cardOrder(item.contract, item.rules);
  return (
    <>
      <p class="quiz-prompt">{t.pointsQ}</p>
      <CardRow cards={item.trick} trumps={item.trick.filter((c) => order.suit[c] === 'T')} label={t.kinds.points} />
      <form
        class="answer-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!/^\s*\d+\s*$/.test(value)) return setInvalid(true);
          setInvalid(false);
          onAnswer({ kind: 'points', value: Number(value) });
        }}
      >
        <label for={`points-${item.seed}`}>{t.pointsLabel}</label>
        <input
          id={`points-${item.seed}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          size={4}
          value={value}
          readOnly={done}
          onInput={(e) => setValue((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="btn" disabled={done}>
          {quizText.common.check}
        </button>
        {invalid && (
          <span class="field-error" role="alert">
            {quizText.common.notANumber}
          </span>
        )}
      </form>
    </>
  );
}

function Summary(props: { results: readonly DrillResult[]; total: number; timeUp: boolean; faces: Faces; onAgain: () => void; onChange: () => void }) {
  const againRef = useRef<HTMLButtonElement>(null);
  useEffect(() => againRef.current?.focus(), []);
  return (
    <section class="quiz-question" aria-labelledby="drill-summary">
      <h2 id="drill-summary">{t.finished}</h2>
      <p role="status" class="round-score">
        {props.timeUp ? `${t.timeUp} ` : ''}
        {t.score(rightCount(props), props.results.length)}
      </p>
      <ol class="round-results">
        {props.results.map((r, i) => (
          <li key={i} class={r.grade.correct ? 'is-right' : 'is-wrong'} data-kind={r.item.kind}>
            <p class="round-head">
              <strong>{t.kinds[r.item.kind]}</strong> <span aria-hidden="true">{r.grade.correct ? '✓' : '✗'}</span>
              <span class="sr-only">{r.grade.correct ? quizText.common.right : quizText.common.wrong}</span>
            </p>
            <ItemAnswer item={r.item} faces={props.faces} />
            <p class="round-why">{drillWhy(r.item, { faces: props.faces })}</p>
          </li>
        ))}
      </ol>
      <div class="quiz-actions">
        <button type="button" class="btn" ref={againRef} onClick={props.onAgain}>
          {t.again}
        </button>
        <button type="button" class="btn btn-quiet" onClick={props.onChange}>
          {t.change}
        </button>
      </div>
    </section>
  );
}

/** A card of the summary that is (part of) the answer: marked, and said so to screen readers. */
function AnswerCard({ id, trump, answer }: { id: CardId; trump?: boolean; answer: string }) {
  return (
    <span class="summary-answer">
      <MiniCard id={id} trump={trump} />
      <span class="sr-only"> ({answer})</span>
    </span>
  );
}

/** An item's cards with the answer marked, as the summary of a round shows it. */
function ItemAnswer({ item, faces }: { item: DrillItem; faces: Faces }) {
  const order = cardOrder(item.contract, item.rules);
  const trump = (c: CardId) => order.suit[c] === 'T';
  const cards = (ids: readonly CardId[], answer: (c: CardId, i: number) => boolean, word: string) =>
    ids.map((c, i) => (answer(c, i) ? <AnswerCard key={i} id={c} trump={trump(c)} answer={word} /> : <MiniCard key={i} id={c} trump={trump(c)} />));
  const s = t.summary;
  switch (item.kind) {
    case 'trump':
      return (
        <p class="summary-cards">
          {t.contract(item.contract)}: <MiniCard id={item.card} trump={item.answer} /> {s.trump(item.answer)}
        </p>
      );
    case 'winner':
      return (
        <p class="summary-cards">
          {s.trick(seatName(item.leader))} {cards(item.trick, (_, i) => i === item.answer, s.wins)} ·{' '}
          {s.winner(seatName(nextSeat(item.leader, item.answer)), cardName(item.trick[item.answer], { faces }))}
        </p>
      );
    case 'legal':
      return (
        <p class="summary-cards">
          {s.trickSoFar} {cards(item.trick, () => false, '')} · {s.hand(seatName(item.seat))} {cards(item.hand, (c) => item.answer.includes(c), s.mayPlay)}
        </p>
      );
    case 'points':
      return (
        <p class="summary-cards">
          {cards(item.trick, () => false, '')} = {s.points(item.answer)}
        </p>
      );
    case 'announce':
      return <p class="summary-line">{s.announce(seatName(item.seat), item.party, item.call, item.holding, item.answer)}</p>;
    case 'party':
      return <p class="summary-line">{s.parties(item.answer)}</p>;
  }
}
