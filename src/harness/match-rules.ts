// When a match (--match bo3) is over and who won it: best of three, the first to win two games; drawn games
// do not count toward the two (Magic Tournament Rules 2.1). At most three games are played: after three, the
// player with more game wins takes the match, and equal game wins are a match draw. A game that errored ends
// its match, which then has no result.
import type { GameRecord } from './types.js';

/** Games a match may take. */
export const GAMES_PER_MATCH = 3;
/** Game wins that take a match. */
const WINS_FOR_MATCH = 2;

/** Is a match with these games (in order) decided: an error, two wins for one seat, or every game played. */
export function matchOver(games: readonly Pick<GameRecord, 'winner' | 'endReason'>[]): boolean {
  if (games.some((g) => g.endReason === 'error')) return true;
  return (
    games.length >= GAMES_PER_MATCH || winsOf(games, 'A') >= WINS_FOR_MATCH || winsOf(games, 'B') >= WINS_FOR_MATCH
  );
}

/** A finished match's result as the harness codes winners: 0 seat A, 1 seat B, 2 a draw, -1 an errored game. */
export function matchCode(games: readonly Pick<GameRecord, 'winner' | 'endReason'>[]): number {
  if (games.some((g) => g.endReason === 'error')) return -1;
  const a = winsOf(games, 'A');
  const b = winsOf(games, 'B');
  return a > b ? 0 : b > a ? 1 : 2;
}

/** Games a seat won. */
export function winsOf(games: readonly Pick<GameRecord, 'winner'>[], seat: 'A' | 'B'): number {
  let n = 0;
  for (const g of games) if (g.winner === seat) n++;
  return n;
}
