// References in a scenario script ("@label", "A"/"B", a card name) and the failure a script raises.
import { type Game, turnNumber } from '../engine/api/game.js';
import {
  currentStep,
  nameOf,
  objectCapacity,
  ownerOf,
  Zone,
  zoneOf,
  playerRef,
  STEP_NAMES,
} from '../engine/api/observe.js';
import { seatIndex } from './setup.js';

/** A scripted action that can't be carried out: the scenario fails with its message. */
export class ScriptFailure extends Error {
  /** `action`: the index of the action to blame, when not the one being carried out. */
  constructor(
    message: string,
    readonly action = -1,
  ) {
    super(message);
  }
}

/** "turn 3 main1", for messages. */
export const where = (g: Game): string => `turn ${turnNumber(g)} ${STEP_NAMES[currentStep(g)]}`;

/** Resolves a reference: "@label", "A"/"B", or a card name unique in play, on the stack or (for cast/play) in hand. */
export function resolveRef(g: Game, labels: Map<string, number>, ref: string, handOf = -1): number {
  if (ref === 'A' || ref === 'B') return playerRef(seatIndex(ref));
  if (ref.startsWith('@')) {
    const id = labels.get(ref.slice(1));
    if (id === undefined) throw new ScriptFailure(`no object is labelled ${ref}`);
    return id;
  }
  const found: number[] = [];
  for (let id = 0; id < objectCapacity(g); id++) {
    if (nameOf(g, id) !== ref) continue;
    const z = zoneOf(g, id);
    if (z === Zone.InPlay || z === Zone.Stack || (handOf >= 0 && z === Zone.Hand && ownerOf(g, id) === handOf))
      found.push(id);
  }
  if (found.length === 0)
    throw new ScriptFailure(`no object named "${ref}" ${handOf >= 0 ? 'in hand, ' : ''}in play or on the stack`);
  if (found.length > 1) throw new ScriptFailure(`"${ref}" is ambiguous (${found.length} objects); label one with "id"`);
  return found[0];
}
