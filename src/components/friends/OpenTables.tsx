/** The tables opened for guests, each with a Join button (the name comes from the name field). */
import type { ListedTable } from '../../machines/friends.ts';
import { BOT_LEVEL_TEXT, friendsText as t } from '#words/friends';
import { RulesSummary } from './OpenTableForm.tsx';

export function OpenTables({
  tables,
  failed,
  loading,
  onJoin,
  onRefresh,
}: {
  tables: readonly ListedTable[] | null;
  failed: boolean;
  loading: boolean;
  onJoin: (id: string) => void;
  onRefresh: () => void;
}) {
  return (
    <section class="open-tables" aria-labelledby="list-h" data-testid="open-tables">
      <h2 id="list-h">{t.listTitle}</h2>
      <p role="status" class="muted">
        {loading ? t.listLoading : failed ? t.listFailed : tables && tables.length === 0 ? t.listEmpty : ''}
      </p>
      {tables && tables.length > 0 && (
        <ul class="table-list">
          {tables.map((x) => (
            <li key={x.id} data-table={x.id}>
              <p class="table-list-head">{t.listedTable(x.host, x.mode, x.people, x.maxPeople)}</p>
              <p class="muted">
                {t.stakeLine(x.stake.centsPerPoint)}
                {x.stake.limitCents !== null && ` · ${t.limitLine(x.stake.limitCents)}`} · {BOT_LEVEL_TEXT[x.botLevel]} · <RulesSummary rules={x.rules} />
              </p>
              <button
                type="button"
                class="btn"
                onClick={() => onJoin(x.id)}
                aria-label={`${t.joinButton}: ${t.listedTable(x.host, x.mode, x.people, x.maxPeople)}`}
              >
                {t.joinButton}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" class="btn btn-quiet" onClick={onRefresh} disabled={loading}>
        {t.listRefresh}
      </button>
    </section>
  );
}
