// What one trigger event word is ("when": comesIntoPlay, dealsDamage, ...): its JSON form, its compiler,
// what of its event an ability's effect may read, the kind of ability it is counted as, and at run
// time how an occurrence is matched (batch/trigger-kinds.ts TriggerKind) and, for a word that listens to
// an event of a batch, which event kind and how it reads the event record. Each word is defined once
// (vocab/triggers-*.ts) and listed in vocab/trigger-registry.ts.
import { type Static, type TObject, Type } from '@sinclair/typebox';
import { type AbilityKind, Cond, type TriggeredC, type TriggerEvent, To, Whose } from '../core/cardform.js';
import { Zone } from '../core/constants.js';
import type { Occurrence, TriggerKind } from '../batch/trigger-kinds.js';
import { type Game, ref } from '../core/state.js';
import { type Compile, FilterSchema } from './common.js';

/** A trigger as compiled before its ability's condition and effect (compile.ts makes the TriggeredC). */
export type TriggerC = Omit<TriggeredC, 'modes' | 'text' | 'readsEvent' | 'manaAdd'>;

/** What of its event an ability's effect may read: "it", "that player", "that much". */
export interface EventParts {
  object: boolean;
  player: boolean;
  amount: boolean;
}

export interface TriggerDef<S extends TObject>
  extends Omit<TriggerKind, 'event' | 'kind' | 'printed' | 'match'>, Partial<Pick<TriggerKind, 'printed' | 'match'>> {
  /** The "event" of the JSON form. */
  readonly name: string;
  readonly schema: S;
  /** Its number: a TriggerEvent the engine fires itself, or none: the registry numbers it (it listens `on` events). */
  readonly event?: TriggerEvent;
  /**
   * The kind it is counted as among permanents in play, so scans skip when none has it (0: never counted,
   * the scan always runs); none: the registry gives it a kind of its own (core/cardform.ts FIRST_FREE_KIND).
   */
  readonly kind?: AbilityKind;
  /** Must the ability say what it is about ("self": true or a filter)? */
  readonly subject: 'required' | 'optional';
  /** What its effect may read of its event (compile.ts sets the compile context from it). */
  parts(t: TriggerC): EventParts;
  /** Its own fields and checks beyond self, filter, whose and itFilter (which every word reads the same way). */
  compile?(o: Static<S>, c: Compile, f: string, t: TriggerC): void;
}

/** A trigger word, compile part and run-time part, erased for the registry's list. */
export interface Trigger extends Omit<TriggerKind, 'event' | 'kind'> {
  event: TriggerEvent;
  kind: AbilityKind;
  readonly name: string;
  readonly schema: TObject;
  readonly subject: 'required' | 'optional';
  parts(t: TriggerC): EventParts;
  compileOwn(o: Record<string, unknown>, c: Compile, f: string, t: TriggerC): void;
}

export function defineTrigger<S extends TObject>(d: TriggerDef<S>): Trigger {
  return {
    ...d,
    event: d.event ?? UNNUMBERED,
    kind: d.kind ?? UNCOUNTED,
    printed: d.printed ?? false,
    match: d.match ?? (() => true),
    compileOwn: d.compile === undefined ? () => {} : (o, c, f, t) => d.compile!(o as Static<S>, c, f, t),
  };
}

/** Markers the registry replaces as it lists the word (a number and a kind of its own). */
export const UNNUMBERED = -1 as TriggerEvent;
export const UNCOUNTED = -1 as AbilityKind;

/** The fields of a trigger before its word fills them. */
export function blankTrigger(event: TriggerEvent): TriggerC {
  return {
    event,
    self: false,
    filter: null,
    step: 0,
    whose: Whose.Each,
    combat: false,
    to: To.Any,
    minBlockers: 1,
    zone: Zone.InPlay,
    cond: Cond.None,
    condCount: null,
    condMin: 0,
    condMax: 0,
    condCounter: 0,
    itFilter: null,
    state: null,
    causedBy: Whose.Each,
    turn: Whose.Each,
    colorsAll: 0,
    fromZone: Zone.None,
  };
}

// Schema parts several words share.
export const whoseSchema = (what: string) =>
  Type.Optional(
    Type.Union([Type.Literal('you'), Type.Literal('each'), Type.Literal('opponent')], {
      description: `whose ${what}: yours, anyone's (default) or an opponent's`,
    }),
  );
export const selfSchema = Type.Optional(Type.Boolean({ description: 'this object itself' }));
/** What the other creature ("it") must be. */
export const itFilterSchema = Type.Optional(FilterSchema);
export const WHOSE: Record<string, Whose> = { each: Whose.Each, you: Whose.You, opponent: Whose.Opponent };

/** Parts of events: most have an object ("it") only. */
export const OBJECT_ONLY: EventParts = { object: true, player: false, amount: false };
export const objectOnly = (): EventParts => OBJECT_ONLY;

/**
 * Fills the occurrence of an event whose object is `id` (its reference now, where the event put it) and
 * whose player is `player` (-1: none); no amount. Returns true (it occurs).
 */
export function objectOccurs(g: Game, occ: Occurrence, id: number, player: number): true {
  occ.subject = id;
  occ.eventRef = ref(g, id);
  occ.player = player;
  occ.amount = 0;
  occ.flags = 0;
  return true;
}
