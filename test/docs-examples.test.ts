// The examples of the docs: README.md's one example of each command; docs/cli.md's compare, compare-agents, pilots,
// nightly regression and metagame; docs/scaling.md's running past one machine. No Kubernetes or GitHub Actions can run
// here, so their YAML is parsed and its shard arguments and merge step checked; the Slurm example runs for real in
// `npm run test:slurm`, and here its scripts are checked to be the ones docs/scaling.md shows. Every block the docs
// mark as an example is checked by a test here.
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { matrix, metagameText } from '../src/cli/run-summary.js';
import { parseShard } from '../src/harness/shard.js';
import type { MatchupRow } from '../src/report/stats.js';
import { cli } from './cli-run.js';
import { markedBlocks } from './doc-blocks.js';

const root = new URL('../', import.meta.url);

const examples = markedBlocks('example');

/** Every example the docs mark, and the page that shows it: each is checked by a test below. */
const EXAMPLE_PAGES: Record<string, string> = {
  commands: 'README.md',
  pilots: 'docs/cli.md',
  baseline: 'docs/cli.md',
  'nightly-regression': 'docs/cli.md',
  metagame: 'docs/cli.md',
  compare: 'docs/cli.md',
  'compare-greedy': 'docs/cli.md',
  'compare-agents': 'docs/cli.md',
  goldfish: 'docs/cli.md',
  lands: 'docs/cli.md',
  match: 'docs/cli.md',
  'slurm-submit': 'docs/scaling.md',
  'kubernetes-shards': 'docs/scaling.md',
  'kubernetes-merge': 'docs/scaling.md',
  'github-actions': 'docs/scaling.md',
  'four-mistakes': 'docs/cards.md',
  'card-errors': 'docs/cards.md',
};

function example(name: string): string {
  const block = examples.get(name);
  const page = EXAMPLE_PAGES[name] ?? 'the docs';
  if (block === undefined) throw new Error(`${page} has no block marked <!-- example: ${name} -->`);
  return block.text;
}

describe("the docs' examples", () => {
  it('are each on their page, and each is one a test here checks', () => {
    const pageOf = Object.fromEntries([...examples].map(([name, block]) => [name, block.page]));
    expect(pageOf).toEqual(EXAMPLE_PAGES);
  });
});

/** The one YAML document of an example, failing on any parse error or warning. */
function yamlOf(name: string): any {
  const docs = parseAllDocuments(example(name));
  expect(docs.length, `${name}: one YAML document`).toBe(1);
  const doc = docs[0];
  expect(doc.errors.map(String), `${name}: YAML errors`).toEqual([]);
  expect(doc.warnings.map(String), `${name}: YAML warnings`).toEqual([]);
  return doc.toJS();
}

/** The 1-based shards that `--shard` gives each copy of a job, in the copies' order. */
function shardsOf(value: string, envs: NodeJS.ProcessEnv[]): string[] {
  return envs.map((env) => {
    const shard = parseShard(value, env);
    return typeof shard === 'string' ? shard : `${shard.index}/${shard.count}`;
  });
}

function upTo(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `${i + 1}/${n}`);
}

/** Every option a command line uses must be one `playtest COMMAND --help` lists. */
async function expectKnownOptions(command: string, line: string): Promise<void> {
  const help = await cli(command, '--help');
  expect(help.code).toBe(0);
  for (const flag of line.match(/--[a-z][a-z0-9-]*/g) ?? []) {
    expect(help.out, `playtest ${command} has no option ${flag} (in "${line}")`).toContain(`${flag} `);
  }
}

/** The lines of an example that start with `prefix` (`$ playtest `), as argument lists (double quotes group words). */
function commands(name: string, prefix = '$ playtest '): string[][] {
  return example(name)
    .split('\n')
    .filter((l) => l.startsWith(prefix))
    .map((l) => [...l.slice(prefix.length).matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]));
}

describe('docs/scaling.md: Slurm', () => {
  const shardScript = 'scripts/slurm/playtest-shard.sbatch';
  const mergeScript = 'scripts/slurm/playtest-merge.sbatch';

  it('shows the batch scripts exactly as they are in scripts/slurm', () => {
    const files = markedBlocks('file');
    expect([...files.keys()].sort()).toEqual([mergeScript, shardScript]);
    for (const [path, { page, text }] of files) {
      expect(page, path).toBe('docs/scaling.md');
      expect(text, `${page}'s copy of ${path}`).toBe(readFileSync(new URL(path, root), 'utf8'));
    }
  });

  it('puts every #SBATCH line before the first command, where sbatch reads them', () => {
    for (const path of [shardScript, mergeScript]) {
      const lines = readFileSync(new URL(path, root), 'utf8').split('\n');
      const firstCommand = lines.findIndex((l) => l.trim() !== '' && !l.startsWith('#'));
      const lastDirective = lines.map((l) => l.startsWith('#SBATCH')).lastIndexOf(true);
      expect(lastDirective, path).toBeGreaterThan(0);
      expect(lastDirective, path).toBeLessThan(firstCommand);
    }
  });

  it('submits an array of N tasks that play shards 1 to N, then a merge after all of them', async () => {
    const submit = example('slurm-submit');
    const array = /sbatch --parsable --array=(\d+)-(\d+) (\S+) "\$results" \\\n(.*)\)/.exec(submit);
    expect(array, submit).not.toBeNull();
    const [, first, last, script, runArgs] = array!;
    expect(script).toBe(shardScript);
    const count = Number(last) - Number(first) + 1;
    const envs = Array.from({ length: count }, (_, i) => ({
      SLURM_ARRAY_TASK_ID: String(Number(first) + i),
      SLURM_ARRAY_TASK_MIN: first,
      SLURM_ARRAY_TASK_COUNT: String(count),
    }));
    const shard = readFileSync(new URL(shardScript, root), 'utf8');
    expect(shard).toContain('--shard auto ');
    expect(shard).toContain('--out "$results/shard-$SLURM_ARRAY_TASK_ID"');
    expect(shardsOf('auto', envs)).toEqual(upTo(count));
    await expectKnownOptions('run', `${runArgs} ${shard.slice(shard.indexOf('node bin/playtest.js run'))}`);

    expect(submit).toMatch(
      /^sbatch --dependency=afterok:\$array --kill-on-invalid-dep=yes scripts\/slurm\/playtest-merge\.sbatch "\$results"$/m,
    );
    const merge = readFileSync(new URL(mergeScript, root), 'utf8');
    expect(merge).toContain('exec node bin/playtest.js merge "$results"/shard-* --out "$results/merged"');
    await expectKnownOptions('merge', merge.slice(merge.indexOf('node bin/playtest.js merge')));
  });

  it('is what scripts/slurm-e2e.sh submits to its cluster', () => {
    const e2e = readFileSync(new URL('scripts/slurm-e2e.sh', root), 'utf8');
    expect(e2e).toMatch(
      /sbatch --parsable --array="1-\$shards" [^\n]*\\\n\s+scripts\/slurm\/playtest-shard\.sbatch "\$results"/,
    );
    expect(e2e).toMatch(
      /sbatch --parsable --dependency="afterok:\$array_id" --kill-on-invalid-dep=yes \\\n[^\n]*scripts\/slurm\/playtest-merge\.sbatch "\$results"/,
    );
  });
});

describe('docs/scaling.md: Kubernetes', () => {
  it('is an Indexed Job whose N pods play shards 1 to N into their own folders', async () => {
    const job = yamlOf('kubernetes-shards');
    expect([job.apiVersion, job.kind]).toEqual(['batch/v1', 'Job']);
    const { spec } = job;
    expect(spec.completionMode).toBe('Indexed');
    expect(spec.parallelism).toBeLessThanOrEqual(spec.completions);
    expect(spec.template.spec.restartPolicy).toBe('Never');
    const [container] = spec.template.spec.containers;
    expect(container.command).toEqual(['sh', '-c']);
    expect(container.args).toHaveLength(1);
    const line: string = container.args[0];
    const n = spec.completions as number;
    // --force: a nightly job writes the same folders every night (a folder holding an older run is refused otherwise).
    expect(line).toMatch(
      new RegExp(
        `^exec node bin/playtest.js run .* --shard auto/${n} --out /results/shard-\\$JOB_COMPLETION_INDEX --force$`,
      ),
    );
    const envs = Array.from({ length: n }, (_, i) => ({ JOB_COMPLETION_INDEX: String(i) }));
    expect(shardsOf(`auto/${n}`, envs)).toEqual(upTo(n));
    await expectKnownOptions('run', line);
    expect(container.volumeMounts).toEqual([{ name: 'results', mountPath: '/results' }]);
  });

  it('merges in a second Job that sees the same checkout and volume', async () => {
    const shards = yamlOf('kubernetes-shards').spec.template.spec;
    const merge = yamlOf('kubernetes-merge');
    expect([merge.apiVersion, merge.kind]).toEqual(['batch/v1', 'Job']);
    const pod = merge.spec.template.spec;
    const [container] = pod.containers;
    expect(container.args).toEqual(['exec node bin/playtest.js merge /results/shard-* --out /results/merged --force']);
    await expectKnownOptions('merge', container.args[0]);
    expect(container.command).toEqual(shards.containers[0].command);
    expect(container.image).toBe(shards.containers[0].image);
    expect(container.workingDir).toBe(shards.containers[0].workingDir);
    expect(container.volumeMounts).toEqual(shards.containers[0].volumeMounts);
    expect(pod.volumes).toEqual(shards.volumes);
  });
});

describe('docs/scaling.md: GitHub Actions', () => {
  it('plays shard K of N on each runner of a matrix 1..N and uploads every shard, even a failed one', async () => {
    const wf = yamlOf('github-actions');
    expect(Object.keys(wf.on).sort()).toEqual(['schedule', 'workflow_dispatch']);
    const { shard } = wf.jobs;
    expect(shard.strategy['fail-fast']).toBe(false);
    const matrix: number[] = shard.strategy.matrix.shard;
    expect(matrix).toEqual(Array.from({ length: matrix.length }, (_, i) => i + 1));
    const runs = shard.steps.filter((s: any) => typeof s.run === 'string' && s.run.includes('playtest.js run'));
    expect(runs).toHaveLength(1);
    const line: string = runs[0].run;
    expect(line).toContain(` --shard \${{ matrix.shard }}/${matrix.length} `);
    expect(line).toMatch(/ --out shard-\$\{\{ matrix\.shard \}\}$/);
    await expectKnownOptions('run', line);
    const upload = shard.steps.find((s: any) => String(s.uses).startsWith('actions/upload-artifact@'));
    expect(upload.if).toBe('always()');
    expect(upload.with).toEqual({ name: 'shard-${{ matrix.shard }}', path: 'shard-${{ matrix.shard }}' });
  });

  it('merges after every shard job, whether or not they failed, from the downloaded shard folders', async () => {
    const { merge } = yamlOf('github-actions').jobs;
    expect(merge.needs).toBe('shard');
    expect(merge.if).toContain('!cancelled()');
    const names = merge.steps.map((s: any) => s.uses ?? s.run);
    const download = merge.steps.find((s: any) => String(s.uses).startsWith('actions/download-artifact@'));
    // Without merge-multiple each artifact gets a folder of its own name: shards/shard-K.
    expect(download.with).toEqual({ pattern: 'shard-*', path: 'shards' });
    const mergeAt = names.indexOf('exec node bin/playtest.js merge shards/shard-* --out merged');
    expect(mergeAt).toBeGreaterThan(names.indexOf('npm ci'));
    expect(mergeAt).toBeGreaterThan(merge.steps.indexOf(download));
    await expectKnownOptions('merge', names[mergeAt]);
  });
});

describe('docs/cli.md: compare, pilots, baseline, metagame', () => {
  it('compare: the example prints exactly what docs/cli.md shows', async () => {
    const [args] = commands('compare');
    expect(args[0]).toBe('compare');
    const out = mkdtempSync(join(tmpdir(), 'docs-compare-'));
    const r = await cli(...args, '--workers', '0', '--out', out);
    expect(r.code).toBe(0);
    const shown = example('compare')
      .split('\n')
      .filter((l) => !l.startsWith('$ '))
      .join('\n');
    expect(r.out.replace(out, 'reports/compare')).toBe(shown);
  });

  it('lands: the example prints exactly what docs/cli.md shows', async () => {
    const [args] = commands('lands');
    expect(args[0]).toBe('lands');
    const out = mkdtempSync(join(tmpdir(), 'docs-lands-'));
    const r = await cli(...args, '--workers', '0', '--out', out);
    expect(r.code).toBe(0);
    const shown = example('lands')
      .split('\n')
      .filter((l) => !l.startsWith('$ '))
      .join('\n');
    expect(r.out.replace(out, 'reports/lands')).toBe(shown);
  });

  it('match: the example prints the match lines docs/cli.md shows', async () => {
    const [args] = commands('match');
    expect(args[0]).toBe('run');
    const out = mkdtempSync(join(tmpdir(), 'docs-match-'));
    const r = await cli(...args, '--workers', '0', '--out', out);
    expect(r.code, r.err).toBe(0);
    const shown = example('match')
      .split('\n')
      .filter((l) => !l.startsWith('$ '))
      .join('\n');
    expect(r.out.startsWith(shown)).toBe(true);
  });

  it('compare-agents: the example prints exactly what docs/cli.md shows', async () => {
    const [args] = commands('compare-agents');
    expect(args[0]).toBe('compare-agents');
    const out = mkdtempSync(join(tmpdir(), 'docs-compare-agents-'));
    const r = await cli(...args, '--workers', '0', '--out', out);
    expect(r.code).toBe(0);
    const shown = example('compare-agents')
      .split('\n')
      .filter((l) => !l.startsWith('$ '))
      .join('\n');
    expect(r.out.replace(out, 'reports/compare-agents')).toBe(shown);
  });

  it('goldfish: the example prints what docs/cli.md shows (but the time it took)', async () => {
    const [args] = commands('goldfish');
    expect(args[0]).toBe('goldfish');
    const out = mkdtempSync(join(tmpdir(), 'docs-goldfish-'));
    const r = await cli(...args, '--workers', '0', '--out', out);
    expect(r.code).toBe(0);
    const shown = example('goldfish')
      .split('\n')
      .filter((l) => !l.startsWith('$ '))
      .join('\n');
    const timeless = (text: string) => text.replace(/^(\d+ games, \d+ errored), [\d.]+ s, \d+ games\/s$/m, '$1');
    expect(timeless(r.out.replaceAll(out, 'reports/goldfish'))).toBe(timeless(shown));
  });

  it('pilots, baseline and the greedy compare: every command line uses options its command has', async () => {
    for (const name of ['pilots', 'baseline']) {
      for (const args of commands(name)) {
        expect(args[0]).toBe('run');
        await expectKnownOptions('run', args.join(' '));
      }
    }
    for (const args of commands('compare-greedy')) {
      expect(args[0]).toBe('compare');
      await expectKnownOptions('compare', args.join(' '));
    }
    expect(commands('pilots')[0]).toContain('--agents');
    expect(commands('baseline')[1]).toContain('--baseline');
  });

  it('the nightly regression job runs with --baseline and uploads its reports even when it fails', async () => {
    const wf = yamlOf('nightly-regression');
    const steps = wf.jobs.regression.steps;
    const runs = steps.filter((s: any) => typeof s.run === 'string' && s.run.includes('playtest.js run'));
    expect(runs).toHaveLength(1);
    const line: string = runs[0].run;
    expect(line).toMatch(/ --baseline \S+/);
    await expectKnownOptions('run', line);
    const out = / --out (\S+)/.exec(line)![1];
    const upload = steps.find((s: any) => String(s.uses).startsWith('actions/upload-artifact@'));
    expect(upload.if).toBe('always()');
    expect(upload.with.path).toBe(out);
  });

  it("metagame: the matrix is the baseline example's round robin, and its mix is what playtest prints for it", () => {
    const text = example('metagame');
    const lastNight = commands('baseline')[0];
    const games = Number(lastNight[lastNight.indexOf('--games') + 1]);
    expect(games).toBeGreaterThan(0);
    const lines = text.split('\n');
    expect(lines[0]).toBe('win rate of the row deck against the column deck:');
    const decks = lines[1].trim().split(/\s+/);
    const cells = new Map<string, number>();
    const rows: MatchupRow[] = [];
    for (const line of lines.slice(2, 2 + decks.length)) {
      const [deck, ...rates] = line.split(/\s+/);
      expect(rates, line).toHaveLength(decks.length);
      rates.forEach((r, j) => {
        if (r === '-') return;
        cells.set(`${deck} ${decks[j]}`, Number(r));
        const wins = Math.round(Number(r) * games);
        // Only the decks, games, wins and draws make the matrix and the mix.
        rows.push({
          deck,
          opponent: decks[j],
          agent: 'greedy',
          opponentAgent: 'greedy',
          games,
          wins,
          losses: games - wins,
          draws: 0,
          winRate: undefined,
          ciLow: undefined,
          ciHigh: undefined,
          winRatePlay: undefined,
          winRateDraw: undefined,
          meanTurns: undefined,
          meanWinTurn: undefined,
        });
      });
    }
    expect(rows).toHaveLength(decks.length * (decks.length - 1));
    expect(`${matrix(rows)}${metagameText(rows)}`).toBe(`\n${text}`);
    // The matchups the baseline example lists show the same baseline win rates.
    const moved = [...example('baseline').matchAll(/^(\S+) +(\S+) +(0\.\d{4}) +0\.\d{4} +-?0\.\d{4} /gm)];
    expect(moved.length).toBeGreaterThan(0);
    for (const [line, deck, opponent, baseline] of moved)
      expect(cells.get(`${deck} ${opponent}`), line).toBe(Number(baseline));
  });
});

describe('README.md: one example of each command', () => {
  const lines = () => commands('commands', 'npx playtest ');

  it('runs only npx playtest and comments', () => {
    for (const line of example('commands').split('\n'))
      if (line !== '') expect(line, 'a line of the README commands').toMatch(/^(# |npx playtest )/);
  });

  it('shows every command playtest has, each with options that command has and files that exist', async () => {
    const help = await cli('--help');
    expect(help.code).toBe(0);
    const all = [...help.out.slice(help.out.indexOf('Commands:')).matchAll(/^ {2}([a-z-]+) /gm)]
      .map((m) => m[1])
      .filter((c) => c !== 'help');
    expect(all.length).toBeGreaterThan(5);
    expect([...new Set(lines().map((args) => args[0]))].sort()).toEqual([...all].sort());
    for (const args of lines()) {
      await expectKnownOptions(args[0], args.join(' '));
      for (const arg of args.filter((a) => /^(decks|test)\//.test(a))) {
        if (!arg.includes('*')) expect(existsSync(new URL(arg, root)), arg).toBe(true);
        else {
          const ext = arg.slice(arg.lastIndexOf('*') + 1);
          expect(
            readdirSync(new URL(`${dirname(arg)}/`, root)).some((f) => f.endsWith(ext)),
            arg,
          ).toBe(true);
        }
      }
    }
  });

  it('the commands that play no game run as shown, exit 0', async () => {
    const quick = lines().filter((args) => ['validate', 'scenario', 'cards', 'card'].includes(args[0]));
    expect(quick.map((args) => args[0])).toEqual(['scenario', 'validate', 'cards', 'card']);
    for (const args of quick) {
      const r = await cli(...args);
      expect(r.err, args.join(' ')).toBe('');
      expect(r.code, args.join(' ')).toBe(0);
    }
  });
});

describe('docs/cards.md: a card file with four mistakes', () => {
  it('is test/fixtures/four-mistakes.json (but the path to the schema)', () => {
    const fixture = readFileSync(new URL('test/fixtures/four-mistakes.json', root), 'utf8');
    expect(example('four-mistakes')).toBe(fixture.replace('"../../schema/', '"../schema/'));
  });

  it('gives exactly the errors docs/cards.md shows (but how many words there are, which grows)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'docs-cards-'));
    const file = join(dir, 'my-cards.json');
    writeFileSync(file, example('four-mistakes'));
    const [args] = commands('card-errors', '$ npx playtest ');
    expect(args).toEqual(['validate', '--cards', 'my-cards.json']);
    const r = await cli('validate', '--cards', file);
    expect(r.code).toBe(2);
    const words = (s: string) => s.replace(/one of \d+ words/g, 'one of N words');
    const shown = example('card-errors')
      .split('\n')
      .filter((l) => !l.startsWith('$ '))
      .join('\n');
    expect(words((r.out + r.err).replaceAll(`${dir}/`, ''))).toBe(words(shown));
  });
});
