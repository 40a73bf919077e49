/**
 * One number of the rules, named as the lessons name it and read from the engine's rule facts:
 * the one lookup behind <RuleFact> in a lesson's prose and the {…} placeholders in the words of
 * its exercises ("“Kontra” needs {deadline:0} cards in hand"), so neither ever types a rule's
 * number. Formatting (digits, "2nd") is the caller's: it knows the page's language.
 */
import type { Rank, Suit } from '../engine/cards.ts';
import type { Party } from '../engine/parties.ts';
import { MARRIAGE_SHIFTS, type RuleFacts } from '../engine/reference.ts';
import { LINE_POINTS, type LineReason } from '../engine/scoring.ts';

export type NumberFact = { [K in keyof RuleFacts]: RuleFacts[K] extends number ? K : never }[keyof RuleFacts];
type CallIndex = 0 | 1 | 2 | 3 | 4;

export type RuleNumber =
  | { fact: NumberFact }
  | { rank: Rank }
  /** Plain cards of a suit in the normal game (both copies). */
  | { plainSuit: Suit }
  /** Cards still in hand a call needs as a first announcement: 0 Re/Kontra, 1 keine 90 … 4 schwarz. */
  | { deadline: CallIndex }
  /** The own card before which that call must be said at the latest, a place in a row ("2nd"). */
  | { beforeCard: CallIndex }
  /** Cards each further level's deadline comes after the one before it. */
  | { deadlineStep: true }
  /** Card points the opponents must stay below after keine 90 (1), keine 60 (2), keine 30 (3). */
  | { below: 1 | 2 | 3 }
  /** Card points a party must reach against the opponents' keine 90 (1) … schwarz (4) for the extra point. */
  | { reached: 1 | 2 | 3 | 4 }
  /** Card points a party needs to win after its own keine 90 (1), keine 60 (2), keine 30 (3). */
  | { needs: 1 | 2 | 3 }
  /** Cards still in hand a reply (Re/Kontra) to the opponents' Re or Kontra needs. */
  | { reply: true }
  /** Cards a reply may come after the Ansage's own deadline. */
  | { replyLater: true }
  /** Cards every deadline moves in a marriage clarified `shift` tricks late. */
  | { shift: 1 | 2 }
  /** Card points a party needs when only Kontra was announced. */
  | { onlyKontra: Party }
  /** Points of one line of the game value. */
  | { line: LineReason };

export function ruleNumber(n: RuleNumber, f: RuleFacts): number {
  const value =
    'fact' in n
      ? f[n.fact]
      : 'rank' in n
        ? f.rankPoints[n.rank]
        : 'plainSuit' in n
          ? f.normalPlainOfSuit[n.plainSuit]
          : 'deadline' in n
            ? f.deadlines[n.deadline]?.inHand
            : 'beforeCard' in n
              ? f.deadlines[n.beforeCard]?.beforeCard
              : 'deadlineStep' in n
                ? f.deadlines[0].inHand - f.deadlines[1].inHand
                : 'below' in n
                  ? f.absageThresholds[n.below - 1]
                  : 'reached' in n
                    ? f.reachedAgainst[n.reached - 1]
                    : 'needs' in n
                      ? f.absageNeeds[n.needs - 1]
                      : 'reply' in n
                        ? f.replyToAnsage.inHand
                        : 'replyLater' in n
                          ? f.deadlines[0].inHand - f.replyToAnsage.inHand
                          : 'shift' in n
                            ? MARRIAGE_SHIFTS[n.shift]
                            : 'onlyKontra' in n
                              ? f.onlyKontraNeeds[n.onlyKontra]
                              : LINE_POINTS[n.line];
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`no rule number for ${JSON.stringify(n)}`);
  return value;
}

/** Whether the number is a place in a row ("2nd") rather than a count. */
export const isOrdinal = (n: RuleNumber): boolean => 'beforeCard' in n;

const FLAGS = ['deadlineStep', 'reply', 'replyLater'] as const;
const INDEXED = { deadline: 4, beforeCard: 4, below: 3, reached: 4, needs: 3, shift: 2 } as const;

/** A placeholder's name (and argument) as a rule number: "handSize", "deadline:0", "line:won"; null if it names none. */
export function parseRuleNumber(name: string, f: RuleFacts): RuleNumber | null {
  const [key, arg, ...rest] = name.split(':');
  if (rest.length) return null;
  if (arg === undefined) {
    if ((FLAGS as readonly string[]).includes(key)) return { [key]: true } as RuleNumber;
    return Object.hasOwn(f, key) && typeof f[key as keyof RuleFacts] === 'number' ? { fact: key as NumberFact } : null;
  }
  if (Object.hasOwn(INDEXED, key)) {
    const i = Number(arg);
    const low = key === 'deadline' || key === 'beforeCard' ? 0 : 1;
    return Number.isInteger(i) && i >= low && i <= INDEXED[key as keyof typeof INDEXED] ? ({ [key]: i } as RuleNumber) : null;
  }
  if (key === 'rank') return Object.hasOwn(f.rankPoints, arg) ? { rank: arg as Rank } : null;
  if (key === 'onlyKontra') return arg === 're' || arg === 'kontra' ? { onlyKontra: arg } : null;
  if (key === 'line') return Object.hasOwn(LINE_POINTS, arg) ? { line: arg as LineReason } : null;
  return null;
}

/** The placeholders of a text, in order: "{deadline:0}" → "deadline:0". */
export const placeholders = (text: string): string[] => [...text.matchAll(/\{([^{}]*)\}/g)].map((m) => m[1]);

/**
 * Every {…} of a text replaced by its rule number, written by `write`; a placeholder that names
 * no rule number is an error (the build stops rather than show a brace).
 */
export function fillRuleNumbers(text: string, f: RuleFacts, write: (value: number, n: RuleNumber) => string): string {
  return text.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const n = parseRuleNumber(name, f);
    if (!n) throw new Error(`"{${name}}" names no rule number (src/content/ruleNumber.ts), in: ${text}`);
    return write(ruleNumber(n, f), n);
  });
}
