// A draw of a counted number of cards counts once, as the effect begins (413.2f of 2008): the cards it
// draws don't change how many (a designer card: "draw a card for each card in your hand").
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const file = join(mkdtempSync(join(tmpdir(), 'draw-count-')), 'cards.json');
writeFileSync(
  file,
  JSON.stringify([
    {
      name: 'Test Insight',
      manaCost: '{U}',
      types: ['Sorcery'],
      text: 'Draw a card for each card in your hand.',
      spell: { effect: { op: 'draw', player: 'you', amount: { count: {}, zone: 'hand', whose: 'you' } } },
    },
  ]),
);
const pool = loadPool([file]);

test('two cards in hand as it resolves: two cards drawn, not the library', () => {
  const r = runScenario(
    {
      name: 'Test Insight draws as many cards as the hand held',
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: {
          hand: ['Test Insight', 'Plains', 'Swamp'],
          library: ['Forest', 'Mountain', 'Island', 'Plains', 'Swamp'],
          inPlay: ['Island'],
        },
        B: { hand: [], library: ['Mountain', 'Forest', 'Island'], inPlay: [] },
      },
      actions: [{ player: 'A', cast: 'Test Insight' }, { resolve: true }],
      stop: { turn: 1, step: 'beginCombat' },
      expect: {
        zones: {
          A: {
            hand: ['Plains', 'Swamp', 'Forest', 'Mountain'],
            library: ['Island', 'Plains', 'Swamp'],
            graveyard: ['Test Insight'],
          },
        },
      },
    },
    pool,
    'inline.json',
  );
  expect(r.failures).toEqual([]);
});
