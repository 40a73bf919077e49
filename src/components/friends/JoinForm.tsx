/** Arriving by an invitation link: choose a name, take a seat. */
import { useState } from 'preact/hooks';
import { friendsText as t } from '../../i18n/en-friends.ts';
import { parseName } from '../../server/protocol.ts';
import { NameField } from './NameField.tsx';
import { loadName, saveName } from './name.ts';

export function JoinForm({ busy, onJoin }: { busy: boolean; onJoin: (name: string) => void }) {
  const [name, setName] = useState(loadName);
  const [bad, setBad] = useState(false);
  const submit = (e: Event) => {
    e.preventDefault();
    const r = parseName(name);
    setBad(!r.ok);
    if (!r.ok) return;
    saveName(r.value);
    onJoin(r.value);
  };
  return (
    <form class="join-table" onSubmit={submit} aria-labelledby="join-h" data-testid="join-form">
      <h2 id="join-h">{t.joinTitle}</h2>
      <p>{t.joinHelp}</p>
      <NameField value={name} error={bad} onInput={setName} />
      <button type="submit" class="btn" disabled={busy}>
        {busy ? t.joining : t.joinSubmit}
      </button>
    </form>
  );
}
