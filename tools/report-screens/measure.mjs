// What the report pages promise a reader at a given width, measured by the browser that shows them:
// the document's width and height, any element whose content is wider than its box (a chart that
// scrolls sideways inside the page), and a table of contents whose every link finds its section.
// Used by screenshots.mjs and by test/report-browser.test.ts.
import { existsSync } from 'node:fs';

/** Debian's chromium package; playwright-core drives it (it downloads no browser of its own). */
export const CHROMIUM = '/usr/bin/chromium';

export function haveChromium() {
  return existsSync(CHROMIUM);
}

export async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM });
}

/**
 * Opens a report file at `width` px and measures it as delivered (folded sections folded) and with
 * every section unfolded. `png` (optional): where to save full-page screenshots of both states
 * (`png` and `png` with "-open" before ".png").
 */
export async function measureReport(browser, file, width, png) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  try {
    await page.goto(`file://${file}`);
    const folded = await page.evaluate(measureInPage);
    if (png !== undefined) await page.screenshot({ path: png, fullPage: true });
    await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
    const open = await page.evaluate(measureInPage);
    if (png !== undefined) await page.screenshot({ path: png.replace(/\.png$/, '-open.png'), fullPage: true });
    return { folded, open };
  } finally {
    await page.close();
  }
}

/** Runs in the page. */
function measureInPage() {
  const root = document.documentElement;
  const overflowing = [...document.querySelectorAll('body *')]
    .filter((e) => e.getClientRects().length > 0 && e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0)
    .filter((e) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(e).overflowX))
    .map(
      (e) =>
        `${e.tagName.toLowerCase()}${e.closest('[id]') ? ` in #${e.closest('[id]').id}` : ''}: ${e.scrollWidth} > ${e.clientWidth}`,
    );
  const toc = document.querySelector('nav#contents');
  const links = toc ? [...toc.querySelectorAll('a[href^="#"]')].map((a) => a.getAttribute('href').slice(1)) : [];
  return {
    scrollWidth: root.scrollWidth,
    scrollHeight: root.scrollHeight,
    overflowing,
    contents: toc !== null,
    links: links.length,
    brokenLinks: links.filter((id) => document.getElementById(id) === null),
    sections: document.querySelectorAll('details.section').length,
  };
}

/** The problems a measurement shows at `width`: none when the page fits and its contents work. */
export function problems(m, width) {
  const out = [];
  if (m.scrollWidth > width) out.push(`the page is ${m.scrollWidth} px wide, over ${width}`);
  for (const o of m.overflowing) out.push(`scrolls sideways: ${o}`);
  if (!m.contents) out.push('no table of contents (nav#contents)');
  if (m.links < m.sections) out.push(`${m.links} contents links for ${m.sections} sections`);
  for (const id of m.brokenLinks) out.push(`the contents link to #${id}, which is not on the page`);
  return out;
}
