// What one player may know (design.md, "Hidden information"): own hand, both graveyards, everything
// in play and on the stack, and only the sizes of hidden zones (the opponent's hand, both libraries).
//
// The view is the only thing an agent is given, and a user's agent module is untrusted code, so the
// view is sealed at run time, not only in TypeScript:
// - The game and the player sit in ES private fields (#g, #player): no property, getter or method
//   returns the game, its memory, a clone of it, or anything that shares memory with it.
// - Every id or player argument is checked (an integer in range, a visible object), so no argument
//   reads another column or a stale option past the current ones.
// - newGame() gives games with their own card list (copies of this game's cards), hash tables,
//   capacities and region map (the engine shares these between its games): writing them cannot change
//   the real game (the harness's trustedView(), for the project's own agents, shares the cards).
//   determinize() computes the copy in a private game and only then copies the finished result into
//   the caller's memory, so no caller code (its `rand`, or getters on its game) runs while any memory
//   it can reach holds hidden cards.
// - The class, its prototype and each view are frozen, and so is Game's prototype (reachable from a
//   game the view hands out): nothing can swap a method that the engine or another seat's view calls.
// Not covered: a module that patches built-ins for everyone (Int32Array.prototype.set, which cloneInto
// uses) runs in the same realm as the engine; shutting that out needs a separate realm or thread.
// Omniscience (a view whose determinize() copies the true game) exists only to measure what hiding
// costs (mcts cheat=true). Only omniscientView() makes one, and only the harness calls it, for a seat
// whose agent is a built-in agent asking for it; a user's module never gets one.
import type { CCard } from './core/cardform.js';
import { controller, keywords, power, toughness, types } from './facts/chars.js';
import { Decision, Flag, Zone } from './core/constants.js';
import { optionCount, optionValue } from './engine.js';
import { determinize } from './determinize.js';
import {
  type Capacities,
  Game,
  Global,
  PlayerSlot,
  pl,
  cardIdOf,
  ownerOf,
  zoneOf,
  flagsOf,
  damageOf,
} from './core/state.js';
import { listBase } from './core/zones.js';
import { knownInHand } from './facts/reveal.js';
import { realCardOf } from './core/face.js';

// Typed-array intrinsics for the copy out, taken at load: a `dst.m` that is not a real Int32Array of
// the right length is refused, so no caller object is ever handed our memory.
const typedArrayProto = Object.getPrototypeOf(Int32Array.prototype) as object;
const call = Function.prototype.call;
const copyInto = call.bind(
  Object.getOwnPropertyDescriptor(typedArrayProto, 'set')!.value as (src: Int32Array) => void,
) as (dst: unknown, src: Int32Array) => void;
const tagOf = call.bind(Object.getOwnPropertyDescriptor(typedArrayProto, Symbol.toStringTag)!.get!) as (
  x: unknown,
) => string | undefined;
const lengthOf = call.bind(Object.getOwnPropertyDescriptor(typedArrayProto, 'length')!.get!) as (x: unknown) => number;
const isInteger = Number.isInteger;
const cloneGameInto = Game.prototype.cloneInto;
const applyLayout = (Game.prototype as unknown as { applyLayout(this: Game): void }).applyLayout;
Object.freeze(Game.prototype);
Object.freeze(Game);

/**
 * The card list and hash tables (by layout size) handed out with newGame(), per real game and seat:
 * copies, shared by that seat's views (so an agent kept across views can clone its games into each
 * other) and never by the other seat's.
 */
interface Copies {
  cards: readonly CCard[];
  zobrists: Map<number, Int32Array>;
  deal: number;
}
const handedOut = new WeakMap<Game, Copies[]>();

/**
 * Copies of the cards this game uses (its decks' and their tokens'), at their ids; the rest of the pool is left out.
 * Copying the whole pool for every game and seat would cost about a millisecond; these are a few dozen.
 */
function cardsOfGame(g: Game): readonly CCard[] {
  const out: CCard[] = new Array(g.cards.length);
  for (let id = 0; id < g.n; id++) {
    const c = realCardOf(g, id); // a face-down card's own card too (which object it is stays hidden)
    if (out[c] !== undefined || !(id < g.nCards || zoneOf(g, id) !== Zone.None)) continue;
    const copy = (out[c] = structuredClone(g.cards[c]));
    for (const t of copy.tokens) out[t.id] ??= t; // the tokens its effects make, shared with its instructions
    // it may be played face down
    if (copy.faceDown >= 0) out[copy.faceDown] ??= structuredClone(g.cards[copy.faceDown]);
  }
  return out;
}

/** A signature of which cards the game's decks hold (order-free: shuffles don't change it). */
function dealOf(g: Game): number {
  let h = g.nCards;
  for (let id = 0; id < g.nCards; id++) {
    const c = realCardOf(g, id) + 1;
    h = (h + Math.imul(c ^ (c >>> 7), 0x9e3779b1)) | 0;
  }
  return h;
}

/** Keys of the omniscient and trusted constructors: not exported, only omniscientView() and trustedView() pass them. */
const OMNISCIENT = Symbol('omniscient');
const TRUSTED = Symbol('trusted');

export class PlayerView {
  readonly #g: Game;
  readonly #player: number;
  readonly #omniscient: boolean;
  /** newGame()'s games share the real game's card list (trustedView: the project's own agents), not copies. */
  readonly #sharesCards: boolean;
  /** Where determinize() works before copying out (made on first use). */
  #scratch: Game | null = null;
  /** A game of the caller's card list that only ever holds zeros: it lays out the caller's game. */
  #blank: Game | null = null;

  constructor(g: Game, player: number, key?: symbol) {
    if (!(g instanceof Game) || (player !== 0 && player !== 1)) throw new TypeError('PlayerView(game, 0 | 1)');
    this.#g = g;
    this.#player = player;
    this.#omniscient = key === OMNISCIENT;
    this.#sharesCards = key === OMNISCIENT || key === TRUSTED;
    Object.freeze(this);
  }

  get player(): number {
    return this.#player;
  }
  /** True only for a view the harness made with omniscientView() (mcts cheat). */
  get omniscient(): boolean {
    return this.#omniscient;
  }
  get decisionKind(): Decision {
    return this.#g.m[Global.DKind] as Decision;
  }
  get optionCount(): number {
    return optionCount(this.#g);
  }
  /** The option word of option a: an object id, a player ref (negative), or a priority word. */
  option(a: number): number {
    this.#index(a, optionCount(this.#g));
    return optionValue(this.#g, a);
  }
  get turn(): number {
    return this.#g.m[Global.Turn];
  }
  get step(): number {
    return this.#g.m[Global.Step];
  }
  get activePlayer(): number {
    return this.#g.m[Global.Active];
  }
  life(p: number): number {
    this.#index(p, 2);
    return pl(this.#g, p, PlayerSlot.Life);
  }
  poison(p: number): number {
    this.#index(p, 2);
    return pl(this.#g, p, PlayerSlot.Poison);
  }
  handSize(p: number): number {
    this.#index(p, 2);
    return this.#g.m[listBase(this.#g, Zone.Hand, p)];
  }
  librarySize(p: number): number {
    this.#index(p, 2);
    return this.#g.m[listBase(this.#g, Zone.Library, p)];
  }
  /** Own hand only: the object ids of the cards in this player's hand. */
  hand(): number[] {
    return this.#list(Zone.Hand, this.#player);
  }
  /** The cards of player p's hand this player knows (its own hand; an opponent's looked at or revealed: reveal.ts). */
  knownHand(p: number): number[] {
    this.#index(p, 2);
    const all = this.#list(Zone.Hand, p);
    return p === this.#player ? all : all.filter((id) => knownInHand(this.#g, this.#player, id));
  }
  graveyard(p: number): number[] {
    this.#index(p, 2);
    return this.#list(Zone.Graveyard, p);
  }
  inPlay(): number[] {
    return this.#list(Zone.InPlay, 0);
  }
  stackSize(): number {
    return this.#g.m[this.#g.stack];
  }
  /** Facts of a visible object (in play, on the stack, in a graveyard or this player's hand). */
  cardName(id: number): string {
    this.#visible(id);
    return this.#g.cards[cardIdOf(this.#g, id)].name;
  }
  /**
   * What a face-down spell or permanent this player controls really is (504 of 2008: its controller may
   * look at it): its card's name; '' for any other object (the other player's stay hidden).
   */
  faceDownName(id: number): string {
    this.#visible(id);
    const g = this.#g;
    if ((flagsOf(g, id) & Flag.FaceDown) === 0 || controller(g, id) !== this.#player) return '';
    return g.cards[realCardOf(g, id)].name;
  }
  controller(id: number): number {
    this.#visible(id);
    return controller(this.#g, id);
  }
  power(id: number): number {
    this.#visible(id);
    return power(this.#g, id);
  }
  toughness(id: number): number {
    this.#visible(id);
    return toughness(this.#g, id);
  }
  keywords(id: number): number {
    this.#visible(id);
    return keywords(this.#g, id);
  }
  types(id: number): number {
    this.#visible(id);
    return types(this.#g, id);
  }
  tapped(id: number): boolean {
    this.#visible(id);
    return (flagsOf(this.#g, id) & Flag.Tapped) !== 0;
  }
  damage(id: number): number {
    this.#visible(id);
    return damageOf(this.#g, id);
  }

  /**
   * A new, empty game of the same layout, for a searcher to determinize into and clone. Games of one
   * view share their copy of the card list (so they clone into each other), never the real one.
   */
  newGame(): Game {
    const g = this.#g;
    let perSeat = handedOut.get(g);
    if (!perSeat) {
      perSeat = [];
      handedOut.set(g, perSeat);
    }
    // A finished game's memory is reused for the next game (harness), with other decks: new copies then.
    const deal = dealOf(g);
    const slot = this.#player + (this.#sharesCards ? 2 : 0); // a trusted view's games never hold an untrusted one's
    let copies = perSeat[slot];
    if (copies === undefined || copies.deal !== deal)
      copies = perSeat[slot] = { cards: this.#sharesCards ? g.cards : cardsOfGame(g), zobrists: new Map(), deal };
    const zobrists = copies.zobrists;
    // A layout's hash table and region map are shared by the engine's games of that layout; these
    // games get their own copies, also after they grow (applyLayout sets both).
    const own = (x: Game) => {
      let z = zobrists.get(x.hashedEnd);
      if (!z) {
        z = x.zobrist.slice();
        zobrists.set(x.hashedEnd, z);
      }
      x.zobrist = z;
      x.regions = new Map([...x.regions].map(([name, [at, len]]) => [name, [at, len]]));
    };
    // Own capacities too: the default ones are one object shared by every game.
    const game = new Game(copies.cards, g.nA, g.nCards - g.nA, { ...g.caps });
    own(game);
    Object.defineProperty(game, 'applyLayout', {
      value(this: Game) {
        applyLayout.call(this);
        own(this);
      },
    });
    return game;
  }

  /**
   * Fills `dst` (a game from newGame()) with a determinization for this player: hidden cards redrawn
   * with `rand(n)` (design.md); an omniscient view copies the true game instead.
   */
  determinize(rand: (n: number) => number, dst: Game): void {
    const g = this.#g;
    if (this.#sharesCards && !this.#omniscient && dst.cards === g.cards) {
      // The project's own agents (trustedView): their `rand` is ours, and they read the copy through the engine only,
      // so it is made in place, without the private game, the copy out of its whole memory and the clearing of what
      // the engine never reads (6.5 -> 4.5 us of a 48 us default mcts iteration at the bench's position).
      determinize(g, this.#player, rand, dst, false);
      return;
    }
    let s = g;
    if (!this.#omniscient) {
      s = this.#scratch ??= new Game(g.cards, g.nA, g.nCards - g.nA);
      determinize(g, this.#player, rand, s);
    }
    // If dst is laid out otherwise (s grew), lay it out like s by cloning a game of zeros into it (its
    // own code may run then: there is nothing to see); then copy s's memory in with Int32Array's own set.
    if (dst.size !== s.size || !sameCaps(dst.caps, s.caps)) {
      const blank = (this.#blank ??= this.newGame());
      if (blank.size !== s.size || !sameCaps(blank.caps, s.caps)) blank.relayout(s.caps);
      cloneGameInto.call(blank, dst);
    }
    const mem: unknown = dst.m;
    if (tagOf(mem) !== 'Int32Array' || lengthOf(mem) !== lengthOf(s.m))
      throw new TypeError('determinize: dst is not a game of this layout (make it with newGame())');
    copyInto(mem, s.m);
  }

  #index(v: number, n: number): void {
    if (!isInteger(v) || v < 0 || v >= n) throw new RangeError(`PlayerView: ${String(v)} is not in 0..${n - 1}`);
  }

  #list(zone: Zone, p: number): number[] {
    const g = this.#g;
    const b = listBase(g, zone, p);
    const n = g.m[b];
    const out: number[] = [];
    for (let i = 0; i < n; i++) out.push(g.m[b + 1 + i]);
    return out;
  }

  #visible(id: number): void {
    const g = this.#g;
    this.#index(id, g.n);
    const z = zoneOf(g, id);
    // A player searching its library, or looking at its top cards, sees the cards it chooses among.
    const searching = z === Zone.Library && isLibraryChoice(g, this.#player, id);
    // A player choosing a card from another player's hand he or she looks at (Thrull Surgeon) sees it.
    const looking = z === Zone.Hand && isHandChoice(g, this.#player, id);
    // A card removed from the game face down (hideaway, 502.75 of 2008) is seen by its owner only, or (SeenByOpponent:
    // Grimoire Thief) by the other player only.
    const fd = flagsOf(g, id);
    const faceDown =
      z === Zone.Removed &&
      (fd & Flag.HiddenRemoved) !== 0 &&
      (ownerOf(g, id) === this.#player) === ((fd & Flag.SeenByOpponent) !== 0);
    if (
      faceDown ||
      (z === Zone.Library && !searching) ||
      (z === Zone.Hand && ownerOf(g, id) !== this.#player && !looking && !knownInHand(g, this.#player, id))
    ) {
      throw new Error(`PlayerView: object ${id} is hidden from player ${this.#player}`);
    }
  }
}
Object.freeze(PlayerView.prototype);
Object.freeze(PlayerView);

function isLibraryChoice(g: Game, player: number, id: number): boolean {
  const k = g.m[Global.DKind];
  // Its own library, or another player's that it searches (Head Games): the cards it chooses among.
  if ((k !== Decision.Search && k !== Decision.Order) || g.m[Global.DPlayer] !== player) return false;
  for (let a = 0; a < g.m[g.optionCount]; a++) if (g.m[g.options + a] === id) return true;
  return false;
}

/** Is object id an option of player's pending choice of a card to discard from another player's hand? */
export function isHandChoice(g: Game, player: number, id: number): boolean {
  if (g.m[Global.DKind] !== Decision.Discard || g.m[Global.DPlayer] !== player || ownerOf(g, id) === player)
    return false;
  for (let a = 0; a < g.m[g.optionCount]; a++) if (g.m[g.options + a] === id) return true;
  return false;
}

function sameCaps(a: Capacities, b: Capacities): boolean {
  for (const k in b) if (a[k as keyof Capacities] !== b[k as keyof Capacities]) return false;
  return true;
}

/** A view whose determinize() copies the true game: for the harness only (mcts cheat=true, see above). */
export function omniscientView(g: Game, player: number): PlayerView {
  return new PlayerView(g, player, OMNISCIENT);
}

/**
 * The view the harness gives the project's own agents: as hidden as any, but its newGame()'s games use the real
 * game's (the pool's) card objects instead of copies. Copying a game's cards for each seat cost a searching agent
 * 5-8% of its time, and copies are objects of other shapes, which the engine's hot code then has to handle too.
 * Never for an agent from a module (untrusted code could change the shared cards).
 */
export function trustedView(g: Game, player: number): PlayerView {
  return new PlayerView(g, player, TRUSTED);
}
