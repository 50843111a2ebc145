// 419.9a: when several replacement or prevention effects would modify one event, the affected player
// chooses which applies first; the heuristic agents apply what spares them first.
import { describe, expect, test } from 'vitest';
import { makeAgent } from '../agents/index.js';
import {
  apply,
  Decision,
  decisionKind,
  decisionPlayer,
  describeOption,
  legalActions,
  MAX_OPTIONS,
  optionCount,
} from '../src/engine/api/game.js';
import { life, omniscientView, PlayerView } from '../src/engine/api/observe.js';
import { position, take } from './agents-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);

/** A's Shock at B with Furnace of Rath in play and B's Samite Healer shield on B: B's Replace decision. */
function furnaceAndShield() {
  const g = position({
    start: { turn: 1, active: 'A', step: 'main1' },
    players: {
      A: { hand: ['Shock'], library: ['Plains', 'Island'], inPlay: ['Mountain', 'Furnace of Rath'] },
      B: { library: ['Forest', 'Forest'], inPlay: [{ card: 'Samite Healer', id: 'healer' }] },
    },
  });
  take(g, 'Shock'); // cast; its only target choices follow
  while (decisionKind(g) === Decision.Target) take(g, 'player B');
  take(g, 'activate Samite Healer'); // B responds (A's only option, passing, was taken for it)
  while (decisionKind(g) === Decision.Target) take(g, 'player B');
  while (decisionKind(g) === Decision.Priority) take(g, 'pass'); // the Healer's ability resolves, then Shock
  return g;
}

/** Hypnotic Specter and Grizzly Bears attack; B shields itself twice with Samite Healers: B's ShieldFirst decision. */
function specterAndShields() {
  const g = position({
    start: { turn: 1, active: 'A', step: 'main1' },
    players: {
      A: {
        library: ['Swamp', 'Swamp'],
        inPlay: [
          { card: 'Hypnotic Specter', id: 'specter' },
          { card: 'Grizzly Bears', id: 'bears' },
        ],
      },
      B: {
        library: ['Plains', 'Plains'],
        hand: ['Forest'],
        inPlay: [
          { card: 'Samite Healer', id: 'h1' },
          { card: 'Samite Healer', id: 'h2' },
        ],
      },
    },
  });
  const until = (ok: () => boolean) => {
    for (let i = 0; i < 50 && !ok(); i++) take(g, 'pass');
  };
  until(() => decisionKind(g) === Decision.Attack);
  take(g, 'attack with Hypnotic Specter');
  take(g, 'attack with Grizzly Bears');
  if (decisionKind(g) === Decision.Attack) take(g, 'no more attackers');
  until(() => decisionKind(g) === Decision.Block);
  take(g, 'no more blockers');
  for (let k = 0; k < 2; k++) {
    until(() => decisionPlayer(g) === 1);
    take(g, 'activate Samite Healer');
    while (decisionKind(g) === Decision.Target) take(g, 'player B');
  }
  until(() => decisionKind(g) === Decision.ShieldFirst);
  return g;
}

describe('419.7b agents choose which simultaneous damage a shield prevents first', () => {
  for (const name of ['greedy', 'mcts']) {
    test(`${name}: the shields go to Hypnotic Specter's damage, so its discard trigger never fires`, () => {
      const g = specterAndShields();
      expect(decisionKind(g)).toBe(Decision.ShieldFirst);
      const agent = makeAgent(name, 7);
      const a = agent.act(
        agent.omniscient ? omniscientView(g, 1) : new PlayerView(g, 1),
        legal,
        legalActions(g, legal),
      );
      expect(describeOption(g, a)).toContain('Hypnotic Specter');
    });
  }
});

describe('419.9a agents choose which replacement applies first', () => {
  for (const name of ['greedy', 'mcts']) {
    test(`${name}: prevention before doubling, so B takes 2 (1 prevented, then doubled), not 3`, () => {
      const g = furnaceAndShield();
      expect(decisionKind(g)).toBe(Decision.Replace);
      expect(decisionPlayer(g)).toBe(1);
      const agent = makeAgent(name, 7);
      const a = agent.act(
        agent.omniscient ? omniscientView(g, 1) : new PlayerView(g, 1),
        legal,
        legalActions(g, legal),
      );
      expect(describeOption(g, a)).toContain('Samite Healer');
      apply(g, a);
      expect(life(g, 1)).toBe(18);
    });
  }
});

/** A casts Voice of All facing B's red deck with a green creature in play: A's Color decision (419.1b). */
function voiceAgainstRed() {
  const g = position({
    start: { turn: 1, active: 'A', step: 'main1' },
    players: {
      A: { hand: ['Voice of All'], library: ['Plains', 'Plains'], inPlay: ['Plains', 'Plains', 'Plains', 'Plains'] },
      B: {
        library: ['Shock', 'Lava Axe', 'Hill Giant', 'Incinerate', 'Mountain'],
        hand: ['Shock'],
        inPlay: ['Grizzly Bears'],
      },
    },
  });
  take(g, 'Voice of All');
  while (decisionKind(g) === Decision.Priority) take(g, 'pass');
  return g;
}

describe('419.1b agents choose a color as a permanent comes into play', () => {
  for (const name of ['greedy', 'mcts', 'random']) {
    test(`${name}: ${name === 'random' ? 'answers with one of the five colors' : 'the color the opponent uses most: red'}`, () => {
      const g = voiceAgainstRed();
      expect(decisionKind(g)).toBe(Decision.Color);
      expect(optionCount(g)).toBe(5);
      const agent = makeAgent(name, 7);
      const a = agent.act(
        agent.omniscient ? omniscientView(g, 0) : new PlayerView(g, 0),
        legal,
        legalActions(g, legal),
      );
      if (name !== 'random') expect(describeOption(g, a)).toBe('choose red');
      else expect(describeOption(g, a)).toMatch(/^choose (white|blue|black|red|green)$/);
    });
  }
});
