// Effect verbs that attach, and that change control: attach ("attach this to target creature": Equip)
// and gainControl (Threaten, Grab the Reins: a layer 2 row, 418.5a).
import { Type } from '@sinclair/typebox';
import { R } from '../cardform.js';
import { addEffect, CE, Layer, Until } from '../continuous.js';
import { COLOR_NAMES, D, T, Zone } from '../constants.js';
import { baseCard, ensureChars } from '../chars.js';
import { mapKeywords, textWords } from '../textchange.js';
import { subtypeSetId } from '../subtypes.js';
import { proposeAttach } from '../events.js';
import { G, put, ref, cTextOf, zoneOf } from '../state.js';
import { nextTimestamp } from '../zones.js';
import { bits, ColorSchema, keywordBits, KeywordSchema, ObjectRefSchema, PlayerRefSchema } from './common.js';
import { controllerOfItem, objectOf, playersOf, sourceRef } from './runtime.js';

const who = new Int32Array(2);
import { refText } from './text.js';
import { Aim, verb } from './verb.js';

export const attach = verb({
  name: 'attach',
  schema: Type.Object({ op: Type.Literal('attach'), what: Type.Literal('this'), to: ObjectRefSchema },
    { additionalProperties: false, description: 'attach this Aura or Equipment to an object (an event; nothing happens if it can\'t be attached there)' }),
  compile(o, c, ins, f) {
    if (!c.attaches) c.fail(`${f}.what`, 'an Aura or Equipment to attach', o.what);
    ins.ref = c.objRef(o.to as string, `${f}.to`);
    if (ins.ref === R.This || ins.ref === R.Attached) c.fail(`${f}.to`, 'another object', o.to);
  },
  run(g, rec, ins) {
    const src = objectOf(g, rec, R.This); const to = objectOf(g, rec, ins.ref);
    if (src >= 0 && to >= 0) proposeAttach(g, src, to);
    return true;
  },
  describe: (ins) => `attach this to ${refText(ins.ref)}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Help : Aim.None),
});

// 418.3b: the object is locked in; "until end of turn" ends in cleanup, otherwise it lasts the game (418.3a).
export const gainControl = verb({
  name: 'gainControl',
  schema: Type.Object({ op: Type.Literal('gainControl'), what: ObjectRefSchema, until: Type.Optional(Type.Literal('endOfTurn')),
    player: Type.Optional(PlayerRefSchema) },
  { additionalProperties: false, description: 'you (or the player named: "target opponent gains control of it", Sleeper Agent) gain control of a permanent (until end of turn, or for the rest of the game)' }),
  compile(o, _c, ins, f) {
    ins.ref = _c.objRef(o.what as string, `${f}.what`); ins.until = o.until === 'endOfTurn' ? Until.EndOfTurn : Until.Game;
    ins.player = o.player === undefined ? R.You : _c.playerRef(o.player as string, `${f}.player`);
    if (ins.player === R.Each) _c.fail(`${f}.player`, 'one player', o.player);
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay && playersOf(g, rec, ins.player, who) === 1) {
      addEffect(g, Layer.Control, CE.SetController, sourceRef(g, rec), ref(g, id), 0, who[0], 0, ins.until, nextTimestamp(g));
    }
    return true;
  },
  describe: (ins) => `${ins.player === R.You ? 'gain' : `${refText(ins.player)} gains`} control of ${refText(ins.ref)}${ins.until === Until.EndOfTurn ? ' until end of turn' : ''}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Harm : Aim.None),
});

const Int = Type.Integer({ minimum: -1000, maximum: 1000 });

/**
 * "[It] becomes an N/M [color] [subtype] creature [with keywords] until end of turn. It's still a land."
 * (Treetop Village, Svogthos's example): rows in layer 4 (types), 5 (colors, keywords) and 6b (P/T),
 * with one timestamp, on the object locked in as it resolves (418.3b).
 */
export const becomeCreature = verb({
  name: 'becomeCreature',
  schema: Type.Object({
    op: Type.Literal('becomeCreature'), what: ObjectRefSchema, power: Int, toughness: Int,
    colors: Type.Optional(Type.Array(ColorSchema, { description: 'its colors become these' })),
    subtypes: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { description: 'creature types it gains' })),
    keywords: Type.Optional(Type.Array(KeywordSchema)),
    until: Type.Optional(Type.Literal('endOfTurn')),
  }, { additionalProperties: false, description: 'it becomes a creature with this power and toughness (and colors, creature types, keywords), keeping its other types; until end of turn, or for the game' }),
  compile(o, c, ins, f) {
    ins.ref = c.objRef(o.what as string, `${f}.what`);
    ins.power = o.power as number; ins.toughness = o.toughness as number;
    ins.colors = o.colors === undefined ? -1 : bits(o.colors as string[], COLOR_NAMES);
    ins.subtypes = o.subtypes === undefined ? -1 : subtypeSetId(o.subtypes as string[]);
    ins.kw = keywordBits(o.keywords as string[] | undefined, 0); ins.kw2 = keywordBits(o.keywords as string[] | undefined, 1);
    ins.until = o.until === 'endOfTurn' ? Until.EndOfTurn : Until.Game;
  },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    const src = sourceRef(g, rec); const obj = ref(g, id); const ts = nextTimestamp(g);
    addEffect(g, Layer.Type, CE.AddTypes, src, obj, 0, T.Creature, ins.subtypes, ins.until, ts);
    if (ins.colors >= 0) addEffect(g, Layer.Other, CE.SetColors, src, obj, 0, ins.colors, 0, ins.until, ts);
    if (ins.kw !== 0 || ins.kw2 !== 0) addEffect(g, Layer.Other, CE.AddKeywords, src, obj, 0, ins.kw, ins.kw2, ins.until, ts);
    addEffect(g, Layer.PtSet, CE.SetPt, src, obj, 0, ins.power, ins.toughness, ins.until, ts);
    return true;
  },
  describe: (ins) => `${refText(ins.ref)} becomes a ${ins.power}/${ins.toughness} creature${ins.until === Until.EndOfTurn ? ' until end of turn' : ''}`,
  aim: (ins, t) => (ins.ref === t ? Aim.Help : Aim.None),
});

/** "Switch target creature's power and toughness until end of turn": a layer 6e row (418.5i). */
export const switchPt = verb({
  name: 'switchPt',
  schema: Type.Object({ op: Type.Literal('switchPt'), what: ObjectRefSchema }, { additionalProperties: false, description: 'switch its power and toughness until end of turn (layer 6e, after every other P/T effect)' }),
  compile(o, c, ins, f) { ins.ref = c.objRef(o.what as string, `${f}.what`); },
  run(g, rec, ins) {
    const id = objectOf(g, rec, ins.ref);
    if (id >= 0 && zoneOf(g, id) === Zone.InPlay) addEffect(g, Layer.PtSwitch, CE.SwitchPt, sourceRef(g, rec), ref(g, id), 0, 0, 0, Until.EndOfTurn, nextTimestamp(g));
    return true;
  },
  describe: (ins) => `switch ${refText(ins.ref)}'s power and toughness until end of turn`,
});

/**
 * "Change the text of target permanent by replacing all instances of one color word with another or one
 * basic land type with another. This effect lasts indefinitely." (Mind Bend, 418.6): the words are chosen
 * on resolution, among those its text holds (a Words decision: kind << 6 | from << 3 | to; kind 0 color
 * words, 1 basic land types); a layer 3 row for the rest of the game (418.3a).
 */
export const changeText = verb({
  name: 'changeText',
  schema: Type.Object({ op: Type.Literal('changeText'), what: ObjectRefSchema },
    { additionalProperties: false, description: 'replace all instances of one color word with another or one basic land type with another in its text, for the rest of the game (chosen on resolution)' }),
  compile(o, c, ins, f) { ins.ref = c.objRef(o.what as string, `${f}.what`); },
  run(g, rec, ins, choice) {
    const id = objectOf(g, rec, ins.ref);
    if (id < 0 || zoneOf(g, id) !== Zone.InPlay) return true;
    if (choice >= 0) {
      addEffect(g, Layer.Text, CE.ChangeText, sourceRef(g, rec), ref(g, id), 0, choice >>> 6, choice & 63, Until.Game, nextTimestamp(g));
      return true;
    }
    ensureChars(g);
    const c = baseCard(g, id);
    const words = textWords(c, mapKeywords(c.kw, cTextOf(g, id)), cTextOf(g, id)); // its own keywords, not granted ones (418.6b)
    let k = 0;
    for (let kind = 0; kind < 2; kind++) {
      for (let from = 0; from < 5; from++) {
        if ((words & (1 << (kind * 5 + from))) === 0) continue;
        for (let to = 0; to < 5; to++) if (to !== from) g.m[g.oOpt + k++] = (kind << 6) | (from << 3) | to;
      }
    }
    if (k === 0) return true; // no color word or basic land type in its text: nothing to change
    g.m[g.oOptN] = k;
    put(g, G.DKind, D.Words); put(g, G.DPlayer, controllerOfItem(g, rec));
    return false;
  },
  describe: (ins) => `change a color word or basic land type in the text of ${refText(ins.ref)}`,
});
