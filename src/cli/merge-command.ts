// `playtest merge DIR... --out DIR`: joins the folders of a run's shards into the folder the unsharded
// run would have written. It checks that the folders hold the same run (inputs by content, settings,
// versions) and cover every game exactly once, then recomputes every file from the games.csv rows.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { RunPlan } from '../harness/plan.js';
import type { GameRecord } from '../harness/types.js';
import { hasCheckpoint, writeReports } from '../report/folder.js';
import { parseGamesCsv } from '../report/games-read.js';
import { configOf, erroredGames, identityDifference, type Manifest, readManifest } from '../report/manifest.js';
import { EXIT_CRASHED, EXIT_OK, UsageError } from './errors.js';
import type { Io } from './io.js';
import { summary } from './run-summary.js';

interface Part { dir: string; manifest: Manifest; records: GameRecord[] }

export async function mergeCommand(dirs: string[], flags: { out: string }, argv: string[], io: Io): Promise<number> {
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
  const records = coverage(plan, parts);
  const manifest = mergedManifest(parts, records, argv);
  await writeReports(flags.out, records, deckLists(plan), manifest);
  io.out(summary(records, flags.out, 0, 0));
  const errors = manifest.erroredGames;
  for (const e of errors.slice(0, 10)) io.err(`error: game ${e.game_index} (seed ${e.seed}) crashed: ${e.message}\n`);
  return errors.length > 0 ? EXIT_CRASHED : EXIT_OK;
}

function readPart(dir: string): Part {
  if (hasCheckpoint(dir)) {
    throw new UsageError(`merge: ${dir} holds an unfinished run (checkpoint.json); finish it first with playtest run --resume ${dir}`);
  }
  let manifest: Manifest;
  try {
    manifest = readManifest(dir);
  } catch (err) {
    throw new UsageError(`merge: ${(err as Error).message}`);
  }
  if (manifest.status !== 'complete') throw new UsageError(`merge: ${dir}: the run's status is ${manifest.status}, not complete`);
  const file = join(dir, 'games.csv');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`merge: ${file}: cannot read`);
  }
  try {
    return { dir, manifest, records: parseGamesCsv(text, file) };
  } catch (err) {
    throw new UsageError(`merge: ${(err as Error).message}`);
  }
}

/** Every game of the run exactly once, each row checked against the game the run defines. */
function coverage(plan: RunPlan, parts: Part[]): GameRecord[] {
  const from = new Map<number, string>();
  const records: GameRecord[] = [];
  for (const p of parts) {
    for (const r of p.records) {
      if (r.gameIndex >= plan.total) throw new UsageError(`merge: ${p.dir}/games.csv: game ${r.gameIndex} is outside the run (0 to ${plan.total - 1})`);
      const spec = plan.spec(r.gameIndex);
      if (r.seed !== spec.seed || r.deckA !== spec.deckA.name || r.deckB !== spec.deckB.name || r.onPlay !== spec.onPlay) {
        throw new UsageError(`merge: ${p.dir}/games.csv: game ${r.gameIndex} does not match the run (expected seed ${spec.seed}, ${spec.deckA.name} vs ${spec.deckB.name})`);
      }
      const seen = from.get(r.gameIndex);
      if (seen !== undefined) throw new UsageError(`merge: game ${r.gameIndex} is in both ${seen} and ${p.dir}`);
      from.set(r.gameIndex, p.dir);
      records.push(r);
    }
  }
  if (records.length < plan.total) {
    const missing: number[] = [];
    for (let i = 0; i < plan.total && missing.length < 5; i++) if (!from.has(i)) missing.push(i);
    const shards = parts.map((p) => `${p.dir} (shard ${p.manifest.shard ?? 'none'})`).join(', ');
    throw new UsageError(`merge: ${plan.total - records.length} of ${plan.total} games are missing (first: ${missing.join(', ')}); merged: ${shards}`);
  }
  return records;
}

function mergedManifest(parts: Part[], records: GameRecord[], argv: string[]): Manifest {
  const starts = parts.map((p) => Date.parse(p.manifest.timings.startedAt)).filter(Number.isFinite);
  const ends = parts.map((p) => Date.parse(p.manifest.timings.finishedAt)).filter(Number.isFinite);
  const start = starts.length > 0 ? Math.min(...starts) : 0;
  const end = ends.length > 0 ? Math.max(...ends) : 0;
  const span = Math.max(0, end - start);
  return {
    ...parts[0].manifest,
    argv,
    status: 'complete',
    workers: parts.reduce((n, p) => n + p.manifest.workers, 0),
    shard: null,
    totalGames: records.length,
    erroredGames: erroredGames(records),
    // Shards may run at once on different machines: the merged rate is games over the whole span.
    timings: {
      startedAt: new Date(start).toISOString(), finishedAt: new Date(end).toISOString(), wallMs: span,
      gamesPerSec: span > 0 ? Math.round((records.length * 1000 * 100) / span) / 100 : 0,
    },
    merged: parts.map((p) => ({ dir: p.dir, shard: p.manifest.shard, timings: p.manifest.timings })),
  };
}

function deckLists(plan: RunPlan): { name: string; cards: string[] }[] {
  const byName = new Map<string, string[]>();
  for (const d of plan.pairs.flat()) if (!byName.has(d.name)) byName.set(d.name, d.cards);
  return [...byName].map(([name, cards]) => ({ name, cards }));
}
