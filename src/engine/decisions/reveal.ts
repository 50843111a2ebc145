// Which card of the hand a permanent's controller reveals as it comes into play ("As [this] comes into play, you
// may reveal an Elf card from your hand. If you don't, [this] comes into play tapped": Gilt-Leaf Palace), or none.
// Options: 0 none, else object id + 1.
import { Decision, PAY_INSTEAD } from '../core/constants.js';
import { chooseCost, spellCostPart } from '../actions/stack.js';
import type { Game } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { findOption, firstOption, nameOf, noDefault, who } from './common.js';
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

// "As an additional cost to play [this], reveal a [quality] card from your hand or pay {3}": which card to reveal,
// or the mana instead. Options: object ids, or PAY_INSTEAD.
function decodeRevealOrPay(_g: Game, v: number, out: OptionInfo): void {
  if (v === PAY_INSTEAD) out.none = true;
  else out.object = v;
}

export const revealOrPayDecision = decisionModule({
  kind: Decision.RevealOrPay,
  form: ChooseForm.CardOrFalse,
  apply: chooseCost,
  describe: (g, v) =>
    v === PAY_INSTEAD ? `pay {${spellCostPart(g)?.n ?? 0}} instead of revealing` : `reveal ${who(g, v)}`,
  decode: decodeRevealOrPay,
  answer(g, want) {
    const k = findOption(g, decodeRevealOrPay, (o) =>
      want.none ? o.none : !o.none && (want.object >= 0 ? o.object === want.object : nameOf(g, o.object) === want.name),
    );
    return k >= 0 ? k : `choose (revealOrPay): ${want.text} is not a matching card in the player's hand`;
  },
  scriptDefault: noDefault,
  fastDefault: firstOption, // the cards come first: revealing one costs no mana
});
