// playtest compare-agents: the Elo and SPRT figures against hand-computed values, the plan that swaps the
// agents on each seed, known answers (an agent against itself, two random agents, greedy against random
// with an SPRT stop), byte-identical CSVs whatever --workers, and usage errors.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { spreadOrder } from '../src/cli/compare-agents-command.js';
import { RunPlan } from '../src/harness/plan.js';
import type { Deck } from '../src/harness/types.js';
import { addPairResult, eloOf, emptyPentanomial, llr, scoreEstimate, scoreOf, sprtBounds } from '../src/report/sprt.js';
import { cli } from './cli-run.js';

const out = () => mkdtempSync(join(tmpdir(), 'playtest-agents-'));
const TWO_DECKS = ['--decks', 'decks/green-stompy.txt', 'decks/red-burn.txt'];
const UNIFORM = './test/fixtures/uniform-agent.mjs';

/** compare-agents.csv as rows of {column: value}. */
function rows(dir: string): Record<string, string>[] {
  const [head, ...body] = readFileSync(join(dir, 'compare-agents.csv'), 'utf8')
    .trimEnd()
    .split('\n')
    .map((l) => l.split(','));
  return body.map((cells) => Object.fromEntries(head.map((h, i) => [h, cells[i]])));
}
const overall = (dir: string) => rows(dir).find((r) => r.deck_1 === '(all)')!;

describe('Elo and SPRT figures', () => {
  it('Elo of a score and back: 75% is 400 log10(3) = 190.85 Elo; capped at +-1200', () => {
    expect(eloOf(0.75)).toBeCloseTo(190.849, 3);
    expect(eloOf(0.5)).toBe(0);
    expect(eloOf(0.25)).toBeCloseTo(-190.849, 3);
    expect(scoreOf(190.849)).toBeCloseTo(0.75, 5);
    expect(eloOf(1)).toBeCloseTo(1199.83, 2); // the score is held within 0.001 of 1
  });

  it('a pair adds A points x 2 to its category', () => {
    const r = emptyPentanomial();
    addPairResult(r, 1, 1);
    addPairResult(r, 1, 0.5);
    addPairResult(r, 1, 0);
    addPairResult(r, 0.5, 0.5);
    addPairResult(r, 0, 0);
    expect(r).toEqual([1, 0, 2, 1, 1]);
  });

  it('score interval over pairs: [1,2,3,2,1] plus z^2/2 = 1.920729 pairs at 0 and at 1 (Agresti-Coull)', () => {
    // n = 12.841459 pairs, mean 1/2, variance (2 x 2.920729 / 4 + 4 / 16) / n = 0.133191, half-width 0.199608
    const e = scoreEstimate([1, 2, 3, 2, 1])!;
    expect(e.score).toBe(0.5);
    expect(e.low).toBeCloseTo(0.300392, 5);
    expect(e.high).toBeCloseTo(0.699608, 5);
    // -400 log10(1 / 0.300392 - 1) = -146.867
    expect(e.eloLow).toBeCloseTo(-146.867, 2);
    expect(e.eloHigh).toBeCloseTo(146.867, 2);
    expect(scoreEstimate([0, 0, 0, 0, 0])).toBeUndefined();
  });

  it("without draws it is Agresti and Coull's binomial interval: 12 of 16 gives (12 + z^2/2) / (16 + z^2) +- ...", () => {
    // p = 13.920729 / 19.841459 = 0.701598, half-width z sqrt(p (1 - p) / 19.841459) = 0.201329
    const e = scoreEstimate([4, 0, 12])!;
    expect(e.score).toBe(0.75);
    expect(e.low).toBeCloseTo(0.500269, 5);
    expect(e.high).toBeCloseTo(0.902927, 5);
  });

  it("Wald's bounds: log(beta / (1 - alpha)) and log((1 - beta) / alpha), +-log 19 at 5%", () => {
    expect(sprtBounds(0.05, 0.05).upper).toBeCloseTo(Math.log(19), 12);
    expect(sprtBounds(0.05, 0.05).lower).toBeCloseTo(-Math.log(19), 12);
    expect(sprtBounds(0.05, 0.1).lower).toBeCloseTo(Math.log(0.1 / 0.95), 12);
  });

  it('LLR without draws is the binomial one: W log(s1/s0) + L log((1-s1)/(1-s0))', () => {
    // 12 wins, 4 losses; s0 = L(0) = 0.5, s1 = L(100) = 0.640065: 12 x 0.246962 + 4 x -0.328685 = 1.648801
    const s1 = scoreOf(100);
    expect(s1).toBeCloseTo(0.640065, 6);
    const hand = 12 * Math.log(s1 / 0.5) + 4 * Math.log((1 - s1) / 0.5);
    expect(hand).toBeCloseTo(1.648801, 5);
    // The empty draw category counts 0.001 (fishtest's regularization), which moves the LLR by less than 0.001.
    expect(llr([4, 0, 12], 0, 100)).toBeCloseTo(hand, 3);
  });

  it("LLR of a pentanomial as fishtest's LLR_logistic gives it (evaluated apart with scipy's brentq)", () => {
    expect(llr([10789, 19328, 33806, 19402, 10543], -3, 1)).toBeCloseTo(2.131068, 5);
    expect(llr([0, 0, 1, 3, 6], 0, 50)).toBeCloseTo(1.335811, 5);
    expect(llr([1, 2, 3, 2, 1], 0, 50)).toBeCloseTo(-0.273834, 5);
    expect(llr([0, 0, 0, 0, 0], 0, 50)).toBe(0);
  });
});

describe('RunConfig.swapAgents and mirrors', () => {
  const deck = (name: string): Deck => ({ name, file: `${name}.txt`, cards: [] });
  const plan = new RunPlan({
    decks: [deck('x'), deck('y'), deck('z')],
    vs: [],
    agents: ['greedy', 'random'],
    games: 4,
    seed: 7,
    maxTurns: 50,
    swapAgents: true,
    mirrors: true,
  });

  it('pairs every deck with every deck, itself included', () => {
    expect(plan.pairs.map(([a, b]) => `${a.name}-${b.name}`)).toEqual(['x-x', 'x-y', 'x-z', 'y-y', 'y-z', 'z-z']);
  });

  it('a round plays the deck pairs by diagonal: the mirrors, then each deck against the next, ...', () => {
    const names = (order: number[], p: RunPlan) => order.map((k) => p.pairs[k].map((d) => d.name).join('-'));
    const { decks } = plan.config;
    expect(names(spreadOrder(plan.pairs, decks, []), plan)).toEqual(['x-x', 'y-y', 'z-z', 'x-y', 'y-z', 'x-z']);
    const vs = [deck('u'), deck('v')];
    const gauntlet = new RunPlan({ ...plan.config, vs });
    expect(names(spreadOrder(gauntlet.pairs, decks, vs), gauntlet)).toEqual(['x-u', 'y-v', 'z-u', 'x-v', 'y-u', 'z-v']);
  });

  it('plays each seed twice, same decks and seat on the play, the agents swapped; the play alternates by seed', () => {
    for (let i = 0; i < plan.total; i += 2) {
      const [g, h] = [plan.spec(i), plan.spec(i + 1)];
      expect([g.seed, g.deckA.name, g.deckB.name, g.onPlay]).toEqual([h.seed, h.deckA.name, h.deckB.name, h.onPlay]);
      expect([g.agentA, g.agentB, h.agentA, h.agentB]).toEqual(['greedy', 'random', 'random', 'greedy']);
      expect(g.onPlay).toBe(i % 4 === 0 ? 'A' : 'B');
      if (i % 4 === 0) expect(plan.spec(i + 2).seed).not.toBe(g.seed);
    }
  });
});

describe('playtest compare-agents', () => {
  it('an agent against itself plays the two games of each seed alike: every pair split, exactly 50%', async () => {
    const dir = out();
    const s = await cli(
      'compare-agents',
      'random',
      'random',
      ...TWO_DECKS,
      '--games',
      '10',
      '--workers',
      '0',
      '--out',
      dir,
    );
    expect(s.code).toBe(0);
    const all = overall(dir);
    expect([all.games, all.pairs, all.split, all.score_a, all.elo]).toEqual(['30', '15', '15', '0.5000', '0.0']);
    expect(rows(dir).map((x) => `${x.deck_1}-${x.deck_2}`)).toEqual([
      'green-stompy-green-stompy',
      'green-stompy-red-burn',
      'red-burn-red-burn',
      '(all)-(all)',
    ]);
  });

  it('two uniformly random agents on streams of their own: about even, 50% within the interval', async () => {
    const dir = out();
    const r = await cli(
      'compare-agents',
      'random',
      UNIFORM,
      ...TWO_DECKS,
      '--games',
      '40',
      '--workers',
      '0',
      '--out',
      dir,
    );
    expect(r.code).toBe(0);
    const all = overall(dir);
    expect(all.games).toBe('120');
    expect(Number(all.score_low)).toBeLessThan(0.5);
    expect(Number(all.score_high)).toBeGreaterThan(0.5);
    expect(Number(all.elo_low)).toBeLessThan(0);
    expect(Number(all.elo_high)).toBeGreaterThan(0);
    expect(Number(all.both_a) + Number(all.both_b)).toBeGreaterThan(0); // the games of a seed differ
    expect(r.out).toContain('120 games (3 deck pair(s), 40 each)');
  });

  it('greedy against random: the SPRT accepts "greedy is 200 Elo stronger" within a handful of games', async () => {
    const dir = out();
    const r = await cli(
      'compare-agents',
      'greedy',
      'random',
      ...TWO_DECKS,
      '--games',
      '40',
      '--sprt',
      '--elo1',
      '200',
      '--workers',
      '0',
      '--out',
      dir,
    );
    expect(r.code).toBe(0);
    const all = overall(dir);
    expect(all.sprt).toBe('H1');
    expect(Number(all.llr)).toBeGreaterThanOrEqual(Number(all.llr_upper));
    expect(Number(all.games)).toBeLessThanOrEqual(20);
    expect(Number(all.score_a)).toBeGreaterThan(0.8);
    expect(r.out).toMatch(/after \d+ of at most 120 games: H1 accepted: A is stronger by 200 Elo or more/);
  });

  it('writes the same compare-agents.csv with --workers 0 and 2, SPRT stop included', async () => {
    const args = ['compare-agents', 'random', UNIFORM, ...TWO_DECKS, '--games', '200', '--sprt', '--elo1', '100'];
    const [a, b] = [out(), out()];
    expect((await cli(...args, '--workers', '0', '--out', a)).code).toBe(0);
    expect((await cli(...args, '--workers', '2', '--out', b)).code).toBe(0);
    for (const file of ['compare-agents.csv', 'games.csv'])
      expect(readFileSync(join(b, file), 'utf8'), file).toBe(readFileSync(join(a, file), 'utf8'));
    expect(overall(a).sprt).toBe('H0');
    expect(Number(overall(a).games)).toBeLessThan(600);
    // games.csv: the games that count, each seed's two with the agents swapped; replay plays any of them.
    const games = readFileSync(join(a, 'games.csv'), 'utf8').trimEnd().split('\n').slice(1);
    expect(games.length).toBe(Number(overall(a).games));
    const [first, second] = games.slice(0, 2).map((l) => l.split(','));
    expect([first[0], first[4], first[5], second[0], second[4], second[5]]).toEqual([
      '0',
      'random',
      UNIFORM,
      '1',
      UNIFORM,
      'random',
    ]);
    expect(second[1]).toBe(first[1]); // one seed
    const replay = await cli('replay', a, '1');
    expect([replay.code, replay.err]).toEqual([0, '']);
    expect(replay.out).toMatch(/^game 1: seed \d+; seat A green-stompy \(\.\/test\/fixtures\/uniform-agent\.mjs\)/);
  });

  it('SIGTERM stops the games: the reports hold the pairs finished so far, exit 143', async () => {
    const dir = out();
    const args = ['compare-agents', 'random', 'random', ...TWO_DECKS, '--games', '2000', '--workers', '0'];
    const child = spawn(process.execPath, [join(__dirname, '..', 'bin', 'playtest.js'), ...args, '--out', dir], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d) => void (err += d));
    // The lock file appears as the games are about to start; the handler is set a moment later.
    const poll = setInterval(() => {
      if (existsSync(join(dir, 'playtest.lock'))) {
        clearInterval(poll);
        setTimeout(() => child.kill('SIGTERM'), 1000);
      }
    }, 5);
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(err).toMatch(/interrupted \(SIGTERM\): the figures are of the first \d+ of 6000 games/);
    expect(code).toBe(143);
    const games = Number(overall(dir).games);
    expect(games).toBeLessThan(6000);
    expect(games % 2).toBe(0);
    expect(readFileSync(join(dir, 'compare-agents.csv'), 'utf8')).toMatch(/^deck_1,deck_2,/);
  });

  it('bad input: a clear message and exit 2, before any game', async () => {
    const cases: [string[], RegExp][] = [
      [['nobody', 'random'], /AGENT_A nobody: unknown agent "nobody": expected one of random, greedy, mcts/],
      [['random', 'mcts:depth=x'], /AGENT_B mcts:depth=x: .*depth/],
      [['random', './no-such-agent.js'], /AGENT_B \.\/no-such-agent\.js: .*module not found/],
      [['random', 'random', '--games', '3'], /--games 3: expected an even number/],
      [['random', 'random', '--elo1', '30'], /--elo1 is a setting of the sequential test; add --sprt/],
      [['random', 'random', '--sprt', '--elo0', '10', '--elo1', '5'], /expected elo0 below elo1/],
      [['random', 'random', '--sprt', '--alpha', '0.6', '--beta', '0.5'], /expected alpha \+ beta below 1/],
      [['random', 'random', '--sprt', '--alpha', '1.5'], /--alpha <p>' argument '1.5' is invalid/],
      [['random', 'random', '--decks', 'no-such-deck.txt'], /no-such-deck\.txt/],
      [['random'], /missing required argument 'agent_b'/],
    ];
    for (const [args, message] of cases) {
      const r = await cli('compare-agents', ...args, '--workers', '0', '--out', out());
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err, args.join(' ')).toMatch(message);
      expect(r.err, args.join(' ')).not.toMatch(/\n\s+at /); // no stack trace
    }
  });
});
