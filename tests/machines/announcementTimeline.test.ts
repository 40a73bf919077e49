import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { HANDS, replay, rulesOf } from '../../src/content/exercises/deals.ts';
import { announcementTimelineMachine, clampSettings, DEFAULT_TIMELINE, timeline } from '../../src/machines/announcementTimeline.ts';

const openMarriage = replay({ dealer: 3, hands: HANDS.bothQueens, contract: { kind: 'marriage', declarer: 2 }, plays: [] }, rulesOf());
const start = () => createActor(announcementTimelineMachine, { input: { openMarriage } }).start();

describe('announcement timeline', () => {
  it('48 cards: each call is open only while the next level is on time (jumps); the ladder of deadlines is 11, 10, 9, 8, 7', () => {
    const tl = timeline(DEFAULT_TIMELINE, openMarriage);
    expect(tl.rows.map((r) => r.lastCard)).toEqual([2, 2, 2, 2, 2]);
    const said = timeline({ ...DEFAULT_TIMELINE, own: 0 }, openMarriage);
    expect(said.rows.map((r) => r.lastCard)).toEqual([null, 3, 3, 3, 3]);
    const no60 = timeline({ ...DEFAULT_TIMELINE, own: 2 }, openMarriage);
    expect(no60.rows.map((r) => r.lastCard)).toEqual([null, null, null, 5, 5]);
    expect(said.rows[0].now).toEqual({ code: 'alreadyAnnounced', call: 're' });
    expect(tl.rows.map((r) => r.deadline)).toEqual([11, 10, 9, 8, 7]);
    expect(tl.rows.every((r) => r.now === null)).toBe(true);
  });

  it('40 cards, marriage shift and replies', () => {
    expect(timeline({ ...DEFAULT_TIMELINE, withoutNines: true }, openMarriage).rows.map((r) => r.deadline)).toEqual([9, 8, 7, 6, 5]);
    const shifted = timeline({ ...DEFAULT_TIMELINE, marriage: 3, played: 3 }, openMarriage);
    expect(shifted.shift).toBe(2);
    expect(shifted.rows.map((r) => r.lastCard)).toEqual([4, 4, 4, 4, 4]);
    const reply = timeline({ ...DEFAULT_TIMELINE, party: 'kontra', opponents: 0, played: 2 }, openMarriage);
    expect(reply.replyNeeded).toBe(10);
    expect(reply.rows[0].now).toBeNull();
    expect(reply.rows[1].now).toEqual({ code: 'absageAfterLateReply', call: 'no90' });
    expect(reply.rows[0].lastCard).toBe(3);
  });

  it('clamps impossible moments', () => {
    expect(clampSettings({ ...DEFAULT_TIMELINE, marriage: 2, played: 0 }).played).toBe(2);
    expect(clampSettings({ ...DEFAULT_TIMELINE, marriage: 'open', played: 9, own: 1 })).toMatchObject({ played: 3, own: -1 });
    expect(clampSettings({ ...DEFAULT_TIMELINE, played: 40 }).played).toBe(12);
  });

  it('reaches open, closed and waiting', () => {
    const a = start();
    expect(a.getSnapshot().value).toBe('open');
    a.send({ type: 'SET', patch: { played: 7 } });
    expect(a.getSnapshot().value).toBe('closed');
    expect(a.getSnapshot().context.timeline.rows[4].now).toEqual({ code: 'tooLate', call: 're', needed: 11, holding: 5 });
    a.send({ type: 'SET', patch: { marriage: 'open' } });
    expect(a.getSnapshot().value).toBe('waiting');
    expect(a.getSnapshot().context.timeline.rows[0].now).toEqual({ code: 'beforeClarification' });
    a.send({ type: 'SET', patch: { marriage: 'none', played: 1 } });
    expect(a.getSnapshot().value).toBe('open');
  });
});
