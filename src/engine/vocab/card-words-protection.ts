// "Protection from converted mana cost 3 or greater" (Mistmeadow Skulk, 502.7 of 2008): protection from sources
// whose converted mana cost is at least N, read where protection is (facts/protection.ts).
import { Type } from '@sinclair/typebox';
import { defineCardWord } from './card-word.js';

export const protectionFromManaValueAtLeast = defineCardWord({
  field: 'protectionFromManaValueAtLeast',
  schema: Type.Integer({
    minimum: 1,
    maximum: 20,
    description:
      '"Protection from converted mana cost N or greater" (Mistmeadow Skulk: 3): from sources whose converted mana cost is N or more (a spell\'s X as chosen; a token\'s is 0); lost with its abilities',
  }),
  compile(v, card) {
    card.protManaValueAtLeast = v;
  },
});
