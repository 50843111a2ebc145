// The first run. `playtest run` with no decks, no --vs and no --games is a quick look at the sample
// gauntlet (QUICK_GAMES per pairing: about a minute on two cores); any run of the sample gauntlet with
// fewer than FULL_GAMES per pairing ends by saying how to play the full one, with the exact command.
import { resolve } from 'node:path';
import type { Manifest } from '../report/manifest.js';
import { defaultGauntlet } from './paths.js';
import { formatDuration } from './progress.js';

/**
 * Games per pairing of `playtest run` alone: 351 pairings of the 27 sample decks make 3,510 games, 260 a
 * deck. A few games of greedy pilots take seconds each: on two idle cores 10 a pairing take about a minute and a half.
 */
export const QUICK_GAMES = 10;
/** Games per pairing when --games is not given and decks are. */
export const FULL_GAMES = 100;

/** --games when it is not given: the quick look without decks and --vs, else FULL_GAMES. */
export function defaultGames(deckPaths: readonly string[], vs: readonly string[] | undefined): number {
  return deckPaths.length === 0 && vs === undefined ? QUICK_GAMES : FULL_GAMES;
}

/**
 * After a run of the sample gauntlet (every deck of decks/, round robin, one process) with fewer than
 * FULL_GAMES per pairing: how to play it whole, the same options with --games FULL_GAMES (and --force
 * when the run chose its --out, which the new run replaces). `wallMs` and `played` time this run, for
 * an estimate of the full one. Undefined for any other run.
 */
export function fullRunLine(m: Manifest, wallMs: number, played: number): string | undefined {
  const sample = defaultGauntlet();
  const files = m.inputs.decks.map((d) => resolve(d.file));
  const isSample = files.length === sample.length && files.every((f, i) => f === resolve(sample[i]));
  if (!isSample || m.inputs.vs.length > 0 || m.games >= FULL_GAMES || m.shard !== null) return undefined;
  const args = withoutOption(m.argv, '--games');
  args.push('--games', String(FULL_GAMES));
  if (args.some((a) => a === '--out' || a.startsWith('--out=')) && !args.includes('--force')) args.push('--force');
  const games = (m.runGames / m.games) * FULL_GAMES;
  const time =
    played > 0 && wallMs > 0 ? `, about ${formatDuration((wallMs / 1000) * (games / played))} at this run's speed` : '';
  return (
    `a quick look: ${m.games} games per pairing. The full gauntlet, ${FULL_GAMES} per pairing ` +
    `(${games.toLocaleString('en-US')} games${time}): npx playtest ${args.map(shellWord).join(' ')}`
  );
}

/** argv without an option and its value (`--games 16` or `--games=16`). */
function withoutOption(argv: readonly string[], option: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === option) i++;
    else if (!argv[i].startsWith(`${option}=`)) out.push(argv[i]);
  }
  return out;
}

/** A word as a POSIX shell reads it back: quoted unless it is plain. */
function shellWord(word: string): string {
  return /^[\w./:=,@%+-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}
