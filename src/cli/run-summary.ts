// What `playtest run` and `playtest merge` print when done: first each ranked deck against the field
// (best first; in a gauntlet the decks under test, the --vs decks being their field). A run of up to
// SHOWN_PAIRINGS pairings then shows each pairing once, from seat A's side, and for a round robin of more
// than two decks the matchup matrix and the metagame; a bigger run the metagame in one line and where the
// pairings are. The last lines: games and time, the way to the full gauntlet after a quick look, and
// where report.html is.
import { join } from 'node:path';
import { type Column, fmtRate } from '../report/columns.js';
import { metagameOf } from '../report/metagame.js';
import { CI95, deckColumn, matchupColumn, WLD } from '../report/run-columns.js';
import type { DeckSides } from '../report/sides.js';
import { compareStrings, type DeckRow, deckRows, matchupRows, type MatchupRow, rate } from '../report/stats.js';
import type { RunTally } from '../report/tally.js';
import { formatTable, textTable } from './table.js';

/** A run of more pairings prints the field and says where each pairing is: a terminal page, not hundreds of lines. */
export const SHOWN_PAIRINGS = 20;

export interface SummaryOptions {
  /** The run's folder. */
  out: string;
  /** Wall time and games played by this process; 0 when nothing was played (merge). */
  wallMs: number;
  played: number;
  sides: DeckSides;
  /** After a quick look at the sample gauntlet: how to play the full one (quick-run.ts). */
  fullRun?: string;
}

export function summary(tally: RunTally, o: SummaryOptions): string {
  const rows = matchupRows(tally);
  const pairings = rows.length / 2; // two rows a pairing
  const roundRobin = !o.sides.gauntlet;
  let body = `${fieldTable(tally, o.sides)}\n`;
  if (pairings <= SHOWN_PAIRINGS) {
    body += pairingTable(rows) + (roundRobin ? `${matrix(rows)}${metagameText(rows)}` : '');
  } else {
    const matrixToo = roundRobin ? ', which also has the matchup matrix' : '';
    body +=
      (roundRobin ? metagameLine(rows) : '') +
      `each pairing (${pairings}) is in matchups.csv and report.html${matrixToo}\n`;
  }
  const errors = tally.errors.length;
  const time = o.wallMs > 0 ? `, ${(o.wallMs / 1000).toFixed(1)} s` : '';
  const speed = o.wallMs > 0 && o.played > 0 ? `, ${((o.played * 1000) / o.wallMs).toFixed(0)} games/s` : '';
  return (
    `${body}\n${tally.games} games, ${errors} errored${time}${speed}\n` +
    (o.fullRun === undefined ? '' : `${o.fullRun}\n`) +
    `report: ${join(o.out, 'report.html')} (open it in a browser); the CSVs are in ${o.out}\n`
  );
}

/** One line a ranked deck (and agent): its win rate against all its opponents, best first. */
export function fieldTable(tally: RunTally, sides: DeckSides): string {
  const decks = deckRows(tally, true).filter((d) => sides.ranked.has(d.deck));
  const agents = new Set(decks.map((d) => d.agent));
  const columns: Column<DeckRow>[] = [
    { name: 'deck', get: (d) => (agents.size > 1 ? `${d.deck} (${d.agent})` : d.deck) },
    deckColumn('games'),
    WLD,
    { ...deckColumn('win_rate'), name: 'win' },
    CI95,
  ];
  const field = sides.gauntlet ? 'the --vs field' : 'the field';
  return `each deck against ${field}:\n` + textTable(columns, decks);
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

/** The metagame of a big round robin in one line: the decks of the mix with their shares. */
function metagameLine(rows: MatchupRow[]): string {
  const m = metagameOf(rows);
  if (m === undefined) return '';
  const mix = m.shares.filter((x) => x.share > 0).map((x) => `${x.deck} ${(x.share * 100).toFixed(1)}%`);
  const rest = mix.length < m.shares.length ? '; every other deck 0%' : '';
  return `metagame (the mix no deck can exploit; report.html explains it): ${mix.join(', ')}${rest}\n`;
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
