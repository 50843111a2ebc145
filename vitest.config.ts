import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    pool: 'forks',
    // Both cores (vitest's default leaves one free): the suite is mostly CPU-bound games and child processes.
    maxWorkers: 2,
  },
});
