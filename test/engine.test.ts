// The engine's decision/apply state machine, mulligans (2008: shuffle back, draw one fewer), the turn
// limit, and determinism, driven through the public interface.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import {
  End,
  apply,
  Decision,
  decisionKind,
  decisionPlayer,
  endReason,
  type Game,
  isOver,
  legalActions,
  MAX_OPTIONS,
  newGame,
  optionCount,
  turnNumber,
  winner,
} from '../src/engine/api/game.js';
import { Step, currentStep, Zone, zoneSize } from '../src/engine/api/observe.js';
import { stateHash } from '../src/engine/api/setup.js';

const pool = loadPool();
const deck = (name: string, n: number) => Array.from({ length: n }, () => pool.compiled(name).id);
const bearsDeck = [...deck('Forest', 24), ...deck('Grizzly Bears', 36)];
const handSize = (g: Game, p: number) => zoneSize(g, Zone.Hand, p);
const librarySize = (g: Game, p: number) => zoneSize(g, Zone.Library, p);

function fresh(seed = 1, maxTurns = 50): Game {
  return newGame(pool.cards, bearsDeck, bearsDeck, { seed, firstPlayer: 0, maxTurns });
}

describe('mulligans (2008)', () => {
  test('the first player decides first, with keep and mulligan as options', () => {
    const g = fresh();
    expect(decisionKind(g)).toBe(Decision.Mulligan);
    expect(decisionPlayer(g)).toBe(0);
    expect(optionCount(g)).toBe(2);
    expect(handSize(g, 0)).toBe(7);
  });

  test('a mulligan shuffles the hand back and draws one card fewer; keeping passes to the other player', () => {
    const g = fresh();
    apply(g, 1); // mulligan
    expect(handSize(g, 0)).toBe(6);
    expect(librarySize(g, 0)).toBe(54);
    apply(g, 1); // again
    expect(handSize(g, 0)).toBe(5);
    apply(g, 0); // keep
    expect(decisionKind(g)).toBe(Decision.Mulligan);
    expect(decisionPlayer(g)).toBe(1);
    apply(g, 0);
    expect(handSize(g, 1)).toBe(7);
    // The game begins: turn 1, the first player skips the draw (hand stays 5).
    expect(turnNumber(g)).toBe(1);
    expect(handSize(g, 0)).toBe(5);
  });
});

describe('decisions', () => {
  test('apply rejects an action outside the legal range', () => {
    const g = fresh();
    expect(() => apply(g, 2)).toThrow(/not legal/);
    expect(() => apply(g, -1)).toThrow(/not legal/);
  });

  test('a decision with one option is never shown', () => {
    const g = fresh();
    const legal = new Int32Array(MAX_OPTIONS);
    for (let i = 0; i < 2000 && !isOver(g); i++) {
      expect(legalActions(g, legal)).toBeGreaterThan(1);
      apply(g, i % optionCount(g));
    }
  });

  test('the first player skips the draw of his or her first turn; the second player draws on turn 2', () => {
    const g = fresh();
    apply(g, 0);
    apply(g, 0); // both keep
    expect(currentStep(g)).toBe(Step.Main1);
    expect(handSize(g, 0)).toBe(7);
    while (turnNumber(g) === 1) apply(g, 0); // pass everything
    expect(handSize(g, 1)).toBe(8);
  });

  test('the turn limit ends the game in a draw with end reason turn_limit', () => {
    const g = fresh(3, 4);
    while (!isOver(g)) apply(g, 0); // always the first option: keep, pass, no attackers
    expect(winner(g)).toBe(2);
    expect(endReason(g)).toBe(End.TurnLimit);
    expect(turnNumber(g)).toBe(4);
  });

  test('the same seed and the same choices give the same game', () => {
    const run = (seed: number) => {
      const g = fresh(seed);
      let i = 0;
      while (!isOver(g) && i < 5000) apply(g, (i++ * 7) % optionCount(g));
      return stateHash(g);
    };
    expect(run(11)).toBe(run(11));
    expect(run(11)).not.toBe(run(12));
  });
});
