// "As [this] comes into play, ..." (419.1b-c, 419.1e): choices and changes made as a permanent would
// come into play, in the event batch's replace stage (before it happens, so its abilities see them), and
// what each does once it is in play. Each kind is a card word of the vocabulary (vocab/card-words-entry.ts:
// copy, name a card, choose a color, lose life, comes into play tapped) or the Auras' rule (212.4 of
// 2008, batch/copy.ts); the vocabulary installs them, in order, as it loads.
import type { Decision } from '../core/constants.js';
import { evBase } from '../core/event-records.js';
import type { Game } from '../core/state.js';

export interface EntryKind {
  /** The decision it asks (Decision.Copy, Name, Color, Enchant), or 0: it never asks. */
  readonly decision: Decision;
  /** Also as a face-down permanent is turned face up (419.1e: "as [this] is turned face up"). */
  readonly asTurnedFaceUp: boolean;
  /**
   * The event at b (a move into play, or with asTurnedFaceUp a turning face up) would happen: asks its
   * controller, or records `choice` (the answer to its decision; -1: none). False while a decision waits.
   */
  ask(g: Game, b: number, choice: number): boolean;
  /** Object id came into play by the event at b, whose flags were `flags`: what its choice does now. */
  entered?(g: Game, id: number, flags: number, b: number): void;
}
// An ask or an entered hook may grow the game's memory (a proposed event, an effect row): the event's
// offset is found again from its index for each.

let kinds: readonly EntryKind[] = [];
let withEntered: readonly EntryKind[] = [];

/** The entry kinds, in the order they are asked (vocab/card-word-registry.ts). */
export function installEntryKinds(list: readonly EntryKind[]): void {
  // One shape for every kind (the loops' reads stay monomorphic).
  kinds = list.map((k) => ({ decision: k.decision, asTurnedFaceUp: k.asTurnedFaceUp, ask: k.ask, entered: k.entered }));
  withEntered = kinds.filter((k) => k.entered !== undefined);
}

/**
 * Event e of the batch would put a permanent into play (or turn one face up): each kind asks in turn; the
 * decision answered (`entry`, a Decision) gets `choice`. False while a decision waits (the batch resumes).
 */
export function askEntryKinds(g: Game, e: number, turningUp: boolean, choice: number, entry: number): boolean {
  for (let i = 0; i < kinds.length; i++) {
    const k = kinds[i];
    if (turningUp && !k.asTurnedFaceUp) continue;
    if (!k.ask(g, evBase(g, e), entry === k.decision ? choice : -1)) return false;
  }
  return true;
}

/** Object id came into play by event e of the batch: each kind's choice takes effect. */
export function enteredKinds(g: Game, id: number, flags: number, e: number): void {
  for (let i = 0; i < withEntered.length; i++) withEntered[i].entered!(g, id, flags, evBase(g, e));
}

/** The turning face up of event e happened: the kinds asked as it was turned take effect (419.1e). */
export function turnedUpKinds(g: Game, id: number, flags: number, e: number): void {
  for (let i = 0; i < withEntered.length; i++) {
    const k = withEntered[i];
    if (k.asTurnedFaceUp) k.entered!(g, id, flags, evBase(g, e));
  }
}
