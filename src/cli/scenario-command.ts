// `playtest scenario PATH... [--json]`: runs scenario files (scenario-format.md); exit 1 if any fails,
// 2 if any file is malformed (not JSON, or a key or value the format does not define).
import { existsSync } from 'node:fs';
import { runScenarioPaths } from '../scenario/run.js';
import { ScenarioError } from '../scenario/spec.js';
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, UsageError } from './errors.js';
import type { Io } from './io.js';
import { cliPool } from './pool.js';

export function scenarioCommand(paths: string[], flags: { json?: boolean; cards?: string[] }, io: Io): number {
  for (const p of paths) {
    if (!existsSync(p))
      throw new UsageError(
        `scenario: ${p}: no such file or folder (expected a scenario .json file or a folder of them)`,
      );
  }
  let results;
  try {
    results = runScenarioPaths(paths, cliPool(flags.cards, io));
  } catch (e) {
    if (e instanceof ScenarioError) throw new UsageError(`scenario: ${e.message}`);
    throw e;
  }
  // An empty selection passing silently would hide a mistyped folder in a nightly job.
  if (results.length === 0) throw new UsageError(`scenario: no scenario files found in ${paths.join(', ')}`);
  if (flags.json) {
    const shown = results.map(({ file, name, pass, failures }) => ({ file, name, pass, failures }));
    io.out(JSON.stringify(shown, null, 2) + '\n');
  } else {
    for (const r of results) {
      io.out(`${r.pass ? 'PASS' : 'FAIL'} ${r.file}: ${r.name}\n`);
      for (const f of r.failures) io.out(`    ${f}\n`);
    }
    const failed = results.filter((r) => !r.pass).length;
    io.out(`${results.length - failed} passed, ${failed} failed\n`);
  }
  // A malformed file (not JSON, an unknown key, a value of the wrong kind) is an input error: exit 2.
  const malformed = results.filter((r) => r.malformed).length;
  if (malformed > 0) {
    io.err(`error: ${malformed} scenario file${malformed === 1 ? ' is' : 's are'} malformed (see FAIL above)\n`);
    return EXIT_USAGE;
  }
  return results.every((r) => r.pass) ? EXIT_OK : EXIT_FAILURE;
}
