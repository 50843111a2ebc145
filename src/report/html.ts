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
import { fmtRate, fmtTurns } from './csv.js';
import { landsOf, type Manifest } from './manifest.js';
import { metagameOf } from './metagame.js';
import { summaryWords } from './report-words.js';
import { cardRows, compareStrings, deckRows, type LoopRow, loopRows, matchupRows, mulliganRows } from './stats.js';
import { type RunTally, tallyOf } from './tally.js';

const CSS = `
body { font-family: Helvetica, Arial, sans-serif; margin: 2em auto; max-width: 1100px; color: #222; padding: 0 1em; }
h1 { font-size: 1.6em; } h2 { font-size: 1.25em; margin-top: 2em; border-bottom: 1px solid #ddd; }
table { border-collapse: collapse; font-size: 0.9em; } td, th { padding: 0.2em 0.6em; border-bottom: 1px solid #eee; }
th { text-align: left; background: #f6f6f6; } td.n { text-align: right; font-variant-numeric: tabular-nums; }
.chart { overflow-x: auto; margin: 1em 0; } .note { color: #666; font-size: 0.9em; }
.summary { background: #f4f7fb; border-left: 4px solid #4c78a8; padding: 0.6em 1em; } .summary li { margin: 0.3em 0; }
`;

export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

export async function buildHtml(source: RunTally | readonly GameRecord[], manifest: Manifest): Promise<string> {
  const t = tallyOf(source);
  const matchups = matchupRows(t);
  const field = deckRows(t, true);
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
    summaryWords(field, matchups, cards),
    '<h2>Each deck against the field</h2>',
    `<div class="chart">${await renderSvg(fieldSpec(field), 'field')}</div>`,
    fieldTable(field),
    '<h2>The run</h2>',
    runTable(manifest, t),
    '<h2>Matchups</h2>',
    matchupTable(matchups.filter((_, i) => i % 2 === 0)), // each pairing once; matchups.csv has both sides
    metagameSection(matchups),
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
  const head = ['deck', 'opponent', 'loop kind', 'signature', 'games', 'loop games', 'loop rate', 'example game'];
  const body = rows.map((l) =>
    [
      [l.deck, ''],
      [l.opponent, ''],
      [l.loopKind, ''],
      [l.signature, ''],
      [String(l.games), 'n'],
      [String(l.loopGames), 'n'],
      [fmtRate(l.loopRate), 'n'],
      [String(l.exampleGame), 'n'],
    ]
      .map(([v, cls]) => `<td${cls ? ` class="${cls}"` : ''}>${escapeHtml(v)}</td>`)
      .join(''),
  );
  return [
    '<h2>Loops</h2>',
    `<div class="chart">${await renderSvg(loopSpec(rows), 'loops')}</div>`,
    '<p class="note">playtest replay DIR GAME shows an example game\'s log, loop included.</p>',
    `<table><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr>${body.map((r) => `<tr>${r}</tr>`).join('')}</table>`,
  ].join('\n');
}

function runTable(m: Manifest, t: RunTally): string {
  const errors = t.errors.length;
  const rows: [string, string][] = [
    ['decks', [...m.inputs.decks, ...m.inputs.vs].map((d) => d.name).join(', ')],
    ['games', `${t.games} (${m.games} per pairing${m.shard ? `, shard ${m.shard}` : ''}), ${errors} errored`],
    ['agents', m.agents.A === m.agents.B ? m.agents.A : `${m.agents.A} (seat A) vs ${m.agents.B} (seat B)`],
    ['seed', String(m.seed)],
    ['turn limit', String(m.maxTurns)],
    ['version', `mtg-playtest ${m.version}, Node ${m.node}`],
  ];
  if (m.status !== 'complete') rows.push(['status', `${m.status}: resume with playtest run --resume`]);
  return `<table>${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;
}

function fieldTable(rows: ReturnType<typeof deckRows>): string {
  const head = ['deck', 'agent', 'games', 'W-L-D', 'win rate', '95% CI'];
  const body = rows.map((d) =>
    [
      [d.deck, ''],
      [d.agent, ''],
      [String(d.games), 'n'],
      [`${d.wins}-${d.losses}-${d.draws}`, 'n'],
      [fmtRate(d.winRate), 'n'],
      [d.ciLow === undefined ? '' : `${fmtRate(d.ciLow)}-${fmtRate(d.ciHigh)}`, 'n'],
    ]
      .map(([v, cls]) => `<td${cls ? ` class="${cls}"` : ''}>${escapeHtml(v)}</td>`)
      .join(''),
  );
  return `<table><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr>${body.map((r) => `<tr>${r}</tr>`).join('')}</table>`;
}

function matchupTable(rows: ReturnType<typeof matchupRows>): string {
  const head = [
    'deck',
    'opponent',
    'agents',
    'games',
    'W-L-D',
    'win rate',
    '95% CI',
    'on the play',
    'on the draw',
    'mean turns',
    'win turn',
  ];
  const body = rows.map((m) =>
    [
      ...(m.deck === m.opponent && m.agent === m.opponentAgent
        ? [
            [`${m.deck} [seat A]`, ''],
            [`${m.opponent} [seat B]`, ''],
          ]
        : [
            [m.deck, ''],
            [m.opponent, ''],
          ]),
      [m.agent === m.opponentAgent ? m.agent : `${m.agent} vs ${m.opponentAgent}`, ''],
      [String(m.games), 'n'],
      [`${m.wins}-${m.losses}-${m.draws}`, 'n'],
      [fmtRate(m.winRate), 'n'],
      [m.ciLow === undefined ? '' : `${fmtRate(m.ciLow)}-${fmtRate(m.ciHigh)}`, 'n'],
      [fmtRate(m.winRatePlay), 'n'],
      [fmtRate(m.winRateDraw), 'n'],
      [fmtTurns(m.meanTurns), 'n'],
      [fmtTurns(m.meanWinTurn), 'n'],
    ]
      .map(([v, cls]) => `<td${cls ? ` class="${cls}"` : ''}>${escapeHtml(v)}</td>`)
      .join(''),
  );
  return `<table><tr>${head.map((h) => `<th>${h}</th>`).join('')}</tr>${body.map((r) => `<tr>${r}</tr>`).join('')}</table>`;
}

/** The metagame of a round robin: the unexploitable mix of decks (metagame.ts); '' for a gauntlet. */
function metagameSection(rows: ReturnType<typeof matchupRows>): string {
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
