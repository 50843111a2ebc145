// `playtest run ... --baseline DIR`: every matchup of the finished run against the same matchup of a
// stored run (its matchups.csv). A win rate that moved by more than its 95% interval allows (the
// interval of the difference of two independent win rates excludes 0), or by more than --tolerance
// when one is given, is a regression: listed in regressions.csv and the exit code is EXIT_REGRESSION.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvText } from '../report/csv-read.js';
import { type Column, cell, columnOf, count, type NameOf, rate, text } from '../report/columns.js';
import { csvTable } from '../report/csv.js';
import { writeFileAtomic } from '../report/disk.js';
import type { MATCHUPS } from '../report/run-columns.js';
import { differenceInterval } from '../report/stats.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { textTable } from './table.js';

/** Exit code of a run whose win rates moved against --baseline (docs/failures.md). */
export const EXIT_REGRESSION = 5;

export const REGRESSIONS_FILE = 'regressions.csv';

/** A row of regressions.csv: a matchup of the run against the baseline's, or found on one side only. */
export interface Regression {
  key: MatchupKey;
  baseline: Matchup | undefined;
  now: Matchup | undefined;
  change: { diff: number; low: number; high: number } | undefined;
  status: 'worse' | 'better' | 'new' | 'missing';
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
];

/** deck, opponent, agent, opponent_agent. */
type MatchupKey = [string, string, string, string];

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
    out.set(JSON.stringify(key), { key, games: g, wins: w });
  }
  return out;
}

/**
 * Compares the run in `outDir` with the baseline, writes regressions.csv (the moved matchups, and
 * those only one side has, as status new/missing) and returns EXIT_REGRESSION if any matchup moved.
 */
export function checkBaseline(baseDir: string, outDir: string, tolerance: number | undefined, io: Io): number {
  const base = readMatchups(baseDir);
  const now = readMatchups(outDir);
  const lines: Regression[] = [];
  let compared = 0;
  let moved = 0;
  for (const [k, m] of now) {
    const b = base.get(k);
    if (b === undefined) {
      lines.push({ key: m.key, baseline: undefined, now: m, change: undefined, status: 'new' });
      continue;
    }
    compared++;
    const d = differenceInterval(m.wins, m.games, b.wins, b.games);
    if (d === undefined) continue;
    const beyond = tolerance === undefined ? d.low > 0 || d.high < 0 : Math.abs(d.diff) > tolerance;
    if (!beyond) continue;
    moved++;
    lines.push({ key: m.key, baseline: b, now: m, change: d, status: d.diff < 0 ? 'worse' : 'better' });
  }
  for (const [k, b] of base)
    if (!now.has(k)) lines.push({ key: b.key, baseline: b, now: undefined, change: undefined, status: 'missing' });
  if (compared === 0)
    throw new UsageError(`--baseline ${baseDir}: it shares no matchup (deck, opponent and agents) with this run`);
  writeFileAtomic(join(outDir, REGRESSIONS_FILE), csvTable(REGRESSIONS, lines));
  const rule = tolerance === undefined ? 'beyond its 95% interval' : `by more than ${tolerance}`;
  const shown = lines.filter((l) => l.status === 'worse' || l.status === 'better');
  io.out(
    `\nagainst the baseline ${baseDir}: ${compared} matchup(s) compared, ${moved} moved ${rule}` +
      (lines.length > moved ? ` (${lines.length - moved} new or missing, see ${REGRESSIONS_FILE})` : '') +
      '\n',
  );
  if (shown.length > 0) io.out(textTable(MOVED, shown));
  return moved > 0 ? EXIT_REGRESSION : 0;
}
