/**
 * An example deal of the simulation: opened on demand (replayed by the engine), shown trick by
 * trick, and downloadable as a doko-deal/1 record.
 */
import { useMemo, useState } from 'preact/hooks';
import { exampleDeal } from '../../engine/analysis/example.ts';
import { ANALYSER_TEXT as T } from '../../engine/analysis/i18n-en.ts';
import type { LeadCase } from '../../engine/analysis/montecarlo.ts';
import { cardPoints, type CardId } from '../../engine/cards.ts';
import type { SoloKind } from '../../engine/order.ts';
import type { Seat } from '../../engine/parties.ts';
import { readDealRecord } from '../../engine/record.ts';
import type { RuleSet } from '../../engine/rules.ts';
import { CardRow } from '../cards/Card.tsx';

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
    const replay = readDealRecord(JSON.parse(JSON.stringify(record)));
    const json = JSON.stringify(record, null, 2);
    return { record, replay, href: `data:application/json;charset=utf-8,${encodeURIComponent(json)}` };
  }, [p.hand, p.rules, p.seed, p.seat, p.solo, p.lead, p.sample]);
  const soloist = data.record.contract.declarer;
  const tricks = data.replay.ok ? data.replay.value.state.tricks : [];
  let points = 0;
  for (const t of tricks) if (t.winner === soloist) for (const c of t.cards) points += cardPoints(c);
  return (
    <div class="deal-view">
      <p>
        <a href={data.href} download={`doko-deal-${p.solo}-${p.sample}.json`}>{T.download}</a>
      </p>
      <ol class="trick-list">
        {tricks.map((t, i) => (
          <li key={i}>
            <span class="trick-head">
              {T.trick(i + 1)}, {T.wonBy(T.seatName(t.winner ?? 0, soloist))}
            </span>
            <CardRow cards={t.cards} label={`${T.trick(i + 1)}: ${t.cards.length} cards from ${T.seatName(t.leader, soloist)}`} />
          </li>
        ))}
      </ol>
      <p>{T.exampleSummary(points)}</p>
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
