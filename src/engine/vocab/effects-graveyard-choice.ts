// "Target player removes a card in his or her graveyard from the game" (Merrow Bonegnawer): that player chooses the
// card as the effect resolves (a Search decision over the cards of his or her graveyard; one card: no choice), and
// it is removed from the game. An empty graveyard: nothing happens.
import { Type } from '@sinclair/typebox';
import { Decision, Zone } from '../core/constants.js';
import { proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, put, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { playersOf } from '../facts/runtime.js';
import { PlayerRefSchema } from './common.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const who = new Int32Array(2);
/** The verb's field: 1 once the player has been asked. */
const ASKED = StackField.Work0;

export const removeCardFromGraveyard = defineVerb({
  name: 'removeCardFromGraveyard',
  schema: Type.Object(
    { op: Type.Literal('removeCardFromGraveyard'), player: PlayerRefSchema },
    {
      additionalProperties: false,
      description:
        '"Target player removes a card in his or her graveyard from the game" (Merrow Bonegnawer): that player chooses it',
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a, choice) {
    if (rf(g, rec, ASKED) === 1) {
      if (choice >= 0) proposeMove(g, choice, Zone.Removed);
      return true;
    }
    if (playersOf(g, rec, a.player, who) === 0) return true;
    const p = who[0];
    const b = listBase(g, Zone.Graveyard, p);
    if (g.m[b] === 0) return true;
    if (g.m[b] === 1) {
      proposeMove(g, g.m[b + 1], Zone.Removed);
      return true;
    }
    return ask(g, rec, p, b);
  },
  describe: (a) => `${refText(a.player)} removes a card in his or her graveyard from the game`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});

function ask(g: Game, rec: number, p: number, b: number): boolean {
  for (let i = 0; i < g.m[b]; i++) g.m[g.options + i] = g.m[b + 1 + i];
  g.m[g.optionCount] = g.m[b];
  setRf(g, rec, ASKED, 1);
  put(g, Global.DKind, Decision.Search);
  put(g, Global.DPlayer, p);
  put(g, Global.DAux, 0);
  return false;
}
