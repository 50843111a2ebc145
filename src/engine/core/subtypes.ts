// Subtypes as characteristics: each distinct set of subtype names gets a small id (a process-wide
// interning table), so an object's subtypes fit one cache column and layer 4 can change them by
// giving the object another set. Names get ids too, so a filter's "Goblin" is one integer.
const nameIds = new Map<string, number>();
const names: string[] = [];
const setIds = new Map<string, number>();
const sets: Set<number>[] = [];
/** Per set: does it hold EVERY_CREATURE_TYPE (changeling)? Per name: is it a creature type? Computed once each. */
const every: boolean[] = [];
const creatureType: boolean[] = [];

/**
 * Changeling (502.73 of 2008): "this object is every creature type", a characteristic-setting ability that works in
 * every zone. A card printed with it has this marker in its printed subtype set, so every type check (a filter, a
 * library search, a shared type) sees each creature type in every zone at no cost, and layer 4 applies it first
 * (418.5a): an effect that sets its subtypes replaces it, a copy of another card (layer 1) never has it, and losing
 * the ability later (layer 5: "loses all abilities") leaves the types (418.5b).
 */
export const EVERY_CREATURE_TYPE = '(every creature type)';

/** The id of a subtype name (made on first use). */
export function subtypeId(name: string): number {
  let id = nameIds.get(name);
  if (id === undefined) {
    id = names.length;
    names.push(name);
    nameIds.set(name, id);
    creatureType.push(!NOT_CREATURE_TYPES.has(name));
  }
  return id;
}

/** The id of a set of subtype names (order and repeats don't matter). */
export function subtypeSetId(list: readonly string[]): number {
  const sorted = [...new Set(list)].sort();
  const key = sorted.join('\u0000');
  let id = setIds.get(key);
  if (id === undefined) {
    id = sets.length;
    sets.push(new Set(sorted.map(subtypeId)));
    every.push(sorted.includes(EVERY_CREATURE_TYPE));
    setIds.set(key, id);
  }
  return id;
}

const unions = new Map<number, number>();
/** The set holding the subtypes of sets a and b (remembered, so layer 4 allocates once per pair). */
export function subtypeUnion(a: number, b: number): number {
  const key = a * 65536 + b;
  let id = unions.get(key);
  if (id === undefined) {
    const ids = [...sets[a], ...sets[b]];
    id = subtypeSetId(ids.map((i) => names[i]));
    unions.set(key, id);
  }
  return id;
}

/** The printed subtype set of a card or token: its subtypes, and every creature type if it has changeling. */
export const printedSubtypeSet = (list: readonly string[], changeling: boolean): number =>
  subtypeSetId(changeling ? [...list, EVERY_CREATURE_TYPE] : list);

// Subtypes that are not creature types (Coat of Arms counts shared creature types only; a changeling has none of
// them): artifact, enchantment, land, spell and planeswalker types (2008's lists, 205.3 and the glossary).
const NOT_CREATURE_TYPES = new Set([
  EVERY_CREATURE_TYPE,
  'Aura',
  'Shrine',
  'Equipment',
  'Fortification',
  'Arcane',
  // planeswalker types (212.9c of 2008)
  'Ajani',
  'Bolas',
  'Chandra',
  'Elspeth',
  'Garruk',
  'Jace',
  'Liliana',
  'Nissa',
  'Sarkhan',
  'Tezzeret',
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Locus',
  'Lair',
  "Urza's",
  'Mine',
  'Power-Plant',
  'Tower',
]);
const sharing = new Map<number, boolean>();
/** Do subtype sets a and b have a creature type in common? (remembered per pair) */
export function shareCreatureType(a: number, b: number): boolean {
  const key = a * 65536 + b;
  let v = sharing.get(key);
  if (v === undefined) {
    v = (every[a] && hasCreatureType(b)) || (every[b] && hasCreatureType(a));
    if (!v)
      for (const t of sets[a])
        if (sets[b].has(t) && creatureType[t]) {
          v = true;
          break;
        }
    sharing.set(key, v);
  }
  return v;
}

/** Does subtype set `set` hold subtype name id `name`? (A changeling's holds every creature type.) */
export const hasSubtype = (set: number, name: number): boolean =>
  (every[set] && creatureType[name]) || sets[set].has(name);

/** Does set `set` hold a creature type? */
function hasCreatureType(set: number): boolean {
  if (every[set]) return true;
  for (const t of sets[set]) if (creatureType[t]) return true;
  return false;
}

/** A subtype's name. */
export const subtypeName = (id: number): string => names[id];
/** Is subtype id a creature type (not a land, artifact or enchantment type)? */
export const isCreatureType = (id: number): boolean => !NOT_CREATURE_TYPES.has(names[id]);
/** The subtype ids of set `set`. */
export const subtypeIds = (set: number): Iterable<number> => sets[set];

const retyped = new Map<number, number>();
/** Set `set` with its creature types (and changeling's every creature type) replaced by those of set `to` (418.5a). */
export function withCreatureTypes(set: number, to: number): number {
  const key = set * 65536 + to;
  let id = retyped.get(key);
  if (id === undefined) {
    const kept = [...sets[set]].filter((i) => !creatureType[i] && names[i] !== EVERY_CREATURE_TYPE);
    id = subtypeSetId([...kept, ...sets[to]].map((i) => names[i]));
    retyped.set(key, id);
  }
  return id;
}

// Land types (205.3 of 2008's list, through Morningtide): a land's other land types go when an effect sets them.
const LAND_TYPES = new Set([
  'Plains',
  'Island',
  'Swamp',
  'Mountain',
  'Forest',
  'Desert',
  'Locus',
  'Lair',
  'Mine',
  'Power-Plant',
  'Tower',
  "Urza's",
]);
const relanded = new Map<number, number>();
/** Set `set` with its land types replaced by those of set `to` (212.6h of 2008: "becomes an Island"; remembered). */
export function withLandTypes(set: number, to: number): number {
  const key = set * 65536 + to;
  let id = relanded.get(key);
  if (id === undefined) {
    const kept = [...sets[set]].filter((i) => !LAND_TYPES.has(names[i]));
    id = subtypeSetId([...kept, ...sets[to]].map((i) => names[i]));
    relanded.set(key, id);
  }
  return id;
}

/** The five basic land types, Plains..Forest, as the colors of their mana (WUBRG bits). */
const BASIC_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];
const basicMasks: number[] = [];
/**
 * The colors of the mana that the basic land types of set `set` give a land (212.6g of 2008: a land with a basic land
 * type has "{T}: Add [its color] to your mana pool"), as WUBRG bits; remembered per set.
 */
export function basicLandColors(set: number): number {
  let v = basicMasks[set];
  if (v === undefined) {
    v = 0;
    for (let c = 0; c < 5; c++) if (sets[set].has(subtypeId(BASIC_TYPES[c]))) v |= 1 << c;
    basicMasks[set] = v;
  }
  return v;
}

const replaced = new Map<number, number>();
/** Set `set` with subtype `from` replaced by `to` (a text change of a token's type line, 418.6d; remembered). */
export function replaceSubtype(set: number, from: number, to: number): number {
  if (!sets[set].has(from)) return set;
  const key = (set * 4096 + from) * 4096 + to;
  let id = replaced.get(key);
  if (id === undefined) {
    id = subtypeSetId([...sets[set]].map((i) => (i === from ? names[to] : names[i])));
    replaced.set(key, id);
  }
  return id;
}
