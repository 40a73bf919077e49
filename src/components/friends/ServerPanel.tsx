/** The table server's address: shown, changeable (kept in localStorage), and what to do when it does not answer. */
import { useState } from 'preact/hooks';
import { friendsText as t } from '#words/friends';
import { defaultServerUrl, parseServerUrl, saveServerUrl } from './connection.ts';

export function ServerForm({ url, onSet }: { url: string; onSet: (url: string) => void }) {
  const [text, setText] = useState(url);
  const [error, setError] = useState('');
  const submit = (e: Event) => {
    e.preventDefault();
    const r = parseServerUrl(text);
    if (!r.ok) return setError(t.badUrl(text));
    setError('');
    saveServerUrl(r.value);
    onSet(r.value);
  };
  const reset = () => {
    saveServerUrl(null);
    const d = defaultServerUrl();
    setText(d);
    setError('');
    onSet(d);
  };
  return (
    <form class="server-form" onSubmit={submit} data-testid="server-form">
      <label for="server-url">{t.serverLabel}</label>
      <p class="setting-help" id="server-url-help">
        {t.serverHelp}
      </p>
      <div class="field-inline">
        <input
          id="server-url"
          type="text"
          inputMode="url"
          autoComplete="off"
          spellcheck={false}
          value={text}
          aria-describedby="server-url-help"
          aria-invalid={error ? 'true' : undefined}
          onInput={(e) => setText((e.target as HTMLInputElement).value)}
        />
        <button type="submit" class="btn">
          {t.serverSave}
        </button>
        <button type="button" class="btn btn-quiet" onClick={reset}>
          {t.serverReset}
        </button>
      </div>
      {error && (
        <p class="notice" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

/** No server answered: say so, and let the person change the address or try again. */
export function Offline({ url, onSet, onRetry }: { url: string; onSet: (url: string) => void; onRetry: () => void }) {
  return (
    <section class="friends-offline" aria-labelledby="offline-h" data-testid="offline">
      <h2 id="offline-h">{t.offlineTitle}</h2>
      <p class="notice" role="alert">
        {t.offline(url)}
      </p>
      <ServerForm url={url} onSet={onSet} />
      <button type="button" class="btn btn-quiet" onClick={onRetry}>
        {t.retry}
      </button>
    </section>
  );
}

/** Online: the address in one line, changeable behind a disclosure. */
export function ServerLine({ url, onSet }: { url: string; onSet: (url: string) => void }) {
  return (
    <details class="server-line">
      <summary>
        {t.connectedTo(url)} · {t.changeServer}
      </summary>
      <ServerForm url={url} onSet={onSet} />
    </details>
  );
}
