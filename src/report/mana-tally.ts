// The running totals of mana.csv and mana-cards.csv, a game at a time (as tally.ts does for the other
// reports): per deck and agent, on the play and on the draw, how many games had missed a land drop, been
// color screwed or flooded by each own turn; per deck and card, when it was first castable.
// Definitions: docs/reports.md, "mana.csv".
import { GOLDFISH_AGENT } from '../harness/goldfish.js';
import { landsIn, type OwnTurn, type SeatMana, SCREW, NO_SPELL } from '../harness/mana-turns.js';
import type { GameRecord } from '../harness/types.js';

/** The figures, in mana.csv's order. */
export const MEASURES = ['missed_land_drop', 'color_screw', 'flood'] as const;
export type Measure = (typeof MEASURES)[number];

/** mana.csv's own turns: 1 to this. */
export const MANA_TURNS = 10;
/** Flooded: at least this many lands in play and no nonland card in hand at the end of an own turn. */
export const FLOOD_LANDS = 6;

/** Did the measure's event happen on this own turn (number n, 1-based)? */
const EVENT: Record<Measure, (t: OwnTurn, n: number) => boolean> = {
  missed_land_drop: (t, n) => landsIn(t) < n,
  color_screw: (t) => (t & SCREW) !== 0,
  flood: (t) => landsIn(t) >= FLOOD_LANDS && (t & NO_SPELL) !== 0,
};

/** Per side (0 on the play, 1 on the draw), measure and own turn t (1..MANA_TURNS): [games, games with]. */
const slot = (side: number, m: number, t: number) => 2 * ((side * MEASURES.length + m) * MANA_TURNS + (t - 1));
const SLOTS = 2 * 2 * MEASURES.length * MANA_TURNS;

export interface DeckMana {
  deck: string;
  agent: string;
  counts: Int32Array;
}

export interface CardMana {
  deck: string;
  card: string;
  drawn: number;
  castable: number; // games drawn in which it was castable
  castableTurns: number; // own turn it was first castable, summed over those games
  cast: number;
  castTurns: number; // own turn of its first cast, summed over the games it was cast
}

export class ManaTally {
  /** deck -> agent -> figures. */
  readonly decks = new Map<string, Map<string, DeckMana>>();
  /** deck -> card -> figures. */
  readonly cards = new Map<string, Map<string, CardMana>>();

  add(r: GameRecord): void {
    if (r.endReason === 'error') return;
    // The goldfish of `playtest goldfish` has no cards: no mana figures.
    if (r.agentA !== GOLDFISH_AGENT)
      this.seat(r.deckA, r.agentA, r.onPlay === 'A', r.manaA, r.drawnA, r.castA, r.castTurnA);
    if (r.agentB !== GOLDFISH_AGENT)
      this.seat(r.deckB, r.agentB, r.onPlay === 'B', r.manaB, r.drawnB, r.castB, r.castTurnB);
  }

  private seat(
    deck: string,
    agent: string,
    onPlay: boolean,
    mana: SeatMana,
    drawn: readonly string[],
    cast: readonly string[],
    castTurn: readonly number[],
  ): void {
    const byAgent = getOr(this.decks, deck, () => new Map<string, DeckMana>());
    const d = getOr(byAgent, agent, () => ({ deck, agent, counts: new Int32Array(SLOTS) }));
    const side = onPlay ? 0 : 1;
    const ended = mana.turns.length;
    MEASURES.forEach((measure, m) => {
      const first = mana.turns.findIndex((t, i) => EVENT[measure](t, i + 1)) + 1; // 0: never
      for (let t = 1; t <= MANA_TURNS; t++) {
        const hit = first > 0 && first <= t;
        // Known by own turn t: it happened by then, or the turn ended without it.
        if (!hit && ended < t) break;
        d.counts[slot(side, m, t)]++;
        if (hit) d.counts[slot(side, m, t) + 1]++;
      }
    });
    const cards = getOr(this.cards, deck, () => new Map<string, CardMana>());
    const card = (name: string) =>
      getOr(cards, name, () => ({ deck, card: name, drawn: 0, castable: 0, castableTurns: 0, cast: 0, castTurns: 0 }));
    // Lists are sorted by name: walk castable alongside drawn.
    let k = 0;
    for (const name of drawn) {
      const c = card(name);
      c.drawn++;
      while (k < mana.castable.length && mana.castable[k] < name) k++;
      if (k < mana.castable.length && mana.castable[k] === name) {
        c.castable++;
        c.castableTurns += mana.castableTurn[k];
      }
    }
    cast.forEach((name, i) => {
      const c = card(name);
      c.cast++;
      c.castTurns += Math.max(1, ownTurnOf(castTurn[i], onPlay));
    });
  }
}

/** The own turns a player had begun by game turn t: the player on the play takes the odd turns. */
export function ownTurnOf(t: number, onPlay: boolean): number {
  return onPlay ? Math.ceil(t / 2) : Math.floor(t / 2);
}

/** [games, games with the event] of a deck's figures, on the play (0), on the draw (1) or both (-1). */
export function manaCount(d: DeckMana, side: number, m: number, t: number): [number, number] {
  if (side >= 0) return [d.counts[slot(side, m, t)], d.counts[slot(side, m, t) + 1]];
  const [a, b] = [manaCount(d, 0, m, t), manaCount(d, 1, m, t)];
  return [a[0] + b[0], a[1] + b[1]];
}

function getOr<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}
