// "As [this] comes into play, choose odd or even." (419.1b; Ashling's Prerogative): its controller chooses as
// it would come into play (an OddOrEven decision, in the batch's replace stage); a memory row (Layer.Chosen)
// holds the value, which its filters' manaValueParity reads (facts/chosen.ts parityFits).
import { Type } from '@sinclair/typebox';
import { enteringCard } from '../batch/copy.js';
import { Attach } from '../core/cardform.js';
import { Decision, EventKind, Zone } from '../core/constants.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { EventField, EventFlag } from '../core/event-records.js';
import { type Game, Global, liveId, ownerOf, put, ref, tsOf } from '../core/state.js';
import { defineCardWord } from './card-word.js';

/** Event at b puts a card that chooses odd or even into play: asks its controller, or records `choice`. */
function parityChoice(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  if (
    m[b + EventField.Kind] !== EventKind.Move ||
    m[b + EventField.Aux] !== Zone.InPlay ||
    (m[b + EventField.Flags] & EventFlag.ParityChosen) !== 0
  )
    return true;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0 || !g.cards[enteringCard(g, b, id)].chooseParity) return true;
  if (choice >= 0) {
    m[b + EventField.Flags] |= EventFlag.ParityChosen;
    m[b + EventField.Spare] = choice + 1;
    return true;
  }
  m[g.options] = 0;
  m[g.options + 1] = 1;
  m[g.optionCount] = 2;
  put(g, Global.DKind, Decision.OddOrEven);
  put(g, Global.DPlayer, m[b + EventField.Player] >= 0 ? m[b + EventField.Player] : ownerOf(g, id));
  return false;
}

export const asComesIntoPlayChooseOddOrEven = defineCardWord({
  field: 'asComesIntoPlayChooseOddOrEven',
  schema: Type.Literal(true, {
    description:
      '"As [this] comes into play, choose odd or even. (Zero is even.)" (419.1b; filters with manaValueParity read it: Ashling\'s Prerogative)',
  }),
  compile(_v, card, c) {
    if (card.attachKind === Attach.Aura)
      c.fail(
        'asComesIntoPlayChooseOddOrEven',
        'a card that is not an Aura (its choice rides on the entry event)',
        true,
      );
    card.chooseParity = true;
    c.choosesParity = true;
  },
  entry: {
    decision: Decision.OddOrEven,
    asTurnedFaceUp: false,
    ask: parityChoice,
    entered(g, id, flags, b) {
      if ((flags & EventFlag.ParityChosen) === 0) return;
      const parity = g.m[b + EventField.Spare] - 1;
      addEffect(
        g,
        Layer.Chosen,
        ContinuousEffect.ChosenParity,
        ref(g, id),
        ref(g, id),
        0,
        parity,
        0,
        Until.Game,
        tsOf(g, id),
      );
    },
  },
});
