// What one static ability word is ("effect" of a static ability: pumpEach, grantKeywords, cantLose, ...):
// its JSON form and its compiler into a row of the continuous-effect table (418: layer, what the row does
// and its values, the objects it applies to), which the engine applies while its source is in play. What
// a row does (ContinuousEffect) is the layers' own vocabulary, read where the rules read it (characteristics
// in facts/chars.ts, replacement and prevention in batch/replace.ts, rules for players in facts/rules-mod.ts);
// a new word that makes rows of existing kinds is one file. Each word is defined once
// (vocab/statics-*.ts) and listed in vocab/static-registry.ts.
import type { Static, TObject } from '@sinclair/typebox';
import type { AmountC, CCard, FilterC, StaticC } from '../core/cardform.js';
import type { ContinuousEffect, Layer } from '../core/continuous.js';
import type { Compile } from './common.js';
import { Aim } from './verb.js';

/** A static ability's row as its word makes it: the parts a word may leave out take their defaults. */
export interface StaticRow {
  layer: Layer;
  what: ContinuousEffect;
  /** The objects it applies to at each moment (418.4); none: every object (the row's own rules decide). */
  filter?: FilterC;
  a?: number;
  b?: number;
  forEach?: FilterC | null;
  sharing?: boolean;
  perCounter?: number;
  perOwnSymbols?: number;
  whileUntapped?: boolean;
  cda?: AmountC | null;
  cdaPlus?: AmountC | null;
  chosenColor?: boolean;
  fromGraveyards?: boolean;
  grant?: CCard | null;
  /** The row applies in more than one layer itself (animate: layer 4 and 6b, 418.5b). */
  spans?: boolean;
}

export interface StaticDef<S extends TObject> {
  /** The "op" of the JSON form. */
  readonly name: string;
  readonly schema: S;
  compile(o: Static<S>, c: Compile, f: string): StaticRow;
  /** What the row does to the objects it applies to, for agents (StaticC.aim); nothing known by default. */
  aim?(r: StaticRow): Aim;
}

/** A static word, erased for the registry's list. */
export interface StaticWord {
  readonly name: string;
  readonly schema: TObject;
  compile(o: Record<string, unknown>, c: Compile, f: string, text: string): StaticC;
}

export function defineStatic<S extends TObject>(d: StaticDef<S>): StaticWord {
  return {
    name: d.name,
    schema: d.schema,
    compile(o, c, f, text) {
      const r = d.compile(o as Static<S>, c, f);
      return {
        layer: r.layer,
        what: r.what,
        filter: r.filter ?? c.filter({})!,
        a: r.a ?? 0,
        b: r.b ?? 0,
        text,
        forEach: r.forEach ?? null,
        sharing: r.sharing ?? false,
        perCounter: r.perCounter ?? 0,
        perOwnSymbols: r.perOwnSymbols ?? 0,
        whileUntapped: r.whileUntapped ?? false,
        volatile: false,
        cda: r.cda ?? null,
        cdaPlus: r.cdaPlus ?? null,
        chosenColor: r.chosenColor ?? false,
        fromGraveyards: r.fromGraveyards ?? false,
        grant: r.grant ?? null,
        aim: d.aim === undefined ? Aim.None : d.aim(r),
        cond: null,
        group: 0, // set by compileStaticAbility, which knows the ability's other parts
        linked: r.spans === true,
      };
    },
  };
}
