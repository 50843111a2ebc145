// "[That creature] has '...'" given by a resolving spell or ability (Makeshift Mannequin: "As long as that creature has
// a mannequin counter on it, it has 'When this creature becomes the target of a spell or ability, sacrifice it.'"):
// a layer 5 row on the object as it resolves (418.3b), granting an activated or triggered ability held by a card of its
// own (facts/granted.ts, batch/trigger-kinds.ts scanGranted), for the rest of the game or, with `whileCounter`, only
// while the object has a counter of that kind on it (its row's B: the CounterKind). The row ends as the object leaves
// play (a new object, 400.7).
import { Type } from '@sinclair/typebox';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { FIRST_NAMED_COUNTER, NAMED_COUNTERS, Zone } from '../core/constants.js';
import { ref, zoneOf } from '../core/state.js';
import { nextTimestamp } from '../core/zones.js';
import { matchingInPlay, objectOf, sourceRef } from '../facts/runtime.js';
import { FilterSchema, GrantedAbilitySchema, ObjectRefSchema } from './common.js';
import { RefCode } from '../core/cardform.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

export const grantAbility = defineVerb({
  name: 'grantAbility',
  schema: Type.Object(
    {
      op: Type.Literal('grantAbility'),
      what: Type.Optional(ObjectRefSchema),
      filter: Type.Optional(
        Type.Intersect([FilterSchema], {
          description:
            'instead of what: each matching permanent as it resolves ("other creatures you control gain \'...\' until end of turn": Furystoke Giant)',
        }),
      ),
      ability: GrantedAbilitySchema,
      whileCounter: Type.Optional(
        Type.Union(
          NAMED_COUNTERS.map((k) => Type.Literal(k)),
          { description: 'only as long as it has a counter of this kind on it' },
        ),
      ),
      until: Type.Optional(
        Type.Literal('endOfTurn', {
          description: '"Until end of turn, target creature gains \'...\'" (Banishing Knack)',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'that permanent has this activated or triggered ability ("it has \'When this creature ...\'"), for the game or while it has a counter of a kind',
    },
  ),
  compile(o, c, f) {
    if ((o.what === undefined) === (o.filter === undefined))
      c.fail(f, 'exactly one of "what" (a permanent) and "filter" (each matching permanent)', Object.keys(o));
    const holder = c.grantedAbility!(o.ability, `${f}.ability`);
    return {
      what: o.what === undefined ? RefCode.None : c.objRef(o.what, `${f}.what`),
      filter: c.filter(o.filter),
      card: holder,
      trigger: holder.activated.length === 0,
      counter: o.whileCounter === undefined ? 0 : FIRST_NAMED_COUNTER + NAMED_COUNTERS.indexOf(o.whileCounter),
      counterName: o.whileCounter ?? '',
      until: o.until === 'endOfTurn' ? Until.EndOfTurn : Until.Game,
    };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    const what = a.trigger ? ContinuousEffect.GrantTrigger : ContinuousEffect.GrantAbility;
    const grant = (id: number) =>
      addEffect(
        g,
        Layer.Other,
        what,
        sourceRef(g, rec),
        ref(g, id),
        0,
        a.card.id,
        a.counter,
        a.until,
        nextTimestamp(g),
      );
    if (a.filter !== null) {
      // the permanents matching as it resolves (418.3b: later ones don't gain it)
      const set = matchingInPlay(g, rec, a.filter);
      for (let i = 1; i <= set[0]; i++) grant(set[i]);
      return true;
    }
    const id = objectOf(g, rec, a.what);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay) grant(id);
    return true;
  },
  describe: (a) => {
    const who = a.filter !== null ? 'each matching permanent' : refText(a.what);
    return `${a.counterName === '' ? '' : `as long as ${who} has a ${a.counterName} counter on it, `}${who} has "${a.card.text}"${a.until === Until.EndOfTurn ? ' until end of turn' : ''}`;
  },
});
