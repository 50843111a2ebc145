// A failed write (full disk, permissions) at any file of a run folder: the run stops with exit 3 and a
// message naming the file, leaves no cut-off report, keeps its checkpoint, and --resume finishes it
// with the CSVs of a run that never failed. Faults are injected; a real full disk (a small tmpfs) is
// used too where the machine lets the test mount one.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { injectWriteFault } from '../src/report/disk.js';
import { cli } from './cli-run.js';
import { CSVS, DECKS, RUN, referenceRun } from './fault-run.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'playtest-wfail-'));
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');

/** Fails the n-th write (1-based) to the file named `name`, and every one after it, with `code`. */
function failNth(name: string, n: number, code = 'ENOSPC'): void {
  let count = 0;
  injectWriteFault((file) => (basename(file) === name && ++count >= n ? code : undefined));
}

const referenceDir = referenceRun('playtest-wfail-ref-');

afterEach(() => injectWriteFault(undefined));

describe('a failed write', () => {
  // The files in the order a run writes them; games.partial.csv fails on its third write (two batches in).
  const cases: [string, number][] = [
    ['checkpoint.json', 1],
    ['games.partial.csv', 3],
    ['games.csv', 1],
    ['matchups.csv', 1],
    ['cards.csv', 1],
    ['loops.csv', 1],
    ['mulligans.csv', 1],
    ['report.html', 1],
    ['manifest.json', 1],
  ];
  for (const [file, nth] of cases) {
    it(`at ${file}: exit 3, no cut-off file, checkpoint kept, --resume finishes the run`, async () => {
      const whole = await referenceDir();
      const dir = tmp();
      failNth(file, nth);
      const failed = await cli(...RUN, '--out', dir);
      injectWriteFault(undefined);
      expect(failed.code).toBe(3);
      expect(failed.err).toContain(`error: cannot write ${join(dir, file)}: no space left on device (ENOSPC)`);
      expect(failed.err).not.toMatch(/\n\s+at /);
      expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      if (file === 'checkpoint.json') {
        expect(failed.err).toContain('nothing was played');
        return;
      }
      expect(failed.err).toContain(`continue with: playtest run --resume ${dir}`);
      expect(existsSync(join(dir, 'checkpoint.json'))).toBe(true);
      // The reports written before the failure are whole; the failed one and those after it are absent.
      expect(existsSync(join(dir, file)) && file !== 'games.partial.csv').toBe(false);
      expect(existsSync(join(dir, 'manifest.json'))).toBe(false);
      const resumed = await cli('run', '--resume', dir, '--workers', '0');
      expect(resumed.code).toBe(0);
      for (const f of CSVS) expect(read(dir, f), f).toBe(read(whole, f));
      expect(existsSync(join(dir, 'checkpoint.json'))).toBe(false);
    });
  }

  it('in merge or report: exit 3, and the file keeps its old content or is absent', async () => {
    const s1 = tmp();
    const s2 = tmp();
    expect((await cli(...RUN, '--shard', '1/2', '--out', s1)).code).toBe(0);
    expect((await cli(...RUN, '--shard', '2/2', '--out', s2)).code).toBe(0);
    const out = tmp();
    failNth('games.csv', 1);
    const merge = await cli('merge', s1, s2, '--out', out);
    expect(merge.code).toBe(3);
    expect(merge.err).toContain(`cannot write ${join(out, 'games.csv')}: no space left on device`);
    expect(readdirSync(out)).toEqual([]); // nothing cut off, and the lock released
    const html = read(s1, 'report.html');
    failNth('report.html', 1);
    const report = await cli('report', s1);
    expect(report.code).toBe(3);
    expect(read(s1, 'report.html')).toBe(html);
    injectWriteFault(undefined);
    expect((await cli('merge', s1, s2, '--out', out)).code).toBe(0);
    for (const f of CSVS) expect(read(out, f), f).toBe(read(await referenceDir(), f));
  });

  it('for lack of permission says so, with exit 3', async () => {
    const dir = tmp();
    failNth('games.csv', 1, 'EACCES');
    const failed = await cli(...RUN, '--out', dir);
    expect(failed.code).toBe(3);
    expect(failed.err).toContain(`cannot write ${join(dir, 'games.csv')}: permission denied (EACCES)`);
  });
});

/** Mounts a tmpfs of `size` at a new folder; undefined where the machine doesn't allow it (not root, a container). */
function mountTmpfs(options: string): string | undefined {
  const dir = tmp();
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', options, 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
}

const root = process.platform === 'linux' && process.getuid?.() === 0;
const disk = root ? mountTmpfs('size=1m') : undefined;
const readOnly = root ? mountTmpfs('ro,size=64k') : undefined;

describe.skipIf(disk === undefined)('a real full disk (a 1 MB tmpfs; skipped unless the test can mount one)', () => {
  afterAll(() => {
    for (const d of [disk, readOnly]) if (d !== undefined) execFileSync('umount', [d]);
  });

  it('stops the run with exit 3 and --resume finishes it once space is freed', async () => {
    const mnt = disk as string;
    const args = ['run', ...DECKS, '--games', '600', '--seed', '5', '--workers', '0', '--agent', 'random'];
    const whole = tmp();
    expect((await cli(...args, '--out', whole)).code).toBe(0);
    // Leave room for the checkpoint (about the size of games.csv) but not for the final reports too.
    const free = () => {
      const s = statfsSync(mnt);
      return s.bavail * s.bsize;
    };
    const room = readFileSync(join(whole, 'games.csv')).length + 96 * 1024;
    writeFileSync(join(mnt, 'filler'), Buffer.alloc(Math.max(0, free() - room)));
    const dir = join(mnt, 'run');
    mkdirSync(dir);
    const failed = await cli(...args, '--out', dir);
    expect(failed.code).toBe(3);
    expect(failed.err).toMatch(/cannot write .*: no space left on device \(ENOSPC\)/);
    expect(existsSync(join(dir, 'checkpoint.json'))).toBe(true);
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    if (existsSync(join(dir, 'games.csv'))) expect(read(dir, 'games.csv')).toBe(read(whole, 'games.csv'));
    rmSync(join(mnt, 'filler'));
    expect((await cli('run', '--resume', dir, '--workers', '0')).code).toBe(0);
    for (const f of CSVS) expect(read(dir, f), f).toBe(read(whole, f));
  });

  it.skipIf(readOnly === undefined)(
    '--out on a read-only file system (even for root): exit 2 before any game',
    async () => {
      const r = await cli(...RUN, '--out', readOnly as string);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`--out ${readOnly}: cannot write there: read-only file system (EROFS)`);
      const sub = await cli(...RUN, '--out', join(readOnly as string, 'sub'));
      expect(sub.code).toBe(2);
      expect(sub.err).toContain('cannot create the folder: read-only file system (EROFS)');
    },
  );
});
