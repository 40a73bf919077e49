// Registers the service worker (built by @vite-pwa/astro, see serviceWorker.ts) and offers a new
// version when one is ready. Nothing reloads by itself: a half-answered quiz or a deal in progress
// would be lost, so the player decides when (the prompt's "Reload" button).

/** The message Workbox's generated worker answers by activating a waiting version. */
const SKIP_WAITING = { type: 'SKIP_WAITING' } as const;
const HOUR = 60 * 60 * 1000;
/**
 * How long "Reload" waits for the new version to take over before reloading anyway: the browser
 * may hold a waiting version back while the old one finishes a request, and a player who asked
 * for a reload gets one (the prompt comes back on the next page if the version is still waiting).
 */
const TAKEOVER_GRACE_MS = 3000;

/**
 * `region` is a polite live region; `content` is the prompt's markup (a message, a [data-reload]
 * and a [data-later] button), shown in the region when a new version is ready.
 */
export function registerServiceWorker(region: HTMLElement, content: HTMLTemplateElement): void {
  if (!('serviceWorker' in navigator)) return;
  const sw = navigator.serviceWorker;
  const hadController = Boolean(sw.controller);
  let accepted = false;
  // What "Reload" does: activate the waiting version, or (once a version has taken over) just reload.
  let onReload: () => void = () => location.reload();

  const offer = (activate: () => void) => {
    onReload = activate;
    if (region.childElementCount > 0) return;
    region.append(content.content.cloneNode(true));
    region.querySelector('[data-reload]')?.addEventListener('click', () => {
      accepted = true;
      onReload();
    });
    region.querySelector('[data-later]')?.addEventListener('click', () => region.replaceChildren());
  };
  const offerWaiting = (worker: ServiceWorker) =>
    offer(() => {
      // The version may have taken over by itself since the prompt appeared (the old one lost its
      // last page): then there is nothing to activate, and no controllerchange will come.
      if (worker.state !== 'installed') return location.reload();
      worker.postMessage(SKIP_WAITING);
      setTimeout(() => location.reload(), TAKEOVER_GRACE_MS);
    });
  const watch = (worker: ServiceWorker) =>
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && sw.controller) offerWaiting(worker);
    });

  sw.addEventListener('controllerchange', () => {
    if (accepted) location.reload();
    // Another tab accepted the new version, or it took over by itself: this page still runs the old one.
    else if (hadController) offer(() => location.reload());
  });

  sw.register('/sw.js').then(
    (reg: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks service workers for the page (a test harness, some embedded
      // browsers) may settle with no registration instead of refusing.
      if (!reg) return;
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
