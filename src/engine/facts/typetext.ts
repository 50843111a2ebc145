// Text changes of creature type words (418.6a, c, d; Artificial Evolution: "replace all instances of one
// creature type with another"). Each change is a layer 3 row (ContinuousEffect.ChangeText, A = TYPE_WORDS, B = from <<
// 16
// | to, subtype ids) on the object whose text it changes, a permanent or a spell. Its words are read through
// its rows in timestamp order wherever its text uses a creature type: its abilities' filters (a lord's
// "Goblin"), the tokens its effects create (their creature types and names, 418.6c), and a token's own
// type line, which the effect that created it defined (418.6d). A card's type line is not text: a changed
// Goblin King is still a Goblin. In play, the text map in the cache carries TYPE_TEXT, so filters look for
// rows only then.
import type { CCard, FilterC, ModeC } from '../core/cardform.js';
import { Flag, Zone } from '../core/constants.js';
import { addEffect, ContinuousEffect, Layer, TOKEN_WORDS, TYPE_WORDS, Until } from '../core/continuous.js';
import { EffectField, type Game, Global, ref, cBaseOf, cardIdOf, flagsOf, namedCard, zoneOf } from '../core/state.js';
import { isCreatureType, subtypeId, subtypeIds, subtypeName } from '../core/subtypes.js';

export { TOKEN_WORDS, TYPE_WORDS };
/** Bit of the cached text map: the object has creature type changes (rows). */
export const TYPE_TEXT = 1 << 30;
/** Decision.Words option bit of a creature type change: TYPE_OPTION | from << 14 | to (subtype ids). */
export const TYPE_OPTION = 1 << 29;
// "The new creature type can't be Legend or Wall." (Artificial Evolution as printed in Tenth Edition; no card of
// 2008 is a Legend, but a designer's card may still say so.)
const NO_WALL = subtypeId('Wall');

const isTypeRow = (g: Game, r: number, objRef: number) =>
  g.m[r + EffectField.Obj] === objRef &&
  g.m[r + EffectField.What] === ContinuousEffect.ChangeText &&
  (g.m[r + EffectField.A] === TYPE_WORDS || g.m[r + EffectField.A] === TOKEN_WORDS);

/** Creature type `sub` as the text of the object of reference r0 reads it now (any zone: its rows name r0). */
export function typeWord(g: Game, r0: number, sub: number): number {
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (isTypeRow(g, r, r0) && g.m[r + EffectField.B] >>> 16 === sub) sub = g.m[r + EffectField.B] & 0xffff;
  }
  return sub;
}

/**
 * A token (tokenRef: its next incarnation, about to come into play) was created by an effect of the object
 * of reference r0 (a spell, a permanent, or one that left play and whose ability looks back): the words its
 * text changed are changed on the token too, its type line and name being those words (418.6c).
 */
export function inheritTypeText(g: Game, r0: number, tokenRef: number, ts: number): void {
  const n = g.m[Global.EffN];
  for (let e = 0; e < n; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (isTypeRow(g, r, r0))
      addTypeRow(g, g.m[r + EffectField.Source], tokenRef, TOKEN_WORDS, g.m[r + EffectField.B], ts);
  }
}

function addTypeRow(g: Game, src: number, obj: number, kind: number, b: number, ts: number): void {
  addEffect(g, Layer.Text, ContinuousEffect.ChangeText, src, obj, 0, kind, b, Until.Game, ts);
}

/**
 * Object id's name, a characteristic, and the one every comparison of names reads (the "same name" filter, the
 * legend rule, Pithing Needle): its card's, in play the card it copies (layer 1; face down: none, ""). A token named
 * by its creature types (216.1a) has them as the text of the effect that made it read: changed, the name changed
 * too (418.6c). In play it reads the cache as it stands (a filter runs inside its recompute).
 */
export function objectName(g: Game, id: number): string {
  const c = g.cards[zoneOf(g, id) === Zone.InPlay ? cBaseOf(g, id) : cardIdOf(g, id)];
  if ((flagsOf(g, id) & Flag.Token) === 0 || g.m[Global.EffN] === 0 || !c.subtypes.includes(c.name)) return c.name;
  const r0 = ref(g, id);
  let sub = subtypeId(c.name);
  for (let e = 0; e < g.m[Global.EffN]; e++) {
    const r = g.effects + e * EffectField.SIZE;
    if (isTypeRow(g, r, r0) && g.m[r + EffectField.A] === TOKEN_WORDS && g.m[r + EffectField.B] >>> 16 === sub)
      sub = g.m[r + EffectField.B] & 0xffff;
  }
  return subtypeName(sub);
}

/** Have objects a and b the same name (420.5e, "named [this]")? An object with no name (face down) shares none. */
export function sameName(g: Game, a: number, b: number): boolean {
  const name = objectName(g, a);
  return name !== '' && name === objectName(g, b);
}

/**
 * The creature type words of object id's text now (subtype ids, deduplicated): its abilities' filters,
 * the tokens its effects create, and, for a token, its own type line (418.6d); each as changed so far.
 */
export function typeWordsOf(g: Game, id: number, c: CCard): number[] {
  const out: number[] = [];
  const r0 = ref(g, id);
  const add = (sub: number) => {
    if (!isCreatureType(sub)) return;
    const w = typeWord(g, r0, sub);
    if (!out.includes(w)) out.push(w);
  };
  const filter = (f: FilterC | null) => {
    if (f !== null) for (const s of [...(f.subtypes ?? []), ...(f.notSubtypes ?? [])]) add(s);
  };
  const modes = (ms: readonly ModeC[]) => {
    for (const m of ms) {
      for (const f of m.filters) filter(f);
      for (const t of m.tokens) for (const s of subtypeIds(t.subtypeSet)) add(s);
    }
  };
  if ((flagsOf(g, id) & Flag.Token) !== 0) for (const s of subtypeIds(c.subtypeSet)) add(s);
  if (c.spell !== null) modes(c.spell);
  for (const st of c.statics) {
    filter(st.filter);
    filter(st.forEach);
  }
  for (const t of c.triggered) {
    filter(t.filter);
    filter(t.itFilter);
    modes(t.modes);
  }
  for (const a of c.activated) {
    for (const k of a.costs) filter(k.filter);
    modes(a.modes);
  }
  return out;
}

// Types no card of a game may have: the first one absent stands for every type absent (they all do the same).
const ABSENT = ['Elf', 'Human', 'Goblin', 'Zombie', 'Soldier', 'Beast', 'Spirit', 'Wizard', 'Bird', 'Cat'].map(
  subtypeId,
);

/**
 * The creature types a changed word may become, by name: those of this game's cards and their tokens, and
 * one type none of them has (choosing any other such type would do the same); never Legend or Wall.
 */
export function typeChoices(g: Game, from: number): number[] {
  const seen = new Set<number>();
  const addCard = (c: CCard) => {
    for (const s of subtypeIds(c.subtypeSet)) if (isCreatureType(s)) seen.add(s);
  };
  for (let o = 0; o < g.m[Global.NextToken]; o++) {
    const c = g.cards[cardIdOf(g, o)];
    addCard(c);
    for (const t of c.tokens) addCard(t);
  }
  const absent = ABSENT.find((t) => !seen.has(t));
  if (absent !== undefined) seen.add(absent);
  seen.delete(from);
  seen.delete(NO_WALL);
  for (const s of seen) if (subtypeName(s) === 'Legend') seen.delete(s); // by name: no id is made for it
  return [...seen].sort((a, b) => (subtypeName(a) < subtypeName(b) ? -1 : subtypeName(a) > subtypeName(b) ? 1 : 0));
}

/** Makes the layer-3 row of a creature type change on object `obj` (a ref). */
export function typeChangeRow(g: Game, src: number, obj: number, from: number, to: number, ts: number): void {
  addTypeRow(g, src, obj, TYPE_WORDS, (from << 16) | to, ts);
}

/** Has object id the name of the card that src named as it came into play (none named: no)? */
export function hasNamedName(g: Game, id: number, src: number): boolean {
  const named = namedCard(g, src);
  return named >= 0 && objectName(g, id) === g.cards[named].name;
}
