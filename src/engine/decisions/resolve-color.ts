// "The color of your choice", chosen as an effect resolves (Wild Mongrel). Options: color bits, as
// Color's.
import { COLOR_NAMES, Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { resolveTop } from '../actions/resolve.js';
import { findOption, firstOption, noDefault } from './common.js';
import { decodeColor, describeColor } from './color.js';
import { ChooseForm, type Choice, decisionModule } from './module.js';

/** A color word; any other word fails. */
function answer(g: Game, want: Choice): number | string {
  const k = want.color < 0 ? -1 : findOption(g, decodeColor, (o) => o.color === want.color);
  return k >= 0 ? k : `choose (color): expected one of ${COLOR_NAMES.join(', ')}, got ${JSON.stringify(want.name)}`;
}

export const resolveColorDecision = decisionModule({
  kind: Decision.ResolveColor,
  form: ChooseForm.Word,
  apply: resolveTop,
  describe: describeColor,
  decode: decodeColor,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
