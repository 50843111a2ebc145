// "If Mossbridge Troll would be destroyed, regenerate it." (a static replacement of the permanent's own destruction,
// 419.6b): every time, not a shield used up. Like a shield it is a regeneration: "can't be regenerated" destruction,
// and a CantRegenerate row on it, are not replaced (the destruction happens); a toughness of 0 or less (420.5c: a
// Move) is no destruction.
import { Type } from '@sinclair/typebox';
import { ContinuousEffect, Layer } from '../core/continuous.js';
import { EventKind } from '../core/constants.js';
import { EventFlag, EventField } from '../core/event-records.js';
import { hasRow } from '../batch/replace-events.js';
import { liveId, ref } from '../core/state.js';
import { rowSource } from '../facts/chars.js';
import { defineReplacement, UNNUMBERED } from './replacement.js';
import { defineStatic } from './static.js';

export const regenerateSelf = defineReplacement({
  what: UNNUMBERED,
  applies(g, r, b) {
    const m = g.m;
    if (m[b + EventField.Kind] !== EventKind.Destroy || (m[b + EventField.Flags] & EventFlag.NoRegen) !== 0)
      return false;
    const src = rowSource(g, r);
    const obj = m[b + EventField.Obj];
    return (
      src >= 0 && liveId(g, obj) === src && obj === ref(g, src) && !hasRow(g, ContinuousEffect.CantRegenerate, obj)
    );
  },
  apply(g, _i, b) {
    g.m[b + EventField.Kind] = EventKind.Regenerate;
  },
  benefit: 1,
});

export const regenerateInsteadOfDestroyed = defineStatic({
  name: 'regenerateInsteadOfDestroyed',
  schema: Type.Object(
    { op: Type.Literal('regenerateInsteadOfDestroyed') },
    {
      additionalProperties: false,
      description:
        '"If [this] would be destroyed, regenerate it" (Mossbridge Troll; 419.6b): each time, unless the destruction says it can\'t be regenerated',
    },
  ),
  compile: () => ({ layer: Layer.Replacement, what: regenerateSelf.what as ContinuousEffect }),
});
