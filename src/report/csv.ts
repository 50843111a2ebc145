// CSV report files of a run (design.md, "Reports"). CSVs are RFC 4180 with a header row and "\n"
// line ends, and hold nothing nondeterministic, so the same inputs give byte-identical files. Wall-clock
// timings go to manifest.json only. games.csv carries everything the other files are computed from,
// so merge and resume rebuild them from its rows alone.
import { stringify } from 'csv-stringify/sync';
import type { GameRecord } from '../harness/types.js';
import { type Column, fields, names } from './columns.js';
import { CARDS, DECKS, GAMES, GAMES_MATCH, LOOPS, MATCHUPS, MULLIGANS } from './run-columns.js';
import { MATCHES, matchRows } from './matches.js';
import { byGameIndex, cardRows, deckRows, loopRows, matchupRows, mulliganRows } from './stats.js';
import { MANA, MANA_CARDS, manaCardRows, manaRows } from './mana-report.js';
import type { ManaTally } from './mana-tally.js';
import type { RunTally } from './tally.js';

/** Each file's header (the docs test checks it documents every column). */
export const GAMES_COLUMNS = names(GAMES);
export const GAMES_MATCH_COLUMNS = names(GAMES_MATCH);
export const MATCHUPS_COLUMNS = names(MATCHUPS);
export const CARDS_COLUMNS = names(CARDS);
export const DECKS_COLUMNS = names(DECKS);
export const LOOPS_COLUMNS = names(LOOPS);
export const MULLIGANS_COLUMNS = names(MULLIGANS);
export const MATCHES_COLUMNS = names(MATCHES);
/** The last column of the checkpoint's games.partial.csv: a checksum of the rest of its row. */
export const ROW_CHECK = 'row_check';

// Every CSV is written with csv-stringify: RFC 4180, a field quoted only when it holds a quote, a comma
// or a line break (quotes doubled), "\n" line ends; so the same rows give the same bytes. A lone "\r"
// is a line break to many readers, but csv-stringify quotes only its own record delimiter: hence quoted_match.
const OPTIONS = { record_delimiter: 'unix', quoted_match: '\r' } as const;

/** A whole CSV file: the header and one row per record, from the file's column declaration. */
export function csvTable<R>(columns: readonly Column<R>[], rows: readonly R[]): string {
  return stringify([names(columns), ...rows.map((r) => fields(columns, r))], OPTIONS);
}

/** CSV rows, line ends included. */
export function csvRows(rows: string[][]): string {
  return stringify(rows, OPTIONS);
}

/** One CSV row, line end included. */
export function csvLine(row: string[]): string {
  return stringify([row], OPTIONS);
}

/** games.csv; `match`: a --match run's, with the match columns. */
export function gamesCsv(records: readonly GameRecord[], match = false): string {
  return csvLine(match ? GAMES_MATCH_COLUMNS : GAMES_COLUMNS) + gamesCsvRows(records);
}

/** games.csv rows without the header, in game_index order (what a worker sends for the checkpoint). */
export function gamesCsvRows(records: readonly GameRecord[]): string {
  return csvRows(byGameIndex(records).map(gameFields));
}

/** The header of games.partial.csv. */
export function partialHeader(match = false): string {
  return csvLine([...(match ? GAMES_MATCH_COLUMNS : GAMES_COLUMNS), ROW_CHECK]);
}

/**
 * Checkpoint rows: games.csv rows in game_index order, each ending in a checksum of the row before it,
 * so a row damaged on disk is found on resume and its game played again rather than trusted.
 */
export function partialRows(records: readonly GameRecord[]): string {
  let out = '';
  for (const r of byGameIndex(records)) {
    const row = gameRow(r);
    const text = row.slice(0, -1);
    out += `${text},${rowCheck(text)}\n`;
  }
  return out;
}

/** FNV-1a (32 bits) of a row's text, as 8 hex digits: cheap, and any small damage changes it. */
export function rowCheck(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** One game's games.csv row, line end included. */
export function gameRow(r: GameRecord): string {
  return csvLine(gameFields(r));
}

/** One game's games.csv fields (a game of a match has the match columns too). */
export function gameFields(r: GameRecord): string[] {
  return fields(r.matchIndex === undefined ? GAMES : GAMES_MATCH, r);
}

export function matchupsCsv(source: RunTally | readonly GameRecord[]): string {
  return csvTable(MATCHUPS, matchupRows(source));
}

export function decksCsv(source: RunTally | readonly GameRecord[]): string {
  return csvTable(DECKS, deckRows(source));
}

export function cardsCsv(
  source: RunTally | readonly GameRecord[],
  deckLists: { name: string; cards: string[] }[] = [],
  lands: ReadonlySet<string> = new Set(),
): string {
  return csvTable(CARDS, cardRows(source, deckLists, lands));
}

export function loopsCsv(source: RunTally | readonly GameRecord[]): string {
  return csvTable(LOOPS, loopRows(source));
}

export function mulligansCsv(source: RunTally | readonly GameRecord[]): string {
  return csvTable(MULLIGANS, mulliganRows(source));
}

export function manaCsv(t: ManaTally): string {
  return csvTable(MANA, manaRows(t));
}

export function manaCardsCsv(t: ManaTally, lands: ReadonlySet<string>): string {
  return csvTable(MANA_CARDS, manaCardRows(t, lands));
}

/** The CSVs computed from a run's tally, by file name, in the order they are written (games.csv is streamed). */
export function summaryCsvs(
  t: RunTally,
  deckLists: { name: string; cards: string[] }[],
  lands: ReadonlySet<string> = new Set(),
): [string, string][] {
  return [
    ['decks.csv', decksCsv(t)],
    ['matchups.csv', matchupsCsv(t)],
    ['cards.csv', cardsCsv(t, deckLists, lands)],
    ['loops.csv', loopsCsv(t)],
    ['mulligans.csv', mulligansCsv(t)],
    ['mana.csv', manaCsv(t.mana)],
    ['mana-cards.csv', manaCardsCsv(t.mana, lands)],
    ...(t.matches.count() > 0 ? [['matches.csv', csvTable(MATCHES, matchRows(t.matches))] as [string, string]] : []),
  ];
}
