// "Choose a color. Target opponent removes the top X cards of his or her library from the game. For each card of the
// chosen color removed this way, ..." (Oona, Queen of the Fae): the color is chosen as the effect resolves (a
// ResolveColor decision of its controller), then the cards are removed; those of that color (by their printed
// colors: a hybrid card is each of its colors) are counted into the item's amount slot, the amount
// "removedOfChosenColor" later in the effect.
import { Type } from '@sinclair/typebox';
import { COLOR_OF_REMOVED_CARDS, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { setRf } from '../core/stack-records.js';
import { cardIdOf, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { amountOf, controllerOfItem, playersOf } from '../facts/runtime.js';
import { AmountSchema, PlayerRefSchema } from './common.js';
import { askColor } from './effects-control.js';
import { amountText, refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const players = new Int32Array(2);

export const removeTopChooseColor = defineVerb({
  name: 'removeTopChooseColor',
  schema: Type.Object(
    { op: Type.Literal('removeTopChooseColor'), player: PlayerRefSchema, amount: AmountSchema },
    {
      additionalProperties: false,
      description:
        '"Choose a color. [The player] removes the top N cards of his or her library from the game": the amount "removedOfChosenColor" later in the effect counts those of the chosen color (Oona, Queen of the Fae)',
    },
  ),
  compile(o, c, f) {
    if (c.sacrificedPower || c.eventAmount)
      c.fail(
        `${f}.op`,
        'removeTopChooseColor only where the amount slot is free (no sacrifice cost, no event amount)',
        o.op,
      );
    c.removedTopOfColor = true;
    return { player: c.playerRef(o.player, `${f}.player`), amount: c.amount(o.amount, `${f}.amount`) };
  },
  run(g, rec, a, choice) {
    if (choice <= 0) return askColor(g, rec, controllerOfItem(g, rec), COLOR_OF_REMOVED_CARDS); // the color first
    setRf(g, rec, StackField.Amount, 0);
    if (playersOf(g, rec, a.player, players) === 0) return true;
    const b = listBase(g, Zone.Library, players[0]);
    const n = Math.min(amountOf(g, rec, a.amount), g.m[b]);
    let k = 0;
    for (let i = 0; i < n; i++) {
      const id = g.m[b + g.m[b] - i]; // the top is the list's end
      if ((g.cards[cardIdOf(g, id)].colors & choice) !== 0) k++;
      proposeMove(g, id, Zone.Removed);
    }
    setRf(g, rec, StackField.Amount, k);
    return true;
  },
  describe: (a) =>
    `choose a color; ${refText(a.player)} removes the top ${amountText(a.amount)} cards of their library from the game`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});
