/** The evenings kept in this browser, newest first; a new one; an evening file opened. */
import { useState } from 'preact/hooks';
import { MAX_EVENING_TEXT, checkEvening, readEveningText } from '../../engine/evening/file.ts';
import { eveningSheet } from '../../engine/evening/evening.ts';
import { eveningErrorText, padText as t } from '#words/pad';
import { signedNum } from '../../i18n/runtime/numbers.ts';
import { eveningName } from './words.ts';
import { newEveningId, withEvening, type PadStore } from './store.ts';

export function EveningList({
  store,
  update,
  onOpen,
  onNew,
}: {
  store: PadStore;
  update: (f: (s: PadStore) => PadStore) => boolean;
  onOpen: (id: string) => void;
  onNew: () => void;
}) {
  const [status, setStatus] = useState<{ text: string; good: boolean } | null>(null);

  const importFile = async (file: File) => {
    // Bytes are counted before the text is read: a file far too large is never held whole.
    if (file.size > MAX_EVENING_TEXT * 3)
      return setStatus({
        text: t.importFailed(
          eveningErrorText({ path: '', problem: { code: 'json', problem: { code: 'tooLong', length: file.size, most: MAX_EVENING_TEXT, unit: 'bytes' } } }),
        ),
        good: false,
      });
    const r = readEveningText(await file.text());
    const checked = r.ok ? checkEvening(r.value) : r;
    if (!checked.ok) return setStatus({ text: t.importFailed(eveningErrorText(checked.error)), good: false });
    const id = newEveningId();
    update((s) => withEvening(s, id, checked.value, new Date()));
    setStatus({ text: t.imported(eveningName(checked.value)), good: true });
  };

  return (
    <section class="pad-list" aria-labelledby="pad-evenings">
      <p>
        <button type="button" class="btn pad-big" onClick={onNew}>
          {t.newEvening}
        </button>
      </p>
      <h2 id="pad-evenings">{t.evenings}</h2>
      {store.evenings.length === 0 ? (
        <p class="muted">{t.noEvenings}</p>
      ) : (
        <ul class="pad-evenings" data-testid="pad-evenings">
          {store.evenings.map((s) => {
            const sheet = eveningSheet(s.evening);
            const played = sheet.rows.filter((r) => r.number !== null).length;
            const name = eveningName(s.evening);
            return (
              <li key={s.id}>
                <button type="button" class="pad-evening-item" onClick={() => onOpen(s.id)} aria-label={t.open(name)}>
                  <strong>{name}</strong>
                  <span class="muted">{t.eveningLine(s.evening.players.join(', '), played)}</span>
                  <span class="pad-evening-totals">{s.evening.players.map((p, i) => `${p} ${signedNum(sheet.totals[i])}`).join(' · ')}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <div class="pad-import">
        <label for="pad-import">{t.importLabel}</label>
        <p class="setting-help" id="pad-import-help">
          {t.importHelp}
        </p>
        <input
          id="pad-import"
          type="file"
          accept=".json,application/json"
          aria-describedby="pad-import-help"
          onChange={(e) => {
            const file = (e.target as HTMLInputElement).files?.[0];
            if (file) void importFile(file);
            (e.target as HTMLInputElement).value = '';
          }}
        />
      </div>
      <p class={`feedback ${status ? (status.good ? 'tone-good' : 'tone-bad') : ''}`} role="status">
        {status?.text ?? ''}
      </p>
    </section>
  );
}
