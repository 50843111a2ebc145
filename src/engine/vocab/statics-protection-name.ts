// "As [this] comes into play, name a card. You have protection from the chosen name. (You can't be targeted, dealt
// damage, or enchanted by anything with that name.)" (Runed Halo): a row whose kind prevents damage that a source with
// the named card's name would deal to the row's controller (502.7e of 2008's protection, for a player; a prevention
// effect, so "damage can't be prevented" stops it) and, read by facts/targets.ts (RuleRows.namedProtection), makes
// that player an illegal target of spells and abilities whose source has that name; an Aura with that name can't
// enchant that player (502.7c of 2008), so one attached to the player goes to its owner's graveyard (420.5d:
// facts/attach.ts canAttachToPlayer) and one put into play can't choose the player (batch/copy.ts).
import { Type } from '@sinclair/typebox';
import { EventKind, refPlayer } from '../core/constants.js';
import type { ContinuousEffect } from '../core/continuous.js';
import { Layer } from '../core/continuous.js';
import { EventField } from '../core/event-records.js';
import { type Game, namedCard, refId } from '../core/state.js';
import { controller, rowSource } from '../facts/chars.js';
import { objectName } from '../facts/typetext.js';
import { defineReplacement, UNNUMBERED } from './replacement.js';
import { defineStatic } from './static.js';

/** Has object `src` (a source as it is or was) the name the row's source named? */
function namedBy(g: Game, r: number, src: number): boolean {
  const halo = rowSource(g, r);
  const named = halo < 0 ? -1 : namedCard(g, halo);
  return named >= 0 && objectName(g, src) === g.cards[named].name;
}

/** Damage to the row's controller from a source with the chosen name is prevented. */
export const namedProtectionRow = defineReplacement({
  what: UNNUMBERED,
  applies(g, r, b) {
    const m = g.m;
    const obj = m[b + EventField.Obj];
    const src = m[b + EventField.Src];
    if (m[b + EventField.Kind] !== EventKind.Damage || obj >= 0 || src < 0) return false;
    const halo = rowSource(g, r);
    return halo >= 0 && refPlayer(obj) === controller(g, halo) && namedBy(g, r, refId(src));
  },
  apply(g, _i, b) {
    g.m[b + EventField.Amount] = 0;
  },
  prevents: true,
  benefit: 1,
});

export const protectionFromChosenName = defineStatic({
  name: 'protectionFromChosenName',
  schema: Type.Object(
    { op: Type.Literal('protectionFromChosenName') },
    {
      additionalProperties: false,
      description:
        "\"You have protection from the chosen name\" (Runed Halo; the card needs nameACardOnEntry): spells and abilities from sources with that name can't target you, their damage to you is prevented, and an Aura with that name can't enchant you (502.7c of 2008: one that does goes to its owner's graveyard)",
    },
  ),
  compile: () => ({ layer: Layer.Replacement, what: namedProtectionRow.what as ContinuousEffect }),
});
