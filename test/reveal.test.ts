// What a player knows of the other's hand (src/engine/reveal.ts): a hand looked at (Peek) or revealed
// (Distress) shows in the looker's PlayerView and survives determinization until the cards leave the
// hand; "your opponents play with their hands revealed" (Telepathy) shows the whole hand while it is in
// play. A card drawn later stays hidden.
import { describe, expect, test } from 'vitest';
import {
  apply,
  Decision,
  decisionKind,
  describeOption,
  type Game,
  isOver,
  legalActions,
  MAX_OPTIONS,
  optionCount,
} from '../src/engine/api/game.js';
import { cardOf, PlayerView, Zone, zoneObject, zoneSize } from '../src/engine/api/observe.js';
import { fastAction } from '../agents/policy.js';
import { SearchRng } from '../agents/rng.js';
import { lands, position } from './agents-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);

/** Applies the option whose description starts with `what`, then passes until a decision that isn't priority. */
function act(g: Game, what: string): void {
  const n = legalActions(g, legal);
  for (let a = 0; a < n; a++)
    if (describeOption(g, a).startsWith(what)) {
      apply(g, a);
      return;
    }
  throw new Error(`no option "${what}": ${Array.from({ length: n }, (_, a) => describeOption(g, a)).join(', ')}`);
}
function passUntil(g: Game, kind: Decision): void {
  for (let i = 0; i < 50 && !isOver(g) && decisionKind(g) !== kind; i++) act(g, 'pass');
}
const handOf = (g: Game, p: number) =>
  Array.from({ length: zoneSize(g, Zone.Hand, p) }, (_, i) => zoneObject(g, Zone.Hand, p, i));

describe('looking at a hand', () => {
  test("Peek: A sees the cards of B's hand; a determinization keeps them; a card B draws later is hidden", () => {
    const g = position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Peek'], inPlay: ['Island'], library: lands('Island') },
        B: { hand: ['Shock', 'Craw Wurm'], library: ['Giant Growth', ...lands('Forest')] },
      },
    });
    const bHand = handOf(g, 1);
    const before = new PlayerView(g, 0);
    expect(() => before.cardName(bHand[0])).toThrow(/hidden/);
    expect(before.knownHand(1)).toEqual([]);
    act(g, 'cast Peek');
    act(g, 'target player B');
    passUntil(g, Decision.Priority);
    for (let i = 0; i < 4 && zoneSize(g, Zone.Graveyard, 0) === 0; i++) act(g, 'pass');
    expect(zoneSize(g, Zone.Graveyard, 0)).toBe(1);
    const view = new PlayerView(g, 0);
    expect(bHand.map((id) => view.cardName(id)).sort()).toEqual(['Craw Wurm', 'Shock']);
    expect(view.knownHand(1).sort()).toEqual([...bHand].sort());
    const dst = view.newGame();
    for (let seed = 1; seed <= 6; seed++) {
      view.determinize((k) => (seed * 7919 + 13) % k, dst);
      expect(bHand.map((id) => cardOf(dst, id).name).sort()).toEqual(['Craw Wurm', 'Shock']);
    }
    // B's own view is unchanged: A's hand stays hidden from B.
    const bView = new PlayerView(g, 1);
    expect(bView.knownHand(0)).toEqual([]);
    // B draws the Giant Growth in its turn: A doesn't know that card.
    for (let i = 0; i < 60 && !(g.m.length > 0 && zoneSize(g, Zone.Hand, 1) === 3); i++)
      act(g, optionCount(g) > 0 && decisionKind(g) === Decision.Priority ? 'pass' : '');
    const drawn = handOf(g, 1).find((id) => !bHand.includes(id))!;
    expect(cardOf(g, drawn).name).toBe('Giant Growth');
    expect(() => new PlayerView(g, 0).cardName(drawn)).toThrow(/hidden/);
    expect(new PlayerView(g, 0).knownHand(1).sort()).toEqual([...bHand].sort());
  });

  test("Telepathy: while A controls it, A sees all of B's hand (B still doesn't see A's)", () => {
    const g = position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Grizzly Bears'], inPlay: ['Telepathy', 'Forest', 'Forest'], library: lands('Island') },
        B: { hand: ['Shock', 'Craw Wurm'], library: lands('Forest') },
      },
    });
    const view = new PlayerView(g, 0);
    expect(
      handOf(g, 1)
        .map((id) => view.cardName(id))
        .sort(),
    ).toEqual(['Craw Wurm', 'Shock']);
    expect(() => new PlayerView(g, 1).cardName(handOf(g, 0)[0])).toThrow(/hidden/);
    const none = position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: { inPlay: [{ card: 'Telepathy', controller: 'B' }], library: lands('Island') },
        B: { hand: ['Shock'], library: lands('Forest') },
      },
    });
    expect(() => new PlayerView(none, 0).cardName(handOf(none, 1)[0])).toThrow(/hidden/);
  });

  test("Distress: the chooser sees the revealed hand, and the heuristic policy picks from the opponent's cards", () => {
    const g = position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Distress'], inPlay: ['Swamp', 'Swamp'], library: lands('Swamp') },
        B: { hand: ['Shock', 'Craw Wurm', 'Forest'], library: lands('Forest') },
      },
    });
    act(g, 'cast Distress');
    act(g, 'target player B');
    passUntil(g, Decision.Discard);
    expect(decisionKind(g)).toBe(Decision.Discard);
    const view = new PlayerView(g, 0);
    const names = Array.from({ length: view.optionCount }, (_, a) => view.cardName(view.option(a))).sort();
    expect(names).toEqual(['Craw Wurm', 'Shock']); // nonland only
    const a = fastAction(g, new SearchRng(1));
    expect(a).toBeGreaterThanOrEqual(0);
    expect(a).toBeLessThan(2);
  });

  test("Head Games: the searcher sees the opponent's library while choosing (determinizations keep it), then knows the new hand", () => {
    const g = position({
      start: { turn: 1, active: 'A', step: 'main1' },
      players: {
        A: { hand: ['Head Games'], inPlay: ['Swamp', 'Swamp', 'Swamp', 'Swamp', 'Swamp'], library: lands('Swamp') },
        B: { hand: ['Shock', 'Craw Wurm'], library: ['Forest', 'Island', 'Giant Growth', 'Plains'] },
      },
    });
    act(g, 'cast Head Games');
    passUntil(g, Decision.Search);
    expect(decisionKind(g)).toBe(Decision.Search);
    const view = new PlayerView(g, 0);
    const opts = Array.from({ length: view.optionCount }, (_, a) => view.option(a));
    expect(opts.map((id) => view.cardName(id)).sort()).toEqual([
      'Craw Wurm',
      'Forest',
      'Giant Growth',
      'Island',
      'Plains',
      'Shock',
    ]);
    const dst = view.newGame();
    for (let seed = 1; seed <= 4; seed++) {
      view.determinize((k) => (seed * 31 + 7) % k, dst);
      expect(opts.map((id) => cardOf(dst, id).name).sort()).toEqual([
        'Craw Wurm',
        'Forest',
        'Giant Growth',
        'Island',
        'Plains',
        'Shock',
      ]);
    }
    const pick = (name: string) => {
      for (let a = 0; a < optionCount(g); a++)
        if (describeOption(g, a).startsWith(`find ${name}`)) {
          apply(g, a);
          return;
        }
      throw new Error(name);
    };
    pick('Forest');
    pick('Plains');
    // (With nothing else to do, play goes on into B's turn: B draws a card A doesn't know.)
    const known = new PlayerView(g, 0).knownHand(1);
    expect(known.map((id) => cardOf(g, id).name).sort()).toEqual(['Forest', 'Plains']);
    expect(handOf(g, 1).length).toBeGreaterThanOrEqual(2);
  });
});
