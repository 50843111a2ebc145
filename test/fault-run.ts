// The small run the failure tests (reliability, write-failure) break and compare against: two sample
// decks, 40 games, main thread; and one unbroken run of it per test file, made on first use.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { cli } from './cli-run.js';

const ROOT = join(import.meta.dirname, '..');
export const DECKS = ['red-burn', 'green-stompy'].map((d) => join(ROOT, 'decks', `${d}.txt`));
export const RUN = ['run', ...DECKS, '--games', '40', '--seed', '3', '--workers', '0', '--agent', 'random'];
export const CSVS = [
  'games.csv',
  'matchups.csv',
  'cards.csv',
  'loops.csv',
  'mulligans.csv',
  'mana.csv',
  'mana-cards.csv',
];

/** A folder holding the run done without faults (made once per test file). */
export function referenceRun(prefix: string): () => Promise<string> {
  let reference: string | undefined;
  return async () => {
    if (reference === undefined) {
      reference = mkdtempSync(join(tmpdir(), prefix));
      expect((await cli(...RUN, '--out', reference)).code).toBe(0);
    }
    return reference;
  };
}
