// Legal attacks and blocks (500-502): declarations the engine must refuse, and the ones it completes
// because every other completion would be illegal (it offers only choices that can still complete into
// a legal declaration, 500.2-500.5). Scenarios are built in code and run as a file would be; the legal
// declarations of each example are scenario files under test/scenarios/rules.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';

const pool = loadPool();
type Entry = string | Record<string, unknown>;
const c = (card: string, id: string, extra: Record<string, unknown> = {}) => ({ card, id, ...extra });

function scenario(
  a: Entry[],
  b: Entry[],
  actions: unknown[],
  expect: Record<string, unknown> = {},
  aHand: string[] = [],
  bHand: string[] = [],
) {
  return {
    name: 'inline combat scenario',
    start: { turn: 1, active: 'A', step: 'main1' },
    players: {
      A: { library: ['Plains', 'Island'], inPlay: a, hand: aHand },
      B: { library: ['Plains', 'Island'], inPlay: b, hand: bHand },
    },
    actions,
    stop: { turn: 1, step: 'main2' },
    expect,
  };
}
const attack = (...refs: string[]) => [{ goto: { turn: 1, step: 'declareAttackers' } }, { player: 'A', attack: refs }];
const block = (m: Record<string, string>) => [
  { goto: { turn: 1, step: 'declareBlockers' } },
  { player: 'B', block: m },
];

function fails(data: unknown, pattern: RegExp): void {
  const r = runScenario(data, pool, 'inline.json');
  expect(r.pass, 'the scenario should fail').toBe(false);
  expect(r.failures.join('\n')).toMatch(pattern);
}
function passes(data: unknown): void {
  const r = runScenario(data, pool, 'inline.json');
  expect(r.failures).toEqual([]);
}

describe('500.2 attacks', () => {
  test("500.2 example: a creature that can't attack alone can't attack by itself", () => {
    fails(scenario([c('Mogg Flunkies', 'mf')], [], attack('@mf')), /attack: @mf can't attack/);
  });
  test("500.2: a creature that can't attack alone, declared first, is completed by the only other attacker", () => {
    passes(scenario([c('Mogg Flunkies', 'mf'), c('Grizzly Bears', 'gb')], [], attack('@mf'), { life: { B: 15 } }));
  });
  test('500.2 example: with no more than one attacker, the other creature may not attack, alone or with the one that attacks if able', () => {
    const board = [c('Bloodrock Cyclops', 'cy'), c('Grizzly Bears', 'gb')];
    const arb = [c('Silent Arbiter', 'arb', { tapped: true })];
    fails(scenario(board, arb, attack('@gb')), /attack: @gb can't attack/);
    fails(scenario(board, arb, attack('@cy', '@gb')), /attack: @gb can't attack/);
  });
  test('500.2: with no requirement, declaring no attackers stays legal under "no more than one"', () => {
    passes(
      scenario([c('Grizzly Bears', 'gb'), c('Hill Giant', 'hg')], [c('Silent Arbiter', 'arb')], [], {
        life: { B: 20 },
      }),
    );
    fails(
      scenario([c('Grizzly Bears', 'gb'), c('Hill Giant', 'hg')], [c('Silent Arbiter', 'arb')], attack('@gb', '@hg')),
      /@hg can't attack/,
    );
  });
  test('500.2: tapped and summoning-sick creatures are exempt from "attacks each turn if able"', () => {
    passes(scenario([c('Juggernaut', 'j', { summoningSick: true })], [], [], { life: { B: 20 } }));
  });
});

describe('500.3-500.5 blocks', () => {
  const runner = [c('Viashino Runner', 'run')];
  test('500.5 example: one blocker alone is never the final declaration: the other creature completes it', () => {
    // Watchdog alone would break "two or more"; the only legal completion adds the Bears (taken unasked).
    passes(
      scenario(
        runner,
        [c('Watchdog', 'wd'), c('Grizzly Bears', 'gb')],
        [...attack('@run'), ...block({ '@wd': '@run' }), { player: 'A', assign: { '@run': { '@gb': 2 } } }],
        {
          objects: [
            { ref: '@gb', zone: 'graveyard' },
            { ref: '@run', zone: 'graveyard' },
          ],
        },
      ),
    );
  });
  test("500.3: a requirement that can be obeyed makes 'no blockers' illegal (Prized Unicorn); the script must say which", () => {
    fails(
      scenario([c('Prized Unicorn', 'pu')], [c('Grizzly Bears', 'gb'), c('Suntail Hawk', 'h')], attack('@pu')),
      /declaring no more blockers is not legal here/,
    );
  });
  test("500.3: a creature that can't block the lured attacker is free (Prized Unicorn with flying blockers only... a Wall of Wood blocks it, Cloud Sprite can't)", () => {
    passes(
      scenario([c('Prized Unicorn', 'pu')], [c('Cloud Sprite', 'cs'), c('Wall of Wood', 'w')], attack('@pu'), {
        objects: [
          { ref: '@w', damage: 2 },
          { ref: '@cs', damage: 0 },
        ],
        life: { B: 20 },
      }),
    );
  });
  test('Stalking Tiger: a second blocker is refused', () => {
    fails(
      scenario(
        [c('Stalking Tiger', 'st')],
        [c('Grizzly Bears', 'gb'), c('Suntail Hawk', 'h')],
        [...attack('@st'), ...block({ '@gb': '@st', '@h': '@st' })],
      ),
      /block: @h can't block @st/,
    );
  });
  test('Silent Arbiter: a second blocker is refused', () => {
    fails(
      scenario(
        [c('Grizzly Bears', 'a1'), c('Hill Giant', 'a2')],
        [c('Silent Arbiter', 'arb'), c('Grizzly Bears', 'b1')],
        [
          { goto: { turn: 1, step: 'declareAttackers' } },
          { player: 'A', attack: ['@a1'] },
          ...block({ '@b1': '@a1', '@arb': '@a1' }),
        ],
      ),
      /block: @arb can't block @a1/,
    );
  });
  test("Mogg Flunkies can't block alone: with no other blocker it can't block", () => {
    fails(
      scenario([c('Grizzly Bears', 'gb')], [c('Mogg Flunkies', 'mf')], [...attack('@gb'), ...block({ '@mf': '@gb' })]),
      /block: @mf can't block @gb/,
    );
  });
});

describe('501-502 evasion and restrictions on blocking', () => {
  test('501.2 example: a creature with flying and shadow is blocked neither by a flier without shadow nor by shadow without flying', () => {
    const a = ['Swamp', 'Swamp', c('Dauthi Embrace', 'emb'), c('Wild Griffin', 'gr')];
    const pre = [{ player: 'A', activate: '@emb', ability: 0, targets: ['@gr'] }, { resolve: true }, ...attack('@gr')];
    fails(scenario(a, [c('Wild Griffin', 'bg')], [...pre, ...block({ '@bg': '@gr' })]), /block: @bg can't block @gr/);
    fails(scenario(a, [c('Soltari Priest', 'sp')], [...pre, ...block({ '@sp': '@gr' })]), /block: @sp can't block @gr/);
  });
  test("502.4b: a creature without flying or reach can't block a flier", () => {
    fails(
      scenario([c('Wild Griffin', 'gr')], [c('Grizzly Bears', 'gb')], [...attack('@gr'), ...block({ '@gb': '@gr' })]),
      /the attacker has flying/,
    );
  });
  test('502.6b-d: landwalk of each kind makes its attacker unblockable', () => {
    fails(
      scenario(
        [c('Legions of Lim-Dûl', 'l')],
        ['Snow-Covered Swamp', c('Legions of Lim-Dûl', 'bl')],
        [...attack('@l'), ...block({ '@bl': '@l' })],
      ),
      /can't block/,
    );
    fails(
      scenario(
        [c('Dryad Sophisticate', 'd')],
        ['Mikokoro, Center of the Sea', c('Grizzly Bears', 'gb')],
        [...attack('@d'), ...block({ '@gb': '@d' })],
      ),
      /can't block/,
    );
    fails(
      scenario(
        [c('Livonya Silone', 'l')],
        ['Mikokoro, Center of the Sea', c('Grizzly Bears', 'gb')],
        [...attack('@l'), ...block({ '@gb': '@l' })],
      ),
      /can't block/,
    );
  });
  test("502.7b: protection stops targeting by a source with the quality (a black spell, an artifact's ability)", () => {
    fails(
      scenario(
        [c('White Knight', 'wk')],
        ['Swamp', 'Swamp'],
        [{ player: 'B', cast: 'Terror', targets: ['@wk'] }],
        {},
        [],
        ['Terror'],
      ),
      /target 0: @wk is not a legal choice|can't cast|no legal target/,
    );
    fails(
      scenario(
        ['Plains', c('Icy Manipulator', 'icy')],
        [c('Tel-Jilad Chosen', 'tj')],
        [{ player: 'A', activate: '@icy', ability: 0, targets: ['@tj'] }],
      ),
      /not a legal choice|no legal target/,
    );
  });
  test("502.7f: a creature with protection can't be blocked by creatures with the quality", () => {
    fails(
      scenario([c('White Knight', 'wk')], [c('Scathe Zombies', 'sz')], [...attack('@wk'), ...block({ '@sz': '@wk' })]),
      /block: @sz can't block @wk/,
    );
    fails(
      scenario(
        [c('Beloved Chaplain', 'bc')],
        [c('Grizzly Bears', 'gb')],
        [...attack('@bc'), ...block({ '@gb': '@bc' })],
      ),
      /block: @gb can't block @bc/,
    );
    fails(
      scenario([c('Tel-Jilad Chosen', 'tj')], [c('Juggernaut', 'j')], [...attack('@tj'), ...block({ '@j': '@tj' })]),
      /block: @j can't block @tj/,
    );
  });
  test('502.8b: shadow blocks only shadow and is blocked only by shadow', () => {
    fails(
      scenario([c('Soltari Priest', 'sp')], [c('Grizzly Bears', 'gb')], [...attack('@sp'), ...block({ '@gb': '@sp' })]),
      /block: @gb can't block @sp/,
    );
    fails(
      scenario(
        [c('Grizzly Bears', 'gb')],
        [c('Dauthi Slayer', 'ds', { tapped: false })],
        [...attack('@gb'), ...block({ '@ds': '@gb' })],
      ),
      /block: @ds can't block @gb/,
    );
  });
  test("Spineless Thug can't block; Cloud Sprite blocks only fliers; Juggernaut can't be blocked by Walls; Phantom Warrior is unblockable", () => {
    fails(
      scenario([c('Grizzly Bears', 'gb')], [c('Spineless Thug', 'st')], [...attack('@gb'), ...block({ '@st': '@gb' })]),
      /the blocker can't block/,
    );
    fails(
      scenario([c('Grizzly Bears', 'gb')], [c('Cloud Sprite', 'cs')], [...attack('@gb'), ...block({ '@cs': '@gb' })]),
      /block: @cs can't block @gb/,
    );
    fails(
      scenario([c('Juggernaut', 'j')], [c('Wall of Wood', 'w')], block({ '@w': '@j' })),
      /block: @w can't block @j/,
    );
    fails(
      scenario([c('Phantom Warrior', 'pw')], [c('Giant Spider', 'gs')], [...attack('@pw'), ...block({ '@gs': '@pw' })]),
      /block: @gs can't block @pw/,
    );
  });
});

describe('502.3b instances of a triggered keyword', () => {
  test('502.3b: a card listing flanking (or lifelink) twice is refused, not played as one instance', async () => {
    const { compileCard } = await import('../src/cards/compile.js');
    const card = (kw: string[]) => ({
      name: 'Twice',
      manaCost: '{W}',
      types: ['Creature'],
      power: 1,
      toughness: 1,
      keywords: kw,
    });
    expect(() => compileCard(card(['flanking', 'flanking']), 0, 'x.json')).toThrow(/flanking at most once/);
    expect(() => compileCard(card(['lifelink', 'lifelink']), 0, 'x.json')).toThrow(/lifelink at most once/);
    expect(() => compileCard(card(['flying', 'flying', 'flanking']), 0, 'x.json')).not.toThrow();
  });
});

describe('many attackers that limit their blockers', () => {
  test('eight of them against ten possible blockers: the declaration is offered and completes quickly', () => {
    const a = [
      ...Array.from({ length: 4 }, (_, i) => c('Viashino Runner', `r${i}`)),
      ...Array.from({ length: 4 }, (_, i) => c('Stalking Tiger', `t${i}`)),
    ];
    const b = Array.from({ length: 10 }, (_, i) => c('Grizzly Bears', `b${i}`));
    const t0 = Date.now();
    passes(
      scenario(
        a,
        b,
        [
          ...attack('@r0', '@r1', '@r2', '@r3', '@t0', '@t1', '@t2', '@t3'),
          ...block({ '@b0': '@r0', '@b1': '@r0', '@b2': '@t0' }),
          { player: 'A', assign: { '@r0': { '@b0': 2, '@b1': 1 } } },
        ],
        {
          objects: [
            { ref: '@r0', zone: 'graveyard' },
            { ref: '@t0', zone: 'inPlay' },
          ],
          life: { B: 20 - 9 - 9 },
        },
      ),
    );
    expect(Date.now() - t0).toBeLessThan(5000);
  });
});

describe('502.7 protection from a quality', () => {
  const endo = (creature: string, id: string) =>
    scenario(
      ['Island', 'Island', c('Endoskeleton', 'endo')],
      [c(creature, id)],
      [{ player: 'A', activate: '@endo', ability: 0, targets: [`@${id}`] }, { resolve: true }],
      { objects: [{ ref: `@${id}`, toughness: 5 }] },
    );
  test("502.7b protection from artifacts: an artifact's ability (Endoskeleton) can't target Tel-Jilad Chosen, its only creature", () => {
    fails(endo('Tel-Jilad Chosen', 'tj'), /can't activate Endoskeleton's ability 0: it has no legal target/);
  });
  test('502.7b: the same ability targets a creature without that protection (Grizzly Bears: 2/5)', () => {
    passes(endo('Grizzly Bears', 'gb'));
  });
  test("502.7g: Paladin en-Vec with two instances of protection from black (Mind Bend: red to black) still has it: a black creature can't block it", () => {
    const mindBend = [
      { player: 'A', cast: 'Mind Bend', targets: ['@pal'] },
      { resolve: true },
      { player: 'A', choose: ['red', 'black'] },
    ];
    const board = [c('Paladin en-Vec', 'pal'), 'Island'];
    fails(
      scenario(board, [c('Scathe Zombies', 'sz')], [...mindBend, ...attack('@pal'), ...block({ '@sz': '@pal' })], {}, [
        'Mind Bend',
      ]),
      /block: @sz can't block @pal: evasion or a restriction on the blocker: .*protection/,
    );
    passes(
      scenario(board, [c('Scathe Zombies', 'sz')], [...mindBend, ...attack('@pal')], { life: { B: 18 } }, [
        'Mind Bend',
      ]),
    );
  });
});

describe('500.2-500.3 costs to attack and block', () => {
  const bears = [c('Grizzly Bears', 'b1'), c('Grizzly Bears', 'b2'), c('Grizzly Bears', 'b3')];
  const muse = [c('Windborn Muse', 'muse', { tapped: true })];
  test('500.2 Windborn Muse: four lands pay for two attackers, not three', () => {
    fails(
      scenario([...bears, 'Plains', 'Plains', 'Plains', 'Plains'], muse, attack('@b1', '@b2', '@b3')),
      /attack: @b3 can't attack: .*cost to attack/,
    );
    passes(
      scenario([...bears, 'Plains', 'Plains', 'Plains', 'Plains'], muse, attack('@b1', '@b2'), { life: { B: 16 } }),
    );
  });
  test('500.2: a creature able to tap for mana is not counted on to pay (it may be attacking): Llanowar Elves alone pays for nothing', () => {
    fails(
      scenario([c('Grizzly Bears', 'b1'), c('Llanowar Elves', 'elf')], muse, attack('@b1')),
      /attack: @b1 can't attack/,
    );
  });
  test('500.3 War Cadence X=1: one Plains pays for one blocker, not two', () => {
    const a = [c('War Cadence', 'wc'), 'Mountain', 'Mountain', c('Hill Giant', 'hg')];
    const cadence = [{ player: 'A', activate: '@wc', ability: 0, x: 1 }, { resolve: true }];
    fails(
      scenario(
        a,
        [c('Grizzly Bears', 'g1'), c('Grizzly Bears', 'g2'), 'Plains'],
        [...cadence, ...attack('@hg'), ...block({ '@g1': '@hg', '@g2': '@hg' })],
      ),
      /block: @g2 can't block @hg: .*cost to block/,
    );
  });
});
