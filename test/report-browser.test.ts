// The report pages as a browser shows them: headless Chromium (Debian's /usr/bin/chromium, driven by
// playwright-core) opens a run's, a compare's and a pilots' report.html at 1,400 px and the page's own
// measurements must show no sideways scrolling, folded or unfolded, and a table of contents whose
// links find their sections. Skipped, saying so, where Chromium is not installed.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM, haveChromium, launch, measureReport, problems } from '../tools/report-screens/measure.mjs';
import { comparePage, gauntletPage, pilotsPage } from './report-pages.js';

const WIDTH = 1400;

if (!haveChromium())
  console.warn(`report-browser.test.ts: skipped: ${CHROMIUM} is absent (apt-get install chromium to run it)`);

describe.skipIf(!haveChromium())('report pages in headless Chromium at 1,400 px', () => {
  it('the 17-deck round robin, a compare and a pilots page fit the width and have their contents', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'playtest-pages-'));
    const pages = { gauntlet: await gauntletPage(), compare: await comparePage(), pilots: await pilotsPage() };
    const browser = await launch();
    try {
      for (const [name, html] of Object.entries(pages)) {
        const file = join(dir, `${name}.html`);
        writeFileSync(file, html);
        const m = await measureReport(browser, file, WIDTH);
        expect({ name, folded: problems(m.folded, WIDTH), open: problems(m.open, WIDTH) }).toEqual({
          name,
          folded: [],
          open: [],
        });
        expect(m.folded.contents).toBe(true);
        // Folding shortens the round robin's page: the long sections start folded.
        if (name === 'gauntlet') expect(m.folded.scrollHeight).toBeLessThan(m.open.scrollHeight / 2);
      }
    } finally {
      await browser.close();
    }
  }, 60_000);
});
