// Champion (502.72 of 2008): "Champion an [object]" means "When this permanent comes into play, sacrifice it unless
// you remove another [object] you control from the game" and "When this permanent leaves play, return the removed
// card to play under its owner's control." The first is this verb: its controller chooses another matching
// permanent he or she controls (a Champion decision: options 0, remove none and sacrifice this, or id + 1), or none;
// the removed card is remembered as a Linked row of this object as it is now (effects-removed.ts), so its
// leaves-play ability (returnRemoved) returns exactly that card. If this has already left play as the ability
// resolves, a card may still be removed, and nothing will return it (its leaves-play ability has gone by).
import { Type } from '@sinclair/typebox';
import { RefCode } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { addEffect, type ContinuousEffect, Layer, Link, Until } from '../core/continuous.js';
import { proposeMove, proposeSacrifice } from '../core/event-records.js';
import { type Game, Global, nextRef, put, zoneOf } from '../core/state.js';
import { controllerOfItem, matchingInPlay, objectOf, sourceRef } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { defineVerb } from './verb.js';

/** The Champion decision's option "remove nothing" (the champion is sacrificed); a permanent is its id + 1. */
export const CHAMPION_NONE = 0;

export const champion = defineVerb({
  name: 'champion',
  schema: Type.Object(
    { op: Type.Literal('champion'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        'sacrifice this unless you remove another matching permanent you control from the game (502.72 of 2008); returnRemoved returns it',
    },
  ),
  compile: (o, c) => ({ filter: c.filter({ ...o.filter, controller: 'you', other: true }) }),
  run(g, rec, a, choice) {
    const self = objectOf(g, rec, RefCode.This);
    if (choice >= 0) {
      if (choice === CHAMPION_NONE) {
        if (self >= 0 && zoneOf(g, self) === Zone.InPlay) proposeSacrifice(g, self);
      } else remove(g, rec, choice - 1);
      return true;
    }
    const set = matchingInPlay(g, rec, a.filter);
    g.m[g.options] = CHAMPION_NONE;
    for (let i = 1; i <= set[0]; i++) g.m[g.options + i] = set[i] + 1;
    g.m[g.optionCount] = set[0] + 1;
    put(g, Global.DKind, Decision.Champion);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: () => 'sacrifice this unless you remove another matching permanent you control from the game',
});

/** Removes `id` from the game, linked to this ability's source as it is now (400.7: the card's next incarnation). */
function remove(g: Game, rec: number, id: number): void {
  const next = nextRef(g, id);
  proposeMove(g, id, Zone.Removed);
  addEffect(g, Layer.Linked, 0 as ContinuousEffect, sourceRef(g, rec), next, 0, Link.Removed, 0, Until.Game, 0);
}
