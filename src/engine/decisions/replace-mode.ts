// The mode of a modal replacement effect as it applies (419.6g: Abundance's "land or nonland"), or, for
// an optional one, not to apply it (mode 0). Options: REPLACE_MODE + mode (replace-draw.ts).
import { Decision, EventKind, refPlayer } from '../core/constants.js';
import { EventField, evBase } from '../core/event-records.js';
import { EV_INDEX } from '../batch/replace-applied.js';
import type { Game } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { replaceModeOf } from '../batch/replace-draw.js';
import { firstOption, noDefault, numberAnswer } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(g: Game, v: number, out: OptionInfo): void {
  out.number = replaceModeOf(v);
  out.none = out.number === 0;
  // a "may prevent" of damage to a player (Battletide Alchemist): that player
  const b = evBase(g, g.m[g.eventCursor] & EV_INDEX);
  if (g.m[b + EventField.Kind] === EventKind.Damage && g.m[b + EventField.Obj] < 0)
    out.player = refPlayer(g.m[b + EventField.Obj]);
}

/** A mode counted from 1, or false: don't apply it. */
function answer(g: Game, want: Choice): number | string {
  return numberAnswer(
    g,
    decode,
    want.none ? 0 : want.number,
    `choose (replacement mode): ${want.text} is not a mode here (1-${g.m[g.optionCount] - 1}, or false)`,
  );
}

export const replaceModeDecision = decisionModule({
  kind: Decision.ReplaceMode,
  form: ChooseForm.NumberOrFalse,
  apply: (g, v) => flushEvents(g, v),
  describe: (_g, v) => {
    const mode = replaceModeOf(v);
    return mode === 0 ? "don't apply it" : `apply it with mode ${mode}`;
  },
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
