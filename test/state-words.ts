// The words of a game that cloneInto copies: everything before the scratch regions (state.ts, the event queue,
// the replacements applied and the options, laid out last), then only the parts of those in use.
import { EV_SIZE, type Game } from '../src/engine/core/state.js';

export function liveWords(g: Game): number[] {
  const m = g.m;
  const head = (at: number, count: number) => Array.from(m.subarray(at, at + count));
  return [
    ...head(0, g.events),
    ...head(g.events, m[g.eventCount] * EV_SIZE),
    ...head(g.appliedReplacements, m[g.appliedReplacementCount] * 2),
    ...head(g.options, m[g.optionCount]),
  ];
}
