import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

// Most test files import the built JavaScript (dist/, which test/global-setup.ts keeps fresh) and let Node load
// it natively: running the engine's few hundred modules through vite's transform in every test file cost more
// than half of the suite's time. A file that mocks a module (vi.mock) needs vite's module graph, so it imports
// the TypeScript sources as before.
const testFiles = readdirSync(`${root}test`).filter((name) => name.endsWith('.test.ts'));
const mocking = testFiles.filter((name) => readFileSync(`${root}test/${name}`, 'utf8').includes('vi.mock('));

const shared = {
  testTimeout: 120_000,
  hookTimeout: 120_000, // the beforeAll hooks of the end-to-end files run whole batches
  pool: 'forks' as const,
  globalSetup: ['test/global-setup.ts'],
};

export default defineConfig({
  test: {
    // Both cores (vitest's default leaves one free): the suite is mostly CPU-bound games and child processes.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...shared,
          name: 'built',
          // One fork runs many files: Node keeps dist/'s modules loaded between them (no file leaves state that
          // another reads).
          isolate: false,
          include: ['test/**/*.test.ts'],
          exclude: mocking.map((name) => `test/${name}`),
          alias: [{ find: /^(?:\.\.\/)+(src|agents)\/(.*)\.js$/, replacement: `${root}dist/$1/$2.js` }],
          // The agent modules a test loads (test/fixtures/*.mjs) are external too: the engine loads them natively, and
          // a second, vite-loaded copy would not share their state.
          server: { deps: { external: [/\/dist\//, /\.mjs$/] } },
        },
      },
      { test: { ...shared, name: 'mocked', include: mocking.map((name) => `test/${name}`) } },
    ],
  },
});
