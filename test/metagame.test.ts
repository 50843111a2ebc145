// The metagame equilibrium and the paired statistics, on cases worked out by hand.
import { describe, expect, it } from 'vitest';
import { equilibrium } from '../src/report/equilibrium.js';
import { addPair, ConfidenceSequence, emptyPairs, pairedDifference, verdictOf } from '../src/report/paired.js';

describe('metagame equilibrium', () => {
  it('a cycle of unequal edges: A beats B 60%, B beats C 60%, C beats A 80% gives the mix (0.2, 0.6, 0.2)', () => {
    // Payoff minus 1/2 is skew-symmetric [[0, a, -b], [-a, 0, c], [b, -c, 0]] with a = c = 0.1, b = 0.3;
    // its equilibrium is proportional to (c, b, a) = (0.1, 0.3, 0.1), and the value is 1/2.
    const e = equilibrium([
      [0.5, 0.6, 0.2],
      [0.4, 0.5, 0.6],
      [0.8, 0.4, 0.5],
    ]);
    expect(e.mix[0]).toBeCloseTo(0.2, 9);
    expect(e.mix[1]).toBeCloseTo(0.6, 9);
    expect(e.mix[2]).toBeCloseTo(0.2, 9);
    expect(e.value).toBeCloseTo(0.5, 9);
  });

  it('a deck that beats every other is the whole mix', () => {
    const e = equilibrium([
      [0.5, 0.3, 0.4],
      [0.7, 0.5, 0.55],
      [0.6, 0.45, 0.5],
    ]);
    expect(e.mix.map((x) => Math.round(x * 1e9) / 1e9)).toEqual([0, 1, 0]);
    expect(e.value).toBeCloseTo(0.5, 9);
  });

  it('rock-paper-scissors is uniform', () => {
    const e = equilibrium([
      [0.5, 1, 0],
      [0, 0.5, 1],
      [1, 0, 0.5],
    ]);
    for (const x of e.mix) expect(x).toBeCloseTo(1 / 3, 9);
  });

  it('a non-symmetric 2x2 game: [[0.9, 0.2], [0.3, 0.6]] gives (0.3, 0.7) and value 0.48', () => {
    // 0.9x + 0.3(1-x) = 0.2x + 0.6(1-x)  =>  x = 0.3/1.0 = 0.3; value 0.27 + 0.21 = 0.48.
    const e = equilibrium([
      [0.9, 0.2],
      [0.3, 0.6],
    ]);
    expect(e.mix[0]).toBeCloseTo(0.3, 9);
    expect(e.value).toBeCloseTo(0.48, 9);
  });
});

describe('paired difference', () => {
  it('identical outcomes: the difference is 0 and its interval holds 0', () => {
    const t = emptyPairs();
    for (let i = 0; i < 100; i++) addPair(t, i % 3 === 0, i % 3 === 0);
    const d = pairedDifference(t)!;
    expect(d.diff).toBe(0);
    expect(d.low).toBeLessThan(0);
    expect(d.high).toBeGreaterThan(0);
  });

  it('A wins every discordant pair: the interval is above 0', () => {
    const t = emptyPairs();
    for (let i = 0; i < 40; i++) addPair(t, true, false);
    for (let i = 0; i < 60; i++) addPair(t, i % 2 === 0, i % 2 === 0);
    const d = pairedDifference(t)!;
    expect(d.diff).toBeCloseTo(0.4, 12);
    expect(d.low).toBeGreaterThan(0.2);
  });

  it('the confidence sequence of all-zero differences decides "no difference" and one of +1s "A better"', () => {
    const zero = new ConfidenceSequence();
    let n = 0;
    while (verdictOf(zero.interval(), 0.1) === 'too few games') {
      zero.add(0);
      n++;
    }
    expect(verdictOf(zero.interval(), 0.1)).toBe('no difference');
    expect(n).toBeLessThan(200);
    const up = new ConfidenceSequence();
    for (let i = 0; i < 20; i++) up.add(i % 4 === 0 ? 0 : 1);
    expect(verdictOf(up.interval(), 0.1)).toBe('A better');
  });

  it('the confidence sequence covers the mean (1/13) of a fixed +-1 pattern all along', () => {
    // 7 of every 13 values are +1, 6 are -1.
    const cs = new ConfidenceSequence();
    for (let i = 0; i < 2000; i++) {
      cs.add((i * 7919) % 13 < 6.5 ? 1 : -1);
      const ci = cs.interval();
      expect(ci.low).toBeLessThanOrEqual(1 / 13);
      expect(ci.high).toBeGreaterThanOrEqual(1 / 13);
    }
  });
});

describe('coverage by simulation (seeded, so the test repeats)', () => {
  // xorshift32: a fixed stream, not Math.random.
  function stream(seed: number): () => number {
    let s = seed >>> 0 || 1;
    return () => {
      s ^= s << 13;
      s >>>= 0;
      s ^= s >>> 17;
      s ^= s << 5;
      s >>>= 0;
      return s / 4294967296;
    };
  }

  it('the confidence sequence ever misses the true mean in at most 5% of runs, looked at after every observation', () => {
    const rand = stream(17);
    const mean = 0.1; // P(+1) = 0.3, P(-1) = 0.2
    let missed = 0;
    const runs = 300;
    for (let k = 0; k < runs; k++) {
      const cs = new ConfidenceSequence();
      for (let i = 0; i < 400; i++) {
        const u = rand();
        cs.add(u < 0.3 ? 1 : u < 0.5 ? -1 : 0);
        const ci = cs.interval();
        if (ci.low > mean || ci.high < mean) {
          missed++;
          break;
        }
      }
    }
    expect(missed / runs).toBeLessThanOrEqual(0.05);
  });

  it('the paired interval covers the true difference in about 95% of runs', () => {
    const rand = stream(23);
    // Pairs: both win 0.3, only A 0.15, only B 0.05, neither 0.5: true difference 0.1.
    let covered = 0;
    const runs = 2000;
    for (let k = 0; k < runs; k++) {
      const t = emptyPairs();
      for (let i = 0; i < 100; i++) {
        const u = rand();
        addPair(t, u < 0.45, u < 0.3 || (u >= 0.45 && u < 0.5));
      }
      const d = pairedDifference(t)!;
      if (d.low <= 0.1 && d.high >= 0.1) covered++;
    }
    expect(covered / runs).toBeGreaterThan(0.93);
    expect(covered / runs).toBeLessThan(0.99);
  });
});
