// Champion (502.72 of 2008): "champion": FILTER on a card stands for its two linked triggered abilities, which the
// compiler adds: "When this comes into play, sacrifice it unless you remove another [FILTER] you control from the
// game" (the verb champion, effects-champion.ts) and "When this leaves play, the removed card returns to play under
// its owner's control" (returnRemoved, effects-removed.ts).
import { FilterSchema } from './common.js';
import { defineCardWord } from './card-word.js';

export const championWord = defineCardWord({
  field: 'champion',
  schema: FilterSchema,
  afterAbilities: true,
  compile(v, card, c) {
    c.compileAbility!(
      {
        kind: 'triggered',
        when: { event: 'comesIntoPlay', self: true },
        effect: { op: 'champion', filter: v },
        text: 'When this comes into play, sacrifice it unless you remove another such permanent you control from the game.',
      },
      card,
      'champion',
    );
    c.compileAbility!(
      {
        kind: 'triggered',
        when: { event: 'leavesPlay', self: true },
        effect: { op: 'returnRemoved' },
        text: "When this leaves play, the removed card returns to play under its owner's control.",
      },
      card,
      'champion',
    );
  },
});
