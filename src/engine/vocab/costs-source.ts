// Cost words the source pays itself: "{T}" (it taps), "{Q}" (it untaps) and "sacrificeThis" (it is sacrificed).
// Nothing is chosen; both are paid after the mana (409.1h: in any order, the engine's is vocab/cost.ts CostOrder).
import { Type } from '@sinclair/typebox';
import { proposeDiscard, proposeSacrifice, proposeTap } from '../core/event-records.js';
import { Flag, Zone } from '../core/constants.js';
import { flagsOf, ownerOf, zoneOf } from '../core/state.js';
import { canTap, isSick } from '../actions/mana.js';
import { CostOrder, defineCost } from './cost.js';

/** {T}: the source must be untapped, and a creature under its controller's control since the turn began (212.3d). */
export const tap = defineCost({
  name: '{T}',
  schema: Type.Literal('{T}'),
  order: CostOrder.Source,
  once: true,
  payer: true,
  compile(_o, _c, _f, _part, costs) {
    costs.tap = true; // the payer leaves the source alone: it can't also tap for mana
  },
  describe: () => '{T}',
  payable: (g, _p, src) => canTap(g, src),
  pay(g, _rec, _p, src) {
    proposeTap(g, src, true);
    return true;
  },
});

/**
 * {Q}, the untap symbol (Shadowmoor): the source must be tapped, and a creature under its controller's control since
 * the turn began (212.3d of 2008 names the untap symbol beside the tap symbol); paying it untaps the source.
 */
export const untap = defineCost({
  name: '{Q}',
  schema: Type.Literal('{Q}'),
  order: CostOrder.Source,
  once: true,
  describe: () => '{Q}',
  payable: (g, _p, src) => (flagsOf(g, src) & Flag.Tapped) !== 0 && !isSick(g, src),
  pay(g, _rec, _p, src) {
    proposeTap(g, src, false);
    return true;
  },
});

/** "Sacrifice [this]": the source is in play as long as its abilities are listed, so it can always be paid. */
export const sacrificeThis = defineCost({
  name: 'sacrificeThis',
  schema: Type.Literal('sacrificeThis'),
  order: CostOrder.Self,
  once: true,
  describe: () => 'sacrifice this',
  payable: () => true,
  pay(g, _rec, _p, src) {
    proposeSacrifice(g, src);
    return true;
  },
});

/**
 * "Discard this card": the cost of an ability played from the hand (reinforce, 502.77 of 2008); only there, so the
 * compiler refuses it on any other ability. Its owner discards it as the ability is played.
 */
export const discardThis = defineCost({
  name: 'discardThis',
  schema: Type.Literal('discardThis'),
  order: CostOrder.Self,
  once: true,
  compile(o, c, f) {
    if (!c.handAbility) c.fail(f, 'discardThis only in a printed ability or reinforce (played from the hand)', o);
  },
  describe: () => 'discard this card',
  payable: (g, _p, src) => zoneOf(g, src) === Zone.Hand,
  pay(g, _rec, _p, src) {
    proposeDiscard(g, src, ownerOf(g, src));
    return true;
  },
});
