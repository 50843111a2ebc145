// 217.2c of 2008: "If an effect puts two or more cards on the top or bottom of a library at the same time, the owner
// of those cards may arrange them in any order." Cards that a replacement sent to the bottom of a library instead of
// a graveyard (Wheel of Sun and Moon: several at once from a Millstone, a discard of two, a Wrath) arrive in one
// batch; once it has happened, before its triggers, each owner (the active player first) picks them one at a time
// (an Order decision, as putOnLibraryBottomEach asks): each pick goes "to the bottom" next, so the first picked
// takes the highest of the places they hold and the last one the lowest. The library is hidden, so arranging them
// after they arrived is the same as before. A card waits while its event keeps EventFlag.Bottom; arranged, it is
// cleared (nothing after the batch reads it).
import { Decision, EventKind, Zone } from '../core/constants.js';
import { evBase, EventFlag, EventField } from '../core/event-records.js';
import { type Game, Global, liveId, ownerOf, put, setZpos, zoneOf, zposOf } from '../core/state.js';
import { listBase } from '../core/zones.js';

const WAITS = EventFlag.Done | EventFlag.Bottom | EventFlag.WasReplaced;

/** The card event b (its batch has happened) put on a library's bottom by a replacement, not yet arranged; or -1. */
function waiting(g: Game, b: number): number {
  const m = g.m;
  if (
    m[b + EventField.Kind] !== EventKind.Move ||
    m[b + EventField.Aux] !== Zone.Library ||
    (m[b + EventField.Flags] & WAITS) !== WAITS
  )
    return -1;
  const id = liveId(g, m[b + EventField.Obj]);
  return id >= 0 && zoneOf(g, id) === Zone.Library ? id : -1;
}

/** Card `id` (waiting in player p's library) takes the highest place among the waiting ones of p: it is arranged. */
function place(g: Game, n: number, p: number, id: number): void {
  let top = -1;
  for (let i = 0; i < n; i++) {
    const o = waiting(g, evBase(g, i));
    if (o >= 0 && ownerOf(g, o) === p && (top < 0 || zposOf(g, o) > zposOf(g, top))) top = o;
  }
  if (top >= 0 && top !== id) {
    const base = listBase(g, Zone.Library, p);
    const at = zposOf(g, id);
    const to = zposOf(g, top);
    put(g, base + 1 + to, id);
    setZpos(g, id, to);
    put(g, base + 1 + at, top);
    setZpos(g, top, at);
  }
  for (let i = 0; i < n; i++) {
    const b = evBase(g, i);
    if (waiting(g, b) === id) g.m[b + EventField.Flags] &= ~EventFlag.Bottom;
  }
}

/**
 * Arranges the cards of the batch's n events that wait (see above); `choice`: the card picked (an object id; -1:
 * none yet). True when all are arranged; false while an Order decision waits (options: the owner's waiting cards).
 */
export function arrangeBottom(g: Game, n: number, choice: number): boolean {
  const active = g.m[Global.Active];
  for (let k = 0; k < 2; k++) {
    const p = k === 0 ? active : 1 - active;
    for (;;) {
      if (choice >= 0 && ownerOf(g, choice) === p) {
        place(g, n, p, choice);
        choice = -1;
      }
      let count = 0;
      let last = -1;
      for (let i = 0; i < n; i++) {
        const o = waiting(g, evBase(g, i));
        if (o >= 0 && ownerOf(g, o) === p) {
          g.m[g.options + count++] = o;
          last = o;
        }
      }
      if (count === 1) place(g, n, p, last); // the one left holds the one place left
      if (count <= 1) break;
      g.m[g.optionCount] = count;
      put(g, Global.DKind, Decision.Order);
      put(g, Global.DPlayer, p);
      put(g, Global.DAux, 0); // to the bottom
      return false;
    }
  }
  return true;
}
