// Which of the permanents that came into play at the same time takes the next timestamp (418.5e(a): the
// active player determines their timestamp order as they enter), asked one pick at a time, first first,
// and only for those whose order can matter (batch/timestamps.ts). Options: object ids, in the order the
// batch put them into play (option 0 keeps it).
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { decodeObject, findOption, firstOption, nameOf, noDefault, who } from './common.js';
import { ChooseForm, type Choice, decisionModule } from './module.js';

/** The next permanent, by label or by name. */
function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decodeObject, (o) =>
    want.object >= 0 ? o.object === want.object : nameOf(g, o.object) === want.name,
  );
  return k >= 0 ? k : `choose (timestamp order): ${want.text} is not among the permanents left to order (418.5e)`;
}

export const timestampOrderDecision = decisionModule({
  kind: Decision.TimestampOrder,
  form: ChooseForm.CardList,
  apply: (g, v) => flushEvents(g, v),
  describe: (g, v) => `give ${who(g, v)} the next timestamp of those coming into play together`,
  decode: decodeObject,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption, // keep the order they came into play in
});
