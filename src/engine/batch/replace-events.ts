// What replacement kinds read of and do to an event record (419): where it would put its object, its
// damage source's colors and types, "instead of a graveyard", and the Replacement layer's rows on an
// object. Shared by the kinds (vocab/replacements-*.ts, card words) and the stage itself (replace.ts).
import { colors, types } from '../facts/chars.js';
import { sourceManaValue, subtypesOf } from '../facts/protection.js';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { EventKind, Zone } from '../core/constants.js';
import { EventFlag, EventField } from '../core/event-records.js';
import { EffectField, type Game, Global, liveId, refId, cardIdOf } from '../core/state.js';

/** Would the event at b put its object into a graveyard (a Move there, a destruction, sacrifice or discard)? */
export function toGraveyard(g: Game, b: number): boolean {
  const kind = g.m[b + EventField.Kind];
  return kind === EventKind.Move
    ? g.m[b + EventField.Aux] === Zone.Graveyard
    : kind === EventKind.Destroy || kind === EventKind.Sacrifice || kind === EventKind.Discard;
}

/**
 * The event puts its object into `zone` instead of a graveyard: a Move. A destruction or sacrifice so
 * replaced is none; a discard stays a discard (EventFlag.WasDiscard: it triggers as one).
 */
export function insteadOfGraveyard(g: Game, b: number, zone: Zone): void {
  const m = g.m;
  // A discard keeps its Player (who caused it); a Move's Player is the new controller: none here.
  if (m[b + EventField.Kind] === EventKind.Discard) m[b + EventField.Flags] |= EventFlag.WasDiscard;
  else m[b + EventField.Player] = -1;
  m[b + EventField.Kind] = EventKind.Move;
  m[b + EventField.Aux] = zone;
  m[b + EventField.Flags] &= ~EventFlag.Bottom;
}

/** The damage source's card types: as it is in play, else its card's (502.7a: sources not in play count). */
export function sourceTypesOf(g: Game, b: number): number {
  const src = g.m[b + EventField.Src];
  if (src < 0) return 0;
  const id = liveId(g, src);
  return id >= 0 ? types(g, id) : g.cards[cardIdOf(g, refId(src))].types;
}

/** The damage source's subtypes: as it is in play, else its card's (502.7a). */
export function sourceSubtypesOf(g: Game, b: number): number {
  const src = g.m[b + EventField.Src];
  if (src < 0) return 0;
  const id = liveId(g, src);
  return id >= 0 ? subtypesOf(g, id) : g.cards[cardIdOf(g, refId(src))].subtypeSet;
}

/** The damage source's converted mana cost: as it is, else its card's (502.7a). */
export function sourceManaValueOf(g: Game, b: number): number {
  const src = g.m[b + EventField.Src];
  if (src < 0) return 0;
  const id = liveId(g, src);
  return sourceManaValue(g, id >= 0 ? id : refId(src));
}

/** Colors of a damage event's source: as it is if still the same object, else as last known (EventField.Aux). */
export function sourceColorsOf(g: Game, b: number): number {
  const id = liveId(g, g.m[b + EventField.Src]);
  return id >= 0 ? colors(g, id) : g.m[b + EventField.Aux];
}

/** Is there a replacement-layer row of kind `what` on the object or player `obj`? */
export function hasRow(g: Game, what: ContinuousEffect, obj: number): boolean {
  const m = g.m;
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (
      m[r + EffectField.Layer] === Layer.Replacement &&
      m[r + EffectField.What] === what &&
      m[r + EffectField.Obj] === obj
    )
      return true;
  }
  return false;
}
