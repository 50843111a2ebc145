// The published JSON Schema of card files, made compact from the registries' TypeBox schemas. TypeBox
// inlines every shared part (a filter, an amount, the effect tree) wherever it is used, and a union is
// an anyOf whose every branch a validator tries and reports: 464 KB that took seconds to compile and
// gave hundreds of errors for one wrong field. Here, generically (a new word needs nothing here):
// - a union of constants is one enum;
// - a union of objects told apart by a constant field ("op", "kind", "event") is that field's enum and
//   one if/then per value, so a validator checks only the branch the field names (an unknown value is
//   one error: the enum's);
// - a union of different JSON types (a number, a word or an object) is split the same way by type, and
//   objects without a constant field by a field only one of them requires;
// - each named shared part (Filter, Amount, the recursive Effect...) and every other repeated part is
//   written once under $defs and referenced.
// The result is plain draft-07 (with $defs, which draft-07 validators resolve as JSON pointers).
import type { TSchema } from '@sinclair/typebox';

type Json = Record<string, unknown>;

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const ref = (name: string): Json => ({ $ref: `#/$defs/${name}` });

export interface CompactOptions {
  /** Shared parts, each written once under $defs with this name wherever it appears. */
  named: Record<string, TSchema>;
  /** Recursive schemas (TypeBox Type.Recursive: "$id" and "$ref" by that id), by their $id. */
  recursive: Record<string, TSchema>;
  /** Parts at least this long (in JSON) that appear more than once also go under $defs. */
  minShared?: number;
}

/** What normalizing needs to know: the recursive ids, and the named object schemas by their text. */
interface Context {
  readonly ids: ReadonlySet<string>;
  /** Named object schemas (normalized JSON text -> name): a union member equal to one is referenced. */
  readonly members: ReadonlyMap<string, string>;
  /** A named definition, to see through a reference to it. */
  readonly def: (name: string) => Json;
}

/** The compact draft-07 definitions (`$defs`) of the named parts and of the parts they share. */
export function compactDefs(o: CompactOptions): Json {
  const ids = new Set(Object.keys(o.recursive));
  const sources = new Map(
    [...Object.entries(o.recursive), ...Object.entries(o.named)].map(([n, s]) => [n, plain(s, ids)]),
  );
  let defs = new Map<string, Json>();
  // The first pass finds each part's form; the next two reference a named object part where a union
  // lists it (twice: a part that holds such a member changes form once its member is referenced).
  for (let pass = 0; pass < 3; pass++) {
    const members = new Map<string, string>();
    for (const [name, d] of defs) if (d.type === 'object') members.set(JSON.stringify(d), name);
    const known = defs;
    const ctx: Context = { ids, members, def: (n) => known.get(n) ?? {} };
    defs = new Map([...sources].map(([name, s]) => [name, normalize(s, ctx, true)]));
  }
  // A named part inside another is referenced there too (the effect tree holds filters and amounts).
  const byText = new Map<string, string>();
  for (const [name, d] of defs) byText.set(JSON.stringify(d), name);
  for (const [name, d] of defs) defs.set(name, useNamed(d, byText, name));
  hoistRepeated(defs, o.minShared ?? 80);
  return Object.fromEntries(defs);
}

/**
 * A TypeBox schema as plain JSON (its symbol-keyed marks dropped), each copy of a recursive schema
 * inside it (TypeBox inlines them: the effect tree hundreds of times) already a reference by its id.
 */
const plain = (s: TSchema, ids: ReadonlySet<string>): Json =>
  JSON.parse(
    JSON.stringify(s, (k, v: unknown) =>
      k !== '' && isObj(v) && typeof v.$id === 'string' && ids.has(v.$id) ? { $ref: v.$id } : v,
    ),
  ) as Json;

/** A schema rewritten bottom-up: recursive references made pointers, unions made enums or discriminated. */
function normalize(v: Json, ctx: Context, top: boolean): Json {
  if (!top && typeof v.$id === 'string' && ctx.ids.has(v.$id)) return ref(v.$id);
  if (typeof v.$ref === 'string' && ctx.ids.has(v.$ref)) return ref(v.$ref);
  const out: Json = {};
  for (const [k, x] of Object.entries(v)) {
    if (k === '$id') continue;
    if (k === 'properties' && isObj(x))
      out[k] = Object.fromEntries(Object.entries(x).map(([p, s]) => [p, normalize(s as Json, ctx, false)]));
    else if (Array.isArray(x) && (k === 'anyOf' || k === 'allOf' || k === 'oneOf' || k === 'items'))
      out[k] = x.map((s) => normalize(s as Json, ctx, false));
    else if (isObj(x) && (k === 'items' || k === 'additionalProperties' || k === 'not'))
      out[k] = normalize(x, ctx, false);
    else out[k] = x;
  }
  return Array.isArray(out.anyOf) ? union(out, ctx) : out;
}

/** A union (anyOf) in the form a validator reports best: an enum, or discriminated by a field or by type. */
function union(u: Json, ctx: Context): Json {
  const { anyOf, ...rest } = u as Json & { anyOf: Json[] };
  const flat = anyOf.flatMap((m) =>
    Object.keys(m).length === 1 && Array.isArray(m.anyOf) ? (m.anyOf as Json[]) : [m],
  );
  const members = mergeConstants(
    flat.map((m) => {
      const text = JSON.stringify(m);
      const name = ctx.members.get(text);
      return { m: name === undefined ? m : ref(name), text };
    }),
  );
  if (members.length === 1) return describe(members[0], rest);
  const byType = splitByType(members, ctx);
  if (byType !== null) return { ...rest, ...byType };
  const objects = discriminate(members, ctx);
  // (an if/then/else chain says its type, so the required fields its ifs test are of an object: ajv's strictTypes)
  if (objects !== null) return { ...rest, ...(objects.type === undefined ? { type: 'object' } : {}), ...objects };
  return { ...rest, anyOf: members };
}

/** A member as it is: a reference to a named definition seen through. */
const body = (m: Json, ctx: Context): Json => (typeof m.$ref === 'string' ? ctx.def(m.$ref.slice(8)) : m);

/** The member with the union's own keywords (its description) over its own. */
function describe(m: Json, rest: Json): Json {
  return Object.keys(rest).length === 0 ? m : { ...m, ...rest };
}

/**
 * Constants of one JSON type ({"const": "sorcery"}) become one {"enum": [...]}; their own descriptions
 * are kept in its description, one "value: what it means" line each.
 */
function mergeConstants(members: { m: Json; text: string }[]): Json[] {
  const out: Json[] = [];
  const enums = new Map<string, Json>();
  const seen = new Set<string>();
  for (const { m, text } of members) {
    const keys = Object.keys(m).filter((k) => k !== 'description');
    const values = m.const !== undefined ? [m.const] : (m.enum as unknown[] | undefined);
    const constant =
      (m.const !== undefined) !== (m.enum !== undefined) && keys.every((k) => ['const', 'enum', 'type'].includes(k));
    if (!constant || values === undefined) {
      // The same member twice (a pattern both unions allow) is one.
      if (!seen.has(text)) out.push(m);
      seen.add(text);
      continue;
    }
    const type = typeof m.type === 'string' ? m.type : jsonType(values[0]);
    let e = enums.get(type);
    if (e === undefined) {
      // No "type" beside it: the enum says it, and a value of another type is then one error, not two.
      e = { enum: [] };
      enums.set(type, e);
      out.push(e);
    }
    const all = e.enum as unknown[];
    for (const x of values) if (!all.includes(x)) all.push(x);
    if (typeof m.description === 'string') {
      const said = m.const !== undefined ? `${JSON.stringify(m.const)}: ${m.description}` : m.description;
      e.description = typeof e.description === 'string' ? `${e.description}\n${said}` : said;
    }
  }
  return out;
}

const TYPES = ['integer', 'number', 'string', 'boolean', 'object', 'array'];
/** The JSON type of a value ("integer" for a whole number). */
const jsonType = (v: unknown): string =>
  Array.isArray(v) ? 'array' : v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v;
/** The JSON type a member accepts, if it names exactly one (an enum's values all of one type do). */
function typeOf(m: Json): string | undefined {
  if (typeof m.type === 'string') return TYPES.includes(m.type) ? m.type : undefined;
  const values = Array.isArray(m.enum) ? m.enum : m.const !== undefined ? [m.const] : [];
  const types = new Set(values.map(jsonType));
  return types.size === 1 && m.type === undefined ? [...types][0] : undefined;
}

/**
 * Members of different types: {"type": [those types]} and one if/then per type, so a value of one type
 * is checked against that type's members only. Undefined unless every member names its type and
 * there are two or more types.
 */
function splitByType(members: Json[], ctx: Context): Json | null {
  const groups = new Map<string, Json[]>();
  for (const m of members) {
    const t = typeOf(body(m, ctx));
    if (t === undefined) return null;
    groups.set(t, [...(groups.get(t) ?? []), m]);
  }
  if (groups.size < 2 || (groups.has('integer') && groups.has('number'))) return null;
  const allOf: Json[] = [];
  for (const [t, ms] of groups) {
    const then = ms.length === 1 ? ms[0] : t === 'object' ? (discriminate(ms, ctx) ?? { anyOf: ms }) : { anyOf: ms };
    const { type: _type, ...checks } = body(then, ctx);
    if (Object.keys(checks).length > 0) allOf.push({ if: { type: t }, then });
  }
  return { type: [...groups.keys()], ...(allOf.length > 0 ? { allOf } : {}) };
}

/** The constant values of a member's field `k` (its const or enum), if it has one. */
function tags(m: Json, k: string): unknown[] | undefined {
  const p = (m.properties as Json | undefined)?.[k];
  if (!isObj(p) || !(m.required as string[] | undefined)?.includes(k)) return undefined;
  if (p.const !== undefined) return [p.const];
  return Array.isArray(p.enum) ? p.enum : undefined;
}

/**
 * Objects told apart by a field every member requires with constant values ("op": "damage"): that
 * field's enum and one if/then per member; else objects each requiring a field none of the others has,
 * as an if/then/else chain on those fields (the last member the fallback). Null when neither fits.
 */
function discriminate(members: Json[], ctx: Context): Json | null {
  const bodies = members.map((m) => body(m, ctx));
  if (!bodies.every((m) => m.type === 'object' && isObj(m.properties))) return null;
  const first = Object.keys(bodies[0].properties as Json);
  const key = first.find((k) => bodies.every((m) => tags(m, k)?.every((t) => typeof t === 'string')));
  if (key !== undefined) {
    const values = bodies.flatMap((m) => tags(m, key)!);
    if (new Set(values).size === values.length) {
      const allOf = members.map((m, i) => {
        const ts = tags(bodies[i], key)!;
        const is = ts.length === 1 ? { const: ts[0] } : { enum: ts };
        return { if: { properties: { [key]: is }, required: [key] }, then: m === bodies[i] ? branch(m, key) : m };
      });
      return { type: 'object', required: [key], properties: { [key]: { enum: values } }, allOf };
    }
  }
  const own = bodies.map((m) =>
    ((m.required as string[] | undefined) ?? []).find((r) =>
      bodies.every((o) => o === m || !Object.hasOwn(o.properties as Json, r)),
    ),
  );
  if (own.slice(0, -1).some((r) => r === undefined)) return null;
  let chain: Json = members[members.length - 1];
  for (let i = members.length - 2; i >= 0; i--) chain = { if: { required: [own[i]] }, then: members[i], else: chain };
  return chain;
}

/**
 * A member as the branch its tag selects: its "type": "object" is the union's, its tag the if's (`true`
 * keeps the field allowed without checking it twice).
 */
function branch(m: Json, key: string): Json {
  const { type: _object, ...rest } = m;
  const required = (m.required as string[]).filter((r) => r !== key);
  const then: Json = { ...rest, properties: { ...(m.properties as Json), [key]: true }, required };
  if (required.length === 0) delete then.required;
  return then;
}

/** `v` with every part equal to a named definition (but the definition `self` itself) made a reference. */
function useNamed(v: Json, byText: ReadonlyMap<string, string>, self: string): Json {
  const walk = (x: unknown, top: boolean): unknown => {
    if (Array.isArray(x)) return x.map((y) => walk(y, false));
    if (!isObj(x)) return x;
    if (!top) {
      const name = byText.get(JSON.stringify(x));
      if (name !== undefined && name !== self) return ref(name);
      // The same part with a description of its own where it is used.
      if (typeof x.description === 'string') {
        const { description, ...bare } = x;
        const named = byText.get(JSON.stringify(bare));
        if (named !== undefined && named !== self) return { description, allOf: [ref(named)] };
      }
    }
    return Object.fromEntries(Object.entries(x).map(([k, y]) => [k, k === 'enum' ? y : walk(y, false)]));
  };
  return walk(v, true) as Json;
}

/**
 * Every part at least `minSize` characters long that appears twice or more in the definitions (a field's
 * schema or a list's items: never a piece of the if/then structure around them) becomes a definition of
 * its own, named after the field it first appears under.
 */
function hoistRepeated(defs: Map<string, Json>, minSize: number): void {
  for (;;) {
    // Each part's text, and how often it appears.
    const found = new Map<string, { count: number; node: Json; field: string }>();
    const walkParts = (see: (x: Json, text: string, field: string) => boolean) => {
      const walk = (x: unknown, field: string, part: boolean): void => {
        if (Array.isArray(x)) return x.forEach((y) => walk(y, field, false));
        if (!isObj(x)) return;
        if (part) {
          const text = JSON.stringify(x);
          if (text.length >= minSize && !see(x, text, field)) return;
        }
        for (const [k, y] of Object.entries(x)) {
          if (k === 'properties' && isObj(y)) for (const [p, z] of Object.entries(y)) walk(z, p, true);
          else if (k === 'items') walk(y, `${field}Item`, true);
          else if (k !== 'enum') walk(y, field, false);
        }
      };
      for (const [name, d] of defs) walk(d, name, false);
    };
    walkParts((node, text, field) => {
      const f = found.get(text);
      if (f) f.count++;
      else found.set(text, { count: 1, node, field });
      return true;
    });
    // Counted again where it would stay: a part inside a repeated part is counted once, in its definition.
    const uses = new Map<string, number>();
    walkParts((_node, text) => {
      if (found.get(text)!.count < 2) return true;
      uses.set(text, (uses.get(text) ?? 0) + 1);
      return uses.get(text) === 1;
    });
    const byText = new Map<string, string>();
    for (const [text, n] of uses) {
      if (n < 2) continue;
      const f = found.get(text)!;
      const name = freeName(f.field, defs);
      defs.set(name, f.node);
      byText.set(text, name);
    }
    if (byText.size === 0) return;
    for (const [n, d] of defs) defs.set(n, useNamed(d, byText, n));
  }
}

/** A definition name from a field name ("whose" -> "Whose", then "Whose2", ...), not yet taken. */
function freeName(field: string, defs: ReadonlyMap<string, unknown>): string {
  const base = (field.charAt(0).toUpperCase() + field.slice(1)).replace(/[^A-Za-z0-9]/g, '') || 'Part';
  let name = base;
  for (let i = 2; defs.has(name); i++) name = `${base}${i}`;
  return name;
}

/**
 * JSON text of a schema, readable and small: a value that fits in `width` characters (with its
 * indentation) on one line is written on one line, a larger one is broken into one line per member
 * (a list of words: as many to a line as fit), indented one space a level (a schema nests deep: two
 * spaces a level made a third of the file).
 */
export function formatJson(v: unknown, width = 120): string {
  const write = (x: unknown, indent: string, room: number): string => {
    const flat = JSON.stringify(x);
    if (flat.length <= room || typeof x !== 'object' || x === null) return flat;
    const inner = `${indent} `;
    if (Array.isArray(x) && x.every((y) => typeof y !== 'object' || y === null)) {
      // A list of words: as many to a line as fit.
      const lines: string[] = [];
      for (const y of x.map((z) => JSON.stringify(z))) {
        const last = lines.length - 1;
        if (last >= 0 && inner.length + lines[last].length + y.length + 2 <= width) lines[last] += `,${y}`;
        else lines.push(y);
      }
      return `[\n${lines.map((l) => inner + l).join(',\n')}\n${indent}]`;
    }
    if (Array.isArray(x))
      return `[\n${x.map((y) => inner + write(y, inner, width - inner.length - 1)).join(',\n')}\n${indent}]`;
    const entries = Object.entries(x).map(([k, y]) => {
      const key = `${JSON.stringify(k)}: `;
      return inner + key + write(y, inner, width - inner.length - key.length - 1);
    });
    return `{\n${entries.join(',\n')}\n${indent}}`;
  };
  return write(v, '', width);
}
