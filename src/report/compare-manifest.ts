// compare.json: what decided a compare's games (the two versions as played, restrictions included,
// the field, agents, seed, card files and pool with their hashes), how they stopped, and timings. It is
// to a compare folder what manifest.json is to a run's: replay rebuilds any of its games from it, and
// `playtest report` its page (with games.csv). compare-agents.json is the same for compare-agents.
import type { MatchConfig } from '../harness/sideboard.js';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunConfig } from '../harness/plan.js';
import type { Deck } from '../harness/types.js';
import type { AgentsResult } from './agents-report.js';
import { type DeckVersion, versionChange } from './card-differences.js';
import type { CompareSpec } from './compare-games.js';
import { commandManifestProblem } from './manifest-check.js';
import { deckOf, type DeckInput, type FileInput, ManifestError, type RunInputs } from './manifest.js';

export const COMPARE_MANIFEST = 'compare.json';
export const AGENTS_MANIFEST = 'compare-agents.json';

/** A version as compare.json records it: the deck as played, and the cards its pilot may not play or cast. */
export type VersionInput = DeckInput & { without?: string[] };

export interface CompareManifest {
  tool: 'mtg-playtest';
  command: 'compare';
  version: string;
  versions: Record<string, string>;
  argv: string[];
  deckA: VersionInput;
  deckB: VersionInput;
  vs: DeckInput[];
  cardFiles: FileInput[];
  pool: RunInputs['pool'];
  agentModules: FileInput[];
  agents: { versions: string; field: string };
  seed: number;
  maxTurns: number;
  games: number;
  crashOnCast?: string;
  /** compare --match bo3: `games` counts matches, played with these plans. */
  match?: MatchConfig;
  untilDecided: boolean;
  margin: number;
  checkEvery: number;
  /** Games per version that count (games.csv holds them): every opponent's first gamesPerVersion / opponents. */
  gamesPerVersion: number;
  decided: boolean;
  timings: { startedAt: string; wallMs: number };
}

/** compare-agents.json. */
export interface AgentsManifest {
  tool: 'mtg-playtest';
  command: 'compare-agents';
  version: string;
  versions: Record<string, string>;
  argv: string[];
  agents: { A: string; B: string };
  agentModules: FileInput[];
  decks: DeckInput[];
  vs: DeckInput[];
  deckPairs: number;
  cardFiles: FileInput[];
  pool: RunInputs['pool'];
  seed: number;
  maxTurns: number;
  games: number;
  crashOnCast?: string;
  sprt: AgentsResult['sprt'] | null;
  /** Games that count (games.csv holds them): the first gamesPlayed / 2 pairs in the order they are played. */
  gamesPlayed: number;
  timings: { startedAt: string; wallMs: number };
}

export function isCompareFolder(dir: string): boolean {
  return existsSync(join(dir, COMPARE_MANIFEST));
}

export function isAgentsFolder(dir: string): boolean {
  return existsSync(join(dir, AGENTS_MANIFEST));
}

export function readCompareManifest(dir: string): CompareManifest {
  return readCommandManifest(dir, 'compare') as CompareManifest;
}

export function readAgentsManifest(dir: string): AgentsManifest {
  return readCommandManifest(dir, 'compare-agents') as AgentsManifest;
}

function readCommandManifest(dir: string, command: 'compare' | 'compare-agents'): unknown {
  const file = join(dir, command === 'compare' ? COMPARE_MANIFEST : AGENTS_MANIFEST);
  let m: unknown;
  try {
    m = JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ManifestError(`${file}: cannot read or not valid JSON (${(err as Error).message})`);
  }
  const problem = commandManifestProblem(m, command);
  if (problem !== undefined) throw new ManifestError(`${file}: damaged: ${problem}`);
  return m;
}

/** A version's deck as it played: its cards in order, its sideboard, its restrictions. */
function versionOf(input: VersionInput): Deck {
  const deck = deckOf(input);
  if (input.sideboard !== undefined) deck.sideboard = deckOf({ ...input, list: input.sideboard }).cards;
  if (input.without !== undefined && input.without.length > 0) deck.without = input.without;
  return deck;
}

/** The run config of a compare's games: version A then B against the field, on paired seeds. */
export function compareConfigOf(m: CompareManifest): RunConfig {
  const config: RunConfig = {
    decks: [versionOf(m.deckA), versionOf(m.deckB)],
    vs: m.vs.map(deckOf),
    agents: [m.agents.versions, m.agents.field],
    games: m.games,
    seed: m.seed,
    maxTurns: m.maxTurns,
    pairedSeeds: true,
  };
  if (m.crashOnCast !== undefined) config.crashOnCast = m.crashOnCast;
  if (m.match !== undefined) config.match = m.match;
  return config;
}

/** The run config of compare-agents' games: each seed twice, the agents swapped, over every deck pair. */
export function agentsConfigOf(m: AgentsManifest): RunConfig {
  const config: RunConfig = {
    decks: m.decks.map(deckOf),
    vs: m.vs.map(deckOf),
    agents: [m.agents.A, m.agents.B],
    games: m.games,
    seed: m.seed,
    maxTurns: m.maxTurns,
    swapAgents: true,
    mirrors: true,
  };
  if (m.crashOnCast !== undefined) config.crashOnCast = m.crashOnCast;
  return config;
}

export function compareSpecOf(m: CompareManifest): CompareSpec {
  const [a, b]: DeckVersion[] = compareConfigOf(m).decks;
  return {
    deckA: m.deckA.name,
    deckB: m.deckB.name,
    opponents: m.vs.map((d) => d.name),
    agents: [m.agents.versions, m.agents.field],
    games: m.games,
    seed: m.seed,
    margin: m.margin,
    sequential: m.untilDecided,
    checkEvery: m.checkEvery,
    change: versionChange(a, b),
  };
}
