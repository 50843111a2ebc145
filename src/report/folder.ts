// A run folder on disk: the report files, and while a run is going its checkpoint: checkpoint.json (the
// run's manifest so far) and games.partial.csv (games.csv rows appended batch by batch, in completion
// order, so even a killed run keeps what it finished). A finished run removes both.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GameRecord } from '../harness/types.js';
import { gamesCsv, runCsvs } from './csv.js';
import { parseGamesCsv } from './games-read.js';
import { buildHtml } from './html.js';
import { type Manifest, manifestJson, readManifest } from './manifest.js';

export const PARTIAL_FILE = 'games.partial.csv';
export const CHECKPOINT_FILE = 'checkpoint.json';

export interface DeckListing {
  name: string;
  cards: string[];
}

/** Writes every report of a run folder: the CSVs, manifest.json and report.html. */
export async function writeReports(dir: string, records: GameRecord[], deckLists: DeckListing[], manifest: Manifest): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const [file, text] of runCsvs(records, deckLists)) writeFileSync(join(dir, file), text);
  writeFileSync(join(dir, 'manifest.json'), manifestJson(manifest));
  writeFileSync(join(dir, 'report.html'), await buildHtml(records, manifest));
}

/** Starts a fresh checkpoint: the manifest so far and an empty games.partial.csv. */
export function startCheckpoint(dir: string, manifest: Manifest): void {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, CHECKPOINT_FILE), manifestJson(manifest));
  writeFileSync(join(dir, PARTIAL_FILE), gamesCsv([]));
}

export function writeCheckpoint(dir: string, manifest: Manifest): void {
  writeFileSync(join(dir, CHECKPOINT_FILE), manifestJson(manifest));
}

/** Appends finished games' games.csv rows (no header: it is written at the start) to games.partial.csv. */
export function appendPartial(dir: string, rows: string): void {
  appendFileSync(join(dir, PARTIAL_FILE), rows);
}

export function hasCheckpoint(dir: string): boolean {
  return existsSync(join(dir, CHECKPOINT_FILE));
}

export function readCheckpoint(dir: string): Manifest {
  return readManifest(dir, CHECKPOINT_FILE);
}

/**
 * The games a checkpoint holds. A last row cut off mid-write (the run was killed) is dropped from the
 * file too, so rows appended after it start on a line of their own.
 */
export function readPartial(dir: string): GameRecord[] {
  const file = join(dir, PARTIAL_FILE);
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const whole = text.lastIndexOf('\n') + 1;
  if (whole === 0) {
    writeFileSync(file, gamesCsv([])); // gone, or killed before even the header was complete
    return [];
  }
  if (whole < text.length) truncateSync(file, Buffer.byteLength(text.slice(0, whole)));
  const byIndex = new Map<number, GameRecord>();
  for (const r of parseGamesCsv(text, file, true)) byIndex.set(r.gameIndex, r);
  return [...byIndex.values()];
}

export function clearCheckpoint(dir: string): void {
  rmSync(join(dir, CHECKPOINT_FILE), { force: true });
  rmSync(join(dir, PARTIAL_FILE), { force: true });
}
