// What `playtest compare` writes: compare.csv (one row per opponent, then the whole field) and
// report.html. Everything here comes from the games' results in game order, never from timings or
// the order games finished in, so the bytes depend only on the inputs.
import { differencesHtml, type VersionChange } from './card-differences.js';
import { intervalSpec, renderSvg } from './charts.js';
import { type Column, columnOf, count, type NameOf, pValue, rate, text } from './columns.js';
import { csvTable } from './csv.js';
import { htmlPage, htmlTable } from './page.js';
import { escapeHtml } from './escape.js';
import { diffSum, type SeedDiffs, signFlipP } from './exact.js';
import { ALPHA, pairCount, pairedDifference, type PairTable, type Verdict, verdictOf } from './paired.js';
import { wilson } from './stats.js';

/** The row of the whole field in compare.csv. */
export const FIELD = '(field)';

export interface CompareResult {
  deckA: string;
  deckB: string;
  agents: [string, string];
  /** Per opponent, in --vs order, then the whole field (opponent FIELD). */
  rows: CompareRow[];
  /** The field's anytime 95% interval (the sequential test's), over the rounds played. */
  anytime: { low: number; high: number };
  margin: number;
  sequential: boolean;
  /** Why the games stopped: decided (sequential verdict reached), or all games played. */
  decided: boolean;
  /** With --until-decided, the number of checks the games could stop at (--games / --check-every); else 1. */
  looks: number;
  gamesPerVersion: number;
  maxGamesPerVersion: number;
  seed: number;
  /** The cards that differ from A to B. */
  change: VersionChange;
}

/** One opponent's games (or the whole field's) paired across the two versions. */
export interface CompareRow {
  opponent: string;
  /** Games by who won them of the two versions. */
  pairs: PairTable;
  /** Seeds (games 2k and 2k+1 against this opponent) by A's wins minus B's over their games. */
  seeds: SeedDiffs;
  /**
   * With --until-decided: the row's anytime 95% interval (the field's is the one the games stopped on; an
   * opponent's is its own, over its seeds in game order). Undefined for a fixed-count compare.
   */
  anytime: { low: number; high: number } | undefined;
}

/**
 * A row's verdict, each wrong with chance at most 5% on its own (docs/statistics.md). "A better" and
 * "B better" come from the exact sign-flip test over the row's seeds (rowP). With --until-decided the
 * field's verdict is its anytime interval's, the one the games stopped on; an opponent's "no difference"
 * is read from its own anytime interval, valid however the stop was chosen.
 */
export function rowVerdict(r: CompareResult, k: number): Verdict {
  const row = r.rows[k];
  if (r.sequential && row.opponent === FIELD) return verdictOf(r.anytime, r.margin);
  if ((rowP(r, k) ?? 1) <= ALPHA) return diffSum(row.seeds) > 0 ? 'A better' : 'B better';
  const ci = row.anytime;
  if (ci !== undefined && r.margin > 0 && ci.low > -r.margin && ci.high < r.margin) return 'no difference';
  return 'too few games';
}

/**
 * The p-value a row's "A better" / "B better" is read from at 5%: the exact sign-flip test over its seeds;
 * with --until-decided times the number of checks the run could make (Bonferroni over the looks: the test
 * stays valid whichever check the games stopped at). Undefined for the field of a sequential compare.
 */
export function rowP(r: CompareResult, k: number): number | undefined {
  const row = r.rows[k];
  if (r.sequential && row.opponent === FIELD) return undefined;
  return Math.min(1, signFlipP(row.seeds) * (r.sequential ? r.looks : 1));
}

/** A row of compare.csv: both versions against one opponent (or the whole field). */
export interface CompareLine {
  opponent: string;
  result: CompareResult;
  games: number;
  winsA: number;
  winsB: number;
  ciA: { low: number; high: number };
  ciB: { low: number; high: number };
  /** The paired difference A - B with its 95% interval (none without games). */
  diff: { diff: number; low: number; high: number } | undefined;
  pairs: PairTable;
  verdict: Verdict;
  /** The p-value its better/worse verdict is read from (rowP). */
  p: number | undefined;
  /** The row's anytime interval (--until-decided only). */
  anytime: { low: number; high: number } | undefined;
}

export function compareLines(r: CompareResult): CompareLine[] {
  return r.rows.map((row, k) => {
    const t = row.pairs;
    const games = pairCount(t);
    const winsA = t.both + t.onlyA;
    const winsB = t.both + t.onlyB;
    return {
      opponent: row.opponent,
      result: r,
      games,
      winsA,
      winsB,
      ciA: wilson(winsA, games),
      ciB: wilson(winsB, games),
      diff: pairedDifference(t),
      pairs: t,
      verdict: rowVerdict(r, k),
      p: rowP(r, k),
      anytime: row.anytime,
    };
  });
}

const share = (wins: number, games: number) => (games ? wins / games : undefined);

export const COMPARE = [
  text('opponent', (l) => l.opponent),
  text('deck_a', (l) => l.result.deckA),
  text('deck_b', (l) => l.result.deckB),
  text('agent_a', (l) => l.result.agents[0]),
  text('agent_b', (l) => l.result.agents[1]),
  count('games', (l) => l.games),
  count('wins_a', (l) => l.winsA),
  rate('win_rate_a', (l) => share(l.winsA, l.games)),
  rate('ci_low_a', (l) => l.ciA.low),
  rate('ci_high_a', (l) => l.ciA.high),
  count('wins_b', (l) => l.winsB),
  rate('win_rate_b', (l) => share(l.winsB, l.games)),
  rate('ci_low_b', (l) => l.ciB.low),
  rate('ci_high_b', (l) => l.ciB.high),
  rate('diff', (l) => l.diff?.diff),
  rate('diff_low', (l) => l.diff?.low),
  rate('diff_high', (l) => l.diff?.high),
  count('only_a', (l) => l.pairs.onlyA),
  count('only_b', (l) => l.pairs.onlyB),
  text('verdict', (l) => l.verdict),
  rate('anytime_low', (l) => l.anytime?.low),
  rate('anytime_high', (l) => l.anytime?.high),
  pValue('p_value', (l) => l.p),
] satisfies Column<CompareLine>[];

export const compareColumn = (name: NameOf<typeof COMPARE>) => columnOf(COMPARE, name);

/** A share as a percentage to 1 decimal (report.html and the terminal). */
export const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The paired difference's 95% interval, as "-1.2% to +3.4%". */
export const DIFF_CI: Column<CompareLine> = {
  name: '95% CI',
  get: (l) => (l.diff ? `${signed(l.diff.low)} to ${signed(l.diff.high)}` : ''),
  numeric: true,
};

export function compareCsv(r: CompareResult): string {
  return csvTable(COMPARE, compareLines(r));
}

/** One line about how the games stopped, for the terminal and the report. */
export function stopLine(r: CompareResult): string {
  if (!r.sequential)
    return `${r.gamesPerVersion} games per version (${r.gamesPerVersion / (r.rows.length - 1)} per opponent)`;
  const why = r.decided ? 'decided' : 'too few games to decide by the maximum';
  return (
    `--until-decided: stopped after ${r.gamesPerVersion} of at most ${r.maxGamesPerVersion} games per version (${why}); ` +
    `anytime 95% interval of the difference ${signed(r.anytime.low)} to ${signed(r.anytime.high)}` +
    (r.margin > 0 ? `, margin ${r.margin}` : '')
  );
}

export function signed(x: number | undefined): string {
  if (x === undefined) return '';
  const s = (x * 100).toFixed(1);
  return (x >= 0 && !s.startsWith('-') ? '+' : '') + s + '%';
}

export async function compareHtml(r: CompareResult, argv: string[]): Promise<string> {
  const lines = compareLines(r);
  const rows = lines.flatMap(({ opponent, diff: d, games }) =>
    d === undefined ? [] : [{ label: opponent, value: d.diff, low: d.low, high: d.high, games }],
  );
  const lo = Math.min(-0.1, ...rows.map((x) => x.low));
  const hi = Math.max(0.1, ...rows.map((x) => x.high));
  const chart = await renderSvg(
    intervalSpec(`${r.deckA} minus ${r.deckB}`, 'difference in win rate', rows, [lo, hi], 0, '+.0%'),
    'diff',
  );
  const table = htmlTable(
    [
      compareColumn('opponent'),
      compareColumn('games'),
      { ...compareColumn('win_rate_a'), name: `win rate ${r.deckA}`, format: pct },
      { ...compareColumn('win_rate_b'), name: `win rate ${r.deckB}`, format: pct },
      { ...compareColumn('diff'), name: 'difference', format: signed },
      DIFF_CI,
      { ...compareColumn('only_a'), name: 'only A won' },
      { ...compareColumn('only_b'), name: 'only B won' },
      { ...compareColumn('verdict'), numeric: true },
    ],
    lines,
  );
  return htmlPage({
    title: `mtg-playtest compare: ${r.deckA} vs ${r.deckB}`,
    heading: `${r.deckA} (A) against ${r.deckB} (B)`,
    intro:
      `<p>Both versions played the same games (seed ${r.seed}: the same shuffles, seats and opponents), with ` +
      `${escapeHtml(r.agents[0] === r.agents[1] ? r.agents[0] : `${r.agents[0]} (A, B) against ${r.agents[1]}`)}. ` +
      "The difference is paired by game (Newcombe's paired score interval, a guide to its size). " +
      (r.sequential
        ? "The field's verdict is read from its anytime 95% interval, valid however the games stopped; an opponent's from the exact sign-flip test over its seeds, at 5% divided by the number of checks, or its own anytime interval for no difference."
        : "Each row's verdict is the exact sign-flip test over its seeds at the 5% level: too few games when it cannot tell.") +
      '</p>\n' +
      `<p>${escapeHtml(stopLine(r))}.</p>`,
    sections: [
      { id: 'differences', title: 'What differs from A to B', body: differencesHtml(r.change) },
      { id: 'difference', title: 'Difference by opponent', body: `<div class="chart">${chart}</div>` },
      { id: 'opponents', title: 'Win rates by opponent', body: table },
      {
        id: 'command',
        title: 'Command',
        body: `<p class="note">playtest ${escapeHtml(argv.map((a) => (/[\s"']/.test(a) ? JSON.stringify(a) : a)).join(' '))}</p>`,
      },
    ],
  });
}
