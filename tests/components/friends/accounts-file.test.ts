/**
 * The friends table's accounts as a CSV file: the columns of the table on screen (oneself first),
 * running totals, the totals in points and money; any text a spreadsheet would run as a formula
 * is kept as text.
 */
import { describe, expect, it } from 'vitest';
import { DDV_RULES } from '../../../src/engine/rules.ts';
import { accountsCsv, csvField } from '../../../src/components/friends/accountsFile.ts';
import type { PublicSeat, PublicTable } from '../../../src/protocol/received.ts';

const person = (name: string): PublicSeat => ({ kind: 'person', name, host: false, connected: true, ready: false, replaced: false });
const computer: PublicSeat = { kind: 'computer', name: '', host: false, connected: true, ready: true, replaced: false };

const table: PublicTable = {
  mode: 'fourRounds',
  centsPerPoint: 10,
  limitCents: null,
  botLevel: 'beginner',
  visibility: 'invite',
  rules: DDV_RULES,
  phase: 'over',
  seats: [person('Anna'), person('=HYPERLINK("x")'), computer, person('Ben "B" Braun')],
  deal: 3,
  dealer: 1,
  played: 2,
  totals: [3, -1, -1, -1],
  sheet: [
    { deal: 1, dealer: 0, contract: { kind: 'normal' } as PublicTable['sheet'][number]['contract'], outcome: 'finished', value: 2, scores: [2, -2, 2, -2] },
    { deal: 2, dealer: 1, contract: null, outcome: 'redeal', value: 0, scores: [0, 0, 0, 0] },
    { deal: 3, dealer: 1, contract: { kind: 'normal' } as PublicTable['sheet'][number]['contract'], outcome: 'finished', value: 1, scores: [1, 1, -3, 1] },
  ],
  end: { reason: 'failed' },
};

describe('the accounts as a CSV file', () => {
  it('has the columns as the screen shows them from one’s own seat, the running totals and the totals with money', () => {
    const lines = accountsCsv(table, 3).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1)).toEqual([
      '"Deal","Game","Value","You: Ben ""B"" Braun","West: Anna","North: =HYPERLINK(""x"")","East: computer player"',
      '"1","Normal game","2","-2","2","-2","2"',
      '"2","dealt again","0","-2","2","-2","2"',
      '"3","Normal game","1","-1","3","-1","-1"',
      '"Total","","","-1 (-€0.10)","+3 (+€0.30)","-1 (-€0.10)","-1 (-€0.10)"',
    ]);
  });

  it('keeps text a spreadsheet would run as a formula as text, but not numbers', () => {
    expect(csvField('=1+1')).toBe(`"'=1+1"`);
    expect(csvField('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvField(-3)).toBe('"-3"');
    expect(csvField('Anna')).toBe('"Anna"');
  });
});
