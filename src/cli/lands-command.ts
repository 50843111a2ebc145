// `playtest lands DECK --range 15-19 --vs DECK...`: the deck with each land count of the range (basic
// lands changed, spells cut or added: decks/land-variants.ts) plays the same games as the deck as
// written (paired seeds, as compare), and lands.csv gives each count's paired difference in win rate with
// its interval, its verdict and mana figures, and the count to play. Every number depends only on the
// inputs: games are recorded by game_index, whatever the workers.
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { isLand, landBounds, landCount, landVariant } from '../decks/land-variants.js';
import { batchGames, forEachResult, type PackedBatch } from '../harness/batch.js';
import { RunPlan } from '../harness/plan.js';
import { defaultWorkers, runGames } from '../harness/run.js';
import type { Deck } from '../harness/types.js';
import { writeFileAtomic } from '../report/disk.js';
import { writeGamesCsv } from '../report/folder.js';
import {
  LANDS_TABLE,
  landsCsv,
  landsHtml,
  landsLines,
  type LandsSetup,
  recommendationLine,
} from '../report/lands-report.js';
import { manaCardsCsv, manaCsv } from '../report/csv.js';
import { EXIT_CRASHED, EXIT_OK, UsageError } from './errors.js';
import type { Io } from './io.js';
import type { GamesFlags } from './options.js';
import { claimFolder } from './out-folder.js';
import { checkCrashCard, cliPool } from './pool.js';
import { startProgress } from './progress.js';
import { checkAgents, loadDecks, seatAgents } from './run-command.js';
import { textTable } from './table.js';

export interface LandsFlags extends GamesFlags {
  range: string;
  vs?: string[];
}

/** Counts tried at most: each is a compare of its own. */
const MAX_COUNTS = 11;

export async function landsCommand(deckPath: string, flags: LandsFlags, argv: string[], io: Io): Promise<number> {
  const [from, to] = parseRange(flags.range);
  if ((flags.vs ?? []).length === 0)
    throw new UsageError('lands: --vs DECK... is required: the field every land count plays against');
  if (flags.games % 2 !== 0)
    throw new UsageError(
      `--games ${flags.games}: expected an even number (games 2k and 2k+1 share a seed with seats swapped)`,
    );
  const agents = seatAgents(flags.agent ?? []);
  const pool = cliPool(flags.cards ?? [], io);
  const [deck] = loadDecks([deckPath], pool, io, flags.strict === true);
  const vs = loadDecks(flags.vs ?? [], pool, io, flags.strict === true);
  const [low, high] = landBounds(deck.cards.length);
  if (from < low || to > high)
    throw new UsageError(
      `--range ${flags.range}: a deck of ${deck.cards.length} cards takes ${low} to ${high} lands (a sixth to a half of it)`,
    );
  const own = landCount(deck, pool);
  const counts: number[] = [];
  for (let n = from; n <= to; n++) if (n !== own) counts.push(n);
  if (counts.length === 0)
    throw new UsageError(
      `--range ${flags.range}: only ${deck.name}'s own count (${own} lands); give other counts to try`,
    );
  const variants: Deck[] = [deck, ...counts.map((n) => landVariant(deck, pool, n))];
  if (vs.some((d) => variants.some((v) => v.name === d.name)))
    throw new UsageError(`lands: a --vs deck has the name of ${deck.name} or one of its versions; rename one`);
  await checkAgents(agents);
  checkCrashCard(pool, flags.crashOnCast);
  const held = [
    'matchups.csv',
    'manifest.json',
    'compare.csv',
    'compare.json',
    'compare-agents.json',
    'checkpoint.json',
  ]
    .filter((f) => existsSync(join(flags.out, f)))
    .concat(existsSync(join(flags.out, 'games.csv')) && !existsSync(join(flags.out, 'lands.csv')) ? ['games.csv'] : []);
  if (held.length > 0)
    throw new UsageError(
      `--out ${flags.out}: the folder holds another playtest command's reports (${held.join(', ')}); choose another folder for lands`,
    );
  const claim = claimFolder(flags.out, '--out', 'lands');
  try {
    const setup: LandsSetup = {
      deck: deck.name,
      versions: variants.map((v, i) => ({ lands: i === 0 ? own : counts[i - 1], name: v.name, cards: v.cards })),
      opponents: vs.map((d) => d.name),
      agents,
      games: flags.games,
      seed: flags.seed,
    };
    const plan = new RunPlan({
      decks: variants,
      vs,
      agents,
      games: flags.games,
      seed: flags.seed,
      maxTurns: flags.maxTurns,
      pairedSeeds: true,
      ...(flags.crashOnCast === undefined ? {} : { crashOnCast: flags.crashOnCast }),
    });
    io.out(
      `${deck.name}: ${own} lands as written; trying ${counts.join(', ')} against ${setup.opponents.join(', ')}, ` +
        `${flags.games} games each\n`,
    );
    const winner = new Int8Array(plan.total);
    const packed: PackedBatch[] = [];
    const all = plan.schedule(plan.indices(undefined));
    const progress = startProgress(io, all.length, 0);
    try {
      await runGames({
        plan,
        pool,
        cardFiles: flags.cards ?? [],
        indices: all,
        workers: flags.workers ?? defaultWorkers(),
        onBatch: (batch) => {
          forEachResult(batch, (i, w) => (winner[i] = w));
          packed.push({ ...batch, rows: '' });
          progress.add(batchGames(batch), '');
        },
      });
    } finally {
      progress.stop();
    }
    mkdirSync(flags.out, { recursive: true });
    const tally = writeGamesCsv(flags.out, plan, pool, packed);
    const lands = new Set([...new Set(variants.flatMap((v) => v.cards))].filter((n) => isLand(pool, n)));
    const lines = landsLines(setup, winner, tally.mana);
    writeFileAtomic(join(flags.out, 'mana.csv'), manaCsv(tally.mana));
    writeFileAtomic(join(flags.out, 'mana-cards.csv'), manaCardsCsv(tally.mana, lands));
    writeFileAtomic(join(flags.out, 'report.html'), await landsHtml(setup, lines, tally.mana, argv));
    writeFileAtomic(join(flags.out, 'lands.csv'), landsCsv(lines)); // last: a folder with lands.csv is whole
    io.out(`${textTable(LANDS_TABLE, lines)}${recommendationLine(lines)}\nreports in ${flags.out}\n`);
    if (tally.errors.length > 0) {
      io.err(
        `error: ${tally.errors.length} game(s) crashed; they count as not won (games.csv names them; playtest replay ${flags.out} GAME_INDEX replays one)\n`,
      );
      return EXIT_CRASHED;
    }
    return EXIT_OK;
  } finally {
    claim.release();
  }
}

/** "15-19" (or one count, "17") as [from, to]. */
function parseRange(range: string): [number, number] {
  const m = /^(\d{1,4})(?:-(\d{1,4}))?$/.exec(range.trim());
  const [from, to] = m === null ? [NaN, NaN] : [Number(m[1]), Number(m[2] ?? m[1])];
  if (!(from <= to))
    throw new UsageError(`--range ${range}: expected land counts like 15-19 (the lower first), or one count`);
  if (to - from + 1 > MAX_COUNTS)
    throw new UsageError(
      `--range ${range}: ${to - from + 1} counts; at most ${MAX_COUNTS} (each is a compare of its own)`,
    );
  return [from, to];
}
