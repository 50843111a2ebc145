// Subtypes as characteristics: each distinct set of subtype names gets a small id (a process-wide
// interning table), so an object's subtypes fit one cache column and layer 4 can change them by
// giving the object another set. Names get ids too, so a filter's "Goblin" is one integer.
const nameIds = new Map<string, number>();
const names: string[] = [];
const setIds = new Map<string, number>();
const sets: Set<number>[] = [];

/** The id of a subtype name (made on first use). */
export function subtypeId(name: string): number {
  let id = nameIds.get(name);
  if (id === undefined) {
    id = names.length;
    names.push(name);
    nameIds.set(name, id);
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

// Subtypes that are not creature types (Coat of Arms counts shared creature types only).
const NOT_CREATURE_TYPES = new Set([
  'Aura',
  'Equipment',
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
  // planeswalker types (212.9c of 2008): Lorwyn's five, then Shards of Alara's
  'Ajani',
  'Chandra',
  'Garruk',
  'Jace',
  'Liliana',
  'Elspeth',
  'Sarkhan',
  'Tezzeret',
]);
const sharing = new Map<number, boolean>();
/** Do subtype sets a and b have a creature type in common? (remembered per pair) */
export function shareCreatureType(a: number, b: number): boolean {
  const key = a * 65536 + b;
  let v = sharing.get(key);
  if (v === undefined) {
    v = false;
    for (const t of sets[a])
      if (sets[b].has(t) && !NOT_CREATURE_TYPES.has(names[t])) {
        v = true;
        break;
      }
    sharing.set(key, v);
  }
  return v;
}

/** Does subtype set `set` hold subtype name id `name`? */
export const hasSubtype = (set: number, name: number): boolean => sets[set].has(name);

/** A subtype's name. */
export const subtypeName = (id: number): string => names[id];
/** Is subtype id a creature type (not a land, artifact or enchantment type)? */
export const isCreatureType = (id: number): boolean => !NOT_CREATURE_TYPES.has(names[id]);
/** The subtype ids of set `set`. */
export const subtypeIds = (set: number): Iterable<number> => sets[set];

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
