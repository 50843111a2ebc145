// Shards: which machine plays which games. Shard I of N plays the game pairs whose pair number
// (game_index / 2, rounded down) is I-1 modulo N, so both games of a seed pair stay together and the
// shards' loads differ by at most one pair per pairing.

/** Shard `index` of `count`, 1-based. */
export interface Shard {
  index: number;
  count: number;
}

export function inShard(gameIndex: number, shard: Shard | undefined): boolean {
  if (shard === undefined) return true;
  return Math.floor(gameIndex / 2) % shard.count === shard.index - 1;
}

export function shardLabel(shard: Shard | undefined): string | null {
  return shard === undefined ? null : `${shard.index}/${shard.count}`;
}

/**
 * Schedulers that start N copies of one command give each its index in an environment variable:
 * Kubernetes Indexed Jobs JOB_COMPLETION_INDEX (0-based), Slurm job arrays SLURM_ARRAY_TASK_ID
 * (numbered from SLURM_ARRAY_TASK_MIN, and SLURM_ARRAY_TASK_COUNT of them).
 * Returns the 1-based index and, when the scheduler says, the count; a message when unusable.
 */
export function shardFromEnv(env: NodeJS.ProcessEnv): { index: number; count?: number } | string {
  const k8s = env.JOB_COMPLETION_INDEX;
  if (k8s !== undefined && k8s !== '') {
    if (!/^\d+$/.test(k8s)) return `JOB_COMPLETION_INDEX is "${k8s}", expected a whole number`;
    return { index: Number(k8s) + 1 };
  }
  const slurm = env.SLURM_ARRAY_TASK_ID;
  if (slurm !== undefined && slurm !== '') {
    const min = env.SLURM_ARRAY_TASK_MIN ?? '0';
    const count = env.SLURM_ARRAY_TASK_COUNT;
    if (!/^\d+$/.test(slurm) || !/^\d+$/.test(min))
      return `SLURM_ARRAY_TASK_ID is "${slurm}" (min "${min}"), expected whole numbers`;
    if (count !== undefined && !/^\d+$/.test(count))
      return `SLURM_ARRAY_TASK_COUNT is "${count}", expected a whole number`;
    return { index: Number(slurm) - Number(min) + 1, count: count === undefined ? undefined : Number(count) };
  }
  return 'neither JOB_COMPLETION_INDEX (Kubernetes Indexed Job) nor SLURM_ARRAY_TASK_ID (Slurm array) is set';
}

/**
 * Parses a --shard value: "I/N" (1-based), "auto/N" (index from the environment) or "auto" (index and
 * count from a Slurm array). Returns the shard or a message saying what was expected.
 */
export function parseShard(value: string, env: NodeJS.ProcessEnv): Shard | string {
  const fixed = /^(\d+)\/(\d+)$/.exec(value);
  if (fixed) return checked(Number(fixed[1]), Number(fixed[2]), '');
  const auto = /^auto(?:\/(\d+))?$/.exec(value);
  if (!auto)
    return 'Expected I/N with 1 <= I <= N, like 2/4, or auto/N to take I from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID.';
  const fromEnv = shardFromEnv(env);
  if (typeof fromEnv === 'string') return `auto: ${fromEnv}.`;
  const count = auto[1] !== undefined ? Number(auto[1]) : fromEnv.count;
  if (count === undefined)
    return 'auto: give the shard count as auto/N (only Slurm arrays say how many tasks there are).';
  return checked(fromEnv.index, count, ' (from the environment)');
}

function checked(index: number, count: number, origin: string): Shard | string {
  if (!(count >= 1 && index >= 1 && index <= count)) {
    return `Expected I/N with 1 <= I <= N, like 2/4; got ${index}/${count}${origin}.`;
  }
  return { index, count };
}
