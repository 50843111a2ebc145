// Fossil Find's "then reorder your graveyard as you choose": the order is not a scenario's to see (zones compare as
// multisets), so this test reads the graveyard's list: the card chosen first is on top, under Fossil Find itself
// (which goes to the graveyard as it finishes resolving).
import { expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { nameOf, Zone, zoneObjects } from '../src/engine/api/observe.js';
import { drive } from '../src/scenario/drive.js';
import { buildScenario } from '../src/scenario/setup.js';
import { validateScenario } from '../src/scenario/spec.js';

const pool = loadPool([]);

/** A's graveyard after Fossil Find (seed 1 returns Hill Giant) with `first` chosen first; bottom to top. */
function graveyardAfter(first: string): string[] {
  const sc = validateScenario(
    {
      name: 'fossil find order',
      options: { seed: 1 },
      players: {
        A: {
          hand: ['Fossil Find'],
          graveyard: ['Hill Giant', 'Grizzly Bears', 'Gray Ogre'],
          inPlay: ['Forest'],
          library: ['Forest', 'Forest'],
        },
        B: { library: ['Island', 'Island'] },
      },
      actions: [{ player: 'A', cast: 'Fossil Find' }, { resolve: true }, { player: 'A', choose: [first] }],
      stop: { turn: 1, step: 'beginCombat' },
    },
    'inline.json',
  );
  const { g, labels } = buildScenario(sc, pool, 'inline.json');
  expect(drive(g, labels, sc)).toEqual([]);
  return zoneObjects(g, Zone.Graveyard, 0).map((id) => nameOf(g, id));
}

test('Fossil Find: the card chosen first is on top of the reordered graveyard, either way', () => {
  expect(graveyardAfter('Grizzly Bears')).toEqual(['Gray Ogre', 'Grizzly Bears', 'Fossil Find']);
  expect(graveyardAfter('Gray Ogre')).toEqual(['Grizzly Bears', 'Gray Ogre', 'Fossil Find']);
});
