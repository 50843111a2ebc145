// PLACEHOLDER (being written): plays one game from its spec.
import type { CardPool } from '../cards/pool.js';
import type { GameRecord, GameSpec } from './types.js';

export function playGame(spec: GameSpec, pool: CardPool): GameRecord {
  throw new Error(`playGame not implemented yet (${spec.gameIndex}, ${pool.names().length})`);
}
