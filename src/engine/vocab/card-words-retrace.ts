// Retrace (502.81 of 2008): "You may play this card from your graveyard by discarding a land card as an additional
// cost to play it." A way to play the card from its owner's graveyard (a priority option with RETRACE_OPTION,
// actions/priority.ts, listed while cards whose abilities work there are in graveyards); the land card is chosen as
// the spell is built (the cost word "discard"), and the spell remembers Flag.Retraced so that a reversed play puts it
// back in the graveyard. Like any instant or sorcery it goes to the graveyard as it resolves or is countered.
import { Type } from '@sinclair/typebox';
import { defineCardWord } from './card-word.js';
import { retraceParts } from './cost-registry.js';

export const retrace = defineCardWord({
  field: 'retrace',
  schema: Type.Literal(true, {
    description:
      'Retrace (502.81): "You may play this card from your graveyard by discarding a land card in addition to paying its other costs." (an instant or sorcery)',
  }),
  afterAbilities: true,
  compile(v, card, c) {
    if ((card.types & (8 | 32)) === 0) c.fail('retrace', 'retrace only on an instant or sorcery', v);
    if (card.conspire !== null || card.additionalCost !== null)
      c.fail('retrace', 'retrace on a card with no conspire or other additional cost', v);
    card.retrace = retraceParts(c);
  },
});
