// "The color or colors of your choice" (a ResolveColors decision: Scuttlemutt): every nonempty set of colors is
// offered; the fast heuristic makes a permanent of your own every color, another player's the color least common
// among that player's permanents; every agent answers with a legal set.
import { describe, expect, test } from 'vitest';
import { makeAgent } from '../agents/index.js';
import { fastAction } from '../agents/policy.js';
import { SearchRng } from '../agents/rng.js';
import {
  Decision,
  decisionKind,
  describeOption,
  legalActions,
  MAX_OPTIONS,
  optionCount,
} from '../src/engine/api/game.js';
import { omniscientView, PlayerView } from '../src/engine/api/observe.js';
import { position, take } from './agents-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);

/** A's Scuttlemutt targets `target` (A's Grizzly Bears, or B's black Dross Crocodile among a white and a green
 * creature): A's ResolveColors decision. */
function scuttlemuttAt(target: string) {
  const g = position({
    start: { turn: 1, active: 'A', step: 'main1' },
    players: {
      A: { library: ['Plains', 'Plains'], inPlay: ['Scuttlemutt', 'Grizzly Bears'] },
      B: { library: ['Forest', 'Forest'], inPlay: ['Dross Crocodile', 'Youthful Knight', 'Llanowar Elves'] },
    },
  });
  take(g, 'Scuttlemutt');
  while (decisionKind(g) === Decision.Target) take(g, target);
  while (decisionKind(g) === Decision.Priority) take(g, 'pass');
  return g;
}

describe('the color or colors of your choice: agents', () => {
  test('all 31 sets are offered; fast heuristic: every color for your own creature', () => {
    const g = scuttlemuttAt('Grizzly Bears');
    expect(decisionKind(g)).toBe(Decision.ResolveColors);
    expect(optionCount(g)).toBe(31);
    expect(describeOption(g, fastAction(g, new SearchRng(1)))).toBe(
      'choose white and blue and black and red and green',
    );
  });
  test("fast heuristic: for the opponent's creature, a color none of its (black, white, green) permanents has", () => {
    const g = scuttlemuttAt('Dross Crocodile');
    expect(describeOption(g, fastAction(g, new SearchRng(1)))).toBe('choose blue');
  });
  for (const name of ['greedy', 'mcts', 'random'])
    test(`${name} answers with a set of colors`, () => {
      const g = scuttlemuttAt('Grizzly Bears');
      const agent = makeAgent(name, 7);
      const a = agent.act(
        agent.omniscient ? omniscientView(g, 0) : new PlayerView(g, 0),
        legal,
        legalActions(g, legal),
      );
      expect(describeOption(g, a)).toMatch(/^choose (white|blue|black|red|green)( and (white|blue|black|red|green))*$/);
    });
});
