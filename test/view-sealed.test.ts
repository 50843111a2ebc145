// The sealed engine boundary (design.md, "Engine core"): a user agent module, given only its PlayerView,
// can neither read hidden cards nor change the game. A hostile module (fixtures/snooping-agent.mjs)
// tries every route it can find from inside act(); it plays through the real harness (playGame with a
// module spec) in pairs of games that differ only in the opponent's hidden cards, and everything it
// read must be equal between the two while what it may know is equal. Its attempts must not change the
// game either: the same game played by the same choices without snooping ends identically.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { preloadAgents } from '../agents/index.js';
import { readDeck } from '../src/decks/parse.js';
import { decisionPlayer, type Game, optionCount } from '../src/engine/api/game.js';
import { nameOf, omniscientView, optionValue, PlayerView, Zone, zoneObjects } from '../src/engine/api/observe.js';
import { gameMemory, stateHash } from '../src/engine/api/setup.js';
import { playGame } from '../src/harness/play-game.js';
import type { GameRecord, GameSpec } from '../src/harness/types.js';
import { SearchRng } from '../agents/rng.js';
import { midGame, permuteHidden, pool } from './agents-helpers.js';

const SNOOP = './test/fixtures/snooping-agent.mjs'; // resolved from the working directory: the repository root
let snooper: { transcripts: string[]; reached: string[] };

beforeAll(async () => {
  await preloadAgents([SNOOP, `${SNOOP}:mode=plain`, `${SNOOP}:mode=pass`]);
  snooper = await import(pathToFileURL(resolve(SNOOP)).href);
});

const deckFile = (name: string) => readDeck(resolve(`decks/${name}.txt`), pool);

/** Everything player 0's view shows at a decision: when it differs, so may what the snooper reads. */
function publicFacts(g: Game): string {
  const v = new PlayerView(g, 0);
  const obj = (id: number) =>
    `${id}:${v.cardName(id)}/${v.controller(id)}/${v.power(id)}/${v.toughness(id)}/${v.tapped(id)}/${v.damage(id)}`;
  const options = Array.from({ length: optionCount(g) }, (_, a) => optionValue(g, a));
  return JSON.stringify([
    v.turn,
    v.step,
    v.decisionKind,
    options,
    [0, 1].map((p) => [v.life(p), v.poison(p), v.handSize(p), v.librarySize(p), v.graveyard(p).map(obj)]),
    v.hand().map(obj),
    v.inPlay().map(obj),
    v.stackSize(),
  ]);
}

interface Played {
  record: GameRecord;
  hash: string;
  facts: string[];
  transcripts: string[];
  oppHand: string;
}

/** Plays spec; collects the public facts at each of seat A's decisions and the snooper's transcripts. */
function play(spec: GameSpec): Played {
  snooper.transcripts.length = 0;
  const facts: string[] = [];
  let hash = '';
  let oppHand = '';
  const record = playGame(spec, pool, {
    start: (g) => {
      oppHand = zoneObjects(g, Zone.Hand, 1)
        .map((id) => nameOf(g, id))
        .sort()
        .join('|');
    },
    decide: (g, _a, _offered, n) => {
      if (decisionPlayer(g) === 0 && n > 1) facts.push(publicFacts(g));
    },
    applied: (g) => {
      hash = stateHash(g);
    },
  });
  return { record, hash, facts, transcripts: [...snooper.transcripts], oppHand };
}

/** Seat B's deck list reordered: same objects, other cards (the shuffle moves object ids, not cards). */
function permuted<T>(cards: readonly T[], seed: number): T[] {
  const out = [...cards];
  const rng = new SearchRng(seed);
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const PAIRS = [
  ['green-stompy', 'red-burn'],
  ['red-burn', 'white-blue-fliers'],
  ['black-removal', 'green-stompy'],
];

describe('a user agent module cannot see hidden cards or change the game through its view', () => {
  test("everything it reads is the same in two games that differ only in the opponent's hidden cards", () => {
    let compared = 0;
    let differentHands = 0;
    PAIRS.forEach(([a, b], i) => {
      const deckA = deckFile(a);
      const deckB = deckFile(b);
      const spec: GameSpec = {
        gameIndex: i,
        seed: 500 + i,
        deckA,
        deckB,
        agentA: SNOOP,
        agentB: `${SNOOP}:mode=pass`,
        onPlay: i % 2 ? 'B' : 'A',
        maxTurns: 6,
      };
      const one = play(spec);
      const two = play({ ...spec, deckB: { ...deckB, cards: permuted(deckB.cards, 7 + i) } });
      if (one.oppHand !== two.oppHand) differentHands++;
      expect(one.transcripts.length).toBe(one.facts.length);
      for (let k = 0; k < Math.min(one.facts.length, two.facts.length) && one.facts[k] === two.facts[k]; k++) {
        compared++;
        if (one.transcripts[k] !== two.transcripts[k]) {
          const l1 = one.transcripts[k].split('\n');
          const l2 = two.transcripts[k].split('\n');
          const at = l1.findIndex((line, j) => line !== l2[j]);
          expect(l2[at], `${a} vs ${b}, decision ${k}: the snooper read something that depends on hidden cards`).toBe(
            l1[at],
          );
        }
      }
    });
    expect(snooper.reached).toEqual([]);
    expect(differentHands).toBe(PAIRS.length); // the hidden cards really differed
    expect(compared).toBeGreaterThanOrEqual(10); // and there were decisions to compare
  });

  test('its attempts do not change the game: same record and final hash as the same choices without snooping', () => {
    PAIRS.forEach(([a, b], i) => {
      const spec: GameSpec = {
        gameIndex: i,
        seed: 900 + i,
        deckA: deckFile(a),
        deckB: deckFile(b),
        agentA: SNOOP,
        agentB: 'random',
        onPlay: 'A',
        maxTurns: 6,
      };
      const snooped = play(spec);
      const plain = play({ ...spec, agentA: `${SNOOP}:mode=plain` });
      expect(snooped.transcripts.length).toBeGreaterThan(0);
      expect({ ...snooped.record, agentA: '' }).toEqual({ ...plain.record, agentA: '' });
      expect(snooped.hash).toBe(plain.hash);
    });
    expect(snooper.reached).toEqual([]);
  });
});

describe('determinize() depends only on what the viewer may know', () => {
  /** Mid-game positions of player 0, each with a twin whose hidden cards are permuted. */
  function twins(): [Game, Game][] {
    const out: [Game, Game][] = [];
    PAIRS.forEach(([a, b], i) => {
      for (const k of [2, 10, 30]) {
        const g = midGame(a, b, 40 + i, 0, k);
        if (g) out.push([g, permuteHidden(g, 0, 77 + k)]);
      }
    });
    return out;
  }
  const copy = (view: PlayerView, seed: number) => {
    const dst = view.newGame();
    view.determinize(new SearchRng(seed).rand, dst);
    return gameMemory(dst);
  };

  test("the same random stream gives byte-identical copies; the omniscient view's copies differ", () => {
    const pairs = twins();
    expect(pairs.length).toBeGreaterThanOrEqual(6);
    let omniscientDiffer = 0;
    for (const [g, h] of pairs) {
      for (const seed of [1, 2]) expect(copy(new PlayerView(h, 0), seed)).toEqual(copy(new PlayerView(g, 0), seed));
      // The check has teeth: copies of the true games differ.
      if (gameMemory(g).some((v, i) => v !== gameMemory(h)[i])) {
        const x = copy(omniscientView(g, 0), 1);
        const y = copy(omniscientView(h, 0), 1);
        if (x.some((v, i) => v !== y[i])) omniscientDiffer++;
      }
    }
    expect(omniscientDiffer).toBeGreaterThanOrEqual(pairs.length - 1);
  });
});
