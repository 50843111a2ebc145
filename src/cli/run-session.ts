// Plays a run session: checkpoints as batches finish, shows progress, stops cleanly on Ctrl-C or
// SIGTERM (writing what is finished and the checkpoint), and writes every report at the end.
import type { CardPool } from '../cards/pool.js';
import type { RunPlan } from '../harness/plan.js';
import { batchGames, batchIndices, batchUnits, type PackedBatch } from '../harness/batch.js';
import { runGames, threadsFor } from '../harness/run.js';
import type { Shard } from '../harness/shard.js';
import {
  appendPartial,
  clearCheckpoint,
  startCheckpoint,
  writeCheckpoint,
  writeGamesCsv,
  writeSummaries,
} from '../report/folder.js';
import { erroredGames, type Manifest, type RunPart } from '../report/manifest.js';
import { deckSides } from '../report/sides.js';
import type { RunTally } from '../report/tally.js';
import { WriteFailure } from '../report/disk.js';
import { EXIT_CRASHED, EXIT_OK } from './errors.js';
import { EXIT_WRITE_FAILED } from './fail.js';
import type { Io } from './io.js';
import { goldfishSummary } from './goldfish-summary.js';
import { Leader, startProgress } from './progress.js';
import { fullRunLine } from './quick-run.js';
import { matchSummary, writePlansFile } from './match-report.js';
import { summary } from './run-summary.js';
import { SIGNAL_EXIT, stopOnSignals } from './stop-signals.js';

export interface Session {
  dir: string;
  plan: RunPlan;
  pool: CardPool;
  cardFiles: string[];
  shard: Shard | undefined;
  workers: number;
  manifest: Manifest; // inputs and settings; status, counts and timings are filled in here
  done: PackedBatch[]; // games finished before this process (resume), packed
  fresh: boolean; // false: continue the folder's checkpoint
}

const MAX_ERRORS_SHOWN = 10;

/**
 * Plays the session. A write that fails (disk full, permissions) stops the run with exit 3, keeping
 * the checkpoint as it was before the failed write, so `--resume` finishes once the disk has room.
 */
export async function playSession(s: Session, io: Io): Promise<number> {
  let started = !s.fresh;
  try {
    return await play(s, io, () => (started = true));
  } catch (err) {
    if (!(err instanceof WriteFailure)) throw err;
    io.err(`error: ${err.message}\n`);
    io.err(
      started
        ? `the finished games are kept in the checkpoint in ${s.dir}; once the disk has room, continue with: playtest run --resume ${s.dir}\n`
        : `nothing was played\n`,
    );
    return EXIT_WRITE_FAILED;
  }
}

async function play(s: Session, io: Io, onStarted: () => void): Promise<number> {
  const startedAt = new Date();
  const t0 = performance.now();
  if (s.fresh) startCheckpoint(s.dir, { ...s.manifest, status: 'running' });
  onStarted();
  const done = doneSet(s.plan, s.done);
  const todo = s.plan.schedule(s.plan.indices(s.shard, done));
  const threads = threadsFor(todo.length, s.workers);
  const starting = s.workers === 0 ? 'playing in the main thread' : `${threads} worker(s) starting`;
  const unit = s.plan.perUnit === 1 ? 'games' : 'matches';
  const progress = startProgress(io, todo.length + done.count, done.count, undefined, starting, unit);
  const stop = stopOnSignals();
  const leader = new Leader(s.plan);
  for (const b of s.done) leader.add(b);
  const packed: PackedBatch[] = []; // the games of this session, kept compact until the reports
  const warm = Math.max(1, threads);
  let batches = 0;
  let finished = 0;
  let tWarm = 0;
  let gamesWarm = 0;
  let outcome: 'done' | 'stopped';
  let failed = false; // after a failed append, later batches are dropped: the checkpoint stays whole
  try {
    outcome = await runGames({
      plan: s.plan,
      pool: s.pool,
      cardFiles: s.cardFiles,
      indices: todo,
      workers: s.workers,
      signal: stop.signal,
      onBatch: (batch) => {
        // Nothing per game here: this thread shares the cores with the workers.
        const games = batchGames(batch);
        // Steady-state rate: games finished after every worker has warmed up on its first batch.
        finished += games;
        if (++batches === warm) {
          tWarm = performance.now();
          gamesWarm = finished;
        }
        if (failed) return;
        try {
          appendPartial(s.dir, batch.rows);
        } catch (err) {
          failed = true;
          throw err;
        }
        packed.push({ ...batch, rows: '' }); // the rows are on disk; the records come from the arrays
        leader.add(batch);
        progress.add(batchUnits(s.plan, batch), leader.text());
      },
      onWorkerCrash: (message, games) =>
        io.err(`warning: a worker crashed (${message}); its batch of ${games} game(s) is played again\n`),
    });
  } finally {
    progress.stop();
    stop.dispose();
  }
  const wallMs = performance.now() - t0;
  // games.csv is written a game at a time in game_index order, and tallied for the other reports.
  const tally = writeGamesCsv(s.dir, s.plan, s.pool, [...s.done, ...packed]);
  const steady = tWarm > 0 && finished > gamesWarm ? ((finished - gamesWarm) * 1000) / (t0 + wallMs - tWarm) : 0;
  const manifest = finalManifest(
    s.manifest,
    tally,
    startedAt,
    wallMs,
    finished,
    outcome === 'done' ? 'complete' : 'interrupted',
    steady,
  );
  await writeSummaries(s.dir, tally, uniqueDecks(s.plan), manifest);
  if (manifest.match !== undefined) writePlansFile(s.dir, manifest.match);
  if (outcome === 'stopped') {
    writeCheckpoint(s.dir, manifest);
    const total = s.plan.indices(s.shard).length;
    const finishedText =
      s.plan.perUnit === 1 ? `${tally.games} of ${total} games` : `${tally.matches.count()} of ${total} matches`;
    io.err(
      `\ninterrupted (${stop.received()}): ${finishedText} finished and saved in ${s.dir}; ` +
        `continue with: playtest run --resume ${s.dir}\n`,
    );
    return SIGNAL_EXIT[stop.received() ?? 'SIGTERM'] ?? 143; // npm gone: as if SIGTERM
  }
  clearCheckpoint(s.dir);
  const sides = deckSides(s.plan.config);
  const fullRun = fullRunLine(manifest, wallMs, finished);
  const goldfish = s.plan.config.goldfishAgents !== undefined;
  const options = { out: s.dir, wallMs, played: finished, sides, fullRun };
  if (!goldfish) io.out(matchSummary(tally));
  io.out(goldfish ? goldfishSummary(tally, s.plan.config.maxTurns, options) : summary(tally, options));
  return reportErrors(tally, io);
}

/**
 * The units (games, or with --match matches) of packed batches, as a set over the plan's units. A match counts
 * by its game 1: a checkpoint holds only whole matches (resume drops the games of one left half-finished).
 */
function doneSet(plan: RunPlan, list: readonly PackedBatch[]): { has(i: number): boolean; count: number } {
  const seen = new Uint8Array(plan.units);
  let count = 0;
  for (const b of list)
    for (const i of batchIndices(b)) {
      if (i % plan.perUnit !== 0) continue;
      seen[i / plan.perUnit] = 1;
      count++;
    }
  return { has: (i) => seen[i] === 1, count };
}

function finalManifest(
  base: Manifest,
  tally: RunTally,
  startedAt: Date,
  wallMs: number,
  played: number,
  status: RunPart['status'],
  steady: number,
): Manifest {
  const part: RunPart = {
    startedAt: startedAt.toISOString(),
    finishedAt: new Date(startedAt.getTime() + wallMs).toISOString(),
    wallMs: Math.round(wallMs),
    games: played,
    workers: base.workers,
    status,
  };
  const parts = [...(base.parts ?? []), part];
  const wall = parts.reduce((n, p) => n + p.wallMs, 0);
  const games = parts.reduce((n, p) => n + p.games, 0);
  return {
    ...base,
    status,
    totalGames: tally.games,
    erroredGames: erroredGames(tally),
    timings: {
      startedAt: parts[0].startedAt,
      finishedAt: part.finishedAt,
      wallMs: wall,
      gamesPerSec: wall > 0 ? Math.round((games * 1000 * 100) / wall) / 100 : 0,
      steadyGamesPerSec: Math.round(steady * 100) / 100,
    },
    resumes: base.resumes ?? 0,
    parts,
  };
}

/** Deck lists of the decks that play, for cards.csv rows of cards never drawn. */
function uniqueDecks(plan: RunPlan): { name: string; cards: string[] }[] {
  const byName = new Map<string, string[]>();
  for (const d of plan.pairs.flat()) if (!byName.has(d.name)) byName.set(d.name, d.cards);
  return [...byName].map(([name, cards]) => ({ name, cards }));
}

/** Exit 4 when any game crashed, after naming the first few (seed included, to replay them). */
function reportErrors(tally: RunTally, io: Io): number {
  const errors = erroredGames(tally);
  if (errors.length === 0) return EXIT_OK;
  for (const e of errors.slice(0, MAX_ERRORS_SHOWN)) {
    io.err(`error: game ${e.game_index} (seed ${e.seed}) crashed: ${e.message}\n`);
  }
  if (errors.length > MAX_ERRORS_SHOWN)
    io.err(`error: ... and ${errors.length - MAX_ERRORS_SHOWN} more (see manifest.json)\n`);
  return EXIT_CRASHED;
}
