// The card a permanent names as it comes into play ("as [this] comes into play, name a card": Pithing
// Needle). Options: card ids of the game's card list (cards with activated abilities: naming.ts).
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { findOption, firstOption, noDefault } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(_g: Game, v: number, out: OptionInfo): void {
  out.card = v;
}

function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) => g.cards[o.card]?.name === want.name);
  return k >= 0 ? k : `choose (name): "${want.name}" is not a card with activated abilities in this game`;
}

export const nameDecision = decisionModule({
  kind: Decision.Name,
  form: ChooseForm.Word,
  apply: (g, v) => flushEvents(g, v, Decision.Name),
  describe: (g, v) => `name ${g.cards[v]?.name ?? v}`,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
