// The charts of report.html as vega-lite specs, rendered to SVG when the report is built, so the page
// needs no script and no network. Every number comes from games.csv rows through tally.ts and stats.ts.
import { type CardRow, compareStrings, type MatchupRow, rate, wilson } from './stats.js';
import type { RunTally } from './tally.js';

type Spec = Record<string, unknown>;

const FONT = { font: 'Helvetica, Arial, sans-serif', labelFont: 'Helvetica, Arial, sans-serif', titleFont: 'Helvetica, Arial, sans-serif' };
const CONFIG = { font: FONT.font, axis: { labelFontSize: 11, titleFontSize: 12 }, view: { stroke: null } };
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
    width: { step: 56 }, height: { step: 28 },
    encoding: {
      x: { field: 'opponent', type: 'nominal', title: 'opponent', sort: 'ascending', axis: { labelAngle: -40 } },
      y: { field: 'deck', type: 'nominal', title: 'deck', sort: 'ascending' },
    },
    layer: [
      { mark: 'rect', encoding: { color: { field: 'win_rate', type: 'quantitative', title: 'win rate',
        scale: { domain: [0, 1], scheme: 'redblue', domainMid: 0.5 }, legend: RATE_AXIS } } },
      { mark: { type: 'text', fontSize: 11 }, encoding: { text: { field: 'win_rate', type: 'quantitative', format: '.0%' } } },
    ],
  };
}

/** Each matchup's win rate with its Wilson 95% interval. */
export function winRateSpec(rows: MatchupRow[]): Spec {
  const values = rows.filter((r) => r.games > 0).map((r) => ({
    matchup: `${r.deck} vs ${r.opponent}${r.agent === r.opponentAgent ? '' : ` (${r.agent} vs ${r.opponentAgent})`}`,
    win_rate: r.winRate, ci_low: r.ciLow, ci_high: r.ciHigh, games: r.games,
  }));
  // The 50% rule spans the chart, so only the other layers are split by matchup.
  const y = { field: 'matchup', type: 'nominal', sort: null, title: null, axis: { labelLimit: 320 } };
  const x = (field: string) => ({ field, type: 'quantitative', title: 'win rate', scale: { domain: [0, 1] }, axis: RATE_AXIS });
  return {
    title: 'Win rate by matchup, with 95% Wilson interval',
    data: { values }, width: 420, height: { step: 18 },
    layer: [
      { data: ONE_ROW, mark: { type: 'rule', color: '#bbb', strokeDash: [4, 3] }, encoding: { x: { datum: 0.5, type: 'quantitative' } } },
      { mark: 'errorbar', encoding: { y, x: x('ci_low'), x2: { field: 'ci_high' } } },
      { mark: { type: 'point', filled: true, size: 50 }, encoding: { y, x: x('win_rate') } },
    ],
  };
}

const SIDES = ['on the play', 'on the draw'];

/** Each deck's win rate on the play and on the draw, over all its games. */
export function playDrawSpec(tally: RunTally): Spec {
  const t = tally.sides;
  const values = [...t.entries()].sort((a, b) => compareStrings(a[0], b[0])).flatMap(([deck, x]) => [
    { deck, side: 'on the play', win_rate: rate(x.playWins, x.play) ?? null, games: x.play },
    { deck, side: 'on the draw', win_rate: rate(x.drawWins, x.draw) ?? null, games: x.draw },
  ]);
  return {
    title: 'Win rate on the play and on the draw',
    data: { values }, mark: 'bar', width: { step: 22 }, height: 220,
    encoding: {
      x: { field: 'deck', type: 'nominal', title: null, axis: { labelAngle: -40 } },
      xOffset: { field: 'side', type: 'nominal', sort: SIDES },
      y: { field: 'win_rate', type: 'quantitative', title: 'win rate', scale: { domain: [0, 1] }, axis: RATE_AXIS },
      color: { field: 'side', type: 'nominal', title: null, sort: SIDES },
    },
  };
}

/** How long games last, by how they ended. */
export function lengthSpec(t: RunTally): Spec {
  // Counts per length and reason, not one datum per game: the chart costs the same for any run size.
  const values = [...t.lengths].sort((a, b) => compareStrings(a[0], b[0])).flatMap(([reason, byTurns]) =>
    [...byTurns].sort((a, b) => a[0] - b[0]).map(([turns, games]) => ({ turns, end_reason: reason, games })));
  return {
    title: 'Game length',
    data: { values }, mark: 'bar', width: 480, height: 220,
    encoding: {
      x: { field: 'turns', type: 'quantitative', bin: { step: 1 }, title: 'turns', axis: { format: 'd' } },
      y: { field: 'games', aggregate: 'sum', type: 'quantitative', title: 'games' },
      color: { field: 'end_reason', type: 'nominal', title: 'end reason' },
    },
  };
}

/** One deck's cards: the deck's win rate in games where the card was drawn, with its interval. */
export function cardSpec(deck: string, cards: CardRow[], deckWinRate: number | undefined): Spec {
  const values = cards.filter((c) => c.deck === deck && c.gamesDrawn > 0).map((c) => {
    const ci = wilson(Math.round((c.winRateDrawn ?? 0) * c.gamesDrawn), c.gamesDrawn);
    return { card: c.card, win_rate: c.winRateDrawn ?? 0, ci_low: ci.low, ci_high: ci.high, games: c.gamesDrawn };
  }).sort((x, y) => y.win_rate - x.win_rate || compareStrings(x.card, y.card)); // layers can't share a sort by field
  const y = { field: 'card', type: 'nominal', sort: null, title: null, axis: { labelLimit: 240 } };
  const x = (field: string) => ({ field, type: 'quantitative', title: 'win rate when drawn', scale: { domain: [0, 1] }, axis: RATE_AXIS });
  const layers: Spec[] = [
    { mark: 'bar', encoding: { y, x: x('win_rate') } },
    { mark: { type: 'errorbar', color: '#333' }, encoding: { y, x: x('ci_low'), x2: { field: 'ci_high' } } },
  ];
  if (deckWinRate !== undefined) {
    layers.push({ data: ONE_ROW, mark: { type: 'rule', color: '#d62728', strokeDash: [4, 3] }, encoding: { x: { datum: deckWinRate, type: 'quantitative' } } });
  }
  return {
    title: `${deck}: win rate when each card was drawn (dashed: the deck's overall win rate)`,
    data: { values }, width: 420, height: { step: 16 },
    layer: layers,
  };
}
