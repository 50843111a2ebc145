// "Target creature gains all creature types until end of turn" / "loses all creature types" (Lorwyn: Amoeboid
// Changeling, Wings of Velis Vel, Shields of Velis Vel, Ego Erasure, Mirror Entity): a layer 4 row until end of turn
// on one object (`what`) or on each matching permanent (`filter`, with `player`: "creatures target player
// controls"), the set locked in as it resolves (418.3b). Gaining them gives the changeling marker (every creature
// type); losing them takes every creature type, the marker too, and leaves other subtypes; later rows win (418.5e).
import { Type } from '@sinclair/typebox';
import { RefCode } from '../core/cardform.js';
import { addEffect, ContinuousEffect, Layer, Until } from '../core/continuous.js';
import { Zone } from '../core/constants.js';
import { EVERY_CREATURE_TYPE, isCreatureType, subtypeId, subtypeSetId } from '../core/subtypes.js';
import { type Game, ref, zoneOf } from '../core/state.js';
import { nextTimestamp } from '../core/zones.js';
import { controller } from '../facts/chars.js';
import { matchingInPlay, objectOf, playersOf, sourceRef } from '../facts/runtime.js';
import { FilterSchema, ObjectRefSchema, PlayerRefSchema } from './common.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

const players = new Int32Array(2);

/**
 * The row for one object: gains every creature type (AddTypes with the changeling set), or its creature types become
 * those of subtype set `set` (none: loses them all).
 */
function typesRow(g: Game, src: number, id: number, gain: boolean, set: number, ts: number, until: Until): void {
  if (gain) addEffect(g, Layer.Type, ContinuousEffect.AddTypes, src, ref(g, id), 0, 0, EVERY, until, ts);
  else addEffect(g, Layer.Type, ContinuousEffect.SetCreatureTypes, src, ref(g, id), 0, 0, set, until, ts);
}
const EVERY = subtypeSetId([EVERY_CREATURE_TYPE]);
const NONE = subtypeSetId([]); // SetCreatureTypes to no creature type: loses them all

export const creatureTypes = defineVerb({
  name: 'creatureTypes',
  schema: Type.Object(
    {
      op: Type.Literal('creatureTypes'),
      types: Type.Union([
        Type.Literal('gainAll'),
        Type.Literal('loseAll'),
        Type.Array(Type.String(), {
          minItems: 1,
          description: 'its creature types become these ("target creature becomes a Coward": Boldwyr Intimidator)',
        }),
      ]),
      what: Type.Optional(ObjectRefSchema),
      filter: Type.Optional(FilterSchema),
      player: Type.Optional(PlayerRefSchema),
      until: Type.Optional(
        Type.Literal('game', {
          description: 'no duration (418.3a): "becomes a 2/2 Kithkin Spirit", Figure of Destiny',
        }),
      ),
    },
    {
      additionalProperties: false,
      description:
        'until end of turn (or for the game), it (what) or each matching permanent (filter; player: that the player controls) gains or loses all creature types, or its creature types become those listed (its other subtypes stay)',
    },
  ),
  compile(o, c, f) {
    if ((o.what === undefined) === (o.filter === undefined))
      c.fail(f, 'either "what" (one object) or "filter" (each matching permanent)', o);
    if (o.player !== undefined && o.filter === undefined)
      c.fail(`${f}.player`, '"player" only with "filter"', o.player);
    if (Array.isArray(o.types))
      o.types.forEach((t, i) => {
        if (!isCreatureType(subtypeId(t))) c.fail(`${f}.types[${i}]`, 'a creature type', t);
      });
    return {
      gain: o.types === 'gainAll',
      set: Array.isArray(o.types) ? subtypeSetId(o.types) : NONE,
      become: Array.isArray(o.types) ? o.types.join(' ') : null,
      what: o.what === undefined ? RefCode.None : c.objRef(o.what, `${f}.what`),
      filter: o.filter === undefined ? null : c.filter(o.filter),
      player: o.player === undefined ? RefCode.None : c.playerRef(o.player, `${f}.player`),
      until: o.until === 'game' ? Until.Game : Until.EndOfTurn,
    };
  },
  object: (a) => a.what,
  run(g, rec, a) {
    const src = sourceRef(g, rec);
    const ts = nextTimestamp(g);
    if (a.filter === null) {
      const id = objectOf(g, rec, a.what);
      if (id >= 0 && zoneOf(g, id) === Zone.InPlay) typesRow(g, src, id, a.gain, a.set, ts, a.until);
      return true;
    }
    const who = a.player === RefCode.None ? -1 : playersOf(g, rec, a.player, players) === 0 ? -2 : players[0];
    if (who === -2) return true;
    const set = matchingInPlay(g, rec, a.filter);
    const ids = set.slice(1, set[0] + 1); // addEffect may grow the game: keep the locked-in set apart
    for (const id of ids) if (who < 0 || controller(g, id) === who) typesRow(g, src, id, a.gain, a.set, ts, a.until);
    return true;
  },
  describe: (a) =>
    `${a.filter === null ? refText(a.what) : 'each matching permanent'} ${a.become !== null ? `becomes a ${a.become}` : a.gain ? 'gains all creature types' : 'loses all creature types'}${a.until === Until.Game ? '' : ' until end of turn'}`,
});
