// What a card's mana abilities could produce (CCard.producible), and Reflecting Pool's mana ability, which reads it:
// "{T}: Add to your mana pool one mana of any type that a land you control could produce". Its costs don't matter
// (a filter land's or a Vivid land's mana counts, tapped or not), nor do other such abilities: two Reflecting Pools
// don't make each other produce mana (facts/own-lists.ts reflectInfo).
import type { CCard } from '../engine/core/cardform.js';
import type { Compile } from '../engine/vocab/common.js';

/**
 * Bloom Tender's "{T}: For each color among permanents you control, add one mana of that color to your mana pool": a
 * mana ability its controller plays (compile.ts costlyMana), as the automatic payer counts one mana a source.
 */
export const EACH_COLOR_AMONG = 'eachColorAmongPermanentsYouControl';
export const EACH_COLOR_EFFECT = { op: 'addManaForColorsAmong', filter: { controller: 'you' } };

/** A mana ability's "spendOnly" for "Spend this mana only on costs that contain {X}" (Rosheen Meanderer). */
export const COSTS_WITH_X = 'costsThatContainX';

/** The word for Reflecting Pool's ability in a mana ability's "produce". */
export const REFLECT_LANDS = 'anyTypeALandYouControlCouldProduce';

const SYMBOLS = ['{W}', '{U}', '{B}', '{R}', '{G}'];

/** The types of mana (WUBRGC bits) a mana ability's "produce" adds: its symbols, or any color. */
export function producedTypes(produce: unknown): number {
  if (produce === 'any') return 31;
  const list: unknown[] = Array.isArray(produce) ? produce : [produce];
  let bits = 0;
  for (const p of list) {
    if (typeof p !== 'string') continue;
    for (const sym of p.match(/\{[^}]+\}/g) ?? []) {
      const i = SYMBOLS.indexOf(sym);
      bits |= i >= 0 ? 1 << i : /^\{\d+\}$/.test(sym) && sym !== '{0}' ? 32 : 0;
    }
  }
  return bits;
}

/** Reflecting Pool's ability: only "{T}", nothing else beside it. */
export function reflectLands(o: Record<string, unknown>, card: CCard, c: Compile, f: string): void {
  const cost = o.cost;
  if (!Array.isArray(cost) || cost.length !== 1 || cost[0] !== '{T}')
    c.fail(`${f}.cost`, `["{T}"] for a mana ability producing "${REFLECT_LANDS}"`, cost);
  for (const k of ['damageToYou', 'spendOnly', 'amount', 'maxPerTurn'])
    if (o[k] !== undefined) c.fail(`${f}.${k}`, `nothing else beside "produce": "${REFLECT_LANDS}"`, o[k]);
  if ((card.types & 16) === 0) c.fail(`${f}.produce`, `"${REFLECT_LANDS}" only on a land`, o.produce);
  if (card.reflectsLands) c.fail(`${f}.produce`, `one "${REFLECT_LANDS}" ability a card`, o.produce);
  card.reflectsLands = true;
}
