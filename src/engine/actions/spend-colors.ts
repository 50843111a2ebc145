// "If {W} was spent to play [this]" (Firespout, Repel Intruders): which colors the player spends to play such a spell
// is the player's choice as the cost is paid (409.1f-h of 2008). The choice is made before the automatic payer pays:
// one option per set of the colors the spell's guards read (CCard.spentColors) that can be paid spending exactly
// those of them; the payer then pays a cost that spends each chosen color and is kept from the others.
import type { ManaCost } from '../core/cardform.js';
import { canPay, setSpendForbid } from './mana.js';
import type { Game } from '../core/state.js';

/** StackField.Spent while the spell is built: CHOSEN | the colors chosen, or CHOSEN | ANY: paid as the payer likes. */
export const SPEND_CHOSEN = 64;
export const SPEND_ANY = 128;

/**
 * `cost` (X = x) paid spending each color of `q` (a WUBRG mask) and no other color of `relevant`: its ways whose
 * colored symbols spend no such other color, each with generic mana (X included) turned into the colors of q it
 * lacks. Null when no way can.
 */
export function spendCost(cost: ManaCost, x: number, q: number, relevant: number): ManaCost | null {
  const forbid = relevant & ~q;
  const out: ManaCost[] = [];
  for (const w of cost.ways ?? [cost]) {
    const colored = w.colored.slice();
    let generic = w.generic + (w.xColor < 0 ? x * w.x : 0);
    if (w.xColor >= 0) colored[w.xColor] += x * w.x;
    let ok = true;
    for (let c = 0; c < 5 && ok; c++) {
      if ((forbid >> c) & 1 && colored[c] > 0) ok = false;
      else if ((q >> c) & 1 && colored[c] === 0) {
        if (generic === 0) ok = false;
        generic--;
        colored[c] = 1;
      }
    }
    if (ok) out.push({ generic, colored, x: 0, cmc: w.cmc, xColor: -1, hybrid: null, ways: null });
  }
  if (out.length <= 1) return out.length === 0 ? null : out[0];
  return { ...out[0], hybrid: cost.hybrid, ways: out };
}

/** Can player p pay `cost` (X = x) spending exactly the colors q of `relevant`? */
export function canSpend(g: Game, p: number, cost: ManaCost, x: number, q: number, relevant: number): boolean {
  const way = spendCost(cost, x, q, relevant);
  if (way === null) return false;
  setSpendForbid(relevant & ~q);
  const ok = canPay(g, p, way, 0, -1);
  setSpendForbid(0);
  return ok;
}

/** The options (WUBRG masks) into out from `at`: the sets of `relevant` colors player p can pay cost spending. */
export function spendOptions(
  g: Game,
  p: number,
  cost: ManaCost,
  x: number,
  relevant: number,
  out: Int32Array,
  at: number,
): number {
  let n = 0;
  for (let q = 0; q < 32; q++) if ((q & ~relevant) === 0 && canSpend(g, p, cost, x, q, relevant)) out[at + n++] = q;
  return n;
}
