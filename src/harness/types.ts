// Shapes shared by the harness, the report writers and the CLI.
import type { LoopKind } from '../engine/api/setup.js';
import type { SeatMana } from './mana-turns.js';

/** A deck as parsed from a deck file: its display name and its cards, one entry per copy. */
export interface Deck {
  name: string; // file name without extension, e.g. "green-stompy"
  file: string; // path it was read from
  cards: string[]; // card names, expanded: "4 Grizzly Bears" gives four entries
  sideboard?: string[]; // recorded in the manifest; played only through a sideboard plan (--match)
  /** Sideboard plans from the deck file's `vs OPPONENT:` lines (decks/plans.ts), used by --match. */
  plans?: SideboardPlan[];
  /** Restricted play: cards of the deck its pilot may not play or cast (compare --without). */
  without?: string[];
  /** The goldfish of `playtest goldfish` (harness/goldfish.ts): no cards, never loses to its empty library. */
  goldfish?: true;
}

/** A deck's plan against one opponent (by deck name, or "*" for any): the copies it takes out and puts in. */
export interface SideboardPlan {
  opponent: string;
  out: string[]; // card names, one entry per copy
  in: string[];
  line?: number; // where the file says it
}

/** loop_kind values of games.csv and loops.csv (design.md, "Reports"). */
export type { LoopKind };

/** Why a game ended: end_reason of games.csv. */
export type EndReason =
  'life' | 'library' | 'poison' | 'loop_draw' | 'turn_limit' | 'effect' | 'action_limit' | 'error';

/** One game to play. Seat A plays deckA with agentA; onPlay says which seat takes the first turn. */
export interface GameSpec {
  gameIndex: number;
  seed: number; // the game's own seed, derived from (run seed, game index)
  deckA: Deck;
  deckB: Deck;
  agentA: string; // agent spec as given on the command line, e.g. "random" or "mcts:iterations=200"
  agentB: string;
  onPlay: 'A' | 'B';
  maxTurns: number;
  /** Fault injection (--crash-on-cast): the game throws once a card of this name is cast. */
  crashOnCast?: string;
  /** With --match: the match (its index) and the game's number in it (1 to 3). */
  matchIndex?: number;
  gameInMatch?: number;
}

/** What one game produced: a games.csv row, per-card figures for cards.csv, mulligans for mulligans.csv. */
export interface GameRecord {
  gameIndex: number;
  seed: number;
  deckA: string;
  deckB: string;
  agentA: string;
  agentB: string;
  onPlay: 'A' | 'B';
  winner: 'A' | 'B' | 'draw' | ''; // '' when the game errored
  endReason: EndReason;
  turns: number;
  loopKind: LoopKind;
  /**
   * The cards whose abilities or spells made up the game's first settled loop, sorted, joined by " + " ('' without
   * one).
   */
  loopSignature: string;
  mulligansA: number;
  mulligansB: number;
  error?: string; // message when endReason is 'error'
  /** Distinct card names each seat drew (the kept opening hand included), sorted. */
  drawnA: string[];
  drawnB: string[];
  /** Distinct card names in each seat's kept opening hand (after mulligans), sorted; each is also in drawn. */
  openingA: string[];
  openingB: string[];
  /** Distinct card names each seat cast, sorted, and the turn each was first cast (same order). */
  castA: string[];
  castB: string[];
  castTurnA: number[];
  castTurnB: number[];
  /** Each seat's mana figures: lands, screw and flood per own turn, when each card was first castable. */
  manaA: SeatMana;
  manaB: SeatMana;
  /** With --match: the match and the game's number in it (games.csv's match_index, game_in_match). */
  matchIndex?: number;
  gameInMatch?: number;
}
