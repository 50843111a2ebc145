// "Search its controller's graveyard, hand, and library for all cards with the same name as that spell and remove
// them from the game. Then that player shuffles his or her library" (Counterbore): the object is a target spell or
// permanent, read after the effect's earlier parts (a countered spell: the card it was, its controller as it last
// was on the stack). Every such card of the graveyard, a public zone, is removed; the hand and library are hidden,
// so the searching player (the effect's controller) may leave some (2008 rulings on searching hidden zones): he or
// she picks them one at a time, a Search decision with "no more". Then the library is shuffled.
import { Type } from '@sinclair/typebox';
import { Decision, EventKind, NONE_FOUND, NO_TARGET, Zone } from '../core/constants.js';
import { propose, proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, lastController, liveId, put, refId, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { controller } from '../facts/chars.js';
import { sameName } from '../facts/typetext.js';
import { controllerOfItem } from '../facts/runtime.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

/** The verb's fields: the searched player + 1 once begun; the object whose name is looked for + 1. */
const PLAYER = StackField.Work0;
const NAMED = StackField.Work1;

export const removeAllSameName = defineVerb({
  name: 'removeAllSameName',
  schema: Type.Object(
    { op: Type.Literal('removeAllSameName'), what: Type.String({ pattern: '^target:[0-3]$' }) },
    {
      additionalProperties: false,
      description:
        '"Search its controller\'s graveyard, hand, and library for all cards with the same name as that [target] and remove them from the game. Then that player shuffles his or her library" (Counterbore)',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  run(g, rec, a, choice) {
    // first the graveyard's cards are removed (their events happen before anything is asked)
    if (rf(g, rec, PLAYER) === 0) return !begin(g, rec, a.what);
    const p = rf(g, rec, PLAYER) - 1;
    if (choice >= 0) {
      proposeMove(g, choice, Zone.Removed);
      return false; // it moves, then the next
    }
    const named = rf(g, rec, NAMED) - 1;
    let k = 0;
    if (choice !== NONE_FOUND)
      for (const zone of [Zone.Hand, Zone.Library]) {
        const b = listBase(g, zone, p);
        for (let i = 0; i < g.m[b]; i++) if (sameName(g, g.m[b + 1 + i], named)) g.m[g.options + k++] = g.m[b + 1 + i];
      }
    if (k === 0) {
      propose(g, EventKind.Shuffle, -1, -1, 0, 0, p);
      return true;
    }
    g.m[g.options + k++] = NONE_FOUND;
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.Search);
    put(g, Global.DPlayer, controllerOfItem(g, rec));
    put(g, Global.DAux, 0);
    return false;
  },
  describe: (a) =>
    `remove all cards with the same name as ${refText(a.what)} from its controller's graveyard, hand and library`,
  aim: () => Aim.None,
});

/** Finds the player and the name; removes the graveyard's cards. False: no object (nothing happens). */
function begin(g: Game, rec: number, what: number): boolean {
  const t = rf(g, rec, StackField.T0 + what);
  if (t === NO_TARGET || t < 0) return false;
  const id = liveId(g, t);
  const p = id >= 0 ? controller(g, id) : lastController(g, t);
  if (p < 0) return false;
  const named = refId(t);
  setRf(g, rec, PLAYER, p + 1);
  setRf(g, rec, NAMED, named + 1);
  const b = listBase(g, Zone.Graveyard, p);
  for (let i = 0; i < g.m[b]; i++) if (sameName(g, g.m[b + 1 + i], named)) proposeMove(g, g.m[b + 1 + i], Zone.Removed);
  return true;
}
