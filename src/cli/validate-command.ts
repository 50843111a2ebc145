// `playtest validate DECK...`: parses every deck, prints warnings; exit 2 if any deck has errors.
import { readDeck, validateDeck } from '../decks/parse.js';
import { EXIT_OK, EXIT_USAGE, UsageError } from './errors.js';
import type { Io } from './io.js';
import { cliPool } from './pool.js';

export function validateCommand(paths: string[], flags: { cards?: string[] }, io: Io): number {
  const pool = cliPool(flags.cards);
  let failed = false;
  // Check every deck, not just up to the first bad one, so one run lists every problem.
  for (const p of paths) {
    try {
      const deck = readDeck(p, pool);
      const warnings = validateDeck(deck, pool);
      io.out(`${warnings.length === 0 ? 'OK' : 'WARN'} ${p}: ${deck.cards.length} cards\n`);
      for (const w of warnings) io.out(`    warning: ${w}\n`);
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      failed = true;
      io.out(`ERROR ${p}\n`);
      io.err(`error: ${err.message}\n`);
    }
  }
  return failed ? EXIT_USAGE : EXIT_OK;
}
