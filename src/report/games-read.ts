// Reads games.csv back into GameRecords: merge, resume, replay and `playtest report` recompute every
// other file from these rows, never from another file's aggregates.
import { END_REASONS, LOOP_KINDS } from '../harness/batch.js';
import type { EndReason, GameRecord, LoopKind } from '../harness/types.js';
import type { NameOf } from './columns.js';
import { csvLine, ROW_CHECK, rowCheck } from './csv.js';
import { CsvFileReader, type CsvRow, CsvSyntaxError, parseCsvText } from './csv-read.js';
import { GAMES, GAMES_MATCH } from './run-columns.js';
import { parseCastable, parseOwnTurns } from './mana-cells.js';
import { parseSeatCards } from './seat-cards.js';

/** A games.csv that can't be read; the message names the file, the line and the column. */
export class GamesFileError extends Error {}

type Name = NameOf<typeof GAMES_MATCH>;

/** The columns design.md requires (games.csv's first eleven); the others may be absent in older files. */
const REQUIRED = GAMES.slice(0, 11).map((c) => c.name);

/**
 * Parses games.csv text. With `partial`, a last line cut off without its line end (a run killed while
 * appending) is ignored rather than an error.
 */
export function parseGamesCsv(text: string, file: string, partial = false): GameRecord[] {
  let rows: CsvRow[];
  try {
    rows = parseCsvText(text, partial);
  } catch (err) {
    throw syntax(file, err);
  }
  if (rows.length === 0) return [];
  const columns = header(rows[0], file);
  return rows.slice(1).map((row) => recordOf(row, columns, file));
}

/**
 * A games.csv file's records one at a time, read a piece at a time: a file of millions of games
 * never has to fit in memory. `partial` as for parseGamesCsv.
 */
export class GamesReader {
  private readonly csv: CsvFileReader;
  private columns: Map<string, number> | undefined;
  private check = -1; // the row_check column of a checkpoint file, if any
  private readonly bad: { line: number; why: string }[] = [];

  /**
   * `onDamaged`: a checkpoint row whose checksum or values are wrong is handed to it (its line and
   * why) and skipped; without it such a row is an error.
   */
  constructor(
    readonly file: string,
    partial = false,
    private readonly onDamaged?: (line: number, why: string) => void,
  ) {
    // Rows csv-parse skipped as malformed are told here after the read that found them.
    this.csv = new CsvFileReader(file, partial, (line, why) => this.bad.push({ line, why }));
  }

  async next(): Promise<GameRecord | undefined> {
    for (;;) {
      let row: CsvRow | undefined;
      try {
        row = await this.csv.next();
      } catch (err) {
        throw syntax(this.file, err);
      }
      for (const b of this.bad.splice(0)) {
        if (this.onDamaged === undefined) throw new GamesFileError(`${this.file}:${b.line}: damaged row: ${b.why}`);
        this.onDamaged(b.line, b.why);
      }
      if (row === undefined) return undefined;
      if (this.columns === undefined) {
        this.columns = header(row, this.file);
        this.check = this.columns.get(ROW_CHECK) ?? -1;
        continue;
      }
      if (this.check < 0) return recordOf(row, this.columns, this.file);
      const record = this.checked(row, this.columns);
      if (record !== undefined) return record;
    }
  }

  close(): void {
    this.csv.close();
  }

  /** A checkpoint row's record if its checksum and values hold; else undefined, told to onDamaged. */
  private checked(row: CsvRow, columns: Map<string, number>): GameRecord | undefined {
    let why: string;
    if (row.fields.length !== columns.size) why = `${row.fields.length} fields, expected ${columns.size}`;
    else if (rowCheck(csvLine(row.fields.filter((_, i) => i !== this.check)).slice(0, -1)) !== row.fields[this.check])
      why = 'its checksum does not match';
    else {
      try {
        return recordOf(row, columns, this.file);
      } catch (err) {
        if (!(err instanceof GamesFileError)) throw err;
        why = err.message;
      }
    }
    if (this.onDamaged === undefined) throw new GamesFileError(`${this.file}:${row.line}: damaged row: ${why}`);
    this.onDamaged(row.line, why);
    return undefined;
  }
}

function syntax(file: string, err: unknown): unknown {
  return err instanceof CsvSyntaxError ? new GamesFileError(`${file}:${err.line}: not valid CSV: ${err.message}`) : err;
}

function header(row: CsvRow, file: string): Map<string, number> {
  const columns = new Map(row.fields.map((name, i) => [name, i]));
  const missing = REQUIRED.filter((c) => !columns.has(c));
  if (missing.length > 0) throw new GamesFileError(`${file}: missing column(s) ${missing.join(', ')}`);
  return columns;
}

function recordOf(row: CsvRow, columns: Map<string, number>, file: string): GameRecord {
  const where = `${file}:${row.line}`;
  if (row.fields.length !== columns.size) {
    throw new GamesFileError(
      `${where}: ${row.fields.length} fields, expected ${columns.size} (one per column of the header)`,
    );
  }
  // Columns are named as games.csv's declaration names them (a typo fails to compile).
  const get = (column: Name): string | undefined => {
    const i = columns.get(column);
    return i === undefined ? undefined : row.fields[i];
  };
  const bad = (column: Name, expected: string): never => {
    throw new GamesFileError(`${where}: column ${column}: expected ${expected}, got ${JSON.stringify(get(column))}`);
  };
  const int = (column: Name, fallback?: number): number => {
    const v = get(column);
    if ((v === undefined || v === '') && fallback !== undefined) return fallback;
    return /^\d+$/.test(v ?? '') ? Number(v) : bad(column, 'a whole number');
  };
  const oneOf = <T extends string>(column: Name, values: readonly T[]): T =>
    (values.includes(get(column) as T) ? get(column) : bad(column, `one of ${values.join(', ')}`)) as T;
  const cells = (column: Name) =>
    parseSeatCards(get(column) ?? '', () => bad(column, 'distinct entries like Name, Name* or Name@3 joined by |'));
  const a = cells('cards_a');
  const b = cells('cards_b');
  // Files written before the mana columns existed have none: no figures for those games.
  const mana = (turns: Name, castable: Name) => {
    const c = parseCastable(get(castable) ?? '', () => bad(castable, 'entries like Name@3 joined by |, in name order'));
    return {
      turns: parseOwnTurns(get(turns) ?? '', () => bad(turns, 'own turns like 1 2 2s 3e separated by spaces')),
      castable: c.names,
      castableTurn: c.turns,
    };
  };
  const r: GameRecord = {
    gameIndex: int('game_index'),
    seed: int('seed'),
    deckA: get('deck_a') as string,
    deckB: get('deck_b') as string,
    agentA: get('agent_a') as string,
    agentB: get('agent_b') as string,
    onPlay: oneOf('on_play', ['A', 'B'] as const),
    winner: oneOf('winner', ['A', 'B', 'draw', ''] as const),
    endReason: oneOf<EndReason>('end_reason', END_REASONS),
    turns: int('turns'),
    loopKind: oneOf<LoopKind>('loop_kind', LOOP_KINDS),
    loopSignature: get('loop_signature') ?? '',
    mulligansA: int('mulligans_a', 0),
    mulligansB: int('mulligans_b', 0),
    drawnA: a.drawn,
    drawnB: b.drawn,
    openingA: a.opening,
    openingB: b.opening,
    castA: a.cast,
    castB: b.cast,
    castTurnA: a.castTurn,
    castTurnB: b.castTurn,
    manaA: mana('mana_a', 'castable_a'),
    manaB: mana('mana_b', 'castable_b'),
  };
  if (r.endReason === 'error') r.error = get('error') ?? '';
  // A game of a match (--match): both columns hold numbers; in other runs they are absent.
  if ((get('match_index') ?? '') !== '' || (get('game_in_match') ?? '') !== '') {
    r.matchIndex = int('match_index');
    r.gameInMatch = int('game_in_match');
  }
  return r;
}
