// Information hiding (design.md, "Agents"): an agent sees only its PlayerView, so its choice must not
// change when the cards it cannot see change places. Each position is built twice: once as the game
// has it, once with the opponent's hand and library cards permuted among themselves (the hand holds
// other cards, hand + library hold the same multiset) and the agent's own library reordered. The same
// agent, with the same seed, must choose the same action in both, for every built-in agent except
// mcts with cheat, which is meant to see hidden cards (and, as a check that the test has teeth, does).
import { describe, expect, test } from 'vitest';
import { makeAgent } from '../agents/index.js';
import { type Game, legalActions, MAX_OPTIONS } from '../src/engine/api/game.js';
import { cardIdOf, omniscientView, PlayerView, Zone } from '../src/engine/api/observe.js';
import { list, midGame, permuteHidden } from './agents-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);

/** Positions where player 0 decides, from seeded random games of several sample-deck pairs. */
function positions(): Game[] {
  const out: Game[] = [];
  const pairs = [
    ['green-stompy', 'red-burn'],
    ['white-blue-fliers', 'black-removal'],
    ['red-burn', 'white-blue-fliers'],
  ];
  pairs.forEach(([a, b], i) => {
    for (const k of [3, 12, 25, 40]) {
      const g = midGame(a, b, 100 + i, 0, k);
      if (g) out.push(g);
    }
  });
  return out;
}

/** The agent's choice at g, with the view the harness would give it (omniscient when it asks: cheat). */
function choice(spec: string, g: Game, seed: number): number {
  const agent = makeAgent(spec, seed);
  return agent.act(agent.omniscient ? omniscientView(g, 0) : new PlayerView(g, 0), legal, legalActions(g, legal));
}

const handCards = (g: Game, p: number) =>
  list(g, Zone.Hand, p)
    .map((id) => cardIdOf(g, id))
    .sort((x, y) => x - y)
    .join(',');

describe("an agent's choice does not depend on cards it cannot see", () => {
  const games = positions();

  test('the positions are real: enough of them, and the permuted hands really differ', () => {
    expect(games.length).toBeGreaterThanOrEqual(10);
    let differing = 0;
    for (const [i, g] of games.entries()) {
      const h = permuteHidden(g, 0, i);
      if (handCards(g, 1) !== handCards(h, 1)) differing++;
      // Everything player 0 may see is the same.
      expect(handCards(h, 0)).toBe(handCards(g, 0));
      expect(list(h, Zone.InPlay, 0)).toEqual(list(g, Zone.InPlay, 0));
    }
    expect(differing).toBeGreaterThanOrEqual(games.length - 2);
  });

  for (const spec of [
    'random',
    'greedy',
    'mcts:iterations=60',
    'mcts:iterations=60,determinizations=3',
    'mcts:iterations=40,rollout=random,depth=0',
  ]) {
    test(spec, () => {
      for (const [i, g] of games.entries()) {
        const h = permuteHidden(g, 0, 1000 + i);
        for (const seed of [1, 2])
          expect(choice(spec, h, seed), `position ${i}, seed ${seed}`).toBe(choice(spec, g, seed));
      }
    });
  }

  test('mcts with cheat refuses a plain view (only the harness grants omniscience)', () => {
    const agent = makeAgent('mcts:iterations=10,cheat=true', 1);
    expect(agent.omniscient).toBe(true);
    expect(() => agent.act(new PlayerView(games[0], 0), legal, legalActions(games[0], legal))).toThrow(
      /omniscient view/,
    );
  });

  test('mcts with cheat does see them: its choices change somewhere', () => {
    let changed = 0;
    for (const [i, g] of games.entries()) {
      const h = permuteHidden(g, 0, 1000 + i);
      for (const seed of [1, 2])
        if (choice('mcts:iterations=60,cheat=true', h, seed) !== choice('mcts:iterations=60,cheat=true', g, seed))
          changed++;
    }
    expect(changed).toBeGreaterThan(0);
  });
});
