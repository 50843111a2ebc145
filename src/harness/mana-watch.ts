// Mana figures of a game (docs/reports.md, "mana.csv"), recorded at turn boundaries only: at the first
// decision of a later turn, for each turn that ended since, the state of the player whose turn it was.
// Nothing between the end of a turn and that decision changes its player's lands or hand but the other
// player's untap, upkeep and draw, so this is the state at the end of the turn, for the price of one
// integer compare per decision. It reads the game through the engine's API and never changes it.
import { type Game, turnNumber } from '../engine/api/game.js';
import {
  activePlayer,
  type CCard,
  cardOf,
  isLandCard,
  ownerOf,
  Zone,
  zoneObject,
  zoneSize,
} from '../engine/api/observe.js';
import { type OwnTurn, type SeatMana, SCREW, NO_SPELL, LANDS_SHIFT } from './mana-turns.js';

/** Colorless mana (bit 5 of a mana ability's colors, after WUBRG). */
const COLORLESS = 1 << 5;

// Scratch, reused: lands in play that make mana, by the color subsets they can pay (Hall's condition below).
const cover = new Int32Array(32);

/** Watches one game for both seats. */
export class ManaWatch {
  private turn = 1;
  private active: number;
  private readonly own: [number[], number[]] = [[], []]; // each seat's own turns: their game turn numbers
  private readonly turns: [OwnTurn[], OwnTurn[]] = [[], []]; // each ended own turn's figures
  private readonly castable: [Map<string, number>, Map<string, number>] = [new Map(), new Map()]; // name -> own turn

  constructor(firstPlayer: number) {
    this.active = firstPlayer;
  }

  /** At a decision: closes the turns that ended since the last one seen. One compare unless a turn ended. */
  observe(g: Game): void {
    const t = turnNumber(g);
    if (t === this.turn) return;
    this.closeUntil(g, t);
    this.turn = t;
    this.active = activePlayer(g);
  }

  /**
   * The game is over: the turns that ended since the last decision are closed; the turn it ended in is not
   * (it did not end), unless the turn limit ended the game after it.
   */
  finish(g: Game, turnLimit: boolean): void {
    const t = turnNumber(g);
    this.closeUntil(g, turnLimit ? t + 1 : t);
    if (!turnLimit && t >= this.turn) this.own[t === this.turn ? this.active : this.inferred(t)].push(t);
  }

  /**
   * A seat's figures; `cast` and `castTurn` (game turns, sorted by name) are the cards it cast, each of
   * which was castable by the own turn it was cast in.
   */
  seat(s: number, cast: readonly string[], castTurn: readonly number[]): SeatMana {
    const first = new Map(this.castable[s]);
    cast.forEach((name, i) => {
      const turn = Math.max(1, this.ownTurnsBy(s, castTurn[i]));
      const prev = first.get(name);
      if (prev === undefined || turn < prev) first.set(name, turn);
    });
    const castable = [...first.keys()].sort();
    return { turns: this.turns[s], castable, castableTurn: castable.map((n) => first.get(n) as number) };
  }

  /** The seat's own turns begun by game turn `t`. */
  private ownTurnsBy(s: number, t: number): number {
    let n = 0;
    for (const x of this.own[s]) if (x <= t) n++;
    return n;
  }

  /** Closes turns this.turn .. end-1: the first's player is known, the others' (no decision seen) alternate. */
  private closeUntil(g: Game, end: number): void {
    for (let t = this.turn; t < end; t++) {
      const s = t === this.turn ? this.active : this.inferred(t);
      this.own[s].push(t);
      this.turns[s].push(ownTurn(g, s, this.own[s].length, this.castable[s]));
    }
  }

  private inferred(t: number): number {
    return this.active ^ ((t - this.turn) & 1);
  }
}

/**
 * Seat s's figures at the end of its own turn `n`: lands in play, color screw (a nonland card in hand whose mana
 * value the mana-making lands cover but whose colors they can't pay), no nonland card in hand. Notes the cards in
 * hand the lands could pay for, by name, on their first such turn.
 */
function ownTurn(g: Game, s: number, n: number, castable: Map<string, number>): OwnTurn {
  cover.fill(0);
  let lands = 0;
  let sources = 0;
  const inPlay = zoneSize(g, Zone.InPlay, 0);
  for (let i = 0; i < inPlay; i++) {
    const id = zoneObject(g, Zone.InPlay, 0, i);
    // The printed card and its owner, read from the state as it is: characteristics (control, copies) are not
    // brought up to date for this, and a land changes either only by a rare effect.
    const card = cardOf(g, id);
    if (!isLandCard(card) || ownerOf(g, id) !== s) continue;
    lands++;
    const mask = landColors(card);
    if (mask === 0) continue;
    sources++;
    for (let m = 1; m < 32; m++) if ((mask & m) !== 0) cover[m]++;
  }
  let screw = false;
  let spells = 0;
  const hand = zoneSize(g, Zone.Hand, s);
  for (let i = 0; i < hand; i++) {
    const card = cardOf(g, zoneObject(g, Zone.Hand, s, i));
    if (isLandCard(card)) continue;
    spells++;
    const cost = card.cost;
    if (cost === null) continue;
    // A hybrid cost: the lands could pay it if they could pay one of its ways (104.3).
    let enough = false;
    let colors = false;
    for (const way of cost.ways ?? [cost]) {
      if (amountOf(way) > sources) continue;
      enough = true;
      if (colorsPayable(way.colored)) colors = true;
    }
    if (!enough) continue;
    if (!colors) screw = true;
    else if (!castable.has(card.name)) castable.set(card.name, n);
  }
  return (lands << LANDS_SHIFT) | (screw ? SCREW : 0) | (spells === 0 ? NO_SPELL : 0);
}

/** The colors (WUBRG bits 0-4, colorless bit 5) a land's {T} mana abilities make. */
function landColors(c: CCard): number {
  return (c.manaSrc.free | c.manaSrc.painful) & (0x1f | COLORLESS);
}

/**
 * Could the counted lands (cover) pay these colored symbols, one land per symbol? Hall's condition: for every
 * set of colors, its symbols are no more than the lands that make any of them. Symbols of one color are
 * interchangeable, so the sets of colors are all the sets of symbols that need checking (32 at most).
 */
const amountOf = (cost: { generic: number; colored: readonly number[] }): number =>
  cost.generic + cost.colored[0] + cost.colored[1] + cost.colored[2] + cost.colored[3] + cost.colored[4];

function colorsPayable(colored: readonly number[]): boolean {
  let used = 0;
  for (let c = 0; c < 5; c++) if (colored[c] > 0) used |= 1 << c;
  for (let m = used; m > 0; m = (m - 1) & used) {
    let need = 0;
    for (let c = 0; c < 5; c++) if ((m & (1 << c)) !== 0) need += colored[c];
    if (need > cover[m]) return false;
  }
  return true;
}
