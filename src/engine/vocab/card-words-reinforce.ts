// Reinforce (502.77 of 2008): "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target
// creature", an activated ability that works only while the card is in its owner's hand. The compiler adds it to
// the card as an activated ability marked fromHand: listed for the card in hand at instant timing whatever the
// card's type (actions/priority.ts), never for a permanent; its cost discards the card itself (discardThis).
import { Type } from '@sinclair/typebox';
import { defineCardWord } from './card-word.js';

export const reinforce = defineCardWord({
  field: 'reinforce',
  schema: Type.Object(
    {
      amount: Type.Union([Type.Integer({ minimum: 1, maximum: 20 }), Type.Literal('x')], {
        description: 'N, the +1/+1 counters put on the target, or "x": the X paid in the cost (Reinforce X—{X}{W}{W})',
      }),
      cost: Type.String({ description: 'the mana cost, like "{2}{W}"' }),
    },
    {
      additionalProperties: false,
      description:
        'Reinforce N—[cost] (502.77): "[Cost], Discard this card: Put N +1/+1 counters on target creature." (played only from the hand)',
    },
  ),
  afterAbilities: true,
  compile(v, card, c) {
    const n = v.amount === 'x' ? 'X' : String(v.amount);
    const ability = {
      kind: 'activated',
      cost: [v.cost, 'discardThis'],
      targets: [{ kind: 'creature' }],
      effect: { op: 'addCounters', what: 'target:0', counter: '+1/+1', amount: v.amount },
      text: `Reinforce ${n}—${v.cost}`,
    };
    c.handAbility = true;
    c.compileAbility!(ability, card, 'reinforce');
    c.handAbility = false;
    card.activated[card.activated.length - 1].fromHand = true;
  },
});
