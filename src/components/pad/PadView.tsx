/**
 * A shared evening, read only (/pad/view/#evening=…): the link is read strictly (link.ts); a
 * link that is not an evening gets one clear reason. The reader may keep a copy among their own
 * evenings.
 */
import { useEffect, useState } from 'preact/hooks';
import { eveningSheet } from '../../engine/evening/evening.ts';
import { localPath } from '../../i18n/runtime/current.ts';
import { padText as t } from '#words/pad';
import { eveningRules } from '../../i18n/compose/padSheet.ts';
import { Chart } from './Chart.tsx';
import { Settle, Stats } from './Figures.tsx';
import { payloadOfHash, readEveningPayload } from './link.ts';
import { SheetTable } from './SheetTable.tsx';
import { Totals } from './Totals.tsx';
import { loadPad, newEveningId, savePad, withEvening } from './store.ts';
import { eveningName } from './words.ts';
import './pad.css';

export default function PadView() {
  const [hash, setHash] = useState(() => location.hash);
  const [kept, setKept] = useState(false);
  useEffect(() => {
    const on = () => setHash(location.hash);
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  const read = readEveningPayload(payloadOfHash(hash));
  if (!read.ok)
    return (
      <div class="pad pad-view" data-testid="pad-view">
        <p class="notice" role="alert">
          {t.linkError(read.error)}
        </p>
        <p>
          <a href={localPath('/pad/')}>{t.openPad}</a>
        </p>
      </div>
    );
  const e = read.evening;
  const sheet = eveningSheet(e);
  return (
    <div class="pad pad-view" data-testid="pad-view">
      <h2 class="pad-title">{eveningName(e)}</h2>
      <p class="muted">{t.rulesOf(eveningRules(e))}</p>
      <Totals names={e.players} totals={sheet.totals} />
      <SheetTable evening={e} sheet={sheet} lessons={{}} />
      <h2>{t.chart}</h2>
      <Chart evening={e} sheet={sheet} />
      <h2>{t.settle}</h2>
      <Settle evening={e} sheet={sheet} />
      <h2>{t.stats}</h2>
      <Stats evening={e} sheet={sheet} />
      <p class="pad-actions">
        <button
          type="button"
          class="btn"
          disabled={kept}
          onClick={() => {
            savePad(withEvening(loadPad(), newEveningId(), e, new Date()));
            setKept(true);
          }}
        >
          {t.keepCopy}
        </button>
        <a href={localPath('/pad/')}>{t.openPad}</a>
      </p>
      <p class="feedback" role="status">
        {kept ? t.keptCopy : ''}
      </p>
    </div>
  );
}
