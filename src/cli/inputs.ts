// The inputs of a run as manifest.json records them: each file with a SHA-256 of its bytes, the deck
// lists themselves, and the versions that decide how a game plays.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { builtinCardFiles } from '../cards/pool.js';
import type { Deck } from '../harness/types.js';
import { deckList, type DeckInput, type FileInput, type RunInputs } from '../report/manifest.js';
import { packageVersion } from './paths.js';

export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

export function fileInput(file: string): FileInput {
  return { file, sha256: sha256(readFileSync(file)) };
}

export function deckInput(d: Deck, isLand: (card: string) => boolean = () => false): DeckInput {
  const side = d.sideboard !== undefined && d.sideboard.length > 0 ? { sideboard: deckList(d.sideboard) } : {};
  const lands = [...new Set(d.cards)].filter(isLand).sort();
  return { name: d.name, file: d.file, sha256: sha256(readFileSync(d.file)), list: deckList(d.cards), lands, ...side };
}

/** The built-in card files, hashed together in name order. */
export function poolInput(cards: number): RunInputs['pool'] {
  const h = createHash('sha256');
  for (const f of builtinCardFiles()) h.update(readFileSync(f));
  return { sha256: h.digest('hex'), cards };
}

/** Agent specs whose name is a module file (./my-agent.js:depth=2): the files, hashed. */
export function agentModuleInputs(specs: readonly string[]): FileInput[] {
  const out: FileInput[] = [];
  for (const spec of new Set(specs)) {
    const name = spec.replace(/:[A-Za-z_][\w-]*=.*$/, '');
    const file = resolve(name);
    if (/[\\/]|\.[cm]?js$/.test(name) && existsSync(file)) out.push({ file: name, sha256: sha256(readFileSync(file)) });
  }
  return out;
}

export function runInputs(
  decks: Deck[],
  vs: Deck[],
  cardFiles: string[],
  agents: readonly string[],
  poolCards: number,
  isLand?: (card: string) => boolean,
): RunInputs {
  return {
    decks: decks.map((d) => deckInput(d, isLand)),
    vs: vs.map((d) => deckInput(d, isLand)),
    cardFiles: cardFiles.map(fileInput),
    pool: poolInput(poolCards),
    agentModules: agentModuleInputs(agents),
  };
}

/** Versions that matter for reproducing a game: this tool, Node and V8, and the shuffling generator. */
export function versions(): Record<string, string> {
  const require = createRequire(import.meta.url);
  const dep = (name: string): string => {
    try {
      return (require(`${name}/package.json`) as { version: string }).version;
    } catch {
      return 'unknown';
    }
  };
  return {
    'mtg-playtest': packageVersion(),
    node: process.version,
    v8: process.versions.v8,
    seedrandom: dep('seedrandom'),
  };
}
