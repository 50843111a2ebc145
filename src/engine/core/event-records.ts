// Event records (design.md: game actions are events): what handlers, turn-based actions and state-based
// effects propose. A batch waits in the game's memory (so it survives a decision and a clone) until
// batch/events.ts flushes it through the replace stage, performs it and collects its triggers.
import { EventKind, Zone } from './constants.js';
import { type Game, EV_SIZE, grow, ref } from './state.js';

/** Event record fields. Obj: an object ref or player ref; Src: the source's ref (or -1); Aux: the
 * destination zone of a Move, the counter kind of Counters, the last known colors of a damage source,
 * the object attached to; Player: a Move's new controller, the player who draws, or the controller of
 * the spell or ability that causes a Discard or a Destroy (-1: none); Spare: after a zone change, the
 * kind it was proposed as. */
export const enum EventField {
  Kind = 0,
  Obj,
  Src,
  Amount,
  Aux,
  Player,
  Flags,
  Spare,
  SIZE,
}

/** Event flags. */
export const enum EventFlag {
  Bottom = 1,
  Combat = 2,
  NoRegen = 4,
  Done = 8,
  /** comes into play tapped (419.1c) */
  Tapped = 16,
  /** a Tap for mana; Player: who */
  ForMana = 32,
  /** comes into play attached to Spare (an Aura spell) */
  Attached = 64,
  /** copy.ts */
  CopyChosen = 128,
  /** copy.ts: an Aura's choice of what to enchant made */
  EnchantChosen = 256,
  /** the Aura had nothing to enchant: no move */
  Stays = 512,
  /** chosen.ts: its color choice made; the color bits at COLOR_SHIFT */
  ColorChosen = 1024,
  /** naming.ts: the card named as it comes into play is in Amount (bit 16: the color bits sit at 11-15) */
  NameChosen = 65536,
  /** a discard replaced by a Move elsewhere than the graveyard: still a discard (it triggers as one) */
  WasDiscard = 1 << 17,
  /** a draw replaced by revealing until a card of a kind (replace.ts; Aux: the kind) */
  Revealing = 1 << 18,
  /** the card goes to the hand revealed (the other player has seen it) */
  RevealToHand = 1 << 19,
  /** the event has passed the replace stage (its player's pass of the APNAP order, 419.9a) */
  Replaced = 1 << 20,
  /** a draw whose card the resolving effect acts on next (Sindbad): kept in StackField.Tracked if unreplaced */
  Tracked = 1 << 21,
  /** a replacement effect was applied to it (423.6c: no additional action on what it draws) */
  WasReplaced = 1 << 22,
  /** 419.7b: which damage a shield prevents first was asked */
  ShieldOrdered = 1 << 23,
  /** its "as [this] comes into play, you lose life" joined the batch (Lich) */
  LifeLost = 1 << 24,
  /** its permanent came into play with others and still waits for its timestamp order (batch/timestamps.ts) */
  Unordered = 1 << 25,
  /** its "you may reveal a [quality] card from your hand" was asked (or had no card to reveal) */
  RevealAsked = 1 << 26,
  /** its "as [this] comes into play, choose a creature type" was answered: the subtype id + 1 is in Spare */
  TypeChosen = 1 << 29,
  /** it comes into play with a -1/-1 counter on it (persist, 502.79 of 2008) */
  MinusOneCounter = 1 << 27,
  /** it comes into play with one counter of the named CounterKind in Src (Makeshift Mannequin's mannequin counter) */
  NamedCounter = 1 << 28,
  /** it comes into play tapped and attacking (never declared as an attacker: no "attacks" trigger; combat.ts) */
  Attacking = 1 << 30,
}

export const evBase = (g: Game, i: number) => g.events + i * EV_SIZE;

/** Proposes an event; it happens when the batch is flushed. Writes are unhashed: a batch is transient. */
export function propose(
  g: Game,
  kind: EventKind,
  obj: number,
  src: number,
  amount: number,
  aux = 0,
  player = -1,
  flags = 0,
): void {
  const n = g.m[g.eventCount];
  if (n >= g.caps.events) grow(g, 'events');
  const m = g.m;
  const b = g.events + n * EV_SIZE;
  m[b + EventField.Kind] = kind;
  m[b + EventField.Obj] = obj;
  m[b + EventField.Src] = src;
  m[b + EventField.Amount] = amount;
  m[b + EventField.Aux] = aux;
  m[b + EventField.Player] = player;
  m[b + EventField.Flags] = flags;
  m[b + EventField.Spare] = 0;
  m[g.eventCount] = n + 1;
}

// ---- Proposing, by kind (the names handlers and turn-based actions use) ----
/** A zone change of object `id` (as it is now) to `to`, under `ctrl` when it comes into play. */
export const proposeMove = (g: Game, id: number, to: Zone, ctrl = -1, bottom = false) =>
  propose(g, EventKind.Move, ref(g, id), -1, 0, to, ctrl, bottom ? EventFlag.Bottom : 0);

/** Object `id` comes into play under `ctrl` tapped and attacking (Militia's Pride: batch/events.ts putAttacking). */
export const proposeEnterAttacking = (g: Game, id: number, ctrl: number) =>
  propose(g, EventKind.Move, ref(g, id), -1, 0, Zone.InPlay, ctrl, EventFlag.Tapped | EventFlag.Attacking);

/**
 * Destroys `id`; `src`: the source's ref (-1: lethal damage); `by`: the controller of the spell or ability (Player).
 */
export const proposeDestroy = (g: Game, id: number, src: number, noRegen = false, by = -1) =>
  propose(g, EventKind.Destroy, ref(g, id), src, 0, 0, by, noRegen ? EventFlag.NoRegen : 0);

export const proposeSacrifice = (g: Game, id: number) => propose(g, EventKind.Sacrifice, ref(g, id), -1, 0);

/** Card `id` is discarded; `by`: the controller of the spell or ability that causes it (-1: a game rule). */
export const proposeDiscard = (g: Game, id: number, by: number) =>
  propose(g, EventKind.Discard, ref(g, id), -1, 0, 0, by);

export const proposeDraw = (g: Game, p: number) => propose(g, EventKind.Draw, -1, -1, 1, 0, p);

/** Damage from `src` (a ref, or -1) whose colors as last known are `lastColors`, to an object ref or player ref. */
export const proposeDamage = (g: Game, src: number, lastColors: number, dst: number, amount: number, combat = false) =>
  propose(g, EventKind.Damage, dst, src, amount, lastColors, -1, combat ? EventFlag.Combat : 0);

export const proposeLifeChange = (g: Game, p: number, n: number) =>
  propose(g, n >= 0 ? EventKind.GainLife : EventKind.LoseLife, -1, -1, Math.abs(n), 0, p);

export const proposeCounters = (g: Game, id: number, plusOne: boolean, n: number) =>
  propose(g, EventKind.Counters, ref(g, id), -1, n, plusOne ? 1 : -1);

/** Attaches `id` to `to` (object ids as they are now). */
export const proposeAttach = (g: Game, id: number, to: number) =>
  propose(g, EventKind.Attach, ref(g, id), -1, 0, ref(g, to));

export const proposeUnattach = (g: Game, id: number) => propose(g, EventKind.Unattach, ref(g, id), -1, 0);

/** A permanent spell's card comes into play under `ctrl` attached to `to` (a ref): an Aura spell resolving. */
export function proposeEnterAttached(g: Game, id: number, ctrl: number, to: number): void {
  propose(g, EventKind.Move, ref(g, id), -1, 0, Zone.InPlay, ctrl, EventFlag.Attached);
  g.m[evBase(g, g.m[g.eventCount] - 1) + EventField.Spare] = to;
}

export const proposePoison = (g: Game, p: number, n: number) => propose(g, EventKind.Poison, -1, -1, n, 0, p);

export const proposeTap = (g: Game, id: number, tap: boolean) =>
  propose(g, tap ? EventKind.Tap : EventKind.Untap, ref(g, id), -1, 0);
