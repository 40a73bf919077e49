/**
 * The form for one deal, drawn from the entry machine's snapshot: the game, the players as big
 * buttons (those sitting out shown, not tappable), each party's highest call, the card points on
 * a keypad (whichever party the table counted), the special events by who won them, and save.
 * Every tap is one event to the machine; nothing is decided here.
 */
import type { Level } from '../../engine/calls.ts';
import { mostOf, specialKindsFor, type PadGameKind } from '../../engine/evening/entry.ts';
import type { Evening } from '../../engine/evening/evening.ts';
import { SOLO_KINDS } from '../../engine/order.ts';
import { TOTAL_POINTS } from '../../engine/cards.ts';
import type { Party } from '../../engine/parties.ts';
import { padText as t } from '#words/pad';
import { PICKS_NEEDED, type PadEntryContext, type PadEntryEvent } from '../../machines/padEntry.ts';

const GAMES: readonly PadGameKind[] = ['normal', 'marriage', 'silentMarriage', 'poverty'];
const LEVELS: readonly Exclude<Level, -1>[] = [0, 1, 2, 3, 4];
const PARTIES: readonly Party[] = ['re', 'kontra'];
const DIGITS = [1, 2, 3, 4, 5, 6, 7, 8, 9];

export interface EntryPlace {
  /** The deal's number (null: a line thrown in being changed). */
  readonly number: number | null;
  readonly out: readonly number[];
}

export function DealEntry({
  evening,
  place,
  context,
  send,
}: {
  evening: Evening;
  place: EntryPlace;
  context: PadEntryContext;
  send: (e: PadEntryEvent) => void;
}) {
  const d = context.draft;
  const names = evening.players;
  const editing = context.index !== null;
  const alone = d.game === 'solo' || d.game === 'silentMarriage' || (d.game === 'marriage' && d.noPartner);
  const points = d.digits === '' ? null : Number(d.digits);
  const other: Party = d.counted === 're' ? 'kontra' : 're';
  const rePoints = points === null ? null : d.counted === 're' ? points : TOTAL_POINTS - points;
  const games = GAMES.filter((g) => g !== 'poverty' || evening.rules.poverty || d.game === 'poverty');
  const specials = specialKindsFor(evening.rules);
  const countOf = (kind: string, p: number) => d.specials.filter((s) => s.kind === kind && s.by === p).length;
  const specialsSummary =
    d.specials.length === 0
      ? t.specialsNone
      : specials.flatMap((k) => names.flatMap((n, p) => (countOf(k, p) ? [`${t.specialShort[k]}: ${t.specialCount(n, countOf(k, p))}`] : []))).join('; ');
  const playersNeeded = d.game === 'marriage' && d.noPartner ? 1 : PICKS_NEEDED[d.game];

  return (
    <form
      class="pad-entry"
      data-testid="pad-entry"
      data-editing={editing ? '' : undefined}
      aria-labelledby="pad-entry-h"
      onSubmit={(e) => (e.preventDefault(), send({ type: 'SAVE' }))}
    >
      <h2 id="pad-entry-h">{editing ? t.editTitle(place.number) : t.entryTitle(place.number ?? 0)}</h2>

      <fieldset class="pad-group">
        <legend>{t.gameLegend}</legend>
        <div class="pad-buttons pad-games">
          {games.map((g) => (
            <button type="button" key={g} class="pad-btn" aria-pressed={d.game === g} onClick={() => send({ type: 'GAME', game: g })}>
              {t.gameWord[g]}
            </button>
          ))}
        </div>
        <div class="pad-buttons pad-solos" role="group" aria-label={t.soloLegend}>
          <span class="pad-label" aria-hidden="true">
            {t.soloLegend}:
          </span>
          {SOLO_KINDS.map((k) => (
            <button
              type="button"
              key={k}
              class={`pad-btn pad-solo solo-${k}`}
              aria-pressed={d.game === 'solo' && d.solo === k}
              aria-label={t.soloButton[k].name}
              onClick={() => send({ type: 'SOLO', solo: k })}
            >
              {t.soloButton[k].short}
            </button>
          ))}
        </div>
      </fieldset>

      <fieldset class="pad-group">
        <legend>{t.playersPrompt(d.game, d.picks.length, d.noPartner)}</legend>
        <div class="pad-buttons pad-players" data-testid="pad-players">
          {names.map((n, p) => {
            const out = place.out.includes(p);
            const at = d.picks.indexOf(p);
            return (
              <button
                type="button"
                key={p}
                class="pad-btn pad-player"
                aria-pressed={at >= 0}
                disabled={out}
                onClick={() => send({ type: 'PLAYER', player: p })}
              >
                <span class="pad-player-name">{n}</span>
                <span class="pad-badge">{out ? t.sitsOutMark : at >= 0 ? t.role(d.game, at) : '\u00a0'}</span>
              </button>
            );
          })}
        </div>
        {d.game === 'marriage' && (
          <label class="choice pad-check">
            <input type="checkbox" checked={d.noPartner} onChange={() => send({ type: 'NO_PARTNER' })} />
            {t.noPartner}
          </label>
        )}
        <p class="sr-only" aria-live="polite">
          {d.picks.length >= playersNeeded ? d.picks.map((p, i) => `${names[p]}: ${t.role(d.game, i)}`).join(', ') : ''}
        </p>
      </fieldset>

      <fieldset class="pad-group">
        <legend>{t.callsLegend}</legend>
        <p class="setting-help">{t.callsHelp}</p>
        {PARTIES.map((party) => (
          <div class="pad-buttons pad-calls" role="group" aria-label={t.callsOf(party)} key={party}>
            {LEVELS.map((level) => (
              <button
                type="button"
                key={level}
                class="pad-btn pad-call"
                aria-pressed={d.calls[party] >= level}
                data-highest={d.calls[party] === level ? '' : undefined}
                onClick={() => send({ type: 'CALL', party, level })}
              >
                {t.callWord(party, level)}
              </button>
            ))}
          </div>
        ))}
      </fieldset>

      <fieldset class="pad-group pad-points">
        <legend>{t.pointsLegend}</legend>
        <div class="pad-buttons pad-counted">
          {PARTIES.map((party) => (
            <button type="button" key={party} class="pad-btn" aria-pressed={d.counted === party} onClick={() => send({ type: 'COUNTED', party })}>
              {t.counted(party)}
            </button>
          ))}
        </div>
        <p class="pad-display" data-testid="pad-points" aria-live="polite">
          <strong>{t.pointsShown(d.counted, points)}</strong>
          <span class="muted">{t.pointsShown(other, points === null ? null : TOTAL_POINTS - points)}</span>
        </p>
        <div class="pad-keypad" role="group" aria-label={t.pointsLegend}>
          {DIGITS.map((n) => (
            <button type="button" key={n} class="pad-btn pad-key" onClick={() => send({ type: 'DIGIT', digit: n })}>
              {t.digit(n)}
            </button>
          ))}
          <button type="button" class="pad-btn pad-key" aria-label={t.backspace} onClick={() => send({ type: 'BACKSPACE' })}>
            ⌫
          </button>
          <button type="button" class="pad-btn pad-key" onClick={() => send({ type: 'DIGIT', digit: 0 })}>
            {t.digit(0)}
          </button>
        </div>
        {(rePoints === 0 || rePoints === TOTAL_POINTS) && (
          <label class="choice pad-check">
            <input type="checkbox" checked={d.schwarz} onChange={() => send({ type: 'SCHWARZ' })} />
            {t.schwarz(rePoints === 0 ? 're' : 'kontra')}
          </label>
        )}
      </fieldset>

      <details class="pad-group pad-specials" open={d.specials.length > 0 || undefined}>
        <summary>
          {t.specialsLegend}: <span data-testid="pad-specials-summary">{alone ? t.specialsInSolo : specialsSummary}</span>
        </summary>
        {!alone &&
          specials.map((kind) => (
            <div class="pad-special" role="group" aria-label={t.specialRow[kind]} key={kind}>
              <p class="pad-label">{t.specialRow[kind]}</p>
              <div class="pad-buttons">
                {names.map((n, p) =>
                  place.out.includes(p) ? null : (
                    <button
                      type="button"
                      key={p}
                      class="pad-btn pad-small"
                      aria-pressed={countOf(kind, p) > 0}
                      onClick={() => send({ type: 'SPECIAL', kind, player: p, most: mostOf(kind, evening.rules) })}
                    >
                      {t.specialCount(n, countOf(kind, p))}
                    </button>
                  ),
                )}
              </div>
            </div>
          ))}
      </details>

      {context.refusal && (
        <div class="notice pad-refusal" role="alert" data-testid="pad-refusal">
          {'missing' in context.refusal ? t.missing(context.refusal.missing, d.game) : `${t.refused} ${t.problem(context.refusal.problem, names)}`}
        </div>
      )}
      <p class="pad-actions">
        <button type="submit" class="btn pad-big pad-save">
          {editing ? t.saveChange : t.save(place.number ?? 0)}
        </button>
        {editing ? (
          <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'CANCEL' })}>
            {t.cancelEdit}
          </button>
        ) : (
          <button type="button" class="btn btn-quiet" onClick={() => send({ type: 'REDEAL' })}>
            {t.redeal}
          </button>
        )}
      </p>
    </form>
  );
}
