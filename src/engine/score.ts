/** Score either input the CLI and tools accept: a complete `doko-deal/1` or a `doko-summary/1`. */
import { dealResult, type DealResult } from './outcome.ts';
import { DEAL_FORMAT, readDealRecord } from './record.ts';
import { ok, type Result } from './result.ts';
import { parseSummary, SUMMARY_FORMAT, summaryResult } from './summary.ts';
import { quote } from './excerpt.ts';
import { fail, isObject, type PathError } from './validate.ts';

export function scoreInput(input: unknown): Result<DealResult, PathError> {
  if (isObject(input) && input.format === SUMMARY_FORMAT) {
    const s = parseSummary(input);
    return s.ok ? ok(summaryResult(s.value)) : s;
  }
  if (!isObject(input) || input.format !== DEAL_FORMAT) {
    return fail('format', { code: 'wrongFormat', expected: [DEAL_FORMAT, SUMMARY_FORMAT], got: quote(isObject(input) ? input.format : input) });
  }
  const r = readDealRecord(input);
  if (!r.ok) return r;
  const s = r.value.state;
  if (s.phase === 'redeal') return fail('bidding', { code: 'notPlayed', reason: String(s.redealReason) });
  if (s.phase !== 'finished') return fail('plays', { code: 'notComplete', played: s.cardsPlayed, total: 4 * s.dealt[0].length });
  return ok(dealResult(s));
}
