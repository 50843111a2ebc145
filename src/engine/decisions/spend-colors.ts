// Which colors of those a spell's "if {W} was spent to play it" guards read its mana spends (Firespout), chosen as it
// is paid (actions/stack.ts chooseSpend). Options: WUBRG masks, each a set the player can pay spending exactly.
import { COLOR_NAMES, Decision } from '../core/constants.js';
import { chooseSpendColors } from '../actions/stack.js';
import { decodeNumber, noDefault, numberAnswer } from './common.js';
import { ChooseForm, decisionModule } from './module.js';

const SYMBOLS = ['W', 'U', 'B', 'R', 'G'];

export const spendColorsDecision = decisionModule({
  kind: Decision.SpendColors,
  form: ChooseForm.Number,
  apply: chooseSpendColors,
  describe: (_g, v) => {
    const spent = SYMBOLS.filter((_s, c) => (v >> c) & 1).map((s) => `{${s}}`);
    return spent.length === 0 ? 'spend none of the colors it reads' : `spend ${spent.join('')}`;
  },
  decode: decodeNumber,
  answer: (g, want) =>
    numberAnswer(
      g,
      decodeNumber,
      want.number,
      `spend ${want.text}: not a set of colors (${COLOR_NAMES.map((n, c) => `${n} ${1 << c}`).join(', ')}) it can be paid with`,
    ),
  scriptDefault: noDefault,
  fastDefault: (g) => g.m[g.options + g.m[g.optionCount] - 1], // the most colors: every effect it has
});
