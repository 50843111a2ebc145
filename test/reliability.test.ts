// What happens when things go wrong (docs/failures.md): damaged checkpoints, folders that are files or hold
// another run, two runs at once, merge into its own input, out-of-range sizes, card files nested too
// deep. Each is a message and exit 2, never a stack trace, and nothing is lost or mixed.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { RUN_FILES } from '../src/cli/out-folder.js';
import { threadsFor } from '../src/harness/run.js';
import { injectWriteFault } from '../src/report/disk.js';
import { identityDifference, readManifest } from '../src/report/manifest.js';
import { cli } from './cli-run.js';
import { CSVS, DECKS, RUN, referenceRun } from './fault-run.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'playtest-rel-'));
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const noStack = (err: string) => expect(err).not.toMatch(/\n\s+at /);

const referenceDir = referenceRun('playtest-rel-ref-');

/** A folder holding a checkpoint of every game and no reports: a run whose games.csv could not be written. */
async function checkpointed(): Promise<string> {
  const dir = tmp();
  injectWriteFault((file) => (file.endsWith('games.csv') ? 'ENOSPC' : undefined));
  expect((await cli(...RUN, '--out', dir)).code).toBe(3);
  injectWriteFault(undefined);
  return dir;
}

afterEach(() => injectWriteFault(undefined));

describe('--resume refuses what it cannot trust', () => {
  const damage: [string, (text: string) => string, RegExp][] = [
    ['garbage', () => '\u0000\u00ff garbage {', /checkpoint\.json: not valid JSON .*the file is damaged/],
    ['half-written', (t) => t.slice(0, t.length >> 1), /checkpoint\.json: not valid JSON/],
    [
      'valid JSON with fields missing',
      (t) =>
        JSON.stringify({ ...JSON.parse(t), seed: undefined, inputs: { ...JSON.parse(t).inputs, decks: undefined } }),
      /checkpoint\.json: damaged: inputs\.decks: expected a list, got nothing \(the field is missing\)/,
    ],
    [
      'a field of the wrong kind',
      (t) => JSON.stringify({ ...JSON.parse(t), games: -3 }),
      /checkpoint\.json: damaged: games: expected a whole number of 1 or more, got -3/,
    ],
    [
      'a run size that does not add up',
      (t) => JSON.stringify({ ...JSON.parse(t), runGames: 7 }),
      /runGames is 7, but its decks and games make 40/,
    ],
  ];
  for (const [what, change, message] of damage) {
    it(`a checkpoint.json that is ${what}: exit 2 and a message`, async () => {
      const dir = await checkpointed();
      writeFileSync(join(dir, 'checkpoint.json'), change(read(dir, 'checkpoint.json')));
      const r = await cli('run', '--resume', dir, '--workers', '0');
      expect(r.code).toBe(2);
      expect(r.err).toMatch(message);
      expect(r.err).toContain(`--resume ${dir}`);
      noStack(r.err);
    });
  }

  it('a run whose checkpoint was deleted is not "complete": exit 2', async () => {
    const dir = tmp();
    expect((await cli(...RUN, '--out', dir)).code).toBe(0);
    // What SIGTERM leaves (manifest.json "interrupted"), with checkpoint.json deleted afterwards.
    const m = JSON.parse(read(dir, 'manifest.json'));
    writeFileSync(join(dir, 'manifest.json'), JSON.stringify({ ...m, status: 'interrupted', totalGames: 12 }));
    const r = await cli('run', '--resume', dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain(
      'manifest.json says the run is interrupted (12 of 40 games) but its checkpoint (checkpoint.json) is gone',
    );
  });

  it('games.partial.csv that is a folder: exit 2', async () => {
    const dir = await checkpointed();
    rmSync(join(dir, 'games.partial.csv'));
    mkdirSync(join(dir, 'games.partial.csv'));
    const r = await cli('run', '--resume', dir, '--workers', '0');
    expect(r.code).toBe(2);
    expect(r.err).toContain(`${join(dir, 'games.partial.csv')}: is not a file`);
    noStack(r.err);
  });

  it('a damaged checkpoint row fails its checksum: its game is played again, not trusted', async () => {
    const whole = await referenceDir();
    const dir = await checkpointed();
    const lines = read(dir, 'games.partial.csv').split('\n');
    expect(lines[0].endsWith(',row_check')).toBe(true);
    // A changed digit that still parses: the turn count of the row's game.
    const fields = lines[3].split(',');
    fields[9] = String(Number(fields[9]) + 1);
    lines[3] = fields.join(',');
    writeFileSync(join(dir, 'games.partial.csv'), lines.join('\n'));
    const r = await cli('run', '--resume', dir, '--workers', '0');
    expect(r.err).toMatch(/1 damaged row\(s\) \(line 4\) fail their checksum; their games are played again/);
    expect(r.code).toBe(0);
    for (const f of CSVS) expect(read(dir, f), f).toBe(read(whole, f));
    expect(readManifest(dir)).toMatchObject({ status: 'complete', resumes: 1 });
  });
});

describe('an output folder holds one run', () => {
  it('--out naming a file: exit 2', async () => {
    const file = join(tmp(), 'a-file');
    writeFileSync(file, 'x');
    const r = await cli(...RUN, '--out', file);
    expect(r.code).toBe(2);
    expect(r.err).toContain(`--out ${file}: is a file, expected a folder`);
    const under = await cli(...RUN, '--out', join(file, 'sub'));
    expect(under.code).toBe(2);
    expect(under.err).toContain('cannot create the folder');
  });

  it.skipIf(process.getuid?.() === 0)(
    '--out naming a read-only folder: exit 2 (skipped as root, who may write anywhere)',
    async () => {
      const dir = tmp();
      spawnSync('chmod', ['555', dir]);
      const r = await cli(...RUN, '--out', dir);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`--out ${dir}: cannot write there: permission denied`);
    },
  );

  it('every file a run writes is a run file: --force clears it, and a folder holding it is a run', async () => {
    const files = readdirSync(await referenceDir());
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) expect(RUN_FILES, f).toContain(f);
  });

  it('a new run into a folder with an older run is refused; --force replaces it whole, so a failed new run leaves nothing of the old', async () => {
    const dir = tmp();
    expect((await cli(...RUN, '--out', dir)).code).toBe(0);
    const before = read(dir, 'games.csv');
    const again = await cli(...RUN.slice(0, -4), '--seed', '9', '--workers', '0', '--out', dir);
    expect(again.code).toBe(2);
    expect(again.err).toMatch(
      /already holds a run \(manifest\.json: complete, 40 games, started .*\); pass --force to replace it/,
    );
    expect(read(dir, 'games.csv')).toBe(before);

    injectWriteFault((file) => (file.endsWith('games.csv') ? 'ENOSPC' : undefined));
    const forced = await cli(...RUN.slice(0, -4), '--seed', '9', '--workers', '0', '--out', dir, '--force');
    injectWriteFault(undefined);
    expect(forced.code).toBe(3);
    expect(forced.err).toContain(`note: replacing a run (manifest.json: complete`);
    for (const f of CSVS) expect(existsSync(join(dir, f)), f).toBe(false);
    expect(existsSync(join(dir, 'manifest.json'))).toBe(false);
    const report = await cli('report', dir);
    expect(report.code).toBe(2);
    expect((await cli('run', '--resume', dir, '--workers', '0')).code).toBe(0);
    expect(readManifest(dir).seed).toBe(9);
  });

  it('a second run into a folder being written is refused; a lock left by a dead process is taken over', async () => {
    const dir = tmp();
    // Random games, enough to be still running when the second run starts (greedy ones cost 15 s here).
    const first = cli('run', ...DECKS, '--games', '1000', '--agent', 'random', '--workers', '0', '--out', dir);
    for (let i = 0; i < 2000 && !existsSync(join(dir, 'playtest.lock')); i++)
      await new Promise((r) => setTimeout(r, 2));
    const second = await cli(...RUN, '--out', dir);
    expect(second.code).toBe(2);
    expect(second.err).toContain(
      `--out ${dir}: the folder is being written by playtest run (pid ${process.pid} on ${hostname()}`,
    );
    const merge = await cli('merge', tmp(), '--out', dir);
    expect(merge.code).toBe(2);
    expect((await first).code).toBe(0);
    expect(existsSync(join(dir, 'playtest.lock'))).toBe(false);

    const dead = spawnSync(process.execPath, ['-e', '']).pid as number;
    const other = tmp();
    writeFileSync(
      join(other, 'playtest.lock'),
      JSON.stringify({ pid: dead, host: hostname(), since: '', command: 'run' }),
    );
    expect((await cli(...RUN, '--out', other)).code).toBe(0);
  });

  it('merge --out may not be one of its inputs', async () => {
    const s1 = tmp();
    const s2 = tmp();
    expect((await cli(...RUN, '--shard', '1/2', '--out', s1)).code).toBe(0);
    expect((await cli(...RUN, '--shard', '2/2', '--out', s2)).code).toBe(0);
    const before = read(s1, 'games.csv');
    const r = await cli('merge', s1, s2, '--out', join(s1, '.'));
    expect(r.code).toBe(2);
    expect(r.err).toContain('is one of the folders to merge');
    expect(read(s1, 'games.csv')).toBe(before);
    const out = tmp();
    expect((await cli('merge', s1, s2, '--out', out)).code).toBe(0);
    expect(read(out, 'games.csv')).toBe(read(await referenceDir(), 'games.csv'));
    expect((await cli('merge', s1, s2, '--out', out)).code).toBe(2); // it holds a run now
    expect((await cli('merge', s1, s2, '--out', out, '--force')).code).toBe(0);
  });

  it('merge names the deck that changed, in full', async () => {
    const s1 = tmp();
    const s2 = tmp();
    const changed = join(tmp(), 'red-burn.txt');
    copyFileSync(DECKS[0], changed);
    writeFileSync(changed, read(DECKS[0], '').replace(/^(\d+)/m, (n) => String(Number(n) - 1)) + '\n1 Mountain\n');
    expect((await cli(...RUN, '--shard', '1/2', '--out', s1)).code).toBe(0);
    expect(
      (
        await cli(
          'run',
          changed,
          DECKS[1],
          '--games',
          '40',
          '--seed',
          '3',
          '--workers',
          '0',
          '--shard',
          '2/2',
          '--out',
          s2,
        )
      ).code,
    ).toBe(0);
    const r = await cli('merge', s1, s2, '--out', tmp());
    expect(r.code).toBe(2);
    expect(r.err).toMatch(
      new RegExp(
        `deck red-burn differs \\(${DECKS[0]} vs ${changed}\\): entry 1 of its list is "\\d+ .+" vs "\\d+ .+"\\n`,
      ),
    );
    expect(identityDifference(readManifest(s1), readManifest(s1))).toBe('');
  });
});

describe('sizes and inputs out of range', () => {
  it('--games 1000000000: exit 2 with the limit', async () => {
    const r = await cli(...RUN.slice(0, 3), '--games', '1000000000', '--out', tmp());
    expect(r.code).toBe(2);
    expect(r.err).toContain('--games 1000000000: 1 pairing(s) of 1000000000 games make 1,000,000,000 games');
    expect(r.err).toContain('split the run with --shard');
    const huge = await cli(
      'run',
      ...DECKS,
      DECKS[0].replace('red-burn', 'black-removal'),
      '--games',
      '1000000000',
      '--shard',
      '1/1000',
      '--out',
      tmp(),
    );
    expect(huge.err).toContain('a run has at most 2,147,483,647');
  });

  it('card effects nested 10,000 deep: exit 2 naming the file and card', async () => {
    let effect = '{"op":"damage","amount":1,"to":"target:0"}';
    for (let i = 0; i < 10_000; i++) effect = `{"op":"sequence","effects":[${effect}]}`;
    const file = join(tmp(), 'deep.json');
    writeFileSync(
      file,
      `[{"name":"Deep","manaCost":"{R}","types":["Instant"],"abilities":[{"kind":"spell","effect":${effect}}]}]`,
    );
    for (const args of [['validate', DECKS[0]], RUN.slice(0, 3)]) {
      const r = await cli(...args, '--cards', file);
      expect(r.code).toBe(2);
      expect(r.err).toContain(`--cards ${file}: card "Deep": nesting too deep`);
      noStack(r.err);
    }
  });

  it('--workers never starts more threads than there are batches', async () => {
    expect(threadsFor(10, 64)).toBe(10);
    expect(threadsFor(3, 64)).toBe(3);
    expect(threadsFor(0, 8)).toBe(0);
    expect(threadsFor(100_000, 8)).toBe(8);
    expect(threadsFor(10, 64, 64)).toBe(1);
    const r = await cli('run', ...DECKS, '--games', '3', '--workers', '64', '--out', tmp());
    expect(r.code).toBe(0);
  });
});
