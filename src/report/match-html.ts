// report.html's matches table (--match runs): each pairing once, matches.csv's figures under readable headings.
import type { Column } from './columns.js';
import { columnOf, fmtRate } from './columns.js';
import { MATCHES, type MatchRow, matchRows } from './matches.js';
import type { Section } from './page.js';
import { htmlTable } from './page.js';
import type { RunTally } from './tally.js';

const col = (name: (typeof MATCHES)[number]['name']) => columnOf(MATCHES, name);
const range = (low: (r: MatchRow) => number | undefined, high: (r: MatchRow) => number | undefined) => (r: MatchRow) =>
  low(r) === undefined ? '' : `${fmtRate(low(r))}-${fmtRate(high(r))}`;

const TABLE: Column<MatchRow>[] = [
  col('deck'),
  col('opponent'),
  col('matches'),
  { name: 'W-L-D', get: (r) => `${r.matchWins}-${r.matchLosses}-${r.matchDraws}`, numeric: true },
  { ...col('match_win_rate'), name: 'match win rate' },
  {
    name: '95% CI',
    get: range(
      (r) => r.matchLow,
      (r) => r.matchHigh,
    ),
    numeric: true,
  },
  { ...col('independent_match_win_rate'), name: 'if games were independent' },
  { ...col('game1_win_rate'), name: 'game 1' },
  {
    name: 'game 1 95% CI',
    get: range(
      (r) => r.game1Low,
      (r) => r.game1High,
    ),
    numeric: true,
  },
  { ...col('post_win_rate'), name: 'games 2-3 (sideboarded)' },
  {
    name: 'games 2-3 95% CI',
    get: range(
      (r) => r.postLow,
      (r) => r.postHigh,
    ),
    numeric: true,
  },
];

/** The matches section, or none for a run without --match. */
export function matchSections(t: RunTally): Section[] {
  if (t.matches.count() === 0) return [];
  const rows = matchRows(t.matches).filter((_, i) => i % 2 === 0); // each pairing once, from its first deck's side
  return [
    {
      id: 'matches',
      title: 'Matches (best of three)',
      note: 'matches.csv; plans.txt says how each deck sideboarded',
      body:
        htmlTable(TABLE, rows) +
        '<p class="note">The match win rate with its 95% interval (a match is one independent trial); beside it, ' +
        'p<sup>2</sup>(3-2p) from the game win rate p, what the match rate would be if games were independent and ' +
        'alike; then game 1 (main decks) and games 2-3 (after sideboarding).</p>',
    },
  ];
}
