// `playtest cards [--missing] [--schema]`: the pool's card names, the Tenth Edition cards it still lacks,
// or the JSON Schema of card files.
import { cardJsonSchema } from '../cards/schema.js';
import type { Io } from './io.js';
import { tenthEditionNames } from './paths.js';
import { cliPool } from './pool.js';
import { compareStrings } from '../report/stats.js';

export function cardsCommand(flags: { missing?: boolean; schema?: boolean; cards?: string[] }, io: Io): number {
  if (flags.schema) { io.out(JSON.stringify(cardJsonSchema(), null, 2) + '\n'); return 0; }
  const pool = cliPool(flags.cards, io);
  if (!flags.missing) {
    const names = [...pool.names()].sort(compareStrings);
    for (const n of names) io.out(`${n}\n`);
    io.out(`${names.length} cards in the pool\n`);
    return 0;
  }
  const tenth = tenthEditionNames();
  const missing = tenth.filter((n) => !pool.has(n));
  for (const n of missing) io.out(`${n}\n`);
  io.out(`${missing.length} of ${tenth.length} Tenth Edition cards missing from the pool\n`);
  return 0;
}
