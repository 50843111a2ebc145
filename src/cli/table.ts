// Plain-text table for terminal summaries: columns padded to their widest cell.
import { type Column, fields, names } from '../report/columns.js';

export function formatTable(header: string[], rows: string[][]): string {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => (r[c] ?? '').length)));
  const line = (r: string[]) =>
    r
      .map((cell, c) => cell.padEnd(widths[c]))
      .join('  ')
      .trimEnd();
  return all.map(line).join('\n') + '\n';
}

/** A table of rows under the columns' names, each field as its column writes it. */
export function textTable<R>(columns: readonly Column<R>[], rows: readonly R[]): string {
  return formatTable(
    names(columns),
    rows.map((r) => fields(columns, r)),
  );
}
