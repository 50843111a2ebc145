// What one effect verb is (design.md, "Cards as data"): its schema (validator, TypeScript type and JSON
// Schema from one source), its compiler (validated JSON -> the verb's own arguments), its handler (what
// it does on resolution), its description for logs, and what agents need to know about it.
import type { Static, TObject, TSchema } from '@sinclair/typebox';
import { type Instr, RefCode, type TargetKind } from '../core/cardform.js';
import type { Game } from '../core/state.js';
import type { Compile } from './common.js';

/** What an effect does to one of its targets, for agents: nothing known, harms it, or helps it. */
export const enum Aim {
  None = 0,
  Harm = 1,
  Help = 2,
}

/**
 * A handler runs one instruction of a resolving spell or ability (rec: its stack record). It proposes
 * events (core/event-records.ts) and returns true when done, or false either after posting a decision
 * (then it is called again with the chosen option value) or to be called again once its events have
 * happened (one draw at a time, 423.2).
 */
export type Handler = (g: Game, rec: number, ins: Instr, choice: number) => boolean;

/** A verb as the registry, the resolver and agents see it: every part takes the compiled instruction. */
export interface Verb {
  /** The "op" of the JSON form. */
  readonly name: string;
  /** The JSON form, with "op" as a literal; unknown fields are rejected. */
  readonly schema: TObject;
  /** Fills the instruction from validated JSON (the compile context names the field on errors). */
  compile(o: Record<string, unknown>, c: Compile, ins: Instr, field: string): void;
  readonly run: Handler;
  /** A guard ("may", "unless", ...) that has finished: does it skip the `skip` instructions it guards? */
  skips(g: Game, rec: number, ins: Instr, choice: number): boolean;
  /** "deal 3 damage to target 0", for logs, replays and agents' descriptions. */
  describe(ins: Instr): string;
  /** What it does to target t, of target kind `kind` (agents): harm, help or nothing. */
  aim(ins: Instr, t: number, kind: TargetKind): Aim;
  /** Does it harm something without a target (a sweeper, an opponent's discard)? */
  harmsUntargeted(ins: Instr): boolean;
  /** Damage it deals to its target, for agents (0 when none). */
  damage(ins: Instr): number;
  /** A verb that nests effects ("may", "flipCoin", ...): its schema given the effect tree's (null: none). */
  readonly nests: ((effect: TSchema) => TSchema) | null;
}

/**
 * A verb as its file defines it: its JSON form, the arguments of its own it compiles that form into
 * (A: nothing else reads them), and what it does with them. A value it keeps across a decision or its
 * events lives in a field of the item's stack record, which it names: `const enum XField { Count =
 * StackField.Work0 }` (the resolver clears StackField.Work0-1 as each instruction finishes).
 */
export interface VerbDef<S extends TObject, A> {
  readonly name: string;
  readonly schema: S;
  compile(o: Static<S>, c: Compile, field: string): A;
  run(g: Game, rec: number, a: A, choice: number): boolean;
  /** `ins.skip`: how many instructions a guard guards. */
  describe(a: A, ins: Instr): string;
  /** The reference it acts on (its "what" or "to"), which a list of targets steps through; none by default. */
  object?(a: A): number;
  skips?(g: Game, rec: number, a: A, choice: number): boolean;
  aim?(a: A, t: number, kind: TargetKind): Aim;
  harmsUntargeted?(a: A): boolean;
  damage?(a: A): number;
  /**
   * A guard: its schema with the effect tree's schema for its nested `effect` (its `schema` has
   * Type.Unknown() there); the compiler flattens that effect after its instruction (ins.skip).
   */
  nests?(effect: TSchema): TSchema;
}

/** A verb from its definition: its parts read the instruction's own arguments. */
export function defineVerb<S extends TObject, A>(d: VerbDef<S, A>): Verb {
  const args = (ins: Instr) => ins.args as A;
  return {
    name: d.name,
    schema: d.schema,
    compile(o, c, ins, field) {
      const a = d.compile(o as Static<S>, c, field);
      ins.args = a;
      ins.object = d.object === undefined ? RefCode.None : d.object(a);
    },
    run: (g, rec, ins, choice) => d.run(g, rec, args(ins), choice),
    skips: d.skips === undefined ? () => false : (g, rec, ins, choice) => d.skips!(g, rec, args(ins), choice),
    describe: (ins) => d.describe(args(ins), ins),
    aim: d.aim === undefined ? () => Aim.None : (ins, t, kind) => d.aim!(args(ins), t, kind),
    harmsUntargeted: d.harmsUntargeted === undefined ? () => false : (ins) => d.harmsUntargeted!(args(ins)),
    damage: d.damage === undefined ? () => 0 : (ins) => d.damage!(args(ins)),
    nests: d.nests ?? null,
  };
}
