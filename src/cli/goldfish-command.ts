// `playtest goldfish DECK...`: each deck against the goldfish (harness/goldfish.ts: an opponent that does
// nothing), under each --agent, half the games on the play and half on the draw. It is a run (run-command.ts)
// whose field is the goldfish: games.csv, --resume, --shard and merge, --workers and byte-identical files work as
// for `playtest run`; the folder adds goldfish.csv and goldfish-turns.csv, and report.html shows the kill turns.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type Command, Option } from 'commander';
import { type Manifest, readManifest } from '../report/manifest.js';
import { hasCheckpoint, readCheckpoint } from '../report/folder.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { agentSpec, collect, type GamesFlags, nonNegativeInt, positiveInt, shardSpec, workerCount } from './options.js';
import { runCommand, type RunFlags } from './run-command.js';

/** Games per deck and agent when --games is not given: a few seconds with greedy on one core. */
export const GOLDFISH_GAMES = 1000;

interface GoldfishFlags extends GamesFlags {
  shard?: RunFlags['shard'];
  resume?: string;
  force?: boolean;
}

export function registerGoldfish(program: Command, argv: string[], io: Io, setCode: (c: number) => void): void {
  const cmd = program
    .command('goldfish')
    .description(
      "each deck against the goldfish, an opponent that does nothing (20 life, no cards, never loses to its empty library): the turn of the kill, the deck's own turn number, as a distribution on the play and on the draw, per agent; writes goldfish.csv, goldfish-turns.csv, games.csv, manifest.json and report.html",
    )
    .argument('[decks...]', 'deck files')
    .option(
      '--agent <spec>',
      'agent NAME[:key=value,...] (random, greedy, mcts, or a module path) that pilots the decks; repeatable: each agent plays every deck (default: greedy)',
      agentSpec,
    )
    .option(
      '--games <n>',
      'games per deck and agent; game 2k on the play, 2k+1 on the draw, on the same seed',
      positiveInt,
      GOLDFISH_GAMES,
    )
    .option('--seed <s>', 'run seed; each game seed derives from (run seed, game index)', nonNegativeInt, 1)
    .option('--out <dir>', 'output folder, created if missing', 'reports/goldfish')
    .option(
      '--max-turns <t>',
      "a game still going after this many turns (both players' turns count) has no kill",
      positiveInt,
      50,
    )
    .option('--cards <file>', 'extra card definitions (JSON); repeatable', collect)
    .option('--workers <w>', 'worker threads (default: the number of cores; 0 plays in the main thread)', workerCount)
    .option('--shard <i/n>', 'play only shard I of N (1-based), to merge with playtest merge', shardSpec)
    .option('--resume <dir>', 'continue the interrupted goldfish run in DIR')
    .option('--force', 'replace the run the --out folder already holds')
    .option('--strict', 'deck warnings (under 60 cards, over 4 copies) are errors: exit 2 before any game')
    .addOption(new Option('--crash-on-cast <card>', 'testing aid: a game throws when this card is cast').hideHelp())
    .addHelpText(
      'after',
      '\nExamples:\n  playtest goldfish decks/red-burn.txt\n  playtest goldfish decks/red-burn.txt decks/green-stompy.txt --agent random --agent greedy --games 2000\n  playtest goldfish --resume reports/goldfish',
    );
  cmd.action(async (decks: string[], flags: GoldfishFlags) => {
    const given = Object.keys(flags).filter((k) => cmd.getOptionValueSource(k) === 'cli');
    setCode(await goldfishCommand(decks, flags, given, argv.slice(2), io));
  });
}

export async function goldfishCommand(
  deckPaths: string[],
  flags: GoldfishFlags,
  given: string[],
  argv: string[],
  io: Io,
): Promise<number> {
  if (flags.resume !== undefined) {
    checkGoldfishFolder(flags.resume);
    return runCommand(deckPaths, { ...flags, agent: undefined, resume: flags.resume }, argv, io, given);
  }
  if (deckPaths.length === 0)
    throw new UsageError('goldfish: give at least one deck file (or --resume DIR to finish an interrupted run)');
  const agents = flags.agent ?? ['greedy'];
  const twice = agents.find((a, i) => agents.indexOf(a) !== i);
  if (twice !== undefined) throw new UsageError(`--agent ${twice}: given twice; each agent plays every deck once`);
  return runCommand(deckPaths, { ...flags, agent: undefined, goldfishAgents: agents }, argv, io, given);
}

/** --resume of a folder that holds another kind of run is refused, naming the command that resumes it. */
function checkGoldfishFolder(dir: string): void {
  let m: Manifest | undefined;
  try {
    if (hasCheckpoint(dir)) m = readCheckpoint(dir);
    else if (existsSync(join(dir, 'manifest.json'))) m = readManifest(dir);
  } catch {
    return; // run's resume names the damage
  }
  if (m !== undefined && m.goldfishAgents === undefined)
    throw new UsageError(
      `--resume ${dir}: the folder holds a playtest run, not a goldfish run; use playtest run --resume ${dir}`,
    );
}
