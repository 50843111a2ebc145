// "For each color among permanents you control, add one mana of that color to your mana pool" (Bloom Tender): one
// mana of each color that at least one matching permanent has as it resolves (a mana ability resolves at once).
import { Type } from '@sinclair/typebox';
import { addMana } from '../actions/mana.js';
import { colors } from '../facts/chars.js';
import { controllerOfItem, matchingInPlay } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { defineVerb } from './verb.js';
import { itemManaFactor } from './statics-mana-twice.js';

const MANA = [0, 0, 0, 0, 0, 0];

export const addManaForColorsAmong = defineVerb({
  name: 'addManaForColorsAmong',
  schema: Type.Object(
    { op: Type.Literal('addManaForColorsAmong'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        'for each color among matching permanents, add one mana of that color to your mana pool ("permanents you control": {"controller": "you"}, Bloom Tender)',
    },
  ),
  compile: (o, c) => ({ filter: c.filter(o.filter) }),
  run(g, rec, a) {
    const set = matchingInPlay(g, rec, a.filter);
    let bits = 0;
    for (let i = 1; i <= set[0]; i++) bits |= colors(g, set[i]);
    const f = itemManaFactor(g, rec); // tapped for mana (Mana Reflection): each that many times
    for (let k = 0; k < 5; k++) MANA[k] = ((bits >> k) & 1) * f;
    addMana(g, controllerOfItem(g, rec), MANA);
    return true;
  },
  describe: () => 'for each color among matching permanents, add one mana of that color',
});
