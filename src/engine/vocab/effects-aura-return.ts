// Auras that move themselves. "When enchanted creature is put into a graveyard, you may return [this] from your
// graveyard to play attached to a creature that shares a creature type with that creature" (Reins of the Vinesteed):
// the Aura card this ability's source became as it went from play to its owner's graveyard (its next incarnation: the
// same card, moved once), if it is in your graveyard, comes into play under your control attached to a permanent
// matching `to` that it can enchant, chosen on resolution (an AttachTo decision); none: it stays.
// `sharingACreatureTypeWith: "it"`: only permanents sharing a creature type with the trigger's "it" as it last existed
// in play (its creature types kept as it left: batch/triggers.ts queue, EventRead.ItCreatureTypes), or as it is now if
// still in play. Not targeted (shroud doesn't stop it); it must be able to enchant the permanent (its enchant,
// protection: facts/attach.ts).
import { Type } from '@sinclair/typebox';
import { Attach, EventRead, type FilterC } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { proposeAttach, proposeEnterAttached } from '../core/event-records.js';
import { rf } from '../core/stack-records.js';
import { cardIdOf, cSubOf, type Game, Global, liveId, ownerOf, put, ref, StackField, zoneOf } from '../core/state.js';
import { shareCreatureType } from '../core/subtypes.js';
import { listBase } from '../core/zones.js';
import { canAttach, canEnchant } from '../facts/attach.js';
import { ensureChars, matchesRead } from '../facts/chars.js';
import { readFilter } from '../facts/text-read.js';
import { controllerOfItem } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { defineVerb } from './verb.js';

/** The reference an object named by reference r gets by its next zone change (state.ts nextRef, from a reference). */
const movedOnce = (r: number): number => ((((r >>> 16) + 1) & 0x7fff) << 16) | (r & 0xffff);

/** The creature types (a subtype set) of the item's "it": now if in play, else as it left play (the event amount). */
function itTypes(g: Game, rec: number): number {
  const it = liveId(g, rf(g, rec, StackField.Ref));
  if (it >= 0 && zoneOf(g, it) === Zone.InPlay) {
    ensureChars(g);
    return cSubOf(g, it);
  }
  return rf(g, rec, StackField.Amount);
}

interface ReturnArgs {
  to: FilterC;
  sharing: boolean;
}

export const returnThisAttached = defineVerb({
  name: 'returnThisAttached',
  schema: Type.Object(
    {
      op: Type.Literal('returnThisAttached'),
      to: FilterSchema,
      sharingACreatureTypeWith: Type.Optional(
        Type.Literal('it', { description: 'only permanents sharing a creature type with the trigger\'s "it"' }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'return this Aura card, gone from play to your graveyard, to play attached to a matching permanent it can enchant, chosen on resolution',
    },
  ),
  compile(o, c, f): ReturnArgs {
    if (!c.attaches) c.fail(`${f}.op`, 'an Aura (returnThisAttached)', o.op);
    const sharing = o.sharingACreatureTypeWith === 'it';
    if (sharing) {
      if (!c.eventObject || !c.eventAmount)
        c.fail(`${f}.sharingACreatureTypeWith`, 'a leaves-play trigger ("it" as it left play)', o);
      if ((c.reads & EventRead.Amount) !== 0)
        c.fail(
          `${f}.sharingACreatureTypeWith`,
          'no "eventAmount" in the same ability (it holds the creature types)',
          o,
        );
      c.reads |= EventRead.It | EventRead.ItCreatureTypes;
    }
    return { to: c.filter(o.to)!, sharing };
  },
  run(g, rec, a, choice) {
    const you = controllerOfItem(g, rec);
    const id = liveId(g, movedOnce(rf(g, rec, StackField.Source)));
    if (id < 0 || zoneOf(g, id) !== Zone.Graveyard || ownerOf(g, id) !== you) return true;
    const card = g.cards[cardIdOf(g, id)];
    if (card.attachKind !== Attach.Aura) return true;
    if (choice >= 0) {
      proposeEnterAttached(g, id, you, ref(g, choice));
      return true;
    }
    const types = a.sharing ? itTypes(g, rec) : -1;
    ensureChars(g);
    const base = listBase(g, Zone.InPlay, 0);
    let k = 0;
    for (let i = 0; i < g.m[base]; i++) {
      const o = g.m[base + 1 + i];
      if (types >= 0 && !shareCreatureType(types, cSubOf(g, o))) continue;
      // read again for each: canEnchant may read another filter into the same scratch
      const to = readFilter(g, a.to, rf(g, rec, StackField.Source))!;
      if (matchesRead(g, to, o, you, id) && canEnchant(g, card, o, you, id)) g.m[g.options + k++] = o;
    }
    if (k === 0) return true;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.AttachTo);
    put(g, Global.DPlayer, you);
    return false;
  },
  describe: (a) =>
    `return this from your graveyard to play attached to a matching permanent${a.sharing ? ' that shares a creature type with it' : ''}`,
});

/**
 * "Enchanted permanent has 'At the end of your turn, sacrifice this permanent and attach Nettlevine Blight to a
 * creature or land you control'": in a triggered ability an Aura's static ability grants (grantAbilities), the Aura
 * granting it (its "it": batch/trigger-kinds.ts scanGranted, EventRead.Granter), if still in play, is attached to a
 * permanent matching `to` (seen from the ability's controller) that it can enchant, chosen on resolution (an AttachTo
 * decision; the one it is attached to is among them if still in play). None: it stays where it is (420.5d then puts an
 * attached to nothing into its owner's graveyard).
 */
export const attachGranter = defineVerb({
  name: 'attachGranter',
  schema: Type.Object(
    { op: Type.Literal('attachGranter'), to: FilterSchema },
    {
      additionalProperties: false,
      description:
        'in an ability an Aura grants: attach that Aura to a matching permanent it can enchant, chosen on resolution',
    },
  ),
  compile(o, c, f): FilterC {
    if (!c.granting || !c.attaches || c.eventObject)
      c.fail(`${f}.op`, "a triggered ability an Aura's static ability grants, whose event has no object", o.op);
    c.reads |= EventRead.Granter;
    return c.filter(o.to)!;
  },
  run(g, rec, to, choice) {
    const aura = liveId(g, rf(g, rec, StackField.Ref));
    if (aura < 0 || zoneOf(g, aura) !== Zone.InPlay) return true;
    if (choice >= 0) {
      proposeAttach(g, aura, choice);
      return true;
    }
    const you = controllerOfItem(g, rec);
    ensureChars(g);
    const base = listBase(g, Zone.InPlay, 0);
    let k = 0;
    for (let i = 0; i < g.m[base]; i++) {
      const o = g.m[base + 1 + i];
      const f = readFilter(g, to, rf(g, rec, StackField.Source))!;
      if (matchesRead(g, f, o, you, aura) && canAttach(g, aura, o)) g.m[g.options + k++] = o;
    }
    if (k === 0) return true;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.AttachTo);
    put(g, Global.DPlayer, you);
    return false;
  },
  describe: () => 'attach the Aura granting this ability to a matching permanent',
});
