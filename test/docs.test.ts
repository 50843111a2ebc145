// README.md and docs/*.md hold together: every relative link points to a file of the repository, and a link
// with #anchor to a heading of its page (GitHub's anchors); every path of the code, tests, scripts or tools they
// name exists; every docs page says what it holds and links back to the README, which links to every docs page.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..');
const DOCS = readdirSync(join(ROOT, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((f) => `docs/${f}`);
const PAGES = ['README.md', ...DOCS];
const read = (page: string) => readFileSync(join(ROOT, page), 'utf8');

/** The lines of a Markdown text outside fenced code blocks, with their line numbers (from 1). */
function proseLines(text: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  let fence: string | undefined;
  text.split('\n').forEach((line, i) => {
    const open = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence === undefined && open) fence = open[1];
    else if (fence !== undefined && open && open[1][0] === fence[0] && open[1].length >= fence.length)
      fence = undefined;
    else if (fence === undefined) lines.push({ line: i + 1, text: line });
  });
  return lines;
}

/** The anchor GitHub gives a heading (github-slugger): its text lowercased, punctuation but - and _ dropped. */
function slug(heading: string): string {
  const text = heading
    .replace(/`/g, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a page's headings, a repeated one numbered as GitHub does (-1, -2...). */
function anchors(page: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const { text } of proseLines(read(page))) {
    const h = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!h) continue;
    const base = slug(h[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Every link target of a page's prose (inline links and images, reference definitions, href and src). */
function links(page: string): { line: number; target: string }[] {
  const out: { line: number; target: string }[] = [];
  for (const { line, text } of proseLines(read(page))) {
    // Code spans are text, not links.
    const prose = text.replace(/(`+)[^`]*?\1/g, (m) => ' '.repeat(m.length));
    const patterns = [
      /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g,
      /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g,
      /\b(?:href|src)="([^"]+)"/g,
    ];
    for (const re of patterns) for (const m of prose.matchAll(re)) out.push({ line, target: m[1] });
  }
  return out;
}

const external = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

describe('README.md and docs/*.md', () => {
  it('has the docs pages the README points to', () => {
    expect(DOCS.length).toBeGreaterThanOrEqual(9);
  });

  it.each(PAGES)('%s: every relative link points to a file, and every #anchor to a heading', (page) => {
    const bad: string[] = [];
    for (const { line, target } of links(page)) {
      if (external(target)) continue;
      const at = `${page}:${line}: ${target}`;
      if (target.startsWith('/')) {
        bad.push(`${at}: not a relative link`);
        continue;
      }
      const hash = target.indexOf('#');
      const path = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
      const anchor = hash < 0 ? undefined : decodeURIComponent(target.slice(hash + 1));
      const file = path === '' ? join(ROOT, page) : join(ROOT, dirname(page), path);
      const inRepo = relative(ROOT, file);
      if (inRepo.startsWith(`..${sep}`) || inRepo === '..') bad.push(`${at}: outside the repository`);
      else if (!existsSync(file)) bad.push(`${at}: no such file`);
      else if (anchor !== undefined) {
        if (extname(file) !== '.md') bad.push(`${at}: an anchor into a file that is not Markdown`);
        else if (!anchors(inRepo.split(sep).join('/')).has(anchor)) bad.push(`${at}: no heading #${anchor}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it.each(DOCS)('%s: starts with its title and a one-line summary, and links back to the README', (page) => {
    const [title, blank, summary, after] = read(page).split('\n');
    expect(title).toMatch(/^# \S/);
    expect(blank).toBe('');
    expect(summary).toMatch(/^\S.*[.:]$/);
    expect(after, 'the summary is one line').toBe('');
    expect(links(page).map((l) => l.target)).toContain('../README.md');
  });

  it.each(PAGES)('%s: every source, test, script or tool path it names exists', (page) => {
    const bad: string[] = [];
    for (const { line, text } of proseLines(read(page))) {
      for (const m of text.matchAll(/(?<![\w./-])(?:src|agents|test|scripts|schema|tools|bin)\/[\w./*-]*/g)) {
        const path = m[0].replace(/[.]+$/, '');
        // A pattern (src/cards/pool/*.json) names its folder.
        const file = join(ROOT, path.includes('*') ? dirname(path) : path);
        if (!existsSync(file)) bad.push(`${page}:${line}: ${path}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it('the README links to every docs page', () => {
    const targets = new Set(links('README.md').map((l) => l.target.split('#')[0]));
    for (const page of DOCS) expect(targets, page).toContain(page);
  });

  it('finds the links and anchors it checks', () => {
    expect(slug('`playtest compare DECK_A [DECK_B] --vs DECK...`')).toBe('playtest-compare-deck_a-deck_b---vs-deck');
    expect(slug('Loops (421)')).toBe('loops-421');
    expect(slug('What happens when things go wrong')).toBe('what-happens-when-things-go-wrong');
    expect(anchors('docs/reports.md')).toContain('loops-421');
    expect(links('README.md').map((l) => l.target)).toContain('docs/cli.md');
  });
});
