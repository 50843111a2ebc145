// The replace stage's kinds of replacement and prevention (419), installed from the vocabulary
// (vocab/replacement-registry.ts: each defined once, in vocab/replacements-*.ts and, for a card's own,
// with its card word): what a row of the Replacement layer of that kind applies to and what it does to
// the event, and the replacements a card has of its own outside play (OWN_BASE options). replace.ts asks
// them through these tables; it knows no kind by name.
import { ContinuousEffect } from '../core/continuous.js';
import type { Game } from '../core/state.js';

/** A kind of replacement-layer row (its ContinuousEffect number: ContinuousEffect.What). */
export interface ReplacementKind {
  readonly what: number;
  /** Does row r (its offset) apply to the event at b as the event is now? */
  applies(g: Game, r: number, b: number): boolean;
  /** Replaces event i (at b) by row `row` (at r); may remove the row (a used-up shield). */
  apply(g: Game, i: number, b: number, r: number, row: number): void;
  /**
   * For agents ordering replacements (419.9a): +1 when it spares the affected player or object, -1 when it
   * makes the event worse for them, 0 otherwise.
   */
  readonly benefit: number;
  /** A modal replacement (419.6g): how many modes are asked as it applies (0: none; mode 0 declines a "may"). */
  readonly modes: number;
  /** The mode chosen (1 .. modes - 1) for event i (at b) by row r: what the replacement then does. */
  applyMode(g: Game, i: number, b: number, mode: number, r: number): void;
  /** A prevention shield of an amount (419.7b): the affected player orders the damage it prevents first. */
  readonly shield: boolean;
  /** A prevention effect (419.1d): it doesn't apply while "damage can't be prevented" (Everlasting Torment). */
  readonly prevents: boolean;
}

/** A card's own replacement that works outside play ("if [this] would be put into a graveyard", dredge). */
export interface OwnReplacementKind {
  /** The kinds of event it may replace (bits 1 << EventKind): the stage asks it of no other. */
  readonly events: number;
  /** Cheap, run for every event while no row exists: could some card's replacement of this kind apply at b? */
  mayApply(g: Game, b: number): boolean;
  /** Writes the cards whose replacement of this kind applies to event i (at b) as options from k; the new k. */
  options(g: Game, i: number, b: number, k: number): number;
  /** Is option card id's replacement of this kind (the event at b as it was when the option was made)? */
  owns(g: Game, id: number, b: number): boolean;
  /** Applies card id's replacement to event i; false when a decision is asked first (its modes). */
  apply(g: Game, i: number, id: number): boolean;
  /** The mode chosen (1 .. ) for card id's replacement of event i. */
  applyMode(g: Game, i: number, id: number, mode: number): void;
  benefit(g: Game, id: number): number;
}

const noMode = (): void => {};
/** The rows of other kinds in the Replacement layer (rules read where they apply: CantLose, SkipEachStep, ...). */
const INERT: ReplacementKind = {
  what: -1,
  applies: () => false,
  apply: noMode,
  benefit: 0,
  modes: 0,
  applyMode: noMode,
  shield: false,
  prevents: false,
};
const kinds: ReplacementKind[] = [];
let own: readonly OwnReplacementKind[] = [];
/** The own kinds that may replace each kind of event (none: an empty list). */
let ownByEvent: (readonly OwnReplacementKind[])[] = [];
const NONE: readonly OwnReplacementKind[] = [];

/** Installs the row kinds (each copied into one shape: the stage's reads stay monomorphic) and the own kinds. */
export function installReplacementKinds(
  list: readonly ReplacementKind[],
  ownList: readonly OwnReplacementKind[],
): void {
  kinds.length = 0;
  for (const d of list) {
    if (kinds[d.what] !== undefined) throw new Error(`replacement kinds: ${d.what} defined twice`);
    kinds[d.what] = {
      what: d.what,
      applies: d.applies,
      apply: d.apply,
      benefit: d.benefit,
      modes: d.modes,
      applyMode: d.applyMode ?? noMode,
      shield: d.shield,
      prevents: d.prevents,
    };
  }
  for (let w = 0; w < Math.max(kinds.length, ContinuousEffect.FIRST_FREE); w++) kinds[w] ??= INERT;
  own = ownList.map((k) => ({
    events: k.events,
    mayApply: k.mayApply,
    options: k.options,
    owns: k.owns,
    apply: k.apply,
    applyMode: k.applyMode,
    benefit: k.benefit,
  }));
  ownByEvent = [];
  for (let e = 0; e < 32; e++) {
    const ks = own.filter((k) => (k.events & (1 << e)) !== 0);
    ownByEvent.push(ks.length === 0 ? NONE : ks);
  }
}

/** The kind of a Replacement-layer row's What (one that replaces nothing for the layer's other rows). */
export const replacementKind = (what: number): ReplacementKind => kinds[what];

/** The cards' own kinds that may replace an event of kind `eventKind` (EventKind). */
export const ownReplacementKinds = (eventKind: number): readonly OwnReplacementKind[] => ownByEvent[eventKind];

/** The own kind of option card id for the event at b. */
export function ownKindOf(g: Game, id: number, b: number): OwnReplacementKind {
  for (const k of own) if (k.owns(g, id, b)) return k;
  throw new Error(`replace stage: card ${id} has no own replacement for this event`);
}
