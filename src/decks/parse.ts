// Deck files in the formats people paste (formats.ts), matched against the card pool. Every error and
// warning names the file and line, the text and what was expected; all errors come at once.
import { openSync, closeSync, fstatSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { closestNames } from '../cards/closest.js';
import type { CardPool } from '../cards/pool.js';
import { tenthEditionNames } from '../cards/tenth.js';
import { UsageError } from '../errors.js';
import type { Deck, SideboardPlan } from '../harness/types.js';
import { clip, type DeckFormat, FORMAT_NAMES, readDeckSource } from './formats.js';
import { readPlans } from './plans.js';

export { FORMAT_NAMES, type DeckFormat };

const BASIC_LANDS = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
const MIN_DECK = 60;
const MAX_COPIES = 4;
/** Bounds: far past any real deck, low enough that nothing downstream strains. */
export const MAX_DECK_CARDS = 1000;
export const MAX_SIDEBOARD_CARDS = 250;
export const MAX_DECK_BYTES = 1 << 20;
/** Errors listed in full; past these, a count (each one costs a search of the pool for suggestions). */
const MAX_LISTED = 50;

/** A parsed deck: the cards played, the sideboard (recorded, not played), and where each card was. */
export interface ParsedDeck extends Deck {
  format: DeckFormat;
  sideboard: string[];
  /** Sideboard plans (`vs OPPONENT: -2 Card +2 Card` lines), for --match. */
  plans: SideboardPlan[];
  /** Warnings found while reading (sections not played), each naming file and line. */
  notes: string[];
  /** The line each card name first appears on, for warnings. */
  lineOf: Map<string, number>;
}

/** Parses deck text; throws one UsageError listing every bad line. */
export function parseDeckText(text: string, file: string, pool: CardPool): ParsedDeck {
  const src = readDeckSource(text, file);
  const problems = src.problems.map((p) => ({ ...p }));
  const lookup = nameLookup(pool);
  const cards: string[] = [];
  const sideboard: string[] = [];
  const lineOf = new Map<string, number>();
  for (const e of src.lines) {
    let name: string | undefined;
    for (const n of e.names) if ((name = lookup(n)) !== undefined) break;
    if (name === undefined) {
      problems.push({
        line: e.line,
        message: problems.length < MAX_LISTED ? unknownCard(e.raw, e.names[e.names.length - 1], pool) : '',
      });
      continue;
    }
    if (!lineOf.has(name)) lineOf.set(name, e.line);
    const into = e.board === 'main' ? cards : sideboard;
    const max = e.board === 'main' ? MAX_DECK_CARDS : MAX_SIDEBOARD_CARDS;
    if (into.length + e.count > max) {
      problems.push({
        line: e.line,
        message: `"${clip(e.raw)}": the ${e.board === 'main' ? 'deck' : 'sideboard'} would hold more than ${max} cards (expected at most ${max})`,
      });
      continue;
    }
    for (let k = 0; k < e.count; k++) into.push(name);
  }
  const plans = readPlans(
    src.plans,
    cards,
    sideboard,
    {
      resolve: lookup,
      unknown: (raw, name) => (problems.length < MAX_LISTED ? unknownCard(raw, name, pool) : ''),
    },
    problems,
  );
  if (problems.length > 0) {
    problems.sort((a, b) => a.line - b.line);
    const listed = problems.filter((p) => p.message !== '').slice(0, MAX_LISTED);
    const shown = listed.map((p) => `${file}:${p.line}: ${p.message}`);
    if (problems.length > listed.length)
      shown.push(`${file}: ... and ${problems.length - listed.length} more bad lines`);
    throw new UsageError(shown.join('\n'));
  }
  if (cards.length === 0) {
    throw new UsageError(
      `${file}: the deck has no cards (expected lines like "4 Grizzly Bears"${sideboard.length > 0 ? '; only a sideboard was found' : ''})`,
    );
  }
  return {
    name: deckNameOf(src.name, file),
    file,
    cards,
    format: src.format,
    sideboard,
    plans,
    lineOf,
    notes: src.notes.map((n) => `${file}:${n.line}: ${n.message}`),
  };
}

/** Reads and parses a deck file; a missing, unreadable or oversized file is a usage error. */
export function readDeck(path: string, pool: CardPool): ParsedDeck {
  let text: string;
  try {
    const fd = openSync(path, 'r');
    try {
      const st = fstatSync(fd);
      if (st.isDirectory()) throw Object.assign(new Error('a folder'), { code: 'EISDIR' });
      if (st.size > MAX_DECK_BYTES)
        throw new UsageError(
          `${path}: deck file of ${st.size} bytes is too large (expected at most ${MAX_DECK_BYTES})`,
        );
      text = decodeText(readFileSync(fd));
    } finally {
      closeSync(fd);
    }
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`${path}: cannot read deck file (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  return parseDeckText(text, path, pool);
}

/** UTF-8, or UTF-16 with its byte-order mark (what Windows Notepad saves as "Unicode"). */
function decodeText(b: Buffer): string {
  if (b.length >= 2 && b[0] === 0xff && b[1] === 0xfe) return b.subarray(2).toString('utf16le');
  if (b.length >= 2 && b[0] === 0xfe && b[1] === 0xff) {
    const swapped = Buffer.from(b.subarray(2, 2 + ((b.length - 2) & ~1)));
    return swapped.swap16().toString('utf16le');
  }
  return b.toString('utf8');
}

/** Warnings, not errors: a short deck, more than four copies of a non-basic card, sections not played. */
export function validateDeck(deck: Deck | ParsedDeck, pool: CardPool): string[] {
  const parsed = 'lineOf' in deck ? deck : undefined;
  const warnings: string[] = [...(parsed?.notes ?? [])];
  if (deck.cards.length < MIN_DECK) {
    warnings.push(`${deck.file}: ${deck.cards.length} cards, fewer than ${MIN_DECK}`);
  }
  // Copies count across the deck and its sideboard.
  for (const [name, count] of countCards([...deck.cards, ...(parsed?.sideboard ?? [])])) {
    if (count > MAX_COPIES && !noCopyLimit(name, pool)) {
      const line = parsed?.lineOf.get(name);
      warnings.push(
        `${deck.file}${line === undefined ? '' : `:${line}`}: ${count} copies of "${name}", more than ${MAX_COPIES} of a non-basic card`,
      );
    }
  }
  return warnings;
}

/** The name from the file's metadata, else the file name: "green-stompy.txt" -> "green-stompy". */
function deckNameOf(meta: string | undefined, file: string): string {
  // eslint-disable-next-line no-control-regex
  if (meta !== undefined && meta.length <= 100 && !/[\u0000-\u001f\u007f]/.test(meta)) return meta;
  return deckName(file);
}

export function deckName(file: string): string {
  return basename(file).replace(/\.(txt|dck|dec)$/i, '');
}

function unknownCard(raw: string, name: string, pool: CardPool): string {
  const tenth = tenthLookup();
  const real = tenth.get(name.toLowerCase());
  if (real !== undefined) {
    return `"${clip(raw)}": "${real}" is a Tenth Edition card not implemented yet (expected a card of the pool; see \`playtest cards --missing\`)`;
  }
  return `"${clip(raw)}": unknown card "${clip(name)}"${suggestion(name, pool)}`;
}

let tenthByLower: Map<string, string> | undefined;
function tenthLookup(): Map<string, string> {
  tenthByLower ??= new Map(tenthEditionNames().map((n) => [n.toLowerCase(), n]));
  return tenthByLower;
}

/** Exact name first, then a case-insensitive match, so "grizzly bears" works. */
function nameLookup(pool: CardPool): (name: string) => string | undefined {
  let lower: Map<string, string> | undefined;
  return (name) => {
    if (pool.has(name)) return name;
    lower ??= new Map(pool.names().map((n) => [n.toLowerCase(), n]));
    return lower.get(name.toLowerCase());
  };
}

/**
 * Suggests the closest names (up to three) only when close enough to be likely typos; and, since a
 * designer's own card is unknown until its file is given, how to give it.
 */
function suggestion(name: string, pool: CardPool): string {
  const own = 'a card of your own: pass its card file with --cards FILE';
  const near = closestNames(name, pool.names(), 3);
  if (near.length === 0) return ` (expected a card name from the pool, see \`playtest cards\`; ${own})`;
  const quoted = near.map((n) => `"${n}"`);
  const list = quoted.length === 1 ? quoted[0] : `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`;
  return ` (expected a card name from the pool; did you mean ${list}? Or ${own})`;
}

function countCards(cards: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

/** Basic lands and cards that say "a deck can have any number of cards named [this]" have no four-copy limit. */
function noCopyLimit(name: string, pool: CardPool): boolean {
  const def = pool.get(name);
  if (def?.anyNumberInDeck === true) return true; // "A deck can have any number of cards named [this]."
  return def?.supertypes?.includes('Basic') ?? BASIC_LANDS.has(name);
}
