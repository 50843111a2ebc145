// Effect verbs that change the order of turns and steps: extra turns (300.6 of 2008) and "end the
// turn" (509 of 2008).
import { Type } from '@sinclair/typebox';
import { StackKind, Step, Zone, playerRef } from '../core/constants.js';
import { endCombat } from '../actions/combat.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { proposeMove } from '../core/event-records.js';
import { emptyPoolsWithBurn } from '../actions/mana.js';
import { removeItem } from '../actions/stack.js';
import { itemSourceId, rf, setRf } from '../core/stack-records.js';
import { Global, StackField } from '../core/state.js';
import { enterStep } from '../actions/turn.js';
import { PlayerRefSchema } from './common.js';
import { playersOf, sourceRef } from '../facts/runtime.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const players = new Int32Array(2);

/**
 * "[Player] takes N extra turns after this one" (CR 300.6 of 2008): one row per turn, added one at a
 * time; the most recently created is taken first (turn.ts nextPlayer).
 */
export const extraTurns = defineVerb({
  name: 'extraTurns',
  schema: Type.Object(
    {
      op: Type.Literal('extraTurns'),
      player: PlayerRefSchema,
      count: Type.Integer({ minimum: 1, maximum: 8 }),
      skipUntap: Type.Optional(
        Type.Literal(true, { description: '"Skip the untap step of that turn" (Savor the Moment)' }),
      ),
    },
    { additionalProperties: false, description: 'the player takes N extra turns after this one (300.6)' },
  ),
  compile: (o, c, f) => ({
    player: c.playerRef(o.player, `${f}.player`),
    count: o.count,
    skipUntap: o.skipUntap === true,
  }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    for (let i = 0; i < np; i++) {
      for (let k = 0; k < a.count; k++)
        addEffect(
          g,
          Layer.Turns,
          ContinuousEffect.ExtraTurn,
          sourceRef(g, rec),
          playerRef(players[i]),
          0,
          0,
          a.skipUntap ? 1 : 0, // B: that turn's untap step is skipped (actions/turn.ts nextPlayer)
          Until.Game,
          0,
        );
    }
    return true;
  },
  describe: (a) =>
    `${refText(a.player)} takes ${a.count} extra turn${a.count > 1 ? 's' : ''} after this one${a.skipUntap ? ', skipping its untap step' : ''}`,
  aim: (a, t) => (a.player === t ? Aim.Help : Aim.None),
});

let items = new Int32Array(16);

/** endTurn's field on the stack record: 1 once 509.1a's events are proposed (the second call goes to cleanup). */
const enum EndTurnField {
  Removed = StackField.Work0,
}

/**
 * "End the turn" (CR 509.1 of 2008), in two calls (EndTurnField.Removed): first 509.1a, every other object on the
 * stack and this spell's own card are removed from the game, attackers and blockers leave combat, and
 * the phase ends (mana burn, 300.3); once those events have happened, 509.1c: the game goes straight to
 * the cleanup step. No one gets priority in between and pending triggers wait (509.1b, 509.2): the
 * cleanup step gives priority if any are waiting (314.3), and state-based effects are checked there.
 */
export const endTurn = defineVerb({
  name: 'endTurn',
  schema: Type.Object(
    { op: Type.Literal('endTurn') },
    {
      additionalProperties: false,
      description: 'end the turn (509.1: the stack is removed from the game, the game skips to the cleanup step)',
    },
  ),
  compile: () => null,
  run(g, rec) {
    if (rf(g, rec, EndTurnField.Removed) === 1) {
      enterStep(g, Step.Cleanup);
      return true;
    }
    const n = g.m[g.stack];
    if (items.length < n) items = new Int32Array(n * 2);
    let k = 0;
    for (let i = n - 1; i >= 0; i--) {
      const it = g.m[g.stack + 1 + i];
      if (it !== rec) items[k++] = it;
    }
    for (let i = 0; i < k; i++) {
      const card = rf(g, items[i], StackField.Kind) === StackKind.Spell ? itemSourceId(g, items[i]) : -1;
      removeItem(g, items[i]); // abilities (and combat damage on the stack) simply leave the stack
      if (card >= 0) proposeMove(g, card, Zone.Removed);
    }
    // This item stays on the stack until it finishes (resolve.ts); its card is removed from the game now.
    if (rf(g, rec, StackField.Kind) === StackKind.Spell) proposeMove(g, itemSourceId(g, rec), Zone.Removed);
    endCombat(g);
    emptyPoolsWithBurn(g, g.m[Global.NoBurn] === 0);
    setRf(g, rec, EndTurnField.Removed, 1);
    return false; // again once these events have happened
  },
  describe: () => 'end the turn',
});
