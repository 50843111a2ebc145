// What `playtest run` and `playtest merge` print when done: first each deck against the whole field
// (best first), then each pairing once, from seat A's side, and for a round robin of more than two
// decks the matchup matrix (row deck's win rate against the column deck).
import { type Column, fmtRate } from '../report/columns.js';
import { metagameOf } from '../report/metagame.js';
import { CI95, deckColumn, matchupColumn, WLD } from '../report/run-columns.js';
import { compareStrings, type DeckRow, deckRows, matchupRows, type MatchupRow, rate } from '../report/stats.js';
import type { RunTally } from '../report/tally.js';
import { formatTable, textTable } from './table.js';

export function summary(tally: RunTally, out: string, wallMs: number, played: number): string {
  const rows = matchupRows(tally);
  const errors = tally.errors.length;
  // merge plays nothing: no time to show.
  const time = wallMs > 0 ? `, ${(wallMs / 1000).toFixed(1)} s` : '';
  const speed = wallMs > 0 && played > 0 ? `, ${((played * 1000) / wallMs).toFixed(0)} games/s` : '';
  return (
    `${fieldTable(tally)}\n${pairingTable(rows)}${matrix(rows)}${metagameText(rows)}\n` +
    `${tally.games} games, ${errors} errored${time}${speed}; reports in ${out}\n`
  );
}

/** One line a deck (and agent): its win rate against all its opponents, best first. */
export function fieldTable(tally: RunTally): string {
  const decks = deckRows(tally, true);
  const agents = new Set(decks.map((d) => d.agent));
  const columns: Column<DeckRow>[] = [
    { name: 'deck', get: (d) => (agents.size > 1 ? `${d.deck} (${d.agent})` : d.deck) },
    deckColumn('games'),
    WLD,
    { ...deckColumn('win_rate'), name: 'win' },
    CI95,
  ];
  return 'each deck against the field:\n' + textTable(columns, decks);
}

/**
 * Each pairing once, from seat A's side (matchups.csv has both). In a mirror match the seats are
 * labelled, so it is clear whose win rate it is.
 */
export function pairingTable(rows: MatchupRow[]): string {
  const seatA = rows.filter((_, i) => i % 2 === 0); // matchupRows gives seat A's row, then seat B's
  const agents = new Set(rows.flatMap((m) => [m.agent, m.opponentAgent]));
  const mirror = (m: MatchupRow) => m.deck === m.opponent && m.agent === m.opponentAgent;
  const name = (deck: string, agent: string, seat: string, m: MatchupRow) =>
    `${deck}${agents.size > 1 ? ` (${agent})` : ''}${mirror(m) ? ` [seat ${seat}]` : ''}`;
  const columns: Column<MatchupRow>[] = [
    { name: 'deck', get: (m) => name(m.deck, m.agent, 'A', m) },
    { name: 'opponent', get: (m) => name(m.opponent, m.opponentAgent, 'B', m) },
    matchupColumn('games'),
    WLD,
    { ...matchupColumn('win_rate'), name: 'win' },
    CI95,
    { ...matchupColumn('win_rate_play'), name: 'play' },
    { ...matchupColumn('win_rate_draw'), name: 'draw' },
    { ...matchupColumn('mean_turns'), name: 'turns' },
    { ...matchupColumn('mean_win_turn'), name: 'win turn' },
  ];
  return 'each pairing, win rate of the first deck:\n' + textTable(columns, seatA);
}

/**
 * The matchup matrix, when more than two decks all played each other; '' otherwise (a gauntlet's
 * matrix would be mostly empty: the field lines say it better).
 */
export function matrix(rows: MatchupRow[]): string {
  const decks = [...new Set(rows.map((r) => r.deck))].sort(compareStrings);
  if (decks.length <= 2) return '';
  const cell = new Map<string, { wins: number; games: number }>();
  for (const r of rows) {
    const key = JSON.stringify([r.deck, r.opponent]);
    const c = cell.get(key) ?? { wins: 0, games: 0 };
    c.wins += r.wins;
    c.games += r.games;
    cell.set(key, c);
  }
  const body = decks.map((d) => [
    d,
    ...decks.map((o) => {
      const c = cell.get(JSON.stringify([d, o]));
      return c === undefined ? '-' : fmtRate(rate(c.wins, c.games)) || '-';
    }),
  ]);
  const filled = decks.every((d) => decks.every((o) => d === o || cell.has(JSON.stringify([d, o]))));
  if (!filled) return '';
  return `\nwin rate of the row deck against the column deck:\n${formatTable(['', ...decks], body)}`;
}

/** The metagame of a round robin of three or more decks (as the matrix); '' otherwise. */
export function metagameText(rows: MatchupRow[]): string {
  if (matrix(rows) === '') return '';
  const m = metagameOf(rows);
  if (m === undefined) return '';
  return (
    '\nmetagame: the mix of decks no deck can exploit (zero-sum equilibrium of the matrix, a draw half a win):\n' +
    formatTable(
      ['deck', 'share'],
      m.shares.map((x) => [x.deck, `${(x.share * 100).toFixed(1)}%`]),
    ) +
    `the mix scores at least ${(m.value * 100).toFixed(1)}% against every deck\n`
  );
}
