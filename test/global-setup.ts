import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

// Tests import the built dist/ and spawn bin/playtest.js, which runs it: a source edited since the last build
// would be tested as it was. Rebuild first when a source has no built file or is newer than it.

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (path.endsWith('.ts') || path.endsWith('.json')) yield path;
  }
}

function builtFile(source: string): string {
  return join('dist', source.endsWith('.ts') ? `${source.slice(0, -3)}.js` : source);
}

function stale(source: string): boolean {
  const built = builtFile(source);
  // A JSON file that no module imports is not copied to dist/: nothing to compare.
  if (!existsSync(built)) return source.endsWith('.ts');
  return statSync(source).mtimeMs > statSync(built).mtimeMs;
}

export default function setup(): void {
  const sources = [...sourceFiles('src'), ...sourceFiles('agents')];
  if (sources.some(stale)) {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], { stdio: 'inherit' });
  }
}
