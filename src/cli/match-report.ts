// plans.txt of a --match run: the sideboard plan each deck used against each opponent, in the deck files'
// own syntax, so a plan made by --sideboard auto can be read, kept and pasted into a deck file.
import { join } from 'node:path';
import { writeFileAtomic } from '../report/disk.js';
import type { MatchConfig } from '../harness/sideboard.js';
import { planText } from './match-setup.js';
import { columnOf } from '../report/columns.js';
import { MATCHES, type MatchRow, matchRows } from '../report/matches.js';
import type { RunTally } from '../report/tally.js';
import { textTable } from './table.js';

const col = (name: (typeof MATCHES)[number]['name'], heading: string) => ({
  ...columnOf(MATCHES, name),
  name: heading,
});
const TERMINAL = [
  col('deck', 'deck'),
  col('opponent', 'opponent'),
  col('matches', 'matches'),
  { name: 'W-L-D', get: (r: MatchRow) => `${r.matchWins}-${r.matchLosses}-${r.matchDraws}`, numeric: true },
  col('match_win_rate', 'match win'),
  col('match_ci_low', 'low'),
  col('match_ci_high', 'high'),
  col('independent_match_win_rate', 'if independent'),
  col('game1_win_rate', 'game 1'),
  col('post_win_rate', 'games 2-3'),
];

/** The terminal's lines of a --match run: each pairing's match figures, from its first deck's side. */
export function matchSummary(t: RunTally): string {
  if (t.matches.count() === 0) return '';
  const rows = matchRows(t.matches).filter((_, i) => i % 2 === 0);
  return `each pairing, matches (best of three) of the first deck (matches.csv):\n${textTable(TERMINAL, rows)}\n`;
}

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
