// What `playtest run` and `playtest merge` print when done: the matchup table, and for a gauntlet of
// more than two decks the matchup matrix (row deck's win rate against the column deck).
import { fmtRate, fmtTurns } from '../report/csv.js';
import { compareStrings, matchupRows, type MatchupRow, rate } from '../report/stats.js';
import type { RunTally } from '../report/tally.js';
import { formatTable } from './table.js';

export function summary(tally: RunTally, out: string, wallMs: number, played: number): string {
  const rows = matchupRows(tally);
  const table = formatTable(['deck', 'opponent', 'games', 'W-L-D', 'win', '95% CI', 'play', 'draw', 'turns'], rows.map((m) => [
    m.deck, m.opponent, String(m.games), `${m.wins}-${m.losses}-${m.draws}`, fmtRate(m.winRate),
    m.ciLow === undefined ? '' : `${fmtRate(m.ciLow)}-${fmtRate(m.ciHigh)}`,
    fmtRate(m.winRatePlay), fmtRate(m.winRateDraw), fmtTurns(m.meanTurns),
  ]));
  const errors = tally.errors.length;
  // merge plays nothing: no time to show.
  const time = wallMs > 0 ? `, ${(wallMs / 1000).toFixed(1)} s` : '';
  const speed = wallMs > 0 && played > 0 ? `, ${((played * 1000) / wallMs).toFixed(0)} games/s` : '';
  return `${table}${matrix(rows)}\n${tally.games} games, ${errors} errored${time}${speed}; reports in ${out}\n`;
}

/** The matchup matrix, when there are more than two decks; '' otherwise. */
export function matrix(rows: MatchupRow[]): string {
  const decks = [...new Set(rows.map((r) => r.deck))].sort(compareStrings);
  const opponents = [...new Set(rows.map((r) => r.opponent))].sort(compareStrings);
  if (decks.length <= 2) return '';
  const cell = new Map<string, { wins: number; games: number }>();
  for (const r of rows) {
    const key = JSON.stringify([r.deck, r.opponent]);
    const c = cell.get(key) ?? { wins: 0, games: 0 };
    c.wins += r.wins;
    c.games += r.games;
    cell.set(key, c);
  }
  const body = decks.map((d) => [d, ...opponents.map((o) => {
    const c = cell.get(JSON.stringify([d, o]));
    return c === undefined ? '-' : fmtRate(rate(c.wins, c.games)) || '-';
  })]);
  return `\nwin rate of the row deck against the column deck:\n${formatTable(['', ...opponents], body)}`;
}
