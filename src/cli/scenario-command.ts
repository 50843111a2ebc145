// `playtest scenario PATH... [--json]`: runs scenario files (scenario-format.md); exit 1 if any fails.
import { existsSync } from 'node:fs';
import { runScenarioPaths } from '../scenario/run.js';
import { EXIT_FAILURE, EXIT_OK, UsageError } from './errors.js';
import type { Io } from './io.js';
import { cliPool } from './pool.js';

export function scenarioCommand(paths: string[], flags: { json?: boolean; cards?: string[] }, io: Io): number {
  for (const p of paths) {
    if (!existsSync(p))
      throw new UsageError(
        `scenario: ${p}: no such file or folder (expected a scenario .json file or a folder of them)`,
      );
  }
  const results = runScenarioPaths(paths, cliPool(flags.cards, io));
  // An empty selection passing silently would hide a mistyped folder in a nightly job.
  if (results.length === 0) throw new UsageError(`scenario: no scenario files found in ${paths.join(', ')}`);
  if (flags.json) {
    io.out(JSON.stringify(results, null, 2) + '\n');
  } else {
    for (const r of results) {
      io.out(`${r.pass ? 'PASS' : 'FAIL'} ${r.file}: ${r.name}\n`);
      for (const f of r.failures) io.out(`    ${f}\n`);
    }
    const failed = results.filter((r) => !r.pass).length;
    io.out(`${results.length - failed} passed, ${failed} failed\n`);
  }
  return results.every((r) => r.pass) ? EXIT_OK : EXIT_FAILURE;
}
