// "Choose a creature type" as an effect resolves (vocab/effects-creature-type.ts). Options: subtype ids, the
// creature types that matter now; a script may name any creature type (it joins the options, as a name does).
// With Global.DAux LAND_TYPE_CHOICE it is "the basic land type of your choice" (vocab/effects-land-type.ts): the
// options are the five basic land types.
import { CREATURE_TYPE_ON_ENTRY, Decision, LAND_TYPE_CHOICE } from '../core/constants.js';
import { flushEvents } from '../batch/events.js';
import { type Game, Global, MAX_OPTIONS } from '../core/state.js';
import { isCreatureType, subtypeId, subtypeIds, subtypeName } from '../core/subtypes.js';
import { resolveTop } from '../actions/resolve.js';
import { findOption, firstOption, noDefault } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(_g: Game, v: number, out: OptionInfo): void {
  out.number = v;
}

function answer(g: Game, want: Choice): number | string {
  const k = findOption(g, decode, (o) => subtypeName(o.number) === want.name);
  if (k >= 0) return k;
  if (g.m[Global.DAux] === LAND_TYPE_CHOICE)
    return `choose (basic land type): "${want.name}" is not a basic land type (Plains, Island, Swamp, Mountain, Forest)`;
  const t = subtypeId(want.name);
  const n = g.m[g.optionCount];
  const known = g.cards.some((c) => c !== undefined && [...subtypeIds(c.subtypeSet)].includes(t));
  if (!isCreatureType(t) || !known)
    return `choose (creature type): "${want.name}" is not a creature type of this game's cards`;
  if (n >= MAX_OPTIONS) return `choose (creature type): no room for another option (${n})`;
  g.m[g.options + n] = t;
  g.m[g.optionCount] = n + 1;
  return n;
}

export const creatureTypeDecision = decisionModule({
  kind: Decision.CreatureType,
  form: ChooseForm.Word,
  apply: (g, v) =>
    g.m[Global.DAux] === CREATURE_TYPE_ON_ENTRY ? flushEvents(g, v, Decision.CreatureType) : resolveTop(g, v),
  describe: (_g, v) => `choose ${subtypeName(v)}`,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
