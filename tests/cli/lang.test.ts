// `--lang de` for the doko command: replay, analyse, solve, the quiz's explanation and the engine's
// errors in German, through the same language registry as the site; a wrong --lang is one line.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const doko = (args: string[], input?: string) => {
  const r = spawnSync(process.execPath, ['src/cli/doko.ts', ...args], { input, encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
};

describe('doko --lang', { timeout: 60_000 }, () => {
  it('replay --lang de: the tricks and the score sheet in German, the same numbers', () => {
    const rec = doko(['deal', '--seed', '74', '--announce', '0']).out;
    const r = doko(['replay', '-', '--lang', 'de'], rec);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Geber: Platz');
    expect(r.out).toContain('Stich  Raus  Karten (Platz:Karte)');
    expect(r.out).toContain('Karlchen macht den letzten Stich');
    expect(r.out).toContain('Spielwert: -2   Punkte: -2 2 -2 2');
    expect(r.out).not.toMatch(/\b(?:Dealer|Winner|Value|the)\b/);
  });

  it('the engine’s errors in German', () => {
    const rec = JSON.parse(doko(['deal', '--seed', '74', '--announce', '0']).out);
    rec.plays[1] = 'SK';
    const r = doko(['--lang', 'de', 'score', '-'], JSON.stringify(rec));
    expect(r.code).toBe(2);
    expect(r.err).toBe('plays[1] (SK): Platz 2 muss Herz bedienen (hat ♥K)\n');
  });

  it('analyse --lang de: the verdicts and reasons in German, numbers with a decimal comma', () => {
    const r = doko(['analyse', 'CQ CQ CJ SJ HJ DJ H10 H10 CA CA SA HA', '--samples', '20', '--key-samples', '0', '--lang', 'de']);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^Blatt: ♥10 ♥10 ♣D ♣D ♣B/);
    expect(r.out).toContain('Empfehlung: ');
    expect(r.out).toMatch(/[+\u2212]\d+,\d/);
    expect(r.out).not.toMatch(/\b(?:Recommendation|Why|with the lead)\b/);
  });

  it('quiz score --explain: the key sheet in sentences, English by default and German with --lang de', () => {
    const en = JSON.parse(doko(['quiz', 'score', '--seed', '42', '--level', '3', '--explain']).out);
    const de = JSON.parse(doko(['quiz', 'score', '--seed', '42', '--level', '3', '--explain', '--lang', 'de']).out);
    expect(de.answer).toEqual(en.answer);
    expect(en.explanation[0]).toBe('A normal game. Re (the two queens of clubs): South and West. Kontra: North and East.');
    expect(de.explanation[0]).toBe('Ein Normalspiel. Re (die Kreuz-Damen): Süd und West. Kontra: Nord und Ost.');
    expect(de.explanation.at(-1)).toContain('jeder Kontra-Spieler (Nord und Ost) \u22129.');
  });

  it('solve --lang de: who is Re, the exact value and every card in German; a finished deal refused in German', () => {
    const rec = JSON.parse(doko(['deal', '--seed', '74', '--announce', '0']).out);
    const position = JSON.stringify({ ...rec, plays: rec.plays.slice(0, 43) });
    const r = doko(['solve', '-', '--lang', 'de'], position);
    expect(r.code).toBe(0);
    expect(r.out).toContain('Re sind Platz 0 (Süd) und Platz 2 (Nord). 43 Karten gespielt; Re hat bisher 78 Augen in den Stichen.');
    expect(r.out).toContain('Wenn alle bestmöglich spielen, beendet Re das Spiel mit 78 Augen (Kontra 162).');
    expect(r.out).toContain('Platz 2 (Nord) ist am Zug (Re); beste Karte: S10.');
    expect(r.out).not.toMatch(/\b(?:seat|card points|the|with|to play)\b/);
    expect(doko(['solve', '-', '--lang', 'de'], JSON.stringify(rec))).toEqual({
      code: 2,
      out: '',
      err: 'nichts zu lösen: das Spiel ist vorbei: Alle Karten sind gespielt\n',
    });
  });

  it('a wrong --lang: exit code 2 and one line', () => {
    expect(doko(['replay', '-', '--lang', 'fr'])).toEqual({ code: 2, out: '', err: '--lang "fr" is not a language of Doko Trainer: en, de\n' });
    expect(doko(['replay', '-', '--lang'])).toEqual({ code: 2, out: '', err: '--lang needs a value: en, de\n' });
    expect(doko(['--lang', 'de', '--lang', 'en', 'help']).code).toBe(2);
  });
});
