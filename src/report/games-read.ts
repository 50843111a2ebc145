// Reads games.csv back into GameRecords: merge, resume, replay and `playtest report` recompute every
// other file from these rows, never from another file's aggregates.
import { parse } from 'csv-parse/sync';
import { END_REASONS, LOOP_KINDS } from '../harness/batch.js';
import type { EndReason, GameRecord, LoopKind } from '../harness/types.js';
import { GAMES_COLUMNS } from './csv.js';

/** A games.csv that can't be read; the message names the file, the line and the column. */
export class GamesFileError extends Error {}

/** The columns design.md requires; the others (mulligans, cards, error) may be absent in older files. */
const REQUIRED = GAMES_COLUMNS.slice(0, 11);

/**
 * Parses games.csv text. With `partial`, a last line cut off without its line end (a run killed while
 * appending) is ignored rather than an error.
 */
export function parseGamesCsv(text: string, file: string, partial = false): GameRecord[] {
  if (partial && !text.endsWith('\n')) text = text.slice(0, text.lastIndexOf('\n') + 1);
  let rows: Record<string, string>[];
  try {
    rows = parse(text, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
  } catch (err) {
    throw new GamesFileError(`${file}: not a valid CSV file: ${(err as Error).message}`);
  }
  if (rows.length > 0) {
    const missing = REQUIRED.filter((c) => !(c in rows[0]));
    if (missing.length > 0) throw new GamesFileError(`${file}: missing column(s) ${missing.join(', ')}`);
  }
  return rows.map((row, i) => recordOf(row, `${file}:${i + 2}`));
}

function recordOf(row: Record<string, string>, where: string): GameRecord {
  const bad = (column: string, expected: string): never => {
    throw new GamesFileError(`${where}: column ${column}: expected ${expected}, got ${JSON.stringify(row[column])}`);
  };
  const int = (column: string, fallback?: number): number => {
    const v = row[column];
    if ((v === undefined || v === '') && fallback !== undefined) return fallback;
    return /^\d+$/.test(v ?? '') ? Number(v) : bad(column, 'a whole number');
  };
  const oneOf = <T extends string>(column: string, values: readonly T[]): T =>
    (values.includes(row[column] as T) ? row[column] : bad(column, `one of ${values.join(', ')}`)) as T;
  const a = seatCards(row.cards_a ?? '', () => bad('cards_a', 'entries like Name or Name@3 joined by |'));
  const b = seatCards(row.cards_b ?? '', () => bad('cards_b', 'entries like Name or Name@3 joined by |'));
  const r: GameRecord = {
    gameIndex: int('game_index'), seed: int('seed'), deckA: row.deck_a, deckB: row.deck_b,
    agentA: row.agent_a, agentB: row.agent_b, onPlay: oneOf('on_play', ['A', 'B'] as const),
    winner: oneOf('winner', ['A', 'B', 'draw', ''] as const), endReason: oneOf<EndReason>('end_reason', END_REASONS),
    turns: int('turns'), loopKind: oneOf<LoopKind>('loop_kind', LOOP_KINDS),
    mulligansA: int('mulligans_a', 0), mulligansB: int('mulligans_b', 0),
    drawnA: a.drawn, drawnB: b.drawn, castA: a.cast, castB: b.cast, castTurnA: a.castTurn, castTurnB: b.castTurn,
  };
  if (r.endReason === 'error') r.error = row.error ?? '';
  return r;
}

/** The inverse of formatSeatCards in csv.ts. */
function seatCards(text: string, fail: () => never): { drawn: string[]; cast: string[]; castTurn: number[] } {
  const out = { drawn: [] as string[], cast: [] as string[], castTurn: [] as number[] };
  if (text === '') return out;
  for (const entry of text.split('|')) {
    const m = /^([^@!]+?)(?:@(\d+))?(!)?$/.exec(entry);
    if (!m) fail();
    const [, name, turn, notDrawn] = m as RegExpExecArray;
    if (notDrawn === undefined) out.drawn.push(name);
    if (turn !== undefined) { out.cast.push(name); out.castTurn.push(Number(turn)); }
  }
  return out;
}
