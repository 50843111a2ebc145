// A scheduler's stop reaches the run (issue 32): each command line that docs/scaling.md gives a scheduler
// (a Kubernetes pod's command, the Slurm batch script, a GitHub Actions step) is started as that scheduler
// starts it, sent SIGTERM as the scheduler sends it (to the first process) once some games are done, and must
// leave an interrupted run that `--resume` finishes to the CSVs of the uninterrupted run. Only the size and the
// pilot are changed (--games, random agents: the signal's path does not depend on them, and random games are
// cheap; /results to a temporary folder). A run started by npm stops when npm exits.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { cli } from './cli-run.js';
import { markedBlocks } from './doc-blocks.js';

const ROOT = join(__dirname, '..');
const GAMES = '16'; // per pairing: 351 pairings of the 27 decks; a shard of 1/8 plays 702 games, in several batches
const CSVS = ['games.csv', 'matchups.csv', 'cards.csv', 'loops.csv', 'mulligans.csv'];
const examples = markedBlocks('example');
const tmp = () => mkdtempSync(join(tmpdir(), 'playtest-signal-'));
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const rows = (file: string) => (existsSync(file) ? readFileSync(file, 'utf8').split('\n').length - 2 : 0);
const smaller = (line: string) =>
  line.includes('--agent ')
    ? line.replace(/--games \d+/, `--games ${GAMES}`).replace(/--agent \S+/g, '--agent random')
    : line.replace(/--games \d+/, `--games ${GAMES} --agent random`);

function yaml(name: string): any {
  return parseAllDocuments(examples.get(name)!.text)[0].toJS();
}

/** Waits for the child to exit; resolves with its exit code (or the signal that ended it) and stderr. */
function exited(child: ChildProcess): Promise<{ code: number | null; signal: string | null; err: string }> {
  let err = '';
  child.stderr?.on('data', (d) => void (err += d));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code, signal, err }));
  });
}

/** Sends `signal` to `target` once the run in `dir` has finished a batch. */
function stopWhenStarted(dir: string, target: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): void {
  const poll = setInterval(() => {
    if (rows(join(dir, 'games.partial.csv')) >= 1) {
      clearInterval(poll);
      target.kill(signal);
    }
  }, 5);
  target.on('exit', () => clearInterval(poll));
}

/** The run in `dir` was interrupted, keeps its checkpoint, and --resume finishes it to the CSVs of `whole`. */
async function expectResumable(dir: string, whole: string): Promise<void> {
  expect(JSON.parse(read(dir, 'manifest.json')).status).toBe('interrupted');
  expect(existsSync(join(dir, 'checkpoint.json'))).toBe(true);
  const resumed = await cli('run', '--resume', dir, '--workers', '0');
  expect(resumed.err).toBe('');
  expect(resumed.code).toBe(0);
  for (const f of CSVS) expect(read(dir, f), f).toBe(read(whole, f));
}

/** The uninterrupted run of shard `shard` of a documented line's decks, seed and agent, for comparison. */
async function wholeRun(shard: string, seed: string): Promise<string> {
  const out = tmp();
  const decks = readdirSync(join(ROOT, 'decks'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => `decks/${f}`);
  const r = await cli(
    'run',
    ...decks.map((d) => join(ROOT, d)),
    ...['--games', GAMES, '--seed', seed, '--agent', 'random', '--shard', shard, '--workers', '0', '--out', out],
  );
  expect(r.code, r.err).toBe(0);
  return out;
}

describe('a scheduler stopping a documented command line: SIGTERM to its first process', () => {
  let eighth: Promise<string> | undefined; // shard 1/8 of the Kubernetes and Slurm lines: the same run
  const wholeEighth = () => (eighth ??= wholeRun('1/8', '20240601'));

  it("Kubernetes: the pod runs sh -c; SIGTERM goes to the container's first process", async () => {
    const whole = await wholeEighth();

    const [container] = yaml('kubernetes-shards').spec.template.spec.containers;
    const results = tmp();
    const line = smaller(container.args[0]).replaceAll('/results', results);
    const pod = spawn(container.command[0], [container.command[1], line], {
      cwd: ROOT,
      env: { ...process.env, JOB_COMPLETION_INDEX: '0' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const dir = join(results, 'shard-0');
    stopWhenStarted(dir, pod);
    const k8s = await exited(pod);
    expect(k8s.err).toMatch(/interrupted \(SIGTERM\)/);
    expect(k8s.code).toBe(143);
    await expectResumable(dir, whole);
  });

  it('Slurm: scancel or the time limit signals the batch script', async () => {
    const whole = await wholeEighth();
    // The script as docs/scaling.md shows it (a test there checks it is the file), run as sbatch runs it.
    const slurmResults = tmp();
    const submit = examples.get('slurm-submit')!.text;
    const runArgs = /"\$results" \\\n\s*(.*)\)/.exec(submit)![1];
    const task = spawn(
      'bash',
      ['-c', `exec bash scripts/slurm/playtest-shard.sbatch "${slurmResults}" ${smaller(runArgs)}`],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          SLURM_ARRAY_TASK_ID: '1',
          SLURM_ARRAY_TASK_MIN: '1',
          SLURM_ARRAY_TASK_COUNT: '8',
          SLURM_CPUS_PER_TASK: '1',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    const slurmDir = join(slurmResults, 'shard-1');
    stopWhenStarted(slurmDir, task);
    const slurm = await exited(task);
    expect(slurm.code).toBe(143);
    await expectResumable(slurmDir, whole);
  });

  it('GitHub Actions (a cancelled workflow signals the step, which runs its script with bash -e)', async () => {
    const whole = await wholeRun('1/8', '1'); // the size only: shard 1 of 8 instead of 1 of 4
    const step = yaml('github-actions').jobs.shard.steps.find((s: any) => String(s.run).includes('playtest.js run'));
    const script = join(tmp(), 'step.sh');
    const out = tmp();
    // What the runner does with ${{ }} before bash sees it; the output folder made absolute.
    writeFileSync(
      script,
      smaller(step.run)
        .replaceAll('${{ matrix.shard }}/4', '1/8')
        .replaceAll('${{ matrix.shard }}', '1')
        .replace('--out shard-1', `--out ${out}`) + '\n',
    );
    const runner = spawn('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    stopWhenStarted(out, runner);
    const r = await exited(runner);
    expect(r.code).toBe(143);
    await expectResumable(out, whole);
  });
});

describe('a run started by npm (npx playtest, npm run) stops when npm exits without passing a signal on', () => {
  // npm exec runs `sh -c playtest ...`; a SIGTERM to npm ends npm (and here its shell) but not the run. Two
  // shapes: the shell dies with npm (the run's parent changes), or it survives (the run looks for npm itself).
  const RUN = ['red-burn', 'green-stompy', 'black-removal'].map((d) => join(ROOT, 'decks', `${d}.txt`));
  const ARGS = [...RUN, '--games', '300', '--seed', '3', '--agent', 'random', '--workers', '1'];
  const bin = join(ROOT, 'bin', 'playtest.js');
  const quote = (a: string) => `'${a}'`;

  for (const shellSurvives of [false, true]) {
    it(shellSurvives ? 'npm exits, its shell stays' : 'npm and its shell exit', async () => {
      const whole = tmp();
      expect((await cli('run', ...ARGS, '--out', whole)).code).toBe(0);
      const out = tmp();
      const shell = `${[process.execPath, bin, 'run', ...ARGS, '--out', out].map(quote).join(' ')}${shellSurvives ? '; true' : ''}`;
      // A stand-in for npm: titled as npm titles itself, with npm's environment, its run's shell as a child.
      const npm = spawn(
        process.execPath,
        [
          '-e',
          `process.title = 'npm exec playtest run';
           const c = require('node:child_process').spawn('sh', ['-c', process.argv[1]], { stdio: 'inherit' });
           c.on('exit', () => {});`,
          shell,
        ],
        { env: { ...process.env, npm_command: 'exec' }, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      // SIGKILL: npm gone at once, whatever it would do with a signal; the shell is left or goes with it.
      stopWhenStarted(out, npm, 'SIGKILL');
      await exited(npm);
      if (!shellSurvives) spawn('pkill', ['-TERM', '-f', `^sh -c .*${out}`]);
      // The run ends by itself: its manifest says interrupted and its lock is gone once it has exited.
      const done = Date.now();
      const finished = () =>
        !existsSync(join(out, 'playtest.lock')) &&
        existsSync(join(out, 'manifest.json')) &&
        read(out, 'manifest.json').includes('"interrupted"');
      while (!finished()) {
        expect(Date.now() - done, 'the run went on after npm exited').toBeLessThan(20_000);
        await new Promise((r) => setTimeout(r, 50));
      }
      await expectResumable(out, whole);
    });
  }
});
