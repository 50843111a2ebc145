// A deck with another number of lands (`playtest lands`), the deck's size kept. The rule, chosen to be
// one a designer would make by hand and to depend on nothing but the list (docs/cli.md, "playtest lands"):
// - lands change only among the basic lands, in proportion to the deck's basics (largest remainder, so
//   the colors keep their ratio; ties to the basic with more copies, then by name); nonbasic lands stay;
// - each land added replaces one copy of the spell with the highest mana value (ties: the one with the
//   most copies, then by name): more lands carry a curve no higher;
// - each land removed makes room for one more copy of the spell with the lowest mana value that has
//   fewer than 4 copies (ties: the one with the most copies, then by name): fewer lands want a lower curve.
import type { CardPool } from '../cards/pool.js';
import { UsageError } from '../errors.js';
import type { Deck } from '../harness/types.js';

const MAX_COPIES = 4;

/** The bounds of a land count: a sixth to a half of the deck (10 to 30 of 60 cards, 7 to 20 of 40). */
export function landBounds(size: number): [number, number] {
  return [Math.ceil(size / 6), Math.floor(size / 2)];
}

export function isLand(pool: CardPool, name: string): boolean {
  return pool.get(name)?.types.includes('Land') === true;
}

function isBasicLand(pool: CardPool, name: string): boolean {
  return isLand(pool, name) && pool.get(name)?.supertypes?.includes('Basic') === true;
}

export function landCount(deck: Deck, pool: CardPool): number {
  return deck.cards.filter((n) => isLand(pool, n)).length;
}

/** The deck with `lands` lands, named "DECK (N lands)"; the deck itself for its own count. */
export function landVariant(deck: Deck, pool: CardPool, lands: number): Deck {
  const own = landCount(deck, pool);
  if (lands === own) return deck;
  const counts = new Map<string, number>();
  for (const n of deck.cards) counts.set(n, (counts.get(n) ?? 0) + 1);
  const basics = [...counts].filter(([n]) => isBasicLand(pool, n));
  if (basics.length === 0)
    throw new UsageError(`${deck.file}: deck ${deck.name} has no basic land: playtest lands changes basic lands only`);
  const delta = lands - own;
  const basicTotal = basics.reduce((s, [, c]) => s + c, 0);
  if (delta < 0 && -delta > basicTotal)
    throw new UsageError(
      `${deck.file}: deck ${deck.name} has ${basicTotal} basic lands of its ${own}: it can't go down to ${lands} lands`,
    );
  for (const [name, share] of apportion(basics, Math.abs(delta)))
    counts.set(name, (counts.get(name) as number) + Math.sign(delta) * share);
  const spells = [...counts.keys()].filter((n) => !isLand(pool, n));
  const mv = (n: string) => pool.compiled(n).cost?.cmc ?? 0;
  for (let k = 0; k < Math.abs(delta); k++) {
    const candidates = spells.filter((n) => (delta > 0 ? counts.get(n)! > 0 : counts.get(n)! < MAX_COPIES));
    if (candidates.length === 0)
      throw new UsageError(
        `${deck.file}: deck ${deck.name}: no spell left to ${delta > 0 ? 'cut' : `add a copy of (each has ${MAX_COPIES})`} for ${lands} lands`,
      );
    candidates.sort(
      (x, y) =>
        (delta > 0 ? mv(y) - mv(x) : mv(x) - mv(y)) || counts.get(y)! - counts.get(x)! || (x < y ? -1 : x > y ? 1 : 0),
    );
    counts.set(candidates[0], counts.get(candidates[0])! - Math.sign(delta));
  }
  // The deck's own order, each card's copies together, the added copies after the deck's.
  const cards: string[] = [];
  for (const n of new Set(deck.cards)) for (let i = 0; i < counts.get(n)!; i++) cards.push(n);
  return { ...deck, name: `${deck.name} (${lands} lands)`, cards };
}

/** `total` split over the basics in proportion to their counts: largest remainder, ties to more copies, then name. */
function apportion(basics: [string, number][], total: number): Map<string, number> {
  const sum = basics.reduce((s, [, c]) => s + c, 0);
  const out = new Map<string, number>();
  const rest = basics.map(([name, c]) => {
    const exact = (total * c) / sum;
    out.set(name, Math.floor(exact));
    return { name, c, frac: exact - Math.floor(exact) };
  });
  let left = total - [...out.values()].reduce((s, x) => s + x, 0);
  rest.sort((x, y) => y.frac - x.frac || y.c - x.c || (x.name < y.name ? -1 : x.name > y.name ? 1 : 0));
  for (const r of rest) {
    if (left === 0) break;
    out.set(r.name, (out.get(r.name) as number) + 1);
    left--;
  }
  return out;
}
