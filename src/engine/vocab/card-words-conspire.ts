// Conspire (502.78 of 2008): "As an additional cost to play this spell, you may tap two untapped creatures you control
// that each share a color with it" and "When you play this spell, if its conspire cost was paid, copy it. If the spell
// has any targets, you may choose new targets for the copy." A second way to play the card, as evoke is (a priority
// option with CONSPIRE_OPTION, actions/priority.ts): the spell remembers it as Flag.Conspired, its two creatures are
// chosen as it is built (costs-conspire.ts), and its keyword ability triggers as it is played (batch/triggers.ts
// onSpellCast). The copy isn't played, so it doesn't conspire again.
import { Type } from '@sinclair/typebox';
import { defineCardWord } from './card-word.js';
import { conspireParts } from './cost-registry.js';

export const conspire = defineCardWord({
  field: 'conspire',
  schema: Type.Literal(true, {
    description:
      'Conspire (502.78): "As you play this spell, you may tap two untapped creatures you control that share a color with it. When you do, copy it and you may choose a new target for the copy." (an instant or sorcery)',
  }),
  afterAbilities: true,
  compile(v, card, c) {
    if ((card.types & (8 | 32)) === 0) c.fail('conspire', 'conspire only on an instant or sorcery', v);
    if (card.colors === 0) c.fail('conspire', 'conspire on a colored card (its creatures share a color with it)', v);
    if (card.evoke !== null || card.prowl !== null || card.morph !== null)
      c.fail('conspire', 'conspire with no other way to play the card (evoke, prowl, morph)', v);
    card.conspire = conspireParts();
  },
});
