// Prowl (502.76 of 2008): "Prowl [cost]" means "You may pay [cost] rather than pay this spell's mana cost if a
// player was dealt combat damage this turn by a source that, at the time it dealt that damage, was under your
// control and had any of this spell's creature types." A second way to cast the card, like evoke (a priority
// option, actions/priority.ts; its cost, facts/costs.ts); the spell remembers it as Flag.Prowled, kept as it comes
// into play, for "if its prowl cost was paid": a trigger's intervening "if" (`"if": "prowled"`, Cond.Prowled) or a
// spell's guard (the verb ifProwled). The combat damage is noted per player as it is dealt (batch/events.ts).
import { Type } from '@sinclair/typebox';
import { isCreatureType, subtypeIds } from '../core/subtypes.js';
import { parseManaCost } from './abilities.js';
import { defineCardWord } from './card-word.js';

export const prowl = defineCardWord({
  field: 'prowl',
  schema: Type.String({
    description:
      'Prowl [cost] (502.76): "You may play this for its prowl cost if you dealt combat damage to a player this turn with a [creature of one of its creature types]." (a mana cost like "{1}{B}")',
  }),
  compile(v, card, c) {
    card.prowl = parseManaCost(v, c, 'prowl');
    if (card.prowl.x > 0) c.fail('prowl', 'a prowl cost without {X}', v);
    if (![...subtypeIds(card.subtypeSet)].some(isCreatureType))
      c.fail('prowl', 'prowl needs a card with a creature type (a creature or tribal card)', v);
  },
});
