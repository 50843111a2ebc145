// Loads the card pool for a command; a missing, invalid or too deeply nested --cards file is a usage
// error (exit 2). A designer's card that replaces another of the same name is announced.
import { existsSync } from 'node:fs';
import { CardError } from '../cards/compile.js';
import { loadPool, type CardPool } from '../cards/pool.js';
import { cardNestingProblem } from './card-depth.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';

export function cliPool(cardFiles: string[] = [], io?: Io): CardPool {
  for (const f of cardFiles) {
    if (!existsSync(f)) throw new UsageError(`--cards ${f}: file not found (expected a JSON file of card definitions)`);
    const deep = cardNestingProblem(f);
    if (deep !== undefined) throw new UsageError(`--cards ${deep}`);
  }
  let pool: CardPool;
  try {
    pool = loadPool(cardFiles);
  } catch (err) {
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
      throw new UsageError(`--cards ${cardFiles.join(', ')}: nesting too deep for the card compiler (${err.message})`);
    }
    // A bad designer file is the user's mistake; a bad built-in file (an edited or damaged install) is
    // named just as clearly: either way exit 2, the file, line and field, and no stack trace.
    if (err instanceof CardError) {
      const designer = err.message.split('\n').some((line) => cardFiles.some((f) => line.startsWith(f)));
      throw new UsageError(`${designer ? '--cards' : 'the built-in card pool'}: ${err.message}`);
    }
    throw err;
  }
  if (io) for (const n of pool.notes ?? []) io.err(`note: ${n}\n`);
  return pool;
}

/** --crash-on-cast (a testing aid) must name a card of the pool, or it would silently never fire. */
export function checkCrashCard(pool: CardPool, card: string | undefined): void {
  if (card !== undefined && !pool.has(card)) throw new UsageError(`--crash-on-cast: unknown card "${card}"`);
}
