// Extracts the printed facts of every card printed before July 2009 into data/reference/cards.json: one entry per
// card name, the facts of the printing that counts for this project's 2008 rules era (see README.md here).
// Usage: node tools/reference/extract.mjs [REFERENCE_DIR] [OUT_FILE]
//   REFERENCE_DIR holds all-cards-to-2009-07.json (one printing per card, its last up to 2009-07) and one file per
//   set of 2006-2009 ({set, name, releaseDate, cards}); default /work/shared/cardlists/reference.
// It also writes sets.json beside OUT_FILE: each set file's code, name, release date and card names (the
// membership `playtest cards --missing --set CODE` reads; a printing's own set is all cards.json keeps).
// The output is deterministic: cards sorted by name (code units), keys in a fixed order, one card a line.
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const refDir = resolve(process.argv[2] ?? '/work/shared/cardlists/reference');
const outFile = resolve(process.argv[3] ?? join(here, '..', '..', 'data', 'reference', 'cards.json'));
const ALL = 'all-cards-to-2009-07.json';
/** The era ends here: a printing of this date or later does not count when an earlier one is known. */
const ERA_END = '2009-01-01';
/**
 * Sets of the all-cards file released in 2009 that have no set file (so no releaseDate in the data): Duel Decks:
 * Divine vs. Demonic (April 2009). Promo sets (p...) span years and are taken as they come.
 */
const SETS_OF_2009 = new Map([['DDC', '2009-04-10']]);

const read = (f) => JSON.parse(readFileSync(join(refDir, f), 'utf8'));
const all = read(ALL);
/** name -> printings of the set files, each {card, date}. */
const bySetFiles = new Map();
const dates = new Map();
/** set code -> {name, releaseDate, cards: names in collector-number order, each once}. */
const sets = new Map();
for (const f of readdirSync(refDir)
  .filter((f) => f.endsWith('.json') && f !== ALL)
  .sort()) {
  const set = read(f);
  dates.set(set.set, set.releaseDate);
  const names = [];
  for (const card of set.cards) if (!names.includes(card.name)) names.push(card.name);
  sets.set(set.set, { name: set.name, releaseDate: set.releaseDate, cards: names });
  for (const card of set.cards) {
    const list = bySetFiles.get(card.name) ?? [];
    // Several printings in one set (basic lands): the first, by its place in the file.
    if (!list.some((p) => p.card.set === card.set)) list.push({ card, date: set.releaseDate });
    bySetFiles.set(card.name, list);
  }
}

const hasText = (c) => c.printedText.trim() !== '' || c.oracleText.trim() === '';
const dateOf = (c) => dates.get(c.set) ?? SETS_OF_2009.get(c.set) ?? null;

/**
 * The printing that counts: the Tenth Edition printing if there is one; else the last printing before 2009 (the
 * all-cards printing unless it is of 2009 and a set file holds an earlier one). A printing whose printed text is
 * missing from the data (promos) gives way to another printing that has it, when one is known.
 */
function chosen(card) {
  const files = bySetFiles.get(card.name) ?? [];
  const tenth = files.find((p) => p.card.set === '10E');
  if (tenth) return tenth.card;
  const candidates = [{ card, date: dateOf(card) }, ...files.filter((p) => p.card.set !== card.set)]
    .filter((p, i) => i === 0 || p.date < ERA_END)
    .sort((a, b) => {
      const ea = a.date !== null && a.date >= ERA_END;
      const eb = b.date !== null && b.date >= ERA_END;
      if (ea !== eb) return ea ? 1 : -1; // before 2009 first
      return (b.date ?? '9999').localeCompare(a.date ?? '9999'); // then the latest (unknown: the all-cards one)
    });
  return (candidates.find((p) => hasText(p.card)) ?? candidates[0]).card;
}

/** Printed text: lines without trailing spaces; null when the data has none for a card that has rules text. */
function text(c) {
  if (!hasText(c)) return null;
  return c.printedText
    .split('\n')
    .map((l) => l.trimEnd())
    .join('\n')
    .trim();
}

const out = [];
for (const card of [...all].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
  const c = chosen(card);
  const e = { name: c.name, set: c.set, manaCost: c.manaCost };
  // Card types, supertypes and subtypes as the data gives them: today's Oracle types, so after the 2007 creature
  // type update (Maro an Elemental, Mongrel Pack a Hound), whatever the old printing's type line says.
  if (c.supertypes.length > 0) e.supertypes = c.supertypes;
  e.types = c.types;
  if (c.subtypes.length > 0) e.subtypes = c.subtypes;
  if (c.power !== undefined) e.power = c.power;
  if (c.toughness !== undefined) e.toughness = c.toughness;
  if (c.loyalty !== undefined) e.loyalty = c.loyalty;
  e.text = text(c);
  if (card.layout) e.layout = card.layout;
  if (card.names) e.names = card.names;
  out.push(e);
}

const header = {
  about:
    'Printed facts of every card printed before July 2009, one entry per name: the Tenth Edition printing, else ' +
    'the last printing before 2009. Types are Oracle types (after the 2007 creature type update); text is the ' +
    'printed text, null when the source data has none. Generated by tools/reference/extract.mjs: do not edit.',
  cards: out.length,
};
mkdirSync(dirname(outFile), { recursive: true });
const body = out.map((e) => '    ' + JSON.stringify(e)).join(',\n');
const head = JSON.stringify(header, null, 2).replace(/\n}$/, '');
writeFileSync(outFile, `${head},\n  "entries": [\n${body}\n  ]\n}\n`);
console.log(`${outFile}: ${out.length} cards`);

// The sets, one a line, in release order: small (a name list each), read only by `cards --missing --set`.
const setsFile = join(dirname(outFile), 'sets.json');
const setLines = [...sets]
  .sort((a, b) => a[1].releaseDate.localeCompare(b[1].releaseDate) || a[0].localeCompare(b[0]))
  .map(([code, s]) => `    ${JSON.stringify(code)}: ${JSON.stringify(s)}`);
const setsAbout =
  'The cards of each set of 2006-2009 the reference holds a set file for, in collector-number order (a name ' +
  'once). Generated by tools/reference/extract.mjs: do not edit.';
writeFileSync(setsFile, `{\n  "about": ${JSON.stringify(setsAbout)},\n  "sets": {\n${setLines.join(',\n')}\n  }\n}\n`);
console.log(`${setsFile}: ${sets.size} sets`);
