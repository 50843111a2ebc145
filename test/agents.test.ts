// The built-in agents (agents/): the evaluation function, greedy and mcts on small positions with an
// obvious best play, determinism, and option parsing.
import { describe, expect, test } from 'vitest';
import { type Agent, AGENTS, makeAgent, parseAgentSpec } from '../agents/index.js';
import { evaluate, HAND_WEIGHTS, lifeScore, weightsOf, WIN_SCORE, winProbability } from '../agents/eval.js';
import { Greedy } from '../agents/greedy.js';
import { Mcts, MCTS_DEFAULTS, parseMctsOptions, runMctsSearch } from '../agents/mcts.js';
import { optionKey } from '../agents/option-key.js';
import { SearchRng } from '../agents/rng.js';
import { fastAction } from '../agents/policy.js';
import { mctsBenchProbe } from '../src/bench/mcts-probe.js';
import { fileURLToPath } from 'node:url';
import { readDeck } from '../src/decks/parse.js';
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
  optionCount,
  turnNumber,
  winner,
} from '../src/engine/api/game.js';
import { cardOf, omniscientView, PlayerView, trustedView } from '../src/engine/api/observe.js';
import { setLife, setListCopies } from '../src/engine/api/setup.js';
import { deck, lands, midGame, pool, position } from './agents-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);

/** The agent's choice at g's pending decision, as its description. */
function choose(agent: Agent, g: Game): string {
  const p = decisionPlayer(g);
  const a = agent.act(agent.omniscient ? omniscientView(g, p) : new PlayerView(g, p), legal, legalActions(g, legal));
  return describeOption(g, a);
}
/** Lets `agents` (by seat) play g until `until` holds or the game ends; returns the choices made. */
function play(g: Game, agents: Agent[], until: (g: Game) => boolean = () => false, cap = 500): string[] {
  const log: string[] = [];
  const views = [new PlayerView(g, 0), new PlayerView(g, 1)];
  for (let i = 0; i < cap && !isOver(g) && !until(g); i++) {
    const p = decisionPlayer(g);
    const a = agents[p].act(views[p], legal, legalActions(g, legal));
    log.push(`${p}:${describeOption(g, a)}`);
    apply(g, a);
  }
  return log;
}

/** A opens turn 3 with Shock in hand and a Mountain; B is at 2 life with a Grizzly Bears. */
const lethalShock = () =>
  position({
    start: { turn: 3, active: 'A', step: 'main1' },
    players: {
      A: { hand: ['Shock'], inPlay: ['Mountain'], library: lands('Mountain') },
      B: { life: 2, hand: ['Forest', 'Forest'], inPlay: ['Grizzly Bears', 'Forest'], library: lands('Forest') },
    },
  });

/** A has three Grizzly Bears against one untapped Grizzly Bears; B is at 4: only attacking with all three kills. */
const lethalAttack = () =>
  position({
    start: { turn: 3, active: 'A', step: 'main1' },
    players: {
      A: { inPlay: ['Grizzly Bears', 'Grizzly Bears', 'Grizzly Bears', 'Forest'], library: lands('Forest') },
      B: { life: 4, hand: ['Forest', 'Forest'], inPlay: ['Grizzly Bears'], library: lands('Forest') },
    },
  });

describe('evaluation', () => {
  const base = () =>
    position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Forest'], inPlay: ['Forest', 'Forest'], library: lands('Forest') },
        B: { hand: ['Forest'], inPlay: ['Forest', 'Forest'], library: lands('Forest') },
      },
    });

  test('a symmetric position is even, and the score is zero-sum', () => {
    const g = base();
    expect(evaluate(g, 0)).toBeCloseTo(0);
    setLife(g, 1, 13);
    expect(evaluate(g, 0)).toBeGreaterThan(0);
    expect(evaluate(g, 1)).toBeCloseTo(-evaluate(g, 0));
  });

  test('more life is better, and the last points of life are worth the most', () => {
    const g = base();
    const e20 = evaluate(g, 0);
    setLife(g, 0, 15);
    const e15 = evaluate(g, 0);
    setLife(g, 0, 3);
    const e3 = evaluate(g, 0);
    expect(e20).toBeGreaterThan(e15);
    expect(e15).toBeGreaterThan(e3);
    expect(lifeScore(3) - lifeScore(1)).toBeGreaterThan(lifeScore(20) - lifeScore(18));
  });

  test('creatures count: more of them, bigger ones, evasive ones', () => {
    const withA = (inPlay: string[]) =>
      evaluate(
        position({
          start: { turn: 3, active: 'A', step: 'main1' },
          players: {
            A: { inPlay: ['Forest', ...inPlay], library: lands('Forest') },
            B: { inPlay: ['Forest'], library: lands('Forest') },
          },
        }),
        0,
      );
    const none = withA([]);
    const bear = withA(['Grizzly Bears']);
    const two = withA(['Grizzly Bears', 'Grizzly Bears']);
    expect(bear).toBeGreaterThan(none);
    expect(two).toBeGreaterThan(bear);
    expect(withA(['Craw Wurm'])).toBeGreaterThan(bear);
    expect(withA(['Wild Griffin'])).toBeGreaterThan(withA(['Grizzly Bears'])); // a 2/2 flier beats a 2/2
  });

  test('cards in hand count, and a land in play beats the same land in hand', () => {
    const g = base();
    const h = position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Forest', 'Grizzly Bears'], inPlay: ['Forest', 'Forest'], library: lands('Forest') },
        B: { hand: ['Forest'], inPlay: ['Forest', 'Forest'], library: lands('Forest') },
      },
    });
    expect(evaluate(h, 0)).toBeGreaterThan(evaluate(g, 0));
    // An instant or sorcery is worth what it does when cast, not more: held, it adds nothing (handOneShot).
    const trick = position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Forest', 'Giant Growth'], inPlay: ['Forest', 'Forest'], library: lands('Forest') },
        B: { hand: ['Forest'], inPlay: ['Forest', 'Forest'], library: lands('Forest') },
      },
    });
    const landOnly = position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Forest'], inPlay: ['Forest', 'Forest'], library: lands('Forest') },
        B: { hand: ['Forest'], inPlay: ['Forest', 'Forest'], library: lands('Forest') },
      },
    });
    expect(evaluate(trick, 0)).toBe(evaluate(landOnly, 0));
    const played = position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: { inPlay: ['Forest', 'Forest', 'Forest'], library: lands('Forest') },
        B: { hand: ['Forest'], inPlay: ['Forest', 'Forest'], library: lands('Forest') },
      },
    });
    expect(evaluate(played, 0)).toBeGreaterThan(evaluate(g, 0));
  });

  test('a finished game scores beyond any position; winProbability is 1, 0 or in between', () => {
    const g = lethalShock();
    expect(winProbability(g, 0)).toBeGreaterThan(0);
    expect(winProbability(g, 0)).toBeLessThan(1);
    setLife(g, 1, 0);
    // State-based effects end the game at the next priority: let the engine run on.
    play(g, [makeAgent('random', 1), makeAgent('random', 2)], () => false, 5);
    expect(isOver(g)).toBe(true);
    expect(evaluate(g, 0)).toBe(WIN_SCORE);
    expect(evaluate(g, 1)).toBe(-WIN_SCORE);
    expect(winProbability(g, 0)).toBe(1);
  });
});

describe('greedy', () => {
  test('casts Shock at a 2-life opponent and aims it at the player', () => {
    const g = lethalShock();
    const agent = makeAgent('greedy', 1);
    expect(choose(agent, g)).toMatch(/^cast Shock/);
    const log = play(g, [agent, makeAgent('random', 2)]);
    expect(log[1]).toBe('0:target player B');
    expect(winner(g)).toBe(0);
  });

  test('attacks with all three Grizzly Bears into one blocker for lethal', () => {
    const g = lethalAttack();
    play(g, [makeAgent('greedy', 1), makeAgent('greedy', 2)], (x) => turnNumber(x) > 3);
    expect(winner(g)).toBe(0);
  });

  // The opponent's next turn (threat.ts): A at 2 life, two Grizzly Bears against a tapped Youthful Knight. Both
  // bears attacking leaves no blocker for the Knight's swing back; one kept home blocks it.
  const crackBack = () =>
    position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: { life: 2, inPlay: ['Grizzly Bears', 'Grizzly Bears', 'Plains'], library: lands('Plains') },
        B: { life: 10, inPlay: [{ card: 'Youthful Knight', tapped: true }, 'Plains'], library: lands('Plains') },
      },
    });
  test('keeps a blocker home when attacking with everything loses to the swing back', () => {
    const g = crackBack();
    const log = play(g, [makeAgent('greedy', 1), makeAgent('greedy', 2)], (x) => turnNumber(x) > 4);
    expect(log.filter((l) => l.startsWith('0:attack with'))).toHaveLength(1);
    expect(isOver(g)).toBe(false);
  });
  test('without the threat features greedy attacks with both and dies (the test above can fail)', () => {
    const g = crackBack();
    const noThreat = { ...HAND_WEIGHTS, attackThreat: 0, lethalThreat: 0 };
    const blind = new Greedy(1, 1, weightsOf(noThreat));
    play(g, [blind, makeAgent('greedy', 2)], (x) => turnNumber(x) > 4);
    expect(winner(g)).toBe(1);
  });

  test('keeps a hand with lands and spells, mulligans one with no land', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const g = newGame(pool.cards, deck('green-stompy'), deck('red-burn'), { seed, firstPlayer: 0, maxTurns: 50 });
      expect(decisionKind(g)).toBe(Decision.Mulligan);
      const hand = new PlayerView(g, 0).hand().map((id) => cardOf(g, id));
      const landsIn = hand.filter((c) => (c.types & 16) !== 0).length;
      const choice = choose(makeAgent('greedy', seed), g);
      expect(choice, `${landsIn} lands of 7`).toBe(landsIn >= 2 && landsIn <= 5 ? 'keep' : 'mulligan');
    }
  });
});

describe('mcts', () => {
  test('win: a Shock that wins this turn in every look-ahead is cast this turn (10 seeds); without it, next turn', () => {
    const wonOn = (spec: string) =>
      Array.from({ length: 10 }, (_, i) => {
        const g = lethalShock();
        play(g, [makeAgent(spec, i + 1), makeAgent('greedy', 99)], (x) => turnNumber(x) > 6);
        expect(winner(g)).toBe(0);
        return turnNumber(g);
      });
    expect(wonOn('mcts')).toEqual(Array(10).fill(3));
    // 250 iterations alone pass to a later moment where Shock is still lethal (within noise of casting now), and
    // timing leaves none between A's second main phase and B's end step.
    expect(wonOn('mcts:win=false').filter((t) => t > 3).length).toBeGreaterThan(5);
  });

  test('finds the lethal Shock with 1000 iterations (200 without timing)', () => {
    // With timing, Shock stays lethal at A's later moments this turn, and at 200 iterations passing to them
    // scores within noise of casting it now; 1,000 tell them apart (win=false: the search, not the look-ahead).
    expect(choose(makeAgent('mcts:iterations=200,timing=false,win=false', 3), lethalShock())).toMatch(/^cast Shock/);
    const g = lethalShock();
    const agent = makeAgent('mcts:iterations=1000,win=false', 3);
    expect(choose(agent, g)).toMatch(/^cast Shock/);
    play(g, [agent, makeAgent('random', 2)]);
    expect(winner(g)).toBe(0);
  });

  test('finds the lethal attack (all three attackers): 300 iterations, or 1000 with random rollouts', () => {
    for (const spec of ['mcts:iterations=300', 'mcts:iterations=1000,rollout=random,depth=0']) {
      const g = lethalAttack();
      play(g, [makeAgent(spec, 5), makeAgent('greedy', 6)], (x) => turnNumber(x) > 3);
      expect(winner(g), spec).toBe(0);
    }
  });

  test('the ensemble, cheating and prior variants run and find the same lethal Shock', () => {
    for (const spec of [
      'mcts:iterations=800,determinizations=4,timing=false,win=false',
      'mcts:iterations=200,cheat=true,timing=false,win=false',
      'mcts:iterations=200,prior=50,timing=false,win=false',
    ]) {
      const g = lethalShock();
      expect(choose(makeAgent(spec, 3), g), spec).toMatch(/^cast Shock/);
    }
  });

  test('a search runs exactly its iterations and grows one node per iteration', () => {
    const g = midGame('green-stompy', 'black-removal', 4, 0, 10)!;
    const stats = runMctsSearch(g, 250, { rollout: 'random', depth: '0', stop: 'false' }, 1);
    expect(stats.iterations).toBe(250);
    expect(stats.nodes).toBeGreaterThan(1);
    expect(stats.nodes).toBeLessThanOrEqual(251);
    expect(stats.rolloutSteps).toBeGreaterThan(250);
    expect(stats.simErrors).toBe(0);
  });

  test('stop: a search ends once no iteration left could change the choice, and chooses as the whole budget does', () => {
    let saved = 0;
    for (const [a, b, seed, k] of [
      ['green-stompy', 'black-removal', 4, 10],
      ['red-burn', 'white-weenie', 7, 6],
      ['green-stompy', 'red-burn', 9, 14],
      ['black-removal', 'white-weenie', 3, 8],
    ] as const) {
      const g = midGame(a, b, seed, 0, k)!;
      const n = legalActions(g, legal);
      if (n < 2) continue;
      const pick = (stop: string) => {
        const agent = new Mcts(parseMctsOptions({ iterations: '300', stop }), seed);
        const choice = agent.search(trustedView(g, 0), optionCount(g));
        return { choice, iterations: agent.stats.iterations };
      };
      const whole = pick('false');
      const stopped = pick('true');
      expect(stopped.choice, `${a} ${seed}`).toBe(whole.choice);
      expect(whole.iterations).toBe(300);
      expect(stopped.iterations).toBeLessThanOrEqual(300);
      saved += 300 - stopped.iterations;
    }
    expect(saved).toBeGreaterThan(0);
  });

  test('the bench probe runs searches on its fixed position and reports a rate', () => {
    const decks = ['black-removal', 'green-stompy'].map(
      (d) => readDeck(fileURLToPath(new URL(`../decks/${d}.txt`, import.meta.url)), pool).cards,
    );
    expect(mctsBenchProbe(pool, decks, { rollout: 'random', depth: '0', iterations: '50' })(1)).toBeGreaterThan(0);
  });

  test("widen: a node may have ceil(widen * sqrt(N + 1)) children, the fast policy's choice expanded first", () => {
    const g = lethalShock();
    const n0 = legalActions(g, legal);
    let cast = -1;
    for (let a = 0; a < n0; a++) if (describeOption(g, a).startsWith('cast Shock')) cast = a;
    apply(g, cast);
    expect(decisionKind(g)).toBe(Decision.Target);
    const n = optionCount(g);
    expect(n).toBeGreaterThanOrEqual(3);
    const visitsOf = (spec: Record<string, string>, seed: number) => {
      const agent = new Mcts(parseMctsOptions({ stop: 'false', ...spec }), seed);
      agent.search(trustedView(g, 0), n);
      return Array.from((agent as unknown as { rootVisits: Float64Array }).rootVisits.subarray(0, n));
    };
    for (let seed = 1; seed <= 4; seed++) {
      // Before the root has 3 visits it may have one child: the heuristic's target, B at 2 life for Shock's 2.
      const narrow = visitsOf({ iterations: '3', widen: '0.5' }, seed);
      expect(narrow.filter((v) => v > 0)).toEqual([3]);
      expect(describeOption(g, narrow.indexOf(3))).toBe('target player B');
    }
    // Without widening every option gets a child before any gets a second visit.
    expect(visitsOf({ iterations: String(n), widen: '0' }, 1).every((v) => v === 1)).toBe(true);
    expect(parseMctsOptions({}).widen).toBe(MCTS_DEFAULTS.widen);
  });

  test('timing: an instant that helps waits for its moment; a decision with one timely option is not searched', () => {
    // A's main phase before combat, Giant Growth in hand: a pump is timely after blocks or in response (timing.ts).
    const g = position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Giant Growth'], inPlay: ['Forest', 'Forest', 'Grizzly Bears'], library: lands('Forest') },
        B: { inPlay: ['Forest'], library: lands('Forest') },
      },
    });
    const n = legalActions(g, legal);
    const growth = Array.from({ length: n }, (_, a) => describeOption(g, a)).findIndex((d) =>
      d.startsWith('cast Giant'),
    );
    expect(growth).toBeGreaterThan(0);
    const searched = (timing: string, prior = '0') => {
      const agent = new Mcts(parseMctsOptions({ iterations: '40', stop: 'false', timing, prior }), 1);
      agent.search(trustedView(g, 0), n);
      return (agent as unknown as { rootVisits: Float64Array }).rootVisits[growth];
    };
    expect(searched('false')).toBeGreaterThan(0);
    expect(searched('true')).toBe(0);
    // Nor does the prior seed it with virtual visits (with 100 of them it would be the most visited).
    expect(searched('false', '100')).toBeGreaterThanOrEqual(100);
    expect(searched('true', '100')).toBe(0);
    // At the real decision passing is the one timely option: taken at once, no iteration run.
    const agent = new Mcts(parseMctsOptions({ iterations: '40' }), 1);
    expect(describeOption(g, agent.act(trustedView(g, 0), legal, n))).toBe('pass');
    expect(agent.stats.iterations).toBe(0);
    expect(parseMctsOptions({}).timing).toBe(true);
  });

  test('option keys name a card in hand by its card, so copies share a key', () => {
    const g = position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Grizzly Bears', 'Grizzly Bears'], inPlay: ['Forest', 'Forest'], library: lands('Forest') },
        B: { library: lands('Forest') },
      },
    });
    setListCopies(g, true); // list both copies, as scenarios do
    const n = legalActions(g, legal);
    expect(n).toBeGreaterThanOrEqual(2);
    const keys = new Set<number>();
    for (let a = 1; a < n; a++) keys.add(optionKey(g, a));
    expect(keys.size).toBe(1);
  });
});

describe('determinism', () => {
  test('the same seeds give the same game, choice for choice', () => {
    for (const specs of [
      ['greedy', 'mcts:iterations=40'],
      ['mcts:iterations=30,determinizations=2', 'random'],
    ]) {
      const run = () => {
        const g = newGame(pool.cards, deck('white-blue-fliers'), deck('red-burn'), {
          seed: 17,
          firstPlayer: 1,
          maxTurns: 50,
        });
        return play(g, [makeAgent(specs[0], 101), makeAgent(specs[1], 202)], () => false, 150);
      };
      const first = run();
      expect(first.length).toBeGreaterThan(20);
      expect(run()).toEqual(first);
    }
  });

  test('the search stream is seeded: same seed, same numbers; different seed, different ones', () => {
    const a = new SearchRng(7);
    const b = new SearchRng(7);
    const c = new SearchRng(8);
    const xs = Array.from({ length: 20 }, () => a.int(1000));
    expect(Array.from({ length: 20 }, () => b.int(1000))).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.int(1000))).not.toEqual(xs);
    for (let i = 0; i < 1000; i++) {
      const x = a.float();
      expect(x >= 0 && x < 1).toBe(true);
    }
  });
});

describe('agent specs', () => {
  test('the built-ins are registered', () => {
    expect(Object.keys(AGENTS).sort()).toEqual(['greedy', 'mcts', 'random']);
  });

  test('mcts options parse with defaults, and bad ones are refused with the reason', () => {
    expect(parseMctsOptions({})).toMatchObject({
      iterations: 250,
      rollout: 'greedy',
      determinizations: 0,
      cheat: false,
    });
    expect(
      parseMctsOptions({
        iterations: '50',
        c: '1.4',
        rollout: 'random',
        determinizations: '5',
        cheat: 'true',
        depth: '0',
      }),
    ).toMatchObject({ iterations: 50, c: 1.4, rollout: 'random', determinizations: 5, cheat: true, depth: 0 });
    expect(() => makeAgent('mcts:iterations=abc', 1)).toThrow(/mcts: option iterations=abc: expected a whole number/);
    expect(() => makeAgent('mcts:rollout=smart', 1)).toThrow(/expected one of random, greedy/);
    expect(() => makeAgent('mcts:iteratons=5', 1)).toThrow(/unknown option "iteratons"/);
    expect(() => makeAgent('greedy:depth=2', 1)).toThrow(/unknown option "depth"/);
    expect(() => makeAgent('random:x=1', 1)).toThrow(/unknown option "x"/);
    expect(() => parseAgentSpec('gready')).toThrow(/unknown agent "gready": expected one of random, greedy, mcts/);
    expect(new Mcts(parseMctsOptions({ iterations: '10' }), 1).name).toBe('mcts');
  });
});

describe('agents with token makers', () => {
  test("a greedy look-ahead can make tokens: the view's card copies hold the cards of the tokens its decks make", () => {
    const decks = ['red-green-tokens', 'black-triggers', 'white-blue-triggers'].map(
      (d) => readDeck(fileURLToPath(new URL(`../decks/${d}.txt`, import.meta.url)), pool).cards,
    );
    const ids = decks.map((d) => d.map((n) => pool.compiled(n).id));
    let errors = 0;
    let games = 0;
    for (let seed = 1; seed <= 3; seed++) {
      const g = newGame(pool.cards, ids[seed - 1], ids[seed % 3], { seed, firstPlayer: seed & 1, maxTurns: 16 });
      const agents = [makeAgent('greedy', seed), makeAgent('greedy', seed + 10)];
      play(g, agents, () => false, 3000);
      errors += agents.reduce((s, a) => s + ((a as unknown as { simErrors: number }).simErrors ?? 0), 0);
      games++;
    }
    expect(games).toBe(3);
    expect(errors).toBe(0);
  });
});

describe('library search', () => {
  /** A casts Sylvan Scrying holding Hate Weaver ({1}{B}) with only Forests: the pending decision is A's search. */
  const scrying = () => {
    const g = position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: {
          hand: ['Sylvan Scrying', 'Hate Weaver'],
          inPlay: ['Forest', 'Forest'],
          library: ['Mountain', 'Island', 'Swamp', 'Forest', 'Island', 'Mountain'],
        },
        B: { library: lands('Forest') },
      },
    });
    const n = legalActions(g, legal);
    let cast = -1;
    for (let a = 0; a < n; a++) if (describeOption(g, a).startsWith('cast Sylvan Scrying')) cast = a;
    expect(cast).toBeGreaterThan(0);
    apply(g, cast);
    for (let i = 0; i < 20 && decisionKind(g) !== Decision.Search; i++) apply(g, 0);
    expect(decisionKind(g)).toBe(Decision.Search);
    return g;
  };

  test('the heuristic finds a land of the color the hand needs (a Swamp for Hate Weaver)', () => {
    const g = scrying();
    expect(describeOption(g, fastAction(g, new SearchRng(1)))).toMatch(/^find Swamp/);
  });

  test('greedy and mcts find a card (never "find nothing" here); copies of a card share an mcts key', () => {
    for (const spec of ['greedy', 'mcts:iterations=60']) {
      const g = scrying();
      expect(choose(makeAgent(spec, 3), g)).toMatch(/^find (Mountain|Island|Swamp|Forest)/);
    }
    const g = scrying();
    const islands = [];
    for (let a = 0; a < legalActions(g, legal); a++)
      if (describeOption(g, a).startsWith('find Island')) islands.push(optionKey(g, a));
    expect(islands).toHaveLength(2);
    expect(islands[0]).toBe(islands[1]);
  });
});
