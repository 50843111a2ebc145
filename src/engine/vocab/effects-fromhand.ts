// "[Each other player] may put a [creature] card from his or her hand into play" (Hunted Wumpus): each
// such player in APNAP order chooses one matching card in hand or none (a Search decision over the
// hand's cards, NONE_FOUND for none); the chosen card comes into play under its owner's control (with
// `tappedAndAttacking`, Preeminent Captain's, attacking). With attachThis (an Equipment's "you may put a creature card
// from your hand into play and attach Deathrender to it"), the Equipment, if still in play, is then attached to the
// permanent that card became; with `remember` ("You may put an Elemental creature card from your hand into play. That
// creature gains haste until end of turn. Sacrifice it at end of turn": Incandescent Soulstoke) that permanent is the
// ability's "it" afterwards.
import { Type } from '@sinclair/typebox';
import type { FilterC } from '../core/cardform.js';
import { cardMatches } from '../facts/card-colors.js';
import { Decision, NONE_FOUND, Zone } from '../core/constants.js';
import { proposeAttach, proposeEnterAttacking, proposeMove } from '../core/event-records.js';
import { RefCode } from '../core/cardform.js';
import { rf, setRf } from '../core/stack-records.js';
import { Global, liveId, nextRef, put, cardIdOf, StackField, zoneOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { FilterSchema, PlayerRefSchema } from './common.js';
import { objectOf, playersOf } from '../facts/runtime.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const players = new Int32Array(2);

/** putFromHand's own field on the stack record: the index of the player choosing. */
const enum FromHandField {
  Player = StackField.Work0,
  /** attachThis, remember: the card just put into play (its reference in play), read once it is there; 0 none */
  Put = StackField.Work1,
}

interface FromHandArgs {
  player: number;
  /** The cards that may be put into play (printed types and colors). */
  filter: FilterC;
  /** Attach this Aura or Equipment to the permanent put into play. */
  attachThis: boolean;
  /** "Tapped and attacking" (Preeminent Captain). */
  attacking: boolean;
  /** The permanent put into play is the ability's "it" afterwards. */
  remember: boolean;
}
export const putFromHand = defineVerb({
  name: 'putFromHand',
  schema: Type.Object(
    {
      op: Type.Literal('putFromHand'),
      player: PlayerRefSchema,
      filter: FilterSchema,
      attachThis: Type.Optional(Type.Literal(true)),
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
        'each such player may put a card matching the filter (printed types and colors) from his or her hand into play; attachThis: then attach this Equipment or Aura to it',
    },
  ),
  compile(o, c, f): FromHandArgs {
    c.printedOnly(o.filter, `${f}.filter`);
    const filter = c.filter(o.filter)!;
    const player = c.playerRef(o.player, `${f}.player`);
    const attachThis = o.attachThis === true;
    if (attachThis && !c.attaches) c.fail(`${f}.attachThis`, 'an Aura or Equipment to attach', o.attachThis);
    if (attachThis && player !== RefCode.You) c.fail(`${f}.player`, '"you" (attachThis)', o.player);
    const remember = o.remember === true;
    if (remember) {
      if (o.player !== 'you' || c.eventObject || attachThis)
        c.fail(`${f}.remember`, 'remember only with "player": "you", where "it" names nothing else', o.remember);
      c.eventObject = true; // its "it"
    }
    return { player, filter, attachThis, attacking: o.tappedAndAttacking === true, remember };
  },
  run(g, rec, a, choice) {
    const np = playersOf(g, rec, a.player, players);
    const put1 = rf(g, rec, FromHandField.Put);
    if (put1 !== 0) {
      // the card has come into play (or not: it stayed where it was)
      setRf(g, rec, FromHandField.Put, 0);
      const to = liveId(g, put1);
      const there = to >= 0 && zoneOf(g, to) === Zone.InPlay;
      if (a.remember) {
        // the ability's "it" (StackField.Ref, unused by an activated ability)
        if (there) setRf(g, rec, StackField.Ref, put1);
      } else {
        const src = objectOf(g, rec, RefCode.This); // attachThis: attach this to it
        if (src >= 0 && zoneOf(g, src) === Zone.InPlay && there) proposeAttach(g, src, to);
        return false;
      }
    }
    if (choice !== -1) {
      const p = players[rf(g, rec, FromHandField.Player)];
      setRf(g, rec, FromHandField.Player, rf(g, rec, FromHandField.Player) + 1);
      if (choice >= 0) {
        if (a.attacking) proposeEnterAttacking(g, choice, p);
        else proposeMove(g, choice, Zone.InPlay, p);
        if (a.attachThis || a.remember) setRf(g, rec, FromHandField.Put, nextRef(g, choice));
        return false;
      } // it comes into play, then the next player
    }
    for (;;) {
      const k = rf(g, rec, FromHandField.Player);
      if (k >= np) return true;
      const p = players[k];
      const hb = listBase(g, Zone.Hand, p);
      let n = 0;
      for (let i = 0; i < g.m[hb]; i++) {
        const id = g.m[hb + 1 + i];
        if (cardMatches(g, g.cards[cardIdOf(g, id)], a.filter)) g.m[g.options + n++] = id;
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
    `${refText(a.player)} may put a matching card from their hand into play${a.attacking ? ' tapped and attacking' : ''}${a.attachThis ? ' and attach this to it' : ''}`,
  aim: (a, t) => (a.player === t ? Aim.Help : Aim.None),
});
