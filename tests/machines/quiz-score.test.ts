import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { DDV_RULES } from '../../src/engine/rules.ts';
import { keySheet } from '../../src/engine/quiz/sheet.ts';
import { defaultView, readDraft, scoreMachine } from '../../src/machines/quizScore.ts';

function fillKey(a: ReturnType<typeof createActor<typeof scoreMachine>>) {
  const key = keySheet(a.getSnapshot().context.item!.result);
  a.send({ type: 'WINNER', value: key.winner! });
  for (const [reason, e] of Object.entries(key.lines)) {
    a.send({ type: 'LINE', reason: reason as never, party: 're', value: e!.re ? String(e!.re) : '' });
    a.send({ type: 'LINE', reason: reason as never, party: 'kontra', value: e!.kontra ? String(e!.kontra) : '' });
  }
  key.scores.forEach((v, seat) => a.send({ type: 'SCORE', seat, value: String(v) }));
}

describe('score quiz machine', () => {
  it('goes idle → asking → graded (wrong) → asking → graded (right), keeping the first grade', () => {
    const a = createActor(scoreMachine).start();
    expect(a.getSnapshot().value).toBe('idle');
    a.send({ type: 'CHECK' });
    expect(a.getSnapshot().value).toBe('idle');
    a.send({ type: 'LOAD', seed: 12, level: 2, rules: DDV_RULES });
    let s = a.getSnapshot();
    expect(s.value).toBe('asking');
    expect(s.context.item!.level).toBe(2);
    expect(s.context.view).toBe('facts');
    expect(s.context.rows).toContain('reAnnounced');
    a.send({ type: 'TICK' });
    a.send({ type: 'TICK' });
    // Something that is not a number stops the check and is marked.
    a.send({ type: 'SCORE', seat: 1, value: 'x' });
    a.send({ type: 'CHECK' });
    s = a.getSnapshot();
    expect(s.value).toBe('asking');
    expect(s.context.invalid).toEqual(['score:1']);
    // A wrong sheet.
    a.send({ type: 'SCORE', seat: 1, value: '5' });
    a.send({ type: 'WINNER', value: 'none' });
    a.send({ type: 'CHECK' });
    s = a.getSnapshot();
    expect(s.value).toBe('graded');
    expect(s.context.invalid).toEqual([]);
    expect(s.context.grade!.credit).toBeLessThan(1);
    expect(s.context.firstGrade).toBe(s.context.grade);
    expect(s.context.seconds).toBe(2);
    // Edits are ignored while graded.
    a.send({ type: 'WINNER', value: 're' });
    expect(a.getSnapshot().context.draft.winner).toBe('none');
    a.send({ type: 'RETRY' });
    expect(a.getSnapshot().value).toBe('asking');
    expect(a.getSnapshot().context.grade).toBeNull();
    fillKey(a);
    a.send({ type: 'CHECK' });
    s = a.getSnapshot();
    expect(s.value).toBe('graded');
    expect(s.context.grade!.credit).toBe(1);
    expect(s.context.firstGrade!.credit).toBeLessThan(1);
  });

  it('limits hints to three and resets everything on a new deal', () => {
    const a = createActor(scoreMachine).start();
    a.send({ type: 'LOAD', seed: 5, level: 4, rules: DDV_RULES, view: 'facts' });
    expect(a.getSnapshot().context.view).toBe('facts');
    for (let i = 0; i < 5; i++) a.send({ type: 'HINT' });
    expect(a.getSnapshot().context.hints).toBe(3);
    a.send({ type: 'WINNER', value: 're' });
    a.send({ type: 'LOAD', seed: 6, level: 4, rules: DDV_RULES });
    const c = a.getSnapshot().context;
    expect(c).toMatchObject({ hints: 0, seconds: 0, grade: null, firstGrade: null, view: 'tricks' });
    expect(c.draft.winner).toBeNull();
    expect(c.item!.seed).toBe(6);
  });

  it('reads a draft: empty line fields are zero, empty scores missing', () => {
    const { sheet, invalid } = readDraft({
      winner: 're',
      lines: { won: { re: '1', kontra: '' }, below90: { re: 'a', kontra: '' } },
      scores: ['1', '', '-1', '−1'],
    });
    expect(invalid).toEqual(['line:below90:re']);
    expect(sheet.lines.won).toEqual({ re: 1, kontra: 0 });
    expect(sheet.scores).toEqual([1, null, -1, -1]);
    expect(defaultView(1)).toBe('facts');
    expect(defaultView(3)).toBe('tricks');
  });
});
