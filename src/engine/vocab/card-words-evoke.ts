// Evoke (502.74 of 2008): "Evoke [cost]" means "You may play this card by paying [cost] rather than paying its
// mana cost" and "When this permanent comes into play, if its evoke cost was paid, its controller sacrifices it."
// The first is a second way to cast the card (a priority option, actions/priority.ts; its cost, facts/costs.ts;
// the spell remembers it as Flag.Evoked, kept as it comes into play); the second is a triggered ability the
// compiler adds to the card with the intervening "if" Cond.Evoked (410.8: checked as it triggers and resolves).
import { Type } from '@sinclair/typebox';
import { Cond } from '../core/cardform.js';
import { CardType } from '../core/constants.js';
import { parseManaCost } from './abilities.js';
import { defineCardWord } from './card-word.js';

const SACRIFICE_TEXT = 'When this comes into play, if its evoke cost was paid, its controller sacrifices it.';

export const evoke = defineCardWord({
  field: 'evoke',
  schema: Type.String({
    description:
      'Evoke [cost] (502.74): "You may play this spell for its evoke cost. If you do, it\'s sacrificed when it comes into play." (a mana cost like "{1}{B}")',
  }),
  afterAbilities: true,
  compile(v, card, c) {
    card.evoke = parseManaCost(v, c, 'evoke');
    if ((card.types & CardType.Creature) === 0) c.fail('evoke', 'evoke only on a creature card', v);
    if (card.evoke.x > 0) c.fail('evoke', 'an evoke cost without {X}', v);
    const sacrifice = {
      kind: 'triggered',
      when: { event: 'comesIntoPlay', self: true },
      effect: { op: 'sacrifice', what: 'this' },
      text: SACRIFICE_TEXT,
    };
    c.compileAbility!(sacrifice, card, 'evoke');
    card.triggered[card.triggered.length - 1].cond = Cond.Evoked;
  },
});
