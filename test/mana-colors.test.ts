// Automatic payment keeps colors (issue 31, item 5). CR 409.1 (2008): the player pays the total cost,
// choosing which mana abilities to activate (409.1g-h); the automatic payer makes that choice so that the
// player's other spells and abilities that could still be played this turn stay payable where possible.
import { describe, expect, test } from 'vitest';
import { parseManaCost } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';
import { Flag, Step, Zone } from '../src/engine/core/constants.js';
import type { Game } from '../src/engine/api/game.js';
import { blankGame, stateHash } from '../src/engine/api/setup.js';
import { canPay, pay as proposePayment } from '../src/engine/actions/mana.js'; // under test
import { moveTo } from '../src/engine/core/zones.js';
import { flushEvents } from '../src/engine/batch/events.js';
import { Global, setGlob } from '../src/engine/core/state.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();
const cost = (s: string) => parseManaCost(s, { file: 'mana-colors.test.ts', card: 'test' }, 'manaCost');

/**
 * A blank game in seat 0's first main phase: `lands` in play under seat 0 in this order (ids 0..), then
 * `hand` in seat 0's hand.
 */
function setup(lands: string[], hand: string[], step = Step.Main1, active = 0): Game {
  const names = [...lands, ...hand];
  const g = blankGame(
    pool.cards,
    names.map((n) => pool.compiled(n).id),
    [pool.compiled('Forest').id],
    { seed: 1, firstPlayer: 0, maxTurns: 50 },
  );
  lands.forEach((_, id) => moveTo(g, id, Zone.InPlay, 0));
  hand.forEach((_, i) => moveTo(g, lands.length + i, Zone.Hand, 0));
  setGlob(g, Global.Active, active);
  setGlob(g, Global.Step, step);
  return g;
}
function pay(g: Game, c: string): boolean {
  const ok = proposePayment(g, 0, cost(c), 0, -1);
  flushEvents(g);
  return ok;
}
const untapped = (g: Game, n: number) =>
  Array.from({ length: n }, (_, id) => id).filter((id) => (g.m[g.flags + id] & Flag.Tapped) === 0);

describe('CR 409.1: generic mana is paid with the sources whose colors the rest of the hand needs least', () => {
  test('Island + Mountain, hand {1} and {U}: the {1} taps the Mountain and the {U} stays payable', () => {
    const g = setup(['Island', 'Mountain'], ['Cloud Sprite']);
    expect(pay(g, '{1}')).toBe(true);
    expect(untapped(g, 2)).toEqual([0]); // the Island
    expect(canPay(g, 0, cost('{U}'), 0, -1)).toBe(true);
  });

  test('the Island case through a game: Leonin Scimitar, then Cloud Sprite the same turn', () => {
    const r = runScenario(
      {
        name: 'Island and Mountain: Leonin Scimitar ({1}) is paid with the Mountain, so Cloud Sprite ({U}) can be cast',
        start: { turn: 1, active: 'A', step: 'main1' },
        players: {
          A: { hand: ['Leonin Scimitar', 'Cloud Sprite'], inPlay: ['Island', 'Mountain'], library: ['Plains'] },
          B: { library: ['Forest'] },
        },
        actions: [
          { player: 'A', cast: 'Leonin Scimitar' },
          { resolve: true },
          { player: 'A', cast: 'Cloud Sprite' },
          { resolve: true },
        ],
        expect: { zones: { A: { inPlay: ['Island', 'Mountain', 'Leonin Scimitar', 'Cloud Sprite'] } } },
      },
      pool,
      'mana-colors.test.ts',
    );
    expect(r.failures).toEqual([]);
    expect(r.pass).toBe(true);
  });

  test('with nothing needing a color, the old order stands (lands in play order)', () => {
    const g = setup(['Island', 'Mountain'], ['Leonin Scimitar']);
    expect(pay(g, '{1}')).toBe(true);
    expect(untapped(g, 2)).toEqual([1]);
  });

  test('several colors: {3} from W, U, B, R, G lands keeps the two colors the hand needs', () => {
    // Hand: Unsummon {U}, Darkblast {B} (both instants). {3} must come from Plains, Mountain, Forest.
    const g = setup(['Island', 'Plains', 'Swamp', 'Mountain', 'Forest'], ['Unsummon', 'Darkblast']);
    expect(pay(g, '{3}')).toBe(true);
    expect(untapped(g, 5)).toEqual([0, 2]);
    expect(canPay(g, 0, cost('{U}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{B}'), 0, -1)).toBe(true);
  });

  test('several colors: the colored part is paid first, then generic keeps what the hand needs most', () => {
    // {1}{R} with Island, Island, Mountain, Mountain, Swamp; hand Boomerang {U}{U} and Darkblast {B}: the
    // {R} takes a Mountain, the {1} the other Mountain (not an Island: Boomerang needs both, nor the Swamp).
    const g = setup(['Island', 'Mountain', 'Island', 'Swamp', 'Mountain'], ['Boomerang', 'Darkblast']);
    expect(pay(g, '{1}{R}')).toBe(true);
    expect(untapped(g, 5)).toEqual([0, 2, 3]);
  });

  test('when not all can stay payable, the most pending costs do; summed needs break ties', () => {
    // {1} from Island, Island, Mountain; hand two {U} spells: one Island paid would still let either be cast,
    // but the Mountain keeps both castable together (summed {U}{U}).
    const g = setup(['Island', 'Island', 'Mountain'], ['Unsummon', 'Cloud Sprite']);
    expect(pay(g, '{1}')).toBe(true);
    expect(untapped(g, 3)).toEqual([0, 1]);
  });

  test('a dual land is kept over a basic when its colors are needed', () => {
    // Underground River makes {C}, or {U}/{B} with 1 damage (a choice source); hand Unsummon, Darkblast.
    const g = setup(['Underground River', 'Mountain', 'Island'], ['Unsummon', 'Darkblast']);
    expect(pay(g, '{1}')).toBe(true);
    expect(untapped(g, 3)).toEqual([0, 2]);
  });

  test('a colored symbol two choice lands could pay goes to the one whose other color is needed least', () => {
    // Underground River ({U} or {B}) and Adarkar Wastes ({W} or {U}) pay {U}: with Darkblast {B} in hand the
    // Wastes pays it; with Honor Guard {W}, the River.
    const black = setup(['Underground River', 'Adarkar Wastes'], ['Darkblast']);
    expect(pay(black, '{U}')).toBe(true);
    expect(untapped(black, 2)).toEqual([0]);
    const white = setup(['Underground River', 'Adarkar Wastes'], ['Honor Guard']);
    expect(pay(white, '{U}')).toBe(true);
    expect(untapped(white, 2)).toEqual([1]);
  });

  test("sorcery-speed cards count only while they could still be cast this turn (p's turn, until main 2 ends)", () => {
    // Cloud Sprite is a creature: on the opponent's turn it can't be cast, so the order is the old one.
    const theirs = setup(['Island', 'Mountain'], ['Cloud Sprite'], Step.Main1, 1);
    expect(pay(theirs, '{1}')).toBe(true);
    expect(untapped(theirs, 2)).toEqual([1]);
    const end = setup(['Island', 'Mountain'], ['Cloud Sprite'], Step.End);
    expect(pay(end, '{1}')).toBe(true);
    expect(untapped(end, 2)).toEqual([1]);
    // An instant counts at any time.
    const instant = setup(['Island', 'Mountain'], ['Unsummon'], Step.End, 1);
    expect(pay(instant, '{1}')).toBe(true);
    expect(untapped(instant, 2)).toEqual([0]);
  });

  test("activated abilities of the player's permanents count: Shivan Dragon's {R}: +1/+0 keeps the Mountain", () => {
    const g = setup(['Mountain', 'Island', 'Shivan Dragon'], []);
    expect(pay(g, '{1}')).toBe(true);
    expect(untapped(g, 2)).toEqual([0]);
  });

  test('deterministic: the same state pays the same way, and canPay is unchanged by the policy', () => {
    const run = () => {
      const g = setup(['Island', 'Plains', 'Swamp', 'Mountain', 'Forest'], ['Unsummon', 'Darkblast', 'Shock']);
      expect(canPay(g, 0, cost('{4}'), 0, -1)).toBe(true);
      expect(canPay(g, 0, cost('{6}'), 0, -1)).toBe(false);
      expect(pay(g, '{2}')).toBe(true);
      return [untapped(g, 5), stateHash(g)] as const;
    };
    const a = run();
    expect(a[0]).toEqual([0, 2, 3]);
    expect(run()).toEqual(a);
  });
});
