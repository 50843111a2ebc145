// "[Each other player] may put a [creature] card from his or her hand into play" (Hunted Wumpus): each
// such player in APNAP order chooses one matching card in hand or none (a Search decision over the
// hand's cards, NONE_FOUND for none); the chosen card comes into play under its owner's control. With `remember`
// ("You may put an Elemental creature card from your hand into play. That creature gains haste until end of turn.
// Sacrifice it at end of turn": Incandescent Soulstoke) the permanent it became is the ability's "it" afterwards.
import { Type } from '@sinclair/typebox';
import type { FilterC } from '../core/cardform.js';
import { printedMatches } from '../facts/chars.js';
import { Decision, NONE_FOUND, Zone } from '../core/constants.js';
import { proposeEnterAttacking, proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { Global, put, cardIdOf, ref, StackField, zoneOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { FilterSchema, PlayerRefSchema } from './common.js';
import { playersOf } from '../facts/runtime.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const players = new Int32Array(2);

/** putFromHand's own field on the stack record: the index of the player choosing. */
const enum FromHandField {
  Player = StackField.Work0,
  /** With `remember`: the card put into play + 1, until it is in play. */
  Put = StackField.Work1,
}

interface FromHandArgs {
  player: number;
  /** The cards that may be put into play (printed types and colors). */
  filter: FilterC;
  /** "Tapped and attacking" (Preeminent Captain). */
  attacking: boolean;
  remember: boolean;
}
export const putFromHand = defineVerb({
  name: 'putFromHand',
  schema: Type.Object(
    {
      op: Type.Literal('putFromHand'),
      player: PlayerRefSchema,
      filter: FilterSchema,
      tappedAndAttacking: Type.Optional(
        Type.Literal(true, {
          description: 'put into play tapped and attacking (never declared as an attacker: no "attacks" trigger)',
        }),
      ),
      remember: Type.Optional(
        Type.Boolean({
          description:
            'the permanent put into play is "it" for the rest of the effect ("That creature gains haste ... Sacrifice it at end of turn"); only for "you"',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'each such player may put a card matching the filter (printed types and colors) from his or her hand into play',
    },
  ),
  compile(o, c, f): FromHandArgs {
    c.printedOnly(o.filter, `${f}.filter`);
    const filter = c.filter(o.filter)!;
    const remember = o.remember === true;
    if (remember) {
      if (o.player !== 'you' || c.eventObject)
        c.fail(`${f}.remember`, 'remember only with "player": "you", where "it" names nothing else', o.remember);
      c.eventObject = true; // its "it"
    }
    return { player: c.playerRef(o.player, `${f}.player`), filter, attacking: o.tappedAndAttacking === true, remember };
  },
  run(g, rec, a, choice) {
    const np = playersOf(g, rec, a.player, players);
    if (choice !== -1) {
      const p = players[rf(g, rec, FromHandField.Player)];
      setRf(g, rec, FromHandField.Player, rf(g, rec, FromHandField.Player) + 1);
      if (choice >= 0) {
        if (a.attacking) proposeEnterAttacking(g, choice, p);
        else proposeMove(g, choice, Zone.InPlay, p);
        if (a.remember) setRf(g, rec, FromHandField.Put, choice + 1);
        return false;
      } // it comes into play, then the next player
    }
    const put1 = rf(g, rec, FromHandField.Put);
    if (put1 !== 0) {
      // It is in play now (a new object): the ability's "it" (StackField.Ref, unused by an activated ability).
      setRf(g, rec, FromHandField.Put, 0);
      if (zoneOf(g, put1 - 1) === Zone.InPlay) setRf(g, rec, StackField.Ref, ref(g, put1 - 1));
    }
    for (;;) {
      const k = rf(g, rec, FromHandField.Player);
      if (k >= np) return true;
      const p = players[k];
      const hb = listBase(g, Zone.Hand, p);
      let n = 0;
      for (let i = 0; i < g.m[hb]; i++) {
        const id = g.m[hb + 1 + i];
        if (printedMatches(g.cards[cardIdOf(g, id)], a.filter)) g.m[g.options + n++] = id;
      }
      if (n === 0) {
        setRf(g, rec, FromHandField.Player, k + 1);
        continue;
      }
      g.m[g.options + n++] = NONE_FOUND; // "may"
      g.m[g.optionCount] = n;
      put(g, Global.DKind, Decision.Search);
      put(g, Global.DPlayer, p);
      return false;
    }
  },
  describe: (a) =>
    `${refText(a.player)} may put a matching card from their hand into play${a.attacking ? ' tapped and attacking' : ''}`,
  aim: (a, t) => (a.player === t ? Aim.Help : Aim.None),
});
