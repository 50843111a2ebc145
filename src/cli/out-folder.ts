// An output folder holds one run. While a run (or merge) writes it, a lock file names the process, so
// a second one is refused instead of mixing its files in; a new run into a folder that holds an older
// one is refused unless told to replace it, and then the old run's files go first, all of them.
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { hostname } from 'node:os';
import { dirname, join } from 'node:path';
import { AGENTS_MANIFEST, COMPARE_MANIFEST } from '../report/compare-manifest.js';
import { CHECKPOINT_FILE, PARTIAL_FILE } from '../report/folder.js';
import { codeOf, reasonOf } from '../report/disk.js';
import { UsageError } from './errors.js';
import { alive } from './stop-signals.js';

export const LOCK_FILE = 'playtest.lock';

/** Every file a run writes into its folder, and compare's and compare-agents' (a run replacing them removes all). */
export const RUN_FILES = [
  'games.csv',
  'decks.csv',
  'matchups.csv',
  'cards.csv',
  'loops.csv',
  'mulligans.csv',
  'mana.csv',
  'mana-cards.csv',
  'matches.csv',
  'plans.txt',
  'report.html',
  'manifest.json',
  'regressions.csv',
  CHECKPOINT_FILE,
  PARTIAL_FILE,
  'compare.csv',
  'differences.csv',
  COMPARE_MANIFEST,
  'compare-agents.csv',
  AGENTS_MANIFEST,
  'goldfish.csv',
  'goldfish-turns.csv',
  'lands.csv',
];

interface LockInfo {
  pid: number;
  host: string;
  since: string;
  command: string;
}

/** The lock of a folder being written; release() removes it. */
export interface Claim {
  release(): void;
}

/**
 * Makes `dir` if needed and locks it for this process. `what` names the option for messages
 * ("--out", "--resume"). A folder another live process has locked is refused; a lock left by a
 * process that no longer runs on this machine is taken over.
 */
export function claimFolder(dir: string, what: string, command: string): Claim {
  if (existsSync(dir) && !statSync(dir).isDirectory())
    throw new UsageError(`${what} ${dir}: is a file, expected a folder`);
  try {
    mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new UsageError(`${what} ${dir}: cannot create the folder: ${reasonOf(mkdirError(dir, err))}`);
  }
  const lock = join(dir, LOCK_FILE);
  const mine: LockInfo = { pid: process.pid, host: hostname(), since: new Date().toISOString(), command };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(lock, 'wx');
      try {
        writeSync(fd, JSON.stringify(mine) + '\n');
      } finally {
        closeSync(fd);
      }
      return {
        release: () => {
          try {
            rmSync(lock, { force: true });
          } catch {
            /* a lock left behind is taken over once this process is gone */
          }
        },
      };
    } catch (err) {
      if (codeOf(err) !== 'EEXIST') throw new UsageError(`${what} ${dir}: cannot write there: ${reasonOf(err)}`);
    }
    const holder = readLock(lock);
    if (attempt === 0 && holder !== undefined && holder.host === mine.host && !alive(holder.pid)) {
      rmSync(lock, { force: true }); // left by a run that was killed outright
      continue;
    }
    const who =
      holder === undefined
        ? 'another playtest'
        : `playtest ${holder.command} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`;
    throw new UsageError(
      `${what} ${dir}: the folder is being written by ${who}; wait for it to end, or if it no longer runs, delete ${lock}`,
    );
  }
}

/** A recursive mkdir can report ENOENT where its last step met EROFS or EACCES: ask that step itself. */
function mkdirError(dir: string, err: unknown): unknown {
  if (codeOf(err) !== 'ENOENT' || !existsSync(dirname(dir))) return err;
  try {
    mkdirSync(dir);
    return err;
  } catch (again) {
    return again;
  }
}

function readLock(file: string): LockInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(file, 'utf8')) as LockInfo;
    return typeof info.pid === 'number' && typeof info.host === 'string' ? info : undefined;
  } catch {
    return undefined;
  }
}

/** The run files `dir` holds (a run's reports or checkpoint), in RUN_FILES order. */
export function runFilesIn(dir: string): string[] {
  return RUN_FILES.filter((f) => existsSync(join(dir, f)));
}

/** What the folder holds, for a message: "a complete run of 600 games" or "an unfinished run". */
export function describeRun(dir: string): string {
  if (existsSync(join(dir, CHECKPOINT_FILE))) return 'an unfinished run (checkpoint.json)';
  for (const [file, command] of [
    [COMPARE_MANIFEST, 'compare'],
    [AGENTS_MANIFEST, 'compare-agents'],
  ])
    if (existsSync(join(dir, file)) && !existsSync(join(dir, 'manifest.json')))
      return `the reports of playtest ${command} (${runFilesIn(dir).join(', ')})`;
  try {
    const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')) as {
      status?: string;
      totalGames?: number;
      timings?: { startedAt?: string };
    };
    return `a run (manifest.json: ${m.status}, ${m.totalGames} games, started ${m.timings?.startedAt})`;
  } catch {
    return `the files of a run (${runFilesIn(dir).join(', ')})`;
  }
}

/** Removes every file of the run in `dir` (and temporary files of its writes); other files stay. */
export function clearRun(dir: string, what: string): void {
  for (const f of runFilesIn(dir)) {
    const path = join(dir, f);
    if (statSync(path).isDirectory())
      throw new UsageError(`${what} ${dir}: ${f} is a folder; expected the run's file (remove it yourself)`);
    rmSync(path);
  }
  for (const f of readdirSync(dir)) if (/^\..+\.\d+\.tmp$/.test(f)) rmSync(join(dir, f), { force: true });
}
