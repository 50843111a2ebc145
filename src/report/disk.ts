// Every write of a run folder goes through here. Writes are checked (a short write is continued, a
// failed one is a WriteFailure naming the file), and a report file is written to a temporary name,
// flushed and renamed, so it is either whole or absent: a full disk never leaves a cut-off report.
import { closeSync, fstatSync, fsyncSync, ftruncateSync, openSync, renameSync, rmSync, writeSync } from 'node:fs';
import { basename } from 'node:path';

/** A write that failed (disk full, permissions, read-only file system); the message names the file. */
export class WriteFailure extends Error {
  constructor(
    readonly file: string,
    readonly code: string,
    detail: string,
  ) {
    super(`cannot write ${file}: ${detail}`);
    this.name = 'WriteFailure';
  }
}

const REASONS: Record<string, string> = {
  ENOSPC: 'no space left on device',
  EDQUOT: 'disk quota exceeded',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  EIO: 'input/output error',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is not a folder',
  ENOENT: 'its folder does not exist',
  EFBIG: 'file too large',
};

/** A readable reason for a file system error code, e.g. "no space left on device (ENOSPC)". */
export function reasonOf(err: unknown): string {
  const code = codeOf(err);
  const known = REASONS[code];
  if (known !== undefined) return `${known} (${code})`;
  return err instanceof Error ? err.message : String(err);
}

export function codeOf(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
}

function failure(file: string, err: unknown): WriteFailure {
  return err instanceof WriteFailure ? err : new WriteFailure(file, codeOf(err), reasonOf(err));
}

/**
 * Tests make writes fail: `fault(file)` names an error code (ENOSPC, EACCES...) to fail writes to that
 * file (its final name) with, after half of the first failing write went through as a short write.
 */
let fault: ((file: string) => string | undefined) | undefined;

export function injectWriteFault(f: ((file: string) => string | undefined) | undefined): void {
  fault = f;
}

/** Writes all of `data` at the file's position, continuing short writes; a write of nothing is ENOSPC. */
function writeAll(fd: number, data: Buffer, file: string): void {
  const code = fault?.(file);
  let at = 0;
  if (code !== undefined) {
    writeSync(fd, data, 0, data.length >> 1);
    throw Object.assign(new Error(code), { code });
  }
  while (at < data.length) {
    const n = writeSync(fd, data, at, data.length - at);
    if (n <= 0) throw Object.assign(new Error('ENOSPC'), { code: 'ENOSPC' });
    at += n;
  }
}

/** A file written in pieces under a temporary name; commit() flushes it and gives it its name. */
export class AtomicFile {
  private readonly tmp: string;
  private fd: number;
  private open = true;

  constructor(readonly file: string) {
    this.tmp = tmpName(file);
    try {
      this.fd = openSync(this.tmp, 'w');
    } catch (err) {
      throw failure(file, err);
    }
  }

  write(text: string): void {
    try {
      writeAll(this.fd, Buffer.from(text, 'utf8'), this.file);
    } catch (err) {
      this.abort();
      throw failure(this.file, err);
    }
  }

  commit(): void {
    try {
      fsyncSync(this.fd);
      closeSync(this.fd);
      this.open = false;
      renameSync(this.tmp, this.file);
    } catch (err) {
      this.abort();
      throw failure(this.file, err);
    }
  }

  /** Drops the temporary file; the file's old content, if any, stays. */
  abort(): void {
    if (this.open) {
      this.open = false;
      try {
        closeSync(this.fd);
      } catch {
        /* already failing */
      }
    }
    rmSync(this.tmp, { force: true });
  }
}

/** The temporary name a file is written under: hidden, in the same folder (rename stays on one disk). */
export function tmpName(file: string): string {
  const name = basename(file);
  return file.slice(0, file.length - name.length) + `.${name}.${process.pid}.tmp`;
}

/** Writes a whole file atomically. */
export function writeFileAtomic(file: string, text: string): void {
  const f = new AtomicFile(file);
  f.write(text);
  f.commit();
}

/**
 * Appends to a file. A failed append is cut back to the file's old length, so no torn line is left
 * in the middle of a file that later appends would continue.
 */
export function appendChecked(file: string, text: string): void {
  let fd: number;
  try {
    fd = openSync(file, 'a');
  } catch (err) {
    throw failure(file, err);
  }
  let size = -1;
  try {
    size = fstatSync(fd).size;
    writeAll(fd, Buffer.from(text, 'utf8'), file);
  } catch (err) {
    if (size >= 0)
      try {
        ftruncateSync(fd, size);
      } catch {
        /* a torn last line is dropped on resume */
      }
    throw failure(file, err);
  } finally {
    closeSync(fd);
  }
}
