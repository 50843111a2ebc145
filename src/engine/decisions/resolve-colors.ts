// "The color or colors of your choice", chosen as an effect resolves (Prismwake Merrow, Scuttlemutt,
// Swirling Spriggan): one option per nonempty set of colors. Options: color sets (bit 1 white .. 16 green),
// 1..31; Global.DAux: the object whose colors change.
import { ALL_COLORS, COLOR_NAMES, Decision, Zone } from '../core/constants.js';
import { type Game, Global, zoneOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { colors, controller } from '../facts/chars.js';
import { resolveTop } from '../actions/resolve.js';
import { noDefault } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

/** A color set in words: "white and blue". */
const colorSetText = (v: number): string => COLOR_NAMES.filter((_, i) => (v & (1 << i)) !== 0).join(' and ');

/** An option in plain terms: `number` is the color set; `color` the color when it is one. */
function decode(_g: Game, v: number, out: OptionInfo): void {
  out.number = v;
  if ((v & (v - 1)) === 0) out.color = 31 - Math.clz32(v);
}

/** A script's answer: color words, "white and blue" or "white blue", each at most once; or the set (`number`). */
function answer(g: Game, want: Choice): number | string {
  if (want.name === '' && want.number > 0)
    return want.number <= ALL_COLORS ? want.number - 1 : 'choose (colors): no such set';
  let set = 0;
  for (const w of want.name.split(/[\s,]+/)) {
    if (w === '' || w === 'and') continue;
    const k = (COLOR_NAMES as readonly string[]).indexOf(w);
    if (k < 0 || (set & (1 << k)) !== 0)
      return `choose (colors): expected color words like "white and blue", got ${JSON.stringify(want.name)}`;
    set |= 1 << k;
  }
  if (set === 0) return 'choose (colors): at least one color';
  for (let a = 0; a < g.m[g.optionCount]; a++) if (g.m[g.options + a] === set) return a;
  return `choose (colors): ${want.text} is not offered here`;
}

/**
 * A cheap choice: for its own permanent, every color (whatever its controller's effects reward by color,
 * it has); for another player's, the one color least common among that player's permanents (out of reach
 * of their color bonuses).
 */
function fastDefault(g: Game): number {
  const id = g.m[Global.DAux];
  if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return ALL_COLORS - 1;
  const q = controller(g, id);
  if (q === g.m[Global.DPlayer]) return ALL_COLORS - 1;
  const b = listBase(g, Zone.InPlay, 0);
  let best = 0;
  let bestCount = Infinity;
  for (let k = 0; k < 5; k++) {
    let n = 0;
    for (let i = 0; i < g.m[b]; i++) {
      const o = g.m[b + 1 + i];
      if (controller(g, o) === q && (colors(g, o) & (1 << k)) !== 0) n++;
    }
    if (n < bestCount) {
      best = k;
      bestCount = n;
    }
  }
  return (1 << best) - 1; // option index: the set's value - 1
}

export const resolveColorsDecision = decisionModule({
  kind: Decision.ResolveColors,
  form: ChooseForm.Word,
  apply: resolveTop,
  describe: (_g, v) => `choose ${colorSetText(v)}`,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault,
});
