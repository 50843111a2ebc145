// What one player may know (design.md, "Hidden information"): own hand, both graveyards, everything
// in play and on the stack, and only the sizes of hidden zones (the opponent's hand, both libraries).
import { controller, keywords, power, toughness, types } from './chars.js';
import { D, Flag, Zone } from './constants.js';
import { optionCount, optionValue } from './engine.js';
import { determinize } from './determinize.js';
import { Game, G, P, pl } from './state.js';
import { listBase } from './zones.js';

export class PlayerView {
  constructor(private readonly g: Game, readonly player: number) {}

  get decisionKind(): D { return this.g.m[G.DKind] as D; }
  get optionCount(): number { return optionCount(this.g); }
  /** The option word of option a: an object id, a player ref (negative), or a priority word. */
  option(a: number): number { return optionValue(this.g, a); }
  get turn(): number { return this.g.m[G.Turn]; }
  get step(): number { return this.g.m[G.Step]; }
  get activePlayer(): number { return this.g.m[G.Active]; }
  life(p: number): number { return pl(this.g, p, P.Life); }
  poison(p: number): number { return pl(this.g, p, P.Poison); }
  handSize(p: number): number { return this.g.m[listBase(this.g, Zone.Hand, p)]; }
  librarySize(p: number): number { return this.g.m[listBase(this.g, Zone.Library, p)]; }
  /** Own hand only: the object ids of the cards in this player's hand. */
  hand(): number[] { return this.list(Zone.Hand, this.player); }
  graveyard(p: number): number[] { return this.list(Zone.Graveyard, p); }
  inPlay(): number[] { return this.list(Zone.InPlay, 0); }
  stackSize(): number { return this.g.m[this.g.oStack]; }
  /** Facts of a visible object (in play, on the stack, in a graveyard or this player's hand). */
  cardName(id: number): string { this.visible(id); return this.g.cards[this.g.card[id]].name; }
  controller(id: number): number { this.visible(id); return controller(this.g, id); }
  power(id: number): number { this.visible(id); return power(this.g, id); }
  toughness(id: number): number { this.visible(id); return toughness(this.g, id); }
  keywords(id: number): number { this.visible(id); return keywords(this.g, id); }
  types(id: number): number { this.visible(id); return types(this.g, id); }
  tapped(id: number): boolean { this.visible(id); return (this.g.flags[id] & Flag.Tapped) !== 0; }
  damage(id: number): number { this.visible(id); return this.g.damage[id]; }

  /** A new game of the same layout, for a searcher to clone and determinize into. */
  newGame(): Game { return new Game(this.g.cards, this.g.nA, this.g.nCards - this.g.nA); }
  /** Fills `dst` with a determinization for this player: hidden cards redrawn with `rand(n)` (design.md). */
  determinize(rand: (n: number) => number, dst: Game): void { determinize(this.g, this.player, rand, dst); }
  /** The true game, hidden information included: only for measuring what hiding costs (mcts cheat). */
  cheatCloneInto(dst: Game): void { this.g.cloneInto(dst); }

  private list(zone: Zone, p: number): number[] {
    const b = listBase(this.g, zone, p); const n = this.g.m[b];
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(this.g.m[b + 1 + i]);
    return out;
  }

  private visible(id: number): void {
    const z = this.g.zone[id];
    if (z === Zone.Library || (z === Zone.Hand && this.g.owner[id] !== this.player)) {
      throw new Error(`PlayerView: object ${id} is hidden from player ${this.player}`);
    }
  }
}
