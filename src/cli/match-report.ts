// plans.txt of a --match run: the sideboard plan each deck used against each opponent, in the deck files'
// own syntax, so a plan made by --sideboard auto can be read, kept and pasted into a deck file.
import { join } from 'node:path';
import { writeFileAtomic } from '../report/disk.js';
import type { MatchConfig } from '../harness/sideboard.js';
import { planText } from './match-setup.js';

export function writePlansFile(dir: string, match: MatchConfig): void {
  const lines = [
    `# Sideboard plans of this run (--match bo3, --sideboard ${match.sideboard}): what each deck takes out and puts`,
    '# in before games 2 and 3 against each opponent; a deck and opponent not listed play the main deck.',
  ];
  for (const p of match.plans) {
    if (p.why !== undefined) lines.push(`# ${p.deck} vs ${p.opponent}: ${p.why}`);
    lines.push(`${p.deck} vs ${p.opponent}: ${planText(p)}`);
  }
  writeFileAtomic(join(dir, 'plans.txt'), lines.join('\n') + '\n');
}
