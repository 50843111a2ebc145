// Setting games up and looking inside them (design.md, "Engine core"): what scenarios, tests, the bench
// and the harness's reports need to build positions, script play, compare states and read a game's record
// (what was drawn and cast, the loops settled). Agents never use it.
import { advance } from '../engine.js';
import { turnFaceDown } from '../batch/face.js';
import { realCardOf as morphRealCard } from '../core/face.js';
import type { CCard } from '../core/cardform.js';
import { End, FIRST_NAMED_COUNTER, Flag, NAMED_COUNTERS, type Step, type Zone } from '../core/constants.js';
import { setTapped as manaSetTapped, moveTo } from '../core/zones.js';
import {
  type Game,
  Global,
  History,
  markDirty,
  noteDamaged,
  PlayerSlot,
  put,
  ref,
  setAttach,
  setCard,
  setDamage as setObjectDamage,
  setLoyalty,
  setNamedCounters,
  setPl,
  firstCastOf,
  histOf,
  trigCountOf,
} from '../core/state.js';
import { enterStep } from '../actions/turn.js';
import { LOOP_KIND_NAMES, loopKindOf, loopSignature } from '../actions/loops.js';

/** A game with every object out of play and the globals at their starting values (then place objects). */
export { blankGame } from '../engine.js';
/** Decision kinds as scenarios answer them: a Choice names an option; ChooseForm is how. */
export { Choice, ChooseForm } from '../decisions/module.js';
/** The state's 64-bit hash as 16 hex digits: equal states hash equal (tests check clones with it). */
export { stateHash } from '../core/state.js';
/** The canonical position's 64-bit key as loop detection compares it (golden games record it). */
export { positionKey } from '../actions/loop-position.js';
/** A slot for a new token (a ceased token's slot is used again; the capacity grows when needed). */
export { allocToken } from '../core/zones.js';

/** Puts object `id` into a zone under a controller (a new object, as any zone change). */
export function placeObject(g: Game, id: number, zone: Zone, ctrl = -1, bottom = false): void {
  moveTo(g, id, zone, ctrl, bottom);
}
export function setTapped(g: Game, id: number, on: boolean): void {
  manaSetTapped(g, id, on);
}
/** A morph permanent in play is face down (502.26: a 2/2 with no name, text or color; its card hidden). */
export function setFaceDown(g: Game, id: number): void {
  turnFaceDown(g, id);
}
/** The card object id really is (its own when face up): tests look behind a face-down object. */
export const realCardOf = (g: Game, id: number): CCard => g.cards[morphRealCard(g, id)];
export function setDamage(g: Game, id: number, n: number): void {
  setObjectDamage(g, id, n);
  if (n > 0) noteDamaged(g, id); // marked damage was dealt this turn
  g.m[g.anyDamageMarked] = 1;
  g.m[g.sbaDirty] = 1;
}
export function setCounters(g: Game, id: number, kind: 1 | -1, n: number): void {
  put(g, (kind > 0 ? g.plusOneCounters : g.minusOneCounters) + id, n);
  g.m[g.cacheDirty] = 1;
}
/** Counters of a named kind ("charge") on a permanent. */
export function setNamedCounterCount(g: Game, id: number, kind: string, n: number): void {
  setNamedCounters(g, id, FIRST_NAMED_COUNTER + (NAMED_COUNTERS as readonly string[]).indexOf(kind), n);
}
/** Loyalty counters on a planeswalker (212.9 of 2008). */
export function setLoyaltyCounters(g: Game, id: number, n: number): void {
  setLoyalty(g, id, n);
}
export function setLife(g: Game, p: number, n: number): void {
  setPl(g, p, PlayerSlot.Life, n);
}
export function setPoison(g: Game, p: number, n: number): void {
  setPl(g, p, PlayerSlot.Poison, n);
}
/** A permanent put into play by setup is not summoning sick unless `sick`. */
export function setSummoningSick(g: Game, id: number, sick: boolean): void {
  put(g, g.controlledSince + id, sick ? g.m[Global.Turn] : -1);
}
/** Makes object slot `id` (a token slot) a token of card `cardId` owned by `owner`, out of play. */
export function makeToken(g: Game, id: number, cardId: number, owner: number): void {
  put(g, g.cardIds + id, cardId);
  put(g, g.owners + id, owner);
  put(g, g.flags + id, Flag.Token);
}
/** Marks token slots below `next` used. */
export function setNextTokenSlot(g: Game, next: number): void {
  put(g, Global.NextToken, next);
}
/** Attaches Aura or Equipment `id` to object `to`, or an "enchant player" Aura to a player (`to`: playerRef). */
export function attach(g: Game, id: number, to: number): void {
  setAttach(g, id, to < 0 ? to : ref(g, to));
  markDirty(g); // (what it is attached to is read by characteristics)
}
/** Scripted play: show single-option decisions too, and list every copy of a card in hand. */
export function setScripted(g: Game, on: boolean): void {
  g.m[g.showSingleOptions] = on ? 1 : 0;
  g.m[g.listCopies] = on ? 1 : 0;
}
/** Priority options list every copy of a card in hand (as scripts do), not only the first. */
export function setListCopies(g: Game, on: boolean): void {
  g.m[g.listCopies] = on ? 1 : 0;
}
/** Setup and tests: object `id` becomes a copy of card `cardId` (its identity only; nothing else changes). */
export function setCardOf(g: Game, id: number, cardId: number): void {
  setCard(g, id, cardId);
  g.m[g.cacheDirty] = 1;
}
/** Show single-option decisions too (replays log step by step). */
export function setShowSingleOptions(g: Game, on: boolean): void {
  g.m[g.showSingleOptions] = on ? 1 : 0;
}
/** Starts the game at the beginning of `step` of the current turn, active player holding priority. */
export function beginAtStep(g: Game, step: Step, skipPause = true): void {
  if (skipPause) put(g, Global.Paused, 1);
  enterStep(g, step);
  advance(g);
}
/** Sets whose turn it is (setup only). */
export function setTurn(g: Game, turn: number, active: number): void {
  put(g, Global.Turn, turn);
  put(g, Global.Active, active);
  put(g, Global.Prio, active);
  setPl(g, active, PlayerSlot.LastTurn, turn);
  setPl(g, 1 - active, PlayerSlot.LastTurn, turn - 1);
}

// ---- The game's record, for reports and scenarios (never read by the rules; agents don't need it) ----

/** Was object id drawn (a card in an opening hand counts; forgetDrawn undoes it for a mulligan)? */
export const wasDrawn = (g: Game, id: number): boolean => (histOf(g, id) & History.Drawn) !== 0;
/** Was object id cast this game? */
export const wasCast = (g: Game, id: number): boolean => (histOf(g, id) & History.Cast) !== 0;
/** The turn object id was first cast. */
export const firstCastTurn = (g: Game, id: number): number => firstCastOf(g, id);
/** How many times this object's triggered abilities have triggered. */
export const triggerCount = (g: Game, id: number): number => trigCountOf(g, id);

// ---- Loops (421): what the engine settled, for reports and scenarios ----
/**
 * The kind of the first loop the game settled: none, mandatory_draw, optional_one_player, optional_two_player or
 * optional_independent (421.5).
 */
export function settledLoop(
  g: Game,
): 'none' | 'mandatory_draw' | 'optional_one_player' | 'optional_two_player' | 'optional_independent' {
  return LOOP_KIND_NAMES[loopKindOf(g)];
}
/**
 * The game's loop_kind (design.md): action_limit when the turn's decision cap ended it (detection
 * missed a loop), else the first loop settled, else turn_limit when the turn limit ended it, else none.
 */
/** loop_kind values of games.csv and loops.csv (design.md, "Reports"), in their order; 'none' first. */
export const LOOP_KINDS = [
  'none',
  'mandatory_draw',
  'optional_one_player',
  'optional_two_player',
  'optional_independent',
  'turn_limit',
  'action_limit',
] as const;
export type LoopKind = (typeof LOOP_KINDS)[number];

export function gameLoopKind(g: Game): LoopKind {
  const reason = g.m[Global.EndReason];
  if (reason === End.ActionLimit) return 'action_limit';
  const settled = settledLoop(g);
  if (settled !== 'none') return settled;
  return reason === End.TurnLimit ? 'turn_limit' : 'none';
}
/** The names of the cards whose items resolved in one cycle of that loop (first seen first). */
export function loopCards(g: Game): string[] {
  return loopSignature(g).map((c) => g.cards[c].name);
}

/** Reports: clears object id's Drawn mark (a hand shuffled away by a mulligan was never really drawn). */
export function forgetDrawn(g: Game, id: number): void {
  g.m[g.historyBits + id] &= ~History.Drawn;
}

/** Decisions taken so far, single-option ones included (the bench counts them). */
export const decisionsTaken = (g: Game): number => g.m[Global.Decisions];
export function resetDecisionsTaken(g: Game): void {
  g.m[Global.Decisions] = 0;
}
/** For tests: a copy of the game's whole memory (to compare two games byte for byte). */
export const gameMemory = (g: Game): Int32Array => g.m.slice();
