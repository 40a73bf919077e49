/**
 * Tactics: positions where the learner plays a card, graded by the engine's simulation (the
 * same as the lead quiz: the unseen cards dealt at random many times and played out with the
 * rules of thumb), and what an announcement risks in points.
 */
import { hands } from './deals.ts';
import type { Exercise } from './types.ts';

/** Positions are whole 48-card deals with Dullen, as the simulation plays them. */
const PLAY = { withoutNines: false, dulle: 'firstWins', piglets: false, forcedAnnouncement: false } as const;

export const TACTICS = [
  {
    kind: 'play',
    id: 'lead-for-partner',
    lesson: 'tactics-leads',
    deal: {
      dealer: 0,
      hands: hands(
        'S10 H10 HA HQ HA SK SA SJ CA CK HK DA',
        'CQ HQ DJ SJ D10 DK D9 C10 C9 SK S9 H9',
        'CJ HJ H10 C10 CJ S10 C9 D10 S9 HK H9 SQ',
        'CQ DA DQ CK D9 DK DJ DQ SQ CA SA HJ',
      ),
      contract: { kind: 'normal' },
      plays: [],
      calls: [{ after: 0, seat: 3, call: 're' }],
    },
    key: 'D10',
    fixed: PLAY,
    drills: ['6', '2'],
  },
  {
    kind: 'play',
    id: 'smear-to-partner',
    lesson: 'tactics-in-the-trick',
    deal: {
      dealer: 0,
      hands: hands(
        'CQ DJ D9 DK HJ HA HK H9 C10 C9 CK CK',
        'SA S10 SK CQ H10 DA DQ SJ CA HQ D10 C9',
        'S9 SQ SJ CA C10 CJ CJ HA H10 HQ DA D10',
        'SA S10 SK SQ S9 HK HJ H9 DK DQ DJ D9',
      ),
      contract: { kind: 'normal' },
      plays: ['SA', 'S9', 'S9'],
      calls: [{ after: 0, seat: 1, call: 're' }],
    },
    key: 'C10',
    fixed: PLAY,
    drills: ['6'],
  },
  {
    kind: 'play',
    id: 'save-the-fox',
    lesson: 'tactics-in-the-trick',
    deal: {
      dealer: 0,
      hands: hands(
        'DA D9 DK HA HK H9 C10 CK C9 S10 SK S9',
        'CQ DJ SQ HQ D10 CK C9 SK S9 HK CA DK',
        'CQ CJ SA SQ SJ H10 HQ HJ DA DQ DJ D9',
        'H10 CJ SJ HJ DQ D10 CA SA HA C10 S10 H9',
      ),
      contract: { kind: 'normal' },
      plays: ['DJ', 'DQ', 'H10'],
      calls: [{ after: 0, seat: 3, call: 'kontra' }],
    },
    key: 'DA',
    fixed: PLAY,
    drills: ['6', '11.1'],
  },
  {
    kind: 'play',
    id: 'keep-trumps',
    lesson: 'tactics-in-the-trick',
    deal: {
      dealer: 0,
      hands: hands(
        'CQ D9 SJ HA HK H9 C10 CK C9 S10 SK S9',
        'H10 CJ DJ HJ DQ DA CA SA HA C10 S10 H9',
        'CA CK CQ CJ C9 SA SK SQ SQ SJ S9 H10',
        'HK HQ HQ HJ DA D10 D10 DK DK DQ DJ D9',
      ),
      contract: { kind: 'normal' },
      plays: ['H10', 'SJ', 'DK'],
    },
    key: 'D9',
    fixed: PLAY,
    drills: ['6'],
  },
  {
    kind: 'number',
    id: 'tactics-failed-no90',
    lesson: 'tactics',
    ask: { of: 'seatScore', deal: { reLevel: 1, reCardPoints: 140, reTricks: 8 }, seat: 0 },
    // Its card points cannot be in its tricks in the 40-card deck (docs/rules.md §17).
    fixed: { withoutNines: false },
    expected: -5,
    drills: ['11', '10'],
  },
  {
    kind: 'number',
    id: 'tactics-plain-re',
    lesson: 'tactics',
    ask: { of: 'seatScore', deal: { reLevel: 0, reCardPoints: 140, reTricks: 8 }, seat: 0 },
    // Its card points cannot be in its tricks in the 40-card deck (docs/rules.md §17).
    fixed: { withoutNines: false },
    expected: 3,
    drills: ['11'],
  },
] as const satisfies readonly Exercise[];
