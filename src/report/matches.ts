// matches.csv of a --match run: per pairing, from each deck's side, the matches won with a Wilson 95% interval
// (a match is the independent unit), and the game win rates of game 1 (main decks) and of games 2 and 3
// (after sideboarding), each with its interval.
import { type Column, count, rate, text } from './columns.js';
import type { MatchGroup, MatchTally } from './match-tally.js';
import { rate as ratio, wilson } from './stats.js';

/** Two rows per pairing, seat A's deck first. */
export function matchRows(t: MatchTally): MatchRow[] {
  return t.inOrder().flatMap((g) => [matchRow(g, 'A'), matchRow(g, 'B')]);
}

export interface MatchRow {
  deck: string;
  opponent: string;
  agent: string;
  opponentAgent: string;
  matches: number;
  matchWins: number;
  matchLosses: number;
  matchDraws: number;
  matchWinRate: number | undefined;
  matchLow: number | undefined;
  matchHigh: number | undefined;
  gameWinRate: number | undefined;
  /** p^2 (3 - 2p) from the game win rate p: the match win rate if games were independent and alike. */
  predicted: number | undefined;
  game1Games: number;
  game1WinRate: number | undefined;
  game1Low: number | undefined;
  game1High: number | undefined;
  postGames: number;
  postWinRate: number | undefined;
  postLow: number | undefined;
  postHigh: number | undefined;
  errored: number;
}

function matchRow(g: MatchGroup, seat: 'A' | 'B'): MatchRow {
  const a = seat === 'A';
  const wins = a ? g.winsA : g.winsB;
  const losses = a ? g.winsB : g.winsA;
  const [w1, i1] = interval(a ? g.game1.winsA : g.game1.winsB, g.game1.games);
  const [wp, ip] = interval(a ? g.post.winsA : g.post.winsB, g.post.games);
  const [wm, im] = interval(wins, g.matches);
  const p = ratio(a ? g.all.winsA : g.all.winsB, g.all.games);
  return {
    deck: a ? g.deckA : g.deckB,
    opponent: a ? g.deckB : g.deckA,
    agent: a ? g.agentA : g.agentB,
    opponentAgent: a ? g.agentB : g.agentA,
    matches: g.matches,
    matchWins: wins,
    matchLosses: losses,
    matchDraws: g.matches - wins - losses,
    matchWinRate: wm,
    matchLow: im?.low,
    matchHigh: im?.high,
    gameWinRate: p,
    predicted: p === undefined ? undefined : p * p * (3 - 2 * p),
    game1Games: g.game1.games,
    game1WinRate: w1,
    game1Low: i1?.low,
    game1High: i1?.high,
    postGames: g.post.games,
    postWinRate: wp,
    postLow: ip?.low,
    postHigh: ip?.high,
    errored: g.errored,
  };
}

function interval(wins: number, n: number): [number | undefined, { low: number; high: number } | undefined] {
  return n === 0 ? [undefined, undefined] : [wins / n, wilson(wins, n)];
}

/** matches.csv: two rows per pairing, seat A's deck first. */
export const MATCHES = [
  text('deck', (m) => m.deck),
  text('opponent', (m) => m.opponent),
  text('agent', (m) => m.agent),
  text('opponent_agent', (m) => m.opponentAgent),
  count('matches', (m) => m.matches),
  count('match_wins', (m) => m.matchWins),
  count('match_losses', (m) => m.matchLosses),
  count('match_draws', (m) => m.matchDraws),
  rate('match_win_rate', (m) => m.matchWinRate),
  rate('match_ci_low', (m) => m.matchLow),
  rate('match_ci_high', (m) => m.matchHigh),
  rate('game_win_rate', (m) => m.gameWinRate),
  rate('independent_match_win_rate', (m) => m.predicted),
  count('game1_games', (m) => m.game1Games),
  rate('game1_win_rate', (m) => m.game1WinRate),
  rate('game1_ci_low', (m) => m.game1Low),
  rate('game1_ci_high', (m) => m.game1High),
  count('post_games', (m) => m.postGames),
  rate('post_win_rate', (m) => m.postWinRate),
  rate('post_ci_low', (m) => m.postLow),
  rate('post_ci_high', (m) => m.postHigh),
  count('errored_matches', (m) => m.errored),
] satisfies Column<MatchRow>[];
