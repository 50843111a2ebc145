// The verdicts of compare, --baseline and the report's headline against exact tests worked out here by
// brute force or by exact integer arithmetic, on small fixtures (no games played: cheap).
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkBaseline, EXIT_REGRESSION } from '../src/cli/baseline.js';
import type { Io } from '../src/cli/io.js';
import {
  compareCsv,
  compareLines,
  type CompareResult,
  type CompareRow,
  FIELD,
  rowVerdict,
} from '../src/report/compare-report.js';
import { gamesCsv, matchupsCsv } from '../src/report/csv.js';
import { addSeedDiff, emptySeedDiffs, holm, type SeedDiffs, signFlipP } from '../src/report/exact.js';
import { addPair, emptyPairs } from '../src/report/paired.js';
import { aheadOf, summaryWords } from '../src/report/report-words.js';
import { deckRows, matchupRows } from '../src/report/stats.js';
import type { GameRecord } from '../src/harness/types.js';
import { record } from './records.js';

/** Exact two-sided binomial sign test (exact McNemar) on b against c, in integers: 2 P(Bin(b+c, 1/2) <= min). */
function mcnemarExact(b: number, c: number): number {
  const n = b + c;
  if (b === c) return 1;
  let choose = 1n;
  let tail = 0n;
  for (let k = 0; k <= Math.min(b, c); k++) {
    tail += choose;
    choose = (choose * BigInt(n - k)) / BigInt(k + 1);
  }
  return Math.min(1, (2 * Number(tail)) / 2 ** n);
}

/** The sign-flip p-value by enumerating every sign of every unit. */
function bruteForce(h: SeedDiffs): number {
  const sizes: number[] = [];
  for (let d = -2; d <= 2; d++) for (let i = 0; i < h[d + 2]; i++) if (d !== 0) sizes.push(Math.abs(d));
  const observed = Math.abs(2 * (h[4] - h[0]) + h[3] - h[1]);
  let hits = 0;
  for (let mask = 0; mask < 2 ** sizes.length; mask++) {
    let s = 0;
    sizes.forEach((m, i) => (s += mask & (1 << i) ? m : -m));
    if (Math.abs(s) >= observed) hits++;
  }
  return hits / 2 ** sizes.length;
}

/** One compare row from games in seed order: each game is [A won, B won]; games 2k and 2k+1 are a seed. */
function row(opponent: string, games: [boolean, boolean][]): CompareRow {
  const pairs = emptyPairs();
  const seeds = emptySeedDiffs();
  for (let k = 0; k < games.length; k += 2) {
    let d = 0;
    for (const [a, b] of games.slice(k, k + 2)) {
      addPair(pairs, a, b);
      d += Number(a) - Number(b);
    }
    addSeedDiff(seeds, d);
  }
  return { opponent, pairs, seeds, anytime: undefined };
}

/**
 * `games` games of which `onlyA` then `onlyB` discordant ones (each in its own seed when `spread`, else
 * two a seed), the rest won by both or by neither alternately.
 */
function games(total: number, onlyA: number, onlyB: number, spread = true): [boolean, boolean][] {
  const out: [boolean, boolean][] = [];
  const odd: [boolean, boolean][] = [
    ...Array.from({ length: onlyA }, (): [boolean, boolean] => [true, false]),
    ...Array.from({ length: onlyB }, (): [boolean, boolean] => [false, true]),
  ];
  let tie = 0;
  const same = (): [boolean, boolean] => (tie++ % 2 === 0 ? [true, true] : [false, false]);
  for (const g of odd) {
    out.push(g);
    if (spread) out.push(same());
  }
  while (out.length < total) out.push(same());
  return out;
}

/** A fixed-count compare's verdict on one row. */
const exactVerdict = (rw: CompareRow) => rowVerdict(fixedCompare([rw]), 0);

function fixedCompare(rows: CompareRow[]): CompareResult {
  return {
    deckA: 'a',
    deckB: 'b',
    agents: ['greedy', 'greedy'],
    rows,
    anytime: { low: -1, high: 1 },
    margin: 0,
    sequential: false,
    decided: false,
    change: { rows: [], sameGames: false },
    looks: 1,
    gamesPerVersion: 80,
    maxGamesPerVersion: 80,
    seed: 1,
  };
}

describe('the exact sign-flip test', () => {
  it('is the exact McNemar test when each seed has at most one discordant game', () => {
    for (const [b, c] of [
      [4, 0],
      [0, 4],
      [5, 0],
      [6, 0],
      [10, 0],
      [9, 1],
      [8, 2],
      [15, 5],
      [14, 6],
      [3, 3],
      [40, 22],
    ]) {
      const h = emptySeedDiffs();
      for (let i = 0; i < b; i++) addSeedDiff(h, 1);
      for (let i = 0; i < c; i++) addSeedDiff(h, -1);
      for (let i = 0; i < 30; i++) addSeedDiff(h, 0);
      expect(signFlipP(h), `${b}-${c}`).toBeCloseTo(mcnemarExact(b, c), 12);
    }
    // The case: 4 discordant pairs all one way, p = 0.125.
    expect(mcnemarExact(0, 4)).toBe(0.125);
  });

  it('matches enumeration over every sign when seeds hold two discordant games', () => {
    const cases: SeedDiffs[] = [
      [0, 0, 5, 0, 2],
      [1, 2, 9, 3, 4],
      [0, 1, 3, 6, 3],
      [2, 0, 1, 0, 5],
      [3, 3, 0, 3, 3],
      [0, 4, 2, 1, 0],
    ];
    for (const h of cases) expect(signFlipP(h), h.join(',')).toBeCloseTo(bruteForce(h), 12);
  });
});

describe('compare verdicts at small samples', () => {
  it('80 games with 4 discordant pairs all one way: too few games (p = 0.125), in the CSV and the lines', () => {
    const r = fixedCompare([row('x', games(80, 0, 4)), row(FIELD, games(80, 0, 4))]);
    const lines = compareLines(r);
    expect(lines.map((l) => l.verdict)).toEqual(['too few games', 'too few games']);
    expect(lines[0].p).toBeCloseTo(0.125, 12);
    // The approximate interval alone excludes 0: the reason the old verdict said "B better".
    expect(lines[0].diff!.high).toBeLessThan(0);
    const csv = compareCsv(r).split('\n');
    const head = csv[0].split(',');
    const cells = csv[1].split(',');
    expect(cells[head.indexOf('verdict')]).toBe('too few games');
    expect(cells[head.indexOf('p_value')]).toBe('0.125');
    expect(cells[head.indexOf('only_b')]).toBe('4');
  });

  it('decides exactly where the exact test does: 5-0 no, 6-0 yes, 10-0, 9-1 yes, 8-2 no, 15-5 yes, 14-6 no', () => {
    const cases: [number, number, string][] = [
      [5, 0, 'too few games'],
      [6, 0, 'A better'],
      [0, 6, 'B better'],
      [10, 0, 'A better'],
      [9, 1, 'A better'],
      [8, 2, 'too few games'],
      [15, 5, 'A better'],
      [14, 6, 'too few games'],
      [5, 15, 'B better'],
    ];
    for (const [a, b, verdict] of cases) {
      const rw = row('x', games(200, a, b));
      expect(exactVerdict(rw), `${a}-${b}`).toBe(verdict);
      expect(mcnemarExact(a, b) <= 0.05, `${a}-${b}`).toBe(verdict !== 'too few games');
    }
  });

  it('counts seeds, not games: 10 discordant games 10-0 in 5 seeds is too few (p = 1/16)', () => {
    const rw = row('x', games(80, 10, 0, false));
    expect(rw.seeds).toEqual([0, 0, 35, 0, 5]);
    expect(signFlipP(rw.seeds)).toBeCloseTo(0.0625, 12);
    expect(exactVerdict(rw)).toBe('too few games');
    expect(exactVerdict(row('x', games(80, 10, 0)))).toBe('A better');
  });
});

describe('compare verdicts with --until-decided', () => {
  const sequential = (rows: CompareRow[], looks: number, anytime: { low: number; high: number }): CompareResult => ({
    ...fixedCompare(rows),
    sequential: true,
    margin: 0.05,
    looks,
    anytime,
  });

  it("an opponent's row reads the exact test at 5% / the number of checks, and its own interval for no difference", () => {
    const strong = row('x', games(200, 30, 3)); // p ~ 1e-6
    const field = { ...row(FIELD, games(200, 30, 3)), anytime: { low: 0.01, high: 0.2 } };
    const r = sequential([strong, field], 30, field.anytime);
    expect(compareLines(r).map((l) => l.verdict)).toEqual(['A better', 'A better']);
    expect(compareLines(r)[0].p).toBeCloseTo(Math.min(1, signFlipP(strong.seeds) * 30), 12);
    expect(compareLines(r)[1].p).toBeUndefined();

    const weak = row('x', games(200, 6, 0)); // p = 0.031: decided at one look, not at two
    expect(rowVerdict(sequential([weak, field], 1, field.anytime), 0)).toBe('A better');
    expect(rowVerdict(sequential([weak, field], 2, field.anytime), 0)).toBe('too few games');
    const narrow = { ...weak, anytime: { low: -0.01, high: 0.04 } };
    expect(rowVerdict(sequential([narrow, field], 2, field.anytime), 0)).toBe('no difference');
  });

  it("the field's row is its anytime interval's: too few games when the budget ran out undecided", () => {
    const f = { ...row(FIELD, games(200, 30, 3)), anytime: { low: -0.01, high: 0.2 } };
    expect(rowVerdict(sequential([f], 30, f.anytime), 0)).toBe('too few games');
    const g = { ...f, anytime: { low: -0.03, high: 0.04 } };
    expect(rowVerdict(sequential([g], 30, g.anytime), 0)).toBe('no difference');
  });
});

describe('Holm', () => {
  it('adjusts step-down and keeps the order monotone', () => {
    expect(holm([0.01, 0.04, 0.03, 0.5])).toEqual([0.04, 0.09, 0.09, 0.5]);
    expect(holm([0.2, 0.2])).toEqual([0.4, 0.4]);
  });
});

describe('--baseline verdicts', () => {
  const io = () => {
    let out = '';
    const sink: Io = { out: (s) => void (out += s), err: () => undefined, progress: false };
    return { sink, text: () => out };
  };

  /** A run folder of one pairing (x against y), `winsOf(i)` saying who won game i. */
  function runDir(n: number, winsOf: (i: number) => 'A' | 'B', withGames = true): string {
    const dir = mkdtempSync(join(tmpdir(), 'verdicts-'));
    const records: GameRecord[] = Array.from({ length: n }, (_, i) =>
      record({
        gameIndex: i,
        seed: 1000 + Math.floor(i / 2),
        deckA: 'x',
        deckB: 'y',
        agentA: 'greedy',
        agentB: 'greedy',
        onPlay: i % 2 === 0 ? 'A' : 'B',
        winner: winsOf(i),
      }),
    );
    writeFileSync(join(dir, 'matchups.csv'), matchupsCsv(records));
    if (withGames) writeFileSync(join(dir, 'games.csv'), gamesCsv(records));
    return dir;
  }
  const status = (dir: string) =>
    readFileSync(join(dir, 'regressions.csv'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => l.split(',').slice(11, 14).join(','));

  const base = (i: number) => (i % 5 < 3 ? 'A' : 'B'); // x wins 60%

  it('paired by seed: a real change is detected and exits 5', async () => {
    const b = runDir(400, base);
    const now = runDir(400, (i) => (i % 10 < 4 ? 'B' : base(i))); // x loses 4 games in 10 it had won 2 of
    const o = io();
    expect(await checkBaseline(b, now, undefined, o.sink)).toBe(EXIT_REGRESSION);
    const rows = status(now);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^worse,[0-9.e-]+,paired$/);
    expect(rows[1]).toMatch(/^better,[0-9.e-]+,paired$/);
    expect(o.text()).toContain('2 matchup(s) compared, 2 moved');
  });

  it('no change over enough games passes with nothing listed; a small sample says too few games', async () => {
    const big = runDir(400, base);
    const o = io();
    expect(await checkBaseline(runDir(400, base), big, undefined, o.sink)).toBe(0);
    expect(status(big)).toEqual([]);
    expect(o.text()).toContain('0 moved');
    expect(o.text()).not.toContain('too few games');

    // 20 games with 2 changed: the exact test cannot tell, and the games cannot rule out a 5-point move.
    const small = runDir(20, (i) => (i === 0 || i === 5 ? 'B' : base(i)));
    const o2 = io();
    expect(await checkBaseline(runDir(20, base), small, undefined, o2.sink)).toBe(0);
    expect(status(small)).toEqual(['too few games,1.00,paired', 'too few games,1.00,paired']);
    expect(o2.text()).toContain('2 matchup(s) with too few games to tell a move of 0.05');
  });

  it('from totals alone (no games.csv): a large move is found, a small sample is too few games', async () => {
    const now = runDir(2000, (i) => (i % 5 < 2 ? 'A' : 'B'), false); // 60% -> 40%
    expect(await checkBaseline(runDir(2000, base, false), now, undefined, io().sink)).toBe(EXIT_REGRESSION);
    expect(status(now)[0]).toMatch(/^worse,[0-9.e-]+,totals$/);
    const small = runDir(100, (i) => (i % 5 < 2 ? 'A' : 'B'), false);
    expect(await checkBaseline(runDir(100, base, false), small, undefined, io().sink)).toBe(0);
    expect(status(small)[0]).toMatch(/^too few games,[0-9.e-]+,totals$/);
  });

  it('an unreadable games.csv in the baseline: a warning, and the totals are compared', async () => {
    const b = runDir(400, base);
    writeFileSync(join(b, 'games.csv'), 'game_index,seed\n1,2\n');
    const now = runDir(400, (i) => (i % 10 < 4 ? 'B' : base(i)));
    let err = '';
    const sink: Io = { out: () => undefined, err: (s) => void (err += s), progress: false };
    expect(await checkBaseline(b, now, undefined, sink)).toBe(EXIT_REGRESSION);
    expect(err).toMatch(/^warning: --baseline: .*games\.csv.*; comparing matchups\.csv's totals instead\n$/);
    expect(status(now)[0]).toMatch(/^worse,[0-9.e-]+,totals$/);
  });

  it('--tolerance: a move found but within the tolerance does not fail', async () => {
    const b = runDir(400, base);
    const now = runDir(400, (i) => (i % 10 < 4 ? 'B' : base(i)));
    expect(await checkBaseline(b, now, 0.5, io().sink)).toBe(0);
  });
});

describe('the headline: clearly ahead', () => {
  /** A round robin of x, y and z, `n` games a pairing, with the first deck's wins of each pairing. */
  function roundRobin(n: number, wins: { xy: number; xz: number; yz: number }): GameRecord[] {
    const out: GameRecord[] = [];
    let index = 0;
    for (const [a, b, w] of [
      ['x', 'y', wins.xy],
      ['x', 'z', wins.xz],
      ['y', 'z', wins.yz],
    ] as const) {
      for (let i = 0; i < n; i++) {
        out.push(
          record({
            gameIndex: index,
            seed: Math.floor(index / 2),
            deckA: a,
            deckB: b,
            agentA: 'greedy',
            agentB: 'greedy',
            winner: i < w ? 'A' : 'B',
          }),
        );
        index++;
      }
    }
    return out;
  }

  it("reads Hoeffding's bound over seeds: ahead at 400 games, too few games at 40", () => {
    const big = roundRobin(400, { xy: 240, xz: 320, yz: 240 });
    const field = deckRows(big, true);
    expect(field.map((d) => d.deck)).toEqual(['x', 'y', 'z']);
    const lead = aheadOf(field[0], field[1], matchupRows(big))!;
    // (0.6 - 0.4 [head to head] + 0.8 - 0.6 [against z]) / 2
    expect(lead.diff).toBeCloseTo(0.2, 12);
    // spread = (4 * 2/400 + 2/400 + 2/400) / 4
    expect(lead.p).toBeCloseTo(2 * Math.exp((-2 * 0.04) / (12 / 400 / 4)), 12);
    expect(summaryWords(field, matchupRows(big), [])).toContain('clearly ahead of y');

    const small = roundRobin(40, { xy: 24, xz: 32, yz: 24 });
    const words = summaryWords(deckRows(small, true), matchupRows(small), []);
    expect(words).toContain('not yet clearly ahead of y (50.0%): too few games to tell (+20.0 points');
  });
});
