// Linked abilities. "Remove ... from the game" and the linked ability that returns "the removed cards" (Worldgorger
// Dragon). Each card an ability removes is remembered as a Linked row (Source: the object whose ability
// removed it, as it was then; Obj: the card in the removed zone), so that object's other ability returns
// exactly those cards. An object that left play before its remove ability resolved has a new
// incarnation: its leaves-play ability named the old one, so the cards stay removed (Judgment ruling).
import { type TSchema, Type } from '@sinclair/typebox';
import { Decision, Zone, EventKind } from '../core/constants.js';
import { addEffect, type ContinuousEffect, Layer, Link, linkedRow, removeEffect, Until } from '../core/continuous.js';
import { proposeSacrifice, proposeMove, propose } from '../core/event-records.js';
import {
  EffectField,
  type Game,
  Global,
  liveId,
  nextRef,
  put,
  ref,
  attachOf,
  ownerOf,
  StackField,
  zoneOf,
} from '../core/state.js';
import { FilterSchema } from './common.js';
import { controllerOfItem, matchingInPlay, objectOf, sourceRef } from '../facts/runtime.js';
import { RefCode } from '../core/cardform.js';
import { rf, setRf } from '../core/stack-records.js';
import { controller } from '../facts/chars.js';
import { defineVerb } from './verb.js';

/** Object `id` is about to be removed from the game by item `rec`: remembered as removed with its source. */
export function linkRemoved(g: Game, rec: number, id: number): void {
  // The card as it will be in the removed zone: its next incarnation (400.7).
  addEffect(
    g,
    Layer.Linked,
    0 as ContinuousEffect,
    sourceRef(g, rec),
    nextRef(g, id),
    0,
    Link.Removed,
    0,
    Until.Game,
    0,
  );
}

export const removeEach = defineVerb({
  name: 'removeEach',
  schema: Type.Object(
    { op: Type.Literal('removeEach'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        "removes every permanent matching the filter from the game, at once; this object's returnRemoved brings them back",
    },
  ),
  compile: (o, c) => ({ filter: c.filter(o.filter) }),
  run(g, rec, a) {
    const set = matchingInPlay(g, rec, a.filter);
    for (let i = 1; i <= set[0]; i++) {
      linkRemoved(g, rec, set[i]);
      proposeMove(g, set[i], Zone.Removed);
    }
    return true;
  },
  describe: () => 'remove each matching permanent from the game',
  harmsUntargeted: () => true,
});

export const returnRemoved = defineVerb({
  name: 'returnRemoved',
  schema: Type.Object(
    { op: Type.Literal('returnRemoved') },
    {
      additionalProperties: false,
      description:
        "returns the cards this object's removeEach removed from the game to play under their owners' control",
    },
  ),
  compile: () => null,
  run(g, rec) {
    const src = sourceRef(g, rec);
    for (let i = g.m[Global.EffN] - 1; i >= 0; i--) {
      const r = g.effects + i * EffectField.SIZE;
      if (
        g.m[r + EffectField.Layer] !== Layer.Linked ||
        g.m[r + EffectField.Source] !== src ||
        g.m[r + EffectField.A] !== Link.Removed
      )
        continue;
      const id = liveId(g, g.m[r + EffectField.Obj]);
      removeEffect(g, i);
      if (id >= 0 && zoneOf(g, id) === Zone.Removed) proposeMove(g, id, Zone.InPlay, ownerOf(g, id));
    }
    return true;
  },
  describe: () => "return the removed cards to play under their owners' control",
});

// Animate Dead: "it loses 'enchant creature card in a graveyard' and gains 'enchant creature put into
// play with [this].' Return enchanted creature card to play under your control and attach [this] to it."
// The new enchant is the Linked row (attach.ts reads it); the move and the attachment are one batch, the
// attachment naming the card as it will be in play.
export const returnEnchanted = defineVerb({
  name: 'returnEnchanted',
  schema: Type.Object(
    { op: Type.Literal('returnEnchanted') },
    {
      additionalProperties: false,
      description:
        'this Aura (enchanting a card in a graveyard) now enchants only the creature it puts into play; the enchanted card returns to play under your control with this attached to it',
    },
  ),
  compile: () => null,
  run(g, rec) {
    const aura = objectOf(g, rec, RefCode.This);
    if (aura < 0 || zoneOf(g, aura) !== Zone.InPlay) return true;
    const card = liveId(g, attachOf(g, aura));
    if (card < 0 || zoneOf(g, card) !== Zone.Graveyard) return true;
    const next = nextRef(g, card);
    addEffect(g, Layer.Linked, 0 as ContinuousEffect, ref(g, aura), next, 0, Link.PutIntoPlay, 0, Until.Game, 0);
    proposeMove(g, card, Zone.InPlay, controllerOfItem(g, rec));
    propose(g, EventKind.Attach, ref(g, aura), -1, 0, next);
    return true;
  },
  describe: () => 'return the enchanted creature card to play and attach this to it',
});

// "When [this] leaves play, that creature's controller sacrifices it": the creature put into play with it.
export const sacrificeLinked = defineVerb({
  name: 'sacrificeLinked',
  schema: Type.Object(
    { op: Type.Literal('sacrificeLinked') },
    {
      additionalProperties: false,
      description: 'the controller of the creature put into play with this (returnEnchanted) sacrifices it',
    },
  ),
  compile: () => null,
  run(g, rec) {
    const r = linkedRow(g, sourceRef(g, rec), Link.PutIntoPlay);
    if (r < 0) return true;
    const id = liveId(g, g.m[r + EffectField.Obj]);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay) proposeSacrifice(g, id);
    return true;
  },
  describe: () => 'its controller sacrifices the creature put into play with this',
});

const enum SacrificeThisField {
  /** 1 once the guarded effect is skipped (this wasn't sacrificed). */
  Skip = StackField.Work0,
  /** 1 once the sacrifice has been proposed (it happens before the guarded effect). */
  Done = StackField.Work1,
}

const SacrificeThisThenSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('sacrificeThisThen'), effect },
    {
      additionalProperties: false,
      description:
        'sacrifice this; if you do, the effect ("sacrifice it. If you do, return those cards": Colfenor\'s Urn)',
    },
  );

// "Sacrifice [this]. If you do, [effect]" (Colfenor's Urn): the ability's controller sacrifices its source if it is
// still the same permanent in play under his or her control; otherwise the guarded effect is skipped.
export const sacrificeThisThen = defineVerb({
  name: 'sacrificeThisThen',
  schema: SacrificeThisThenSchema(Type.Unknown()),
  nests: SacrificeThisThenSchema,
  compile: () => ({}),
  run(g, rec) {
    if (rf(g, rec, SacrificeThisField.Done) === 1) return true;
    const src = objectOf(g, rec, RefCode.This);
    if (src < 0 || zoneOf(g, src) !== Zone.InPlay || controller(g, src) !== controllerOfItem(g, rec)) {
      setRf(g, rec, SacrificeThisField.Skip, 1);
      return true;
    }
    proposeSacrifice(g, src);
    setRf(g, rec, SacrificeThisField.Done, 1);
    return false; // the sacrifice happens, then the guarded effect
  },
  describe: (_a, ins) => `sacrifice this; if you do, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, SacrificeThisField.Skip) === 1,
});

/**
 * "Put a card you own removed from the game with [this] into your hand" (Endless Horizons): the effect's controller
 * chooses one of the cards this object removed (its Link.Removed rows) that are still removed and that he or she owns
 * (a Search decision, one of them required); it goes to the hand and is no longer linked. None: nothing happens.
 */
export const putRemovedIntoHand = defineVerb({
  name: 'putRemovedIntoHand',
  schema: Type.Object(
    { op: Type.Literal('putRemovedIntoHand') },
    {
      additionalProperties: false,
      description:
        "put a card you own removed from the game with this object (search's linked) into your hand, chosen on resolution",
    },
  ),
  compile: () => null,
  run(g, rec, _a, choice) {
    const src = sourceRef(g, rec);
    const you = controllerOfItem(g, rec);
    let k = 0;
    for (let i = g.m[Global.EffN] - 1; i >= 0; i--) {
      const r = g.effects + i * EffectField.SIZE;
      if (g.m[r + EffectField.Layer] !== Layer.Linked || g.m[r + EffectField.Source] !== src) continue;
      if (g.m[r + EffectField.A] !== Link.Removed) continue;
      const id = liveId(g, g.m[r + EffectField.Obj]);
      if (id < 0 || zoneOf(g, id) !== Zone.Removed || ownerOf(g, id) !== you) continue;
      if (choice >= 0) {
        if (id !== choice) continue;
        removeEffect(g, i);
        proposeMove(g, id, Zone.Hand);
        return true;
      }
      g.m[g.options + k++] = id;
    }
    if (k === 0) return true;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.Search);
    put(g, Global.DPlayer, you);
    put(g, Global.DAux, 0);
    return false;
  },
  describe: () => 'put a card you own removed from the game with this into your hand',
});
