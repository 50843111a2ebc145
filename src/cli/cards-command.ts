// `playtest cards [--missing]`: the pool's card names, or the Tenth Edition cards it still lacks.
import type { Io } from './io.js';
import { tenthEditionNames } from './paths.js';
import { cliPool } from './pool.js';
import { compareStrings } from '../report/stats.js';

export function cardsCommand(flags: { missing?: boolean; cards?: string[] }, io: Io): number {
  const pool = cliPool(flags.cards);
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
