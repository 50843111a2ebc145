// The cards that differ between compare's two versions of a deck, from B's side ("-4 Shock, +4
// Mountain": what was taken out of A and put into B): main deck and sideboard by count, and restricted
// play (--without: copies its pilot may not play or cast). differences.csv, the terminal and
// report.html show them, so a compare says what it compared.
import { type Column, columnOf, count, type NameOf, names, text } from './columns.js';
import { csvTable } from './csv.js';
import { escapeHtml } from './escape.js';
import { htmlTable } from './page.js';

/** A version as compared: its main deck in order, its sideboard, and the cards its pilot may not play or cast. */
export interface DeckVersion {
  cards: readonly string[];
  sideboard?: readonly string[];
  without?: readonly string[];
}

/** Where a difference is: the main deck, the sideboard, or restricted play (--without). */
type Part = 'main' | 'sideboard' | 'restricted';

/** A card whose count differs; for `restricted`, the copies in a version's main deck its pilot may not play or cast. */
export interface CardDifference {
  part: Part;
  card: string;
  countA: number;
  countB: number;
}

/** What changes from A to B. */
export interface VersionChange {
  rows: CardDifference[];
  /** The same main deck in the same order and the same restrictions: every game is the same for A and B. */
  sameGames: boolean;
}

export function versionChange(a: DeckVersion, b: DeckVersion): VersionChange {
  const restricted = (v: DeckVersion) => {
    const held = new Set(v.without ?? []);
    return v.cards.filter((c) => held.has(c));
  };
  const rows = [
    ...countDifferences('main', a.cards, b.cards),
    ...countDifferences('sideboard', a.sideboard ?? [], b.sideboard ?? []),
    // A card restricted in both versions is no difference of play; its count is the main deck's row.
    ...countDifferences('restricted', restricted(a), restricted(b)).filter((d) => d.countA === 0 || d.countB === 0),
  ];
  const sameGames =
    a.cards.length === b.cards.length &&
    a.cards.every((c, i) => c === b.cards[i]) &&
    rows.every((d) => d.part !== 'restricted');
  return { rows, sameGames };
}

/** Cards whose count differs: removals first, then additions; each in the order A lists them, then B. */
function countDifferences(part: Part, a: readonly string[], b: readonly string[]): CardDifference[] {
  const tally = (cards: readonly string[]) => {
    const n = new Map<string, number>();
    for (const c of cards) n.set(c, (n.get(c) ?? 0) + 1);
    return n;
  };
  const [na, nb] = [tally(a), tally(b)];
  const all = [...new Set([...na.keys(), ...nb.keys()])];
  const rows = all
    .map((card) => ({ part, card, countA: na.get(card) ?? 0, countB: nb.get(card) ?? 0 }))
    .filter((d) => d.countA !== d.countB);
  return [...rows.filter((d) => d.countB < d.countA), ...rows.filter((d) => d.countB > d.countA)];
}

const signedCount = (d: CardDifference) =>
  `${d.countB > d.countA ? '+' : '-'}${Math.abs(d.countB - d.countA)} ${d.card}`;

/** The change as one line: "-2 Gray Ogre, +2 Orcish Artillery; sideboard -1 Pyroclasm". */
export function changeText(c: VersionChange): string {
  const of = (part: Part) => c.rows.filter((d) => d.part === part);
  const parts: string[] = [];
  if (of('main').length > 0) parts.push(of('main').map(signedCount).join(', '));
  if (of('sideboard').length > 0) parts.push('sideboard ' + of('sideboard').map(signedCount).join(', '));
  for (const d of of('restricted')) {
    const [who, n] = d.countB > 0 ? ['B', d.countB] : ['A', d.countA];
    parts.push(`${who}'s pilot may not play or cast ${d.card} (${n} in the deck)`);
  }
  if (parts.length === 0)
    return c.sameGames ? 'no difference: the same cards in the same order' : 'the same cards in another order';
  return parts.join('; ');
}

/** Why a compare of these versions compares nothing, or undefined when their games can differ. */
export function nothingCompared(c: VersionChange): string | undefined {
  if (!c.sameGames) return undefined;
  const side = c.rows.length > 0 ? ' (they differ only in the sideboard, which compare does not play)' : '';
  return `A and B play the same main deck in the same order with the same restrictions${side}: every game is the same for both, so the compare measures nothing`;
}

export const DIFFERENCES = [
  text('part', (d) => d.part),
  text('card', (d) => d.card),
  count('count_a', (d) => d.countA),
  count('count_b', (d) => d.countB),
  count('change', (d) => d.countB - d.countA),
] satisfies Column<CardDifference>[];

/** differences.csv's header (the docs test checks it documents every column). */
export const DIFFERENCES_COLUMNS = names(DIFFERENCES);

export function differencesCsv(c: VersionChange): string {
  return csvTable(DIFFERENCES, c.rows);
}

const column = (name: NameOf<typeof DIFFERENCES>) => columnOf(DIFFERENCES, name);

/** report.html's table: differences.csv's columns under readable headings. */
const HTML_TABLE: Column<CardDifference>[] = [
  { ...column('part'), name: 'in' },
  column('card'),
  { ...column('count_a'), name: 'A' },
  { ...column('count_b'), name: 'B' },
  { ...column('change'), name: 'A to B', format: (x) => (x > 0 ? `+${x}` : String(x)) },
];

/** report.html's lines: the change in words, and the table of differences.csv when there is one. */
export function differencesHtml(c: VersionChange): string {
  const words = `<p>From A to B: ${escapeHtml(changeText(c))}.</p>`;
  return c.rows.length === 0 ? words : words + '\n' + htmlTable(HTML_TABLE, c.rows);
}
