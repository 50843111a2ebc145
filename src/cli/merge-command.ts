// `playtest merge DIR... --out DIR`: joins the folders of a run's shards into the folder the unsharded
// run would have written. It checks that the folders hold the same run (inputs by content, settings,
// versions) and cover every game exactly once, then recomputes every file from the games.csv rows.
import { existsSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { RunPlan } from '../harness/plan.js';
import type { GameRecord } from '../harness/types.js';
import { GamesCsvWriter, hasCheckpoint, writeSummaries } from '../report/folder.js';
import { writePlansFile } from './match-report.js';
import { GamesFileError, GamesReader } from '../report/games-read.js';
import { configOf, erroredGames, identityDifference, type Manifest, readManifest } from '../report/manifest.js';
import { deckSides } from '../report/sides.js';
import type { RunTally } from '../report/tally.js';
import { EXIT_CRASHED, EXIT_OK, UsageError } from './errors.js';
import type { Io } from './io.js';
import { claimFolder, clearRun, describeRun, runFilesIn } from './out-folder.js';
import { goldfishSummary } from './goldfish-summary.js';
import { summary } from './run-summary.js';

interface Part {
  dir: string;
  manifest: Manifest;
  file: string;
}

export async function mergeCommand(
  dirs: string[],
  flags: { out: string; force?: boolean },
  argv: string[],
  io: Io,
): Promise<number> {
  checkOutNotInput(dirs, flags.out);
  const parts = dirs.map(readPart);
  const first = parts[0];
  for (const p of parts.slice(1)) {
    const diff = identityDifference(first.manifest, p.manifest);
    if (diff !== '') throw new UsageError(`merge: ${p.dir} is not part of the same run as ${first.dir}: ${diff}`);
    if (p.manifest.node !== first.manifest.node) {
      io.err(`warning: ${p.dir} ran on Node ${p.manifest.node}, ${first.dir} on ${first.manifest.node}\n`);
    }
  }
  const plan = new RunPlan(configOf(first.manifest));
  // Two passes over the shards' games.csv files, a row at a time: check everything, then write.
  await checkCoverage(plan, parts);
  const claim = claimFolder(flags.out, '--out', 'merge');
  let manifest: Manifest;
  let tally: RunTally;
  try {
    if (runFilesIn(flags.out).length > 0) {
      if (flags.force !== true)
        throw new UsageError(
          `merge: --out ${flags.out} already holds ${describeRun(flags.out)}; pass --force to replace it, or choose another --out`,
        );
      clearRun(flags.out, '--out');
    }
    tally = await writeMerged(flags.out, parts, plan.config.match !== undefined);
    manifest = mergedManifest(parts, tally, argv);
    await writeSummaries(flags.out, tally, deckLists(plan), manifest);
    if (manifest.match !== undefined) writePlansFile(flags.out, manifest.match);
  } finally {
    claim.release();
  }
  const options = { out: flags.out, wallMs: 0, played: 0, sides: deckSides(plan.config) };
  const goldfish = plan.config.goldfishAgents !== undefined;
  io.out(goldfish ? goldfishSummary(tally, plan.config.maxTurns, options) : summary(tally, options));
  const errors = manifest.erroredGames;
  for (const e of errors.slice(0, 10)) io.err(`error: game ${e.game_index} (seed ${e.seed}) crashed: ${e.message}\n`);
  return errors.length > 0 ? EXIT_CRASHED : EXIT_OK;
}

/** merge reads its inputs while it writes --out: the two may not be one folder. */
function checkOutNotInput(dirs: string[], out: string): void {
  if (!existsSync(out)) return;
  const real = realpathSync(out);
  for (const d of dirs) {
    if (existsSync(d) && realpathSync(d) === real)
      throw new UsageError(
        `merge: --out ${out} is one of the folders to merge (${d}); write the merged run to a new folder`,
      );
  }
}

function readPart(dir: string): Part {
  if (hasCheckpoint(dir)) {
    throw new UsageError(
      `merge: ${dir} holds an unfinished run (checkpoint.json); finish it first with playtest run --resume ${dir}`,
    );
  }
  let manifest: Manifest;
  try {
    manifest = readManifest(dir);
  } catch (err) {
    throw new UsageError(`merge: ${(err as Error).message}`);
  }
  if (manifest.status !== 'complete')
    throw new UsageError(`merge: ${dir}: the run's status is ${manifest.status}, not complete`);
  const file = join(dir, 'games.csv');
  if (!existsSync(file)) throw new UsageError(`merge: ${file}: cannot read`);
  return { dir, manifest, file };
}

/** Reads a part's rows, turning a malformed file into a usage error that names it. */
function rows(part: Part): { next(): Promise<GameRecord | undefined> } {
  let reader: GamesReader;
  try {
    reader = new GamesReader(part.file);
  } catch {
    throw new UsageError(`merge: ${part.file}: cannot read`);
  }
  return {
    next: async () => {
      try {
        return await reader.next();
      } catch (err) {
        if (err instanceof GamesFileError) throw new UsageError(`merge: ${err.message}`);
        throw err;
      }
    },
  };
}

/**
 * Every game of the run exactly once, each row checked against the game the run defines, each file in order. With
 * --match, every match (by its game 1: a game 3 not needed is never played).
 */
async function checkCoverage(plan: RunPlan, parts: Part[]): Promise<void> {
  const from = new Uint16Array(plan.total); // 1 + the part that holds the game; parts are command-line arguments
  let count = 0;
  for (const [k, p] of parts.entries()) {
    const reader = rows(p);
    let last = -1;
    for (let r = await reader.next(); r !== undefined; r = await reader.next()) {
      if (r.gameIndex >= plan.total)
        throw new UsageError(`merge: ${p.file}: game ${r.gameIndex} is outside the run (0 to ${plan.total - 1})`);
      const spec = plan.spec(r.gameIndex, r.onPlay); // a match's games 2 and 3: the seat on the play as played
      if (
        r.seed !== spec.seed ||
        r.deckA !== spec.deckA.name ||
        r.deckB !== spec.deckB.name ||
        r.onPlay !== spec.onPlay
      ) {
        throw new UsageError(
          `merge: ${p.file}: game ${r.gameIndex} does not match the run (expected seed ${spec.seed}, ${spec.deckA.name} vs ${spec.deckB.name})`,
        );
      }
      const seen = from[r.gameIndex];
      if (seen !== 0) throw new UsageError(`merge: game ${r.gameIndex} is in both ${parts[seen - 1].dir} and ${p.dir}`);
      if (r.gameIndex < last)
        throw new UsageError(
          `merge: ${p.file}: game ${r.gameIndex} comes after game ${last} (rows must be in game_index order)`,
        );
      from[r.gameIndex] = k + 1;
      last = r.gameIndex;
      if (r.gameIndex % plan.perUnit === 0) count++;
    }
  }
  if (count < plan.units) {
    const missing: number[] = [];
    for (let i = 0; i < plan.total && missing.length < 5; i += plan.perUnit) if (from[i] === 0) missing.push(i);
    const shards = parts.map((p) => `${p.dir} (shard ${p.manifest.shard ?? 'none'})`).join(', ');
    const what = plan.perUnit === 1 ? 'games' : 'matches (by the game_index of their game 1)';
    throw new UsageError(
      `merge: ${plan.units - count} of ${plan.units} ${what} are missing (first: ${missing.join(', ')}); merged: ${shards}`,
    );
  }
}

/** Writes the merged games.csv, taking the next game from whichever part holds it; returns the tally. */
async function writeMerged(out: string, parts: Part[], match: boolean): Promise<RunTally> {
  const readers = parts.map(rows);
  const heads = await Promise.all(readers.map((r) => r.next()));
  const writer = new GamesCsvWriter(out, match);
  try {
    await mergeInto(writer, readers, heads);
  } catch (err) {
    writer.abort();
    throw err;
  }
  return writer.close();
}

async function mergeInto(
  writer: GamesCsvWriter,
  readers: { next(): Promise<GameRecord | undefined> }[],
  heads: (GameRecord | undefined)[],
): Promise<void> {
  for (;;) {
    let k = -1;
    for (let j = 0; j < heads.length; j++) {
      const h = heads[j];
      if (h !== undefined && (k < 0 || h.gameIndex < (heads[k] as GameRecord).gameIndex)) k = j;
    }
    if (k < 0) break;
    writer.add(heads[k] as GameRecord);
    heads[k] = await readers[k].next();
  }
}

function mergedManifest(parts: Part[], tally: RunTally, argv: string[]): Manifest {
  const starts = parts.map((p) => Date.parse(p.manifest.timings.startedAt)).filter(Number.isFinite);
  const ends = parts.map((p) => Date.parse(p.manifest.timings.finishedAt)).filter(Number.isFinite);
  const start = starts.length > 0 ? Math.min(...starts) : 0;
  const end = ends.length > 0 ? Math.max(...ends) : 0;
  const span = Math.max(0, end - start);
  const { resumes: _r, parts: _p, ...first } = parts[0].manifest;
  return {
    ...first,
    argv,
    status: 'complete',
    workers: parts.reduce((n, p) => n + p.manifest.workers, 0),
    shard: null,
    totalGames: tally.games,
    erroredGames: erroredGames(tally),
    // Shards may run at once on different machines: the merged rate is games over the whole span.
    timings: {
      startedAt: new Date(start).toISOString(),
      finishedAt: new Date(end).toISOString(),
      wallMs: span,
      gamesPerSec: span > 0 ? Math.round((tally.games * 1000 * 100) / span) / 100 : 0,
    },
    merged: parts.map((p) => ({
      dir: p.dir,
      shard: p.manifest.shard,
      timings: p.manifest.timings,
      ...(p.manifest.parts === undefined ? {} : { resumes: p.manifest.resumes ?? 0, parts: p.manifest.parts }),
    })),
  };
}

function deckLists(plan: RunPlan): { name: string; cards: string[] }[] {
  const byName = new Map<string, string[]>();
  for (const d of plan.pairs.flat()) if (!byName.has(d.name)) byName.set(d.name, d.cards);
  return [...byName].map(([name, cards]) => ({ name, cards }));
}
