// The card pool: the built-in cards (src/cards/pool/*.json) plus designers' --cards files.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { CCard } from '../engine/core/cardform.js';
import { packageRoot } from '../pkg.js';
import { CardError, compileCard, faceDownCard } from './compile.js';
import { cardErrorLines } from './card-errors.js';
import { readCardFile } from './files.js';
import type { CardDef } from './schema.js';

export interface CardPool {
  has(name: string): boolean;
  get(name: string): CardDef | undefined;
  names(): string[];
  /** Engine form of a card; throws on an unknown name. */
  compiled(name: string): CCard;
  /** Every compiled card, indexed by its id. */
  readonly cards: readonly CCard[];
  /** Announcements: a designer's card replacing a built-in card of the same name. */
  readonly notes?: readonly string[];
  /** Where a card is defined: "file:line". */
  source?(name: string): string | undefined;
}

/** Errors listed from one load; past these, a count. */
const MAX_LISTED = 100;

class Pool implements CardPool {
  readonly cards: CCard[] = [];
  private readonly defs = new Map<string, CardDef>();
  private readonly byName = new Map<string, CCard>();

  readonly notes: string[] = [];
  private readonly from = new Map<string, () => string>(); // lazily: a line costs a parse of the file

  /**
   * The face-down card (502.26), one per pool (so its id tells nothing of the card): made with the first morph card.
   */
  private faceDown = -1;

  /** A pool holding the same compiled cards, to add more to without changing this one. */
  copy(): Pool {
    const p = new Pool();
    p.cards.push(...this.cards);
    for (const [k, v] of this.defs) p.defs.set(k, v);
    for (const [k, v] of this.byName) p.byName.set(k, v);
    for (const [k, v] of this.from) p.from.set(k, v);
    p.notes.push(...this.notes);
    p.faceDown = this.faceDown;
    return p;
  }

  add(def: unknown, file: string, where: () => string): void {
    const card = compileCard(def, this.cards.length, file);
    const old = this.byName.get(card.name);
    if (old) {
      card.id = old.id; // a designer's card replaces the built-in one (or an earlier one) of the same name
      this.notes.push(
        `${where()}: card "${card.name}" replaces the card of that name from ${this.from.get(card.name)?.()}`,
      );
    }
    this.from.set(card.name, where);
    this.cards[card.id] = card;
    // Its tokens' cards follow it (known by id only: no deck may name a token).
    for (const t of card.tokens) {
      t.id = this.cards.length;
      this.cards.push(t);
    }
    if (card.morph !== null) {
      if (this.faceDown < 0) {
        const fd = faceDownCard(this.cards.length);
        this.cards.push(fd);
        deepFreeze(fd);
        this.faceDown = fd.id;
      }
      card.faceDown = this.faceDown;
    }
    deepFreeze(card); // shared by every game of a thread, agents' copies included: no one may change it
    this.byName.set(card.name, card);
    this.defs.set(card.name, def as CardDef);
  }
  has(name: string): boolean {
    return this.byName.has(name);
  }
  source(name: string): string | undefined {
    return this.from.get(name)?.();
  }
  get(name: string): CardDef | undefined {
    return this.defs.get(name);
  }
  names(): string[] {
    return [...this.byName.keys()].sort();
  }
  compiled(name: string): CCard {
    const c = this.byName.get(name);
    if (!c) throw new CardError(`unknown card "${name}"`);
    return c;
  }
}

/** Freezes an object and everything it holds (compiled cards hold plain objects and arrays only). */
/**
 * Freezes a compiled card's objects against accidental change. Arrays are left writable: V8 reads
 * frozen arrays on slow paths (measured: 20% of games/s), and agents never get these objects (their
 * views hand them copies, engine/view.ts).
 */
function deepFreeze(o: object): void {
  if (Object.isFrozen(o)) return;
  if (!Array.isArray(o)) Object.freeze(o);
  for (const v of Object.values(o)) if (typeof v === 'object' && v !== null) deepFreeze(v as object);
}

export function builtinCardFiles(): string[] {
  const dir = join(packageRoot(), 'src', 'cards', 'pool');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

const cache = new Map<string, CardPool>();
/** Loads (once per process and file list) the built-in pool plus `extraCardFiles`, in order. */
export function loadPool(extraCardFiles: string[] = []): CardPool {
  const key = extraCardFiles.join('\n');
  const hit = cache.get(key);
  if (hit) return hit;
  // The built-in cards are compiled once and shared (compiled cards are frozen): a pool with --cards files copies
  // them and compiles only its files. If the built-in cards have errors, everything is compiled again so that
  // the errors of every file are listed at once.
  let builtin: Pool | undefined;
  try {
    builtin = extraCardFiles.length > 0 ? (loadPool() as Pool) : undefined;
  } catch (e) {
    if (!(e instanceof CardError)) throw e;
  }
  const pool = builtin ? builtin.copy() : new Pool();
  // Every bad card of every file is listed at once, each at its field's line and column.
  const errors: string[] = [];
  for (const f of builtin ? extraCardFiles : [...builtinCardFiles(), ...extraCardFiles]) {
    const file = readCardFile(f);
    file.cards.forEach((c, i) => {
      try {
        pool.add(c, f, () => file.where(i));
      } catch (e) {
        if (!(e instanceof CardError)) throw e;
        errors.push(...cardErrorLines(e, f, (field) => file.locate(i, field)));
      }
    });
  }
  if (errors.length > 0) {
    const more = errors.length > MAX_LISTED ? [`... and ${errors.length - MAX_LISTED} more bad cards`] : [];
    throw new CardError([...errors.slice(0, MAX_LISTED), ...more].join('\n'));
  }
  cache.set(key, pool);
  return pool;
}

/**
 * A pool of just these card definitions, in this order (ids 0..n-1): tests that must not move when the built-in pool
 * grows.
 */
export function poolFromDefs(defs: readonly unknown[], file: string): CardPool {
  const pool = new Pool();
  defs.forEach((d, i) => pool.add(d, file, () => `${file}#${i + 1}`));
  return pool;
}
