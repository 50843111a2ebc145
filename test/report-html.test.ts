// report.html's structure, without a browser: the contents link to every section and only to them,
// long sections start folded, the heatmap is sized to its decks, card impact shares one axis and
// shows each card's counts, marks carry hover titles, and the pilots page has its table of intervals.
import { beforeAll, describe, expect, it } from 'vitest';
import { heatmapSpec, heatmapStep, hoverTitles, renderSvg, tickValues } from '../src/report/charts.js';
import { fmtRate } from '../src/report/columns.js';
import { FOLD_ROWS, htmlPage, slug } from '../src/report/page.js';
import { changeVerdict } from '../src/report/pilots-report.js';
import { matchupRows } from '../src/report/stats.js';
import { comparePage, gauntletPage, pilotRows, pilotsPage, roundRobin, SAMPLE_DECKS } from './report-pages.js';

/** The page's width for content: body max-width 1,100 px less 1em of padding each side. */
const CONTENT = 1100 - 2 * 16;

const contentsLinks = (html: string) => {
  const nav = /<nav class="toc" id="contents">(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a href="#([^"]+)"/g)].map((m) => m[1]);
};
const sectionIds = (html: string) =>
  [...html.matchAll(/<details class="(?:section|part)" id="([^"]+)"/g)].map((m) => m[1]);
const openIds = (html: string) =>
  [...html.matchAll(/<details class="(?:section|part)" id="([^"]+)" open>/g)].map((m) => m[1]);
/** The HTML of the section or part with that id, up to the next one. */
const sectionOf = (html: string, id: string) => {
  const from = html.indexOf(`id="${id}"`);
  const next = html.indexOf('<details class="', from + 1);
  return html.slice(from, next < 0 ? undefined : next);
};
const svgWidths = (html: string) => [...html.matchAll(/<svg [^>]*width="(\d+)"/g)].map((m) => Number(m[1]));

function expectWholeContents(html: string) {
  const links = contentsLinks(html);
  const ids = sectionIds(html);
  expect(links.length).toBeGreaterThanOrEqual(3);
  expect(links).toEqual(ids); // each section once, in page order
  expect(new Set(ids).size).toBe(ids.length);
  expect(html.indexOf('id="contents"')).toBeLessThan(html.indexOf('<details'));
  expect(/<script|<link|<img|<iframe|\ssrc=|@import/i.exec(html)?.[0]).toBeUndefined();
}

describe('the page around a report', () => {
  it('links each section and part from the contents, with ids made unique, folded when asked', () => {
    const html = htmlPage({
      title: 'T <1>',
      heading: 'H',
      intro: '<p>intro</p>',
      sections: [
        { id: 'a', title: 'First', body: 'one' },
        { id: 'a', title: 'Second', body: 'two', open: false },
        { id: 'p', title: 'Parts', body: '', parts: [{ id: slug('Red Burn!'), title: 'Red Burn!', body: 'x' }] },
      ],
    });
    expectWholeContents(html);
    expect(sectionIds(html)).toEqual(['a', 'a-2', 'p', 'red-burn']);
    expect(openIds(html)).toEqual(['a', 'p', 'red-burn']);
    expect(html).toContain('<title>T &lt;1&gt;</title>');
    expect(html).toContain('<summary><h2>Second</h2><span class="folded">');
    expect(html).toContain('<summary><h3>Red Burn!</h3></summary>');
  });

  it('slug keeps letters and digits', () => {
    expect(slug('Card impact: red-burn (v2)')).toBe('card-impact-red-burn-v2');
    expect(slug('***')).toBe('section');
  });
});

describe('charts', () => {
  it('a heatmap cell is as wide as the decks allow, 16 to 56 px', () => {
    expect(heatmapStep(3)).toBe(56);
    expect(heatmapStep(17) * 17).toBeLessThanOrEqual(760);
    expect(heatmapStep(17)).toBeGreaterThan(40);
    expect(heatmapStep(200)).toBe(16);
  });

  it.each([3, 17, 30])('the heatmap of %i decks fits the page, with each cell titled in full', async (n) => {
    const decks = Array.from({ length: n }, (_, k) => SAMPLE_DECKS[k % 17] + (k >= 17 ? `-${k}` : ''));
    const svg = await renderSvg(heatmapSpec(matchupRows(roundRobin(decks))), 'h');
    expect(svgWidths(svg)[0]).toBeLessThanOrEqual(CONTENT);
    expect(svg).toMatch(
      new RegExp(
        `<title>${decks[0]} against ${decks[1]}: \\d of 4 games won \\(\\d+%, 95% interval \\d+% to \\d+%\\)</title>`,
      ),
    );
    // The figures are written in the cells while they are 26 px or wider (30 decks: 25 px).
    expect(svg.includes('class="mark-text role-mark')).toBe(heatmapStep(n) >= 26);
  });

  it('hoverTitles gives a mark with an aria-label a <title>, and leaves others alone', () => {
    expect(hoverTitles('<path aria-label="a &amp; b" d="M0"/><path d="M1"/><text aria-label="x" y="1">x</text>')).toBe(
      '<path aria-label="a &amp; b" d="M0"><title>a &amp; b</title></path><path d="M1"/><text aria-label="x" y="1"><title>x</title>x</text>',
    );
  });

  it('ticks fall on round multiples and on 0', () => {
    expect(tickValues([-0.7, 0.5]).map((x) => Math.round(x * 100))).toEqual([-60, -40, -20, 0, 20, 40]);
    expect(tickValues([0, 1]).map((x) => Math.round(x * 100))).toEqual([0, 20, 40, 60, 80, 100]);
  });
});

describe('report.html of a 17-deck round robin', () => {
  let html: string;
  beforeAll(async () => {
    html = await gauntletPage();
  }, 60_000);

  it('has contents linking every section, and folds the ones longer than FOLD_ROWS rows', () => {
    expectWholeContents(html);
    const ids = sectionIds(html);
    for (const id of [
      'field',
      'matrix',
      'metagame',
      'card-impact',
      'play-draw',
      'win-rates',
      'matchups',
      'loops',
      'run',
    ])
      expect(ids).toContain(id);
    expect(ids).toContain('impact-reanimator-worldgorger');
    const open = openIds(html);
    // 351 pairings of the 27 sample decks: the pairing chart and table start folded; so do the card impact parts.
    expect((SAMPLE_DECKS.length * (SAMPLE_DECKS.length - 1)) / 2).toBeGreaterThan(FOLD_ROWS);
    for (const id of ['field', 'matrix', 'card-impact', 'play-draw']) expect(open).toContain(id);
    for (const id of ['win-rates', 'matchups', 'impact-red-burn']) expect(open).not.toContain(id);
    expect(html).toContain('<h2>Matchup matrix</h2>');
  });

  it('draws the heatmap within the page', () => {
    const [width] = svgWidths(sectionOf(html, 'matrix'));
    expect(width).toBeLessThanOrEqual(CONTENT);
  });

  it('draws every deck’s card impact on one axis, with each card’s drawn and cast counts and no land', () => {
    const charts = SAMPLE_DECKS.map((d) => sectionOf(html, `impact-${d}`));
    const widths = charts.map((c) => svgWidths(c)[0]);
    expect(new Set(widths).size).toBe(1);
    const ticks = (c: string) => [...c.matchAll(/>([−+-]?\d+%)</g)].map((m) => m[1]).join(' ');
    expect(new Set(charts.map(ticks)).size).toBe(1);
    expect(ticks(charts[0])).toContain('+0%');
    expect(charts[0]).toMatch(/>Yavimaya Enchantress \(drawn \d+, cast \d+\)</);
    expect(charts.join('')).not.toMatch(/>Mountain|>Forest/);
    expect(html).toMatch(/<span class="note"> \d+ spells; highest IWD: [A-Z][\w ]+ [+-]\d+\.\d points \(/);
  });

  it('a field of 3 decks starts with its card impact unfolded', async () => {
    const small = await gauntletPage(SAMPLE_DECKS.slice(0, 3));
    expectWholeContents(small);
    expect(openIds(small)).toContain(`impact-${SAMPLE_DECKS[0]}`);
    expect(openIds(small)).toContain('matchups');
  });
});

describe('the compare and pilots pages', () => {
  it('compare has contents and its sections', async () => {
    const html = await comparePage();
    expectWholeContents(html);
    expect(sectionIds(html)).toEqual(['differences', 'difference', 'opponents', 'command']);
    expect(html).toContain('Shock');
  });

  it('pilots: a table of each deck under each pilot with intervals, and each change with its interval', async () => {
    const html = await pilotsPage();
    expectWholeContents(html);
    expect(html).toContain('<th>mcts:iterations=200 - random (95% interval)</th>');
    const rows = pilotRows(SAMPLE_DECKS, ['random', 'greedy', 'mcts:iterations=200']);
    const first = rows[0];
    const pct = (x: number) => `${(100 * Number(fmtRate(x))).toFixed(1)}%`;
    expect(html).toContain(
      `<tr><td>${first.deck}</td><td class="n">${pct(first.wins / first.games)} (${pct(first.ci.low)} to ${pct(first.ci.high)})</td>`,
    );
    // Bold exactly where the change's verdict is higher or lower (the exact test at 5%).
    const settled = rows.filter((r) => r.change !== undefined && changeVerdict(r.change) !== 'too few games');
    expect(settled.length).toBeGreaterThan(0);
    expect(html.match(/<td class="n settled">/g)?.length).toBe(settled.length);
    expect(html).toMatch(
      /<td class="n( settled)?">[+-]\d+\.\d \([+-]\d+\.\d to [+-]\d+\.\d\) (higher|lower|too few games)<\/td>/,
    );
    expect(html).toContain('<a href="mcts_iterations_200/report.html">');
  });
});
