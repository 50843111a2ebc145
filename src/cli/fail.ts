// What the CLI prints and returns for an error that reached the top: a user or environment error is a
// message and exit 2 (3 for a failed write), never a stack trace; only a bug of ours shows its stack.
import { codeOf, reasonOf, WriteFailure } from '../report/disk.js';
import { EXIT_FAILURE, EXIT_USAGE, UsageError } from './errors.js';
import type { Io } from './io.js';

/** A report or checkpoint file could not be written (disk full, permissions): the checkpoint is kept. */
export const EXIT_WRITE_FAILED = 3;

/** Codes of a disk that can't take more: a write failure (exit 3) rather than bad input. */
const DISK_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EIO', 'EFBIG']);

export function exitFor(err: unknown, io: Io): number {
  if (err instanceof UsageError) {
    io.err(`error: ${err.message}\n`);
    return EXIT_USAGE;
  }
  if (err instanceof WriteFailure) {
    io.err(`error: ${err.message}\n`);
    return EXIT_WRITE_FAILED;
  }
  const sys = err as { code?: unknown; syscall?: unknown; path?: unknown };
  if (codeOf(err) !== '' && typeof sys.syscall === 'string') {
    // A file system error nobody turned into a message: name the file and the reason.
    const where = typeof sys.path === 'string' ? ` ${sys.path}` : '';
    io.err(`error: cannot ${sys.syscall}${where}: ${reasonOf(err)}\n`);
    return DISK_CODES.has(codeOf(err)) ? EXIT_WRITE_FAILED : EXIT_USAGE;
  }
  io.err(`error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  return EXIT_FAILURE;
}
