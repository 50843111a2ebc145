// "As [this] comes into play, choose odd or even." (419.1b; Ashling's Prerogative): its controller chooses as
// it would come into play (an OddOrEven decision, in the batch's replace stage), kept in the event's Spare (1 + the
// value, 0 even, 1 odd; 0: not chosen yet: no flag bit is left); a memory row (Layer.Chosen) holds the value, which its
// filters' manaValueParity reads (facts/chosen.ts parityFits).
import { Type } from '@sinclair/typebox';
import { enteringCard } from '../batch/copy.js';
import { Attach } from '../core/cardform.js';
import { Decision, EventKind, Zone } from '../core/constants.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { EventField } from '../core/event-records.js';
import { baseCard } from '../facts/chars.js';
import { type Game, Global, liveId, ownerOf, put, ref, tsOf } from '../core/state.js';
import { defineCardWord } from './card-word.js';

/** Event at b puts a card that chooses odd or even into play: asks its controller, or records `choice`. */
function parityChoice(g: Game, b: number, choice: number): boolean {
  const m = g.m;
  if (
    m[b + EventField.Kind] !== EventKind.Move ||
    m[b + EventField.Aux] !== Zone.InPlay ||
    m[b + EventField.Spare] !== 0
  )
    return true;
  const id = liveId(g, m[b + EventField.Obj]);
  if (id < 0 || !g.cards[enteringCard(g, b, id)].chooseParity) return true;
  if (choice >= 0) {
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
    // its choice rides on the entry event's Spare, which an Aura's target and a chosen creature type use
    if (card.attachKind === Attach.Aura || card.chooseCreatureType)
      c.fail(
        'asComesIntoPlayChooseOddOrEven',
        'a card that is not an Aura and chooses no creature type (its choice rides on the entry event)',
        true,
      );
    card.chooseParity = true;
    c.choosesParity = true;
  },
  entry: {
    decision: Decision.OddOrEven,
    asTurnedFaceUp: false,
    ask: parityChoice,
    entered(g, id, _flags, b) {
      // (a copy of such a card chose too: its copied card)
      if (g.m[b + EventField.Spare] === 0 || !baseCard(g, id).chooseParity) return;
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
