// `playtest replay DIR GAME_INDEX`: plays one game of a run, a compare or a compare-agents again from
// its seed and prints its log. The run's manifest (or the checkpoint of an unfinished run), or
// compare.json or compare-agents.json, says everything the game depends on.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type RunConfig, RunPlan, runAgents } from '../harness/plan.js';
import { replayGame } from '../harness/replay.js';
import type { GameRecord } from '../harness/types.js';
import {
  agentsConfigOf,
  compareConfigOf,
  isAgentsFolder,
  isCompareFolder,
  readAgentsManifest,
  readCompareManifest,
} from '../report/compare-manifest.js';
import { CHECKPOINT_FILE, hasCheckpoint, PARTIAL_FILE } from '../report/folder.js';
import { GamesFileError, GamesReader } from '../report/games-read.js';
import { configOf, type FileInput, readManifest } from '../report/manifest.js';
import { EXIT_CRASHED, EXIT_FAILURE, EXIT_OK, UsageError } from './errors.js';
import { poolInput, sha256 } from './inputs.js';
import type { Io } from './io.js';
import { cliPool } from './pool.js';
import { checkAgents } from './run-command.js';
import { replaySpec } from './match-run.js';

export async function replayCommand(dir: string, indexText: string, io: Io): Promise<number> {
  if (!/^\d+$/.test(indexText)) throw new UsageError(`replay: GAME_INDEX must be a whole number, got "${indexText}"`);
  const index = Number(indexText);
  const source = replaySource(dir);
  const plan = new RunPlan(source.config);
  if (index >= plan.total)
    throw new UsageError(
      `replay: the ${source.what} in ${dir} has games 0 to ${plan.total - 1}; there is no game ${index}`,
    );
  const cardFiles = source.cardFiles.map((f) => f.file);
  for (const f of source.cardFiles) {
    if (!existsSync(f.file)) throw new UsageError(`replay: card file ${f.file} of the ${source.what} is missing`);
    if (sha256(readFileSync(f.file)) !== f.sha256)
      io.err(`warning: card file ${f.file} changed since the ${source.what}; the replay may differ\n`);
  }
  if (poolInput(0).sha256 !== source.poolSha256)
    io.err(`warning: the built-in card pool changed since the ${source.what}; the replay may differ\n`);
  const pool = cliPool(cardFiles);
  await checkAgents(runAgents(plan.config));
  const recorded = await recordedGame(dir, index);
  if (recorded === undefined && existsSync(join(dir, 'games.csv')))
    io.err(
      `note: ${join(dir, 'games.csv')} has no row for game ${index}: replayed from its seed, with no result to check\n`,
    );
  const spec = replaySpec(plan, pool, index); // a match's game not played is a usage error, before any log
  let replayed: GameRecord;
  try {
    replayed = replayGame(spec, pool, (line) => io.out(line + '\n'));
  } catch (err) {
    io.out(`the game threw: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    return EXIT_CRASHED;
  }
  if (recorded !== undefined && !sameResult(recorded, replayed)) {
    io.err(
      `error: the run recorded game ${index} as ${resultText(recorded)}, the replay gives ${resultText(replayed)}\n`,
    );
    return EXIT_FAILURE;
  }
  return EXIT_OK;
}

/** What replay needs of a folder: how its games are made, and the card files and pool to check. */
interface ReplaySource {
  what: 'run' | 'compare' | 'compare-agents';
  config: RunConfig;
  cardFiles: FileInput[];
  poolSha256: string;
}

/** The manifest of a finished run, the checkpoint of an unfinished one, or compare's or compare-agents' own. */
function replaySource(dir: string): ReplaySource {
  try {
    const run = hasCheckpoint(dir) || existsSync(join(dir, 'manifest.json'));
    if (!run && isCompareFolder(dir)) {
      const m = readCompareManifest(dir);
      return { what: 'compare', config: compareConfigOf(m), cardFiles: m.cardFiles, poolSha256: m.pool.sha256 };
    }
    if (!run && isAgentsFolder(dir)) {
      const m = readAgentsManifest(dir);
      return { what: 'compare-agents', config: agentsConfigOf(m), cardFiles: m.cardFiles, poolSha256: m.pool.sha256 };
    }
    const m = hasCheckpoint(dir) ? readManifest(dir, CHECKPOINT_FILE) : readManifest(dir);
    return { what: 'run', config: configOf(m), cardFiles: m.inputs.cardFiles, poolSha256: m.inputs.pool.sha256 };
  } catch (err) {
    throw new UsageError(`replay: ${(err as Error).message}`);
  }
}

/** The game's row in the folder's games.csv (or the checkpoint's rows), if it has one. */
async function recordedGame(dir: string, index: number): Promise<GameRecord | undefined> {
  for (const file of [join(dir, 'games.csv'), join(dir, PARTIAL_FILE)]) {
    if (!existsSync(file)) continue;
    try {
      // A damaged checkpoint row is no record of the game.
      const reader = new GamesReader(file, true, () => {});
      try {
        for (let r = await reader.next(); r !== undefined; r = await reader.next()) if (r.gameIndex === index) return r;
      } finally {
        reader.close();
      }
    } catch (err) {
      if (err instanceof GamesFileError) throw new UsageError(`replay: ${err.message}`);
      throw err;
    }
  }
  return undefined;
}

function sameResult(a: GameRecord, b: GameRecord): boolean {
  return a.winner === b.winner && a.endReason === b.endReason && a.turns === b.turns;
}

function resultText(r: GameRecord): string {
  return r.endReason === 'error' ? `an error (${r.error})` : `${r.winner} (${r.endReason}, turn ${r.turns})`;
}
