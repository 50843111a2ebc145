// `playtest report DIR`: rebuilds report.html of a run folder from its games.csv and manifest.json, or
// of a compare's folder from its games.csv and compare.json.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { compareHtmlOf } from '../report/compare-folder.js';
import { isCompareFolder } from '../report/compare-manifest.js';
import { writeFileAtomic } from '../report/disk.js';
import { GamesFileError, GamesReader } from '../report/games-read.js';
import { buildHtml } from '../report/html.js';
import { ManifestError, readManifest } from '../report/manifest.js';
import { RunTally } from '../report/tally.js';
import { EXIT_OK, UsageError } from './errors.js';
import type { Io } from './io.js';

export async function reportCommand(dir: string, io: Io): Promise<number> {
  const file = join(dir, 'games.csv');
  let reader: GamesReader;
  try {
    reader = new GamesReader(file);
  } catch {
    throw new UsageError(`report: ${file}: cannot read (expected the --out folder of playtest run or compare)`);
  }
  try {
    const html =
      isCompareFolder(dir) && !existsSync(join(dir, 'manifest.json'))
        ? await compareHtmlOf(dir, reader)
        : await runHtml(dir, reader);
    writeFileAtomic(join(dir, 'report.html'), html);
  } catch (err) {
    if (err instanceof GamesFileError || err instanceof ManifestError) throw new UsageError(`report: ${err.message}`);
    throw err;
  } finally {
    reader.close();
  }
  io.out(`wrote ${join(dir, 'report.html')}\n`);
  return EXIT_OK;
}

async function runHtml(dir: string, reader: GamesReader): Promise<string> {
  const tally = new RunTally();
  for (let r = await reader.next(); r !== undefined; r = await reader.next()) tally.add(r);
  return buildHtml(tally, readManifest(dir));
}
