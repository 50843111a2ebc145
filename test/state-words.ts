// The words of a game that cloneInto copies: everything before the scratch regions (state.ts, the event queue,
// the replacements applied and the options, laid out last), then only the parts of those in use.
import { EV_SIZE, type Game } from '../src/engine/core/state.js';

/** The runs of m that cloneInto copies, as [offset, length]. */
export function liveRanges(g: Game): [number, number][] {
  const m = g.m;
  return [
    [0, g.events],
    [g.events, m[g.eventCount] * EV_SIZE],
    [g.appliedReplacements, m[g.appliedReplacementCount] * 2],
    [g.options, m[g.optionCount]],
  ];
}

export function liveWords(g: Game): number[] {
  return liveRanges(g).flatMap(([at, n]) => Array.from(g.m.subarray(at, at + n)));
}
