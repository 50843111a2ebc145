// The harness at scale, end to end with the real engine and the compiled worker (dist/, rebuilt by
// test/global-setup.ts when stale): byte-identical CSVs whatever the workers or shards, nothing lost when a
// game throws or a worker dies, merge's checks, replay and report.html.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { cli } from './cli-run.js';
import { loadPool } from '../src/cards/pool.js';
import { readDeck } from '../src/decks/parse.js';
import { RunPlan } from '../src/harness/plan.js';
import { unpackBatch } from '../src/harness/batch.js';
import { runGames, workerFile } from '../src/harness/run.js';
import type { GameRecord } from '../src/harness/types.js';
import { gamesCsv } from '../src/report/csv.js';

const CSVS = ['games.csv', 'matchups.csv', 'cards.csv', 'loops.csv', 'mulligans.csv'];
const DECKS = ['red-burn', 'green-stompy', 'white-blue-fliers'].map((d) => join(__dirname, '..', 'decks', `${d}.txt`));
const RUN = [...DECKS, '--agent', 'random', '--games', '60', '--seed', '11']; // 180 games

const tmp = () => mkdtempSync(join(tmpdir(), 'playtest-scale-'));
const read = (dir: string, file: string) => readFileSync(join(dir, file), 'utf8');
const rows = (dir: string) => read(dir, 'games.csv').trim().split('\n').slice(1);

let baseline: string; // one worker, the reference every other way of running must equal

beforeAll(async () => {
  baseline = tmp();
  const r = await cli('run', ...RUN, '--workers', '1', '--out', baseline);
  expect(r.err).toBe('');
  expect(r.code).toBe(0);
});

describe('determinism', () => {
  it('gives byte-identical CSVs for 1 worker, 2 workers, the main thread and 3 shards merged', async () => {
    const two = tmp();
    expect((await cli('run', ...RUN, '--workers', '2', '--out', two)).code).toBe(0);
    const none = tmp();
    expect((await cli('run', ...RUN, '--workers', '0', '--out', none)).code).toBe(0);
    const shards = [1, 2, 3].map(() => tmp());
    for (const [i, dir] of shards.entries()) {
      expect((await cli('run', ...RUN, '--workers', '1', '--shard', `${i + 1}/3`, '--out', dir)).code).toBe(0);
    }
    expect(rows(shards[0]).length).toBeLessThan(180);
    const merged = tmp();
    const m = await cli('merge', ...shards, '--out', merged);
    expect(m.err).toBe('');
    expect(m.code).toBe(0);
    expect(rows(baseline)).toHaveLength(180);
    for (const f of CSVS) {
      for (const dir of [two, none, merged]) expect(read(dir, f), `${f} of ${dir}`).toBe(read(baseline, f));
    }
    const manifest = JSON.parse(read(merged, 'manifest.json'));
    expect(manifest.shard).toBeNull();
    expect(manifest.merged.map((p: { shard: string }) => p.shard)).toEqual(['1/3', '2/3', '3/3']);
  });

  it('records mulligans and first-cast turns that make sense', () => {
    for (const line of rows(baseline)) {
      const cells = line.split(',');
      const turns = Number(cells[9]);
      for (const seatCards of [cells[13], cells[14]]) {
        for (const entry of seatCards.split('|')) {
          const m = /@(\d+)$/.exec(entry);
          if (m) expect(Number(m[1])).toBeGreaterThanOrEqual(1);
          if (m) expect(Number(m[1])).toBeLessThanOrEqual(turns);
          expect(entry.endsWith('!')).toBe(false); // nothing is cast without being drawn
        }
      }
    }
    expect(read(baseline, 'cards.csv')).toMatch(
      /\nred-burn,Shock,\d+,0\.\d{4},\d+,0\.\d{4},\d+\.\d\d,0,\d+,0\.\d{4},\d+,0\.\d{4},-?[01]\.\d{4},-?[01]\.\d{4},-?[01]\.\d{4},[01]\.\d{4}\n/,
    );
    expect(read(baseline, 'cards.csv')).toMatch(/\nred-burn,Mountain,\d+,[^\n]*,1,\d+,/); // a land, after the spells
  });
});

describe('nothing lost', () => {
  it('a game that throws is an error row with its message; every other game is recorded as usual; exit 4', async () => {
    const out = tmp();
    const r = await cli('run', ...RUN, '--workers', '2', '--out', out, '--crash-on-cast', 'Shivan Dragon');
    expect(r.code).toBe(4);
    expect(r.err).toMatch(/error: game \d+ \(seed \d+\) crashed: injected crash: Shivan Dragon was cast/);
    const got = rows(out);
    const want = rows(baseline);
    expect(got).toHaveLength(want.length);
    const errors = got.filter((l) => l.includes(',error,'));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThan(40);
    got.forEach((line, i) => {
      if (line.includes(',error,'))
        // ... an error row: no winner, no cards, the message; winner_turn, loop_signature and the mana columns empty
        expect(line).toMatch(/,,error,0,none,0,0,,,injected crash: Shivan Dragon was cast \(--crash-on-cast\),,,,,,$/);
      else expect(line).toBe(want[i]);
    });
    const manifest = JSON.parse(read(out, 'manifest.json'));
    expect(manifest.erroredGames).toHaveLength(errors.length);
    expect(manifest.crashOnCast).toBe('Shivan Dragon');
  });

  describe('a worker that dies', () => {
    const pool = loadPool();
    const plan = new RunPlan({
      decks: DECKS.slice(0, 2).map((d) => readDeck(d, pool)),
      vs: [],
      agents: ['random', 'random'],
      games: 40,
      seed: 5,
      maxTurns: 50,
    });

    async function play(env: Record<string, string>): Promise<{ records: GameRecord[]; crashes: number }> {
      Object.assign(process.env, { PLAYTEST_REAL_WORKER: workerFile(), DIE_MARKER: join(tmp(), 'died'), ...env });
      const records: GameRecord[] = [];
      let crashes = 0;
      const outcome = await runGames({
        plan,
        pool,
        cardFiles: [],
        indices: plan.indices(undefined),
        workers: 2,
        batchSize: 8,
        workerFile: join(__dirname, 'fixtures', 'dying-worker.mjs'),
        onBatch: (b) => records.push(...unpackBatch(plan, pool, b)),
        onWorkerCrash: () => void crashes++,
      });
      expect(outcome).toBe('done');
      for (const k of ['DIE_ONCE_AT', 'DIE_ALWAYS_AT']) delete process.env[k];
      return { records, crashes };
    }

    async function reference(): Promise<GameRecord[]> {
      const records: GameRecord[] = [];
      await runGames({
        plan,
        pool,
        cardFiles: [],
        indices: plan.indices(undefined),
        workers: 0,
        onBatch: (b) => records.push(...unpackBatch(plan, pool, b)),
      });
      return records;
    }

    it('is replaced and its batch played again, with the same results', async () => {
      const { records, crashes } = await play({ DIE_ONCE_AT: '13' });
      expect(crashes).toBe(1);
      expect(gamesCsv(records)).toBe(gamesCsv(await reference()));
    });

    it('dying on one game every time makes that game an error row, and the rest are played', async () => {
      const { records, crashes } = await play({ DIE_ALWAYS_AT: '21' });
      expect(crashes).toBe(4); // the batch twice, then the game alone twice
      const want = await reference();
      const bad = records.find((r) => r.gameIndex === 21);
      expect(bad).toMatchObject({
        endReason: 'error',
        error: 'worker crashed twice playing this game: worker exited with code: 3',
      });
      expect(gamesCsv(records.filter((r) => r.gameIndex !== 21))).toBe(
        gamesCsv(want.filter((r) => r.gameIndex !== 21)),
      );
    });
  });
});

describe('merge checks its inputs', () => {
  it('refuses a missing shard, a shard given twice, and a folder of another run', async () => {
    const [one, two, other] = [tmp(), tmp(), tmp()];
    await cli('run', ...RUN, '--workers', '1', '--shard', '1/2', '--out', one);
    await cli('run', ...RUN, '--workers', '1', '--shard', '2/2', '--out', two);
    await cli('run', ...RUN.slice(0, -1), '12', '--workers', '1', '--shard', '2/2', '--out', other);
    const missing = await cli('merge', one, '--out', tmp());
    expect(missing.code).toBe(2);
    expect(missing.err).toMatch(/merge: 90 of 180 games are missing \(first: 2, 3, 6, 7, 10\)/);
    const twice = await cli('merge', one, two, one, '--out', tmp());
    expect(twice.err).toMatch(/merge: game 0 is in both .* and /);
    const foreign = await cli('merge', one, other, '--out', tmp());
    expect(foreign.code).toBe(2);
    expect(foreign.err).toContain('is not part of the same run');
    expect(foreign.err).toContain('seed: 11 vs 12');
    // Rows out of game_index order (a hand-edited file) are refused before anything is written.
    const lines = readFileSync(join(two, 'games.csv'), 'utf8').split('\n');
    writeFileSync(join(two, 'games.csv'), [lines[0], lines[2], lines[1], ...lines.slice(3)].join('\n'));
    const unsorted = await cli('merge', one, two, '--out', join(tmp(), 'merged'));
    expect(unsorted.code).toBe(2);
    expect(unsorted.err).toMatch(/merge: .*games\.csv: game 2 comes after game 3 \(rows must be in game_index order\)/);
  });
});

describe('replay and report', () => {
  it('replays a game from its seed: every decision, the stack, combat and life; the same result as the run', async () => {
    const r = await cli('replay', baseline, '7');
    expect(r.err).toBe('');
    expect(r.code).toBe(0);
    const row = rows(baseline)[7].split(',');
    expect(r.out).toContain(
      `game 7: seed ${row[1]}; seat A ${row[2]} (random), seat B ${row[3]} (random); B on the play`,
    );
    expect(r.out).toMatch(/opening hand of A: /);
    expect(r.out).toMatch(/turn \d+ main1: [AB] priority \(\d+ options\): /);
    // A header at each turn with both sides' life, hand, library and board; the options not taken.
    expect(r.out).toMatch(
      /== turn \d+: [AB]'s turn \(its turn \d+\) ==\n {3}A: life \d+, hand \d+, library \d+; in play: .+\n {3}B: life /,
    );
    expect(r.out).toMatch(/\(2 options\): .+; not taken: \S/);
    expect(r.out).toMatch(/ attacks\n/);
    expect(r.out).toMatch(/life of [AB]: \d+ -> \d+/);
    expect(r.out).toMatch(/stack: .* \(spell of [AB]\)/);
    const winner = row[7] === 'draw' ? 'a draw' : `${row[7]} wins`;
    expect(r.out).toContain(`result: ${winner} (${row[8]}) on turn ${row[9]}`);
    expect((await cli('replay', baseline, '180')).err).toContain('has games 0 to 179; there is no game 180');
  });

  it('report.html is one file with SVG charts and no script or external resource; report rebuilds it', async () => {
    const html = read(baseline, 'report.html');
    expect(html.match(/<svg /g)?.length).toBeGreaterThanOrEqual(7);
    // url(#id) refers to a gradient in the same SVG; anything else would load something.
    expect(/<script|<link|<img|<iframe|\ssrc=|url\((?!#)|@import/i.exec(html)?.[0]).toBeUndefined();
    for (const title of [
      'Each deck against the field',
      'Matchup matrix',
      'Win rates',
      'On the play and on the draw',
      'Mulligans',
      'Game length',
      'Card impact',
    ]) {
      expect(html).toContain(`<h2>${title}</h2>`);
    }
    expect(html).toContain('<h3>red-burn</h3>');
    expect(html).toContain('<nav class="toc" id="contents">');
    // The words at the top, before the first chart; the charts' titles as vega draws them.
    expect(html.indexOf('Strongest deck:')).toBeLessThan(html.indexOf('<svg '));
    expect(html).toMatch(/Most lopsided matchup: <b>[\w-]+<\/b> beats [\w-]+ in \d+\.\d%/);
    expect(html).toMatch(/Largest card impacts \(win rate when drawn minus when not drawn\): <b>/);
    for (const chart of [
      'Each deck against the field: win rate with 95% Wilson interval',
      'red-burn: improvement when drawn (IWD)',
      'Win rate after 0, 1, 2... mulligans',
      'Win rate on the play and on the draw, with 95% Wilson interval',
    ]) {
      expect(html).toContain(chart);
    }
    // Lands are left out of the card impact chart: Mountain is no label of red-burn's chart.
    const impact = html.slice(html.indexOf('id="impact-red-burn"'));
    expect(impact.slice(0, impact.indexOf('</svg>'))).not.toContain('>Mountain<');
    const r = await cli('report', baseline);
    expect(r.code).toBe(0);
    expect(read(baseline, 'report.html')).toBe(html);
    expect(existsSync(join(baseline, 'checkpoint.json'))).toBe(false);
  });
});
