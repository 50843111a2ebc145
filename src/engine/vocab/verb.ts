// What one effect verb is (design.md, "Cards as data"): its schema (validator, TypeScript type and JSON
// Schema from one source), its compiler (validated JSON -> instruction fields), its handler (what it
// does on resolution), its description for logs, and what agents need to know about it.
import type { TObject } from '@sinclair/typebox';
import type { Instr, TargetKind } from '../core/cardform.js';
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
 * events (events.ts) and returns true when done, or false either after posting a decision (then it is
 * called again with the chosen option value) or to be called again once its events have happened
 * (one draw at a time, 423.2).
 */
export type Handler = (g: Game, rec: number, ins: Instr, choice: number) => boolean;

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
}

/** Defaults for the agent-facing parts, so each verb states only what it does. */
export function verb(v: Pick<Verb, 'name' | 'schema' | 'compile' | 'run' | 'describe'> & Partial<Verb>): Verb {
  return { aim: () => Aim.None, harmsUntargeted: () => false, damage: () => 0, skips: () => false, ...v };
}
