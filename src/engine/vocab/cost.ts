// What one cost word is ("{T}", "sacrificeThis", a mana cost, {"sacrifice": FILTER}, ...): its JSON form,
// its compiler into a part of an activated ability's cost, its description, and at run time how it is
// checked as payable when the ability is listed and how it is paid as the ability goes on the stack,
// with the choice it may ask (actions/cost-kinds.ts CostKind). Each word is defined once
// (vocab/costs-*.ts) and listed in vocab/cost-registry.ts.
import type { Static, TSchema } from '@sinclair/typebox';
import type { ActivatedC, CostC, ManaCost } from '../core/cardform.js';
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import type { CostKind } from '../actions/cost-kinds.js';
import type { Compile } from './common.js';

/** An activated ability's cost as its words compile it (compile.ts makes the ActivatedC of it). */
export interface CostsC {
  /** The mana part (zero when none) and whether {T} is a part: ActivatedC.cost and .tap. */
  cost: ManaCost;
  tap: boolean;
  /** The parts, in the order they are paid (ActivatedC.costs). */
  costs: CostC[];
  /** Does a part ask a choice as it is paid (a sacrifice or discard)? */
  asks: boolean;
  /** Are its parts only {T} and mana, which an automatic payer pays as it taps a source (a land's mana ability)? */
  tapAndManaOnly: boolean;
  /** Does a part make the X without mana ("Sacrifice X Goats": CostKind.xMost)? */
  xFromCost: boolean;
}

/**
 * Where a part goes among the parts of a cost: the order they are paid and described in (409.1h: the
 * player pays them in any order; this is the engine's). The mana first: the automatic payer plays the
 * mana abilities it needs as it pays (409.1g), and it is the one part that may turn out unpayable, so it
 * goes before any other part proposes an event. Parts with a choice are chosen and paid as the ability
 * is built, before all of these (stack.ts).
 */
export const enum CostOrder {
  Mana = 0,
  /** The source's own state ({T}). */
  Source = 1,
  /** The source itself (sacrificing it). */
  Self = 2,
  /** Other objects: chosen (a permanent to sacrifice, a card to discard), or all that match. */
  Chosen = 3,
}

export interface CostDef<S extends TSchema> {
  /** The word as descriptions and messages name it. */
  readonly name: string;
  /** Its JSON form: a string word ("{T}"), a mana cost, or an object with one key ({"sacrifice": FILTER}). */
  readonly schema: S;
  readonly order: CostOrder;
  /** Written twice in one cost, it is one part ({T}: a permanent taps once). */
  readonly once?: boolean;
  /** The automatic payer pays it as it taps a source for mana ({T} and the mana: mana.ts). */
  readonly payer?: boolean;
  /** The decision paying it asks (CostKind.choice; it then has `candidates`); none by default. */
  readonly choice?: Decision;
  /** What choosing does to the chosen object, for descriptions ("tap"); "sacrifice" by default. */
  readonly choiceVerb?: string;
  /**
   * Fills its part (filter, n) and notes on the cost what the payer reads (mana, {T}); `before`: the
   * words written before it in the same cost (a word refuses those it can't be paid with). `f` names it.
   */
  compile?(o: Static<S>, c: Compile, f: string, part: CostC, costs: CostsC, before: readonly CostWord[]): void;
  /** "{T}", "sacrifice a creature": for logs (costs: the whole cost; null: a spell's additional one). */
  describe(part: CostC, costs: CostsC | ActivatedC | null): string;
  /** CostKind.payable; by default, a part with a choice can be paid when there is something to choose. */
  payable?(g: Game, p: number, src: number, ab: ActivatedC | null, part: CostC): boolean;
  candidates?(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number;
  pay(g: Game, rec: number, p: number, src: number, ab: ActivatedC | null, part: CostC, chosen: number): boolean;
  /** CostKind.extraGeneric; none by default. */
  extraGeneric?(part: CostC, chosen: number): number;
  /** CostKind.allowsX; any X by default. */
  allowsX?(g: Game, p: number, part: CostC, x: number): boolean;
  /** CostKind.xMost; none by default. */
  xMost?(g: Game, p: number, src: number, part: CostC): number;
  /** CostKind.repeats; one choice by default. */
  repeats?(g: Game, rec: number, part: CostC, chosen: number): boolean;
}

/** A cost word, compile part and run-time part, erased for the registry's list. */
export interface CostWord extends CostKind {
  readonly name: string;
  readonly schema: TSchema;
  readonly order: CostOrder;
  readonly once: boolean;
  readonly payer: boolean;
  /** Its number (CostC.word): its place in the registry's list, set as the registry lists it. */
  word: number;
  compileOwn(o: unknown, c: Compile, f: string, part: CostC, costs: CostsC, before: readonly CostWord[]): void;
  describe(part: CostC, costs: CostsC | ActivatedC | null): string;
}

const none = (): number => 0;

export function defineCost<S extends TSchema>(d: CostDef<S>): CostWord {
  const candidates = d.candidates ?? none;
  return {
    name: d.name,
    schema: d.schema,
    order: d.order,
    once: d.once ?? false,
    payer: d.payer ?? false,
    choice: d.choice ?? Decision.None,
    choiceVerb: d.choiceVerb ?? 'sacrifice',
    word: -1,
    compileOwn:
      d.compile === undefined
        ? () => {}
        : (o, c, f, part, costs, before) => d.compile!(o as Static<S>, c, f, part, costs, before),
    describe: d.describe,
    payable: d.payable ?? ((g, p, src, _ab, part) => candidates(g, p, src, part, null, 0) > 0),
    candidates,
    pay: d.pay,
    extraGeneric: d.extraGeneric ?? none,
    allowsX: d.allowsX ?? null,
    repeats: d.repeats ?? null,
    xMost: d.xMost ?? null,
  };
}
