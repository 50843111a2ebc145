// --sideboard auto: a plan per deck and opponent measured before the matches, so every shard, worker count and
// resume plays with the same plans (they are kept in the manifest). For a deck with a sideboard, against one
// opponent, with the run's agents, in two scouting rounds of games seeded from the run seed alone:
//   1. the main deck plays N games; each main-deck spell's improvement when drawn (iwd: win rate in games it
//      was drawn minus in games it was not, cards.csv's figure) is measured;
//   2. a trial deck plays N games: every sideboard card in, for the main-deck spells with the lowest iwd, copy
//      for copy; each sideboard card's iwd is measured there.
// The plan swaps, copy by copy, the sideboard card with the highest trial iwd for the main-deck spell with the
// lowest main iwd, while the first is higher; lands are never taken out (the mana stays as built).
import { isLandCard } from '../engine/api/observe.js';
import { unpackBatch } from '../harness/batch.js';
import { RunPlan } from '../harness/plan.js';
import { runGames } from '../harness/run.js';
import { matchGameSeed } from '../harness/seeds.js';
import { type MatchPlan, sideboarded } from '../harness/sideboard.js';
import type { Deck, GameRecord } from '../harness/types.js';
import type { CardPool } from '../cards/pool.js';
import type { Io } from './io.js';

/** What scouting games need: the pool, the card files workers load, the worker count. */
export interface PlayContext {
  pool: CardPool;
  cardFiles: string[];
  workers: number;
  io: Io;
}

/** Scouting games per round: twice the matches per pairing, at least 40, at most 400 (even: seats swap in pairs). */
export function scoutGames(matches: number): number {
  return Math.min(400, Math.max(40, 2 * matches));
}

export async function autoPlans(plan: RunPlan, ctx: PlayContext): Promise<MatchPlan[]> {
  const out: MatchPlan[] = [];
  const seen = new Set<string>();
  for (const [a, b] of plan.pairs) {
    for (const [deck, opponent] of [
      [a, b],
      [b, a],
    ]) {
      const key = `${deck.name}\u0000${opponent.name}`;
      if (seen.has(key) || (deck.sideboard ?? []).length === 0) continue;
      seen.add(key);
      out.push(await measuredPlan(plan, deck, opponent, ctx));
    }
  }
  return out;
}

async function measuredPlan(run: RunPlan, deck: Deck, opponent: Deck, ctx: PlayContext): Promise<MatchPlan> {
  const n = scoutGames(run.config.games);
  const isSpell = (name: string) => !isLandCard(ctx.pool.compiled(name));
  const main = impact(await scout(run, deck, opponent, n, 1, ctx));
  const side = deck.sideboard ?? [];
  // Main-deck spell copies, the lowest iwd first (unmeasured counts as 0; ties by name, so the order is fixed).
  const spells = deck.cards.filter(isSpell).sort((x, y) => (main.get(x) ?? 0) - (main.get(y) ?? 0) || cmp(x, y));
  const k = Math.min(side.length, spells.length);
  const trialPlan = { deck: deck.name, opponent: opponent.name, out: spells.slice(0, k), in: side.slice(0, k) };
  const trial = impact(await scout(run, sideboarded(deck, opponent.name, [trialPlan]), opponent, n, 2, ctx));
  const ins = side
    .filter((c) => trial.has(c))
    .sort((x, y) => (trial.get(y) as number) - (trial.get(x) as number) || cmp(x, y));
  const plan: MatchPlan = { deck: deck.name, opponent: opponent.name, out: [], in: [] };
  const swaps: string[] = [];
  for (let i = 0; i < Math.min(ins.length, spells.length); i++) {
    const gain = trial.get(ins[i]) as number;
    const loss = main.get(spells[i]) ?? 0;
    if (!(gain > loss)) break;
    plan.in.push(ins[i]);
    plan.out.push(spells[i]);
    swaps.push(`${ins[i]} (${signed(gain)}) for ${spells[i]} (${signed(loss)})`);
  }
  plan.why =
    `iwd in ${n} games of the main deck and ${n} of a trial deck with the sideboard in; ` +
    (swaps.length === 0
      ? 'no sideboard card measured above the card it would replace'
      : `in: ${counted(swaps).join(', ')}`);
  return plan;
}

/** `n` games of `deck` (seat A) against `opponent`, seeded from the run seed and the round alone. */
async function scout(
  run: RunPlan,
  deck: Deck,
  opponent: Deck,
  n: number,
  round: number,
  ctx: PlayContext,
): Promise<GameRecord[]> {
  const c = run.config;
  const plan = new RunPlan({
    decks: [deck],
    vs: [opponent],
    agents: c.agents,
    games: n,
    seed: matchGameSeed(c.seed, 2 ** 40, round), // a match index no run reaches: seeds apart from the matches'
    maxTurns: c.maxTurns,
  });
  const records: GameRecord[] = [];
  const state = await runGames({
    plan,
    pool: ctx.pool,
    cardFiles: ctx.cardFiles,
    indices: plan.indices(undefined),
    workers: ctx.workers,
    onBatch: (b) => records.push(...unpackBatch(plan, ctx.pool, b)),
  });
  if (state !== 'done') throw new Error('--sideboard auto: scouting games stopped');
  return records.sort((x, y) => x.gameIndex - y.gameIndex);
}

/** Seat A's cards: win rate in games drawn minus in games not drawn (only cards seen both ways). */
function impact(games: readonly GameRecord[]): Map<string, number> {
  const names = new Set(games.flatMap((g) => g.drawnA));
  const out = new Map<string, number>();
  const finished = games.filter((g) => g.endReason !== 'error');
  for (const name of names) {
    let drawn = 0;
    let drawnWins = 0;
    let wins = 0;
    for (const g of finished) {
      const won = g.winner === 'A' ? 1 : 0;
      wins += won;
      if (g.drawnA.includes(name)) {
        drawn++;
        drawnWins += won;
      }
    }
    const not = finished.length - drawn;
    if (drawn > 0 && not > 0) out.set(name, drawnWins / drawn - (wins - drawnWins) / not);
  }
  return out;
}

/** Runs of one text as "4x text". */
function counted(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < texts.length;) {
    let j = i;
    while (j < texts.length && texts[j] === texts[i]) j++;
    out.push(j - i > 1 ? `${j - i}x ${texts[i]}` : texts[i]);
    i = j;
  }
  return out;
}

function signed(x: number): string {
  return `${x >= 0 ? '+' : ''}${x.toFixed(3)}`;
}

function cmp(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
