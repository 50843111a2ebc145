// "You may sacrifice a [Merfolk]. If you do, [effect]" (Wanderwine Prophets): a guard asked on resolution, a May
// decision (only when the controller has a matching permanent), then which one (a Sacrifice decision, none asked
// with one); not sacrificing skips the guarded instructions.
import { type TSchema, Type } from '@sinclair/typebox';
import type { FilterC } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { proposeSacrifice } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, put, refId, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controller, matchesRead } from '../facts/chars.js';
import { readFilter } from '../facts/text-read.js';
import { controllerOfItem, sourceRef } from '../facts/runtime.js';
import { FilterSchema } from './common.js';
import { askYesNo } from './effects-guards.js';
import { defineVerb } from './verb.js';

const enum Field {
  /** 1 once the guarded effect is skipped (nothing sacrificed). */
  Skip = StackField.Work0,
  Stage = StackField.Work1,
}
const enum Stage {
  Ask = 0,
  Asked = 1,
  Choosing = 2,
  Sacrificed = 3,
}

/** Writes the permanents the item's controller controls that match f to the options; their count. */
function candidates(g: Game, rec: number, f: FilterC | null): number {
  const you = controllerOfItem(g, rec);
  const src = sourceRef(g, rec);
  const fr = readFilter(g, f, src);
  const b = listBase(g, Zone.InPlay, 0);
  let k = 0;
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if (controller(g, id) === you && (fr === null || matchesRead(g, fr, id, you, refId(src))))
      g.m[g.options + k++] = id;
  }
  return k;
}

const IfSacrificesSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('ifSacrifices'), filter: FilterSchema, effect },
    {
      additionalProperties: false,
      description: 'you may sacrifice a matching permanent; if you do, the effect',
    },
  );

export const ifSacrifices = defineVerb({
  name: 'ifSacrifices',
  schema: IfSacrificesSchema(Type.Unknown()),
  nests: IfSacrificesSchema,
  compile: (o, c) => ({ filter: c.filter(o.filter) }),
  run(g, rec, a, choice) {
    const stage = rf(g, rec, Field.Stage);
    if (stage === Stage.Sacrificed) return true;
    if (stage === Stage.Choosing) {
      proposeSacrifice(g, choice);
      setRf(g, rec, Field.Stage, Stage.Sacrificed);
      return false; // the sacrifice happens, then the guarded effect
    }
    const n = candidates(g, rec, a.filter);
    if (stage === Stage.Ask) {
      if (n === 0) {
        setRf(g, rec, Field.Skip, 1);
        return true;
      }
      setRf(g, rec, Field.Stage, Stage.Asked);
      askYesNo(g, controllerOfItem(g, rec));
      return false;
    }
    if (choice !== 1) {
      setRf(g, rec, Field.Skip, 1);
      return true;
    }
    if (n === 1) {
      proposeSacrifice(g, g.m[g.options]);
      setRf(g, rec, Field.Stage, Stage.Sacrificed);
      return false;
    }
    setRf(g, rec, Field.Stage, Stage.Choosing);
    g.m[g.optionCount] = n;
    put(g, Global.DKind, Decision.Sacrifice);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: (_a, ins) => `you may sacrifice a matching permanent; if you do, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, Field.Skip) === 1,
});
