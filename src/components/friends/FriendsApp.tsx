/**
 * /friends/: the island. It reads the invitation link and the saved seat, runs the friends
 * machine over the real network (actors.ts) and shows the step the machine is in.
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { joinFailText, friendsText as t, refusalText } from '#words/friends';
import { friendsMachine, type Notice } from '../../machines/friends.ts';
import { parseName, type JoinFailure } from '../../protocol/protocol.ts';
import { useSettings } from '../settings/useSettings.ts';
import { networkActors } from './actors.ts';
import { loadServerUrl, savedSeat } from './connection.ts';
import { TABLE_ID } from './listing.ts';
import { JoinForm } from './JoinForm.tsx';
import { NameField } from './NameField.tsx';
import { loadName, saveName } from './name.ts';
import { OpenTableForm } from './OpenTableForm.tsx';
import { OpenTables } from './OpenTables.tsx';
import { Offline, ServerLine } from './ServerPanel.tsx';
import { AccountsDownload } from './AccountsDownload.tsx';
import { TableScreen } from './TableScreen.tsx';
import './friends.css';

const NOTICE: Record<Notice, string> = {
  seatGone: t.seatGone,
  tableClosed: t.tableClosed,
  tableFailed: t.tableFailed,
  openedElsewhere: t.openedElsewhere,
  serverStopped: t.serverStopped,
  dropped: t.dropped,
  back: t.back,
  unreadable: t.unreadable,
  badTableId: t.badTableId,
};

function failureText(f: JoinFailure): string {
  return f.code === 'tableGone' || f.code === 'network' ? joinFailText[f.code] : refusalText(f);
}

/** The table's id in the address bar (?table=…), so a reload or a copied address finds it again. */
function showTableInAddress(id: string | null) {
  const url = new URL(location.href);
  if (id === null) url.searchParams.delete('table');
  else url.searchParams.set('table', id);
  history.replaceState(null, '', url);
}

function start() {
  const raw = new URLSearchParams(location.search).get('table');
  const tableId = raw !== null && TABLE_ID.test(raw) ? raw : null;
  return { url: loadServerUrl(), tableId, badTableId: raw !== null && tableId === null, canReturn: savedSeat(tableId) !== null };
}

export default function FriendsApp() {
  const input = useMemo(start, []);
  const machine = useMemo(() => friendsMachine.provide({ actors: networkActors }), []);
  const [snap, send] = useMachine(machine, { input });
  const { settings } = useSettings();
  const [name, setName] = useState(loadName);
  const [badName, setBadName] = useState(false);
  const c = snap.context;
  const roomId = c.seat?.roomId ?? null;
  useEffect(() => {
    if (snap.matches({ online: 'seated' })) showTableInAddress(roomId);
    else if (snap.matches({ online: 'home' })) showTableInAddress(null);
  }, [roomId, String(JSON.stringify(snap.value))]);

  const withName = (then: (name: string) => void) => {
    const r = parseName(name);
    setBadName(!r.ok);
    if (!r.ok) return;
    saveName(r.value);
    then(r.value);
  };
  // A table the server ended leaves the page scrolled to where its board was: bring its notice into view.
  const noticeRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (c.ended) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [c.ended]);
  const notice = c.notice && (
    <p
      ref={noticeRef}
      class={c.notice === 'back' ? 'feedback tone-good' : 'notice'}
      role={c.notice === 'back' ? 'status' : 'alert'}
      data-testid="friends-notice"
    >
      {NOTICE[c.notice]}
    </p>
  );
  const failure = c.failure && (
    <p class="notice" role="alert" data-testid="friends-failure">
      {failureText(c.failure)}
    </p>
  );

  const intro = <p class="friends-intro">{t.intro}</p>;
  if (snap.matches('checking'))
    return (
      <div class="friends">
        {intro}
        <p role="status">{t.checking}</p>
      </div>
    );
  if (snap.matches('offline'))
    return (
      <div class="friends">
        {intro}
        <Offline url={c.url} onSet={(url) => send({ type: 'SET_URL', url })} onRetry={() => send({ type: 'RETRY' })} />
      </div>
    );
  const seated = snap.matches({ online: 'seated' });
  const invited = snap.matches({ online: 'invited' });
  const serverLine = <ServerLine url={c.url} onSet={(url) => send({ type: 'SET_URL', url })} />;
  const online = (body: preact.ComponentChildren) => (
    <div class="friends">
      {/* The intro is about opening and finding tables; an invitation names its own table. */}
      {!seated && !invited && intro}
      {!seated && !invited && serverLine}
      {notice}
      {!seated && c.ended && <AccountsDownload table={c.ended.table} me={c.ended.mySeat} roomId={c.ended.roomId} />}
      {failure}
      {body}
      {/* An invitation's link names the table; the server's address matters less than the table. */}
      {invited && serverLine}
    </div>
  );
  if (snap.matches({ online: 'returning' })) return online(<p role="status">{t.resuming}</p>);
  if (snap.matches({ online: 'joining' })) return online(<p role="status">{t.joining}</p>);
  if (invited && c.tableId)
    return online(
      <JoinForm invitation={c.invitation} busy={false} onJoin={(n) => send({ type: 'JOIN', id: c.tableId!, name: n })} onHome={() => send({ type: 'HOME' })} />,
    );
  if (snap.matches({ online: 'seated' }) && roomId)
    return online(
      <TableScreen
        roomId={roomId}
        table={c.table}
        mySeat={c.mySeat}
        update={c.update}
        overs={c.overs}
        refusal={c.refusal}
        onAct={(action) => send({ type: 'ACT', action })}
        onStart={() => send({ type: 'START' })}
        onNext={() => send({ type: 'NEXT' })}
        onLeave={() => send({ type: 'LEAVE' })}
      />,
    );
  const opening = snap.matches({ online: 'opening' });
  return online(
    <div class="friends-home">
      <NameField value={name} error={badName} onInput={setName} />
      <OpenTableForm rules={settings.rules} busy={opening} onOpen={(s) => withName((n) => send({ type: 'OPEN', name: n, settings: s }))} />
      <OpenTables
        tables={c.tables}
        failed={c.listFailed}
        loading={snap.matches({ online: { home: 'loading' } })}
        onJoin={(id) => withName((n) => send({ type: 'JOIN', id, name: n }))}
        onRefresh={() => send({ type: 'REFRESH' })}
      />
    </div>,
  );
}
