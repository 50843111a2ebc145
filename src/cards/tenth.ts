// The Tenth Edition card list (src/cards/tenth-edition.txt, one "R Name" a line, "#" comments): the
// pool's goal, and how a deck check tells a real card not implemented yet from a typo.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../pkg.js';

let names: string[] | undefined;

export function tenthEditionNames(): string[] {
  names ??= readFileSync(join(packageRoot(), 'src', 'cards', 'tenth-edition.txt'), 'utf8')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '' && !l.startsWith('#'))
    .map((l) => l.replace(/^[CURL]\s+/, ''));
  return names;
}
