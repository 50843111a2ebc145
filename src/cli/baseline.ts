// `playtest run ... --baseline DIR`: every matchup of the finished run against the same matchup of a
// stored run (its matchups.csv). A win rate that moved by more than its 95% interval allows (the
// interval of the difference of two independent win rates excludes 0), or by more than --tolerance
// when one is given, is a regression: listed in regressions.csv and the exit code is EXIT_REGRESSION.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvText } from '../report/csv-read.js';
import { csvRows, fmtRate } from '../report/csv.js';
import { writeFileAtomic } from '../report/disk.js';
import { differenceInterval } from '../report/stats.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { formatTable } from './table.js';

/** Exit code of a run whose win rates moved against --baseline (README, "Exit codes"). */
export const EXIT_REGRESSION = 5;

export const REGRESSIONS_FILE = 'regressions.csv';
export const REGRESSIONS_COLUMNS = [
  'deck',
  'opponent',
  'agent',
  'opponent_agent',
  'baseline_games',
  'baseline_win_rate',
  'games',
  'win_rate',
  'diff',
  'diff_low',
  'diff_high',
  'status',
];

interface Matchup {
  key: string[];
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
  const col = (name: string) => {
    const i = head.indexOf(name);
    if (i < 0)
      throw new UsageError(`--baseline: ${file}: no column ${name} in its header (expected a playtest matchups.csv)`);
    return i;
  };
  const [deck, opp, agent, oppAgent, games, wins] = [
    'deck',
    'opponent',
    'agent',
    'opponent_agent',
    'games',
    'wins',
  ].map(col);
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
    const key = [f[deck], f[opp], f[agent], f[oppAgent]];
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
  const lines: string[][] = [];
  let compared = 0;
  let moved = 0;
  for (const [k, m] of now) {
    const b = base.get(k);
    if (b === undefined) {
      lines.push([...m.key, '', '', String(m.games), fmtRate(m.wins / m.games), '', '', '', 'new']);
      continue;
    }
    compared++;
    const d = differenceInterval(m.wins, m.games, b.wins, b.games);
    if (d === undefined) continue;
    const beyond = tolerance === undefined ? d.low > 0 || d.high < 0 : Math.abs(d.diff) > tolerance;
    if (!beyond) continue;
    moved++;
    lines.push([
      ...m.key,
      String(b.games),
      fmtRate(b.wins / b.games),
      String(m.games),
      fmtRate(m.wins / m.games),
      fmtRate(d.diff),
      fmtRate(d.low),
      fmtRate(d.high),
      d.diff < 0 ? 'worse' : 'better',
    ]);
  }
  for (const [k, b] of base)
    if (!now.has(k)) lines.push([...b.key, String(b.games), fmtRate(b.wins / b.games), '', '', '', '', '', 'missing']);
  if (compared === 0)
    throw new UsageError(`--baseline ${baseDir}: it shares no matchup (deck, opponent and agents) with this run`);
  writeFileAtomic(join(outDir, REGRESSIONS_FILE), csvRows([REGRESSIONS_COLUMNS, ...lines]));
  const rule = tolerance === undefined ? 'beyond its 95% interval' : `by more than ${tolerance}`;
  const shown = lines.filter((l) => l[11] === 'worse' || l[11] === 'better');
  io.out(
    `\nagainst the baseline ${baseDir}: ${compared} matchup(s) compared, ${moved} moved ${rule}` +
      (lines.length > moved ? ` (${lines.length - moved} new or missing, see ${REGRESSIONS_FILE})` : '') +
      '\n',
  );
  if (shown.length > 0) {
    io.out(
      formatTable(
        ['deck', 'opponent', 'baseline', 'now', 'change', '95% CI'],
        shown.map((l) => [l[0], l[1], l[5], l[7], l[8], `${l[9]} to ${l[10]}`]),
      ),
    );
  }
  return moved > 0 ? EXIT_REGRESSION : 0;
}
