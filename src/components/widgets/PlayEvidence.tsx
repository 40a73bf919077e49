import type { ItemsData } from '../../content/exercises/verdicts.ts';
import type { exerciseText } from '#words/exercises';
import { cardName } from '../../i18n/runtime/names.ts';

/** The words it shows, handed in by the exercise (their catalogue is already loaded there). */
export type PlayWords = typeof exerciseText.play;

/** After a play exercise: the rule of thumb and the simulation's numbers behind the grade. */
export function PlayEvidence({ data, faces, words: t }: { data: ItemsData; faces: 'french' | 'german'; words: PlayWords }) {
  const rows = data.items
    .map((item, i) => ({ item, v: data.verdicts[i] }))
    .filter(
      (r, i, all) =>
        r.item.kind === 'card' &&
        r.v.credit !== undefined &&
        all.findIndex((x) => x.item.kind === 'card' && r.item.kind === 'card' && x.item.card === r.item.card) === i,
    )
    .sort((a, b) => (b.v.points ?? 0) - (a.v.points ?? 0));
  return (
    <div class="play-evidence">
      <p class="rule-of-thumb">
        <strong>{t.ruleOfThumb}:</strong> {data.play!.ruleOfThumb}
      </p>
      <p id={`${data.frame.id}-evidence`}>{t.evidence(data.play!.samples)}</p>
      <div class="table-wrap">
        <table aria-labelledby={`${data.frame.id}-evidence`}>
          <thead>
            <tr>
              <th scope="col">{t.card}</th>
              <th scope="col" class="num">
                {t.points}
              </th>
              <th scope="col">{t.verdict}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(({ item, v }) => (
              <tr key={item.kind === 'card' ? item.card : ''} class={v.credit === 100 ? 'is-best' : undefined}>
                <th scope="row">{item.kind === 'card' ? cardName(item.card, { faces }) : ''}</th>
                <td class="num">{(v.points ?? 0).toFixed(1)}</td>
                <td>{t.credit(v.credit ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p>
        <a href="/quiz/lead/">{t.quiz}</a>
      </p>
    </div>
  );
}
