// Whether a spell can't be countered by a spell or ability (414.1 of 2008: it stays on the stack): a rule of a
// static ability ("Creature spells can't be countered": Gaea's Herald), its card's own word ("Vexing Shusher can't be
// countered"), or an effect on that spell ("Target spell can't be countered by spells or abilities": Vexing Shusher's
// ability, Flag.Uncounterable). The rules' countering of a spell whose targets are all illegal (413.2a) is neither.
import { Flag } from '../core/constants.js';
import { ContinuousEffect } from '../core/continuous.js';
import { rf } from '../core/stack-records.js';
import { cardIdOf, flagsOf, type Game, StackField } from '../core/state.js';
import { types } from './chars.js';
import { ruleApplies } from './rules-mod.js';

/** Spell object id, whose stack item is item: can't it be countered? */
export function cantBeCountered(g: Game, item: number, id: number): boolean {
  if ((flagsOf(g, id) & Flag.Uncounterable) !== 0 || g.cards[cardIdOf(g, id)].uncounterable) return true;
  return ruleApplies(g, ContinuousEffect.Uncounterable, rf(g, item, StackField.Controller), types(g, id));
}
