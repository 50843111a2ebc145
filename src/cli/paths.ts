// Files that ship with the package (sample decks, card lists) are found from the package root, not
// the working directory, so `npx playtest` works from anywhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../pkg.js';

export function packageVersion(): string {
  return readPackageJson(join(packageRoot(), 'package.json')).version ?? '0.0.0';
}

/** The default gauntlet: every decks/*.txt and *.dck of the package, in name order. */
export function defaultGauntlet(): string[] {
  const dir = join(packageRoot(), 'decks');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => /\.(txt|dck)$/.test(f))
    .sort()
    .map((f) => join(dir, f));
}

/**
 * The bench's decks: the four first sample decks, fixed, so bench figures stay comparable as decks/
 * grows (games of other decks are longer or shorter, which would move games_per_sec by itself).
 */
export function benchDecks(): string[] {
  const dir = join(packageRoot(), 'decks');
  return ['black-removal', 'green-stompy', 'red-burn', 'white-blue-fliers'].map((d) => join(dir, `${d}.txt`));
}

export { tenthEditionNames } from '../cards/tenth.js';

function readPackageJson(path: string): { version?: string } {
  return JSON.parse(readFileSync(path, 'utf8')) as { version?: string };
}
