// A seat's mana figures of one game, as the harness records them (mana-watch.ts) and games.csv keeps
// them (report/mana-cells.ts): per own turn that ended, one word; per card, the first own turn it was castable.

/** One own turn, at its end: lands in play << LANDS_SHIFT | NO_SPELL | SCREW. */
export type OwnTurn = number;
/** A nonland card in hand had a mana value the mana-making lands covered but colors they could not pay. */
export const SCREW = 1;
/** No nonland card in hand. */
export const NO_SPELL = 2;
export const LANDS_SHIFT = 2;

export const landsIn = (t: OwnTurn): number => t >>> LANDS_SHIFT;

export interface SeatMana {
  /** Own turns 1, 2, ... that ended, in order (the turn a game ended in did not, unless the turn limit ended it). */
  turns: OwnTurn[];
  /**
   * Distinct names, sorted, of the cards that were castable at some point (in hand at the end of an own turn with
   * lands in play that could pay their cost, or cast), and the first own turn each was (same order).
   */
  castable: string[];
  castableTurn: number[];
}

export const noSeatMana = (): SeatMana => ({ turns: [], castable: [], castableTurn: [] });
