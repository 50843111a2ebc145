// Validates card definitions (schema.ts) and compiles them to engine form (engine/cardform.ts).
// Errors name the file, the card and the field, and say what was expected.
import {
  AK, type ActivatedC, type CCard, type FilterC, type Instr, type ManaAbilityC, type ManaCost, Op, R,
  type StaticC, SE, TE, type TargetC, TK, type TriggeredC,
} from '../engine/cardform.js';
import { COLOR_NAMES, KEYWORDS, STEP_NAMES, TYPE_NAMES } from '../engine/constants.js';

export class CardError extends Error {}

interface Ctx { file: string; card: string }
function fail(c: Ctx, field: string, expected: string, got: unknown): never {
  throw new CardError(`${c.file}: card "${c.card}": field ${field}: expected ${expected}, got ${JSON.stringify(got)}`);
}

const SUPERTYPES: Record<string, number> = { Basic: 1, Legendary: 2, Snow: 4, World: 8 };
const COLOR_LETTERS = 'WUBRG';

export function parseManaCost(s: string, c: Ctx, field: string): ManaCost {
  const colored = new Int8Array(6);
  let generic = 0; let x = 0;
  if (typeof s !== 'string' || !/^(\{[0-9]+\}|\{[WUBRGX]\})*$/.test(s)) fail(c, field, 'a mana cost like "{2}{R}"', s);
  for (const m of s.matchAll(/\{([0-9]+|[WUBRGX])\}/g)) {
    const sym = m[1];
    if (sym === 'X') x++;
    else if (/^[0-9]+$/.test(sym)) generic += Number(sym);
    else colored[COLOR_LETTERS.indexOf(sym)]++;
  }
  let cmc = generic;
  for (let i = 0; i < 5; i++) cmc += colored[i];
  return { generic, colored, x, cmc };
}

function bits(names: unknown, table: readonly string[], c: Ctx, field: string, shift = 0): number {
  if (names === undefined) return 0;
  if (!Array.isArray(names)) fail(c, field, `a list of ${table.join(', ')}`, names);
  let m = 0;
  for (const n of names) {
    const i = table.indexOf(n);
    if (i < 0) fail(c, field, `one of ${table.join(', ')}`, n);
    m |= 1 << (i + shift);
  }
  return m;
}
const typeBits = (v: unknown, c: Ctx, f: string) => bits(v, TYPE_NAMES.map((t) => t[0]), c, f);
const colorBits = (v: unknown, c: Ctx, f: string) => bits(v, COLOR_NAMES, c, f);
const kwBits = (v: unknown, c: Ctx, f: string) => bits(v, KEYWORDS, c, f);

function tri(v: unknown, c: Ctx, f: string): number {
  if (v === undefined) return -1;
  if (typeof v !== 'boolean') fail(c, f, 'true or false', v);
  return v ? 1 : 0;
}

function filter(v: unknown, c: Ctx, f: string): FilterC | null {
  if (v === undefined) return null;
  if (typeof v !== 'object' || v === null) fail(c, f, 'a filter object', v);
  const o = v as Record<string, unknown>;
  const known = ['types', 'notTypes', 'subtypes', 'colors', 'notColors', 'keywords', 'tapped', 'attacking',
    'blocking', 'controller', 'other'];
  for (const k of Object.keys(o)) if (!known.includes(k)) fail(c, `${f}.${k}`, `one of the filter fields ${known.join(', ')}`, k);
  if (o.subtypes !== undefined && !(Array.isArray(o.subtypes) && o.subtypes.every((s) => typeof s === 'string'))) {
    fail(c, `${f}.subtypes`, 'a list of subtype names', o.subtypes);
  }
  if (o.controller !== undefined && o.controller !== 'you' && o.controller !== 'opponent') {
    fail(c, `${f}.controller`, '"you" or "opponent"', o.controller);
  }
  return {
    types: typeBits(o.types, c, `${f}.types`), notTypes: typeBits(o.notTypes, c, `${f}.notTypes`),
    subtypes: (o.subtypes as string[] | undefined) ?? null,
    colors: colorBits(o.colors, c, `${f}.colors`), notColors: colorBits(o.notColors, c, `${f}.notColors`),
    kw: kwBits(o.keywords, c, `${f}.keywords`), tapped: tri(o.tapped, c, `${f}.tapped`),
    attacking: tri(o.attacking, c, `${f}.attacking`), blocking: tri(o.blocking, c, `${f}.blocking`),
    controller: o.controller === 'you' ? 1 : o.controller === 'opponent' ? 2 : 0,
    other: o.other === true,
  };
}

function target(v: unknown, c: Ctx, f: string): TargetC {
  if (typeof v !== 'object' || v === null) fail(c, f, 'a target object', v);
  const o = v as Record<string, unknown>;
  const kinds: Record<string, TK> = { creature: TK.Creature, permanent: TK.Permanent, player: TK.Player,
    creatureOrPlayer: TK.CreatureOrPlayer, spell: TK.Spell, cardInGraveyard: TK.CardInGraveyard };
  const kind = kinds[o.kind as string];
  if (!kind) fail(c, `${f}.kind`, `one of ${Object.keys(kinds).join(', ')}`, o.kind);
  if (o.player !== undefined && o.player !== 'you' && o.player !== 'opponent') fail(c, `${f}.player`, '"you" or "opponent"', o.player);
  if (o.whose !== undefined && o.whose !== 'you' && o.whose !== 'any') fail(c, `${f}.whose`, '"you" or "any"', o.whose);
  return {
    kind, filter: filter(o.filter, c, `${f}.filter`),
    player: o.player === 'you' ? 1 : o.player === 'opponent' ? 2 : 0, whoseYou: o.whose === 'you',
  };
}

function objRef(v: unknown, nTargets: number, c: Ctx, f: string, players: boolean): number {
  if (v === 'this') return R.This;
  if (players) {
    if (v === 'you') return R.You;
    if (v === 'opponent') return R.Opponent;
    if (v === 'each') return R.Each;
    if (v === 'targetController:0') return R.TargetController0;
  }
  const m = typeof v === 'string' ? /^target:([0-9])$/.exec(v) : null;
  if (m && Number(m[1]) < nTargets) return Number(m[1]);
  const want = players ? '"you", "opponent", "each", "this" or "target:N" of a declared target' : '"this" or "target:N" of a declared target';
  return fail(c, f, want, v);
}

function amount(v: unknown, c: Ctx, f: string): [number, boolean] {
  if (v === 'x') return [0, true];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) fail(c, f, 'a whole number >= 0 or "x"', v);
  return [v, false];
}

function instr(op: Op): Instr {
  return { op, amount: 0, useX: false, ref: 0, player: 0, filter: null, power: 0, toughness: 0, kw: 0,
    noRegen: false, mana: null, counter: 0, skip: 0 };
}

const OPS: Record<string, Op> = { damage: Op.Damage, damageEach: Op.DamageEach, destroy: Op.Destroy,
  destroyEach: Op.DestroyEach, pump: Op.Pump, pumpEach: Op.PumpEach, draw: Op.Draw, discard: Op.Discard,
  gainLife: Op.GainLife, loseLife: Op.LoseLife, counter: Op.Counter, returnToHand: Op.ReturnToHand,
  tap: Op.Tap, untap: Op.Untap, addMana: Op.AddMana, sacrifice: Op.Sacrifice, addCounters: Op.AddCounters,
  may: Op.May };

/** Flattens an effect tree into `out`; `seq` disappears, `may` guards the instructions after it. */
function effect(v: unknown, nT: number, c: Ctx, f: string, out: Instr[]): void {
  if (typeof v !== 'object' || v === null) fail(c, f, 'an effect object with an "op"', v);
  const o = v as Record<string, unknown>;
  if (o.op === 'seq') {
    if (!Array.isArray(o.effects) || o.effects.length === 0) fail(c, `${f}.effects`, 'a non-empty list of effects', o.effects);
    o.effects.forEach((e, i) => effect(e, nT, c, `${f}.effects[${i}]`, out));
    return;
  }
  const op = OPS[o.op as string];
  if (!op) fail(c, `${f}.op`, `one of seq, ${Object.keys(OPS).join(', ')}`, o.op);
  const ins = instr(op);
  out.push(ins);
  const amt = () => { [ins.amount, ins.useX] = amount(o.amount, c, `${f}.amount`); };
  switch (op) {
    case Op.Damage: amt(); ins.ref = objRef(o.to, nT, c, `${f}.to`, true); break;
    case Op.DamageEach:
      amt(); ins.filter = filter(o.filter, c, `${f}.filter`);
      if (o.players !== undefined && !['each', 'opponent', 'you'].includes(o.players as string)) {
        fail(c, `${f}.players`, '"each", "opponent" or "you"', o.players);
      }
      ins.player = o.players === 'each' ? R.Each : o.players === 'opponent' ? R.Opponent : o.players === 'you' ? R.You : 0;
      break;
    case Op.Destroy: case Op.Counter: case Op.ReturnToHand: case Op.Tap: case Op.Untap:
      ins.ref = objRef(o.what, nT, c, `${f}.what`, false); ins.noRegen = o.noRegen === true; break;
    case Op.DestroyEach:
      ins.filter = filter(o.filter, c, `${f}.filter`); ins.noRegen = o.noRegen === true;
      if (!ins.filter) fail(c, `${f}.filter`, 'a filter', o.filter);
      break;
    case Op.Pump: case Op.PumpEach:
      if (op === Op.Pump) ins.ref = objRef(o.what, nT, c, `${f}.what`, false);
      else if (!(ins.filter = filter(o.filter, c, `${f}.filter`))) fail(c, `${f}.filter`, 'a filter', o.filter);
      if (!Number.isInteger(o.power) || !Number.isInteger(o.toughness)) fail(c, `${f}.power/toughness`, 'whole numbers', [o.power, o.toughness]);
      ins.power = o.power as number; ins.toughness = o.toughness as number; ins.kw = kwBits(o.keywords, c, `${f}.keywords`);
      break;
    case Op.Draw: case Op.Discard: case Op.GainLife: case Op.LoseLife:
      amt(); ins.player = objRef(o.player, nT, c, `${f}.player`, true);
      if (ins.player === R.This) fail(c, `${f}.player`, 'a player reference', o.player);
      break;
    case Op.AddMana: {
      const m = parseManaCost(o.mana as string, c, `${f}.mana`);
      ins.mana = new Int8Array(6); for (let i = 0; i < 5; i++) ins.mana[i] = m.colored[i]; ins.mana[5] = m.generic;
      break;
    }
    case Op.Sacrifice: if (o.what !== 'this') fail(c, `${f}.what`, '"this"', o.what); ins.ref = R.This; break;
    case Op.AddCounters:
      amt(); ins.ref = objRef(o.what, nT, c, `${f}.what`, false);
      if (o.counter !== '+1/+1' && o.counter !== '-1/-1') fail(c, `${f}.counter`, '"+1/+1" or "-1/-1"', o.counter);
      ins.counter = o.counter === '+1/+1' ? 1 : -1;
      break;
    case Op.May: {
      const start = out.length;
      effect(o.effect, nT, c, `${f}.effect`, out);
      ins.skip = out.length - start;
      break;
    }
  }
}

function program(v: unknown, nT: number, c: Ctx, f: string): Instr[] {
  const out: Instr[] = [];
  effect(v, nT, c, f, out);
  return out;
}

function targets(v: unknown, c: Ctx, f: string): TargetC[] {
  if (v === undefined) return [];
  if (!Array.isArray(v) || v.length > 4) fail(c, f, 'a list of at most 4 targets', v);
  return v.map((t, i) => target(t, c, `${f}[${i}]`));
}

function costs(v: unknown, c: Ctx, f: string): { cost: ManaCost; tap: boolean; sacSelf: boolean } {
  if (!Array.isArray(v)) fail(c, f, 'a list of costs like ["{T}"] or ["{1}{R}"]', v);
  let cost: ManaCost = { generic: 0, colored: new Int8Array(6), x: 0, cmc: 0 };
  let tap = false; let sacSelf = false;
  v.forEach((s, i) => {
    if (s === '{T}') tap = true;
    else if (s === 'sacrificeThis') sacSelf = true;
    else cost = parseManaCost(s, c, `${f}[${i}]`);
  });
  return { cost, tap, sacSelf };
}

const STEPS_FOR_TRIGGERS = ['upkeep', 'draw', 'end'];

function ability(v: unknown, card: CCard, c: Ctx, f: string): void {
  if (typeof v !== 'object' || v === null) fail(c, f, 'an ability object', v);
  const o = v as Record<string, unknown>;
  const text = typeof o.text === 'string' ? o.text : '';
  switch (o.kind) {
    case 'mana': {
      const { cost, tap } = costs(o.cost, c, `${f}.cost`);
      let produce: number;
      if (o.produce === 'any') produce = 6;
      else if (o.produce === '{C}' || o.produce === '{1}') produce = 5;
      else {
        const i = typeof o.produce === 'string' ? ['{W}', '{U}', '{B}', '{R}', '{G}'].indexOf(o.produce) : -1;
        if (i < 0) fail(c, `${f}.produce`, 'one mana symbol like "{G}", or "any"', o.produce);
        produce = i;
      }
      card.mana.push({ tap, cost, produce } satisfies ManaAbilityC);
      return;
    }
    case 'activated': {
      const { cost, tap, sacSelf } = costs(o.cost, c, `${f}.cost`);
      const ts = targets(o.targets, c, `${f}.targets`);
      card.activated.push({ cost, tap, sacSelf, targets: ts, program: program(o.effect, ts.length, c, `${f}.effect`), text } satisfies ActivatedC);
      return;
    }
    case 'triggered': {
      const w = o.when as Record<string, unknown> | undefined;
      if (typeof w !== 'object' || w === null) fail(c, `${f}.when`, 'a trigger object', w);
      const events: Record<string, TE> = { comesIntoPlay: TE.ComesIntoPlay,
        putIntoGraveyardFromPlay: TE.PutIntoGraveyardFromPlay, beginningOfStep: TE.BeginningOfStep };
      const event = events[w.event as string];
      if (!event) fail(c, `${f}.when.event`, `one of ${Object.keys(events).join(', ')}`, w.event);
      let step = 0; let whose = 0;
      if (event === TE.BeginningOfStep) {
        if (!STEPS_FOR_TRIGGERS.includes(w.step as string)) fail(c, `${f}.when.step`, STEPS_FOR_TRIGGERS.join(' or '), w.step);
        step = STEP_NAMES.indexOf(w.step as typeof STEP_NAMES[number]);
        const ws = ['each', 'you', 'opponent'].indexOf(w.whose as string);
        if (ws < 0) fail(c, `${f}.when.whose`, '"each", "you" or "opponent"', w.whose);
        whose = ws;
      }
      const ts = targets(o.targets, c, `${f}.targets`);
      card.triggered.push({ event, self: w.self === true, filter: filter(w.filter, c, `${f}.when.filter`), step, whose,
        targets: ts, program: program(o.effect, ts.length, c, `${f}.effect`), text } satisfies TriggeredC);
      return;
    }
    case 'static': {
      const e = o.effect as Record<string, unknown> | undefined;
      if (typeof e !== 'object' || e === null) fail(c, `${f}.effect`, 'a static effect object', e);
      const flt = filter(e.filter, c, `${f}.effect.filter`);
      if (!flt) fail(c, `${f}.effect.filter`, 'a filter', e.filter);
      if (e.op === 'pumpEach') {
        if (!Number.isInteger(e.power) || !Number.isInteger(e.toughness)) fail(c, `${f}.effect.power/toughness`, 'whole numbers', [e.power, e.toughness]);
        card.statics.push({ op: SE.PumpEach, filter: flt, power: e.power as number, toughness: e.toughness as number, kw: 0 } satisfies StaticC);
      } else if (e.op === 'grantKeywords') {
        card.statics.push({ op: SE.GrantKeywords, filter: flt, power: 0, toughness: 0, kw: kwBits(e.keywords, c, `${f}.effect.keywords`) });
      } else fail(c, `${f}.effect.op`, '"pumpEach" or "grantKeywords"', e.op);
      return;
    }
    default: fail(c, `${f}.kind`, 'one of mana, activated, triggered, static', o.kind);
  }
}

function abilityKinds(c: CCard): number {
  let k = 0;
  if (c.activated.length > 0) k |= AK.Activated;
  if (c.statics.length > 0) k |= AK.Static;
  for (const t of c.triggered) {
    k |= t.event === TE.ComesIntoPlay ? AK.EnterTrigger : t.event === TE.PutIntoGraveyardFromPlay ? AK.LeaveTrigger : AK.StepTrigger;
  }
  return k;
}

/** Validates one card definition and compiles it; `id` is its index in the pool. */
export function compileCard(v: unknown, id: number, file: string): CCard {
  if (typeof v !== 'object' || v === null) throw new CardError(`${file}: card #${id}: expected a card object, got ${JSON.stringify(v)}`);
  const o = v as Record<string, unknown>;
  if (typeof o.name !== 'string' || o.name.trim() === '') throw new CardError(`${file}: card #${id}: field name: expected a non-empty string, got ${JSON.stringify(o.name)}`);
  const c: Ctx = { file, card: o.name };
  const known = ['name', 'manaCost', 'colors', 'types', 'subtypes', 'supertypes', 'power', 'toughness', 'text',
    'keywords', 'spell', 'abilities'];
  for (const k of Object.keys(o)) if (!known.includes(k)) fail(c, k, `one of the card fields ${known.join(', ')}`, k);
  const types = typeBits(o.types, c, 'types');
  if (types === 0) fail(c, 'types', 'a non-empty list of card types', o.types);
  const cost = o.manaCost === undefined ? null : parseManaCost(o.manaCost as string, c, 'manaCost');
  let colors = 0;
  if (o.colors !== undefined) colors = colorBits(o.colors, c, 'colors');
  else if (cost) for (let i = 0; i < 5; i++) if (cost.colored[i] > 0) colors |= 1 << i;
  const isCreature = (types & 2) !== 0;
  if (isCreature && (!Number.isInteger(o.power) || !Number.isInteger(o.toughness))) {
    fail(c, 'power/toughness', 'whole numbers for a creature', [o.power, o.toughness]);
  }
  if (o.subtypes !== undefined && !(Array.isArray(o.subtypes) && o.subtypes.every((s) => typeof s === 'string'))) {
    fail(c, 'subtypes', 'a list of strings', o.subtypes);
  }
  const card: CCard = {
    id, name: o.name, types, supers: bits(o.supertypes, Object.keys(SUPERTYPES), c, 'supertypes'),
    subtypes: (o.subtypes as string[] | undefined) ?? [], colors,
    power: isCreature ? (o.power as number) : 0, toughness: isCreature ? (o.toughness as number) : 0,
    kw: kwBits(o.keywords, c, 'keywords'), cost, spellTargets: [], spell: null, mana: [], activated: [],
    triggered: [], statics: [], kinds: 0, text: typeof o.text === 'string' ? o.text : '',
  };
  const instantOrSorcery = (types & (8 | 32)) !== 0;
  if (instantOrSorcery) {
    const s = o.spell as Record<string, unknown> | undefined;
    if (typeof s !== 'object' || s === null) fail(c, 'spell', 'a {targets, effect} object for an instant or sorcery', s);
    card.spellTargets = targets(s.targets, c, 'spell.targets');
    card.spell = program(s.effect, card.spellTargets.length, c, 'spell.effect');
  } else if (o.spell !== undefined) fail(c, 'spell', 'no spell field on a permanent card', o.spell);
  if (o.abilities !== undefined) {
    if (!Array.isArray(o.abilities)) fail(c, 'abilities', 'a list of abilities', o.abilities);
    o.abilities.forEach((a, i) => ability(a, card, c, `abilities[${i}]`));
  }
  if ((types & 16) === 0 && !cost) fail(c, 'manaCost', 'a mana cost for a nonland card', o.manaCost);
  card.kinds = abilityKinds(card);
  return card;
}
