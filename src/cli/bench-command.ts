// `playtest bench [--json] [--seconds S] [--rounds R]`: engine speed on one thread (design.md, "Bench").
import { mctsBenchProbe, mctsMixedProbe } from '../bench/mcts-probe.js';
import type { Command } from 'commander';
import { readDeck } from '../decks/parse.js';
import { type BenchResult, randomGamesPerSec, runBench, workersGamesPerSec } from '../bench/bench.js';
import { greedyGamesPerSec, msPerGame } from '../bench/pilot-bench.js';
import type { CardPool } from '../cards/pool.js';
import type { Deck } from '../harness/types.js';
import { EXIT_OK } from './errors.js';
import type { Io } from './io.js';
import { positiveInt } from './options.js';
import { benchDecks, defaultGauntlet } from './paths.js';
import { cliPool } from './pool.js';

interface BenchFlags {
  json?: boolean;
  seconds: number;
  rounds: number;
  workers?: number;
  pilots?: boolean;
}

/** The pilots' fields, beside the engine's (docs/cli.md, bench). */
interface PilotFields {
  greedy_games_per_sec: number;
  mcts_default_iterations_per_sec: number;
  sample_decks: number;
  games_per_sec_all_decks: number;
  greedy_games_per_sec_all_decks: number;
  mcts_default_iterations_per_sec_all_decks: number;
  greedy_ms_per_game_by_deck?: Record<string, number>;
  mcts_ms_per_game?: number;
}

/** --pilots: greedy games per deck (each of the four bench decks twice) and default-mcts games against greedy. */
const GREEDY_GAMES_PER_DECK = 8;
const MCTS_GAMES = 4;

export function registerBench(program: Command, io: Io, setCode: (c: number) => void): void {
  program
    .command('bench')
    .description('engine speed on one thread: games, decisions, clones and MCTS iterations per second')
    .option('--json', 'print one JSON object')
    .option('--seconds <s>', 'approximate total measuring time', positiveInt, 10)
    .option('--rounds <r>', 'timed rounds; each figure is the median', positiveInt, 5)
    .option('--workers <w>', 'also measure games_per_sec across W worker threads (workers_games_per_sec)', positiveInt)
    .option(
      '--pilots',
      'also measure greedy ms per game for every sample deck and default mcts ms per game against greedy (minutes)',
    )
    .action(async (flags: BenchFlags) => setCode(await benchCommand(flags, io)));
}

const LABELS: [keyof (BenchResult & PilotFields), string][] = [
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
  ['greedy_games_per_sec', 'greedy games/s (greedy vs greedy, sample decks)'],
  ['mcts_default_iterations_per_sec', 'MCTS iterations/s (default search)'],
  ['sample_decks', 'sample decks (all of decks/)'],
  ['games_per_sec_all_decks', 'games/s (random vs random, all sample decks)'],
  ['greedy_games_per_sec_all_decks', 'greedy games/s (all sample decks)'],
  ['mcts_default_iterations_per_sec_all_decks', 'MCTS iterations/s (default search, all sample decks)'],
  ['mcts_ms_per_game', 'default mcts ms per game against greedy'],
  ['gc_per_1000_games', 'garbage collections per 1,000 games'],
  ['heap_growth_per_1000_games_kb', 'heap growth per 1,000 games (KiB)'],
  ['node', 'node'],
];

async function benchCommand(flags: BenchFlags, io: Io): Promise<number> {
  const pool = cliPool(undefined);
  const four = benchDecks().map((f) => readDeck(f, pool));
  const decks = four.map((d) => d.cards);
  const mcts = mctsBenchProbe(pool, decks);
  const engine = await runBench(pool, decks, { seconds: flags.seconds, rounds: flags.rounds }, mcts);
  const r: BenchResult & PilotFields & { workers?: number; workers_games_per_sec?: number } = {
    ...engine,
    ...pilotFields(pool, four, flags),
  };
  if (flags.workers) {
    r.workers = flags.workers;
    r.workers_games_per_sec = Math.round(
      await workersGamesPerSec(benchDecks(), flags.workers, flags.seconds * 1000 * 0.3),
    );
  }
  if (flags.json) io.out(JSON.stringify(r) + '\n');
  else {
    for (const [k, label] of LABELS) io.out(`${label.padEnd(48)} ${r[k] ?? 'n/a'}\n`);
    for (const [deck, ms] of Object.entries(r.greedy_ms_per_game_by_deck ?? {}))
      io.out(`${`greedy ms per game, ${deck}`.padEnd(48)} ${ms}\n`);
    if (r.workers) io.out(`${`games/s across ${r.workers} workers`.padEnd(48)} ${r.workers_games_per_sec}\n`);
  }
  return EXIT_OK;
}

/**
 * Greedy and default MCTS: on the four bench decks and on every sample deck (the mixed set, which grows
 * with the card sets), each about a tenth of --seconds (the mixed MCTS figure at least one search of each pair it
 * reaches); with --pilots, per-deck greedy cost and mcts games.
 */
function pilotFields(pool: CardPool, four: Deck[], flags: BenchFlags): PilotFields {
  const slice = flags.seconds * 1000 * 0.1;
  const all = defaultGauntlet().map((f) => readDeck(f, pool));
  const fields: PilotFields = {
    greedy_games_per_sec: round1(greedyGamesPerSec(pool, four, slice, flags.rounds)),
    mcts_default_iterations_per_sec: Math.round(
      mctsBenchProbe(
        pool,
        four.map((d) => d.cards),
        {},
      )(slice),
    ),
    sample_decks: all.length,
    games_per_sec_all_decks: Math.round(
      randomGamesPerSec(
        pool,
        all.map((d) => d.cards),
        slice,
        flags.rounds,
      ),
    ),
    greedy_games_per_sec_all_decks: round1(greedyGamesPerSec(pool, all, slice, flags.rounds)),
    mcts_default_iterations_per_sec_all_decks: Math.round(
      mctsMixedProbe(
        pool,
        all.map((d) => d.cards),
      )(slice),
    ),
  };
  if (flags.pilots) {
    fields.greedy_ms_per_game_by_deck = Object.fromEntries(
      all.map((d) => [d.name, round1(msPerGame(pool, [d], four, 'greedy', 'greedy', GREEDY_GAMES_PER_DECK))]),
    );
    fields.mcts_ms_per_game = Math.round(msPerGame(pool, four, four, 'mcts', 'greedy', MCTS_GAMES));
  }
  return fields;
}

const round1 = (x: number) => Math.round(x * 10) / 10;
