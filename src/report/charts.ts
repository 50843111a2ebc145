// The charts of report.html as vega-lite specs, rendered to SVG when the report is built, so the page
// needs no script and no network. Every number comes from games.csv rows through tally.ts and stats.ts.
import {
  type CardRow,
  compareStrings,
  type DeckRow,
  type LoopRow,
  type MatchupRow,
  type MulliganRow,
  rate,
  wilson,
} from './stats.js';
import type { RunTally } from './tally.js';
import { LOOP_KINDS } from '../engine/api/setup.js';

type Spec = Record<string, unknown>;

const FONT = {
  font: 'Helvetica, Arial, sans-serif',
  labelFont: 'Helvetica, Arial, sans-serif',
  titleFont: 'Helvetica, Arial, sans-serif',
};
const CONFIG = {
  font: FONT.font,
  axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 420 },
  // Titles start at the chart's left edge: centred over the plot, a long one widened the chart both ways.
  title: { anchor: 'start', frame: 'bounds' },
  view: { stroke: null },
};
const RATE_AXIS = { format: '.0%' };
/** A reference line is one mark, not one per row of the chart's data. */
const ONE_ROW = { values: [{}] };

/**
 * Renders a vega-lite spec to an SVG string (vega's headless renderer; no canvas needed). Vega numbers
 * gradient and clip ids with a process-wide counter; they are renamed `${prefix}-N` so the page is the
 * same however many charts the process drew before, and ids stay unique among the page's inline SVGs.
 * Each mark's description (its `description` channel) becomes its hover title.
 */
export async function renderSvg(spec: Spec, prefix: string): Promise<string> {
  const [vega, vl] = await Promise.all([import('vega'), import('vega-lite')]);
  const compiled = vl.compile({ ...spec, config: CONFIG } as Parameters<typeof vl.compile>[0]).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  try {
    return hoverTitles(renameIds(await view.toSVG(), prefix));
  } finally {
    view.finalize();
  }
}

export function renameIds(svg: string, prefix: string): string {
  const ids = [...svg.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
  const to = new Map(ids.map((id, k) => [id, `${prefix}-${k}`]));
  return svg
    .replace(/(\sid=")([^"]+)(")/g, (_all, a: string, id: string, b: string) => a + (to.get(id) ?? id) + b)
    .replace(/url\(#([^)]+)\)/g, (_all, id: string) => `url(#${to.get(id) ?? id})`)
    .replace(/(href=")#([^"]+)(")/g, (_all, a: string, id: string, b: string) => `${a}#${to.get(id) ?? id}${b}`);
}

/**
 * Vega's SVG gives each mark its description as an aria-label, which a screen reader reads but a
 * mouse does not show; a <title> child (SVG's tooltip) shows it on hover, with no script.
 */
export function hoverTitles(svg: string): string {
  return svg.replace(
    /<(path|text)((?:\s[\w:-]+="[^"]*")*)\s*(\/?)>/g,
    (all, tag: string, attrs: string, self: string) => {
      const label = /\saria-label="([^"]*)"/.exec(attrs)?.[1];
      if (label === undefined) return all;
      const title = `<title>${label}</title>`;
      return self === '/' ? `<${tag}${attrs}>${title}</${tag}>` : `<${tag}${attrs}>${title}`;
    },
  );
}

/** The width in pixels the heatmap's columns share, so the 27 sample decks and their labels fit a 1,100 px page. */
const HEATMAP_CELLS = 750;
/**
 * The most a deck name on the heatmap's axes takes. Without a canvas vega estimates a text's width
 * (0.8 x font size a character, wider than Helvetica draws), so this is about 22 characters.
 */
const LABELS = 200;

/** A heatmap cell's width for that many columns: as wide as fits in HEATMAP_CELLS, 16 to 56 px. */
export function heatmapStep(columns: number): number {
  return Math.max(16, Math.min(56, Math.floor(HEATMAP_CELLS / Math.max(1, columns))));
}

/**
 * Deck x opponent, colored by the deck's win rate; several agent pairings of one matchup are summed.
 * Cells are sized to the number of decks; each cell's hover title names both decks in full (longer
 * names are cut on the axes) with the games and the interval.
 */
export function heatmapSpec(rows: MatchupRow[]): Spec {
  const cells = new Map<string, { deck: string; opponent: string; wins: number; games: number }>();
  for (const r of rows) {
    const key = JSON.stringify([r.deck, r.opponent]);
    const c = cells.get(key) ?? { deck: r.deck, opponent: r.opponent, wins: 0, games: 0 };
    c.wins += r.wins;
    c.games += r.games;
    cells.set(key, c);
  }
  const values = [...cells.values()].map((c) => {
    const ci = wilson(c.wins, c.games);
    const winRate = rate(c.wins, c.games);
    const percent = (x: number) => `${(100 * x).toFixed(0)}%`;
    return {
      ...c,
      win_rate: winRate ?? null,
      description:
        `${c.deck} against ${c.opponent}: ${c.wins} of ${c.games} games won` +
        (winRate === undefined ? '' : ` (${percent(winRate)}, 95% interval ${percent(ci.low)} to ${percent(ci.high)})`),
    };
  });
  const step = heatmapStep(new Set(values.map((v) => v.opponent)).size);
  const fontSize = step >= 40 ? 11 : step >= 30 ? 10 : 9;
  const description = { field: 'description', type: 'nominal' };
  return {
    title: 'Matchups: win rate of the row deck against the column deck',
    data: { values },
    width: { step },
    height: { step: Math.min(28, step) },
    encoding: {
      x: {
        field: 'opponent',
        type: 'nominal',
        title: 'opponent',
        sort: 'ascending',
        axis: { labelAngle: step < 30 ? -90 : -45, labelLimit: LABELS },
      },
      y: { field: 'deck', type: 'nominal', title: 'deck', sort: 'ascending', axis: { labelLimit: LABELS } },
    },
    layer: [
      {
        mark: 'rect',
        encoding: {
          color: {
            field: 'win_rate',
            type: 'quantitative',
            title: 'win rate',
            scale: { domain: [0, 1], scheme: 'redblue', domainMid: 0.5 },
            legend: RATE_AXIS,
          },
          description,
        },
      },
      // Too narrow a cell for "100%" keeps the figure in its hover title only.
      ...(step < 26
        ? []
        : [
            {
              mark: { type: 'text', fontSize },
              encoding: {
                text: { field: 'win_rate', type: 'quantitative', format: '.0%' },
                // Light text on the darkest cells.
                color: {
                  condition: { test: 'datum.win_rate < 0.2 || datum.win_rate > 0.8', value: 'white' },
                  value: 'black',
                },
                description,
              },
            },
          ]),
    ],
  };
}

/**
 * Each pairing's win rate, from its first deck's side (rows as matchupRows gives them), with its Wilson 95% interval.
 */
export function winRateSpec(rows: MatchupRow[]): Spec {
  const values = rows
    .filter((r, i) => i % 2 === 0 && r.games > 0)
    .map((r) => ({
      matchup:
        `${r.deck} vs ${r.opponent}${r.agent === r.opponentAgent ? '' : ` (${r.agent} vs ${r.opponentAgent})`}` +
        (r.deck === r.opponent && r.agent === r.opponentAgent ? ' (seat A)' : ''),
      win_rate: r.winRate,
      ci_low: r.ciLow,
      ci_high: r.ciHigh,
      games: r.games,
    }));
  // The 50% rule spans the chart, so only the other layers are split by matchup.
  const y = { field: 'matchup', type: 'nominal', sort: null, title: null, axis: { labelLimit: 420 } };
  const x = (field: string) => ({
    field,
    type: 'quantitative',
    title: 'win rate',
    scale: { domain: [0, 1] },
    axis: RATE_AXIS,
  });
  return {
    title: 'Win rate of the first deck of each pairing, with 95% Wilson interval',
    data: { values },
    width: 420,
    height: { step: 18 },
    layer: [
      {
        data: ONE_ROW,
        mark: { type: 'rule', color: '#bbb', strokeDash: [4, 3] },
        encoding: { x: { datum: 0.5, type: 'quantitative' } },
      },
      { mark: 'errorbar', encoding: { y, x: x('ci_low'), x2: { field: 'ci_high' } } },
      { mark: { type: 'point', filled: true, size: 50 }, encoding: { y, x: x('win_rate') } },
    ],
  };
}

/** How long games last, by how they ended. */
export function lengthSpec(t: RunTally): Spec {
  // Counts per length and reason, not one datum per game: the chart costs the same for any run size.
  const values = [...t.lengths]
    .sort((a, b) => compareStrings(a[0], b[0]))
    .flatMap(([reason, byTurns]) =>
      [...byTurns].sort((a, b) => a[0] - b[0]).map(([turns, games]) => ({ turns, end_reason: reason, games })),
    );
  return {
    title: 'Game length',
    data: { values },
    mark: 'bar',
    width: 480,
    height: 220,
    encoding: {
      x: { field: 'turns', type: 'quantitative', bin: { step: 1 }, title: 'turns', axis: { format: 'd' } },
      y: { field: 'games', aggregate: 'sum', type: 'quantitative', title: 'games' },
      color: { field: 'end_reason', type: 'nominal', title: 'end reason' },
    },
  };
}

/** A row of an interval chart: a value with its 95% interval. */
export interface IntervalRow {
  label: string;
  value: number;
  low: number;
  high: number;
  games: number;
}

/**
 * Rows of values with their 95% intervals, drawn as a point and an error bar each, in the order
 * given; `reference` draws a dashed rule (50% for win rates, 0 for differences). A point's hover title
 * holds its figures. `labelWidth` gives the labels a fixed width, so charts drawn one under another
 * line up their axes.
 */
export function intervalSpec(
  title: string,
  axisTitle: string,
  rows: IntervalRow[],
  domain: [number, number],
  reference: number,
  format = '.0%',
  labelWidth?: number,
): Spec {
  const axis =
    labelWidth === undefined
      ? { labelLimit: 420 }
      : { labelLimit: labelWidth - 10, minExtent: labelWidth, maxExtent: labelWidth };
  const y = { field: 'label', type: 'nominal', sort: null, title: null, axis };
  const x = (field: string) => ({
    field,
    type: 'quantitative',
    title: axisTitle,
    scale: { domain, nice: false },
    axis: { format, values: tickValues(domain) },
  });
  const exact = format.replace('.0', '.1');
  const figure = (field: string) => `format(datum.${field}, '${exact}')`;
  return {
    title,
    data: { values: rows },
    transform: [
      {
        calculate:
          `datum.label + ': ' + ${figure('value')} + ' (95% interval ' + ${figure('low')} + ' to ' + ` +
          `${figure('high')} + ', ' + datum.games + ' games)'`,
        as: 'description',
      },
    ],
    width: 420,
    height: { step: 18 },
    layer: [
      {
        data: ONE_ROW,
        mark: { type: 'rule', color: '#bbb', strokeDash: [4, 3] },
        encoding: { x: { datum: reference, type: 'quantitative' } },
      },
      { mark: 'errorbar', encoding: { y, x: x('low'), x2: { field: 'high' } } },
      {
        mark: { type: 'point', filled: true, size: 50 },
        encoding: { y, x: x('value'), description: { field: 'description', type: 'nominal' } },
      },
    ],
  };
}

/**
 * Ticks at round multiples (so 0 is one when the domain holds it), at most 8: left to itself vega
 * ticks an un-niced domain such as [-0.7, 0.5] at -70%, -50%, ... and skips 0.
 */
export function tickValues([low, high]: [number, number]): number[] {
  const step = [0.05, 0.1, 0.2, 0.25, 0.5].find((s) => (high - low) / s <= 8) ?? 1;
  const out: number[] = [];
  // "+ 0" turns -0 into 0, which a signed format would write "-0%".
  for (let k = Math.ceil(low / step - 1e-9); k <= Math.floor(high / step + 1e-9); k++) out.push(k * step + 0);
  return out;
}

/** Each deck against the whole field, best first. */
export function fieldSpec(decks: DeckRow[]): Spec {
  const agents = new Set(decks.map((d) => d.agent));
  const rows = decks
    .filter((d) => d.games > 0)
    .map((d) => ({
      label: agents.size > 1 ? `${d.deck} (${d.agent})` : d.deck,
      value: d.winRate ?? 0,
      low: d.ciLow ?? 0,
      high: d.ciHigh ?? 1,
      games: d.games,
    }));
  return intervalSpec('Each deck against the field: win rate with 95% Wilson interval', 'win rate', rows, [0, 1], 0.5);
}

/** Each deck's win rate on the play and on the draw, with intervals. */
export function playDrawSpec(tally: RunTally): Spec {
  const rows = [...tally.sides.entries()]
    .sort((a, b) => compareStrings(a[0], b[0]))
    .flatMap(([deck, x]) => [
      sideRow(`${deck}, on the play`, x.playWins, x.play),
      sideRow(`${deck}, on the draw`, x.drawWins, x.draw),
    ])
    .filter((r) => r.games > 0);
  return intervalSpec('Win rate on the play and on the draw, with 95% Wilson interval', 'win rate', rows, [0, 1], 0.5);
}

function sideRow(label: string, wins: number, games: number): IntervalRow {
  const ci = wilson(wins, games);
  return { label, value: rate(wins, games) ?? 0, low: ci.low, high: ci.high, games };
}

/** Win rate after 0, 1, 2... mulligans, per deck and agent, with intervals. */
export function mulliganSpec(rows: MulliganRow[]): Spec {
  const agents = new Set(rows.map((m) => m.agent));
  const values = rows
    .filter((m) => m.games > 0)
    .map((m) => ({
      label: `${m.deck}${agents.size > 1 ? ` (${m.agent})` : ''}, ${m.mulligans} (${Math.round(100 * (m.share ?? 0))}%)`,
      value: m.winRate ?? 0,
      low: m.ciLow ?? 0,
      high: m.ciHigh ?? 1,
      games: m.games,
    }));
  return intervalSpec(
    'Win rate after 0, 1, 2... mulligans (deck: mulligans (share of its games)), with 95% Wilson interval',
    'win rate',
    values,
    [0, 1],
    0.5,
  );
}

/**
 * One deck's spells with an improvement when drawn (IWD: win rate when drawn minus when not drawn),
 * best first; each label gives the games the card was drawn and cast in. Lands are left out: they are
 * played, not cast, and a deck always draws some.
 */
export function impactRows(deck: string, cards: CardRow[]): (IntervalRow & { card: string })[] {
  return cards
    .filter((c) => c.deck === deck && !c.land && c.iwd !== undefined)
    .map((c) => ({
      card: c.card,
      label: `${c.card} (drawn ${c.gamesDrawn}, cast ${c.gamesCast})`,
      value: c.iwd as number,
      low: c.iwdLow as number,
      high: c.iwdHigh as number,
      games: c.gamesDrawn,
    }))
    .sort((x, y) => y.value - x.value || compareStrings(x.label, y.label));
}

/**
 * The room every deck's impact chart gives its labels, so their axes line up: the longest label as
 * vega measures text without a canvas (0.8 x the 11 px font a character), 460 px at most.
 */
export function impactLabelWidth(rows: IntervalRow[]): number {
  const longest = Math.max(0, ...rows.map((r) => r.label.length));
  return Math.min(460, Math.max(160, Math.ceil(0.8 * 11 * (longest + 1)) + 10));
}

/**
 * A deck's card impact chart (impactRows), with its 95% intervals, on `domain` with labels
 * `labelWidth` wide: the same for every deck of a report (fitDomain and impactLabelWidth of all their
 * rows), so charts one under another compare at a glance.
 */
export function impactSpec(deck: string, rows: IntervalRow[], domain: [number, number], labelWidth: number): Spec {
  return intervalSpec(
    `${deck}: improvement when drawn (IWD), with 95% interval`,
    'win rate when drawn - when not drawn',
    rows,
    domain,
    0,
    '+.0%',
    labelWidth,
  );
}

/** An axis that holds every interval and 0, rounded out to 10 points. */
export function fitDomain(rows: IntervalRow[]): [number, number] {
  let low = 0;
  let high = 0;
  for (const r of rows) {
    low = Math.min(low, r.low);
    high = Math.max(high, r.high);
  }
  return [Math.max(-1, Math.floor(low * 10) / 10), Math.min(1, Math.ceil(high * 10) / 10 || 0.1)];
}

/** Share of each pairing's games with a loop, by loop kind (421: settled loops; turn and action limits). */
export function loopSpec(rows: LoopRow[]): Spec {
  const values = rows.map((l) => ({
    matchup: `${l.deck} vs ${l.opponent}`,
    loop_kind: l.loopKind,
    loop_rate: l.loopRate ?? 0,
    loop_games: l.loopGames,
    signature: l.signature === '' ? '(none)' : l.signature,
  }));
  return {
    title: "Loops: share of each pairing's games, by loop kind (loops.csv)",
    data: { values },
    mark: 'bar',
    width: 420,
    height: { step: 22 },
    encoding: {
      y: { field: 'matchup', type: 'nominal', title: null, sort: 'ascending', axis: { labelLimit: 420 } },
      x: { field: 'loop_rate', aggregate: 'sum', type: 'quantitative', title: 'share of games', axis: RATE_AXIS },
      color: {
        field: 'loop_kind',
        type: 'nominal',
        title: 'loop kind',
        scale: {
          domain: LOOP_KINDS.slice(1), // the kinds of loop ('none' is none)
        },
      },
      tooltip: [{ field: 'loop_kind' }, { field: 'signature' }, { field: 'loop_games' }],
    },
  };
}
