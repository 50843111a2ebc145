// 418.5b: "If an effect starts to apply in one layer, it will continue to be applied to the same set of
// objects in each other applicable layer, even if the ability generating the effect is removed during
// this process." A static ability whose effect spans layers (StaticC.linked: an ability of several parts,
// Humility's "lose all abilities" (layer 5) and "are 1/1" (6b), or one word that spans them, animate) is a
// group of rows here, one group per source and ability. While the layers are applied (chars.ts), a group
// starts with the first of its rows to apply, which records the objects it applies to; its later rows
// apply to those objects, whether or not the filter still matches them and the source still has the
// ability. A group whose source lost its abilities before its first row applied never starts.
// The state lives for one computation of the characteristics, in module scratch like chars.ts's own.
import { EffectField, type Game } from '../core/state.js';
import { rowStatic, Until } from '../core/continuous.js';

let groupOfRow = new Int32Array(64); // per row of the table: its group, or -1 (not linked)
let startedIn = new Int32Array(64); // per group: the pass it started in
let members = new Int32Array(64); // per object, `words` words: bit k set when group k applies to it
let words = 1;
let pass = 0;

/**
 * Numbers the groups of the `rows` rows of the table, for a new pass of the layers. A static's rows are
 * added together and in order (continuous.ts addStatics), so an ability's first part is found before the
 * others, by its source and static index.
 */
export function linkGroups(g: Game, rows: number): void {
  if (groupOfRow.length < rows) groupOfRow = new Int32Array(rows * 2);
  let groups = 0;
  for (let e = 0; e < rows; e++) {
    const r = g.effects + e * EffectField.SIZE;
    groupOfRow[e] = -1;
    if (g.m[r + EffectField.Until] !== Until.SourceInPlay) continue; // not a static's row
    const st = rowStatic(g, r);
    if (!st.linked) continue;
    const idx = g.m[r + EffectField.StaticIdx];
    if ((idx & 63) === st.group) {
      groupOfRow[e] = groups++;
      continue;
    }
    const key = (idx & ~63) | st.group;
    const src = g.m[r + EffectField.Source];
    for (let f = e - 1; f >= 0 && groupOfRow[e] < 0; f--) {
      const q = g.effects + f * EffectField.SIZE;
      if (g.m[q + EffectField.Source] === src && g.m[q + EffectField.StaticIdx] === key) groupOfRow[e] = groupOfRow[f];
    }
    if (groupOfRow[e] < 0) throw new Error(`418.5b: a part of a static ability of ${st.text} without its first part`);
  }
  pass++;
  if (startedIn.length < groups) startedIn = new Int32Array(groups * 2);
  words = (groups + 31) >>> 5;
  if (members.length < g.n * words) members = new Int32Array(g.n * words * 2);
}

/** The group of row e (its index in the table), or -1. */
export const groupOf = (e: number): number => groupOfRow[e];

/** Has group k started to apply in this pass? */
export const started = (k: number): boolean => startedIn[k] === pass;

/** Group k starts: its first row applies now (the objects it applies to are recorded by `record`). */
export function start(k: number): void {
  startedIn[k] = pass;
}

/** Records whether the starting group k applies to object id (every object in play is recorded as it starts). */
export function record(k: number, id: number, yes: boolean): void {
  const w = id * words + (k >>> 5);
  if (yes) members[w] |= 1 << (k & 31);
  else members[w] &= ~(1 << (k & 31));
}

/** Does started group k apply to object id? */
export const member = (k: number, id: number): boolean => (members[id * words + (k >>> 5)] & (1 << (k & 31))) !== 0;
