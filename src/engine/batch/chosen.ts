// "As [this] comes into play, choose a color" (419.1b): a replacement effect that modifies how the
// permanent comes into play. The choice is made as it would come into play, in the event batch's
// replace stage (a Color decision, resumable, like copy.ts's choices); the permanent then comes into
// play with a memory row (Layer.Chosen) holding the color, which its abilities read ("protection from
// the chosen color", "a source of the chosen color"). The row outlives the permanent until cleanup:
// an ability that resolves after its source left reads the color as last known (chosenColorOfRef).
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { Decision, EventKind, Zone } from '../core/constants.js';
import { type Game, Global, liveId, put, ownerOf, ref, tsOf } from '../core/state.js';
import { EventFlag, EventField } from '../core/event-records.js';
import { enteringCard } from './copy.js';

/** Event flags bits holding the chosen color (5 bits) once EventFlag.ColorChosen is set. */
const COLOR_SHIFT = 11;

/**
 * Event at offset b moves a card with "as [this] comes into play, choose a color" into play: asks its
 * controller for a color (options are color bits), or records `choice`. False while the decision waits.
 */
export function colorChoice(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  if (
    m[b + EventField.Kind] !== EventKind.Move ||
    m[b + EventField.Aux] !== Zone.InPlay ||
    (m[b + EventField.Flags] & EventFlag.ColorChosen) !== 0
  )
    return true;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0 || !g.cards[enteringCard(g, b, id)].chooseColor) return true; // a Clone copying Voice of All chooses too
  if (choice > 0) {
    m[b + EventField.Flags] |= EventFlag.ColorChosen | (choice << COLOR_SHIFT);
    return true;
  }
  for (let c = 0; c < 5; c++) m[g.options + c] = 1 << c;
  m[g.optionCount] = 5;
  put(g, Global.DKind, Decision.Color);
  put(g, Global.DPlayer, m[b + EventField.Player] >= 0 ? m[b + EventField.Player] : ownerOf(g, id));
  return false;
}

/** Object id came into play by an event with these flags: it remembers its chosen color. */
export function rememberColor(g: Game, id: number, flags: number): void {
  const c = (flags >>> COLOR_SHIFT) & 31;
  if (c !== 0)
    addEffect(g, Layer.Chosen, ContinuousEffect.ChosenColor, ref(g, id), ref(g, id), 0, c, 0, Until.Game, tsOf(g, id));
}
