// Builds report.html for a gauntlet of the sample decks, a compare and a pilots run (few games
// each), opens each in headless Chromium at 1,400 px, saves full-page screenshots (as delivered and
// with every section unfolded) and checks with the page's own measurements that nothing is wider than
// the window and that the table of contents is there and its links find their sections.
// Usage: npm run build && node tools/report-screens/screenshots.mjs [OUT_DIR] [--reuse]
//   OUT_DIR (default reports/screens) gets the run folders and the PNGs; --reuse keeps the gauntlet's
//   games if they are there and only rebuilds its report.html (playtest report), for a quick look
//   after a change (compare and pilots, being small, are played again).
// Exit 1 when a page has a problem, 2 when /usr/bin/chromium is missing.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { haveChromium, launch, measureReport, problems } from './measure.mjs';

const WIDTH = 1400;
const args = process.argv.slice(2);
const reuse = args.includes('--reuse');
const out = resolve(args.find((a) => !a.startsWith('--')) ?? 'reports/screens');
if (!haveChromium()) {
  console.error('report-screens: /usr/bin/chromium is missing (apt-get install chromium)');
  process.exit(2);
}
mkdirSync(out, { recursive: true });

const playtest = (...a) => execFileSync('node', ['bin/playtest.js', ...a], { stdio: ['ignore', 'ignore', 'inherit'] });
const decks = readdirSync('decks')
  .filter((f) => f.endsWith('.txt'))
  .sort()
  .map((f) => join('decks', f));
const reports = {
  gauntlet: {
    dir: join(out, 'gauntlet'),
    run: (dir) => playtest('run', ...decks, '--games', '2', '--workers', '1', '--out', dir, '--force'),
    rebuild: (dir) => playtest('report', dir),
  },
  compare: {
    dir: join(out, 'compare'),
    run: (dir) =>
      playtest(
        'compare',
        'decks/red-burn.txt',
        '--without',
        'Shock',
        '--vs',
        'decks/green-stompy.txt',
        'decks/white-weenie.txt',
        'decks/blue-fliers.txt',
        '--games',
        '24',
        '--workers',
        '1',
        '--out',
        dir,
      ),
  },
  pilots: {
    dir: join(out, 'pilots'),
    run: (dir) =>
      playtest(
        'run',
        'decks/red-burn.txt',
        'decks/green-stompy.txt',
        'decks/white-weenie.txt',
        'decks/blue-fliers.txt',
        '--agents',
        'random,greedy',
        '--games',
        '6',
        '--workers',
        '1',
        '--out',
        dir,
        '--force',
      ),
  },
};

const browser = await launch();
let failed = false;
try {
  for (const [name, r] of Object.entries(reports)) {
    if (reuse && r.rebuild !== undefined && existsSync(join(r.dir, 'games.csv'))) r.rebuild(r.dir);
    else {
      console.log(`building the ${name} report in ${r.dir}`);
      r.run(r.dir);
    }
    const png = join(out, `${name}-${WIDTH}.png`);
    const m = await measureReport(browser, resolve(r.dir, 'report.html'), WIDTH, png);
    for (const [state, x] of Object.entries(m)) {
      const found = problems(x, WIDTH);
      console.log(
        `${name} (${state}): scrollWidth ${x.scrollWidth}, height ${x.scrollHeight}, ${x.sections} sections, ` +
          `${x.links} contents links: ${found.length === 0 ? 'ok' : found.join('; ')}`,
      );
      if (found.length > 0) failed = true;
    }
    console.log(`  ${png} and ${png.replace(/\.png$/, '-open.png')}`);
  }
} finally {
  await browser.close();
}
process.exit(failed ? 1 : 0);
