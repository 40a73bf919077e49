/**
 * Who-is-Re drill: in a position the learner marks every seat Re, Kontra or unknown, as far as
 * that seat's player can know it. The engine's player view (`viewFor(...).knownParties`)
 * is the answer; the evidence per seat (a ♣Q played, a call, the contract) only picks the words.
 */
import { assign, setup } from 'xstate';
import type { DealState } from '../engine/deal.ts';
import type { Call } from '../engine/scoring.ts';
import type { Party, Seat } from '../engine/parties.ts';
import { viewFor } from '../engine/view.ts';

export type PartyMark = Party | 'unknown';

/** Why a seat's party is (or is not) known, in the order a player would reason. */
export type SeatEvidence =
  | { readonly code: 'ownHand'; readonly party: Party; readonly clubQueens: number }
  | { readonly code: 'marriageDeclarer' }
  | { readonly code: 'marriagePartner'; readonly trick: number }
  | { readonly code: 'marriageOpponent'; readonly trick: number }
  | { readonly code: 'soloist' }
  | { readonly code: 'soloOpponent' }
  | { readonly code: 'silentSoloist' }
  | { readonly code: 'silentOpponent' }
  | { readonly code: 'povertyTeam' }
  | { readonly code: 'povertyOpponent' }
  | { readonly code: 'playedClubQueen'; readonly trick: number }
  | { readonly code: 'announced'; readonly call: Call }
  | { readonly code: 'elimination'; readonly party: Party }
  | { readonly code: 'unknown' };

const clubQueenTrick = (s: DealState, seat: Seat): number | null => {
  const tricks = [...s.tricks, ...(s.current ? [s.current] : [])];
  for (let t = 0; t < tricks.length; t++) {
    const i = tricks[t].cards.findIndex((c, j) => c === 'CQ' && (tricks[t].leader + j) % 4 === seat);
    if (i >= 0) return t + 1;
  }
  return null;
};

/** The words-picking facts for each seat, given the engine's answer `known`. */
export function partyEvidence(s: DealState, viewer: Seat, known: readonly (Party | null)[]): SeatEvidence[] {
  const c = s.contract;
  const queensOut = [...s.tricks, ...(s.current ? [s.current] : [])].flatMap((t) => t.cards).filter((x) => x === 'CQ').length;
  return ([0, 1, 2, 3] as Seat[]).map((seat): SeatEvidence => {
    const party = known[seat];
    if (party === null) return { code: 'unknown' };
    if (c?.kind === 'marriage' && s.marriage) {
      if (seat === s.marriage.declarer) return { code: 'marriageDeclarer' };
      if (s.marriage.clarifiedIn !== null) {
        return seat === s.marriage.partner ? { code: 'marriagePartner', trick: s.marriage.clarifiedIn } : { code: 'marriageOpponent', trick: s.marriage.clarifiedIn };
      }
    }
    if (c?.kind === 'solo') return seat === c.declarer ? { code: 'soloist' } : { code: 'soloOpponent' };
    if (c?.kind === 'poverty') return party === 're' ? { code: 'povertyTeam' } : { code: 'povertyOpponent' };
    if (s.solo && c?.kind === 'normal' && queensOut === 2) return party === 're' ? { code: 'silentSoloist' } : { code: 'silentOpponent' };
    const trick = clubQueenTrick(s, seat);
    if (trick !== null) return { code: 'playedClubQueen', trick };
    const call = s.announcements.find((a) => a.seat === seat);
    if (call) return { code: 'announced', call: call.call };
    if (seat === viewer) return { code: 'ownHand', party, clubQueens: s.dealt[seat].filter((x) => x === 'CQ').length };
    return { code: 'elimination', party };
  });
}

export interface WhoIsReInput {
  readonly state: DealState;
  readonly viewer: Seat;
  readonly hintCount?: number;
}
export interface WhoIsReContext {
  readonly state: DealState;
  readonly viewer: Seat;
  /** The engine's answer, the viewer's own party included. */
  readonly expected: readonly PartyMark[];
  readonly evidence: readonly SeatEvidence[];
  readonly marks: readonly (PartyMark | null)[];
  /** Seats marked wrongly at the last check. */
  readonly wrong: readonly Seat[];
  readonly mistakes: number;
  readonly hints: number;
  readonly hintCount: number;
}
export type WhoIsReEvent =
  | { type: 'MARK'; seat: Seat; mark: PartyMark }
  | { type: 'CHECK' }
  | { type: 'HINT' }
  | { type: 'RESET' };

const wrongSeats = (c: Pick<WhoIsReContext, 'marks' | 'expected'>): Seat[] =>
  ([0, 1, 2, 3] as Seat[]).filter((seat) => c.marks[seat] !== c.expected[seat]);

export const whoIsReMachine = setup({
  types: { context: {} as WhoIsReContext, events: {} as WhoIsReEvent, input: {} as WhoIsReInput },
  actions: {
    mark: assign({
      marks: ({ context, event }) => (event.type === 'MARK' ? context.marks.map((m, i) => (i === event.seat ? event.mark : m)) : context.marks),
      wrong: ({ context, event }) => (event.type === 'MARK' ? context.wrong.filter((s) => s !== event.seat) : context.wrong),
    }),
    grade: assign({ wrong: ({ context }) => wrongSeats(context) }),
    countMistake: assign({ mistakes: ({ context }) => context.mistakes + 1 }),
    hint: assign({ hints: ({ context }) => context.hints + 1 }),
    reset: assign({ marks: [null, null, null, null], wrong: [], mistakes: 0, hints: 0 }),
  },
  guards: {
    validSeat: ({ event }) => event.type === 'MARK' && event.seat >= 0 && event.seat <= 3,
    incomplete: ({ context }) => context.marks.some((m) => m === null),
    allRight: ({ context }) => wrongSeats(context).length === 0,
    hintLeft: ({ context }) => context.hints < context.hintCount,
  },
}).createMachine({
  id: 'whoIsRe',
  context: ({ input }) => {
    const view = viewFor(input.state, input.viewer);
    const known = view.knownParties;
    return {
      state: input.state,
      viewer: input.viewer,
      expected: known.map((p) => p ?? 'unknown'),
      evidence: partyEvidence(input.state, input.viewer, known),
      marks: [null, null, null, null],
      wrong: [],
      mistakes: 0,
      hints: 0,
      hintCount: input.hintCount ?? 0,
    };
  },
  initial: 'marking',
  on: {
    RESET: { target: '.marking', actions: 'reset' },
    HINT: { guard: 'hintLeft', actions: 'hint' },
  },
  states: {
    marking: {
      on: {
        MARK: { guard: 'validSeat', actions: 'mark' },
        CHECK: [
          { guard: 'incomplete', target: 'incomplete' },
          { guard: 'allRight', target: 'solved', actions: 'grade' },
          { target: 'wrong', actions: ['grade', 'countMistake'] },
        ],
      },
    },
    incomplete: { on: { MARK: { guard: 'validSeat', target: 'marking', actions: 'mark' } } },
    wrong: { on: { MARK: { guard: 'validSeat', target: 'marking', actions: 'mark' } } },
    solved: {},
  },
});
