// The total cost to play a spell (409.1f of 2008): its mana cost (or, entwined, the entwined mode's
// whole cost), plus the increases of rules-modifying statics ("spells cost {2} more", Aura of Silence),
// minus the card's own reduction when its condition holds ("costs {6} less to play if an opponent
// controls at least four more creatures than you", Avatar of Might). The one place a spell's cost is
// computed: casting, payment checks and X's maximum all ask here. The mana value stays the printed one.
import type { CCard, ManaCost } from '../core/cardform.js';
import { ensureChars, matches } from './chars.js';
import { EVOKE_OPTION, Flag, FREE_OPTION, PROWL_OPTION, Zone } from '../core/constants.js';
import { extraCost, lessCost } from './rules-mod.js';
import { listBase } from '../core/zones.js';
import { cCtrlOf, flagsOf, type Game } from '../core/state.js';

/** The result when the cost changes: a shared scratch object, valid until the next call. */
const colored = [0, 0, 0, 0, 0, 0];
const changed: {
  generic: number;
  colored: number[];
  x: number;
  cmc: number;
  xColor: number;
  hybrid: null;
  ways: null;
} = { generic: 0, colored, x: 0, cmc: 0, xColor: -1, hybrid: null, ways: null };

/** "Without paying its mana cost": {0} (increases still apply, 409.1f). */
const NO_MANA_COST: ManaCost = {
  generic: 0,
  colored: [0, 0, 0, 0, 0, 0],
  x: 0,
  cmc: 0,
  xColor: -1,
  hybrid: null,
  ways: null,
};

/**
 * The mana player p pays to play card c now (null: it has no mana cost); `mode`: the chosen mode, whose
 * own cost replaces the mana cost when it has one (entwined), or -1; `alt`: played for its evoke cost
 * (EVOKE_OPTION, 502.74 of 2008) or its prowl cost (PROWL_OPTION, 502.76) instead of its mana cost, without paying
 * its mana cost (FREE_OPTION), or 0; `extra`: generic mana an additional cost adds (409.1f of 2008).
 */
export function spellCost(g: Game, c: CCard, p: number, mode = -1, alt = 0, extra = 0): ManaCost | null {
  const entwined = mode >= 0 && c.spell !== null && c.spell.length > 1 ? c.spell[mode].cost : null;
  const printed =
    alt === FREE_OPTION
      ? NO_MANA_COST
      : alt === EVOKE_OPTION
        ? c.evoke
        : alt === PROWL_OPTION
          ? c.prowl
          : (entwined ?? c.cost);
  if (printed === null) return null;
  // An additional cost's mana ("or pay {3}") is part of the total before increases and reductions apply.
  const base = extra > 0 ? plusGeneric(printed, extra) : printed;
  const own = c.costReduction && reductionApplies(g, c, p) ? c.costReduction.generic : 0;
  const delta = extraCost(g, p, c.types) - lessCost(g, p, c) - own;
  if (delta === 0) return base;
  if (base.ways !== null) return changedHybrid(base, delta);
  // Increases add first; a reduction of generic mana never goes below zero.
  const generic = Math.max(0, base.generic + delta);
  changed.generic = generic;
  changed.x = base.x;
  changed.xColor = base.xColor;
  changed.cmc = base.cmc + generic - base.generic;
  for (let i = 0; i < 6; i++) changed.colored[i] = base.colored[i];
  return changed;
}

const plusColored = [0, 0, 0, 0, 0, 0];
const plus: typeof changed = { generic: 0, colored: plusColored, x: 0, cmc: 0, xColor: -1, hybrid: null, ways: null };

/**
 * `cost` and `n` more generic mana: an additional cost's mana ("or pay {3}", 409.1f of 2008) added to the total
 * cost. A shared scratch object (not spellCost's result), valid until the next call.
 */
function plusGeneric(cost: ManaCost, n: number): ManaCost {
  if (n === 0) return cost;
  if (cost.ways !== null) return changedHybrid(cost, n);
  plus.generic = cost.generic + n;
  plus.x = cost.x;
  plus.xColor = cost.xColor;
  plus.cmc = cost.cmc + n;
  for (let i = 0; i < 6; i++) plusColored[i] = cost.colored[i];
  return plus;
}

/**
 * A hybrid cost changed by `delta` generic mana: each way of paying it changes (a reduction can also pay
 * the generic half of a {2/W} paid that way). A new object: changed hybrid costs are rare.
 */
function changedHybrid(base: ManaCost, delta: number): ManaCost {
  const ways = base.ways!.map((w) => {
    const generic = Math.max(0, w.generic + delta);
    return { ...w, generic, cmc: w.cmc + generic - w.generic };
  });
  const generic = Math.max(0, base.generic + delta);
  return { ...base, generic, cmc: base.cmc + generic - base.generic, ways };
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

/** The alternative cost spell `id` was played for, from its flags: EVOKE_OPTION, PROWL_OPTION or 0. */
export function altCostOf(g: Game, id: number): number {
  const f = flagsOf(g, id);
  if ((f & Flag.PlayedFree) !== 0) return FREE_OPTION;
  return (f & Flag.Evoked) !== 0 ? EVOKE_OPTION : (f & Flag.Prowled) !== 0 ? PROWL_OPTION : 0;
}
