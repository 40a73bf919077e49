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
import { trickWhyText } from '../../i18n/en.ts';
import {
  bannerText, contractWord, hintWords, logText, phaseNote, playRuleText, refusalText, tableText as t,
} from '../../i18n/en-practice.ts';
import { cardShort, type Faces } from '../../i18n/names.ts';
import { LEARNER, learnerStep, type TableContext } from '../../machines/practiceDeal.ts';
import { declarationText } from '../../i18n/en.ts';
import type { Hint } from '../../engine/bots/index.ts';
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
  return [bannerText.poverty(c.declarer, c.partner), ...(view.povertyTrumpsReturned !== null ? [bannerText.povertyTrumps(c.partner, view.povertyTrumpsReturned)] : [])];
}

/** The bar's short line for the contract ("Marriage (Hochzeit) · North · partner East"). */
export function contractLine(s: Pick<PlayerView, 'contract' | 'phase' | 'marriage'>): string {
  const c = s.contract;
  if (!c) return t.phaseCaption(s.phase);
  if (c.kind === 'normal') return contractWord(c);
  const who = t.contractBy(c.declarer);
  if (c.kind === 'marriage' && s.marriage?.partner != null) return `${contractWord(c)} · ${who} · ${t.partnerIs(s.marriage.partner)}`;
  if (c.kind === 'poverty') return `${contractWord(c)} · ${who} · ${t.partnerIs(c.partner)}`;
  return `${contractWord(c)} · ${who}`;
}

function HintBlock({ hint, faces, leading, testId }: { hint: Hint; faces: Faces; leading: boolean; testId: string }) {
  const w = hintWords(hint, { faces, leading });
  return (
    <div class="pt-hint" data-testid={testId}>
      {w.lines.map((line, i) => (
        <p key={i}>{line}</p>
      ))}
      {w.details && (
        <details>
          <summary>{t.details}</summary>
          <p>{w.details}</p>
        </details>
      )}
    </div>
  );
}

export function Messages({
  ctx,
  value,
  view,
  faces,
  result,
  children,
}: {
  ctx: TableContext;
  value: string;
  view: PlayerView;
  faces: Faces;
  result: DealResult | null;
  /** An overlay on the words (the announcements). */
  children?: preact.ComponentChildren;
}) {
  const s = ctx.state!;
  const last = s.tricks[s.tricks.length - 1] ?? null;
  const trickOnShow = last && (s.current === null || s.current.cards.length === 0);
  const order = currentOrder(s);
  const why = trickOnShow && order ? explainTrick(last.cards, order, s.rules, s.phase === 'finished') : null;
  const leading = s.phase === 'playing' && s.current?.cards.length === 0;
  const note = ctx.note;
  const news = ctx.log.slice(ctx.logMark).map((i) => logText(i, faces));
  // The contract, prominent as play starts, until the learner's first card (the bar keeps it).
  const learnerPlayed = s.current !== null && (LEARNER - s.current.leader + 4) % 4 < s.current.cards.length;
  const banner = s.phase === 'playing' && s.tricks.length === 0 && !learnerPlayed ? contractBanner(view, faces) : [];
  const leader = s.current && s.current.cards.length > 0 ? s.current.leader : null;

  // Newest first: each change of what the table says shows from the top of its box.
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (box.current) box.current.scrollTop = 0;
  }, [ctx.error, ctx.hint, ctx.note, s.cardsPlayed, value]);

  const trickReport = (
    <div aria-live="polite" data-testid="trick-report">
      {trickOnShow && why && (
        <div class="pt-trick-report">
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
        {value === 'over' && s.phase === 'redeal' && <p class="pt-result">{t.redeal(t.redealWhy[s.redealReason ?? ''] ?? '')}</p>}
        {value === 'over' && result && (
          <p class="pt-result" data-testid="result-line">
            {t.resultLine(result.winner, result.cardPoints.re, result.cardPoints.kontra, result.scores[LEARNER])}{' '}
            <a href="#deal-sheet-h">{t.scoreLink}</a>
          </p>
        )}
        {!note && ctx.hint && <HintBlock hint={ctx.hint} faces={faces} leading={leading} testId="hint-text" />}
        {!note && ctx.callHint && <HintBlock hint={ctx.callHint} faces={faces} leading={leading} testId="call-hint-text" />}
        {/* The coach's note first: on a phone the box shows a few lines, and what to do now matters most. */}
        {note && value === 'learnerTurn' && (
          <section class="pt-coach" aria-labelledby="coach-h" data-testid="coach-note">
            <h3 id="coach-h">{t.coachTitle}</h3>
            {note.forced && <p>{t.forcedCall(note.forced)}</p>}
            {note.rule && <p>{playRuleText(note.rule, leader, faces, order)}</p>}
            {!note.rule && !note.forced && <p>{phaseNote(note.phase, note.step)}</p>}
            {note.hint && <HintBlock hint={note.hint} faces={faces} leading={leading} testId="coach-hint" />}
          </section>
        )}
        {banner.length > 0 && (
          <div class="pt-banner" role="status" data-testid="contract-banner">
            {banner.map((line, i) => (
              <p key={i}>{line}</p>
            ))}
          </div>
        )}
        {!note && value === 'learnerTurn' && learnerStep(ctx)?.kind === 'forcedCall' && <p class="notice">{t.forcedCall(s.forced!)}</p>}
        {value === 'learnerTurn' && learnerStep(ctx)?.kind === 'turn' && (s.phase === 'povertyGive' || s.phase === 'povertyReturn') && (
          <p class="pt-instruction">{s.phase === 'povertyGive' ? t.povertyGive : t.povertyReturn}</p>
        )}
        {value === 'learnerTurn' && (s.phase === 'reservation' || s.phase === 'declaration') && ctx.duty.forcedSoloist === LEARNER && <p class="pt-instruction">{t.mustSolo}</p>}
        {value === 'learnerTurn' && s.phase === 'declaration' && ctx.duty.forcedSoloist !== LEARNER && ctx.duty.owesCompulsory[LEARNER] && <p class="pt-instruction">{t.owesSolo}</p>}
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
