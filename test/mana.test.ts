// Automatic mana payment (src/engine/mana.ts) through a real game state: permanents put into play with
// zones.moveTo on a blank game, costs parsed by the card compiler. Payment is automatic (design.md):
// floating mana first, then untapped sources, lands before creatures; mana burn at a phase's end (2008 300.3).
import { describe, expect, test } from 'vitest';
import { compileCard, parseManaCost } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';
import { Flag, Zone } from '../src/engine/core/constants.js';
import { Game } from '../src/engine/api/game.js';
import { blankGame, stateHash } from '../src/engine/api/setup.js';
import {
  canPay,
  canTap,
  emptyPoolsWithBurn as proposeBurn,
  isSick,
  maxX,
  pay as proposePayment,
} from '../src/engine/actions/mana.js'; // under test
import { setTapped, moveTo } from '../src/engine/core/zones.js';
import { flushEvents } from '../src/engine/batch/events.js';
import type { ManaCost } from '../src/engine/core/cardform.js';

/** Pays and lets the Tap events happen (payment taps sources as events, 409.1f-h). */
function pay(g: Game, p: number, c: ManaCost, x: number, exclude: number): boolean {
  const ok = proposePayment(g, p, c, x, exclude);
  flushEvents(g);
  return ok;
}
/** Phase end: the pools empty; mana burn is a LoseLife event. */
function emptyPoolsWithBurn(g: Game, burn: boolean): void {
  proposeBurn(g, burn);
  flushEvents(g);
}
import { Global, PlayerSlot, pl, setGlob, setPl } from '../src/engine/core/state.js';
const pool = loadPool();
const cost = (s: string) => parseManaCost(s, { file: 'mana.test.ts', card: 'test' }, 'manaCost');
const W = 0,
  U = 1,
  B = 2,
  R = 3,
  Gr = 4,
  C = 5;

/**
 * A blank game (seat 0 first, turn 1) whose seats own these cards (ids in order: seat 0's, then seat 1's).
 * Nothing is in play yet.
 */
function setup(seat0: string[], seat1: string[] = ['Forest']): Game {
  const ids = (names: string[]) => names.map((n) => pool.compiled(n).id);
  return blankGame(pool.cards, ids(seat0), ids(seat1), { seed: 1, firstPlayer: 0, maxTurns: 50 });
}
/** Puts objects into play under their owner, in this order. */
function play(g: Game, ...ids: number[]): void {
  for (const id of ids) moveTo(g, id, Zone.InPlay, g.m[g.owners + id]);
}
/** Begins player p's next turn (so what p controlled before is no longer summoning sick). */
function nextTurnOf(g: Game, p: number): void {
  const t = g.m[Global.Turn] + 1;
  setGlob(g, Global.Turn, t);
  setGlob(g, Global.Active, p);
  setPl(g, p, PlayerSlot.LastTurn, t);
}
const tapped = (g: Game, id: number) => (g.m[g.flags + id] & Flag.Tapped) !== 0;
const tappedOf = (g: Game, ...ids: number[]) => ids.map((id) => tapped(g, id));
const poolOf = (g: Game, p: number) => [0, 1, 2, 3, 4, 5].map((i) => pl(g, p, PlayerSlot.ManaW + i));

describe('lands', () => {
  test('colored requirements use the matching land, wherever it is in play', () => {
    const g = setup(['Mountain', 'Forest', 'Plains']);
    const [mountain, forest, plains] = [0, 1, 2];
    play(g, mountain, forest, plains);
    expect(canPay(g, 0, cost('{G}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{U}'), 0, -1)).toBe(false);
    expect(canPay(g, 0, cost('{G}{G}'), 0, -1)).toBe(false);
    expect(pay(g, 0, cost('{G}'), 0, -1)).toBe(true);
    expect(tappedOf(g, mountain, forest, plains)).toEqual([false, true, false]);
    expect(pay(g, 0, cost('{W}{R}'), 0, -1)).toBe(true);
    expect(tappedOf(g, mountain, forest, plains)).toEqual([true, true, true]);
  });

  test('generic is paid with whatever is left after the colored part', () => {
    // The Mountain comes first in play; the {G} must still get the Forest, the generic the Mountain.
    const g = setup(['Mountain', 'Forest', 'Mountain']);
    play(g, 0, 1);
    expect(canPay(g, 0, cost('{1}{G}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{1}{R}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{2}{G}'), 0, -1)).toBe(false);
    expect(pay(g, 0, cost('{1}{G}'), 0, -1)).toBe(true);
    expect(tappedOf(g, 0, 1)).toEqual([true, true]);
    expect(canPay(g, 0, cost('{1}'), 0, -1)).toBe(false);
  });

  test('pure generic taps any lands; more than there are fails', () => {
    const g = setup(['Swamp', 'Island', 'Forest']);
    play(g, 0, 1, 2);
    expect(canPay(g, 0, cost('{4}'), 0, -1)).toBe(false);
    expect(pay(g, 0, cost('{2}'), 0, -1)).toBe(true);
    expect(tappedOf(g, 0, 1, 2).filter(Boolean)).toHaveLength(2);
    expect(pay(g, 0, cost('{1}'), 0, -1)).toBe(true);
    expect(tappedOf(g, 0, 1, 2)).toEqual([true, true, true]);
  });

  test("tapped lands and the opponent's lands do not pay", () => {
    const g = setup(['Forest', 'Forest'], ['Forest', 'Forest']);
    play(g, 0, 1, 2, 3);
    setTapped(g, 1, true);
    expect(canPay(g, 0, cost('{G}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{G}{G}'), 0, -1)).toBe(false);
    expect(canPay(g, 1, cost('{G}{G}'), 0, -1)).toBe(true);
  });

  test('a failed payment changes nothing; canPay never changes anything', () => {
    const g = setup(['Forest', 'Mountain']);
    play(g, 0, 1);
    setPl(g, 0, PlayerSlot.ManaU, 1);
    const before = stateHash(g);
    expect(canPay(g, 0, cost('{1}{G}'), 0, -1)).toBe(true);
    expect(stateHash(g)).toBe(before);
    expect(pay(g, 0, cost('{G}{G}'), 0, -1)).toBe(false);
    expect(pay(g, 0, cost('{4}'), 0, -1)).toBe(false);
    expect(stateHash(g)).toBe(before);
    expect(tappedOf(g, 0, 1)).toEqual([false, false]);
    expect(poolOf(g, 0)).toEqual([0, 1, 0, 0, 0, 0]);
  });

  test('{X}: maxX counts what the lands can pay, and pay with that X taps them all', () => {
    const g = setup(['Mountain', 'Mountain', 'Mountain', 'Mountain']);
    play(g, 0, 1, 2, 3);
    const fireball = cost('{X}{R}');
    expect(maxX(g, 0, fireball, -1)).toBe(3);
    expect(canPay(g, 0, fireball, 4, -1)).toBe(false);
    expect(pay(g, 0, fireball, 3, -1)).toBe(true);
    expect(tappedOf(g, 0, 1, 2, 3)).toEqual([true, true, true, true]);
    expect(maxX(g, 0, fireball, -1)).toBe(0);
  });
});

describe('Llanowar Elves', () => {
  test('lands are tapped before Llanowar Elves', () => {
    const g = setup(['Llanowar Elves', 'Forest', 'Mountain']);
    const [elves, forest, mountain] = [0, 1, 2];
    play(g, elves, forest, mountain); // the Elves come first in play
    nextTurnOf(g, 1);
    nextTurnOf(g, 0);
    expect(isSick(g, elves)).toBe(false);
    expect(pay(g, 0, cost('{G}'), 0, -1)).toBe(true);
    expect(tappedOf(g, elves, forest, mountain)).toEqual([false, true, false]);
    expect(pay(g, 0, cost('{1}'), 0, -1)).toBe(true);
    expect(tappedOf(g, elves, forest, mountain)).toEqual([false, true, true]);
    expect(pay(g, 0, cost('{G}'), 0, -1)).toBe(true);
    expect(tappedOf(g, elves, forest, mountain)).toEqual([true, true, true]);
  });

  test('Elves and a land together pay a two-mana cost', () => {
    const g = setup(['Llanowar Elves', 'Mountain']);
    play(g, 0, 1);
    nextTurnOf(g, 1);
    nextTurnOf(g, 0);
    expect(canPay(g, 0, cost('{G}{R}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{G}{G}'), 0, -1)).toBe(false);
    expect(pay(g, 0, cost('{1}{G}'), 0, -1)).toBe(true);
    expect(tappedOf(g, 0, 1)).toEqual([true, true]);
  });

  test('summoning-sick Elves (came into play this turn) cannot pay (212.3d)', () => {
    const g = setup(['Llanowar Elves', 'Forest']);
    const [elves, forest] = [0, 1];
    play(g, elves);
    expect(g.m[g.controlledSince + elves]).toBe(g.m[Global.Turn]);
    expect(pl(g, 0, PlayerSlot.LastTurn)).toBe(g.m[Global.Turn]);
    expect(isSick(g, elves)).toBe(true);
    expect(canTap(g, elves)).toBe(false);
    expect(canPay(g, 0, cost('{G}'), 0, -1)).toBe(false);
    play(g, forest);
    expect(canPay(g, 0, cost('{G}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{G}{G}'), 0, -1)).toBe(false);
    expect(pay(g, 0, cost('{1}{G}'), 0, -1)).toBe(false);
    expect(tappedOf(g, elves, forest)).toEqual([false, false]);
    // still sick during the opponent's turn; ready at the start of its controller's next turn
    nextTurnOf(g, 1);
    expect(canPay(g, 0, cost('{G}{G}'), 0, -1)).toBe(false);
    nextTurnOf(g, 0);
    expect(canPay(g, 0, cost('{G}{G}'), 0, -1)).toBe(true);
  });

  test('Elves of the player who has not had a turn yet are sick', () => {
    const g = setup(['Forest'], ['Llanowar Elves']);
    const elves = 1;
    play(g, elves);
    expect(pl(g, 1, PlayerSlot.LastTurn)).toBe(0);
    expect(canPay(g, 1, cost('{G}'), 0, -1)).toBe(false);
    nextTurnOf(g, 1);
    expect(canPay(g, 1, cost('{G}'), 0, -1)).toBe(true);
  });

  test('tapped Elves cannot pay; a source excluded (its {T} is already the cost) is not used', () => {
    const g = setup(['Llanowar Elves', 'Llanowar Elves']);
    play(g, 0, 1);
    nextTurnOf(g, 1);
    nextTurnOf(g, 0);
    expect(canPay(g, 0, cost('{G}{G}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{G}{G}'), 0, 0)).toBe(false);
    expect(canPay(g, 0, cost('{G}'), 0, 0)).toBe(true);
    setTapped(g, 1, true);
    expect(canPay(g, 0, cost('{G}'), 0, 0)).toBe(false);
    expect(canPay(g, 0, cost('{G}'), 0, -1)).toBe(true);
  });
});

describe('Birds of Paradise', () => {
  test('pays any one color', () => {
    for (const c of ['{W}', '{U}', '{B}', '{R}', '{G}', '{1}']) {
      const g = setup(['Birds of Paradise']);
      play(g, 0);
      nextTurnOf(g, 1);
      nextTurnOf(g, 0);
      expect(canPay(g, 0, cost(c), 0, -1), c).toBe(true);
      expect(pay(g, 0, cost(c), 0, -1), c).toBe(true);
      expect(tapped(g, 0)).toBe(true);
      expect(canPay(g, 0, cost(c), 0, -1), `${c} again`).toBe(false);
    }
  });

  test('fills the color the lands lack; the matching land pays its own color', () => {
    const g = setup(['Birds of Paradise', 'Forest']);
    play(g, 0, 1);
    nextTurnOf(g, 1);
    nextTurnOf(g, 0);
    expect(canPay(g, 0, cost('{W}{G}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{W}{U}'), 0, -1)).toBe(false);
    expect(pay(g, 0, cost('{G}'), 0, -1)).toBe(true);
    expect(tappedOf(g, 0, 1)).toEqual([false, true]); // the Forest, not the Birds
    expect(pay(g, 0, cost('{U}'), 0, -1)).toBe(true);
    expect(tappedOf(g, 0, 1)).toEqual([true, true]);
  });

  test('with two colored needs, the Birds take the one no land can pay', () => {
    const g = setup(['Birds of Paradise', 'Plains', 'Island']);
    play(g, 0, 1, 2);
    nextTurnOf(g, 1);
    nextTurnOf(g, 0);
    expect(canPay(g, 0, cost('{W}{U}{B}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{B}{R}'), 0, -1)).toBe(false);
    expect(pay(g, 0, cost('{G}{W}'), 0, -1)).toBe(true);
    expect(tappedOf(g, 0, 1, 2)).toEqual([true, true, false]);
  });

  test('summoning-sick Birds cannot pay', () => {
    const g = setup(['Birds of Paradise']);
    play(g, 0);
    expect(canPay(g, 0, cost('{U}'), 0, -1)).toBe(false);
  });
});

describe('floating mana', () => {
  test('is spent before any source is tapped', () => {
    const g = setup(['Forest']);
    play(g, 0);
    setPl(g, 0, PlayerSlot.ManaG, 1);
    expect(pay(g, 0, cost('{G}'), 0, -1)).toBe(true);
    expect(poolOf(g, 0)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(tapped(g, 0)).toBe(false);
  });

  test('pays generic with the wrong color, then lands pay the rest', () => {
    const g = setup(['Forest']);
    play(g, 0);
    setPl(g, 0, PlayerSlot.ManaR, 1);
    expect(canPay(g, 0, cost('{1}{G}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{R}{G}'), 0, -1)).toBe(true);
    expect(pay(g, 0, cost('{1}{G}'), 0, -1)).toBe(true);
    expect(poolOf(g, 0)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(tapped(g, 0)).toBe(true);
  });

  test('colored needs take their color first; generic takes colorless before colors', () => {
    const g = setup(['Forest']);
    const p = 0;
    setPl(g, p, PlayerSlot.ManaW, 2);
    setPl(g, p, PlayerSlot.ManaG, 1);
    setPl(g, p, PlayerSlot.ManaC, 1);
    expect(pay(g, p, cost('{W}'), 0, -1)).toBe(true);
    expect(poolOf(g, p)).toEqual([1, 0, 0, 0, 1, 1]);
    expect(pay(g, p, cost('{1}'), 0, -1)).toBe(true);
    expect(poolOf(g, p)).toEqual([1, 0, 0, 0, 1, 0]);
    expect(canPay(g, p, cost('{U}'), 0, -1)).toBe(false);
    expect(pay(g, p, cost('{2}'), 0, -1)).toBe(true);
    expect(poolOf(g, p)).toEqual([0, 0, 0, 0, 0, 0]);
  });

  test('floating mana and lands combine for one cost', () => {
    const g = setup(['Island', 'Swamp']);
    play(g, 0, 1);
    setPl(g, 0, PlayerSlot.ManaU, 1);
    expect(canPay(g, 0, cost('{U}{U}{B}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{U}{U}{U}'), 0, -1)).toBe(false);
    expect(pay(g, 0, cost('{2}{U}'), 0, -1)).toBe(true);
    expect(poolOf(g, 0)[U]).toBe(0);
    expect(tappedOf(g, 0, 1)).toEqual([true, true]);
  });

  test("a player's pool pays only that player's costs", () => {
    const g = setup(['Forest']);
    setPl(g, 1, PlayerSlot.ManaG, 3);
    expect(canPay(g, 0, cost('{G}'), 0, -1)).toBe(false);
    expect(canPay(g, 1, cost('{G}{G}{G}'), 0, -1)).toBe(true);
  });
});

describe('mana burn (2008 300.3)', () => {
  function pools(): Game {
    const g = setup(['Forest']);
    setPl(g, 0, PlayerSlot.ManaW, 1);
    setPl(g, 0, PlayerSlot.ManaR, 2);
    setPl(g, 1, PlayerSlot.ManaC, 1);
    return g;
  }

  test('with burn on, unused mana empties and its owner loses that much life', () => {
    const g = pools();
    emptyPoolsWithBurn(g, true);
    expect(poolOf(g, 0)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(poolOf(g, 1)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(pl(g, 0, PlayerSlot.Life)).toBe(17);
    expect(pl(g, 1, PlayerSlot.Life)).toBe(19);
    // an empty pool burns nothing
    emptyPoolsWithBurn(g, true);
    expect([pl(g, 0, PlayerSlot.Life), pl(g, 1, PlayerSlot.Life)]).toEqual([17, 19]);
  });

  test('with burn off, the mana empties and no life is lost', () => {
    const g = pools();
    emptyPoolsWithBurn(g, false);
    expect(poolOf(g, 0)).toEqual([0, 0, 0, 0, 0, 0]);
    expect(poolOf(g, 1)).toEqual([0, 0, 0, 0, 0, 0]);
    expect([pl(g, 0, PlayerSlot.Life), pl(g, 1, PlayerSlot.Life)]).toEqual([20, 20]);
  });

  test('burn can take life below zero', () => {
    const g = setup(['Forest']);
    setPl(g, 0, PlayerSlot.Life, 1);
    setPl(g, 0, PlayerSlot.ManaB, 3);
    emptyPoolsWithBurn(g, true);
    expect(pl(g, 0, PlayerSlot.Life)).toBe(-2);
  });

  test('the game option manaBurn: false is stored (Global.NoBurn), default is burn on', () => {
    const ids = [pool.compiled('Forest').id];
    expect(blankGame(pool.cards, ids, ids, { seed: 1, firstPlayer: 0, maxTurns: 5 }).m[Global.NoBurn]).toBe(0);
    expect(
      blankGame(pool.cards, ids, ids, { seed: 1, firstPlayer: 0, maxTurns: 5, manaBurn: false }).m[Global.NoBurn],
    ).toBe(1);
  });
});

// Keep the color constants honest: the pool columns are W, U, B, R, G, C in that order.
test('pool columns are in WUBRGC order', () => {
  const g = setup(['Forest']);
  setPl(g, 0, PlayerSlot.ManaW, 1);
  setPl(g, 0, PlayerSlot.ManaU, 2);
  setPl(g, 0, PlayerSlot.ManaB, 3);
  setPl(g, 0, PlayerSlot.ManaR, 4);
  setPl(g, 0, PlayerSlot.ManaG, 5);
  setPl(g, 0, PlayerSlot.ManaC, 6);
  const p = poolOf(g, 0);
  expect([p[W], p[U], p[B], p[R], p[Gr], p[C]]).toEqual([1, 2, 3, 4, 5, 6]);
});

describe('406.1 mana abilities with a choice of colors and damage (pain lands)', () => {
  const life = (g: Game, p: number) => pl(g, p, PlayerSlot.Life);

  test('406.1 a pain land pays generic mana with its painless {1} and deals 1 damage only when its color is needed', () => {
    const g = setup(['Karplusan Forest', 'Karplusan Forest', 'Mountain']);
    play(g, 0, 1, 2);
    expect(pay(g, 0, cost('{2}'), 0, -1)).toBe(true);
    expect(life(g, 0)).toBe(20);
    expect(tappedOf(g, 0, 1, 2)).toEqual([true, true, false]); // lands in order: the painless {1} twice
    const h = setup(['Karplusan Forest', 'Mountain']);
    play(h, 0, 1);
    expect(pay(h, 0, cost('{1}{R}'), 0, -1)).toBe(true); // the Mountain pays {R}, the Forest {1}
    expect(life(h, 0)).toBe(20);
    const k = setup(['Karplusan Forest', 'Karplusan Forest']);
    play(k, 0, 1);
    expect(pay(k, 0, cost('{R}{G}'), 0, -1)).toBe(true);
    expect(life(k, 0)).toBe(18); // each paid a color: 1 damage each
  });

  test('406.1 colored symbols are matched to choice sources: {W} or {U} is kept for {U} when only it can make {U}', () => {
    // {W}/{U} first in play: a greedy pick would spend it on {W}
    const g = setup(['Adarkar Wastes', 'Caves of Koilos']);
    play(g, 0, 1);
    expect(canPay(g, 0, cost('{W}{U}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{U}{B}'), 0, -1)).toBe(true);
    expect(canPay(g, 0, cost('{B}{B}'), 0, -1)).toBe(false);
    expect(pay(g, 0, cost('{W}{U}'), 0, -1)).toBe(true);
    expect(tappedOf(g, 0, 1)).toEqual([true, true]);
    expect(life(g, 0)).toBe(18);
  });

  test('a mana ability that deals damage but is no {T} ability, or with an unknown extra field, is refused at load time', () => {
    const land = (ability: unknown) => () =>
      compileCard({ name: 'Test Land', types: ['Land'], abilities: [ability] }, 0, 'test.json');
    expect(land({ kind: 'mana', cost: ['{1}'], produce: ['{R}', '{G}'], damageToYou: 1 })).toThrow(
      /abilities\[0\]\.damageToYou: expected no damage on a mana ability with a cost other than \{T\}/,
    );
    expect(land({ kind: 'mana', cost: ['{T}'], produce: '{R}', loseLife: 1 })).toThrow(/abilities\[0\]\.loseLife/);
    expect(land({ kind: 'mana', cost: ['{T}'], produce: ['{R}', '{Q}'] })).toThrow(/produce/);
  });

  test('406.1 a triggered mana ability (tapped for mana, adds mana) is taken only as a lone addMana for the player who tapped', () => {
    const aura =
      (effect: unknown, extra: Record<string, unknown> = {}) =>
      () =>
        compileCard(
          {
            name: 'Test Aura',
            manaCost: '{G}',
            types: ['Enchantment'],
            subtypes: ['Aura'],
            enchant: { kind: 'permanent', filter: { types: ['Land'] } },
            abilities: [
              { kind: 'triggered', when: { event: 'tappedForMana', filter: { attached: true } }, effect, ...extra },
            ],
          },
          0,
          'test.json',
        );
    expect(aura({ op: 'addMana', mana: '{G}{G}', player: 'attachedController' })).not.toThrow();
    expect(aura({ op: 'addMana', mana: '{G}{G}' })).toThrow(
      /effect\.player: expected "eventPlayer" or "attachedController"/,
    );
    // one mana of any color (Fertile Ground), never "that many times"
    expect(aura({ op: 'addMana', mana: 'any', player: 'attachedController' })).not.toThrow();
    expect(aura({ op: 'addMana', mana: 'any' })).toThrow(
      /effect\.player: expected "eventPlayer" or "attachedController"/,
    );
    expect(aura({ op: 'addMana', mana: '{G}', player: 'eventPlayer', times: 2 })).toThrow(
      /effect\.times: expected no times in a triggered mana ability/,
    );
    expect(aura({ op: 'may', effect: { op: 'addMana', mana: '{G}', player: 'eventPlayer' } })).toThrow(
      /expected a lone addMana/,
    );
    expect(aura({ op: 'addMana', mana: '{G}', player: 'eventPlayer' }, { if: 'thisUntapped' })).toThrow(
      /expected a lone addMana/,
    );
    // Not a mana ability (it adds no mana): Manabarbs' kind of trigger stays an ordinary one.
    expect(aura({ op: 'loseLife', player: 'eventPlayer', amount: 1 })).not.toThrow();
  });
});
