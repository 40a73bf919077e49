#!/usr/bin/env node
// `npm test`: unit and property tests (vitest), then the built site in Chromium (Playwright).
// Ends with one plain line "N passed, N failed" for tools that read it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { stdio: 'inherit', ...opts });

let passed = 0;
let failed = 0;
/** Names of failed tests, repeated just above the last line so a log's tail says what failed. */
const failures = [];
const firstLine = (msg) =>
  String(msg ?? '')
    .split('\n')
    .find((l) => l.trim() !== '')
    ?.trim()
    .slice(0, 300) ?? '';

// 0. The table server's scale-out test starts Debian's redis-server itself: bring it on a fresh machine.
const hasRedis = () => spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).stdout.trim() !== '';
if (!hasRedis() && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  console.log('redis-server not found: installing it with apt-get…');
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'redis-server']);
}
if (!hasRedis()) console.error('redis-server is needed for tests/server/redis.test.ts: install it (apt-get install redis-server); that test fails without it.');

// 1. vitest, with a JSON report to count the tests.
const report = 'test-results/vitest.json';
const unit = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed += r.numPassedTests;
  failed += r.numFailedTests + r.numPendingTests + r.numTodoTests + (unit.status !== 0 && r.numFailedTests === 0 ? 1 : 0);
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status === 'passed') continue;
      failures.push(`vitest ${t.status}: ${file.name.replace(process.cwd() + '/', '')} › ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`);
    }
    if (file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed'))
      failures.push(`vitest: ${file.name.replace(process.cwd() + '/', '')} — ${firstLine(file.message)}`);
  }
} catch {
  failed += 1;
}

// 2. End-to-end tests against the built site, when there are any.
const e2eDir = 'tests/e2e';
if (existsSync(e2eDir) && readdirSync(e2eDir).some((f) => f.endsWith('.spec.ts'))) {
  // The browser playwright.config.ts picks: CHROMIUM_PATH, else Debian's headless shell, else the full chromium.
  const browsers = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];
  if (!browsers.some((b) => existsSync(b))) {
    // A fresh Debian machine: bring the headless shell from the distribution (Playwright's own download is unavailable).
    if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
      console.log('Chromium not found: installing chromium-headless-shell with apt-get…');
      run('apt-get', ['update', '-qq']);
      run('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell']);
    }
    if (!browsers.some((b) => existsSync(b))) {
      console.error('Chromium is needed for the end-to-end tests: install it (apt-get install chromium-headless-shell) or set CHROMIUM_PATH.');
      process.exit(1);
    }
  }
  const build = run('npx', ['astro', 'build'], { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  if (build.status !== 0) {
    failed += 1;
  } else {
    const jsonFile = 'test-results/e2e.json';
    const e2e = run('npx', ['playwright', 'test', '--reporter=list,json'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_FILE: jsonFile, PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile },
    });
    try {
      const r = JSON.parse(readFileSync(jsonFile, 'utf8'));
      passed += r.stats.expected;
      failed += r.stats.unexpected + r.stats.flaky + r.stats.skipped; // a skipped test is a defect here
      const walk = (suite, path) => {
        for (const spec of suite.specs ?? []) {
          for (const t of spec.tests ?? []) {
            if (t.status === 'expected') continue;
            const err = t.results?.find((x) => x.error)?.error?.message;
            failures.push(`playwright ${t.status}: ${spec.file}:${spec.line} › ${[...path, spec.title].join(' › ')} — ${firstLine(err)}`);
          }
        }
        for (const child of suite.suites ?? []) walk(child, suite.file === child.file && child.title !== child.file ? [...path, child.title] : path);
      };
      for (const suite of r.suites ?? []) walk(suite, []);
    } catch {
      failed += e2e.status === 0 ? 0 : 1;
    }
    if (e2e.status !== 0 && failed === 0) failed = 1;
  }
}

if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
