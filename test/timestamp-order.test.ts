// CR 418.5e(a): "If two or more objects enter a zone (or zones) simultaneously, the active player determines
// their timestamp order at the time they enter that zone." A TimestampOrder decision, asked only where the
// order can matter; the agents answer it (the scenarios under test/scenarios/rules/418.5e-* check the rule's
// outcomes and the batches that ask nothing).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { makeAgent } from '../agents/index.js';
import { fastAction } from '../agents/policy.js';
import { SearchRng } from '../agents/rng.js';
import {
  apply,
  cloneGame,
  Decision,
  decisionKind,
  decisionPlayer,
  describeOption,
  type Game,
  gameLike,
  legalActions,
  MAX_OPTIONS,
  optionCount,
} from '../src/engine/api/game.js';
import { decodeOption, Keyword, keywordsOf, nameOf, OptionInfo, PlayerView, Zone } from '../src/engine/api/observe.js';
import { stateHash } from '../src/engine/api/setup.js';
import { list, position, take } from './agents-helpers.js';
import { fails, type Scenario } from './scenario-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);

/** A's Replenish returns Serra's Embrace (onto A's Bears) and then Gravity Sphere: the order is asked. */
function replenish(): Game {
  const g = position({
    start: { turn: 3, active: 'A', step: 'main1' },
    players: {
      A: {
        hand: ['Replenish'],
        graveyard: ["Serra's Embrace", 'Gravity Sphere'],
        library: ['Plains', 'Island'],
        inPlay: ['Plains', 'Plains', 'Plains', 'Plains', { card: 'Grizzly Bears', id: 'bears' }],
      },
      B: { library: ['Mountain', 'Forest'], inPlay: [{ card: 'Grizzly Bears', id: 'theirs' }] },
    },
  });
  take(g, 'Replenish');
  while (decisionKind(g) === Decision.Priority) take(g, 'pass');
  expect(decisionKind(g)).toBe(Decision.Enchant); // what Serra's Embrace enchants: A's Bears
  for (let a = 0; a < optionCount(g); a++) if (decodeOption(g, a, info).object < g.nA) return (apply(g, a), g);
  throw new Error('no Bears of A to enchant');
}

const names = (g: Game) => Array.from({ length: optionCount(g) }, (_, a) => nameOf(g, decodeOption(g, a, info).object));
const info = new OptionInfo();
const bears = (g: Game) => list(g, Zone.InPlay, 0).find((id) => nameOf(g, id) === 'Grizzly Bears' && id < g.nA)!;
const flies = (g: Game) => (keywordsOf(g, bears(g)) & Keyword.Flying) !== 0;

describe('CR 418.5e(a) the active player orders the timestamps of permanents that come into play together', () => {
  test('asked of the active player, the permanents in the order they came into play, first first', () => {
    const g = replenish();
    expect(decisionKind(g)).toBe(Decision.TimestampOrder);
    expect(decisionPlayer(g)).toBe(0);
    expect(names(g)).toEqual(["Serra's Embrace", 'Gravity Sphere']);
    expect(describeOption(g, 1)).toMatch(/^give Gravity Sphere#\d+ the next timestamp/);
  });

  test('the pick takes the earlier timestamp and the last one the later: the later effect wins (418.5h)', () => {
    const keep = replenish();
    apply(keep, 0); // Serra's Embrace first: Gravity Sphere's "lose flying" is later
    expect(decisionKind(keep)).not.toBe(Decision.TimestampOrder); // the last one is not asked
    expect(flies(keep)).toBe(false);
    const swap = replenish();
    apply(swap, 1);
    expect(flies(swap)).toBe(true);
  });

  test('the batch waits in the game: a copy taken at the decision goes on exactly as the game does', () => {
    const g = replenish();
    const c = gameLike(g);
    cloneGame(g, c);
    expect(stateHash(c)).toBe(stateHash(g));
    apply(g, 1);
    apply(c, 1);
    expect(stateHash(c)).toBe(stateHash(g));
    expect(flies(c)).toBe(true);
  });

  test("the fast policy keeps the order they came into play in (the module's fast default)", () => {
    const g = replenish();
    expect(fastAction(g, new SearchRng(1))).toBe(0);
  });

  for (const name of ['greedy', 'mcts:iterations=200']) {
    test(`${name}: by its look-ahead, Gravity Sphere first, so its own Bears keep Serra's Embrace's flying`, () => {
      const g = replenish();
      const a = makeAgent(name, 7).act(new PlayerView(g, 0), legal, legalActions(g, legal));
      expect(describeOption(g, a)).toContain('Gravity Sphere');
      apply(g, a);
      expect(flies(g)).toBe(true);
    });
  }

  test('random: either permanent first, uniformly', () => {
    const picks = [0, 0];
    for (let seed = 1; seed <= 40; seed++) {
      const g = replenish();
      const agent = makeAgent('random', seed);
      picks[agent.act(new PlayerView(g, 0), legal, legalActions(g, legal))]++;
    }
    expect(picks[0]).toBeGreaterThan(8);
    expect(picks[1]).toBeGreaterThan(8);
  });
});

describe('CR 418.5e(a) in scenario files: the order is scripted, or the scenario fails', () => {
  const file = () =>
    JSON.parse(
      readFileSync('test/scenarios/rules/418.5e-replenish-active-player-orders-sphere-first.json', 'utf8'),
    ) as Scenario;

  test('an order the script does not give fails the scenario, naming the decision', () => {
    const sc = file();
    sc.actions = sc.actions.filter((a) => a.choose === undefined);
    fails(sc, /unscripted decision: timestampOrder at turn 3 main1/);
  });

  test('an entry naming nothing that waits fails, saying so', () => {
    const sc = file();
    sc.actions[2].choose = ['@bears', '@sphere'];
    fails(sc, /choose \(timestamp order\): @bears is not among the permanents left to order/);
  });
});
