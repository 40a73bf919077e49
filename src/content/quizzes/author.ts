/**
 * Helper for writing a new lead problem: from a compact spec (the learner's hand now, the
 * tricks played so far, calls, a few cards other seats must hold) to a problem file whose
 * position is a complete, legal `doko-deal/1`: the hidden hands are filled in at random,
 * consistently with every trick (voids) and without an unintended silent solo. The learner
 * never sees those hands; the simulation deals them afresh.
 *
 *   npx node src/content/quizzes/author.ts specs.json     # writes src/content/quizzes/lead/<id>.json
 *   npx node src/content/quizzes/author.ts rotate <id> <seat>   # the same problem from another seat
 *
 * specs.json: an array of { id, title, rule, seat?, dealer?, rules?, contract?, hand: "CA S10 …",
 * tricks?: ["CA C9 CK C10", …], holds?: { "0": "CQ" }, announcements?, key, credit, reason, explanation }.
 * Then run `npx vitest run tests/content/quiz-lead.test.ts`: it checks the problem and its key.
 */
import { pathToFileURL } from 'node:url';
import { cardKinds, handSize, isCardId, type CardId } from '../../engine/cards.ts';
import { firstLeader, type Contract } from '../../engine/contract.ts';
import { isSeat, nextSeat, type Seat } from '../../engine/parties.ts';
import { cardOrder } from '../../engine/order.ts';
import { readDealRecord, type RecordAnnouncement } from '../../engine/record.ts';
import { createRng, shuffleInPlace } from '../../engine/rng.ts';
import { DDV_RULES, parseRules, ruleOverrides, type RuleSet } from '../../engine/rules.ts';
import { trickWinner } from '../../engine/trick.ts';
import { checkProblem, type LeadProblem } from '../../engine/quiz/problems.ts';
import { describeInputProblem, describeProblemFault } from '#words/record';

/** A seat's number `k` seats further on, clockwise. */
const turned = (seat: number, k: number) => nextSeat(seat as Seat, k);

/**
 * The same problem from another seat: every hand, the dealer, the calls and the contract's
 * seats move round the table together, so the learner meets the same position as South,
 * West, North or East (the cards played stay in their order).
 */
export function rotateProblem(p: LeadProblem, seat: number): LeadProblem {
  const k = (seat - p.seat + 4) % 4;
  const pos = p.position as { hands: unknown[]; dealer: number; contract: Contract; announcements?: RecordAnnouncement[] };
  const hands = pos.hands.map((_, s) => pos.hands[turned(s, 4 - k)]);
  const c = pos.contract;
  const contract: Contract =
    c.kind === 'normal'
      ? c
      : c.kind === 'poverty'
        ? { ...c, declarer: turned(c.declarer, k), partner: turned(c.partner, k) }
        : { ...c, declarer: turned(c.declarer, k) };
  const announcements = (pos.announcements ?? []).map((a) => ({ ...a, seat: turned(a.seat, k) }));
  const position = { ...p.position, dealer: turned(pos.dealer, k), hands, contract, announcements };
  const checked = checkProblem({ ...p, seat, position });
  if (!checked.ok) throw new Error(describeProblemFault(checked.error));
  return { ...p, seat: seat as Seat, position };
}

export interface ProblemSpec {
  readonly id: string;
  readonly title: string;
  readonly rule: string;
  readonly seat?: number;
  readonly dealer?: number;
  readonly rules?: Partial<RuleSet>;
  readonly contract?: Contract;
  readonly hand: string;
  readonly tricks?: readonly string[];
  readonly holds?: Readonly<Record<string, string>>;
  readonly announcements?: readonly RecordAnnouncement[];
  readonly key: string;
  readonly credit: Readonly<Record<string, number>>;
  readonly reason: string;
  readonly explanation: string;
}

const cards = (text: string): CardId[] => {
  const out = text.split(/\s+/).filter(Boolean);
  for (const c of out) if (!isCardId(c)) throw new Error(`not a card id: ${c}`);
  return out as CardId[];
};

/** The spec as a checked problem; throws with the reason when it cannot be made legal. */
export function makeProblem(spec: ProblemSpec): LeadProblem {
  const parsed = parseRules(spec.rules ?? {});
  if (!parsed.ok) throw new Error(`${spec.id}: ${describeInputProblem(parsed.error.problem)}`);
  const rules = parsed.ok ? parsed.value : DDV_RULES;
  const seat = spec.seat ?? 1;
  if (!isSeat(seat)) throw new Error(`${spec.id}: no seat ${seat}`);
  // The learner sits left of the dealer unless the spec says otherwise.
  const dealer = spec.dealer ?? nextSeat(seat, -1);
  if (!isSeat(dealer)) throw new Error(`${spec.id}: no seat ${dealer} to deal`);
  const contract: Contract = spec.contract ?? { kind: 'normal' };
  const order = cardOrder(contract.kind === 'solo' ? contract.solo : 'normal', rules);
  const tricks = (spec.tricks ?? []).map(cards);
  const n = handSize(rules);
  // Who played each card: the leader of trick 1, then each trick's winner.
  let leader: Seat = firstLeader(contract, dealer);
  const fixed: CardId[][] = [[], [], [], []];
  const voids = [new Set<string>(), new Set<string>(), new Set<string>(), new Set<string>()];
  tricks.forEach((t, i) => {
    const led = order.suit[t[0]];
    t.forEach((c, j) => {
      fixed[nextSeat(leader, j)].push(c);
      if (order.suit[c] !== led) voids[nextSeat(leader, j)].add(led);
    });
    leader = nextSeat(leader, trickWinner(t, order, rules, i === n - 1));
  });
  if (leader !== seat) throw new Error(`${spec.id}: seat ${leader} leads after these tricks, not seat ${seat}`);
  fixed[seat].push(...cards(spec.hand));
  for (const [s, text] of Object.entries(spec.holds ?? {})) fixed[Number(s)].push(...cards(text));
  const rest = cardKinds(rules).flatMap((c) => [c, c]);
  for (const c of fixed.flat()) {
    const i = rest.indexOf(c);
    if (i < 0) throw new Error(`${spec.id}: ${c} more than twice`);
    rest.splice(i, 1);
  }
  for (let attempt = 1; attempt <= 5000; attempt++) {
    const rng = createRng(attempt);
    const hands = fixed.map((h) => h.slice());
    let complete = true;
    for (const c of shuffleInPlace(rest.slice(), rng)) {
      const open = [0, 1, 2, 3].filter((s) => s !== seat && hands[s].length < n && !voids[s].has(order.suit[c]));
      if (open.length === 0) {
        complete = false;
        break;
      }
      hands[open[rng.int(open.length)]].push(c);
    }
    if (!complete || hands.some((h) => h.length !== n)) continue;
    if (contract.kind === 'normal' && hands.some((h) => h.filter((c) => c === 'CQ').length === 2)) continue;
    const position = {
      format: 'doko-deal/1',
      rules: ruleOverrides(rules),
      dealer,
      hands,
      contract,
      announcements: spec.announcements ?? [],
      plays: tricks.flat(),
    };
    if (!readDealRecord(position).ok) continue;
    const problem = {
      id: spec.id,
      title: spec.title,
      rule: spec.rule,
      seat,
      position,
      key: spec.key,
      credit: spec.credit,
      reason: spec.reason,
      explanation: spec.explanation,
    };
    const checked = checkProblem(problem);
    if (!checked.ok) throw new Error(describeProblemFault(checked.error));
    return problem as unknown as LeadProblem;
  }
  throw new Error(`${spec.id}: no deal fits these tricks`);
}

/** JSON with every array of plain values on one line (hands, plays, cards). */
export function formatProblem(p: LeadProblem): string {
  return `${JSON.stringify(p, null, 2).replace(/\[\s+((?:"[^"]*"|\d+)(?:,\s+(?:"[^"]*"|\d+))*)\s+\]/g, (_, inner: string) => `[${inner.replace(/,\s+/g, ', ')}]`)}\n`;
}

async function main(args: readonly string[]): Promise<void> {
  const { readFileSync, writeFileSync } = await import('node:fs');
  if (args[0] === 'rotate') {
    const path = new URL(`./lead/${args[1]}.json`, import.meta.url);
    writeFileSync(path, formatProblem(rotateProblem(JSON.parse(readFileSync(path, 'utf8')) as LeadProblem, Number(args[2]))));
    console.log(`wrote ${path.pathname}`);
    return;
  }
  const file = args[0];
  const specs = JSON.parse(readFileSync(file, 'utf8')) as ProblemSpec[];
  for (const spec of specs) {
    const path = new URL(`./lead/${spec.id}.json`, import.meta.url);
    writeFileSync(path, formatProblem(makeProblem(spec)));
    console.log(`wrote ${path.pathname}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
