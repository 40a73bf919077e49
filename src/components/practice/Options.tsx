/** The table's options: the session type, each computer player's strength, how long a finished trick stays. */
import { useEffect, useState } from 'preact/hooks';
import type { BotLevel } from '../../engine/bots/index.ts';
import type { SessionMode } from '../../engine/session.ts';
import { MODE_WORD, PAUSE_WORD, tableText as t } from '../../i18n/en-practice.ts';
import { BOT_SEATS, type BotLevels } from '../../machines/practiceDeal.ts';

const MODES: readonly SessionMode[] = ['open', 'round4', 'tournament24'];
const LEVELS: readonly BotLevel[] = ['beginner', 'strong'];

export function Options({
  mode,
  levels,
  pause,
  sessions,
  onNewSession,
  onLevels,
  onPause,
}: {
  mode: SessionMode;
  levels: BotLevels;
  pause: number;
  /** Whether sessions can be chosen here (not in the guided deals). */
  sessions: boolean;
  onNewSession: (mode: SessionMode) => void;
  onLevels: (levels: BotLevels) => void;
  onPause: (pause: number) => void;
}) {
  const [wanted, setWanted] = useState<SessionMode>(mode);
  useEffect(() => setWanted(mode), [mode]);
  return (
    <section class="pt-options" aria-labelledby="pt-options-h" data-testid="table-options">
      <h2 id="pt-options-h">{t.options}</h2>
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
