// The blocks the docs mark as examples or as copies of files, for the tests that check or run them.
import { readFileSync, readdirSync } from 'node:fs';
import { expect } from 'vitest';

const root = new URL('../', import.meta.url);
/** README.md and every docs/*.md, by path from the repository root. */
const pages = new Map<string, string>(
  [
    'README.md',
    ...readdirSync(new URL('docs/', root))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ].map((path) => [path, readFileSync(new URL(path, root), 'utf8')]),
);

interface Block {
  /** The page that holds it. */
  page: string;
  text: string;
}

/** The fenced blocks that follow a `<!-- example: NAME -->` or `<!-- file: PATH -->` line, by NAME or PATH. */
export function markedBlocks(kind: 'example' | 'file'): Map<string, Block> {
  const blocks = new Map<string, Block>();
  const re = new RegExp(`^<!-- ${kind}: (\\S+) -->\\n\`\`\`\\w*\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  for (const [page, text] of pages) {
    for (const m of text.matchAll(re)) {
      expect(blocks.has(m[1]), `${page} and ${blocks.get(m[1])?.page} mark two blocks as ${kind} ${m[1]}`).toBe(false);
      blocks.set(m[1], { page, text: m[2] });
    }
  }
  return blocks;
}
