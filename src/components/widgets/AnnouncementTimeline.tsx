import { useMachine } from './useMachine.ts';
import { CALL_WORD, describeAnnouncementRefusal } from '#words/engine';
import { HANDS, replay, rulesOf } from '../../content/exercises/deals.ts';
import type { Party } from '../../engine/parties.ts';
import { callOfLevel, type Level } from '../../engine/calls.ts';
import { partyMarkText } from '#words/site';
import { timelineText as t } from '#words/timeline';
import { announcementTimelineMachine, type MarriageMoment, type TimelineSettings } from '../../machines/announcementTimeline.ts';
import './lessons5to10.css';

const MARRIAGE: readonly MarriageMoment[] = ['none', 'open', 1, 2, 3];
const LEVELS: readonly Level[] = [-1, 0, 1, 2, 3];

/** Explore the deadlines: which calls are open at a chosen moment, and until which own card. */
/** A marriage deal before its Klärungsstich: the engine refuses every call there. */
const openMarriage = () => replay({ dealer: 3, hands: HANDS.bothQueens, contract: { kind: 'marriage', declarer: 2 }, plays: [] }, rulesOf());

export default function AnnouncementTimeline({ uid = 'timeline', settings }: { uid?: string; settings?: TimelineSettings }) {
  const [snap, send] = useMachine(announcementTimelineMachine, { input: { openMarriage: openMarriage(), settings } });
  const { settings: s, timeline: tl } = snap.context;
  const set = (patch: Partial<TimelineSettings>) => send({ type: 'SET', patch });
  const opp: Party = s.party === 're' ? 'kontra' : 're';
  const levelName = (party: Party, l: Level) => (l < 0 ? t.levelNone : CALL_WORD[callOfLevel(party, l as Exclude<Level, -1>)]);
  const cols = Array.from({ length: tl.handSize }, (_, i) => i + 1);
  const current = s.played + 1;
  const id = (k: string) => `${uid}-${k}`;

  return (
    <section class="widget l5-timeline" aria-labelledby={id('title')} data-state={String(snap.value)}>
      <header class="exercise-head">
        <h3 id={id('title')}>{t.title}</h3>
      </header>
      <p class="exercise-meta">{t.intro}</p>
      <div class="l5-controls">
        <div class="l5-control">
          <label for={id('deck')}>{t.deck}</label>
          <select id={id('deck')} value={s.withoutNines ? '40' : '48'} onChange={(e) => set({ withoutNines: (e.target as HTMLSelectElement).value === '40' })}>
            <option value="48">{t.deck48}</option>
            <option value="40">{t.deck40}</option>
          </select>
        </div>
        <div class="l5-control">
          <label for={id('party')}>{t.party}</label>
          <select id={id('party')} value={s.party} onChange={(e) => set({ party: (e.target as HTMLSelectElement).value as Party })}>
            <option value="re">{partyMarkText.re}</option>
            <option value="kontra">{partyMarkText.kontra}</option>
          </select>
        </div>
        <div class="l5-control">
          <label for={id('played')}>{t.played}</label>
          <input
            id={id('played')}
            type="number"
            min={0}
            max={tl.handSize}
            value={s.played}
            onInput={(e) => {
              const v = Number((e.target as HTMLInputElement).value);
              if (Number.isFinite(v)) set({ played: v });
            }}
          />
        </div>
        <div class="l5-control">
          <label for={id('marriage')}>{t.marriage}</label>
          <select
            id={id('marriage')}
            value={String(s.marriage)}
            onChange={(e) => {
              const v = (e.target as HTMLSelectElement).value;
              set({ marriage: v === 'none' || v === 'open' ? v : (Number(v) as 1 | 2 | 3) });
            }}
          >
            {MARRIAGE.map((m) => (
              <option key={String(m)} value={String(m)}>
                {t.marriageValues[String(m)]}
              </option>
            ))}
          </select>
        </div>
        <div class="l5-control">
          <label for={id('own')}>{t.own}</label>
          <select
            id={id('own')}
            value={String(s.own)}
            disabled={s.marriage === 'open'}
            onChange={(e) => set({ own: Number((e.target as HTMLSelectElement).value) as Level })}
          >
            {LEVELS.slice(0, 5).map((l) => (
              <option key={l} value={String(l)}>
                {levelName(s.party, l)}
              </option>
            ))}
          </select>
        </div>
        <div class="l5-control">
          <label for={id('opp')}>{t.opponents}</label>
          <select
            id={id('opp')}
            value={String(s.opponents)}
            disabled={s.marriage === 'open'}
            onChange={(e) => set({ opponents: Number((e.target as HTMLSelectElement).value) as Level })}
          >
            {LEVELS.map((l) => (
              <option key={l} value={String(l)}>
                {levelName(opp, l)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <p class={`l5-timeline-state tone-${snap.value === 'open' ? 'good' : 'bad'}`} role="status">
        {t.state[String(snap.value)]}
        {tl.shift > 0 && <> {t.shift(tl.shift)}</>}
        {tl.replyNeeded !== null && s.own < 0 && <> {t.reply(tl.replyNeeded, partyMarkText[s.party])}</>}
      </p>

      <p class="l5-grid-caption" aria-hidden="true">
        {t.gridCaption(tl.holding, s.played)}
      </p>
      <div class="table-wrap l5-grid-wrap" tabIndex={0} role="region" aria-labelledby={id('caption')}>
        <table class="l5-grid">
          <caption id={id('caption')} class="sr-only">
            {t.gridCaption(tl.holding, s.played)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t.call}</th>
              {cols.map((n) => (
                <th key={n} scope="col" class={`l5-col${n === current ? ' is-now' : ''}`}>
                  <span aria-hidden="true">{t.cardColLabel(n).replace(/^before your card /, '')}</span>
                  <span class="sr-only">{t.cardColLabel(n)}</span>
                </th>
              ))}
              <th scope="col">{t.lastCol}</th>
              <th scope="col">{t.ladderCol}</th>
            </tr>
          </thead>
          <tbody>
            {tl.rows.map((row) => (
              <tr key={row.call} data-call={row.call}>
                <th scope="row">{CALL_WORD[row.call]}</th>
                {row.cells.map((ok, i) => (
                  <td key={i} class={`l5-cell ${ok ? 'is-yes' : 'is-no'}${i + 1 === current ? ' is-now' : ''}${i + 1 < current ? ' is-past' : ''}`}>
                    <span aria-hidden="true">{ok ? '●' : '·'}</span>
                    <span class="sr-only">{ok ? t.yes : t.no}</span>
                  </td>
                ))}
                <td class="l5-last">{row.lastCard === null ? t.never : t.last(row.lastCard, tl.handSize - row.lastCard + 1)}</td>
                <td class="l5-last">{t.last(tl.handSize - row.deadline + 1, row.deadline)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p class="area-label">{t.nowCol}</p>
      <ul class="l5-now-list">
        {tl.rows.map((row) => (
          <li key={row.call} class={row.now ? 'is-no' : 'is-yes'}>
            <strong>{CALL_WORD[row.call]}:</strong>{' '}
            {row.now ? describeAnnouncementRefusal(row.now) : t.nowYesUntil(t.last(row.lastCard!, tl.handSize - row.lastCard! + 1))}
          </li>
        ))}
      </ul>
    </section>
  );
}
