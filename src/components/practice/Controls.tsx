/**
 * The learner's controls under the table, one row: the choices of the reservation round and
 * the poverty, or in play the hint, the announcements (folded into one "Announce…" control),
 * undo and the last trick; after the deal the next deal.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { healthyContract } from '../../engine/contract.ts';
import type { Action, DealState } from '../../engine/deal.ts';
import { declarationText } from '#words/site';
import { announcementRefusalText, tableText as t } from '#words/practice';
import type { CallOption } from '../../engine/callOptions.ts';
import type { Call } from '../../engine/scoring.ts';
import type { learnerStep } from '../../machines/practiceDeal.ts';

type Step = ReturnType<typeof learnerStep>;

/**
 * The announcements the learner may make now, with their last moment; refused ones say why
 * (the engine's numbers). It opens over the table's words, so nothing else moves.
 */
export function AnnouncePanel({
  options,
  holding,
  onCall,
  onClose,
}: {
  options: readonly CallOption[];
  holding: number;
  onCall: (call: Call) => void;
  onClose: () => void;
}) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.querySelector<HTMLButtonElement>('button')?.focus(), []);
  return (
    <div
      id="announce-panel"
      class="pt-announce-panel"
      role="group"
      aria-label={t.announceTitle}
      ref={panel}
      data-testid="announce-panel"
      onKeyDown={(e) => e.key === 'Escape' && onClose()}
    >
      {options.every((o) => o.refusal) && <p>{t.announceNone}</p>}
      <ul>
        {options.map((o) => (
          <li key={o.call}>
            <button
              type="button"
              class="btn btn-quiet"
              data-call={o.call}
              aria-disabled={o.refusal ? 'true' : undefined}
              aria-describedby={o.refusal ? `call-why-${o.call}` : undefined}
              onClick={() => {
                // A refused call is sent too: the table answers with the engine's reason.
                onCall(o.call);
                if (!o.refusal) onClose();
              }}
            >
              {o.refusal ? t.announceRefusedShort(o.call) : t.announceOpen(o.call, o.openUntil!, holding)}
            </button>
            {o.refusal && (
              <span id={`call-why-${o.call}`} class="pt-why">
                {announcementRefusalText(o.refusal)}
              </span>
            )}
          </li>
        ))}
      </ul>
      <button type="button" class="btn btn-quiet btn-small" onClick={onClose}>
        {t.announceClose}
      </button>
    </div>
  );
}

export interface ControlsProps {
  s: DealState;
  value: string;
  step: Step;
  coach: boolean;
  canUndo: boolean;
  picked: number;
  showLast: boolean;
  hasLast: boolean;
  onAct: (a: Action) => void;
  onPass: () => void;
  onUndo: () => void;
  onHint: () => void;
  onDismiss: () => void;
  onGive: () => void;
  onToggleLast: () => void;
  announcing: boolean;
  onAnnounce: () => void;
  /** The toggle of the announcements (focus returns to it when they close). */
  announceRef: preact.RefObject<HTMLButtonElement>;
  /** After the deal: the next deal, and anything the page adds (the guided deals' links). */
  after: preact.ComponentChildren;
}

/** Naming a reservation: the declarations the engine allows, in a list, and one button (the practice table and /friends/). */
export function DeclareForm({ declares, onAct, id }: { declares: readonly Action[]; onAct: (a: Action) => void; id: string }) {
  const [choice, setChoice] = useState(0);
  return (
    <form
      class="pt-choices"
      data-testid="declaration"
      onSubmit={(e) => {
        e.preventDefault();
        onAct(declares[Math.min(choice, declares.length - 1)]);
      }}
    >
      <label for={id} class="sr-only">
        {t.declareLabel}
      </label>
      <select id={id} value={String(choice)} onChange={(e) => setChoice(Number((e.target as HTMLSelectElement).value))}>
        {declares.map((a, i) => (
          <option key={i} value={String(i)}>
            {a.type === 'declare' ? declarationText(a.declaration) : ''}
          </option>
        ))}
      </select>
      <button type="submit" class="btn">
        {t.declareButton}
      </button>
    </form>
  );
}

export function Controls(p: ControlsProps) {
  const { s, value, step } = p;
  const mine = value === 'learnerTurn' ? step : null;
  const declares = mine?.kind === 'turn' && s.phase === 'declaration' ? mine.legal.filter((a) => a.type === 'declare') : [];
  const inPlay = s.phase === 'playing' && value !== 'over';
  const selecting = mine?.kind === 'turn' && (s.phase === 'povertyGive' || s.phase === 'povertyReturn');

  return (
    <div class={`pt-controls${value === 'over' ? ' is-over' : ''}`} data-testid="table-controls">
      {mine?.kind === 'preRound' && (
        <div class="pt-choices" role="group" aria-label={t.preRoundTitle} data-testid="pre-round">
          {mine.legal.map((a, i) => (
            <button type="button" class="btn" key={i} onClick={() => p.onAct(a)}>
              {a.type === 'throwIn' ? t.throwIn : t.halfChicken}
            </button>
          ))}
          <button type="button" class="btn btn-quiet" onClick={p.onPass}>
            {t.playOn}
          </button>
        </div>
      )}
      {mine?.kind === 'turn' && s.phase === 'reservation' && (
        <div class="pt-choices" role="group" aria-label={t.reservationTitle} data-testid="reservation">
          {mine.legal.map((a, i) =>
            a.type === 'reserve' ? (
              <button type="button" class="btn" key={i} onClick={() => p.onAct(a)}>
                {a.reservation ? t.reservationWord : t.healthyWord}
                <span class="pt-sub">
                  {a.reservation ? t.reservationMeaning : healthyContract(s.hands[a.seat]) === 'silentSolo' ? t.silentSoloMeaning : t.healthyMeaning}
                </span>
              </button>
            ) : null,
          )}
        </div>
      )}
      {declares.length > 0 && <DeclareForm declares={declares} onAct={p.onAct} id="pt-declare" />}
      {mine?.kind === 'turn' && s.phase === 'povertyOffer' && (
        <div class="pt-choices" role="group" aria-label={t.povertyOffered} data-testid="poverty-offer">
          {mine.legal.map((a, i) =>
            a.type === 'answerPoverty' ? (
              <button type="button" class="btn" key={i} onClick={() => p.onAct(a)}>
                {a.accept ? t.acceptPoverty : t.declinePoverty}
              </button>
            ) : null,
          )}
        </div>
      )}
      {selecting && (
        <div class="pt-choices">
          <span>{t.selected(p.picked)}</span>
          <button type="button" class="btn" disabled={p.picked !== 3} onClick={p.onGive}>
            {t.giveCards}
          </button>
        </div>
      )}
      {value === 'trickShown' && (
        <button type="button" class="btn" onClick={p.onDismiss} data-testid="continue">
          {t.tapToGoOn}
        </button>
      )}
      {value === 'learnerTurn' && !p.coach && (
        <button type="button" class="btn btn-quiet" onClick={p.onHint} data-testid="hint">
          {t.hint}
        </button>
      )}
      {inPlay && (
        <button
          type="button"
          class="btn btn-quiet"
          ref={p.announceRef}
          aria-expanded={p.announcing}
          aria-controls="announce-panel"
          onClick={p.onAnnounce}
          data-testid="announce"
        >
          {t.announceButton}
        </button>
      )}
      {p.canUndo && (
        <button type="button" class="btn btn-quiet" onClick={p.onUndo} data-testid="undo">
          {t.undo}
          <span class="sr-only">{t.undoMore}</span>
        </button>
      )}
      {inPlay && p.hasLast && value !== 'trickShown' && (
        <button type="button" class="btn btn-quiet" aria-pressed={p.showLast} onClick={p.onToggleLast} data-testid="last-trick">
          {p.showLast ? t.hideLastTrick : t.lastTrick}
        </button>
      )}
      {value === 'over' && p.after}
    </div>
  );
}
