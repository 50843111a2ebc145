// A tiny in-memory CardPool for tests that must not depend on the real card data.
import type { CardPool } from '../src/cards/pool.js';
import type { CCard } from '../src/engine/api/observe.js';
import type { CardDef } from '../src/cards/schema.js';

export const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

export function fakePool(
  names: string[] = ['Grizzly Bears', 'Shock', 'Giant Growth', 'Llanowar Elves', ...BASICS],
): CardPool {
  const defs = new Map<string, CardDef>(names.map((name) => [name, card(name)]));
  // Only id and name: enough for the harness to pack a (mocked) game's cards, not to play a game.
  const cards = names.map((name, id) => ({ id, name }) as CCard);
  return {
    has: (name) => defs.has(name),
    get: (name) => defs.get(name),
    names: () => [...defs.keys()],
    compiled: (name) => {
      const c = cards.find((x) => x.name === name);
      if (!c) throw new Error(`fake pool: no card "${name}"`);
      return c;
    },
    cards,
  };
}

function card(name: string): CardDef {
  return BASICS.includes(name)
    ? { name, types: ['Land'], supertypes: ['Basic'], subtypes: [name] }
    : { name, manaCost: '{G}', types: ['Creature'], power: 1, toughness: 1 };
}
