// Mana Reflection's "If you tap a permanent for mana, it produces twice as much of that mana instead": a replacement
// (419.1) of the mana a mana ability with {T} in its cost makes (2008: "tap a permanent for mana" is to play such an
// ability), of the same type, twice the amount (2008 ruling: Mystic Gate tapped for {W}{U} makes {W}{W}{U}{U}; two
// Reflections make four times). Playing a mana ability is no event here, so the row applies to none: the automatic
// payer counts a source's mana that many times (facts/own-lists.ts, actions/mana.ts) and the mana abilities a player
// plays multiply what they add (itemManaFactor). Mana of a spell (Dark Ritual) or a triggered mana ability (Overgrowth:
// the enchantment's, not the land's) is not made by the tapped permanent and stays as it is.
import { Type } from '@sinclair/typebox';
import { Layer, Who, type ContinuousEffect } from '../core/continuous.js';
import { StackKind } from '../core/constants.js';
import { abilityCard, rf } from '../core/stack-records.js';
import { type Game, Global, StackField } from '../core/state.js';
import { controllerOfItem } from '../facts/runtime.js';
import { manaTwiceCount } from '../facts/rules-mod.js';
import { defineReplacement, UNNUMBERED } from './replacement.js';
import { defineStatic } from './static.js';

/** The row kind: it applies to no event (see above). */
export const manaTwiceRow = defineReplacement({
  what: UNNUMBERED,
  applies: () => false,
  apply: () => {},
  benefit: 0,
});

export const tappedForManaProducesTwice = defineStatic({
  name: 'tappedForManaProducesTwice',
  schema: Type.Object(
    { op: Type.Literal('tappedForManaProducesTwice'), who: Type.Literal('you') },
    {
      additionalProperties: false,
      description:
        '"If you tap a permanent for mana, it produces twice as much of that mana instead" (Mana Reflection): the mana of each mana ability with {T} in its cost that you play, of the same types, twice the amount; cumulative (two make four times). Not a spell\'s mana (Dark Ritual) nor a triggered mana ability\'s (Overgrowth)',
    },
  ),
  compile: () => ({ layer: Layer.Replacement, what: manaTwiceRow.what as ContinuousEffect, a: Who.You }),
});

/**
 * How many times the mana that resolving stack item rec adds is multiplied: 2 to the number of such rows that apply
 * to its controller when it is a mana ability with {T} in its cost (a permanent tapped for mana), else 1.
 */
export function itemManaFactor(g: Game, rec: number): number {
  if (g.m[Global.ReplaceN] === 0 || rf(g, rec, StackField.Kind) !== StackKind.Ability) return 1;
  const ab = abilityCard(g, rec).activated[rf(g, rec, StackField.Ability)];
  if (!ab.manaAbility || !ab.tap) return 1;
  return 1 << manaTwiceCount(g, controllerOfItem(g, rec));
}
