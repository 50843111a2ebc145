// Prevention statics whose prevented damage does something else (419.1d): "If a spell you control would deal damage to
// an opponent, prevent that damage. Put a [token] into play for each 1 damage prevented this way" (Hostility): the
// damage event's amount becomes 0 and that many tokens come into play in the same batch (each a Move of its own, open
// to the replacements of things coming into play); and optional partial prevention, "you may prevent X of that damage"
// (Battletide Alchemist).
import { Type } from '@sinclair/typebox';
import { ContinuousEffect, Layer, rowStatic } from '../core/continuous.js';
import { EventKind, refPlayer, Zone } from '../core/constants.js';
import { EventField, evBase, proposeMove } from '../core/event-records.js';
import { EffectField, type Game, Global, liveId, nextRef, refId, zoneOf } from '../core/state.js';
import { allocToken, listBase, nextTimestamp } from '../core/zones.js';
import { baseCard, controller, matches, rowSource } from '../facts/chars.js';
import { inheritText, textMapOf } from '../facts/text-read.js';
import { TEXT_IDENTITY } from '../facts/textchange.js';
import { FilterSchema } from './common.js';
import { compileToken, TokenSchema } from './effects-play.js';
import { defineReplacement, UNNUMBERED } from './replacement.js';
import { defineStatic } from './static.js';

/**
 * The row's A: the index + 1 of the token its source's card makes for each 1 damage prevented (0: none, the damage
 * is only prevented).
 */
export const preventYourSpellsDamage = defineReplacement({
  what: UNNUMBERED,
  applies(g, r, b) {
    const m = g.m;
    const obj = m[b + EventField.Obj];
    if (m[b + EventField.Kind] !== EventKind.Damage || obj >= 0 || m[b + EventField.Src] < 0) return false;
    const src = rowSource(g, r);
    const dealer = liveId(g, m[b + EventField.Src]);
    // a spell: the damage's source is on the stack (an ability's source is a permanent or a card)
    if (src < 0 || dealer < 0 || zoneOf(g, dealer) !== Zone.Stack) return false;
    const you = controller(g, src);
    return controller(g, dealer) === you && refPlayer(obj) !== you;
  },
  apply(g, _i, b, r) {
    const m = g.m;
    const n = m[b + EventField.Amount];
    m[b + EventField.Amount] = 0;
    const k = m[r + EffectField.A] - 1;
    const src = rowSource(g, r);
    if (k < 0 || src < 0) return;
    const token = baseCard(g, src).tokens[k];
    const you = controller(g, src);
    // 418.6a: words changed in the source's text change the tokens too
    const map = m[Global.EffN] !== 0 ? textMapOf(g, m[r + EffectField.Source]) : TEXT_IDENTITY;
    // past the token slots this batch has already taken (they stay out of play until it happens)
    let from = g.nCards;
    for (let e = 0; e < m[g.eventCount]; e++) {
      const o = m[evBase(g, e) + EventField.Obj];
      if (m[evBase(g, e) + EventField.Kind] === EventKind.Move && o >= 0) from = Math.max(from, refId(o) + 1);
    }
    for (let j = 0; j < n; j++) {
      const id = allocToken(g, token.id, you, from);
      from = id + 1;
      if (map !== TEXT_IDENTITY) inheritText(g, m[r + EffectField.Source], nextRef(g, id), map, nextTimestamp(g));
      proposeMove(g, id, Zone.InPlay, you);
    }
  },
  prevents: true,
  benefit: 1,
});

export const preventYourSpellsDamageToOpponents = defineStatic({
  name: 'preventYourSpellsDamageToOpponents',
  schema: Type.Object(
    {
      op: Type.Literal('preventYourSpellsDamageToOpponents'),
      token: Type.Optional(TokenSchema),
    },
    {
      additionalProperties: false,
      description:
        '"If a spell you control would deal damage to an opponent, prevent that damage" (419.1d); token: "Put a [token] into play for each 1 damage prevented this way" (Hostility), in the same batch',
    },
  ),
  compile(o, c, f) {
    const index = o.token === undefined ? 0 : c.tokens.length + 1;
    if (o.token !== undefined) compileToken(o.token, c, f);
    return { layer: Layer.Replacement, what: preventYourSpellsDamage.what as ContinuousEffect, a: index };
  },
});

/** The number of permanents in play matching row r's static filter, seen from the row's source (-1: gone). */
function countForRow(g: Game, r: number): number {
  const src = rowSource(g, r);
  if (src < 0) return 0;
  const f = rowStatic(g, r).filter;
  const you = controller(g, src);
  const base = listBase(g, Zone.InPlay, 0);
  let n = 0;
  for (let i = 0; i < g.m[base]; i++) if (matches(g, f, g.m[base + 1 + i], you, src)) n++;
  return n;
}

/**
 * "If a source would deal damage to a player, you may prevent X of that damage, where X is the number of [filter] you
 * control" (Battletide Alchemist): optional (419.6g's "may", a ReplaceMode decision of the row's controller: 0 don't,
 * 1 prevent), X counted as it applies.
 */
export const mayPreventCount = defineReplacement({
  what: UNNUMBERED,
  applies: (g, r, b) =>
    g.m[b + EventField.Kind] === EventKind.Damage && g.m[b + EventField.Obj] < 0 && countForRow(g, r) > 0,
  apply() {}, // always through its modes
  modes: 2,
  applyMode(g, _i, b, _mode, r) {
    g.m[b + EventField.Amount] = Math.max(0, g.m[b + EventField.Amount] - countForRow(g, r));
  },
  prevents: true,
  benefit: 1,
});

export const mayPreventDamageToPlayers = defineStatic({
  name: 'mayPreventDamageToPlayers',
  schema: Type.Object(
    {
      op: Type.Literal('mayPreventDamageToPlayers'),
      count: FilterSchema,
    },
    {
      additionalProperties: false,
      description:
        '"If a source would deal damage to a player, you may prevent X of that damage, where X is the number of [count: matching permanents] you control" (Battletide Alchemist): asked of you for each such damage event (419.6g)',
    },
  ),
  compile: (o, c) => ({
    layer: Layer.Replacement,
    what: mayPreventCount.what as ContinuousEffect,
    filter: c.filter(o.count)!,
  }),
});
