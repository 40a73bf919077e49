/**
 * How the last deal ended, as at the practice table: the score sheet of a played deal and the
 * same review (trick by trick with every hand, one's own cards judged), or why it did not count.
 * The server sends the whole deal as a record; it is replayed here turned to this person's seat.
 */
import { useMemo, useState } from 'preact/hooks';
import type { DealState } from '../../engine/deal.ts';
import { dealResult } from '../../engine/outcome.ts';
import type { Seat } from '../../engine/parties.ts';
import { turnRecord, turnSeat, turnVariant } from '../../engine/perspective.ts';
import { parseDealRecord, replayRecord } from '../../engine/record.ts';
import { modeVariant, type TableMode } from '../../engine/stakes.ts';
import { friendsText as t } from '../../i18n/en-friends.ts';
import { tableText as pt } from '../../i18n/en-practice.ts';
import type { Faces } from '../../i18n/names.ts';
import type { DealOver } from '../../server/protocol.ts';
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

export function DealEnd({ over, me, mode, faces }: { over: DealOver; me: Seat; mode: TableMode; faces: Faces }) {
  const o = over.outcome;
  const state = useMemo(() => (o.kind === 'finished' ? turnedDeal(o.record, me, mode) : null), [over, me, mode]);
  const result = useMemo(() => (state?.phase === 'finished' ? dealResult(state) : null), [state]);
  const [reviewing, setReviewing] = useState(false);
  return (
    <div class="deal-end" data-testid="deal-end" data-deal={over.deal}>
      {o.kind === 'redeal' && <p>{t.redeal(o.reason)}</p>}
      {o.kind === 'abandoned' && <p data-testid="abandoned">{t.abandoned(turnSeat(o.declarer, me), 0)}</p>}
      {o.kind === 'finished' && !result && (
        <p class="notice" role="alert">
          {t.unreadable}
        </p>
      )}
      {result && (
        <p class="pt-result" data-testid="result-line">
          {pt.resultLine(result.winner, result.cardPoints.re, result.cardPoints.kontra, result.scores[0])}
        </p>
      )}
      {result && <DealSheet result={result} />}
      {state && result && !reviewing && (
        <p>
          <button type="button" class="btn btn-quiet" onClick={() => setReviewing(true)} data-testid="review-button">
            {pt.review}
          </button>
        </p>
      )}
      {state && result && reviewing && <Review state={state} faces={faces} />}
    </div>
  );
}
