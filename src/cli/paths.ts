// Files that ship with the package (sample decks, card lists) are found from the package root, not
// the working directory, so `npx playtest` works from anywhere.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../pkg.js';

export function packageVersion(): string {
  return readPackageJson(join(packageRoot(), 'package.json')).version ?? '0.0.0';
}

/** The default gauntlet: every decks/*.txt of the package, in name order. */
export function defaultGauntlet(): string[] {
  const dir = join(packageRoot(), 'decks');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.txt'))
    .sort()
    .map((f) => join(dir, f));
}

/** The Tenth Edition card list (one "R Name" a line, "#" comments), kept in the package. */
export function tenthEditionNames(): string[] {
  const text = readFileSync(join(packageRoot(), 'src', 'cards', 'tenth-edition.txt'), 'utf8');
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.replace(/^[CURL]\s+/, ''));
}

function readPackageJson(path: string): { version?: string } {
  return JSON.parse(readFileSync(path, 'utf8')) as { version?: string };
}
