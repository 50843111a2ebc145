// "As [this] comes into play, you may reveal a [Kithkin] card from your hand. If you don't, [this] comes into play
// tapped." (vocab/card-words-entry.ts): the card revealed, or none. Options: 0 none, else card id + 1.
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { findOption, noDefault, sameRef, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(_g: Game, v: number, out: OptionInfo): void {
  if (v === 0) out.none = true;
  else out.object = v - 1;
}

function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) => (want.none ? o.none : sameRef(o, want)));
  return k >= 0 ? k : `choose (revealOnEntry): ${want.text} is not a matching card in the player's hand`;
}

export const revealOnEntryDecision = decisionModule({
  kind: Decision.RevealOnEntry,
  form: ChooseForm.RefOrFalse,
  apply: (g, v) => flushEvents(g, v, Decision.RevealOnEntry),
  describe: (g, v) => (v === 0 ? 'reveal nothing (it comes into play tapped)' : `reveal ${who(g, v - 1)}`),
  decode,
  answer,
  // revealing costs only what the opponent learns: reveal the first matching card (asked only with one or more)
  scriptDefault: noDefault,
  fastDefault: () => 1,
});
