/**
 * At the table: what kind of table it is (mode, stake, house rules), then the lobby or the deal
 * on the practice table's board, how it ended (in the board's words, the score sheet where the
 * hand was), and the accounts.
 */
import { useMemo } from 'preact/hooks';
import type { Seat } from '../../engine/parties.ts';
import { turnAction, turnSeat, turnView } from '../../engine/perspective.ts';
import { MODE_DEALS } from '../../engine/stakes.ts';
import { friendsText as t, modeText } from '#words/friends';
import { tableText as pt } from '#words/practice';
import { fromWireView, type DealOver, type PrivateUpdate, type Refusal, type SeatlessAction } from '../../protocol/protocol.ts';
import type { PublicTable } from '../../protocol/received.ts';
import { useSettings } from '../settings/useSettings.ts';
import { Accounts } from './Accounts.tsx';
import { AccountsDownload } from './AccountsDownload.tsx';
import { DealOutcome, DealReview, useFinishedDeal } from './DealEnd.tsx';
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
  const last = p.overs.at(-1) ?? null;
  // The deal's end while its view is shown (a new deal's first update replaces both).
  const lastShown = last && update && last.deal === update.deal ? last : null;
  const finished = useFinishedDeal(lastShown, me ?? 0, table?.mode ?? 'duel');
  if (!table) return <p role="status">{t.joining}</p>;
  const total = MODE_DEALS[table.mode];
  const stake = { centsPerPoint: table.centsPerPoint, limitCents: table.limitCents };
  // Once this person is ready for the next deal: the others it still waits for, by name.
  const ready = me !== null && table.seats[me].ready;
  const waiting = ready ? table.seats.filter((s, seat) => seat !== me && s.kind === 'person' && s.connected && !s.ready).map(seatWho) : [];
  const end = table.phase === 'over' && table.end ? t.endText(table.end, (seat) => seatWho(table.seats[seat])) : null;
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
        <h2 id="table-h">{modeText(table.mode).name}</h2>
        <p class="muted table-stake" data-testid="table-stake">
          {t.stakeLine(table.centsPerPoint)}
          {table.limitCents !== null && ` · ${t.limitShort(table.limitCents)}`}
        </p>
        <p class="muted table-rules-line">
          {t.tableRules}: <RulesSummary rules={table.rules} />
        </p>
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
          outcome={lastShown && <DealOutcome over={lastShown} finished={finished} me={me} stake={stake} waiting={waiting} end={end} />}
          review={finished && <DealReview finished={finished} faces={faces} />}
        />
      )}
      {end && !lastShown && (
        // Returning to a finished session: no deal's end to put it beside.
        <section class="session-end" aria-labelledby="over-h" data-testid="session-end">
          <h3 id="over-h">{t.overTitle}</h3>
          <p>{end}</p>
          <AccountsDownload table={table} me={me ?? 0} roomId={p.roomId} />
        </section>
      )}
      {table.phase !== 'lobby' && <Accounts table={table} mySeat={me} />}
      {(table.phase === 'playing' || table.phase === 'between') && <AccountsDownload table={table} me={me ?? 0} roomId={p.roomId} />}
      {/* Last, as it is the last thing one does here; on a wide screen it stands top right, beside the table's line. */}
      <button type="button" class="btn btn-quiet table-leave" onClick={leave}>
        {t.leave}
      </button>
    </section>
  );
}
