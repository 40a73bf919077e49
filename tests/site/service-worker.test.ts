import { describe, expect, it } from 'vitest';
import { pageUrls, serviceWorkerOptions } from '../../src/offline/serviceWorker.ts';

describe('the service worker precache', () => {
  it('lists pages under the addresses the site serves', async () => {
    const entries = ['index.html', 'learn/index.html', 'learn/special-points/index.html', '404.html', '_astro/a.js', 'pagefind/pagefind.js'].map((url) => ({
      url,
      revision: 'r',
      size: 1,
    }));
    const { manifest } = await pageUrls(entries);
    expect(manifest.map((e) => e.url)).toEqual(['/', 'learn/', 'learn/special-points/', '404.html', '_astro/a.js', 'pagefind/pagefind.js']);
  });

  it('asks before updating and never answers an unknown address with another page', () => {
    expect(serviceWorkerOptions.registerType).toBe('prompt');
    expect(serviceWorkerOptions.workbox?.navigateFallback).toBeNull();
    expect(serviceWorkerOptions.workbox?.skipWaiting).toBeUndefined();
  });
});
