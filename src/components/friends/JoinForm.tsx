/**
 * Arriving by an invitation link: what kind of table it is (host, mode, stake, limit, house
 * rules, computer players, who sits there), then a name and "Take a seat". A table that is
 * gone, full or started says so instead of asking for a name.
 */
import { useState } from 'preact/hooks';
import type { Result } from '../../engine/result.ts';
import { MODE_DEALS } from '../../engine/stakes.ts';
import { BOT_LEVEL_TEXT, friendsText as t, joinFailText, modeText, refusalText } from '#words/friends';
import type { InvitationFailure, ListedTable, TableInvitation } from '../../machines/friends.ts';
import { parseName } from '../../protocol/protocol.ts';
import { NameField } from './NameField.tsx';
import { loadName, saveName } from './name.ts';
import { DuelRules, RulesSummary } from './OpenTableForm.tsx';

export interface JoinFormProps {
  /** The invitation's table as looked up; null while the first look is under way. */
  readonly invitation: Result<TableInvitation, InvitationFailure> | null;
  readonly busy: boolean;
  readonly onJoin: (name: string) => void;
  /** To the page's start: open a table, or the open tables. */
  readonly onHome: () => void;
}

export function TableFacts({ table }: { table: ListedTable }) {
  const { stake } = table;
  const deals = MODE_DEALS[table.mode];
  return (
    <dl class="table-facts" data-testid="table-facts">
      <dt>{t.factHost}</dt> <dd>{table.host}</dd>
      <dt>{t.factMode}</dt> <dd>{modeText(table.mode).name}</dd>
      <dt>{t.factStake}</dt> <dd>{t.stakeValue(stake.centsPerPoint)}</dd>
      <dt>{t.factLimit}</dt> <dd>{stake.limitCents !== null ? t.limitValue(stake.limitCents) : deals !== null ? t.noLimit(deals) : ''}</dd>
      <dt>{t.factRules}</dt>{' '}
      <dd>
        <RulesSummary rules={table.rules} />
      </dd>
      <dt>{t.factBots}</dt> <dd>{BOT_LEVEL_TEXT[table.botLevel]}</dd>
      <dt>{t.factPeople}</dt> <dd>{t.peopleValue(table.people, table.maxPeople)}</dd>
    </dl>
  );
}

export function JoinForm({ invitation, busy, onJoin, onHome }: JoinFormProps) {
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
  const table = invitation?.ok ? invitation.value.table : null;
  // Why nobody can sit down here now (then the form is not offered), or null.
  let closed: string | null = null;
  if (invitation && !invitation.ok && invitation.error === 'tableGone') closed = joinFailText.tableGone;
  else if (invitation?.ok && !invitation.value.joinable) closed = refusalText({ code: table!.people >= table!.maxPeople ? 'tableFull' : 'tableStarted' });
  const doubt =
    invitation && !invitation.ok && invitation.error !== 'tableGone' ? (invitation.error === 'network' ? t.lookUpFailed : t.lookUpUnreadable) : null;
  return (
    <section class="join-table" aria-labelledby="join-h" data-testid="join-form">
      <h2 id="join-h">{t.joinTitle}</h2>
      {invitation === null && <p role="status">{t.lookingUp}</p>}
      <div class="join-columns">
        {table && (
          <div>
            <TableFacts table={table} />
            {table.mode === 'duel' && <DuelRules />}
          </div>
        )}
        {closed && (
          <div>
            <p class="notice" role="alert" data-testid="join-closed">
              {closed}
            </p>
            <button type="button" class="btn" onClick={onHome}>
              {t.toStart}
            </button>
          </div>
        )}
        {invitation !== null && !closed && (
          <form class="join-seat" onSubmit={submit}>
            {doubt && (
              <p class="notice" role="alert">
                {doubt}
              </p>
            )}
            <NameField value={name} error={bad} onInput={setName} />
            <button type="submit" class="btn" disabled={busy}>
              {busy ? t.joining : t.joinSubmit}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
