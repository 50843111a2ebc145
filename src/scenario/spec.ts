// The scenario file shape (../shared/scenario-format.md) and its validation: errors name the file,
// the field and what was expected. The shape is one TypeBox schema, closed everywhere
// (additionalProperties: false): a key the format does not define is an error, never ignored, so a
// misspelt expectation can't pass by checking nothing. The TypeScript types come from the same schema.
import { type Static, type TSchema, Type } from '@sinclair/typebox';
import { Value, type ValueError, ValueErrorType } from '@sinclair/typebox/value';
import { END_NAMES, NAMED_COUNTER_NAMES, STEP_NAMES } from '../engine/api/observe.js';
import { LOOP_KINDS } from '../engine/api/setup.js';

export const ZONES = ['hand', 'library', 'graveyard', 'inPlay', 'removed'] as const;
export type ZoneName = (typeof ZONES)[number];
/** Where an object is, as an `objects` expectation names it (expect.ts reads the engine's zone by index). */
export const ZONE_NAMES = ['none', 'library', 'hand', 'graveyard', 'inPlay', 'stack', 'removed'] as const;

/** A union of string literals, typed as those strings (the schema checks them, the type says them). */
const oneOf = <T extends string>(names: readonly T[], description?: string) =>
  Type.Unsafe<T>(
    Type.Union(
      names.map((n) => Type.Literal(n)),
      description ? { description } : {},
    ),
  );
/** A closed object (a key not listed is an error); the keys not wrapped in Opt are required. */
function closed<P extends Record<string, TSchema>>(props: P, description: string) {
  return Type.Object(props, { additionalProperties: false, description });
}
const Opt = Type.Optional;
const Int = (description = 'a whole number', minimum?: number) =>
  Type.Integer(minimum === undefined ? { description } : { description, minimum });
const Str = (description = 'a string') => Type.String({ description });
const Bool = Type.Boolean({ description: 'true or false' });
/** `true`, the one value of "pass" and "resolve" (typed boolean for scripts built in code). */
const True = Type.Unsafe<boolean>(Type.Literal(true, { description: 'true' }));
const Strings = (description: string) => Type.Array(Type.String(), { description });

const Counters = closed(
  {
    '+1/+1': Opt(Int()),
    '-1/-1': Opt(Int()),
    loyalty: Opt(Int()),
    ...Object.fromEntries(NAMED_COUNTER_NAMES.map((k) => [k, Opt(Int())])),
  },
  `{"+1/+1": n, "-1/-1": n, "loyalty": n, ${NAMED_COUNTER_NAMES.map((k) => `"${k}": n`).join(', ')}}`,
);

const SeatSchema = oneOf(['A', 'B'], '"A" or "B"');
export type Seat = Static<typeof SeatSchema>;
const StepSchema = oneOf(STEP_NAMES, `a step (${STEP_NAMES.join(', ')})`);
const BySeat = <T extends TSchema>(v: T, description: string) => closed({ A: Opt(v), B: Opt(v) }, description);

const ObjectEntrySchema = closed(
  {
    card: Str('a card name'),
    id: Opt(Str('a label')),
    tapped: Opt(Bool),
    counters: Opt(Counters),
    damage: Opt(Int('a whole number >= 0', 0)),
    attachedTo: Opt(Str('an "@label", or "A" or "B" (an Aura that enchants a player)')),
    token: Opt(Bool),
    summoningSick: Opt(Bool),
    controller: Opt(SeatSchema),
    faceDown: Opt(Bool),
  },
  'a card name or {"card": NAME, ...}',
);
export type ObjectEntry = Static<typeof ObjectEntrySchema>;
const ZoneEntrySchema = Type.Union([Type.String(), ObjectEntrySchema], {
  description: 'a card name or {"card": NAME, ...}',
});
const ZoneList = Type.Array(ZoneEntrySchema, { description: 'a list of card names or objects' });

const PlayerSetupSchema = closed(
  {
    life: Opt(Int()),
    poison: Opt(Int()),
    hand: Opt(ZoneList),
    library: Opt(ZoneList),
    graveyard: Opt(ZoneList),
    inPlay: Opt(ZoneList),
    removed: Opt(ZoneList),
  },
  'an object',
);

const GotoSchema = closed({ turn: Int(), step: StepSchema }, '{"turn": n, "step": S}');

/**
 * Every key an action may have. Which of them an action of each verb takes is VERB_KEYS (a key of
 * another verb is an error too).
 */
const ActionSchema = closed(
  {
    player: Opt(SeatSchema),
    play: Opt(Str('a card reference')),
    cast: Opt(Str('a card reference')),
    faceDown: Opt(Bool),
    evoke: Opt(Bool),
    prowl: Opt(Bool),
    conspire: Opt(Bool),
    turnFaceUp: Opt(Str('an object reference')),
    activate: Opt(Str('an object reference')),
    ability: Opt(Int('a whole number >= 0', 0)),
    targets: Opt(Strings('a list of references')),
    mode: Opt(Int('a whole number >= 0', 0)),
    x: Opt(Int('a whole number >= 0', 0)),
    as: Opt(
      Type.Union([Type.String(), Type.Array(Type.String(), { minItems: 1 })], {
        description: 'a label, or on activate a list of labels for the tokens the ability makes, in order',
      }),
    ),
    pass: Opt(True),
    resolve: Opt(True),
    goto: Opt(GotoSchema),
    attack: Opt(
      Type.Array(
        Type.Union([
          Type.String(),
          closed(
            { attacker: Str('an attacker reference'), defender: Str('a planeswalker reference, or "A" or "B"') },
            '{"attacker": REF, "defender": REF}: a creature attacking a planeswalker (212.9 of 2008)',
          ),
        ]),
        { description: 'a list of attacker references, or {"attacker": REF, "defender": REF}' },
      ),
    ),
    block: Opt(
      Type.Record(
        Type.String(),
        Type.Union([Type.String(), Type.Array(Type.String(), { minItems: 1 })], {
          description: 'an attacker reference, or a non-empty list of them (a creature that can block several)',
        }),
        { description: '{"BLOCKER": "ATTACKER" or ["ATTACKER", ...]}' },
      ),
    ),
    assign: Opt(
      Type.Record(Type.String(), Type.Record(Type.String(), Int()), {
        description: '{"ATTACKER": {"RECIPIENT": n, ...}}',
      }),
    ),
    choose: Opt(Type.Unknown()),
  },
  'an action object',
);
export type Action = Static<typeof ActionSchema>;

/** The verbs, and the keys besides "player" and the verb that an action of each takes. */
const VERB_KEYS = {
  play: ['as'],
  cast: ['targets', 'mode', 'x', 'faceDown', 'evoke', 'prowl', 'conspire', 'as'],
  activate: ['ability', 'targets', 'mode', 'x', 'as'],
  turnFaceUp: [],
  pass: [],
  resolve: [],
  goto: [],
  attack: [],
  block: [],
  assign: [],
  choose: [],
} as const satisfies Record<string, readonly (keyof Action)[]>;
type Verb = keyof typeof VERB_KEYS;
const VERBS = Object.keys(VERB_KEYS) as Verb[];

const ObjectExpectSchema = closed(
  {
    ref: Str('an object reference'),
    zone: Opt(oneOf(ZONE_NAMES)),
    controller: Opt(SeatSchema),
    power: Opt(Int()),
    toughness: Opt(Int()),
    tapped: Opt(Bool),
    damage: Opt(Int()),
    counters: Opt(Counters),
    attachedTo: Opt(Type.Union([Type.String(), Type.Null()], { description: 'a reference or null' })),
    types: Opt(Strings('a list of card types')),
    colors: Opt(Strings('a list of colors')),
    keywords: Opt(Strings('a list of keywords')),
    exists: Opt(Bool),
    faceDown: Opt(Bool),
  },
  'an object expectation {"ref": REF, ...}',
);
export type ObjectExpect = Static<typeof ObjectExpectSchema>;

const ZoneCount = Type.Union([Type.Array(Type.String()), Type.Integer()], {
  description: 'a list of card names or a count',
});
const ZonesExpectSchema = closed(
  {
    hand: Opt(ZoneCount),
    library: Opt(ZoneCount),
    graveyard: Opt(ZoneCount),
    inPlay: Opt(ZoneCount),
    removed: Opt(ZoneCount),
  },
  'an object of zones',
);

const ExpectSchema = closed(
  {
    life: Opt(BySeat(Int(), '{"A": n, "B": n}')),
    poison: Opt(BySeat(Int(), '{"A": n, "B": n}')),
    zones: Opt(BySeat(ZonesExpectSchema, '{"A": {ZONE: ...}, "B": {ZONE: ...}}')),
    objects: Opt(Type.Array(ObjectExpectSchema, { description: 'a list of object expectations' })),
    stack: Opt(Strings('a list of names, top first')),
    result: Opt(
      Type.Union(
        [
          closed({ winner: SeatSchema }, '{"winner": "A"} or {"winner": "B"}'),
          Type.Literal('draw'),
          Type.Literal('ongoing'),
        ],
        { description: '{"winner": "A"}, {"winner": "B"}, "draw" or "ongoing"' },
      ),
    ),
    endReason: Opt(oneOf(END_NAMES.filter((n) => n !== ''))),
    loop: Opt(oneOf(LOOP_KINDS)),
    triggered: Opt(
      Type.Array(closed({ card: Str('a card name'), times: Int() }, '{"card": NAME, "times": n}'), {
        description: 'a list of {"card": NAME, "times": n}',
      }),
    ),
  },
  'an object',
);
export type Expect = Static<typeof ExpectSchema>;

const StopSchema = closed({ turn: Int(), step: StepSchema }, '{"turn": n, "step": S}');

const ScenarioSchema = closed(
  {
    name: Type.String({ minLength: 1, description: 'a non-empty string' }),
    note: Opt(Str('free text')),
    rules: Opt(Strings('a list of rule numbers')),
    start: Opt(
      closed({ turn: Opt(Int('a whole number >= 1', 1)), active: Opt(SeatSchema), step: Opt(StepSchema) }, 'an object'),
    ),
    players: Opt(BySeat(PlayerSetupSchema, 'an object with A and B')),
    options: Opt(
      closed(
        { manaBurn: Opt(Bool), maxTurns: Opt(Int('a whole number >= 1', 1)), seed: Opt(Int('a whole number >= 0', 0)) },
        'an object',
      ),
    ),
    actions: Opt(Type.Array(ActionSchema, { description: 'a list of actions' })),
    stop: Opt(Type.Union([StopSchema, Type.Literal('end')], { description: '{"turn": n, "step": S} or "end"' })),
    expect: Opt(ExpectSchema),
  },
  'a JSON object',
);
export type Scenario = Static<typeof ScenarioSchema>;

/** A scenario that can't run as written; `messages` holds each problem of a malformed file. */
export class ScenarioError extends Error {
  constructor(
    message: string,
    readonly messages: string[] = [message],
  ) {
    super(message);
  }
}
/** The file is malformed (its shape, not the game it describes): the CLI exits 2 (usage or input error). */
export class ScenarioFileError extends ScenarioError {}

function bad(file: string, field: string, expected: string, got: unknown): never {
  throw new ScenarioFileError(`${file}: ${field}: expected ${expected}, got ${JSON.stringify(got)}`);
}

const MAX_MESSAGES = 20;

const unescape = (k: string) => k.replace(/~1/g, '/').replace(/~0/g, '~');
/** A schema error's field path: "expect.objects[2].keyword" (a key with a space, dot, bracket or quote: in quotes). */
function fieldOf(path: string): string {
  if (path === '') return 'scenario';
  return path
    .split('/')
    .slice(1)
    .map(unescape)
    .map((k, i) =>
      /^[0-9]+$/.test(k)
        ? `[${k}]`
        : k === '' || /[\s.[\]"]/.test(k)
          ? `[${JSON.stringify(k)}]`
          : i === 0
            ? k
            : `.${k}`,
    )
    .join('');
}

/** What a schema accepts, in words. */
function describe(s: TSchema): string {
  if (typeof s.description === 'string') return s.description;
  if (s.const !== undefined) return JSON.stringify(s.const);
  if (Array.isArray(s.anyOf)) {
    const all = s.anyOf as TSchema[];
    if (all.every((x) => x.const !== undefined)) return `one of ${all.map((x) => JSON.stringify(x.const)).join(', ')}`;
    return all.map(describe).join(' or ');
  }
  if (s.type === 'integer') return s.minimum === undefined ? 'a whole number' : `a whole number >= ${s.minimum}`;
  if (s.type === 'boolean') return 'true or false';
  if (s.type === 'string') return 'a string';
  if (s.type === 'array') return 'a list';
  if (s.type === 'null') return 'null';
  return 'an object';
}

const depth = (e: ValueError) => (e.path === '' ? 0 : e.path.split('/').length);

/**
 * The errors to report: a union's own error is replaced by the errors of the alternative that got
 * furthest into the value (an object with a misspelt key is reported as that key, not as "expected
 * a string or an object"), unless none got past the union itself.
 */
function leaves(errors: Iterable<ValueError>): ValueError[] {
  const out: ValueError[] = [];
  for (const e of errors) {
    if (e.type !== ValueErrorType.Union) {
      out.push(e);
      continue;
    }
    let best: ValueError[] = [];
    let bestDepth = depth(e);
    for (const alt of e.errors) {
      const sub = leaves(alt);
      const d = Math.max(...sub.map(depth));
      if (d > bestDepth) [best, bestDepth] = [sub, d];
    }
    out.push(...(best.length > 0 ? best : [e]));
  }
  return out;
}

/** A near key ("keyword" for "keywords"), for the message, or undefined. */
function near(key: string, allowed: string[]): string | undefined {
  const k = key.toLowerCase();
  const close = (a: string) =>
    a === k ||
    distance(a, k) <= Math.min(a.length <= 3 ? 1 : 2, Math.min(a.length, k.length) - 1) ||
    (Math.min(a.length, k.length) >= 3 && (a.startsWith(k) || k.startsWith(a)));
  return allowed.find((a) => close(a.toLowerCase()));
}
/** Levenshtein distance, small words only. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

/** An unknown key: the file, its path, and the keys allowed there. */
function unknownKey(file: string, field: string, key: string, allowed: string[], what = ''): string {
  const hint = near(key, allowed);
  return (
    `${file}: ${field}: unknown key${what}${hint ? ` (did you mean "${hint}"?)` : ''}; ` +
    `expected one of ${allowed.join(', ')}`
  );
}

function message(file: string, e: ValueError): string {
  const field = fieldOf(e.path);
  if (e.type === ValueErrorType.ObjectAdditionalProperties) {
    const key = unescape(e.path.replace(/^.*\//, ''));
    return unknownKey(file, field, key, Object.keys((e.schema.properties ?? {}) as object));
  }
  if (e.type === ValueErrorType.ObjectRequiredProperty)
    return `${file}: ${field}: expected ${describe(e.schema)}, got nothing (the field is missing)`;
  return `${file}: ${field}: expected ${describe(e.schema)}, got ${JSON.stringify(e.value)}`;
}

const ACTION_KEYS = Object.keys(ActionSchema.properties);
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const an = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');

/**
 * The keys of action i that its verb doesn't take (scenario-format.md, "Actions"), a missing player,
 * or not exactly one verb. The schema has checked the values; unknown keys are reported here, with
 * the keys that verb takes.
 */
function actionProblems(file: string, a: Record<string, unknown>, i: number): string[] {
  const at = `actions[${i}]`;
  const verbs = VERBS.filter((k) => a[k] !== undefined);
  if (verbs.length !== 1) {
    const out = [`${file}: ${at}: expected exactly one of ${VERBS.join(', ')}, got ${JSON.stringify(a)}`];
    for (const k of Object.keys(a))
      if (!ACTION_KEYS.includes(k)) out.push(unknownKey(file, `${at}.${k}`, k, ACTION_KEYS));
    return out;
  }
  const verb = verbs[0];
  const out: string[] = [];
  if (verb !== 'resolve' && verb !== 'goto' && a.player === undefined)
    out.push(`${file}: ${at}.player: expected "A" or "B", got nothing (the field is missing)`);
  const allowed: string[] = [...(verb === 'resolve' || verb === 'goto' ? [] : ['player']), verb, ...VERB_KEYS[verb]];
  for (const k of Object.keys(a)) {
    if (allowed.includes(k)) continue;
    const why = k === 'as' ? '; "as" labels what a play, cast or activate makes' : '';
    out.push(unknownKey(file, `${at}.${k}`, k, allowed, ` for ${an(verb)} "${verb}" action${why}`));
  }
  return out;
}

/** A label an action's "as" gives that setup's "id" or an earlier "as" already gave (setup.ts checks setup's own). */
function labelsTwice(file: string, sc: Scenario): string[] {
  const given = new Map<string, string>();
  for (const seat of ['A', 'B'] as const)
    for (const zone of ZONES)
      sc.players?.[seat]?.[zone]?.forEach((e, i) => {
        if (typeof e !== 'string' && e.id !== undefined) given.set(e.id, `players.${seat}.${zone}[${i}].id`);
      });
  const out: string[] = [];
  sc.actions?.forEach((a, i) => {
    if (a.as === undefined) return;
    if (typeof a.as !== 'string' && a.activate === undefined)
      out.push(`${file}: actions[${i}].as: expected a label (a list only on activate), got ${JSON.stringify(a.as)}`);
    for (const label of typeof a.as === 'string' ? [a.as] : a.as) {
      const first = given.get(label);
      if (first)
        out.push(`${file}: actions[${i}].as: label "${label}" is already given by ${first} (expected a new label)`);
      else given.set(label, `actions[${i}].as`);
    }
  });
  return out;
}

/** Checks the shape of a parsed scenario; throws ScenarioFileError naming each bad field. */
export function validateScenario(v: unknown, file: string): Scenario {
  if (!isObj(v)) bad(file, 'scenario', 'a JSON object', v);
  const byPath = new Map<string, string>();
  if (!Value.Check(ScenarioSchema, v)) {
    for (const e of leaves(Value.Errors(ScenarioSchema, v))) {
      // An action's unknown keys are reported below, with the keys its verb takes.
      if (e.type === ValueErrorType.ObjectAdditionalProperties && /^\/actions\/[0-9]+\/[^/]+$/.test(e.path)) continue;
      if (!byPath.has(e.path)) byPath.set(e.path, message(file, e));
    }
  }
  const messages = [...byPath.values()];
  if (Array.isArray(v.actions)) v.actions.forEach((a, i) => isObj(a) && messages.push(...actionProblems(file, a, i)));
  if (messages.length === 0) messages.push(...labelsTwice(file, v as Scenario));
  if (messages.length > 0)
    throw new ScenarioFileError(messages.slice(0, MAX_MESSAGES).join('\n'), messages.slice(0, MAX_MESSAGES));
  return v as Scenario;
}
