// `playtest fit-eval [DECKS...]`: fits the evaluation's weights to the outcomes of seeded self-play games
// (logistic regression on positions, src/fit/) and writes them as a weights file for `greedy:eval=FILE`
// and `mcts:eval=FILE`. The shipped agents/fitted-weights.json is this command's output on the sample decks.
import type { Command } from 'commander';
import { FEATURES, HAND_WEIGHTS } from '../../agents/eval.js';
import { writeFileAtomic } from '../report/disk.js';
import { fitLogistic, meanLogLoss, type LogisticData } from '../fit/logistic.js';
import { type Positions, selfPlayPositions } from '../fit/positions.js';
import { EXIT_OK, UsageError } from './errors.js';
import type { Io } from './io.js';
import { oneAgentSpec, positiveInt } from './options.js';
import { defaultGauntlet, packageVersion } from './paths.js';
import { cliPool } from './pool.js';
import { checkDistinctNames, loadDecks } from './run-command.js';

interface FitFlags {
  games: number;
  agent: string;
  seed: number;
  maxTurns: number;
  out: string;
  prior: number;
  cards?: string[];
}

export function registerFitEval(program: Command, io: Io, setCode: (c: number) => void): void {
  program
    .command('fit-eval')
    .description(
      "fit the agents' evaluation weights to the outcomes of seeded self-play games of the decks (default: the sample decks)",
    )
    .argument('[decks...]', 'deck files (default: every sample deck)')
    .option('--games <n>', 'games per pairing (every pair of decks, mirrors included)', positiveInt, 4)
    .option('--agent <spec>', 'the agent that plays both seats', oneAgentSpec, 'greedy')
    .option('--seed <n>', 'run seed', positiveInt, 1)
    .option('--max-turns <n>', 'turn limit of a game', positiveInt, 50)
    .option('--prior <lambda>', 'pull toward the hand-set weights (precision per weight)', positiveInt, 10)
    .option('--out <file>', 'weights file to write', 'weights.json')
    .option('--cards <file>', 'extra card definitions (JSON); repeatable', (v: string, p: string[] = []) => [...p, v])
    .addHelpText(
      'after',
      '\nExamples:\n  playtest fit-eval --games 4 --out my-weights.json\n  playtest run decks/*.txt --agent greedy:eval=my-weights.json',
    )
    .action((deckFiles: string[], flags: FitFlags) => setCode(fitEvalCommand(deckFiles, flags, io)));
}

/** Every HOLD_OUT-th game is held out to measure the fit, before the final fit on all the games. */
const HOLD_OUT = 5;

function fitEvalCommand(deckFiles: string[], flags: FitFlags, io: Io): number {
  const pool = cliPool(flags.cards, io);
  const decks = loadDecks(deckFiles.length > 0 ? deckFiles : defaultGauntlet(), pool, io, false);
  checkDistinctNames(decks);
  if (decks.length === 0) throw new UsageError('fit-eval: no decks');
  const scale = HAND_WEIGHTS.scale;
  const prior = Float64Array.from(FEATURES.map((f) => HAND_WEIGHTS[f] / scale));
  let shown = -1;
  const data = selfPlayPositions(pool, {
    decks,
    games: flags.games,
    agent: flags.agent,
    seed: flags.seed,
    maxTurns: flags.maxTurns,
    progress: (done, total) => {
      const pct = Math.floor((done * 10) / total);
      if (pct !== shown) {
        shown = pct;
        io.err(`progress: ${done}/${total} games, playing\n`);
      }
    },
  });
  const [train, test] = split(data);
  const held = fitLogistic(train, prior, flags.prior);
  const fit = fitLogistic(data, prior, flags.prior);
  const weights: Record<string, number> = {};
  FEATURES.forEach((f, i) => (weights[f] = round(fit.beta[i] * scale)));
  weights.landsWanted = HAND_WEIGHTS.landsWanted;
  weights.scale = scale;
  const report = {
    positions: data.rows,
    games: data.games,
    heldOutLogLoss: { hand: round(meanLogLoss(test, prior)), fitted: round(meanLogLoss(test, held.beta)) },
  };
  const file = {
    fittedBy: `playtest ${packageVersion()} fit-eval`,
    decks: decks.map((d) => d.name),
    gamesPerPairing: flags.games,
    agent: flags.agent,
    seed: flags.seed,
    ...report,
    weights,
  };
  writeFileAtomic(flags.out, JSON.stringify(file, null, 2) + '\n');
  io.out(
    `fitted on ${data.rows} positions of ${data.games} games; held-out log-loss (every ${HOLD_OUT}th game): ` +
      `hand weights ${report.heldOutLogLoss.hand}, fitted ${report.heldOutLogLoss.fitted}\n`,
  );
  for (const f of FEATURES) io.out(`  ${f.padEnd(14)} ${String(HAND_WEIGHTS[f]).padStart(7)} -> ${weights[f]}\n`);
  io.out(`weights: ${flags.out} (use with --agent greedy:eval=${flags.out})\n`);
  return EXIT_OK;
}

/** The rows of the games fitted on and of the games held out. */
function split(data: Positions): [LogisticData, LogisticData] {
  const parts = [
    { x: [] as number[], y: [] as number[] },
    { x: [] as number[], y: [] as number[] },
  ];
  for (let r = 0; r < data.rows; r++) {
    const part = parts[data.game[r] % HOLD_OUT === HOLD_OUT - 1 ? 1 : 0];
    for (let j = 0; j < data.width; j++) part.x.push(data.x[r * data.width + j]);
    part.y.push(data.y[r]);
  }
  return parts.map((p) => ({
    x: Float64Array.from(p.x),
    y: Float64Array.from(p.y),
    rows: p.y.length,
    width: data.width,
  })) as [LogisticData, LogisticData];
}

const round = (x: number) => Math.round(x * 1e4) / 1e4;
