// `playtest validate [DECK...] [--cards FILE]... [--strict]`: checks each card file (alone: `validate
// --cards my-cards.json` needs no deck), then parses every deck and prints its format, card count and
// warnings; exit 2 if a card file or a deck has errors, or with --strict any warning (for pipelines).
import { readCardFile } from '../cards/files.js';
import { FORMAT_NAMES, readDeck, validateDeck } from '../decks/parse.js';
import { EXIT_OK, EXIT_USAGE, UsageError } from './errors.js';
import type { Io } from './io.js';
import { cliPool } from './pool.js';

export function validateCommand(paths: string[], flags: { cards?: string[]; strict?: boolean }, io: Io): number {
  const cardFiles = flags.cards ?? [];
  if (paths.length === 0 && cardFiles.length === 0)
    throw new UsageError('validate: expected deck files, or --cards FILE to check a card file alone');
  // Each card file by itself on the built-in pool, so each gets its own OK or ERROR and every error at once.
  let cardsOk = true;
  for (const f of cardFiles) {
    try {
      cliPool([f], io);
      const n = readCardFile(f).cards.length;
      io.out(`OK ${f}: ${n} card${n === 1 ? '' : 's'}\n`);
    } catch (err) {
      if (!(err instanceof UsageError)) throw err;
      cardsOk = false;
      const n = err.message.split('\n').filter((l) => l.includes(`${f}:`)).length;
      io.out(`ERROR ${f}${n > 1 ? `: ${n} errors` : ''}\n`);
      io.err(`error: ${err.message}\n`);
    }
  }
  // A deck read without the card file it needs would only list its cards as unknown.
  if (!cardsOk) return EXIT_USAGE;
  const pool = cliPool(cardFiles);
  let failed = false;
  // Check every deck, not just up to the first bad one, so one run lists every problem.
  for (const p of paths) {
    try {
      const deck = readDeck(p, pool);
      const warnings = validateDeck(deck, pool);
      const plans = deck.plans.length;
      const played = plans === 0 ? 'not played' : `${plans} plan${plans === 1 ? '' : 's'} for --match`;
      const side = deck.sideboard.length > 0 ? ` + ${deck.sideboard.length} in the sideboard (${played})` : '';
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
