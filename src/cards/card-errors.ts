// How a bad card is told: each problem at its field's line and column in the file, with what was
// expected, what was found and, for an unknown word or field, the nearest known one ("did you mean").
import { CardError, type CardProblem, gotText, NO_SUCH_FIELD } from '../engine/vocab/common.js';
import { nearestWord } from './closest.js';

/** Past this many words, an "expected one of" list that has a nearest word is cut to its first few. */
const LONG_LIST = 12;

/**
 * The lines of a card's error: one per problem, each starting with where its field is (`where`: "file:line:col";
 * null: the card itself). An error without problems (not a field's) keeps its own lines, placed at the card.
 */
export function cardErrorLines(e: CardError, file: string, where: (field: string | null) => string): string[] {
  if (e.problems.length === 0)
    return e.message
      .split('\n')
      .map((l) => (l.startsWith(`${file}: `) ? `${where(null)}: ${l.slice(file.length + 2)}` : l));
  return e.problems.map((p) => `${where(p.field)}: ${problemText(p)}`);
}

/**
 * `card "X": field F: expected E, got G; did you mean "W"?`, or for a field the object doesn't have,
 * `card "X": field F: unknown field (did you mean "W"?)` (no near one: the fields it has).
 */
export function problemText(p: CardProblem): string {
  const words = p.words ?? listedWords(p.expected);
  const near = typeof p.got === 'string' && words.length > 0 ? nearestWord(p.got, words) : undefined;
  const card = p.card === null ? 'card' : `card "${p.card}"`;
  if (p.expected === NO_SUCH_FIELD) {
    const hint = near !== undefined ? `did you mean "${near}"?` : `expected one of ${words.join(', ')}`;
    return `${card}: field ${p.field}: unknown field (${words.length === 0 ? 'no fields here' : hint})`;
  }
  const expected =
    near !== undefined && p.words === undefined && words.length > LONG_LIST
      ? `one of ${words.length} words (${words.slice(0, 4).join(', ')}, ...)`
      : p.expected;
  const hint = near === undefined ? '' : `; did you mean "${near}"?`;
  return `${card}: field ${p.field}: expected ${expected}, got ${gotText(p.got)}${hint}`;
}

/** The words an "one of a, b, c" expectation lists ("one of "x", "y" or a string matching ..." too). */
function listedWords(expected: string): string[] {
  const m = /(?:^|\s)one of (?:the [\w ]+ fields )?(.+)$/.exec(expected);
  if (m === null) return [];
  return m[1]
    .split(/, | or /)
    .map((w) => w.replace(/^"(.*)"$/, '$1'))
    .filter((w) => /^[\w {}:+-]+$/.test(w) && !w.includes(' matching'));
}
