// Per-controller lists derived from the characteristics cache: each player's mana sources (for
// gather, mana.ts) and each player's permanents with activated abilities or face down (for the
// priority listing). Both are asked for hundreds of times a game, mostly about one player, while the
// permanents they come from change far less often; a list is built from the whole in-play list once
// after each recompute of the characteristics (chars.ts clears Global.ListsOk) and then read alone.
// What a list holds depends only on what the cache depends on (controller, types, abilities, the
// effect table, the in-play list's order), so it is as fresh as the cache; tapped state and summoning
// sickness change without a recompute and are read live by the callers.
import { ensureChars } from './chars.js';
import { ContinuousEffect } from '../core/continuous.js';
import { Flag, Zone } from '../core/constants.js';
import { ruleApplies } from './rules-mod.js';
import { CardBit, type Game, cBaseOf, cCtrlOf, cNoAbOf, cTypesOf, flagsOf } from '../core/state.js';
import { listBase } from '../core/zones.js';

const enum Built {
  Mana0 = 1,
  Mana1 = 2,
  Activated = 4,
}

/**
 * Mana source entry info word: the source's color code (ManaSourceC.code, 0-6), and SRC_ANY when a land's mana is "any
 * color" by a rule (Joiner Adept).
 */
export const SRC_ANY = 8;

/** Offset of player p's mana source list (count, then id and info pairs), built if stale. */
export function manaSourceList(g: Game, p: number): number {
  ensureChars(g);
  const out = g.manaSourceLists + p * (1 + 2 * g.n);
  if ((g.m[g.listsBuilt] & (Built.Mana0 << p)) === 0) buildManaList(g, p, out);
  return out;
}

/**
 * Player p's permanents that could tap for mana (mana.ts gather decides which can now): lands first,
 * then other permanents with a mana ability, each in in-play order. A land that lost its abilities
 * (Humility) has none unless a rule gives every land one; a permanent with no mana ability isn't listed.
 * One pass: the others (mana creatures, rarely any) wait in scratch, used only within the call.
 */
function buildManaList(g: Game, p: number, out: number): void {
  const m = g.m;
  const base = listBase(g, Zone.InPlay, 0);
  const n = m[base];
  // its lands have "{T}: Add one mana of any color"
  const anyColor = ruleApplies(g, ContinuousEffect.LandsMakeAnyColor, p);
  let k = 0;
  let others = 0;
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    if (cCtrlOf(g, id) !== p) continue;
    const land = (cTypesOf(g, id) & 16) !== 0;
    const base1 = cBaseOf(g, id);
    if (((g.cardBits[base1] & CardBit.Mana) === 0 || cNoAbOf(g, id) !== 0) && !(anyColor && land)) continue;
    if (!land) {
      if (others === otherIds.length) otherIds = grown(otherIds);
      otherIds[others++] = id;
      continue;
    }
    m[out + 1 + 2 * k] = id;
    m[out + 2 + 2 * k] = anyColor ? 6 | SRC_ANY : g.cards[base1].manaSrc.code;
    k++;
  }
  for (let j = 0; j < others; j++) {
    const id = otherIds[j];
    m[out + 1 + 2 * k] = id;
    m[out + 2 + 2 * k] = g.cards[cBaseOf(g, id)].manaSrc.code;
    k++;
  }
  m[out] = k;
  m[g.listsBuilt] |= Built.Mana0 << p;
}

let otherIds = new Int32Array(16);
const grown = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
  const b = new Int32Array(a.length * 2);
  b.set(a);
  return b;
};

/**
 * Offset of player p's list of permanents with activated abilities of their own (not lost) or face down, built if
 * stale.
 */
export function activatedList(g: Game, p: number): number {
  ensureChars(g);
  if ((g.m[g.listsBuilt] & Built.Activated) === 0) buildActivatedLists(g);
  return g.activatableLists + p * (1 + g.n);
}

function buildActivatedLists(g: Game): void {
  const m = g.m;
  const base = listBase(g, Zone.InPlay, 0);
  const n = m[base];
  const out1 = g.activatableLists + 1 + g.n;
  let k0 = 0;
  let k1 = 0;
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    const faceDown = (flagsOf(g, id) & Flag.FaceDown) !== 0;
    if (!faceDown && ((g.cardBits[cBaseOf(g, id)] & CardBit.Activated) === 0 || cNoAbOf(g, id) !== 0)) continue;
    if (cCtrlOf(g, id) === 0) m[g.activatableLists + 1 + k0++] = id;
    else m[out1 + 1 + k1++] = id;
  }
  m[g.activatableLists] = k0;
  m[out1] = k1;
  m[g.listsBuilt] |= Built.Activated;
}
