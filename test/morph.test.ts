// Morph (502.26 of 2008) and face-down objects (504): the face-down card is hidden from the other player
// (PlayerView, determinize), revealed when it leaves play; the agents cast face down and turn face up;
// card data refused at load.
import { describe, expect, test } from 'vitest';
import { makeAgent } from '../agents/index.js';
import { compileCard } from '../src/cards/compile.js';
import {
  apply,
  Decision,
  decisionKind,
  decisionPlayer,
  describeOption,
  legalActions,
  MAX_OPTIONS,
  turnNumber,
} from '../src/engine/api/game.js';
import {
  cardOf,
  isFaceDown,
  omniscientView,
  PlayerView,
  Zone,
  zoneObjects,
  zoneOf,
} from '../src/engine/api/observe.js';
import { realCardOf } from '../src/engine/api/setup.js';
import { position, take } from './agents-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);

/** B controls a face-down Exalted Angel; B's hand and library hold other morph cards and lands. */
function faceDownAngel(active: 'A' | 'B' = 'A') {
  return position({
    start: { turn: 1, active, step: 'main1' },
    players: {
      A: {
        library: ['Plains', 'Plains', 'Plains'],
        inPlay: ['Mountain', 'Mountain', 'Mountain', { card: 'Skirk Marauder', faceDown: true }],
      },
      B: {
        hand: ['Skirk Marauder', 'Island'],
        library: ['Vesuvan Shapeshifter', 'Plains', 'Plains', 'Island'],
        inPlay: ['Plains', 'Plains', 'Plains', 'Plains', { card: 'Exalted Angel', faceDown: true }],
      },
    },
  });
}
const faceDownOf = (g: ReturnType<typeof position>, p: number) =>
  zoneObjects(g, Zone.InPlay, 0).find(
    (id) =>
      isFaceDown(g, id) &&
      cardOf(g, id).name === '' &&
      realCardOf(g, id).name === (p === 1 ? 'Exalted Angel' : 'Skirk Marauder'),
  )!;

describe('504: a face-down permanent is hidden from the other player', () => {
  test("the view shows a nameless 2/2; determinizations redraw it among the opponent's hidden morph cards only", () => {
    const g = faceDownAngel();
    const angel = faceDownOf(g, 1);
    const view = new PlayerView(g, 0);
    expect(view.cardName(angel)).toBe('');
    expect([view.power(angel), view.toughness(angel)]).toEqual([2, 2]);
    expect(view.faceDownName(angel)).toBe(''); // B's: hidden from A
    expect(view.faceDownName(faceDownOf(g, 0))).toBe('Skirk Marauder'); // A's own: A may look at it
    expect(new PlayerView(g, 1).faceDownName(angel)).toBe('Exalted Angel');
    const seen = new Set<string>();
    const dst = view.newGame();
    for (let seed = 1; seed <= 24; seed++) {
      view.determinize((k) => (seed * 7919 + 13 * k) % k, dst);
      expect(isFaceDown(dst, angel)).toBe(true);
      const name = realCardOf(dst, angel).name;
      expect(realCardOf(dst, angel).morph, name).not.toBeNull(); // only a morph card can be face down
      seen.add(name);
    }
    // Exalted Angel, the Skirk Marauder in B's hand, the Vesuvan Shapeshifter in B's library.
    expect([...seen].sort()).toEqual(['Exalted Angel', 'Skirk Marauder', 'Vesuvan Shapeshifter']);
  });

  test("its controller knows it: B's determinizations keep the Angel, and A's own face-down card stays A's", () => {
    const g = faceDownAngel();
    const angel = faceDownOf(g, 1);
    const marauder = faceDownOf(g, 0);
    for (const [p, id, name] of [
      [1, angel, 'Exalted Angel'],
      [0, marauder, 'Skirk Marauder'],
    ] as const) {
      const view = new PlayerView(g, p);
      const dst = view.newGame();
      for (let seed = 1; seed <= 8; seed++) {
        view.determinize((k) => (seed * 31 + 7) % k, dst);
        expect(realCardOf(dst, id).name).toBe(name);
      }
    }
  });

  test('a face-down spell on the stack is hidden too, and is revealed when it is countered', () => {
    const g = position({
      start: { turn: 1, active: 'B', step: 'main1' },
      players: {
        A: { hand: ['Cancel'], library: ['Plains', 'Plains'], inPlay: ['Island', 'Island', 'Island'] },
        B: {
          hand: ['Exalted Angel', 'Skirk Marauder'],
          library: ['Plains', 'Plains'],
          inPlay: ['Plains', 'Plains', 'Plains'],
        },
      },
    });
    // Exalted Angel can't be cast for its mana cost here; only face down (Skirk Marauder's {1}{R} neither)
    take(g, 'face down');
    const id = Array.from({ length: 200 }, (_, i) => i).find((i) => zoneOf(g, i) === Zone.Stack)!;
    expect(isFaceDown(g, id)).toBe(true);
    const view = new PlayerView(g, 0);
    expect(view.cardName(id)).toBe('');
    const dst = view.newGame();
    const seen = new Set<string>();
    for (let seed = 1; seed <= 16; seed++) {
      view.determinize((k) => (seed * 7 + 3 * k) % k, dst);
      seen.add(realCardOf(dst, id).name);
    }
    expect([...seen].sort()).toEqual(['Exalted Angel', 'Skirk Marauder']);
    take(g, 'cast Cancel'); // A responds
    while (decisionKind(g) === Decision.Target) take(g, `#${id}`);
    while (zoneOf(g, id) === Zone.Stack) take(g, 'pass');
    expect(zoneOf(g, id)).toBe(Zone.Graveyard);
    expect(isFaceDown(g, id)).toBe(false);
    expect(cardOf(g, id).name).toBe('Exalted Angel'); // 504.5: revealed
  });

  for (const name of ['greedy', 'mcts']) {
    test(`${name} casts Exalted Angel face down this turn when its mana cost can't be paid`, () => {
      const g = position({
        start: { turn: 3, active: 'A', step: 'main1' },
        players: {
          A: { hand: ['Exalted Angel'], library: ['Plains', 'Plains'], inPlay: ['Mountain', 'Mountain', 'Mountain'] },
          B: { library: ['Plains', 'Plains'] },
        },
      });
      // Greedy casts it at once; mcts (250 iterations) may pass to its second main phase first, which scores within
      // noise of casting now. Either way the Angel is a face-down 2/2 in play before the turn ends.
      const agents = [makeAgent(name, 7), makeAgent('greedy', 8)];
      const view = (p: number) => (agents[p].omniscient ? omniscientView(g, p) : new PlayerView(g, p));
      const first = describeOption(g, agents[0].act(view(0), legal, legalActions(g, legal)));
      if (name === 'greedy') expect(first).toMatch(/cast Exalted Angel#\d+ face down/);
      for (let i = 0; i < 500 && turnNumber(g) === 3; i++) {
        const n = legalActions(g, legal);
        const p = decisionPlayer(g);
        apply(g, n === 1 ? legal[0] : agents[p].act(view(p), legal, n));
      }
      const angel = Array.from({ length: 200 }, (_, id) => id).filter(
        (id) => zoneOf(g, id) === Zone.InPlay && isFaceDown(g, id) && realCardOf(g, id).name === 'Exalted Angel',
      );
      expect(angel).toHaveLength(1);
    });

    test(`${name} turns face-down Skirk Marauder face up this turn to kill B's Prodigal Pyromancer`, () => {
      const g = position({
        start: { turn: 3, active: 'A', step: 'main1' },
        players: {
          A: {
            library: ['Plains', 'Plains'],
            inPlay: ['Mountain', 'Mountain', 'Mountain', { card: 'Skirk Marauder', faceDown: true }],
          },
          B: { library: ['Plains', 'Plains'], inPlay: ['Prodigal Pyromancer', 'Plains'] },
        },
      });
      // Now or later in the turn (greedy waits for combat, where the surprise is worth most): the agent plays
      // A's turn, B passes, and the Pyromancer is dead before the turn ends.
      const agent = makeAgent(name, 7);
      const pyromancer = zoneObjects(g, Zone.InPlay, 0).find((id) => cardOf(g, id).name === 'Prodigal Pyromancer')!;
      const turned: string[] = [];
      for (let i = 0; i < 200 && turnNumber(g) === 3; i++) {
        const p = decisionPlayer(g);
        const n = legalActions(g, legal);
        const a =
          p === 1 ? legal[0] : agent.act(agent.omniscient ? omniscientView(g, 0) : new PlayerView(g, 0), legal, n);
        if (/turn face-down Skirk Marauder#\d+ face up/.test(describeOption(g, a))) turned.push(describeOption(g, a));
        apply(g, a);
      }
      expect(turned).toHaveLength(1);
      expect(zoneOf(g, pyromancer)).toBe(Zone.Graveyard);
    });
  }

  test('load-time refusals', () => {
    expect(() => compileCard({ name: 'T', manaCost: '{1}', types: ['Artifact'], morph: '{2}' }, 0, 't.json')).toThrow(
      /morph: expected morph only on a creature card/,
    );
    expect(() =>
      compileCard(
        { name: 'T', manaCost: '{1}', types: ['Creature'], power: 1, toughness: 1, morph: '{X}' },
        0,
        't.json',
      ),
    ).toThrow(/morph: expected a morph cost without \{X\}/);
    const upkeep = {
      kind: 'triggered',
      when: { event: 'beginningOfStep', step: 'upkeep', whose: 'you' },
      effect: { op: 'may', effect: { op: 'turnFaceDown', what: 'this' } },
    };
    const shifter = (extra: object) => () =>
      compileCard(
        { name: 'T', manaCost: '{1}', types: ['Creature'], power: 0, toughness: 0, morph: '{1}', ...extra },
        0,
        't.json',
      );
    expect(shifter({ comesIntoPlayAsCopyOf: { types: ['Creature'] }, copyGains: [upkeep] })).not.toThrow();
    expect(shifter({ copyGains: [upkeep] })).toThrow(/copyGains: expected copyGains only with comesIntoPlayAsCopyOf/);
    expect(
      shifter({
        comesIntoPlayAsCopyOf: { types: ['Creature'] },
        copyGains: [{ ...upkeep, when: { event: 'attacks', self: true } }],
      }),
    ).toThrow(/copyGains\[0\]: expected a triggered ability "at the beginning of" a step/);
  });
});
