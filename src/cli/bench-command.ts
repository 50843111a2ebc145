// `playtest bench [--json] [--seconds S] [--rounds R]`: engine speed on one thread (design.md, "Bench").
import { mctsBenchProbe } from '../bench/mcts-probe.js';
import type { Command } from 'commander';
import { readDeck } from '../decks/parse.js';
import { type BenchResult, runBench, workersGamesPerSec } from '../bench/bench.js';
import { EXIT_OK } from './errors.js';
import type { Io } from './io.js';
import { positiveInt } from './options.js';
import { benchDecks } from './paths.js';
import { cliPool } from './pool.js';

interface BenchFlags {
  json?: boolean;
  seconds: number;
  rounds: number;
  workers?: number;
}

export function registerBench(program: Command, io: Io, setCode: (c: number) => void): void {
  program
    .command('bench')
    .description('engine speed on one thread: games, decisions, clones and MCTS iterations per second')
    .option('--json', 'print one JSON object')
    .option('--seconds <s>', 'approximate total measuring time', positiveInt, 10)
    .option('--rounds <r>', 'timed rounds; each figure is the median', positiveInt, 5)
    .option('--workers <w>', 'also measure games_per_sec across W worker threads (workers_games_per_sec)', positiveInt)
    .action(async (flags: BenchFlags) => setCode(await benchCommand(flags, io)));
}

const LABELS: [keyof BenchResult, string][] = [
  ['games_per_sec', 'games/s (random vs random, sample decks)'],
  ['decisions_per_sec', 'decisions/s (all, single-option ones included)'],
  ['decisions_per_game', 'decisions per game'],
  ['ns_per_decision', 'ns per decision'],
  ['agent_decisions_per_sec', 'agent decisions/s (two or more options)'],
  ['agent_decisions_per_game', 'agent decisions per game'],
  ['ns_per_decision_empty_board', 'ns per decision, empty board'],
  ['ns_per_decision_board_20', 'ns per decision, 20 permanents a side'],
  ['clones_per_sec', 'cloneInto/s (mid-game state)'],
  ['mcts_iterations_per_sec', 'MCTS iterations/s (random rollouts to the end)'],
  ['gc_per_1000_games', 'garbage collections per 1,000 games'],
  ['heap_growth_per_1000_games_kb', 'heap growth per 1,000 games (KiB)'],
  ['node', 'node'],
];

async function benchCommand(flags: BenchFlags, io: Io): Promise<number> {
  const pool = cliPool(undefined);
  const decks = benchDecks().map((f) => readDeck(f, pool).cards);
  const mcts = mctsBenchProbe(pool, decks);
  const r: BenchResult & { workers?: number; workers_games_per_sec?: number } = await runBench(
    pool,
    decks,
    { seconds: flags.seconds, rounds: flags.rounds },
    mcts,
  );
  if (flags.workers) {
    r.workers = flags.workers;
    r.workers_games_per_sec = Math.round(
      await workersGamesPerSec(benchDecks(), flags.workers, flags.seconds * 1000 * 0.3),
    );
  }
  if (flags.json) io.out(JSON.stringify(r) + '\n');
  else {
    for (const [k, label] of LABELS) io.out(`${label.padEnd(48)} ${r[k] ?? 'n/a'}\n`);
    if (r.workers) io.out(`${`games/s across ${r.workers} workers`.padEnd(48)} ${r.workers_games_per_sec}\n`);
  }
  return EXIT_OK;
}
