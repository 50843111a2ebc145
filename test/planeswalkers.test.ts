// Planeswalkers (212.9 of 2008): what the scenario files can't say (an action the rules refuse), the
// decisions planeswalkers bring as ordinary decisions (random picks among them, greedy judges them by its
// look-ahead), and greedy's play with a planeswalker deck over seeded games.
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { type Agent, makeAgent } from '../agents/index.js';
import { readDeck } from '../src/decks/parse.js';
import { deckIds } from '../src/harness/play-game.js';
import {
  apply,
  Decision,
  decisionKind,
  decisionPlayer,
  describeOption,
  type Game,
  isOver,
  legalActions,
  MAX_OPTIONS,
  newGame,
} from '../src/engine/api/game.js';
import {
  CardType,
  cardOf,
  controllerOf,
  decodeOption,
  loyaltyCountersOf,
  Opt,
  OptionInfo,
  PlayerView,
  typesOf,
  Zone,
  zoneObjects,
} from '../src/engine/api/observe.js';
import { lands, pool, position } from './agents-helpers.js';
import { fails } from './scenario-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);
const START = { turn: 1, active: 'A', step: 'main1' };
const STOP = { turn: 1, step: 'beginCombat' };

describe('212.9 what the rules refuse', () => {
  const jace = (actions: Record<string, unknown>[], start = START, loyalty = 3) => ({
    name: 'inline',
    start,
    players: {
      A: {
        hand: [{ card: 'Jace Beleren', id: 'second' }],
        inPlay: [{ card: 'Jace Beleren', id: 'jace', counters: { loyalty } }, 'Island', 'Island', 'Island'],
        library: lands('Island'),
      },
      B: { hand: ['Shock'], inPlay: ['Mountain'], library: lands('Mountain') },
    },
    actions,
    stop: STOP,
  });
  test('one loyalty ability of a planeswalker each turn: a second one is refused', () =>
    fails(
      jace([
        { player: 'A', activate: '@jace', ability: 0 },
        { resolve: true },
        { player: 'A', activate: '@jace', ability: 1, targets: ['B'] },
      ]),
      /action #2.*already activated this turn \(212\.9/,
    ));
  test('a negative loyalty cost needs that many loyalty counters (-10 with 3)', () =>
    fails(
      jace([{ player: 'A', activate: '@jace', ability: 2, targets: ['B'] }]),
      /action #0.*needs 10 loyalty counters \(it has 3\)/,
    ));
  test('loyalty abilities only as a sorcery: not in response', () =>
    fails(
      jace([
        { player: 'A', pass: true },
        { player: 'B', cast: 'Shock', targets: ['A'] },
        { player: 'A', activate: '@jace', ability: 0 },
      ]),
      /action #2.*only be activated as a sorcery/,
    ));
  test("loyalty abilities only in one's own main phase: not in the upkeep", () =>
    fails(
      jace([{ player: 'A', activate: '@jace', ability: 0 }], { turn: 1, active: 'A', step: 'upkeep' }),
      /action #0.*only be activated as a sorcery/,
    ));
  test('a planeswalker spell only as a sorcery (212.9a): not in the upkeep', () =>
    fails(
      jace([{ player: 'A', cast: '@second' }], { turn: 1, active: 'A', step: 'upkeep' }),
      /action #0.*can't cast/i,
    ));
});

/** A attacks with Grizzly Bears; B has Jace Beleren (2 loyalty counters) and no creature. */
const bearsAtJace = (bLife: number) =>
  position({
    start: { turn: 3, active: 'A', step: 'declareAttackers' },
    players: {
      A: { inPlay: ['Grizzly Bears', 'Forest'], library: lands('Forest') },
      B: {
        life: bLife,
        inPlay: [{ card: 'Jace Beleren', counters: { loyalty: 2 } }, 'Island'],
        library: lands('Island'),
      },
    },
  });

/** The agent's choice at g's pending decision, as its description. */
function choose(agent: Agent, g: Game): string {
  const p = decisionPlayer(g);
  const a = agent.act(new PlayerView(g, p), legal, legalActions(g, legal));
  return describeOption(g, a);
}

describe('212.9 attacking a planeswalker is an ordinary decision', () => {
  test('declaring an attacker while the defender controls a planeswalker asks what it attacks', () => {
    const g = bearsAtJace(20);
    expect(decisionKind(g)).toBe(Decision.Attack);
    apply(g, 1); // Grizzly Bears attacks
    expect(decisionKind(g)).toBe(Decision.AttackTarget);
    expect([0, 1].map((a) => describeOption(g, a))).toEqual([
      expect.stringMatching(/attacks player B$/),
      expect.stringMatching(/attacks Jace Beleren#\d+$/),
    ]);
  });
  test('random picks uniformly among what to attack', () => {
    let jace = 0;
    for (let seed = 1; seed <= 200; seed++) {
      const g = bearsAtJace(20);
      apply(g, 1);
      if (choose(makeAgent('random', seed), g).endsWith('Jace Beleren#' + jaceId(g))) jace++;
    }
    expect(jace).toBeGreaterThan(70);
    expect(jace).toBeLessThan(130);
  });
  test('greedy attacks the planeswalker it can kill when the player is far from dead, and the player when lethal', () => {
    const far = bearsAtJace(20);
    apply(far, 1);
    expect(choose(makeAgent('greedy', 1), far)).toMatch(/attacks Jace Beleren/);
    const near = bearsAtJace(2);
    apply(near, 1);
    expect(choose(makeAgent('greedy', 1), near)).toMatch(/attacks player B/);
  });
  test('mcts judges what to attack by its search too', () => {
    const far = bearsAtJace(20);
    apply(far, 1);
    expect(choose(makeAgent('mcts:iterations=200', 5), far)).toMatch(/attacks Jace Beleren/);
    const near = bearsAtJace(2);
    apply(near, 1);
    expect(choose(makeAgent('mcts:iterations=200', 5), near)).toMatch(/attacks player B/);
  });
  test('greedy redirects Shock to the planeswalker it kills rather than the player at 20', () => {
    const g = position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Shock'], inPlay: ['Mountain'], library: lands('Mountain') },
        B: { inPlay: [{ card: 'Jace Beleren', counters: { loyalty: 2 } }, 'Island'], library: lands('Island') },
      },
    });
    const greedy = makeAgent('greedy', 3);
    const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
    const passer = makeAgent('random', 4);
    // A casts Shock at B (it can't target Jace: "target creature or player"); its damage may go to Jace.
    for (let i = 0; i < 40 && !isOver(g) && decisionKind(g) !== Decision.Redirect; i++) {
      const p = decisionPlayer(g);
      apply(g, p === 0 ? greedy.act(views[0], legal, legalActions(g, legal)) : passOrFirst(passer, views[1], g));
    }
    expect(decisionKind(g)).toBe(Decision.Redirect);
    expect(choose(greedy, g)).toMatch(/deal the damage to Jace Beleren/);
  });
});

/** Player 1 passes priority (option 0) and otherwise lets `agent` choose. */
function passOrFirst(agent: Agent, view: PlayerView, g: Game): number {
  return decisionKind(g) === Decision.Priority ? 0 : agent.act(view, legal, legalActions(g, legal));
}

const jaceId = (g: Game) => zoneObjects(g, Zone.InPlay, 0).find((id) => cardOf(g, id).name === 'Jace Beleren');

describe('greedy with planeswalkers, over seeded games', () => {
  const deck = deckIds(
    pool,
    readDeck(fileURLToPath(new URL('./fixtures/decks/planeswalkers.txt', import.meta.url)), pool).cards,
  );
  const info = new OptionInfo();
  test('activates loyalty abilities in most games where it has a planeswalker in play', () => {
    let withWalker = 0;
    let activated = 0;
    let attackedWalkers = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const g = newGame(pool.cards, deck, deck, { seed, firstPlayer: seed & 1, maxTurns: 16 });
      const agents = [makeAgent('greedy', seed), makeAgent('greedy', seed + 100)];
      const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
      const had = [false, false];
      const used = [false, false];
      for (let i = 0; i < 5000 && !isOver(g); i++) {
        const p = decisionPlayer(g);
        const kind = decisionKind(g);
        const a = agents[p].act(views[p], legal, legalActions(g, legal));
        if (kind === Decision.Priority) {
          const mine = zoneObjects(g, Zone.InPlay, 0).filter(
            (id) =>
              controllerOf(g, id) === p &&
              (typesOf(g, id) & CardType.Planeswalker) !== 0 &&
              loyaltyCountersOf(g, id) > 0,
          );
          if (mine.length > 0) had[p] = true;
          const o = decodeOption(g, a, info);
          if (o.action === Opt.Activate && mine.includes(o.object)) used[p] = true;
        }
        if (kind === Decision.AttackTarget && decodeOption(g, a, info).object >= 0) attackedWalkers++;
        apply(g, a);
      }
      for (let p = 0; p < 2; p++) {
        if (had[p]) withWalker++;
        if (had[p] && used[p]) activated++;
      }
    }
    expect(withWalker).toBeGreaterThanOrEqual(6);
    expect(activated / withWalker).toBeGreaterThan(0.75);
    expect(attackedWalkers).toBeGreaterThan(0);
  }, 120_000);
});
