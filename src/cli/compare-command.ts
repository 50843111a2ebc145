// `playtest compare DECK_A [DECK_B] --vs DECK...`: two versions of a deck play the same games (same
// seeds, seats, opponents and agents: RunConfig.pairedSeeds) and the difference in win rate is
// estimated pair by pair. With --until-decided the games are looked at after every --check-every
// games per opponent, in game order, and stop once an anytime-valid interval (paired.ts) decides;
// where it stops depends only on the results, never on the workers or on which batch finished first.
// games.csv holds the games that count, as a run writes its own, so `playtest replay` and `playtest
// report` work on a compare's folder (compare.json says how to rebuild its games).
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isLandCard } from '../engine/api/observe.js';
import { batchUnits, forEachUnitResult, type PackedBatch } from '../harness/batch.js';
import { RunPlan } from '../harness/plan.js';
import { defaultWorkers, runGames } from '../harness/run.js';
import type { Deck } from '../harness/types.js';
import { changeText, differencesCsv, nothingCompared, versionChange } from '../report/card-differences.js';
import type { Column } from '../report/columns.js';
import { compareGameIndex, compareResultOf, type CompareSpec, roundMean } from '../report/compare-games.js';
import { COMPARE_MANIFEST, type CompareManifest, isCompareFolder } from '../report/compare-manifest.js';
import {
  compareColumn,
  compareCsv,
  compareHtml,
  type CompareLine,
  compareLines,
  type CompareResult,
  DIFF_CI,
  pct,
  signed,
  stopLine,
} from '../report/compare-report.js';
import { writeFileAtomic } from '../report/disk.js';
import { CHECKPOINT_FILE, writeGamesCsv } from '../report/folder.js';
import { ConfidenceSequence, verdictOf } from '../report/paired.js';
import { EXIT_CRASHED, EXIT_OK, UsageError } from './errors.js';
import { agentModuleInputs, deckInput, fileInput, poolInput, versions } from './inputs.js';
import type { Io } from './io.js';
import type { GamesFlags } from './options.js';
import { claimFolder } from './out-folder.js';
import { packageVersion } from './paths.js';
import { cliPool, checkCrashCard } from './pool.js';
import { startProgress } from './progress.js';
import { checkAgents, loadDecks, seatAgents } from './run-command.js';
import { writePlansFile } from './match-report.js';
import { filePlans } from './match-setup.js';
import { textTable } from './table.js';

export interface CompareFlags extends GamesFlags {
  vs?: string[];
  without?: string[];
  untilDecided?: boolean;
  margin: number;
  checkEvery: number;
  /** Best-of-three matches: the unit compared is a match (--games counts matches), with the deck files' plans. */
  match?: 'bo3';
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
  // A compare's own files are replaced; another command's are not mixed with them.
  const others = ['matchups.csv', 'manifest.json', CHECKPOINT_FILE, 'compare-agents.json'];
  if (!isCompareFolder(flags.out)) others.unshift('games.csv');
  const held = others.filter((f) => existsSync(join(flags.out, f)));
  if (held.length > 0)
    throw new UsageError(
      `--out ${flags.out}: the folder holds another playtest command's reports (${held.join(', ')}); choose another folder for compare`,
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
  const { plan, spec } = setup;
  const games = flags.games;
  const step = flags.untilDecided === true ? Math.min(flags.checkEvery, games) : games;
  const stages = Math.ceil(games / step);
  const F = spec.opponents.length;
  const index = (version: number, opp: number, k: number) => compareGameIndex(spec, version, opp, k);
  const winner = new Int8Array(plan.units).fill(UNPLAYED); // per game, or with --match per match
  const stageOf = (i: number) => Math.floor((i % games) / step);
  const inStage = (s: number) => 2 * F * (Math.min(games, (s + 1) * step) - s * step);
  const received = new Int32Array(stages);
  const packed: PackedBatch[] = []; // every game played, kept compact for games.csv
  const cs = new ConfidenceSequence();
  let evaluated = 0; // stages fed to the sequential test, in order
  let decided = false;
  const stop = new AbortController();

  // Each round is one observation of the sequential test (compare-games.ts, roundMean). Rounds are
  // independent and identically distributed, whatever the opponents' strengths.
  const feedStage = (s: number) => {
    for (let r = (s * step) / 2; r < Math.min(games, (s + 1) * step) / 2; r++) cs.add(roundMean(spec, winner, r));
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

  io.out(headerText(setup));
  // Rounds in order, both versions side by side: the stages finish in order and a stop wastes little.
  const all: number[] = [];
  for (let k = 0; k < games; k++) for (let v = 0; v < 2; v++) for (let j = 0; j < F; j++) all.push(index(v, j, k));
  const progress = startProgress(io, all.length, 0, undefined, undefined, plan.perUnit === 1 ? 'games' : 'matches');
  try {
    await runGames({
      plan,
      pool: setup.pool,
      cardFiles: flags.cards ?? [],
      indices: all,
      workers: flags.workers ?? defaultWorkers(),
      signal: stop.signal,
      onBatch: (batch) => {
        forEachUnitResult(plan, batch, (i, w) => {
          if (winner[i] !== UNPLAYED) return;
          winner[i] = w;
          received[stageOf(i)]++;
        });
        packed.push({ ...batch, rows: '' });
        evaluate();
        progress.add(batchUnits(plan, batch), `checked after ${Math.min(games, evaluated * step)} games per opponent`);
      },
    });
  } finally {
    progress.stop();
  }
  evaluate();
  const used = Math.min(games, evaluated * step); // games per opponent and version that count
  const result = compareResultOf(spec, winner, used, decided);
  await writeOutputs(setup, flags.out, result, packed, argv);
  writeFileAtomic(
    join(flags.out, COMPARE_MANIFEST),
    compareManifest(setup, flags, argv, result, startedAt, performance.now() - t0),
  );
  io.out(terminalText(result, flags.out));
  let errored = 0;
  for (let v = 0; v < 2; v++)
    for (let j = 0; j < F; j++) for (let k = 0; k < used; k++) if (winner[index(v, j, k)] === -1) errored++;
  if (errored > 0) {
    io.err(
      `error: ${errored} game(s) crashed; they count as not won (games.csv names them; playtest replay ${flags.out} GAME_INDEX replays one)\n`,
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
  spec: CompareSpec;
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
  const change = versionChange(a, b);
  const nothing = nothingCompared(change);
  if (nothing !== undefined && flags.strict === true)
    throw new UsageError(`compare: ${nothing}\n(--strict makes deck warnings errors)`);
  if (nothing !== undefined) io.err(`warning: compare: ${nothing}\n`);
  await checkAgents(agents);
  checkCrashCard(pool, flags.crashOnCast);
  let plan = new RunPlan({
    decks: [a, b],
    vs,
    agents,
    games: flags.games,
    seed: flags.seed,
    maxTurns: flags.maxTurns,
    pairedSeeds: true,
    ...(flags.crashOnCast === undefined ? {} : { crashOnCast: flags.crashOnCast }),
  });
  if (flags.match !== undefined) plan = new RunPlan({ ...plan.config, match: filePlans(plan.pairs, io) });
  const spec: CompareSpec = {
    deckA: a.name,
    deckB: b.name,
    opponents: vs.map((d) => d.name),
    agents,
    games: flags.games,
    seed: flags.seed,
    margin: flags.margin,
    sequential: flags.untilDecided === true,
    checkEvery: flags.checkEvery,
    change,
  };
  return { plan, pool, a, b, vs, agents, spec };
}

/**
 * games.csv (the games that count, in game_index order, as a run writes it), differences.csv, compare.csv and
 * report.html; compare.json goes last, once the others are whole.
 */
async function writeOutputs(
  s: Setup,
  dir: string,
  r: CompareResult,
  packed: readonly PackedBatch[],
  argv: string[],
): Promise<void> {
  mkdirSync(dir, { recursive: true });
  const used = r.gamesPerVersion / s.spec.opponents.length;
  const perUnit = s.plan.perUnit;
  writeGamesCsv(dir, s.plan, s.pool, packed, (i) => Math.floor(i / perUnit) % s.spec.games < used);
  if (s.plan.config.match !== undefined) writePlansFile(dir, s.plan.config.match);
  writeFileAtomic(join(dir, 'differences.csv'), differencesCsv(s.spec.change));
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

/** What is compared, printed before the games: the two versions and the cards that differ. */
function headerText(s: Setup): string {
  return `A: ${s.spec.deckA}\nB: ${s.spec.deckB}\nfrom A to B: ${changeText(s.spec.change)}\n`;
}

function terminalText(r: CompareResult, out: string): string {
  return textTable(TERMINAL, compareLines(r)) + `${stopLine(r)}\nreports in ${out}\n`;
}

/** compare.json (report/compare-manifest.ts): what decided the games, how they stopped, and timings. */
function compareManifest(
  s: Setup,
  flags: CompareFlags,
  argv: string[],
  r: CompareResult,
  startedAt: Date,
  wallMs: number,
): string {
  const isLand = (card: string) => isLandCard(s.pool.compiled(card));
  const m: CompareManifest = {
    tool: 'mtg-playtest',
    command: 'compare',
    version: packageVersion(),
    versions: versions(),
    argv,
    deckA: { ...deckInput(s.a, isLand), without: s.a.without ?? [] },
    deckB: { ...deckInput(s.b, isLand), without: s.b.without ?? [] },
    vs: s.vs.map((d) => deckInput(d, isLand)),
    cardFiles: (flags.cards ?? []).map(fileInput),
    pool: poolInput(s.pool.names().length),
    agentModules: agentModuleInputs(s.agents),
    agents: { versions: s.agents[0], field: s.agents[1] },
    seed: flags.seed,
    maxTurns: flags.maxTurns,
    games: flags.games,
    ...(flags.crashOnCast === undefined ? {} : { crashOnCast: flags.crashOnCast }),
    ...(s.plan.config.match === undefined ? {} : { match: s.plan.config.match }),
    untilDecided: flags.untilDecided === true,
    margin: flags.margin,
    checkEvery: flags.checkEvery,
    gamesPerVersion: r.gamesPerVersion,
    decided: r.decided,
    timings: { startedAt: startedAt.toISOString(), wallMs: Math.round(wallMs) },
  };
  return JSON.stringify(m, null, 2) + '\n';
}
