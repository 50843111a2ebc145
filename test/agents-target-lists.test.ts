// Agents picking a list of targets (target-list.ts): divided damage (409.1d of 2008) is spread so each
// pick counts, picked by the heuristic agents' target policy.
import { describe, expect, test } from 'vitest';
import { makeAgent } from '../agents/index.js';
import {
  apply,
  Decision,
  decisionKind,
  describeOption,
  legalActions,
  MAX_OPTIONS,
  optionCount,
  type Game,
} from '../src/engine/api/game.js';
import { nameOf, omniscientView, PlayerView, zoneOf, Zone } from '../src/engine/api/observe.js';
import { position, take } from './agents-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);

/** Two Grizzly Bears attack B, who casts Hail of Arrows for X = 4: B's first Target decision. */
function hailAtTwoBears(): Game {
  const g = position({
    start: { turn: 1, active: 'A', step: 'main1' },
    players: {
      A: {
        library: ['Forest', 'Forest'],
        inPlay: [
          { card: 'Grizzly Bears', id: 'b1' },
          { card: 'Grizzly Bears', id: 'b2' },
        ],
      },
      B: {
        library: ['Plains', 'Plains'],
        hand: ['Hail of Arrows'],
        inPlay: ['Plains', 'Plains', 'Plains', 'Plains', 'Plains'],
      },
    },
  });
  const until = (ok: () => boolean) => {
    for (let i = 0; i < 50 && !ok(); i++) take(g, 'pass');
  };
  until(() => decisionKind(g) === Decision.Attack);
  take(g, 'attack with Grizzly Bears');
  take(g, 'attack with Grizzly Bears');
  if (decisionKind(g) === Decision.Attack) take(g, 'no more attackers');
  until(() => decisionKind(g) === Decision.Priority && optionCount(g) > 1 && describeOption(g, 1).includes('Hail'));
  take(g, 'Hail of Arrows');
  take(g, '4');
  return g;
}

// (mcts searches each pick on its own with its budget; at the default budget it may pile them up.)
describe('409.1d agents divide damage among a list of targets', () => {
  for (const name of ['greedy']) {
    test(`${name}: 4 damage from Hail of Arrows goes 2 and 2, killing both attacking Grizzly Bears`, () => {
      const g = hailAtTwoBears();
      const agent = makeAgent(name, 11);
      for (let k = 0; k < 4; k++) {
        expect(decisionKind(g)).toBe(Decision.Target);
        apply(
          g,
          agent.act(agent.omniscient ? omniscientView(g, 1) : new PlayerView(g, 1), legal, legalActions(g, legal)),
        );
      }
      for (let i = 0; i < 20 && decisionKind(g) === Decision.Priority; i++) take(g, 'pass');
      const dead = Array.from({ length: 120 }, (_, id) => id).filter(
        (id) => nameOf(g, id) === 'Grizzly Bears' && zoneOf(g, id) === Zone.Graveyard,
      );
      expect(dead.length).toBe(2);
    });
  }
});
