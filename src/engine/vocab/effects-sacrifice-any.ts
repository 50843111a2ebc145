// "Sacrifice any number of lands" (Scapeshift): you choose the permanents one at a time (a Search decision among the
// matching permanents you control not yet chosen, or "no more"), then they are sacrificed together; how many goes
// into the item's amount slot for a later "that many" (search's "count": "sacrificedCount").
import { Type } from '@sinclair/typebox';
import { Decision, Flag, NONE_FOUND, Zone } from '../core/constants.js';
import { proposeSacrifice } from '../core/event-records.js';
import { setRf } from '../core/stack-records.js';
import { flagsOf, type Game, Global, put, setFlags, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controller } from '../facts/chars.js';
import { controllerOfItem, matchingInPlay } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { CHOOSE_TO_SACRIFICE } from './effects-search.js';
import { defineVerb } from './verb.js';

export const sacrificeAnyNumber = defineVerb({
  name: 'sacrificeAnyNumber',
  schema: Type.Object(
    { op: Type.Literal('sacrificeAnyNumber'), filter: FilterSchema },
    {
      additionalProperties: false,
      description:
        'you sacrifice any number of matching permanents you control (chosen one at a time, then sacrificed together); "sacrificedCount" is how many',
    },
  ),
  compile: (o, c) => ({ filter: c.filter(o.filter) }),
  run(g, rec, a, choice) {
    const you = controllerOfItem(g, rec);
    if (choice >= 0) setFlags(g, choice, flagsOf(g, choice) | Flag.Found);
    if (choice !== NONE_FOUND) {
      const set = matchingInPlay(g, rec, a.filter);
      let k = 0;
      for (let i = 1; i <= set[0]; i++) {
        const id = set[i];
        if (controller(g, id) === you && (flagsOf(g, id) & Flag.Found) === 0) g.m[g.options + k++] = id;
      }
      if (k > 0) {
        g.m[g.options + k++] = NONE_FOUND;
        g.m[g.optionCount] = k;
        put(g, Global.DKind, Decision.Search);
        put(g, Global.DPlayer, you);
        put(g, Global.DAux, CHOOSE_TO_SACRIFICE);
        return false;
      }
    }
    setRf(g, rec, StackField.Amount, sacrificeChosen(g));
    return true;
  },
  describe: () => 'sacrifice any number of matching permanents',
});

/** Sacrifices the permanents flagged as chosen (together) and clears the flag; returns how many. */
function sacrificeChosen(g: Game): number {
  const b = listBase(g, Zone.InPlay, 0);
  let n = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & Flag.Found) === 0) continue;
    setFlags(g, id, flagsOf(g, id) & ~Flag.Found);
    proposeSacrifice(g, id);
    n++;
  }
  return n;
}
