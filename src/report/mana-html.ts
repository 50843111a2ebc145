// report.html's mana section: per deck, the share of games that had missed a land drop, been color
// screwed or flooded by each of its own turns (mana.csv's "all" rows), as three line charts and a table.
import { renderSvg } from './charts.js';
import { type Column, fmtRate } from './columns.js';
import { type ManaRow, manaRows } from './mana-report.js';
import { FLOOD_LANDS, type ManaTally, type Measure } from './mana-tally.js';
import { FOLD_ROWS, htmlTable, type Section } from './page.js';

const TITLES: Record<Measure, string> = {
  missed_land_drop: 'Missed a land drop',
  color_screw: 'Color screwed',
  flood: 'Flooded',
};

/** The own turns the table shows for each measure. */
const TABLE_TURNS: [Measure, number][] = [
  ['missed_land_drop', 2],
  ['missed_land_drop', 3],
  ['missed_land_drop', 4],
  ['color_screw', 3],
  ['color_screw', 5],
  ['flood', 6],
  ['flood', 8],
];

/** The section for the decks `shown` (in a gauntlet, the decks under test). */
export async function manaSection(t: ManaTally, shown: (deck: string) => boolean): Promise<Section> {
  const rows = manaRows(t).filter((r) => r.on === 'all' && shown(r.deck));
  const section = { id: 'mana', title: 'Mana: land drops, color screw, flood' };
  if (rows.length === 0)
    return { ...section, body: '<p class="note">No game of these decks recorded mana figures.</p>' };
  const agents = new Set(rows.map((r) => r.agent));
  const label = (r: ManaRow) => (agents.size > 1 ? `${r.deck} (${r.agent})` : r.deck);
  const decks = [...new Set(rows.map(label))];
  const svg = await renderSvg(manaSpec(rows, label), 'mana');
  const note =
    '<p class="note">By each of the deck\'s own turns (its third turn is turn 3, on the play or on the draw), the share ' +
    'of its games in which, at the end of some own turn so far: it had fewer lands in play than its own turns ' +
    '(missed a land drop); a nonland card in hand cost no more mana than its lands make but needed a color they ' +
    `can't make (color screwed); it had ${FLOOD_LANDS} or more lands in play and no nonland card in hand ` +
    '(flooded). A game counts at a turn once its answer is known: it lasted through the turn or the event came sooner. ' +
    'mana.csv has every figure with its 95% interval, on the play and on the draw apart; mana-cards.csv when each ' +
    'card was first castable.</p>';
  const table = htmlTable(tableColumns(rows, label), decks);
  return {
    ...section,
    body: [note, `<div class="chart">${svg}</div>`, table].join('\n'),
    open: decks.length <= FOLD_ROWS,
  };
}

/** One line chart per measure, side by side, a line per deck; a point's hover title holds its figures. */
function manaSpec(rows: ManaRow[], label: (r: ManaRow) => string): Record<string, unknown> {
  const values = rows
    .filter((r) => r.games > 0)
    .map((r) => ({
      deck: label(r),
      measure: TITLES[r.measure],
      turn: r.ownTurn,
      share: r.share,
      text:
        `${label(r)}, ${TITLES[r.measure].toLowerCase()} by own turn ${r.ownTurn}: ` +
        `${pctText(r.share)} (${pctText(r.ciLow)}-${pctText(r.ciHigh)}) of ${r.games} games`,
    }));
  return {
    title: "Share of games by the deck's own turn",
    data: { values },
    facet: { column: { field: 'measure', type: 'nominal', sort: Object.values(TITLES), title: null } },
    spec: {
      width: 260,
      height: 200,
      layer: [
        { mark: { type: 'line' } },
        { mark: { type: 'point', filled: true, size: 30 }, encoding: { description: { field: 'text' } } },
      ],
      encoding: {
        x: { field: 'turn', type: 'quantitative', title: 'own turn', axis: { format: 'd', tickMinStep: 1 } },
        y: { field: 'share', type: 'quantitative', title: 'share of games', axis: { format: '.0%' } },
        color: {
          field: 'deck',
          type: 'nominal',
          title: 'deck',
          scale: { scheme: 'tableau20' },
          // below the three panels, in columns: 17 decks' names beside them would pass the page's width
          legend: { orient: 'bottom', columns: 4 },
        },
      },
    },
  };
}

/** The table's headers: short, as seven columns must fit the page's width. */
const SHORT: Record<Measure, string> = { missed_land_drop: 'missed drop', color_screw: 'color screw', flood: 'flood' };

/** A table row per deck: a few turns of each measure (by the deck's own turn), share and interval. */
function tableColumns(rows: ManaRow[], label: (r: ManaRow) => string): Column<string>[] {
  const at = new Map(rows.map((r) => [`${label(r)}\u0000${r.measure}\u0000${r.ownTurn}`, r]));
  return [
    { name: 'deck', get: (d) => d },
    ...TABLE_TURNS.map(([measure, turn]) => ({
      name: `${SHORT[measure]}, turn ${turn}`,
      get: (d: string) => {
        const r = at.get(`${d}\u0000${measure}\u0000${turn}`);
        // whole percents, the interval's ends without their % sign: seven such columns fit the page's width
        const whole = (x: number | undefined) => Math.round(100 * Number(fmtRate(x ?? 0)));
        return r === undefined || r.games === 0 ? '' : `${whole(r.share)}% (${whole(r.ciLow)}-${whole(r.ciHigh)})`;
      },
      numeric: true,
    })),
  ];
}

function pctText(x: number | undefined): string {
  return x === undefined ? '' : `${(100 * Number(fmtRate(x))).toFixed(1)}%`;
}
