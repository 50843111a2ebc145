// Which card of the hand a permanent's controller reveals as it comes into play ("As [this] comes into play, you
// may reveal an Elf card from your hand. If you don't, [this] comes into play tapped": Gilt-Leaf Palace), or none.
// Options: 0 none, else object id + 1.
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { findOption, nameOf, noDefault, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(_g: Game, v: number, out: OptionInfo): void {
  if (v === 0) out.none = true;
  else out.object = v - 1;
}

function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) =>
    want.none ? o.none : !o.none && (want.object >= 0 ? o.object === want.object : nameOf(g, o.object) === want.name),
  );
  return k >= 0 ? k : `choose (reveal): ${want.text} is not a matching card in the player's hand`;
}

export const revealFromHandDecision = decisionModule({
  kind: Decision.RevealFromHand,
  form: ChooseForm.CardOrFalse,
  apply: (g, v) => flushEvents(g, v, Decision.RevealFromHand),
  describe: (g, v) => (v === 0 ? 'reveal nothing (it comes into play tapped)' : `reveal ${who(g, v - 1)}`),
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: () => 1, // reveal the first matching card: the permanent comes into play untapped (asked only with one)
});
