// `playtest run ... --baseline DIR`: every matchup of the finished run against the same matchup of a
// stored run. A matchup moved when a test finds its win rate changed, with the chance that any matchup
// of the run is flagged by chance held at 5% (Holm's adjustment over the matchups compared): a nightly job
// of unchanged decks fails by chance at most one night in twenty, and never when its games are the same.
// The test pairs the two runs' games seed by seed when both folders hold a games.csv of the same seeds
// (exact sign-flip test), else it compares the totals of matchups.csv (Hoeffding's inequality over seeds).
// A matchup that did not move but whose interval still allows a move of the tolerance (5 points without
// --tolerance) is listed as "too few games": the run could not have told. Details: docs/statistics.md.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvText } from '../report/csv-read.js';
import { type Column, cell, columnOf, count, type NameOf, pValue, rate, text } from '../report/columns.js';
import { csvTable } from '../report/csv.js';
import { writeFileAtomic } from '../report/disk.js';
import { holm } from '../report/exact.js';
import { GamesFileError } from '../report/games-read.js';
import type { MATCHUPS } from '../report/run-columns.js';
import { changeOf, keyText, type MatchupKey, pairedChanges, type PairedChanges } from '../report/run-pairs.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { textTable } from './table.js';

/** The family-wise level of the moved verdicts, and the level of each matchup's interval. */
const ALPHA = 0.05;

/** Without --tolerance, the move a matchup's games must be able to rule out not to be "too few games". */
export const DEFAULT_BAND = 0.05;

/** Exit code of a run whose win rates moved against --baseline (docs/failures.md). */
export const EXIT_REGRESSION = 5;

export const REGRESSIONS_FILE = 'regressions.csv';

/** What a matchup's comparison says; held matchups (moved less than the band, shown) are not listed. */
type Status = 'worse' | 'better' | 'too few games' | 'held' | 'new' | 'missing';

/** A row of regressions.csv: a matchup of the run against the baseline's, or found on one side only. */
export interface Regression {
  key: MatchupKey;
  baseline: Matchup | undefined;
  now: Matchup | undefined;
  /** The change in win rate with its 95% interval. */
  change: { diff: number; low: number; high: number } | undefined;
  /** The test's p-value, Holm-adjusted over the matchups compared. */
  p: number | undefined;
  test: 'paired' | 'totals' | undefined;
  status: Status;
}

const winRate = (m: Matchup | undefined) => (m === undefined ? undefined : m.wins / m.games);

export const REGRESSIONS = [
  text('deck', (r) => r.key[0]),
  text('opponent', (r) => r.key[1]),
  text('agent', (r) => r.key[2]),
  text('opponent_agent', (r) => r.key[3]),
  count('baseline_games', (r) => r.baseline?.games),
  rate('baseline_win_rate', (r) => winRate(r.baseline)),
  count('games', (r) => r.now?.games),
  rate('win_rate', (r) => winRate(r.now)),
  rate('diff', (r) => r.change?.diff),
  rate('diff_low', (r) => r.change?.low),
  rate('diff_high', (r) => r.change?.high),
  text('status', (r) => r.status),
  pValue('p_value', (r) => r.p),
  text('test', (r) => r.test),
] satisfies Column<Regression>[];

const column = (name: NameOf<typeof REGRESSIONS>) => columnOf(REGRESSIONS, name);

/** The terminal's table of the moved matchups. */
const MOVED: Column<Regression>[] = [
  column('deck'),
  column('opponent'),
  { ...column('baseline_win_rate'), name: 'baseline' },
  { ...column('win_rate'), name: 'now' },
  { ...column('diff'), name: 'change' },
  { name: '95% CI', get: (r) => `${cell(column('diff_low'), r)} to ${cell(column('diff_high'), r)}` },
  { ...column('p_value'), name: 'p (Holm)' },
];

interface Matchup {
  key: MatchupKey;
  games: number;
  wins: number;
}

/** Checks before any game that DIR holds a finished run's matchups.csv (a usage error otherwise). */
export function checkBaselineDir(dir: string): void {
  if (!existsSync(join(dir, 'matchups.csv'))) {
    throw new UsageError(
      `--baseline ${dir}: no matchups.csv there (expected the --out folder of a finished playtest run)`,
    );
  }
  readMatchups(dir);
}

function readMatchups(dir: string): Map<string, Matchup> {
  const file = join(dir, 'matchups.csv');
  let rows;
  try {
    rows = parseCsvText(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new UsageError(`--baseline: ${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
  const head = rows[0]?.fields ?? [];
  // Columns by matchups.csv's names (its declaration in run-columns.ts).
  const col = (name: NameOf<typeof MATCHUPS>) => {
    const i = head.indexOf(name);
    if (i < 0)
      throw new UsageError(`--baseline: ${file}: no column ${name} in its header (expected a playtest matchups.csv)`);
    return i;
  };
  const [deck, opp, agent, oppAgent] = [col('deck'), col('opponent'), col('agent'), col('opponent_agent')];
  const [games, wins] = [col('games'), col('wins')];
  const out = new Map<string, Matchup>();
  for (const r of rows.slice(1)) {
    const f = r.fields;
    const g = Number(f[games]);
    const w = Number(f[wins]);
    if (!Number.isInteger(g) || !Number.isInteger(w) || w < 0 || w > g) {
      throw new UsageError(
        `--baseline: ${file} line ${r.line}: games and wins must be whole numbers with wins <= games`,
      );
    }
    const key: MatchupKey = [f[deck], f[opp], f[agent], f[oppAgent]];
    out.set(keyText(key), { key, games: g, wins: w });
  }
  return out;
}

/** A matchup's change with its 95% interval and unadjusted p-value, from the paired seeds or the totals. */
function measure(b: Matchup, m: Matchup, paired: PairedChanges | undefined): Omit<Regression, 'key' | 'status'> {
  const { p, test, ...change } = changeOf(b, m, paired, ALPHA);
  return { baseline: b, now: m, change, p, test };
}

/** Games pair up seed by seed when both folders hold a games.csv of the same games; else undefined. */
async function readPairs(baseDir: string, outDir: string, io: Io): Promise<Map<string, PairedChanges> | undefined> {
  try {
    return await pairedChanges(baseDir, outDir);
  } catch (err) {
    if (!(err instanceof GamesFileError)) throw err;
    io.err(`warning: --baseline: ${err.message}; comparing matchups.csv's totals instead\n`);
    return undefined;
  }
}

/**
 * Compares the run in `outDir` with the baseline, writes regressions.csv (the moved matchups, those with
 * too few games to tell, and those only one side has, as status new/missing) and returns EXIT_REGRESSION
 * if any matchup moved.
 */
export async function checkBaseline(
  baseDir: string,
  outDir: string,
  tolerance: number | undefined,
  io: Io,
): Promise<number> {
  const base = readMatchups(baseDir);
  const now = readMatchups(outDir);
  const pairs = await readPairs(baseDir, outDir, io);
  const compared: Regression[] = [];
  const lines: Regression[] = [];
  for (const [k, m] of now) {
    const b = base.get(k);
    if (b === undefined) {
      lines.push({
        key: m.key,
        baseline: undefined,
        now: m,
        change: undefined,
        p: undefined,
        test: undefined,
        status: 'new',
      });
    } else if (m.games > 0 && b.games > 0) {
      compared.push({ key: m.key, ...measure(b, m, pairs?.get(k)), status: 'held' });
    }
  }
  for (const [k, b] of base)
    if (!now.has(k))
      lines.push({
        key: b.key,
        baseline: b,
        now: undefined,
        change: undefined,
        p: undefined,
        test: undefined,
        status: 'missing',
      });
  if (compared.length === 0)
    throw new UsageError(`--baseline ${baseDir}: it shares no matchup (deck, opponent and agents) with this run`);
  const band = tolerance ?? DEFAULT_BAND;
  const adjusted = holm(compared.map((r) => r.p as number));
  compared.forEach((r, i) => {
    r.p = adjusted[i];
    const c = r.change as { diff: number; low: number; high: number };
    if (adjusted[i] <= ALPHA && Math.abs(c.diff) > (tolerance ?? 0)) r.status = c.diff < 0 ? 'worse' : 'better';
    else if (c.low <= -band || c.high >= band) r.status = 'too few games';
  });
  const moved = compared.filter((r) => r.status === 'worse' || r.status === 'better');
  const unsure = compared.filter((r) => r.status === 'too few games');
  writeFileAtomic(join(outDir, REGRESSIONS_FILE), csvTable(REGRESSIONS, [...moved, ...unsure, ...lines]));
  io.out(summaryText(baseDir, compared.length, moved, unsure, lines.length, tolerance, band));
  return moved.length > 0 ? EXIT_REGRESSION : 0;
}

function summaryText(
  baseDir: string,
  compared: number,
  moved: Regression[],
  unsure: Regression[],
  others: number,
  tolerance: number | undefined,
  band: number,
): string {
  const rule = tolerance === undefined ? '' : ` by more than ${tolerance}`;
  let text =
    `\nagainst the baseline ${baseDir}: ${compared} matchup(s) compared, ${moved.length} moved${rule} ` +
    `(each test at 5% family-wise, Holm)` +
    (others > 0 ? `; ${others} new or missing, see ${REGRESSIONS_FILE}` : '') +
    '\n';
  if (moved.length > 0) text += textTable(MOVED, moved);
  if (unsure.length > 0) {
    const shown = unsure.slice(0, 10).map((r) => `${r.key[0]} vs ${r.key[1]}`);
    if (unsure.length > shown.length) shown.push(`${unsure.length - shown.length} more`);
    text +=
      `${unsure.length} matchup(s) with too few games to tell a move of ${band} ` +
      `(their 95% interval reaches it; see ${REGRESSIONS_FILE}): ${shown.join(', ')}\n`;
  }
  return text;
}
