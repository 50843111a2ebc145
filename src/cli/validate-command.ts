// `playtest validate DECK... [--strict]`: parses every deck and prints its format, card count and
// warnings; exit 2 if any deck has errors, or with --strict any warning (for pipelines).
import { FORMAT_NAMES, readDeck, validateDeck } from '../decks/parse.js';
import { EXIT_OK, EXIT_USAGE, UsageError } from './errors.js';
import type { Io } from './io.js';
import { cliPool } from './pool.js';

export function validateCommand(paths: string[], flags: { cards?: string[]; strict?: boolean }, io: Io): number {
  const pool = cliPool(flags.cards, io);
  let failed = false;
  // Check every deck, not just up to the first bad one, so one run lists every problem.
  for (const p of paths) {
    try {
      const deck = readDeck(p, pool);
      const warnings = validateDeck(deck, pool);
      const side = deck.sideboard.length > 0 ? ` + ${deck.sideboard.length} in the sideboard (not played)` : '';
      const status = warnings.length === 0 ? 'OK' : flags.strict ? 'ERROR' : 'WARN';
      io.out(`${status} ${p}: ${deck.cards.length} cards${side}; ${FORMAT_NAMES[deck.format]}, deck "${deck.name}"\n`);
      for (const w of warnings) {
        if (flags.strict) io.err(`error: ${w} (--strict makes warnings errors)\n`);
        else io.out(`    warning: ${w}\n`);
      }
      if (flags.strict && warnings.length > 0) failed = true;
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      failed = true;
      io.out(`ERROR ${p}\n`);
      io.err(`error: ${err.message}\n`);
    }
  }
  return failed ? EXIT_USAGE : EXIT_OK;
}
