// The library search verb (src/engine/vocab/effects-search.ts) with cards the Tenth Edition pool has no
// copy of: "up to N" (may stop early, the cards move at once) and "on top of your library" (shuffle,
// then the card goes on top). The pool's searchers have scenarios in test/scenarios/cards.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CardError, compileCard } from '../src/cards/compile.js';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';
import { apply, Decision, decisionKind, describeOption, legalActions, MAX_OPTIONS } from '../src/engine/api/game.js';
import { cardOf, PlayerView, Zone, zoneObject, zoneSize } from '../src/engine/api/observe.js';
import { lands, position } from './agents-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);

const dir = mkdtempSync(join(tmpdir(), 'search-'));
const file = join(dir, 'search-cards.json');
writeFileSync(
  file,
  JSON.stringify([
    {
      name: 'Test Two Basics',
      manaCost: '{2}{G}',
      types: ['Sorcery'],
      text: 'Search your library for up to two basic land cards and put them into play tapped. Then shuffle your library.',
      spell: {
        effect: { op: 'search', card: { types: ['Land'], supertypes: ['Basic'] }, upTo: 2, to: 'play', tapped: true },
      },
    },
    {
      name: 'Test Top Tutor',
      manaCost: '{B}',
      types: ['Instant'],
      text: 'Search your library for a creature card and reveal that card. Shuffle your library, then put the card on top of it.',
      spell: { effect: { op: 'search', card: { types: ['Creature'] }, to: 'top' } },
    },
  ]),
);
const pool = loadPool([file]);
const base = (hand: string[], library: unknown[]) => ({
  start: { turn: 1, active: 'A', step: 'main1' },
  options: { seed: 3 },
  players: {
    A: { hand, library, inPlay: ['Forest', 'Forest', 'Forest', 'Swamp'] },
    B: { library: ['Forest', 'Forest'] },
  },
});

describe('search', () => {
  test('"up to two": both found cards come into play tapped; a second search stops after one (find nothing)', () => {
    const r = runScenario(
      {
        name: 'up to two',
        ...base(
          ['Test Two Basics'],
          ['Grizzly Bears', { card: 'Plains', id: 'p' }, { card: 'Island', id: 'i' }, 'Mountain'],
        ),
        actions: [
          { player: 'A', cast: 'Test Two Basics' },
          { player: 'A', choose: 'Plains' },
          { player: 'A', choose: 'Island' },
        ],
        stop: { turn: 1, step: 'beginCombat' },
        expect: {
          zones: { A: { library: ['Grizzly Bears', 'Mountain'] } },
          objects: [
            { ref: '@p', zone: 'inPlay', tapped: true },
            { ref: '@i', zone: 'inPlay', tapped: true },
          ],
        },
      },
      pool,
      'up-to-two',
    );
    expect(r.failures).toEqual([]);
    const one = runScenario(
      {
        name: 'up to two, one',
        ...base(['Test Two Basics'], ['Grizzly Bears', 'Plains', 'Island']),
        actions: [
          { player: 'A', cast: 'Test Two Basics' },
          { player: 'A', choose: 'Plains' },
          { player: 'A', choose: false },
        ],
        stop: { turn: 1, step: 'beginCombat' },
        expect: {
          zones: {
            A: { library: ['Grizzly Bears', 'Island'], inPlay: ['Forest', 'Forest', 'Forest', 'Swamp', 'Plains'] },
          },
        },
      },
      pool,
      'up-to-two-one',
    );
    expect(one.failures).toEqual([]);
  });

  test('"on top": the library is shuffled, then the found card is put on top (A draws it next turn)', () => {
    const r = runScenario(
      {
        name: 'top',
        ...base(['Test Top Tutor'], ['Island', 'Island', 'Island', 'Island', 'Grizzly Bears', 'Island']),
        actions: [{ player: 'A', cast: 'Test Top Tutor' }, { player: 'A', choose: 'Grizzly Bears' }, { resolve: true }],
        stop: { turn: 3, step: 'main1' },
        expect: { zones: { A: { hand: ['Grizzly Bears'], library: 5 } } },
      },
      pool,
      'top',
    );
    expect(r.failures).toEqual([]);
  });

  test('"tapped" only goes with "to": "play"; an unknown destination is refused', () => {
    const card = (effect: unknown) => () =>
      compileCard({ name: 'Bad', manaCost: '{G}', types: ['Sorcery'], spell: { effect } }, 0, 'bad.json');
    expect(card({ op: 'search', to: 'hand', tapped: true })).toThrow(/tapped only with "to": "play"/);
    expect(card({ op: 'search', to: 'graveyard' })).toThrow(CardError);
  });

  test('"manaValueAtMost": "x" needs an {X} in the cost (Citanul Flute has one)', () => {
    const ability = (cost: string[]) => () =>
      compileCard(
        {
          name: 'Flute',
          manaCost: '{5}',
          types: ['Artifact'],
          abilities: [
            {
              kind: 'activated',
              cost,
              effect: { op: 'search', card: { types: ['Creature'] }, manaValueAtMost: 'x', to: 'hand' },
            },
          ],
        },
        0,
        'flute.json',
      );
    expect(ability(['{T}'])).toThrow(/an \{X\} in the cost/);
    expect(ability(['{X}', '{T}'])).not.toThrow();
  });

  test('"namedAsThis" only in a search: refused where the name would not be looked at', () => {
    const card = (effect: unknown) => () =>
      compileCard({ name: 'Bad', manaCost: '{G}', types: ['Sorcery'], spell: { effect } }, 0, 'bad.json');
    expect(card({ op: 'returnPutIntoGraveyardThisTurn', card: { namedAsThis: true } })).toThrow(
      /field spell\.effect\.card\.namedAsThis: expected no namedAsThis here/,
    );
    expect(card({ op: 'lookAtTop', amount: 3, card: { namedAsThis: true }, to: 'hand', rest: 'bottom' })).toThrow(
      /no namedAsThis here/,
    );
    expect(card({ op: 'search', card: { namedAsThis: true }, to: 'hand' })).not.toThrow();
  });
});

describe('what the searching player sees', () => {
  test('looking at the top five: the view shows those cards only; a determinization keeps them and redraws the rest', () => {
    const g = position({
      start: { turn: 3, active: 'A', step: 'main1' },
      players: {
        A: {
          hand: ['Commune with Nature'],
          inPlay: ['Forest'],
          library: ['Grizzly Bears', 'Island', 'Spined Wurm', 'Forest', 'Plains', 'Swamp', 'Mountain', 'Shock'],
        },
        B: { library: lands('Forest') },
      },
    });
    const n = legalActions(g, legal);
    let cast = -1;
    for (let a = 0; a < n; a++) if (describeOption(g, a).startsWith('cast Commune with Nature')) cast = a;
    apply(g, cast);
    for (let i = 0; i < 20 && decisionKind(g) !== Decision.Search; i++) apply(g, 0);
    expect(decisionKind(g)).toBe(Decision.Search);
    const view = new PlayerView(g, 0);
    const options = Array.from({ length: view.optionCount }, (_, a) => view.option(a)).filter((v) => v >= 0);
    expect(options.map((id) => view.cardName(id)).sort()).toEqual(['Grizzly Bears', 'Spined Wurm']);
    const lib = zoneSize(g, Zone.Library, 0);
    const bottom = zoneObject(g, Zone.Library, 0, 0); // the Shock, not looked at
    expect(lib).toBe(8);
    expect(() => view.cardName(bottom)).toThrow(/hidden/);
    const dst = view.newGame();
    for (let seed = 1; seed <= 5; seed++) {
      view.determinize((k) => (seed * 7919) % k, dst);
      expect(options.map((id) => cardOf(dst, id).name).sort()).toEqual(['Grizzly Bears', 'Spined Wurm']);
    }
    const p = loadPool();
    expect(p.has('Commune with Nature')).toBe(true);
  });
});
