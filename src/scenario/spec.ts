// The scenario file shape (../shared/scenario-format.md) and its validation: errors name the file,
// the field and what was expected.
import { STEP_NAMES } from '../engine/api/observe.js';

export type Seat = 'A' | 'B';
export type StepName = (typeof STEP_NAMES)[number];

export interface ObjectEntry {
  card: string;
  id?: string;
  tapped?: boolean;
  counters?: Record<string, number>;
  damage?: number;
  attachedTo?: string;
  token?: boolean;
  summoningSick?: boolean;
  controller?: Seat;
  faceDown?: boolean;
}
export type ZoneEntry = string | ObjectEntry;
export const ZONES = ['hand', 'library', 'graveyard', 'inPlay', 'removed'] as const;
export type ZoneName = (typeof ZONES)[number];

export interface PlayerSetup {
  life?: number;
  poison?: number;
  hand?: ZoneEntry[];
  library?: ZoneEntry[];
  graveyard?: ZoneEntry[];
  inPlay?: ZoneEntry[];
  removed?: ZoneEntry[];
}

export interface Action {
  player?: Seat;
  play?: string;
  cast?: string;
  faceDown?: boolean;
  turnFaceUp?: string;
  activate?: string;
  ability?: number;
  targets?: string[];
  mode?: number;
  x?: number;
  as?: string;
  pass?: boolean;
  resolve?: boolean;
  goto?: { turn: number; step: StepName };
  attack?: string[];
  block?: Record<string, string | string[]>;
  assign?: Record<string, Record<string, number>>;
  choose?: unknown;
}

export interface ObjectExpect {
  ref: string;
  zone?: string;
  controller?: Seat;
  power?: number;
  toughness?: number;
  tapped?: boolean;
  damage?: number;
  counters?: Record<string, number>;
  attachedTo?: string | null;
  types?: string[];
  colors?: string[];
  keywords?: string[];
  exists?: boolean;
  faceDown?: boolean;
}

export interface Expect {
  life?: Partial<Record<Seat, number>>;
  poison?: Partial<Record<Seat, number>>;
  zones?: Partial<Record<Seat, Partial<Record<ZoneName, string[] | number>>>>;
  objects?: ObjectExpect[];
  stack?: string[];
  result?: { winner: Seat } | 'draw' | 'ongoing';
  endReason?: string;
  loop?: string;
  triggered?: { card: string; times: number }[];
}

export interface Scenario {
  name: string;
  rules?: string[];
  start?: { turn?: number; active?: Seat; step?: StepName };
  players?: Partial<Record<Seat, PlayerSetup>>;
  options?: { manaBurn?: boolean; maxTurns?: number; seed?: number };
  actions?: Action[];
  stop?: { turn: number; step: StepName } | 'end';
  expect?: Expect;
}

export class ScenarioError extends Error {}

function bad(file: string, field: string, expected: string, got: unknown): never {
  throw new ScenarioError(`${file}: ${field}: expected ${expected}, got ${JSON.stringify(got)}`);
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const checkStep = (file: string, field: string, v: unknown) => {
  if (!STEP_NAMES.includes(v as StepName)) bad(file, field, `a step (${STEP_NAMES.join(', ')})`, v);
};
const checkSeat = (file: string, field: string, v: unknown) => {
  if (v !== 'A' && v !== 'B') bad(file, field, '"A" or "B"', v);
};

const ACTION_KEYS = [
  'play',
  'cast',
  'activate',
  'turnFaceUp',
  'pass',
  'resolve',
  'goto',
  'attack',
  'block',
  'assign',
  'choose',
];

/** Checks the shape of a parsed scenario; throws ScenarioError naming the field. */
export function validateScenario(v: unknown, file: string): Scenario {
  if (!isObj(v)) bad(file, 'scenario', 'a JSON object', v);
  if (typeof v.name !== 'string' || v.name === '') bad(file, 'name', 'a non-empty string', v.name);
  if (v.start !== undefined) {
    if (!isObj(v.start)) bad(file, 'start', 'an object', v.start);
    if (v.start.step !== undefined) checkStep(file, 'start.step', v.start.step);
    if (v.start.active !== undefined) checkSeat(file, 'start.active', v.start.active);
    if (v.start.turn !== undefined && !(Number.isInteger(v.start.turn) && (v.start.turn as number) >= 1))
      bad(file, 'start.turn', 'a whole number >= 1', v.start.turn);
  }
  if (v.players !== undefined) {
    if (!isObj(v.players)) bad(file, 'players', 'an object with A and B', v.players);
    for (const [seat, ps] of Object.entries(v.players)) {
      checkSeat(file, `players.${seat}`, seat);
      if (!isObj(ps)) bad(file, `players.${seat}`, 'an object', ps);
      for (const [k, z] of Object.entries(ps)) {
        if (k === 'life' || k === 'poison') {
          if (!Number.isInteger(z)) bad(file, `players.${seat}.${k}`, 'a whole number', z);
          continue;
        }
        if (!ZONES.includes(k as ZoneName))
          bad(file, `players.${seat}.${k}`, `one of life, poison, ${ZONES.join(', ')}`, k);
        if (!Array.isArray(z)) bad(file, `players.${seat}.${k}`, 'a list of card names or objects', z);
        z.forEach((e, i) => {
          if (typeof e === 'string') return;
          if (!isObj(e) || typeof e.card !== 'string')
            bad(file, `players.${seat}.${k}[${i}]`, 'a card name or {"card": NAME, ...}', e);
        });
      }
    }
  }
  if (v.actions !== undefined) {
    if (!Array.isArray(v.actions)) bad(file, 'actions', 'a list of actions', v.actions);
    v.actions.forEach((a, i) => {
      if (!isObj(a)) bad(file, `actions[${i}]`, 'an action object', a);
      const keys = ACTION_KEYS.filter((k) => a[k] !== undefined);
      if (keys.length !== 1) bad(file, `actions[${i}]`, `exactly one of ${ACTION_KEYS.join(', ')}`, a);
      if (a.player !== undefined) checkSeat(file, `actions[${i}].player`, a.player);
      if (keys[0] !== 'resolve' && keys[0] !== 'goto' && a.player === undefined)
        bad(file, `actions[${i}].player`, '"A" or "B"', a.player);
      if (a.block !== undefined) {
        if (!isObj(a.block)) bad(file, `actions[${i}].block`, '{"BLOCKER": "ATTACKER" or ["ATTACKER", ...]}', a.block);
        for (const [b, at] of Object.entries(a.block)) {
          if (
            typeof at !== 'string' &&
            !(Array.isArray(at) && at.length > 0 && at.every((x) => typeof x === 'string'))
          ) {
            bad(
              file,
              `actions[${i}].block.${b}`,
              'an attacker reference, or a non-empty list of them (a creature that can block several)',
              at,
            );
          }
        }
      }
      if (a.goto !== undefined) {
        if (!isObj(a.goto) || !Number.isInteger(a.goto.turn))
          bad(file, `actions[${i}].goto`, '{"turn": n, "step": S}', a.goto);
        checkStep(file, `actions[${i}].goto.step`, a.goto.step);
      }
    });
  }
  if (v.stop !== undefined && v.stop !== 'end') {
    if (!isObj(v.stop) || !Number.isInteger(v.stop.turn)) bad(file, 'stop', '{"turn": n, "step": S} or "end"', v.stop);
    checkStep(file, 'stop.step', v.stop.step);
  }
  if (v.expect !== undefined && !isObj(v.expect)) bad(file, 'expect', 'an object', v.expect);
  return v as unknown as Scenario;
}
