/**
 * An example deal of the simulation: opened on demand (replayed by the engine), shown trick by
 * trick with the site's seat names (the soloist is "You"), and downloadable as a deal record.
 */
import { useMemo, useState } from 'preact/hooks';
import { exampleDeal } from '../../engine/analysis/example.ts';
import { ANALYSER_TEXT as T } from '#words/analysis';
import type { LeadCase } from '../../engine/analysis/montecarlo.ts';
import { cardPoints, type CardId } from '../../engine/cards.ts';
import type { SoloKind } from '../../engine/order.ts';
import type { Seat } from '../../engine/parties.ts';
import { readDealRecord } from '../../engine/record.ts';
import type { RuleSet } from '../../engine/rules.ts';
import { SEAT_NAMES, seatName } from '#words/seats';
import { TrickList } from '../cards/TrickList.tsx';
import { DownloadDeal } from '../records/DownloadDeal.tsx';

export interface DealViewProps {
  readonly hand: readonly CardId[];
  readonly rules: RuleSet;
  readonly seed: number;
  readonly seat: Seat | null;
  readonly solo: SoloKind;
  readonly lead: LeadCase;
  readonly sample: number;
  readonly label: string;
}

function Deal(p: DealViewProps) {
  const data = useMemo(() => {
    const record = exampleDeal(p.hand, p.rules, p.seed, p.seat ?? undefined, p.solo, p.lead, p.sample);
    return { record, replay: readDealRecord(JSON.parse(JSON.stringify(record))) };
  }, [p.hand, p.rules, p.seed, p.seat, p.solo, p.lead, p.sample]);
  const soloist = data.record.contract.declarer;
  const tricks = data.replay.ok ? data.replay.value.state.tricks : [];
  let points = 0;
  for (const t of tricks) if (t.winner === soloist) for (const c of t.cards) points += cardPoints(c);
  return (
    <div class="deal-view">
      <p>{T.exampleSeats(seatName(data.record.dealer), SEAT_NAMES[soloist])}</p>
      <TrickList tricks={tricks} label={p.label} viewer={soloist} />
      <p>{T.exampleSummary(points)}</p>
      <DownloadDeal record={data.record} name={`doko-deal-${p.solo}-${p.sample}`} />
    </div>
  );
}

export function DealView(p: DealViewProps) {
  const [open, setOpen] = useState(false);
  return (
    <details class="deal-details" onToggle={(e) => setOpen((e.currentTarget as HTMLDetailsElement).open)}>
      <summary>{p.label}</summary>
      {open && <Deal {...p} />}
    </details>
  );
}
