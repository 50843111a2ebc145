// Playing a game from outside (design.md, "Engine core"): the OpenSpiel-shaped dozen. A pending decision
// has a kind, a player and options 0..n-1; an action is an option's index. What a game holds is read
// with api/observe.ts; positions are built with api/setup.ts.
import { Game, Global, put } from '../core/state.js';

/** A game's whole state: one Int32Array and the card list it was made with. */
export { Game } from '../core/state.js';
/** The length a legalActions() array needs. */
export { MAX_OPTIONS } from '../core/state.js';
/** What a decision is about (decisionKind), and why a game ended (endReason). */
export { Decision, End } from '../core/constants.js';
/** Priority decisions in one turn after which the game ends as action_limit (a loop detection missed). */
export { MAX_TURN_DECISIONS } from '../actions/loops.js';
/** newGame's options: seed, first player, turn limit, and a finished game whose memory to reuse. @public */
export type { GameOptions } from '../engine.js';
export {
  /** A new game of two decks (card ids): libraries shuffled, hands drawn, at its first decision (a mulligan). */
  newGame,
  /** The pending decision's kind (Decision.None once the game is over). */
  decisionKind,
  /** The player (0 or 1) who makes the pending decision. */
  decisionPlayer,
  /** How many options the pending decision has (0 once the game is over). */
  optionCount,
  /** Fills `out` with the legal actions (0..n-1) and returns n. */
  legalActions,
  /** Takes action `a` and plays on to the next decision that has a choice (or the end). */
  apply,
  /** Has the game ended? */
  isOver,
  /** 0 or 1: that seat won; 2: a draw; -1: not over. */
  winner,
  /** Why the game ended (End: life, library, poison, a loop, the turn limit, ...). */
  endReason,
  /** The turn number (1 is the first turn). */
  turnNumber,
} from '../engine.js';
export {
  /** The pending decision in words, for logs: "turn 3 main1: A priority". */
  describeDecision,
  /** Option `a` in words, for logs: "cast Shock#12". */
  describeOption,
} from '../describe.js';

/** Copies `src` into `dst` (a game made for the same decks, as by gameLike): its memory but stale scratch. */
export function cloneGame(src: Game, dst: Game): void {
  src.cloneInto(dst);
}
/** A new, empty game of the same layout as `g` (for cloneGame). */
export function gameLike(g: Game): Game {
  return new Game(g.cards, g.nA, g.nCards - g.nA);
}
/** Pause at the beginning of every step (a Pause decision; option 0 goes on): search agents stop at a turn's end. */
export function setStepPause(g: Game, on: boolean): void {
  put(g, Global.StepHook, on ? 1 : 0);
}
