// Lorwyn (D) cards whose effect is what a player may not do, checked on the priority options: Gaddock Teeg.
import { describe, expect, test } from 'vitest';
import {} from '../src/engine/api/game.js';
import { position, optionTexts } from './agents-helpers.js';

const options = optionTexts;

describe('Gaddock Teeg', () => {
  const hand = ['Wrath of God', 'Blaze', 'Serra Angel', 'Rampant Growth', 'Mind Rot', 'Howl of the Night Pack'];
  const lands = ['Plains', 'Plains', 'Plains', 'Plains', 'Mountain', 'Swamp', 'Forest', 'Forest', 'Forest'];

  test("noncreature spells with converted mana cost 4 or greater or with {X} can't be played, by either player", () => {
    for (const active of ['A', 'B'] as const) {
      const g = position({
        start: { turn: 1, active, step: 'main1' },
        players: {
          A: {
            hand: active === 'A' ? hand : [],
            inPlay: active === 'A' ? [...lands, 'Gaddock Teeg'] : ['Gaddock Teeg'],
          },
          B: { hand: active === 'B' ? hand : [], inPlay: active === 'B' ? lands : [] },
        },
      });
      const casts = options(g).filter((o) => o.startsWith('cast'));
      // Serra Angel is a creature (5); Rampant Growth and Mind Rot cost 2 and 3; Wrath of God costs 4, Howl of the
      // Night Pack 7, Blaze has {X}.
      expect(casts.sort()).toEqual(['cast Mind Rot', 'cast Rampant Growth', 'cast Serra Angel']);
    }
  });

  test('without it, all of them can be played', () => {
    const g = position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: { A: { hand, inPlay: lands }, B: {} },
    });
    expect(options(g).filter((o) => o.startsWith('cast')).length).toBe(hand.length);
  });
});

describe('Thousand-Year Elixir', () => {
  const setup = (elixir: boolean, owner: 'A' | 'B' = 'A') =>
    position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: {
          inPlay: [
            { card: 'Prodigal Pyromancer', summoningSick: true },
            ...(elixir && owner === 'A' ? ['Thousand-Year Elixir'] : []),
          ],
        },
        B: { inPlay: elixir && owner === 'B' ? ['Thousand-Year Elixir'] : [] },
      },
    });

  test("its controller's summoning-sick creatures may play their {T} abilities; nobody else's", () => {
    const ping = (g: ReturnType<typeof position>) =>
      options(g).some((o) => o.startsWith('activate Prodigal Pyromancer'));
    expect(ping(setup(true))).toBe(true);
    expect(ping(setup(false))).toBe(false);
    expect(ping(setup(true, 'B'))).toBe(false); // B's Elixir: "creatures you control"
  });
});

describe('Needle Drop', () => {
  test("only a creature or player dealt damage this turn may be targeted; none: it can't be cast", () => {
    const g = position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: { A: { hand: ['Needle Drop'], inPlay: ['Mountain', 'Grizzly Bears'] }, B: { inPlay: ['Hill Giant'] } },
    });
    expect(options(g).some((o) => o.startsWith('cast Needle Drop'))).toBe(false);
  });
});
