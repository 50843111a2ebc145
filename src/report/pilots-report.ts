// What `playtest run ... --agents a,b` writes over its pilots' runs: pilots.csv (each deck against the
// field under each pilot, and its change from the first pilot) and report.html (the same figures as a
// table and charts, with links to each pilot's own report).
import { intervalSpec, type IntervalRow, fitDomain, renderSvg } from './charts.js';
import { cell, type Column, columnOf, count, fmtPoints, type NameOf, pValue, rate, text } from './columns.js';
import { escapeHtml } from './escape.js';
import { htmlPage, type Section } from './page.js';
import type { Change } from './run-pairs.js';

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

/** A figure as pilots.csv holds it (to 4 decimals), so the page shows what the file says. */
const figure = (name: NameOf<typeof PILOTS>, p: PilotRow) => Number(cell(column(name), p));

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

export interface PilotPage {
  /** The pilots' specs, in --agents order: the first is the one the others are compared with. */
  specs: string[];
  /** Each pilot's run folder, relative to the page (its own report.html is there). */
  folders: string[];
  lines: PilotRow[];
}

/** The page: the table of each deck under each pilot, the changes and the win rates as charts, the pilots' reports. */
export async function pilotsHtml(p: PilotPage): Promise<string> {
  const [first, ...others] = p.specs;
  const sections: Section[] = [
    { id: 'table', title: 'Win rate by pilot', body: pilotTable(p) },
    {
      id: 'change',
      title: `Change from ${first}`,
      body: `<div class="chart">${await renderSvg(changeSpec(first, others, p.lines), 'change')}</div>`,
    },
    {
      id: 'win-rates',
      title: 'Win rates, chart',
      body: `<div class="chart">${await renderSvg(winRateSpec(p.lines), 'pilots')}</div>`,
    },
    {
      id: 'reports',
      title: "Each pilot's report",
      body:
        '<ul>' +
        p.specs
          .map(
            (spec, i) =>
              `<li>${escapeHtml(spec)}: <a href="${escapeHtml(encodeURI(`${p.folders[i]}/report.html`))}">` +
              `${escapeHtml(p.folders[i])}/report.html</a></li>`,
          )
          .join('') +
        '</ul>',
    },
  ];
  return htmlPage({
    title: 'mtg-playtest: pilot sensitivity',
    heading: 'Pilot sensitivity',
    intro:
      `<p>The same games under each pilot: ${p.specs.map(escapeHtml).join(', ')}. A deck whose win rate rises most ` +
      "with a better pilot owes more of its strength to its decisions. Each pilot's own report is in its folder; " +
      'the figures are in pilots.csv.</p>',
    sections,
  });
}

/**
 * One row per deck: its win rate against the field under each pilot with the 95% interval, and after
 * each pilot but the first the change from the first with its interval and verdict (bold when the
 * verdict is higher or lower: the exact test at 5%).
 */
function pilotTable(p: PilotPage): string {
  const [first, ...others] = p.specs;
  const head =
    '<tr><th>deck</th>' +
    p.specs
      .map(
        (spec, i) =>
          `<th>${escapeHtml(spec)} (95% interval)</th>` +
          (i === 0 ? '' : `<th>${escapeHtml(spec)} - ${escapeHtml(first)} (95% interval)</th>`),
      )
      .join('') +
    '</tr>';
  const decks = [...new Set(p.lines.map((l) => l.deck))];
  const body = decks.map((deck) => {
    const cells = p.specs.map((spec, i) => {
      const l = p.lines.find((x) => x.deck === deck && x.pilot === spec);
      if (l === undefined) return i === 0 ? '<td></td>' : '<td></td><td></td>';
      const rateCell = `<td class="n">${pct(figure('win_rate', l))} (${pct(figure('ci_low', l))} to ${pct(figure('ci_high', l))})</td>`;
      if (i === 0 || l.change === undefined) return rateCell + (i === 0 ? '' : '<td></td>');
      const [diff, low, high] = [figure('change', l), figure('change_low', l), figure('change_high', l)];
      const verdict = changeVerdict(l.change);
      const settled = verdict !== 'too few games';
      return (
        rateCell +
        `<td class="n${settled ? ' settled' : ''}">${fmtPoints(diff)} (${fmtPoints(low)} to ${fmtPoints(high)}) ` +
        `${verdict}</td>`
      );
    });
    return `<tr><td>${escapeHtml(deck)}</td>${cells.join('')}</tr>`;
  });
  return (
    `<table>${head}${body.join('')}</table>\n` +
    `<p class="note">Changes are in percentage points, measured seed by seed; in bold, a change the exact ` +
    `test finds at 5% (higher or lower; docs/statistics.md). ` +
    `${others.length > 1 ? `Each change is from ${escapeHtml(first)}.` : ''}</p>`
  );
}

/** Each deck's change in win rate from the first pilot to each other, with its interval, on an axis fitted to them. */
function changeSpec(first: string, others: string[], lines: PilotRow[]): Record<string, unknown> {
  const rows: IntervalRow[] = lines.flatMap((l) =>
    l.change === undefined
      ? []
      : [
          {
            label: others.length > 1 ? `${l.deck} (${l.pilot})` : l.deck,
            value: figure('change', l),
            low: figure('change_low', l),
            high: figure('change_high', l),
            games: l.games,
          },
        ],
  );
  return intervalSpec(
    `Change in win rate against the field from ${first} to ${others.join(', ')}, with 95% interval`,
    `win rate minus win rate with ${first}`,
    rows,
    fitDomain(rows),
    0,
    '+.0%',
  );
}

/** Each deck's win rate under each pilot, as points with their 95% intervals. */
function winRateSpec(lines: PilotRow[]): Record<string, unknown> {
  const rows = lines.map((p) => ({
    label: `${p.deck} (${p.pilot})`,
    value: figure('win_rate', p),
    low: figure('ci_low', p),
    high: figure('ci_high', p),
    games: p.games,
  }));
  return intervalSpec('Win rate against the field, by pilot', 'win rate', rows, [0, 1], 0.5);
}
