// Positions from seeded self-play, for fitting the evaluation's weights: every pairing of the decks (both
// seats), the position at the first decision of each turn, seen by the player whose turn just ended (greedy
// scores its look-aheads at the end of its own turn, the opponent to move), labelled with how the game ended
// for that player (1 won, 0 lost, 0.5 a draw). Features are read from the real game (both hands known):
// what the weights learn is the worth of each feature on average over the hidden cards a search would guess.
import { evalFeatures, FEATURES } from '../../agents/eval.js';
import type { CardPool } from '../cards/pool.js';
import { turnNumber } from '../engine/api/game.js';
import { activePlayer } from '../engine/api/observe.js';
import { playGame } from '../harness/play-game.js';
import { gameSeed, onPlayFor, pairings } from '../harness/seeds.js';
import type { Deck } from '../harness/types.js';
import type { LogisticData } from './logistic.js';

export interface PositionsSpec {
  decks: Deck[];
  /** Games per pairing (every pair of decks, mirrors included), seat A on the play in every other one. */
  games: number;
  agent: string;
  seed: number;
  maxTurns: number;
  /** Called after each game with the games done and the total. */
  progress?: (done: number, total: number) => void;
}

export interface Positions extends LogisticData {
  games: number;
  /** The game index of each row. */
  game: Int32Array;
}

export function selfPlayPositions(pool: CardPool, spec: PositionsSpec): Positions {
  const width = FEATURES.length;
  const rows: number[] = [];
  const labels: number[] = [];
  const games: number[] = [];
  const seats: number[] = [];
  const pairs = pairings(spec.decks, [], true);
  const total = pairs.length * spec.games;
  const features = new Float64Array(width);
  let index = 0;
  for (const [deckA, deckB] of pairs) {
    for (let k = 0; k < spec.games; k++, index++) {
      const gameIndex = index;
      const first = rows.length;
      let lastTurn = -1;
      const record = playGame(
        {
          gameIndex,
          seed: gameSeed(spec.seed, gameIndex),
          deckA,
          deckB,
          agentA: spec.agent,
          agentB: spec.agent,
          onPlay: onPlayFor(gameIndex),
          maxTurns: spec.maxTurns,
        },
        pool,
        {
          decide(g) {
            const turn = turnNumber(g);
            if (turn === lastTurn) return;
            lastTurn = turn;
            const seat = 1 - activePlayer(g);
            evalFeatures(g, seat, features);
            for (let j = 0; j < width; j++) rows.push(features[j]);
            seats.push(seat);
          },
        },
      );
      const winner = record.winner === 'A' ? 0 : record.winner === 'B' ? 1 : -1;
      for (let r = first / width; r < rows.length / width; r++) {
        labels.push(winner === -1 ? 0.5 : seats[r] === winner ? 1 : 0);
        games.push(gameIndex);
      }
      spec.progress?.(index + 1, total);
    }
  }
  return {
    x: Float64Array.from(rows),
    y: Float64Array.from(labels),
    rows: labels.length,
    width,
    games: total,
    game: Int32Array.from(games),
  };
}
