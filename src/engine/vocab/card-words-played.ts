// "Play [this] only if you played another green spell this turn" (Talara's Battalion): a restriction on playing the
// card (actions/priority.ts castForbidden: wherever it could be played, without paying its mana cost too). As it is
// being played its own spell isn't counted yet (409.1i: a spell is played once its costs are paid), so any spell of
// that color its player played this turn is "another".
import { Type } from '@sinclair/typebox';
import { CardType, COLOR_NAMES } from '../core/constants.js';
import { ColorSchema } from './common.js';
import { defineCardWord } from './card-word.js';

export const playOnlyIfPlayedAnother = defineCardWord({
  field: 'playOnlyIfPlayedAnother',
  schema: Type.Intersect([ColorSchema], {
    description: '"Play [this] only if you played another [color] spell this turn." (Talara\'s Battalion)',
  }),
  compile(v, card, c) {
    if ((card.types & CardType.Land) !== 0) c.fail('playOnlyIfPlayedAnother', 'a card that is played as a spell', v);
    card.playOnlyIfPlayed = 1 << COLOR_NAMES.indexOf(v as (typeof COLOR_NAMES)[number]);
  },
});
