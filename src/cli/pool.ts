// Loads the card pool for a command; a missing, invalid or too deeply nested --cards file is a usage
// error (exit 2).
import { existsSync } from 'node:fs';
import { CardError } from '../cards/compile.js';
import { loadPool, type CardPool } from '../cards/pool.js';
import { cardNestingProblem } from './card-depth.js';
import { UsageError } from './errors.js';

export function cliPool(cardFiles: string[] = []): CardPool {
  for (const f of cardFiles) {
    if (!existsSync(f)) throw new UsageError(`--cards ${f}: file not found (expected a JSON file of card definitions)`);
    const deep = cardNestingProblem(f);
    if (deep !== undefined) throw new UsageError(`--cards ${deep}`);
  }
  try {
    return loadPool(cardFiles);
  } catch (err) {
    if (err instanceof RangeError && /call stack/i.test(err.message)) {
      throw new UsageError(`--cards ${cardFiles.join(', ')}: nesting too deep for the card compiler (${err.message})`);
    }
    // A bad designer file is the user's mistake (exit 2); a bad built-in card is ours (exit 1).
    if (err instanceof CardError && cardFiles.some((f) => err.message.startsWith(f))) {
      throw new UsageError(`--cards: ${err.message}`);
    }
    throw err;
  }
}
