// Reads RFC 4180 CSV a piece at a time: a run's games.csv can be larger than the memory a whole-file
// parse would need. Fields may be quoted ("" inside a quoted field is a quote, and a quoted field may
// hold commas and line breaks); lines end in \n or \r\n.
import { closeSync, openSync, readSync } from 'node:fs';
import { StringDecoder } from 'node:string_decoder';

/** Text that is not CSV; `line` is where the bad row starts. */
export class CsvSyntaxError extends Error {
  constructor(readonly line: number, message: string) {
    super(message);
  }
}

/** A row of fields and the line it starts on (1-based). */
export interface CsvRow { fields: string[]; line: number }

/**
 * Splits CSV text given in pieces into rows. `push` returns the rows completed by a piece; `end`
 * returns the last row if the text did not end with a line break, or, with `dropCut`, drops it (a
 * file cut off mid-write).
 */
export class CsvSplitter {
  private field = '';
  private fields: string[] = [];
  private quoted = false;        // inside a quoted field
  private afterQuote = false;    // just read a quote inside a quoted field: "" or the field's end
  private pendingCr = false;
  private line = 1;
  private rowLine = 1;
  private started = false;       // the current row has a character

  push(text: string, out: CsvRow[] = []): CsvRow[] {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (this.quoted) {
        if (!this.afterQuote) {
          if (c === 34) { this.afterQuote = true; continue; }
          // Copy a run of plain characters (line breaks included) at once.
          let j = i;
          while (j < text.length && text.charCodeAt(j) !== 34) { if (text.charCodeAt(j) === 10) this.line++; j++; }
          this.field += text.slice(i, j);
          i = j - 1;
          continue;
        }
        this.afterQuote = false;
        if (c === 34) { this.field += '"'; continue; }
        this.quoted = false; // that quote closed the field: only a comma or a line end may follow
        if (c !== 44 && c !== 10 && c !== 13) throw new CsvSyntaxError(this.rowLine, `line ${this.line}: text after a closing quote`);
      }
      if (this.pendingCr) {
        this.pendingCr = false;
        if (c !== 10) throw new CsvSyntaxError(this.rowLine, `line ${this.line}: a carriage return not followed by a line feed`);
      }
      if (c === 44) { this.fields.push(this.field); this.field = ''; this.started = true; continue; }
      if (c === 13) { this.pendingCr = true; continue; }
      if (c === 10) { this.endRow(out); this.line++; this.rowLine = this.line; continue; }
      if (c === 34) {
        if (this.field !== '') throw new CsvSyntaxError(this.rowLine, `line ${this.line}: a quote inside an unquoted field`);
        this.quoted = true;
        this.started = true;
        continue;
      }
      let j = i + 1;
      while (j < text.length) { const d = text.charCodeAt(j); if (d === 44 || d === 10 || d === 13 || d === 34) break; j++; }
      this.field += text.slice(i, j);
      this.started = true;
      i = j - 1;
    }
    return out;
  }

  end(dropCut: boolean): CsvRow | undefined {
    if (this.quoted && !this.afterQuote) {
      if (dropCut) return undefined;
      throw new CsvSyntaxError(this.rowLine, `line ${this.rowLine}: a quoted field is not closed`);
    }
    if (!this.started && this.field === '') return undefined;
    if (dropCut) return undefined;
    const out: CsvRow[] = [];
    this.quoted = false;
    this.endRow(out);
    return out[0];
  }

  private endRow(out: CsvRow[]): void {
    if (!this.started && this.field === '' && this.fields.length === 0) return; // a blank line
    this.fields.push(this.field);
    out.push({ fields: this.fields, line: this.rowLine });
    this.fields = [];
    this.field = '';
    this.started = false;
  }
}

const CHUNK = 1 << 20;

/** Rows of a CSV file, read a megabyte at a time. */
export class CsvFileReader {
  private readonly fd: number;
  private readonly decoder = new StringDecoder('utf8');
  private readonly splitter = new CsvSplitter();
  private readonly buf = Buffer.allocUnsafe(CHUNK);
  private rows: CsvRow[] = [];
  private at = 0;
  private done = false;

  constructor(readonly file: string, private readonly dropCut = false) {
    this.fd = openSync(file, 'r');
  }

  /** The next row, or undefined at the end of the file (which closes it). */
  next(): CsvRow | undefined {
    while (this.at >= this.rows.length) {
      if (this.done) return undefined;
      this.rows = [];
      this.at = 0;
      const n = readSync(this.fd, this.buf, 0, CHUNK, null);
      if (n === 0) {
        this.splitter.push(this.decoder.end(), this.rows);
        const last = this.splitter.end(this.dropCut);
        if (last !== undefined) this.rows.push(last);
        this.close();
      } else {
        this.splitter.push(this.decoder.write(this.buf.subarray(0, n)), this.rows);
      }
    }
    return this.rows[this.at++];
  }

  close(): void {
    if (!this.done) { this.done = true; closeSync(this.fd); }
  }
}
