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
    // Generous limits: property and CLI tests are CPU-bound and CI machines are shared. These are
    // not timing assertions, only the point at which a hung test is given up.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
