// Readable text for decisions and options: for logs and replays only, never on the hot path.
import { DECISION_NAMES, STEP_NAMES } from './core/constants.js';
import { decisionKind, decisionPlayer, optionValue } from './engine.js';
import { type Game, Global } from './core/state.js';
import { DECISIONS } from './decisions/table.js';

const SEAT = ['A', 'B'];

/** "turn 3 main1: A priority" */
export function describeDecision(g: Game): string {
  return `turn ${g.m[Global.Turn]} ${STEP_NAMES[g.m[Global.Step]]}: ${SEAT[decisionPlayer(g)]} ${DECISION_NAMES[decisionKind(g)]}`;
}

/** What option `a` of the pending decision does, e.g. "cast Shock#12" or "attack with Grizzly Bears#3". */
export function describeOption(g: Game, a: number): string {
  return DECISIONS[decisionKind(g)].describe(g, optionValue(g, a));
}
