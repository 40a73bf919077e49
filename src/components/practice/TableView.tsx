/**
 * The board: everything a deal needs on one screen — the deal's bar, the felt with the other
 * three seats and the trick, the learner's seat, the table's words, the controls and the hand.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { currentOrder, type Action } from '../../engine/deal.ts';
import type { DealResult } from '../../engine/outcome.ts';
import { cardOrder, sortHand } from '../../engine/order.ts';
import type { Seat } from '../../engine/parties.ts';
import { playRule } from '../../engine/trick.ts';
import { knownSilentSoloist, viewFor } from '../../engine/view.ts';
import type { CardRule } from '../../engine/bots/index.ts';
import { dimmedText, tableText as t } from '#words/practice';
import type { Faces } from '../../i18n/runtime/names.ts';
import { LEARNER, learnerCalls, learnerPlays, learnerStep, type TableContext } from '../../machines/practiceDeal.ts';
import { BoardHand } from './BoardHand.tsx';
import { AnnouncePanel, Controls } from './Controls.tsx';
import { SeatBox, SouthLine, TrickCross, trickPoints } from './Felt.tsx';
import { contractLine, Messages } from './Messages.tsx';

export interface TableViewProps {
  ctx: TableContext;
  value: string;
  faces: Faces;
  result: DealResult | null;
  dealInfo: preact.ComponentChildren;
  onAct: (a: Action) => void;
  onPass: () => void;
  onUndo: () => void;
  onHint: () => void;
  onDismiss: () => void;
  onCoach: (on: boolean) => void;
  /** Whether the learner has done the lesson of a rule of thumb (the coach uses its words). */
  taught: (rule: CardRule) => boolean;
  /** The deal was dealt again at a table of normal games only. */
  redealt: boolean;
  after: preact.ComponentChildren;
}

/** Keys that do not take a finished trick in (moving around the page stays possible). */
const QUIET_KEYS = new Set(['Tab', 'Shift', 'Control', 'Alt', 'Meta', 'CapsLock']);

export function TableView(p: TableViewProps) {
  const { ctx, value, faces } = p;
  const s = ctx.state!;
  const view = viewFor(s, LEARNER);
  const step = learnerStep(ctx);
  const [picked, setPicked] = useState<number[]>([]);
  const [showLast, setShowLast] = useState(false);
  const [announcing, setAnnouncing] = useState(false);
  const announceRef = useRef<HTMLButtonElement>(null);
  const closeAnnounce = () => {
    setAnnouncing(false);
    announceRef.current?.focus();
  };
  const order = view.order ?? cardOrder('normal', s.rules);
  const trumps = currentOrder(s)?.trumps ?? order.trumps;
  const hand = sortHand(view.hand, order);
  const plays = learnerPlays(ctx);
  const myTurn = value === 'learnerTurn' || value === 'trickShown';
  const selecting = value === 'learnerTurn' && step?.kind === 'turn' && (s.phase === 'povertyGive' || s.phase === 'povertyReturn');
  const lastTrick = s.tricks[s.tricks.length - 1] ?? null;
  const live = s.current && s.current.cards.length > 0 ? s.current : null;
  const toMove = (seat: Seat) => value !== 'over' && value !== 'trickShown' && s.toMove === seat;

  useEffect(() => {
    setPicked([]);
    setShowLast(false);
  }, [s.phase, s.cardsPlayed]);

  // A finished trick on display: any key (or a tap on it) takes it in.
  useEffect(() => {
    if (value !== 'trickShown') return;
    const onKey = (e: KeyboardEvent) => {
      const el = e.target as HTMLElement | null;
      if (QUIET_KEYS.has(e.key) || el?.closest('input, select, textarea, [role="group"]')) return;
      p.onDismiss();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [value]);

  const rule = s.phase === 'playing' && s.toMove === LEARNER && s.current ? playRule(s.hands[LEARNER], s.current.cards, currentOrder(s)!) : null;
  const why = dimmedText(
    { phase: s.phase, toMove: s.toMove, mine: myTurn && s.toMove === LEARNER, forced: step?.kind === 'forcedCall' ? s.forced : null, rule },
    faces,
    order,
  );
  const pickCard = (i: number) => {
    if (selecting) setPicked((x) => (x.includes(i) ? x.filter((y) => y !== i) : x.length < 3 ? [...x, i] : x));
    else p.onAct({ type: 'play', seat: LEARNER, card: hand[i] });
  };
  // A dimmed card pressed: the table answers with the reason (the engine's refusal).
  const refuseCard = (i: number) => {
    if (value === 'trickShown') p.onDismiss();
    p.onAct({ type: 'play', seat: LEARNER, card: hand[i] });
  };

  const shown = showLast && lastTrick ? lastTrick : (live ?? (s.phase === 'playing' || s.phase === 'finished' ? lastTrick : null));
  let caption: string;
  if (!shown) caption = s.phase === 'playing' ? t.leads(s.toMove) : t.phaseCaption(s.phase);
  else if (shown === live) caption = t.leads(shown.leader);
  else caption = `${showLast ? `${t.lastTrickTitle(s.tricks.length)} · ` : ''}${t.winsWith(shown.winner!, trickPoints(shown))}`;

  return (
    <div class={`pt-board${p.ctx.coach ? ' has-coach' : ''}`} data-testid="board">
      <h2 class="sr-only">{t.tableHeading}</h2>
      <div class="pt-bar">
        <p class="pt-deal" data-testid="deal-info">
          {p.dealInfo}
        </p>
        <p class="pt-contract">
          <span class="sr-only">{t.contract}: </span>
          <span data-testid="contract">{contractLine(view, knownSilentSoloist(s, LEARNER))}</span>
        </p>
        <label class="pt-coach-toggle">
          <input type="checkbox" checked={ctx.coach} onChange={(e) => p.onCoach((e.target as HTMLInputElement).checked)} data-testid="coach-toggle" />
          {t.coach}
        </label>
      </div>
      <div class="pt-felt">
        {([2, 1, 3] as Seat[]).map((seat) => (
          <SeatBox key={seat} seat={seat} view={view} toMove={toMove(seat)} />
        ))}
        <div class="pt-center" data-testid="trick-area">
          <TrickCross trick={shown} trumps={trumps} caption={caption} onTap={value === 'trickShown' ? p.onDismiss : undefined} />
        </div>
      </div>
      <SouthLine view={view} toMove={toMove(LEARNER)} waitingFor={([0, 1, 2, 3] as Seat[]).find(toMove) ?? null} />
      <Messages ctx={ctx} value={value} view={view} faces={faces} result={p.result} taught={p.taught} redealt={p.redealt}>
        {announcing && s.phase === 'playing' && (
          <AnnouncePanel
            options={learnerCalls(s)}
            holding={s.hands[LEARNER].length}
            onCall={(call) => p.onAct({ type: 'announce', seat: LEARNER, call })}
            onClose={closeAnnounce}
          />
        )}
      </Messages>
      <Controls
        s={s}
        value={value}
        step={step}
        coach={ctx.coach}
        canUndo={ctx.allowUndo && ctx.history.length > 0 && (value === 'learnerTurn' || value === 'trickShown')}
        picked={picked.length}
        showLast={showLast}
        hasLast={lastTrick !== null && live !== null}
        onAct={p.onAct}
        onPass={p.onPass}
        onUndo={p.onUndo}
        onHint={p.onHint}
        onDismiss={p.onDismiss}
        onGive={() => p.onAct({ type: 'exchange', seat: LEARNER, cards: picked.map((i) => hand[i]) })}
        onToggleLast={() => setShowLast((x) => !x)}
        announcing={announcing && s.phase === 'playing'}
        onAnnounce={() => (announcing ? closeAnnounce() : setAnnouncing(true))}
        announceRef={announceRef}
        after={p.after}
      />
      <BoardHand
        hand={hand}
        trumps={order.trumps}
        playable={myTurn ? plays : []}
        selecting={selecting}
        picked={picked}
        why={why}
        whyId="pt-dimmed-why"
        playing={s.phase === 'playing'}
        myTurn={value === 'learnerTurn'}
        onPick={pickCard}
        onRefused={refuseCard}
      />
    </div>
  );
}
