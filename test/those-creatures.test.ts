// "Those creatures" (Gilt-Leaf Ambush): the filter madeByThis matches the tokens the resolving spell put into
// play, not other tokens of the same name nor other creatures; the clash decides whether they gain deathtouch.
import { expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { COMBAT_WORDS, keywords2Of, nameOf, objectCapacity, Zone, zoneOf } from '../src/engine/api/observe.js';
import { drive } from '../src/scenario/drive.js';
import { buildScenario } from '../src/scenario/setup.js';
import { validateScenario } from '../src/scenario/spec.js';

const pool = loadPool([]);
const DEATHTOUCH = 1 << COMBAT_WORDS.indexOf('deathtouch'); // Lorwyn's deathtouch: a word of the second set

/** A casts Gilt-Leaf Ambush twice (the second after the first resolved); the names in play with deathtouch. */
function ambushTwice(firstTop: string, secondTop: string): { deathtouch: number; elfWarriors: number } {
  const sc = validateScenario(
    {
      name: 'ambush twice',
      players: {
        A: {
          hand: [
            { card: 'Gilt-Leaf Ambush', id: 'first' },
            { card: 'Gilt-Leaf Ambush', id: 'second' },
          ],
          inPlay: ['Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Forest', 'Llanowar Elves'],
          library: [firstTop, secondTop],
        },
        B: { library: ['Forest', 'Forest'] },
      },
      actions: [
        { player: 'A', cast: '@first' },
        { resolve: true },
        { player: 'A', choose: true },
        { player: 'B', choose: false },
        { player: 'A', cast: '@second' },
        { resolve: true },
        { player: 'A', choose: true },
        { player: 'B', choose: false },
      ],
      stop: { turn: 1, step: 'beginCombat' },
    },
    'inline.json',
  );
  const { g, labels } = buildScenario(sc, pool, 'inline.json');
  expect(drive(g, labels, sc)).toEqual([]);
  let deathtouch = 0;
  let elfWarriors = 0;
  for (let id = 0; id < objectCapacity(g); id++) {
    if (zoneOf(g, id) !== Zone.InPlay) continue;
    if (nameOf(g, id) === 'Elf Warrior') elfWarriors++;
    if ((keywords2Of(g, id) & DEATHTOUCH) !== 0) {
      expect(nameOf(g, id)).toBe('Elf Warrior');
      deathtouch++;
    }
  }
  return { deathtouch, elfWarriors };
}

test('a won clash gives deathtouch to the two tokens this Ambush made, not to the earlier ones nor to Llanowar Elves', () => {
  // The first clash is lost (Forest against Forest), the second won (Grizzly Bears, 2, against Forest, 0).
  expect(ambushTwice('Forest', 'Grizzly Bears')).toEqual({ deathtouch: 2, elfWarriors: 4 });
});

test('both clashes won: all four tokens; both lost: none', () => {
  expect(ambushTwice('Grizzly Bears', 'Grizzly Bears')).toEqual({ deathtouch: 4, elfWarriors: 4 });
  expect(ambushTwice('Forest', 'Forest')).toEqual({ deathtouch: 0, elfWarriors: 4 });
});
