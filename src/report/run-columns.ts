// The columns of a run folder's CSVs (design.md, "Reports"), in file order. csv.ts writes each file
// from its declaration; games-read.ts, baseline and pilots read them back by these names; report.html
// and the terminal summary show the same getters.
import type { GameRecord } from '../harness/types.js';
import { type Column, columnOf, count, fmtRate, type NameOf, rate, text, turns } from './columns.js';
import { formatCastable, formatOwnTurns } from './mana-cells.js';
import { formatSeatCards } from './seat-cards.js';
import type { CardRow, DeckRow, LoopRow, MatchupRow, MulliganRow, WinTally } from './stats.js';
import { winnerTurn } from './tally.js';

/**
 * games.csv: one row per game. The first eleven columns are design.md's; files written before the
 * others existed may lack them.
 */
export const GAMES = [
  count('game_index', (r) => r.gameIndex),
  count('seed', (r) => r.seed),
  text('deck_a', (r) => r.deckA),
  text('deck_b', (r) => r.deckB),
  text('agent_a', (r) => r.agentA),
  text('agent_b', (r) => r.agentB),
  text('on_play', (r) => r.onPlay),
  text('winner', (r) => r.winner),
  text('end_reason', (r) => r.endReason),
  count('turns', (r) => r.turns),
  text('loop_kind', (r) => r.loopKind),
  count('mulligans_a', (r) => r.mulligansA),
  count('mulligans_b', (r) => r.mulligansB),
  text('cards_a', (r) => formatSeatCards(r.drawnA, r.castA, r.castTurnA, r.openingA)),
  text('cards_b', (r) => formatSeatCards(r.drawnB, r.castB, r.castTurnB, r.openingB)),
  text('error', (r) => r.error),
  count('winner_turn', (r) => winnerTurn(r)),
  text('loop_signature', (r) => r.loopSignature),
  text('mana_a', (r) => formatOwnTurns(r.manaA.turns)),
  text('mana_b', (r) => formatOwnTurns(r.manaB.turns)),
  text('castable_a', (r) => formatCastable(r.manaA.castable, r.manaA.castableTurn)),
  text('castable_b', (r) => formatCastable(r.manaB.castable, r.manaB.castableTurn)),
] satisfies Column<GameRecord>[];

/** games.csv of a --match run: the columns above, then the match and the game's number in it. */
export const GAMES_MATCH = [
  ...GAMES,
  count('match_index', (r) => r.matchIndex),
  count('game_in_match', (r) => r.gameInMatch),
] satisfies Column<GameRecord>[];

/** matchups.csv: two rows per pairing, one from each deck's side. */
export const MATCHUPS = [
  text('deck', (m) => m.deck),
  text('opponent', (m) => m.opponent),
  text('agent', (m) => m.agent),
  text('opponent_agent', (m) => m.opponentAgent),
  count('games', (m) => m.games),
  count('wins', (m) => m.wins),
  count('losses', (m) => m.losses),
  count('draws', (m) => m.draws),
  rate('win_rate', (m) => m.winRate),
  rate('ci_low', (m) => m.ciLow),
  rate('ci_high', (m) => m.ciHigh),
  rate('win_rate_play', (m) => m.winRatePlay),
  rate('win_rate_draw', (m) => m.winRateDraw),
  turns('mean_turns', (m) => m.meanTurns),
  turns('mean_win_turn', (m) => m.meanWinTurn),
] satisfies Column<MatchupRow>[];

/** cards.csv: one row per deck and card. */
export const CARDS = [
  text('deck', (c) => c.deck),
  text('card', (c) => c.card),
  count('games_drawn', (c) => c.gamesDrawn),
  rate('win_rate_drawn', (c) => c.winRateDrawn),
  count('games_cast', (c) => c.gamesCast),
  rate('win_rate_cast', (c) => c.winRateCast),
  turns('mean_turn_first_cast', (c) => c.meanTurnFirstCast),
  count('land', (c) => (c.land ? 1 : 0)),
  count('games_opening_hand', (c) => c.gamesOpening),
  rate('win_rate_opening_hand', (c) => c.winRateOpening),
  count('games_not_drawn', (c) => c.gamesNotDrawn),
  rate('win_rate_not_drawn', (c) => c.winRateNotDrawn),
  rate('iwd', (c) => c.iwd),
  rate('iwd_ci_low', (c) => c.iwdLow),
  rate('iwd_ci_high', (c) => c.iwdHigh),
  rate('never_cast_rate', (c) => c.neverCastRate),
] satisfies Column<CardRow>[];

/** decks.csv: each deck and agent against the whole field. */
export const DECKS = [
  text('deck', (d) => d.deck),
  text('agent', (d) => d.agent),
  count('games', (d) => d.games),
  count('wins', (d) => d.wins),
  count('losses', (d) => d.losses),
  count('draws', (d) => d.draws),
  rate('win_rate', (d) => d.winRate),
  rate('ci_low', (d) => d.ciLow),
  rate('ci_high', (d) => d.ciHigh),
] satisfies Column<DeckRow>[];

/** loops.csv: one row per pairing, loop kind and signature seen. */
export const LOOPS = [
  text('deck', (l) => l.deck),
  text('opponent', (l) => l.opponent),
  text('loop_kind', (l) => l.loopKind),
  text('signature', (l) => l.signature),
  count('games', (l) => l.games),
  count('loop_games', (l) => l.loopGames),
  rate('loop_rate', (l) => l.loopRate),
  count('example_game', (l) => l.exampleGame),
] satisfies Column<LoopRow>[];

/** mulligans.csv: one row per deck, agent and number of mulligans seen. */
export const MULLIGANS = [
  text('deck', (m) => m.deck),
  text('agent', (m) => m.agent),
  count('mulligans', (m) => m.mulligans),
  count('games', (m) => m.games),
  rate('share', (m) => m.share),
  count('wins', (m) => m.wins),
  rate('win_rate', (m) => m.winRate),
  rate('ci_low', (m) => m.ciLow),
  rate('ci_high', (m) => m.ciHigh),
] satisfies Column<MulliganRow>[];

// What report.html and the terminal show: these columns under their own headings, and two figures
// in one cell each.
export const deckColumn = (name: NameOf<typeof DECKS>) => columnOf(DECKS, name);
export const matchupColumn = (name: NameOf<typeof MATCHUPS>) => columnOf(MATCHUPS, name);

/** Wins, losses and draws, as "W-L-D". */
export const WLD: Column<WinTally> = {
  name: 'W-L-D',
  get: (t) => `${t.wins}-${t.losses}-${t.draws}`,
  numeric: true,
};

/** The win rate's 95% interval (ci_low and ci_high), as "low-high". */
export const CI95: Column<WinTally> = {
  name: '95% CI',
  get: (t) => (t.ciLow === undefined ? '' : `${fmtRate(t.ciLow)}-${fmtRate(t.ciHigh)}`),
  numeric: true,
};
