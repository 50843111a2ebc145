// "Reveal the top card of your library and put that card into your hand. You gain life equal to its converted mana
// cost" (Augury Adept); "reveal the top card of your library. If it's a creature card, you gain life equal to that
// card's toughness, lose life equal to its power, then put it into your hand" (Sapling of Colfenor). The card is
// revealed (all players know it while it stays on top); the life changes and the move to the hand (revealed, the
// other player knows it there) are one batch. The life is read from the printed card (0: no change).
import { Type } from '@sinclair/typebox';
import { cardMatches } from '../facts/card-colors.js';
import { EventKind, Zone } from '../core/constants.js';
import { EventFlag, propose, proposeLifeChange } from '../core/event-records.js';
import { cardIdOf, type Game, put, ref } from '../core/state.js';
import { libraryTop } from '../core/zones.js';
import { cardPower } from '../facts/chars.js';
import { controllerOfItem } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { defineVerb } from './verb.js';

/** A card's toughness outside play: printed, or what its * ability makes it (which sets both, like cardPower). */
function cardToughness(g: Game, id: number): number {
  const c = g.cards[cardIdOf(g, id)];
  return c.statics.some((st) => st.cda !== null) ? cardPower(g, id) : c.toughness;
}

export const revealTopToHand = defineVerb({
  name: 'revealTopToHand',
  schema: Type.Object(
    {
      op: Type.Literal('revealTopToHand'),
      card: Type.Optional(
        Type.Intersect([FilterSchema], {
          description:
            '"If it\'s a creature card": only a card of this quality (printed) goes to the hand; else it stays',
        }),
      ),
      gainLife: Type.Optional(
        Type.Union([
          Type.Literal('manaValue', { description: 'you gain life equal to its converted mana cost (Augury Adept)' }),
          Type.Literal('toughness', {
            description: "you gain life equal to that card's toughness (Sapling of Colfenor)",
          }),
        ]),
      ),
      loseLife: Type.Optional(Type.Literal('power', { description: 'you lose life equal to its power' })),
    },
    {
      additionalProperties: false,
      description:
        'reveal the top card of your library; if it matches `card` (or always, without one), you gain and lose life as said and put it into your hand',
    },
  ),
  compile(o, c, f) {
    if (o.card !== undefined) c.printedOnly(o.card, `${f}.card`);
    return {
      card: o.card === undefined ? null : c.filter(o.card)!,
      gain: o.gainLife ?? null,
      lose: o.loseLife !== undefined,
    };
  },
  run(g, rec, a) {
    const you = controllerOfItem(g, rec);
    const top = libraryTop(g, you);
    if (top < 0) return true;
    put(g, g.revealedTops + you, ref(g, top) + 1); // revealed: known to both while it stays there
    const card = g.cards[cardIdOf(g, top)];
    if (a.card !== null && !cardMatches(g, card, a.card)) return true;
    const gain = a.gain === 'manaValue' ? (card.cost?.cmc ?? 0) : a.gain === 'toughness' ? cardToughness(g, top) : 0;
    if (gain > 0) proposeLifeChange(g, you, gain);
    if (a.lose) proposeLifeChange(g, you, -cardPower(g, top));
    propose(g, EventKind.Move, ref(g, top), -1, 0, Zone.Hand, -1, EventFlag.RevealToHand);
    return true;
  },
  describe: (a) =>
    `reveal the top card of your library;${a.card !== null ? ' if it matches,' : ''}${a.gain === 'manaValue' ? ' gain life equal to its converted mana cost,' : a.gain === 'toughness' ? ' gain life equal to its toughness,' : ''}${a.lose ? ' lose life equal to its power,' : ''} put it into your hand`,
});
