import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'tests/engine/**/*.test.ts',
      'tests/components/**/*.test.ts',
      'tests/machines/**/*.test.ts',
      'tests/content/**/*.test.ts',
      'tests/cli/**/*.test.ts',
      'tests/site/**/*.test.ts',
      'tests/server/**/*.test.ts',
      'tests/fuzz/**/*.test.ts',
    ],
    environment: 'node',
    // Vitest's default is one worker less than the cores: a single worker on a 2-core machine,
    // where the files then ran one after another (226 s against 150 s with two). Many files wait
    // on child processes (the CLI, the table server, astro build), so every core gets a worker.
    maxWorkers: Math.max(2, availableParallelism()),
    // Generous limits: property and CLI tests are CPU-bound and CI machines are shared. These are
    // not timing assertions, only the point at which a hung test is given up.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
