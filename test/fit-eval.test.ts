// The evaluation's fitted weights (issue 30, item 2): the logistic fit, the self-play positions it is
// fitted on, the agents' `eval` option and `playtest fit-eval`.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { makeAgent } from '../agents/index.js';
import { DEFAULT_WEIGHTS, evalFeatures, evaluate, FEATURES, HAND_WEIGHTS, weightsOf } from '../agents/eval.js';
import { FITTED_WEIGHTS } from '../agents/eval-weights.js';
import { readDeck } from '../src/decks/parse.js';
import { fitLogistic } from '../src/fit/logistic.js';
import { selfPlayPositions } from '../src/fit/positions.js';
import { lands, pool, position } from './agents-helpers.js';
import { cli } from './cli-run.js';

const deck = (name: string) => readDeck(fileURLToPath(new URL(`../decks/${name}.txt`, import.meta.url)), pool);

describe('fitting the evaluation', () => {
  test('the logistic fit recovers the coefficients that made the outcomes', () => {
    const width = 3;
    const rows = 400;
    const truth = [0.8, -1.5, 0.3];
    const x = new Float64Array(rows * width);
    const y = new Float64Array(rows);
    let state = 12345;
    const next = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32) * 4 - 2;
    for (let r = 0; r < rows; r++) {
      let z = 0;
      for (let j = 0; j < width; j++) z += (x[r * width + j] = next()) * truth[j];
      y[r] = 1 / (1 + Math.exp(-z)); // the outcome's probability as a soft label: the MLE is the truth
    }
    const fit = fitLogistic({ x, y, rows, width }, new Float64Array(width), 1e-9);
    truth.forEach((b, j) => expect(fit.beta[j]).toBeCloseTo(b, 5));
    // A strong prior holds the coefficients near it.
    const held = fitLogistic({ x, y, rows, width }, Float64Array.from([5, 5, 5]), 1e6);
    for (let j = 0; j < width; j++) expect(Math.abs(held.beta[j] - 5)).toBeLessThan(0.01);
  });

  test('positions: one row per turn of each game, features zero-sum, labels from the winner', () => {
    const data = selfPlayPositions(pool, {
      decks: [deck('red-burn'), deck('green-stompy')],
      games: 2,
      agent: 'random',
      seed: 3,
      maxTurns: 50,
    });
    expect(data.games).toBe(6); // 3 pairings (mirrors included) x 2
    expect(data.rows).toBeGreaterThan(6 * 5);
    for (const y of data.y) expect([0, 0.5, 1]).toContain(y);
    // Games come in order; a drawn game's rows are all 0.5, a decided one's 1 or 0 by the seat that sees it,
    // which alternates with the turns.
    for (let r = 1; r < data.rows; r++) {
      expect(data.game[r]).toBeGreaterThanOrEqual(data.game[r - 1]);
      if (data.game[r] === data.game[r - 1]) expect(data.y[r] === 0.5).toBe(data.y[r - 1] === 0.5);
    }
    expect(data.y.some((y, r) => r > 0 && data.game[r] === data.game[r - 1] && y !== data.y[r - 1])).toBe(true);
  });

  test("a position's features from the other seat are the negation; the score is the weighted sum", () => {
    const g = position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: { life: 7, hand: ['Giant Growth', 'Forest'], inPlay: ['Grizzly Bears', 'Forest'], library: lands('Forest') },
        B: { life: 15, inPlay: ['Wild Griffin', 'Forest', 'Forest'], library: lands('Forest') },
      },
    });
    const a = new Float64Array(FEATURES.length);
    const b = new Float64Array(FEATURES.length);
    evalFeatures(g, 0, a);
    evalFeatures(g, 1, b);
    for (let j = 0; j < a.length; j++) expect(a[j] + b[j]).toBe(0);
    let sum = 0;
    for (let j = 0; j < a.length; j++) sum += a[j] * DEFAULT_WEIGHTS.values[j];
    expect(evaluate(g, 0)).toBeCloseTo(sum, 9);
    expect(a[FEATURES.indexOf('evasion')]).toBe(-2); // B's 2-power flier
  });
});

describe('the eval option', () => {
  test('hand, fitted and a weights file; bad ones are clear errors', () => {
    expect(() => makeAgent('greedy:eval=hand', 1)).not.toThrow();
    expect(() => makeAgent('mcts:eval=fitted,iterations=10', 1)).not.toThrow();
    expect(FITTED_WEIGHTS.values).not.toEqual(DEFAULT_WEIGHTS.values);
    const dir = mkdtempSync(join(tmpdir(), 'fit-eval-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ weights: { ...HAND_WEIGHTS, power: 'x' } }));
    expect(() => makeAgent(`greedy:eval=${bad}`, 1)).toThrow(/"power" must be a number/);
    writeFileSync(bad, JSON.stringify({ weights: { ...HAND_WEIGHTS, speed: 1 } }));
    expect(() => makeAgent(`greedy:eval=${bad}`, 1)).toThrow(/unknown weight "speed"/);
    expect(() => makeAgent(`greedy:eval=${join(dir, 'missing.json')}`, 1)).toThrow(
      /expected hand, fitted or a weights/,
    );
    expect(() => weightsOf({ ...HAND_WEIGHTS, scale: 0 })).toThrow(/scale must be positive/);
  });

  test('playtest fit-eval writes a weights file the agents take', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'fit-eval-')), 'w.json');
    const decks = ['red-burn', 'green-stompy'].map((d) => fileURLToPath(new URL(`../decks/${d}.txt`, import.meta.url)));
    const r = await cli('fit-eval', ...decks, '--games', '5', '--agent', 'random', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/fitted on \d+ positions of 15 games; held-out log-loss/);
    const file = JSON.parse(readFileSync(out, 'utf8'));
    expect(Object.keys(file.weights)).toEqual([...FEATURES, 'landsWanted', 'scale']);
    expect(() => makeAgent(`greedy:eval=${out}`, 1)).not.toThrow();
    expect((await cli('fit-eval', '--games', '0')).code).toBe(2);
  });
});
