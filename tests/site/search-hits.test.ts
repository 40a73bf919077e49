import { describe, expect, it } from 'vitest';
import { excerptParts, toHit, type PagefindResultData } from '../../src/search/hits.ts';

const lesson: PagefindResultData = {
  url: '/learn/special-points/',
  excerpt: 'a normal game has <mark>special</mark> points',
  meta: { title: 'Special points and netting', kind: 'lesson' },
  sub_results: [
    { title: 'Special points and netting', url: '/learn/special-points/', excerpt: 'top', locations: [3] },
    {
      title: 'The four special points',
      url: '/learn/special-points/#the-four-special-points',
      excerpt: '<mark>Fuchs</mark> gefangen: the fox',
      locations: [40, 52],
    },
    { title: 'Netting', url: '/learn/special-points/#netting', excerpt: 'the <mark>Fuchs</mark>', locations: [90] },
  ],
};

describe('search hits', () => {
  it('name the lesson and the passage with the most matches, and link to it', () => {
    expect(toHit(lesson)).toEqual({
      kind: 'lesson',
      title: 'Special points and netting',
      section: 'The four special points',
      url: '/learn/special-points/#the-four-special-points',
      excerpt: [
        { text: 'Fuchs', marked: true },
        { text: ' gefangen: the fox', marked: false },
      ],
    });
  });

  it('show no section when the best passage is the top of the page', () => {
    const top = { ...lesson, sub_results: [lesson.sub_results![0]] };
    expect(toHit(top)).toMatchObject({ section: undefined, url: '/learn/special-points/' });
  });

  it('take a glossary term (a record of its own) as it is', () => {
    const term = toHit({ url: '/glossary/#fuchs', excerpt: '<mark>Fuchs.</mark> “fox”', meta: { title: 'Fuchs', kind: 'glossary' } });
    expect(term).toMatchObject({ kind: 'glossary', title: 'Fuchs', url: '/glossary/#fuchs', section: undefined });
  });

  it('treat an unknown kind as a lesson, never as an error', () => {
    expect(toHit({ ...lesson, meta: { title: 'x', kind: 'constructor' } }).kind).toBe('lesson');
  });

  it('decode the excerpt into text, so no markup from the index ever reaches the page', () => {
    expect(excerptParts('&lt;img src=x onerror=alert(1)&gt; and <mark>R&amp;D</mark>')).toEqual([
      { text: '<img src=x onerror=alert(1)> and ', marked: false },
      { text: 'R&D', marked: true },
    ]);
  });
});
