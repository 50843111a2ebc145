// Text-changing effects (418.6, layer 3 of 418.5a): "replace all instances of one color word with another
// or one basic land type with another" (Mind Bend). An object's text is its printed abilities; a change
// is kept in the characteristics cache as two small maps (cText: 3 bits per color word WUBRG, then 3
// bits per basic land type Plains..Forest: the word each printed word now reads as). The maps are read
// where the text is used: the object's own keywords (landwalk, protection: rewritten in layer 3, so
// abilities granted later, in layer 5, are untouched, 418.6b), and the filters and granted keywords of
// its own abilities (chars.ts matches and static rows). The type line (a Forest's subtype) and card names
// are not text (418.6a). Creature type words: typetext.ts.
import type { CCard, FilterC } from '../core/cardform.js';
import { Keyword, LANDWALK_TYPES, PROTECTION_SHIFT } from '../core/constants.js';
import { ContinuousEffect } from '../core/continuous.js';
import type { Game } from '../core/state.js';
import { subtypeId } from '../core/subtypes.js';
import { TYPE_TEXT, typeWord } from './typetext.js';

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

let scratch: FilterC = {
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
  powerAtMost: 0,
};
const subs: number[] = [];
const notSubs: number[] = [];
/**
 * The filter as the changed text of its source `src` (in play, text map `map`) reads (a scratch object: use
 * it before the next call); creature type words are read through its rows (typetext.ts).
 */
export function mappedFilter(g: Game, f: FilterC, map: number, src: number): FilterC {
  scratch = Object.assign(scratch, f);
  scratch.colors = mapColors(f.colors, map);
  scratch.notColors = mapColors(f.notColors, map);
  scratch.kw = mapKeywords(f.kw, map);
  scratch.notKw = mapKeywords(f.notKw, map);
  if (f.subtypes !== null) {
    subs.length = 0;
    for (const s of f.subtypes)
      subs.push((map & TYPE_TEXT) !== 0 ? typeWord(g, src, mapSubtype(s, map)) : mapSubtype(s, map));
    scratch.subtypes = subs;
  }
  if (f.notSubtypes !== null) {
    notSubs.length = 0;
    for (const s of f.notSubtypes)
      notSubs.push((map & TYPE_TEXT) !== 0 ? typeWord(g, src, mapSubtype(s, map)) : mapSubtype(s, map));
    scratch.notSubtypes = notSubs;
  }
  return scratch;
}

/**
 * The color words (mask, bits 0-4) and basic land type words (bits 5-9) an object's text holds now:
 * its keywords, and the filters and granted keywords of its abilities, read through its text map.
 */
export function textWords(c: CCard, kw: number, map: number): number {
  let colors = 0;
  let lands = 0;
  const addFilter = (f: FilterC | null) => {
    if (f === null) return;
    colors |= f.colors | f.notColors | (f.kw >>> PROTECTION_SHIFT);
    lands |= (f.kw >>> LANDWALK_SHIFT) & 31;
    for (const s of [...(f.subtypes ?? []), ...(f.notSubtypes ?? [])]) {
      const i = LAND_TYPE_IDS.indexOf(s);
      if (i >= 0) lands |= 1 << i;
    }
  };
  for (const st of c.statics) {
    addFilter(st.filter);
    addFilter(st.forEach);
    if (st.what === ContinuousEffect.AddKeywords) {
      colors |= (st.a >>> PROTECTION_SHIFT) & 31;
      lands |= (st.a >>> LANDWALK_SHIFT) & 31;
    }
  }
  for (const t of c.triggered) {
    addFilter(t.filter);
    for (const m of t.modes) for (const tg of m.targets) addFilter(tg.filter);
  }
  for (const a of c.activated) for (const m of a.modes) for (const f of m.filters) addFilter(f);
  // Words already changed read as their new words; the object's own keywords are read as they are now.
  colors = mapColors(colors & 31, map) | ((kw >>> PROTECTION_SHIFT) & 31);
  let l = 0;
  for (let i = 0; i < 5; i++) if ((lands & (1 << i)) !== 0) l |= 1 << word(map, 1, i);
  lands = l | ((kw >>> LANDWALK_SHIFT) & 31);
  return colors | (lands << 5);
}
