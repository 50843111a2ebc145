// What `playtest lands` writes: lands.csv (one row per land count) and report.html. Each count's version
// of the deck played the same games as the deck as written (paired seeds, compare's machinery:
// compare-games.ts); its difference in win rate over the field is Newcombe's paired interval, and its
// verdict the exact sign-flip test over the seeds, Holm-adjusted over the counts tried (exact.ts), so the
// family of verdicts is wrong with chance at most 5%.
import { changeText, versionChange } from './card-differences.js';
import { intervalSpec, renderSvg } from './charts.js';
import { type Column, count, pValue, rate, text } from './columns.js';
import { compareGameIndex, compareResultOf, type CompareSpec } from './compare-games.js';
import { compareLines, FIELD, signed } from './compare-report.js';
import { csvTable } from './csv.js';
import { escapeHtml } from './escape.js';
import { holm } from './exact.js';
import { manaSection } from './mana-html.js';
import { manaCount, type ManaTally, type Measure, MEASURES } from './mana-tally.js';
import { htmlPage, htmlTable } from './page.js';
import { ALPHA } from './paired.js';
import { wilson } from './stats.js';

/** A version of the deck: its land count, deck name and cards. */
export interface LandVersion {
  lands: number;
  name: string;
  cards: readonly string[];
}

export interface LandsSetup {
  deck: string;
  /** The deck as written first (its own land count), then the other counts in increasing order. */
  versions: LandVersion[];
  opponents: string[];
  agents: [string, string];
  games: number;
  seed: number;
}

export type LandsVerdict = 'as written' | 'better' | 'worse' | 'too few games';

export interface LandsLine {
  lands: number;
  deck: string;
  change: string;
  games: number;
  wins: number;
  ciLow: number;
  ciHigh: number;
  /** Win rate minus the deck's as written, paired by game, with its 95% interval; none for the deck itself. */
  diff: { diff: number; low: number; high: number } | undefined;
  onlyThis: number;
  onlyWritten: number;
  p: number | undefined;
  pHolm: number | undefined;
  verdict: LandsVerdict;
  recommended: boolean;
  /** Shares over all its games (on the play and the draw) by own turn: mana.csv's figures. */
  mana: Record<string, number | undefined>;
}

/** The mana figures lands.csv repeats from mana.csv, as [measure, own turn]. */
const MANA_COLUMNS: [Measure, number][] = [
  ['missed_land_drop', 3],
  ['missed_land_drop', 4],
  ['color_screw', 4],
  ['flood', 8],
];
const manaKey = (measure: Measure, turn: number) => `${measure}_t${turn}`;

/**
 * The lines, in increasing land count. `winner` holds every game's winner code by game_index of the plan
 * (versions in setup order, each against every opponent, `games` games each; 0: the version won).
 */
export function landsLines(s: LandsSetup, winner: Int8Array, mana: ManaTally): LandsLine[] {
  const written = s.versions[0];
  const F = s.opponents.length;
  const lines = s.versions.map((v, d): LandsLine => {
    const pair = new Int8Array(2 * F * s.games);
    for (let j = 0; j < F; j++)
      for (let k = 0; k < s.games; k++) {
        pair[compareGameIndex(s, 0, j, k)] = winner[(d * F + j) * s.games + k];
        pair[compareGameIndex(s, 1, j, k)] = winner[j * s.games + k];
      }
    const change = versionChange(written, v);
    const spec: CompareSpec = {
      deckA: v.name,
      deckB: written.name,
      opponents: s.opponents,
      agents: s.agents,
      games: s.games,
      seed: s.seed,
      margin: 0,
      sequential: false,
      checkEvery: s.games,
      change,
    };
    const field = compareLines(compareResultOf(spec, pair, s.games, false)).find((l) => l.opponent === FIELD)!;
    const self = d === 0;
    return {
      lands: v.lands,
      deck: v.name,
      change: self ? '' : changeText(change),
      games: field.games,
      wins: field.winsA,
      ciLow: wilson(field.winsA, field.games).low,
      ciHigh: wilson(field.winsA, field.games).high,
      diff: self ? undefined : field.diff,
      onlyThis: self ? 0 : field.pairs.onlyA,
      onlyWritten: self ? 0 : field.pairs.onlyB,
      p: self ? undefined : field.p,
      pHolm: undefined,
      verdict: 'as written',
      recommended: false,
      mana: manaFigures(mana, v.name),
    };
  });
  const others = lines.slice(1);
  holm(others.map((l) => l.p ?? 1)).forEach((p, i) => {
    const l = others[i];
    l.pHolm = p;
    l.verdict = p > ALPHA ? 'too few games' : (l.diff?.diff ?? 0) > 0 ? 'better' : 'worse';
  });
  recommended(lines).recommended = true;
  return lines.sort((x, y) => x.lands - y.lands);
}

/** The best count clearly better than the deck as written (highest difference; ties: nearer its count), else it. */
function recommended(lines: LandsLine[]): LandsLine {
  const own = lines[0];
  const better = lines
    .filter((l) => l.verdict === 'better')
    .sort(
      (x, y) =>
        (y.diff?.diff ?? 0) - (x.diff?.diff ?? 0) ||
        Math.abs(x.lands - own.lands) - Math.abs(y.lands - own.lands) ||
        x.lands - y.lands,
    );
  return better[0] ?? own;
}

function manaFigures(t: ManaTally, deck: string): Record<string, number | undefined> {
  const out: Record<string, number | undefined> = {};
  const d = [...(t.decks.get(deck)?.values() ?? [])][0];
  for (const [measure, turn] of MANA_COLUMNS) {
    const [games, hits] = d === undefined ? [0, 0] : manaCount(d, -1, MEASURES.indexOf(measure), turn);
    out[manaKey(measure, turn)] = games === 0 ? undefined : hits / games;
  }
  return out;
}

/** The recommendation in words (terminal, report.html). */
export function recommendationLine(lines: LandsLine[]): string {
  const own = lines.find((l) => l.verdict === 'as written')!;
  const best = lines.find((l) => l.recommended)!;
  if (best === own) {
    const tried = lines.filter((l) => l !== own).map((l) => l.lands);
    return (
      `recommended: ${own.lands} lands, as written: no count clearly better (${tried.join(', ')} tried; ` +
      `exact test over the seeds at 5%, Holm-adjusted; 95% CIs of the differences: ${lines
        .filter((l) => l.diff !== undefined)
        .map((l) => `${l.lands}: ${signed(l.diff!.low)} to ${signed(l.diff!.high)}`)
        .join('; ')})`
    );
  }
  const d = best.diff!;
  return (
    `recommended: ${best.lands} lands: ${signed(d.diff)} win rate over the ${own.lands} as written ` +
    `(95% CI ${signed(d.low)} to ${signed(d.high)}, Holm-adjusted p ${best.pHolm!.toPrecision(3)})`
  );
}

export const LANDS = [
  count('lands', (l) => l.lands),
  text('deck', (l) => l.deck),
  text('change', (l) => l.change),
  count('games', (l) => l.games),
  count('wins', (l) => l.wins),
  rate('win_rate', (l) => (l.games === 0 ? undefined : l.wins / l.games)),
  rate('ci_low', (l) => l.ciLow),
  rate('ci_high', (l) => l.ciHigh),
  rate('diff', (l) => l.diff?.diff),
  rate('diff_low', (l) => l.diff?.low),
  rate('diff_high', (l) => l.diff?.high),
  count('only_this', (l) => (l.diff === undefined ? undefined : l.onlyThis)),
  count('only_written', (l) => (l.diff === undefined ? undefined : l.onlyWritten)),
  pValue('p_value', (l) => l.p),
  pValue('p_holm', (l) => l.pHolm),
  text('verdict', (l) => l.verdict),
  count('recommended', (l) => (l.recommended ? 1 : 0)),
  ...MANA_COLUMNS.map(([m, t]) => rate(manaKey(m, t), (l: LandsLine) => l.mana[manaKey(m, t)])),
] satisfies Column<LandsLine>[];

export function landsCsv(lines: LandsLine[]): string {
  return csvTable(LANDS, lines);
}

const pct = (x: number | undefined) => (x === undefined ? '' : `${(x * 100).toFixed(1)}%`);

/** The terminal's table and report.html's. */
export const LANDS_TABLE: Column<LandsLine>[] = [
  { name: 'lands', get: (l) => l.lands, numeric: true },
  { name: 'games', get: (l) => l.games, numeric: true },
  { name: 'win rate', get: (l) => pct(l.games === 0 ? undefined : l.wins / l.games), numeric: true },
  { name: 'vs as written', get: (l) => (l.diff === undefined ? '' : signed(l.diff.diff)), numeric: true },
  {
    name: '95% CI (paired)',
    get: (l) => (l.diff === undefined ? '' : `${signed(l.diff.low)} to ${signed(l.diff.high)}`),
    numeric: true,
  },
  { name: 'verdict', get: (l) => l.verdict + (l.recommended ? ' *' : '') },
  { name: 'missed drop t3', get: (l) => pct(l.mana[manaKey('missed_land_drop', 3)]), numeric: true },
  { name: 'screw t4', get: (l) => pct(l.mana[manaKey('color_screw', 4)]), numeric: true },
  { name: 'flood t8', get: (l) => pct(l.mana[manaKey('flood', 8)]), numeric: true },
];

export async function landsHtml(s: LandsSetup, lines: LandsLine[], mana: ManaTally, argv: string[]): Promise<string> {
  const rows = lines.flatMap((l) =>
    l.diff === undefined
      ? []
      : [{ label: `${l.lands} lands`, value: l.diff.diff, low: l.diff.low, high: l.diff.high, games: l.games }],
  );
  const lo = Math.min(-0.1, ...rows.map((x) => x.low));
  const hi = Math.max(0.1, ...rows.map((x) => x.high));
  const own = lines.find((l) => l.verdict === 'as written')!;
  const chart = await renderSvg(
    intervalSpec(
      `${s.deck}: win rate minus the ${own.lands} lands as written`,
      'difference',
      rows,
      [lo, hi],
      0,
      '+.0%',
    ),
    'lands',
  );
  const versions = new Set(s.versions.map((v) => v.name));
  return htmlPage({
    title: `mtg-playtest lands: ${s.deck}`,
    heading: `${s.deck}: how many lands`,
    intro:
      `<p class="summary">${escapeHtml(recommendationLine(lines))}</p>\n` +
      `<p>Each land count's version of ${escapeHtml(s.deck)} played the same games as the deck as written (seed ${s.seed}: ` +
      `the same shuffles, seats and opponents: ${escapeHtml(s.opponents.join(', '))}), ${s.games} per opponent. ` +
      "The difference is paired by game (Newcombe's paired score interval); a count is better or worse when the exact " +
      'sign-flip test over the seeds says so at 5%, Holm-adjusted over the counts tried.</p>',
    sections: [
      { id: 'difference', title: 'Difference by land count', body: `<div class="chart">${chart}</div>` },
      {
        id: 'counts',
        title: 'Land counts',
        body:
          htmlTable(LANDS_TABLE, lines) +
          htmlTable(
            [
              { name: 'lands', get: (l: LandsLine) => l.lands, numeric: true },
              { name: 'change from the deck as written', get: (l: LandsLine) => l.change },
            ],
            lines.filter((l) => l.change !== ''),
          ),
      },
      await manaSection(mana, (d) => versions.has(d)),
      {
        id: 'command',
        title: 'Command',
        body: `<p class="note">playtest ${escapeHtml(argv.map((a) => (/[\s"']/.test(a) ? JSON.stringify(a) : a)).join(' '))}</p>`,
      },
    ],
  });
}
