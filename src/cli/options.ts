// Option-value parsers for commander. Each throws InvalidArgumentError, which commander reports as
// "option '--games <n>' argument 'abc' is invalid. <what was expected>" and main() maps to exit 2.
import { InvalidArgumentError } from 'commander';
import { parseShard, type Shard } from '../harness/shard.js';

/** A whole number of 1 or more. */
export function positiveInt(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidArgumentError('Expected a whole number of 1 or more.');
  return n;
}

/** A whole number of 0 or more (seeds). */
export function nonNegativeInt(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) throw new InvalidArgumentError('Expected a whole number of 0 or more.');
  return n;
}

/** "I/N" with 1 <= I <= N, or "auto/N" / "auto" taking I (and N) from the scheduler's environment. */
export function shardSpec(value: string): Shard {
  const shard = parseShard(value, process.env);
  if (typeof shard === 'string') throw new InvalidArgumentError(shard);
  return shard;
}

/** A whole number of 0 or more (worker threads: 0 plays in the main thread). */
export function workerCount(value: string): number {
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n > 256)
    throw new InvalidArgumentError('Expected a whole number from 0 (no worker threads) to 256.');
  return n;
}

const AGENT_SPEC = /^[^:,=\s]+(:[A-Za-z_][\w-]*=[^,=\s]+(,[A-Za-z_][\w-]*=[^,=\s]+)*)?$/;

/** NAME[:key=value,...], e.g. "random", "mcts:iterations=200" or "./my-agent.js". */
export function agentSpec(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), oneAgentSpec(value)];
}

/** One agent spec (an argument rather than a repeatable option). */
export function oneAgentSpec(value: string): string {
  if (!AGENT_SPEC.test(value)) {
    throw new InvalidArgumentError('Expected NAME or NAME:key=value,... like mcts:iterations=200.');
  }
  return value;
}

/** Repeatable string option. */
export function collect(value: string, previous: string[] | undefined): string[] {
  return [...(previous ?? []), value];
}

/** A decimal from 0 up to (not including) 1, e.g. a margin or tolerance in win rate: 0.05 is 5 points. */
export function fraction(value: string): number {
  const n = /^\d*\.?\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= 0 && n < 1))
    throw new InvalidArgumentError('Expected a decimal from 0 to below 1, like 0.05 (5 percentage points).');
  return n;
}

/** A probability strictly between 0 and 1 (an error rate of a test, like 0.05). */
export function probability(value: string): number {
  const n = /^\d*\.?\d+$/.test(value) ? Number(value) : NaN;
  if (!(n > 0 && n < 1)) throw new InvalidArgumentError('Expected a decimal between 0 and 1, like 0.05.');
  return n;
}

/** An Elo difference: a decimal from -1000 to 1000, like 0, 50 or -12.5. */
export function eloDifference(value: string): number {
  const n = /^[-+]?\d*\.?\d+$/.test(value) ? Number(value) : NaN;
  if (!(n >= -1000 && n <= 1000))
    throw new InvalidArgumentError('Expected an Elo difference from -1000 to 1000, like 0 or 50.');
  return n;
}

/** The options of a command that plays games of decks (compare, lands, goldfish), as commander parses them. */
export interface GamesFlags {
  agent?: string[];
  games: number;
  seed: number;
  out: string;
  maxTurns: number;
  cards?: string[];
  workers?: number;
  /** Deck warnings are errors (exit 2). */
  strict?: boolean;
  /** Testing aid (hidden): a game throws once this card is cast. */
  crashOnCast?: string;
}
