// A run folder on disk: the report files, and while a run is going its checkpoint: checkpoint.json (the
// run's manifest so far) and games.partial.csv (games.csv rows appended batch by batch, in completion
// order, so even a killed run keeps what it finished). A finished run removes both.
import { closeSync, existsSync, mkdirSync, openSync, rmSync, statSync, truncateSync } from 'node:fs';
import { join } from 'node:path';
import type { CardPool } from '../cards/pool.js';
import { forEachInOrder, type PackedBatch } from '../harness/batch.js';
import type { RunPlan } from '../harness/plan.js';
import type { GameRecord } from '../harness/types.js';
import { csvRows, gameFields, gamesCsv, partialHeader, summaryCsvs } from './csv.js';
import { AtomicFile, appendChecked, WriteFailure, reasonOf, writeFileAtomic } from './disk.js';
import { endOfLastLine } from './csv-read.js';
import { GamesFileError, GamesReader } from './games-read.js';
import { goldfishCsvs } from './goldfish.js';
import { buildHtml } from './html.js';
import { landsOf, type Manifest, manifestJson, readManifest } from './manifest.js';
import { RunTally } from './tally.js';

export const PARTIAL_FILE = 'games.partial.csv';
export const CHECKPOINT_FILE = 'checkpoint.json';

export interface DeckListing {
  name: string;
  cards: string[];
}

/**
 * Writes a run folder's games.csv a game at a time, in game_index order, and tallies the games for the
 * other reports as it goes: memory does not grow with the games. close() returns the tally.
 */
export class GamesCsvWriter {
  readonly tally = new RunTally();
  private readonly file: AtomicFile;
  private rows: string[][] = []; // formatted a thousand at a time: csv-stringify's cost is per call
  private last = -1;

  /** `match`: a --match run's games.csv, with the match columns. */
  constructor(dir: string, match = false) {
    makeDir(dir);
    this.file = new AtomicFile(join(dir, 'games.csv'));
    this.file.write(gamesCsv([], match));
  }

  add(r: GameRecord): void {
    if (r.gameIndex <= this.last)
      throw new Error(`games.csv: game ${r.gameIndex} after game ${this.last} (rows go in game_index order)`);
    this.last = r.gameIndex;
    this.tally.add(r);
    this.rows.push(gameFields(r));
    if (this.rows.length >= FLUSH_ROWS) this.flush();
  }

  /** Gives games.csv its name (until then the folder keeps its old one, if any) and returns the tally. */
  close(): RunTally {
    this.flush();
    this.file.commit();
    return this.tally;
  }

  /** Drops what was written: games.csv stays as it was. */
  abort(): void {
    this.file.abort();
  }

  private flush(): void {
    if (this.rows.length > 0) this.file.write(csvRows(this.rows));
    this.rows = [];
  }
}

const FLUSH_ROWS = 2048;

/**
 * Writes games.csv from packed batches, a game at a time in game_index order, keeping only the games
 * `keep` accepts (all without it: a compare stopped early keeps the games that count); returns their tally.
 */
export function writeGamesCsv(
  dir: string,
  plan: RunPlan,
  pool: CardPool,
  packed: readonly PackedBatch[],
  keep?: (gameIndex: number) => boolean,
): RunTally {
  const writer = new GamesCsvWriter(dir, plan.config.match !== undefined);
  try {
    forEachInOrder(plan, pool, packed, (r) => {
      if (keep === undefined || keep(r.gameIndex)) writer.add(r);
    });
  } catch (err) {
    writer.abort();
    throw err;
  }
  return writer.close();
}

/**
 * Writes every report but games.csv from a run's tally: the other CSVs, report.html, and manifest.json
 * last, so a manifest says "complete" only once every other file is whole.
 */
export async function writeSummaries(
  dir: string,
  tally: RunTally,
  deckLists: DeckListing[],
  manifest: Manifest,
): Promise<void> {
  makeDir(dir);
  for (const [file, text] of summaryCsvs(tally, deckLists, landsOf(manifest))) writeFileAtomic(join(dir, file), text);
  if (manifest.goldfishAgents !== undefined)
    for (const [file, text] of goldfishCsvs(tally, manifest.maxTurns)) writeFileAtomic(join(dir, file), text);
  writeFileAtomic(join(dir, 'report.html'), await buildHtml(tally, manifest));
  writeFileAtomic(join(dir, 'manifest.json'), manifestJson(manifest));
}

/** Starts a fresh checkpoint: the manifest so far and an empty games.partial.csv. */
export function startCheckpoint(dir: string, manifest: Manifest): void {
  makeDir(dir);
  writeFileAtomic(join(dir, CHECKPOINT_FILE), manifestJson(manifest));
  writeFileAtomic(join(dir, PARTIAL_FILE), partialHeader(manifest.match !== undefined));
}

export function writeCheckpoint(dir: string, manifest: Manifest): void {
  writeFileAtomic(join(dir, CHECKPOINT_FILE), manifestJson(manifest));
}

/** Appends finished games' games.csv rows (no header: it is written at the start) to games.partial.csv. */
export function appendPartial(dir: string, rows: string): void {
  appendChecked(join(dir, PARTIAL_FILE), rows);
}

function makeDir(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new WriteFailure(dir, '', `could not create the folder: ${reasonOf(err)}`);
  }
}

export function hasCheckpoint(dir: string): boolean {
  return existsSync(join(dir, CHECKPOINT_FILE));
}

export function readCheckpoint(dir: string): Manifest {
  return readManifest(dir, CHECKPOINT_FILE);
}

/**
 * Hands each game of a checkpoint to `each`, in the order they were appended (a game may repeat if a
 * run was killed between appending and recording a batch elsewhere; the caller keeps the first). A
 * last row cut off mid-write (the run was killed) is dropped from the file too, so rows appended after
 * it start on a line of their own. A row whose checksum fails goes to `onDamaged` and its game is
 * not trusted.
 */
export async function readPartial(
  dir: string,
  each: (r: GameRecord) => void,
  onDamaged?: (line: number, why: string) => void,
  match = false,
): Promise<void> {
  const file = join(dir, PARTIAL_FILE);
  if (existsSync(file) && !statSync(file).isFile())
    throw new GamesFileError(`${file}: is not a file (expected the checkpoint's rows of finished games)`);
  const whole = existsSync(file) ? wholeLines(file) : 0;
  if (whole === 0) {
    writeFileAtomic(file, partialHeader(match)); // gone, or killed before even the header was complete
    return;
  }
  if (whole < statSync(file).size) truncateSync(file, whole);
  const reader = new GamesReader(file, true, onDamaged);
  for (let r = await reader.next(); r !== undefined; r = await reader.next()) each(r);
}

/** The byte length of a file up to its last line break (0 if it has none). */
function wholeLines(file: string): number {
  const fd = openSync(file, 'r');
  try {
    return endOfLastLine(fd);
  } finally {
    closeSync(fd);
  }
}

export function clearCheckpoint(dir: string): void {
  rmSync(join(dir, CHECKPOINT_FILE), { force: true });
  rmSync(join(dir, PARTIAL_FILE), { force: true });
}
