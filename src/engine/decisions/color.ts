// A color chosen as a permanent comes into play (419.1b: "as [this] comes into play, choose a color").
// Options: color bits, 1 white .. 16 green.
import { COLOR_NAMES, Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { findOption, firstOption, noDefault } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

/** A color option (a color bit) in plain terms; ResolveColor's options are the same. */
export function decodeColor(_g: Game, v: number, out: OptionInfo): void {
  out.color = 31 - Math.clz32(v);
}

export const describeColor = (_g: Game, v: number): string => `choose ${COLOR_NAMES[31 - Math.clz32(v)]}`;

function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decodeColor, (o) => o.color === want.color);
  return k >= 0 ? k : `choose (color): ${want.text} is not offered here`;
}

export const colorDecision = decisionModule({
  kind: Decision.Color,
  form: ChooseForm.ColorWord,
  apply: (g, v) => flushEvents(g, v, Decision.Color),
  describe: describeColor,
  decode: decodeColor,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
