// "Reveal the top card of your library and put that card into your hand. You gain life equal to its converted mana
// cost" (Augury Adept): the card moves to the hand revealed (the other player knows it there), and the life is gained
// in the same batch, from the card's printed converted mana cost (0: no gain).
import { Type } from '@sinclair/typebox';
import { EventKind, Zone } from '../core/constants.js';
import { EventFlag, propose, proposeLifeChange } from '../core/event-records.js';
import { cardIdOf, ref } from '../core/state.js';
import { libraryTop } from '../core/zones.js';
import { controllerOfItem } from '../facts/runtime.js';
import { defineVerb } from './verb.js';

export const revealTopToHand = defineVerb({
  name: 'revealTopToHand',
  schema: Type.Object(
    {
      op: Type.Literal('revealTopToHand'),
      gainLife: Type.Optional(
        Type.Literal('manaValue', { description: 'you gain life equal to its converted mana cost' }),
      ),
    },
    {
      additionalProperties: false,
      description: 'reveal the top card of your library and put that card into your hand',
    },
  ),
  compile: (o) => ({ gainLife: o.gainLife === 'manaValue' }),
  run(g, rec, a) {
    const you = controllerOfItem(g, rec);
    const top = libraryTop(g, you);
    if (top < 0) return true;
    propose(g, EventKind.Move, ref(g, top), -1, 0, Zone.Hand, -1, EventFlag.RevealToHand);
    const cmc = g.cards[cardIdOf(g, top)].cost?.cmc ?? 0;
    if (a.gainLife && cmc > 0) proposeLifeChange(g, you, cmc);
    return true;
  },
  describe: (a) =>
    `reveal the top card of your library and put it into your hand${a.gainLife ? '; gain life equal to its converted mana cost' : ''}`,
});
