/**
 * How the last deal ended, as at the practice table: one sentence at the top of the table's
 * words (who won, one's score and its money, or why the deal did not count; who the table still
 * waits for), and under the board, where the hand was, the score sheet of a played deal and the
 * same review (trick by trick with every hand, one's own cards judged). The server sends the
 * whole deal as a record; it is replayed here turned to this person's seat.
 */
import { useMemo, useState } from 'preact/hooks';
import type { DealState } from '../../engine/deal.ts';
import { dealResult, type DealResult } from '../../engine/outcome.ts';
import type { Seat } from '../../engine/parties.ts';
import { turnRecord, turnSeat, turnVariant } from '../../engine/perspective.ts';
import { parseDealRecord, replayRecord } from '../../engine/record.ts';
import { modeVariant, moneyCents, type Stake, type TableMode } from '../../engine/stakes.ts';
import { friendsText as t } from '#words/friends';
import { tableText as pt } from '#words/practice';
import type { Faces } from '../../i18n/runtime/names.ts';
import type { DealOver } from '../../protocol/protocol.ts';
import { Review } from '../practice/Review.tsx';
import { DealSheet } from '../practice/Sheets.tsx';

/** The finished deal from `me`'s seat, or null if the record does not replay (it always should). */
export function turnedDeal(record: unknown, me: Seat, mode: TableMode): DealState | null {
  const r = parseDealRecord(record);
  if (!r.ok) return null;
  const variant = modeVariant(mode);
  const s = replayRecord(turnRecord(r.value, me), variant ? turnVariant(variant, me) : undefined);
  return s.ok ? s.value : null;
}

export interface FinishedDeal {
  readonly state: DealState;
  readonly result: DealResult;
}

/** A played deal from `me`'s seat with its result; null for a redeal, an abandoned deal, or a record that does not replay. */
export function useFinishedDeal(over: DealOver | null, me: Seat, mode: TableMode): FinishedDeal | null {
  return useMemo(() => {
    const o = over?.outcome;
    const state = o?.kind === 'finished' ? turnedDeal(o.record, me, mode) : null;
    return state?.phase === 'finished' ? { state, result: dealResult(state) } : null;
  }, [over, me, mode]);
}

export interface DealOutcomeProps {
  readonly over: DealOver;
  readonly finished: FinishedDeal | null;
  readonly me: Seat;
  readonly stake: Stake;
  /** The others the next deal waits for (once this person has said he is ready). */
  readonly waiting: readonly string[];
  /** How the session ended, when this deal ended it. */
  readonly end: string | null;
}

/** The sentence at the top of the table's words once a deal is over. */
export function DealOutcome({ over, finished, me, stake, waiting, end }: DealOutcomeProps) {
  const o = over.outcome;
  const result = finished?.result;
  return (
    <div class="fr-outcome" data-testid="deal-end" data-deal={over.deal}>
      {o.kind === 'redeal' && <p class="pt-result">{t.redeal(o.reason)}</p>}
      {o.kind === 'abandoned' && (
        <p class="pt-result" data-testid="abandoned">
          {t.abandoned(turnSeat(o.declarer, me), 0)}
        </p>
      )}
      {o.kind === 'finished' && !result && (
        <p class="notice" role="alert">
          {t.unreadable}
        </p>
      )}
      {result && (
        <p class="pt-result" data-testid="result-line">
          {pt.resultLine(result.winner, result.cardPoints.re, result.cardPoints.kontra, result.scores[0])} {t.dealMoney(moneyCents(result.scores[0], stake))}{' '}
          <a href="#deal-sheet-h">{pt.scoreLink}</a>
        </p>
      )}
      {end && (
        <div data-testid="session-end">
          <p>
            <strong>{t.overTitle}</strong>
          </p>
          <p>{end}</p>
        </div>
      )}
      {waiting.length > 0 && (
        <p role="status" data-testid="next-waiting">
          {t.waitingNext(waiting)}
        </p>
      )}
    </div>
  );
}

/** Under the board, where the hand was: the played deal's score sheet and its review. */
export function DealReview({ finished, faces }: { finished: FinishedDeal; faces: Faces }) {
  const [reviewing, setReviewing] = useState(false);
  return (
    <div class="deal-end" data-testid="deal-review">
      <DealSheet result={finished.result} />
      {!reviewing && (
        <p>
          <button type="button" class="btn btn-quiet" onClick={() => setReviewing(true)} data-testid="review-button">
            {pt.review}
          </button>
        </p>
      )}
      {reviewing && <Review state={finished.state} faces={faces} />}
    </div>
  );
}
