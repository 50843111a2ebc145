// A card found by a library search (or chosen from a hand: putFromHand, Head Games) as an effect
// resolves. Options: object ids, or NONE_FOUND ("find nothing": a search for a card with a stated
// quality may fail to find one).
import { Decision } from '../core/constants.js';
import { type Game, Global } from '../core/state.js';
import { CHOOSE_TO_KEEP, CHOOSE_TO_SACRIFICE } from '../vocab/effects-search.js';
import { resolveTop } from '../actions/resolve.js';
import { chooseCost, choosingCost, costChoiceVerb } from '../actions/stack.js';
import { findOption, firstOption, nameOf, noDefault, who } from './common.js';
import { ChooseForm, type Choice, decisionModule, type OptionInfo } from './module.js';

function decode(_g: Game, v: number, out: OptionInfo): void {
  if (v < 0) out.none = true;
  else out.object = v;
}

/** A card by name (any copy the search can find), by label, or nothing. */
function answer(g: Game, want: Choice): number | string {
  if (want.none) {
    const k = findOption(g, decode, (o) => o.none);
    return k >= 0 ? k : 'choose (search): this search must find a card (it has no stated quality)';
  }
  const k = findOption(g, decode, (o) =>
    want.object >= 0 ? o.object === want.object : !o.none && nameOf(g, o.object) === want.name,
  );
  return k >= 0 ? k : `choose (search): ${want.text} is not a card in the library that this search can find`;
}

export const searchDecision = decisionModule({
  kind: Decision.Search,
  form: ChooseForm.CardOrFalse,
  // a cost paid by any number of choices (Mossbridge Troll's creatures to tap), or an effect's
  apply: (g, v) => (choosingCost(g) ? chooseCost(g, v) : resolveTop(g, v)),
  describe: (g, v) =>
    choosingCost(g)
      ? v < 0
        ? `${costChoiceVerb(g)} no more`
        : `${costChoiceVerb(g)} ${who(g, v)}`
      : g.m[Global.DAux] === CHOOSE_TO_SACRIFICE
        ? v < 0
          ? 'sacrifice no more'
          : `choose ${who(g, v)} to sacrifice`
        : g.m[Global.DAux] === CHOOSE_TO_KEEP
          ? v < 0
            ? 'keep no more'
            : `keep ${who(g, v)}`
          : v < 0
            ? 'find nothing'
            : `find ${who(g, v)}`,
  decode,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
