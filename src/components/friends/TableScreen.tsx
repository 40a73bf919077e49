/** At the table: what kind of table it is, then the lobby, the deal, or the end of a deal, and the accounts. */
import type { Seat } from '../../engine/parties.ts';
import { MODE_DEALS } from '../../engine/stakes.ts';
import { friendsText as t, MODE_TEXT } from '../../i18n/en-friends.ts';
import type { DealOver, PrivateUpdate, Refusal, SeatlessAction } from '../../server/protocol.ts';
import type { PublicTable } from '../../server/received.ts';
import { Accounts } from './Accounts.tsx';
import { DealEnd } from './DealEnd.tsx';
import { DealScreen } from './DealScreen.tsx';
import { Lobby } from './Lobby.tsx';
import { RulesSummary } from './OpenTableForm.tsx';
import { seatWho } from './SeatList.tsx';

export interface TableScreenProps {
  readonly roomId: string;
  readonly table: PublicTable | null;
  readonly mySeat: Seat | null;
  readonly update: PrivateUpdate | null;
  readonly overs: readonly DealOver[];
  readonly refusal: Refusal | null;
  readonly onAct: (a: SeatlessAction) => void;
  readonly onStart: () => void;
  readonly onNext: () => void;
  readonly onLeave: () => void;
}

export function TableScreen(p: TableScreenProps) {
  const table = p.table;
  if (!table) return <p role="status">{t.joining}</p>;
  const last = p.overs.at(-1) ?? null;
  const total = MODE_DEALS[table.mode];
  const waiting = table.seats.filter((s) => s.kind === 'person' && s.connected && !s.ready).map(seatWho);
  const leave = () => {
    if (confirm(t.leaveConfirm)) p.onLeave();
  };
  return (
    <section class="table-screen" aria-labelledby="table-h" data-testid="table-screen" data-phase={table.phase}>
      <header class="table-head">
        <h2 id="table-h">{MODE_TEXT[table.mode].name}</h2>
        <p class="muted">
          {t.stakeLine(table.centsPerPoint)}
          {table.limitCents !== null && ` · ${t.limitLine(table.limitCents)}`}
          {table.deal > 0 && ` · ${t.dealLine(table.deal, total)}`}
        </p>
        <p class="muted">
          {t.tableRules}: <RulesSummary rules={table.rules} />
        </p>
        <button type="button" class="btn btn-quiet" onClick={leave}>
          {t.leave}
        </button>
      </header>
      {table.phase === 'lobby' && <Lobby table={table} mySeat={p.mySeat} roomId={p.roomId} onStart={p.onStart} />}
      {table.phase !== 'lobby' && p.update && (table.phase === 'playing' || !last) && <DealScreen table={table} update={p.update} refusal={p.refusal} onAct={p.onAct} />}
      {(table.phase === 'between' || table.phase === 'over') && last && <DealEnd over={last} mySeat={p.mySeat} />}
      {table.phase === 'between' && (
        <div class="next-deal">
          <button type="button" class="btn" onClick={p.onNext} disabled={p.mySeat !== null && table.seats[p.mySeat].ready}>
            {t.nextDeal}
          </button>
          {waiting.length > 0 && <p role="status">{t.waitingNext(waiting)}</p>}
        </div>
      )}
      {table.phase === 'over' && table.end && (
        <section class="session-end" aria-labelledby="over-h" data-testid="session-end">
          <h3 id="over-h">{t.overTitle}</h3>
          <p>{t.endText(table.end, (seat) => seatWho(table.seats[seat]))}</p>
        </section>
      )}
      {table.phase !== 'lobby' && <Accounts table={table} mySeat={p.mySeat} />}
    </section>
  );
}
