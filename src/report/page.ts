// The page around every report.html (a run's, compare's, pilots'): one self-contained file (inline CSS
// and SVG; no script, nothing fetched), a table of contents at the top and sections that fold with
// <details>, which needs no script: a long report opens at its headline figures and the reader
// unfolds the rest.
import { cell, type Column } from './columns.js';
import { escapeHtml } from './escape.js';

export interface Section {
  /** The id the contents link to; made unique on the page (a second "x" becomes "x-2"). */
  id: string;
  title: string;
  /** HTML. */
  body: string;
  /** A few words after the title, shown folded or not (what a folded part holds). */
  note?: string;
  /** Unfolded at first (the default); a long section starts folded so it does not bury the ones after it. */
  open?: boolean;
  /** Sub-sections that fold one by one (card impact, one per deck), listed on one line in the contents. */
  parts?: Section[];
}

export interface Page {
  title: string;
  heading: string;
  /** HTML between the heading and the contents: the headline figures. */
  intro: string;
  sections: Section[];
}

/** A section with more rows than this (table rows, a chart's bars) starts folded. */
export const FOLD_ROWS = 40;

const CSS = `
body { font-family: Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }
h1 { font-size: 1.6em; }
details.section { margin-top: 1.8em; }
details.section > summary { cursor: pointer; border-bottom: 1px solid #ddd; padding-bottom: 0.15em; }
details.part { margin: 0.5em 0 0 1.2em; } details.part > summary { cursor: pointer; }
summary h2, summary h3 { display: inline; margin: 0; } summary h2 { font-size: 1.25em; } summary h3 { font-size: 1em; }
summary .folded { color: #888; font-size: 0.85em; font-weight: normal; }
details[open] > summary .folded { display: none; }
nav.toc { background: #fafafa; border: 1px solid #e4e4e4; padding: 0.5em 1em; margin-top: 1.5em; }
nav.toc h2 { font-size: 1.05em; margin: 0.2em 0 0.4em; }
nav.toc ol { margin: 0; padding-left: 1.6em; } nav.toc ol.columns { columns: 2; column-gap: 2em; }
nav.toc li { break-inside: avoid; padding: 0.1em 0; }
nav.toc .parts { font-size: 0.85em; color: #666; }
a { color: #2a5d9f; } a.up { font-size: 0.8em; color: #888; }
table { border-collapse: collapse; font-size: 0.9em; margin: 0.6em 0; } td, th { padding: 0.2em 0.6em; border-bottom: 1px solid #eee; }
th { text-align: left; background: #f6f6f6; white-space: nowrap; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
td.settled { font-weight: bold; }
.chart { overflow-x: auto; margin: 1em 0; } .note { color: #666; font-size: 0.9em; }
.summary { background: #f4f7fb; border-left: 4px solid #4c78a8; padding: 0.6em 1em 0.6em 2em; } .summary li { margin: 0.3em 0; }
`;

export function htmlPage(p: Page): string {
  const unique = uniqueIds();
  const sections = p.sections.map((s) => withIds(s, unique));
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>${escapeHtml(p.title)}</title>`,
    `<style>${CSS}</style></head><body>`,
    `<h1>${escapeHtml(p.heading)}</h1>`,
    p.intro,
    contents(sections),
    ...sections.map((s) => sectionHtml(s, 2)),
    '</body></html>',
    '',
  ].join('\n');
}

/** A fragment id from a title or a deck name: lower case letters, digits and dashes. */
export function slug(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  );
}

function uniqueIds(): (id: string) => string {
  const seen = new Set<string>();
  return (id) => {
    let out = id;
    for (let k = 2; seen.has(out); k++) out = `${id}-${k}`;
    seen.add(out);
    return out;
  };
}

function withIds(s: Section, unique: (id: string) => string): Section {
  return { ...s, id: unique(s.id), parts: s.parts?.map((p) => withIds(p, unique)) };
}

function contents(sections: Section[]): string {
  const link = (s: Section) => `<a href="#${s.id}">${escapeHtml(s.title)}</a>`;
  const items = sections.map(
    (s) =>
      `<li>${link(s)}` +
      (s.parts?.length ? `<br><span class="parts">${s.parts.map(link).join(', ')}</span>` : '') +
      '</li>',
  );
  // Two columns when the list is long enough to need them.
  const ol = sections.length > 6 ? '<ol class="columns">' : '<ol>';
  return `<nav class="toc" id="contents"><h2>Contents</h2>${ol}${items.join('')}</ol></nav>`;
}

function sectionHtml(s: Section, level: 2 | 3): string {
  const note = s.note === undefined ? '' : `<span class="note"> ${escapeHtml(s.note)}</span>`;
  // Said once a section, not on each of its parts.
  const folded = level === 2 ? '<span class="folded"> (folded: click to open)</span>' : '';
  return [
    `<details class="${level === 2 ? 'section' : 'part'}" id="${s.id}"${s.open === false ? '' : ' open'}>`,
    `<summary><h${level}>${escapeHtml(s.title)}</h${level}>${note}${folded}</summary>`,
    s.body,
    ...(s.parts ?? []).map((p) => sectionHtml(p, 3)),
    level === 2 ? '<p><a class="up" href="#contents">back to the contents</a></p>' : '',
    '</details>',
  ]
    .filter((x) => x !== '')
    .join('\n');
}

/** A table of rows under the columns' names, each field as its column writes it (numbers right-aligned). */
export function htmlTable<R>(columns: readonly Column<R>[], rows: readonly R[]): string {
  const head = columns.map((c) => `<th>${escapeHtml(c.name)}</th>`).join('');
  const body = rows.map(
    (r) =>
      `<tr>${columns.map((c) => `<td${c.numeric ? ' class="n"' : ''}>${escapeHtml(cell(c, r))}</td>`).join('')}</tr>`,
  );
  return `<table><tr>${head}</tr>${body.join('')}</table>`;
}
