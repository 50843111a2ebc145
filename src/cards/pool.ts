// The card pool: the built-in cards (src/cards/pool/*.json) plus designers' --cards files.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CCard } from '../engine/cardform.js';
import { packageRoot } from '../pkg.js';
import { CardError, compileCard } from './compile.js';
import type { CardDef } from './schema.js';

export interface CardPool {
  has(name: string): boolean;
  get(name: string): CardDef | undefined;
  names(): string[];
  /** Engine form of a card; throws on an unknown name. */
  compiled(name: string): CCard;
  /** Every compiled card, indexed by its id. */
  readonly cards: readonly CCard[];
}

class Pool implements CardPool {
  readonly cards: CCard[] = [];
  private readonly defs = new Map<string, CardDef>();
  private readonly byName = new Map<string, CCard>();

  add(def: unknown, file: string): void {
    const card = compileCard(def, this.cards.length, file);
    const old = this.byName.get(card.name);
    if (old) card.id = old.id; // a designer's card replaces the built-in one of the same name
    deepFreeze(card); // shared by every game of a thread, agents' copies included: no one may change it
    this.cards[card.id] = card;
    this.byName.set(card.name, card);
    this.defs.set(card.name, def as CardDef);
  }
  has(name: string): boolean { return this.byName.has(name); }
  get(name: string): CardDef | undefined { return this.defs.get(name); }
  names(): string[] { return [...this.byName.keys()].sort(); }
  compiled(name: string): CCard {
    const c = this.byName.get(name);
    if (!c) throw new CardError(`unknown card "${name}"`);
    return c;
  }
}

/** Freezes an object and everything it holds (compiled cards hold plain objects and arrays only). */
function deepFreeze(o: object): void {
  if (Object.isFrozen(o)) return;
  Object.freeze(o);
  for (const v of Object.values(o)) if (typeof v === 'object' && v !== null) deepFreeze(v as object);
}

function readCardFile(path: string): unknown[] {
  let text: string;
  try { text = readFileSync(path, 'utf8'); } catch (e) { throw new CardError(`${path}: cannot read card file: ${(e as Error).message}`); }
  let data: unknown;
  try { data = JSON.parse(text); } catch (e) { throw new CardError(`${path}: not valid JSON: ${(e as Error).message}`); }
  if (Array.isArray(data)) return data;
  const cards = (data as { cards?: unknown })?.cards;
  if (Array.isArray(cards)) return cards;
  if (typeof data === 'object' && data !== null && typeof (data as { name?: unknown }).name === 'string') return [data]; // one card
  throw new CardError(`${path}: expected a card object, a JSON array of cards or an object with a "cards" array`);
}

export function builtinCardFiles(): string[] {
  const dir = join(packageRoot(), 'src', 'cards', 'pool');
  return readdirSync(dir).filter((f) => f.endsWith('.json')).sort().map((f) => join(dir, f));
}

const cache = new Map<string, CardPool>();
/** Loads (once per process and file list) the built-in pool plus `extraCardFiles`, in order. */
export function loadPool(extraCardFiles: string[] = []): CardPool {
  const key = extraCardFiles.join('\n');
  const hit = cache.get(key);
  if (hit) return hit;
  const pool = new Pool();
  for (const f of [...builtinCardFiles(), ...extraCardFiles]) for (const c of readCardFile(f)) pool.add(c, f);
  Object.freeze(pool.cards); // games share it (and agents get it): complete, it never changes
  cache.set(key, pool);
  return pool;
}

/** A pool of just these card definitions, in this order (ids 0..n-1): tests that must not move when the built-in pool grows. */
export function poolFromDefs(defs: readonly unknown[], file: string): CardPool {
  const pool = new Pool();
  for (const d of defs) pool.add(d, file);
  Object.freeze(pool.cards);
  return pool;
}
