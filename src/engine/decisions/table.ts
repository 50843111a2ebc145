// Every decision kind's module, indexed by its Decision number: engine.ts applies an option through it,
// describe.ts writes it, the scenario runner answers it and agents decode it. A new kind: its module
// and one line here.
import { Decision } from '../core/constants.js';
import { type Game, Global } from '../core/state.js';
import { assignDecision } from './assign.js';
import { attachToDecision } from './attach-to.js';
import { attackDecision } from './attack.js';
import { blockDecision } from './block.js';
import { chooseSourceDecision } from './choose-source.js';
import { chooseXDecision } from './choose-x.js';
import { colorDecision } from './color.js';
import { copyDecision } from './copy.js';
import { discardDecision } from './discard.js';
import { enchantDecision } from './enchant.js';
import { revealCardDecision } from './reveal-card.js';
import { fromHandDecision } from './from-hand.js';
import { loopCountDecision } from './loop-count.js';
import { mayDecision } from './may.js';
import { modeDecision } from './mode.js';
import { ChooseForm, decisionModule, type DecisionModule, type OptionInfo } from './module.js';
import { mulliganDecision } from './mulligan.js';
import { nameDecision } from './name.js';
import { orderDecision } from './order.js';
import { pauseDecision } from './pause.js';
import { priorityDecision } from './priority.js';
import { replaceModeDecision } from './replace-mode.js';
import { replaceDecision } from './replace.js';
import { resolveColorDecision } from './resolve-color.js';
import { resolveColorsDecision } from './resolve-colors.js';
import { returnDecision } from './return.js';
import { sacrificeDecision } from './sacrifice.js';
import { searchDecision } from './search.js';
import { shieldFirstDecision } from './shield-first.js';
import { targetDecision } from './target.js';
import { timestampOrderDecision } from './timestamp-order.js';
import { revealFromHandDecision, revealOrPayDecision } from './reveal.js';
import { championDecision } from './champion.js';
import { attackTargetDecision, redirectDecision } from './planeswalker.js';
import { creatureTypeDecision } from './creature-type.js';
import { oddOrEvenDecision } from './odd-or-even.js';
import { counterKindDecision } from './counter-kind.js';
import { spendColorsDecision } from './spend-colors.js';
import { triggerOrderDecision } from './trigger-order.js';
import { wordsDecision } from './words.js';

const noneDecision = decisionModule({
  kind: Decision.None,
  form: ChooseForm.None,
  apply: () => {
    throw new Error('apply: no decision is pending');
  },
  describe: (_g, v) => String(v),
  decode: () => {},
  answer: () => 'no decision is pending',
  scriptDefault: () => 'no decision is pending',
  fastDefault: () => 0,
});

/** The modules in Decision order; DECISIONS[kind].kind === kind (a test checks it). */
export const DECISIONS: readonly DecisionModule[] = [
  noneDecision,
  priorityDecision,
  targetDecision,
  attackDecision,
  blockDecision,
  assignDecision,
  triggerOrderDecision,
  discardDecision,
  mayDecision,
  mulliganDecision,
  pauseDecision,
  modeDecision,
  chooseXDecision,
  replaceDecision,
  chooseSourceDecision,
  sacrificeDecision,
  copyDecision,
  wordsDecision,
  enchantDecision,
  shieldFirstDecision,
  returnDecision,
  searchDecision,
  orderDecision,
  loopCountDecision,
  colorDecision,
  resolveColorDecision,
  attachToDecision,
  fromHandDecision,
  nameDecision,
  replaceModeDecision,
  timestampOrderDecision,
  championDecision,
  attackTargetDecision,
  redirectDecision,
  revealFromHandDecision,
  creatureTypeDecision,
  revealCardDecision,
  revealOrPayDecision,
  noneDecision, // 38-40: not used here
  noneDecision,
  noneDecision,
  oddOrEvenDecision,
  counterKindDecision,
  noneDecision, // 43: not used here
  resolveColorsDecision,
  noneDecision, // 45: not used here
  spendColorsDecision,
];

/** Option a of the pending decision in plain terms, written into `out` (which it returns). */
export function decodeOption(g: Game, a: number, out: OptionInfo): OptionInfo {
  DECISIONS[g.m[Global.DKind]].decode(g, g.m[g.options + a], out.reset());
  return out;
}
