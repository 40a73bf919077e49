/** Before the session: the invitation link, who sits where, the house rules, and (for the host) Start. */
import { useState } from 'preact/hooks';
import type { Seat } from '../../engine/parties.ts';
import { MODE_PEOPLE } from '../../engine/stakes.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import { friendsText as t } from '#words/friends';
import type { PublicTable } from '../../protocol/received.ts';
import { SeatList } from './SeatList.tsx';

export function InviteLink({ roomId }: { roomId: string }) {
  const [status, setStatus] = useState('');
  // In the host's language: his friends most likely read it too (the page offers the switch).
  const link = `${location.origin}${localPath('/friends/')}?table=${roomId}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(t.copied);
    } catch {
      setStatus(t.copyFailed);
    }
  };
  return (
    <div class="invite">
      <label for="invite-link">{t.inviteLabel}</label>
      <p class="setting-help" id="invite-help">
        {t.inviteHelp}
      </p>
      <div class="field-inline">
        <input
          id="invite-link"
          type="text"
          readOnly
          value={link}
          aria-describedby="invite-help"
          data-testid="invite-link"
          onFocus={(e) => (e.target as HTMLInputElement).select()}
        />
        <button type="button" class="btn" onClick={copy}>
          {t.copy}
        </button>
      </div>
      <p role="status" class="muted">
        {status}
      </p>
    </div>
  );
}

export function Lobby({ table, mySeat, roomId, onStart }: { table: PublicTable; mySeat: Seat | null; roomId: string; onStart: () => void }) {
  const people = table.seats.filter((s) => s.kind === 'person').length;
  const need = MODE_PEOPLE[table.mode];
  const host = table.seats.find((s) => s.host);
  const amHost = mySeat !== null && table.seats[mySeat].host;
  return (
    <section class="lobby" aria-labelledby="lobby-h" data-testid="lobby">
      <h3 id="lobby-h">{t.seatsTitle}</h3>
      <InviteLink roomId={roomId} />
      <SeatList table={table} mySeat={mySeat} />
      <p role="status">{table.mode === 'duel' ? t.waitingDuel : t.waitingForPeople(need.max - people)}</p>
      {table.mode !== 'duel' &&
        (amHost ? (
          <div>
            <button type="button" class="btn" onClick={onStart} disabled={people < need.min}>
              {t.startButton}
            </button>
            <p class="setting-help">{t.startHelp}</p>
          </div>
        ) : (
          host && <p class="muted">{t.hostStarts(host.name)}</p>
        ))}
    </section>
  );
}
