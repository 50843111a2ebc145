// Text-changing effects (418.6, layer 3 of 418.5a): "replace all instances of one color word with another
// or one basic land type with another" (Mind Bend). An object's text is its printed abilities; a change
// is kept in the characteristics cache as two small maps (cText: 3 bits per color word WUBRG, then 3
// bits per basic land type Plains..Forest: the word each printed word now reads as). The maps are read
// where the text is used: the object's own keywords (landwalk, protection: rewritten in layer 3, so
// abilities granted later, in layer 5, are untouched, 418.6b), and the filters and granted keywords of
// its own abilities (chars.ts matches and static rows). The type line (a Forest's subtype) and card names
// are not text (418.6a). Creature type words: typetext.ts.
import type { CCard, FilterC, ModeC } from '../core/cardform.js';
import { Keyword, LANDWALK_TYPES, PROTECTION_SHIFT } from '../core/constants.js';
import { ContinuousEffect, TOKEN_TEXT } from '../core/continuous.js';
import { type Game, ref } from '../core/state.js';
import { subtypeId } from '../core/subtypes.js';
import { TYPE_TEXT, TYPE_WORDS, typeWord } from './typetext.js';

const LANDWALK_SHIFT = 10; // Keyword.Plainswalk
// The maps are stored XOR the identity map, so 0 (fresh memory, an object never changed) reads as
// "every word is itself".
const RAW_IDENTITY = pack(0, 1, 2, 3, 4) | (pack(0, 1, 2, 3, 4) << 15);
function pack(a: number, b: number, c: number, d: number, e: number): number {
  return a | (b << 3) | (c << 6) | (d << 9) | (e << 12);
}
/** The stored text map of an unchanged text. */
export const TEXT_IDENTITY = 0;

/** The basic land types' subtype ids, in landwalk order. */
export const LAND_TYPE_IDS: readonly number[] = LANDWALK_TYPES.map(subtypeId);

const word = (map: number, kind: number, i: number) => ((map ^ RAW_IDENTITY) >>> (kind * 15 + i * 3)) & 7;

/** Map after "replace every `from` with `to`" (kind 0: color words, 1: basic land types). */
export function changeWord(map: number, kind: number, from: number, to: number): number {
  let raw = map ^ RAW_IDENTITY;
  for (let i = 0; i < 5; i++) {
    const at = kind * 15 + i * 3;
    if (((raw >>> at) & 7) === from) raw = (raw & ~(7 << at)) | (to << at);
  }
  return raw ^ RAW_IDENTITY;
}

/** A color mask as the text now reads. */
export function mapColors(mask: number, map: number): number {
  let out = 0;
  for (let i = 0; i < 5; i++) if ((mask & (1 << i)) !== 0) out |= 1 << word(map, 0, i);
  return out;
}

/** Keywords as the text now reads: landwalk by land type word, protection by color word. */
export function mapKeywords(kw: number, map: number): number {
  let out = kw & ~(31 << LANDWALK_SHIFT) & ~(31 << PROTECTION_SHIFT);
  for (let i = 0; i < 5; i++) {
    if ((kw & (Keyword.Plainswalk << i)) !== 0) out |= Keyword.Plainswalk << word(map, 1, i);
    if ((kw & (1 << (PROTECTION_SHIFT + i))) !== 0) out |= 1 << (PROTECTION_SHIFT + word(map, 0, i));
  }
  return out;
}

/** A subtype id as the text now reads (basic land types change, others don't). */
export function mapSubtype(id: number, map: number): number {
  const i = LAND_TYPE_IDS.indexOf(id);
  return i < 0 ? id : LAND_TYPE_IDS[word(map, 1, i)];
}

/** A filter object to map into (one fixed shape, so reads of it stay monomorphic). */
export function scratchFilter(): FilterC {
  return {
    types: 0,
    notTypes: 0,
    subtypes: null,
    notSubtypes: null,
    colors: 0,
    notColors: 0,
    kw: 0,
    kw2: 0,
    notKw: 0,
    notKw2: 0,
    tapped: -1,
    attacking: -1,
    blocking: -1,
    controller: 0,
    other: false,
    blockingThis: false,
    damagedBySrc: false,
    attached: false,
    sameName: false,
    self: false,
    attackedThisTurn: false,
    inCombat: false,
    madeByThis: false,
    remembered: false,
    hasCounters: false,
    enchanted: false,
    attachedToThis: false,
    plusOne: false,
    minusOne: false,
    blocked: -1,
    damaged: false,
    notSupers: 0,
    nontoken: false,
    owner: 0,
    powerAtMost: 0,
    toughnessAtLeast: 0,
    manaValueAtLeast: 0,
    manaValueAtMost: 0,
    highestManaValue: false,
    chosenType: false,
    chosenColor: false,
    token: false,
    chosenName: false,
    parity: 0,
  };
}

/**
 * Filter f as the changed text (text map `map`) of the object of reference r0 reads it, written into `out` (its
 * subtypes into `subs`); creature type words are read through that object's rows (typetext.ts).
 */
export function mapFilterInto(
  g: Game,
  f: FilterC,
  map: number,
  r0: number,
  out: FilterC,
  subs: number[],
  notSubs: number[],
): FilterC {
  Object.assign(out, f);
  out.colors = mapColors(f.colors, map);
  out.notColors = mapColors(f.notColors, map);
  out.kw = mapKeywords(f.kw, map);
  out.notKw = mapKeywords(f.notKw, map);
  if (f.subtypes !== null) {
    subs.length = 0;
    for (const s of f.subtypes)
      subs.push((map & TYPE_TEXT) !== 0 ? typeWord(g, r0, mapSubtype(s, map)) : mapSubtype(s, map));
    out.subtypes = subs;
  }
  if (f.notSubtypes !== null) {
    notSubs.length = 0;
    for (const s of f.notSubtypes)
      notSubs.push((map & TYPE_TEXT) !== 0 ? typeWord(g, r0, mapSubtype(s, map)) : mapSubtype(s, map));
    out.notSubtypes = notSubs;
  }
  return out;
}

const scratch = scratchFilter();
const subs: number[] = [];
const notSubs: number[] = [];
/**
 * The filter as the changed text of its source `src` (in play, text map `map`) reads it (a scratch object: use it
 * before the next call; chars.ts matches, once per object it matches).
 */
export const mappedFilter = (g: Game, f: FilterC, map: number, src: number): FilterC =>
  mapFilterInto(g, f, map, ref(g, src), scratch, subs, notSubs);

/** Text map `map` after a layer 3 row of kind `a` (ContinuousEffect.ChangeText's A) and word change `b`. */
export function textAfterRow(map: number, a: number, b: number): number {
  if (a === TOKEN_TEXT) return (map & TYPE_TEXT) | b; // a token's text starts as its maker's read (its first row)
  return a >= TYPE_WORDS ? map | TYPE_TEXT : changeWord(map, a, b >> 3, b & 7);
}

/**
 * The color words (mask, bits 0-4) and basic land type words (bits 5-9) an object's text holds now:
 * its keywords, and its abilities' filters (targets, counts, costs), granted keywords and the colors and keywords
 * of the tokens they make, read through its text map; `spell`: an instant's or sorcery's spell on the stack, its
 * targets and effects too.
 */
export function textWords(c: CCard, kw: number, map: number, spell = false): number {
  let colors = 0;
  let lands = 0;
  const addKeywords = (k: number) => {
    colors |= (k >>> PROTECTION_SHIFT) & 31;
    lands |= (k >>> LANDWALK_SHIFT) & 31;
  };
  const addFilter = (f: FilterC | null) => {
    if (f === null) return;
    colors |= f.colors | f.notColors;
    addKeywords(f.kw);
    for (const s of [...(f.subtypes ?? []), ...(f.notSubtypes ?? [])]) {
      const i = LAND_TYPE_IDS.indexOf(s);
      if (i >= 0) lands |= 1 << i;
    }
  };
  const addModes = (ms: readonly ModeC[]) => {
    for (const m of ms) {
      for (const f of m.filters) addFilter(f);
      for (const t of m.tokens) {
        colors |= t.colors;
        addKeywords(t.kw);
      }
    }
  };
  for (const st of c.statics) {
    addFilter(st.filter);
    addFilter(st.forEach);
    if (st.cda !== null) addFilter(st.cda.filter);
    if (st.cdaPlus !== null) addFilter(st.cdaPlus.filter);
    if (st.what === ContinuousEffect.AddKeywords) addKeywords(st.a);
    if (st.what === ContinuousEffect.SetColors && !st.chosenColor) colors |= st.a; // "All creatures are black"
  }
  for (const t of c.triggered) {
    addFilter(t.filter);
    addFilter(t.itFilter);
    addModes(t.modes);
  }
  for (const a of c.activated) {
    for (const k of a.costs) addFilter(k.filter);
    addModes(a.modes);
  }
  // a spell's own instructions are its text on the stack (Glamerdye on Terror's "nonblack")
  if (spell && c.spell !== null) addModes(c.spell);
  // Words already changed read as their new words; the object's own keywords are read as they are now.
  colors = mapColors(colors & 31, map) | ((kw >>> PROTECTION_SHIFT) & 31);
  let l = 0;
  for (let i = 0; i < 5; i++) if ((lands & (1 << i)) !== 0) l |= 1 << word(map, 1, i);
  lands = l | ((kw >>> LANDWALK_SHIFT) & 31);
  return colors | (lands << 5);
}
