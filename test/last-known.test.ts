// "Its toughness" (itToughness) of an object that has left play is its last known information: the
// toughness it had as it last existed in play. Angelic Chorus (comes into play, then dies before its
// trigger resolves) has a card scenario; a leaves-play trigger reading it needs a designer card
// (fixtures/last-known-cards.json: no card of the pool reads a dying creature's toughness).
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool([fileURLToPath(new URL('./fixtures/last-known-cards.json', import.meta.url))]);

describe('last known toughness', () => {
  test('a leaves-play trigger reads "its toughness" as the creature was in play: Giant Growth then Terror on Grizzly Bears gains 5, not 2 nor 0', () => {
    const r = runScenario(
      {
        name: 'inline',
        start: { turn: 3, active: 'A', step: 'main1' },
        players: {
          A: {
            hand: ['Giant Growth'],
            library: ['Plains', 'Island'],
            inPlay: ['Example Mourner', 'Forest', { card: 'Grizzly Bears', id: 'gb' }],
          },
          B: { hand: ['Terror'], library: ['Swamp', 'Swamp'], inPlay: ['Swamp', 'Swamp'] },
        },
        actions: [
          { player: 'A', cast: 'Giant Growth', targets: ['@gb'] },
          { resolve: true },
          { player: 'B', cast: 'Terror', targets: ['@gb'] },
          { resolve: true },
          { resolve: true },
        ],
        stop: { turn: 3, step: 'beginCombat' },
        expect: {
          life: { A: 25 },
          objects: [{ ref: '@gb', zone: 'graveyard' }],
          triggered: [{ card: 'Example Mourner', times: 1 }],
        },
      },
      pool,
      'inline.json',
    );
    expect(r.failures).toEqual([]);
  });
});
