import { describe, expect, it } from 'vitest';
import type { Io } from '../src/cli/io.js';
import { formatDuration, Leader, PLAIN_EVERY_MS, startProgress } from '../src/cli/progress.js';
import { GAME_FIELDS } from '../src/harness/batch.js';
import { RunPlan } from '../src/harness/plan.js';

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

  it('prints its first line at once, before any game has finished', () => {
    let err = '';
    const io: Io = { out: () => {}, err: (s) => void (err += s), progress: false };
    startProgress(io, 2310, 0, () => 0, '2 worker(s) starting');
    expect(err).toBe('progress: 0/2310 games (0%), 2 worker(s) starting\n');
  });

  it('formats durations', () => {
    expect([formatDuration(42.4), formatDuration(125), formatDuration(7322)]).toEqual(['42s', '2m05s', '2h02m']);
  });
});

describe('partial runs are useful', () => {
  const deck = (name: string) => ({ name, file: `${name}.txt`, cards: ['Forest'] });
  const plan = new RunPlan({
    decks: ['a', 'b', 'c'].map(deck),
    vs: [],
    agents: ['greedy', 'greedy'],
    games: 6,
    seed: 1,
    maxTurns: 50,
  });

  it('schedules the pairings to advance together, a seat-swapped pair of each in turn', () => {
    const order = plan.schedule(plan.indices(undefined));
    // Pairings a-b (0..5), a-c (6..11), b-c (12..17).
    expect(order.slice(0, 8)).toEqual([0, 1, 6, 7, 12, 13, 2, 3]);
    expect([...order].sort((x, y) => x - y)).toEqual(plan.indices(undefined));
    // The first third of the games holds a third of every pairing.
    const first = order.slice(0, 6).map((i) => Math.floor(i / 6));
    expect([0, 1, 2].map((p) => first.filter((x) => x === p).length)).toEqual([2, 2, 2]);
  });

  it('names the leader against the field, and shows it on the progress line', () => {
    const leader = new Leader(plan);
    expect(leader.text()).toBe('');
    // Game 0 (a-b): A wins; game 6 (a-c): B wins; game 12 (b-c): A wins; game 13 (b-c): a draw.
    const games = new Int32Array(4 * GAME_FIELDS);
    [
      [0, 0],
      [6, 1],
      [12, 0],
      [13, 2],
    ].forEach(([i, w], k) => {
      games[GAME_FIELDS * k] = i;
      games[GAME_FIELDS * k + 1] = w;
    });
    leader.add({ games, cards: new Int32Array(0), errors: [], rows: '' });
    expect(leader.text()).toBe('leader: a 50%'); // a 1 of 2, b 1 of 3, c 1 of 3 (a draw counts as a game not won)
    let err = '';
    let now = 0;
    const p = startProgress({ out: () => {}, err: (s) => void (err += s), progress: false }, 100, 0, () => now);
    now = PLAIN_EVERY_MS;
    p.add(4, leader.text());
    expect(err).toMatch(/ETA \S+, leader: a 50%\n$/);
  });

  it('in a gauntlet names only a deck under test, never a --vs deck', () => {
    // red and blue against the field f1, f2: f1 wins all its four games, red one of its four, blue none.
    const gauntlet = new RunPlan({
      ...plan.config,
      decks: [deck('red'), deck('blue')],
      vs: [deck('f1'), deck('f2')],
      games: 2,
    });
    const leader = new Leader(gauntlet);
    // Pairings red-f1 (0, 1), red-f2 (2, 3), blue-f1 (4, 5), blue-f2 (6, 7); winner 0 is seat A (the tested deck).
    const results = [1, 1, 0, 1, 1, 1, 1, 1];
    const games = new Int32Array(8 * GAME_FIELDS);
    results.forEach((w, i) => {
      games[GAME_FIELDS * i] = i;
      games[GAME_FIELDS * i + 1] = w;
    });
    leader.add({ games, cards: new Int32Array(0), errors: [], rows: '' });
    expect(leader.text()).toBe('leader: red 25%');
    const one = new Leader(new RunPlan({ ...gauntlet.config, decks: [deck('red')] }));
    one.add({ games: games.slice(0, 4 * GAME_FIELDS), cards: new Int32Array(0), errors: [], rows: '' });
    expect(one.text()).toBe('red wins 25%');
  });
});
