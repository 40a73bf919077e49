/** Quiz addresses (components/quiz/links.ts): links built from ids only, and what a page could not use of its address. */
import { describe, expect, it } from 'vitest';
import { readDrillLink, readLeadLink, readScoreLink, subjectHref } from '../../../src/components/quiz/links.ts';
import { linkNoticeText } from '#words/input';

describe('links to practise again are built from the id', () => {
  it('gives the page of every kind of subject the quizzes record', () => {
    expect(subjectHref('item:drill:trump:12', 'drill:trump')).toBe('/quiz/drills/?kind=trump&item=12');
    expect(subjectHref('concept:drill:legal', 'drill:legal')).toBe('/quiz/drills/?kind=legal');
    expect(subjectHref('item:lead:marriage-dulle-2', 'lead:marriageDulle')).toBe('/quiz/lead/?problem=marriage-dulle-2');
    expect(subjectHref('item:lead-gen:77', 'lead:simulated')).toBe('/quiz/lead/?seed=77');
    expect(subjectHref('concept:lead:singleBlackAce', 'lead:singleBlackAce')).toBe('/quiz/lead/?rule=singleBlackAce');
    expect(subjectHref('concept:lead:simulated', 'lead:simulated')).toBe('/quiz/lead/?seed=new');
    expect(subjectHref('item:score:3:42', 'score:3')).toBe('/quiz/score/?level=3&seed=42');
    expect(subjectHref('item:score:8:42:{"withoutNines":true}', 'score:8')).toBe(
      `/quiz/score/?level=8&seed=42&rules=${encodeURIComponent('{"withoutNines":true}')}`,
    );
    expect(subjectHref('concept:score:below90', 'score:2')).toBe('/quiz/score/?level=2');
  });
  it('has no link for an id this site does not make', () => {
    for (const [id, theme] of [
      ['javascript:alert(1)', 'drill:trump'],
      ['item:drill:constructor:1', 'drill:trump'],
      ['item:drill:trump:99999999999', 'drill:trump'],
      ['item:lead:../../evil', 'lead:x'],
      ['concept:lead:toString', 'lead:toString'],
      ['item:score:9:1', 'score:9'],
      ['item:score:3:1:{"constructor":true}', 'score:3'],
      ['item:score:3:1:{not json}', 'score:3'],
      ['concept:score:won', 'drill:trump'],
    ]) {
      expect(subjectHref(id, theme), id).toBeNull();
    }
  });
});

describe('quiz addresses: what could not be used is reported', () => {
  it('the score quiz', () => {
    expect(readScoreLink('?level=3&seed=9')).toMatchObject({ level: 3, seed: 9, rules: null, notices: [] });
    const bad = readScoreLink(`?level=9&seed=banana&rules=${encodeURIComponent('{"constructor":true}')}`);
    expect(bad).toMatchObject({ level: null, seed: null, rules: null });
    expect(bad.notices.map((n) => n.param)).toEqual(['level', 'seed', 'rules']);
    expect(linkNoticeText(bad.notices[2])).toBe('The link’s house rules “{"constructor":true}” could not be read, so your own rules are used.');
    expect(readScoreLink('?rules=%7B%22dulle%22%3A%22secondWins%22%7D').rules?.dulle).toBe('secondWins');
    expect(linkNoticeText(readScoreLink('?seed=99999999999').notices[0])).toBe(
      'The link’s deal number “99999999999” is not a whole number from 0 to 4,294,967,295, so a new deal was dealt.',
    );
  });
  it('the lead quiz', () => {
    const known = (id: string) => id === 'marriage-dulle';
    expect(readLeadLink('?problem=marriage-dulle', known)).toMatchObject({ problem: 'marriage-dulle', notices: [] });
    expect(readLeadLink('?seed=new', known)).toMatchObject({ seed: 'new', notices: [] });
    const bad = readLeadLink('?problem=constructor&rule=__proto__&seed=-1', known);
    expect(bad).toMatchObject({ problem: null, rule: null, seed: null });
    expect(bad.notices.map((n) => [n.param, n.given])).toEqual([
      ['seed', '-1'],
      ['problem', 'constructor'],
      ['rule', '__proto__'],
    ]);
  });
  it('the drills', () => {
    expect(readDrillLink('?kind=trump&item=12')).toMatchObject({ kind: 'trump', item: 12, notices: [] });
    expect(readDrillLink('?kind=mixed&seed=3&timed=1')).toMatchObject({ kind: 'mixed', seed: 3, timed: true, notices: [] });
    const bad = readDrillLink('?kind=hasOwnProperty&item=x\u001b[2J');
    expect(bad).toMatchObject({ kind: null, item: null });
    expect(bad.notices.map((n) => linkNoticeText(n))).toEqual([
      'There is no drill “hasOwnProperty”, so you can choose one.',
      'The link’s question number “x\\u001b[2J” is not a whole number from 0 to 4,294,967,295, so it was left out.',
    ]);
  });
});
