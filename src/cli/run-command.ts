// `playtest run`: plays every pairing, writes the report files, prints a summary.
import { resolve } from 'node:path';
import type { CardPool } from '../cards/pool.js';
import { readDeck, validateDeck } from '../decks/parse.js';
import { runGames, type Shard } from '../harness/run.js';
import { pairings } from '../harness/seeds.js';
import type { Deck, GameRecord } from '../harness/types.js';
import { erroredGames, fmtRate, fmtTurns, writeRunReports, type Manifest } from '../report/csv.js';
import { matchupRows } from '../report/stats.js';
import { EXIT_CRASHED, EXIT_OK, UsageError } from './errors.js';
import type { Io } from './io.js';
import { defaultGauntlet, packageVersion } from './paths.js';
import { cliPool } from './pool.js';
import { formatTable } from './table.js';

export interface RunFlags {
  vs?: string[];
  agent?: string[];
  games: number;
  seed: number;
  out: string;
  maxTurns: number;
  cards?: string[];
  workers: number;
  shard?: Shard;
}

const MAX_ERRORS_SHOWN = 10;

export function runCommand(deckPaths: string[], flags: RunFlags, argv: string[], io: Io): number {
  const agents = seatAgents(flags.agent ?? []);
  const pool = cliPool(flags.cards);
  const paths = deckPaths.length > 0 ? deckPaths : defaultGauntlet();
  if (paths.length === 0) throw new UsageError('run: no decks given and the package has no decks/*.txt to use as the default gauntlet');
  const decks = loadDecks(paths, pool, io);
  const vs = loadDecks(flags.vs ?? [], pool, io);
  checkDistinctNames([...decks, ...vs]);
  const pairs = pairings(decks, vs);
  if (pairs.length === 0) {
    throw new UsageError('run: nothing to play: give at least two decks, or some decks and --vs <decks...>');
  }
  if (flags.workers > 1) io.err(`note: --workers ${flags.workers}: games run in-process on one thread for now\n`);

  const startedAt = new Date();
  const t0 = performance.now();
  const records = runGames({
    decks, vs, agents, pool,
    games: flags.games,
    seed: flags.seed,
    maxTurns: flags.maxTurns,
    shard: flags.shard,
    onProgress: io.progress ? progressLine(io) : undefined,
  });
  const wallMs = performance.now() - t0;

  const playing = uniqueDecks(pairs.flat());
  const manifest = buildManifest({ argv, decks, vs, flags, agents, records, startedAt, wallMs });
  writeRunReports(flags.out, records, playing, manifest);
  io.out(summary(records, flags.out, wallMs));
  return reportErrors(records, io);
}

/** One --agent plays both seats; two give seat A then seat B. Default: random. */
function seatAgents(specs: string[]): [string, string] {
  if (specs.length === 0) return ['random', 'random'];
  if (specs.length === 1) return [specs[0], specs[0]];
  if (specs.length === 2) return [specs[0], specs[1]];
  throw new UsageError(`--agent: given ${specs.length} times; expected once (both seats) or twice (seat A, then seat B)`);
}

function loadDecks(paths: string[], pool: CardPool, io: Io): Deck[] {
  const seen = new Set<string>();
  return paths.map((p) => {
    const deck = readDeck(p, pool);
    const key = resolve(p);
    if (!seen.has(key)) for (const w of validateDeck(deck, pool)) io.err(`warning: ${w}\n`);
    seen.add(key);
    return deck;
  });
}

/** Deck names key the reports, so two different files may not share one (the same file twice may). */
function checkDistinctNames(decks: Deck[]): void {
  const fileOf = new Map<string, string>();
  for (const d of decks) {
    const prev = fileOf.get(d.name);
    if (prev !== undefined && resolve(prev) !== resolve(d.file)) {
      throw new UsageError(`decks ${prev} and ${d.file} are both named "${d.name}" (the reports name decks by file name; rename one)`);
    }
    fileOf.set(d.name, d.file);
  }
}

function uniqueDecks(decks: Deck[]): Deck[] {
  const byName = new Map<string, Deck>();
  for (const d of decks) if (!byName.has(d.name)) byName.set(d.name, d);
  return [...byName.values()];
}

function progressLine(io: Io): (done: number, total: number) => void {
  let last = -1;
  return (done, total) => {
    const pct = Math.floor((100 * done) / total);
    if (pct === last && done !== total) return;
    last = pct;
    io.err(`\rplayed ${done}/${total} games (${pct}%)${done === total ? '\n' : ''}`);
  };
}

interface ManifestInput {
  argv: string[];
  decks: Deck[];
  vs: Deck[];
  flags: RunFlags;
  agents: [string, string];
  records: GameRecord[];
  startedAt: Date;
  wallMs: number;
}

function buildManifest(m: ManifestInput): Manifest {
  const deckInfo = (d: Deck) => ({ name: d.name, file: d.file, cards: d.cards.length });
  return {
    tool: 'mtg-playtest',
    version: packageVersion(),
    node: process.version,
    argv: m.argv,
    inputs: { decks: m.decks.map(deckInfo), vs: m.vs.map(deckInfo), cardFiles: m.flags.cards ?? [] },
    seed: m.flags.seed,
    games: m.flags.games,
    maxTurns: m.flags.maxTurns,
    agents: { A: m.agents[0], B: m.agents[1] },
    workers: m.flags.workers,
    shard: m.flags.shard ? `${m.flags.shard.index}/${m.flags.shard.count}` : null,
    totalGames: m.records.length,
    erroredGames: erroredGames(m.records),
    timings: {
      startedAt: m.startedAt.toISOString(),
      finishedAt: new Date(m.startedAt.getTime() + m.wallMs).toISOString(),
      wallMs: Math.round(m.wallMs),
      gamesPerSec: m.wallMs > 0 ? Math.round((m.records.length * 1000 * 100) / m.wallMs) / 100 : 0,
    },
  };
}

function summary(records: GameRecord[], out: string, wallMs: number): string {
  const rows = matchupRows(records).map((m) => [
    m.deck, m.opponent, String(m.games), `${m.wins}-${m.losses}-${m.draws}`, fmtRate(m.winRate),
    m.ciLow === undefined ? '' : `${fmtRate(m.ciLow)}-${fmtRate(m.ciHigh)}`,
    fmtRate(m.winRatePlay), fmtRate(m.winRateDraw), fmtTurns(m.meanTurns),
  ]);
  const table = formatTable(['deck', 'opponent', 'games', 'W-L-D', 'win', '95% CI', 'play', 'draw', 'turns'], rows);
  const errors = records.filter((r) => r.endReason === 'error').length;
  return `${table}\n${records.length} games, ${errors} errored, ${(wallMs / 1000).toFixed(1)} s; reports in ${out}\n`;
}

/** Exit 4 when any game crashed, after naming the first few (seed included, to replay them). */
function reportErrors(records: GameRecord[], io: Io): number {
  const errors = erroredGames(records);
  if (errors.length === 0) return EXIT_OK;
  for (const e of errors.slice(0, MAX_ERRORS_SHOWN)) {
    io.err(`error: game ${e.game_index} (seed ${e.seed}) crashed: ${e.message}\n`);
  }
  if (errors.length > MAX_ERRORS_SHOWN) io.err(`error: ... and ${errors.length - MAX_ERRORS_SHOWN} more (see manifest.json)\n`);
  return EXIT_CRASHED;
}
