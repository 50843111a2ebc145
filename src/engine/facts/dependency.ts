// 418.5c-d: the order of the rows within one layer. An effect that depends on another waits until just
// after it; otherwise timestamp order (the table's). When no remaining row is free of dependencies (a
// loop), the earliest remaining one applies (418.5d).
import { BY_FILTER, ContinuousEffect, rowStatic } from '../core/continuous.js';
import { EffectField, type Game, liveId } from '../core/state.js';

let reads = new Int32Array(64);
let changes = new Int32Array(64);

// What a row's filter reads and what a row changes, as bits (418.5c).
const enum Dep {
  Control = 1,
  Types = 2,
  Colors = 4,
  Keywords = 8,
}

/** The characteristics a static ability's row's filter reads (a row naming one object reads none). */
function filterReads(g: Game, r: number): number {
  if (g.m[r + EffectField.Obj] !== BY_FILTER) return 0;
  const src = liveId(g, g.m[r + EffectField.Source]);
  if (src < 0) return 0;
  const f = rowStatic(g, r).filter;
  return (
    (f.controller !== 0 ? Dep.Control : 0) |
    (f.types !== 0 || f.notTypes !== 0 || f.subtypes !== null || f.notSubtypes !== null ? Dep.Types : 0) |
    (f.colors !== 0 || f.notColors !== 0 ? Dep.Colors : 0) |
    ((f.kw | f.kw2 | f.notKw | f.notKw2) !== 0 ? Dep.Keywords : 0) // both words: flying, shadow, ...
  );
}

function rowChanges(what: number): number {
  switch (what) {
    case ContinuousEffect.SetController:
      return Dep.Control;
    case ContinuousEffect.AddTypes:
    case ContinuousEffect.Animate:
      return Dep.Types;
    case ContinuousEffect.SetColors:
      return Dep.Colors;
    case ContinuousEffect.AddKeywords:
    case ContinuousEffect.RemoveKeywords:
    case ContinuousEffect.LoseAbilities:
      return Dep.Keywords;
    default:
      return 0;
  }
}

/** Reorders the `cnt` rows of one layer, order[0..cnt) (and their groups, link) in place. */
export function dependencyOrder(g: Game, order: Int32Array, link: Int32Array, cnt: number): void {
  if (reads.length < cnt) {
    reads = new Int32Array(cnt * 2);
    changes = new Int32Array(cnt * 2);
  }
  let anyDep = false;
  for (let i = 0; i < cnt; i++) {
    reads[i] = filterReads(g, order[i]);
    changes[i] = rowChanges(g.m[order[i] + EffectField.What]);
  }
  for (let i = 0; i < cnt && !anyDep; i++)
    for (let j = 0; j < cnt; j++)
      if (i !== j && (reads[i] & changes[j]) !== 0) {
        anyDep = true;
        break;
      }
  if (!anyDep) return;
  // Selection over the few rows of this layer: each step takes the earliest row no remaining row changes.
  for (let done = 0; done < cnt; done++) {
    let pick = done;
    for (let i = done; i < cnt; i++) {
      let free = true;
      for (let j = done; j < cnt && free; j++) if (j !== i && (reads[i] & changes[j]) !== 0) free = false;
      if (free) {
        pick = i;
        break;
      }
    }
    // Move the pick to position `done`, keeping the others' (timestamp) order.
    const r = order[pick];
    const l = link[pick];
    const rd = reads[pick];
    const ch = changes[pick];
    for (let i = pick; i > done; i--) {
      order[i] = order[i - 1];
      link[i] = link[i - 1];
      reads[i] = reads[i - 1];
      changes[i] = changes[i - 1];
    }
    order[done] = r;
    link[done] = l;
    reads[done] = rd;
    changes[done] = ch;
  }
}
