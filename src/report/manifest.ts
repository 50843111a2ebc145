// manifest.json: what a run folder holds and how it was made: the inputs with their hashes (and the
// deck lists themselves, so resume, replay and merge need nothing but the folder), versions, seed,
// shard, errored games and wall-clock timings (the only timings of a run; never in the CSVs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RunConfig } from '../harness/plan.js';
import type { MatchConfig } from '../harness/sideboard.js';
import type { Deck, GameRecord } from '../harness/types.js';
import { manifestProblem } from './manifest-check.js';
import { type RunTally, tallyOf } from './tally.js';

/** A deck as played: its name, where it was read, a hash of the file and its cards in file order. */
export interface DeckInput {
  name: string;
  file: string;
  sha256: string;
  list: string[]; // "4 Shock": runs of one card, in the deck's order (the order decides object ids)
  sideboard?: string[]; // the same for the sideboard, when the file has one (recorded, not played)
  lands?: string[]; // the deck's land cards, by name: cards.csv lists them apart (absent in older runs)
}

/** The land cards of a run's decks, from its manifest. */
export function landsOf(m: Pick<Manifest, 'inputs'>): Set<string> {
  return new Set([...m.inputs.decks, ...m.inputs.vs].flatMap((d) => d.lands ?? []));
}

export interface FileInput {
  file: string;
  sha256: string;
}

export interface RunInputs {
  decks: DeckInput[];
  vs: DeckInput[];
  cardFiles: FileInput[];
  pool: { sha256: string; cards: number }; // the built-in card files
  agentModules: FileInput[]; // agents given as module paths
}

export interface Timings {
  startedAt: string;
  finishedAt: string;
  wallMs: number;
  gamesPerSec: number; // games played by this process / wall time
  steadyGamesPerSec?: number; // games after each worker's first batch / time since then (start-up excluded)
}

/** One process's share of a run: the first start, then each --resume. */
export interface RunPart {
  startedAt: string;
  finishedAt: string;
  wallMs: number;
  games: number; // games this process played
  workers: number;
  status: 'complete' | 'interrupted';
}

export interface Manifest {
  tool: string;
  version: string;
  node: string;
  versions: Record<string, string>;
  status: 'complete' | 'interrupted' | 'running';
  argv: string[];
  inputs: RunInputs;
  seed: number;
  games: number; // per pairing
  maxTurns: number;
  agents: { A: string; B: string };
  crashOnCast?: string;
  /** playtest goldfish: the agents each deck plays the goldfish under (RunConfig.goldfishAgents). */
  goldfishAgents?: string[];
  /** --match bo3: `games` counts matches, and the sideboard plans each deck uses against each opponent. */
  match?: MatchConfig;
  workers: number;
  shard: string | null; // "I/N"
  runGames: number; // games of the whole run, every shard
  totalGames: number; // games recorded in this folder
  erroredGames: { game_index: number; seed: number; message: string }[];
  timings: Timings; // the run's play: from the first part's start to the last's end, wall time summed over parts
  resumes?: number; // how many times --resume continued the run
  /** Each process that played part of the run and ended (a process killed outright leaves no part). */
  parts?: RunPart[];
  /** For a merged folder: the folders merged and their own shard and timings. */
  merged?: { dir: string; shard: string | null; timings: Timings; resumes?: number; parts?: RunPart[] }[];
}

/** A manifest that can't be used; the message names the file. */
export class ManifestError extends Error {}

export function manifestJson(m: Manifest): string {
  return JSON.stringify(m, null, 2) + '\n';
}

export function readManifest(dir: string, name = 'manifest.json'): Manifest {
  const file = join(dir, name);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new ManifestError(`${file}: cannot read (is ${dir} a run folder of playtest run?)`);
  }
  let m: unknown;
  try {
    m = JSON.parse(text);
  } catch (err) {
    throw new ManifestError(`${file}: not valid JSON (${(err as Error).message}); the file is damaged`);
  }
  if ((m as Manifest | null)?.tool !== 'mtg-playtest')
    throw new ManifestError(`${file}: not a manifest of mtg-playtest`);
  const problem = manifestProblem(m);
  if (problem !== undefined) throw new ManifestError(`${file}: damaged: ${problem}`);
  return m as Manifest;
}

/** Errored games for the manifest. */
export function erroredGames(source: RunTally | readonly GameRecord[]): Manifest['erroredGames'] {
  return [...tallyOf(source).errors].sort((x, y) => x.game_index - y.game_index);
}

/** A deck's cards as runs: ["4 Shock", "1 Forest", "3 Shock"] keeps the order exactly. */
export function deckList(cards: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < cards.length;) {
    let j = i;
    while (j < cards.length && cards[j] === cards[i]) j++;
    out.push(`${j - i} ${cards[i]}`);
    i = j;
  }
  return out;
}

export function deckOf(input: DeckInput): Deck {
  const cards: string[] = [];
  for (const line of input.list) {
    const m = /^(\d+) (.+)$/.exec(line);
    if (!m)
      throw new ManifestError(`deck ${input.name}: bad list entry ${JSON.stringify(line)} (expected "N Card Name")`);
    for (let k = 0; k < Number(m[1]); k++) cards.push(m[2]);
  }
  return { name: input.name, file: input.file, cards };
}

/** The run config a manifest describes: enough to rebuild any game of the run from its index. */
export function configOf(m: Manifest): RunConfig {
  const config: RunConfig = {
    decks: m.inputs.decks.map(deckOf),
    vs: m.inputs.vs.map(deckOf),
    agents: [m.agents.A, m.agents.B],
    games: m.games,
    seed: m.seed,
    maxTurns: m.maxTurns,
  };
  if (m.crashOnCast !== undefined) config.crashOnCast = m.crashOnCast;
  if (m.goldfishAgents !== undefined) config.goldfishAgents = [...m.goldfishAgents];
  if (m.match !== undefined) config.match = m.match;
  return config;
}

/**
 * What must be equal for two folders to hold games of the same run: inputs by content (not by path),
 * seed, games, turn limit, agents, and the versions that decide a game (the tool and seedrandom).
 */
export function runIdentity(m: Manifest): string {
  const deck = (d: DeckInput) => [d.name, d.list];
  return JSON.stringify({
    version: m.version,
    seedrandom: m.versions?.seedrandom,
    decks: m.inputs.decks.map(deck),
    vs: m.inputs.vs.map(deck),
    cardFiles: m.inputs.cardFiles.map((f) => f.sha256),
    pool: m.inputs.pool.sha256,
    agentModules: m.inputs.agentModules.map((f) => f.sha256),
    seed: m.seed,
    games: m.games,
    maxTurns: m.maxTurns,
    agents: m.agents,
    crashOnCast: m.crashOnCast ?? null,
    goldfishAgents: m.goldfishAgents ?? null,
    ...(m.match === undefined ? {} : { match: m.match }),
  });
}

/** The first field in which two manifests' identities differ, for an error message; a deck is named. */
export function identityDifference(a: Manifest, b: Manifest): string {
  for (const side of ['decks', 'vs'] as const) {
    const diff = deckDifference(a.inputs[side], b.inputs[side], side === 'vs' ? '--vs deck' : 'deck');
    if (diff !== '') return diff;
  }
  const x = JSON.parse(runIdentity(a)) as Record<string, unknown>;
  const y = JSON.parse(runIdentity(b)) as Record<string, unknown>;
  for (const k of Object.keys(x)) {
    if (JSON.stringify(x[k]) !== JSON.stringify(y[k]))
      return `${k}: ${JSON.stringify(x[k]) ?? 'none'} vs ${JSON.stringify(y[k]) ?? 'none'}`;
  }
  return '';
}

/** Which deck differs between two lists of decks, and how: names, then each deck's cards. */
function deckDifference(a: DeckInput[], b: DeckInput[], what: string): string {
  const names = (l: DeckInput[]) => l.map((d) => d.name).join(', ');
  if (names(a) !== names(b)) return `${what}s: ${names(a) || 'none'} vs ${names(b) || 'none'}`;
  for (let i = 0; i < a.length; i++) {
    const [x, y] = [a[i].list, b[i].list];
    for (let j = 0; j < Math.max(x.length, y.length); j++) {
      if (x[j] !== y[j]) {
        return (
          `${what} ${a[i].name} differs (${a[i].file} vs ${b[i].file}): entry ${j + 1} of its list is ` +
          `${JSON.stringify(x[j] ?? 'nothing')} vs ${JSON.stringify(y[j] ?? 'nothing')}`
        );
      }
    }
  }
  return '';
}
