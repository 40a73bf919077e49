/** At the table: what kind of table it is, then the lobby or the deal on the practice table's board, how it ended, and the accounts. */
import { useMemo } from 'preact/hooks';
import type { Seat } from '../../engine/parties.ts';
import { turnAction, turnSeat, turnView } from '../../engine/perspective.ts';
import { MODE_DEALS } from '../../engine/stakes.ts';
import { friendsText as t, MODE_TEXT } from '../../i18n/en-friends.ts';
import { tableText as pt } from '../../i18n/en-practice.ts';
import { fromWireView, type DealOver, type PrivateUpdate, type Refusal, type SeatlessAction } from '../../server/protocol.ts';
import type { PublicTable } from '../../server/received.ts';
import { useSettings } from '../settings/useSettings.ts';
import { Accounts } from './Accounts.tsx';
import { AccountsDownload } from './AccountsDownload.tsx';
import { DealEnd } from './DealEnd.tsx';
import { FriendsBoard } from './FriendsBoard.tsx';
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
  const { faces } = useSettings().settings;
  const table = p.table;
  const me = p.mySeat;
  const update = p.update;
  const turned = useMemo(() => {
    if (!table || me === null || !update) return null;
    return { view: turnView(fromWireView(update.view, table.rules), me), legal: update.legal.map((a) => turnAction(a, me)) };
  }, [update, table?.rules, me]);
  if (!table) return <p role="status">{t.joining}</p>;
  const last = p.overs.at(-1) ?? null;
  const total = MODE_DEALS[table.mode];
  const lastShown = last && update && last.deal === update.deal ? last : null;
  // The others still to say "next deal" (never oneself: one's own button says it).
  const waiting = table.seats.filter((s, seat) => seat !== me && s.kind === 'person' && s.connected && !s.ready).map(seatWho);
  const leave = () => {
    if (confirm(t.leaveConfirm)) p.onLeave();
  };
  const dealInfo = (
    <>
      {t.dealLine(table.deal, total)} · {pt.dealer(me === null ? table.dealer : turnSeat(table.dealer, me))}
    </>
  );
  const next = table.phase === 'between' && (
    <button type="button" class="btn" onClick={p.onNext} disabled={me !== null && table.seats[me].ready} data-testid="next-deal">
      {t.nextDeal}
    </button>
  );
  return (
    <section class="table-screen" aria-labelledby="table-h" data-testid="table-screen" data-phase={table.phase}>
      <header class="table-head">
        <h2 id="table-h">{MODE_TEXT[table.mode].name}</h2>
        <p class="muted">
          {t.stakeLine(table.centsPerPoint)}
          {table.limitCents !== null && ` · ${t.limitLine(table.limitCents)}`}
        </p>
        <p class="muted table-rules-line">
          {t.tableRules}: <RulesSummary rules={table.rules} />
        </p>
        <button type="button" class="btn btn-quiet" onClick={leave}>
          {t.leave}
        </button>
      </header>
      {table.phase === 'lobby' && <Lobby table={table} mySeat={me} roomId={p.roomId} onStart={p.onStart} />}
      {table.phase !== 'lobby' && turned && me !== null && (
        <FriendsBoard
          table={table}
          view={turned.view}
          me={me}
          legal={turned.legal}
          calls={update!.calls}
          refusal={p.refusal}
          faces={faces}
          dealInfo={dealInfo}
          seq={update!.seq}
          onAct={p.onAct}
          after={next}
        />
      )}
      {table.phase === 'between' && waiting.length > 0 && (
        <p role="status" class="next-waiting">
          {t.waitingNext(waiting)}
        </p>
      )}
      {table.phase !== 'lobby' && lastShown && me !== null && <DealEnd over={lastShown} me={me} mode={table.mode} faces={faces} />}
      {table.phase === 'over' && table.end && (
        <section class="session-end" aria-labelledby="over-h" data-testid="session-end">
          <h3 id="over-h">{t.overTitle}</h3>
          <p>{t.endText(table.end, (seat) => seatWho(table.seats[seat]))}</p>
          <AccountsDownload table={table} me={me ?? 0} roomId={p.roomId} />
        </section>
      )}
      {table.phase !== 'lobby' && <Accounts table={table} mySeat={me} />}
      {(table.phase === 'playing' || table.phase === 'between') && <AccountsDownload table={table} me={me ?? 0} roomId={p.roomId} />}
    </section>
  );
}
