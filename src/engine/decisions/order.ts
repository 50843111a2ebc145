// The order of cards looked at as they go to the bottom (or top: Global.DAux ORDER_ON_TOP) of a
// library, one at a time; also the cards a replaced draw revealed (replace-draw.ts). Options: object ids.
import { Decision, ORDER_GRAVEYARD, ORDER_ON_TOP, Zone } from '../core/constants.js';
import { type Game, Global, zoneOf } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { REVEAL_ORDER } from '../batch/replace-draw.js';
import { resolveTop } from '../actions/resolve.js';
import { decodeObject, findOption, firstOption, nameOf, noDefault, who } from './common.js';
import { ChooseForm, type Choice, decisionModule } from './module.js';

// Cards revealed by a replaced draw are ordered while the events wait; else a resolving effect's.
function apply(g: Game, v: number): void {
  if (g.m[g.eventCount] !== 0) flushEvents(g, v + REVEAL_ORDER);
  else resolveTop(g, v);
}

function describe(g: Game, v: number): string {
  if (g.m[Global.DAux] === ORDER_GRAVEYARD) return `put ${who(g, v)} next from the top of the graveyard`;
  return zoneOf(g, v) === Zone.Hand || g.m[Global.DAux] === ORDER_ON_TOP
    ? `put ${who(g, v)} on top of its owner's library`
    : `put ${who(g, v)} on the bottom of the library`;
}

/** The next card, by label or by name. */
function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decodeObject, (o) =>
    want.object >= 0 ? o.object === want.object : nameOf(g, o.object) === want.name,
  );
  return k >= 0 ? k : `choose (order): ${want.text} is not among the cards left to put on the bottom`;
}

export const orderDecision = decisionModule({
  kind: Decision.Order,
  form: ChooseForm.CardList,
  apply,
  describe,
  decode: decodeObject,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
