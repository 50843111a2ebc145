// Nightly regression (--baseline), pilot sensitivity (--agents) and the metagame line of a round robin.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli } from './cli-run.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'playtest-regression-'));
const GAUNTLET = ['decks/white-weenie.txt', 'decks/red-burn.txt'];
const common = ['--agent', 'random', '--games', '30', '--workers', '0'];

describe('--baseline', () => {
  it('a run against itself exits 0; against a changed deck of the same name exits 5 and lists the moves in regressions.csv', async () => {
    const base = join(tmp(), 'base');
    const stompy = join(tmp(), 'green-stompy.txt');
    copyFileSync('decks/green-stompy.txt', stompy);
    expect((await cli('run', stompy, ...GAUNTLET, ...common, '--out', base)).code).toBe(0);

    const same = join(tmp(), 'same');
    const r1 = await cli('run', stompy, ...GAUNTLET, ...common, '--out', same, '--baseline', base);
    expect(r1.code).toBe(0);
    expect(r1.out).toContain('6 matchup(s) compared, 0 moved (each test at 5% family-wise, Holm)');
    // The same games, seed for seed; but 15 seeds a matchup cannot rule out a 5-point move: listed, exit 0.
    const same30 = readFileSync(join(same, 'regressions.csv'), 'utf8').trim().split('\n').slice(1);
    expect(same30).toHaveLength(6);
    for (const l of same30) expect(l).toMatch(/,too few games,1\.00,paired$/);

    // The same deck name, its best card (all its creatures) gone: green-stompy's matchups move.
    const changed = join(tmp(), 'green-stompy.txt');
    copyFileSync('test/fixtures/decks/bears-to-forest.txt', changed);
    const out = join(tmp(), 'changed');
    const r2 = await cli('run', changed, ...GAUNTLET, ...common, '--out', out, '--baseline', base);
    expect(r2.code).toBe(5);
    const lines = readFileSync(join(out, 'regressions.csv'), 'utf8').trim().split('\n');
    expect(lines[0]).toBe(
      'deck,opponent,agent,opponent_agent,baseline_games,baseline_win_rate,games,win_rate,diff,diff_low,diff_high,status,p_value,test',
    );
    expect(lines.some((l) => l.startsWith('green-stompy,') && /,worse,[^,]+,paired$/.test(l))).toBe(true);

    // A tolerance larger than any move lets it pass.
    const r3 = await cli(
      'run',
      changed,
      ...GAUNTLET,
      ...common,
      '--out',
      join(tmp(), 'tol'),
      '--baseline',
      base,
      '--tolerance',
      '0.99',
    );
    expect(r3.code).toBe(0);
  });

  it('bad --baseline / --tolerance exit 2 before any game', async () => {
    const out = join(tmp(), 'x');
    const cases: [string[], string][] = [
      [['--baseline', join(tmp(), 'nothing')], 'no matchups.csv there'],
      [['--tolerance', '0.1'], '--tolerance is the allowed move of --baseline'],
      [['--baseline', out], "it is the run's own folder"],
    ];
    for (const [args, message] of cases) {
      const r = await cli('run', ...GAUNTLET, ...common, '--out', out, ...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain(message);
      expect(existsSync(join(out, 'games.csv'))).toBe(false);
    }
  });
});

describe('--agents', () => {
  it("plays the same gauntlet under each pilot and reports each deck's change in pilots.csv", async () => {
    const out = tmp();
    const r = await cli(
      'run',
      'decks/green-stompy.txt',
      ...GAUNTLET,
      '--agents',
      'random,greedy',
      '--games',
      '4',
      '--workers',
      '0',
      '--out',
      out,
    );
    expect(r.code).toBe(0);
    for (const sub of ['random', 'greedy']) expect(existsSync(join(out, sub, 'matchups.csv'))).toBe(true);
    const lines = readFileSync(join(out, 'pilots.csv'), 'utf8').trim().split('\n');
    expect(lines[0]).toBe(
      'deck,pilot,games,wins,win_rate,ci_low,ci_high,change,change_low,change_high,verdict,p_value,test',
    );
    expect(lines).toHaveLength(1 + 3 * 2);
    const greedyRows = lines.filter((l) => l.split(',')[1] === 'greedy');
    for (const l of greedyRows) {
      const cells = l.split(',');
      expect(cells[7]).not.toBe(''); // a change from random
      // 8 games a deck, seed by seed: 4 seeds can never pass the exact test at 5% (p >= 1/8).
      expect(cells.slice(10)).toEqual(['too few games', expect.stringMatching(/^0\.|^1\.00$/), 'paired']);
      expect(Number(cells[11])).toBeGreaterThanOrEqual(0.125);
    }
    expect(r.out).toContain("each deck's win rate against the field by pilot");
    expect(r.out).toMatch(
      /next to random \(Spearman's rank correlation[^\n]*\n {2}greedy: (-?[01]\.\d\d|undefined \(every deck at one rate\)) \(3 decks\)/,
    );
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('<h1>Pilot sensitivity</h1>');
    expect(readFileSync(join(out, 'greedy', 'manifest.json'), 'utf8')).toContain('"A": "greedy"');
  });

  it('refuses an --out folder that holds a run of its own, unless --force', async () => {
    const out = tmp();
    expect((await cli('run', ...GAUNTLET, ...common, '--out', out)).code).toBe(0);
    const r = await cli(
      'run',
      ...GAUNTLET,
      '--agents',
      'random,greedy',
      '--games',
      '2',
      '--workers',
      '0',
      '--out',
      out,
    );
    expect(r.code).toBe(2);
    expect(r.err).toContain('pass --force to replace it');
    const forced = await cli(
      'run',
      ...GAUNTLET,
      '--agents',
      'random,greedy',
      '--games',
      '2',
      '--workers',
      '0',
      '--out',
      out,
      '--force',
    );
    expect(forced.code).toBe(0);
    expect(existsSync(join(out, 'games.csv'))).toBe(false);
    expect(existsSync(join(out, 'pilots.csv'))).toBe(true);
  });

  it("ranks the decks as the first pilot does or not: Spearman's rank correlation of their win rates, ties shared", async () => {
    const { rankAgreement } = await import('../src/cli/pilots.js');
    const field = (rates: number[]) => new Map(rates.map((r, i) => [`d${i}`, { deck: `d${i}`, games: 100, wins: r }]));
    const decks = ['d0', 'd1', 'd2', 'd3'];
    const text = rankAgreement(
      ['a', 'b', 'c', 'd'],
      [field([10, 20, 30, 40]), field([15, 25, 35, 90]), field([40, 30, 20, 10]), field([10, 20, 40, 30])],
      decks,
    );
    expect(text).toContain('  b: 1.00 (4 decks)');
    expect(text).toContain('  c: -1.00 (4 decks)');
    expect(text).toContain('  d: 0.80 (4 decks)');
    // Tied rates share the mean of their ranks (1.5, 1.5, 3, 4 against 1, 2, 3, 4): 0.95.
    expect(rankAgreement(['a', 'b'], [field([10, 20, 30, 40]), field([20, 20, 30, 40])], decks)).toContain(
      '  b: 0.95 (4 decks)',
    );
    expect(rankAgreement(['a', 'b'], [field([10, 20, 30, 40]), field([20, 20, 20, 20])], decks)).toContain('undefined');
  });

  it('splits agent options from the list and rejects bad lists', async () => {
    const { pilotSpecs, pilotFolder } = await import('../src/cli/pilots.js');
    expect(pilotSpecs('random,mcts:iterations=50,c=1.4,greedy')).toEqual([
      'random',
      'mcts:iterations=50,c=1.4',
      'greedy',
    ]);
    expect(pilotFolder('mcts:iterations=50,c=1.4')).toBe('mcts_iterations_50_c_1.4');
    for (const [list, message] of [
      ['random', 'two or more'],
      ['random,random', 'named twice'],
      ['random,bogus', 'unknown agent "bogus"'],
    ]) {
      const r = await cli('run', ...GAUNTLET, '--agents', list, '--games', '2', '--workers', '0', '--out', tmp());
      expect(r.code, list).toBe(2);
      expect(r.err).toContain(message);
    }
  });
});

describe('metagame', () => {
  it('a round robin prints the unexploitable mix and report.html shows it', async () => {
    const out = tmp();
    mkdirSync(out, { recursive: true });
    const r = await cli('run', 'decks/green-stompy.txt', ...GAUNTLET, ...common, '--out', out, '--force');
    expect(r.code).toBe(0);
    expect(r.out).toContain('metagame: the mix of decks no deck can exploit');
    const shares = [...r.out.matchAll(/^(green-stompy|white-weenie|red-burn)\s+(\d+\.\d)%$/gm)].map((m) =>
      Number(m[2]),
    );
    expect(shares).toHaveLength(3);
    expect(shares.reduce((a, b) => a + b, 0)).toBeCloseTo(100, 0);
    expect(readFileSync(join(out, 'report.html'), 'utf8')).toContain('<h2>Metagame</h2>');
  });
});
