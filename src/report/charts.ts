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
  axis: { labelFontSize: 11, titleFontSize: 12, labelLimit: 320 },
  view: { stroke: null },
};
const RATE_AXIS = { format: '.0%' };
/** A reference line is one mark, not one per row of the chart's data. */
const ONE_ROW = { values: [{}] };

/**
 * Renders a vega-lite spec to an SVG string (vega's headless renderer; no canvas needed). Vega numbers
 * gradient and clip ids with a process-wide counter; they are renamed `${prefix}-N` so the page is the
 * same however many charts the process drew before, and ids stay unique among the page's inline SVGs.
 */
export async function renderSvg(spec: Spec, prefix: string): Promise<string> {
  const [vega, vl] = await Promise.all([import('vega'), import('vega-lite')]);
  const compiled = vl.compile({ ...spec, config: CONFIG } as Parameters<typeof vl.compile>[0]).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  try {
    return renameIds(await view.toSVG(), prefix);
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

/** Deck x opponent, colored by the deck's win rate; several agent pairings of one matchup are summed. */
export function heatmapSpec(rows: MatchupRow[]): Spec {
  const cells = new Map<string, { deck: string; opponent: string; wins: number; games: number }>();
  for (const r of rows) {
    const key = JSON.stringify([r.deck, r.opponent]);
    const c = cells.get(key) ?? { deck: r.deck, opponent: r.opponent, wins: 0, games: 0 };
    c.wins += r.wins;
    c.games += r.games;
    cells.set(key, c);
  }
  const values = [...cells.values()].map((c) => ({ ...c, win_rate: rate(c.wins, c.games) ?? null }));
  return {
    title: 'Matchups: win rate of the row deck against the column deck',
    data: { values },
    width: { step: 56 },
    height: { step: 28 },
    encoding: {
      x: { field: 'opponent', type: 'nominal', title: 'opponent', sort: 'ascending', axis: { labelAngle: -40 } },
      y: { field: 'deck', type: 'nominal', title: 'deck', sort: 'ascending' },
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
        },
      },
      {
        mark: { type: 'text', fontSize: 11 },
        encoding: { text: { field: 'win_rate', type: 'quantitative', format: '.0%' } },
      },
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
  const y = { field: 'matchup', type: 'nominal', sort: null, title: null, axis: { labelLimit: 320 } };
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
 * given; `reference` draws a dashed rule (50% for win rates, 0 for differences).
 */
export function intervalSpec(
  title: string,
  axisTitle: string,
  rows: IntervalRow[],
  domain: [number, number],
  reference: number,
  format = '.0%',
): Spec {
  const y = { field: 'label', type: 'nominal', sort: null, title: null, axis: { labelLimit: 320 } };
  const x = (field: string) => ({
    field,
    type: 'quantitative',
    title: axisTitle,
    scale: { domain, nice: false },
    axis: { format },
  });
  return {
    title,
    data: { values: rows },
    width: 420,
    height: { step: 18 },
    layer: [
      {
        data: ONE_ROW,
        mark: { type: 'rule', color: '#bbb', strokeDash: [4, 3] },
        encoding: { x: { datum: reference, type: 'quantitative' } },
      },
      { mark: 'errorbar', encoding: { y, x: x('low'), x2: { field: 'high' } } },
      { mark: { type: 'point', filled: true, size: 50 }, encoding: { y, x: x('value') } },
    ],
  };
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
 * One deck's spells by improvement when drawn (IWD: win rate when drawn minus when not drawn), with
 * its 95% interval, sorted; the axis spans the intervals, not 0-100%, so differences show.
 */
export function impactSpec(deck: string, cards: CardRow[]): Spec {
  const rows = cards
    .filter((c) => c.deck === deck && !c.land && c.iwd !== undefined)
    .map((c) => ({
      label: c.card,
      value: c.iwd as number,
      low: c.iwdLow as number,
      high: c.iwdHigh as number,
      games: c.gamesDrawn,
    }))
    .sort((x, y) => y.value - x.value || compareStrings(x.label, y.label));
  return intervalSpec(
    `${deck}: improvement when drawn (IWD), with 95% interval; lands left out`,
    'win rate when drawn - when not drawn',
    rows,
    fitDomain(rows),
    0,
    '+.0%',
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
      y: { field: 'matchup', type: 'nominal', title: null, sort: 'ascending', axis: { labelLimit: 320 } },
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
