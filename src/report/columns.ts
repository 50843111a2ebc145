// A report file's columns, each declared once as its name and how a row gives its value: the CSV
// writers take header and fields from the declaration, the readers look columns up by its names, and
// report.html and the terminal show the same getters under their own headings.

/** A column's value: a number, text, or undefined for none (an empty field). */
export type Value = string | number | undefined;

export interface Column<R, N extends string = string> {
  /** The CSV header; a view (report.html, the terminal) may show the column under another name. */
  readonly name: N;
  readonly get: (row: R) => Value;
  /** How a number is written; without it, as String writes it. */
  readonly format?: (x: number) => string;
  /** Right-aligned in report.html's tables. */
  readonly numeric?: boolean;
}

/** A list of columns' names as a type: a reader or a view naming a column that isn't there fails to compile. */
export type NameOf<C extends readonly Column<never>[]> = C[number]['name'];

/** Rates as fixed 4-decimal strings; '' when there were no games to divide by. */
export function fmtRate(x: number | undefined): string {
  return x === undefined ? '' : x.toFixed(4);
}

/** A difference of rates in percentage points, signed, to 1 decimal: "+12.5", "-3.0". */
export function fmtPoints(x: number): string {
  return `${x >= 0 ? '+' : '-'}${Math.abs(100 * x).toFixed(1)}`;
}

export function fmtTurns(x: number | undefined): string {
  return x === undefined ? '' : x.toFixed(2);
}

export function text<R, N extends string>(name: N, get: (row: R) => string | undefined): Column<R, N> {
  return { name, get };
}

/** A whole number (a count, an index, a seed). */
export function count<R, N extends string>(name: N, get: (row: R) => number | undefined): Column<R, N> {
  return { name, get, numeric: true };
}

/** A rate or a difference of rates, to 4 decimals. */
export function rate<R, N extends string>(name: N, get: (row: R) => number | undefined): Column<R, N> {
  return { name, get, format: fmtRate, numeric: true };
}

/** A p-value to 3 significant digits (0.125, 0.00195, 1.23e-7): small ones keep their size. */
export function pValue<R, N extends string>(name: N, get: (row: R) => number | undefined): Column<R, N> {
  return { name, get, format: (x) => x.toPrecision(3), numeric: true };
}

/** A mean number of turns, to 2 decimals. */
export function turns<R, N extends string>(name: N, get: (row: R) => number | undefined): Column<R, N> {
  return { name, get, format: fmtTurns, numeric: true };
}

/** A row's field in a column, as the CSV writes it. */
export function cell<R>(column: Column<R>, row: R): string {
  const v = column.get(row);
  if (v === undefined) return '';
  if (typeof v === 'string') return v;
  return column.format === undefined ? String(v) : column.format(v);
}

export function names<R>(columns: readonly Column<R>[]): string[] {
  return columns.map((c) => c.name);
}

export function fields<R>(columns: readonly Column<R>[], row: R): string[] {
  return columns.map((c) => cell(c, row));
}

/** The column of that name (names are checked when compiling). */
export function columnOf<R, N extends string>(columns: readonly Column<R, N>[], name: NoInfer<N>): Column<R, N> {
  const c = columns.find((x) => x.name === name);
  if (c === undefined) throw new Error(`no column ${name}`);
  return c;
}
