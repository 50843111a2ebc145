// The printed facts of real cards (data/reference/cards.json, made by tools/reference/extract.mjs from the
// reference card lists): what a built-in card is written from and checked against (test/reference.test.ts),
// and what `playtest card NAME` shows beside the definition.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../pkg.js';
import type { CardDef } from './schema.js';

/** One card's printed facts: the Tenth Edition printing, else its last printing before 2009. */
export interface ReferenceCard {
  name: string;
  /** The set code of that printing ("10E", "TMP", ...). */
  set: string;
  /** "{2}{R}"; "" for none (lands). */
  manaCost: string;
  /** Types as today's Oracle gives them (after the 2007 creature type update), whatever the printing says. */
  supertypes?: string[];
  types: string[];
  subtypes?: string[];
  /** As printed: "3", "*", "1+*". */
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** The printed text, reminder text included; null when the source data has none for a card that has text. */
  text: string | null;
  /** Split, flip and other multi-part cards: the layout and the names of its parts. */
  layout?: string;
  names?: string[];
}

let byName: Map<string, ReferenceCard> | undefined;

/** The reference entry of a card name, or undefined (a designer's own card, or a card printed after mid-2009). */
export function referenceCard(name: string): ReferenceCard | undefined {
  if (!byName) {
    const file = join(packageRoot(), 'data', 'reference', 'cards.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { entries: ReferenceCard[] };
    byName = new Map(data.entries.map((c) => [c.name, c]));
  }
  return byName.get(name);
}

/**
 * A rules text as it is compared: what the pool's cards and the reference data write differently without a
 * different text. Reminder text (in parentheses) is left out: the pool leaves it out of nearly every card
 * (keywords, Enchant, Equip) and keeps it on a few (Morph, Entwine). An em dash and the spaces around it count
 * as one space: the source data drops the dash after "Choose one" and ability words ("Hellbent", "Radiance") on
 * nearly every card. Spaces at the ends of lines and empty lines don't count. Line breaks do.
 */
export function comparableText(text: string): string {
  return text
    .split('\n')
    .map((l) =>
      l
        .replace(/\s*\([^()]*\)/g, '')
        .replace(/\s*—\s*/g, ' ')
        .trim(),
    )
    .filter((l) => l !== '')
    .join('\n');
}

const BASIC_SYMBOLS = new Set(['W', 'U', 'B', 'R', 'G']);

/**
 * The reference text as it is compared: a basic land's text box holds only its big mana symbol ("G"), which
 * stands for its intrinsic mana ability, written out as the pool's basic lands write it.
 */
function referenceText(ref: ReferenceCard): string | null {
  if (ref.text !== null && ref.supertypes?.includes('Basic') && BASIC_SYMBOLS.has(ref.text))
    return `{T}: Add {${ref.text}} to your mana pool.`;
  return ref.text;
}

/** One way a card definition differs from print. */
export interface ReferenceDifference {
  field: 'manaCost' | 'types' | 'subtypes' | 'supertypes' | 'power' | 'toughness' | 'loyalty' | 'text';
  expected: string;
  actual: string;
}

const list = (v: readonly string[] | undefined): string => (v ?? []).join(' ');

/** Does the card define its power and toughness by an ability ("Maro's power and toughness are each ...")? */
function definesPt(def: CardDef): boolean {
  return (def.abilities ?? []).some((a) => {
    const ab = a as { kind?: unknown; effect?: { op?: unknown } };
    return ab.kind === 'static' && ab.effect?.op === 'definePt';
  });
}

/** A printed power or toughness against the definition's: "*" is a 0 with an ability that defines it. */
function ptMatches(printed: string | undefined, own: number | undefined, def: CardDef): boolean {
  if (printed === undefined) return own === undefined;
  if (printed === '*') return own === 0 && definesPt(def);
  return own !== undefined && String(own) === printed;
}

/**
 * How a card definition differs from its printed facts: mana cost, card types, subtypes, supertypes, power,
 * toughness, loyalty and text (compared as comparableText; not when the reference has no text for it).
 */
export function referenceDifferences(def: CardDef, ref: ReferenceCard): ReferenceDifference[] {
  const out: ReferenceDifference[] = [];
  const add = (field: ReferenceDifference['field'], expected: string, actual: string) =>
    out.push({ field, expected, actual });
  if ((def.manaCost ?? '') !== ref.manaCost) add('manaCost', ref.manaCost, def.manaCost ?? '');
  if (list(def.types) !== list(ref.types)) add('types', list(ref.types), list(def.types));
  if (list(def.subtypes) !== list(ref.subtypes)) add('subtypes', list(ref.subtypes), list(def.subtypes));
  // Oracle made planeswalkers legendary in 2017; printed (2008) a planeswalker's type line has no supertype.
  const refSupers = ref.types.includes('Planeswalker')
    ? ref.supertypes?.filter((s) => s !== 'Legendary')
    : ref.supertypes;
  if (list(def.supertypes) !== list(refSupers)) add('supertypes', list(refSupers), list(def.supertypes));
  if (!ptMatches(ref.power, def.power, def)) add('power', ref.power ?? '(none)', String(def.power ?? '(none)'));
  if (!ptMatches(ref.toughness, def.toughness, def))
    add('toughness', ref.toughness ?? '(none)', String(def.toughness ?? '(none)'));
  if (String(ref.loyalty ?? '(none)') !== String(def.loyalty ?? '(none)'))
    add('loyalty', String(ref.loyalty ?? '(none)'), String(def.loyalty ?? '(none)'));
  const printed = referenceText(ref);
  if (printed !== null && comparableText(def.text ?? '') !== comparableText(printed))
    add('text', printed, def.text ?? '');
  return out;
}

/** A set of the reference's set files: its name, release date and card names (collector-number order). */
export interface ReferenceSet {
  code: string;
  name: string;
  releaseDate: string;
  cards: string[];
}

let sets: ReferenceSet[] | undefined;

/** The sets of 2006-2009 (data/reference/sets.json), in release order. */
export function referenceSets(): ReferenceSet[] {
  if (!sets) {
    const file = join(packageRoot(), 'data', 'reference', 'sets.json');
    const data = JSON.parse(readFileSync(file, 'utf8')) as { sets: Record<string, Omit<ReferenceSet, 'code'>> };
    sets = Object.entries(data.sets).map(([code, s]) => ({ code, ...s }));
  }
  return sets;
}
