// Card rules that a passing scenario can't show: what a card makes illegal (the scenario asking for it
// must fail, naming why). Cards of src/cards/pool/10e-permanents-2.json.
import { describe, expect, test } from 'vitest';
import { loadPool } from '../src/cards/pool.js';
import { runScenario } from '../src/scenario/run.js';
import { parseDeckText, validateDeck } from '../src/decks/parse.js';
import { Decision, decisionKind, optionCount } from '../src/engine/api/game.js';
import { decodeOption, OptionInfo } from '../src/engine/api/observe.js';
import { drive } from '../src/scenario/drive.js';
import { buildScenario } from '../src/scenario/setup.js';
import { validateScenario } from '../src/scenario/spec.js';

const pool = loadPool();

function failures(
  players: Record<string, unknown>,
  actions: unknown[],
  start: Record<string, unknown> = { turn: 1, active: 'A', step: 'main1' },
  stop: Record<string, unknown> = { turn: 1, step: 'end' },
): string {
  const r = runScenario({ name: 'inline', start, players, actions, stop }, pool, 'inline.json');
  return r.failures.join('\n');
}

describe('10e permanents 2', () => {
  test('Vampire Bats: play this ability no more than twice each turn', () => {
    const players = {
      A: { library: ['Swamp'], inPlay: ['Vampire Bats', 'Swamp', 'Swamp', 'Swamp'] },
      B: { library: ['Island'] },
    };
    const act = { player: 'A', activate: 'Vampire Bats', ability: 0 };
    expect(failures(players, [act, { resolve: true }, act, { resolve: true }])).toBe('');
    expect(failures(players, [act, { resolve: true }, act, { resolve: true }, act])).toMatch(
      /action #4 .*can't activate Vampire Bats/,
    );
  });

  test("True Believer: its controller can't be targeted (even by his or her own Millstone)", () => {
    const players = {
      A: { library: ['Plains'], inPlay: ['True Believer', 'Millstone', 'Plains', 'Plains'] },
      B: { library: ['Island'] },
    };
    expect(failures(players, [{ player: 'A', activate: 'Millstone', ability: 0, targets: ['A'] }])).toMatch(
      /action #0 .*Millstone/,
    );
  });
  test("Steel Golem: its controller can't play creature spells (artifact creatures included), other spells yes", () => {
    const players = {
      A: {
        hand: ['Grizzly Bears', 'Ornithopter', 'Giant Growth'],
        library: ['Plains'],
        inPlay: ['Steel Golem', 'Forest', 'Forest'],
      },
      B: { library: ['Island'] },
    };
    expect(failures(players, [{ player: 'A', cast: 'Grizzly Bears' }])).toMatch(/action #0 .*Grizzly Bears/);
    expect(failures(players, [{ player: 'A', cast: 'Ornithopter' }])).toMatch(/action #0 .*Ornithopter/);
    expect(
      failures(players, [{ player: 'A', cast: 'Giant Growth', targets: ['Steel Golem'] }, { resolve: true }]),
    ).toBe('');
  });
  test('Crucible of Worlds: a land from the graveyard is still the one land play of the turn', () => {
    const players = {
      A: {
        hand: ['Plains'],
        library: ['Plains'],
        graveyard: [{ card: 'Forest', id: 'f' }],
        inPlay: ['Crucible of Worlds'],
      },
      B: { library: ['Island'] },
    };
    expect(
      failures(players, [
        { player: 'A', play: 'Plains' },
        { player: 'A', play: '@f' },
      ]),
    ).toMatch(/action #1/);
    expect(failures({ ...players, A: { ...players.A, inPlay: [] } }, [{ player: 'A', play: '@f' }])).toMatch(
      /action #0/,
    );
  });
  test("Aura of Silence: its controller's own artifact spells cost no more", () => {
    const players = {
      A: { hand: ['Millstone'], library: ['Plains'], inPlay: ['Aura of Silence', 'Plains', 'Plains'] },
      B: { library: ['Island'] },
    };
    expect(failures(players, [{ player: 'A', cast: 'Millstone' }, { resolve: true }])).toBe('');
    const opp = {
      A: { library: ['Plains'], inPlay: ['Aura of Silence'] },
      B: { hand: ['Millstone'], library: ['Island'], inPlay: ['Island', 'Island', 'Island'] },
    };
    expect(failures(opp, [{ player: 'B', cast: 'Millstone' }], { turn: 1, active: 'B', step: 'main1' })).toMatch(
      /action #0 .*Millstone/,
    );
  });

  test("Relentless Rats: a deck may hold any number (100.2's four-copy limit does not apply); other cards keep it", () => {
    const rats = parseDeckText('24 Relentless Rats\n36 Swamp\n', 'rats.txt', pool);
    expect(validateDeck(rats, pool)).toEqual([]);
    const stones = parseDeckText('5 Millstone\n55 Island\n', 'stones.txt', pool);
    expect(validateDeck(stones, pool)).toEqual([expect.stringMatching(/5 copies of "Millstone"/)]);
  });

  test('Seismic Assault: no land card in hand, no activation (a creature card can\'t pay "discard a land card")', () => {
    const players = {
      A: { hand: ['Grizzly Bears'], library: ['Plains'], inPlay: ['Seismic Assault'] },
      B: { library: ['Island'] },
    };
    expect(failures(players, [{ player: 'A', activate: 'Seismic Assault', ability: 0, targets: ['B'] }])).toMatch(
      /action #0 .*Seismic Assault/,
    );
  });

  test('Rule of Law: one spell each turn per player; the spells played before it came into play count', () => {
    const players = {
      A: {
        hand: ['Rule of Law', 'Giant Growth', 'Grizzly Bears'],
        library: ['Plains'],
        inPlay: ['Plains', 'Plains', 'Plains', 'Forest', 'Forest', 'Forest', 'Grizzly Bears'],
      },
      B: {
        hand: [
          { card: 'Shock', id: 's1' },
          { card: 'Shock', id: 's2' },
        ],
        library: ['Island'],
        inPlay: ['Mountain', 'Mountain'],
      },
    };
    const law = [{ player: 'A', cast: 'Rule of Law' }, { resolve: true }];
    expect(failures(players, law)).toBe('');
    expect(failures(players, [...law, { player: 'A', cast: 'Giant Growth', targets: ['Grizzly Bears'] }])).toMatch(
      /action #2 .*Giant Growth/,
    );
    // The other player still has a spell this turn, but only one.
    const shock = (id: string) => ({ player: 'B', cast: id, targets: ['A'] });
    expect(failures(players, [...law, { player: 'A', pass: true }, shock('@s1'), { resolve: true }])).toBe('');
    expect(failures(players, [...law, { player: 'A', pass: true }, shock('@s1'), shock('@s2')])).toMatch(
      /action #4 .*s2/,
    );
    // Next turn counts again.
    const next = {
      ...players,
      A: { ...players.A, hand: ['Giant Growth'], inPlay: [...players.A.inPlay, 'Rule of Law'] },
    };
    expect(failures(next, [{ player: 'A', cast: 'Giant Growth', targets: ['Grizzly Bears'] }, { resolve: true }])).toBe(
      '',
    );
  });

  test("Joiner Adept: only its controller's lands make any color", () => {
    const opp = {
      A: { library: ['Plains'], inPlay: ['Joiner Adept'] },
      B: { hand: ['Suntail Hawk'], library: ['Island'], inPlay: ['Forest'] },
    };
    expect(failures(opp, [{ player: 'B', cast: 'Suntail Hawk' }], { turn: 1, active: 'B', step: 'main1' })).toMatch(
      /action #0 .*Suntail Hawk/,
    );
    const mine = {
      A: { hand: ['Suntail Hawk'], library: ['Plains'], inPlay: ['Joiner Adept', 'Forest'] },
      B: { library: ['Island'] },
    };
    expect(failures(mine, [{ player: 'A', cast: 'Suntail Hawk' }, { resolve: true }])).toBe('');
  });

  test("Thrull Surgeon: only as a sorcery (not in combat, not on the opponent's turn)", () => {
    const players = {
      A: { library: ['Swamp'], inPlay: ['Thrull Surgeon', 'Swamp', 'Swamp'] },
      B: { hand: ['Shock'], library: ['Island'] },
    };
    expect(
      failures(players, [
        { goto: { turn: 1, step: 'beginCombat' } },
        { player: 'A', activate: 'Thrull Surgeon', ability: 0, targets: ['B'] },
      ]),
    ).toMatch(/action #1 .*Thrull Surgeon/);
  });

  test("Pithing Needle: the named card's activated abilities can't be played, whoever controls it", () => {
    const players = {
      A: {
        hand: ['Pithing Needle'],
        library: ['Plains', 'Plains'],
        inPlay: ['Plains', { card: 'Millstone', id: 'am' }, 'Island', 'Island'],
      },
      B: {
        library: ['Island', 'Island', 'Island'],
        inPlay: [{ card: 'Millstone', id: 'bm' }, 'Prodigal Pyromancer', 'Island', 'Quicksand'],
      },
    };
    const needle = (name: string) => [
      { player: 'A', cast: 'Pithing Needle' },
      { resolve: true },
      { player: 'A', choose: name },
    ];
    expect(
      failures(players, [...needle('Millstone'), { player: 'A', activate: '@am', ability: 0, targets: ['B'] }]),
    ).toMatch(/action #3 .*Millstone's ability 0: a permanent in play names it \(Pithing Needle\)/);
    expect(
      failures(players, [
        ...needle('Prodigal Pyromancer'),
        { player: 'A', activate: '@am', ability: 0, targets: ['B'] },
        { resolve: true },
      ]),
    ).toBe('');
    const later = [{ goto: { turn: 2, step: 'main1' } }];
    const a1 = { turn: 1, active: 'A', step: 'main1' };
    const t2 = { turn: 2, step: 'end' };
    expect(
      failures(
        players,
        [...needle('Millstone'), ...later, { player: 'B', activate: '@bm', ability: 0, targets: ['A'] }],
        a1,
        t2,
      ),
    ).toMatch(/action #4 .*Millstone/);
    expect(
      failures(players, [...needle('Quicksand'), ...later, { player: 'B', activate: 'Quicksand', ability: 0 }], a1, t2),
    ).toMatch(/action #4 .*Quicksand/);
  });

  test('Pithing Needle: offered the names that matter now (a granted ability counts, a mana ability not); a script may name any card', () => {
    const players = {
      A: {
        hand: ['Pithing Needle'],
        library: ['Plains', 'Plains'],
        inPlay: ['Plains', 'Composite Golem', 'Llanowar Elves'],
      },
      B: {
        library: ['Mountain', 'Mountain', 'Mountain'],
        inPlay: [
          'Mountain',
          { card: 'Grizzly Bears', id: 'bears' },
          { card: 'Arcane Teachings', attachedTo: '@bears' },
          'Millstone',
          'Hill Giant',
        ],
      },
    };
    const start = { turn: 1, active: 'A', step: 'main1' };
    const stop = { turn: 1, step: 'end' };
    const cast = [{ player: 'A', cast: 'Pithing Needle' }, { resolve: true }];
    const sc = validateScenario({ name: 'offered', start, players, actions: cast, stop }, 'offered.json');
    const { g, labels } = buildScenario(sc, pool, 'offered.json');
    expect(drive(g, labels, sc).join()).toMatch(/unscripted decision: name/);
    expect(decisionKind(g)).toBe(Decision.Name);
    const out = new OptionInfo();
    const offered = Array.from({ length: optionCount(g) }, (_, a) => g.cards[decodeOption(g, a, out).card].name);
    // Composite Golem's only activated ability is a mana ability, which the Needle doesn't stop (406.1).
    expect(offered.sort()).toEqual(['Grizzly Bears', 'Millstone']);
    const name = (card: string) => [...cast, { player: 'A', choose: card }, { goto: { turn: 2, step: 'main1' } }];
    const ping = [{ player: 'B', activate: '@bears', ability: 0, targets: ['A'] }, { resolve: true }];
    const t2 = { turn: 2, step: 'end' };
    expect(failures(players, [...name('Grizzly Bears'), ...ping], start, t2)).toMatch(
      /action #4 .*a permanent in play names it \(Pithing Needle\)/,
    );
    // Any card may be named: one that is in no zone of this game, one without activated abilities.
    for (const card of ['Shivan Dragon', 'Hill Giant', 'Composite Golem'])
      expect(failures(players, [...name(card), ...ping], start, t2), card).toBe('');
  });
});
