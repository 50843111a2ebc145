// Replacements that ask more as they apply (419.6g, 419.6h): a mode asked at each event (Abundance's
// land or nonland, dredge's "you may"), and Abundance's reveal: the revealed cards ordered to the bottom of
// the library, all while the batch waits in the replace stage.
import { Decision, EventKind, Flag, CardType, Zone } from '../core/constants.js';
import { proposeMove, evBase, EventFlag, EventField } from '../core/event-records.js';
import { type Game, Global, liveId, put, ref, setFlags, cardIdOf, flagsOf } from '../core/state.js';
import { listBase } from '../core/zones.js';

/** Option values of a ReplaceMode decision (REPLACE_MODE + mode) and of a revealed card's place (the
 * engine adds REVEAL_ORDER to an Order decision's object id while events are being replaced). */
export const REPLACE_MODE = 1 << 22;
export const REVEAL_ORDER = 1 << 23;

// ---- Abundance: "you may instead choose land or nonland and reveal cards from the top of your library
// until you reveal a card of the chosen kind. Put that card into your hand and put all other cards
// revealed this way on the bottom of your library in any order." A modal replacement (419.6g): each
// draw asks again (modes 1 land, 2 nonland; 0 declines the "may"). The draw event then reveals (EventFlag.Revealing,
// Aux: the mode) and stays in the replace stage while its player orders the other revealed cards (Order
// decisions: each goes to the bottom as a Move joining the batch); then it becomes the Move of the card
// found to the hand, revealed (no draw: 423.5), or nothing. With an empty library nothing is revealed
// and nothing is drawn (419.6h, 423.6a: no loss for drawing from an empty library).

/**
 * Asks player p the mode (0 .. n-1; 0: don't apply) of replacement option `opt` (a row, or OWN_BASE + a
 * card) for event i, which keeps `opt` in its Spare field (a draw's is unused) until the answer.
 */
export function askMode(g: Game, i: number, opt: number, n: number, p: number): void {
  const m = g.m;
  m[evBase(g, i) + EventField.Spare] = opt;
  for (let k = 0; k < n; k++) m[g.options + k] = REPLACE_MODE + k;
  m[g.optionCount] = n;
  put(g, Global.DKind, Decision.ReplaceMode);
  put(g, Global.DPlayer, p);
}

/** A ReplaceMode option's mode (0: don't apply). */
export const replaceModeOf = (v: number): number => v - REPLACE_MODE;

/** Is library card id of the kind mode names (1 land, 2 nonland)? */
const ofKind = (g: Game, id: number, mode: number): boolean =>
  ((g.cards[cardIdOf(g, id)].types & CardType.Land) !== 0) === (mode === 1);

/**
 * The revealing draw event i: asks where the next revealed card goes (an Order decision among those not
 * yet sent to the bottom) and returns false, or, all placed, turns the event into the found card's
 * Move to the hand (or into nothing) and returns true.
 */
export function revealStep(g: Game, i: number): boolean {
  const m = g.m;
  const b = evBase(g, i);
  const p = m[b + EventField.Player];
  const mode = m[b + EventField.Aux];
  const lb = listBase(g, Zone.Library, p);
  const size = m[lb];
  let found = -1;
  let k = 0;
  for (let j = size; j >= 1; j--) {
    // from the top (the list's end)
    const id = m[lb + j];
    // Revealed: known to all (a determinization keeps them, Flag.Found; cleared as each moves).
    if ((flagsOf(g, id) & Flag.Found) === 0) setFlags(g, id, flagsOf(g, id) | Flag.Found);
    if (ofKind(g, id, mode)) {
      found = id;
      break;
    }
    if (!bottomProposed(g, i, id)) m[g.options + k++] = id;
  }
  if (k > 0) {
    m[g.optionCount] = k;
    put(g, Global.DKind, Decision.Order);
    put(g, Global.DPlayer, p);
    put(g, Global.DAux, 0); // to the bottom (not ORDER_ON_TOP)
    return false;
  }
  m[b + EventField.Flags] &= ~EventFlag.Revealing;
  m[b + EventField.Kind] = EventKind.Move;
  m[b + EventField.Aux] = Zone.Hand;
  m[b + EventField.Player] = -1;
  if (found >= 0) {
    m[b + EventField.Obj] = ref(g, found);
    m[b + EventField.Flags] |= EventFlag.RevealToHand;
  } else m[b + EventField.Obj] = -1;
  return true;
}

/** Has a batch event after event i already sent card id to the bottom of its library? */
function bottomProposed(g: Game, i: number, id: number): boolean {
  const m = g.m;
  for (let j = i + 1; j < m[g.eventCount]; j++) {
    const c = evBase(g, j);
    if (
      m[c + EventField.Kind] === EventKind.Move &&
      m[c + EventField.Aux] === Zone.Library &&
      liveId(g, m[c + EventField.Obj]) === id
    )
      return true;
  }
  return false;
}

/** The revealed card `id` goes to the bottom next (a Move joining the batch, after the draw event). */
export function revealedToBottom(g: Game, id: number): void {
  proposeMove(g, id, Zone.Library, -1, true);
}
