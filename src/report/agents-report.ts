// What `playtest compare-agents` writes: compare-agents.csv (one row per deck pair, then all of them)
// and the terminal's table. Everything comes from the games' results in game order, never from
// timings or the order games finished in, so the bytes depend only on the inputs.
import { type Column, columnOf, count, type NameOf, rate, text } from './columns.js';
import { csvTable } from './csv.js';
import {
  observations,
  type Results,
  type ScoreEstimate,
  scoreEstimate,
  sprtBounds,
  type SprtOptions,
  type SprtVerdict,
} from './sprt.js';

/** The row of all deck pairs together. */
export const ALL = '(all)';

/** One deck pair's games (or all of them), from agent A's side. */
export interface AgentsRow {
  deck1: string;
  deck2: string;
  wins: number; // games agent A won
  draws: number;
  losses: number; // games agent B won
  errors: number; // games that crashed, counted as draws
  /** Pairs of games (one seed, agents swapped) by A's points: 0, 0.5, 1, 1.5, 2. */
  pairs: Results;
}

export interface AgentsResult {
  agents: [string, string];
  /** Per deck pair in the run's order, then ALL. */
  rows: AgentsRow[];
  sprt: (SprtOptions & { llr: number; verdict: SprtVerdict }) | undefined;
  /** Games counted (all rows), and the most there could have been. */
  games: number;
  maxGames: number;
  seed: number;
}

/** A row with its estimates, as the CSV and the terminal show it. */
export interface AgentsLine {
  row: AgentsRow;
  result: AgentsResult;
  games: number;
  estimate: ScoreEstimate | undefined;
  /** The sequential test: on the ALL row of an --sprt run only. */
  sprt: AgentsResult['sprt'];
}

export function agentsLines(r: AgentsResult): AgentsLine[] {
  return r.rows.map((row) => ({
    row,
    result: r,
    games: 2 * observations(row.pairs),
    estimate: scoreEstimate(row.pairs),
    sprt: row.deck1 === ALL ? r.sprt : undefined,
  }));
}

const elo = <N extends string>(name: N, get: (l: AgentsLine) => number | undefined): Column<AgentsLine, N> => ({
  name,
  get,
  format: (x) => x.toFixed(1),
  numeric: true,
});

const llr = <N extends string>(name: N, get: (l: AgentsLine) => number | undefined): Column<AgentsLine, N> => ({
  name,
  get,
  format: (x) => x.toFixed(3),
  numeric: true,
});

const bound = (l: AgentsLine, side: 'lower' | 'upper') =>
  l.sprt === undefined ? undefined : sprtBounds(l.sprt.alpha, l.sprt.beta)[side];

export const AGENTS_COLUMNS = [
  text('deck_1', (l) => l.row.deck1),
  text('deck_2', (l) => l.row.deck2),
  text('agent_a', (l) => l.result.agents[0]),
  text('agent_b', (l) => l.result.agents[1]),
  count('games', (l) => l.games),
  count('wins_a', (l) => l.row.wins),
  count('draws', (l) => l.row.draws),
  count('wins_b', (l) => l.row.losses),
  count('errors', (l) => l.row.errors),
  rate('score_a', (l) => l.estimate?.score),
  rate('score_low', (l) => l.estimate?.low),
  rate('score_high', (l) => l.estimate?.high),
  elo('elo', (l) => l.estimate?.elo),
  elo('elo_low', (l) => l.estimate?.eloLow),
  elo('elo_high', (l) => l.estimate?.eloHigh),
  count('pairs', (l) => l.games / 2),
  count('both_a', (l) => l.row.pairs[4]),
  count('a_and_draw', (l) => l.row.pairs[3]),
  count('split', (l) => l.row.pairs[2]),
  count('b_and_draw', (l) => l.row.pairs[1]),
  count('both_b', (l) => l.row.pairs[0]),
  llr('llr', (l) => l.sprt?.llr),
  llr('llr_lower', (l) => bound(l, 'lower')),
  llr('llr_upper', (l) => bound(l, 'upper')),
  text('sprt', (l) => l.sprt?.verdict),
] satisfies Column<AgentsLine>[];

export const agentsColumn = (name: NameOf<typeof AGENTS_COLUMNS>) => columnOf(AGENTS_COLUMNS, name);

export function agentsCsv(r: AgentsResult): string {
  return csvTable(AGENTS_COLUMNS, agentsLines(r));
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const signedElo = (x: number) => (x > 0 ? '+' : '') + x.toFixed(0);

/** The terminal's columns: the CSV's figures as percentages and whole Elo. */
export const AGENTS_TERMINAL: Column<AgentsLine>[] = [
  { ...agentsColumn('deck_1'), name: 'deck 1' },
  { ...agentsColumn('deck_2'), name: 'deck 2' },
  agentsColumn('games'),
  { ...agentsColumn('score_a'), name: 'A score', format: pct },
  {
    name: '95% CI',
    get: (l) => (l.estimate ? `${pct(l.estimate.low)} to ${pct(l.estimate.high)}` : ''),
  },
  { ...agentsColumn('elo'), name: 'Elo', format: signedElo },
  {
    name: 'Elo 95% CI',
    get: (l) => (l.estimate ? `${signedElo(l.estimate.eloLow)} to ${signedElo(l.estimate.eloHigh)}` : ''),
  },
  { name: 'pairs A 2/1.5/1/0.5/0', get: (l) => [...l.row.pairs].reverse().join('/') },
];

/** One line on how the games stopped: the fixed count, or the SPRT's bounds, LLR and verdict. */
export function agentsStopLine(r: AgentsResult): string {
  const pairs = r.rows.length - 1;
  if (r.sprt === undefined)
    return r.games === r.maxGames
      ? `${r.games} games (${pairs} deck pair(s), ${r.games / pairs} each)`
      : `${r.games} of ${r.maxGames} games (${pairs} deck pair(s))`;
  const s = r.sprt;
  const { lower, upper } = sprtBounds(s.alpha, s.beta);
  const head =
    `SPRT (elo0 ${s.elo0}, elo1 ${s.elo1}, alpha ${s.alpha}, beta ${s.beta}): LLR ${s.llr.toFixed(2)}, ` +
    `bounds ${lower.toFixed(2)} and ${upper.toFixed(2)}, after ${r.games} of at most ${r.maxGames} games: `;
  if (s.verdict === 'H1')
    return head + `H1 accepted: A is stronger by ${s.elo1} Elo or more, rather than ${s.elo0} or less`;
  if (s.verdict === 'H0') return head + `H0 accepted: A's edge is ${s.elo0} Elo or less, rather than ${s.elo1} or more`;
  return head + 'undecided';
}
