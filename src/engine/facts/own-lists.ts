// Per-controller lists derived from the characteristics cache: each player's mana sources (for
// gather, mana.ts), each player's permanents with activated abilities or face down (for the
// priority listing) and each player's creatures (for the attack declaration, combat-legal.ts: lands and
// the other player's creatures are not scanned). They are asked for hundreds of times a game, mostly about one
// player, while the permanents they come from change far less often; a list is built from the whole in-play list
// once after it goes stale (Game.listsBuilt: a recompute of the characteristics, a permanent coming into play or
// leaving it) and then read alone.
// What a list holds depends only on what the cache depends on (controller, types, abilities, the
// effect table, the in-play list's order), so it is as fresh as the cache; tapped state and summoning
// sickness change without a recompute and are read live by the callers.
import { ensureChars } from './chars.js';
import { ContinuousEffect, TEXT_ABILITIES_LOST } from '../core/continuous.js';
import type { ManaSourceC } from '../core/cardform.js';
import { basicLandColors } from '../core/subtypes.js';
import { CardType, Flag, Zone } from '../core/constants.js';
import { manaTwiceCount, ruleApplies } from './rules-mod.js';
import { CardBit, type Game, ListBuilt, cBaseOf, cCtrlOf, cNoAbOf, cSubOf, cTypesOf, flagsOf } from '../core/state.js';
import { listBase } from '../core/zones.js';

/**
 * Mana source entry info word: the source's color code (ManaSourceC.code, 0-6), and SRC_ANY when a land's mana is "any
 * color" by a rule (Joiner Adept).
 */
export const SRC_ANY = 8;
/**
 * Mana source entry info: a land whose land types an effect changed (212.6g-h of 2008); its basic land types' colors
 * are in the bits from SRC_TYPES_SHIFT, and SRC_OWN_LOST says that the mana abilities of its rules text are gone.
 */
export const SRC_TYPES = 16;
export const SRC_OWN_LOST = 32;
/** Mana source entry info: its own abilities include a filter ability (CCard.filterMana: Mystic Gate). */
export const SRC_FILTER = 64;
export const SRC_TYPES_SHIFT = 8;
/**
 * A mana source list's count word: the count (SRC_COUNT bits), and from SRC_TWICE_SHIFT how many times the player's
 * permanents tapped for mana produce twice as much (Mana Reflection, rules-mod.ts manaTwiceCount; 0 nearly always).
 */
export const SRC_COUNT = 0xfffff;
export const SRC_TWICE_SHIFT = 24;

/**
 * The info word of land id (its card base1) when its land types differ from its card's or it lost the abilities of
 * its rules text to a land type effect (212.6h); 0 when neither (its card's mana abilities are its own, the basic
 * lands' printed symbol among them). A land that lost all its abilities (Humility) has no intrinsic one either.
 */
function landTypeMana(g: Game, id: number, base1: number): number {
  const lost = cNoAbOf(g, id);
  const sub = cSubOf(g, id);
  if (lost === 0 && sub === g.cards[base1].subtypeSet) return 0; // its card's own types (nearly every land)
  const colors = basicLandColors(sub);
  if (lost === 0 && colors === basicLandColors(g.cards[base1].subtypeSet)) return 0;
  if ((lost & ~TEXT_ABILITIES_LOST) !== 0 || (colors === 0 && lost !== 0)) return 0;
  const own = lost !== 0 || (g.cardBits[base1] & CardBit.Mana) === 0 ? null : g.cards[base1].manaSrc;
  const code = landSource(own, colors).code;
  return code | SRC_TYPES | (own === null ? SRC_OWN_LOST : 0) | (colors << SRC_TYPES_SHIFT);
}

const landSources = new Map<number, ManaSourceC>();
/**
 * The mana a land makes with its own mana abilities (`own`; null: none) and those of its basic land types (`colors`,
 * WUBRG bits, each "{T}: Add [that color]", painless), as one source; remembered per combination.
 */
export function landSource(own: ManaSourceC | null, colors: number): ManaSourceC {
  const key = own === null ? colors : (own.free << 16) | (own.painful << 8) | (own.pain << 24) | colors | 64;
  let v = landSources.get(key);
  if (v === undefined) {
    const free = (own === null ? 0 : own.free) | colors;
    const painful = own === null ? 0 : own.painful & ~free;
    const single = painful === 0 && (free & (free - 1)) === 0;
    v = { code: single ? 31 - Math.clz32(free) : 6, free, painful, pain: own === null ? 0 : own.pain };
    landSources.set(key, v);
  }
  return v;
}

/** Offset of player p's mana source list (count word: SRC_COUNT, then id and info pairs), built if stale. */
export function manaSourceList(g: Game, p: number): number {
  ensureChars(g);
  const out = g.manaSourceLists + p * (1 + 2 * g.n);
  if ((g.m[g.listsBuilt] & (ListBuilt.Mana0 << p)) === 0) buildManaList(g, p, out);
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
    if (land && !anyColor && g.cards[base1].reflectsLands) {
      const info = reflectInfo(g, p, id);
      if (info !== 0) {
        m[out + 1 + 2 * k] = id;
        m[out + 2 + 2 * k++] = info;
      }
      continue;
    }
    const types = land && !anyColor ? landTypeMana(g, id, base1) : 0;
    if (types !== 0) {
      m[out + 1 + 2 * k] = id;
      m[out + 2 + 2 * k] = types | ((types & SRC_OWN_LOST) === 0 ? filterBit(g, base1) : 0);
      k++;
      continue;
    }
    if (((g.cardBits[base1] & CardBit.Mana) === 0 || cNoAbOf(g, id) !== 0) && !(anyColor && land)) continue;
    if (!land) {
      if (others === otherIds.length) otherIds = grown(otherIds);
      otherIds[others++] = id;
      continue;
    }
    m[out + 1 + 2 * k] = id;
    m[out + 2 + 2 * k] =
      (anyColor ? 6 | SRC_ANY : g.cards[base1].manaSrc.code) | (cNoAbOf(g, id) === 0 ? filterBit(g, base1) : 0);
    k++;
  }
  for (let j = 0; j < others; j++) {
    const id = otherIds[j];
    const base1 = cBaseOf(g, id);
    m[out + 1 + 2 * k] = id;
    m[out + 2 + 2 * k] = g.cards[base1].manaSrc.code | filterBit(g, base1);
    k++;
  }
  m[out] = k | (manaTwiceCount(g, p) << SRC_TWICE_SHIFT);
  m[g.listsBuilt] |= ListBuilt.Mana0 << p;
}

/**
 * The info word of Reflecting Pool `id` (a land of p with CCard.reflectsLands): a choice of every type of mana the mana
 * abilities of p's lands could produce (CCard.producible, their basic land types' abilities too), other such abilities
 * left out, plus its own basic land types' colors; 0 when that is none (it makes no mana) or it lost its abilities.
 */
function reflectInfo(g: Game, p: number, id: number): number {
  const lost = cNoAbOf(g, id);
  if ((lost & ~TEXT_ABILITIES_LOST) !== 0) return 0;
  let mask = basicLandColors(cSubOf(g, id));
  if (lost === 0) {
    const m = g.m;
    const base = listBase(g, Zone.InPlay, 0);
    for (let i = 0; i < m[base]; i++) {
      const o = m[base + 1 + i];
      if (cCtrlOf(g, o) !== p || (cTypesOf(g, o) & 16) === 0) continue;
      const l = cNoAbOf(g, o);
      if ((l & ~TEXT_ABILITIES_LOST) !== 0) continue; // no abilities at all (Humility)
      mask |= basicLandColors(cSubOf(g, o)) | (l === 0 ? g.cards[cBaseOf(g, o)].producible : 0);
    }
  }
  if (mask === 0) return 0;
  return landSource(null, mask).code | SRC_TYPES | SRC_OWN_LOST | (mask << SRC_TYPES_SHIFT);
}

const filterBit = (g: Game, base1: number): number => (g.cards[base1].filterMana !== 0 ? SRC_FILTER : 0);

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
  if ((g.m[g.listsBuilt] & ListBuilt.Activated) === 0) buildActivatedLists(g);
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
  m[g.listsBuilt] |= ListBuilt.Activated;
  creaturesStillFit(g);
}

/**
 * Player p's creatures in play, in in-play order: the offset of the first of creatureCount(g, p) ids, built if stale;
 * -1 when they don't fit beside the activated lists (buildCreatureLists): the caller scans the in-play list instead.
 */
export function creatureList(g: Game, p: number): number {
  ensureChars(g);
  if ((g.m[g.listsBuilt] & ListBuilt.Creatures) === 0) buildCreatureLists(g);
  if ((g.m[g.listsBuilt] & ListBuilt.NoCreatureRoom) !== 0) return -1;
  const last = g.activatableLists + (p + 1) * (1 + g.n) - 1;
  return last - g.m[last];
}

/** How many ids creatureList(g, p) lists (read after it). */
export const creatureCount = (g: Game, p: number): number => g.m[g.activatableLists + (p + 1) * (1 + g.n) - 1];

/**
 * Writes each player's creature list at the end of the room of 1 + n words its activated list begins (no memory of
 * its own: a clone copies every word): the ids, then their count in the room's last word. The two nearly always hold
 * far fewer than n permanents together; when they would overlap (a player controls most of the objects, many of them
 * both), ListBuilt.NoCreatureRoom says so, and an activated list built later over a creature list marks it stale.
 */
function buildCreatureLists(g: Game): void {
  const m = g.m;
  const base = listBase(g, Zone.InPlay, 0);
  const n = m[base];
  const room = 1 + g.n;
  if (creatureIds.length < 2 * n) creatureIds = new Int32Array(4 * n);
  // One pass: player 0's ids from the scratch's start, player 1's from its middle.
  let c0 = 0;
  let c1 = n;
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    if ((cTypesOf(g, id) & CardType.Creature) === 0) continue;
    if (cCtrlOf(g, id) === 0) creatureIds[c0++] = id;
    else creatureIds[c1++] = id;
  }
  c1 -= n;
  // the activated list's words (when built; else it checks when it is) and the creature list's must not overlap
  const acts = (m[g.listsBuilt] & ListBuilt.Activated) !== 0;
  const fits =
    (acts ? m[g.activatableLists] + 1 : 0) + c0 + 1 <= room &&
    (acts ? m[g.activatableLists + room] + 1 : 0) + c1 + 1 <= room;
  if (fits) {
    placeCreatures(m, g.activatableLists + room - 1, 0, c0);
    placeCreatures(m, g.activatableLists + 2 * room - 1, n, c1);
  }
  m[g.listsBuilt] |= ListBuilt.Creatures | (fits ? 0 : ListBuilt.NoCreatureRoom);
}

/** Writes c ids from the scratch at `from` to end just before `last`, and their count at `last`. */
function placeCreatures(m: Int32Array, last: number, from: number, c: number): void {
  for (let j = 0; j < c; j++) m[last - c + j] = creatureIds[from + j];
  m[last] = c;
}

let creatureIds = new Int32Array(256); // the ids of one pass (buildCreatureLists)

/** After the activated lists are written: a creature list built before them that they now overlap is stale. */
function creaturesStillFit(g: Game): void {
  const m = g.m;
  if ((m[g.listsBuilt] & (ListBuilt.Creatures | ListBuilt.NoCreatureRoom)) !== ListBuilt.Creatures) return;
  const room = 1 + g.n;
  for (let p = 0; p < 2; p++) {
    const a = g.activatableLists + p * room;
    if (m[a] + 1 + m[a + room - 1] + 1 > room) m[g.listsBuilt] &= ~ListBuilt.Creatures;
  }
}
