// Every trigger event word, in one list: the JSON Schema of "when" is their union in this order, the
// card compiler finds a word by its "event", and their run-time kinds are installed for the engine's one
// trigger scan (batch/trigger-kinds.ts).
import { Type } from '@sinclair/typebox';
import { type AbilityKind, FIRST_FREE_KIND, LAST_FREE_KIND, TriggerEvent } from '../core/cardform.js';
import { installTriggerKinds } from '../batch/trigger-kinds.js';
import type { Compile } from './common.js';
import { blankTrigger, type Trigger, type TriggerC, UNCOUNTED, UNNUMBERED, WHOSE } from './trigger.js';
import {
  attacksUnblocked,
  becomesBlocked,
  blockedByCreature,
  blocks,
  blocksCreature,
  attacks,
  dealsDamage,
  isDealtDamage,
} from './triggers-combat.js';
import {
  abilityActivated,
  beginningOfStep,
  discards,
  draws,
  manaAbility,
  spellCast,
  state,
  tappedForMana,
  turnedFaceUp,
} from './triggers-turn.js';
import { becomesTapped } from './trigger-becomes-tapped.js';
import { becomesUntapped } from './trigger-becomes-untapped.js';
import { becomesTarget } from './trigger-becomes-target.js';
import { championed } from './trigger-championed.js';
import { clashes } from './trigger-clashes.js';
import { minusOneCounterPlaced } from './trigger-counter-placed.js';
import { comesIntoPlay, destroyed, leavesPlay, putIntoGraveyard, putIntoGraveyardFromPlay } from './triggers-zones.js';

/** The words of "when", in the order of the published schema. */
export const TRIGGERS: readonly Trigger[] = [
  comesIntoPlay,
  putIntoGraveyardFromPlay,
  leavesPlay,
  destroyed,
  putIntoGraveyard,
  beginningOfStep,
  dealsDamage,
  isDealtDamage,
  attacks,
  blocks,
  blocksCreature,
  becomesBlocked,
  blockedByCreature,
  attacksUnblocked,
  spellCast,
  tappedForMana,
  draws,
  discards,
  turnedFaceUp,
  state,
  becomesTapped,
  becomesUntapped,
  championed,
  clashes,
  abilityActivated,
  becomesTarget,
  minusOneCounterPlaced,
];
// Words without a number of the engine's or a kind of their own get them here, in list order.
let nextEvent = TriggerEvent.FIRST_FREE;
let nextKind = FIRST_FREE_KIND;
for (const t of TRIGGERS) {
  if (t.event === UNNUMBERED) t.event = nextEvent++;
  if (t.kind === UNCOUNTED) {
    if (nextKind > LAST_FREE_KIND) throw new Error(`trigger words: no kind left for ${t.name}`);
    t.kind = (1 << nextKind++) as AbilityKind;
  }
}
installTriggerKinds([...TRIGGERS, manaAbility]);

const byName = new Map<string, Trigger>(TRIGGERS.map((t) => [t.name, t]));
const byEvent: Trigger[] = [];
for (const t of [...TRIGGERS, manaAbility]) byEvent[t.event] = t;

export const TriggerSchema = Type.Union(TRIGGERS.map((t) => t.schema));

/** The word of a trigger event (a delayed ability's has none). */
export const triggerOf = (event: TriggerEvent): Trigger | undefined => byEvent[event];

/** The kind a triggered ability of this event is counted as among permanents in play (0: none). */
export const triggerKindOf = (event: TriggerEvent): AbilityKind => byEvent[event]?.kind ?? (0 as AbilityKind);

/** Compiles a "when": the fields every word reads the same way, then the word's own. */
export function compileTrigger(v: unknown, c: Compile, f: string): TriggerC {
  const ev = (v as { event?: unknown } | null)?.event;
  const word = typeof ev === 'string' ? byName.get(ev) : undefined; // a Map: "constructor" is no word
  if (word === undefined) return c.fail(`${f}.event`, `one of ${[...byName.keys()].join(', ')}`, ev);
  const o = c.check(word.schema, v, f, 'a trigger object') as Record<string, unknown> & {
    self?: boolean;
    filter?: never;
    whose?: string;
    itFilter?: never;
  };
  if (o.self === true && o.filter !== undefined) c.fail(`${f}.filter`, 'no filter on a "self" trigger', o.filter);
  if (word.subject === 'required' && o.self !== true && o.filter === undefined)
    c.fail(`${f}.self`, 'true, or a filter naming which objects', o.self);
  const t = blankTrigger(word.event);
  t.self = o.self === true;
  t.filter = c.filter(o.filter);
  t.whose = WHOSE[o.whose ?? 'each'];
  t.itFilter = c.filter(o.itFilter);
  word.compileOwn(o, c, f, t);
  return t;
}

export { TriggerEvent };
