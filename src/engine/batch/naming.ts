// "As [this] comes into play, name a card" (Pithing Needle): its controller names a card as the Move
// event that puts it into play is replaced-and-performed (like a Clone's copy choice, copy.ts). The Name
// decision's options are the cards of this game that have activated abilities (naming any other card
// can never matter: the names only restrict activated abilities); the chosen card id rides in the Move
// event's Amount and is kept per object (state: Named, card id + 1) while it stays in play.
import { Decision, EventKind, Zone } from '../core/constants.js';
import { EventFlag, EventField } from '../core/event-records.js';
import { type Game, Global, liveId, put, cardIdOf, ownerOf, zoneOf } from '../core/state.js';

/**
 * Event at offset b moves a card that names a card into play: asks its controller, or records `choice`. False while
 * asked.
 */
export function nameChoice(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  if (
    m[b + EventField.Kind] !== EventKind.Move ||
    m[b + EventField.Aux] !== Zone.InPlay ||
    (m[b + EventField.Flags] & EventFlag.NameChosen) !== 0
  )
    return true;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0) return true;
  const c = g.cards[cardIdOf(g, id)];
  if (!c.namesCard) return true;
  if (choice >= 0) {
    m[b + EventField.Amount] = choice;
    m[b + EventField.Flags] |= EventFlag.NameChosen;
    return true;
  }
  const who = m[b + EventField.Player] >= 0 ? m[b + EventField.Player] : ownerOf(g, id);
  let k = 0;
  for (let o = 0; o < g.n; o++) {
    if (zoneOf(g, o) === Zone.None) continue;
    const card = cardIdOf(g, o);
    if (g.cards[card].activated.length === 0) continue;
    let seen = false;
    for (let a = 0; a < k && !seen; a++) seen = g.m[g.options + a] === card;
    if (!seen) g.m[g.options + k++] = card;
  }
  if (k <= 1) {
    m[b + EventField.Amount] = k === 1 ? g.m[g.options] : c.id;
    m[b + EventField.Flags] |= EventFlag.NameChosen;
    return true;
  }
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.Name);
  put(g, Global.DPlayer, who);
  return false;
}

/** Object id came into play by the event at offset b: it keeps the card it named (or none). */
export function rememberName(g: Game, id: number, flags: number, b: number): void {
  put(g, g.namedCards + id, (flags & EventFlag.NameChosen) !== 0 ? g.m[b + EventField.Amount] + 1 : 0);
}
