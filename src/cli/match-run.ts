// What `run --match bo3` adds to a run: its options checked, the plans it plays with, and on --resume the games
// of a match left half-finished dropped (the match is played again from its game 1).
import type { CardPool } from '../cards/pool.js';
import { type PackedBatch, packRecords, unpackBatch } from '../harness/batch.js';
import { matchOver } from '../harness/match-rules.js';
import type { RunPlan } from '../harness/plan.js';
import type { MatchConfig } from '../harness/sideboard.js';
import type { GameRecord, GameSpec } from '../harness/types.js';
import { playMatch } from '../harness/match.js';
import { join } from 'node:path';
import { PARTIAL_FILE } from '../report/folder.js';
import { UsageError } from './errors.js';
import type { Io } from './io.js';
import { autoPlans, type PlayContext } from './sideboard-auto.js';
import { filePlans, type SideboardMode } from './match-setup.js';

export function checkMatchFlags(flags: { match?: string; sideboard?: string; baseline?: string }): void {
  if (flags.sideboard !== undefined && flags.match === undefined)
    throw new UsageError('--sideboard chooses the sideboard plans of matches; add --match bo3');
  if (flags.match !== undefined && flags.baseline !== undefined)
    throw new UsageError(
      '--baseline compares the game win rates of plain runs; it does not compare --match runs (drop one of them)',
    );
}

/** The plans of a match run: the deck files' (plans), none, or measured (auto). */
export async function matchConfigFor(plan: RunPlan, mode: SideboardMode, ctx: PlayContext): Promise<MatchConfig> {
  if (mode === 'none') return { bestOf: 3, sideboard: 'none', plans: [] };
  if (mode === 'plans') return filePlans(plan.pairs, ctx.io);
  return { bestOf: 3, sideboard: 'auto', plans: await autoPlans(plan, ctx) };
}

/**
 * A checkpoint holds whole matches (a batch of matches is appended at once), unless a damaged row was dropped:
 * then the other games of its match are dropped too and the match is played again from its start.
 */
export function dropUnfinishedMatches(
  plan: RunPlan,
  pool: CardPool,
  done: PackedBatch[],
  dir: string,
  io: Io,
): PackedBatch[] {
  const byMatch = new Map<number, GameRecord[]>();
  if (done.length === 0) return done;
  const records = done.flatMap((b) => unpackBatch(plan, pool, b));
  for (const r of records) {
    const m = Math.floor(r.gameIndex / plan.perUnit);
    const list = byMatch.get(m) ?? [];
    list.push(r);
    byMatch.set(m, list);
  }
  const whole = (games: GameRecord[]) => {
    games.sort((x, y) => x.gameIndex - y.gameIndex);
    // Games 1..n in order, and over after the last of them.
    return games.every((g, i) => g.gameIndex % plan.perUnit === i) && matchOver(games);
  };
  const dropped = [...byMatch].filter(([, games]) => !whole(games)).map(([m]) => m);
  if (dropped.length === 0) return done;
  const gone = new Set(dropped);
  io.err(
    `warning: ${join(dir, PARTIAL_FILE)}: ${dropped.length} match(es) left half-finished (match ${dropped.slice(0, 5).join(', ')}${dropped.length > 5 ? ', ...' : ''}); each is played again from its game 1\n`,
  );
  return [
    packRecords(
      records.filter((r) => !gone.has(Math.floor(r.gameIndex / plan.perUnit))),
      pool,
      false,
    ),
  ];
}

/**
 * The spec of a game to replay. A match's game 2 or 3 starts with the seat its chooser picked, so the match's
 * earlier games are played first to learn it; a game the match did not need is a usage error.
 */
export function replaySpec(plan: RunPlan, pool: CardPool, index: number): GameSpec {
  if (plan.perUnit === 1 || index % plan.perUnit === 0) return plan.spec(index);
  const m = Math.floor(index / plan.perUnit);
  const games = playMatch(plan, pool, m);
  const k = index % plan.perUnit;
  if (k >= games.length)
    throw new UsageError(
      `replay: game ${index} would be game ${k + 1} of match ${m}, which ended after ${games.length} games; it was not played`,
    );
  return plan.spec(index, games[k].onPlay);
}
