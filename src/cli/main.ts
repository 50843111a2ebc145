// The `playtest` program (design.md, "CLI"). Exit codes: 0 ok, 1 failure, 2 usage error, 3 a write
// failed, 4 crashed games (docs/failures.md).
import { Command, CommanderError, Option } from 'commander';
import { registerBench } from './bench-command.js';
import { cardCommand, cardsCommand } from './cards-command.js';
import { EXIT_OK, EXIT_USAGE } from './errors.js';
import { exitFor } from './fail.js';
import { registerFitEval } from './fit-eval-command.js';
import { registerGoldfish } from './goldfish-command.js';
import { processIo, type Io } from './io.js';
import { mergeCommand } from './merge-command.js';
import { type CompareFlags, compareCommand } from './compare-command.js';
import { type LandsFlags, landsCommand } from './lands-command.js';
import {
  agentSpec,
  collect,
  eloDifference,
  fraction,
  nonNegativeInt,
  oneAgentSpec,
  positiveInt,
  probability,
  shardSpec,
  workerCount,
} from './options.js';
import { type CompareAgentsFlags, compareAgentsCommand } from './compare-agents-command.js';
import { packageVersion } from './paths.js';
import { FULL_GAMES, QUICK_GAMES } from './quick-run.js';
import { replayCommand } from './replay-command.js';
import { reportCommand } from './report-command.js';
import { matchFormat, sideboardMode } from './match-setup.js';
import { runCommand, type RunFlags } from './run-command.js';
import { scenarioCommand } from './scenario-command.js';
import { validateCommand } from './validate-command.js';

/** Runs the CLI on process.argv-shaped arguments (node, script, ...) and returns the exit code. */
export async function main(argv: string[], io: Io = processIo): Promise<number> {
  let code = EXIT_OK;
  const program = buildProgram(argv, io, (c) => (code = c));
  try {
    await program.parseAsync(argv, { from: 'node' });
    return code;
  } catch (err) {
    // Commander has already printed its message; help and --version exit with 0.
    if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT_OK : EXIT_USAGE;
    return exitFor(err, io);
  }
}

function buildProgram(argv: string[], io: Io, setCode: (code: number) => void): Command {
  const program = new Command('playtest');
  // Settings made before .command() are inherited by every subcommand.
  program
    .description('Monte-Carlo AI playtesting for Magic: The Gathering decks (2008 rules).')
    .version(packageVersion(), '-V, --version', 'print the version')
    .helpOption('-h, --help', 'show help for a command')
    .exitOverride()
    .configureOutput({ writeOut: (s) => io.out(s), writeErr: (s) => io.err(s) })
    .showHelpAfterError('(add --help for usage)');

  const run = program
    .command('run')
    .description(
      'play every pairing of decks and write games.csv, decks.csv, matchups.csv, cards.csv, loops.csv, mulligans.csv, manifest.json and report.html',
    )
    .argument(
      '[decks...]',
      'deck files; all pairs of them are played (default: every decks/*.txt of the package, the sample gauntlet)',
    )
    .option('--vs <decks...>', 'play each DECK against each of these decks instead of all pairs')
    .option(
      '--agent <spec>',
      'agent NAME[:key=value,...] (random, greedy, mcts, or a module path); once for both seats or twice for seat A then seat B (default: greedy)',
      agentSpec,
    )
    .option(
      '--games <n>',
      `games per pairing; games 2k and 2k+1 share a seed with seats swapped (default: ${FULL_GAMES}; without decks, --vs and --games, a quick look: ${QUICK_GAMES})`,
      positiveInt,
    )
    .option('--seed <s>', 'run seed; each game seed derives from (run seed, game index)', nonNegativeInt, 1)
    .option('--out <dir>', 'output folder, created if missing', 'reports/latest')
    .option('--max-turns <t>', 'a game still going after this many turns ends as a draw (turn_limit)', positiveInt, 50)
    .option('--cards <file>', 'extra card definitions (JSON, see src/cards/schema.ts); repeatable', collect)
    .option('--workers <w>', 'worker threads (default: the number of cores; 0 plays in the main thread)', workerCount)
    .option(
      '--shard <i/n>',
      'play only shard I of N (1-based); auto/N takes I from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID',
      shardSpec,
    )
    .option('--resume <dir>', 'continue the interrupted run in DIR (its checkpoint holds the decks and options)')
    .option('--force', 'replace the run the --out folder already holds (without it such a folder is refused)')
    .option('--strict', 'deck warnings (under 60 cards, over 4 copies) are errors: exit 2 before any game')
    .option(
      '--baseline <dir>',
      'compare every matchup with the run stored in DIR (paired by seed when DIR holds its games.csv): a matchup whose win rate a test finds moved (5% for the whole run) is listed in regressions.csv and the exit code is 5',
    )
    .option(
      '--tolerance <t>',
      'with --baseline: fail only on moves beyond t (e.g. 0.05); matchups that cannot rule out a move of t (default 0.05) are listed as too few games',
      fraction,
    )
    .option(
      '--agents <list>',
      "pilot sensitivity: play the run under each agent (e.g. random,greedy,mcts), each in --out/AGENT, and compare each deck's win rate across them (pilots.csv)",
    )
    .option(
      '--match <format>',
      'play best-of-three matches (bo3): --games counts matches; before games 2 and 3 each deck sideboards by its plan; writes matches.csv',
      matchFormat,
    )
    .option(
      '--sideboard <mode>',
      "with --match: plans (the deck files' vs lines, the default), auto (plans measured from scouting games, written to plans.txt) or none",
      sideboardMode,
    )
    .addOption(new Option('--crash-on-cast <card>', 'testing aid: a game throws when this card is cast').hideHelp())
    .addHelpText(
      'after',
      "\nExamples (the decks are the package's samples, in decks/):\n  playtest run                # a quick look at the sample gauntlet, under a minute on 2 cores\n  playtest run --games 100    # the full sample gauntlet\n  playtest run decks/red-burn.txt --vs decks/green-stompy.txt decks/black-removal.txt --games 1000\n  playtest run decks/red-burn.txt decks/white-blue-fliers.txt --agent mcts:iterations=200 --agent greedy --seed 7 --out reports/mcts\n  playtest run decks/red-burn.txt --vs decks/white-weenie.txt --match bo3 --games 200 --out reports/matches\n  playtest run decks/*.txt --games 10000 --shard auto/8 --out shard-$JOB_COMPLETION_INDEX\n  playtest run --resume reports/latest",
    );
  run.action(async (decks: string[], flags: RunFlags) => {
    const given = Object.keys(flags).filter((k) => run.getOptionValueSource(k) === 'cli');
    setCode(await runCommand(decks, flags, argv.slice(2), io, given));
  });

  const compare = program
    .command('compare')
    .description(
      "two versions of a deck play the same games (seeds, seats, opponents, agents); prints and writes (differences.csv, compare.csv, report.html, games.csv) the cards that differ, each version's win rate and their difference paired by game, per opponent and over the field",
    )
    .argument('<decks...>', 'DECK_A DECK_B (two versions of a deck), or one deck with --without')
    .option('--vs <decks...>', 'the field both versions play (required)')
    .option(
      '--agent <spec>',
      "agent NAME[:key=value,...]; once for both seats or twice for the versions' seat then the field's (default: greedy)",
      agentSpec,
    )
    .option(
      '--without <card>',
      'restricted play: the pilot of DECK_B (DECK_A when alone) may not play or cast this card; repeatable',
      collect,
    )
    .option('--games <n>', 'games per version and opponent (the maximum with --until-decided); even', positiveInt, 200)
    .option(
      '--until-decided',
      'stop as soon as the difference is clearly positive, clearly negative or (with --margin) clearly within the margin',
    )
    .option(
      '--margin <m>',
      'with --until-decided: a difference within +-m (e.g. 0.05) counts as no difference',
      fraction,
      0,
    )
    .option(
      '--check-every <n>',
      'with --until-decided: look at the results after every n games per opponent; even',
      positiveInt,
      20,
    )
    .option(
      '--match <format>',
      "compare by best-of-three matches (bo3) with the deck files' sideboard plans: --games and --check-every count matches",
      matchFormat,
    );
  gameOptions(compare, 'reports/compare');
  compare
    .addHelpText(
      'after',
      '\nExamples:\n  playtest compare decks/red-burn.txt my-red-burn.txt --vs decks/green-stompy.txt decks/white-weenie.txt\n  playtest compare decks/red-burn.txt --without "Shock" --vs decks/green-stompy.txt --until-decided --margin 0.05 --games 2000',
    )
    .action(async (decks: string[], flags: CompareFlags) =>
      setCode(await compareCommand(decks, flags, argv.slice(2), io)),
    );

  const lands = program
    .command('lands')
    .description(
      "the deck with each land count of --range (basic lands changed, spells cut or added by mana value) plays the same games as the deck as written; prints and writes (lands.csv, mana.csv, mana-cards.csv, report.html, games.csv) each count's paired difference in win rate with its interval, its mana figures, and the count to play",
    )
    .argument('<deck>', 'the deck file')
    .requiredOption('--range <counts>', 'land counts to try, e.g. 15-19')
    .option('--vs <decks...>', 'the field every land count plays (required)')
    .option(
      '--agent <spec>',
      "agent NAME[:key=value,...]; once for both seats or twice for the deck's seat then the field's (default: greedy)",
      agentSpec,
    )
    .option('--games <n>', 'games per land count and opponent; even', positiveInt, 200);
  gameOptions(lands, 'reports/lands');
  lands
    .addHelpText(
      'after',
      '\nExample:\n  playtest lands decks/red-burn.txt --range 18-24 --vs decks/green-stompy.txt decks/white-weenie.txt',
    )
    .action(async (deck: string, flags: LandsFlags) => setCode(await landsCommand(deck, flags, argv.slice(2), io)));

  const agents = program
    .command('compare-agents')
    .description(
      "two agents play the same games (each seed twice on the same decks, the agents swapped) over every pair of decks, mirrors included; prints and writes (compare-agents.csv, games.csv) A's score and the Elo difference with their 95% intervals, per deck pair and overall, optionally stopping on a sequential test (SPRT)",
    )
    .argument('<agent_a>', 'agent NAME[:key=value,...] (random, greedy, mcts, or a module path)', oneAgentSpec)
    .argument('<agent_b>', 'the agent A is measured against, in the same form', oneAgentSpec)
    .option(
      '--decks <decks...>',
      'the decks whose every pair is played, mirrors included (default: every decks/*.txt of the package)',
    )
    .option('--vs <decks...>', 'play each --decks deck against each of these decks instead of all pairs')
    .option(
      '--games <n>',
      'games per deck pair (the maximum with --sprt); even: each seed is played twice, the agents swapped',
      positiveInt,
      4,
    )
    .option('--sprt', 'stop as soon as the sequential probability ratio test decides between --elo0 and --elo1')
    .option('--elo0 <elo>', "with --sprt: H0, A's Elo difference is this or less", eloDifference, 0)
    .option('--elo1 <elo>', "with --sprt: H1, A's Elo difference is this or more", eloDifference, 50)
    .option('--alpha <p>', 'with --sprt: the chance of accepting H1 when H0 holds', probability, 0.05)
    .option('--beta <p>', 'with --sprt: the chance of accepting H0 when H1 holds', probability, 0.05);
  gameOptions(agents, 'reports/compare-agents');
  agents.addHelpText(
    'after',
    '\nExamples:\n  playtest compare-agents greedy random --games 2\n  playtest compare-agents mcts:iterations=2000 mcts --decks decks/red-burn.txt decks/green-stompy.txt --sprt --elo1 30 --games 1000\n  playtest compare-agents ./my-agent.js greedy --sprt --games 100',
  );
  agents.action(async (a: string, b: string, flags: CompareAgentsFlags) => {
    const given = Object.keys(flags).filter((k) => agents.getOptionValueSource(k) === 'cli');
    setCode(await compareAgentsCommand(a, b, flags, given, argv.slice(2), io));
  });

  program
    .command('scenario')
    .description('run scenario files (a file, or every *.json under a folder); exit 1 if any fails')
    .argument('<paths...>', 'scenario .json files or folders')
    .option('--json', 'print a JSON array of {file, name, pass, failures}')
    .option('--cards <file>', 'extra card definitions (JSON); repeatable', collect)
    .action((paths: string[], flags: { json?: boolean; cards?: string[] }) =>
      setCode(scenarioCommand(paths, flags, io)),
    );

  program
    .command('validate')
    .description(
      'check deck files (plain text, MTG Arena, MTGO or Forge .dck) and card files (--cards, alone or with decks): errors (a bad card field, an unknown card, a bad count) exit 2; warnings (under 60 cards, over 4 copies) do not, unless --strict',
    )
    .argument('[decks...]', 'deck files (none: check only the --cards files)')
    .option(
      '--cards <file>',
      'a card file (JSON) to check, each error at its line and column; its cards count for the decks; repeatable',
      collect,
    )
    .option('--strict', 'treat every warning as an error (exit 2), for pipelines')
    .action((decks: string[], flags: { cards?: string[]; strict?: boolean }) =>
      setCode(validateCommand(decks, flags, io)),
    );

  program
    .command('cards')
    .description(
      'list the card pool, or with --missing the Tenth Edition cards not in it yet, or with --schema the card file JSON Schema',
    )
    .option('--missing', 'list Tenth Edition cards missing from the pool, with a count')
    .option('--set <code>', "with --missing: that set's cards instead (LRW, MOR, 10E, ...: the sets of 2006-2009)")
    .option(
      '--schema',
      'print the JSON Schema of card files (made from the same vocabulary registry as the validator; also schema/card.schema.json)',
    )
    .option(
      '--json',
      'print JSON: an array of cards (name, cost, types, text, where defined), or with --missing {missing, count, tenthEdition} (with --set: {set, setName, missing, count, setCards})',
    )
    .option('--cards <file>', 'extra card definitions (JSON); repeatable', collect)
    .action((flags: { missing?: boolean; set?: string; schema?: boolean; json?: boolean; cards?: string[] }) =>
      setCode(cardsCommand(flags, io)),
    );

  program
    .command('card')
    .description('print one card: its cost, types, text, and how it is defined (file, line and JSON)')
    .argument('<name>', 'the card name (any case)')
    .option('--json', 'print it as JSON, with its definition')
    .option('--cards <file>', 'extra card definitions (JSON); repeatable', collect)
    .action((name: string, flags: { json?: boolean; cards?: string[] }) => setCode(cardCommand(name, flags, io)));

  registerGoldfish(program, argv, io, setCode);
  registerBench(program, io, setCode);
  registerFitEval(program, io, setCode);
  program
    .command('replay')
    .description(
      'print the log of one game of a run, compare or compare-agents (every decision, the stack, combat, life), replayed from its seed',
    )
    .argument('<dir>', 'the --out folder of the run (or compare, compare-agents)')
    .argument('<game_index>', 'game_index of the game (games.csv)')
    .action(async (dir: string, index: string) => setCode(await replayCommand(dir, index, io)));

  program
    .command('merge')
    .description(
      "join the folders of a run's shards into one, checking they cover every game once; recomputes every report",
    )
    .argument('<dirs...>', "the shards' --out folders")
    .requiredOption('--out <dir>', "output folder for the merged reports (not one of the shards' folders)")
    .option('--force', 'replace the run the --out folder already holds')
    .action(async (dirs: string[], flags: { out: string; force?: boolean }) =>
      setCode(await mergeCommand(dirs, flags, argv.slice(2), io)),
    );

  program
    .command('report')
    .description('rebuild report.html of a run or compare folder from its games.csv')
    .argument('<dir>', 'the --out folder of a run or compare')
    .action(async (dir: string) => setCode(await reportCommand(dir, io)));
  return program;
}

/** The options of a command that plays games on paired seeds (compare, compare-agents), in help order. */
function gameOptions(cmd: Command, out: string): void {
  cmd
    .option('--seed <s>', 'run seed; each game seed derives from (run seed, game index)', nonNegativeInt, 1)
    .option('--out <dir>', 'output folder, created if missing', out)
    .option('--max-turns <t>', 'a game still going after this many turns ends as a draw (turn_limit)', positiveInt, 50)
    .option('--cards <file>', 'extra card definitions (JSON); repeatable', collect)
    .option('--workers <w>', 'worker threads (default: the number of cores; 0 plays in the main thread)', workerCount)
    .option('--strict', 'deck warnings are errors (exit 2)')
    .addOption(new Option('--crash-on-cast <card>', 'testing aid: a game throws when this card is cast').hideHelp());
}
