// "You may put an Aura card with converted mana cost X or less from your hand into play attached to it. If you don't,
// remove Evershrike from the game." (Evershrike): a guard. As it resolves its controller may (a May decision) put one
// of the Aura cards of his or her hand that could enchant that permanent (and cost X or less, with manaValueAtMost
// "x") into play attached to it (a FromHand decision); if he or she doesn't, or can't, the guarded effect happens.
import { type TSchema, Type } from '@sinclair/typebox';
import { Attach } from '../core/cardform.js';
import { Decision, Zone } from '../core/constants.js';
import { proposeEnterAttached } from '../core/event-records.js';
import { rf, setRf } from '../core/stack-records.js';
import { cardIdOf, type Game, Global, put, ref, StackField, zoneOf } from '../core/state.js';
import { listBase } from '../core/zones.js';
import { canEnchant } from '../facts/attach.js';
import { controllerOfItem, objectOf } from '../facts/runtime.js';
import { ObjectRefSchema } from './common.js';
import { askYesNo } from './effects-guards.js';
import { refText } from './text.js';
import { defineVerb } from './verb.js';

/** Its fields: 1 once an Aura was put (the guarded effect is skipped); 1 once the player said yes. */
const PUT = StackField.Work0;
const YES = StackField.Work1;

const UnlessSchema = (effect: TSchema) =>
  Type.Object(
    {
      op: Type.Literal('unlessPutsAuraFromHand'),
      to: ObjectRefSchema,
      manaValueAtMost: Type.Optional(
        Type.Literal('x', { description: '"with converted mana cost X or less": the X paid' }),
      ),
      effect,
    },
    {
      additionalProperties: false,
      description:
        'you may put an Aura card from your hand into play attached to that permanent; if you don\'t, do the effect ("If you don\'t, remove [this] from the game": Evershrike)',
    },
  );

/** Writes the Aura cards of player p's hand that could enchant `to` (cost at most `most`) as options; their count. */
function auraOptions(g: Game, p: number, to: number, most: number): number {
  const hb = listBase(g, Zone.Hand, p);
  let k = 0;
  for (let i = 0; i < g.m[hb]; i++) {
    const id = g.m[hb + 1 + i];
    const card = g.cards[cardIdOf(g, id)];
    if (card.attachKind === Attach.Aura && (card.cost?.cmc ?? 0) <= most && canEnchant(g, card, to, p, id))
      g.m[g.options + k++] = id;
  }
  return k;
}

export const unlessPutsAuraFromHand = defineVerb({
  name: 'unlessPutsAuraFromHand',
  schema: UnlessSchema(Type.Unknown()),
  nests: UnlessSchema,
  compile(o, c, f) {
    if (o.manaValueAtMost === 'x') c.usesX = true; // the cost must hold {X} (compile.ts checkX)
    return { to: c.objRef(o.to, `${f}.to`), xLimit: o.manaValueAtMost === 'x' };
  },
  object: (a) => a.to,
  run(g, rec, a, choice) {
    const you = controllerOfItem(g, rec);
    const to = objectOf(g, rec, a.to);
    if (to < 0 || zoneOf(g, to) !== Zone.InPlay) return true; // nothing to attach to: the effect happens
    if (rf(g, rec, YES) === 1 && choice >= 0) {
      if (zoneOf(g, choice) === Zone.Hand) proposeEnterAttached(g, choice, you, ref(g, to));
      setRf(g, rec, PUT, 1);
      return true;
    }
    if (choice === 0) return true; // no: the effect happens
    const k = auraOptions(g, you, to, a.xLimit ? rf(g, rec, StackField.X) : 1 << 30);
    if (k === 0) return true; // none he or she could put: the effect happens
    if (choice < 0) {
      askYesNo(g, you);
      return false;
    }
    setRf(g, rec, YES, 1);
    g.m[g.optionCount] = k;
    put(g, Global.DKind, Decision.FromHand);
    put(g, Global.DPlayer, you);
    return false;
  },
  describe: (a, ins) =>
    `you may put an Aura card${a.xLimit ? ' of converted mana cost X or less' : ''} from your hand into play attached to ${refText(a.to)}; if you don't, the next ${ins.skip}`,
  skips: (g, rec) => rf(g, rec, PUT) === 1,
});
