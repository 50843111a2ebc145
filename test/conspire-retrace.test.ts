// Conspire (502.78 of 2008) and retrace (502.81): when each way of playing a card is offered, and the agents'
// use of them. The scenarios under test/scenarios/rules/502.78a-* and 502.81a-* check what they do.
import { describe, expect, test } from 'vitest';
import { makeAgent } from '../agents/index.js';
import {
  apply,
  Decision,
  decisionKind,
  decisionPlayer,
  type Game,
  isOver,
  legalActions,
  MAX_OPTIONS,
  optionCount,
} from '../src/engine/api/game.js';
import { life, omniscientView, PlayerView } from '../src/engine/api/observe.js';
import type { Scenario } from '../src/scenario/spec.js';
import { position, optionTexts } from './agents-helpers.js';

const legal = new Int32Array(MAX_OPTIONS);
const sick = (card: string, n: number) => Array.from({ length: n }, () => ({ card, summoningSick: true }));

const options = optionTexts;

type Players = Scenario['players'];
const at = (players: Players, active: 'A' | 'B' = 'A') =>
  position({ start: { turn: 1, active, step: 'main1' }, players });

describe('502.78 conspire is offered only when it can be paid', () => {
  test('one creature sharing a color with the spell (the other is green): Burn Trail, but not with its conspire cost', () => {
    const opts = options(
      at({
        A: {
          hand: ['Burn Trail'],
          inPlay: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Raging Goblin', 'Grizzly Bears'],
          library: ['Plains'],
        },
        B: { library: ['Island'] },
      }),
    );
    expect(opts).toContain('cast Burn Trail');
    expect(opts.some((o) => o.includes('conspire'))).toBe(false);
  });

  test('two red creatures: both ways are offered; a tapped one does not count', () => {
    const A = {
      hand: ['Burn Trail'],
      inPlay: ['Mountain', 'Mountain', 'Mountain', 'Mountain', 'Raging Goblin', 'Goblin Piker'],
      library: ['Plains'],
    };
    expect(options(at({ A, B: { library: ['Island'] } }))).toContain('cast Burn Trail with its conspire cost');
    const tapped = { ...A, inPlay: [...A.inPlay.slice(0, 5), { card: 'Goblin Piker', tapped: true }] };
    expect(options(at({ A: tapped, B: { library: ['Island'] } })).some((o) => o.includes('conspire'))).toBe(false);
  });

  test('the creatures tapped for conspire are not also tapped for mana: with Llanowar Elves needed to pay, no conspire', () => {
    const A = {
      hand: ['Gleeful Sabotage'],
      inPlay: ['Forest', 'Llanowar Elves', 'Grizzly Bears'],
      library: ['Plains'],
    };
    const B = { inPlay: ['Glorious Anthem'], library: ['Island'] };
    const opts = options(at({ A, B }));
    expect(opts).toContain('cast Gleeful Sabotage');
    expect(opts.some((o) => o.includes('conspire'))).toBe(false);
    const more = { ...A, inPlay: [...A.inPlay, 'Forest'] };
    expect(options(at({ A: more, B }))).toContain('cast Gleeful Sabotage with its conspire cost');
  });
});

describe("502.81 retrace is offered only with a land card to discard, at the card type's timing", () => {
  const graveyard = ['Flame Jab', "Oona's Grace"];
  const inPlay = ['Mountain', 'Island', 'Island', 'Island'];
  test("no land card in hand: neither; a land card: both (sorcery and instant) in A's main phase", () => {
    const none = options(
      at({ A: { hand: ['Hill Giant'], graveyard, inPlay, library: ['Plains'] }, B: { library: ['Island'] } }),
    );
    expect(none.some((o) => o.includes('retrace'))).toBe(false);
    const opts = options(
      at({ A: { hand: ['Hill Giant', 'Forest'], graveyard, inPlay, library: ['Plains'] }, B: { library: ['Island'] } }),
    );
    expect(opts).toContain('cast Flame Jab from the graveyard by retrace');
    expect(opts).toContain("cast Oona's Grace from the graveyard by retrace");
  });

  test("in B's turn only the instant", () => {
    const g = at({ A: { hand: ['Forest'], graveyard, inPlay, library: ['Plains'] }, B: { library: ['Island'] } }, 'B');
    apply(g, 0); // B passes: A holds priority in B's main phase
    expect(decisionPlayer(g)).toBe(0);
    const opts = options(g);
    expect(opts).toContain("cast Oona's Grace from the graveyard by retrace");
    expect(opts.some((o) => o.includes('Flame Jab'))).toBe(false);
  });
});

// (B's Wurms make the game lost unless A wins now, so the search's leaf scores don't hide the win)
describe('the agents conspire and retrace when it wins', () => {
  for (const name of ['greedy', 'mcts']) {
    test(`${name}: B at 6 life, two summoning-sick red Goblins: Burn Trail with its conspire cost, both at B`, () => {
      const g = at({
        A: {
          life: 6,
          hand: ['Burn Trail'],
          // (summoning sick Pikers can't attack, but tapping them for conspire needs no {T})
          inPlay: ['Mountain', 'Mountain', 'Mountain', 'Mountain', ...sick('Goblin Piker', 2)],
          library: ['Plains', 'Plains'],
        },
        B: { life: 6, inPlay: ['Craw Wurm', 'Craw Wurm'], library: ['Island', 'Island'] },
      });
      play(g, name, 0);
      expect(life(g, 1)).toBeLessThanOrEqual(0);
    });

    test(`${name}: B at 2 life, Flame Jab in hand and another in the graveyard, a land card to discard`, () => {
      const g = at({
        A: {
          life: 6,
          hand: ['Flame Jab', 'Forest'],
          graveyard: ['Flame Jab'],
          inPlay: ['Mountain', 'Mountain'],
          library: ['Plains', 'Plains'],
        },
        B: { life: 2, inPlay: ['Craw Wurm'], library: ['Island', 'Island'] },
      });
      play(g, name, 0);
      expect(life(g, 1)).toBeLessThanOrEqual(0);
    });
  }
});

/** Lets the agent play seat p's decisions of this turn (B passes), until the game ends or the turn's combat begins. */
function play(g: Game, name: string, p: number): void {
  const agent = makeAgent(name, 7);
  for (let i = 0; i < 60 && !isOver(g); i++) {
    if (decisionKind(g) === Decision.Pause || optionCount(g) === 1) {
      apply(g, 0);
      continue;
    }
    if (decisionPlayer(g) !== p) {
      apply(g, 0);
      continue;
    }
    if (decisionKind(g) === Decision.Priority && options(g).every((o) => o === 'pass' || o.startsWith('play'))) break;
    const view = agent.omniscient ? omniscientView(g, p) : new PlayerView(g, p);
    apply(g, agent.act(view, legal, legalActions(g, legal)));
  }
}
