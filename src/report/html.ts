// report.html: one self-contained page (inline CSS and SVG; no script, no external resource) built
// from a run's games and manifest. `playtest report DIR` rebuilds it from the folder's games.csv.
import type { GameRecord } from '../harness/types.js';
import {
  fieldSpec,
  heatmapSpec,
  impactSpec,
  lengthSpec,
  loopSpec,
  mulliganSpec,
  playDrawSpec,
  renderSvg,
  winRateSpec,
} from './charts.js';
import { cell, type Column } from './columns.js';
import { escapeHtml } from './escape.js';
import { landsOf, type Manifest } from './manifest.js';
import { metagameOf } from './metagame.js';
import { summaryWords } from './report-words.js';
import { deckSides } from './sides.js';
import { CI95, deckColumn, LOOPS, matchupColumn, WLD } from './run-columns.js';
import {
  cardRows,
  compareStrings,
  type DeckRow,
  deckRows,
  type LoopRow,
  loopRows,
  type MatchupRow,
  matchupRows,
  mulliganRows,
} from './stats.js';
import { type RunTally, tallyOf } from './tally.js';

const CSS = `
body { font-family: Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }
h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 2em; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 0.9em; } td, th { padding: 0.2em 0.6em; border-bottom: 1px solid #eee; }
th { text-align: left; background: #f6f6f6; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
.chart { overflow-x: auto; margin: 1em 0; } .note { color: #666; font-size: 0.9em; }
.summary { background: #f4f7fb; border-left: 4px solid #4c78a8; padding: 0.6em 1em; } .summary li { margin: 0.3em 0; }
`;

export async function buildHtml(source: RunTally | readonly GameRecord[], manifest: Manifest): Promise<string> {
  const t = tallyOf(source);
  const matchups = matchupRows(t);
  const sides = deckSides(manifest.inputs);
  const all = deckRows(t, true);
  const field = all.filter((d) => sides.ranked.has(d.deck)); // in a gauntlet, the decks under test
  const context = all.filter((d) => !sides.ranked.has(d.deck));
  const cards = cardRows(t, [], landsOf(manifest));
  const decks = [...new Set([...t.groups.values()].flatMap((g) => [g.deckA, g.deckB]))].sort(compareStrings);
  const charts: [string, Record<string, unknown>][] = [
    ['Matchup matrix', heatmapSpec(matchups)],
    ['Win rates', winRateSpec(matchups)],
    ['On the play and on the draw', playDrawSpec(t)],
    ['Mulligans', mulliganSpec(mulliganRows(t))],
    ['Game length', lengthSpec(t)],
    ...decks.map((deck): [string, Record<string, unknown>] => [`Card impact: ${deck}`, impactSpec(deck, cards)]),
  ];
  const sections: string[] = [];
  for (const [k, [title, spec]] of charts.entries()) {
    sections.push(`<h2>${escapeHtml(title)}</h2>\n<div class="chart">${await renderSvg(spec, `chart${k}`)}</div>`);
  }
  return [
    '<!DOCTYPE html>',
    '<html lang="en"><head><meta charset="utf-8">',
    `<title>mtg-playtest report: ${escapeHtml(decks.join(', '))}</title>`,
    `<style>${CSS}</style></head><body>`,
    '<h1>mtg-playtest report</h1>',
    summaryWords(
      field,
      matchups.filter((m) => sides.ranked.has(m.deck)),
      cards.filter((c) => sides.ranked.has(c.deck)),
    ),
    '<h2>Each deck against the field</h2>',
    `<div class="chart">${await renderSvg(fieldSpec(field), 'field')}</div>`,
    htmlTable(FIELD_TABLE, field),
    fieldContext(context),
    '<h2>The run</h2>',
    runTable(manifest, t),
    '<h2>Matchups</h2>',
    htmlTable(
      MATCHUP_TABLE,
      matchups.filter((_, i) => i % 2 === 0), // each pairing once; matchups.csv has both sides
    ),
    sides.gauntlet ? '' : metagameSection(matchups),
    ...sections,
    await loopSection(loopRows(t)),
    '</body></html>',
    '',
  ].join('\n');
}

/**
 * Loops (421) per pairing: a chart of the share of games by loop kind and a table with signatures and example games.
 */
async function loopSection(rows: LoopRow[]): Promise<string> {
  if (rows.length === 0)
    return '<h2>Loops</h2>\n<p class="note">No game had a loop, and none reached the turn or action limit.</p>';
  return [
    '<h2>Loops</h2>',
    `<div class="chart">${await renderSvg(loopSpec(rows), 'loops')}</div>`,
    '<p class="note">playtest replay DIR GAME shows an example game\'s log, loop included.</p>',
    htmlTable(LOOP_TABLE, rows),
  ].join('\n');
}

function runTable(m: Manifest, t: RunTally): string {
  const errors = t.errors.length;
  const rows: [string, string][] = [
    ['decks', m.inputs.decks.map((d) => d.name).join(', ')],
    ['games', `${t.games} (${m.games} per pairing${m.shard ? `, shard ${m.shard}` : ''}), ${errors} errored`],
    ['agents', m.agents.A === m.agents.B ? m.agents.A : `${m.agents.A} (seat A) vs ${m.agents.B} (seat B)`],
    ['seed', String(m.seed)],
    ['turn limit', String(m.maxTurns)],
    ['version', `mtg-playtest ${m.version}, Node ${m.node}`],
  ];
  if (m.inputs.vs.length > 0) rows.splice(1, 0, ['field (--vs)', m.inputs.vs.map((d) => d.name).join(', ')]);
  if (m.status !== 'complete') rows.push(['status', `${m.status}: resume with playtest run --resume`]);
  return `<table>${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;
}

/** A gauntlet's --vs decks, each against the decks under test: context, after the ranked decks; '' otherwise. */
function fieldContext(context: DeckRow[]): string {
  if (context.length === 0) return '';
  return (
    '<p class="note">The field (the --vs decks), each against the decks under test, as context:</p>\n' +
    htmlTable(FIELD_TABLE, context)
  );
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

/** Each deck against the field: decks.csv's columns. */
const FIELD_TABLE: Column<DeckRow>[] = [
  deckColumn('deck'),
  deckColumn('agent'),
  deckColumn('games'),
  WLD,
  { ...deckColumn('win_rate'), name: 'win rate' },
  CI95,
];

/** In a mirror match the seats are labelled, so it is clear whose win rate it is. */
const mirror = (m: MatchupRow) => m.deck === m.opponent && m.agent === m.opponentAgent;

/** Each pairing once: matchups.csv's columns. */
const MATCHUP_TABLE: Column<MatchupRow>[] = [
  { name: 'deck', get: (m) => (mirror(m) ? `${m.deck} [seat A]` : m.deck) },
  { name: 'opponent', get: (m) => (mirror(m) ? `${m.opponent} [seat B]` : m.opponent) },
  { name: 'agents', get: (m) => (m.agent === m.opponentAgent ? m.agent : `${m.agent} vs ${m.opponentAgent}`) },
  matchupColumn('games'),
  WLD,
  { ...matchupColumn('win_rate'), name: 'win rate' },
  CI95,
  { ...matchupColumn('win_rate_play'), name: 'on the play' },
  { ...matchupColumn('win_rate_draw'), name: 'on the draw' },
  { ...matchupColumn('mean_turns'), name: 'mean turns' },
  { ...matchupColumn('mean_win_turn'), name: 'win turn' },
];

/** loops.csv as it is, its column names in words. */
const LOOP_TABLE: Column<LoopRow>[] = LOOPS.map((c) => ({ ...c, name: c.name.replace(/_/g, ' ') }));

/** The metagame of a round robin: the unexploitable mix of decks (metagame.ts); '' for a gauntlet. */
function metagameSection(rows: MatchupRow[]): string {
  const m = metagameOf(rows);
  if (m === undefined) return '';
  const body = m.shares
    .map((x) => `<tr><td>${escapeHtml(x.deck)}</td><td class="n">${(x.share * 100).toFixed(1)}%</td></tr>`)
    .join('');
  return (
    '<h2>Metagame</h2>\n<p>The mix of decks that no deck in the field can exploit: the equilibrium of the two-player ' +
    'zero-sum game whose payoff is the matchup matrix (a draw counts half a win). Against this mix every deck ' +
    `scores at most ${(100 - m.value * 100).toFixed(1)}%; a deck with a share of 0 does no better against the mix than the decks in it.</p>\n` +
    `<table><tr><th>deck</th><th>share</th></tr>${body}</table>`
  );
}
