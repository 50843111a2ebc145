// A mana ability its controller plays (compile.ts costlyMana) that adds several mana of one color, or does more than
// add mana: "{T}, Sacrifice X Goats: Add X mana of any one color to your mana pool. You gain X life." (Springjack
// Pasture). "times": produce "any" that many times, one color chosen for all of it; "alsoEffect": what it does after
// (no targets: a mana ability has none, 406.1 of 2008; no mana: its mana is the "produce").
import type { Compile } from '../engine/vocab/common.js';
import type { CostsC } from '../engine/vocab/cost.js';

/** Adds "times" and "alsoEffect" of mana ability o to its effects (one each a mode) in place. */
export function manaTimes(o: Record<string, unknown>, effects: object[], c: Compile, f: string): void {
  if (o.times !== undefined) {
    if (o.produce !== 'any' || o.chooseAPlayer !== undefined)
      c.fail(`${f}.times`, 'times only with produce "any" ("add X mana of any one color")', o.times);
    effects[0] = { ...effects[0], times: o.times };
  }
  if (o.alsoEffect === undefined) return;
  const json = JSON.stringify(o.alsoEffect);
  if (typeof o.alsoEffect !== 'object' || json.includes('"op":"addMana') || json.includes('target:'))
    c.fail(`${f}.alsoEffect`, 'an effect with no targets that adds no mana ("You gain X life")', o.alsoEffect);
  for (let i = 0; i < effects.length; i++) effects[i] = { op: 'seq', effects: [effects[i], o.alsoEffect] };
}

/** An amount "x" in a mana ability needs a cost that makes X ("Sacrifice X Goats": 409.1b of 2008). */
export function checkManaX(c: Compile, f: string, costs: CostsC): void {
  if (c.usesX && !costs.xFromCost) c.fail(`${f}.cost`, 'a cost that makes X ("sacrificeX") for an amount "x"', 'no X');
}
