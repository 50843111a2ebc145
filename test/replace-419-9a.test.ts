// 419.9a and the opening-hand rule of Leyline of the Void ("If Leyline of the Void is in your opening
// hand, you may begin the game with it in play"): asked of each player, card by card, after the
// mulligans; and the agents' answer to Abundance's mode (419.6g).
import { describe, expect, test } from 'vitest';
import { makeAgent } from '../agents/index.js';
import { loadPool } from '../src/cards/pool.js';
import {
  apply,
  Decision,
  decisionKind,
  decisionPlayer,
  describeOption,
  legalActions,
  MAX_OPTIONS,
  newGame,
  optionCount,
  turnNumber,
} from '../src/engine/api/game.js';
import { nameOf, omniscientView, PlayerView, Zone, zoneObjects } from '../src/engine/api/observe.js';
import { position } from './agents-helpers.js';

const pool = loadPool();
const legal = new Int32Array(MAX_OPTIONS);

describe('Leyline of the Void: "you may begin the game with it in play"', () => {
  test('each Leyline in an opening hand is asked about, first player first; yes puts it into play, no keeps it in hand', () => {
    const ley = pool.compiled('Leyline of the Void').id;
    const swamp = pool.compiled('Swamp').id;
    const deckA = Array.from({ length: 40 }, () => ley);
    const deckB = Array.from({ length: 40 }, (_, i) => (i < 34 ? ley : swamp));
    const g = newGame(pool.cards, deckA, deckB, { seed: 5, firstPlayer: 1, maxTurns: 10 });
    while (decisionKind(g) === Decision.Mulligan) apply(g, 0); // keep
    const asked: number[] = [];
    let yes = 0;
    while (decisionKind(g) === Decision.May && turnNumber(g) === 1 && asked.length < 20) {
      asked.push(decisionPlayer(g));
      // Yes to the first card of each player only.
      const first = asked.filter((p) => p === decisionPlayer(g)).length === 1;
      if (first) yes++;
      apply(g, first ? 1 : 0);
    }
    const inHandB = zoneObjects(g, Zone.Hand, 1).filter((id) => nameOf(g, id) === 'Leyline of the Void').length;
    expect(inHandB).toBeGreaterThan(0);
    expect(asked.length).toBe(7 + inHandB + 1); // A's seven, then each of B's
    expect(asked[0]).toBe(1); // B plays first: B is asked first
    expect(yes).toBe(2);
    const inPlay = zoneObjects(g, Zone.InPlay, 0);
    expect(inPlay.length).toBe(2);
    expect(zoneObjects(g, Zone.Hand, 0).length).toBe(6); // A kept seven and put one into play
  });
});

describe("419.6g agents choose Abundance's mode", () => {
  for (const name of ['greedy', 'mcts'])
    test(`${name} reveals for a land with no land in hand and few in play`, () => {
      const g = position({
        start: { turn: 1, active: 'A', step: 'upkeep' },
        players: {
          A: { hand: ['Shock'], library: ['Shock', 'Forest', 'Shock'], inPlay: ['Forest', 'Abundance'] },
          B: { library: ['Plains', 'Plains'] },
        },
      });
      for (let i = 0; i < 10 && decisionKind(g) !== Decision.ReplaceMode; i++) apply(g, 0);
      expect(decisionKind(g)).toBe(Decision.ReplaceMode);
      const agent = makeAgent(name, 3);
      const a = agent.act(
        agent.omniscient ? omniscientView(g, 0) : new PlayerView(g, 0),
        legal,
        legalActions(g, legal),
      );
      expect(describeOption(g, a)).toBe('apply it with mode 1');
      expect(optionCount(g)).toBe(3);
    });
});

describe('Abundance: the revealed cards go to the bottom in the order chosen', () => {
  test('Giant Growth chosen first goes to the bottom first, Shock then under it', () => {
    const g = position({
      start: { turn: 2, active: 'A', step: 'draw' },
      players: {
        A: { library: ['Shock', 'Giant Growth', 'Forest', 'Plains'], inPlay: ['Abundance'] },
        B: { library: ['Island', 'Island'] },
      },
    });
    const take = (text: string) => {
      for (let a = 0; a < optionCount(g); a++)
        if (describeOption(g, a).includes(text)) {
          apply(g, a);
          return;
        }
      throw new Error(`no option ${text}`);
    };
    take('apply it with mode 1');
    expect(decisionKind(g)).toBe(Decision.Order);
    // The revealed cards are known to all: a determinization for the deciding player keeps them on top.
    for (let seed = 1; seed < 20; seed++) {
      const view = new PlayerView(g, 0);
      const dst = view.newGame();
      let x = seed;
      view.determinize((n: number) => (x = (x * 48271) % 2147483647) % n, dst);
      expect(
        zoneObjects(dst, Zone.Library, 0)
          .map((id) => nameOf(dst, id))
          .slice(1),
      ).toEqual(['Forest', 'Giant Growth', 'Shock']);
    }
    take('Giant Growth');
    const lib = zoneObjects(g, Zone.Library, 0).map((id) => nameOf(g, id)); // bottom first
    expect(lib).toEqual(['Shock', 'Giant Growth', 'Plains']);
    expect(zoneObjects(g, Zone.Hand, 0).map((id) => nameOf(g, id))).toEqual(['Forest']);
  });
});
