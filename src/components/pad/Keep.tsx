/**
 * Keeping and sharing an evening: its file (`doko-evening/1`), the sheet as CSV, a read-only link,
 * the printed sheet, the stake; and deleting it (after a second tap).
 */
import { useState } from 'preact/hooks';
import { toCsv } from '../../engine/evening/csv.ts';
import { eveningText, MAX_STAKE_CENTS } from '../../engine/evening/file.ts';
import type { EveningSheet } from '../../engine/evening/evening.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import { padText as t } from '#words/pad';
import { sheetCells } from '../../i18n/compose/padSheet.ts';
import { downloadText } from '../storage/download.ts';
import { eveningPayload, VIEW_PAGE } from './link.ts';
import { withEveningChanged, withoutEvening, type PadStore, type StoredEvening } from './store.ts';
import { dayOf } from './words.ts';

export function Keep({
  stored,
  sheet,
  update,
  onDeleted,
}: {
  stored: StoredEvening;
  sheet: EveningSheet;
  update: (f: (s: PadStore) => PadStore) => boolean;
  onDeleted: () => void;
}) {
  const e = stored.evening;
  const [link, setLink] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [stake, setStake] = useState(String(e.stakeCents));
  const day = dayOf(e.started);

  const share = async () => {
    const payload = eveningPayload(e);
    if (payload === null) return setStatus(t.shareTooLong);
    const href = new URL(`${localPath(VIEW_PAGE)}#evening=${payload}`, location.href).href;
    setLink(href);
    try {
      await navigator.clipboard.writeText(href);
      setStatus(t.shareCopied);
    } catch {
      // No clipboard (an insecure page, a refusal): the link is shown to copy by hand.
      setStatus(t.shareShown);
    }
  };
  const setStakeText = (v: string) => {
    setStake(v);
    if (/^\d{1,6}$/.test(v) && Number(v) <= MAX_STAKE_CENTS) update((s) => withEveningChanged(s, stored.id, { stakeCents: Number(v) }, new Date()));
  };

  return (
    <section class="pad-keep" aria-labelledby="pad-keep-h">
      <h2 id="pad-keep-h">{t.keep}</h2>
      <div class="field">
        <label for="pad-stake-now">{t.settleStake}</label>
        <input
          id="pad-stake-now"
          type="number"
          inputMode="numeric"
          min={0}
          max={MAX_STAKE_CENTS}
          step={1}
          value={stake}
          aria-describedby="pad-stake-now-shown"
          onInput={(ev) => setStakeText((ev.target as HTMLInputElement).value)}
        />
        <p class="setting-help" id="pad-stake-now-shown" aria-live="polite">
          {/^\d{1,6}$/.test(stake) && Number(stake) <= MAX_STAKE_CENTS ? t.stakeShown(Number(stake)) : t.stakeBad}
        </p>
      </div>
      <p class="pad-buttons pad-keep-buttons">
        <button type="button" class="btn btn-quiet" onClick={() => downloadText(t.fileName(day), eveningText(e))}>
          {t.download}
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => downloadText(t.csvName(day), toCsv(sheetCells(e, sheet)), 'text/csv')}>
          {t.downloadCsv}
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => void share()}>
          {t.share}
        </button>
        <button type="button" class="btn btn-quiet" onClick={() => window.print()}>
          {t.print}
        </button>
      </p>
      <p class="feedback" role="status">
        {status}
      </p>
      {link && (
        <p class="field">
          <label for="pad-link">{t.shareLabel}</label>
          <input id="pad-link" type="text" readOnly value={link} onFocus={(ev) => (ev.target as HTMLInputElement).select()} />
        </p>
      )}
      <p class="pad-actions">
        {confirming ? (
          <>
            <span role="alert">{t.deleteConfirm}</span>{' '}
            <button
              type="button"
              class="btn"
              onClick={() => {
                update((s) => withoutEvening(s, stored.id));
                onDeleted();
              }}
            >
              {t.deleteYes}
            </button>
            <button type="button" class="btn btn-quiet" onClick={() => setConfirming(false)}>
              {t.deleteNo}
            </button>
          </>
        ) : (
          <button type="button" class="btn btn-quiet" onClick={() => setConfirming(true)}>
            {t.deleteEvening}
          </button>
        )}
      </p>
    </section>
  );
}
