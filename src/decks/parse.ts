// Deck files: one card a line, "4 Grizzly Bears", "4x Shock" or "Grizzly Bears" (one copy);
// "#" starts a comment; blank lines are ignored. Errors name file, line, text and what was expected.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { CardPool } from '../cards/pool.js';
import { UsageError } from '../errors.js';
import type { Deck } from '../harness/types.js';

const BASIC_LANDS = new Set(['Plains', 'Island', 'Swamp', 'Mountain', 'Forest']);
const MIN_DECK = 60;
const MAX_COPIES = 4;

/** Parses deck text; throws one UsageError listing every bad line. */
export function parseDeckText(text: string, file: string, pool: CardPool): Deck {
  const cards: string[] = [];
  const problems: string[] = [];
  const lookup = nameLookup(pool);
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const where = `${file}:${i + 1}`;
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const parsed = splitCount(line);
    if (typeof parsed === 'string') {
      problems.push(`${where}: "${raw.trim()}": ${parsed}`);
      return;
    }
    const name = lookup(parsed.name);
    if (name === undefined) {
      problems.push(`${where}: "${raw.trim()}": unknown card "${parsed.name}"${suggestion(parsed.name, pool)}`);
      return;
    }
    for (let k = 0; k < parsed.count; k++) cards.push(name);
  });
  if (problems.length > 0) throw new UsageError(problems.join('\n'));
  if (cards.length === 0) {
    throw new UsageError(`${file}: the deck has no cards (expected lines like "4 Grizzly Bears")`);
  }
  return { name: deckName(file), file, cards };
}

/** Reads and parses a deck file; a missing file is a usage error. */
export function readDeck(path: string, pool: CardPool): Deck {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new UsageError(`${path}: cannot read deck file (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  return parseDeckText(text, path, pool);
}

/** Warnings, not errors: a short deck, or more than four copies of a non-basic card. */
export function validateDeck(deck: Deck, pool: CardPool): string[] {
  const warnings: string[] = [];
  if (deck.cards.length < MIN_DECK) {
    warnings.push(`${deck.file}: ${deck.cards.length} cards, fewer than ${MIN_DECK}`);
  }
  for (const [name, count] of countCards(deck.cards)) {
    if (count > MAX_COPIES && !isBasic(name, pool)) {
      warnings.push(`${deck.file}: ${count} copies of "${name}", more than ${MAX_COPIES} of a non-basic card`);
    }
  }
  return warnings;
}

/** "green-stompy.txt" -> "green-stompy". */
export function deckName(file: string): string {
  return basename(file).replace(/\.txt$/i, '');
}

/** Splits "4 Name", "4x Name" or "Name"; returns an error string for a bad count. */
function splitCount(line: string): { count: number; name: string } | string {
  const m = /^(\S+)\s+(.+)$/.exec(line);
  if (m === null || !/^[-+]?\d/.test(m[1])) return { count: 1, name: line };
  const count = /^(\d+)[xX]?$/.exec(m[1]);
  if (count === null || Number(count[1]) < 1) {
    return `bad count "${m[1]}" (expected a whole number of copies, 1 or more, like "4" or "4x")`;
  }
  return { count: Number(count[1]), name: m[2].trim() };
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

/** Suggests the closest name only when it is close enough to be a likely typo. */
function suggestion(name: string, pool: CardPool): string {
  const best = closestName(name, pool.names());
  const near = best !== undefined && editDistance(name.toLowerCase(), best.toLowerCase()) <= Math.max(3, Math.floor(name.length * 0.4));
  return near ? ` (expected a card name from the pool; did you mean "${best}"?)` : ' (expected a card name from the pool; see `playtest cards`)';
}

/** The pool name nearest by edit distance, ties broken by name order so it is stable. */
export function closestName(name: string, names: string[]): string | undefined {
  const target = name.toLowerCase();
  let best: string | undefined;
  let bestDist = Infinity;
  for (const n of names) {
    const d = editDistance(target, n.toLowerCase());
    if (d < bestDist || (d === bestDist && best !== undefined && n < best)) {
      best = n;
      bestDist = d;
    }
  }
  return best;
}

/** Levenshtein distance with two rolling rows. */
export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur = new Array<number>(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const sub = prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1);
      cur[j] = Math.min(sub, prev[j] + 1, cur[j - 1] + 1);
    }
    [prev, cur] = [cur, prev];
  }
  return prev[b.length];
}

function countCards(cards: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const c of cards) counts.set(c, (counts.get(c) ?? 0) + 1);
  return counts;
}

function isBasic(name: string, pool: CardPool): boolean {
  const def = pool.get(name);
  return def?.supertypes?.includes('Basic') ?? BASIC_LANDS.has(name);
}
