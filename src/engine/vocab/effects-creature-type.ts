// "Choose a creature type" (Morningtide's Pack's Disdain, Roar of the Crowd, Distant Melody, Luminescent Rain,
// Coordinated Barrage): the controller chooses a creature type as the effect resolves (a CreatureType decision); the
// item's amount slot keeps it (subtype id + 1) for the amount countOfChosenType later in the same effect. Any
// creature type may be chosen; agents are offered those of the permanents the player controls (the ones a count
// can find), or, with none, one of the game's cards' creature types (the count is then 0 whatever it is).
import { Type } from '@sinclair/typebox';
import { Decision, Zone } from '../core/constants.js';
import { setRf } from '../core/stack-records.js';
import { cSubOf, type Game, Global, put, StackField } from '../core/state.js';
import { isCreatureType, subtypeIds } from '../core/subtypes.js';
import { controller, ensureChars } from '../facts/chars.js';
import { controllerOfItem } from '../facts/runtime.js';
import { listBase } from '../core/zones.js';
import { defineVerb } from './verb.js';

/** Writes player p's creature type options (distinct subtype ids, in order of first appearance); returns how many. */
export function typeOptions(g: Game, p: number): number {
  ensureChars(g);
  const b = listBase(g, Zone.InPlay, 0);
  let k = 0;
  const add = (t: number) => {
    for (let j = 0; j < k; j++) if (g.m[g.options + j] === t) return;
    g.m[g.options + k++] = t;
  };
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if (controller(g, id) !== p) continue;
    for (const t of subtypeIds(cSubOf(g, id))) if (isCreatureType(t)) add(t);
  }
  for (let c = 0; c < g.cards.length && k === 0; c++)
    if (g.cards[c] !== undefined) for (const t of subtypeIds(g.cards[c].subtypeSet)) if (isCreatureType(t)) add(t);
  return k;
}

export const chooseCreatureType = defineVerb({
  name: 'chooseCreatureType',
  schema: Type.Object(
    { op: Type.Literal('chooseCreatureType') },
    {
      additionalProperties: false,
      description:
        '"Choose a creature type": you choose one as the effect resolves; countOfChosenType later in the effect counts permanents of that type',
    },
  ),
  compile(o, c, f) {
    // the chosen type is kept in the item's amount slot, which a trigger's "that much" holds
    if (c.eventAmount) c.fail(f, 'chooseCreatureType only where no event amount is read (a spell, most abilities)', o);
    c.choosesCreatureType = true;
    return {};
  },
  run(g, rec, _a, choice) {
    if (choice >= 0) {
      setRf(g, rec, StackField.Amount, choice + 1);
      return true;
    }
    const p = controllerOfItem(g, rec);
    const k = typeOptions(g, p);
    if (k === 0) return true; // no creature type in the game: nothing can be counted
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.CreatureType);
    put(g, Global.DPlayer, p);
    put(g, Global.DAux, 0); // a creature type (not a basic land type: effects-land-type.ts)
    return false;
  },
  describe: () => 'choose a creature type',
});
