// Effect verbs that act on every matching permanent or card of a zone at once: tap all (Deluge), return
// all to their owners' hands (Evacuation, Hurkyl's Recall), put the top of a library into the graveyard
// (Traumatize), shuffle a graveyard into its library (Reminisce). Each proposes its events as one batch.
import { Type } from '@sinclair/typebox';
import { type AmountC, type FilterC, RefCode } from '../core/cardform.js';
import { EventKind, Zone } from '../core/constants.js';
import { proposeTap, proposeMove, propose } from '../core/event-records.js';
import { listBase } from '../core/zones.js';
import { AmountSchema, FIXED_ZERO, FilterSchema, PlayerRefSchema } from './common.js';
import { amountOf, matchingInPlay, playersOf } from '../facts/runtime.js';
import { amountText, refText } from './text.js';
import { Aim, defineVerb } from './verb.js';
import { ownerOf, type Game } from '../core/state.js';
import { controller } from '../facts/chars.js';

const players = new Int32Array(2);
let ids = new Int32Array(64);
/** A copy of the first n entries of list `b` from its end (the top of a library first). */
function copyList(g: Game, b: number, n: number, fromTop: boolean): Int32Array {
  if (ids.length < n) ids = new Int32Array(n * 2);
  const size = g.m[b];
  for (let i = 0; i < n; i++) ids[i] = g.m[b + 1 + (fromTop ? size - 1 - i : i)];
  return ids;
}

export const tapEach = defineVerb({
  name: 'tapEach',
  schema: Type.Object(
    { op: Type.Literal('tapEach'), filter: FilterSchema, player: Type.Optional(PlayerRefSchema) },
    {
      additionalProperties: false,
      description:
        'taps every permanent matching the filter ("tap all creatures without flying"; player: that the player controls, "all lands target player controls")',
    },
  ),
  compile: (o, c, f) => ({
    filter: c.filter(o.filter),
    player: o.player === undefined ? RefCode.None : c.playerRef(o.player, `${f}.player`),
  }),
  run(g, rec, a) {
    const who = a.player === RefCode.None ? -1 : playersOf(g, rec, a.player, onePlayer) === 0 ? -2 : onePlayer[0];
    if (who === -2) return true;
    const set = matchingInPlay(g, rec, a.filter);
    for (let i = 1; i <= set[0]; i++) if (who < 0 || controller(g, set[i]) === who) proposeTap(g, set[i], true);
    return true;
  },
  describe: () => 'tap each matching permanent',
  harmsUntargeted: () => true,
});

const onePlayer = new Int32Array(2);

// "Return all [filter] [target player owns] to their owners' hands": the set is locked in as the effect
// begins (418.3b); one zone change per permanent, all at once.
interface ReturnEachArgs {
  filter: FilterC | null;
  /** Only permanents this player owns (RefCode.None: anyone's). */
  owner: number;
}
export const returnEach = defineVerb({
  name: 'returnEach',
  schema: Type.Object(
    { op: Type.Literal('returnEach'), filter: FilterSchema, owner: Type.Optional(PlayerRefSchema) },
    {
      additionalProperties: false,
      description: 'returns every permanent matching the filter (owned by "owner", if given) to its owner\'s hand',
    },
  ),
  compile: (o, c, f): ReturnEachArgs => ({
    filter: c.filter(o.filter),
    owner: o.owner === undefined ? RefCode.None : c.playerRef(o.owner, `${f}.owner`),
  }),
  run(g, rec, a) {
    let owner = -1;
    if (a.owner !== RefCode.None) {
      if (playersOf(g, rec, a.owner, players) === 0) return true;
      owner = players[0];
    }
    const set = matchingInPlay(g, rec, a.filter);
    const n = set[0];
    if (ids.length < n) ids = new Int32Array(n * 2);
    let k = 0;
    for (let i = 1; i <= n; i++) if (owner < 0 || ownerOf(g, set[i]) === owner) ids[k++] = set[i];
    for (let i = 0; i < k; i++) proposeMove(g, ids[i], Zone.Hand);
    return true;
  },
  describe: (a) =>
    `return each matching permanent${a.owner !== RefCode.None ? ` ${refText(a.owner)} owns` : ''} to its owner's hand`,
  aim: (a, t) => (a.owner === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (a) => a.owner === RefCode.None,
});

// "[Player] puts the top N cards of his or her library into his or her graveyard"; "halfLibrary": the
// top half, rounded down (Traumatize), counted as the effect happens.
interface MillArgs {
  player: number;
  /** The top half of the library, rounded down, instead of `amount`. */
  halfLibrary: boolean;
  amount: AmountC;
}
export const mill = defineVerb({
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
  compile(o, c, f): MillArgs {
    const player = c.playerRef(o.player, `${f}.player`);
    if (o.amount === 'halfLibrary') return { player, halfLibrary: true, amount: FIXED_ZERO };
    return { player, halfLibrary: false, amount: c.amount(o.amount, `${f}.amount`) };
  },
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    for (let k = 0; k < np; k++) {
      const b = listBase(g, Zone.Library, players[k]);
      const n = Math.min(g.m[b], a.halfLibrary ? g.m[b] >> 1 : amountOf(g, rec, a.amount));
      const top = copyList(g, b, n, true);
      for (let i = 0; i < n; i++) proposeMove(g, top[i], Zone.Graveyard);
    }
    return true;
  },
  describe: (a) =>
    `${refText(a.player)} puts the top ${a.halfLibrary ? 'half' : amountText(a.amount)} of his or her library into his or her graveyard`,
  aim: (a, t) => (a.player === t ? Aim.Harm : Aim.None),
  harmsUntargeted: (a) => a.player === RefCode.Opponent,
});

/** "Target player shuffles his or her library" (Boggart Forager). */
export const shuffleLibrary = defineVerb({
  name: 'shuffleLibrary',
  schema: Type.Object(
    { op: Type.Literal('shuffleLibrary'), player: PlayerRefSchema },
    { additionalProperties: false, description: 'the player shuffles his or her library' },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    for (let k = 0; k < np; k++) propose(g, EventKind.Shuffle, -1, -1, 0, 0, players[k]);
    return true;
  },
  describe: (a) => `${refText(a.player)} shuffles his or her library`,
});

export const shuffleGraveyardIntoLibrary = defineVerb({
  name: 'shuffleGraveyardIntoLibrary',
  schema: Type.Object(
    { op: Type.Literal('shuffleGraveyardIntoLibrary'), player: PlayerRefSchema },
    { additionalProperties: false, description: 'the player shuffles his or her graveyard into his or her library' },
  ),
  compile: (o, c, f) => ({ player: c.playerRef(o.player, `${f}.player`) }),
  run(g, rec, a) {
    const np = playersOf(g, rec, a.player, players);
    for (let k = 0; k < np; k++) {
      const b = listBase(g, Zone.Graveyard, players[k]);
      const n = g.m[b];
      const cards = copyList(g, b, n, false);
      for (let i = 0; i < n; i++) proposeMove(g, cards[i], Zone.Library);
      propose(g, EventKind.Shuffle, -1, -1, 0, 0, players[k]); // the same batch: the cards move, then the shuffle
    }
    return true;
  },
  describe: (a) => `${refText(a.player)} shuffles his or her graveyard into his or her library`,
});
