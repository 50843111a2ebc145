// `playtest run ... --agents random,greedy,mcts`: the same gauntlet (decks, seeds, games) played once
// under each pilot, each in its own folder under --out, then each deck's win rate against the field
// by pilot, and how it changes from the first pilot to each other (pilots.csv, report.html and the
// terminal; report/pilots-report.ts declares pilots.csv and builds the page). The pilots play the same
// seeds, so a change is measured seed by seed (run-pairs.ts), with the exact sign-flip test behind its
// verdict: higher, lower, or too few games (docs/statistics.md).
import { readFileSync } from 'node:fs';
import { sampleRankCorrelation } from 'simple-statistics';
import { join } from 'node:path';
import { parseCsvText } from '../report/csv-read.js';
import type { NameOf } from '../report/columns.js';
import { csvTable } from '../report/csv.js';
import { writeFileAtomic } from '../report/disk.js';
import type { DECKS } from '../report/run-columns.js';
import { GamesFileError } from '../report/games-read.js';
import { changeOf, joinChanges, pairedChanges, type PairedChanges } from '../report/run-pairs.js';
import { wilson } from '../report/stats.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { formatTable } from './table.js';
import { changeVerdict, PILOTS, type PilotRow, pilotsHtml } from '../report/pilots-report.js';

export const PILOTS_FILE = 'pilots.csv';

/**
 * The agent specs of `--agents a,b,c`. A spec's own options also use commas (mcts:iterations=200,c=1.4),
 * so a piece holding "=" but no ":" continues the spec before it.
 */
export function pilotSpecs(value: string): string[] {
  const out: string[] = [];
  for (const piece of value.split(',').map((p) => p.trim())) {
    if (piece === '') throw new UsageError(`--agents ${value}: an empty agent name`);
    if (piece.includes('=') && !piece.includes(':')) {
      if (out.length === 0) throw new UsageError(`--agents ${value}: "${piece}" is an option with no agent before it`);
      out[out.length - 1] += `,${piece}`;
    } else out.push(piece);
  }
  if (new Set(out).size !== out.length) throw new UsageError(`--agents ${value}: an agent is named twice`);
  if (out.length < 2) throw new UsageError(`--agents ${value}: give two or more agents (one pilot is --agent)`);
  return out;
}

/** The sub-folder of one pilot's run: its spec with anything but letters, digits, "." and "-" made "_". */
export function pilotFolder(spec: string): string {
  return spec.replace(/[^A-Za-z0-9.-]+/g, '_').replace(/^\.+/, '_');
}

interface DeckLine {
  deck: string;
  games: number;
  wins: number;
}

function readDecks(dir: string): DeckLine[] {
  const rows = parseCsvText(readFileSync(join(dir, 'decks.csv'), 'utf8'));
  const head = rows[0].fields;
  // Columns by decks.csv's names (its declaration in run-columns.ts).
  const col = (name: NameOf<typeof DECKS>) => head.indexOf(name);
  const [deck, games, wins] = [col('deck'), col('games'), col('wins')];
  return rows
    .slice(1)
    .map((r) => ({ deck: r.fields[deck], games: Number(r.fields[games]), wins: Number(r.fields[wins]) }));
}

/** pilots.csv, report.html and the terminal table from the pilots' finished runs under `out`. */
export async function pilotSummary(out: string, specs: string[], io: Io): Promise<void> {
  const byPilot = specs.map((s) => new Map(readDecks(join(out, pilotFolder(s))).map((d) => [d.deck, d])));
  const paired = await Promise.all(specs.map((s, i) => (i === 0 ? undefined : pilotPairs(out, specs[0], s, io))));
  const decks = [...byPilot[0].keys()];
  const lines: PilotRow[] = [];
  const table: string[][] = [];
  for (const deck of decks) {
    const first = byPilot[0].get(deck)!;
    const cells = [deck];
    specs.forEach((spec, i) => {
      const d = byPilot[i].get(deck);
      if (d === undefined) return;
      const rate = d.wins / d.games;
      const change = i === 0 ? undefined : changeOf(first, d, fieldOf(paired[i], deck));
      lines.push({ deck, pilot: spec, games: d.games, wins: d.wins, ci: wilson(d.wins, d.games), change });
      cells.push(
        `${(rate * 100).toFixed(1)}%` +
          (change
            ? ` (${sign(change.diff)} [${sign(change.low)}, ${sign(change.high)}] ${changeVerdict(change)})`
            : ''),
      );
    });
    table.push(cells);
  }
  writeFileAtomic(join(out, PILOTS_FILE), csvTable(PILOTS, lines));
  writeFileAtomic(join(out, 'report.html'), await pilotsHtml({ specs, folders: specs.map(pilotFolder), lines }));
  io.out(
    `\neach deck's win rate against the field by pilot (change from ${specs[0]} seed by seed, 95% CI, verdict at 5%):\n` +
      formatTable(['deck', ...specs], table) +
      rankAgreement(specs, byPilot, decks) +
      `report: ${join(out, 'report.html')} (open it in a browser); pilots.csv and each pilot's reports are in ${out}\n`,
  );
}

/**
 * How far each pilot ranks the decks as the first does: Spearman's rank correlation of their win rates against the
 * field (tied rates share their ranks), over the decks both played; 1 is the same order, 0 none in common.
 */
export function rankAgreement(specs: string[], byPilot: Map<string, DeckLine>[], decks: string[]): string {
  if (decks.length < 3) return '';
  const rates = (i: number, shared: string[]) => shared.map((d) => byPilot[i].get(d)!.wins / byPilot[i].get(d)!.games);
  const lines = specs.slice(1).map((spec, k) => {
    const shared = decks.filter((d) => byPilot[k + 1].has(d));
    const rho = shared.length < 3 ? NaN : sampleRankCorrelation(rates(0, shared), rates(k + 1, shared));
    const text = Number.isNaN(rho) ? 'undefined (every deck at one rate)' : rho.toFixed(2);
    return `  ${spec}: ${text} (${shared.length} decks)\n`;
  });
  return `how each pilot ranks the decks next to ${specs[0]} (Spearman's rank correlation of the win rates; 1: the same order):\n${lines.join('')}`;
}

/** A pilot's games paired seed by seed with the first pilot's (same seeds and seats); undefined if they don't pair. */
async function pilotPairs(
  out: string,
  first: string,
  spec: string,
  io: Io,
): Promise<Map<string, PairedChanges> | undefined> {
  try {
    return await pairedChanges(join(out, pilotFolder(first)), join(out, pilotFolder(spec)), false);
  } catch (err) {
    if (!(err instanceof GamesFileError)) throw err;
    io.err(`warning: --agents: ${err.message}; comparing the pilots' totals instead\n`);
    return undefined;
  }
}

/** A deck's paired seeds against its whole field (a mirror left out, as decks.csv does). */
function fieldOf(pairs: Map<string, PairedChanges> | undefined, deck: string): PairedChanges | undefined {
  if (pairs === undefined) return undefined;
  const parts = [...pairs].filter(([k]) => {
    const [d, opponent] = JSON.parse(k) as string[];
    return d === deck && opponent !== deck;
  });
  return parts.length === 0 ? undefined : joinChanges(parts.map(([, p]) => p));
}

function sign(x: number): string {
  const s = (x * 100).toFixed(1);
  return (x >= 0 && !s.startsWith('-') ? '+' : '') + s;
}
