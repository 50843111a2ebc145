import { describe, expect, it } from 'vitest';
import type { Io } from '../src/cli/io.js';
import { formatDuration, PLAIN_EVERY_MS, startProgress } from '../src/cli/progress.js';

describe('progress on a stderr that is not a terminal', () => {
  it('prints a plain line at most every 10 seconds: games done, games/sec, ETA', () => {
    let err = '';
    const io: Io = { out: () => {}, err: (s) => void (err += s), progress: false };
    let now = 0;
    const p = startProgress(io, 1000, 100, () => now); // resumed: 100 games were done before
    now = 5_000;
    p.add(100);
    expect(err).toBe('');
    now = PLAIN_EVERY_MS;
    p.add(100); // 200 games in 10 s: 20 games/s, 700 left: 35 s
    expect(err).toBe('progress: 300/1000 games (30%), 20 games/s, ETA 35s\n');
    now += 1_000;
    p.add(100);
    expect(err.split('\n')).toHaveLength(2);
    now += PLAIN_EVERY_MS;
    p.add(600); // done: the run's summary says the rest
    p.stop();
    expect(err.split('\n')).toHaveLength(2);
  });

  it('formats durations', () => {
    expect([formatDuration(42.4), formatDuration(125), formatDuration(7322)]).toEqual(['42s', '2m05s', '2h02m']);
  });
});
