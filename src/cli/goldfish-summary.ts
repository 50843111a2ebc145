// What `playtest goldfish` (and a resume or merge of its folder) prints when done: per deck and agent, on the
// play, on the draw and both, the kill turn's mean with its interval, the median and the share killed by a few
// turns around the medians; then games and time, and where report.html is.
import { join } from 'node:path';
import { type Column, fmtTurns } from '../report/columns.js';
import { type GoldfishRow, goldfishRows, killCurves, type KillCurve } from '../report/goldfish.js';
import type { RunTally } from '../report/tally.js';
import type { SummaryOptions } from './run-summary.js';
import { textTable } from './table.js';

/** "by turn k" columns: from two turns before the earliest median to one after the latest, 5 or 6 of them. */
const SHARE_TURNS = [5, 6];

export function goldfishSummary(tally: RunTally, maxTurns: number, o: Omit<SummaryOptions, 'sides'>): string {
  const curves = killCurves(tally, maxTurns);
  const rows = goldfishRows(curves);
  const medians = rows.map((r) => r.median).filter((m) => m !== undefined);
  const first = Math.max(1, medians.length === 0 ? 1 : Math.min(...medians) - 2);
  const wanted = medians.length === 0 ? 0 : Math.max(...medians) + 2 - first;
  const shown = Array.from({ length: Math.min(SHARE_TURNS[1], Math.max(SHARE_TURNS[0], wanted)) }, (_, i) => first + i);
  const lines = rows.map((r, i) => ({ row: r, curve: curves[i] }));
  const columns: Column<{ row: GoldfishRow; curve: KillCurve }>[] = [
    { name: 'deck', get: (l) => l.row.deck },
    { name: 'agent', get: (l) => l.row.agent },
    { name: 'side', get: (l) => l.row.play },
    { name: 'games', get: (l) => l.row.games },
    { name: 'mean', get: (l) => (l.row.mean === undefined ? '-' : fmtTurns(l.row.mean)) },
    {
      name: '95% interval',
      get: (l) => (l.row.meanLow === undefined ? '-' : `${fmtTurns(l.row.meanLow)}-${fmtTurns(l.row.meanHigh)}`),
    },
    { name: 'median', get: (l) => (l.row.median === undefined ? `>${l.row.lastTurn}` : String(l.row.median)) },
    ...shown.map((k) => ({ name: `by ${k}`, get: (l: { curve: KillCurve }) => sharePct(l.curve, k) })),
    { name: `no kill by ${Math.max(...rows.map((r) => r.lastTurn))}`, get: (l) => l.row.noKill },
  ];
  const errors = tally.errors.length;
  const time = o.wallMs > 0 ? `, ${(o.wallMs / 1000).toFixed(1)} s` : '';
  const speed = o.wallMs > 0 && o.played > 0 ? `, ${((o.played * 1000) / o.wallMs).toFixed(0)} games/s` : '';
  return (
    "kill turn against the goldfish, the deck's own turn: the mean over the kills with its 95% interval; the\n" +
    'median and "by k", the share of games killed by turn k, count every game:\n' +
    textTable(columns, lines) +
    `\n${tally.games} games, ${errors} errored${time}${speed}\n` +
    `report: ${join(o.out, 'report.html')} (open it in a browser); goldfish.csv and the other CSVs are in ${o.out}\n`
  );
}

/** The share of the curve's games killed by turn k, as a whole percent. */
function sharePct(c: KillCurve, k: number): string {
  if (c.games === 0) return '-';
  let by = 0;
  for (let t = 1; t <= k && t < c.kills.length; t++) by += c.kills[t];
  return `${Math.round((100 * by) / c.games)}%`;
}
