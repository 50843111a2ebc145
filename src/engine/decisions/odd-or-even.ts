// "As [this] comes into play, choose odd or even" (419.1b: Ashling's Prerogative). Options: 0 even, 1 odd; a
// script answers "odd" or "even".
import { Decision } from '../core/constants.js';
import { flushEvents } from '../batch/events.js';
import { decodeNumber, findOption, firstOption, noDefault } from './common.js';
import { ChooseForm, type Choice, decisionModule } from './module.js';

const WORDS = ['even', 'odd'];

function answer(g: Parameters<typeof findOption>[0], want: Choice): number | string {
  const v = WORDS.indexOf(want.name);
  const k = v < 0 ? -1 : findOption(g, decodeNumber, (o) => o.number === v);
  return k >= 0 ? k : `choose (odd or even): "${want.name}" is not "odd" or "even"`;
}

export const oddOrEvenDecision = decisionModule({
  kind: Decision.OddOrEven,
  form: ChooseForm.Word,
  apply: (g, v) => flushEvents(g, v, Decision.OddOrEven),
  describe: (_g, v) => `choose ${WORDS[v]}`,
  decode: decodeNumber,
  answer,
  scriptDefault: noDefault,
  fastDefault: firstOption,
});
