/** The display name: one field, checked with the server's own rule before anything is sent. */
import { friendsText as t } from '#words/friends';
import { refusalText } from '#words/friends';

export function NameField({ value, error, onInput }: { value: string; error: boolean; onInput: (v: string) => void }) {
  return (
    <div class="name-field">
      <label for="friends-name">{t.nameLabel}</label>
      <p class="setting-help" id="friends-name-help">
        {t.nameHelp}
      </p>
      <input
        id="friends-name"
        type="text"
        autoComplete="nickname"
        maxLength={64}
        value={value}
        aria-describedby={error ? 'friends-name-help friends-name-error' : 'friends-name-help'}
        aria-invalid={error ? 'true' : undefined}
        onInput={(e) => onInput((e.target as HTMLInputElement).value)}
      />
      {error && (
        <p class="notice" id="friends-name-error" role="alert">
          {refusalText({ code: 'badName' })}
        </p>
      )}
    </div>
  );
}
