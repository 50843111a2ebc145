// Reading a card file: one card object, an array of cards, or {"$schema": ..., "cards": [...]}.
// JSON.parse does the work; only when it fails, or a card is bad, does jsonc-parser (the parser of
// VS Code) find the line and column, which JSON.parse's messages lack.
import { closeSync, fstatSync, openSync, readFileSync } from 'node:fs';
import {
  findNodeAtLocation,
  type JSONPath,
  type Node as JsonNode,
  parse,
  type ParseError,
  ParseErrorCode,
  parseTree,
} from 'jsonc-parser';
import { CardError } from './compile.js';

/** Far past any real card file (the whole built-in pool is a few hundred kilobytes). */
export const MAX_CARD_FILE_BYTES = 16 << 20;
export const MAX_CARDS_PER_FILE = 5000;

export interface CardFile {
  path: string;
  text: string;
  cards: unknown[];
  /** Where card i sits: "file:line". */
  where(i: number): string;
  /**
   * Where a field of card i sits: "file:line:column" of the field's name (an array item: of the item), or of
   * the nearest field above it that is there (a missing field: the object that lacks it); null: the card.
   */
  locate(i: number, field: string | null): string;
}

export function readCardFile(path: string): CardFile {
  let text: string;
  try {
    const fd = openSync(path, 'r');
    try {
      const st = fstatSync(fd);
      if (st.isDirectory())
        throw new CardError(`${path}: cannot read card file: it is a folder (expected a JSON file)`);
      if (st.size > MAX_CARD_FILE_BYTES)
        throw new CardError(
          `${path}: card file of ${st.size} bytes is too large (expected at most ${MAX_CARD_FILE_BYTES})`,
        );
      text = readFileSync(fd, 'utf8');
    } finally {
      closeSync(fd);
    }
  } catch (e) {
    if (e instanceof CardError) throw e;
    throw new CardError(
      `${path}: cannot read card file (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`,
    );
  }
  text = text.replace(/^\uFEFF/, '');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    throw new CardError(syntaxError(path, text, e as Error));
  }
  const { cards, base } = cardList(path, data);
  if (cards.length > MAX_CARDS_PER_FILE)
    throw new CardError(`${path}: ${cards.length} cards (expected at most ${MAX_CARDS_PER_FILE} in one file)`);
  let tree: ReturnType<typeof parseTree> | undefined;
  /** The node of card i (undefined: the file is nested too deep for jsonc-parser's recursion). */
  const cardNode = (i: number): JsonNode | undefined => {
    try {
      tree ??= parseTree(text);
    } catch {
      return undefined;
    }
    return tree && findNodeAtLocation(tree, [...base, ...(base.length === 0 && !Array.isArray(data) ? [] : [i])]);
  };
  return {
    path,
    text,
    cards,
    where(i) {
      const node = cardNode(i);
      return node ? `${path}:${lineCol(text, node.offset).line}` : path;
    },
    locate(i, field) {
      const card = cardNode(i);
      if (card === undefined) return path;
      const at = field === null ? card : fieldNode(card, field);
      const { line, col } = lineCol(text, at.offset);
      return `${path}:${line}:${col}`;
    },
  };
}

/**
 * The node a field path names ("abilities[0].effect.op"): for a field, its name (the property node); for an
 * item of a list, the item; where the path leaves the file (a missing field), the last node it reached.
 */
function fieldNode(card: JsonNode, field: string): JsonNode {
  let node = card;
  let at = card;
  for (const step of field.match(/[^.[\]]+|\[\d+\]/g) ?? []) {
    const key: string | number = /^\[\d+\]$/.test(step) ? Number(step.slice(1, -1)) : step;
    const child = findNodeAtLocation(node, [key]);
    if (child === undefined) break;
    node = child;
    at = typeof key === 'string' && child.parent?.type === 'property' ? child.parent : child;
  }
  return at;
}

function cardList(path: string, data: unknown): { cards: unknown[]; base: JSONPath } {
  if (Array.isArray(data)) return { cards: data, base: [] };
  if (typeof data !== 'object' || data === null) {
    throw new CardError(
      `${path}: expected a card object, a JSON array of cards or an object with a "cards" array, got ${JSON.stringify(data)}`,
    );
  }
  const o = data as Record<string, unknown>;
  if (Object.hasOwn(o, 'cards')) {
    if (!Array.isArray(o.cards))
      throw new CardError(
        `${path}: field cards: expected a list of cards, got ${JSON.stringify(o.cards)?.slice(0, 80)}`,
      );
    for (const k of Object.keys(o)) {
      if (k !== 'cards' && k !== '$schema')
        throw new CardError(`${path}: field ${k}: no such field here (expected "cards" and optionally "$schema")`);
    }
    return { cards: o.cards, base: ['cards'] };
  }
  return { cards: [data], base: [] }; // one card
}

const CODE_WORDS: Partial<Record<ParseErrorCode, string>> = {
  [ParseErrorCode.InvalidSymbol]: 'a JSON value, not this symbol',
  [ParseErrorCode.InvalidNumberFormat]: 'a number like 3 or -1 (no leading zeros, no hex)',
  [ParseErrorCode.PropertyNameExpected]: 'a field name in double quotes',
  [ParseErrorCode.ValueExpected]: 'a value',
  [ParseErrorCode.ColonExpected]: 'a colon after the field name',
  [ParseErrorCode.CommaExpected]: 'a comma between items',
  [ParseErrorCode.CloseBraceExpected]: 'a closing brace }',
  [ParseErrorCode.CloseBracketExpected]: 'a closing bracket ]',
  [ParseErrorCode.EndOfFileExpected]: 'the end of the file after the top value',
  [ParseErrorCode.InvalidCommentToken]: 'no comments (JSON has none)',
  [ParseErrorCode.UnexpectedEndOfComment]: 'no comments (JSON has none)',
  [ParseErrorCode.UnexpectedEndOfString]: 'a closing double quote',
  [ParseErrorCode.UnexpectedEndOfNumber]: 'digits',
  [ParseErrorCode.InvalidUnicode]: 'a \\uXXXX escape with four hex digits',
  [ParseErrorCode.InvalidEscapeCharacter]: 'an escape like \\n, \\" or \\\\',
  [ParseErrorCode.InvalidCharacter]: 'no control characters (tabs, line breaks) inside a string: escape them',
};

/** "file:3:14: not valid JSON: expected a value", from jsonc-parser's first error. */
function syntaxError(path: string, text: string, e: Error): string {
  const errors: ParseError[] = [];
  try {
    parse(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  } catch {
    // jsonc-parser recurses: a broken file nested thousands deep keeps JSON.parse's message.
  }
  const first = errors[0];
  if (first === undefined) return `${path}: not valid JSON: ${e.message}`;
  const { line, col } = lineCol(text, first.offset);
  const found = text.slice(first.offset, first.offset + Math.min(first.length, 20));
  const got = found === '' ? 'the end of the file' : JSON.stringify(found);
  return `${path}:${line}:${col}: not valid JSON: expected ${CODE_WORDS[first.error] ?? 'valid JSON'}, got ${got}`;
}

export function lineCol(text: string, offset: number): { line: number; col: number } {
  let line = 1;
  let start = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      start = i + 1;
    }
  }
  return { line, col: offset - start + 1 };
}
