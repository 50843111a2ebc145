// Which other permanent a champion removes from the game as its comes-into-play ability resolves, or none, and
// then the champion is sacrificed (502.72 of 2008). Options: 0 none, else object id + 1.
import { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { resolveTop } from '../actions/resolve.js';
import { findOption, noDefault, sameRef, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(_g: Game, v: number, out: OptionInfo): void {
  if (v === 0) out.none = true;
  else out.object = v - 1;
}

function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) => (want.none ? o.none : sameRef(o, want)));
  return k >= 0 ? k : `choose (champion): ${want.text} is not another matching permanent the player controls`;
}

export const championDecision = decisionModule({
  kind: Decision.Champion,
  form: ChooseForm.RefOrFalse,
  apply: resolveTop,
  describe: (g, v) => (v === 0 ? 'remove nothing (sacrifice the champion)' : `champion ${who(g, v - 1)}`),
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: () => 1, // keep the champion: remove the first candidate (asked only with one or more)
});
