// report.html: one self-contained page (page.ts: inline CSS and SVG, no script, no external resource,
// a table of contents and sections that fold) built from a run's games and manifest. `playtest report
// DIR` rebuilds it from the folder's games.csv.
import type { GameRecord } from '../harness/types.js';
import {
  fieldSpec,
  fitDomain,
  heatmapSpec,
  impactLabelWidth,
  impactRows,
  impactSpec,
  lengthSpec,
  loopSpec,
  mulliganSpec,
  playDrawSpec,
  renderSvg,
  winRateSpec,
} from './charts.js';
import { type Column, fmtPoints } from './columns.js';
import { escapeHtml } from './escape.js';
import { goldfishHtml } from './goldfish-html.js';
import { landsOf, type Manifest } from './manifest.js';
import { manaSection } from './mana-html.js';
import { metagameOf } from './metagame.js';
import { FOLD_ROWS, htmlPage, htmlTable, type Section, slug } from './page.js';
import { summaryWords } from './report-words.js';
import { deckSides } from './sides.js';
import { matchSections } from './match-html.js';
import { CI95, deckColumn, LOOPS, matchupColumn, WLD } from './run-columns.js';
import {
  type CardRow,
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

export async function buildHtml(source: RunTally | readonly GameRecord[], manifest: Manifest): Promise<string> {
  const t = tallyOf(source);
  if (manifest.goldfishAgents !== undefined) return goldfishHtml(t, manifest, runTable(manifest, t));
  const matchups = matchupRows(t);
  const sides = deckSides(manifest.inputs);
  const all = deckRows(t, true);
  const field = all.filter((d) => sides.ranked.has(d.deck)); // in a gauntlet, the decks under test
  const context = all.filter((d) => !sides.ranked.has(d.deck));
  const cards = cardRows(t, [], landsOf(manifest));
  const decks = [...new Set([...t.groups.values()].flatMap((g) => [g.deckA, g.deckB]))].sort(compareStrings);
  const pairings = matchups.filter((_, i) => i % 2 === 0); // each pairing once; matchups.csv has both sides
  const mulligans = mulliganRows(t);
  const chart = async (spec: Record<string, unknown>, prefix: string) =>
    `<div class="chart">${await renderSvg(spec, prefix)}</div>`;
  const sections: Section[] = [
    {
      id: 'field',
      title: 'Each deck against the field',
      body: (await chart(fieldSpec(field), 'field')) + htmlTable(FIELD_TABLE, field) + fieldContext(context),
    },
    { id: 'matrix', title: 'Matchup matrix', body: await chart(heatmapSpec(matchups), 'matrix') },
    ...(sides.gauntlet ? [] : metagameSection(matchups)),
    await impactSection(
      decks.filter((d) => sides.ranked.has(d)),
      cards,
    ),
    { id: 'play-draw', title: 'On the play and on the draw', body: await chart(playDrawSpec(t), 'playdraw') },
    {
      id: 'mulligans',
      title: 'Mulligans',
      body: await chart(mulliganSpec(mulligans), 'mulligans'),
      open: mulligans.length <= FOLD_ROWS,
    },
    await manaSection(t.mana, (d) => sides.ranked.has(d)),
    { id: 'length', title: 'Game length', body: await chart(lengthSpec(t), 'length') },
    {
      id: 'win-rates',
      title: 'Win rates',
      body: await chart(winRateSpec(matchups), 'winrates'),
      open: pairings.length <= FOLD_ROWS,
    },
    {
      id: 'matchups',
      title: 'Matchups',
      body: htmlTable(MATCHUP_TABLE, pairings),
      open: pairings.length <= FOLD_ROWS,
    },
    ...matchSections(t),
    await loopSection(loopRows(t)),
    { id: 'run', title: 'The run', body: runTable(manifest, t) },
  ];
  return htmlPage({
    title: `mtg-playtest report: ${decks.join(', ')}`,
    heading: 'mtg-playtest report',
    intro: summaryWords(
      field,
      matchups.filter((m) => sides.ranked.has(m.deck)),
      cards.filter((c) => sides.ranked.has(c.deck)),
    ),
    sections,
  });
}

/** Card impact's parts start unfolded for this many decks or fewer. */
const IMPACT_UNFOLDED = 4;

/**
 * Card impact: one part per deck, each spell's IWD with its interval on one axis for every deck. A
 * field of more than a few decks starts with the parts folded: the contents link to each.
 */
async function impactSection(decks: string[], cards: CardRow[]): Promise<Section> {
  const rows = decks.map((deck) => impactRows(deck, cards));
  const domain = fitDomain(rows.flat());
  const labels = impactLabelWidth(rows.flat());
  const parts: Section[] = [];
  for (const [k, deck] of decks.entries()) {
    const body =
      rows[k].length === 0
        ? '<p class="note">No spell of this deck has an IWD yet: that needs games in which it was drawn and games in which it was not.</p>'
        : `<div class="chart">${await renderSvg(impactSpec(deck, rows[k], domain, labels), `impact${k}`)}</div>`;
    const best = rows[k][0];
    const note =
      best === undefined
        ? undefined
        : `${rows[k].length} spells; highest IWD: ${best.card} ${fmtPoints(best.value)} points ` +
          `(${fmtPoints(best.low)} to ${fmtPoints(best.high)})`;
    parts.push({ id: `impact-${slug(deck)}`, title: deck, body, note, open: decks.length <= IMPACT_UNFOLDED });
  }
  return {
    id: 'card-impact',
    title: 'Card impact',
    body:
      '<p class="note">Each spell\'s improvement when drawn (IWD): the deck\'s win rate in games where the card was drawn ' +
      'minus in games where it was not, with its 95% interval, best first; in brackets the games it was drawn and ' +
      "cast in. Every deck's chart has the same axis. Lands are left out: they are played, not cast.</p>",
    parts,
  };
}

/**
 * Loops (421) per pairing: a chart of the share of games by loop kind and a table with signatures and example games.
 */
async function loopSection(rows: LoopRow[]): Promise<Section> {
  const section = { id: 'loops', title: 'Loops' };
  if (rows.length === 0)
    return { ...section, body: '<p class="note">No game had a loop, and none reached the turn or action limit.</p>' };
  return {
    ...section,
    body: [
      `<div class="chart">${await renderSvg(loopSpec(rows), 'loops')}</div>`,
      '<p class="note">playtest replay DIR GAME shows an example game\'s log, loop included.</p>',
      htmlTable(LOOP_TABLE, rows),
    ].join('\n'),
    open: rows.length <= FOLD_ROWS,
  };
}

function runTable(m: Manifest, t: RunTally): string {
  const errors = t.errors.length;
  const rows: [string, string][] = [
    ['decks', m.inputs.decks.map((d) => d.name).join(', ')],
    ['games', `${t.games} (${m.games} per pairing${m.shard ? `, shard ${m.shard}` : ''}), ${errors} errored`],
    ['agents', agentsText(m)],
    ['seed', String(m.seed)],
    ['turn limit', String(m.maxTurns)],
    ['version', `mtg-playtest ${m.version}, Node ${m.node}`],
  ];
  if (m.inputs.vs.length > 0) rows.splice(1, 0, ['field (--vs)', m.inputs.vs.map((d) => d.name).join(', ')]);
  if (m.status !== 'complete') rows.push(['status', `${m.status}: resume with playtest run --resume`]);
  return `<table>${rows.map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table>`;
}

function agentsText(m: Manifest): string {
  if (m.goldfishAgents !== undefined) return `${m.goldfishAgents.join(', ')}, each against the goldfish`;
  return m.agents.A === m.agents.B ? m.agents.A : `${m.agents.A} (seat A) vs ${m.agents.B} (seat B)`;
}

/** A gauntlet's --vs decks, each against the decks under test: context, after the ranked decks; '' otherwise. */
function fieldContext(context: DeckRow[]): string {
  if (context.length === 0) return '';
  return (
    '<p class="note">The field (the --vs decks), each against the decks under test, as context:</p>\n' +
    htmlTable(FIELD_TABLE, context)
  );
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

/** The metagame of a round robin: the unexploitable mix of decks (metagame.ts); none for a gauntlet. */
function metagameSection(rows: MatchupRow[]): Section[] {
  const m = metagameOf(rows);
  if (m === undefined) return [];
  const shares = m.shares
    .map((x) => `<tr><td>${escapeHtml(x.deck)}</td><td class="n">${(x.share * 100).toFixed(1)}%</td></tr>`)
    .join('');
  const body =
    '<p>The mix of decks that no deck in the field can exploit: the equilibrium of the two-player ' +
    'zero-sum game whose payoff is the matchup matrix (a draw counts half a win). Against this mix every deck ' +
    `scores at most ${(100 - m.value * 100).toFixed(1)}%; a deck with a share of 0 does no better against the mix than the decks in it.</p>\n` +
    `<table><tr><th>deck</th><th>share</th></tr>${shares}</table>`;
  return [{ id: 'metagame', title: 'Metagame', body }];
}
