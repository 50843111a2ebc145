// What `playtest compare` writes: compare.csv (one row per opponent, then the whole field) and
// report.html. Everything here comes from the games' results in game order, never from timings or
// the order games finished in, so the bytes depend only on the inputs.
import { intervalSpec, renderSvg } from './charts.js';
import { csvRows, fmtRate } from './csv.js';
import { escapeHtml } from './html.js';
import { pairCount, pairedDifference, type PairTable, type Verdict, verdictOf } from './paired.js';
import { wilson } from './stats.js';

export const COMPARE_COLUMNS = [
  'opponent',
  'deck_a',
  'deck_b',
  'agent_a',
  'agent_b',
  'games',
  'wins_a',
  'win_rate_a',
  'ci_low_a',
  'ci_high_a',
  'wins_b',
  'win_rate_b',
  'ci_low_b',
  'ci_high_b',
  'diff',
  'diff_low',
  'diff_high',
  'only_a',
  'only_b',
  'verdict',
  'anytime_low',
  'anytime_high',
];

/** The row of the whole field in compare.csv. */
export const FIELD = '(field)';

export interface CompareResult {
  deckA: string;
  deckB: string;
  agents: [string, string];
  /** Per opponent, in --vs order, then the whole field (opponent FIELD). */
  rows: { opponent: string; pairs: PairTable }[];
  /** The field's anytime 95% interval (the sequential test's), over the rounds played. */
  anytime: { low: number; high: number };
  margin: number;
  sequential: boolean;
  /** Why the games stopped: decided (sequential verdict reached), or all games played. */
  decided: boolean;
  gamesPerVersion: number;
  maxGamesPerVersion: number;
  seed: number;
}

/** A row's verdict: the field row of a sequential compare uses the anytime interval, the rest their own. */
export function rowVerdict(r: CompareResult, k: number): Verdict {
  const row = r.rows[k];
  if (row.opponent === FIELD && r.sequential) return verdictOf(r.anytime, r.margin);
  const d = pairedDifference(row.pairs);
  return d === undefined ? 'undecided' : verdictOf(d, r.margin);
}

export function compareCsv(r: CompareResult): string {
  const body = r.rows.map((row, k) => {
    const t = row.pairs;
    const n = pairCount(t);
    const winsA = t.both + t.onlyA;
    const winsB = t.both + t.onlyB;
    const a = wilson(winsA, n);
    const b = wilson(winsB, n);
    const d = pairedDifference(t);
    const field = row.opponent === FIELD;
    return [
      row.opponent,
      r.deckA,
      r.deckB,
      r.agents[0],
      r.agents[1],
      String(n),
      String(winsA),
      fmtRate(n ? winsA / n : undefined),
      fmtRate(a.low),
      fmtRate(a.high),
      String(winsB),
      fmtRate(n ? winsB / n : undefined),
      fmtRate(b.low),
      fmtRate(b.high),
      fmtRate(d?.diff),
      fmtRate(d?.low),
      fmtRate(d?.high),
      String(t.onlyA),
      String(t.onlyB),
      rowVerdict(r, k),
      field ? fmtRate(r.anytime.low) : '',
      field ? fmtRate(r.anytime.high) : '',
    ];
  });
  return csvRows([COMPARE_COLUMNS, ...body]);
}

/** One line about how the games stopped, for the terminal and the report. */
export function stopLine(r: CompareResult): string {
  if (!r.sequential)
    return `${r.gamesPerVersion} games per version (${r.gamesPerVersion / (r.rows.length - 1)} per opponent)`;
  const why = r.decided ? 'decided' : 'not decided by the maximum';
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
  const rows = r.rows.flatMap((row) => {
    const d = pairedDifference(row.pairs);
    return d === undefined
      ? []
      : [{ label: row.opponent, value: d.diff, low: d.low, high: d.high, games: pairCount(row.pairs) }];
  });
  const lo = Math.min(-0.1, ...rows.map((x) => x.low));
  const hi = Math.max(0.1, ...rows.map((x) => x.high));
  const chart = await renderSvg(
    intervalSpec(`${r.deckA} minus ${r.deckB}`, 'difference in win rate', rows, [lo, hi], 0, '+.0%'),
    'diff',
  );
  const head = [
    'opponent',
    'games',
    `win rate ${r.deckA}`,
    `win rate ${r.deckB}`,
    'difference',
    '95% CI',
    'only A won',
    'only B won',
    'verdict',
  ];
  const body = r.rows.map((row, k) => {
    const t = row.pairs;
    const n = pairCount(t);
    const d = pairedDifference(t);
    return [
      row.opponent,
      String(n),
      pct(n ? (t.both + t.onlyA) / n : undefined),
      pct(n ? (t.both + t.onlyB) / n : undefined),
      signed(d?.diff),
      d ? `${signed(d.low)} to ${signed(d.high)}` : '',
      String(t.onlyA),
      String(t.onlyB),
      rowVerdict(r, k),
    ];
  });
  const table =
    `<table><tr>${head.map((h) => `<th>${escapeHtml(h)}</th>`).join('')}</tr>` +
    body
      .map(
        (cells) => `<tr>${cells.map((c, i) => `<td${i > 0 ? ' class="n"' : ''}>${escapeHtml(c)}</td>`).join('')}</tr>`,
      )
      .join('') +
    '</table>';
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>mtg-playtest compare: ${escapeHtml(r.deckA)} vs ${escapeHtml(r.deckB)}</title>`,
    '<style>body { font-family: Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }',
    'table { border-collapse: collapse; font-size: 0.9em; } td, th { padding: 0.2em 0.6em; border-bottom: 1px solid #eee; }',
    'th { text-align: left; background: #f6f6f6; } td.n { text-align: right; } .note { color: #666; }</style></head><body>',
    `<h1>${escapeHtml(r.deckA)} (A) against ${escapeHtml(r.deckB)} (B)</h1>`,
    `<p>Both versions played the same games (seed ${r.seed}: the same shuffles, seats and opponents), with ` +
      `${escapeHtml(r.agents[0] === r.agents[1] ? r.agents[0] : `${r.agents[0]} (A, B) against ${r.agents[1]}`)}. ` +
      "The difference is paired by game (Newcombe's paired score interval).</p>",
    `<p>${escapeHtml(stopLine(r))}.</p>`,
    `<div class="chart">${chart}</div>`,
    table,
    `<p class="note">playtest ${escapeHtml(argv.map((a) => (/[\s"']/.test(a) ? JSON.stringify(a) : a)).join(' '))}</p>`,
    '</body></html>',
    '',
  ].join('\n');
}

const pct = (x: number | undefined) => (x === undefined ? '' : `${(x * 100).toFixed(1)}%`);
