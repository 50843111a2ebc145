// "Each player shuffles all permanents he or she owns into his or her library, then reveals that many
// cards from the top of his or her library. Each player puts all artifact, creature, and land cards
// revealed this way into play, then does the same for enchantment cards, then puts all cards revealed
// this way that weren't put into play on the bottom of his or her library in any order." (Warp World.)
// Phases (WarpField.Phase): 0 shuffle the permanents in (counts kept in WarpField.Counts), 1 reveal
// (Flag.Found) and put artifacts, creatures and lands into play, 2 enchantments, 3 the rest to the
// bottom, each owner choosing the order (Order decisions). A token shuffled in counts but ceases to
// exist (it is never revealed).
import { Type } from '@sinclair/typebox';
import { Decision, EventKind, Flag, Zone } from '../core/constants.js';
import { proposeMove, propose } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { type Game, Global, put, setFlags, cardIdOf, flagsOf, ownerOf, StackField } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { defineVerb } from './verb.js';

/** reshufflePermanents' own fields on the stack record. */
const enum WarpField {
  /** The permanents each player shuffled in: 16 bits a player (two counts in one field). */
  Counts = StackField.Work0,
  Phase = StackField.Work1,
}

let ids = new Int32Array(64);
const ARTIFACT_CREATURE_LAND = 1 | 2 | 16; // TYPE_NAMES bits: Artifact, Creature, Land
const ENCHANTMENT = 4;

/** Puts into play (under their owner) the revealed cards of player p's library with a type in `mask`. */
function putRevealed(g: Game, p: number, mask: number): void {
  const b = listBase(g, Zone.Library, p);
  let k = 0;
  if (ids.length < g.m[b]) ids = new Int32Array(g.m[b] * 2);
  for (let i = 0; i < g.m[b]; i++) {
    const id = g.m[b + 1 + i];
    if ((flagsOf(g, id) & Flag.Found) !== 0 && (g.cards[cardIdOf(g, id)].types & mask) !== 0) ids[k++] = id;
  }
  for (let i = 0; i < k; i++) proposeMove(g, ids[i], Zone.InPlay, p);
}

export const reshufflePermanents = defineVerb({
  name: 'reshufflePermanents',
  schema: Type.Object(
    { op: Type.Literal('reshufflePermanents') },
    {
      additionalProperties: false,
      description:
        'each player shuffles the permanents he or she owns into his or her library and reveals that many cards: artifacts, creatures and lands come into play, then enchantments, the rest go to the bottom in any order',
    },
  ),
  compile: () => null,
  run(g, rec, _a, choice) {
    const ap = g.m[Global.Active];
    const phase = rf(g, rec, WarpField.Phase);
    if (phase === 0) {
      const b = listBase(g, Zone.InPlay, 0);
      const n = g.m[b];
      if (ids.length < n) ids = new Int32Array(n * 2);
      let c0 = 0;
      let c1 = 0;
      for (let i = 0; i < n; i++) {
        const id = g.m[b + 1 + i];
        ids[i] = id;
        if (ownerOf(g, id) === 0) c0++;
        else c1++;
      }
      for (let i = 0; i < n; i++) proposeMove(g, ids[i], Zone.Library);
      propose(g, EventKind.Shuffle, -1, -1, 0, 0, ap);
      propose(g, EventKind.Shuffle, -1, -1, 0, 0, 1 - ap);
      setRf(g, rec, WarpField.Counts, c0 | (c1 << 16));
      setRf(g, rec, WarpField.Phase, 1);
      return false;
    }
    if (phase === 1) {
      for (let p = 0; p < 2; p++) {
        const want = (rf(g, rec, WarpField.Counts) >> (16 * p)) & 0xffff;
        const b = listBase(g, Zone.Library, p);
        let k = 0;
        for (let i = g.m[b] - 1; i >= 0 && k < want; i--) {
          const id = g.m[b + 1 + i];
          if ((flagsOf(g, id) & Flag.Token) !== 0) continue; // ceased to exist: never revealed
          setFlags(g, id, flagsOf(g, id) | Flag.Found);
          k++;
        }
      }
      putRevealed(g, ap, ARTIFACT_CREATURE_LAND);
      putRevealed(g, 1 - ap, ARTIFACT_CREATURE_LAND);
      setRf(g, rec, WarpField.Phase, 2);
      return false;
    }
    if (phase === 2) {
      putRevealed(g, ap, ENCHANTMENT);
      putRevealed(g, 1 - ap, ENCHANTMENT); // an Aura asks what it enchants as it comes into play
      setRf(g, rec, WarpField.Phase, 3);
      return false;
    }
    // The rest to the bottom, the active player's first, one card at a time in the order its owner chooses.
    if (choice >= 0) {
      proposeMove(g, choice, Zone.Library, -1, true);
      return false;
    }
    for (let k = 0; k < 2; k++) {
      const p = k === 0 ? ap : 1 - ap;
      const b = listBase(g, Zone.Library, p);
      let n = 0;
      for (let i = 0; i < g.m[b]; i++) {
        const id = g.m[b + 1 + i];
        if ((flagsOf(g, id) & Flag.Found) !== 0) g.m[g.options + n++] = id;
      }
      if (n > 0) {
        g.m[g.optionCount] = n;
        put(g, Global.DKind, Decision.Order);
        put(g, Global.DPlayer, p);
        put(g, Global.DAux, 0);
        return false;
      }
    }
    return true;
  },
  describe: () =>
    'each player shuffles his or her permanents into the library and reveals that many cards; permanents among them come into play, the rest go to the bottom',
});
