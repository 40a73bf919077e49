import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Debian's headless shell (package chromium-headless-shell) is the browser Playwright itself runs
// headless: the suite takes about 40 % less time in it than in the full browser. The full
// chromium package works too.
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
// Several people (or agents) may test at once: E2E_PORT and DOKO_OUT_DIR keep their servers and builds apart.
const port = Number(process.env.E2E_PORT ?? 4321);
// The table server for /friends/ (tests/e2e/friends.spec.ts) on a port derived from E2E_PORT, so parallel runs stay apart.
const tablePort = Number(process.env.E2E_TABLE_PORT ?? 2600 + (port % 100));
process.env.E2E_TABLE_PORT = String(tablePort);

// Run `npx astro build` first: the tests drive the built site through `astro preview`.
export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Hang limits, not timing assertions: axe on the long reference page and the simulation pages
  // need room on a shared 2-core machine.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  // Three workers (E2E_WORKERS to change it): Playwright's default is half the cores, one worker on
  // a 2-core machine, and .ci/run does not set CI, so the suite ran serially there; with two the
  // cores idled about half the time (pages waiting on timers and the network), with three they
  // are busy.
  workers: Number(process.env.E2E_WORKERS ?? 3),
  reporter: process.env.CI ? 'line' : 'list',
  // Traces only when asked for (E2E_TRACE=1): recording one for every test (and throwing it away
  // when the test passes) cost a quarter of the suite's time on a 2-core machine.
  // No service worker unless a test asks for one (test.use({ serviceWorkers: 'allow' }), as the
  // offline tests do): otherwise every test's fresh context installed the site's, which fetches
  // the whole precache (576 files) from the preview server while the test runs.
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath,
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      command: `npx astro preview --port ${port} --host 127.0.0.1 --ignore-lock`,
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      // Computers pause 20 ms before each action: each card is still a step of its own on the page, and a deal stays short.
      command: `DOKO_BOT_DELAY_MS=20 node src/server/main.ts --port ${tablePort}`,
      url: `http://127.0.0.1:${tablePort}/__healthcheck`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
