// What one kind of replacement or prevention row is (419): which events a row of it applies to and what
// it does to them, for the replace stage (batch/replace.ts). The words that make such rows (static
// abilities in vocab/statics-*.ts, shields made by verbs in vocab/effects-*.ts) name the kind by its
// ContinuousEffect number. Each kind is defined once (vocab/replacements-*.ts) and listed in
// vocab/replacement-registry.ts; a new kind takes a number of its own there (UNNUMBERED).
import type { ReplacementKind } from '../batch/replacement-kinds.js';
import type { Game } from '../core/state.js';

/** A kind's number is given by the registry (after the engine's own ContinuousEffect numbers). */
export const UNNUMBERED = -1;

export interface ReplacementDef {
  what: number;
  applies(g: Game, r: number, b: number): boolean;
  apply(g: Game, i: number, b: number, r: number, row: number): void;
  /** +1 spares the affected player or object, -1 harms them, 0 neither (for agents ordering them). */
  benefit: -1 | 0 | 1;
  /** A modal replacement (419.6g): its modes and what a chosen mode does. */
  modes?: number;
  applyMode?(g: Game, i: number, b: number, mode: number, r: number): void;
  /** A prevention shield of an amount (419.7b). */
  shield?: boolean;
  /** A prevention effect (419.1d): "damage can't be prevented" stops it. */
  prevents?: boolean;
}

export function defineReplacement(d: ReplacementDef): ReplacementKind {
  return {
    what: d.what,
    applies: d.applies,
    apply: d.apply,
    benefit: d.benefit,
    modes: d.modes ?? 0,
    applyMode: d.applyMode ?? (() => {}),
    shield: d.shield === true,
    prevents: d.prevents === true || d.shield === true,
  };
}
