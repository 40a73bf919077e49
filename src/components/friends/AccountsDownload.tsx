/** "Download the accounts": the accounts so far as a CSV file (accountsFile.ts), with a line of help that names the format. */
import { useId } from 'preact/hooks';
import type { Seat } from '../../engine/parties.ts';
import { friendsText as t } from '#words/friends';
import type { PublicTable } from '../../protocol/received.ts';
import { accountsCsv } from './accountsFile.ts';

/** A byte order mark first, so that spreadsheets read the names' letters as UTF-8. */
const BOM = '\uFEFF';

export function AccountsDownload({ table, me, roomId }: { table: PublicTable; me: Seat; roomId: string }) {
  const help = useId();
  const href = `data:text/csv;charset=utf-8,${encodeURIComponent(BOM + accountsCsv(table, me))}`;
  return (
    <p class="download-deal accounts-download">
      <a class="btn btn-quiet" href={href} download={`${t.accountsFileName}-${roomId.slice(0, 8)}.csv`} aria-describedby={help} data-testid="accounts-download">
        {t.accountsDownload}
      </a>
      <small id={help} class="download-help">
        {t.accountsDownloadHelp}
      </small>
    </p>
  );
}
