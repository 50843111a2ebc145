// Cards removed from the game face down "with" a permanent, which its controller may look at (Grimoire Thief: "remove
// the top three cards of target opponent's library from the game face down. You may look at cards removed from the
// game with Grimoire Thief"; Colfenor's Plans: "remove the top seven cards of your library from the game face down. You
// may look at and play cards removed from the game with Colfenor's Plans"). Each card is a Linked row of the source
// (Link.FaceDown) and flagged HiddenRemoved: hidden in views and determinizations from every player but the one who
// removed it (SeenByOpponent when that is not its owner). turnRemovedFaceUp turns them face up ("Turn all cards removed
// from the game with Grimoire Thief face up. Counter all spells with those names").
import { Type } from '@sinclair/typebox';
import { RefCode } from '../core/cardform.js';
import { Flag, StackKind, Zone } from '../core/constants.js';
import { addEffect, ContinuousEffect, Layer, Link, Until } from '../core/continuous.js';
import { proposeMove } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import {
  cardIdOf,
  EffectField,
  flagsOf,
  type Game,
  Global,
  liveId,
  nextRef,
  ownerOf,
  setFlags,
  StackField,
  zoneOf,
} from '../core/state.js';
import { listBase } from '../core/zones.js';
import { cantBeCountered } from '../facts/uncounterable.js';
import { amountOf, controllerOfItem, playersOf, sourceRef } from '../facts/runtime.js';
import { removeItem } from '../actions/stack.js';
import { AmountSchema, PlayerRefSchema } from './common.js';
import { amountText, refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

const players = new Int32Array(2);

/** removeTopFaceDown's own field: 1 once the cards are removed (then they are turned face down). */
const Moved = StackField.Work0;

/** Calls f(id, row offset) for each card object reference srcRef removed face down that is still removed. */
function eachFaceDown(g: Game, srcRef: number, f: (id: number) => void): void {
  for (let i = 0; i < g.m[Global.EffN]; i++) {
    const r = g.effects + i * EffectField.SIZE;
    if (
      g.m[r + EffectField.Layer] !== Layer.Linked ||
      g.m[r + EffectField.Source] !== srcRef ||
      g.m[r + EffectField.A] !== Link.FaceDown
    )
      continue;
    const id = liveId(g, g.m[r + EffectField.Obj]);
    if (id >= 0 && zoneOf(g, id) === Zone.Removed) f(id);
  }
}

export const removeTopFaceDown = defineVerb({
  name: 'removeTopFaceDown',
  schema: Type.Object(
    { op: Type.Literal('removeTopFaceDown'), player: PlayerRefSchema, amount: AmountSchema },
    {
      additionalProperties: false,
      description:
        "remove the top N cards of the player's library from the game face down, with this; only you (the ability's controller) may look at them",
    },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`), amount: c.amount(o.amount, `${f}.amount`) }),
  run(g, rec, a) {
    const src = sourceRef(g, rec);
    const you = controllerOfItem(g, rec);
    if (rf(g, rec, Moved) === 1) {
      // removed: face down, seen by the player who removed them
      eachFaceDown(g, src, (id) => {
        const seen = ownerOf(g, id) === you ? 0 : Flag.SeenByOpponent;
        if ((flagsOf(g, id) & Flag.HiddenRemoved) === 0) setFlags(g, id, flagsOf(g, id) | Flag.HiddenRemoved | seen);
      });
      return true;
    }
    if (playersOf(g, rec, a.player, players) === 0) return true;
    const b = listBase(g, Zone.Library, players[0]);
    const n = Math.min(amountOf(g, rec, a.amount), g.m[b]);
    for (let i = 0; i < n; i++) {
      const id = g.m[b + g.m[b] - i]; // the top is the list's end
      proposeMove(g, id, Zone.Removed);
      // the card as it will be in the removed zone: its next incarnation (400.7)
      addEffect(g, Layer.Linked, 0 as ContinuousEffect, src, nextRef(g, id), 0, Link.FaceDown, 0, Until.Game, 0);
    }
    setRf(g, rec, Moved, 1);
    return false; // removed, then turned face down
  },
  describe: (a) =>
    `remove the top ${amountText(a.amount)} cards of ${a.player === RefCode.You ? 'your' : `${refText(a.player)}'s`} library from the game face down (you may look at them)`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
});

let names: string[] = [];

export const turnRemovedFaceUp = defineVerb({
  name: 'turnRemovedFaceUp',
  schema: Type.Object(
    {
      op: Type.Literal('turnRemovedFaceUp'),
      counterSpellsWithTheirNames: Type.Optional(
        Type.Literal(true, { description: '"Counter all spells with those names"' }),
      ),
    },
    {
      additionalProperties: false,
      description: 'turn the cards removed from the game face down with this face up',
    },
  ),
  compile: (o) => ({ counter: o.counterSpellsWithTheirNames === true }),
  run(g, rec, a) {
    names = [];
    eachFaceDown(g, sourceRef(g, rec), (id) => {
      setFlags(g, id, flagsOf(g, id) & ~(Flag.HiddenRemoved | Flag.SeenByOpponent));
      names.push(g.cards[cardIdOf(g, id)].name);
    });
    if (!a.counter || names.length === 0) return true;
    // "Counter all spells with those names" (a face-down spell has no name: 504.2 of 2008 gives it none)
    for (let i = g.m[g.stack] - 1; i >= 0; i--) {
      const item = g.m[g.stack + 1 + i];
      if (rf(g, item, StackField.Kind) !== StackKind.Spell) continue;
      const card = liveId(g, rf(g, item, StackField.Source));
      if (card < 0 || (flagsOf(g, card) & Flag.FaceDown) !== 0) continue;
      if (!names.includes(g.cards[cardIdOf(g, card)].name)) continue;
      // "Creature spells can't be countered" (414.1: the spell stays on the stack)
      if (cantBeCountered(g, item, card)) continue;
      removeItem(g, item);
      proposeMove(g, card, Zone.Graveyard);
    }
    return true;
  },
  describe: (a) =>
    `turn the cards removed from the game with this face up${a.counter ? '; counter all spells with those names' : ''}`,
});
