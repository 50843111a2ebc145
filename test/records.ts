// Small fixed GameRecords for the report tests.
import type { GameRecord } from '../src/harness/types.js';

export function record(over: Partial<GameRecord>): GameRecord {
  return {
    gameIndex: 0, seed: 0, deckA: 'red, burn', deckB: 'green', agentA: 'random', agentB: 'greedy',
    onPlay: 'A', winner: 'A', endReason: 'life', turns: 1, loopKind: 'none', loopSignature: '', mulligansA: 0, mulligansB: 0,
    drawnA: [], drawnB: [], openingA: [], openingB: [], castA: [], castB: [], castTurnA: [], castTurnB: [],
    ...over,
  };
}

/** Four games of one pairing: A wins on the play, B wins on the play, a turn-limit draw, a crash. */
export const FOUR_GAMES: GameRecord[] = [
  record({ gameIndex: 2, seed: 22, onPlay: 'A', winner: 'draw', endReason: 'turn_limit', turns: 50, loopKind: 'turn_limit',
    drawnA: ['Shock'], openingA: ['Shock'], castA: ['Shock'], castTurnA: [4], drawnB: ['Forest'], mulligansB: 1 }),
  record({ gameIndex: 0, seed: 11, onPlay: 'A', winner: 'A', turns: 7,
    drawnA: ['Mountain', 'Shock'], openingA: ['Mountain'], castA: ['Shock'], castTurnA: [3], drawnB: ['Forest'], openingB: ['Forest'],
    mulligansA: 2 }),
  record({ gameIndex: 3, seed: 22, onPlay: 'B', winner: '', endReason: 'error', turns: 0, error: 'boom' }),
  record({ gameIndex: 1, seed: 11, onPlay: 'B', winner: 'B', turns: 9,
    drawnA: ['Mountain'], openingA: ['Mountain'], drawnB: ['Forest', 'Grizzly Bears'], openingB: ['Forest'],
    castB: ['Grizzly Bears'], castTurnB: [2] }),
];
