// Card words whose rules the engine applies where they arise: choosing not to untap (the untap step),
// a deck's count of copies (deck validation), beginning the game in play (after the mulligans),
// morph (502.26: a special action and another way to cast it), and a cost reduction (409.1f).
import { Type } from '@sinclair/typebox';
import { CardType, COLOR_NAMES } from '../core/constants.js';
import { isCreatureType, subtypeId } from '../core/subtypes.js';
import { FilterSchema } from './common.js';
import { parseManaCost } from './abilities.js';
import { defineCardWord } from './card-word.js';

export const mayChooseNotToUntap = defineCardWord({
  field: 'mayChooseNotToUntap',
  schema: Type.Boolean({ description: '"You may choose not to untap [this] during your untap step."' }),
  compile(v, card) {
    card.mayNotUntap = v;
  },
});

export const anyNumberInDeck = defineCardWord({
  field: 'anyNumberInDeck',
  schema: Type.Literal(true, {
    description: '"A deck can have any number of cards named [this]." (no four-copy limit, 100.2)',
  }),
  compile: () => {}, // read from the card's definition by deck validation (src/decks/parse.ts)
});

export const protectionFromCreatureTypes = defineCardWord({
  field: 'protectionFromCreatureTypes',
  schema: Type.Array(Type.String({ minLength: 1 }), {
    minItems: 1,
    description: '"Protection from Elves" (502.7): from sources of these creature types',
  }),
  compile(v, card, c) {
    card.protSubtypes = v.map(subtypeId);
    v.forEach((name, i) => {
      if (!isCreatureType(subtypeId(name))) c.fail(`protectionFromCreatureTypes[${i}]`, 'a creature type', name);
    });
  },
});

export const cantBeBlockedByPowerAtLeast = defineCardWord({
  field: 'cantBeBlockedByPowerAtLeast',
  schema: Type.Integer({
    minimum: 1,
    maximum: 100,
    description: '"[This] can\'t be blocked by creatures with power N or greater" (Goldmeadow Dodger)',
  }),
  compile(v, card) {
    card.unblockableByPower = v;
  },
});

export const cantBeBlockedExceptByAtLeast = defineCardWord({
  field: 'cantBeBlockedExceptByAtLeast',
  schema: Type.Integer({
    minimum: 3,
    maximum: 4,
    description:
      '"[This] can\'t be blocked except by N or more creatures" (Guile: three; two is the combat word); lost with its abilities',
  }),
  compile(v, card) {
    card.minBlockers = v;
  },
});

export const cantBeBlockedByColors = defineCardWord({
  field: 'cantBeBlockedByColors',
  schema: Type.Array(Type.Union(COLOR_NAMES.map((n) => Type.Literal(n))), {
    minItems: 1,
    maxItems: 5,
    description:
      '"[This] can\'t be blocked by red creatures" (Barrenton Cragtreads): by creatures of any of these colors',
  }),
  compile(v, card) {
    for (const name of v) card.unblockableByColors |= 1 << COLOR_NAMES.indexOf(name);
  },
});

export const cantBeBlockedExceptByDefenders = defineCardWord({
  field: 'cantBeBlockedExceptByDefenders',
  schema: Type.Literal(true, {
    description:
      '"[This] can\'t be blocked except by creatures with defender" (Noggle Bandit): the blocker\'s keywords as blockers are declared; lost with its abilities',
  }),
  compile(_v, card) {
    card.onlyDefendersBlock = true;
  },
});

export const cantBeCountered = defineCardWord({
  field: 'cantBeCountered',
  schema: Type.Literal(true, {
    description:
      '"[This] can\'t be countered" (Vexing Shusher): a spell or ability that would counter its spell doesn\'t (414.1: it stays on the stack); 413.2a still counters it',
  }),
  compile(_v, card) {
    card.uncounterable = true;
  },
});

export const openingHandInPlay = defineCardWord({
  field: 'openingHandInPlay',
  schema: Type.Literal(true, {
    description:
      '"If [this] is in your opening hand, you may begin the game with it in play." (Leyline of the Void: asked after the mulligans, first player first, card by card)',
  }),
  compile(_v, card) {
    card.beginsInPlay = true;
  },
});

export const morph = defineCardWord({
  field: 'morph',
  schema: Type.String({
    description:
      'Morph [cost] (502.26): "You may play this face down as a 2/2 creature for {3}. Turn it face up any time for its morph cost." (a mana cost like "{1}{U}")',
  }),
  compile(v, card, c) {
    card.morph = parseManaCost(v, c, 'morph');
    if ((card.types & CardType.Creature) === 0) c.fail('morph', 'morph only on a creature card', v);
    if (card.morph.x > 0) c.fail('morph', 'a morph cost without {X}', v);
  },
});

export const costReduction = defineCardWord({
  field: 'costReduction',
  schema: Type.Object(
    {
      generic: Type.Integer({ minimum: 1, maximum: 20, description: 'how much generic mana less it costs' }),
      ifOpponentControlsMore: Type.Object(
        { filter: FilterSchema, by: Type.Integer({ minimum: 1, maximum: 100 }) },
        {
          additionalProperties: false,
          description: 'if an opponent controls at least `by` more matching permanents than you',
        },
      ),
    },
    {
      additionalProperties: false,
      description:
        '"If an opponent controls at least four more creatures than you, [this] costs {6} less to play." (Avatar of Might): its mana value stays the printed one',
    },
  ),
  compile(v, card, c) {
    if (!card.cost) c.fail('costReduction', 'a card with a mana cost', v);
    card.costReduction = {
      generic: v.generic,
      filter: c.filter(v.ifOpponentControlsMore.filter)!,
      by: v.ifOpponentControlsMore.by,
    };
  },
});

export const cantHaveCounters = defineCardWord({
  field: 'cantHaveCounters',
  schema: Type.Literal(true, {
    description:
      '"[This] can\'t have counters placed on it" (Tatterkite): no counter of any kind is put on it, by an effect, a cost, wither\'s damage (still dealt) or as it comes into play; lost with its abilities',
  }),
  compile(_v, card) {
    card.noCounters = true;
  },
});
