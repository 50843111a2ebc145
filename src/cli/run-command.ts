// `playtest run`: builds a session from the command line (or from a checkpoint with --resume), then
// plays it (run-session.ts). Every check of user input happens here, before any game, as a UsageError.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { CardPool } from '../cards/pool.js';
import { readDeck, validateDeck } from '../decks/parse.js';
import { agentProblem, preloadAgents } from '../harness/agents.js';
import { GOLDFISH, GOLDFISH_AGENT } from '../harness/goldfish.js';
import { RunPlan, runAgents } from '../harness/plan.js';
import { defaultWorkers } from '../harness/run.js';
import { parseShard, type Shard, shardLabel } from '../harness/shard.js';
import type { Deck, GameRecord } from '../harness/types.js';
import { type PackedBatch, packRecords } from '../harness/batch.js';
import { hasCheckpoint, PARTIAL_FILE, readCheckpoint, readPartial } from '../report/folder.js';
import { claimFolder, clearRun, describeRun, runFilesIn } from './out-folder.js';
import { GamesFileError } from '../report/games-read.js';
import { configOf, type Manifest, ManifestError, readManifest } from '../report/manifest.js';
import { checkBaseline, checkBaselineDir, EXIT_REGRESSION } from './baseline.js';
import { EXIT_CRASHED, UsageError } from './errors.js';
import { pilotFolder, pilotSpecs, pilotSummary } from './pilots.js';
import { isLandCard } from '../engine/api/observe.js';
import { agentModuleInputs, poolInput, runInputs, sha256, versions } from './inputs.js';
import type { Io } from './io.js';
import { defaultGauntlet, packageVersion } from './paths.js';
import { cliPool, checkCrashCard } from './pool.js';
import { defaultGames } from './quick-run.js';
import { playSession, type Session } from './run-session.js';
import { checkMatchFlags, dropUnfinishedMatches, matchConfigFor } from './match-run.js';
import type { SideboardMode } from './match-setup.js';

export interface RunFlags {
  vs?: string[];
  agent?: string[];
  /** Games per pairing; without it quick-run.ts decides (a quick look when no decks are given). */
  games?: number;
  seed: number;
  out: string;
  maxTurns: number;
  cards?: string[];
  workers?: number;
  shard?: Shard;
  resume?: string;
  force?: boolean;
  crashOnCast?: string;
  /** Deck warnings are errors (exit 2). */
  strict?: boolean;
  /** A stored run to compare every matchup with (regressions.csv, exit EXIT_REGRESSION). */
  baseline?: string;
  tolerance?: number;
  /** Pilot sensitivity: the same gauntlet under each of these agents (comma-separated). */
  agents?: string;
  /** playtest goldfish: each deck plays the goldfish under each of these agents (RunConfig.goldfishAgents). */
  goldfishAgents?: string[];
  /** Best-of-three matches with sideboarding (match-setup.ts). */
  match?: 'bo3';
  sideboard?: SideboardMode;
}

/** Options that decide the run: with --resume they come from the checkpoint and may not be given. */
export const RUN_DEFINING = [
  'vs',
  'agent',
  'games',
  'seed',
  'out',
  'maxTurns',
  'cards',
  'shard',
  'force',
  'crashOnCast',
  'match',
  'sideboard',
];

export async function runCommand(
  deckPaths: string[],
  flags: RunFlags,
  argv: string[],
  io: Io,
  given: string[] = [],
): Promise<number> {
  if (flags.tolerance !== undefined && flags.baseline === undefined)
    throw new UsageError('--tolerance is the allowed move of --baseline; add --baseline DIR');
  checkMatchFlags(flags);
  if (flags.agents !== undefined) return pilotsRun(deckPaths, flags, argv, io, given);
  if (flags.baseline === undefined) return playRun(deckPaths, flags, argv, io, given);
  const out = flags.resume ?? flags.out;
  if (resolve(flags.baseline) === resolve(out))
    throw new UsageError(`--baseline ${flags.baseline}: it is the run's own folder; keep the stored run elsewhere`);
  checkBaselineDir(flags.baseline);
  const code = await playRun(deckPaths, flags, argv, io, given);
  if (code !== 0 && code !== EXIT_CRASHED) return code;
  const moved = await checkBaseline(flags.baseline, out, flags.tolerance, io);
  return code !== 0 ? code : moved;
}

/** Each pilot plays the same run in its own folder; a crash (4) outranks a regression (5) in the exit code. */
async function pilotsRun(
  deckPaths: string[],
  flags: RunFlags,
  argv: string[],
  io: Io,
  given: string[],
): Promise<number> {
  if (flags.agent !== undefined) throw new UsageError('--agents plays the run under each agent in turn; drop --agent');
  if (flags.resume !== undefined)
    throw new UsageError("--agents: resume each pilot's folder on its own (playtest run --resume DIR/AGENT)");
  const specs = pilotSpecs(flags.agents as string);
  for (const spec of specs) await checkAgents([spec, spec]); // every pilot checked before the first plays
  // The pilots' folders go under --out, which must not hold a run of its own (the same rule as a run's --out).
  if (existsSync(flags.out)) replaceOlderRun(flags.out, flags.force === true || !given.includes('out'), io);
  let worst = 0;
  for (const spec of specs) {
    const sub = pilotFolder(spec);
    io.out(`\n== pilot ${spec} (${join(flags.out, sub)})\n`);
    const code = await runCommand(
      deckPaths,
      {
        ...flags,
        agents: undefined,
        agent: [spec],
        out: join(flags.out, sub),
        ...(flags.baseline === undefined ? {} : { baseline: join(flags.baseline, sub) }),
      },
      argv,
      io,
      given,
    );
    if (code !== 0 && code !== EXIT_CRASHED && code !== EXIT_REGRESSION) return code;
    if (code === EXIT_CRASHED || worst === 0) worst = code;
  }
  await pilotSummary(flags.out, specs, io);
  return worst;
}

async function playRun(deckPaths: string[], flags: RunFlags, argv: string[], io: Io, given: string[]): Promise<number> {
  if (flags.resume !== undefined) {
    const clash = given.filter((f) => RUN_DEFINING.includes(f));
    if (deckPaths.length > 0 || clash.length > 0) {
      const what = [...(deckPaths.length > 0 ? ['decks'] : []), ...clash.map(optionName)].join(', ');
      throw new UsageError(
        `--resume: the run's decks and options come from its checkpoint; drop ${what} (only --workers may change)`,
      );
    }
    const dir = flags.resume;
    if (!existsSync(dir))
      throw new UsageError(
        `--resume ${dir}: no such folder (expected the --out folder of an interrupted playtest run)`,
      );
    const claim = claimFolder(dir, '--resume', 'run --resume');
    try {
      const session = await resumeSession(dir, flags.workers ?? defaultWorkers(), io);
      return session === undefined ? 0 : await playSession(session, io);
    } finally {
      claim.release();
    }
  }
  const session = await freshSession(deckPaths, flags, argv, io);
  const claim = claimFolder(session.dir, '--out', 'run');
  try {
    replaceOlderRun(session.dir, flags.force === true || !given.includes('out'), io);
    return await playSession(session, io);
  } finally {
    claim.release();
  }
}

/**
 * A folder holds one run: an older one is replaced whole (with --force, or in the default folder,
 * which always holds the latest run) or the new run is refused; never are the two mixed.
 */
function replaceOlderRun(dir: string, replace: boolean, io: Io): void {
  if (runFilesIn(dir).length === 0) return;
  const what = describeRun(dir);
  if (!replace) {
    const resume = hasCheckpoint(dir) ? `, playtest run --resume ${dir} to finish it` : '';
    throw new UsageError(
      `--out ${dir} already holds ${what}; pass --force to replace it${resume}, or choose another --out`,
    );
  }
  io.err(`note: replacing ${what} in ${dir}\n`);
  clearRun(dir, '--out');
}

function optionName(flag: string): string {
  return '--' + flag.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase());
}

async function freshSession(deckPaths: string[], flags: RunFlags, argv: string[], io: Io): Promise<Session> {
  const fish = flags.goldfishAgents;
  const agents: [string, string] = fish === undefined ? seatAgents(flags.agent ?? []) : [fish[0], GOLDFISH_AGENT];
  const cardFiles = flags.cards ?? [];
  const pool = cliPool(cardFiles, io);
  const paths = deckPaths.length > 0 ? deckPaths : defaultGauntlet();
  if (paths.length === 0)
    throw new UsageError('run: no decks given and the package has no decks/*.txt to use as the default gauntlet');
  const games = flags.games ?? defaultGames(deckPaths, flags.vs);
  const decks = loadDecks(paths, pool, io, flags.strict === true);
  const vs = loadDecks(flags.vs ?? [], pool, io, flags.strict === true);
  checkDistinctNames([...decks, ...vs]);
  const fishy = fish === undefined ? undefined : decks.find((d) => d.name === GOLDFISH.name);
  if (fishy !== undefined)
    throw new UsageError(
      `deck ${fishy.file} is named "${GOLDFISH.name}", the opponent's name in games.csv; rename it (its file name or the name in its metadata)`,
    );
  checkCrashCard(pool, flags.crashOnCast);
  let plan = new RunPlan({
    decks,
    vs,
    agents,
    games,
    seed: flags.seed,
    maxTurns: flags.maxTurns,
    ...(flags.crashOnCast === undefined ? {} : { crashOnCast: flags.crashOnCast }),
    ...(fish === undefined ? {} : { goldfishAgents: fish }),
  });
  if (plan.pairs.length === 0) {
    throw new UsageError('run: nothing to play: give at least two decks, or some decks and --vs <decks...>');
  }
  checkRunSize(plan, flags.shard);
  await checkAgents(runAgents(plan.config));
  const workers = flags.workers ?? defaultWorkers();
  if (flags.match !== undefined) {
    const match = await matchConfigFor(plan, flags.sideboard ?? 'plans', { pool, cardFiles, workers, io });
    plan = new RunPlan({ ...plan.config, match });
  }
  const manifest: Manifest = {
    tool: 'mtg-playtest',
    version: packageVersion(),
    node: process.version,
    versions: versions(),
    status: 'running',
    argv,
    inputs: runInputs(decks, vs, cardFiles, runAgents(plan.config), pool.names().length, (card) =>
      isLandCard(pool.compiled(card)),
    ),
    seed: flags.seed,
    games,
    maxTurns: flags.maxTurns,
    agents: { A: agents[0], B: agents[1] },
    ...(flags.crashOnCast === undefined ? {} : { crashOnCast: flags.crashOnCast }),
    ...(fish === undefined ? {} : { goldfishAgents: fish }),
    ...(plan.config.match === undefined ? {} : { match: plan.config.match }),
    workers,
    shard: shardLabel(flags.shard),
    runGames: plan.total,
    totalGames: 0,
    erroredGames: [],
    timings: { startedAt: '', finishedAt: '', wallMs: 0, gamesPerSec: 0 },
  };
  return { dir: flags.out, plan, pool, cardFiles, shard: flags.shard, workers, manifest, done: [], fresh: true };
}

/** Game indices are 32-bit, and a process keeps every game it plays (about 200 bytes each) until the end. */
const MAX_RUN_GAMES = 2 ** 31 - 1;
export const MAX_PROCESS_GAMES = 50_000_000;

function checkRunSize(plan: RunPlan, shard: Shard | undefined): void {
  const pairings = plan.pairs.length;
  const games = plan.config.games;
  const total = `--games ${games}: ${pairings} pairing(s) of ${games} games make ${plan.total.toLocaleString('en-US')} games`;
  if (plan.total > MAX_RUN_GAMES)
    throw new UsageError(`${total}; a run has at most ${MAX_RUN_GAMES.toLocaleString('en-US')}`);
  const mine = Math.ceil(plan.total / (shard?.count ?? 1));
  if (mine > MAX_PROCESS_GAMES) {
    throw new UsageError(
      `${total}, about ${mine.toLocaleString('en-US')} for this process; one process plays at most ` +
        `${MAX_PROCESS_GAMES.toLocaleString('en-US')}: split the run with --shard I/N (and merge the shards)`,
    );
  }
}

/** The session of an interrupted run, or undefined when the folder's run is already complete. */
async function resumeSession(dir: string, workers: number, io: Io): Promise<Session | undefined> {
  try {
    return await resumeFrom(dir, workers, io);
  } catch (err) {
    if (err instanceof ManifestError || err instanceof GamesFileError)
      throw new UsageError(`--resume ${dir}: ${err.message}`);
    throw err;
  }
}

async function resumeFrom(dir: string, workers: number, io: Io): Promise<Session | undefined> {
  if (!hasCheckpoint(dir)) {
    if (!existsSync(join(dir, 'manifest.json'))) {
      throw new UsageError(
        `--resume ${dir}: no checkpoint.json there (expected the --out folder of an interrupted playtest run)`,
      );
    }
    const done = readManifest(dir);
    if (done.status === 'complete' && existsSync(join(dir, 'games.csv'))) {
      io.out(`${dir}: the run is complete; nothing to resume\n`);
      return undefined;
    }
    throw new UsageError(
      `--resume ${dir}: manifest.json says the run is ${done.status} (${done.totalGames} of ` +
        `${done.runGames} games) but its checkpoint (checkpoint.json) is gone, so it cannot be resumed; ` +
        `start it again with --force`,
    );
  }
  const manifest = readCheckpoint(dir);
  if (manifest.status === 'complete') {
    throw new UsageError(
      `--resume ${dir}: checkpoint.json: status is complete, expected running or interrupted; the checkpoint is damaged`,
    );
  }
  if (manifest.version !== packageVersion()) {
    throw new UsageError(
      `--resume ${dir}: the run was started with mtg-playtest ${manifest.version}, this is ${packageVersion()}; resume it with the same version`,
    );
  }
  const cardFiles = manifest.inputs.cardFiles.map((f) => f.file);
  for (const f of manifest.inputs.cardFiles) checkUnchanged(f.file, f.sha256, `--resume ${dir}: card file`);
  const pool = cliPool(cardFiles, io);
  if (poolInput(0).sha256 !== manifest.inputs.pool.sha256) {
    throw new UsageError(
      `--resume ${dir}: the built-in card pool changed since the run started; resume with the same version`,
    );
  }
  const config = configOf(manifest);
  for (const d of [...config.decks, ...config.vs]) {
    const unknown = [...new Set(d.cards)].filter((c) => !pool.has(c));
    if (unknown.length > 0)
      throw new UsageError(`--resume ${dir}: deck ${d.name} has cards no longer in the pool: ${unknown.join(', ')}`);
  }
  await checkAgents(runAgents(config));
  const modules = JSON.stringify(agentModuleInputs(runAgents(config)).map((f) => f.sha256));
  if (modules !== JSON.stringify(manifest.inputs.agentModules.map((f) => f.sha256))) {
    throw new UsageError(`--resume ${dir}: an agent module changed since the run started`);
  }
  const shard = manifest.shard === null ? undefined : parseShard(manifest.shard, {});
  if (typeof shard === 'string')
    throw new UsageError(`--resume ${dir}: checkpoint.json: shard ${manifest.shard}: ${shard}`);
  const plan = new RunPlan(config);
  if (plan.total !== manifest.runGames) {
    throw new UsageError(
      `--resume ${dir}: checkpoint.json: runGames is ${manifest.runGames}, but its decks and games make ${plan.total}; the checkpoint is damaged`,
    );
  }
  return {
    dir,
    plan,
    pool,
    cardFiles,
    shard,
    workers,
    manifest: { ...manifest, workers, resumes: (manifest.resumes ?? 0) + 1 },
    done: await readDone(dir, plan, pool, io),
    fresh: false,
  };
}

/**
 * The games of a checkpoint, packed as a run keeps them (a checkpoint of a million games is read a
 * piece at a time, never whole). A row that doesn't belong to the run is an error; a repeated game
 * keeps its first row; a damaged row (its checksum fails) is dropped and its game played again.
 */
async function readDone(dir: string, plan: RunPlan, pool: CardPool, io: Io): Promise<PackedBatch[]> {
  const seen = new Uint8Array(plan.total);
  const out: PackedBatch[] = [];
  let chunk: GameRecord[] = [];
  const damaged: number[] = [];
  await readPartial(
    dir,
    (r) => {
      const spec = r.gameIndex < plan.total ? plan.spec(r.gameIndex) : undefined;
      if (spec === undefined || spec.seed !== r.seed || spec.deckA.name !== r.deckA || spec.deckB.name !== r.deckB) {
        throw new UsageError(`--resume ${dir}: ${PARTIAL_FILE}: game ${r.gameIndex} is not a game of this run`);
      }
      if (seen[r.gameIndex] !== 0) return;
      seen[r.gameIndex] = 1;
      chunk.push(r);
      if (chunk.length === DONE_CHUNK) {
        out.push(packRecords(chunk, pool, false));
        chunk = [];
      }
    },
    (line) => damaged.push(line),
    plan.config.match !== undefined,
  );
  if (chunk.length > 0) out.push(packRecords(chunk, pool, false));
  if (plan.config.match !== undefined) return dropUnfinishedMatches(plan, pool, out, dir, io);
  if (damaged.length > 0) {
    const lines = damaged.slice(0, 5).join(', ') + (damaged.length > 5 ? ', ...' : '');
    io.err(
      `warning: ${join(dir, PARTIAL_FILE)}: ${damaged.length} damaged row(s) (line ${lines}) fail their checksum; their games are played again\n`,
    );
  }
  return out;
}

const DONE_CHUNK = 4096;

function checkUnchanged(file: string, hash: string, what: string): void {
  let now: string;
  try {
    now = sha256(readFileSync(file));
  } catch {
    throw new UsageError(`${what} ${file} is missing`);
  }
  if (now !== hash) throw new UsageError(`${what} ${file} changed since the run started`);
}

/** Module agents load first; then every spec must build an agent, or the run stops before any game. */
export async function checkAgents(agents: readonly string[]): Promise<void> {
  await preloadAgents(agents);
  for (const spec of new Set(agents)) {
    const problem = agentProblem(spec);
    if (problem !== undefined) throw new UsageError(`--agent ${spec}: ${problem}`);
  }
}

/**
 * One --agent plays both seats; two give seat A then seat B. Default: greedy (random play says little about a deck).
 */
export function seatAgents(specs: string[]): [string, string] {
  if (specs.length === 0) return ['greedy', 'greedy'];
  if (specs.length === 1) return [specs[0], specs[0]];
  if (specs.length === 2) return [specs[0], specs[1]];
  throw new UsageError(
    `--agent: given ${specs.length} times; expected once (both seats) or twice (seat A, then seat B)`,
  );
}

export function loadDecks(paths: string[], pool: CardPool, io: Io, strict: boolean): Deck[] {
  const seen = new Set<string>();
  return paths.map((p) => {
    const deck = readDeck(p, pool);
    const key = resolve(p);
    const warnings = seen.has(key) ? [] : validateDeck(deck, pool);
    if (strict && warnings.length > 0)
      throw new UsageError(`${warnings.join('\n')}\n(--strict makes deck warnings errors)`);
    for (const w of warnings) io.err(`warning: ${w}\n`);
    seen.add(key);
    // Only what a game needs travels to the workers; the sideboard goes to the manifest.
    return {
      name: deck.name,
      file: deck.file,
      cards: deck.cards,
      ...(deck.sideboard.length > 0 ? { sideboard: deck.sideboard } : {}),
      ...(deck.plans.length > 0 ? { plans: deck.plans } : {}),
    };
  });
}

/** Deck names key the reports, so two different files may not share one (the same file twice may). */
export function checkDistinctNames(decks: Deck[]): void {
  const fileOf = new Map<string, string>();
  for (const d of decks) {
    const prev = fileOf.get(d.name);
    if (prev !== undefined && resolve(prev) !== resolve(d.file)) {
      throw new UsageError(
        `decks ${prev} and ${d.file} are both named "${d.name}" (the reports name decks by their name: the file name, or the name in the file's metadata; rename one)`,
      );
    }
    fileOf.set(d.name, d.file);
  }
}
