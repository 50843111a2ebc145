// Interrupt and resume, end to end: the built CLI (bin/playtest.js) is stopped with SIGTERM mid-run,
// writes what it finished and a checkpoint, and `--resume` then gives the CSVs of an uninterrupted run.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './cli-run.js';

const ROOT = join(__dirname, '..');
const CSVS = ['games.csv', 'matchups.csv', 'cards.csv', 'loops.csv', 'mulligans.csv', 'mana.csv', 'mana-cards.csv'];
const DECKS = ['red-burn', 'green-stompy', 'black-removal'].map((d) => join(ROOT, 'decks', `${d}.txt`));
// Random agents: the runs must be long enough to be stopped mid-run, and cheap.
const RUN = ['run', ...DECKS, '--games', '200', '--seed', '4', '--agent', 'random'];

const tmp = () => mkdtempSync(join(tmpdir(), 'playtest-resume-'));
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const lines = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').length - 2 : 0);

/** Runs the CLI in a child process and sends SIGTERM once `ready` holds; resolves with its exit code and stderr. */
function runAndStop(
  args: string[],
  ready: () => boolean,
  signal: NodeJS.Signals = 'SIGTERM',
): Promise<{ code: number | null; err: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin', 'playtest.js'), ...args], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => void (err += d));
    const poll = setInterval(() => {
      if (ready()) {
        clearInterval(poll);
        child.kill(signal);
      }
    }, 5);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(poll);
      resolve({ code, err });
    });
  });
}

describe('interrupt and resume', () => {
  it('SIGTERM keeps the finished games and a checkpoint; --resume ends with the CSVs of an uninterrupted run', async () => {
    const whole = tmp();
    expect((await cli(...RUN, '--workers', '1', '--out', whole)).code).toBe(0);

    const dir = tmp();
    const partial = join(dir, 'games.partial.csv');
    const stopped = await runAndStop([...RUN, '--workers', '1', '--out', dir], () => lines(partial) >= 1);
    expect(stopped.err).toMatch(
      /interrupted \(SIGTERM\): \d+ of 600 games finished and saved in .*; continue with: playtest run --resume /,
    );
    expect(stopped.code).toBe(143);
    expect(existsSync(join(dir, 'checkpoint.json'))).toBe(true);
    const done = read(dir, 'games.csv').trim().split('\n').length - 1;
    expect(done).toBeGreaterThan(0);
    expect(done).toBeLessThan(600);
    expect(JSON.parse(read(dir, 'manifest.json')).status).toBe('interrupted');

    const resumed = await cli('run', '--resume', dir, '--workers', '2');
    expect(resumed.err).toBe('');
    expect(resumed.code).toBe(0);
    for (const f of CSVS) expect(read(dir, f), f).toBe(read(whole, f));
    expect(existsSync(join(dir, 'checkpoint.json')) || existsSync(partial)).toBe(false);
    const m = JSON.parse(read(dir, 'manifest.json'));
    expect(m).toMatchObject({ status: 'complete', totalGames: 600, workers: 2, resumes: 1 });
    // Each part timed: the interrupted one and the resume; together they played every game once.
    expect(m.parts.map((p: { status: string; workers: number }) => [p.status, p.workers])).toEqual([
      ['interrupted', 1],
      ['complete', 2],
    ]);
    expect(m.parts[0].games + m.parts[1].games).toBe(600);
    expect(m.timings.wallMs).toBe(m.parts[0].wallMs + m.parts[1].wallMs);
    expect((await cli('run', '--resume', dir)).out).toContain('the run is complete; nothing to resume');
  });

  it('resumes a run killed outright, whose last row was cut off mid-write', async () => {
    const whole = tmp();
    const args = ['run', ...DECKS, '--agent', 'random', '--games', '900', '--seed', '4', '--shard', '2/3'];
    expect((await cli(...args, '--workers', '0', '--out', whole)).code).toBe(0);
    const dir = tmp();
    const stopped = await runAndStop(
      [...args, '--workers', '0', '--out', dir],
      () => lines(join(dir, 'games.partial.csv')) >= 1,
    );
    expect(stopped.code).toBe(143);
    // What SIGKILL during an append would leave: a torn last line and no final reports.
    const { appendFileSync, rmSync } = await import('node:fs');
    appendFileSync(join(dir, 'games.partial.csv'), '17,123,red-bu');
    rmSync(join(dir, 'games.csv'));
    expect((await cli('run', '--resume', dir, '--workers', '1')).code).toBe(0);
    for (const f of CSVS) expect(read(dir, f), f).toBe(read(whole, f));
  });

  it('resumes a run killed with SIGKILL: its lock is left behind and taken over, its checkpoint is enough', async () => {
    const whole = tmp();
    const args = ['run', ...DECKS, '--agent', 'random', '--games', '300', '--seed', '6'];
    expect((await cli(...args, '--workers', '0', '--out', whole)).code).toBe(0);
    const dir = tmp();
    const killed = await runAndStop(
      [...args, '--workers', '0', '--out', dir],
      () => lines(join(dir, 'games.partial.csv')) >= 1,
      'SIGKILL',
    );
    expect(killed.code).toBe(null);
    expect(existsSync(join(dir, 'playtest.lock'))).toBe(true);
    expect((await cli(...args, '--workers', '0', '--out', dir)).code).toBe(2); // holds an unfinished run
    const resumed = await cli('run', '--resume', dir, '--workers', '1');
    expect(resumed.code).toBe(0);
    for (const f of CSVS) expect(read(dir, f), f).toBe(read(whole, f));
    expect(existsSync(join(dir, 'playtest.lock'))).toBe(false);
  });
});
