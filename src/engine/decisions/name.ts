// The card a permanent names as it comes into play ("as [this] comes into play, name a card": Pithing
// Needle). Options: card ids of the game's card list, the names that matter now (card-words-entry.ts
// nameOptions). Any card may be named: a script may name a card that isn't offered. With Global.DAux
// NAME_ON_RESOLUTION the card is named as an effect resolves (Lammastide Weave: vocab/effects-named.ts).
import { Decision, NAME_ON_RESOLUTION } from '../core/constants.js';
import { type Game, Global, MAX_OPTIONS } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { resolveTop } from '../actions/resolve.js';
import { findOption, firstOption, noDefault } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(_g: Game, v: number, out: OptionInfo): void {
  out.card = v;
}

/**
 * The option naming the script's card. A card of the game's card list that isn't offered (no object
 * has an ability it would stop now) joins the options: naming it is as legal as naming any other.
 */
function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) => g.cards[o.card]?.name === want.name);
  if (k >= 0) return k;
  const card = g.cards.findIndex((c) => c.name === want.name);
  const n = g.m[g.optionCount];
  if (card < 0) return `choose (name): "${want.name}" is not a card of this game's card list`;
  if (n >= MAX_OPTIONS) return `choose (name): no room for another option (${n})`;
  g.m[g.options + n] = card;
  g.m[g.optionCount] = n + 1;
  return n;
}

export const nameDecision = decisionModule({
  kind: Decision.Name,
  form: ChooseForm.Word,
  apply: (g, v) => (g.m[Global.DAux] === NAME_ON_RESOLUTION ? resolveTop(g, v) : flushEvents(g, v, Decision.Name)),
  describe: (g, v) => `name ${g.cards[v]?.name ?? v}`,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
