// Checks a parsed manifest.json or checkpoint.json (and compare.json, compare-agents.json) field by field
// before anything trusts it: a damaged or hand-edited file gives a message naming the field and what
// was expected, never a crash later.

type Check = (v: unknown) => string | undefined; // undefined: fine; else what was expected

const str: Check = (v) => (typeof v === 'string' ? undefined : 'a string');
const wholeNumber =
  (min: number): Check =>
  (v) =>
    typeof v === 'number' && Number.isSafeInteger(v) && v >= min ? undefined : `a whole number of ${min} or more`;
const oneOf =
  (...values: string[]): Check =>
  (v) =>
    values.includes(v as string) ? undefined : `one of ${values.join(', ')}`;
const strings: Check = (v) =>
  Array.isArray(v) && v.every((x) => typeof x === 'string') ? undefined : 'a list of strings';
const bool: Check = (v) => (typeof v === 'boolean' ? undefined : 'true or false');
const share: Check = (v) => (typeof v === 'number' && v >= 0 && v < 1 ? undefined : 'a decimal from 0 to below 1');
const nullOr =
  (c: Check): Check =>
  (v) =>
    v === null ? undefined : c(v) === undefined ? undefined : `null or ${c(v)}`;
const optional =
  (c: Check): Check =>
  (v) =>
    v === undefined ? undefined : c(v);

const oneOf3: Check = (v) => (v === 3 ? undefined : '3');

const DECK = { name: str, file: str, sha256: str, list: [str] };
const FILE = { file: str, sha256: str };

const PLAN = { deck: str, opponent: str, out: strings, in: strings, why: optional(str) };
/** --match: checked as a whole when present. */
const match: Check = (v) =>
  v === undefined ||
  problem(v, { bestOf: oneOf3, sideboard: oneOf('plans', 'auto', 'none'), plans: [PLAN] }, 'match') === undefined
    ? undefined
    : `nothing, or {bestOf: 3, sideboard: "plans", "auto" or "none", plans: [{deck, opponent, out, in}]}`;

/** The fields resume, merge, replay and report read, and what each must hold. */
const MANIFEST = {
  tool: oneOf('mtg-playtest'),
  version: str,
  status: oneOf('complete', 'interrupted', 'running'),
  inputs: {
    decks: [DECK],
    vs: [DECK],
    cardFiles: [FILE],
    agentModules: [FILE],
    pool: { sha256: str, cards: wholeNumber(0) },
  },
  seed: wholeNumber(0),
  games: wholeNumber(1),
  maxTurns: wholeNumber(1),
  agents: { A: str, B: str },
  crashOnCast: optional(str),
  goldfishAgents: optional(strings),
  match,
  workers: wholeNumber(0),
  shard: nullOr(str),
  runGames: wholeNumber(0),
  totalGames: wholeNumber(0),
};

/** compare.json's and compare-agents.json's fields that replay and report read (compare-manifest.ts). */
const COMPARE_DECK = { ...DECK, sideboard: optional(strings), without: optional(strings) };
const GAMES_OF_A_COMMAND = {
  tool: oneOf('mtg-playtest'),
  argv: [str],
  vs: [DECK],
  cardFiles: [FILE],
  pool: { sha256: str, cards: wholeNumber(0) },
  seed: wholeNumber(0),
  games: wholeNumber(2),
  maxTurns: wholeNumber(1),
  crashOnCast: optional(str),
};
const COMMANDS = {
  compare: {
    ...GAMES_OF_A_COMMAND,
    match,
    command: oneOf('compare'),
    deckA: COMPARE_DECK,
    deckB: COMPARE_DECK,
    agents: { versions: str, field: str },
    untilDecided: bool,
    margin: share,
    gamesPerVersion: wholeNumber(0),
    decided: bool,
  },
  'compare-agents': {
    ...GAMES_OF_A_COMMAND,
    command: oneOf('compare-agents'),
    decks: [DECK],
    agents: { A: str, B: str },
  },
};

/** A check, a list of items of one shape (written [shape]), or an object's fields. */
type Shape = Check | Shape[] | { [field: string]: Shape };

function problem(value: unknown, shape: Shape, path: string): string | undefined {
  if (Array.isArray(shape)) {
    if (!Array.isArray(value)) return `${path}: expected a list, got ${show(value)}`;
    for (let i = 0; i < value.length; i++) {
      const p = problem(value[i], shape[0], `${path}[${i}]`);
      if (p !== undefined) return p;
    }
    return undefined;
  }
  if (typeof shape === 'function') {
    const expected = shape(value);
    return expected === undefined ? undefined : `${path}: expected ${expected}, got ${show(value)}`;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `${path}: expected an object, got ${show(value)}`;
  for (const [k, s] of Object.entries(shape)) {
    const p = problem((value as Record<string, unknown>)[k], s, path === '' ? k : `${path}.${k}`);
    if (p !== undefined) return p;
  }
  return undefined;
}

function show(v: unknown): string {
  if (v === undefined) return 'nothing (the field is missing)';
  const text = JSON.stringify(v);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}

/**
 * The first field of a parsed manifest that doesn't hold what it must, as "field: expected ..., got ..."; undefined if
 * none.
 */
export function manifestProblem(m: unknown): string | undefined {
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return `expected a JSON object, got ${show(m)}`;
  return problem(m, MANIFEST, '');
}

/** The same for the manifest of compare (compare.json) or compare-agents (compare-agents.json). */
export function commandManifestProblem(m: unknown, command: keyof typeof COMMANDS): string | undefined {
  if (typeof m !== 'object' || m === null || Array.isArray(m)) return `expected a JSON object, got ${show(m)}`;
  return problem(m, COMMANDS[command], '');
}
