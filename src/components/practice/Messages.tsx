/**
 * The table's words, in one fixed-size panel beside (or under) the felt: a refusal, the
 * contract as play starts, the trick just won and why, the coach's note or the hint, what
 * the others did, and the deal's result. Everything comes from the engine as data.
 */
import { useEffect, useRef } from 'preact/hooks';
import { currentOrder } from '../../engine/deal.ts';
import type { DealResult } from '../../engine/outcome.ts';
import { explainTrick } from '../../engine/trick.ts';
import type { PlayerView } from '../../engine/view.ts';
import { trickWhyText } from '#words/site';
import {
  bannerText,
  contractWord,
  hintWords,
  logText,
  phaseNote,
  playRuleText,
  refusalText,
  SILENT_SOLO_WORD,
  tableText as t,
  valueWords,
} from '#words/practice';
import { cardShort, type Faces } from '../../i18n/runtime/names.ts';
import { LEARNER, learnerStep, type TableContext } from '../../machines/practiceDeal.ts';
import { declarationText } from '#words/site';
import type { CardRule, Hint } from '../../engine/bots/index.ts';
import { healthyContract } from '../../engine/contract.ts';
import { SOLOIST_FACTOR } from '../../engine/scoring.ts';
import { LinkedText } from './GlossaryTerm.tsx';
import { trickPoints } from './Felt.tsx';

/** The contract as play starts, in a few sentences (the banner), as the viewer knows it. */
export function contractBanner(view: PlayerView, faces: Faces): string[] {
  const c = view.contract;
  if (!c) return [];
  if (c.kind === 'normal') {
    if (view.silentSolo) return [bannerText.silentYou];
    return [bannerText.normal, ...(view.ownParty ? [bannerText.youAre(view.ownParty)] : [])];
  }
  if (c.kind === 'solo') {
    const trumps = [...new Set(view.order?.trumps ?? [])].map((x) => cardShort(x, { faces }));
    return [bannerText.solo(c.declarer, declarationText(c)), trumps.length > 0 ? bannerText.trumps(trumps.join(' ')) : bannerText.noTrumps];
  }
  if (c.kind === 'marriage') {
    const m = view.marriage!;
    const state =
      m.clarifiedIn === null ? bannerText.marriageOpen : m.partner === null ? bannerText.marriageAlone : bannerText.marriagePartner(m.partner, m.clarifiedIn);
    return [bannerText.marriage(c.declarer), state];
  }
  return [
    bannerText.poverty(c.declarer, c.partner),
    ...(view.povertyTrumpsReturned !== null ? [bannerText.povertyTrumps(c.partner, view.povertyTrumpsReturned)] : []),
  ];
}

/**
 * The bar's short line for the game actually played, as far as the learner knows it ("Marriage
 * (Hochzeit) · North · partner East"); `silentSoloist`: the player of a silent solo once known.
 */
export function contractLine(s: Pick<PlayerView, 'contract' | 'phase' | 'marriage'>, silentSoloist: number | null = null): string {
  const c = s.contract;
  if (!c) return t.phaseCaption(s.phase);
  if (c.kind === 'normal' && silentSoloist !== null) return `${SILENT_SOLO_WORD} · ${t.contractBy(silentSoloist)}`;
  if (c.kind === 'normal') return contractWord(c);
  const who = t.contractBy(c.declarer);
  if (c.kind === 'marriage' && s.marriage?.partner != null) return `${contractWord(c)} · ${who} · ${t.partnerIs(s.marriage.partner)}`;
  if (c.kind === 'poverty') return `${contractWord(c)} · ${who} · ${t.partnerIs(c.partner)}`;
  return `${contractWord(c)} · ${who}`;
}

function HintBlock({ hint, faces, taught, testId }: { hint: Hint; faces: Faces; taught: (rule: CardRule) => boolean; testId: string }) {
  const w = hintWords(hint, { faces, taught });
  const reasons = w.lines.slice(0, -1);
  return (
    <div class="pt-hint" data-testid={testId}>
      {reasons.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {/* The suggestion, and the figures behind it on request, on one line. */}
      <div class="pt-suggest">
        <span data-testid={`${testId}-suggestion`}>{w.lines[w.lines.length - 1]}</span>
        {w.details && (
          <details>
            <summary>{t.details}</summary>
            <p>{w.details}</p>
          </details>
        )}
      </div>
    </div>
  );
}

export function Messages({
  ctx,
  value,
  view,
  faces,
  result,
  taught,
  redealt,
  children,
}: {
  ctx: TableContext;
  value: string;
  view: PlayerView;
  faces: Faces;
  result: DealResult | null;
  /** Whether the learner has done the lesson of a rule of thumb (the coach uses its words). */
  taught: (rule: CardRule) => boolean;
  /** The deal was dealt again at a table of normal games only. */
  redealt: boolean;
  /** An overlay on the words (the announcements). */
  children?: preact.ComponentChildren;
}) {
  const s = ctx.state!;
  const last = s.tricks[s.tricks.length - 1] ?? null;
  const trickOnShow = last && (s.current === null || s.current.cards.length === 0);
  const order = currentOrder(s);
  const why = trickOnShow && order ? explainTrick(last.cards, order, s.rules, s.phase === 'finished') : null;
  const note = ctx.note;
  const step = value === 'learnerTurn' ? learnerStep(ctx) : null;
  // Saying gesund with both ♣Q is a silent solo: the table says so before the learner speaks.
  const silentAhead = step?.kind === 'turn' && s.phase === 'reservation' && healthyContract(s.hands[LEARNER]) === 'silentSolo';
  const dealing = s.phase !== 'playing' && s.phase !== 'finished' && s.tricks.length === 0;
  const deviation = ctx.deviation && trickOnShow && last.winner !== null && ctx.deviation.trick === s.tricks.length ? ctx.deviation : null;
  const news = ctx.log.slice(ctx.logMark).map((i) => logText(i, faces));
  // The contract, prominent as play starts, until the learner's first card (the bar keeps it).
  const learnerPlayed = s.current !== null && (LEARNER - s.current.leader + 4) % 4 < s.current.cards.length;
  // In a plain normal game the coach's note takes the room (the bar and the learner's seat say the game and his party).
  const plainNormal = view.contract?.kind === 'normal' && !view.silentSolo;
  const banner = s.phase === 'playing' && s.tricks.length === 0 && !learnerPlayed && !(plainNormal && note) ? contractBanner(view, faces) : [];
  const leader = s.current && s.current.cards.length > 0 ? s.current.leader : null;
  // The coach's first sentence: what the rules require now. Before a silent solo the warning above already says what the choice means.
  const coachIntro = !note
    ? null
    : note.forced
      ? t.forcedCall(note.forced)
      : note.rule
        ? playRuleText(note.rule, leader, faces, order)
        : silentAhead
          ? null
          : phaseNote(note.phase, note.step);

  // Newest first: each change of what the table says shows from the top of its box.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = 0;
  }, [ctx.error, ctx.hint, ctx.note, s.cardsPlayed, value]);

  const trickReport = (
    <div aria-live="polite" data-testid="trick-report">
      {trickOnShow && why && (
        <div class="pt-trick-report">
          {/* What the learner's own choice changed, before who won the trick and why. */}
          {deviation && (
            <p class="pt-changed" data-testid="what-changed">
              {t.changed(
                cardShort(deviation.played, { faces }),
                cardShort(deviation.suggested, { faces }),
                { winner: last.winner!, points: trickPoints(last) },
                deviation.instead,
              )}
            </p>
          )}
          <p>
            <strong>{t.trickOf(s.tricks.length, last.winner!, trickPoints(last))}</strong> {trickWhyText(why.why, { faces })}
          </p>
          {value === 'trickShown' && <p class="pt-tap">{t.tapHint}</p>}
        </div>
      )}
    </div>
  );
  return (
    <div class="pt-messages" data-testid="messages">
      {/* It scrolls when the coach has much to say: a region the keyboard can reach. */}
      <div class="pt-messages-inner" role="region" aria-label={t.messagesLabel} tabIndex={0} ref={box}>
        {ctx.error && (
          <p class="notice" role="alert" data-testid="table-error">
            {refusalText(ctx.error, faces, order)}
          </p>
        )}
        {ctx.failure && <p class="notice">{t.broken(ctx.failure)}</p>}
        {silentAhead && (
          <p class="pt-warning" data-testid="silent-solo-ahead">
            {t.silentSoloAhead}
          </p>
        )}
        {redealt && dealing && (
          <p class="pt-instruction" data-testid="redealt">
            {t.redealt}
          </p>
        )}
        {value === 'over' && s.phase === 'redeal' && <p class="pt-result">{t.redeal(t.redealWhy[s.redealReason ?? ''] ?? '')}</p>}
        {value === 'over' && result && (
          <>
            <p class="pt-result" data-testid="result-line">
              {t.resultLine(result.winner, result.cardPoints.re, result.cardPoints.kontra, result.scores[LEARNER])} <a href="#deal-sheet-h">{t.scoreLink}</a>
            </p>
            <p data-testid="result-why">
              <LinkedText parts={valueWords(result.lines, result.value)} />
              {result.parties.re.length === 1 && result.parties.re[0] === LEARNER && <> {t.soloistScore(SOLOIST_FACTOR, result.scores[LEARNER])}</>}
            </p>
          </>
        )}
        {!note && ctx.hint && <HintBlock hint={ctx.hint} faces={faces} taught={taught} testId="hint-text" />}
        {!note && ctx.callHint && <HintBlock hint={ctx.callHint} faces={faces} taught={taught} testId="call-hint-text" />}
        {banner.length > 0 && (
          <div class="pt-banner" role="status" data-testid="contract-banner">
            {banner.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        )}
        {/* The coach's note next: on a phone the box shows a few lines, and what to do now matters most. */}
        {note && value === 'learnerTurn' && (
          <section class={`pt-coach${coachIntro === null ? ' is-short' : ''}`} aria-labelledby="coach-h" data-testid="coach-note">
            <h3 id="coach-h">{t.coachTitle}</h3>
            {coachIntro !== null && <p>{coachIntro}</p>}
            {note.hint && <HintBlock hint={note.hint} faces={faces} taught={taught} testId="coach-hint" />}
          </section>
        )}
        {!note && value === 'learnerTurn' && learnerStep(ctx)?.kind === 'forcedCall' && <p class="notice">{t.forcedCall(s.forced!)}</p>}
        {value === 'learnerTurn' && learnerStep(ctx)?.kind === 'turn' && (s.phase === 'povertyGive' || s.phase === 'povertyReturn') && (
          <p class="pt-instruction">{s.phase === 'povertyGive' ? t.povertyGive : t.povertyReturn}</p>
        )}
        {value === 'learnerTurn' && (s.phase === 'reservation' || s.phase === 'declaration') && ctx.duty.forcedSoloist === LEARNER && (
          <p class="pt-instruction">{t.mustSolo}</p>
        )}
        {value === 'learnerTurn' && s.phase === 'declaration' && ctx.duty.forcedSoloist !== LEARNER && ctx.duty.owesCompulsory[LEARNER] && (
          <p class="pt-instruction">{t.owesSolo}</p>
        )}
        {value === 'trickShown' && trickReport}
        {value !== 'trickShown' && trickReport}
        <div aria-live="polite" class="pt-news" data-testid="news">
          {news.length > 0 && <p>{news.join(' ')}</p>}
        </div>
      </div>
      {children}
    </div>
  );
}
