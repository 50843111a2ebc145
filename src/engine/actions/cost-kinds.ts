// Cost kinds (409.1f-h of 2008): what a cost word of the card vocabulary does at run time. The words are
// defined above this layer (vocab/costs-*.ts: schema, compiler, description, and the parts below) and
// install their kinds here as the vocabulary loads; an activated ability's cost is a list of parts
// (ActivatedC.costs), a spell's additional cost one part (CCard.additionalCost), each naming its word's
// kind. The priority listing asks whether every part can be paid (priority.ts: on every decision, so
// nothing here allocates); putting the item on the stack asks the choices some parts need, paying each
// as it is chosen, then pays the others (stack.ts).
import { type ActivatedC, type CCard, type CostC } from '../core/cardform.js';
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';

export interface CostKind {
  /**
   * The decision paying it asks (which permanent to sacrifice, which card to discard: 409.1f), made as the
   * ability goes on the stack; Decision.None: it is paid without a choice.
   */
  readonly choice: Decision;
  /** What choosing does to the object chosen, for descriptions: "sacrifice", "tap". */
  readonly choiceVerb: string;
  /**
   * Can player p pay it now for ability ab of permanent src (the listing of priority options)? ab is
   * null for a spell's additional cost (src: the spell's card).
   */
  payable(g: Game, p: number, src: number, ab: ActivatedC | null, part: CostC): boolean;
  /**
   * A part with a choice: what p may choose, written to out at `at` (none written when out is null: then
   * only whether there is one, 0 or at least 1); the count.
   */
  candidates(g: Game, p: number, src: number, part: CostC, out: Int32Array | null, at: number): number;
  /**
   * Pays it as the item goes on the stack (rec: its stack record), as proposed events; `chosen`: the
   * object chosen (a part with a choice), else -1. False: it can't be paid after all (the action is
   * reversed, 422.1); only a part paid before any other proposes events may fail (the mana).
   */
  pay(g: Game, rec: number, p: number, src: number, ab: ActivatedC | null, part: CostC, chosen: number): boolean;
  /** A spell's additional cost with a choice: the generic mana option `chosen` adds to the total cost (409.1f). */
  extraGeneric(part: CostC, chosen: number): number;
  /**
   * Can player p pay it with X chosen as x ("Discard a card with converted mana cost X": Knollspine Invocation)? The
   * values of X offered are those every part allows (stack.ts); null: any X.
   */
  allowsX: ((g: Game, p: number, part: CostC, x: number) => boolean) | null;
  /**
   * A part paid by any number of choices ("Tap any number of untapped creatures ... with total power 10 or greater":
   * Mossbridge Troll): after `chosen` is paid, is the same part's choice asked again? null: never.
   */
  repeats: ((g: Game, rec: number, part: CostC, chosen: number) => boolean) | null;
  /**
   * A part that makes an X with no {X} of mana ("Sacrifice X Goats": Springjack Pasture): the most X player p may
   * choose for it (409.1b). null: none.
   */
  xMost: ((g: Game, p: number, src: number, part: CostC) => number) | null;
}

let kinds: CostKind[] = [];

/**
 * The vocabulary's cost kinds (vocab/cost-registry.ts), by CostC.word. Each is copied into one shape
 * (the same fields in the same order), so the listing's reads of a kind stay monomorphic.
 */
export function installCostKinds(list: readonly CostKind[]): void {
  kinds = list.map((k) => ({
    choice: k.choice,
    choiceVerb: k.choiceVerb,
    payable: k.payable,
    candidates: k.candidates,
    pay: k.pay,
    extraGeneric: k.extraGeneric,
    allowsX: k.allowsX,
    repeats: k.repeats,
    xMost: k.xMost,
  }));
}

let sharedConspire: CostC[] = [];

/** Conspire's cost parts (vocab/cost-registry.ts), for a spell a GrantConspire row gives conspire (Wort). */
export function installConspireCost(parts: CostC[]): void {
  sharedConspire = parts;
}

/** The parts of card c's conspire cost: its printed keyword's, else those a granted conspire adds (the same words). */
export const conspireCost = (c: CCard): CostC[] => c.conspire ?? sharedConspire;

/** The kind of cost part `part`. */
export const costKind = (part: CostC): CostKind => kinds[part.word];

/**
 * Could player p pay every part of ability ab's cost now (409.1f-h)? The parts are asked last to first:
 * the mana, the dearest to ask, last.
 */
export function costsPayable(g: Game, p: number, src: number, ab: ActivatedC): boolean {
  const parts = ab.costs;
  for (let i = parts.length - 1; i >= 0; i--) if (!kinds[parts[i].word].payable(g, p, src, ab, parts[i])) return false;
  return true;
}

/**
 * Pays the parts of ab's cost that ask no choice, in order (those that do were paid as they were
 * chosen). False when one can't be paid: the caller reverses the action (422.1).
 */
export function payCosts(g: Game, rec: number, p: number, src: number, ab: ActivatedC): boolean {
  const parts = ab.costs;
  for (let i = 0; i < parts.length; i++) {
    const k = kinds[parts[i].word];
    if (k.choice === Decision.None && !k.pay(g, rec, p, src, ab, parts[i], -1)) return false;
  }
  return true;
}
