// Auras and Equipment (212.4 and 212.2 of 2008): what each may be attached to. An Aura enchants what its
// "enchant" says; an Equipment equips a creature and is not one itself; protection from a quality stops
// Auras and Equipment of that quality (502.7c-d). Attaching is an event (EV.Attach, events.ts); the
// state-based effects of 420.5d, k and m undo attachments that became illegal (sba.ts).
import { Attach, type CCard, TK } from './cardform.js';
import { baseCard, colors, controller, matches, types } from './chars.js';
import { protectedFrom } from './combat-legal.js';
import { T, Zone } from './constants.js';
import type { Game } from './state.js';
import { zoneOf } from './state.js';

/** Could Aura card `c` (its "enchant"), controlled by `you`, enchant permanent `to`? Protection is checked by callers. */
export function canEnchant(g: Game, c: CCard, to: number, you: number, src: number): boolean {
  const e = c.enchant!;
  if (e.kind === TK.Creature && (types(g, to) & T.Creature) === 0) return false;
  if (protectedFrom(g, to, c.colors, c.types)) return false; // 502.7c, by the card's colors and types
  return e.filter === null || matches(g, e.filter, to, you, src);
}

/** Could permanent `src` (an Aura or Equipment) be attached to object `to` now? */
export function canAttach(g: Game, src: number, to: number): boolean {
  if (to < 0 || to === src || zoneOf(g, to) !== Zone.InPlay) return false;
  const c = baseCard(g, src);
  if (protectedFrom(g, to, colors(g, src), types(g, src))) return false; // 502.7c-d: colors, artifacts, creatures
  if (c.attachKind === Attach.Aura) return canEnchant(g, c, to, controller(g, src), src);
  if (c.attachKind === Attach.Equipment) return (types(g, to) & T.Creature) !== 0 && (types(g, src) & T.Creature) === 0;
  return false; // 420.5m: nothing else stays attached
}
