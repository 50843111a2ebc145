// A draw or a discard of a counted number of cards counts once, as the effect begins (413.2f of 2008):
// the cards it moves don't change how many (designer cards: no card of the pool counts what they change).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const sorcery = (name: string, text: string, effect: object) => ({
  name,
  manaCost: '{B}',
  types: ['Sorcery'],
  text,
  spell: { effect },
});
const file = join(mkdtempSync(join(tmpdir(), 'counted-once-')), 'cards.json');
writeFileSync(
  file,
  JSON.stringify([
    sorcery('Test Insight', 'Draw a card for each card in your hand.', {
      op: 'draw',
      player: 'you',
      amount: { count: {}, zone: 'hand', whose: 'you' },
    }),
    sorcery('Test Purge', 'Discard a card for each card in your graveyard.', {
      op: 'discard',
      player: 'you',
      amount: { count: {}, zone: 'graveyard', whose: 'you' },
    }),
  ]),
);
const pool = loadPool([file]);

/** Player A casts `card` from a hand of `hand` with a Swamp in play; the failures at the start of combat. */
function cast(card: string, hand: unknown[], graveyard: unknown[], actions: object[], expectA: object): string[] {
  return runScenario(
    {
      name: card,
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: {
          hand: [card, ...hand],
          library: ['Forest', 'Mountain', 'Island', 'Plains', 'Swamp'],
          graveyard,
          inPlay: ['Swamp'],
        },
        B: { hand: [], library: ['Mountain', 'Forest', 'Island'], inPlay: [] },
      },
      actions: [{ player: 'A', cast: card }, ...actions],
      stop: { turn: 1, step: 'beginCombat' },
      expect: { zones: { A: expectA } },
    },
    pool,
    'inline.json',
  ).failures;
}

test('draw: two cards in hand as it resolves, two cards drawn (not the whole library)', () => {
  const failures = cast('Test Insight', ['Plains', 'Swamp'], [], [{ resolve: true }], {
    hand: ['Plains', 'Swamp', 'Forest', 'Mountain'],
    library: ['Island', 'Plains', 'Swamp'],
    graveyard: ['Test Insight'],
  });
  expect(failures).toEqual([]);
});

test('discard: one card in the graveyard as it resolves, one card discarded (not the whole hand)', () => {
  const failures = cast(
    'Test Purge',
    [{ card: 'Plains', id: 'plains' }, 'Island', 'Forest'],
    ['Mountain'],
    [{ player: 'A', choose: '@plains' }],
    { hand: ['Island', 'Forest'], graveyard: ['Mountain', 'Plains', 'Test Purge'] },
  );
  expect(failures).toEqual([]);
});
