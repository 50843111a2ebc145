// Renames every use of the Game offset fields' old names (g.oZpos, g.oLib0, ...) to their regions' names
// (g.zonePositions, g.library0, ...) across the project, then deletes the old names from state.ts.
//
// Usage: node tools/dev/rename-offsets.mjs [--dry-run]   (from any directory; it edits the tree it lives in)
//
// The old names are OFFSET_ALIASES in src/engine/core/state.ts (old name -> region name). Each is renamed by
// symbol through the TypeScript language service over tsconfig.test.json's program (src, agents, test):
// every reference follows, shorthand destructuring keeps its local name ({ oInc } -> { incarnations: oInc }),
// and other things of the same name (a local `oStack`) keep theirs. Comments that name an old field follow.
// Then OFFSET_ALIASES goes, with what names it in state.ts (an array's spread element, an intersection's
// member); any other use of it stops the script before anything is written. Changed files are formatted with
// prettier. Last, it lists what is left to fix by hand: old names left as words in text files (strings, .mjs
// fixtures, docs: not renamed by symbol), and what eslint finds in the changed files (comments past 120 columns).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Node, Project, SyntaxKind, ts } from 'ts-morph';
import * as prettier from 'prettier';
import { ESLint } from 'eslint';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const dryRun = process.argv.includes('--dry-run');
const STATE = join(root, 'src/engine/core/state.ts');
const ALIASES = 'OFFSET_ALIASES';

const project = new Project({ tsConfigFilePath: join(root, 'tsconfig.test.json') });
// Type-checked TypeScript under tools/ too, if any appears (the program covers src, agents and test).
project.addSourceFilesAtPaths(join(root, 'tools/**/*.ts'));
project.resolveSourceFileDependencies();
const ls = project.getLanguageService();
const state = project.getSourceFileOrThrow(STATE);

const aliasDecl = state.getVariableDeclaration(ALIASES);
if (!aliasDecl) {
  console.log(`${relative(root, STATE)} has no ${ALIASES}: nothing to rename.`);
  process.exit(0);
}
// `{ ... } as const satisfies ...`: the object literal inside the assertions.
let table = aliasDecl.getInitializerOrThrow();
while (!Node.isObjectLiteralExpression(table)) table = table.getExpression();

// 1. Every rename location of every old name, collected before any edit (spans of the original texts).
const edits = new Map(); // file path -> [{ start, end, text }]
const counts = [];
const oldNames = [];
for (const prop of table.getProperties()) {
  if (!Node.isPropertyAssignment(prop)) throw new Error(`${ALIASES}: ${prop.getText()} is not "old: 'new'"`);
  const oldName = prop.getName();
  const newName = prop.getInitializerIfKindOrThrow(SyntaxKind.StringLiteral).getLiteralValue();
  oldNames.push(oldName);
  const locations = ls.findRenameLocations(prop.getNameNode(), { usePrefixAndSuffixText: true });
  let n = 0;
  for (const loc of locations) {
    const file = loc.getSourceFile().getFilePath();
    const span = loc.getTextSpan();
    if (file === state.getFilePath() && span.getStart() >= table.getStart() && span.getEnd() <= table.getEnd())
      continue;
    const text = (loc.getPrefixText() ?? '') + newName + (loc.getSuffixText() ?? '');
    if (!edits.has(file)) edits.set(file, []);
    edits.get(file).push({ start: span.getStart(), end: span.getEnd(), text });
    n++;
  }
  counts.push(`${oldName} -> ${newName}: ${n}`);
}

// 2. The edits, file by file from the end (earlier spans keep their offsets).
for (const [file, list] of edits) {
  const sf = project.getSourceFileOrThrow(file);
  let text = sf.getFullText();
  list.sort((a, b) => b.start - a.start);
  for (let i = 1; i < list.length; i++)
    if (list[i].end > list[i - 1].start) throw new Error(`overlapping renames in ${relative(root, file)}`);
  for (const e of list) text = text.slice(0, e.start) + e.text + text.slice(e.end);
  sf.replaceWithText(text);
}

// Comments that name an old field (`g.oFace`, "the region oFace") name the new one: the words inside comments
// only, the comments found around every token of the syntax tree (the language service's search misses some).
const newNameOf = new Map(table.getProperties().map((p) => [p.getName(), p.getInitializer().getLiteralValue()]));
const oldWord = new RegExp(`\\b(${oldNames.join('|')})\\b`, 'g');
for (const sf of project.getSourceFiles()) {
  const text = sf.getFullText();
  const spans = new Map(); // start -> end
  const visit = (node) => {
    for (const r of ts.getLeadingCommentRanges(text, node.pos) ?? []) spans.set(r.pos, r.end);
    for (const r of ts.getTrailingCommentRanges(text, node.end) ?? []) spans.set(r.pos, r.end);
    for (const child of node.getChildren(sf.compilerNode)) visit(child);
  };
  visit(sf.compilerNode);
  let out = text;
  for (const [start, end] of [...spans].sort((a, b) => b[0] - a[0])) {
    const comment = out.slice(start, end).replace(oldWord, (w) => newNameOf.get(w));
    out = out.slice(0, start) + comment + out.slice(end);
  }
  if (out !== text) sf.replaceWithText(out);
}

// 3. OFFSET_ALIASES and what names it: spread elements of arrays, members of intersection types.
const decl = state.getVariableDeclarationOrThrow(ALIASES);
const uses = decl
  .getNameNode()
  .findReferencesAsNodes()
  .filter((n) => n.getSourceFile() !== state || n.getStart() !== decl.getNameNode().getStart());
const removals = [];
for (const use of uses) {
  const where = `${relative(root, use.getSourceFile().getFilePath())}:${use.getStartLineNumber()}`;
  const spread = use.getFirstAncestorByKind(SyntaxKind.SpreadElement);
  if (spread && Node.isArrayLiteralExpression(spread.getParent())) {
    removals.push({ kind: 'spread', node: spread });
    continue;
  }
  const member = use.getFirstAncestor((a) => Node.isIntersectionTypeNode(a.getParent()));
  if (member) {
    removals.push({ kind: 'member', node: member });
    continue;
  }
  throw new Error(`${where}: ${ALIASES} is used where this script does not know how to remove it; nothing written`);
}
for (const { kind, node } of removals) {
  if (kind === 'spread') {
    const array = node.getParentIfKindOrThrow(SyntaxKind.ArrayLiteralExpression);
    array.removeElement(node);
    // [...xs] alone: xs itself.
    const rest = array.getElements();
    if (rest.length === 1 && Node.isSpreadElement(rest[0])) array.replaceWithText(rest[0].getExpression().getText());
  } else {
    const intersection = node.getParentIfKindOrThrow(SyntaxKind.IntersectionType);
    const rest = intersection.getTypeNodes().filter((t) => t !== node);
    intersection.replaceWithText(rest.map((t) => t.getText()).join(' & '));
  }
}
// (cut as text, not remove(): that also takes the blank line before it)
const statement = state.getVariableStatementOrThrow(ALIASES);
state.replaceText([statement.getStart(true), statement.getEnd()], '');

// 4. Write (formatted), then list what is left to do by hand.
const changed = project.getSourceFiles().filter((sf) => !sf.isSaved());
for (const sf of changed) {
  const path = sf.getFilePath();
  const options = (await prettier.resolveConfig(path)) ?? {};
  sf.replaceWithText(await prettier.format(sf.getFullText(), { ...options, filepath: path }));
}
console.log(counts.join('\n'));
console.log(`${dryRun ? 'would change' : 'changed'} ${changed.length} files`);
if (dryRun) process.exit(0);
await project.save();

const word = new RegExp(`\\b(${oldNames.join('|')})\\b`);
const left = [];
const scan = (path) => {
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (word.test(line)) left.push(`${relative(root, path)}:${i + 1}: old name left: ${line.trim()}`);
    });
};
const walk = (path) => {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return; // (not in this checkout)
  }
  if (!stat.isDirectory()) {
    if (/\.(ts|mts|js|mjs|cjs|md|json|ya?ml|txt)$/.test(path) && path !== fileURLToPath(import.meta.url)) scan(path);
    return;
  }
  for (const name of readdirSync(path))
    if (name !== 'node_modules' && name !== 'dist' && !name.startsWith('.')) walk(join(path, name));
};
for (const top of ['src', 'agents', 'test', 'tools', 'docs', 'README.md']) walk(join(root, top));
// Longer names make longer lines: prettier rewraps code, not comments (eslint's max-len).
const eslint = new ESLint({ cwd: root });
for (const result of await eslint.lintFiles(changed.map((sf) => sf.getFilePath())))
  for (const m of result.messages) left.push(`${relative(root, result.filePath)}:${m.line}: ${m.message}`);
console.log(left.length === 0 ? 'nothing left to fix by hand' : `to fix by hand:\n${left.join('\n')}`);
