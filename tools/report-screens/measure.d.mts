// Types of measure.mjs for the TypeScript tests that use it.
import type { Browser } from 'playwright-core';

export const CHROMIUM: string;
export function haveChromium(): boolean;
export function launch(): Promise<Browser>;

export interface Measure {
  scrollWidth: number;
  scrollHeight: number;
  overflowing: string[];
  contents: boolean;
  links: number;
  brokenLinks: string[];
  sections: number;
}

export function measureReport(
  browser: Browser,
  file: string,
  width: number,
  png?: string,
): Promise<{ folded: Measure; open: Measure }>;
export function problems(m: Measure, width: number): string[];
