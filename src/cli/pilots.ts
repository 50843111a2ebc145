// `playtest run ... --agents random,greedy,mcts`: the same gauntlet (decks, seeds, games) played once
// under each pilot, each in its own folder under --out, then each deck's win rate against the field
// by pilot, and how it changes from the first pilot to each other (pilots.csv and the terminal). The
// pilots play the same seeds, so a change is measured seed by seed (run-pairs.ts), with the exact
// sign-flip test behind its verdict: higher, lower, or too few games (docs/statistics.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvText } from '../report/csv-read.js';
import { type Column, cell, columnOf, count, type NameOf, pValue, rate, text } from '../report/columns.js';
import { csvTable } from '../report/csv.js';
import { writeFileAtomic } from '../report/disk.js';
import type { DECKS } from '../report/run-columns.js';
import { GamesFileError } from '../report/games-read.js';
import { type Change, changeOf, joinChanges, pairedChanges, type PairedChanges } from '../report/run-pairs.js';
import { wilson } from '../report/stats.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { formatTable } from './table.js';
import { intervalSpec, renderSvg } from '../report/charts.js';
import { escapeHtml } from '../report/escape.js';

export const PILOTS_FILE = 'pilots.csv';

/** A row of pilots.csv: a deck against the field under one pilot, and its change from the first pilot. */
export interface PilotRow {
  deck: string;
  pilot: string;
  games: number;
  wins: number;
  ci: { low: number; high: number };
  /** The change from the first pilot, with its 95% interval and test (none for the first pilot). */
  change: Change | undefined;
}

/** A change's verdict: the exact test (or, without paired games, Hoeffding's) at 5% on its own. */
export function changeVerdict(c: Change): 'higher' | 'lower' | 'too few games' {
  if (c.p > 0.05) return 'too few games';
  return c.diff > 0 ? 'higher' : 'lower';
}

export const PILOTS = [
  text('deck', (p) => p.deck),
  text('pilot', (p) => p.pilot),
  count('games', (p) => p.games),
  count('wins', (p) => p.wins),
  rate('win_rate', (p) => p.wins / p.games),
  rate('ci_low', (p) => p.ci.low),
  rate('ci_high', (p) => p.ci.high),
  rate('change', (p) => p.change?.diff),
  rate('change_low', (p) => p.change?.low),
  rate('change_high', (p) => p.change?.high),
  text('verdict', (p) => (p.change === undefined ? undefined : changeVerdict(p.change))),
  pValue('p_value', (p) => p.change?.p),
  text('test', (p) => p.change?.test),
] satisfies Column<PilotRow>[];

const column = (name: NameOf<typeof PILOTS>) => columnOf(PILOTS, name);

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
  writeFileAtomic(join(out, 'report.html'), await pilotsHtml(specs, lines));
  io.out(
    `\neach deck's win rate against the field by pilot (change from ${specs[0]} seed by seed, 95% CI, verdict at 5%):\n` +
      formatTable(['deck', ...specs], table) +
      `pilots.csv and each pilot's reports in ${out}\n`,
  );
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

/** A page with each deck's win rate under each pilot, as points with their 95% intervals. */
async function pilotsHtml(specs: string[], lines: PilotRow[]): Promise<string> {
  // The chart plots the figures as pilots.csv holds them (to 4 decimals).
  const figure = (name: NameOf<typeof PILOTS>, p: PilotRow) => Number(cell(column(name), p));
  const rows = lines.map((p) => ({
    label: `${p.deck} (${p.pilot})`,
    value: figure('win_rate', p),
    low: figure('ci_low', p),
    high: figure('ci_high', p),
    games: p.games,
  }));
  const chart = await renderSvg(
    intervalSpec('Win rate against the field, by pilot', 'win rate', rows, [0, 1], 0.5),
    'pilots',
  );
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<title>mtg-playtest: pilot sensitivity</title>',
    '<style>body { font-family: Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }</style></head><body>',
    '<h1>Pilot sensitivity</h1>',
    `<p>The same games under each pilot: ${specs.map(escapeHtml).join(', ')}. A deck whose win rate rises most with a better pilot ` +
      "owes more of its strength to its decisions. Each pilot's own report is in its folder; the figures are in pilots.csv.</p>",
    `<div class="chart">${chart}</div>`,
    '</body></html>',
    '',
  ].join('\n');
}
