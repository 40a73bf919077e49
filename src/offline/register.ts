// Registers the service worker (built by @vite-pwa/astro, see serviceWorker.ts) and offers a new
// version when one is ready. Nothing reloads by itself: a half-answered quiz or a deal in progress
// would be lost, so the player decides when (the prompt's "Reload" button).

/** The message Workbox's generated worker answers by activating a waiting version. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
const HOUR = 60 * 60 * 1000;

/**
 * `region` is a polite live region; `content` is the prompt's markup (a message, a [data-reload]
 * and a [data-later] button), shown in the region when a new version is ready.
 */
export function registerServiceWorker(region: HTMLElement, content: HTMLTemplateElement): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  const hadController = Boolean(sw.controller);
  let accepted = false;

  const offer = (activate: () => void) => {
    if (region.childElementCount > 0) return;
    region.append(content.content.cloneNode(true));
    region.querySelector('[data-reload]')?.addEventListener('click', () => {
      accepted = true;
      activate();
    });
    region.querySelector('[data-later]')?.addEventListener('click', () => region.replaceChildren());
  };
  const offerWaiting = (worker: ServiceWorker) => offer(() => worker.postMessage(SKIP_WAITING));
  const watch = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && sw.controller) offerWaiting(worker);
    });

  sw.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
    // Another tab accepted the new version: this page still runs the old one.
    else if (hadController) offer(() => location.reload());
  });

  sw.register('/sw.js').then(
    (reg) => {
      if (reg.waiting && sw.controller) offerWaiting(reg.waiting);
      if (reg.installing) watch(reg.installing);
      reg.addEventListener('updatefound', () => reg.installing && watch(reg.installing));
      // A page kept open for an evening at the card table still hears of a new version.
      setInterval(() => reg.update().catch(() => {}), HOUR);
    },
    // No service worker (private mode, old browser): the site works online as before.
    () => {},
  );
}
