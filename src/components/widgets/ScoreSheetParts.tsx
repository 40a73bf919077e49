/**
 * Presentational parts of a score sheet, used by the islands and by the lessons' static
 * examples alike: the facts of a deal, the engine's lines, and the four scores. They only
 * render what the engine returned (a DealResult); nothing is scored here.
 */
import type { ComponentChildren } from 'preact';
import type { DealResult } from '../../engine/outcome.ts';
import type { LineReason } from '../../engine/scoring.ts';
import { seatName } from '#words/seats';
import type { Party } from '../../engine/parties.ts';
import type { SheetDeal } from '../../machines/scoreSheetFacts.ts';
import type { ScoreSheetContext } from '../../machines/scoreSheet.ts';
import { lineWord, PARTY_WORD, sheetText as t, specialWord } from '#words/scoring';
import { levelWord, signed } from '#words/common';
import './ScoreSheet.css';

/** "South and North", "West, North and East": the last two joined by the catalogue's word. */
const names = (seats: readonly number[]) => {
  const n = seats.map((x) => seatName(x));
  return n.length < 2 ? n.join('') : t.pair(n.slice(0, -1).join(', '), n[n.length - 1]);
};

/** The facts as a short list: game and parties, calls, card points and tricks, special events. */
export function SheetFacts({ deal, result }: { deal: SheetDeal; result: DealResult }) {
  const solo = result.parties.re.length === 1;
  return (
    <dl class="deal-facts">
      <div>
        <dt>{t.contract}</dt>
        <dd>{solo ? t.soloBy(names(result.parties.re), names(result.parties.kontra)) : t.teams(names(result.parties.re), names(result.parties.kontra))}</dd>
      </div>
      <div>
        <dt>{t.calls}</dt>
        <dd>{t.callsOf(levelWord('re', deal.reLevel), levelWord('kontra', deal.kontraLevel))}</dd>
      </div>
      <div>
        <dt>{t.cardPoints}</dt>
        <dd>{t.pointsAndTricks(result.cardPoints.re, result.tricks.re, result.cardPoints.kontra, result.tricks.kontra)}</dd>
      </div>
      {deal.specials.length > 0 && (
        <div>
          <dt>{t.specials}</dt>
          <dd>
            {deal.specials.map(specialWord).join('; ')}
            {solo && ` (${t.specialsInSoloNote})`}
          </dd>
        </div>
      )}
    </dl>
  );
}

/**
 * The engine's lines in the rule book's order, one column per party, with the totals and the net
 * value. `lineLabel` and `partyLabel` may dress a line's words and a party's (the practice table
 * links them to the glossary; the lessons keep them plain, and their pages light).
 */
export function ScoreLinesTable({
  result,
  caption = t.linesCaption,
  lineLabel = lineWord,
  partyLabel = (p) => PARTY_WORD[p],
}: {
  result: DealResult;
  caption?: string;
  lineLabel?: (reason: LineReason) => ComponentChildren;
  partyLabel?: (party: Party) => ComponentChildren;
}) {
  const sum = (p: Party) => result.lines.filter((l) => l.party === p).reduce((s, l) => s + l.points, 0);
  return (
    <div class="table-wrap score-lines" data-testid="score-lines">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.item}</th>
            <th scope="col" class="num">
              {partyLabel('re')}
            </th>
            <th scope="col" class="num">
              {partyLabel('kontra')}
            </th>
          </tr>
        </thead>
        <tbody>
          {result.lines.map((l) => (
            <tr key={`${l.reason}/${l.party}`} data-reason={l.reason} data-party={l.party}>
              <th scope="row">{lineLabel(l.reason)}</th>
              <td class="num">{l.party === 're' ? `+${l.points}` : ''}</td>
              <td class="num">{l.party === 'kontra' ? `+${l.points}` : ''}</td>
            </tr>
          ))}
          {result.lines.length === 0 && (
            <tr>
              <td colSpan={3} class="muted">
                {t.noLine}
              </td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t.total}</th>
            <td class="num">{sum('re')}</td>
            <td class="num">{sum('kontra')}</td>
          </tr>
        </tfoot>
      </table>
      <p class="score-value" data-testid="score-value">
        {t.winner(result.winner)} {t.value(result.value)}
      </p>
    </div>
  );
}

/** Each player's score for the deal. */
export function SeatScores({ result }: { result: DealResult }) {
  const solo = result.parties.re.length === 1;
  return (
    <ul class="seat-scores" aria-label={t.scores} data-testid="seat-scores">
      {result.scores.map((s, seat) => {
        const party: Party = result.parties.re.includes(seat as never) ? 're' : 'kontra';
        return (
          <li key={seat} class={`party-${party}`} data-seat={seat} data-score={s}>
            <span class="seat-name">{t.scoreOf(seatName(seat), party, solo && party === 're')}</span>
            <span class={`seat-score ${s > 0 ? 'is-plus' : s < 0 ? 'is-minus' : ''}`}>{signed(s)}</span>
          </li>
        );
      })}
    </ul>
  );
}

export { PARTY_WORD };

/** The engine's sheet: every line, the totals, the net value and the four scores. */
export function EngineSheet({ c }: { c: ScoreSheetContext }) {
  if (!c.evaluation.ok) return null;
  return (
    <div class="engine-sheet">
      <ScoreLinesTable result={c.evaluation.result} />
      <SeatScores result={c.evaluation.result} />
    </div>
  );
}
