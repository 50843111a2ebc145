// Kinship (Morningtide's ability word): "At the beginning of your upkeep, you may look at the top card of your
// library. If it shares a creature type with [this], you may reveal it. If you do, [effect]." A guard: as it
// resolves, the controller looks at the top card (a look changes nothing in the game, so it is always taken); if
// that card (its printed subtypes: a changeling card shares every creature type, 502.73 of 2008) shares a creature
// type with this object (its subtypes in play; once it has left play, its card's), the controller
// is asked whether to reveal it (a May decision); the effect happens only if it is revealed.
import { Type, type TSchema } from '@sinclair/typebox';
import { Zone } from '../core/constants.js';
import { itemSourceId, rf, setRf } from '../core/stack-records.js';
import { cardIdOf, cSubOf, type Game, StackField, zoneOf } from '../core/state.js';
import { shareCreatureType } from '../core/subtypes.js';
import { listBase } from '../core/zones.js';
import { ensureChars } from '../facts/chars.js';
import { controllerOfItem, objectOf } from '../facts/runtime.js';
import { RefCode } from '../core/cardform.js';
import { askYesNo } from './effects-guards.js';
import { defineVerb } from './verb.js';

/** The guard's field on the stack record: 1 when the top card shares no creature type (the effect is skipped). */
const SKIP = StackField.Work0;

const KinshipSchema = (effect: TSchema) =>
  Type.Object(
    { op: Type.Literal('kinship'), effect },
    {
      additionalProperties: false,
      description:
        'you may look at the top card of your library; if it shares a creature type with this, you may reveal it; if you do, the effect',
    },
  );

export const kinship = defineVerb({
  name: 'kinship',
  schema: KinshipSchema(Type.Unknown()),
  nests: KinshipSchema,
  compile: () => null,
  run(g, rec, _a, choice) {
    if (choice >= 0) return true; // revealed (1) or not (0)
    const p = controllerOfItem(g, rec);
    const lib = listBase(g, Zone.Library, p);
    const n = g.m[lib];
    if (n === 0 || !shares(g, rec, g.m[lib + n])) {
      setRf(g, rec, SKIP, 1);
      return true;
    }
    askYesNo(g, p);
    return false;
  },
  describe: (_a, ins) =>
    `look at the top card of your library; if it shares a creature type with this, you may reveal it: then the next ${ins.skip}`,
  skips: (g, rec, _a, choice) => rf(g, rec, SKIP) === 1 || choice === 0,
});

/** Does library card `top` share a creature type with this item's source? */
function shares(g: Game, rec: number, top: number): boolean {
  const src = objectOf(g, rec, RefCode.This);
  let set: number;
  if (src >= 0 && zoneOf(g, src) === Zone.InPlay) {
    ensureChars(g);
    set = cSubOf(g, src);
  } else set = g.cards[cardIdOf(g, itemSourceId(g, rec))].subtypeSet;
  return shareCreatureType(g.cards[cardIdOf(g, top)].subtypeSet, set);
}
