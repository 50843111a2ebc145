// A decision kind as one module (design.md, "Engine core": every choice is a decision): what the engine
// does with a chosen option, the option in words and in plain terms, how a scenario script's answer
// picks an option, and the cheap defaults. table.ts lists one module per kind; the engine, the logs,
// the scenario runner and the agents all look a kind up there, so a new kind is one module and one line.
// Option words stay the engine's business: everyone else reads them through decode().
import type { Decision } from '../core/constants.js';
import type { Game } from '../core/state.js';

/** An option word in plain terms (decode). A field that doesn't apply is -1; `none` is false. */
export class OptionInfo {
  /** Priority: what the option does (Opt: pass, play a land, cast, activate, cast face down, turn face up). */
  action = -1;
  /** The object chosen or acted on: a card, a permanent, an attacker, a blocker, a target, a source. */
  object = -1;
  /** A second object: the attacker a blocker blocks, the object a waiting trigger's event names ("it"). */
  other = -1;
  /** The player chosen (a target, a recipient of combat damage): seat 0 or 1. */
  player = -1;
  /** A card of the game's card list: a card named, the card whose trigger waits. */
  card = -1;
  /** Which ability: a priority option's activated ability (0-based), a waiting trigger's. */
  ability = -1;
  /** A number: a mode, X, a loop count, an amount of damage; "may" and mulligan: 1 yes, 0 no. */
  number = -1;
  /** A color index, 0-4: white, blue, black, red, green. */
  color = -1;
  /** A text change's words (418.6), both of the kind `number` says (0 colors, 1 basic land types, 2 creature types). */
  from = -1;
  to = -1;
  /** The option chooses nothing: pass, no more attackers, blockers or targets, find or copy nothing, don't apply. */
  none = false;

  /** Back to "nothing applies" (decodeOption does this before a module fills it in). */
  reset(): this {
    this.action = -1;
    this.object = -1;
    this.other = -1;
    this.player = -1;
    this.card = -1;
    this.ability = -1;
    this.number = -1;
    this.color = -1;
    this.from = -1;
    this.to = -1;
    this.none = false;
    return this;
  }
}

/**
 * What a scenario script asks for, in the same plain terms, resolved by the scenario runner (labels to
 * objects, "A" and "B" to players, color words to colors), with what the script wrote for messages.
 */
export class Choice extends OptionInfo {
  /** A card name (a search, a card to name, the cards looked at) or a word ("the color of your choice"). */
  name = '';
  /** Words of a text change, as written: [from, to]. */
  words: readonly string[] = [];
  /** Which entry of a cast's or activation's "targets" this is, or -1 for a "choose". */
  target = -1;
  /** What the script wrote (for `object` when there are two). */
  text = '';
  /** What the script wrote for `other`. */
  otherText = '';
}

/**
 * How a scenario answers a kind with "choose" (scenario-format.md): what value the runner takes from the
 * script and how it resolves it into a Choice. References resolve to `object` or `player`.
 */
export const enum ChooseForm {
  /** Not answered by "choose": its own action (play, cast, attack, block, assign), or never asked. */
  None = 0,
  /** A reference: "@label", a name unique in play or on the stack, "A" or "B". */
  Ref = 1,
  /** A reference, or the name of a card in the deciding player's hand. */
  RefInHand = 2,
  /** A reference, or false (`none`): nothing, no more. */
  RefOrFalse = 3,
  /** A number. */
  Number = 4,
  /** A number, or false (`none`): decline. */
  NumberOrFalse = 5,
  /** true or false: `number` 1 or 0. */
  Boolean = 6,
  /** A color word ("red"): `color` and `name`. */
  ColorWord = 7,
  /** Any word (`name`; `color` too when it is a color word). */
  Word = 8,
  /** A card: a name (`name`: any copy) or "@label" (`object`), or false (`none`). */
  CardOrFalse = 9,
  /** Two words (`words`). */
  WordPair = 10,
  /** A list of references, one per decision, first first; entries with no match are passed over. */
  RefList = 11,
  /** A list of cards (names or labels), one per decision; the last card goes unasked. */
  CardList = 12,
}

/** One decision kind's parts. Each is a plain function of the game; none allocates on the engine's path. */
export interface DecisionModule {
  readonly kind: Decision;
  /** How a scenario's "choose" answers it. */
  readonly form: ChooseForm;
  /** Takes option word v of the pending decision (its kind already cleared) and moves the game on. */
  apply(g: Game, v: number): void;
  /** Option word v in words, for logs: "cast Shock#12". */
  describe(g: Game, v: number): string;
  /** Option word v in plain terms, into `out` (already reset). */
  decode(g: Game, v: number, out: OptionInfo): void;
  /** The index of the option a script asked for, or why none matches (the failure message). */
  answer(g: Game, want: Choice): number | string;
  /** The option the scenario format takes when a script says nothing, or why there is none ('' plain). */
  scriptDefault(g: Game): number | string;
  /** A cheap option for a fast policy that has no heuristic of its own for this kind (n > 1 options). */
  fastDefault(g: Game): number;
}

/** The module object with its fields in one order: every module has one shape, so calls through the table stay fast. */
export function decisionModule(m: DecisionModule): DecisionModule {
  return {
    kind: m.kind,
    form: m.form,
    apply: m.apply,
    describe: m.describe,
    decode: m.decode,
    answer: m.answer,
    scriptDefault: m.scriptDefault,
    fastDefault: m.fastDefault,
  };
}
