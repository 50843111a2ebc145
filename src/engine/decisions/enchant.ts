// What an Aura coming into play other than as a spell enchants (212.4 of 2008: its owner chooses as it
// comes into play; it targets nothing). Options: object ids, or ENCHANT_PLAYER + a player ("enchant player").
import { Decision, playerRef } from '../core/constants.js';
import type { Game } from '../core/state.js';
import { flushEvents } from '../batch/events.js';
import { ENCHANT_PLAYER } from '../batch/copy.js';
import { decodeRef, firstOption, noDefault, refAnswer, who } from './common.js';
import { ChooseForm, decisionModule, type OptionInfo } from './module.js';

/** An option as an object id or a player ref. */
const asRef = (v: number): number => (v >= ENCHANT_PLAYER ? playerRef(v - ENCHANT_PLAYER) : v);
const decode = (_g: Game, v: number, out: OptionInfo): void => decodeRef(asRef(v), out);

export const enchantDecision = decisionModule({
  kind: Decision.Enchant,
  form: ChooseForm.Ref,
  apply: (g, v) => flushEvents(g, v, Decision.Enchant),
  describe: (g, v) => `enchant ${who(g, asRef(v))}`,
  decode,
  answer: (g, want) => refAnswer(g, decode, want, 'choose (enchant)'),
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
