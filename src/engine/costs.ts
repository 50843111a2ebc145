// The cost to play a spell (409.1f of 2008): the mana cost, or a reduced one when the card's own
// condition holds ("costs {6} less to play if an opponent controls at least four more creatures than
// you", Avatar of Might). The mana value stays the printed one.
import type { CCard, ManaCost } from './cardform.js';
import { ensureChars, matches } from './chars.js';
import { Zone } from './constants.js';
import type { Game } from './state.js';
import { listBase } from './zones.js';
import { cCtrlOf } from './state.js';

/** The mana player p pays to play card c now (null: it has no mana cost). */
export function spellCost(g: Game, c: CCard, p: number): ManaCost | null {
  const r = c.costReduction;
  if (!r) return c.cost;
  ensureChars(g);
  const b = listBase(g, Zone.InPlay, 0); const n = g.m[b];
  let diff = 0; // the opponent's matching permanents minus yours
  for (let i = 0; i < n; i++) {
    const id = g.m[b + 1 + i];
    if (!matches(g, r.filter, id, p, -1)) continue;
    diff += cCtrlOf(g, id) === p ? -1 : 1;
  }
  return diff >= r.by ? r.cost : c.cost;
}
