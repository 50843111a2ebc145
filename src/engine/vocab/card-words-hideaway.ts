// Hideaway (502.75 of 2008): "hideaway": true on a card stands for the keyword's two abilities: "This permanent comes
// into play tapped" (the card's own replacement effect, as comesIntoPlayTapped) and "When this permanent comes into
// play, look at the top four cards of your library. Remove one of them from the game face down and put the rest on
// the bottom of your library in any order" (the verb hideaway, effects-hideaway.ts, whose partner playRemoved plays
// that card).
import { Type } from '@sinclair/typebox';
import { defineCardWord } from './card-word.js';

export const hideawayWord = defineCardWord({
  field: 'hideaway',
  schema: Type.Literal(true, {
    description: 'Hideaway (502.75)',
  }),
  afterAbilities: true,
  compile(_v, card, c) {
    card.entersTapped = true;
    c.compileAbility!(
      {
        kind: 'triggered',
        when: { event: 'comesIntoPlay', self: true },
        effect: { op: 'hideaway' },
        text: 'When this permanent comes into play, look at the top four cards of your library. Remove one of them from the game face down and put the rest on the bottom of your library in any order.',
      },
      card,
      'hideaway',
    );
  },
});
