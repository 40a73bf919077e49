import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/engine/**/*.test.ts', 'tests/machines/**/*.test.ts', 'tests/content/**/*.test.ts', 'tests/cli/**/*.test.ts', 'tests/fuzz/**/*.test.ts'],
    environment: 'node',
  },
});
