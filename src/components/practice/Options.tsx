/**
 * The table's options: normal games only (for beginners), each computer player's strength, how
 * long a finished trick stays, the session type.
 */
import { useEffect, useState } from 'preact/hooks';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { SessionMode } from '../../engine/session.ts';
import { MODE_WORD, PAUSE_WORD, tableText as t } from '#words/practice';
import { BOT_SEATS, type BotLevels } from '../../machines/practiceDeal.ts';

const MODES: readonly SessionMode[] = ['open', 'oneRound', 'tournament24'];
const LEVELS: readonly BotLevel[] = ['beginner', 'strong'];

export function Options({
  mode,
  levels,
  pause,
  sessions,
  normalOnly,
  onNewSession,
  onLevels,
  onPause,
  onNormalOnly,
}: {
  mode: SessionMode;
  levels: BotLevels;
  pause: number;
  /** Whether sessions can be chosen here (not in the guided deals). */
  sessions: boolean;
  /**
   * Normal games only: the setting for the next deals, whether the session allows it (a
   * tournament round owes solos), and whether the deal on the table was dealt under it. Null
   * where it cannot be chosen (the guided deals are normal games).
   */
  normalOnly: { readonly on: boolean; readonly possible: boolean; readonly current: boolean } | null;
  onNewSession: (mode: SessionMode) => void;
  onLevels: (levels: BotLevels) => void;
  onPause: (pause: number) => void;
  onNormalOnly: (on: boolean) => void;
}) {
  const [wanted, setWanted] = useState<SessionMode>(mode);
  useEffect(() => setWanted(mode), [mode]);
  const n = normalOnly;
  return (
    <section class="pt-options" aria-labelledby="pt-options-h" data-testid="table-options">
      <h2 id="pt-options-h">{t.options}</h2>
      {n && (
        <div class="pt-normal-only">
          <label>
            <input
              type="checkbox"
              checked={n.on}
              disabled={!n.possible}
              aria-describedby="pt-normal-only-help"
              onChange={(e) => onNormalOnly((e.target as HTMLInputElement).checked)}
              data-testid="normal-only"
            />
            {t.normalOnly}
          </label>
          <p id="pt-normal-only-help" class="muted" data-testid="normal-only-help">
            {n.possible ? t.normalOnlyHelp : t.normalOnlyTournament} <strong role="status">{n.possible && n.on !== n.current ? t.fromNextDeal : ''}</strong>
          </p>
        </div>
      )}
      <fieldset class="pt-strengths">
        <legend>{t.strength}</legend>
        {BOT_SEATS.map((seat, i) => (
          <div class="field" key={seat}>
            <label for={`pt-level-${seat}`}>{t.strengthOf(seat)}</label>
            <select
              id={`pt-level-${seat}`}
              value={levels[i]}
              onChange={(e) => {
                const next = [...levels] as [BotLevel, BotLevel, BotLevel];
                next[i] = (e.target as HTMLSelectElement).value as BotLevel;
                onLevels(next);
              }}
            >
              {LEVELS.map((l) => (
                <option key={l} value={l}>
                  {t.levels[l]}
                </option>
              ))}
            </select>
          </div>
        ))}
      </fieldset>
      <div class="field">
        <label for="pt-pause">{t.pause}</label>
        <select id="pt-pause" value={String(pause)} onChange={(e) => onPause(Number((e.target as HTMLSelectElement).value))}>
          {[...PAUSE_WORD].map(([ms, word]) => (
            <option key={ms} value={String(ms)}>
              {word}
            </option>
          ))}
        </select>
      </div>
      {sessions && (
        <form
          class="pt-session-form"
          onSubmit={(e) => {
            e.preventDefault();
            onNewSession(wanted);
          }}
        >
          <div class="field">
            <label for="table-mode">{t.mode}</label>
            <select id="table-mode" value={wanted} onChange={(e) => setWanted((e.target as HTMLSelectElement).value as SessionMode)}>
              {MODES.map((m) => (
                <option key={m} value={m}>
                  {MODE_WORD[m]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" class="btn btn-quiet">
            {t.newSession}
          </button>
        </form>
      )}
    </section>
  );
}
