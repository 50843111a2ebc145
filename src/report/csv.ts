// Report files of a run (design.md, "Reports"). CSVs are RFC 4180 with a header row and "\n" line
// ends, and hold nothing nondeterministic, so the same inputs give byte-identical files. Wall-clock
// timings go to manifest.json only.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stringify } from 'csv-stringify/sync';
import type { GameRecord } from '../harness/types.js';
import { byGameIndex, cardRows, loopRows, matchupRows } from './stats.js';

export const GAMES_COLUMNS = [
  'game_index', 'seed', 'deck_a', 'deck_b', 'agent_a', 'agent_b', 'on_play', 'winner', 'end_reason', 'turns', 'loop_kind',
];
export const MATCHUPS_COLUMNS = [
  'deck', 'opponent', 'agent', 'opponent_agent', 'games', 'wins', 'losses', 'draws',
  'win_rate', 'ci_low', 'ci_high', 'win_rate_play', 'win_rate_draw', 'mean_turns',
];
export const CARDS_COLUMNS = ['deck', 'card', 'games_drawn', 'win_rate_drawn', 'games_cast', 'win_rate_cast'];
export const LOOPS_COLUMNS = ['deck', 'opponent', 'loop_kind', 'signature', 'games', 'loop_games', 'loop_rate', 'example_game'];

/** Rates as fixed 4-decimal strings; '' when there were no games to divide by. */
export function fmtRate(x: number | undefined): string {
  return x === undefined ? '' : x.toFixed(4);
}

export function fmtTurns(x: number | undefined): string {
  return x === undefined ? '' : x.toFixed(2);
}

function toCsv(columns: string[], rows: string[][]): string {
  return stringify(rows, { header: true, columns, record_delimiter: 'unix' });
}

export function gamesCsv(records: GameRecord[]): string {
  return toCsv(GAMES_COLUMNS, byGameIndex(records).map((r) => [
    String(r.gameIndex), String(r.seed), r.deckA, r.deckB, r.agentA, r.agentB,
    r.onPlay, r.winner, r.endReason, String(r.turns), r.loopKind,
  ]));
}

export function matchupsCsv(records: GameRecord[]): string {
  return toCsv(MATCHUPS_COLUMNS, matchupRows(records).map((m) => [
    m.deck, m.opponent, m.agent, m.opponentAgent, String(m.games), String(m.wins), String(m.losses), String(m.draws),
    fmtRate(m.winRate), fmtRate(m.ciLow), fmtRate(m.ciHigh), fmtRate(m.winRatePlay), fmtRate(m.winRateDraw),
    fmtTurns(m.meanTurns),
  ]));
}

export function cardsCsv(records: GameRecord[], deckLists: { name: string; cards: string[] }[] = []): string {
  return toCsv(CARDS_COLUMNS, cardRows(records, deckLists).map((c) => [
    c.deck, c.card, String(c.gamesDrawn), fmtRate(c.winRateDrawn), String(c.gamesCast), fmtRate(c.winRateCast),
  ]));
}

export function loopsCsv(records: GameRecord[]): string {
  return toCsv(LOOPS_COLUMNS, loopRows(records).map((l) => [
    l.deck, l.opponent, l.loopKind, l.signature, String(l.games), String(l.loopGames), fmtRate(l.loopRate),
    String(l.exampleGame),
  ]));
}

/** manifest.json: what was run, with which versions, and how long it took (the only timings). */
export interface Manifest {
  tool: string;
  version: string;
  node: string;
  argv: string[];
  inputs: {
    decks: { name: string; file: string; cards: number }[];
    vs: { name: string; file: string; cards: number }[];
    cardFiles: string[];
  };
  seed: number;
  games: number;          // per pairing
  maxTurns: number;
  agents: { A: string; B: string };
  workers: number;
  shard: string | null;   // "I/N"
  totalGames: number;
  erroredGames: { game_index: number; seed: number; message: string }[];
  timings: { startedAt: string; finishedAt: string; wallMs: number; gamesPerSec: number };
}

export function manifestJson(m: Manifest): string {
  return JSON.stringify(m, null, 2) + '\n';
}

/** Errored games for the manifest, since games.csv has no message column. */
export function erroredGames(records: GameRecord[]): Manifest['erroredGames'] {
  return byGameIndex(records)
    .filter((r) => r.endReason === 'error')
    .map((r) => ({ game_index: r.gameIndex, seed: r.seed, message: r.error ?? '' }));
}

export const REPORT_FILES = ['games.csv', 'matchups.csv', 'cards.csv', 'loops.csv', 'manifest.json'];

/** Writes every report file of a run into outDir, creating it if needed. */
export function writeRunReports(
  outDir: string,
  records: GameRecord[],
  deckLists: { name: string; cards: string[] }[],
  manifest: Manifest,
): void {
  mkdirSync(outDir, { recursive: true });
  writeFileSync(join(outDir, 'games.csv'), gamesCsv(records));
  writeFileSync(join(outDir, 'matchups.csv'), matchupsCsv(records));
  writeFileSync(join(outDir, 'cards.csv'), cardsCsv(records, deckLists));
  writeFileSync(join(outDir, 'loops.csv'), loopsCsv(records));
  writeFileSync(join(outDir, 'manifest.json'), manifestJson(manifest));
}
