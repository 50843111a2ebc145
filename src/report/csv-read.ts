// Reads CSV files with csv-parse, streaming: a run's games.csv can be larger than the memory a
// whole-file parse would need. Rows come one at a time with the line each starts on, for messages
// that name the file and line.
import { closeSync, createReadStream, fstatSync, openSync, readSync } from 'node:fs';
import { pipeline } from 'node:stream';
import { CsvError, parse, type Parser } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';

/** Text that is not CSV; `line` is where the bad row starts. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** A row of fields and the line it starts on (1-based). */
export interface CsvRow {
  fields: string[];
  line: number;
}

/**
 * RFC 4180 as the writers write it: "," between fields, "" for a quote inside a quoted field, the
 * line end ("\n" or "\r\n") found on the first line. Rows may differ in length (games-read.ts names
 * the row and column). Lines are counted here, not with csv-parse's `info` (which costs a third more
 * time), and a blank line is skipped here too, so the count stays right.
 */
export const PARSE_OPTIONS = { relax_column_count: true };

/** A quoted field still open at the end: in a file cut off mid-write, the cut row. */
const CUT_QUOTE = 'CSV_QUOTE_NOT_CLOSED';

/** Turns records into rows with the line each starts on, leaving out blank lines. */
class LineCounter {
  private next = 1;

  row(record: string[]): CsvRow | undefined {
    const line = this.next;
    for (const f of record) for (let i = f.indexOf('\n'); i >= 0; i = f.indexOf('\n', i + 1)) this.next++;
    this.next++;
    return record.length === 1 && record[0] === '' ? undefined : { fields: record, line };
  }
}

/**
 * Rows of a CSV file, a megabyte at a time. `dropCut` (a checkpoint's rows): a last line without its
 * line end, cut off mid-write, is left out, and a malformed row is handed to `onBad` (its line and
 * why) and skipped rather than ending the read.
 */
export class CsvFileReader {
  private readonly parser: Parser;
  private readonly lines = new LineCounter();
  private done = false;
  private ended = false;
  private failure: unknown;
  private wake: () => void = () => {};

  /** Opens the file at once, so a missing or unreadable file throws here. */
  constructor(
    readonly file: string,
    dropCut = false,
    onBad?: (line: number, why: string) => void,
  ) {
    const fd = openSync(file, 'r');
    const whole = dropCut ? endOfLastLine(fd) : -1;
    let lastBad = -1; // csv-parse may report one bad row twice while it finds its way to the next
    this.parser = parse(
      !dropCut
        ? PARSE_OPTIONS
        : {
            ...PARSE_OPTIONS,
            skip_records_with_error: true,
            on_skip: (err: CsvError | undefined) => {
              // A quoted field still open at the end is the row the cut went through.
              if (err === undefined || err.code === CUT_QUOTE) return;
              const e = syntaxError(err) as CsvSyntaxError;
              if (e.line !== lastBad) onBad?.(e.line, e.message);
              lastBad = e.line;
            },
          },
    );
    if (whole === 0) {
      closeSync(fd);
      this.parser.end();
    } else {
      const source = createReadStream('', {
        fd,
        highWaterMark: 1 << 20,
        ...(whole > 0 ? { start: 0, end: whole - 1 } : {}),
      });
      pipeline(source, this.parser, () => {}); // an error reaches the parser, whose iterator throws it
    }
    // Records are taken with read() as long as the parser has some: one promise per piece of the
    // file, not per row.
    this.parser.on('readable', () => this.wake());
    this.parser.on('end', () => {
      this.ended = true;
      this.wake();
    });
    this.parser.on('error', (err) => {
      this.failure = err;
      this.wake();
    });
  }

  /** The next row, or undefined at the end of the file (which closes it). */
  async next(): Promise<CsvRow | undefined> {
    for (;;) {
      if (this.done) return undefined;
      if (this.failure !== undefined) {
        this.close();
        throw syntaxError(this.failure);
      }
      const record = this.parser.read() as string[] | null;
      if (record !== null) {
        const row = this.lines.row(record);
        if (row !== undefined) return row;
        continue;
      }
      if (this.ended) {
        this.done = true;
        return undefined;
      }
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }

  close(): void {
    if (!this.done) {
      this.done = true;
      this.parser.destroy();
    }
  }
}

/** Parses CSV text given whole (tests, small files); `dropCut` as for CsvFileReader. */
export function parseCsvText(text: string, dropCut = false): CsvRow[] {
  const end = dropCut ? text.lastIndexOf('\n') + 1 : text.length;
  const rows: CsvRow[] = [];
  const lines = new LineCounter();
  try {
    // Rows are taken as they come, so those before a cut row at the end are kept.
    parseSync(text.slice(0, end), {
      ...PARSE_OPTIONS,
      on_record: (record) => {
        const row = lines.row(record);
        if (row !== undefined) rows.push(row);
        return null;
      },
    });
  } catch (err) {
    if (!(dropCut && err instanceof CsvError && err.code === CUT_QUOTE)) throw syntaxError(err);
  }
  return rows;
}

function syntaxError(err: unknown): unknown {
  if (!(err instanceof CsvError)) return err;
  const line = (err as CsvError & { lines?: number }).lines ?? 0;
  return new CsvSyntaxError(line, `line ${line}: ${err.message}`);
}

/** The byte length of an open file up to its last line break (0 if it has none), read from the end. */
export function endOfLastLine(fd: number): number {
  const buf = Buffer.allocUnsafe(1 << 16);
  for (let end = fstatSync(fd).size; end > 0;) {
    const start = Math.max(0, end - buf.length);
    readSync(fd, buf, 0, end - start, start);
    const at = buf.subarray(0, end - start).lastIndexOf(10);
    if (at >= 0) return start + at + 1;
    end = start;
  }
  return 0;
}
