// A seat's cards in a games.csv cell (cards_a, cards_b): written by the games.csv declaration
// (run-columns.ts), read back by games-read.ts.

/**
 * The characters a seat's cell gives a meaning ("*" marks the opening hand), and "%" itself, percent-encoded in a card
 * name.
 */
const CELL_SPECIAL = /[%|@!*]/g;
const CELL_CODES: Record<string, string> = { '%': '%25', '|': '%7C', '@': '%40', '!': '%21', '*': '%2A' };
const CELL_CHARS: Record<string, string> = { '%25': '%', '%7C': '|', '%40': '@', '%21': '!', '%2A': '*' };

/** A card name as it stands in a cards_a/cards_b entry: "Bear|Pipe" -> "Bear%7CPipe". */
export function encodeCardName(name: string): string {
  return name.includes('%') || name.includes('|') || name.includes('@') || name.includes('!') || name.includes('*')
    ? name.replace(CELL_SPECIAL, (c) => CELL_CODES[c])
    : name;
}

/** The inverse of encodeCardName; undefined for a "%" that is not one of its codes. */
export function decodeCardName(text: string): string | undefined {
  if (!text.includes('%')) return text;
  let bad = false;
  const out = text.replace(/%(..)?/g, (m) => CELL_CHARS[m] ?? ((bad = true), m));
  return bad ? undefined : out;
}

/**
 * A seat's cards in games.csv: "Name" drawn, "Name@T" drawn and first cast on turn T, entries joined
 * by "|" in name order, each name encoded (encodeCardName) so that any name reads back. "Name*" was in
 * the kept opening hand. A card cast but never drawn (no such effect exists yet) ends in "!".
 */
export function formatSeatCards(
  drawn: string[],
  cast: string[],
  castTurn: number[],
  opening: readonly string[] = [],
): string {
  let o = 0;
  // Both lists are sorted: merge them in one pass.
  let out = '';
  let d = 0;
  let c = 0;
  while (d < drawn.length || c < cast.length) {
    const name = c >= cast.length || (d < drawn.length && drawn[d] < cast[c]) ? drawn[d] : cast[c];
    const wasDrawn = d < drawn.length && drawn[d] === name;
    const wasCast = c < cast.length && cast[c] === name;
    if (out !== '') out += '|';
    out += encodeCardName(name);
    while (o < opening.length && opening[o] < name) o++;
    if (o < opening.length && opening[o] === name) out += '*';
    if (wasCast) out += `@${castTurn[c++]}`;
    if (wasDrawn) d++;
    else out += '!';
  }
  return out;
}

/** The inverse of formatSeatCards; `fail` is called for a cell it cannot have written. */
export function parseSeatCards(
  text: string,
  fail: () => never,
): { drawn: string[]; opening: string[]; cast: string[]; castTurn: number[] } {
  const out = { drawn: [] as string[], opening: [] as string[], cast: [] as string[], castTurn: [] as number[] };
  if (text === '') return out;
  let prev = '';
  // Entries are "Name", "Name@T" or either with "!" (cast, not drawn); read without a regex, as a
  // games.csv may hold millions of rows.
  for (const entry of text.split('|')) {
    const notDrawn = entry.endsWith('!');
    const body = notDrawn ? entry.slice(0, -1) : entry;
    const at = body.indexOf('@');
    let raw = at < 0 ? body : body.slice(0, at);
    const opening = raw.endsWith('*');
    if (opening) raw = raw.slice(0, -1);
    const name = raw.includes('!') || raw.includes('*') ? undefined : decodeCardName(raw);
    if (name === undefined || name === '' || name.trim() !== name) fail();
    let turn = -1;
    if (at >= 0) {
      const digits = body.slice(at + 1);
      if (!/^\d+$/.test(digits)) fail();
      turn = Number(digits);
    }
    if (name <= prev) fail(); // entries are written in name order, each name once
    prev = name;
    if (!notDrawn) out.drawn.push(name);
    if (opening) {
      if (notDrawn) fail();
      out.opening.push(name);
    }
    if (turn >= 0) {
      out.cast.push(name);
      out.castTurn.push(turn);
    }
  }
  return out;
}
