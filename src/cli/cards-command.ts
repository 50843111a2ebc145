// `playtest cards [--missing] [--set CODE] [--schema] [--json]`: the pool's card names, the cards of Tenth
// Edition (or of set CODE) it still lacks, or the JSON Schema of card files; and `playtest card NAME`.
import { sep } from 'node:path';
import type { CardPool } from '../cards/pool.js';
import { packageRoot } from '../pkg.js';
import { referenceCard, referenceDifferences, referenceSets, type ReferenceSet } from '../cards/reference.js';
import { cardJsonSchema, type CardDef } from '../cards/schema.js';
import { formatJson } from '../cards/json-schema.js';
import { explainCard } from '../engine/api/observe.js';
import { closestNames } from '../cards/closest.js';
import { EXIT_USAGE } from './errors.js';
import type { Io } from './io.js';
import { tenthEditionNames } from './paths.js';
import { cliPool } from './pool.js';
import { compareStrings } from '../report/stats.js';

type CardsFlags = { missing?: boolean; set?: string; schema?: boolean; json?: boolean; cards?: string[] };

export function cardsCommand(flags: CardsFlags, io: Io): number {
  if (flags.schema) {
    io.out(formatJson(cardJsonSchema()) + '\n');
    return 0;
  }
  let set: ReferenceSet | undefined;
  if (flags.set !== undefined) {
    set = referenceSets().find((s) => s.code.toLowerCase() === flags.set?.toLowerCase());
    if (set === undefined) {
      const known = referenceSets().map((s) => s.code);
      io.err(`error: --set: unknown set "${flags.set}" (expected one of ${known.join(', ')})\n`);
      return EXIT_USAGE;
    }
    if (!flags.missing) {
      io.err('error: --set goes with --missing: `playtest cards --missing --set CODE`\n');
      return EXIT_USAGE;
    }
  }
  const pool = cliPool(flags.cards, io);
  if (set !== undefined) return missingOfSet(set, pool, flags.json === true, io);
  const tenth = tenthEditionNames();
  if (!flags.missing) {
    const names = [...pool.names()].sort(compareStrings);
    if (flags.json) {
      io.out(
        JSON.stringify(
          names.map((n) => summary(pool, n)),
          null,
          2,
        ) + '\n',
      );
      return 0;
    }
    for (const n of names) io.out(`${n}\n`);
    io.out(`${names.length} cards in the pool\n`);
    return 0;
  }
  const missing = tenth.filter((n) => !pool.has(n));
  if (flags.json) {
    io.out(JSON.stringify({ missing, count: missing.length, tenthEdition: tenth.length }, null, 2) + '\n');
    return 0;
  }
  for (const n of missing) io.out(`${n}\n`);
  io.out(`${missing.length} of ${tenth.length} Tenth Edition cards missing from the pool\n`);
  return 0;
}

/** `cards --missing --set CODE`: the set's cards the pool lacks, in collector-number order, with a count. */
function missingOfSet(set: ReferenceSet, pool: CardPool, json: boolean, io: Io): number {
  const missing = set.cards.filter((n) => !pool.has(n));
  if (json) {
    const out = { set: set.code, setName: set.name, missing, count: missing.length, setCards: set.cards.length };
    io.out(JSON.stringify(out, null, 2) + '\n');
    return 0;
  }
  for (const n of missing) io.out(`${n}\n`);
  io.out(`${missing.length} of ${set.cards.length} ${set.name} (${set.code}) cards missing from the pool\n`);
  return 0;
}

/** A card's printed facts and where it is defined, for --json. */
function summary(pool: CardPool, name: string): Record<string, unknown> {
  const d = pool.get(name) as CardDef;
  return {
    name,
    manaCost: d.manaCost ?? null,
    cmc: pool.compiled(name).cost?.cmc ?? 0,
    types: d.types,
    subtypes: d.subtypes ?? [],
    supertypes: d.supertypes ?? [],
    keywords: d.keywords ?? [],
    ...(d.power !== undefined ? { power: d.power, toughness: d.toughness } : {}),
    text: d.text ?? '',
    source: shortPath(pool.source?.(name)),
  };
}

/** A built-in card's file relative to the package ("src/cards/pool/red.json:4"); others as given. */
function shortPath(where: string | undefined): string | null {
  if (where === undefined) return null;
  const root = packageRoot() + sep;
  return where.startsWith(root) ? where.slice(root.length) : where;
}

/** `playtest card NAME`: cost, types, text and the definition; an unknown name suggests the closest. */
export function cardCommand(name: string, flags: { json?: boolean; cards?: string[] }, io: Io): number {
  const pool = cliPool(flags.cards, io);
  const found = pool.has(name) ? name : pool.names().find((n) => n.toLowerCase() === name.toLowerCase());
  if (found === undefined) {
    const real = tenthEditionNames().find((n) => n.toLowerCase() === name.toLowerCase());
    const near = closestNames(name, pool.names(), 3);
    io.err(
      real !== undefined
        ? `error: "${real}" is a Tenth Edition card not implemented yet (see \`playtest cards --missing\`)\n`
        : `error: unknown card "${name}" (expected a card name from the pool${near.length > 0 ? `; did you mean ${near.map((n) => `"${n}"`).join(', ')}?` : '; see `playtest cards`'})\n`,
    );
    return EXIT_USAGE;
  }
  const def = pool.get(found) as CardDef;
  const ref = referenceCard(found);
  const engine = explainCard(pool.compiled(found));
  if (flags.json) {
    // null: not a real card of the reference (a designer's own, or one printed after mid-2009)
    const printed = ref ? { ...ref, differences: referenceDifferences(def, ref) } : null;
    io.out(JSON.stringify({ ...summary(pool, found), printed, engine, definition: def }, null, 2) + '\n');
    return 0;
  }
  const s = summary(pool, found);
  const types =
    [...(def.supertypes ?? []), ...def.types].join(' ') + (def.subtypes?.length ? ` - ${def.subtypes.join(' ')}` : '');
  io.out(`${found}${def.manaCost ? `  ${def.manaCost}` : ''}\n`);
  io.out(`${types}${def.power !== undefined ? `  ${def.power}/${def.toughness}` : ''}\n`);
  if (def.keywords?.length) io.out(`Keywords: ${def.keywords.join(', ')}\n`);
  if (def.text) io.out(`${def.text}\n`);
  io.out(`\n${printedSection(def, ref)}`);
  io.out(
    `\nWhat the engine does:\n${engine.length > 0 ? engine.map((l) => `  ${l}\n`).join('') : '  nothing (no abilities)\n'}`,
  );
  io.out(`\nDefined in ${String(s.source)}:\n${JSON.stringify(def, null, 2)}\n`);
  return 0;
}

/** The printed card (data/reference/cards.json) and how the definition differs from it, or why there is none. */
function printedSection(def: CardDef, ref: ReturnType<typeof referenceCard>): string {
  if (ref === undefined)
    return "Printed: not in the reference (data/reference/cards.json: cards printed before July 2009): a designer's own card?\n";
  const types =
    [...(ref.supertypes ?? []), ...ref.types].join(' ') + (ref.subtypes?.length ? ` - ${ref.subtypes.join(' ')}` : '');
  const pt =
    ref.power !== undefined
      ? `  ${ref.power}/${ref.toughness}`
      : ref.loyalty !== undefined
        ? `  loyalty ${ref.loyalty}`
        : '';
  const lines = [`Printed (${ref.set}): ${ref.name}${ref.manaCost ? `  ${ref.manaCost}` : ''}`, `${types}${pt}`];
  if (ref.text === null) lines.push('(the reference data has no printed text for this card)');
  else if (ref.text !== '') lines.push(ref.text);
  const diffs = referenceDifferences(def, ref);
  if (diffs.length === 0) lines.push('The definition matches print.');
  for (const d of diffs)
    lines.push(
      `Differs from print: ${d.field}: printed ${JSON.stringify(d.expected)}, defined ${JSON.stringify(d.actual)}`,
    );
  return lines.map((l) => `${l}\n`).join('');
}
