import { describe, expect, it } from 'vitest';
import { matchupRows, rate, wilson, Z95 } from '../src/report/stats.js';
import { FOUR_GAMES } from './records.js';

describe('wilson', () => {
  // Hand-computed from (p + z²/2n ± z·sqrt(p(1-p)/n + z²/4n²)) / (1 + z²/n), z = 1.959963984540054.
  it('0 of 10', () => {
    const { low, high } = wilson(0, 10);
    expect(low).toBe(0);
    expect(high).toBeCloseTo(0.2775327998628892, 12);
  });

  it('5 of 10', () => {
    const { low, high } = wilson(5, 10);
    expect(low).toBeCloseTo(0.236593090512564, 12);
    expect(high).toBeCloseTo(0.763406909487436, 12);
  });

  it('10 of 10', () => {
    const { low, high } = wilson(10, 10);
    expect(low).toBeCloseTo(0.7224672001371106, 12);
    expect(high).toBe(1);
  });

  it('7 of 20, and no games', () => {
    const { low, high } = wilson(7, 20);
    expect(low).toBeCloseTo(0.1811918241010821, 12);
    expect(high).toBeCloseTo(0.5671457233147638, 12);
    expect(wilson(0, 0)).toEqual({ low: 0, high: 1 });
    expect(Z95).toBe(1.959963984540054);
  });
});

describe('helpers', () => {
  it('rate is undefined without data', () => {
    expect(rate(1, 4)).toBe(0.25);
    expect(rate(0, 0)).toBeUndefined();
  });
});

describe('matchupRows', () => {
  it('gives each pairing two rows and leaves errored games out', () => {
    const [a, b] = matchupRows(FOUR_GAMES);
    expect(a).toMatchObject({
      deck: 'red, burn',
      opponent: 'green',
      agent: 'random',
      opponentAgent: 'greedy',
      games: 3,
      wins: 1,
      losses: 1,
      draws: 1,
      winRatePlay: 0.5,
      winRateDraw: 0,
    });
    expect(b).toMatchObject({
      deck: 'green',
      opponent: 'red, burn',
      agent: 'greedy',
      opponentAgent: 'random',
      games: 3,
      wins: 1,
      losses: 1,
      draws: 1,
      winRatePlay: 1,
      winRateDraw: 0,
    });
  });
});
