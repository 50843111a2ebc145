// "as" on an activate action (scenario-format.md, "References"): the label names the token the
// ability makes when it resolves. The runner watches the ability's item on the stack: the tokens in
// play when its controller last held priority with it on the stack, against those after it has left
// the stack, are the tokens it made (a resolution that stops at a decision still counts as one).
import { Decision, decisionKind, type Game } from '../engine/api/game.js';
import {
  buildingItem,
  isToken,
  itemKind,
  itemSource,
  nameOf,
  objectCapacity,
  stackItem,
  stackSize,
  StackKind,
  Zone,
  zoneOf,
} from '../engine/api/observe.js';
import { ScriptFailure } from './refs.js';

/** An activation whose "as" waits for the token its ability makes (a list: the tokens it makes, in order). */
export interface Making {
  label: string | string[];
  /** The object whose ability was activated, and which of its abilities (for messages). */
  source: number;
  ability: number;
  /** The action's index in `actions`. */
  action: number;
  /** Its item on the stack once put there (-1 while it is being put there). */
  item: number;
  /** The tokens in play when a player last held priority with the item on the stack. */
  before: Set<number> | null;
}

function tokensInPlay(g: Game): Set<number> {
  const out = new Set<number>();
  for (let id = 0; id < objectCapacity(g); id++) if (zoneOf(g, id) === Zone.InPlay && isToken(g, id)) out.add(id);
  return out;
}

/** The topmost activated ability of `source` on the stack, or -1. */
function topAbilityOf(g: Game, source: number): number {
  for (let i = stackSize(g) - 1; i >= 0; i--) {
    const rec = stackItem(g, i);
    if (itemKind(g, rec) === StackKind.Ability && itemSource(g, rec) === source) return rec;
  }
  return -1;
}

function onStack(g: Game, rec: number): boolean {
  for (let i = 0; i < stackSize(g); i++) if (stackItem(g, i) === rec) return true;
  return false;
}

/** Before a decision is answered: find the item once it is on the stack; at priority, note the tokens in play. */
export function watchBefore(g: Game, m: Making): void {
  if (decisionKind(g) !== Decision.Priority || buildingItem(g) >= 0) return;
  if (m.item < 0) {
    m.item = topAbilityOf(g, m.source);
    if (m.item < 0)
      throw new ScriptFailure(
        `as: ${nameOf(g, m.source)}'s ability ${m.ability} did not go on the stack (nothing to label)`,
        m.action,
      );
  }
  if (onStack(g, m.item)) m.before = tokensInPlay(g);
}

/**
 * After a decision is answered: once the item has left the stack, labels the one token it made.
 * Returns true when done (the caller forgets it).
 */
export function watchAfter(g: Game, m: Making, labels: Map<string, number>): boolean {
  if (m.item < 0 || m.before === null || onStack(g, m.item)) return false;
  const made = [...tokensInPlay(g)].filter((id) => !m.before!.has(id));
  const what = `${nameOf(g, m.source)}'s ability ${m.ability}`;
  if (made.length === 0)
    throw new ScriptFailure(
      `as: ${what} made no token to label ("as" on activate names the token the ability makes)`,
      m.action,
    );
  const want = typeof m.label === 'string' ? 1 : m.label.length;
  if (made.length !== want)
    throw new ScriptFailure(
      `as: ${what} made ${made.length} tokens (${made.map((id) => nameOf(g, id)).join(', ')}); "as" labels ${want}`,
      m.action,
    );
  // a list labels them in the order they were made (object ids, which new tokens take in order)
  made.sort((x, y) => x - y);
  if (typeof m.label === 'string') labels.set(m.label, made[0]);
  else m.label.forEach((l, i) => labels.set(l, made[i]));
  return true;
}
