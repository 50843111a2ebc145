// report.html of a goldfish run: each deck's kill-turn distribution against the goldfish, per agent, on the play
// and on the draw (a chart of the share of games killed by each turn and goldfish.csv's table), then the run.
import { type Column, fmtTurns } from './columns.js';
import { renderSvg } from './charts.js';
import { escapeHtml } from './escape.js';
import { GOLDFISH, type GoldfishRow, goldfishRows, killCurves, turnRows } from './goldfish.js';
import type { Manifest } from './manifest.js';
import { htmlPage, htmlTable, type Section } from './page.js';
import type { RunTally } from './tally.js';

export async function goldfishHtml(t: RunTally, manifest: Manifest, runTable: string): Promise<string> {
  const curves = killCurves(t, manifest.maxTurns);
  const rows = goldfishRows(curves);
  const values = turnRows(curves)
    .filter((r) => r.play !== 'both' && r.share !== undefined)
    .map((r) => ({ who: who(r), side: `on the ${r.play}`, turn: r.turn, share: r.share }));
  const chart = await renderSvg(killSpec(values), 'kills');
  const sections: Section[] = [
    {
      id: 'kill-turns',
      title: 'Kill turns',
      body:
        '<p class="note">The share of games in which the deck had killed the goldfish by each of its own turns, on ' +
        'the play and on the draw. A curve that stops below 100% has games without a kill by the turn limit.</p>\n' +
        `<div class="chart">${chart}</div>`,
    },
    {
      id: 'goldfish',
      title: 'goldfish.csv',
      body:
        '<p class="note">The mean is over the kills, with its 95% interval; the median counts games without a kill ' +
        'as beyond the turn limit (none when half the games had no kill). docs/reports.md explains every column.</p>\n' +
        htmlTable(TABLE, rows),
    },
    { id: 'run', title: 'The run', body: runTable },
  ];
  const decks = [...new Set(rows.map((r) => r.deck))];
  return htmlPage({
    title: `mtg-playtest goldfish: ${decks.join(', ')}`,
    heading: 'mtg-playtest goldfish',
    intro: headline(rows),
    sections,
  });
}

function who(r: { deck: string; agent: string }): string {
  return `${r.deck} (${r.agent})`;
}

/** One line per deck and agent, both sides together. */
function headline(rows: GoldfishRow[]): string {
  const items = rows
    .filter((r) => r.play === 'both')
    .map((r) => {
      const mean =
        r.mean === undefined
          ? 'no kill'
          : `mean kill turn <b>${fmtTurns(r.mean)}</b>` +
            (r.meanLow === undefined ? '' : ` (95% interval ${fmtTurns(r.meanLow)} to ${fmtTurns(r.meanHigh)})`);
      const median = r.median === undefined ? `beyond turn ${r.lastTurn}` : `turn ${r.median}`;
      const lost = r.deckLost === 0 ? '' : ` (${r.deckLost} lost by the deck on its own)`;
      return (
        `<li><b>${escapeHtml(who(r))}</b>: ${mean}, median ${median}; ` +
        `no kill by turn ${r.lastTurn} in ${r.noKill} of ${r.games} games${lost}</li>`
      );
    });
  return `<ul class="summary">${items.join('')}</ul>`;
}

function killSpec(values: { who: string; side: string; turn: number; share: number | undefined }[]) {
  return {
    title: 'Share of games killed by turn',
    data: { values },
    facet: { field: 'who', type: 'nominal', title: null, sort: null },
    columns: 2,
    spec: {
      width: 360,
      height: 200,
      mark: { type: 'line', point: true },
      encoding: {
        x: { field: 'turn', type: 'quantitative', title: "the deck's own turn", axis: { format: 'd', tickMinStep: 1 } },
        y: {
          field: 'share',
          type: 'quantitative',
          title: 'killed by then',
          axis: { format: '.0%' },
          scale: { domain: [0, 1] },
        },
        color: { field: 'side', type: 'nominal', title: null },
      },
    },
  };
}

/** goldfish.csv's columns, named in words. */
const TABLE: Column<GoldfishRow>[] = GOLDFISH.map((c) => ({ ...c, name: c.name.replace(/_/g, ' ') }));
