/**
 * Reading the parts of a record that other stored values share (card lists, seats, a
 * contract), field by field with the path of the first bad one. Small on purpose: the browser
 * stores check contracts with it without loading the deal engine.
 */
import { isCardId, type CardId } from './cards.ts';
import type { Contract } from './contract.ts';
import { quote } from './excerpt.ts';
import { SOLO_KINDS, type SoloKind } from './order.ts';
import { isSeat, type Seat } from './parties.ts';
import { ok, type Result } from './result.ts';
import { checkKeys, fail, isObject, type PathError } from './validate.ts';

export function readCards(v: unknown, path: string, most = 48): Result<CardId[], PathError> {
  if (!Array.isArray(v)) return fail(path, { code: 'notList', of: 'cards' });
  if (v.length > most) return fail(path, { code: 'tooManyCards', count: v.length, most });
  for (let i = 0; i < v.length; i++) {
    if (!isCardId(v[i])) return fail(`${path}[${i}]`, { code: 'notCardId', got: quote(v[i]) });
  }
  return ok(v as CardId[]);
}

export function readSeat(v: unknown, path: string): Result<Seat, PathError> {
  return isSeat(v) ? ok(v) : fail(path, { code: 'notSeat', got: quote(v) });
}

/**
 * A contract as records write it, checked field by field (not yet against a deal: newDeal does
 * that). `handSize` bounds the exchanged cards of a poverty game.
 */
export function readContractShape(v: unknown, path: string, handSize = 12): Result<Contract, PathError> {
  if (!isObject(v)) return fail(path, { code: 'notEntry', of: 'contract' });
  switch (v.kind) {
    case 'normal': {
      const bad = checkKeys(v, ['kind'], path);
      return bad ? { ok: false, error: bad } : ok({ kind: 'normal' });
    }
    case 'marriage': {
      const bad = checkKeys(v, ['kind', 'declarer'], path);
      if (bad) return { ok: false, error: bad };
      const d = readSeat(v.declarer, `${path}.declarer`);
      return d.ok ? ok({ kind: 'marriage', declarer: d.value }) : d;
    }
    case 'poverty': {
      const bad = checkKeys(v, ['kind', 'declarer', 'partner', 'given', 'returned'], path);
      if (bad) return { ok: false, error: bad };
      const d = readSeat(v.declarer, `${path}.declarer`);
      if (!d.ok) return d;
      const p = readSeat(v.partner, `${path}.partner`);
      if (!p.ok) return p;
      if (p.value === d.value) return fail(`${path}.partner`, { code: 'partnerIsPoor' });
      const given = readCards(v.given, `${path}.given`, handSize);
      if (!given.ok) return given;
      const returned = readCards(v.returned, `${path}.returned`, handSize);
      if (!returned.ok) return returned;
      return ok({ kind: 'poverty', declarer: d.value, partner: p.value, given: given.value, returned: returned.value });
    }
    case 'solo': {
      const bad = checkKeys(v, ['kind', 'declarer', 'solo', 'compulsory'], path);
      if (bad) return { ok: false, error: bad };
      const d = readSeat(v.declarer, `${path}.declarer`);
      if (!d.ok) return d;
      if (!SOLO_KINDS.includes(v.solo as SoloKind)) return fail(`${path}.solo`, { code: 'unknownName', of: 'solo', got: quote(v.solo), known: SOLO_KINDS });
      if (v.compulsory !== undefined && typeof v.compulsory !== 'boolean') return fail(`${path}.compulsory`, { code: 'notBoolean', got: quote(v.compulsory) });
      return ok({ kind: 'solo', declarer: d.value, solo: v.solo as SoloKind, compulsory: v.compulsory === true });
    }
    default:
      return fail(`${path}.kind`, { code: 'unknownName', of: 'contract', got: quote(v.kind), known: ['normal', 'marriage', 'poverty', 'solo'] });
  }
}
