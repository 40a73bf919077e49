// The strict JSON reader: what JSON.parse reads it reads the same, except a repeated key, deep
// nesting and an over-long text, each refused with its place.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JSON_MAX_DEPTH, readJson } from '../../src/engine/json.ts';
import { describeJsonProblem } from '#words/record';

const refusal = (text: string, maxLength?: number) => {
  const r = readJson(text, maxLength === undefined ? {} : { maxLength });
  if (r.ok) throw new Error(`accepted: ${text.slice(0, 80)}`);
  return r.error;
};

describe('readJson', () => {
  it('reads values exactly as JSON.parse does', () => {
    for (const text of [
      '0',
      '-0',
      '1e309',
      '"a\\u00e9\\n"',
      ' [1, 2.5e-3, true, false, null, "x"] ',
      '{"a":{"b":[{}]}}',
      '{"__proto__":1,"constructor":{}}',
      '"\\ud800"',
    ]) {
      const r = readJson(text);
      expect(r.ok && r.value, text).toEqual(JSON.parse(text));
    }
    const proto = readJson('{"__proto__":{"x":1}}');
    expect(proto.ok && Object.hasOwn(proto.value as object, '__proto__')).toBe(true);
    expect(proto.ok && Object.getPrototypeOf(proto.value)).toBe(Object.prototype);
  });

  it('a repeated key is refused with its path and place', () => {
    const e = refusal('{"format":"doko-summary/1",\n "cardPoints":{"re":131,"re":240}}');
    expect(e).toEqual({
      path: 'cardPoints.re',
      problem: { code: 'duplicateKey', at: { line: 2, column: 25, singleLine: false }, key: '"re"' },
    });
    expect(refusal('[{"a":1},{"b":[{"c":1,"c":1}]}]').path).toBe('[1].b[0].c');
    expect(refusal('{"__proto__":1,"__proto__":2}').path).toBe('__proto__');
    expect(refusal('{"a b":1,"a b":2}').path).toBe('["a b"]');
  });

  it('syntax errors say "not valid JSON" and where', () => {
    expect(describeJsonProblem(refusal('{"a":1,}').problem)).toBe('not valid JSON: unexpected "}" at column 8');
    expect(describeJsonProblem(refusal('[1,\n2').problem)).toBe('not valid JSON: the text ends too early at line 2, column 2');
    // A file's closing newline makes no second line; an error after it still names its line.
    expect(describeJsonProblem(refusal('{"a":1,"a":2}\n').problem)).toBe('the key "a" appears twice in one object (again at column 8)');
    expect(describeJsonProblem(refusal('{"a":1\n').problem)).toBe('not valid JSON: the text ends too early at line 2, column 1');
    expect(describeJsonProblem(refusal('').problem)).toBe('not valid JSON: the text ends too early at column 1');
    expect(describeJsonProblem(refusal('0x2').problem)).toBe('not valid JSON: unexpected "x" at column 2');
    expect(describeJsonProblem(refusal('"a\u0007"').problem)).toBe('not valid JSON: unexpected "\\u0007" at column 3');
    expect(describeJsonProblem(refusal('\ufeff{}').problem)).toBe('not valid JSON: unexpected "\\ufeff" at column 1');
  });

  it('depth and length are bounded, without recursion', () => {
    const ok = `${'['.repeat(JSON_MAX_DEPTH)}${']'.repeat(JSON_MAX_DEPTH)}`;
    expect(readJson(ok).ok).toBe(true);
    const deep = `{"a":${'['.repeat(1_000_000)}`;
    expect(refusal(deep, 2_000_000)).toEqual({
      path: `a${'[0]'.repeat(JSON_MAX_DEPTH - 1)}`,
      problem: { code: 'tooDeep', at: { line: 1, column: 5 + JSON_MAX_DEPTH, singleLine: true }, most: JSON_MAX_DEPTH },
    });
    expect(describeJsonProblem(refusal('"abcdef"', 5).problem)).toBe('the text has 8 characters, at most 5 are read');
  });

  it('property: any JSON text without repeated keys reads as JSON.parse reads it', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), fc.constantFrom(undefined, 2), (v, indent) => {
        const text = JSON.stringify(v, null, indent);
        const r = readJson(text);
        expect(r.ok && r.value).toEqual(JSON.parse(text));
      }),
      { numRuns: 300 },
    );
  });

  it('property: text JSON.parse refuses is refused as "not valid JSON", never thrown', () => {
    const piece = fc.constantFrom('{', '}', '[', ']', ',', ':', '"', '\\', 'true', 'nul', '1', '-', '.5', 'e3', ' ', '\n', '"a"', '\u0000', '\ud800');
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }).map((xs) => xs.join('')),
        (text) => {
          let parsed: { value: unknown } | null = null;
          try {
            parsed = { value: JSON.parse(text) };
          } catch {
            parsed = null;
          }
          const r = readJson(text);
          if (parsed === null) expect(!r.ok && describeJsonProblem(r.error.problem)).toMatch(/^not valid JSON: /);
          else if (r.ok) expect(r.value).toEqual(parsed.value);
          else expect(r.error.problem.code).toBe('duplicateKey');
        },
      ),
      { numRuns: 2000 },
    );
  });
});
