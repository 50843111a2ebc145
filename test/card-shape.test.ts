// Compiled cards and their parts each have one shape: the same fields in the same order. V8 then gives
// all of them one hidden class, and the engine's reads of card fields stay monomorphic. (Before
// makeCard and makeTriggered, triggered abilities had 84 shapes: trigger-heavy decks played 16% more
// instructions a game.) A field set only on some cards, or added after a card is made, fails here.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';

const pool = loadPool();
const cards = pool.cards.filter((c) => c !== undefined && c !== null);

function shapes(objects: object[]): Map<string, number> {
  const seen = new Map<string, number>();
  for (const o of objects) {
    const k = Object.keys(o).join(',');
    seen.set(k, (seen.get(k) ?? 0) + 1);
  }
  return seen;
}

describe('compiled card shapes', () => {
  test('every card, printed or token, has the same fields in the same order', () => {
    expect(cards.some((c) => c.id >= 0 && pool.cards.indexOf(c) !== c.id)).toBe(false);
    expect([...shapes(cards).keys()]).toHaveLength(1);
  });
  test('every triggered ability, static ability, mode and mana cost has one shape of its kind', () => {
    const modes = cards.flatMap((c) => [
      ...(c.spell ?? []),
      ...c.activated.flatMap((a) => a.modes),
      ...c.triggered.flatMap((t) => t.modes),
    ]);
    const costs = [
      ...cards.map((c) => c.cost),
      ...cards.flatMap((c) => c.activated.map((a) => a.cost)),
      ...modes.map((m) => m.cost),
    ].filter((x) => x !== null);
    for (const [kind, objects] of [
      ['triggered', cards.flatMap((c) => c.triggered)],
      ['static', cards.flatMap((c) => c.statics)],
      ['activated', cards.flatMap((c) => c.activated)],
      ['mode', modes],
      ['cost', costs],
    ] as const) {
      expect(objects.length, kind).toBeGreaterThan(10);
      expect([...shapes(objects as object[]).keys()], kind).toHaveLength(1);
    }
  });
});
