// `playtest compare-agents AGENT_A AGENT_B`: two agents play the same games (RunConfig.swapAgents: each
// seed twice, same decks, shuffles and seat on the play, the agents swapped), over every pair of the
// decks, mirrors included. A pair of games is one observation of A's score (pentanomial, sprt.ts);
// with --sprt the pairs are fed to the test in game order (round by round, each deck pair in turn)
// and the games stop once the LLR crosses a bound: where they stop depends only on the results,
// never on the workers or on which batch finished first. Ctrl-C or SIGTERM stops the games and
// reports the pairs finished in that order. games.csv holds the games that count, as a run writes
// its own, so `playtest replay` replays any of them (compare-agents.json says how to rebuild them).
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { isLandCard } from '../engine/api/observe.js';
import { agentProblem, preloadAgents } from '../harness/agents.js';
import { batchGames, forEachResult, type PackedBatch } from '../harness/batch.js';
import { RunPlan } from '../harness/plan.js';
import { defaultWorkers, runGames } from '../harness/run.js';
import type { Deck } from '../harness/types.js';
import {
  AGENTS_TERMINAL,
  agentsCsv,
  agentsLines,
  type AgentsResult,
  type AgentsRow,
  agentsStopLine,
  ALL,
} from '../report/agents-report.js';
import { AGENTS_MANIFEST, type AgentsManifest, COMPARE_MANIFEST, isAgentsFolder } from '../report/compare-manifest.js';
import { writeFileAtomic } from '../report/disk.js';
import { CHECKPOINT_FILE, writeGamesCsv } from '../report/folder.js';
import { addPairResult, emptyPentanomial, llr, type SprtOptions, sprtVerdict } from '../report/sprt.js';
import { EXIT_CRASHED, EXIT_OK, UsageError } from './errors.js';
import { agentModuleInputs, deckInput, fileInput, poolInput, versions } from './inputs.js';
import type { Io } from './io.js';
import { claimFolder } from './out-folder.js';
import { defaultGauntlet, packageVersion } from './paths.js';
import { cliPool, checkCrashCard } from './pool.js';
import { startProgress } from './progress.js';
import { checkDistinctNames, loadDecks } from './run-command.js';
import { SIGNAL_EXIT, stopOnSignals } from './stop-signals.js';
import { textTable } from './table.js';

export interface CompareAgentsFlags {
  decks?: string[];
  vs?: string[];
  games: number;
  sprt?: boolean;
  elo0: number;
  elo1: number;
  alpha: number;
  beta: number;
  seed: number;
  out: string;
  maxTurns: number;
  cards?: string[];
  workers?: number;
  strict?: boolean;
  /** Testing aid (hidden): a game throws once this card is cast. */
  crashOnCast?: string;
}

/** The options of the SPRT: given without --sprt they are a mistake. */
const SPRT_FLAGS = ['elo0', 'elo1', 'alpha', 'beta'] as const;

/** The terminal lists each deck pair up to this many; beyond, compare-agents.csv does. */
const TERMINAL_PAIRS = 20;

/**
 * Games per batch, fewer than a run's: agents under test are often slow (an mcts game takes seconds), and the SPRT,
 * the progress line and an interruption all wait for whole batches.
 */
const BATCH = 8;

/** Not yet played (winner codes are 0 seat A, 1 seat B, 2 draw, -1 error). */
const UNPLAYED = -2;

export async function compareAgentsCommand(
  agentA: string,
  agentB: string,
  flags: CompareAgentsFlags,
  given: string[],
  argv: string[],
  io: Io,
): Promise<number> {
  const setup = await prepare(agentA, agentB, flags, given, io);
  // compare-agents' own files are replaced; another command's are not mixed with them.
  const others = ['matchups.csv', 'manifest.json', 'compare.csv', COMPARE_MANIFEST, CHECKPOINT_FILE];
  if (!isAgentsFolder(flags.out)) others.unshift('games.csv');
  const held = others.filter((f) => existsSync(join(flags.out, f)));
  if (held.length > 0)
    throw new UsageError(
      `--out ${flags.out}: the folder holds another playtest command's reports (${held.join(', ')}); choose another folder for compare-agents`,
    );
  const claim = claimFolder(flags.out, '--out', 'compare-agents');
  try {
    return await compareIn(setup, flags, argv, io);
  } finally {
    claim.release();
  }
}

interface Setup {
  plan: RunPlan;
  pool: ReturnType<typeof cliPool>;
  decks: Deck[];
  vs: Deck[];
  agents: [string, string];
  sprt: SprtOptions | undefined;
}

async function prepare(
  agentA: string,
  agentB: string,
  flags: CompareAgentsFlags,
  given: string[],
  io: Io,
): Promise<Setup> {
  if (flags.games % 2 !== 0)
    throw new UsageError(
      `--games ${flags.games}: expected an even number (each seed is played twice, the agents swapped)`,
    );
  const stray = SPRT_FLAGS.filter((f) => given.includes(f));
  if (flags.sprt !== true && stray.length > 0)
    throw new UsageError(`--${stray[0]} is a setting of the sequential test; add --sprt`);
  if (!(flags.elo0 < flags.elo1))
    throw new UsageError(`--elo0 ${flags.elo0} and --elo1 ${flags.elo1}: expected elo0 below elo1`);
  if (!(flags.alpha + flags.beta < 1))
    throw new UsageError(`--alpha ${flags.alpha} and --beta ${flags.beta}: expected alpha + beta below 1`);
  for (const [label, spec] of [
    ['AGENT_A', agentA],
    ['AGENT_B', agentB],
  ]) {
    const problem = await agentProblemOf(spec);
    if (problem !== undefined) throw new UsageError(`${label} ${spec}: ${problem}`);
  }
  const pool = cliPool(flags.cards ?? [], io);
  const paths = flags.decks ?? defaultGauntlet();
  if (paths.length === 0)
    throw new UsageError('compare-agents: no --decks given and the package has no decks/*.txt to use');
  // The same file twice would play its pairs twice; once is what was meant.
  const unique = paths.filter((p, i) => paths.findIndex((q) => resolve(q) === resolve(p)) === i);
  const decks = loadDecks(unique, pool, io, flags.strict === true);
  const vs = loadDecks(flags.vs ?? [], pool, io, flags.strict === true);
  checkDistinctNames([...decks, ...vs]);
  checkCrashCard(pool, flags.crashOnCast);
  const agents: [string, string] = [agentA, agentB];
  const plan = new RunPlan({
    decks,
    vs,
    agents,
    games: flags.games,
    seed: flags.seed,
    maxTurns: flags.maxTurns,
    swapAgents: true,
    mirrors: true,
    ...(flags.crashOnCast === undefined ? {} : { crashOnCast: flags.crashOnCast }),
  });
  const sprt =
    flags.sprt === true ? { elo0: flags.elo0, elo1: flags.elo1, alpha: flags.alpha, beta: flags.beta } : undefined;
  return { plan, pool, decks, vs, agents, sprt };
}

/** Why an agent spec can't play (unknown name, bad option, a module that doesn't load), or undefined. */
async function agentProblemOf(spec: string): Promise<string | undefined> {
  try {
    await preloadAgents([spec]);
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
  return agentProblem(spec);
}

/** Agent A's points in game `gameIndex`: A sits in seat A in even games, in seat B in odd ones; a crash is a draw. */
function pointsOfA(gameIndex: number, winner: number): number {
  if (winner === 2 || winner === -1) return 0.5;
  return winner === gameIndex % 2 ? 1 : 0;
}

async function compareIn(setup: Setup, flags: CompareAgentsFlags, argv: string[], io: Io): Promise<number> {
  const startedAt = new Date();
  const t0 = performance.now();
  const { plan, sprt } = setup;
  const G = flags.games;
  const P = plan.pairs.length;
  const total = (P * G) / 2; // observations: pairs of games
  const order = spreadOrder(plan.pairs, setup.decks, setup.vs);
  const rank = new Int32Array(P);
  order.forEach((p, k) => (rank[p] = k));
  // Observation j is round floor(j / P) (seed pair) of deck pair order[j % P]: its games are these two.
  const first = (j: number) => order[j % P] * G + 2 * Math.floor(j / P);
  const observationOf = (i: number) => Math.floor((i % G) / 2) * P + rank[Math.floor(i / G)];
  const winner = new Int8Array(plan.total).fill(UNPLAYED);
  const got = new Uint8Array(total);
  const packed: PackedBatch[] = []; // every game played, kept compact for games.csv
  const overall = emptyPentanomial();
  let fed = 0; // observations fed to the test, in order
  let value = 0;
  let decided = false;
  const stop = new AbortController();
  const signals = stopOnSignals();
  signals.signal.addEventListener('abort', () => stop.abort(), { once: true });

  const evaluate = () => {
    while (!decided && fed < total && got[fed] === 2) {
      const i = first(fed++);
      addPairResult(overall, pointsOfA(i, winner[i]), pointsOfA(i + 1, winner[i + 1]));
      if (sprt === undefined) continue;
      value = llr(overall, sprt.elo0, sprt.elo1);
      if (sprtVerdict(value, sprt) !== 'undecided') {
        decided = true;
        stop.abort();
      }
    }
  };

  const all: number[] = [];
  for (let j = 0; j < total; j++) all.push(first(j), first(j) + 1);
  const progress = startProgress(io, all.length, 0);
  try {
    await runGames({
      plan,
      pool: setup.pool,
      cardFiles: flags.cards ?? [],
      indices: all,
      workers: flags.workers ?? defaultWorkers(),
      batchSize: BATCH,
      signal: stop.signal,
      onBatch: (batch) => {
        forEachResult(batch, (i, w) => {
          if (winner[i] !== UNPLAYED) return;
          winner[i] = w;
          got[observationOf(i)]++;
        });
        packed.push({ ...batch, rows: '' });
        evaluate();
        progress.add(batchGames(batch), sprt === undefined ? undefined : `LLR ${value.toFixed(2)}`);
      },
    });
  } finally {
    progress.stop();
    signals.dispose();
  }
  evaluate();
  const result = tally(setup, winner, first, order, fed, flags);
  if (sprt !== undefined) result.sprt = { ...sprt, llr: value, verdict: sprtVerdict(value, sprt) };
  mkdirSync(flags.out, { recursive: true });
  writeGamesCsv(flags.out, plan, setup.pool, packed, (i) => observationOf(i) < fed);
  writeFileAtomic(join(flags.out, 'compare-agents.csv'), agentsCsv(result));
  writeFileAtomic(
    join(flags.out, AGENTS_MANIFEST),
    manifest(setup, flags, argv, result, startedAt, performance.now() - t0),
  );
  io.out(terminalText(result, flags.out));
  const interrupted = signals.received();
  if (interrupted !== undefined) {
    io.err(
      `\ninterrupted (${interrupted}): the figures are of the first ${result.games} of ${plan.total} games, ` +
        `in the order they are played (every deck pair's first seed, then the second, ...)\n`,
    );
    return SIGNAL_EXIT[interrupted] ?? 143;
  }
  const errors = result.rows[result.rows.length - 1].errors;
  if (errors > 0) {
    io.err(
      `error: ${errors} game(s) crashed; each counts as a draw (games.csv names them; playtest replay ${flags.out} GAME_INDEX replays one)\n`,
    );
    return EXIT_CRASHED;
  }
  return EXIT_OK;
}

/**
 * The deck pairs in the order each round plays them: by diagonal of the table of decks (every mirror, then each deck
 * against the next one, then the one after, ...; with --vs, the vs decks shifted one further each time), so the
 * first games of a round, where an SPRT may stop or an interruption cut, already cover every deck about evenly.
 */
export function spreadOrder(pairs: readonly [Deck, Deck][], decks: readonly Deck[], vs: readonly Deck[]): number[] {
  const key = pairs.map(([x, y]) => {
    const i = decks.indexOf(x);
    const j = vs.length > 0 ? vs.indexOf(y) : decks.indexOf(y);
    const diagonal = vs.length > 0 ? (((j - i) % vs.length) + vs.length) % vs.length : j - i;
    return diagonal * pairs.length + i;
  });
  return key.map((_, p) => p).sort((p, q) => key[p] - key[q]);
}

/** The rows of the first `used` observations: each deck pair, then all of them. */
function tally(
  s: Setup,
  winner: Int8Array,
  first: (j: number) => number,
  order: number[],
  used: number,
  flags: CompareAgentsFlags,
): AgentsResult {
  const blank = (deck1: string, deck2: string): AgentsRow => ({
    deck1,
    deck2,
    wins: 0,
    draws: 0,
    losses: 0,
    errors: 0,
    pairs: emptyPentanomial(),
  });
  const rows = s.plan.pairs.map(([x, y]) => blank(x.name, y.name));
  const all = blank(ALL, ALL);
  for (let j = 0; j < used; j++) {
    const i = first(j);
    const row = rows[order[j % order.length]];
    const points = [pointsOfA(i, winner[i]), pointsOfA(i + 1, winner[i + 1])];
    for (const t of [row, all]) {
      addPairResult(t.pairs, points[0], points[1]);
      for (const k of [i, i + 1]) {
        if (winner[k] === -1) t.errors++;
        else if (winner[k] === 2) t.draws++;
        else if (pointsOfA(k, winner[k]) === 1) t.wins++;
        else t.losses++;
      }
    }
  }
  return {
    agents: s.agents,
    rows: [...rows, all],
    sprt: undefined,
    games: 2 * used,
    maxGames: s.plan.total,
    seed: flags.seed,
  };
}

function terminalText(r: AgentsResult, out: string): string {
  const lines = agentsLines(r);
  const shown = r.rows.length - 1 <= TERMINAL_PAIRS ? lines : lines.slice(-1);
  const note = shown.length < lines.length ? `(each of the ${r.rows.length - 1} deck pairs: compare-agents.csv)\n` : '';
  return (
    `A: ${r.agents[0]}\nB: ${r.agents[1]}\n` +
    textTable(AGENTS_TERMINAL, shown) +
    note +
    `${agentsStopLine(r)}\nreports in ${out}\n`
  );
}

/** compare-agents.json (report/compare-manifest.ts): what decided the games, how they stopped, timings. */
function manifest(
  s: Setup,
  flags: CompareAgentsFlags,
  argv: string[],
  r: AgentsResult,
  startedAt: Date,
  wallMs: number,
): string {
  const isLand = (card: string) => isLandCard(s.pool.compiled(card));
  const m: AgentsManifest = {
    tool: 'mtg-playtest',
    command: 'compare-agents',
    version: packageVersion(),
    versions: versions(),
    argv,
    agents: { A: s.agents[0], B: s.agents[1] },
    agentModules: agentModuleInputs(s.agents),
    decks: s.decks.map((d) => deckInput(d, isLand)),
    vs: s.vs.map((d) => deckInput(d, isLand)),
    deckPairs: s.plan.pairs.length,
    cardFiles: (flags.cards ?? []).map(fileInput),
    pool: poolInput(s.pool.names().length),
    seed: flags.seed,
    maxTurns: flags.maxTurns,
    games: flags.games,
    ...(flags.crashOnCast === undefined ? {} : { crashOnCast: flags.crashOnCast }),
    sprt: r.sprt ?? null,
    gamesPlayed: r.games,
    timings: { startedAt: startedAt.toISOString(), wallMs: Math.round(wallMs) },
  };
  return JSON.stringify(m, null, 2) + '\n';
}
