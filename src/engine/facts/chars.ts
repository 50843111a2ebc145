// Characteristics of objects in play, computed from the printed card through the rows of the
// continuous-effect table in layer order (418.5a), and cached until something changes: writes that can
// change a characteristic mark the cache stale (markDirty), and the next reader recomputes it.
import { AbilityKind, type AmountC, AmountKind, type FilterC, manaSymbolsOf, type StaticC } from '../core/cardform.js';
import {
  BY_FILTER,
  ownRowsOnly,
  ContinuousEffect,
  COUNTED_PT,
  Layer,
  rowObject,
  rowStatic,
  Until,
} from '../core/continuous.js';
import { Flag, Keyword, PROTECTION_SHIFT, Zone } from '../core/constants.js';
import { inPlayWith } from '../core/kinds.js';
import { chosenColor } from './chosen.js';
import { dependencyOrder } from './dependency.js';
import { groupOf, linkGroups, member, record, start, started } from './links.js';
import { MANY_CANDIDATES, matches, matchesRead, printedMatches, soleCandidate } from './matches.js';
import {
  CardChar,
  EffectField,
  type Game,
  Global,
  liveId,
  pl,
  PlayerSlot,
  put,
  ref,
  cBaseOf,
  cNoAbOf,
  cColorsOf,
  cCtrlOf,
  cKw2Of,
  cKwOf,
  cPowOf,
  cSubOf,
  cTextOf,
  cTouOf,
  cTypesOf,
  cardIdOf,
  ctrlOf,
  flagsOf,
  minus1Of,
  namedCountersOf,
  ownerOf,
  plus1Of,
  zoneOf,
  STALE_ONE,
} from '../core/state.js';
import { shareCreatureType } from '../core/subtypes.js';
import { mapColors, mapKeywords, TEXT_IDENTITY } from './textchange.js';
import { listBase } from '../core/zones.js';
import { librarySize } from './library-size.js';
import { outsideColorsRaw } from './outside-colors.js';
import { applyValues } from './row-values.js';

export { matches, matchesRead, printedMatches };

// The layers that hold rows, in order; 6c (counters) is applied between 6b and 6d from the objects.
const ROW_LAYERS = [
  Layer.Copy,
  Layer.Control,
  Layer.Text,
  Layer.Type,
  Layer.Other,
  Layer.PtDefining,
  Layer.PtSet,
  Layer.PtCounters,
  Layer.PtStatic,
  Layer.PtSwitch,
] as const;

/** Recomputes the characteristics cache if something changed. Two parts so that this check, run by
 * every characteristic read, is small enough for V8 to inline into its callers. */
export function ensureChars(g: Game): void {
  if (g.m[g.cacheDirty] !== 0) recomputeChars(g);
}

function recomputeChars(g: Game): void {
  const m = g.m;
  const dirty = m[g.cacheDirty];
  if (dirty >= STALE_ONE && ownRowsOnly(g)) {
    refreshOne(g, dirty - STALE_ONE);
    return;
  }
  m[g.cacheDirty] = 0;
  m[g.sbaDirty] = 1; // toughness may have changed
  m[g.listsBuilt] = 0; // own-lists.ts: built again from the new values when next asked
  const base = listBase(g, Zone.InPlay, 0);
  const n = m[base];
  // A control-changing effect began or ended: remember the controllers, to see whose changed.
  const watch = m[g.controlChanged] !== 0;
  if (watch) {
    if (before.length < g.n) before = new Int32Array(g.n * 2);
    for (let i = 0; i < n; i++) {
      const id = m[base + 1 + i];
      before[id] = cCtrlOf(g, id);
    }
  }
  // With no continuous effect, the counters (layer 6c) are all there is to apply: in this pass.
  const rows = m[Global.EffN];
  for (let i = 0; i < n; i++) printedChars(g, m[base + 1 + i], rows === 0);
  m[g.cacheVolatile] = 0; // set again below while a static ability that reads tapped/combat state applies
  m[g.grantedAbilityCount] = 0; // counted again below: activated abilities granted now (granted.ts)
  if (rows !== 0) applyLayers(g, base, n, rows);
  if (watch) {
    m[g.controlChanged] = 0;
    controlChanges(g, base, n);
  }
}

/** Object id's cache words: its card's printed values, and its counters' P/T when `counted`. */
function printedChars(g: Game, id: number, counted: boolean): void {
  const m = g.m;
  const w = g.cardChars; // the printed values, packed (state.ts): not the card objects' scattered fields
  const cardId = cardIdOf(g, id);
  const c = cardId * CardChar.SIZE;
  m[g.cacheCopiableCards + id] = cardId;
  m[g.cacheControllers + id] = ctrlOf(g, id);
  m[g.cacheTypes + id] = w[c + CardChar.Types];
  m[g.cacheSupertypes + id] = w[c + CardChar.Supers];
  m[g.cacheSubtypes + id] = w[c + CardChar.Sub];
  m[g.cacheColors + id] = w[c + CardChar.Colors];
  m[g.cacheKeywords + id] = w[c + CardChar.Kw];
  m[g.cacheKeywords2 + id] = w[c + CardChar.Kw2];
  const d = counted ? m[g.plusOneCounters + id] - m[g.minusOneCounters + id] : 0;
  m[g.cachePower + id] = w[c + CardChar.Pow] + d;
  m[g.cacheToughness + id] = w[c + CardChar.Tou] + d;
  m[g.cacheTextWords + id] = TEXT_IDENTITY;
  m[g.cacheLostAbilities + id] = 0;
}

/**
 * Only object id's words are stale (it came into play, its counters changed, or it gained or lost a row of its own,
 * with only such rows about: continuous.ts ownRowsOnly): what the whole recomputation would give, as no other object's
 * values changed. Its own rows apply in each layer in timestamp order (nothing to depend on).
 */
function refreshOne(g: Game, id: number): void {
  const m = g.m;
  m[g.cacheDirty] = 0;
  m[g.sbaDirty] = 1; // (its controller's lists of permanents were marked stale as it came in)
  const rows = m[Global.EffN];
  const r0 = ref(g, id);
  let own = false;
  for (let e = 0; e < rows && !own; e++) own = m[g.effects + e * EffectField.SIZE + EffectField.Obj] === r0;
  if (!own) {
    printedChars(g, id, true);
    return;
  }
  m[g.listsBuilt] = 0; // its types or abilities may have changed
  printedChars(g, id, false);
  for (let li = 0; li < ROW_LAYERS.length; li++) {
    const layer = ROW_LAYERS[li];
    if (layer === Layer.PtCounters) {
      const d = plus1Of(g, id) - minus1Of(g, id);
      m[g.cachePower + id] += d;
      m[g.cacheToughness + id] += d;
      continue;
    }
    for (let e = 0; e < rows; e++) {
      const r = g.effects + e * EffectField.SIZE;
      if (m[r + EffectField.Layer] === layer && m[r + EffectField.Obj] === r0) applyRow(g, r, layer, -1, 0, 0);
    }
    if (layer === Layer.Text && cTextOf(g, id) !== TEXT_IDENTITY)
      m[g.cacheKeywords + id] = mapKeywords(cKwOf(g, id), cTextOf(g, id));
  }
}

let before = new Int32Array(64);

/**
 * Summoning sickness follows control (212.3d): a permanent whose controller changed has been under its
 * new controller's control only since this turn. Called right after a control-changing effect begins or
 * ends (the effect table marks it), so "this turn" is the turn of the change.
 */
function controlChanges(g: Game, base: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const id = g.m[base + 1 + i];
    if (cCtrlOf(g, id) !== before[id]) put(g, g.controlledSince + id, g.m[Global.Turn]);
  }
}

let order = new Int32Array(64);
let link = new Int32Array(64);

function applyLayers(g: Game, base: number, n: number, rows: number): void {
  const m = g.m;
  let present = 1 << Layer.PtCounters; // the layers that hold rows, so empty layers cost nothing
  let animates = false;
  for (let e = 0; e < rows; e++) {
    const r = g.effects + e * EffectField.SIZE;
    present |= 1 << m[r + EffectField.Layer];
    if (m[r + EffectField.What] === ContinuousEffect.Animate) animates = true;
  }
  if (animates) present |= 1 << Layer.PtSet; // its P/T part (418.5b)
  // Static abilities whose effects span layers are in play: number their groups (418.5b, links.ts).
  const linked = animates || inPlayWith(g, AbilityKind.LinkedStatic) !== 0;
  if (linked) linkGroups(g, rows);
  if (order.length < rows) {
    order = new Int32Array(rows * 2);
    link = new Int32Array(rows * 2);
  }
  for (let li = 0; li < ROW_LAYERS.length; li++) {
    const layer = ROW_LAYERS[li];
    if ((present & (1 << layer)) === 0) continue;
    if (layer === Layer.PtCounters) {
      counters(g, base, n);
      continue;
    }
    // The layer's rows in timestamp order (the table's), each with its group (-1: none); an Animate
    // row applies in layer 4 and again in 6b.
    let cnt = 0;
    for (let e = 0; e < rows; e++) {
      const r = g.effects + e * EffectField.SIZE;
      if (
        m[r + EffectField.Layer] === layer ||
        (layer === Layer.PtSet && m[r + EffectField.What] === ContinuousEffect.Animate)
      ) {
        order[cnt] = r;
        link[cnt++] = linked ? groupOf(e) : -1;
      }
    }
    if (cnt > 1 && layer <= Layer.Other) dependencyOrder(g, order, link, cnt, layer);
    for (let i = 0; i < cnt; i++) applyRow(g, order[i], layer, link[i], base, n);
    if (layer === Layer.Text) textKeywords(g, base, n);
  }
}

/** Applies row r (at its offset) in `layer`; `k`: its group (links.ts), or -1. */
function applyRow(g: Game, r: number, layer: Layer, k: number, base: number, n: number): void {
  const m = g.m;
  const what = m[r + EffectField.What];
  if (m[r + EffectField.Obj] !== BY_FILTER) {
    const id = rowObject(g, r);
    if (id < 0) return;
    if (what === ContinuousEffect.SetPtCount) {
      // "its P/T are each equal to the number of ...": counted now, for its controller
      const k = countAmount(g, COUNTED_PT[m[r + EffectField.A]], cCtrlOf(g, id), id, base, n);
      g.m[g.cachePower + id] = k;
      g.m[g.cacheToughness + id] = k;
    } else {
      const a = what === ContinuousEffect.LoseAbilities ? (r - g.effects) / EffectField.SIZE + 1 : m[r + EffectField.A];
      applyValues(g, what, a, m[r + EffectField.B], id);
    }
    return;
  }
  // A static ability's row: it applies to whatever matches its filter now (418.4), unless its source
  // has lost its abilities in an earlier layer or earlier in this one (Humility). Once the effect of an
  // ability spanning layers has started, it goes on applying to the same objects (418.5b).
  const src = liveId(g, m[r + EffectField.Source]);
  if (src < 0) return;
  const cont = k >= 0 && started(k);
  if (!cont && cNoAbOf(g, src) !== 0) return;
  const st = rowStatic(g, r);
  if (st.volatile) m[g.cacheVolatile] = 1;
  if (!cont && st.whileUntapped && (flagsOf(g, src) & Flag.Tapped) !== 0) return;
  const you = cCtrlOf(g, src);
  if (!cont && st.cond !== null) {
    const count =
      st.cond.count.kind === AmountKind.LifeTotal
        ? pl(g, you, PlayerSlot.Life) // "as long as you have 25 or more life"
        : st.cond.count.kind === AmountKind.LibrarySize
          ? librarySize(g, st.cond.count, you)
          : countAmount(g, st.cond.count, you, src, base, n);
    if (count < st.cond.atLeast || count > st.cond.atMost) return; // "as long as you control a Faerie"
  }
  if (k >= 0 && !cont) start(k);
  let a = m[r + EffectField.A];
  let b = m[r + EffectField.B];
  if (what === ContinuousEffect.Animate) {
    animate(g, st, layer, a, b, k, cont, you, src, base, n);
    return;
  }
  if (st.sharing) {
    sharingBonus(g, st, a, b, k, cont, you, src, base, n);
    return;
  }
  if (st.perOwnSymbols !== 0) {
    // "Each creature you control gets +1/+1 for each white mana symbol in its mana cost" (its copiable mana cost)
    for (let i = 0; i < n; i++) {
      const id = m[base + 1 + i];
      if (!selects(g, st.filter, id, k, cont, you, src)) continue;
      const c = manaSymbolsOf(g.cards[cBaseOf(g, id)].cost, st.perOwnSymbols - 1);
      m[g.cachePower + id] += a * c;
      m[g.cacheToughness + id] += b * c;
    }
    return;
  }
  if (st.chosenColor === true) {
    // "... are the chosen color in addition to their other colors" (Painter's Servant): on each matching permanent
    if (what === ContinuousEffect.SetColors) a = chosenColor(g, src);
    else {
      m[g.cacheKeywords + src] |= chosenColor(g, src) << PROTECTION_SHIFT;
      return;
    } // its own protection, 419.1b
  }
  if (st.fromGraveyards) {
    a &= graveyardKeywords(g, 0);
    b &= graveyardKeywords(g, 1);
  }
  if (st.cda !== null) {
    const k =
      st.cda.kind === AmountKind.LifeTotal
        ? pl(g, you, PlayerSlot.Life)
        : countAmount(g, st.cda, you, src, base, n) +
          (st.cdaPlus === null ? 0 : countAmount(g, st.cdaPlus, you, src, base, n));
    g.m[g.cachePower + src] = k;
    g.m[g.cacheToughness + src] = k;
    return;
  } // 6a: the source's own
  if (st.forEach !== null) {
    const c = countMatching(g, st.forEach, you, src, base, n);
    a *= c;
    b *= c;
  }
  if (st.perCounter !== 0) {
    // "+1/+1 for each charge counter on [this]" (Door of Destinies)
    const c = namedCountersOf(g, src, st.perCounter);
    a *= c;
    b *= c;
  }
  if (what === ContinuousEffect.SetController) a = you;
  // 418.6: its text changed
  if (what === ContinuousEffect.AddKeywords && cTextOf(g, src) !== TEXT_IDENTITY) a = mapKeywords(a, cTextOf(g, src));
  // "All creatures are black" read as changed (Glamerdye, Mind Bend); a chosen color is no word of its text
  if (what === ContinuousEffect.SetColors && !st.chosenColor && cTextOf(g, src) !== TEXT_IDENTITY)
    a = mapColors(a, cTextOf(g, src));
  // granted.ts: abilities granted by rows after the last "loses all abilities" row applied stay (418.5h)
  if (what === ContinuousEffect.LoseAbilities) a = (r - g.effects) / EffectField.SIZE + 1;
  const sole = cont ? MANY_CANDIDATES : soleCandidate(g, st.filter, src);
  if (sole !== MANY_CANDIDATES) {
    toSole(g, st.filter, sole, what, a, b, k, you, src, base, n);
    return;
  }
  if (k < 0) {
    for (let i = 0; i < n; i++) {
      const id = m[base + 1 + i];
      if (matches(g, st.filter, id, you, src)) applyValues(g, what, a, b, id);
    }
    return;
  }
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    if (selects(g, st.filter, id, k, cont, you, src)) applyValues(g, what, a, b, id);
  }
}

/**
 * A static's row, not continuing a group, whose filter only one permanent can match (soleCandidate: what its source is
 * attached to, the source itself): that one alone is matched (Auras and Equipment are most statics of some decks, and
 * matching each against every permanent was their cost). A group starting (418.5b, k >= 0) records every other
 * permanent as not in it. `sole` -1: none can.
 */
function toSole(
  g: Game,
  f: FilterC,
  sole: number,
  what: ContinuousEffect,
  a: number,
  b: number,
  k: number,
  you: number,
  src: number,
  base: number,
  n: number,
): void {
  if (k < 0) {
    if (n > 0 && sole >= 0 && zoneOf(g, sole) === Zone.InPlay && matches(g, f, sole, you, src))
      applyValues(g, what, a, b, sole);
    return;
  }
  for (let i = 0; i < n; i++) {
    const id = g.m[base + 1 + i];
    const yes = id === sole && matches(g, f, id, you, src);
    record(k, id, yes);
    if (yes) applyValues(g, what, a, b, id);
  }
}

/**
 * Does a static's row apply to object id? Group k (-1: none) already started (`cont`): if the group
 * applies to it; else if it matches the filter now, recorded for the group's later rows (418.5b).
 */
function selects(g: Game, f: FilterC, id: number, k: number, cont: boolean, you: number, src: number): boolean {
  if (cont) return member(k, id);
  const yes = matches(g, f, id, you, src);
  if (k >= 0) record(k, id, yes);
  return yes;
}

/**
 * A static "matching permanents become creatures with P/T ..." (March of the Machines): in layer 4 it
 * applies to whatever matches its filter (types: a); in layer 6b it sets the P/T (b; -1: each one's mana
 * value) of the same objects, even if the filter no longer matches them (418.5b: noncreature artifacts are
 * creatures by then) and its source has lost its abilities meanwhile (Humility).
 */
function animate(
  g: Game,
  st: StaticC,
  layer: Layer,
  a: number,
  b: number,
  k: number,
  cont: boolean,
  you: number,
  src: number,
  base: number,
  n: number,
): void {
  const m = g.m;
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    if (!selects(g, st.filter, id, k, cont, you, src)) continue;
    if (layer === Layer.Type) m[g.cacheTypes + id] |= a;
    else {
      const v = b >= 0 ? b : manaValue(g, id);
      m[g.cachePower + id] = v;
      m[g.cacheToughness + id] = v;
    }
  }
}

function manaValue(g: Game, id: number): number {
  const c = g.cards[cBaseOf(g, id)].cost;
  return c === null ? 0 : c.cmc;
}

/**
 * Coat of Arms: each matching object gets a/b for each other forEach-matching object sharing a creature type with it.
 */
function sharingBonus(
  g: Game,
  st: StaticC,
  a: number,
  b: number,
  grp: number,
  cont: boolean,
  you: number,
  src: number,
  base: number,
  n: number,
): void {
  const m = g.m;
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    if (!selects(g, st.filter, id, grp, cont, you, src)) continue;
    let k = 0;
    for (let j = 0; j < n; j++) {
      const o = m[base + 1 + j];
      if (o !== id && shareCreatureType(cSubOf(g, id), cSubOf(g, o)) && matches(g, st.forEach!, o, you, src)) k++;
    }
    if (k !== 0) {
      g.m[g.cachePower + id] += a * k;
      g.m[g.cacheToughness + id] += b * k;
    }
  }
}

/** After layer 3: an object's own keywords read as its changed text says (forestwalk may read islandwalk). */
function textKeywords(g: Game, base: number, n: number): void {
  for (let i = 0; i < n; i++) {
    const id = g.m[base + 1 + i];
    if (cTextOf(g, id) !== TEXT_IDENTITY) g.m[g.cacheKeywords + id] = mapKeywords(cKwOf(g, id), cTextOf(g, id));
  }
}

/** A characteristic-defining count: permanents in play (of whose), or cards in graveyards or hands (printed). */
function countAmount(g: Game, a: AmountC, you: number, src: number, base: number, n: number): number {
  const f = a.filter!;
  let k = 0;
  if (a.zone === Zone.InPlay) {
    for (let i = 0; i < n; i++) {
      const id = g.m[base + 1 + i];
      if ((a.whose === 1 && cCtrlOf(g, id) !== you) || (a.whose === 2 && cCtrlOf(g, id) === you)) continue;
      if (matches(g, f, id, you, src)) k += a.n === 0 ? 1 : manaSymbolsOf(g.cards[cBaseOf(g, id)].cost, a.n - 1);
    }
    return k;
  }
  const extra = outsideColorsRaw(g); // the colors of cards outside play: layer 5 is applied by now
  for (let p = 0; p < 2; p++) {
    if ((a.whose === 1 && p !== you) || (a.whose === 2 && p === you)) continue;
    const b = listBase(g, a.zone, p);
    for (let i = 0; i < g.m[b]; i++) {
      const card = g.cards[cardIdOf(g, g.m[b + 1 + i])];
      if (printedMatches(card, f, extra)) k += a.n === 0 ? 1 : manaSymbolsOf(card.cost, a.n - 1);
    }
  }
  return k;
}

function countMatching(g: Game, f: FilterC, you: number, src: number, base: number, n: number): number {
  let k = 0;
  for (let i = 0; i < n; i++) if (matches(g, f, g.m[base + 1 + i], you, src)) k++;
  return k;
}

/** The printed keywords (word 0 or 1) of the creature cards in all graveyards, together (Cairn Wanderer). */
function graveyardKeywords(g: Game, word: number): number {
  let bits = 0;
  for (let p = 0; p < 2; p++) {
    const b = listBase(g, Zone.Graveyard, p);
    for (let i = 0; i < g.m[b]; i++) {
      const c = g.cards[cardIdOf(g, g.m[b + 1 + i])];
      if ((c.types & 2) !== 0) bits |= word === 0 ? c.kw : c.kw2;
    }
  }
  return bits;
}

/** Layer 6c: +1/+1 and -1/-1 counters. */
function counters(g: Game, base: number, n: number): void {
  const m = g.m;
  for (let i = 0; i < n; i++) {
    const id = m[base + 1 + i];
    const d = plus1Of(g, id) - minus1Of(g, id);
    if (d !== 0) {
      g.m[g.cachePower + id] += d;
      g.m[g.cacheToughness + id] += d;
    }
  }
}

// Readers; each makes sure the cache is fresh. Objects not in play have their printed values.
export function power(g: Game, id: number): number {
  ensureChars(g);
  return cPowOf(g, id);
}
export function toughness(g: Game, id: number): number {
  ensureChars(g);
  return cTouOf(g, id);
}
export function keywords(g: Game, id: number): number {
  ensureChars(g);
  return cKwOf(g, id);
}
/** Is permanent id indestructible (2008 glossary: "destroy" and lethal damage don't destroy it, 420.5c)? */
export const isIndestructible = (g: Game, id: number): boolean => (keywords(g, id) & Keyword.Indestructible) !== 0;
/** The second keyword word (COMBAT_WORDS); printed for objects not in play. */
export function keywords2(g: Game, id: number): number {
  if (zoneOf(g, id) !== Zone.InPlay) return g.cards[cardIdOf(g, id)].kw2;
  ensureChars(g);
  return cKw2Of(g, id);
}
export function types(g: Game, id: number): number {
  if (zoneOf(g, id) !== Zone.InPlay) return g.cards[cardIdOf(g, id)].types;
  ensureChars(g);
  return cTypesOf(g, id);
}
export function colors(g: Game, id: number): number {
  if (zoneOf(g, id) !== Zone.InPlay) {
    // outside play, with what static abilities add to every card and spell (Painter's Servant: outside-colors.ts)
    const printed = g.cards[cardIdOf(g, id)].colors;
    if (inPlayWith(g, AbilityKind.ColorsOutsidePlay) === 0) return printed;
    ensureChars(g);
    return printed | outsideColorsRaw(g);
  }
  ensureChars(g);
  return cColorsOf(g, id);
}
export function controller(g: Game, id: number): number {
  if (zoneOf(g, id) !== Zone.InPlay) return ctrlOf(g, id);
  ensureChars(g);
  return cCtrlOf(g, id);
}

/**
 * The power of card `id` outside play: its printed power, or what its characteristic-defining ability ("*", layer 6a)
 * makes it, which works in every zone (Reveillark's "creature cards with power 2 or less" in a graveyard).
 */
export function cardPower(g: Game, id: number): number {
  const c = g.cards[cardIdOf(g, id)];
  for (const st of c.statics) {
    if (st.cda === null) continue;
    const you = ownerOf(g, id);
    if (st.cda.kind === AmountKind.LifeTotal) return pl(g, you, PlayerSlot.Life);
    ensureChars(g);
    const base = listBase(g, Zone.InPlay, 0);
    return countAmount(g, st.cda, you, id, base, g.m[base]);
  }
  return c.power;
}

/** The card whose abilities and name the object has (its own, or what it copies: layer 1). */
export function baseCard(g: Game, id: number) {
  return g.cards[baseCardId(g, id)];
}
/** The id of baseCard's card. */
export function baseCardId(g: Game, id: number): number {
  if (zoneOf(g, id) !== Zone.InPlay) return cardIdOf(g, id);
  ensureChars(g);
  return cBaseOf(g, id);
}
export const isCreature = (g: Game, id: number) => (types(g, id) & 2) !== 0;

/** Has permanent `id` lost all its abilities (layer 5: Humility)? Cards not in play keep theirs. */
export function abilitiesLost(g: Game, id: number): boolean {
  if (zoneOf(g, id) !== Zone.InPlay) return false;
  ensureChars(g);
  return cNoAbOf(g, id) !== 0;
}

/**
 * The source of effect row r if it still applies: a static ability's row (its source in play) not when
 * its source has lost its abilities (Humility); other rows (resolved effects) whatever their source is.
 */
export function rowSource(g: Game, r: number): number {
  const src = liveId(g, g.m[r + EffectField.Source]);
  return src >= 0 && g.m[r + EffectField.Until] === Until.SourceInPlay && abilitiesLost(g, src) ? -1 : src;
}

/** Is row r a static ability's whose source has lost its abilities (Humility)? Then it doesn't apply. */
export function rowDisabled(g: Game, r: number): boolean {
  if (g.m[r + EffectField.Until] !== Until.SourceInPlay) return false;
  const src = liveId(g, g.m[r + EffectField.Source]);
  return src >= 0 && abilitiesLost(g, src);
}

/**
 * How many instances of a second-word keyword (K2 bit) permanent `id` has (502.3b: each instance of
 * flanking triggers separately): its printed one plus each "gains"/"has" row that gives it the keyword
 * after the latest row that takes it away (which removes every instance). 0 when it lacks the keyword.
 */
export function keywordInstances(g: Game, id: number, bit2: number): number {
  if ((keywords2(g, id) & bit2) === 0) return 0;
  const m = g.m;
  let count = (g.cards[cBaseOf(g, id)].kw2 & bit2) !== 0 ? 1 : 0;
  for (let e = 0; e < m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (m[r + EffectField.Layer] !== Layer.Other || (m[r + EffectField.B] & bit2) === 0) continue;
    const what = m[r + EffectField.What];
    if (what !== ContinuousEffect.AddKeywords && what !== ContinuousEffect.RemoveKeywords) continue;
    let applies: boolean;
    if (m[r + EffectField.Obj] !== BY_FILTER) applies = rowObject(g, r) === id;
    else {
      const src = liveId(g, m[r + EffectField.Source]);
      applies = src >= 0 && matches(g, rowStatic(g, r).filter, id, cCtrlOf(g, src), src);
    }
    if (applies) count = what === ContinuousEffect.AddKeywords ? count + 1 : 0; // rows are in timestamp order
  }
  return Math.max(count, 1);
}
