// What a player is offered with shme's cards whose costs can't always be paid: Scarscale Ritual's additional cost
// (a -1/-1 counter on a creature you control; Tatterkite can't have one) and Illuminated Folio's (two cards of the
// hand sharing a color). The scenarios under test/scenarios/cards/shadowmoor/ check what they do.
import { describe, expect, test } from 'vitest';
import { runScenario } from '../src/scenario/run.js';
import { apply, Decision, decisionKind } from '../src/engine/api/game.js';
import { fastAction } from '../agents/policy.js';
import { SearchRng } from '../agents/rng.js';
import { pool, position, optionTexts, take } from './agents-helpers.js';

function offers(hand: string[], inPlay: string[], bInPlay: string[] = []): string[] {
  const g = position({
    start: { turn: 1, active: 'A', step: 'main1' },
    players: { A: { hand, inPlay, library: ['Plains'] }, B: { inPlay: bInPlay, library: ['Island'] } },
  });
  return optionTexts(g);
}

describe('Scarscale Ritual', () => {
  test('offered with a creature of A to put the counter on', () => {
    const opts = offers(['Scarscale Ritual'], ['Island', 'Swamp', 'Grizzly Bears']);
    expect(opts.some((o) => o.startsWith('cast Scarscale Ritual'))).toBe(true);
  });
  test("not offered with only B's creature, or only a Tatterkite", () => {
    expect(
      offers(['Scarscale Ritual'], ['Island', 'Swamp'], ['Grizzly Bears']).some((o) =>
        o.startsWith('cast Scarscale Ritual'),
      ),
    ).toBe(false);
    expect(
      offers(['Scarscale Ritual'], ['Island', 'Swamp', 'Tatterkite']).some((o) =>
        o.startsWith('cast Scarscale Ritual'),
      ),
    ).toBe(false);
  });
});

describe('Illuminated Folio', () => {
  const activates = (opts: string[]) => opts.some((o) => o.startsWith('activate Illuminated Folio'));
  test('offered with two green cards in hand', () => {
    expect(activates(offers(['Grizzly Bears', 'Giant Growth', 'Shock'], ['Illuminated Folio', 'Forest']))).toBe(true);
  });
  test('not offered when no two cards share a color (a land is colorless)', () => {
    expect(activates(offers(['Grizzly Bears', 'Shock', 'Island', 'Forest'], ['Illuminated Folio', 'Forest']))).toBe(
      false,
    );
  });
});

describe('Knacksaw Clique', () => {
  const run = (turn: number) =>
    runScenario(
      {
        name: 'knacksaw',
        start: { turn: 1, active: 'B', step: 'main1' },
        players: {
          A: {
            inPlay: [{ card: 'Knacksaw Clique', id: 'k', tapped: true }, 'Island', 'Island', 'Forest', 'Forest'],
            library: ['Island', 'Island'],
          },
          B: { library: [{ card: 'Giant Growth', id: 'gg' }, 'Island', 'Island'] },
        },
        actions: [
          { player: 'A', activate: '@k', ability: 0, targets: ['B'] },
          { resolve: true },
          ...(turn === 2 ? [{ goto: { turn: 2, step: 'main1' as const } }] : []),
          { player: 'A', cast: '@gg', targets: ['@k'] },
          { resolve: true },
        ],
        stop: { turn: 2, step: 'beginCombat' },
      },
      pool,
      'knacksaw',
    );
  test("the removed card may be played in the turn it was removed (an instant, in B's turn)", () => {
    expect(run(1).failures).toEqual([]);
  });
  test('not in a later turn: "until end of turn"', () => {
    expect(run(2).failures.join('\n')).toMatch(/cast/);
  });
});

describe('a counter of the kind chosen: the fast policy', () => {
  /** A plays Medicine Runner on `target` (a Grizzly Bears with these counters, A's or B's) up to the kind's choice. */
  function atKind(counters: Record<string, number>, owner: 'A' | 'B'): string {
    const bears = { card: 'Grizzly Bears', id: 'gb', counters };
    const g = position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: {
          hand: ['Medicine Runner'],
          inPlay: ['Forest', 'Plains', ...(owner === 'A' ? [bears] : [])],
          library: ['Plains'],
        },
        B: { inPlay: owner === 'B' ? [bears] : [], library: ['Island'] },
      },
    });
    take(g, 'cast Medicine Runner');
    for (let i = 0; i < 20 && decisionKind(g) !== Decision.CounterKind; i++) {
      const o = optionTexts(g);
      const want =
        decisionKind(g) === Decision.Target ? 'Grizzly Bears' : decisionKind(g) === Decision.May ? 'yes' : '';
      apply(
        g,
        want === ''
          ? 0
          : Math.max(
              0,
              o.findIndex((x) => x.includes(want)),
            ),
      );
    }
    return optionTexts(g)[fastAction(g, new SearchRng(1))];
  }
  test("from A's own creature: its -1/-1 counter, else a charge counter rather than its +1/+1 counter", () => {
    expect(atKind({ '-1/-1': 1, charge: 2 }, 'A')).toBe('a -1/-1 counter');
    expect(atKind({ '+1/+1': 1, charge: 2 }, 'A')).toBe('a charge counter');
  });
  test("from B's creature: its +1/+1 counter, else a charge counter rather than its -1/-1 counter", () => {
    expect(atKind({ '+1/+1': 1, charge: 2 }, 'B')).toBe('a +1/+1 counter');
    expect(atKind({ '-1/-1': 1, charge: 2 }, 'B')).toBe('a charge counter');
  });
});

describe("Oona, Queen of the Fae's color: the fast policy", () => {
  test("names the color B's cards show most (B's two green Grizzly Bears, one red Shock in B's graveyard)", () => {
    const g = position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: { inPlay: ['Oona, Queen of the Fae', 'Island', 'Island', 'Island'], library: ['Plains'] },
        B: { inPlay: ['Grizzly Bears', 'Grizzly Bears'], graveyard: ['Shock'], library: ['Island', 'Forest'] },
      },
    });
    take(g, 'activate Oona');
    for (let i = 0; i < 20 && decisionKind(g) !== Decision.ResolveColor; i++) apply(g, 0);
    expect(decisionKind(g)).toBe(Decision.ResolveColor);
    expect(optionTexts(g)[fastAction(g, new SearchRng(1))]).toMatch(/green/);
  });
});
