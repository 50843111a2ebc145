// 418.5c-d: the order of the rows within one layer. An effect that depends on another waits until just
// after it; otherwise timestamp order (the table's). When no remaining row is free of dependencies (a
// loop), the earliest remaining one applies (418.5d).
import { BY_FILTER, ContinuousEffect, Layer, rowStatic } from '../core/continuous.js';
import { EffectField, type Game, liveId, cCtrlOf } from '../core/state.js';
import { started } from './links.js';
import { matches } from './matches.js';

let reads = new Int32Array(64);
let changes = new Int32Array(64);
let orig = new Int32Array(64);
let exist = new Uint8Array(64);

// What a row's filter reads and what a row changes, as bits (418.5c).
const enum Dep {
  Control = 1,
  Types = 2, // card types
  Colors = 4,
  Keywords = 8,
  Subtypes = 16, // creature types, land types
}

/** The characteristics a static ability's row's filter reads (a row naming one object reads none). */
function filterReads(g: Game, r: number): number {
  if (g.m[r + EffectField.Obj] !== BY_FILTER) return 0;
  const src = liveId(g, g.m[r + EffectField.Source]);
  if (src < 0) return 0;
  const f = rowStatic(g, r).filter;
  return (
    (f.controller !== 0 ? Dep.Control : 0) |
    (f.types !== 0 || f.notTypes !== 0 ? Dep.Types : 0) |
    (f.subtypes !== null || f.notSubtypes !== null ? Dep.Subtypes : 0) |
    (f.colors !== 0 || f.notColors !== 0 ? Dep.Colors : 0) |
    ((f.kw | f.kw2 | f.notKw | f.notKw2) !== 0 ? Dep.Keywords : 0) // both words: flying, shadow, ...
  );
}

/** What row r changes (Dep bits): a land type effect changes subtypes only, not what "lands" match (418.5c). */
function rowChanges(g: Game, r: number): number {
  switch (g.m[r + EffectField.What]) {
    case ContinuousEffect.SetController:
      return Dep.Control;
    case ContinuousEffect.AddTypes: // B: the subtypes it adds too (-1: none)
      return Dep.Types | (g.m[r + EffectField.B] >= 0 ? Dep.Subtypes : 0);
    case ContinuousEffect.Animate:
      return Dep.Types;
    case ContinuousEffect.SetCreatureTypes:
    case ContinuousEffect.LandType:
      return Dep.Subtypes;
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

/**
 * 418.5c's "existence": a static ability's row depends on a "loses all abilities" row that would take its
 * source's abilities (Goblin King's "have mountainwalk" on Humility's, whatever their timestamps), so it
 * waits and then doesn't apply. Not a row whose ability already started to apply in an earlier layer
 * (`link`: its group, links.ts): that one goes on (418.5b). exist[i * cnt + j]: row i depends so on row j.
 */
function existence(g: Game, order: Int32Array, link: Int32Array, cnt: number): boolean {
  const m = g.m;
  let any = false;
  for (let j = 0; j < cnt; j++) {
    const rj = order[j];
    if (m[rj + EffectField.What] !== ContinuousEffect.LoseAbilities || m[rj + EffectField.Obj] !== BY_FILTER) continue;
    const srcJ = liveId(g, m[rj + EffectField.Source]);
    if (srcJ < 0) continue;
    if (!any) exist.fill(0, 0, cnt * cnt);
    const f = rowStatic(g, rj).filter;
    for (let i = 0; i < cnt; i++) {
      const ri = order[i];
      if (i === j || m[ri + EffectField.Obj] !== BY_FILTER || (link[i] >= 0 && started(link[i]))) continue;
      const srcI = liveId(g, m[ri + EffectField.Source]);
      if (srcI >= 0 && matches(g, f, srcI, cCtrlOf(g, srcJ), srcJ)) {
        exist[i * cnt + j] = 1;
        any = true;
      }
    }
  }
  return any;
}

/** Of the n rows changing `bit`, is one another than the row whose own changes are `own` (none depends on itself)? */
const byOthers = (n: number, own: number, bit: Dep): boolean => n - ((own & bit) !== 0 ? 1 : 0) > 0;

/** Reorders the `cnt` rows of one layer, order[0..cnt) (and their groups, link) in place. */
export function dependencyOrder(g: Game, order: Int32Array, link: Int32Array, cnt: number, layer: Layer): void {
  if (reads.length < cnt) {
    reads = new Int32Array(cnt * 2);
    changes = new Int32Array(cnt * 2);
    orig = new Int32Array(cnt * 2);
  }
  if (exist.length < cnt * cnt) exist = new Uint8Array(cnt * cnt * 2);
  // A row depends on another if it reads what the other changes. Counted per characteristic, not pair by
  // pair: a layer can hold hundreds of rows (an {X} ability activated for 0 again and again).
  let controlChangers = 0;
  let typeChangers = 0;
  let colorChangers = 0;
  let keywordChangers = 0;
  let subtypeChangers = 0;
  for (let i = 0; i < cnt; i++) {
    reads[i] = filterReads(g, order[i]);
    const ch = rowChanges(g, order[i]);
    changes[i] = ch;
    if ((ch & Dep.Control) !== 0) controlChangers++;
    if ((ch & Dep.Types) !== 0) typeChangers++;
    if ((ch & Dep.Colors) !== 0) colorChangers++;
    if ((ch & Dep.Keywords) !== 0) keywordChangers++;
    if ((ch & Dep.Subtypes) !== 0) subtypeChangers++;
    orig[i] = i;
  }
  let anyDep = false;
  for (let i = 0; i < cnt && !anyDep; i++) {
    const rd = reads[i];
    if (rd === 0) continue;
    const ch = changes[i];
    anyDep =
      ((rd & Dep.Control) !== 0 && byOthers(controlChangers, ch, Dep.Control)) ||
      ((rd & Dep.Types) !== 0 && byOthers(typeChangers, ch, Dep.Types)) ||
      ((rd & Dep.Colors) !== 0 && byOthers(colorChangers, ch, Dep.Colors)) ||
      ((rd & Dep.Keywords) !== 0 && byOthers(keywordChangers, ch, Dep.Keywords)) ||
      ((rd & Dep.Subtypes) !== 0 && byOthers(subtypeChangers, ch, Dep.Subtypes));
  }
  const lost = layer === Layer.Other && existence(g, order, link, cnt);
  if (!anyDep && !lost) return;
  // Selection over the few rows of this layer: each step takes the earliest row no remaining row changes.
  for (let done = 0; done < cnt; done++) {
    let pick = done;
    for (let i = done; i < cnt; i++) {
      let free = true;
      for (let j = done; j < cnt && free; j++)
        if (j !== i && ((reads[i] & changes[j]) !== 0 || (lost && exist[orig[i] * cnt + orig[j]] !== 0))) free = false;
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
    const o = orig[pick];
    for (let i = pick; i > done; i--) {
      order[i] = order[i - 1];
      link[i] = link[i - 1];
      reads[i] = reads[i - 1];
      changes[i] = changes[i - 1];
      orig[i] = orig[i - 1];
    }
    order[done] = r;
    link[done] = l;
    reads[done] = rd;
    changes[done] = ch;
    orig[done] = o;
  }
}
