// "Remove a counter from target permanent" (Medicine Runner) and "Move a counter from target creature onto another
// target creature" (Leech Bonder): one counter, of any kind; with counters of two or more kinds on the permanent, the
// effect's controller chooses the kind as it resolves (a CounterKind decision); none: nothing happens. A move needs
// both targets still legal, and the second able to have the counter (Tatterkite can't).
import { Type } from '@sinclair/typebox';
import { RefCode } from '../core/cardform.js';
import { COUNTER_KIND_OPTION as KIND_OPTION_BASE, Decision, EventKind, Zone } from '../core/constants.js';
import { propose } from '../core/event-records.js';
import { type Game, Global, put, ref, zoneOf } from '../core/state.js';
import { cantHaveCounters } from '../facts/counters-allowed.js';
import { controllerOfItem, objectOf } from '../facts/runtime.js';
import { ObjectRefSchema } from './common.js';
import { COUNTER_KINDS, countersOf } from './effects-counters.js';
import { refText } from './text.js';
import { Aim, defineVerb } from './verb.js';

/** kindOf's answer when it has asked a CounterKind decision; 0 when the permanent has no counter. */
const ASKED = -100;

/** The kind of counter to act on: the one chosen (an option word), the only kind on it, 0 (none) or ASKED. */
function kindOf(g: Game, rec: number, id: number, choice: number): number {
  if (choice > 0) return choice - KIND_OPTION_BASE;
  let k = 0;
  for (const kind of COUNTER_KINDS) if (countersOf(g, id, kind) > 0) g.m[g.options + k++] = kind + KIND_OPTION_BASE;
  if (k <= 1) return k === 1 ? g.m[g.options] - KIND_OPTION_BASE : 0;
  g.m[g.optionCount] = k;
  put(g, Global.DKind, Decision.CounterKind);
  put(g, Global.DPlayer, controllerOfItem(g, rec));
  put(g, Global.DAux, id);
  return ASKED;
}

export const removeACounter = defineVerb({
  name: 'removeACounter',
  schema: Type.Object(
    { op: Type.Literal('removeACounter'), what: ObjectRefSchema },
    {
      additionalProperties: false,
      description:
        '"Remove a counter from target permanent" (Medicine Runner): one counter of any kind, the kind chosen if it has several',
    },
  ),
  compile: (o, c, f) => ({ what: c.objRef(o.what, `${f}.what`) }),
  object: (a) => a.what,
  run(g, rec, a, choice) {
    const id = objectOf(g, rec, a.what);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    const kind = kindOf(g, rec, id, choice);
    if (kind === 0 || kind === ASKED) return kind === 0;
    propose(g, EventKind.Counters, ref(g, id), -1, -1, kind);
    return true;
  },
  describe: (a) => `remove a counter from ${refText(a.what)}`,
  aim: () => Aim.None,
});

export const moveACounter = defineVerb({
  name: 'moveACounter',
  schema: Type.Object(
    {
      op: Type.Literal('moveACounter'),
      from: Type.String({ pattern: '^target:[0-3]$' }),
      to: Type.String({ pattern: '^target:[0-3]$' }),
    },
    {
      additionalProperties: false,
      description:
        '"Move a counter from target creature onto another target creature" (Leech Bonder): one counter of any kind, the kind chosen if it has several',
    },
  ),
  compile(o, c, f) {
    const from = c.objRef(o.from, `${f}.from`);
    const to = c.objRef(o.to, `${f}.to`);
    if (from === to) c.fail(`${f}.to`, 'a target other than "from"', o.to);
    return { from, to };
  },
  object: () => RefCode.None,
  run(g, rec, a, choice) {
    const from = objectOf(g, rec, a.from);
    const to = objectOf(g, rec, a.to);
    if (from < 0 || to < 0 || cantHaveCounters(g, to)) return true; // 413.2a: an illegal target; nothing moves
    const kind = kindOf(g, rec, from, choice);
    if (kind === 0 || kind === ASKED) return kind === 0;
    propose(g, EventKind.Counters, ref(g, from), -1, -1, kind);
    propose(g, EventKind.Counters, ref(g, to), -1, 1, kind);
    return true;
  },
  describe: (a) => `move a counter from ${refText(a.from)} onto ${refText(a.to)}`,
  aim: () => Aim.None,
});
