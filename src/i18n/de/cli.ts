/**
 * Die Wörter des Befehls `doko`: seine Hilfe, jeder Bedienungsfehler und jede Ablehnung einer
 * Eingabe, das Nachspielen (replay), was ein angehaltener langer Lauf sagt. Zeilen, Ansagen,
 * Parteien und die Probleme eines Protokolls kommen aus den Katalogen der Regeln. Die Plätze
 * bleiben Nummern wie in den Formaten (0..3); Optionsnamen, Kartenkürzel und JSON-Schlüssel
 * gehören zum Befehl und bleiben, wie sie sind. Zwilling von src/i18n/en/cli.ts.
 */
import type { AnalysisStopped } from '../../engine/analysis/analyse.ts';
import type { StopReason } from '../../cli/stopReason.ts';
import type * as En from '../en/cli.ts';
import { fixed, num } from '../runtime/numbers.ts';
import { quote } from '../../engine/excerpt.ts';
import type { Phase } from '../../engine/deal.ts';

/** Wo ein Spiel steht, das nicht zu Ende ist. */
const PHASE: Readonly<Record<Phase, string>> = {
  reservation: 'beim Vorbehalt',
  declaration: 'beim Anmelden der Vorbehalte',
  povertyGive: 'die Armut gibt ihre Karten ab',
  povertyOffer: 'die Armut wird angeboten',
  povertyReturn: 'die Karten der Armut gehen zurück',
  playing: 'im Spiel',
  finished: 'zu Ende',
  redeal: 'geschmissen',
  abandoned: 'abgebrochen',
};

/** Seconds as given, with as many decimals (0.5 s, 60 s). */
const seconds = (s: number) => fixed(s, Number.isInteger(s) ? 0 : String(s).split('.')[1].length);

export const replayText = {
  header: (dealer: number, contract: string) => `Geber: Platz ${dealer}   Spiel: ${contract}`,
  parties: (re: string, kontra: string) => `Re: Plätze ${re}   Kontra: Plätze ${kontra}`,
  hand: (seat: number, cards: string) => `Platz ${seat}: ${cards}`,
  columns: { trick: 'Stich', leader: 'Raus', cards: 'Karten (Platz:Karte)', winner: 'Macht', points: 'Augen' },
  openTrick: (leader: number, cards: string) => `  (offener Stich, Platz ${leader} kam raus: ${cards})`,
  announcement: (seat: number, call: string, cardsPlayed: number) => `Ansage: Platz ${seat} „${call}“ nach ${cardsPlayed} Karten`,
  result: (re: number, kontra: number, winner: string | null) => `Augen: Re ${re}, Kontra ${kontra}   Gewinner: ${winner ?? 'keiner'}`,
  value: (value: number, scores: string) => `Spielwert: ${value}   Punkte: ${scores}`,
  unfinished: (phase: Phase, cardsPlayed: number) => `Spiel nicht fertig (${PHASE[phase]}, ${cardsPlayed} Karten gespielt).`,
} satisfies typeof En.replayText;

/** Was einen langen Lauf angehalten hat, nach „angehalten durch“. */
export const stoppedBy = ((r: StopReason): string =>
  r.code === 'timeLimit' ? `die Zeitgrenze von ${seconds(r.seconds)} s (--time-limit)` : 'Strg+C') satisfies typeof En.stoppedBy;

const doneOf = (part: { readonly done: number; readonly asked: number }) => `${num(part.done)} von ${num(part.asked)}`;

export const partialText = {
  analysis: (s: AnalysisStopped & { readonly reason: StopReason }) =>
    `Teilergebnis, angehalten durch ${stoppedBy(s.reason)}: ${doneOf(s.simulation)} Spiele simuliert` +
    `${s.keyCards.asked > 0 ? `, Schlüsselkarten von ${doneOf(s.keyCards)} Soli` : ''}` +
    `${s.deep ? `, ${doneOf(s.deep)} genau gelöste Spiele` : ''}. Die Zahlen unten beruhen nur darauf.`,
} satisfies typeof En.partialText;

/** `doko help --lang de`: jeder Befehl mit seinen Optionen, die Grenzen und die Exit-Codes. */
export const helpText = ((f: En.HelpFacts): string => `Aufruf:
  npm run doko -- score DATEI|- [--jsonl]
  npm run doko -- replay DATEI|-
  npm run doko -- deal --seed N [--rules JSON] [--announce ANTEIL]
  npm run doko -- analyse "BLATT" [--rules JSON] [--samples N] [--seed S] [--json]
                             [--compulsory] [--seat 0-3] [--deep N] [--key-samples N] [--time-limit S]
  npm run doko -- solve DATEI|- [--json] [--time-limit S]   genaue Augen von Re (Solist oder die Spieler der ♣D)
                                          am Ende des Spiels, gemachte Stiche eingerechnet, wenn alle bestmöglich spielen
  npm run doko -- quiz score --seed N [--level ${f.levels[0]}..${f.levels[f.levels.length - 1]}] [--rules JSON] [--explain]
${f.moreUsage.map((u) => `${u}\n`).join('')}  npm run doko -- help
  bei jedem Befehl: --lang ${f.langs.join('|')} (die Sprache der Ausgabe; ohne Angabe ${f.defaultLang})
Grenzen: DATEI oder die Standardeingabe höchstens ${num(f.maxInputBytes)} Bytes; eine Zeile von --jsonl höchstens ${num(f.maxLineBytes)} Bytes;
  --rules höchstens ${num(f.maxRulesText)} Zeichen, BLATT ${num(f.maxHandText)}; --samples höchstens ${num(f.maxSamples)}, --key-samples ${num(f.maxKeySamples)}, --deep ${num(f.maxDeep)}
JSON wird streng gelesen: jeder Schlüssel einmal je Objekt, null ist kein Objekt, höchstens ${f.jsonMaxDepth} Ebenen tief
lange Läufe: solve und analyse halten bei --time-limit S an (ohne Angabe ${f.defaultTimeLimit}, höchstens ${num(f.maxTimeLimit)}) oder bei Strg+C und geben aus, was sie wissen, als Teilergebnis markiert
Optionen: jede einmal; Zahlen in Dezimalziffern (0x2, 2e0 werden abgelehnt)
--jsonl: ein Ergebnis je Zeile, sobald sie gelesen ist; eine ungültige Zeile ergibt {"error": "Zeile N: …"}
Rückgabewerte: 0 fertig (auch wenn der Leser weggeht, wie bei | head -1), 2 ungültige Eingabe (eine Zeile), 70 interner Fehler,
  74 Ausgabe nicht geschrieben (Platte voll), 130 Strg+C`) satisfies typeof En.helpText;

/** Wohin ein Bedienungsfehler für alles Weitere zeigt. */
const SEE_USAGE = 'npm run doko -- help zeigt die Optionen';

const inputName = (file: string) => (file === '-' ? 'die Standardeingabe' : quote(file));
const InputName = (file: string) => (file === '-' ? 'Die Standardeingabe' : quote(file));

const READ_ERRORS: Readonly<Record<string, string>> = {
  ENOENT: 'keine solche Datei',
  EISDIR: 'das ist ein Ordner',
  EACCES: 'keine Berechtigung',
  ENAMETOOLONG: 'der Name ist zu lang',
};

const WRITE_ERRORS: Readonly<Record<string, string>> = {
  ENOSPC: 'kein Platz mehr auf dem Datenträger',
  EDQUOT: 'das Kontingent auf dem Datenträger ist aufgebraucht',
  EFBIG: 'die Datei ist zu groß',
  EIO: 'Ein-/Ausgabefehler',
  EBADF: 'die Standardausgabe ist geschlossen',
};

export const usageErrors = {
  givenTwice: (option: string) => `${option} steht zweimal da (jede Option nur einmal)`,
  needsValue: (option: string) => `${option} braucht einen Wert`,
  unknownOption: (option: string) => `unbekannte Option ${quote(option)} (${SEE_USAGE})`,
  unexpectedArgument: (arg: string) => `unerwartete Angabe ${quote(arg)} (${SEE_USAGE})`,
  missingFile: 'DATEI fehlt (oder - für die Standardeingabe)',
  oneFile: (files: readonly string[]) =>
    `nur eine DATEI auf einmal, angegeben sind ${files.length}: ${files
      .slice(0, 3)
      .map((f) => quote(f))
      .join(', ')}${files.length > 3 ? ', …' : ''}`,
  wholeNumber: (option: string, min: number, max: number) => `${option} braucht eine ganze Zahl von ${min} bis ${max}`,
  decimalNumber: (option: string, min: number, max: number) => `${option} braucht eine Zahl von ${min} bis ${max} (Dezimalziffern mit Punkt, etwa 0.5)`,
  missingCommand: (commands: readonly string[]) => `Befehl fehlt: ${commands.join(', ')} (${SEE_USAGE})`,
  unknownCommand: (command: string, commands: readonly string[]) => `unbekannter Befehl ${quote(command)}: ${commands.join(', ')} (${SEE_USAGE})`,
  missingQuiz: (kinds: readonly string[]) => `welches Quiz? ${kinds.join(', ')} (${SEE_USAGE})`,
  unknownQuiz: (kind: string, kinds: readonly string[]) => `unbekanntes Quiz ${quote(kind)}: ${kinds.join(', ')} (${SEE_USAGE})`,
  seedRequired: `--seed fehlt (${SEE_USAGE})`,
  levelNeeds: (levels: readonly number[]) => `--level braucht eine dieser Stufen: ${levels.join(', ')}`,
  missingHand: `BLATT fehlt, die Karten in Anführungszeichen: analyse "KD KD HZ …" (${SEE_USAGE})`,
  handTooLong: (length: number, most: number) => `BLATT: der Text hat ${num(length)} Zeichen, gelesen werden höchstens ${num(most)}`,
  cannotRead: (file: string, code: string) => `${inputName(file)} lässt sich nicht lesen: ${READ_ERRORS[code] ?? code}`,
  inputTooLarge: (file: string, most: number) => `${InputName(file)} ist größer als ${num(most)} Bytes, mehr darf eine Eingabe nicht haben`,
  notUtf8: (file: string) => `${InputName(file)} ist kein UTF-8-Text`,
  line: (n: number, problem: string) => `Zeile ${n}: ${problem}`,
  lineTooLong: (most: number) => `länger als ${num(most)} Bytes, mehr darf eine Zeile von --jsonl nicht haben`,
  lineNotUtf8: 'kein UTF-8-Text',
  rules: (problem: string) => `--rules: ${problem}`,
  langNeedsValue: (langs: readonly string[]) => `--lang braucht einen Wert: ${langs.join(', ')}`,
  notALanguage: (value: string, langs: readonly string[]) => `--lang ${quote(value)} ist keine Sprache von Doko Trainer: ${langs.join(', ')}`,
  langTwice: '--lang steht zweimal da',
} satisfies typeof En.usageErrors;

export const failureText = {
  cannotWrite: (code: string) => `die Ausgabe lässt sich nicht schreiben: ${WRITE_ERRORS[code] ?? code}`,
  interrupted: 'abgebrochen',
  workerEnded: (exitCode: number) => `die Rechnung im Hintergrund endete ohne Antwort (Rückgabewert ${exitCode})`,
  internalError: (message: string) => `interner Fehler: ${message} (bitte mit der Eingabe melden)`,
} satisfies typeof En.failureText;
