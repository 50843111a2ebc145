// Loads the card pool for a command; a missing or invalid --cards file is a usage error (exit 2).
import { existsSync } from 'node:fs';
import { CardError } from '../cards/compile.js';
import { loadPool, type CardPool } from '../cards/pool.js';
import { UsageError } from './errors.js';

export function cliPool(cardFiles: string[] = []): CardPool {
  for (const f of cardFiles) {
    if (!existsSync(f)) throw new UsageError(`--cards ${f}: file not found (expected a JSON file of card definitions)`);
  }
  try {
    return loadPool(cardFiles);
  } catch (err) {
    // A bad designer file is the user's mistake (exit 2); a bad built-in card is ours (exit 1).
    if (err instanceof CardError && cardFiles.some((f) => err.message.startsWith(f))) {
      throw new UsageError(`--cards: ${err.message}`);
    }
    throw err;
  }
}
