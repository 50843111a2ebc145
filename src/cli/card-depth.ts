// A designer's card file nested deeper than any card needs (an effect inside an effect, thousands of
// levels) would overflow the stack of the recursive card compiler: it is refused first, by name.
import { readFileSync } from 'node:fs';

/** Far deeper than any real card (the deepest built-in card is about a dozen levels). */
export const MAX_CARD_DEPTH = 64;

/**
 * A message naming the card of `file` nested deeper than MAX_CARD_DEPTH, or undefined. A file that
 * can't be read or parsed is left to the card loader, whose messages say so.
 */
export function cardNestingProblem(file: string): string | undefined {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8')); // JSON.parse itself is not recursive
  } catch {
    return undefined;
  }
  const listed = Array.isArray(data) ? data : (data as { cards?: unknown } | null)?.cards;
  const cards = Array.isArray(listed) ? listed : [data]; // one card
  for (let i = 0; i < cards.length; i++) {
    const depth = depthOf(cards[i]);
    if (depth > MAX_CARD_DEPTH) {
      const name = (cards[i] as { name?: unknown } | null)?.name;
      const which = typeof name === 'string' ? `card "${name}"` : `card ${i + 1}`;
      return `${file}: ${which}: nesting too deep (${depth} levels of objects and lists; at most ${MAX_CARD_DEPTH})`;
    }
  }
  return undefined;
}

/** Levels of objects and lists in a value, walked without recursion. */
function depthOf(root: unknown): number {
  let max = 0;
  const stack: [unknown, number][] = [[root, 1]];
  while (stack.length > 0) {
    const [v, d] = stack.pop() as [unknown, number];
    if (typeof v !== 'object' || v === null) continue;
    if (d > max) max = d;
    if (max > MAX_CARD_DEPTH) return max;
    for (const child of Object.values(v)) stack.push([child, d + 1]);
  }
  return max;
}
