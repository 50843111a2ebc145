// "Whenever you clash" (Rebellion of the Flamekin) and "whenever you clash and win" (Sylvan Echoes): the clash verb
// (effects-clash.ts) fires it for each player who clashed, once the clash has ended (its cards moved); the
// event's amount is 1 for the player who won. Rare: never counted among permanents, the scan runs at each clash.
import { Type } from '@sinclair/typebox';
import { type AbilityKind, TriggerEvent } from '../core/cardform.js';
import { defineTrigger, whoseSchema } from './trigger.js';

export const clashes = defineTrigger({
  name: 'clashes',
  schema: Type.Object(
    {
      event: Type.Literal('clashes'),
      whose: whoseSchema('clash'),
      won: Type.Optional(Type.Literal(true, { description: '"whenever you clash and win"' })),
    },
    {
      additionalProperties: false,
      description:
        'whenever a player (you, an opponent) clashes (both players of a "clash with an opponent" do), after the clash; the guard ifWonClash reads whether he or she won',
    },
  ),
  event: TriggerEvent.Clashes,
  kind: 0 as AbilityKind,
  subject: 'optional',
  parts: () => ({ object: false, player: true, amount: true }),
  compile(o, _c, _f, t) {
    t.minBlockers = o.won === true ? 1 : 0; // the least amount (won: 1) an occurrence must have
  },
  match: (_g, t, _o, _ctrl, occ) => occ.amount >= t.minBlockers,
});
