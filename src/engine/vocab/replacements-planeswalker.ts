// The planeswalker redirection (212.9 of 2008, Lorwyn; the letter of the sub-rule could not be confirmed): "If
// noncombat damage would be dealt to a player by a source controlled by an opponent, that opponent may have that
// source deal that damage to a planeswalker the first player controls instead." A rule of the game, not of a card,
// but a replacement like a card's own: it takes its turn among the others that apply (the damaged player orders
// them, 419.9a: a prevention shield first leaves nothing to redirect), and as it applies the source's controller
// chooses a planeswalker or none (a Redirect decision). Its option names the first planeswalker that player
// controls, the object a script names to order it.
import { EventKind, Decision, refPlayer, Zone } from '../core/constants.js';
import { evBase, EventField, EventFlag } from '../core/event-records.js';
import { type Game, Global, lastController, liveId, put, ref, refId, ctrlOf, zoneOf } from '../core/state.js';
import { controller } from '../facts/chars.js';
import { anyPlaneswalker, firstPlaneswalkerOf, isPlaneswalker, planeswalkersOf } from '../facts/planeswalkers.js';
import { OWN_BASE, oneCardOptions } from '../batch/replace-applied.js';
import { REPLACE_MODE } from '../batch/replace-draw.js';
import type { OwnReplacementKind } from '../batch/replacement-kinds.js';

/** The controller of the damage source of the event at b (its last controller if it has left its zone), or -1. */
export function sourceController(g: Game, b: number): number {
  const src = g.m[b + EventField.Src];
  if (src < 0) return -1;
  const id = liveId(g, src);
  if (id >= 0) return controller(g, id);
  const last = lastController(g, src); // as it last existed in play (a stolen creature's, its thief)
  return last >= 0 ? last : ctrlOf(g, refId(src));
}

/** The player the event at b would deal noncombat damage to, from a source an opponent controls; else -1. */
function redirectable(g: Game, b: number): number {
  const m = g.m;
  if (m[b + EventField.Kind] !== EventKind.Damage || (m[b + EventField.Flags] & EventFlag.Combat) !== 0) return -1;
  const obj = m[b + EventField.Obj];
  if (obj >= 0 || m[b + EventField.Amount] <= 0) return -1;
  const p = refPlayer(obj);
  const by = sourceController(g, b);
  return by >= 0 && by !== p ? p : -1;
}

/** The first planeswalker the damaged player of the event at b controls, when the redirection may apply; else -1. */
function firstPlaneswalker(g: Game, b: number): number {
  if (!anyPlaneswalker(g)) return -1;
  const p = redirectable(g, b);
  return p < 0 ? -1 : firstPlaneswalkerOf(g, p);
}

export const planeswalkerRedirect: OwnReplacementKind = {
  events: 1 << EventKind.Damage,
  ...oneCardOptions(firstPlaneswalker),
  owns: (g, id, b) =>
    zoneOf(g, id) === Zone.InPlay && isPlaneswalker(g, id) && redirectable(g, b) === controller(g, id),
  // The source's controller chooses: the player (option 0) or one of the planeswalkers that player controls.
  apply(g, i) {
    const b = evBase(g, i);
    const p = redirectable(g, b);
    const pw = firstPlaneswalker(g, b);
    g.m[b + EventField.Spare] = OWN_BASE + pw;
    const n = planeswalkersOf(g, p, g.m, g.options + 1);
    g.m[g.options] = REPLACE_MODE;
    for (let k = 1; k <= n; k++) g.m[g.options + k] += REPLACE_MODE + 1;
    g.m[g.optionCount] = n + 1;
    put(g, Global.DKind, Decision.Redirect);
    put(g, Global.DPlayer, sourceController(g, b));
    return false;
  },
  // Mode 1 + id: the damage is dealt to that planeswalker instead (the event's recipient changes: 419.9b, other
  // effects may now apply to it).
  applyMode(g, i, _id, mode) {
    const pw = mode - 1;
    if (zoneOf(g, pw) === Zone.InPlay) g.m[evBase(g, i) + EventField.Obj] = ref(g, pw);
  },
  benefit: () => 0, // for the damaged player: the damage goes to one of his or her planeswalkers, if the opponent wants
};
