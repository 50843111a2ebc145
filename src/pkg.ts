// Locates the package root (the folder holding package.json), from src/ under vitest or dist/src/ when built.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;
export function packageRoot(): string {
  if (root) return root;
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error('mtg-playtest: package.json not found above ' + fileURLToPath(import.meta.url));
    dir = up;
  }
  return (root = dir);
}
