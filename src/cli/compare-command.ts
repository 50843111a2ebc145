// `playtest compare DECK_A [DECK_B] --vs DECK...`: two versions of a deck play the same games (same
// seeds, seats, opponents and agents: RunConfig.pairedSeeds) and the difference in win rate is
// estimated pair by pair. With --until-decided the games are looked at after every --check-every
// games per opponent, in game order, and stop once an anytime-valid interval (paired.ts) decides;
// where it stops depends only on the results, never on the workers or on which batch finished first.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isLandCard } from '../engine/api/observe.js';
import { batchGames, forEachResult } from '../harness/batch.js';
import { RunPlan } from '../harness/plan.js';
import { defaultWorkers, runGames } from '../harness/run.js';
import type { Deck } from '../harness/types.js';
import type { Column } from '../report/columns.js';
import {
  compareColumn,
  compareCsv,
  compareHtml,
  type CompareLine,
  compareLines,
  type CompareResult,
  type CompareRow,
  DIFF_CI,
  FIELD,
  pct,
  signed,
  stopLine,
} from '../report/compare-report.js';
import { writeFileAtomic } from '../report/disk.js';
import { CHECKPOINT_FILE } from '../report/folder.js';
import { addSeedDiff, addSeedDiffs, emptySeedDiffs } from '../report/exact.js';
import { addPair, ConfidenceSequence, emptyPairs, verdictOf } from '../report/paired.js';
import { EXIT_CRASHED, EXIT_OK, UsageError } from './errors.js';
import { deckInput, fileInput, versions } from './inputs.js';
import type { Io } from './io.js';
import { claimFolder } from './out-folder.js';
import { packageVersion } from './paths.js';
import { cliPool, checkCrashCard } from './pool.js';
import { startProgress } from './progress.js';
import { checkAgents, loadDecks, seatAgents } from './run-command.js';
import { textTable } from './table.js';

export interface CompareFlags {
  vs?: string[];
  agent?: string[];
  games: number;
  seed: number;
  out: string;
  maxTurns: number;
  cards?: string[];
  workers?: number;
  without?: string[];
  untilDecided?: boolean;
  margin: number;
  checkEvery: number;
  strict?: boolean;
  /** Testing aid (hidden): a game throws once this card is cast. */
  crashOnCast?: string;
}

/** Not yet played (winner codes are 0 seat A, 1 seat B, 2 draw, -1 error). */
const UNPLAYED = -2;

export async function compareCommand(
  deckPaths: string[],
  flags: CompareFlags,
  argv: string[],
  io: Io,
): Promise<number> {
  const setup = await prepare(deckPaths, flags, io);
  const held = ['games.csv', 'matchups.csv', 'manifest.json', CHECKPOINT_FILE].filter((f) =>
    existsSync(join(flags.out, f)),
  );
  if (held.length > 0)
    throw new UsageError(
      `--out ${flags.out}: the folder holds a playtest run (${held.join(', ')}); choose another folder for compare`,
    );
  const claim = claimFolder(flags.out, '--out', 'compare');
  try {
    return await compareIn(setup, flags, argv, io);
  } finally {
    claim.release();
  }
}

async function compareIn(setup: Setup, flags: CompareFlags, argv: string[], io: Io): Promise<number> {
  const startedAt = new Date();
  const t0 = performance.now();
  const { plan, vs } = setup;
  const games = flags.games;
  const step = flags.untilDecided === true ? Math.min(flags.checkEvery, games) : games;
  const stages = Math.ceil(games / step);
  const F = vs.length;
  const index = (version: number, opp: number, k: number) => (version * F + opp) * games + k;
  const winner = new Int8Array(plan.total).fill(UNPLAYED);
  const stageOf = (i: number) => Math.floor((i % games) / step);
  const inStage = (s: number) => 2 * F * (Math.min(games, (s + 1) * step) - s * step);
  const received = new Int32Array(stages);
  const cs = new ConfidenceSequence();
  let evaluated = 0; // stages fed to the sequential test, in order
  let decided = false;
  const stop = new AbortController();

  // Each round (games 2r and 2r+1 against every opponent: the same shuffles, seats swapped) is one
  // observation of the sequential test: the mean of winA - winB over its games, in [-1, 1]. Rounds
  // are independent and identically distributed, whatever the opponents' strengths.
  const feedStage = (s: number) => {
    for (let r = (s * step) / 2; r < Math.min(games, (s + 1) * step) / 2; r++) {
      let sum = 0;
      for (let j = 0; j < F; j++) {
        for (const k of [2 * r, 2 * r + 1])
          sum += Number(winner[index(0, j, k)] === 0) - Number(winner[index(1, j, k)] === 0);
      }
      cs.add(sum / (2 * F));
    }
  };
  const evaluate = () => {
    while (!decided && evaluated < stages && received[evaluated] === inStage(evaluated)) {
      feedStage(evaluated++);
      if (flags.untilDecided === true && verdictDecides(cs, flags.margin)) {
        decided = true;
        stop.abort();
      }
    }
  };

  // Rounds in order, both versions side by side: the stages finish in order and a stop wastes little.
  const all: number[] = [];
  for (let k = 0; k < games; k++) for (let v = 0; v < 2; v++) for (let j = 0; j < F; j++) all.push(index(v, j, k));
  const progress = startProgress(io, all.length, 0);
  try {
    await runGames({
      plan,
      pool: setup.pool,
      cardFiles: flags.cards ?? [],
      indices: all,
      workers: flags.workers ?? defaultWorkers(),
      signal: stop.signal,
      onBatch: (batch) => {
        forEachResult(batch, (i, w) => {
          if (winner[i] !== UNPLAYED) return;
          winner[i] = w;
          received[stageOf(i)]++;
        });
        evaluate();
        progress.add(batchGames(batch), `checked after ${Math.min(games, evaluated * step)} games per opponent`);
      },
    });
  } finally {
    progress.stop();
  }
  evaluate();
  const used = Math.min(games, evaluated * step); // games per opponent and version that count
  const result = tally(setup, winner, index, used, cs, decided, flags);
  await writeOutputs(flags.out, result, argv);
  writeFileAtomic(
    join(flags.out, 'compare.json'),
    compareManifest(setup, flags, argv, result, startedAt, performance.now() - t0),
  );
  io.out(terminalText(result, flags.out));
  let errored = 0;
  for (let v = 0; v < 2; v++)
    for (let j = 0; j < F; j++) for (let k = 0; k < used; k++) if (winner[index(v, j, k)] === -1) errored++;
  if (errored > 0) {
    io.err(
      `error: ${errored} game(s) crashed; they count as not won (compare.json names the inputs to reproduce them)\n`,
    );
    return EXIT_CRASHED;
  }
  return EXIT_OK;
}

/** The games stop exactly when the field's verdict is no longer "too few games". */
function verdictDecides(cs: ConfidenceSequence, margin: number): boolean {
  return verdictOf(cs.interval(), margin) !== 'too few games';
}

interface Setup {
  plan: RunPlan;
  pool: ReturnType<typeof cliPool>;
  a: Deck;
  b: Deck;
  vs: Deck[];
  agents: [string, string];
}

async function prepare(deckPaths: string[], flags: CompareFlags, io: Io): Promise<Setup> {
  const without = flags.without ?? [];
  if (deckPaths.length === 0 || deckPaths.length > 2) {
    throw new UsageError(
      `compare: give DECK_A and DECK_B (two versions of a deck), or one deck and --without CARD; got ${deckPaths.length} deck(s)`,
    );
  }
  if (deckPaths.length === 1 && without.length === 0) {
    throw new UsageError(
      'compare: only one deck given: add DECK_B, or --without CARD to compare the deck with its pilot not casting CARD',
    );
  }
  if ((flags.vs ?? []).length === 0)
    throw new UsageError('compare: --vs DECK... is required: the field both versions play against');
  if (flags.games % 2 !== 0)
    throw new UsageError(
      `--games ${flags.games}: expected an even number (games 2k and 2k+1 share a seed with seats swapped)`,
    );
  if (flags.checkEvery % 2 !== 0)
    throw new UsageError(`--check-every ${flags.checkEvery}: expected an even number of games per opponent`);
  if (flags.margin > 0 && flags.untilDecided !== true)
    throw new UsageError('--margin is the "no difference" band of --until-decided; add --until-decided');
  const agents = seatAgents(flags.agent ?? []);
  const pool = cliPool(flags.cards ?? [], io);
  const decks = loadDecks(deckPaths, pool, io, flags.strict === true);
  const vs = loadDecks(flags.vs ?? [], pool, io, flags.strict === true);
  const a: Deck = { ...decks[0] };
  const b: Deck = { ...(decks[1] ?? decks[0]) };
  if (without.length > 0) {
    const names = [...new Set(b.cards)];
    b.without = without.map((w) => {
      const hit = names.find((n) => n.toLowerCase() === w.trim().toLowerCase());
      if (hit === undefined)
        throw new UsageError(`--without "${w}": deck ${b.name} (${b.file}) has no card of that name`);
      return hit;
    });
    b.name = `${b.name} without ${b.without.join(', ')}`;
  }
  if (a.name === b.name) {
    a.name += ' [A]';
    b.name += ' [B]';
  }
  if (vs.some((d) => d.name === a.name || d.name === b.name)) {
    throw new UsageError(
      `compare: a --vs deck has the name of a version compared (${a.name} or ${b.name}); rename one`,
    );
  }
  await checkAgents(agents);
  checkCrashCard(pool, flags.crashOnCast);
  const plan = new RunPlan({
    decks: [a, b],
    vs,
    agents,
    games: flags.games,
    seed: flags.seed,
    maxTurns: flags.maxTurns,
    pairedSeeds: true,
    ...(flags.crashOnCast === undefined ? {} : { crashOnCast: flags.crashOnCast }),
  });
  return { plan, pool, a, b, vs, agents };
}

function tally(
  s: Setup,
  winner: Int8Array,
  index: (v: number, j: number, k: number) => number,
  used: number,
  cs: ConfidenceSequence,
  decided: boolean,
  flags: CompareFlags,
): CompareResult {
  const sequential = flags.untilDecided === true;
  const field: CompareRow = { opponent: FIELD, pairs: emptyPairs(), seeds: emptySeedDiffs(), anytime: cs.interval() };
  const rows: CompareRow[] = s.vs.map((opp, j) => {
    const t = emptyPairs();
    const seeds = emptySeedDiffs();
    // An opponent's own anytime interval: its seeds in game order (valid whenever the field stopped).
    const own = new ConfidenceSequence();
    for (let k = 0; k < used; k += 2) {
      let d = 0;
      for (const g of [k, k + 1]) {
        const wa = winner[index(0, j, g)] === 0;
        const wb = winner[index(1, j, g)] === 0;
        addPair(t, wa, wb);
        addPair(field.pairs, wa, wb);
        d += Number(wa) - Number(wb);
      }
      addSeedDiff(seeds, d);
      if (sequential) own.add(d / 2);
    }
    addSeedDiffs(field.seeds, seeds);
    return { opponent: opp.name, pairs: t, seeds, anytime: sequential ? own.interval() : undefined };
  });
  if (!sequential) field.anytime = undefined;
  rows.push(field);
  return {
    deckA: s.a.name,
    deckB: s.b.name,
    agents: s.agents,
    rows,
    anytime: cs.interval(),
    margin: flags.margin,
    sequential,
    decided,
    looks: sequential ? Math.ceil(flags.games / Math.min(flags.checkEvery, flags.games)) : 1,
    gamesPerVersion: used * s.vs.length,
    maxGamesPerVersion: flags.games * s.vs.length,
    seed: flags.seed,
  };
}

async function writeOutputs(dir: string, r: CompareResult, argv: string[]): Promise<void> {
  mkdirSync(dir, { recursive: true });
  writeFileAtomic(join(dir, 'compare.csv'), compareCsv(r));
  writeFileAtomic(join(dir, 'report.html'), await compareHtml(r, argv));
}

/** The terminal's table: compare.csv's figures as percentages. */
const TERMINAL: Column<CompareLine>[] = [
  compareColumn('opponent'),
  compareColumn('games'),
  { ...compareColumn('win_rate_a'), name: 'A wins', format: pct },
  { ...compareColumn('win_rate_b'), name: 'B wins', format: pct },
  { ...compareColumn('diff'), name: 'A - B', format: signed },
  { ...DIFF_CI, name: '95% CI (paired)' },
  { name: 'only A/B won', get: (l) => `${l.pairs.onlyA}/${l.pairs.onlyB}` },
  compareColumn('verdict'),
];

function terminalText(r: CompareResult, out: string): string {
  return (
    `A: ${r.deckA}\nB: ${r.deckB}\n` + textTable(TERMINAL, compareLines(r)) + `${stopLine(r)}\nreports in ${out}\n`
  );
}

/**
 * compare.json: what decided the games (inputs with their hashes, options, versions), how they stopped, and timings.
 */
function compareManifest(
  s: Setup,
  flags: CompareFlags,
  argv: string[],
  r: CompareResult,
  startedAt: Date,
  wallMs: number,
): string {
  const isLand = (card: string) => isLandCard(s.pool.compiled(card));
  return (
    JSON.stringify(
      {
        tool: 'mtg-playtest',
        command: 'compare',
        version: packageVersion(),
        versions: versions(),
        argv,
        deckA: deckInput(s.a, isLand),
        deckB: { ...deckInput(s.b, isLand), without: s.b.without ?? [] },
        vs: s.vs.map((d) => deckInput(d, isLand)),
        cardFiles: (flags.cards ?? []).map(fileInput),
        agents: { versions: s.agents[0], field: s.agents[1] },
        seed: flags.seed,
        maxTurns: flags.maxTurns,
        games: flags.games,
        untilDecided: flags.untilDecided === true,
        margin: flags.margin,
        checkEvery: flags.checkEvery,
        gamesPerVersion: r.gamesPerVersion,
        decided: r.decided,
        timings: { startedAt: startedAt.toISOString(), wallMs: Math.round(wallMs) },
      },
      null,
      2,
    ) + '\n'
  );
}
