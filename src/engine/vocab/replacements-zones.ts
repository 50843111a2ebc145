// Kinds of replacement of draws, life and zone changes (419.1a-c, 419.6g): a permanent comes into play
// tapped (a static's filter), another player draws instead, a card goes elsewhere instead of a graveyard
// (Leyline of the Void), draws instead of life (Lich), and Abundance's modal "reveal instead of draw".
import { ContinuousEffect, Who, rowStatic } from '../core/continuous.js';
import { cardMatches } from '../facts/card-colors.js';
import { EventKind, Flag, Zone, refPlayer } from '../core/constants.js';
import { EventFlag, EventField } from '../core/event-records.js';
import { EffectField, liveId, put, refId, cardIdOf, flagsOf, ownerOf } from '../core/state.js';
import { controller, rowSource } from '../facts/chars.js';
import { attachedPlayer } from '../facts/attach.js';
import { appliesTo } from '../facts/rules-mod.js';
import { parityFits } from '../facts/chosen.js';
import { isFaceDown } from '../core/face.js';
import { insteadOfGraveyard, toGraveyard } from '../batch/replace-events.js';
import { defineReplacement } from './replacement.js';

/**
 * 419.1c, applied as the permanent comes into play; 410.10e: judged by the card as it is outside play (its
 * printed types and colors against the static's filter).
 */
export const entersTapped = defineReplacement({
  what: ContinuousEffect.EntersTapped,
  applies(g, r, b) {
    const m = g.m;
    if (
      m[b + EventField.Kind] !== EventKind.Move ||
      m[b + EventField.Aux] !== Zone.InPlay ||
      (m[b + EventField.Flags] & EventFlag.Tapped) !== 0
    )
      return false;
    const objRef = m[b + EventField.Obj];
    if (liveId(g, m[r + EffectField.Source]) < 0 || objRef < 0) return false;
    const card = g.cards[cardIdOf(g, refId(objRef))];
    const f = rowStatic(g, r).filter;
    if (!cardMatches(g, card, f)) return false;
    // "without converted mana cost of the chosen value" (Ashling's Prerogative): a face-down one's is 0
    const mv = isFaceDown(g, refId(objRef)) ? 0 : (card.cost?.cmc ?? 0);
    return f.parity === 0 || parityFits(g, f.parity, mv, rowSource(g, r));
  },
  apply(g, _i, b) {
    g.m[b + EventField.Flags] |= EventFlag.Tapped;
  },
  benefit: -1,
});

/** "If [player Obj] would draw a card, [player A] draws a card instead." */
export const drawInstead = defineReplacement({
  what: ContinuousEffect.DrawInstead,
  applies: (g, r, b) =>
    g.m[b + EventField.Kind] === EventKind.Draw && g.m[b + EventField.Player] === refPlayer(g.m[r + EffectField.Obj]),
  apply(g, _i, b, r) {
    g.m[b + EventField.Player] = g.m[r + EffectField.A];
  },
  benefit: -1,
});

/**
 * "If a card would be put into an opponent's graveyard from anywhere, remove it from the game instead"
 * (Leyline of the Void): a card (not a token, not a copy of a spell: neither is a card) owned by a player the row
 * names (A: Who, seen from the row's source's controller; Who.Enchanted: the player its source enchants, Wheel of
 * Sun and Moon) goes to zone B; to a library, on the bottom (its owner orders several: batch/bottom-order.ts).
 */
export const graveyardInstead = defineReplacement({
  what: ContinuousEffect.GraveyardInstead,
  applies(g, r, b) {
    if (!toGraveyard(g, b)) return false;
    const id = liveId(g, g.m[b + EventField.Obj]);
    const src = rowSource(g, r);
    if (id < 0 || src < 0 || (flagsOf(g, id) & (Flag.Token | Flag.Copy)) !== 0) return false;
    const who = g.m[r + EffectField.A];
    if (who === Who.Enchanted) return ownerOf(g, id) === attachedPlayer(g, src);
    return who === Who.Each || (who === Who.You) === (ownerOf(g, id) === controller(g, src));
  },
  apply(g, _i, b, r) {
    const zone = g.m[r + EffectField.B] as Zone;
    insteadOfGraveyard(g, b, zone);
    if (zone === Zone.Library) g.m[b + EventField.Flags] |= EventFlag.Bottom;
  },
  benefit: -1,
});

/**
 * Lich: "If you would gain life, draw that many cards instead." This event becomes the first draw (and
 * may be replaced again, 419.9b); the others wait to be made one at a time after the batch (423.2;
 * events.ts flushEvents).
 */
export const drawsInsteadOfLife = defineReplacement({
  what: ContinuousEffect.DrawsInsteadOfLife,
  applies: (g, r, b) =>
    g.m[b + EventField.Kind] === EventKind.GainLife &&
    g.m[b + EventField.Amount] > 0 &&
    appliesTo(g, r, g.m[b + EventField.Player]),
  apply(g, _i, b) {
    const m = g.m;
    const p = m[b + EventField.Player];
    put(g, g.pendingDraws + p, m[g.pendingDraws + p] + m[b + EventField.Amount] - 1);
    m[b + EventField.Kind] = EventKind.Draw;
    m[b + EventField.Amount] = 1;
    m[b + EventField.Obj] = -1;
  },
  benefit: 0, // cards for life: neither spares nor harms as such
});

/**
 * Abundance: "If you would draw a card, you may instead choose land or nonland and reveal cards from the
 * top of your library until you reveal a card of the chosen kind..." A modal replacement (419.6g): each
 * draw asks its mode (0 declines the "may", 1 land, 2 nonland); the draw then reveals (EventFlag.Revealing,
 * Aux: the mode) in the replace stage (batch/replace-draw.ts).
 */
export const revealInsteadOfDraw = defineReplacement({
  what: ContinuousEffect.RevealInsteadOfDraw,
  applies(g, r, b) {
    const src = rowSource(g, r);
    return g.m[b + EventField.Kind] === EventKind.Draw && src >= 0 && g.m[b + EventField.Player] === controller(g, src);
  },
  apply: () => {}, // modal: the mode's part does it
  modes: 3,
  applyMode(g, _i, b, mode) {
    g.m[b + EventField.Flags] |= EventFlag.Revealing;
    g.m[b + EventField.Aux] = mode;
  },
  benefit: 1, // its own controller's, and only if he or she wants it
});
