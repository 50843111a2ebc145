// What one card-level word is: a field of the card object itself, not an ability ("dredge": 2,
// "morph": "{1}{U}", "comesIntoPlayTapped": true). Each is defined once (vocab/card-words-*.ts): its
// schema (a property of the card's schema), its compiler (what it records on the compiled card, checked
// against the rest of the card), and, for a choice or change made as the permanent comes into play
// (419.1b-c, 419.1e), its part in the replace stage (batch/entry-kinds.ts), as for a replacement of the
// card's own outside play (batch/replacement-kinds.ts). The registry
// (vocab/card-word-registry.ts) lists them in the order of the published schema.
import type { Static, TSchema } from '@sinclair/typebox';
import type { EntryKind } from '../batch/entry-kinds.js';
import type { OwnReplacementKind } from '../batch/replacement-kinds.js';
import type { CCard } from '../core/cardform.js';
import type { Compile } from './common.js';

export interface CardWordDef<F extends string, S extends TSchema> {
  /** The card object's field. */
  readonly field: F;
  readonly schema: S;
  /** Records the word on the card (its printed facts already compiled; with afterAbilities, its abilities too). */
  compile(v: Static<S>, card: CCard, c: Compile): void;
  readonly afterAbilities?: boolean;
  /** Its part as a permanent comes into play (asked in the registry's order of entry kinds). */
  readonly entry?: EntryKind;
  /** A replacement of the card's own that works outside play (the replace stage's OWN_BASE options). */
  readonly ownReplacement?: OwnReplacementKind;
}

/** A card word, its value's type erased for the registry's list (its field and schema kept for the card's type). */
export interface CardWord<F extends string = string, S extends TSchema = TSchema> {
  readonly field: F;
  readonly schema: S;
  compile(v: unknown, card: CCard, c: Compile): void;
  readonly afterAbilities: boolean;
  readonly entry: EntryKind | null;
  readonly ownReplacement: OwnReplacementKind | null;
}

export function defineCardWord<F extends string, S extends TSchema>(d: CardWordDef<F, S>): CardWord<F, S> {
  return {
    field: d.field,
    schema: d.schema,
    compile: (v, card, c) => d.compile(v as Static<S>, card, c),
    afterAbilities: d.afterAbilities === true,
    entry: d.entry ?? null,
    ownReplacement: d.ownReplacement ?? null,
  };
}
