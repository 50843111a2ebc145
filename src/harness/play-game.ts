// Plays one game from its spec: the engine, two agents, and the tallies of a games.csv row.
import { makeAgent } from '../../agents/index.js';
import type { CardPool } from '../cards/pool.js';
import { END_NAMES } from '../engine/constants.js';
import { apply, decisionPlayer, endReason, isOver, legalActions, newGame, turnNumber, winner } from '../engine/engine.js';
import { type Game, Hist, MAX_OPTIONS } from '../engine/state.js';
import { PlayerView } from '../engine/view.js';
import type { EndReason, GameRecord, GameSpec } from './types.js';

/** A game that takes more decisions than this is stuck in a loop the engine did not catch: an error. */
export const MAX_DECISIONS = 200_000;

function mix(a: number, b: number): number {
  let h = Math.imul(a ^ 0x5bd1e995, 0x9e3779b1) ^ Math.imul(b + 0x7f4a7c15, 0x85ebca6b);
  h ^= h >>> 15; h = Math.imul(h, 0x2c1b3c6d); h ^= h >>> 12;
  return h >>> 0;
}

export function deckIds(pool: CardPool, cards: readonly string[]): number[] {
  return cards.map((n) => pool.compiled(n).id);
}

export function playGame(spec: GameSpec, pool: CardPool): GameRecord {
  const g = newGame(pool.cards, deckIds(pool, spec.deckA.cards), deckIds(pool, spec.deckB.cards), {
    seed: spec.seed, firstPlayer: spec.onPlay === 'A' ? 0 : 1, maxTurns: spec.maxTurns,
  });
  const agents = [makeAgent(spec.agentA, mix(spec.seed, 1)), makeAgent(spec.agentB, mix(spec.seed, 2))];
  const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
  const legal = new Int32Array(MAX_OPTIONS);
  let decisions = 0;
  while (!isOver(g)) {
    if (++decisions > MAX_DECISIONS) throw new Error(`game ${spec.gameIndex} (seed ${spec.seed}) exceeded ${MAX_DECISIONS} decisions`);
    const p = decisionPlayer(g);
    const n = legalActions(g, legal);
    apply(g, agents[p].act(views[p], legal, n));
  }
  const w = winner(g);
  const reason = END_NAMES[endReason(g)] as EndReason;
  return {
    gameIndex: spec.gameIndex, seed: spec.seed, deckA: spec.deckA.name, deckB: spec.deckB.name,
    agentA: spec.agentA, agentB: spec.agentB, onPlay: spec.onPlay,
    winner: w === 0 ? 'A' : w === 1 ? 'B' : 'draw', endReason: reason, turns: turnNumber(g),
    loopKind: reason === 'turn_limit' ? 'turn_limit' : 'none',
    drawnA: names(g, 0, Hist.Drawn), drawnB: names(g, 1, Hist.Drawn),
    castA: names(g, 0, Hist.Cast), castB: names(g, 1, Hist.Cast),
  };
}

/** Distinct names of a seat's cards with a history bit, sorted. */
function names(g: Game, seat: number, bit: number): string[] {
  const out = new Set<string>();
  const from = seat === 0 ? 0 : g.nA; const to = seat === 0 ? g.nA : g.nCards;
  for (let id = from; id < to; id++) if ((g.m[g.oHist + id] & bit) !== 0) out.add(g.cards[g.m[g.oCard + id]].name);
  return [...out].sort();
}
