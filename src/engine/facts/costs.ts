// The total cost to play a spell (409.1f of 2008): its mana cost (or, entwined, the entwined mode's
// whole cost), plus the increases of rules-modifying statics ("spells cost {2} more", Aura of Silence),
// minus the card's own reduction when its condition holds ("costs {6} less to play if an opponent
// controls at least four more creatures than you", Avatar of Might). The one place a spell's cost is
// computed: casting, payment checks and X's maximum all ask here. The mana value stays the printed one.
import type { CCard, ManaCost } from '../core/cardform.js';
import { ensureChars, matches } from './chars.js';
import { Zone } from '../core/constants.js';
import { extraCost } from './rules-mod.js';
import { listBase } from '../core/zones.js';
import { cCtrlOf, type Game } from '../core/state.js';

/** The result when the cost changes: a shared scratch object, valid until the next call. */
const colored = [0, 0, 0, 0, 0, 0];
const changed: { generic: number; colored: number[]; x: number; cmc: number; xColor: number } = {
  generic: 0,
  colored,
  x: 0,
  cmc: 0,
  xColor: -1,
};

/**
 * The mana player p pays to play card c now (null: it has no mana cost); `mode`: the chosen mode, whose
 * own cost replaces the mana cost when it has one (entwined), or -1; `evoked`: played for its evoke cost
 * instead of its mana cost (502.74 of 2008).
 */
export function spellCost(g: Game, c: CCard, p: number, mode = -1, evoked = false): ManaCost | null {
  const entwined = mode >= 0 && c.spell !== null && c.spell.length > 1 ? c.spell[mode].cost : null;
  const base = evoked ? c.evoke : (entwined ?? c.cost);
  if (base === null) return null;
  const reduction = c.costReduction && reductionApplies(g, c, p) ? c.costReduction.generic : 0;
  const delta = extraCost(g, p, c.types, c.subtypeSet) - reduction;
  if (delta === 0) return base;
  // Increases add first; a reduction of generic mana never goes below zero.
  const generic = Math.max(0, base.generic + delta);
  changed.generic = generic;
  changed.x = base.x;
  changed.xColor = base.xColor;
  changed.cmc = base.cmc + generic - base.generic;
  for (let i = 0; i < 6; i++) changed.colored[i] = base.colored[i];
  return changed;
}

/** Does c's own reduction apply: does an opponent control at least `by` more matching permanents than p? */
function reductionApplies(g: Game, c: CCard, p: number): boolean {
  const r = c.costReduction!;
  ensureChars(g);
  const b = listBase(g, Zone.InPlay, 0);
  const n = g.m[b];
  let diff = 0; // the opponent's matching permanents minus yours
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if (!matches(g, r.filter, id, p, -1)) continue;
    diff += cCtrlOf(g, id) === p ? -1 : 1;
  }
  return diff >= r.by;
}
