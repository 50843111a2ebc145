// Effect verbs that act on every matching permanent or card of a zone at once: tap all (Deluge), return
// all to their owners' hands (Evacuation, Hurkyl's Recall), put the top of a library into the graveyard
// (Traumatize), shuffle a graveyard into its library (Reminisce). Each proposes its events as one batch.
import { Type } from '@sinclair/typebox';
import { RefCode } from '../core/cardform.js';
import { EventKind, Zone } from '../core/constants.js';
import { proposeTap, proposeMove, propose } from '../core/event-records.js';
import { listBase } from '../core/zones.js';
import { AmountSchema, FilterSchema, PlayerRefSchema } from './common.js';
import { amountOf, matchingInPlay, playersOf } from '../facts/runtime.js';
import { amountText, refText } from './text.js';
import { Aim, verb } from './verb.js';
import { ownerOf, type Game } from '../core/state.js';

const players = new Int32Array(2);
let ids = new Int32Array(64);
/** A copy of the first n entries of list `b` from its end (the top of a library first). */
function copyList(g: Game, b: number, n: number, fromTop: boolean): Int32Array {
  if (ids.length < n) ids = new Int32Array(n * 2);
  const size = g.m[b];
  for (let i = 0; i < n; i++) ids[i] = g.m[b + 1 + (fromTop ? size - 1 - i : i)];
  return ids;
}

export const tapEach = verb({
  name: 'tapEach',
  schema: Type.Object(
    { op: Type.Literal('tapEach'), filter: FilterSchema },
    {
      additionalProperties: false,
      description: 'taps every permanent matching the filter ("tap all creatures without flying")',
    },
  ),
  compile(o, c, ins) {
    ins.filter = c.filter(o.filter as never);
  },
  run(g, rec, ins) {
    const set = matchingInPlay(g, rec, ins.filter);
    for (let i = 1; i <= set[0]; i++) proposeTap(g, set[i], true);
    return true;
  },
  describe: () => 'tap each matching permanent',
  harmsUntargeted: () => true,
});

// "Return all [filter] [target player owns] to their owners' hands": the set is locked in as the effect
// begins (418.3b); one zone change per permanent, all at once.
export const returnEach = verb({
  name: 'returnEach',
  schema: Type.Object(
    { op: Type.Literal('returnEach'), filter: FilterSchema, owner: Type.Optional(PlayerRefSchema) },
    {
      additionalProperties: false,
      description: 'returns every permanent matching the filter (owned by "owner", if given) to its owner\'s hand',
    },
  ),
  compile(o, c, ins, f) {
    ins.filter = c.filter(o.filter as never);
    ins.player = o.owner === undefined ? RefCode.None : c.playerRef(o.owner as string, `${f}.owner`);
  },
  run(g, rec, ins) {
    let owner = -1;
    if (ins.player !== RefCode.None) {
      if (playersOf(g, rec, ins.player, players) === 0) return true;
      owner = players[0];
    }
    const set = matchingInPlay(g, rec, ins.filter);
    const n = set[0];
    if (ids.length < n) ids = new Int32Array(n * 2);
    let k = 0;
    for (let i = 1; i <= n; i++) if (owner < 0 || ownerOf(g, set[i]) === owner) ids[k++] = set[i];
    for (let i = 0; i < k; i++) proposeMove(g, ids[i], Zone.Hand);
    return true;
  },
  describe: (ins) =>
    `return each matching permanent${ins.player !== RefCode.None ? ` ${refText(ins.player)} owns` : ''} to its owner's hand`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (ins) => ins.player === RefCode.None,
});

// "[Player] puts the top N cards of his or her library into his or her graveyard"; "halfLibrary": the
// top half, rounded down (Traumatize), counted as the effect happens.
export const mill = verb({
  name: 'mill',
  schema: Type.Object(
    {
      op: Type.Literal('mill'),
      player: PlayerRefSchema,
      amount: Type.Union([
        AmountSchema,
        Type.Literal('halfLibrary', { description: 'half the library, rounded down' }),
      ]),
    },
    {
      additionalProperties: false,
      description: 'the player puts the top N cards of his or her library into his or her graveyard',
    },
  ),
  compile(o, c, ins, f) {
    ins.player = c.playerRef(o.player as string, `${f}.player`);
    if (o.amount === 'halfLibrary') ins.random = true;
    else ins.amount = c.amount(o.amount as never, `${f}.amount`);
  },
  run(g, rec, ins) {
    const np = playersOf(g, rec, ins.player, players);
    for (let k = 0; k < np; k++) {
      const b = listBase(g, Zone.Library, players[k]);
      const n = Math.min(g.m[b], ins.random ? g.m[b] >> 1 : amountOf(g, rec, ins.amount));
      const top = copyList(g, b, n, true);
      for (let i = 0; i < n; i++) proposeMove(g, top[i], Zone.Graveyard);
    }
    return true;
  },
  describe: (ins) =>
    `${refText(ins.player)} puts the top ${ins.random ? 'half' : amountText(ins.amount)} of his or her library into his or her graveyard`,
  aim: (ins, t) => (ins.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (ins) => ins.player === -3 /* RefCode.Opponent */,
});

export const shuffleGraveyardIntoLibrary = verb({
  name: 'shuffleGraveyardIntoLibrary',
  schema: Type.Object(
    { op: Type.Literal('shuffleGraveyardIntoLibrary'), player: PlayerRefSchema },
    { additionalProperties: false, description: 'the player shuffles his or her graveyard into his or her library' },
  ),
  compile(o, c, ins, f) {
    ins.player = c.playerRef(o.player as string, `${f}.player`);
  },
  run(g, rec, ins) {
    const np = playersOf(g, rec, ins.player, players);
    for (let k = 0; k < np; k++) {
      const b = listBase(g, Zone.Graveyard, players[k]);
      const n = g.m[b];
      const cards = copyList(g, b, n, false);
      for (let i = 0; i < n; i++) proposeMove(g, cards[i], Zone.Library);
      propose(g, EventKind.Shuffle, -1, -1, 0, 0, players[k]); // the same batch: the cards move, then the shuffle
    }
    return true;
  },
  describe: (ins) => `${refText(ins.player)} shuffles his or her graveyard into his or her library`,
});
