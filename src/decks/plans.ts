// Sideboard plans in a deck file (--match): `vs red-burn: -2 Shock +2 Pyroclasm` says what the deck takes out
// of its main deck and puts in from its sideboard before games 2 and 3 against the deck named red-burn
// (`vs *:` for any opponent without a plan of its own). Checked like the deck's cards: every problem names
// the file and line and says what was expected.
import type { SideboardPlan } from '../harness/types.js';
import { clip, type PlanLine } from './formats.js';

/** The smallest deck a plan may leave (a main deck already smaller may keep its size). */
const MIN_AFTER_PLAN = 60;

export interface PlanProblem {
  line: number;
  message: string;
}

/** How parse.ts names cards: the pool's name for what is written, or undefined; and the message for an unknown one. */
export interface CardNames {
  resolve(name: string): string | undefined;
  unknown(raw: string, name: string): string;
}

/** The plans of a deck with these main and sideboard cards; problems are pushed to `problems`. */
export function readPlans(
  lines: readonly PlanLine[],
  main: readonly string[],
  sideboard: readonly string[],
  names: CardNames,
  problems: PlanProblem[],
): SideboardPlan[] {
  const plans: SideboardPlan[] = [];
  const seen = new Map<string, number>();
  for (const p of lines) {
    const fail = (why: string) => problems.push({ line: p.line, message: `"${clip(p.raw)}": ${why}` });
    if (p.opponent === '') {
      fail('no opponent (expected "vs DECK-NAME: -2 Card +2 Card", or "vs *:" for any opponent)');
      continue;
    }
    const before = seen.get(p.opponent.toLowerCase());
    if (before !== undefined) {
      fail(`a second plan against ${p.opponent} (the first is on line ${before}; expected one per opponent)`);
      continue;
    }
    seen.set(p.opponent.toLowerCase(), p.line);
    const items = planItems(p.items);
    if (typeof items === 'string') {
      fail(items);
      continue;
    }
    const plan: SideboardPlan = { opponent: p.opponent, out: [], in: [], line: p.line };
    let ok = true;
    for (const item of items) {
      const name = names.resolve(item.name);
      if (name === undefined) {
        problems.push({ line: p.line, message: names.unknown(p.raw, item.name) });
        ok = false;
        continue;
      }
      for (let k = 0; k < item.count; k++) (item.sign === '-' ? plan.out : plan.in).push(name);
    }
    if (ok && checkCounts(plan, main, sideboard, fail)) plans.push(plan);
  }
  return plans;
}

/** "-2 Shock +2 Pyroclasm" (commas between items allowed) as items, or what was expected. */
function planItems(text: string): { sign: '+' | '-'; count: number; name: string }[] | string {
  const expected = 'expected items like "-2 Shock +2 Pyroclasm": a sign, a count and a card name each';
  if (text.trim() === '') return `an empty plan (${expected}; drop the line to play the main deck)`;
  const starts = [...text.matchAll(/(^|[\s,]+)([+-])\s*(\d{1,3})[xX]?\s+/g)];
  if (starts.length === 0 || (starts[0].index ?? 0) !== 0 || starts[0][1] !== '') return expected;
  return starts.map((m, i) => {
    const from = (m.index ?? 0) + m[0].length;
    const to = i + 1 < starts.length ? (starts[i + 1].index ?? text.length) : text.length;
    return { sign: m[2] as '+' | '-', count: Number(m[3]), name: text.slice(from, to).replace(/[\s,]+$/, '') };
  });
}

function checkCounts(
  plan: SideboardPlan,
  main: readonly string[],
  sideboard: readonly string[],
  fail: (why: string) => void,
): boolean {
  let ok = true;
  for (const [name, n] of counts(plan.out)) {
    const has = countOf(main, name);
    if (n > has) {
      fail(`takes out ${n} ${name}, but the main deck holds ${has} (expected at most ${has})`);
      ok = false;
    }
  }
  for (const [name, n] of counts(plan.in)) {
    const has = countOf(sideboard, name);
    if (n > has) {
      fail(`puts in ${n} ${name}, but the sideboard holds ${has} (expected at most ${has})`);
      ok = false;
    }
  }
  const after = main.length - plan.out.length + plan.in.length;
  const least = Math.min(MIN_AFTER_PLAN, main.length);
  if (ok && after < least) {
    fail(`leaves ${after} cards in the deck (expected at least ${least}: put in as many as it takes out)`);
    ok = false;
  }
  return ok;
}

function counts(names: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of names) out.set(n, (out.get(n) ?? 0) + 1);
  return out;
}

function countOf(list: readonly string[], name: string): number {
  let n = 0;
  for (const x of list) if (x === name) n++;
  return n;
}
